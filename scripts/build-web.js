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
  { entry: 'pages/board/main.js', out: 'board.js' },
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
      plugins: [workerSourcePlugin(() => workerText), namedTextPlugin('rules-worker-source', () => rulesWorkerText), namedTextPlugin('rules-frame-source', () => rulesFrameText), rulesExamplesAsText],
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
