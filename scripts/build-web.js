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
// The rules engine: the JavaScript half of the module's rules family (bundled into
// the module, run by cli/gamegraph-rules.js, imported by the rules page's sandbox).
const RULES = path.join(ROOT, 'wasm', 'rules');
// The example rules scripts (the rules page's gallery; also read by the tests, the
// benchmark and the README's commands).
const EXAMPLES = path.join(ROOT, 'examples', 'rules');

// An ES module of web/src holding data (the pages manifest, say) loaded here in
// Node: bundled to CommonJS by esbuild and run; its exports.
function loadSourceModule(rel) {
  const out = esbuild.buildSync({ entryPoints: [path.join(SRC, rel)], bundle: true, format: 'cjs', platform: 'node', write: false });
  const m = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(m, m.exports, require);
  return m.exports;
}

// The pages (web/src/pages/manifest.js: each page's HTML file, entry, bundle, nav
// label and worker operations) and the bundles that are no page's own.
const { PAGES, SHARED_BUNDLES } = loadSourceModule('pages/manifest.js');
// Each bundle: its entry under web/src, its file under web/generated, and for a
// bundle another one carries as text, the name that text is imported by.
const BUNDLES = SHARED_BUNDLES.concat(PAGES.filter((p) => p.entry)).map((b) => ({ entry: b.entry, out: b.bundle, text: b.text }));

// rules-sandbox.html with the sandbox's policy (web/src/pages/rules/sandbox/policy.js,
// the one place it is written) in its <meta>: the page's text as it must be.
const SANDBOX_HTML = path.join(ROOT, 'rules-sandbox.html');
const POLICY_META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(">)/;
function sandboxHtml(text = fs.readFileSync(SANDBOX_HTML, 'utf8')) {
  const { FRAME_POLICY } = loadSourceModule('pages/rules/sandbox/policy.js');
  if (!POLICY_META.test(text)) throw new Error('rules-sandbox.html has no <meta http-equiv="Content-Security-Policy" content="...">');
  return text.replace(POLICY_META, (m, a, old, b) => a + FRAME_POLICY + b);
}

// Writes the policy into rules-sandbox.html where it differs (the page is opened
// from disk and served as it is: it must hold its policy itself).
function writeSandboxPolicy() {
  const text = fs.readFileSync(SANDBOX_HTML, 'utf8');
  const want = sandboxHtml(text);
  if (want !== text) {
    fs.writeFileSync(SANDBOX_HTML, want);
    console.log('build-web: rules-sandbox.html: its Content-Security-Policy written from web/src/pages/rules/sandbox/policy.js');
  }
}

const common = {
  bundle: true,
  format: 'iife',
  target: ['chrome100', 'firefox100', 'safari15'],
  legalComments: 'linked',
  logLevel: 'warning',
  charset: 'utf8',
};

// `import META from 'rules-examples-meta'`: every example script of the rules page
// (examples/rules/*.js, our own files, run here in Node at build time) with
// what the gallery shows: its id, group, title, description and what it teaches in
// every language it gives, its thumbnail (show(start) as rows of at most 12 x 12
// cells, and the legend's colours), whether it has Sprague-Grundy values (normal
// play without outcome(p), a take-away or octal game), and its text.
// The gallery's groups in their order, listed once (the page's examples.js reads the same file).
const EXAMPLE_GROUPS = JSON.parse(fs.readFileSync(path.join(EXAMPLES, 'groups.json'), 'utf8'));
function examplesMeta() {
  const dir = EXAMPLES;
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

// `import source from 'name'`: a bundle's text: 'worker-source' the solver worker's
// (a page starts it from a Blob where it cannot by URL), 'rules-worker-source' the
// rules worker's (the rules page hands it to its sandboxed frame, which starts the
// worker from a Blob), and each manifest entry's `text`.
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
      build.onLoad({ filter: /.*/, namespace: name }, () => ({ contents: make(), loader: 'js', resolveDir: SRC }));
    },
  };
}

// `import { OPS } from 'page-ops'` (worker/ops.js): every operation the solver
// worker answers, merged from the ops.js of each page the manifest names.
function pageOps() {
  const withOps = PAGES.filter((p) => p.ops);
  return (
    withOps.map((p, i) => `import ops${i} from ${JSON.stringify('./' + p.ops)};\n`).join('') +
    `export const OPS = { ${withOps.map((p, i) => `...ops${i}`).join(', ')} };\n`
  );
}

async function buildAll({ minify = true } = {}) {
  writeSandboxPolicy();
  fs.mkdirSync(OUT, { recursive: true });
  const worker = await esbuild.build({
    ...common,
    entryPoints: [path.join(SRC, 'worker/main.js')],
    outfile: path.join(OUT, 'worker.js'),
    minify,
    write: false,
    plugins: [namedModulePlugin('page-ops', pageOps)],
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
  // The bundles other bundles carry as text (the sandboxed frame's script:
  // rules-sandbox.html loads it served; on file:// the rules page writes it into the
  // frame's srcdoc, an opaque origin cannot load files) first, then the rest.
  const texts = { 'worker-source': workerText, 'rules-worker-source': rulesWorkerText };
  const plugins = [
    ...Object.keys(texts).map((name) => namedTextPlugin(name, () => texts[name])),
    namedModulePlugin('page-ops', pageOps),
    namedModulePlugin('rules-examples-meta', examplesMeta),
  ];
  for (const b of BUNDLES.filter((x) => x.text)) {
    const built = await esbuild.build({
      ...common,
      entryPoints: [path.join(SRC, b.entry)],
      outfile: path.join(OUT, b.out),
      minify,
      write: false,
      plugins,
    });
    texts[b.text] = built.outputFiles.find((f) => f.path.endsWith('.js')).text;
    fs.writeFileSync(path.join(OUT, b.out), texts[b.text]);
    plugins.push(namedTextPlugin(b.text, () => texts[b.text]));
  }
  for (const b of BUNDLES.filter((x) => !x.text)) {
    if (!fs.existsSync(path.join(SRC, b.entry))) continue;
    await esbuild.build({
      ...common,
      entryPoints: [path.join(SRC, b.entry)],
      outfile: path.join(OUT, b.out),
      minify,
      sourcemap: 'linked',
      plugins,
    });
  }
}

// The module's solveRules (wasm/rules/module-api.js) as one script for
// Emscripten's --post-js (wasm/CMakeLists.txt runs `build-web.js --rules-api OUT`).
// Destructuring is refused: Emscripten 3.1.6's optimizer drops destructured names.
// The workers that run a rules script (wasm/rules/explore-worker.js) are
// started from their source, a string in that script ('rules-explore-worker-source').
async function buildRulesApi(outfile) {
  const worker = await esbuild.build({
    ...common,
    target: ['es2020'],
    entryPoints: [path.join(RULES, 'explore-worker.js')],
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
    entryPoints: [path.join(RULES, 'module-api.js')],
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

module.exports = { buildAll, buildRulesApi, asciiScript, loadSourceModule, sandboxHtml, BUNDLES, PAGES };

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
