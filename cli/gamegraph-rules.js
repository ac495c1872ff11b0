#!/usr/bin/env node
// gamegraph-rules: solves a game written as rules (a JavaScript rules script, see
// the README's "Games from rules") with the WebAssembly module, the same way the
// rules page does, and prints the CLI's table: one line per position in
// exploration order, KEY OUTCOME DEPTH [MOVE] [VALUE] (the native `gamegraph
// graph`'s table, keyed by the positions' keys), or with --summary the start's
// line and the counts; for a partizan script (left(p) and right(p)) KEY
// LEFT_FIRST DEPTH RIGHT_FIRST DEPTH [LEFT_MOVE RIGHT_MOVE] (the native `gamegraph
// partizan`'s table), and with --value / --value-json the start's canonical value.
//
// Threads: this one reads the file, shows the progress, writes the output (with
// backpressure: a slow reader slows the work, a closed one ends it quietly) and
// stops everything at --timeout or Ctrl-C; the solver runs in a worker thread (so
// that an endless loop in the script can be stopped), which starts --workers
// threads of its own to run the script. Run only scripts you trust: they run with
// this process's rights (the page runs them in a sandbox).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

// The engine's limits (wasm/rules/limits.json): positions and workers at most.
const { MAX_STATES_LIMIT, MAX_WORKERS } = require('../wasm/rules/limits.json');
// Where an error's message says its place (the same search as the rules page's).
const { placeIn } = require('../wasm/rules/error-place.cjs');
// The script's console on standard error (this command's table is on standard output).
const { fromEnv: consoleFromEnv, ENV: CONSOLE_ENV } = require('../wasm/rules/script-console.cjs');
const MAX_TIMEOUT_S = 2147483; // setTimeout's longest wait (2^31 - 1 ms)
const CHUNK = 1 << 20; // bytes of output a piece
const IN_FLIGHT = 4; // pieces of output sent ahead of the writes
// the words of a Uint32Array as they are in memory (DataView's setUint32 says which order)
const LITTLE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

const USAGE = `gamegraph-rules [OPTIONS] [FILE]
  Explores every position reachable from the rules script's start (FILE, or
  standard input), solves them all, and prints one line per position in
  exploration order: KEY OUTCOME DEPTH, OUTCOME one of WIN, LOSE, DRAW and DEPTH
  the moves to the end with perfect play (- for a draw).
  A partizan script (left(p) and right(p): each player's moves) prints KEY
  LEFT_FIRST DEPTH RIGHT_FIRST DEPTH: the outcome for the player moving first,
  Left, resp. Right, and its depth.
  --moves            add the key of an optimal move's target (or -); for a
                     partizan script Left's and Right's
  --grundy           add the Sprague-Grundy value (an integer, or inf(K))
  --value            a partizan script: print the start's canonical value and its
                     outcome class (L, R, N or P) instead of the table
  --value-json       the same: its canonical form as nested arrays
                     [[Left options],[Right options]] (both: value, then form)
  --summary          print only the start's line and the counts
  --no-move lose|win who wins when the player to move has no move (default lose)
  --workers N        threads running the script (default: the cores, ${defaultWorkers()} here)
  --max-states N     refuse more than N positions (default: no cap but memory)
  --max-memory SIZE  refuse to hold more than SIZE (K, M, G, T suffixes; default 3/4
                     of this machine's memory)
  --timeout SECONDS  stop after that long (an endless loop in the script included)
  --progress         show the progress on standard error (the default on a terminal)
  --quiet            never show it
  A key holding blanks or invisible characters is printed as a JSON string.
  Exit code 1 on an error of the script (FILE:LINE:COLUMN: message), a timeout
  or a failed write; 2 on a usage error; 130 when interrupted (Ctrl-C).`;

function defaultWorkers() {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

function usage(message) {
  process.stderr.write(`gamegraph-rules: ${message} (gamegraph-rules --help lists the options)\n`);
  process.exit(2);
}

function bytes(option, text) {
  const m = /^([0-9]+(?:\.[0-9]+)?)([KMGT]?)B?$/i.exec(text || '');
  if (!m) usage(`${option}: ${JSON.stringify(text === undefined ? '' : text)} is not a size in bytes (K, M, G, T suffixes)`);
  const scale = { '': 1, K: 1024, M: 1048576, G: 1073741824, T: 1099511627776 }[m[2].toUpperCase()];
  const b = Math.round(Number(m[1]) * scale);
  if (!(b >= 1024)) usage(`${option} must be at least 1K`);
  return b;
}

function wholeArg(option, text, min, max) {
  const x = Number(text);
  if (text === undefined || !/^[0-9]+$/.test(text) || !Number.isSafeInteger(x) || x < min || x > max) {
    usage(`${option} must be a whole number from ${min} to ${max.toLocaleString('en')}`);
  }
  return x;
}

function parseArgs(argv) {
  const o = {
    noMove: 'lose',
    maxStates: MAX_STATES_LIMIT,
    maxMemory: Math.floor(os.totalmem() * 0.75) || 2 * 1073741824,
    timeout: 0,
    moves: false,
    grundy: false,
    value: false,
    valueJson: false,
    summary: false,
    workers: defaultWorkers(),
    progress: !!process.stderr.isTTY,
    file: null,
  };
  let noMoveGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (a === '--no-move') {
      o.noMove = argv[++i];
      noMoveGiven = true;
      if (o.noMove !== 'lose' && o.noMove !== 'win') usage('--no-move must be lose or win');
    } else if (a === '--max-states') {
      o.maxStates = wholeArg('--max-states', argv[++i], 1, MAX_STATES_LIMIT);
    } else if (a === '--max-memory') {
      o.maxMemory = bytes('--max-memory', argv[++i]);
    } else if (a === '--workers') {
      o.workers = wholeArg('--workers', argv[++i], 1, MAX_WORKERS);
    } else if (a === '--timeout') {
      const t = argv[++i];
      o.timeout = Number(t);
      if (t === undefined || !(o.timeout > 0) || !(o.timeout <= MAX_TIMEOUT_S)) usage(`--timeout must be a number of seconds above 0, at most ${MAX_TIMEOUT_S}`);
    } else if (a === '--moves') {
      o.moves = true;
    } else if (a === '--grundy') {
      o.grundy = true;
    } else if (a === '--value') {
      o.value = true;
    } else if (a === '--value-json') {
      o.valueJson = true;
    } else if (a === '--summary') {
      o.summary = true;
    } else if (a === '--progress') {
      o.progress = true;
    } else if (a === '--quiet') {
      o.progress = false;
    } else if (a.startsWith('-') && a !== '-') {
      usage(`unknown option ${a}`);
    } else if (o.file !== null) {
      usage('one rules file at most');
    } else {
      o.file = a;
    }
  }
  if (o.grundy && noMoveGiven && o.noMove === 'win') usage('--grundy: Sprague-Grundy values are defined for normal play only (--no-move lose)');
  if ((o.value || o.valueJson) && o.grundy) usage('--value is for partizan scripts, --grundy for impartial ones: not both');
  return o;
}

// The module's file, or null when it is not built (loaded by the solver's thread
// alone, given the file: this one only says when there is none).
function moduleFile() {
  const root = path.resolve(__dirname, '..');
  for (const p of ['web/generated/gamegraph.js', 'build/wasm/gamegraph.js']) {
    const f = path.join(root, p);
    if (fs.existsSync(f)) return f;
  }
  return null;
}

// A key as printed: as it is, or as a JSON string when it holds blanks, control
// or invisible formatting characters (a right-to-left override, say), a lone
// surrogate (printed as is, two such keys would both look like U+FFFD), or is empty.
const ODD = /[\s\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u;
function printable(k) {
  if (k !== '' && !ODD.test(k)) return k;
  return JSON.stringify(k).replace(/[\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u007f-\u009f]/gu, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

const fmt = (x) => Math.round(x).toLocaleString('en');
const positionsFound = (n) => `${fmt(n)} ${n === 1 ? 'position' : 'positions'} found`;
function fmtBytes(b) {
  if (b >= 1073741824) return (b / 1073741824).toFixed(2) + ' GiB';
  if (b >= 1048576) return (b / 1048576).toFixed(1) + ' MiB';
  return Math.max(0, Math.round(b / 1024)) + ' KiB';
}

// ---- the main thread ---------------------------------------------------------------------

// An error's message without its place, which the command says in front
// (error-place.cjs finds it), a comma left where the position follows ("threw
// Error: boom, at position 3").
function withoutPlace(msg) {
  const m = String(msg.message);
  const p = placeIn(m, msg.line, msg.column, msg.position);
  if (p.at < 0) return m;
  const rest = m.slice(p.at + p.length);
  return m.slice(0, p.at) + (/^ at /.test(rest) ? ',' : '') + rest;
}

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
  const file = moduleFile();
  if (!file) {
    process.stderr.write('gamegraph-rules: the module is not built: run scripts/build.sh wasm\n');
    process.exit(1);
  }
  // (a larger young generation: the script's garbage dies young, in fewer scavenges.
  // The heap is not bounded by --max-memory: a worker that reached such a bound
  // sometimes ended the whole process in V8's fatal error rather than its own.)
  const worker = new Worker(__filename, { workerData: { o, source, moduleFile: file }, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  let found = 0;
  let begun = false; // the module loaded, the script handed to it
  let heard = false; // a progress came: the script's top level has run (the engine says so at once)
  let lines = 0; // lines written
  let total = -1; // lines the table will have
  let done = false; // the worker sent everything
  let ended = false;
  let writing = 0; // pieces being written
  let progressShown = false;
  const t0 = Date.now();
  let lastRate = { t: t0, found: 0, rate: 0 };

  const clearProgress = () => {
    if (progressShown) process.stderr.write('\r\x1b[K');
    progressShown = false;
  };
  const say = (text) => {
    clearProgress();
    process.stderr.write(text + '\n');
  };
  const finish = (code) => {
    if (ended) return;
    ended = true;
    clearProgress();
    if (timer) clearTimeout(timer);
    process.exitCode = code;
    worker.terminate().then(() => process.exit(code));
  };

  let timer = null;
  if (o.timeout > 0) {
    timer = setTimeout(() => {
      if (!begun) say(`${name}: stopped after ${o.timeout} s, while the engine was still starting: give it more time`);
      else if (!heard) say(`${name}: stopped after ${o.timeout} s, before the script's top level (its code outside functions) had finished: an endless loop there?`);
      else say(`${name}: stopped after ${o.timeout} s (at least ${positionsFound(found)}: the count is the last one reported): an endless loop in the script, or a game too big for the time given`);
      finish(1);
    }, o.timeout * 1000);
  }
  // Ctrl-C, and a request to end (SIGTERM, SIGHUP): said, with what was written
  for (const [sig, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(sig, () => {
      if (ended) return;
      const how = sig === 'SIGINT' ? 'interrupted' : `interrupted by ${sig}`;
      say(total >= 0 ? `gamegraph-rules: ${how}: the output is incomplete (${fmt(lines)} of ${fmt(total)} lines written)` : `gamegraph-rules: ${how} (${positionsFound(found)}): nothing was written`);
      finish(code);
    });
  }
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') {
      finish(0); // the reader has had enough (| head)
    } else {
      say(`gamegraph-rules: cannot write the output: ${e.message}${total >= 0 ? ` (${fmt(lines)} of ${fmt(total)} lines written)` : ''}`);
      finish(1);
    }
  });

  const showProgress = (p) => {
    if (!o.progress) return;
    const now = Date.now();
    if (p.phase === 'explore' && now - lastRate.t >= 1000) {
      lastRate = { t: now, found: p.found, rate: ((p.found - lastRate.found) * 1000) / (now - lastRate.t) };
    }
    const i = p.info || {};
    let text;
    if (p.phase === 'explore') {
      // (the rate once a second has been measured)
      text = `exploring: ${positionsFound(p.found)}${lastRate.t > t0 ? `, ${fmt(lastRate.rate)}/s` : ''}`;
    } else if (p.phase === 'solve') {
      text = i.tiers ? `solving tier ${i.tierStep} of ${i.tiers} (tier ${i.tier}): ${fmt(p.solved)} of ${fmt(p.found)} positions` : `solving: ${fmt(p.solved)} of ${fmt(p.found)} positions`;
    } else {
      text = `writing: ${fmt(lines)} of ${fmt(total)} lines`;
    }
    if (i.bytes) text += `, ${fmtBytes(i.bytes)} held`;
    if (i.workers > 1) text += `, ${i.busy} of ${i.workers} workers busy`;
    text += `, ${((now - t0) / 1000).toFixed(0)} s`;
    process.stderr.write('\r\x1b[K' + text.slice(0, (process.stderr.columns || 120) - 1));
    progressShown = true;
  };

  worker.on('message', (msg) => {
    if (ended) return;
    if (msg.type === 'progress') {
      found = msg.found;
      heard = true;
      showProgress(msg);
    } else if (msg.type === 'begin') {
      begun = true;
    } else if (msg.type === 'estimate') {
      if (o.progress) say(`about ${fmt(msg.bytesPerPosition)} bytes per position` + (msg.fits > 0 ? `: the budget of ${fmtBytes(msg.budget)} holds about ${fmt(msg.fits)} positions` : ''));
    } else if (msg.type === 'table') {
      total = msg.lines;
    } else if (msg.type === 'out') {
      if (process.stdout.isTTY) clearProgress(); // (the same terminal: the lines after no progress)
      writing++;
      process.stdout.write(msg.text, (e) => {
        writing--;
        if (e || ended) return; // (the 'error' event says it)
        lines += msg.lines;
        // (the piece handed back to be filled again, when it came as its own buffer)
        const whole = msg.text.byteOffset === 0 && msg.text.buffer.byteLength >= 65536;
        if (whole) worker.postMessage({ type: 'ack', buffer: msg.text.buffer }, [msg.text.buffer]);
        else worker.postMessage({ type: 'ack' });
        if (o.progress && total > 1000000) showProgress({ phase: 'write', info: {} });
        if (done && writing === 0) finish(0);
      });
    } else if (msg.type === 'done') {
      done = true;
      if (writing === 0) finish(0);
    } else if (msg.type === 'usage') {
      say(`${name}: ${msg.message} (gamegraph-rules --help lists the options)`);
      finish(2);
    } else if (msg.type === 'error') {
      const at = msg.line !== undefined ? `${msg.line}:${msg.column}:` : '';
      // (the place said once, in front; the cap in this command's words)
      let text = at ? withoutPlace(msg) : msg.message;
      if (msg.kind === 'syntax' && msg.detail) text = `syntax error: ${msg.detail}`;
      else if (msg.kind === 'too-many' && msg.limit > 0) text = `more than ${fmt(msg.limit)} positions are reachable from the start: raise --max-states or make the game smaller`;
      say(`${name}:${at} ${text}`);
      finish(1);
    }
  });
  worker.on('error', (e) => {
    if (ended) return;
    const oom = e && (e.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(e.message));
    // (the engine's tables are typed memory, bounded by --max-memory: a full heap is
    // the script's own objects, or the positions it keeps waiting without fromKey)
    if (oom) say(`${name}: out of memory: the JavaScript heap of a thread running the script is full (V8's limit; --max-memory bounds the engine's tables, not the script's own objects): ${e.message}`);
    else say(`gamegraph-rules: the solver failed: ${e && e.message ? e.message : e}`);
    finish(1);
  });
  worker.on('exit', (code) => {
    if (ended) return;
    say(`${name}: the work ended before it was done (exit code ${code}): does the script call process.exit()?`);
    finish(1);
  });
}

// ---- the solver's thread -------------------------------------------------------------------

let credits = IN_FLIGHT;
let wake = null;
const spareBuffers = []; // pieces of output written, handed back to be filled again
function onAck(m) {
  if (m.buffer && m.buffer.byteLength >= CHUNK + 4096 && spareBuffers.length < IN_FLIGHT) spareBuffers.push(Buffer.from(m.buffer));
  credits++;
  if (wake) {
    const w = wake;
    wake = null;
    w();
  }
}

async function send(text, lines) {
  while (credits <= 0) await new Promise((resolve) => { wake = resolve; });
  credits--;
  // (a piece of its own buffer is moved, not copied; a small one may share a pool)
  const own = text.byteOffset === 0 && text.buffer.byteLength >= 65536;
  parentPort.postMessage({ type: 'out', text, lines }, own ? [text.buffer] : []);
}

// x (a whole number 0..2^53 - 1) as decimal digits in b from at; returns their end.
function putDigits(b, at, x) {
  let end = at + 1;
  for (let y = x; y >= 10; y = Math.floor(y / 10)) end++;
  let e = end;
  do {
    b[--e] = 48 + (x % 10);
    x = Math.floor(x / 10);
  } while (x > 0);
  return end;
}

// The ends of a plain table's lines (' WIN 12\n', ' DRAW -\n'), 16 bytes each (the
// last one its length), by outcome code and depth below SUFFIX_DEPTHS: copied as
// four words.
const SUFFIX_DEPTHS = 1024;
function lineEnds(WORD, draw) {
  const bytes = new Uint8Array(WORD.length * SUFFIX_DEPTHS * 16);
  for (let oc = 0; oc < WORD.length; oc++) {
    for (let d = 0; d < SUFFIX_DEPTHS; d++) {
      const at = (oc * SUFFIX_DEPTHS + d) * 16;
      const text = Buffer.from(oc === draw ? ` ${WORD[oc]} -\n` : ` ${WORD[oc]} ${d}\n`);
      bytes.set(text, at);
      bytes[at + 15] = text.length;
    }
  }
  return { bytes, words: new Uint32Array(bytes.buffer) };
}

// Lines of the table from table.i on written into buf (a Buffer of CHUNK + 4096
// bytes) as bytes until it holds CHUNK or every line is written; returns the
// bytes written (table.i: the next line). In a plain table a key whose text is
// printable ASCII is copied as it is held (r.keyInto), an integer key as digits,
// and the line's end (outcome and depth) from table.ends; the rest through
// lineOf. (One function with its state in locals, the pieces' buffers used again,
// words copied where they can be: the command's serial end, measured 0.59 s for
// Connect Four 5 x 4's table with closures over the buffer, 0.37 s with its bytes
// copied one by one, 0.2 s so.)
function fillTable(table, buf) {
  const r = table.r;
  const outcome = r.outcome;
  const depth = r.depth;
  const n = r.n;
  const plain = table.plain;
  const ints = table.ints;
  const ends = table.ends;
  let at = 0;
  let i = table.i;
  let b = buf;
  let view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let last = b.length - 16; // (room for a line's end, written as four words)
  for (; i < n && at < CHUNK; i++) {
    if (plain) {
      const end = ints ? putDigits(b, at, r.intKey(i)) : r.keyInto(i, b, at);
      const d = depth[i];
      if (end >= 0 && end <= last && d < SUFFIX_DEPTHS) {
        // (a draw's depth is -1: its end is the same whatever the depth)
        const s = (outcome[i] * SUFFIX_DEPTHS + (d & (SUFFIX_DEPTHS - 1))) * 16;
        const w = s >>> 2;
        view.setUint32(end, ends.words[w], LITTLE);
        view.setUint32(end + 4, ends.words[w + 1], LITTLE);
        view.setUint32(end + 8, ends.words[w + 2], LITTLE);
        view.setUint32(end + 12, ends.words[w + 3], LITTLE);
        at = end + ends.bytes[s + 15];
        continue;
      }
    }
    const line = table.lineOf(i);
    if (at + line.length * 3 > b.length) {
      if (at > 0) break; // (the next piece begins with it)
      b = Buffer.allocUnsafe(line.length * 3 + 4096);
      view = new DataView(b.buffer, b.byteOffset, b.byteLength);
      last = b.length - 16;
    }
    at += b.write(line, at, 'utf8');
  }
  table.i = i;
  table.out = b;
  return at;
}

async function work() {
  parentPort.on('message', (m) => m && m.type === 'ack' && onAck(m));
  // (here and in the workers this thread starts, which inherit its environment)
  process.env[CONSOLE_ENV] = workerData.o.progress ? 'stderr+clear' : 'stderr';
  consoleFromEnv(require);
  const o = workerData.o;
  const gg = await require(workerData.moduleFile)();
  let r;
  let saidFits = -1; // the positions the budget holds, as last said
  try {
    parentPort.postMessage({ type: 'begin' });
    r = await gg.solveRules(workerData.source, {
      noMove: o.noMove,
      maxStates: o.maxStates,
      maxMemory: o.maxMemory,
      grundy: o.grundy,
      value: o.value || o.valueJson,
      workers: o.workers,
      onProgress: (found, solved, phase, info) => {
        // (said once estimated, and again where the positions the budget holds
        // change by a tenth: the first estimate, from few positions, is the
        // least sure: text keys' first pages are held for few)
        if (info && info.bytesPerPosition && found >= 1000 && (saidFits < 0 || Math.abs(info.fits - saidFits) > 0.1 * saidFits)) {
          saidFits = info.fits;
          parentPort.postMessage({ type: 'estimate', bytesPerPosition: info.bytesPerPosition, fits: info.fits, budget: info.budget });
        }
        parentPort.postMessage({ type: 'progress', found, solved, phase, info: info || null });
      },
    });
  } catch (e) {
    if (e && e.code === 'bad-argument') {
      // options this script cannot take (--value for an impartial one, --grundy or
      // --no-move win for a partizan one): said in the command's words, a usage error
      const said = String(e.message)
        .replace(/^solveRules: /, '')
        .replace(/options\.value(: true)?/g, '--value')
        .replace(/options\.grundy/g, '--grundy')
        .replace(/options\.noMove must be 'lose'/g, '--no-move must be lose');
      parentPort.postMessage({ type: 'usage', message: said });
      return;
    }
    parentPort.postMessage({ type: 'error', message: String(e && e.message ? e.message : e), line: e && e.line, column: e && e.column, position: e && e.position, kind: e && e.kind, detail: e && e.detail, limit: e && e.limit });
    return;
  }
  // the words of the outcome codes (WORD[code]: 'WIN'), from the module's vocabulary
  const WORD = [];
  for (const w of Object.keys(gg.Outcome)) WORD[gg.Outcome[w]] = w;
  const cell = (oc, depth) => WORD[oc] + ' ' + (oc === gg.Outcome.DRAW ? '-' : String(depth));
  const moveKey = (b) => (b >= 0 ? printable(r.key(b)) : '-');
  const lineOf = r.partizan
    ? (i) => {
        let line = printable(r.key(i)) + ' ' + cell(r.outcomeLeft[i], r.depthLeft[i]) + ' ' + cell(r.outcomeRight[i], r.depthRight[i]);
        if (o.moves) line += ' ' + moveKey(r.moveLeft[i]) + ' ' + moveKey(r.moveRight[i]);
        return line + '\n';
      }
    : (i) => {
        let line = printable(r.key(i)) + ' ' + cell(r.outcome[i], r.depth[i]);
        if (o.moves) line += ' ' + moveKey(r.bestMove(i));
        if (o.grundy) line += ' ' + r.label(i);
        return line + '\n';
      };
  // (the counts by outcome code, as words)
  const counts = (outcome) => {
    const c = WORD.map(() => 0);
    for (let i = 0; i < r.n; i++) c[outcome[i]]++;
    return ['WIN', 'LOSE', 'DRAW'].map((w) => `${c[gg.Outcome[w]]} ${w}`).join(', ');
  };
  if (o.summary) {
    const tail = r.partizan
      ? `${r.m} moves (${r.mLeft} Left's, ${r.mRight} Right's): Left first ${counts(r.outcomeLeft)}; Right first ${counts(r.outcomeRight)}`
      : `${r.m} moves: ${counts(r.outcome)}${r.tiers ? `, ${r.tiers} tiers` : ''}`;
    parentPort.postMessage({ type: 'table', lines: 2 });
    await send(Buffer.from(`${lineOf(0)}# ${r.n} positions, ${tail}\n`), 2);
  }
  if (o.value || o.valueJson) {
    if (r.valueError) {
      // no values: a cycle, or outcome(p) ending the game
      const e = r.valueError;
      parentPort.postMessage({ type: 'error', message: `${e.message} (without --value: the table of them)`, line: e.line, column: e.column });
      return;
    }
    const text = (o.value ? `${r.valueText(0)} ${r.valueClass(0)}\n` : '') + (o.valueJson ? r.valueJson(0) + '\n' : '');
    parentPort.postMessage({ type: 'table', lines: (o.summary ? 2 : 0) + (o.value ? 1 : 0) + (o.valueJson ? 1 : 0) });
    await send(Buffer.from(text), (o.value ? 1 : 0) + (o.valueJson ? 1 : 0));
  } else if (!o.summary) {
    parentPort.postMessage({ type: 'table', lines: r.n });
    const table = {
      r,
      lineOf,
      plain: !o.moves && !o.grundy && !r.partizan,
      ints: r.n > 0 && r.intKey(0) >= 0, // (every key an integer, or none)
      ends: lineEnds(WORD, gg.Outcome.DRAW),
      i: 0,
    };
    while (table.i < r.n) {
      const buf = spareBuffers.pop() || Buffer.allocUnsafe(CHUNK + 4096);
      const from = table.i;
      const at = fillTable(table, buf);
      await send(table.out.subarray(0, at), table.i - from);
    }
  }
  parentPort.postMessage({ type: 'done' });
}

// ---- the process ----------------------------------------------------------------------------

// V8's young-generation collections on the thread that needs them, each thread's
// young generation at least 16 MB (the script's garbage, nearly all of it young,
// collected half as often): set before the solver's thread and the script's
// threads start, so that their heaps are made with them. (The collector's helper
// threads otherwise wait for a core where every core runs the script. V8's
// --single-threaded-gc, which also stops its concurrent marking, cannot be set
// while V8 runs: it ended the process at the first full collection, about 16 s in,
// in a failed check of V8's; --no-parallel-scavenge is read at each collection.
// The command started itself again with that flag before: about 0.15 s slower, as
// fast beside other work.)
const V8_FLAGS = ['--no-parallel-scavenge', '--min-semi-space-size=16'];

if (isMainThread) {
  const v8 = require('v8');
  for (const f of V8_FLAGS) v8.setFlagsFromString(f);
  main();
} else {
  work().catch((e) => parentPort.postMessage({ type: 'error', message: String(e && e.message ? e.message : e) }));
}
