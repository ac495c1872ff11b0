#!/usr/bin/env node
// bench_rules.js: games from rules (gg.solveRules) in Node and in Chromium.
//
//   node --expose-gc bench/bench_rules.js [--reps N] [--quick] [--full] [--no-browser]
//
// The figure the issue sets: positions explored and solved per second for a rules
// script whose moves() is trivial (a counter game: 0 -> 1 -> ... -> N), at least
// 1,000,000 per second, and at most 64 bytes held per position besides the keys.
// Each time is printed next to references run in the same process, alternating:
//   - map+engine: the least any explorer must do: the script's moves() called
//     breadth-first, a JavaScript Map from key to id, the moves in a preallocated
//     Int32Array, then the module's solveGraphEdges on them (no checks, no
//     progress, no memory accounting, no error locations);
//   - engine: solveGraphEdges alone on the same graph.
// The ratio rules / map+engine is the cost of everything around the user's code
// (compile, keying, checks, progress, writing the moves into the module).
// Bytes held per position: the growth of the JS heap and array buffers (after a
// full GC, --expose-gc) while the result is alive, divided by the positions, the
// keys being numbers here (nothing to subtract). Then the examples (tic-tac-toe,
// Connect Four 4 x 4) and, with --full, Connect Four 5 x 4 (about 4 million
// positions; a few minutes and about a gigabyte).
// In Chromium (playwright-core driving /usr/bin/chromium): the same counter game
// and references on a page that loads the module, in its own thread.
// Only a wrong answer fails (exit 1); times are never asserted.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '..');
const MODULE = path.join(root, 'web', 'generated', 'gamegraph.js');
const EXAMPLES = path.join(root, 'examples', 'rules');
const opts = { reps: 5, quick: false, full: false, browser: true };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--reps') opts.reps = Math.max(1, parseInt(process.argv[++i], 10));
  else if (a === '--quick') opts.quick = true;
  else if (a === '--full') opts.full = true;
  else if (a === '--no-browser') opts.browser = false;
  else {
    console.error('usage: node --expose-gc bench/bench_rules.js [--reps N] [--quick] [--full] [--no-browser]');
    process.exit(2);
  }
}
if (opts.quick) opts.reps = Math.min(opts.reps, 2);

const counterScript = (n) => `const start = 0;\nfunction moves(p) { return p < ${n} ? [p + 1] : []; }\n`;

// The measurements, as a function run both here and (as text) in the page.
// Returns { rules, mapEngine, engine } lists of seconds and the checks.
function measure(gg, n, reps) {
  const now = typeof performance !== 'undefined' ? () => performance.now() / 1000 : () => Date.now() / 1000;
  const script = `const start = 0;\nfunction moves(p) { return p < ${n} ? [p + 1] : []; }\n`;
  const times = { rules: [], mapEngine: [], engine: [] };
  const chain = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    chain[2 * i] = i;
    chain[2 * i + 1] = i + 1;
  }
  let bad = '';
  for (let rep = 0; rep <= reps; rep++) {
    let t = now();
    const r = gg.solveRulesSync(script, { maxStates: n + 1 });
    const tr = now() - t;
    if (r.n !== n + 1 || r.outcome[0] !== (n % 2 ? 1 : 2) || r.depth[0] !== n) bad = 'rules: wrong answer';
    t = now();
    const moves = new Function(script + '\nreturn moves;')();
    const index = new Map();
    const edges = new Int32Array(2 * n);
    const queue = [0];
    let m = 0;
    index.set(0, 0);
    for (let id = 0; id < index.size; id++) {
      const list = moves(queue[id]);
      for (let j = 0; j < list.length; j++) {
        const k = list[j];
        let v = index.get(k);
        if (v === undefined) {
          v = index.size;
          index.set(k, v);
          queue.push(k);
        }
        edges[m++] = id;
        edges[m++] = v;
      }
    }
    const g = gg.solveGraphEdges(index.size, edges);
    const tm = now() - t;
    if (g.depth[0] !== n) bad = 'map+engine: wrong answer';
    t = now();
    gg.solveGraphEdges(n + 1, chain);
    const te = now() - t;
    if (rep > 0) {
      times.rules.push(tr);
      times.mapEngine.push(tm);
      times.engine.push(te);
    }
  }
  return { times, bad };
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const best = (a) => Math.min(...a);
function report(where, n, res) {
  if (res.bad) {
    console.error(`${where}: ${res.bad}`);
    process.exitCode = 1;
  }
  const t = res.times;
  const line = (name, a) => `  ${name.padEnd(11)} best ${(best(a) * 1000).toFixed(0).padStart(6)} ms  median ${(median(a) * 1000).toFixed(0).padStart(6)} ms  ${((n + 1) / median(a) / 1e6).toFixed(2)} M positions/s`;
  console.log(`${where}, counter game of ${(n + 1).toLocaleString('en')} positions (median of ${t.rules.length}):`);
  console.log(line('rules', t.rules));
  console.log(line('map+engine', t.mapEngine));
  console.log(line('engine', t.engine));
  console.log(`  ratio rules / map+engine ${(median(t.rules) / median(t.mapEngine)).toFixed(2)}, rules / engine ${(median(t.rules) / median(t.engine)).toFixed(2)}`);
  return { positionsPerSecond: (n + 1) / median(t.rules), ratioMapEngine: median(t.rules) / median(t.mapEngine) };
}

async function inNode(gg) {
  const out = {};
  for (const n of opts.quick ? [1000000] : [1000000, 4000000]) {
    out[n] = report('Node', n, measure(gg, n, opts.reps));
  }
  // Bytes held per position.
  if (global.gc) {
    const n = 2000000;
    global.gc();
    const before = process.memoryUsage();
    const r = gg.solveRulesSync(counterScript(n), { maxStates: n + 1 });
    global.gc();
    const after = process.memoryUsage();
    const held = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / r.n;
    console.log(`Node, bytes held per position (counter game, ${r.n.toLocaleString('en')} positions, number keys): ${held.toFixed(1)} (the issue: at most 64)`);
    out.bytesPerPosition = held;
    // With string keys: what the keys themselves take is subtracted (2 bytes a character + 16 a string).
    global.gc();
    const b2 = process.memoryUsage();
    const s = gg.solveRulesSync(`const start = 's0';\nfunction moves(p) { const k = +p.slice(1); return k < ${n} ? ['s' + (k + 1)] : []; }\n`, { maxStates: n + 1 });
    global.gc();
    const a2 = process.memoryUsage();
    let keyBytes = 0;
    for (let i = 0; i < s.n; i += 1) keyBytes += 16 + 2 * (String(i).length + 3);
    const held2 = (a2.heapUsed + a2.arrayBuffers - b2.heapUsed - b2.arrayBuffers - keyBytes) / s.n;
    console.log(`Node, bytes held per position besides the keys (string positions 's0'..): ${held2.toFixed(1)}`);
    out.bytesPerPositionStrings = held2;
    void r;
    void s;
  } else {
    console.log('Node, bytes per position: run with node --expose-gc to measure');
  }
  // The examples.
  const games = [['tictactoe.js', 5478, 0], ['connect4.js', 161029, 0]];
  for (const [file, n, outcome] of games) {
    const src = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
    const times = [];
    let r;
    for (let rep = 0; rep <= opts.reps; rep++) {
      const t = process.hrtime.bigint();
      r = gg.solveRulesSync(src);
      if (rep > 0) times.push(Number(process.hrtime.bigint() - t) / 1e9);
    }
    if (r.n !== n || r.outcome[0] !== outcome) {
      console.error(`${file}: wrong answer (${r.n} positions, outcome ${r.outcome[0]})`);
      process.exitCode = 1;
    }
    console.log(`Node, ${file}: ${r.n.toLocaleString('en')} positions, ${r.m.toLocaleString('en')} moves, median ${(median(times) * 1000).toFixed(0)} ms, ${(r.n / median(times) / 1e6).toFixed(2)} M positions/s`);
  }
  if (opts.full) {
    const src = fs.readFileSync(path.join(EXAMPLES, 'connect4.js'), 'utf8').replace('const COLS = 4', 'const COLS = 5');
    global.gc && global.gc();
    const t = process.hrtime.bigint();
    const r = gg.solveRulesSync(src, { maxMemory: 3 * 2 ** 30, maxStates: 16e6 });
    const s = Number(process.hrtime.bigint() - t) / 1e9;
    const mem = process.memoryUsage();
    console.log(`Node, Connect Four 5 x 4: ${r.n.toLocaleString('en')} positions, ${r.m.toLocaleString('en')} moves, start ${['DRAW', 'WIN', 'LOSE'][r.outcome[0]]} ${r.depth[0]}, ${s.toFixed(1)} s, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(mem.rss / 2 ** 20).toFixed(0)} MB`);
  }
  return out;
}

async function inChromium() {
  let chromium;
  try {
    chromium = require('playwright-core').chromium;
  } catch (e) {
    console.log('Chromium: playwright-core is missing (scripts/setup.sh test installs it): skipped');
    return null;
  }
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) {
    console.log(`Chromium: ${exe} is missing: skipped`);
    return null;
  }
  const browser = await chromium.launch({
    executablePath: exe,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-rules-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script src="${require('url').pathToFileURL(MODULE)}"></script>`);
    const page = await browser.newPage();
    await page.goto(require('url').pathToFileURL(path.join(dir, 'index.html')).href);
    const out = {};
    for (const n of opts.quick ? [1000000] : [1000000, 4000000]) {
      const res = await page.evaluate(
        async ([src, n, reps]) => {
          const gg = await GameGraph();
          const measure = new Function('return ' + src)();
          return measure(gg, n, reps);
        },
        [measure.toString(), n, opts.reps]
      );
      out[n] = report('Chromium', n, res);
    }
    return out;
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

(async () => {
  const gg = await require(MODULE)();
  const node = await inNode(gg);
  const chromium = opts.browser ? await inChromium() : null;
  const dir = path.join(root, 'build', 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'rules.json'), JSON.stringify({ node, chromium }, null, 2));
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
