// The distributable copies (scripts/build-dist.js, `scripts/build.sh dist`),
// written into a temporary folder: the site has every page and everything they
// load, with relative links that all resolve inside it; the npm package is
// accepted by `npm pack`, and the packed module loads in Node and solves.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
const { htmlRefs } = require('../../scripts/build-dist.js');

const skip = fs.existsSync(path.join(root, 'web', 'generated', 'gamegraph.js'))
  ? fs.existsSync(path.join(root, 'node_modules', 'esbuild'))
    ? false
    : 'node_modules is not installed (npm ci)'
  : 'web/generated/gamegraph.js is not built (scripts/build.sh wasm)';

let tmp;
let site;
let pkgDir;
test.before(() => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-dist-'));
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-dist.js'), '--out', path.join(tmp, 'dist')], { stdio: 'pipe' });
  site = path.join(tmp, 'dist', 'site');
  pkgDir = path.join(tmp, 'dist', 'package');
});
test.after(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => f.split(path.sep).join('/'));
}

test('dist/site: the pages, the element, the module, the licences; every local link resolves inside it', { skip }, () => {
  const files = filesUnder(site);
  for (const f of [
    'index.html', 'board.html', 'race.html',
    'web/course-example.html', 'web/course-example.css',
    'web/generated/game-graph-element.js', 'web/generated/game-graph-element.css', 'web/generated/gamegraph.js', 'web/generated/worker.js',
    'licenses/cytoscape.txt', 'licenses/cytoscape-fcose.txt', 'licenses/cose-base.txt', 'licenses/layout-base.txt',
  ]) {
    assert.ok(files.includes(f), `${f} is in the site`);
  }
  assert.match(fs.readFileSync(path.join(site, 'licenses', 'cytoscape.txt'), 'utf8'), /Permission is hereby granted/);
  assert.ok(!files.some((f) => f.endsWith('.map')), 'no source maps');
  assert.doesNotMatch(fs.readFileSync(path.join(site, 'web/generated/game-graph-element.js'), 'utf8'), /sourceMappingURL/);
  // the same bytes as the module that was built
  assert.ok(fs.readFileSync(path.join(site, 'web/generated/gamegraph.js')).equals(fs.readFileSync(path.join(root, 'web/generated/gamegraph.js'))));
  // every page's links: relative, and found in the copy
  let checked = 0;
  for (const page of files.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(site, page), 'utf8');
    for (const { ref, asset } of htmlRefs(html)) {
      assert.ok(!ref.startsWith('/'), `${page}: ${ref} is relative`);
      const target = path.join(path.dirname(path.join(site, page)), decodeURI(ref.replace(/[?#].*$/, '')));
      if (!ref.replace(/[?#].*$/, '')) continue;
      if (asset) {
        assert.ok(fs.existsSync(target), `${page}: ${ref} is in the site`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 8, `links checked: ${checked}`);
  // the course page needs only the element's script
  const course = fs.readFileSync(path.join(site, 'web/course-example.html'), 'utf8');
  assert.deepEqual([...course.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]), ['<script src="generated/game-graph-element.js">']);
  assert.doesNotMatch(course, /<style|style="/);
});

test('dist/package: npm pack accepts it; the packed module loads in Node and solves', { skip }, () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'gamegraph');
  assert.match(pkg.version, /^\d+\.\d+\.\d+/);
  assert.equal(pkg.main, 'gamegraph.js');
  assert.equal(pkg.types, 'gamegraph.d.ts');
  assert.deepEqual(Object.keys(pkg.exports).sort(), ['.', './element', './element.css', './package.json']);
  const npmEnv = { ...process.env, npm_config_cache: path.join(tmp, 'npm-cache'), npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
  const dry = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: pkgDir, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  const listed = dry[0].files.map((f) => f.path).sort();
  const families = fs.readdirSync(path.join(root, 'wasm')).filter((f) => /^api_\w+\.d\.ts$/.test(f));
  assert.ok(families.length >= 6, families.join(' '));
  for (const f of ['package.json', 'gamegraph.js', 'gamegraph.d.ts', ...families, 'game-graph-element.js', 'game-graph-element.css', 'LICENSE', 'README.md', 'licenses/cytoscape.txt']) {
    assert.ok(listed.includes(f), `${f} is packed (${listed.join(', ')})`);
  }
  // pack for real, unpack as an installed dependency, require it by name
  const packs = path.join(tmp, 'packs');
  fs.mkdirSync(packs);
  const made = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', packs], { cwd: pkgDir, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  const installed = path.join(tmp, 'app', 'node_modules', 'gamegraph');
  fs.mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(packs, made[0].filename), '-C', installed, '--strip-components=1']);
  const script = `
    const GameGraph = require('gamegraph');
    const element = require.resolve('gamegraph/element');
    GameGraph().then((gg) => {
      const r = gg.solveGraphText('a b\\nb c\\nc a\\nc d\\nd e\\n', { noMove: 'lose' });
      console.log(JSON.stringify({ names: r.names, outcome: Array.from(r.outcome), depth: Array.from(r.depth), element }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: path.join(tmp, 'app'), encoding: 'utf8' }));
  assert.deepEqual(out.names, ['a', 'b', 'c', 'd', 'e']);
  // a b c go round for ever (leaving to d hands a win over); d moves to the lost e
  assert.deepEqual(out.outcome, [0, 0, 0, 1, 2]);
  assert.equal(out.depth[3], 1);
  assert.equal(out.element, path.join(installed, 'game-graph-element.js'));
  assert.match(fs.readFileSync(path.join(installed, 'README.md'), 'utf8'), /<game-graph>/);
  // the installed types: the index with every family's file, used by name from an app
  const ts = require('typescript');
  const app = path.join(tmp, 'app', 'use.ts');
  fs.writeFileSync(app, "import GameGraph = require('gamegraph');\n" +
    'export async function f(): Promise<number> { const gg: GameGraph.Module = await GameGraph(); ' +
    "const r = await gg.solveRules('const start = 0; function moves(p) { return []; }'); " +
    // (a partizan script's result is told apart by partizan)
    "if (r.partizan) return r.valueError ? 0 : r.mLeft; const i: GameGraph.RulesSolution = r; return i.outcome[0] + gg.solveRace('')[0].n; }\n");
  const program = ts.createProgram([app], { strict: true, noEmit: true, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts'], types: [] });
  assert.deepEqual(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), []);
});
