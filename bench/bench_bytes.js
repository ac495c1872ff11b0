#!/usr/bin/env node
// bench_bytes.js: the module alone, bytes to solution, against the native CLI on
// the same files, in the same run.
//
//   node [--expose-gc] bench/bench_bytes.js [--quick] [--reps N] [--filter LABEL]
//        [--cli build/native/gamegraph] [--module web/generated/gamegraph.js] [--json FILE]
//
// For each graph of bytes_files.js (uniform 1M/3M and 4M/12M; --quick: 1M/3M
// only), in the cp form and in the named form:
//   native   `gamegraph graph FILE > OUT` as a subprocess (read, parse, solve and
//            write the answer to a file), its CPU time (user + system) and wall
//            time, from /usr/bin/time;
//   module   gg.solveGraphBytes(bytes) on the file's bytes already in memory (as a
//            page has them from File.arrayBuffer()): the copy into the module's
//            memory, the parse, the solve and the copy of the results out; CPU time
//            of this process (process.cpuUsage) and wall time;
//   text     gg.solveGraphText(string) on the same text decoded to a JS string
//            (TextEncoder.encodeInto into the module's memory), for scale.
// N runs each (default 3), alternating, after a warm-up run of the module (which
// also grows its memory); best times and the ratio module/native (CPU and wall).
// Goal: module/native <= 1.3. The module's answer is checked against the CLI's
// output (outcome and depth of every vertex) once per file.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { benchFiles } = require('./bytes_files.js');

const root = path.resolve(__dirname, '..');
const opts = {
  quick: false,
  reps: 3,
  filter: '',
  cli: path.join(root, 'build/native/gamegraph'),
  module: path.join(root, 'web/generated/gamegraph.js'),
  json: null,
};
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  const value = () => {
    if (i + 1 >= process.argv.length) usage();
    return process.argv[++i];
  };
  if (a === '--quick') opts.quick = true;
  else if (a === '--reps') opts.reps = Math.max(1, parseInt(value(), 10));
  else if (a === '--filter') opts.filter = value();
  else if (a === '--cli') opts.cli = path.resolve(value());
  else if (a === '--module') opts.module = path.resolve(value());
  else if (a === '--json') opts.json = value();
  else usage();
}
if (opts.quick) opts.filter = opts.filter || '1M/3M';

function usage() {
  console.error('usage: node bench/bench_bytes.js [--quick] [--reps N] [--filter LABEL] [--cli PATH] [--module PATH] [--json FILE]');
  process.exit(2);
}
function die(msg) {
  console.error(`\nbench_bytes: FAILURE: ${msg}`);
  process.exit(1);
}

const now = () => Number(process.hrtime.bigint()) / 1e9;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const best = (v) => Math.min(...v);
const gc = () => {
  if (global.gc) global.gc();
};
const f3 = (x) => x.toFixed(3).padStart(8);

// One CLI run: { cpu, wall, rssMB }.
function runCli(file, out) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '/bin/sh', '-c', 'exec "$0" graph "$1" > "$2"', opts.cli, file, out], {
    encoding: 'utf8',
  });
  if (r.status !== 0) die(`${opts.cli} graph ${file}: status ${r.status}: ${r.stderr}`);
  const [wall, user, sys, rss] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { cpu: user + sys, wall, rssMB: rss / 1024 };
}

// The CLI's answer: outcome codes (as the module's) and depths, by vertex.
function checkAgainstCli(outFile, r, what) {
  const CODE = { DRAW: 0, WIN: 1, LOSE: 2 };
  const text = fs.readFileSync(outFile, 'utf8');
  let v = 0;
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const line = text.slice(pos, nl < 0 ? text.length : nl);
    pos = nl < 0 ? text.length : nl + 1;
    if (!line) continue;
    const [name, outcome, depth] = line.split(' ');
    if (r.outcome[v] !== CODE[outcome] || r.depth[v] !== (depth === '-' ? -1 : Number(depth)) || r.name(v) !== name) {
      die(`${what}: vertex ${v}: the CLI says ${line}, the module ${r.name(v)} ${r.outcome[v]} ${r.depth[v]}`);
    }
    v++;
  }
  if (v !== r.n) die(`${what}: the CLI printed ${v} vertices, the module solved ${r.n}`);
}

async function main() {
  if (!fs.existsSync(opts.module)) die(`no module ${opts.module}: build it (scripts/build.sh wasm)`);
  if (!fs.existsSync(opts.cli)) die(`no CLI ${opts.cli}: build it (scripts/build.sh)`);
  const gg = await require(opts.module)();
  console.log(`bench_bytes: Node ${process.version}, module ${path.relative(root, opts.module)}, CLI ${path.relative(root, opts.cli)}, ` +
    `${opts.reps} runs each${global.gc ? ', gc between runs' : ''}`);
  console.log('\n# The module alone, bytes to solution (solveGraphBytes), against `gamegraph graph FILE > OUT`');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-bench-bytes-'));
  const results = [];
  try {
    for (const files of benchFiles(opts.filter)) {
      for (const form of ['cp', 'named']) {
        const file = files[form];
        const what = `${files.label} ${form}`;
        const size = fs.statSync(file).size;
        console.log(`\n== ${what}: ${path.relative(root, file)}, ${(size / 1e6).toFixed(1)} MB`);
        const buf = fs.readFileSync(file);
        const bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
        const out = path.join(tmp, 'out.txt');
        // warm-up and check
        runCli(file, out);
        gc();
        const first = gg.solveGraphBytes(bytes);
        checkAgainstCli(out, first, what);
        console.log(`   same answer as the CLI on all ${first.n} vertices (outcome, depth, name); module memory ${(gg.HEAP8.length / 1048576).toFixed(0)} MB`);
        const t = { nativeCpu: [], nativeWall: [], modCpu: [], modWall: [], textCpu: [], textWall: [] };
        let rss = 0;
        for (let r = 0; r < opts.reps; r++) {
          for (let turn = 0; turn < 2; turn++) {
            if ((turn === 0) === (r % 2 === 0)) {
              const c = runCli(file, out);
              t.nativeCpu.push(c.cpu);
              t.nativeWall.push(c.wall);
              rss = Math.max(rss, c.rssMB);
            } else {
              gc();
              const w0 = now();
              const c0 = cpu();
              gg.solveGraphBytes(bytes);
              t.modCpu.push(cpu() - c0);
              t.modWall.push(now() - w0);
            }
          }
        }
        // For scale: the same through a JS string (one run; the decode is not timed).
        let text = buf.toString('latin1'); // the files are ASCII
        gc();
        {
          const w0 = now();
          const c0 = cpu();
          gg.solveGraphText(text);
          t.textCpu.push(cpu() - c0);
          t.textWall.push(now() - w0);
        }
        text = null;
        const rec = {
          graph: files.label, form, bytes: size, n: first.n, m: first.m,
          native_cpu_s: best(t.nativeCpu), native_wall_s: best(t.nativeWall), native_peak_rss_mb: rss,
          module_cpu_s: best(t.modCpu), module_wall_s: best(t.modWall),
          text_cpu_s: best(t.textCpu), text_wall_s: best(t.textWall),
          module_heap_mb: gg.HEAP8.length / 1048576,
        };
        rec.ratio_cpu = rec.module_cpu_s / rec.native_cpu_s;
        rec.ratio_wall = rec.module_wall_s / rec.native_wall_s;
        console.log(`   ${'(seconds, best)'.padEnd(34)} ${'CPU'.padStart(8)} ${'wall'.padStart(8)}`);
        console.log(`   ${'native gamegraph graph > file'.padEnd(34)} ${f3(rec.native_cpu_s)} ${f3(rec.native_wall_s)}   peak RSS ${rss.toFixed(0)} MB`);
        console.log(`   ${'module solveGraphBytes'.padEnd(34)} ${f3(rec.module_cpu_s)} ${f3(rec.module_wall_s)}   module memory ${rec.module_heap_mb.toFixed(0)} MB`);
        console.log(`   ${'module solveGraphText (1 run)'.padEnd(34)} ${f3(rec.text_cpu_s)} ${f3(rec.text_wall_s)}`);
        console.log(`   ${'ratio module/native'.padEnd(34)} ${rec.ratio_cpu.toFixed(2).padStart(8)} ${rec.ratio_wall.toFixed(2).padStart(8)}   goal <= 1.30`);
        results.push(rec);
        gc();
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log('\n# Summary: module (bytes to solution) / native CLI, best CPU time (wall)');
  for (const r of results) {
    console.log(`   ${`${r.graph} ${r.form}`.padEnd(22)} ${r.ratio_cpu.toFixed(2)} (${r.ratio_wall.toFixed(2)})  ` +
      `${r.module_cpu_s.toFixed(3)} s vs ${r.native_cpu_s.toFixed(3)} s  ${r.ratio_cpu <= 1.3 ? 'PASS' : 'MISS'} (goal <= 1.30)`);
  }
  if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify({ bytes: results, node: process.version })}\n`);
}

main().catch((e) => die(e && e.stack ? e.stack : String(e)));
