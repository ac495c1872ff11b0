#!/usr/bin/env node
// bench_partizan_rules.js: a partizan rules script valued, Domineering 4 x 5
// (examples/rules/domineering.js with ROWS = 4, COLS = 5: 58,830 positions).
//
//   node bench/bench_partizan_rules.js [--reps N]
//
// Times, best and median of N: gg.solveRules with value: true in this process
// (workers 1, and the machine's cores), the same without values (what the values
// cost), and the command `gamegraph-rules --value` from its start to its exit
// (Node's start-up, the module's, its threads). Prints positions per second and
// the distinct games the store held. Only a wrong answer fails (exit 1); times are
// never asserted.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const MODULE = path.join(root, 'web', 'generated', 'gamegraph.js');
let reps = 5;
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--reps') reps = Math.max(1, parseInt(process.argv[++i], 10));
  else {
    process.stderr.write(`bench_partizan_rules: unknown option ${process.argv[i]}\n`);
    process.exit(2);
  }
}

const source = fs
  .readFileSync(path.join(root, 'examples', 'rules', 'domineering.js'), 'utf8')
  .replace(/^const ROWS = 3, COLS = 3;$/m, 'const ROWS = 4, COLS = 5;');
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-')), 'domineering-4x5.js');
fs.writeFileSync(file, source);

function fail(what) {
  process.stderr.write(`bench_partizan_rules: wrong answer: ${what}\n`);
  process.exit(1);
}
const stats = (ms) => {
  const s = ms.slice().sort((a, b) => a - b);
  return { best: s[0], median: s[Math.floor(s.length / 2)] };
};
const line = (name, ms, n) => {
  const t = stats(ms);
  console.log(`${name.padEnd(40)} best ${t.best.toFixed(0).padStart(5)} ms, median ${t.median.toFixed(0).padStart(5)} ms, ${Math.round(n / (t.best / 1000)).toLocaleString('en')} positions/s`);
};

async function main() {
  const gg = await require(MODULE)();
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  let distinct = 0;
  for (const [name, opts] of [
    ['solveRules value, 1 worker', { value: true, workers: 1 }],
    [`solveRules value, ${cores} workers`, { value: true, workers: cores }],
    ['solveRules outcomes only, 1 worker', { workers: 1 }],
  ]) {
    const ms = [];
    for (let k = 0; k < reps; k++) {
      const t0 = process.hrtime.bigint();
      const r = await gg.solveRules(source, opts);
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (r.n !== 58830) fail(`${r.n} positions, not 58,830`);
      if (opts.value) {
        if (r.valueText(0) !== '1' || r.valueClass(0) !== 'L') fail(`the start is ${r.valueText(0)} ${r.valueClass(0)}, not 1 L`);
        distinct = r.distinctGames;
      }
    }
    line(name, ms, 58830);
  }
  const ms = [];
  for (let k = 0; k < reps; k++) {
    const t0 = process.hrtime.bigint();
    const out = execFileSync(process.execPath, [path.join(root, 'cli', 'gamegraph-rules.js'), '--value', file], { encoding: 'utf8' });
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (out !== '1 L\n') fail(`gamegraph-rules --value printed ${JSON.stringify(out)}`);
  }
  line('gamegraph-rules --value (start to exit)', ms, 58830);
  console.log(`distinct games stored: ${distinct.toLocaleString('en')}`);
}

main().catch((e) => {
  process.stderr.write(`bench_partizan_rules: ${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
});
