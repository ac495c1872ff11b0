#!/usr/bin/env node
// bench_rules_scale.js: games from rules at scale (issue 19's targets), every time
// printed as a ratio to another measured in the same run (alternating, medians).
//
//   node bench/bench_rules_scale.js [--reps N] [--baseline DIR] [--full] [--quick]
//
// Connect Four 5 x 4 with the example script (examples/rules/
// connect4.js with COLS = 5: 3,945,711 positions, 8,757,625 moves):
//   - script: the script alone, its outcome(p) and moves(p) called over the same
//     positions in the same order (listed beforehand), nothing else; and again over
//     the positions as the module hands them to the script (each parsed from its
//     key's JSON: one piece of memory, where the script's own strings are trees of
//     pieces that reading flattens, and a read goes through the tree's root: the
//     script measured 2.5 to 7% faster so), which gives the engine's own time as
//     the module spends it;
//   - reference: a plain JavaScript solver (BFS by key in a Map, the moves kept as
//     arrays, the textbook retrograde pass with counters and a queue);
//   - module, 1 worker: gg.solveRules with every call of the script on one thread
//     (in a process of its own); its time beyond the script's is the engine's own
//     (the target: at most half the script's time);
//   - command: cli/gamegraph-rules.js (every core), the table written to a file;
//   - today's command: the same from --baseline DIR, a checkout of an earlier
//     commit with its module built (git worktree add DIR bbbce90 && (cd DIR &&
//     scripts/build.sh wasm)); the target: the command at least 3x faster.
// --full: Connect Four 6 x 4 (94,910,577 positions, the second player wins) and
// 5 x 5 (69,763,700, a draw) written with a numeric key, fromKey and tier
// (examples/connect4-tiers.js) through the command with --summary: time, peak
// memory (the process's maximum resident set), the answer checked.
// Only a wrong answer fails (exit 1); times are never asserted.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

// The script alone is timed in this process between runs that leave garbage
// behind (the reference's): without --expose-gc it would be collected in the
// timed runs, not before them; and before each run in a process of its own, so
// that this process's collector is not at work beside it (measured, 2 runs each:
// the module on one thread 9.46-9.49 s beside it, 7.99-8.37 s so; the command
// 5.69-6.51 s, 5.37-5.54 s so).
if (typeof global.gc !== 'function') {
  const r = spawnSync(process.execPath, ['--expose-gc', __filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status === null ? 1 : r.status);
}

const root = path.resolve(__dirname, '..');
const EXAMPLES = path.join(root, 'examples', 'rules');
const CLI = path.join(root, 'cli', 'gamegraph-rules.js');
const opts = { reps: 3, baseline: null, full: false, quick: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--reps') opts.reps = Math.max(1, parseInt(process.argv[++i], 10));
  else if (a === '--baseline') opts.baseline = path.resolve(process.argv[++i]);
  else if (a === '--full') opts.full = true;
  else if (a === '--quick') opts.quick = true;
  else {
    console.error('usage: node bench/bench_rules_scale.js [--reps N] [--baseline DIR] [--full] [--quick]');
    process.exit(2);
  }
}
if (opts.quick) opts.reps = 1;

const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e9;
const fmtS = (s) => s.toFixed(2) + ' s';
// the median and, with more than one run, the spread of the runs (these machines
// are noisy: a ratio is worth what its spread lets it be)
const spread = (a) => (a.length > 1 ? ` [${Math.min(...a).toFixed(2)}-${Math.max(...a).toFixed(2)}]` : '');
let failed = false;
function wrong(what) {
  console.error('WRONG: ' + what);
  failed = true;
}

// The script's functions, compiled as the module compiles them (a function body).
function load(source) {
  return new Function(source + '\n;return { start, moves, outcome: typeof outcome === "undefined" ? undefined : outcome };')();
}

// Every position in BFS order (by the default key: these scripts' positions are strings).
function positionsOf(f) {
  const seen = new Map([[f.start, 0]]);
  const list = [f.start];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (f.outcome && f.outcome(p)) continue;
    for (const q of f.moves(p)) {
      if (!seen.has(q)) {
        seen.set(q, list.length);
        list.push(q);
      }
    }
  }
  return list;
}

// The script alone over the positions.
function scriptAlone(f, list) {
  const t = now();
  let m = 0;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (f.outcome && f.outcome(p)) continue;
    m += f.moves(p).length;
  }
  return { s: now() - t, m };
}

// The plain reference: BFS by key in a Map, moves as arrays, the textbook pass.
function reference(f) {
  const t = now();
  const index = new Map([[JSON.stringify(f.start), 0]]);
  const queue = [f.start];
  const succ = [];
  const fixed = [];
  for (let id = 0; id < queue.length; id++) {
    const p = queue[id];
    const o = f.outcome && f.outcome(p);
    fixed.push(o ? { win: 1, lose: 2, draw: 3 }[o] : 0);
    const out = [];
    if (!o) {
      for (const q of f.moves(p)) {
        const k = JSON.stringify(q);
        let v = index.get(k);
        if (v === undefined) {
          v = queue.length;
          index.set(k, v);
          queue.push(q);
        }
        out.push(v);
      }
    }
    succ.push(out);
  }
  const n = queue.length;
  const pred = Array.from({ length: n }, () => []);
  for (let u = 0; u < n; u++) for (const v of succ[u]) pred[v].push(u);
  const outcome = new Uint8Array(n); // 0 unknown/draw, 1 win, 2 lose
  const depth = new Int32Array(n).fill(-1);
  const left = new Int32Array(n);
  const q = [];
  for (let v = 0; v < n; v++) {
    if (fixed[v]) {
      outcome[v] = fixed[v] === 3 ? 3 : fixed[v];
      depth[v] = fixed[v] === 3 ? -1 : 0;
      if (fixed[v] !== 3) q.push(v);
    } else if (succ[v].length === 0) {
      outcome[v] = 2;
      depth[v] = 0;
      q.push(v);
    } else {
      left[v] = succ[v].length;
    }
  }
  for (let h = 0; h < q.length; h++) {
    const v = q[h];
    for (const u of pred[v]) {
      if (outcome[u] !== 0) continue;
      if (outcome[v] === 2) {
        outcome[u] = 1;
        depth[u] = depth[v] + 1;
        q.push(u);
      } else if (--left[u] === 0) {
        outcome[u] = 2;
        depth[u] = depth[v] + 1;
        q.push(u);
      }
    }
  }
  const counts = [0, 0, 0];
  for (let v = 0; v < n; v++) counts[outcome[v] === 1 ? 1 : outcome[v] === 2 ? 2 : 0]++;
  return { s: now() - t, n, counts, start: [outcome[0] === 1 ? 1 : outcome[0] === 2 ? 2 : 0, depth[0]] };
}

// gg.solveRules in a process of its own (so that this process's heap, which holds
// the positions for the script alone, weighs on no one else's garbage collector):
// seconds, and the counts and the start's result for the check.
function moduleRun(file, workers) {
  global.gc(); // (see the top: this process's collector not at work beside the run)
  const code = `
    const gg = await require(${JSON.stringify(path.join(root, 'web', 'generated', 'gamegraph.js'))})();
    const src = require('fs').readFileSync(${JSON.stringify(file)}, 'utf8');
    const t = process.hrtime.bigint();
    const r = await gg.solveRules(src, { workers: ${workers}, maxMemory: 4 * 2 ** 30 });
    const s = Number(process.hrtime.bigint() - t) / 1e9;
    const c = [0, 0, 0];
    for (let i = 0; i < r.n; i++) c[r.outcome[i]]++;
    process.stdout.write(JSON.stringify({ s, n: r.n, counts: c, start: [r.outcome[0], r.depth[0]] }));`;
  const r = spawnSync(process.execPath, ['-e', `(async () => {${code}})().catch((e) => { console.error(e); process.exit(1); })`], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) {
    wrong(`module (${workers} workers): ${r.stderr}`);
    return { s: NaN, n: 0, counts: [], start: [] };
  }
  return JSON.parse(r.stdout);
}

// A command run to the end, its output to a file; seconds and the peak memory (KiB).
function command(cli, file, args, outFile) {
  global.gc(); // (see the top: this process's collector not at work beside the run)
  const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const argv = [process.execPath, cli, ...args, file];
  const t = now();
  const r = timeBin
    ? spawnSync(timeBin, ['-f', 'GG_MAXRSS %M', ...argv], { stdio: ['ignore', fs.openSync(outFile, 'w'), 'pipe'], encoding: 'utf8' })
    : spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', fs.openSync(outFile, 'w'), 'pipe'], encoding: 'utf8' });
  const s = now() - t;
  if (r.status !== 0) wrong(`${cli} ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  const m = /GG_MAXRSS (\d+)/.exec(r.stderr || '');
  return { s, rssKiB: m ? Number(m[1]) : 0 };
}

async function main() {
  const source = fs.readFileSync(path.join(EXAMPLES, 'connect4.js'), 'utf8').replace('const COLS = 4', 'const COLS = 5');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-rules-scale-'));
  const file = path.join(tmp, 'connect4-5x4.js');
  fs.writeFileSync(file, source);
  const f = load(source);
  const list = positionsOf(f);
  console.log(`Connect Four 5 x 4, the example script: ${list.length.toLocaleString('en')} positions; ${opts.reps} runs of each, alternating; medians`);
  const oldCli = opts.baseline ? path.join(opts.baseline, 'cli', 'gamegraph-rules.js') : null;
  if (oldCli && !fs.existsSync(path.join(opts.baseline, 'web', 'generated', 'gamegraph.js'))) {
    console.error(`--baseline ${opts.baseline}: its module is not built (scripts/build.sh wasm there)`);
    process.exit(2);
  }
  const t = { script: [], scriptParsed: [], reference: [], module1: [], moduleAll: [], cli: [], cliOld: [] };
  let rss = { cli: 0, cliOld: 0 };
  let refAnswer = null;
  for (let rep = 0; rep < opts.reps; rep++) {
    global.gc();
    t.script.push(scriptAlone(f, list).s);
    // (the same positions as the module rebuilds them from their keys: made for
    // the run and dropped after it, so that they weigh on no other)
    let parsed = JSON.parse(JSON.stringify(list));
    global.gc();
    t.scriptParsed.push(scriptAlone(f, parsed).s);
    parsed = null;
    global.gc();
    const ref = reference(f);
    t.reference.push(ref.s);
    refAnswer = ref;
    for (const [workers, times] of [[1, t.module1], [cores, t.moduleAll]]) {
      const r = moduleRun(file, workers);
      times.push(r.s);
      if (r.n !== ref.n || r.counts.join() !== ref.counts.join() || r.start[0] !== ref.start[0] || r.start[1] !== ref.start[1]) wrong(`module (${workers} workers): ${r.n} positions, counts ${r.counts} (the reference: ${ref.n}, ${ref.counts})`);
    }
    const a = command(CLI, file, [], path.join(tmp, 'new.txt'));
    t.cli.push(a.s);
    rss.cli = Math.max(rss.cli, a.rssKiB);
    if (oldCli) {
      const b = command(oldCli, file, ['--max-states', '16000000', '--max-memory', '4G'], path.join(tmp, 'old.txt'));
      t.cliOld.push(b.s);
      rss.cliOld = Math.max(rss.cliOld, b.rssKiB);
      if (rep === 0) {
        const same = spawnSync('cmp', ['-s', path.join(tmp, 'new.txt'), path.join(tmp, 'old.txt')]).status === 0;
        if (!same) wrong("the command's table differs from today's command's");
      }
    }
  }
  const sc = median(t.script);
  const m1 = median(t.module1);
  const sp = median(t.scriptParsed);
  console.log(`  script alone (outcome + moves)  ${fmtS(sc)}${spread(t.script)}`);
  console.log(`    over the positions as the module hands them (parsed from their keys)  ${fmtS(sp)}${spread(t.scriptParsed)}`);
  console.log(`  plain JavaScript reference      ${fmtS(median(t.reference))}${spread(t.reference)}`);
  console.log(`  module, 1 worker                ${fmtS(m1)}${spread(t.module1)}: the engine's own ${fmtS(m1 - sc)}, ${((m1 - sc) / sc).toFixed(2)} of the script's time (target: at most 0.5); beyond the script as it runs in the module, ${fmtS(m1 - sp)}, ${((m1 - sp) / sp).toFixed(2)} of it`);
  console.log(`  module, ${cores} workers               ${fmtS(median(t.moduleAll))}${spread(t.moduleAll)}`);
  console.log(`  command (every core, the table to a file)  ${fmtS(median(t.cli))}${spread(t.cli)}, peak ${(rss.cli / 1024).toFixed(0)} MiB; ${(median(t.reference) / median(t.cli)).toFixed(2)}x the reference's speed`);
  if (oldCli) {
    console.log(`  today's command (${opts.baseline})  ${fmtS(median(t.cliOld))}${spread(t.cliOld)}, peak ${(rss.cliOld / 1024).toFixed(0)} MiB; ${(median(t.reference) / median(t.cliOld)).toFixed(2)}x the reference's speed`);
    // (and run by run: each of today's runs follows one of the command's, the two
    // under about the same load)
    const pairs = t.cli.map((x, i) => t.cliOld[i] / x);
    console.log(`  ratio today's command / the command: ${(median(t.cliOld) / median(t.cli)).toFixed(2)} (target: at least 3); run by run ${median(pairs).toFixed(2)}${spread(pairs)}`);
  } else {
    console.log("  today's command: not measured (--baseline DIR)");
  }
  const results = { positions: list.length, medians: Object.fromEntries(Object.entries(t).filter((e) => e[1].length).map((e) => [e[0], median(e[1])])), rss, reference: refAnswer && refAnswer.counts };

  if (opts.full) {
    const tiers = fs.readFileSync(path.join(EXAMPLES, 'connect4-tiers.js'), 'utf8');
    for (const [cols, rows, n, start] of [[6, 4, 94910577, '0 LOSE 24'], [5, 5, 69763700, '0 DRAW -']]) {
      const big = path.join(tmp, `connect4-${cols}x${rows}.js`);
      fs.writeFileSync(big, tiers.replace('const COLS = 4, ROWS = 4', `const COLS = ${cols}, ROWS = ${rows}`));
      const outFile = path.join(tmp, `big-${cols}x${rows}.txt`);
      const r = command(CLI, big, ['--summary', '--max-memory', '6G'], outFile);
      const out = fs.readFileSync(outFile, 'utf8');
      if (!out.startsWith(start + '\n') || !out.includes(`# ${n} positions`)) wrong(`Connect Four ${cols} x ${rows}: ${out}`);
      console.log(`Connect Four ${cols} x ${rows} (key, fromKey, tier), the command with --summary: ${n.toLocaleString('en')} positions, ${fmtS(r.s)}, peak ${(r.rssKiB / 1048576).toFixed(2)} GiB: ${out.trim().split('\n').join(' | ')}`);
      results[`c4_${cols}x${rows}`] = { s: r.s, rssKiB: r.rssKiB };
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  const dir = path.join(root, 'build', 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'rules-scale.json'), JSON.stringify(results, null, 2));
  if (failed) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
