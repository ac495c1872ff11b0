#!/usr/bin/env node
// Writes the distributable copies (scripts/build.sh dist):
//   dist/site/     the whole site, self-contained, relative links only: copy it as
//                  it is to any static host or into a course folder (also works
//                  opened from disk). What each page loads is read from its
//                  <script>/<link>/<img>/<iframe> tags (and the url()s of the CSS it
//                  loads); web/generated/ goes whole (the bundles load the worker,
//                  the module and the element's styles beside themselves at run time).
//   dist/package/  an npm package of the module and the <game-graph> element.
//
//   node scripts/build-dist.js [--out DIR] [--no-build]
// --out: where to write (default dist/; emptied first); --no-build: use
// web/generated/ as it is instead of bundling web/src again.
'use strict';
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
// The site's pages: those of the pages manifest (web/src/pages/manifest.js, read by
// build-web.js), loaded when the site is built.
const pages = () => require('./build-web.js').PAGES.map((p) => p.file);
const GENERATED = 'web/generated';
const MODULE = 'web/generated/gamegraph.js';
const ELEMENT = ['game-graph-element.js', 'game-graph-element.css'];
// The libraries bundled into the pages and the element (their licences travel with them).
const BUNDLED_LIBRARIES = ['cytoscape', 'cytoscape-fcose', 'cose-base', 'layout-base',
  // the rules page's editor (CodeMirror 6 and what it bundles) and acorn (rules.js, the module)
  'codemirror', '@codemirror/state', '@codemirror/view', '@codemirror/commands', '@codemirror/language', '@codemirror/lint',
  '@codemirror/autocomplete', '@codemirror/lang-javascript', '@codemirror/streamparser', '@lezer/common', '@lezer/highlight',
  '@lezer/lr', '@lezer/javascript', '@marijn/find-cluster-break', 'style-mod', 'w3c-keyname', 'crelt', 'acorn'];
const licenceFile = (name) => name.replace('/', '__') + '.txt'; // @codemirror/view -> @codemirror__view.txt

function fail(msg) {
  const e = new Error(msg);
  e.dist = true;
  throw e;
}

function copyFile(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

// A bundle without its source-map comment (the maps stay out of the copies).
function copyWithoutMap(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (!/\.(js|css)$/.test(from)) {
    fs.copyFileSync(from, to);
    return;
  }
  const text = fs.readFileSync(from, 'utf8');
  fs.writeFileSync(to, text.replace(/\n?(\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ \*\/)\s*$/, '\n'));
}

function isLocal(ref) {
  return ref && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref);
}

// The local files an HTML text refers to: [{ ref, tag, asset }] (asset: the page
// needs it to work; a plain <a> link only to navigate).
function htmlRefs(html) {
  const out = [];
  const tagRe = /<(script|link|img|iframe|source|a)\b([^>]*)>/gi;
  let m;
  while ((m = tagRe.exec(html))) {
    const tag = m[1].toLowerCase();
    const attrRe = /\b(src|href|srcset)\s*=\s*("([^"]*)"|'([^']*)')/gi;
    let a;
    while ((a = attrRe.exec(m[2]))) {
      const value = (a[3] !== undefined ? a[3] : a[4]).replace(/&amp;/g, '&');
      const refs = a[1].toLowerCase() === 'srcset' ? value.split(',').map((s) => s.trim().split(/\s+/)[0]) : [value];
      for (const ref of refs) if (isLocal(ref)) out.push({ ref, tag, asset: tag !== 'a' });
    }
  }
  return out;
}

function cssRefs(css) {
  const out = [];
  const re = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/g;
  let m;
  while ((m = re.exec(css))) {
    const ref = m[1] || m[2] || m[3] || m[4] || m[5];
    if (isLocal(ref)) out.push({ ref, tag: 'css', asset: true });
  }
  return out;
}

// The repository file a reference from `fromRel` names (relative to ROOT), or
// an error string.
function resolveRef(fromRel, ref) {
  const clean = ref.replace(/[?#].*$/, '');
  if (clean === '') return { rel: fromRel };
  if (clean.startsWith('/')) return { error: `${fromRel}: "${ref}" is not a relative link` };
  let rel = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), decodeURI(clean)));
  if (rel.startsWith('..')) return { error: `${fromRel}: "${ref}" leaves the site` };
  const abs = path.join(ROOT, rel);
  if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) rel = path.posix.join(rel, 'index.html');
  if (!fs.existsSync(path.join(ROOT, rel))) return { missing: `${fromRel}: "${ref}" (${rel}) does not exist` };
  return { rel };
}

function licenceText(name) {
  const dir = path.join(ROOT, 'node_modules', name);
  if (!fs.existsSync(dir)) fail(`node_modules/${name} is missing (npm ci)`);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
  if (!file) fail(`node_modules/${name} has no licence file`);
  return `${name} ${pkg.version} (${pkg.license || 'see below'})\n${pkg.homepage || ''}\n\n${fs.readFileSync(path.join(dir, file), 'utf8')}`;
}

function writeLicences(dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of BUNDLED_LIBRARIES) fs.writeFileSync(path.join(dir, licenceFile(name)), licenceText(name));
  fs.writeFileSync(
    path.join(dir, 'README.txt'),
    'Licences of the libraries bundled into web/generated/*.js (Cytoscape.js and its fCoSE layout; CodeMirror and acorn):\n' +
      BUNDLED_LIBRARIES.map((n) => `  ${licenceFile(n)}`).join('\n') +
      '\nThe notices esbuild kept from their sources are in the *.LEGAL.txt files beside the bundles.\n'
  );
}

function projectLicence() {
  for (const f of ['LICENSE', 'LICENSE.md', 'LICENSE.txt']) {
    if (fs.existsSync(path.join(ROOT, f))) return fs.readFileSync(path.join(ROOT, f), 'utf8');
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (pkg.license !== 'MIT') fail('no LICENSE file and package.json does not say MIT');
  return `MIT License

Copyright (c) the gamegraph authors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
}

// dist/site: the pages, everything they load, web/generated/ whole, licences.
function buildSite(out) {
  const copied = new Set();
  const errors = [];
  const warnings = [];
  const queue = [];
  const want = (rel) => {
    if (!copied.has(rel)) {
      copied.add(rel);
      queue.push(rel);
    }
  };
  for (const p of pages()) {
    if (!fs.existsSync(path.join(ROOT, p))) fail(`${p} is missing`);
    want(p);
  }
  for (const f of fs.readdirSync(path.join(ROOT, GENERATED))) {
    if (!f.endsWith('.map')) want(path.posix.join(GENERATED, f));
  }
  while (queue.length) {
    const rel = queue.shift();
    const abs = path.join(ROOT, rel);
    let refs = [];
    if (/\.html$/.test(rel)) refs = htmlRefs(fs.readFileSync(abs, 'utf8'));
    else if (/\.css$/.test(rel)) refs = cssRefs(fs.readFileSync(abs, 'utf8'));
    for (const r of refs) {
      const got = resolveRef(rel, r.ref);
      if (got.error) errors.push(got.error);
      else if (got.missing) (r.asset ? errors : warnings).push(got.missing);
      else if (r.asset || /\.html$/.test(got.rel)) want(got.rel);
    }
    copyWithoutMap(abs, path.join(out, rel));
  }
  if (errors.length) fail('the site would be broken:\n  ' + errors.join('\n  '));
  writeLicences(path.join(out, 'licenses'));
  return { files: [...copied].sort(), warnings };
}

function packageReadme(name) {
  return `# ${name}

Win, lose or draw for every position of a two-player game on a graph (the token
moves along an edge; who cannot move loses, or wins), solved by retrograde
analysis in WebAssembly, with the \`<game-graph>\` element that draws and explains
a solved graph in any web page.

## In Node

\`\`\`js
const GameGraph = require('${name}');
const gg = await GameGraph();
const r = gg.solveGraphText('a b\\nb c\\n', { noMove: 'lose' });
r.names;    // ['a', 'b', 'c']
r.outcome;  // Uint8Array: 0 DRAW, 1 WIN, 2 LOSE  ->  [2, 1, 2]
r.depth;    // moves to the end with best play
\`\`\`

The types are in \`gamegraph.d.ts\`.

## In a page

\`gamegraph.js\` is also a classic script defining the global factory \`GameGraph\`:

\`\`\`html
<script src="node_modules/${name}/gamegraph.js"></script>
<script src="my-page.js"></script>   <!-- GameGraph().then((gg) => ...) -->
\`\`\`

## The \`<game-graph>\` element

Serve the package's files as they are (the element loads \`gamegraph.js\` and
\`game-graph-element.css\` from beside itself), include one script, write graphs:

\`\`\`html
<script src="node_modules/${name}/game-graph-element.js"></script>

<game-graph>
a b
b c
c a
c d
</game-graph>
<game-graph no-move="win" view="steps" height="280">a b\\nb c</game-graph>
\`\`\`

Attributes: \`no-move="win"\`, \`view="steps"\`, \`height\`, \`layout\`
(\`auto\`, \`fcose\`, \`breadthfirst\`, \`circle\`), \`solver\` (the address of the
solver's page, for the element's "Open in the solver" link). It needs no inline
script or style (it works under \`script-src 'self' 'wasm-unsafe-eval'; style-src 'self'\`).
The text follows the page's \`<html lang>\` (\`en\` or \`uk\`).

## Licence

MIT (\`LICENSE\`). The element bundles Cytoscape.js and its fCoSE layout (MIT):
their licences are in \`licenses/\`.
`;
}

// The module's declarations: gamegraph.d.ts, the index, and the families' files it
// references (/// <reference path="api_<family>.d.ts" />).
function typeFiles() {
  const index = fs.readFileSync(path.join(ROOT, 'wasm', 'gamegraph.d.ts'), 'utf8');
  const refs = [...index.matchAll(/^\/\/\/ <reference path="([^"]+)" \/>$/gm)].map((m) => m[1]);
  for (const r of refs) if (!/^[\w.-]+\.d\.ts$/.test(r) || !fs.existsSync(path.join(ROOT, 'wasm', r))) fail(`wasm/gamegraph.d.ts references ${r}, not a file of wasm/`);
  return ['gamegraph.d.ts', ...refs];
}

// dist/package: the module, its types, the element, licences, README, package.json.
function buildPackage(out) {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const name = 'gamegraph';
  copyFile(path.join(ROOT, MODULE), path.join(out, 'gamegraph.js'));
  // the declarations: the index and the file of each family it references
  const types = typeFiles();
  for (const f of types) copyFile(path.join(ROOT, 'wasm', f), path.join(out, f));
  for (const f of ELEMENT) copyWithoutMap(path.join(ROOT, GENERATED, f), path.join(out, f));
  const legal = path.join(ROOT, GENERATED, 'game-graph-element.js.LEGAL.txt');
  if (fs.existsSync(legal)) copyFile(legal, path.join(out, 'game-graph-element.js.LEGAL.txt'));
  writeLicences(path.join(out, 'licenses'));
  fs.writeFileSync(path.join(out, 'LICENSE'), projectLicence());
  fs.writeFileSync(path.join(out, 'README.md'), packageReadme(name));
  const pkg = {
    name,
    version: root.version || '0.1.0',
    description: root.description,
    license: root.license || 'MIT',
    keywords: ['game', 'graph', 'retrograde-analysis', 'webassembly', 'custom-element', 'teaching'],
    main: 'gamegraph.js',
    types: 'gamegraph.d.ts',
    exports: {
      '.': { types: './gamegraph.d.ts', default: './gamegraph.js' },
      './element': './game-graph-element.js',
      './element.css': './game-graph-element.css',
      './package.json': './package.json',
    },
    files: ['gamegraph.js', ...types, 'game-graph-element.js', 'game-graph-element.js.LEGAL.txt', 'game-graph-element.css', 'licenses/', 'LICENSE', 'README.md'],
    sideEffects: ['./game-graph-element.js', './game-graph-element.css'],
  };
  if (root.repository) pkg.repository = root.repository;
  fs.writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  return pkg;
}

async function buildDist({ out = path.join(ROOT, 'dist'), build = true } = {}) {
  if (!fs.existsSync(path.join(ROOT, MODULE))) fail(`${MODULE} is missing: build it with scripts/build.sh wasm`);
  if (build) await require('./build-web.js').buildAll({ minify: true });
  for (const f of ELEMENT) if (!fs.existsSync(path.join(ROOT, GENERATED, f))) fail(`${GENERATED}/${f} is missing: node scripts/build-web.js`);
  fs.rmSync(out, { recursive: true, force: true });
  const site = buildSite(path.join(out, 'site'));
  const pkg = buildPackage(path.join(out, 'package'));
  return { out, site, pkg };
}

module.exports = { htmlRefs };

if (require.main === module) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const out = at >= 0 ? path.resolve(args[at + 1]) : path.join(ROOT, 'dist');
  buildDist({ out, build: !args.includes('--no-build') }).then(
    ({ site, pkg }) => {
      for (const w of site.warnings) console.warn('warning: link to a missing file: ' + w);
      console.log(`dist: ${path.relative(process.cwd(), path.join(out, 'site')) || '.'} (${site.files.length} files), ` +
        `${path.relative(process.cwd(), path.join(out, 'package'))} (${pkg.name} ${pkg.version})`);
    },
    (e) => {
      console.error(e.dist ? 'dist: ' + e.message : e.stack || e);
      process.exit(1);
    }
  );
}
