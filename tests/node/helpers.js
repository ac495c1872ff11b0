// Shared by the tests in this folder: the paths, the WebAssembly module's factory,
// the pages' ES modules bundled for require, and a small deterministic PRNG. Not a test file itself: `node --test tests/node/`
// runs only the files named like *.test.js here.
'use strict';
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const modulePath = path.join(root, 'build', 'wasm', 'gamegraph.js');
const cliPath = path.join(root, 'build', 'native', 'gamegraph');
const peerDir = process.env.GG_PEER_TESTS_DIR || path.resolve(root, '..', 'shared', 'peer-tests');
const GameGraph = require(modulePath);

// Small deterministic PRNG (mulberry32): rng(seed) returns a function giving
// numbers in [0, 1).
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A page's ES module (a path from the project's root, or the source of an entry
// module whose imports are relative to the root) bundled to CommonJS by esbuild
// and loaded: its exports.
function loadPageModule(entry) {
  const input = entry.contents !== undefined ? { stdin: { contents: entry.contents, resolveDir: root } } : { entryPoints: [path.join(root, ...entry.split('/'))] };
  const out = require('esbuild').buildSync({ ...input, bundle: true, format: 'cjs', platform: 'node', write: false }).outputFiles[0].text;
  const m = { exports: {} };
  new Function('module', 'exports', 'require', out)(m, m.exports, require);
  return m.exports;
}

module.exports = { root, cliPath, peerDir, GameGraph, rng, loadPageModule };
