#!/usr/bin/env node
// Bundles the web sources (web/src, ES modules) with esbuild into one classic
// script (IIFE) per page under web/generated/, so every page works served and
// opened from disk (file://), with no inline script and no module loaded at run
// time. The worker is bundled first: the pages carry its source as a string to
// start it from a Blob where a worker cannot be started by URL (file://).
//   node scripts/build-web.js            build once
//   node scripts/build-web.js --dev      the same, not minified (readable in the debugger)
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'web', 'src');
const OUT = path.join(ROOT, 'web', 'generated');

// Each bundle: its entry under web/src and its file under web/generated.
const BUNDLES = [
  { entry: 'boot/main.js', out: 'boot.js' },
  { entry: 'pages/graph/main.js', out: 'graph.js' },
  { entry: 'pages/pursuit/main.js', out: 'board.js' }, // board.html
  { entry: 'pages/race/main.js', out: 'race.js' },
  { entry: 'element/main.js', out: 'game-graph-element.js' },
  { entry: 'pages/rules/main.js', out: 'rules.js' },
];


const common = {
  bundle: true,
  format: 'iife',
  target: ['chrome100', 'firefox100', 'safari15'],
  legalComments: 'linked',
  logLevel: 'warning',
  charset: 'utf8',
};

// `import workerSource from 'worker-source'`: the worker bundle's text.
function workerSourcePlugin(getText) {
  return {
    name: 'worker-source',
    setup(build) {
      build.onResolve({ filter: /^worker-source$/ }, () => ({ path: 'worker-source', namespace: 'worker-source' }));
      build.onLoad({ filter: /.*/, namespace: 'worker-source' }, () => ({ contents: getText(), loader: 'text' }));
    },
  };
}

// `import text from './examples/x.js'` under pages/rules/examples: the file's text
// (the rules page's example scripts are shown in its editor, not run on the page).
const rulesExamplesAsText = {
  name: 'rules-examples-as-text',
  setup(build) {
    build.onLoad({ filter: /[\\/]pages[\\/]rules[\\/]examples[\\/][^\\/]+\.js$/ }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

// `import META from 'rules-examples-meta'`: every example script of the rules page
// (pages/rules/examples/*.js, our own files, run here in Node at build time) with
// what the gallery shows: its id, group, title, description and what it teaches in
// every language it gives, its thumbnail (show(start) as rows of at most 12 x 12
// cells, and the legend's colours), whether it has Sprague-Grundy values (normal
// play without outcome(p), a take-away or octal game), and its text.
const EXAMPLE_GROUPS = ['take-away', 'octal', 'board', 'pursuit', 'loopy', 'endgame'];
function examplesMeta() {
  const dir = path.join(SRC, 'pages', 'rules', 'examples');
  const list = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const names = ['start', 'title', 'description', 'teaches', 'group', 'legend', 'show', 'outcome'];
    const got = new Function(text + '\n;return {' + names.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`).join(', ') + '};')();
    const texts = (v) => (typeof v === 'string' ? { en: v } : v || {});
    let rows = got.show ? got.show(got.start) : null;
    if (typeof rows === 'string') rows = rows.split('\n');
    const thumb = Array.isArray(rows) ? rows.slice(0, 12).map((r) => Array.from(String(r)).slice(0, 12).join('')) : [];
    const colors = {};
    for (const [ch, e] of Object.entries(got.legend || {})) {
      const color = typeof e === 'string' ? e : e && e.color;
      if (typeof color === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(color)) colors[ch] = color;
    }
    const group = EXAMPLE_GROUPS.includes(got.group) ? got.group : 'board';
    list.push({
      id: file.slice(0, -3), group, title: texts(got.title), description: texts(got.description), teaches: texts(got.teaches),
      thumb, colors, grundy: !got.outcome && (group === 'take-away' || group === 'octal'), text,
    });
  }
  list.sort((a, b) => EXAMPLE_GROUPS.indexOf(a.group) - EXAMPLE_GROUPS.indexOf(b.group) || String(a.title.en).localeCompare(String(b.title.en)));
  return 'export default ' + JSON.stringify(list) + ';\n';
}

// `import source from 'rules-worker-source'`: the rules worker bundle's text (the
// rules page hands it to its sandboxed frame, which starts the worker from a Blob).
function namedTextPlugin(name, getText) {
  return {
    name,
    setup(build) {
      build.onResolve({ filter: new RegExp('^' + name + '$') }, () => ({ path: name, namespace: name }));
      build.onLoad({ filter: /.*/, namespace: name }, () => ({ contents: getText(), loader: 'text' }));
    },
  };
}

// `import x from 'name'`: a module whose JavaScript source make() gives.
function namedModulePlugin(name, make) {
  return {
    name,
    setup(build) {
      build.onResolve({ filter: new RegExp('^' + name + '$') }, () => ({ path: name, namespace: name }));
      build.onLoad({ filter: /.*/, namespace: name }, () => ({ contents: make(), loader: 'js' }));
    },
  };
}

async function buildAll({ minify = true } = {}) {
  fs.mkdirSync(OUT, { recursive: true });
  const worker = await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, 'worker/main.js')],
    outfile: path.join(OUT, 'worker.js'),
    minify,
    write: false,
  });
  const workerText = worker.outputFiles.find((f) => f.path.endsWith('.js')).text;
  fs.writeFileSync(path.join(OUT, 'worker.js'), workerText);
  const rulesWorker = await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, 'pages/rules/sandbox/worker.js')],
    outfile: path.join(OUT, 'rules-worker.js'),
    minify,
    write: false,
  });
  const rulesWorkerText = rulesWorker.outputFiles.find((f) => f.path.endsWith('.js')).text;
  // The sandboxed frame's script: rules-sandbox.html loads it served; on file:// the
  // page writes it into the frame's srcdoc (an opaque origin cannot load files).
  const rulesFrame = await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, 'pages/rules/sandbox/frame.js')],
    outfile: path.join(OUT, 'rules-sandbox.js'),
    minify,
    write: false,
  });
  const rulesFrameText = rulesFrame.outputFiles.find((f) => f.path.endsWith('.js')).text;
  fs.writeFileSync(path.join(OUT, 'rules-sandbox.js'), rulesFrameText);
  for (const b of BUNDLES) {
    if (!fs.existsSync(path.join(SRC, b.entry))) continue;
    await esbuild.build({
      ...common,
      entryPoints: [path.join(SRC, b.entry)],
      outfile: path.join(OUT, b.out),
      minify,
      sourcemap: 'linked',
      plugins: [workerSourcePlugin(() => workerText), namedTextPlugin('rules-worker-source', () => rulesWorkerText), namedTextPlugin('rules-frame-source', () => rulesFrameText), namedModulePlugin('rules-examples-meta', examplesMeta), rulesExamplesAsText],
    });
  }
  for (const s of []) {
    if (!fs.existsSync(path.join(SRC, s.entry))) continue;
    await esbuild.build({
      ...common,
      format: undefined,
      entryPoints: [path.join(SRC, s.entry)],
      outfile: path.join(OUT, s.out),
      minify,
      loader: { '.svg': 'dataurl' },
    });
  }
}

// The module's solveRules (web/src/rules/module-api.js) as one script for
// Emscripten's --post-js (wasm/CMakeLists.txt runs `build-web.js --rules-api OUT`).
// Destructuring is refused: Emscripten 3.1.6's optimizer drops destructured names.
// The workers that run a rules script (web/src/rules/explore-worker.js) are
// started from their source, a string in that script ('rules-explore-worker-source').
async function buildRulesApi(outfile) {
  const worker = await esbuild.build({
    ...common,
    target: ['es2020'],
    entryPoints: [path.join(SRC, 'rules/explore-worker.js')],
    outfile: outfile + '.worker.js',
    minify: true,
    legalComments: 'none',
    charset: 'ascii',
    external: ['worker_threads'],
    write: false,
  });
  const workerText = worker.outputFiles.find((f) => f.path.endsWith('.js')).text;
  await esbuild.build({
    ...common,
    target: ['es2020'],
    supported: { destructuring: false },
    entryPoints: [path.join(SRC, 'rules/module-api.js')],
    outfile,
    minify: false,
    legalComments: 'inline',
    charset: 'ascii', // the module must load as a script whatever the page's encoding
    external: ['worker_threads', 'os'],
    plugins: [namedTextPlugin('rules-explore-worker-source', () => workerText)],
  });
}

// Rewrites a script file as ASCII: every other character as a \uXXXX escape
// (valid in strings, regular expressions and identifiers alike). Emscripten's
// optimizer prints the escapes of the post-js files back as raw characters, and a
// page without a UTF-8 charset would then misread the module (acorn's identifier
// tables become invalid regular expressions).
function asciiScript(file) {
  const text = fs.readFileSync(file, 'utf8');
  const out = text.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  if (out !== text) fs.writeFileSync(file, out);
}

module.exports = { buildAll, buildRulesApi, asciiScript, BUNDLES };

if (require.main === module && process.argv[2] === '--ascii') {
  asciiScript(path.resolve(process.argv[3]));
} else if (require.main === module && process.argv[2] === '--rules-api') {
  buildRulesApi(path.resolve(process.argv[3])).catch((e) => {
    console.error(e.message || e);
    process.exit(1);
  });
} else if (require.main === module) {
  buildAll({ minify: !process.argv.includes('--dev') }).catch((e) => {
    console.error(e.message || e);
    process.exit(1);
  });
}
