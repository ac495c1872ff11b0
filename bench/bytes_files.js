'use strict';
// The text files of the bytes benchmarks (bench_bytes.js, bench_page.js): the
// uniform graphs of gen.js (seed 1) written in the competitive-programming form
// ('n m', then one 'u v' line per edge, vertices numbered from 1) and in the named
// form (one line per vertex declaring it, in order, so that vertex v is the same
// vertex in both files, then one 'u v' line per edge). Names are two or three
// pseudo-random syllables, '_' and the vertex number in base 36 ('kamori_lfls').
// Written once into build/bench-bytes/ and reused while gen.js and this file are
// unchanged.
const fs = require('fs');
const path = require('path');
const gen = require('./gen.js');

const root = path.resolve(__dirname, '..');
const dir = path.join(root, 'build', 'bench-bytes');

const SPECS = [
  { kind: 'uniform', n: 1000000, m: 3000000, seed: 1 },
  { kind: 'uniform', n: 4000000, m: 12000000, seed: 1 },
];

const SYLLABLES = ['ka', 'mo', 'ri', 'ze', 'lu', 'pa', 'ne', 'to', 'vi', 'su', 'go', 'ha', 'be', 'di', 'fu', 'jo'];

function vertexNames(n) {
  const rng = new gen.Rng(7);
  const names = new Array(n);
  for (let v = 0; v < n; v++) {
    const k = 2 + rng.below(2);
    let s = '';
    for (let i = 0; i < k; i++) s += SYLLABLES[rng.below(SYLLABLES.length)];
    names[v] = `${s}_${v.toString(36)}`;
  }
  return names;
}

// Writes lines produced by line(i), i < count, in big chunks.
function writeLines(fd, count, line) {
  const CHUNK = 1 << 16;
  for (let i = 0; i < count; i += CHUNK) {
    const parts = [];
    for (let j = i; j < Math.min(count, i + CHUNK); j++) parts.push(line(j));
    fs.writeSync(fd, parts.join(''));
  }
}

// { label, n, m, cp: path, named: path, edges } for each spec (files made if missing).
function benchFiles(filter = '') {
  fs.mkdirSync(dir, { recursive: true });
  const out = [];
  for (const spec of SPECS) {
    const label = gen.label(spec);
    if (!label.includes(filter)) continue;
    const base = path.join(dir, label.replace(/[ /]/g, '-'));
    const files = { label, n: spec.n, m: spec.m, cp: `${base}.cp.txt`, named: `${base}.named.txt` };
    const stamp = `${base}.stamp`;
    const want = `gen.js ${fs.statSync(path.join(__dirname, 'gen.js')).mtimeMs} bytes_files.js ${fs.statSync(__filename).mtimeMs}`;
    if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== want || !fs.existsSync(files.cp) || !fs.existsSync(files.named)) {
      const t0 = Date.now();
      const e = gen.generate(spec);
      let fd = fs.openSync(files.cp, 'w');
      fs.writeSync(fd, `${spec.n} ${spec.m}\n`);
      writeLines(fd, spec.m, (i) => `${e[2 * i] + 1} ${e[2 * i + 1] + 1}\n`);
      fs.closeSync(fd);
      // The named form numbers vertices in order of first appearance: declare every
      // vertex first, in order, so that vertex v of both files is the same vertex.
      const names = vertexNames(spec.n);
      fd = fs.openSync(files.named, 'w');
      writeLines(fd, spec.n, (v) => `${names[v]}\n`);
      writeLines(fd, spec.m, (i) => `${names[e[2 * i]]} ${names[e[2 * i + 1]]}\n`);
      fs.closeSync(fd);
      fs.writeFileSync(stamp, want);
      console.log(`   wrote ${path.relative(root, files.cp)} and .named.txt in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    out.push(files);
  }
  return out;
}

module.exports = { benchFiles };
