#!/usr/bin/env node
// gamegraph-rules: solves a game written as rules (a JavaScript rules script, see
// the README's "Games from rules") with the WebAssembly module, the same way the
// rules page does, and prints the CLI's table: one line per position in
// exploration order, KEY OUTCOME DEPTH [MOVE] (the native `gamegraph graph`'s
// table, keyed by the positions' keys). The script runs in a worker thread of this
// process (so that --timeout can stop it even in an endless loop), with this
// process's rights: run only scripts you trust (the page runs them in a sandbox).
'use strict';
const fs = require('fs');
const path = require('path');
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

const USAGE = `gamegraph-rules [--no-move lose|win] [--max-states N] [--max-memory BYTES] [--timeout SECONDS] [--moves] [--grundy] [FILE]
  Explores every position reachable from the rules script's start (FILE, or
  standard input), solves them all, and prints one line per position in
  exploration order: KEY OUTCOME DEPTH, OUTCOME one of WIN, LOSE, DRAW and
  DEPTH the moves to the end with perfect play (- for a draw). --moves adds the
  key of an optimal move's target (or -); --grundy adds the Sprague-Grundy value
  (an integer, or inf(K)) as the last column. A key holding blanks is printed as
  a JSON string. At most N positions (default 5000000); memory over the budget
  (default 2G; K, M, G suffixes) is refused; --timeout stops the work after that
  many seconds (an endless loop in the script included). Exit code 1 on an error
  of the script (with its line and column) or a timeout, 2 on a usage error.`;

function usage(message) {
  if (message) process.stderr.write(`gamegraph-rules: ${message}\n`);
  process.stderr.write(USAGE + '\n');
  process.exit(2);
}

function bytes(text) {
  const m = /^([0-9]+(?:\.[0-9]+)?)([KMG]?)$/i.exec(text || '');
  if (!m) usage(`--max-memory: ${JSON.stringify(text)} is not a number of bytes (K, M, G suffixes)`);
  const scale = { '': 1, K: 1024, M: 1048576, G: 1073741824 }[m[2].toUpperCase()];
  return Math.round(Number(m[1]) * scale);
}

function parseArgs(argv) {
  const o = { noMove: 'lose', maxStates: 5000000, maxMemory: 2 * 1073741824, timeout: 0, moves: false, grundy: false, file: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (a === '--no-move') {
      o.noMove = argv[++i];
      if (o.noMove !== 'lose' && o.noMove !== 'win') usage('--no-move must be lose or win');
    } else if (a === '--max-states') {
      o.maxStates = Number(argv[++i]);
      if (!Number.isInteger(o.maxStates) || o.maxStates < 1) usage('--max-states must be a positive whole number');
    } else if (a === '--max-memory') {
      o.maxMemory = bytes(argv[++i]);
    } else if (a === '--timeout') {
      o.timeout = Number(argv[++i]);
      if (!(o.timeout > 0)) usage('--timeout must be a positive number of seconds');
    } else if (a === '--moves') {
      o.moves = true;
    } else if (a === '--grundy') {
      o.grundy = true;
    } else if (a.startsWith('-') && a !== '-') {
      usage(`unknown option ${a}`);
    } else if (o.file !== null) {
      usage('one rules file at most');
    } else {
      o.file = a;
    }
  }
  return o;
}

function loadModule() {
  const root = path.resolve(__dirname, '..');
  for (const p of ['web/generated/gamegraph.js', 'build/wasm/gamegraph.js']) {
    const f = path.join(root, p);
    if (fs.existsSync(f)) return require(f);
  }
  process.stderr.write('gamegraph-rules: the module is not built: run scripts/build.sh wasm\n');
  process.exit(1);
}

const OUTCOME = ['DRAW', 'WIN', 'LOSE'];
const printable = (k) => (/[\s\u0000-\u001f\u007f]/.test(k) || k === '' ? JSON.stringify(k) : k);

// The main thread: reads the file, starts the worker, prints what it sends, and
// stops it at the timeout.
function main() {
  const o = parseArgs(process.argv.slice(2));
  const name = o.file === null || o.file === '-' ? '<stdin>' : o.file;
  let source;
  try {
    source = fs.readFileSync(o.file === null || o.file === '-' ? 0 : o.file, 'utf8');
  } catch (e) {
    process.stderr.write(`gamegraph-rules: cannot read ${name}: ${e.message}\n`);
    process.exit(1);
  }
  const worker = new Worker(__filename, { workerData: { o, source } });
  let found = 0;
  let timer = null;
  if (o.timeout > 0) {
    timer = setTimeout(() => {
      worker.terminate();
      process.stderr.write(`${name}: stopped after ${o.timeout} s (${found.toLocaleString('en')} positions found by then): an endless loop in the script, or a game too big for the time given\n`);
      process.exitCode = 1;
    }, o.timeout * 1000);
  }
  worker.on('message', (msg) => {
    if (msg.type === 'progress') found = msg.found;
    else if (msg.type === 'out') fs.writeSync(1, msg.text);
    else if (msg.type === 'error') {
      const at = msg.line !== undefined ? `${msg.line}:${msg.column}:` : '';
      process.stderr.write(`${name}:${at} ${msg.message}\n`);
      process.exitCode = 1;
    }
  });
  worker.on('error', (e) => {
    process.stderr.write(`gamegraph-rules: ${e && e.message ? e.message : e}\n`);
    process.exitCode = 1;
  });
  worker.on('exit', () => timer && clearTimeout(timer));
}

// The worker thread: solves and sends the table in pieces.
async function work() {
  const o = workerData.o;
  const gg = await loadModule()();
  let r;
  try {
    r = gg.solveRulesSync(workerData.source, {
      noMove: o.noMove,
      maxStates: o.maxStates,
      maxMemory: o.maxMemory,
      grundy: o.grundy,
      onProgress: (found) => parentPort.postMessage({ type: 'progress', found }),
    });
  } catch (e) {
    parentPort.postMessage({ type: 'error', message: e.message, line: e.line, column: e.column });
    return;
  }
  let out = '';
  for (let i = 0; i < r.n; i++) {
    let line = printable(r.key(i)) + ' ' + OUTCOME[r.outcome[i]] + ' ' + (r.outcome[i] === 0 ? '-' : String(r.depth[i]));
    if (o.moves) line += ' ' + (r.move[i] >= 0 ? printable(r.key(r.move[i])) : '-');
    if (o.grundy) line += ' ' + r.label(i);
    out += line + '\n';
    if (out.length > 1 << 16) {
      parentPort.postMessage({ type: 'out', text: out });
      out = '';
    }
  }
  parentPort.postMessage({ type: 'out', text: out });
}

if (isMainThread) {
  main();
} else {
  work().catch((e) => parentPort.postMessage({ type: 'error', message: String(e && e.message ? e.message : e) }));
}
