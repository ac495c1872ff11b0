#!/usr/bin/env node
// Prints the benchmark's summary table from bench_graph's and bench_wasm.js's JSON:
// the three goal ratios against their goals. Informational: always exits 0.
//   node bench/summary.js NATIVE.json [WASM.json]
'use strict';
const fs = require('fs');

const read = (f) => {
  const text = f && fs.existsSync(f) ? fs.readFileSync(f, 'utf8').trim() : '';
  return text ? JSON.parse(text) : null;
};
const native = read(process.argv[2]);
const wasm = read(process.argv[3]);
const geo = (v) => Math.exp(v.reduce((s, x) => s + Math.log(x), 0) / v.length);

const rows = [];
function goal(name, values, limit, detail) {
  if (!values || values.length === 0) {
    rows.push([name, 'n/a', `<= ${limit.toFixed(2)}`, 'SKIPPED', detail]);
    return;
  }
  const g = geo(values);
  const range = values.length > 1
    ? ` (${values.length} graphs, ${Math.min(...values).toFixed(2)}..${Math.max(...values).toFixed(2)})` : '';
  rows.push([name, g.toFixed(2), `<= ${limit.toFixed(2)}`, g <= limit ? 'PASS' : 'MISS', detail + range]);
}

goal('1. native: ours / plain reference', native && native.native && native.native.map((g) => g.ratio_total), 1.0,
  'CSR build + solve, best-of-N CPU times');
goal('2. CLI: gamegraph / plain iostream CLI', native && native.cli ? [native.cli.ratio_cpu] : null, 0.5,
  'whole job on a named 1M/3M file, CPU time of the process');
goal('3. WASM module / native solver', wasm && wasm.wasm && wasm.wasm.filter((g) => g.ratio_native).map((g) => g.ratio_native), 1.5,
  'solveGraphEdges vs build + solve');

console.log('\n# Summary (ratios are geometric means over the graphs; lower is better)\n');
const w = [40, 8, 9, 8];
console.log(`${'goal'.padEnd(w[0])} ${'ratio'.padStart(w[1])} ${'target'.padStart(w[2])} ${'verdict'.padStart(w[3])}  what`);
for (const r of rows) {
  console.log(`${r[0].padEnd(w[0])} ${r[1].padStart(w[1])} ${r[2].padStart(w[2])} ${r[3].padStart(w[3])}  ${r[4]}`);
}
if (wasm && wasm.wasm) {
  const pr = wasm.wasm.filter((g) => g.ratio_plain).map((g) => g.ratio_plain);
  if (pr.length) console.log(`\n(also: WASM module / plain reference compiled to WASM, same process: ${geo(pr).toFixed(2)})`);
}
if (native && native.cli) {
  const c = native.cli;
  console.log(`(CLI peak RSS: gamegraph ${c.ours_maxrss_mb.toFixed(0)} MB, plain ${c.plain_maxrss_mb.toFixed(0)} MB;` +
    ` wall time ratio ${c.ratio_wall.toFixed(2)})`);
}
console.log('\nRatios are of CPU times (immune to descheduling on a shared machine); the wall times are printed above.' +
  '\nRead the ratios, not the seconds, and rerun when in doubt.');
