// Hardening (issue 13) in the module: hostile calls end in a clear GameGraphError
// with a stable code, quickly, with nothing lost (no leak, the module usable after).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const { root, GameGraph } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// The error thrown by f, checked to be a GameGraphError with this code.
function errorOf(f, code) {
  let err;
  try {
    f();
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof gg.GameGraphError, `not a GameGraphError: ${err}`);
  assert.equal(err.code, code, `code of: ${err.message}`);
  return err;
}

test('the module is built without eval or new Function (CSP without unsafe-eval)', () => {
  for (const file of [path.join(root, 'web', 'generated', 'gamegraph.js'), path.join(root, 'build', 'wasm', 'gamegraph.js')]) {
    // Only solveRules compiles code (the rules script, under its sourceURL; wasm/rules/compile.js):
    // it runs in the rules page's sandbox, whose policy allows 'unsafe-eval'. Nothing else does.
    const js = fs.readFileSync(file, 'latin1').replace(/new Function\s*\((?=[^\n]{0,160}sourceURL=)/g, 'RULES_SCRIPT(');
    assert.ok(!/new Function\s*\(|\bnew Function\b/.test(js), `${file} uses new Function`);
    assert.ok(!/\beval\(/.test(js), `${file} uses eval(`);
  }
});

test('a throwing onProgress: its own exception, nothing leaked, the module still usable', () => {
  const lines = [];
  for (let i = 0; i < 200000; i++) lines.push(`v${i} v${(i * 7 + 1) % 200000}`);
  const text = lines.join('\n'); // 2.7 MiB: each leaked call used to keep about its size
  const boom = new Error('stop here');
  const stop = () => { throw boom; };
  const n = 100000;
  const edges = new Int32Array(2 * 3 * n).map((_, i) => (i % 2 ? (i * 7 + 1) % n : (i >> 1) % n));
  // Warm up (the heap grows once to its working size), then measure.
  assert.throws(() => gg.solveGraphText(text, { onProgress: stop }), (e) => e === boom);
  const heap = gg.HEAP8.buffer.byteLength;
  for (let k = 0; k < 20; k++) {
    assert.throws(() => gg.solveGraphText(text, { onProgress: stop }), (e) => e === boom);
    assert.throws(() => gg.solveGraphEdges(n, edges, { onProgress: stop }), (e) => e === boom);
  }
  assert.throws(() => gg.solvePursuitText('3 4\nP...\n.**.\n...T\n', 'police-thief', { onProgress: stop }), (e) => e === boom);
  assert.equal(gg.HEAP8.buffer.byteLength, heap, 'the heap grew: something leaked');
  assert.equal(gg.solveGraphText(text).n, 200000);
  // A non-Error thrown value comes back as it is too.
  assert.throws(() => gg.solveGraphEdges(n, edges, { onProgress: () => { throw 42; } }), (e) => e === 42);
});

test('solveGraphEdges(2**31 - 1, ...): says what is too big and the memory needed', () => {
  const e = errorOf(() => gg.solveGraphEdges(2 ** 31 - 1, new Int32Array(0)), 'memory');
  assert.match(e.message, /^a graph of 2147483647 vertices and 0 edges: solving it needs \d+\.\d\d GiB of memory, more than the budget of 1\.00 GiB$/);
  assert.ok(e.bytesNeeded > 2 ** 35);
  assert.equal(e.bytesBudget, 2 ** 30);
  assert.equal(gg.solveGraphEdges(2, new Int32Array([0, 1])).outcome[0], gg.Outcome.WIN);
});

test('maxMemory: graphs refused from their header or their size, with the bytes needed', () => {
  const e = errorOf(() => gg.solveGraphText('100000000 0\n'), 'memory');
  assert.match(e.message, /^line 1: the header announces 100000000 vertices and 0 edges: reading and solving them needs 4\.09 GiB of memory, more than the budget of 1\.00 GiB$/);
  assert.ok(e.bytesNeeded > 4 * 2 ** 30);
  const small = errorOf(() => gg.solveGraphText('a b\nb c\n', { maxMemory: 64 }), 'memory');
  assert.match(small.message, /^the graph has 3 vertices and 2 edges: solving it needs \d+ bytes of memory, more than the budget of 64 bytes$/);
  errorOf(() => gg.traceGraphText('100000000 0\n'), 'memory');
  errorOf(() => gg.solveGraphEdges(1000, new Int32Array(0), { maxMemory: 1000 }), 'memory');
  assert.equal(gg.solveGraphText('3 2\n1 2\n2 3\n', { maxMemory: 1 << 20 }).n, 3);
  errorOf(() => gg.solveGraphText('a b', { maxMemory: -1 }), 'bad-argument');
  errorOf(() => gg.solveGraphText('a b', { maxMemory: '1G' }), 'bad-argument');
});

test('solveRace: options.maxMemory refuses before allocating, naming the board and the bytes needed', () => {
  const open = (n) => `${n}\n${Array.from({ length: n }, (_, r) => (r === 0 ? 'A' : '.') + '.'.repeat(n - 2) + (r === n - 1 ? 'B' : '.')).join('\n')}\n`;
  // 20 x 20: 400 white squares, a full-state solve of 2 * 400^2 states (about 8.3 MiB).
  const e = errorOf(() => gg.solveRace(`2\n${open(4)}${open(20)}`, { maxMemory: 4 << 20 }), 'memory');
  assert.match(e.message, /^board 2 \(line 7, 20 x 20, 400 white squares reachable, with the full-state solve; a lower options\.fullLimit skips it\) needs \d+\.\d MiB of memory, more than the budget of 4\.0 MiB$/);
  assert.ok(e.bytesNeeded > 2 * 400 * 400 * 27 && e.bytesNeeded < 16 << 20, String(e.bytesNeeded));
  assert.equal(e.bytesBudget, 4 << 20);
  // Without the full-state solve the layered analysis fits.
  const ok = gg.solveRace(`2\n${open(4)}${open(20)}`, { maxMemory: 4 << 20, fullLimit: 0 });
  assert.equal(ok.length, 2);
  assert.equal(ok[1].full.available, false);
  // 60 x 60 within fullLimit 4000 would take about 700 MB: refused at once, the heap untouched.
  const heap = gg.HEAP8.buffer.byteLength;
  const t0 = Date.now();
  const big = errorOf(() => gg.solveRace(`1\n${open(60)}`, { fullLimit: 4000, maxMemory: 64 << 20 }), 'memory');
  assert.ok(Date.now() - t0 < 2000, `took ${Date.now() - t0} ms`);
  assert.ok(big.bytesNeeded > 2 * 3600 * 3600 * 27, String(big.bytesNeeded));
  assert.equal(gg.HEAP8.buffer.byteLength, heap, 'the heap grew before the refusal');
  // A tiny budget refuses even the layered analysis; bad budgets are bad arguments.
  assert.match(errorOf(() => gg.solveRace(`1\n${open(4)}`, { maxMemory: 100, fullLimit: 0 }), 'memory').message,
    /^board 1 \(line 2, 4 x 4, 16 white squares reachable\) needs \d+\.\d KiB of memory, more than the budget of 100 bytes$/);
  errorOf(() => gg.solveRace(`1\n${open(4)}`, { maxMemory: 0 }), 'bad-argument');
});

test('null and undefined options mean the defaults; wrong types are bad-argument errors', () => {
  assert.equal(gg.solveGraphText('a b', null).n, 2);
  assert.equal(gg.solveGraphText('a b', undefined).n, 2);
  assert.equal(gg.solveGraphText('a b', { noMove: null, format: null, onProgress: null, maxMemory: null }).n, 2);
  assert.equal(gg.solveGraphEdges(2, new Int32Array([0, 1]), null).n, 2);
  assert.equal(gg.solveGraphEdges(2, new Int32Array([0, 1]), { fixed: null }).n, 2);
  assert.equal(gg.traceGraphText('a b', null).n, 2);
  assert.equal(gg.solveRace('1\n2\nAB\n..\n', null).length, 1);
  const g = gg.solvePursuitText('1 3\nP.T\n', 'police-thief', null);
  assert.equal(g.answer, 'Police catches the thief');
  g.delete();
  const h = gg.solvePursuit({ board: { kind: 'grid', rows: 1, cols: 3 }, rules: { pursuer: { moves: 'steps4' }, evader: { moves: 'steps4' } } }, null);
  h.delete();
  for (const bad of [5, 'lose', true]) {
    const e = errorOf(() => gg.solveGraphText('a b', bad), 'bad-argument');
    assert.match(e.message, /options must be an object/);
    errorOf(() => gg.solveGraphEdges(2, new Int32Array([0, 1]), bad), 'bad-argument');
    errorOf(() => gg.solveRace('1\n2\nAB\n..\n', bad), 'bad-argument');
    errorOf(() => gg.solvePursuitText('1 3\nP.T\n', 'police-thief', bad), 'bad-argument');
  }
  errorOf(() => gg.solveGraphText(null), 'bad-argument');
  errorOf(() => gg.solveGraphText('a b', { noMove: 'draw' }), 'bad-argument');
  errorOf(() => gg.solveGraphText('a b', { onProgress: 'yes' }), 'bad-argument');
  errorOf(() => gg.solveGraphEdges(2, [0, 1]), 'bad-argument');
  errorOf(() => gg.solveGraphEdges(-1, new Int32Array(0)), 'bad-argument');
  errorOf(() => gg.solveGraphEdges(2, new Int32Array([0, 5])), 'bad-argument');
});

test('every GameGraphError has a stable code', () => {
  const p = errorOf(() => gg.solveGraphText('a b c d'), 'parse');
  assert.equal(p.line, 1);
  assert.equal(p.column, 7);
  errorOf(() => gg.solvePursuitText('1 3\nP.X\n', 'police-thief'), 'parse');
  errorOf(() => gg.solveRace('1\n2\nAB\n.x\n'), 'parse');
  const t = errorOf(() => gg.traceGraphText('a b\nb c\n', { maxEvents: 3 }), 'trace-too-big');
  assert.match(t.message, /^too big to trace/);
  const rules = { pursuer: { moves: 'steps8', pass: true }, evader: { moves: 'steps4', pass: true } };
  errorOf(() => gg.solvePursuit({ board: { kind: 'grid', rows: 200, cols: 200 }, rules }), 'too-big');
  const m = errorOf(() => gg.solvePursuit({ board: { kind: 'grid', rows: 64, cols: 64 }, rules }, { maxMemory: 10 * 1048576 }), 'memory');
  assert.ok(m.bytesNeeded > 200 * 2 ** 20);
  errorOf(() => gg.parsePursuitText('x', 'chess'), 'bad-argument');
  errorOf(() => gg.solvePursuit({ board: { kind: 'grid', rows: 2, cols: 2, blocked: [1, 0] }, rules }), 'bad-argument');
});

test('pursuitBytesNeeded counts long slides by the cells they cover, at once, allocating nothing', () => {
  const spec = { board: { kind: 'grid', rows: 1, cols: 30000 }, rules: { pursuer: { moves: 'steps4', reach: 1000000, pass: true }, evader: { moves: 'steps4', reach: 1000000, pass: true } } };
  const t0 = Date.now();
  const heap = gg.HEAP8.buffer.byteLength;
  const need = gg.pursuitBytesNeeded(spec);
  assert.ok(Date.now() - t0 < 5000);
  assert.equal(gg.HEAP8.buffer.byteLength, heap);
  assert.equal(need.positions, 30000);
  assert.equal(need.states, 1.8e9);
  assert.ok(need.bytes > 1.8e9 * 8 + 30000 * 29999 * 4);
  const e = errorOf(() => gg.solvePursuit(spec), 'memory');
  assert.equal(e.bytesNeeded, need.bytes);
});

test('odd text: lone surrogates, NUL, escapes, invalid UTF-8 and the byte-order mark, one rule', () => {
  // A lone surrogate becomes U+FFFD: it no longer swallows the next character.
  const r = gg.solveGraphText('a\uD800 b\nc\uDC00d e\n');
  assert.deepEqual(r.names, ['a\uFFFD', 'b', 'c\uFFFDd', 'e']);
  assert.deepEqual(gg.solveGraphText('\uD83D\uDE00 x').names, ['\uD83D\uDE00', 'x']); // a real pair stays
  // Messages: control characters escaped, never raw, never cut at a NUL.
  const nul = errorOf(() => gg.solveGraphText('a = x\0y'), 'parse');
  assert.equal(nul.message, 'line 1, column 6: unexpected control character (byte 0)');
  const grid = errorOf(() => gg.solvePursuitText('["C\u001b[2JM"]\n1 1\n', 'cat-mouse-grid'), 'parse');
  assert.equal(grid.message, "line 1, column 4: unknown cell '\\x1b': expected '.' floor, '#' wall, 'C' cat, 'M' mouse or 'F' food");
  const fixed = errorOf(() => gg.solveGraphText('a = \u001b[31mwin'), 'parse');
  assert.equal(fixed.message, 'line 1, column 5: unexpected control character (byte 27)');
  const c1 = errorOf(() => gg.solveGraphText('a = \u009b2J'), 'parse');
  assert.match(c1.message, /found '\\u009b2J'/);
  const lone = errorOf(() => gg.solveGraphText('a = w\uD800in'), 'parse');
  assert.match(lone.message, /found 'w\uFFFDin'/);
  // Columns: an invalid UTF-8 sequence decoded by the page (one U+FFFD) is one
  // character, as the command line counts it.
  const bad = Buffer.from([0xe2, 0x82, 0x20, 0x78, 0x20, 0x79, 0x20, 0x7a]).toString('utf8');
  assert.equal(errorOf(() => gg.solveGraphText(bad), 'parse').column, 7);
  // The byte-order mark at the very start is skipped on every path.
  assert.equal(gg.solveGraphText('\uFEFF3 2\n1 2\n2 3\n').format, 'cp');
  assert.deepEqual(gg.solveGraphText('\uFEFFa b').names, ['a', 'b']);
  assert.equal(gg.traceGraphText('\uFEFF2 1\n1 2\n').format, 'cp');
  assert.equal(gg.solvePursuitText('\uFEFF1 3\nP.T\n', 'police-thief').answer, 'Police catches the thief');
  assert.equal(gg.solvePursuitText('\uFEFF[[2],[2],[0,1]]', 'cat-mouse').answer, '2');
  assert.equal(gg.parsePursuitText('\uFEFF2\n0 1\n1 0\n', 'cop-robber').board.n, 2);
  assert.equal(gg.solveRace('\uFEFF1\n2\nAB\n..\n')[0].winner, 'A');
  const col = errorOf(() => gg.solveGraphText('\uFEFFa b c d'), 'parse');
  assert.equal(col.column, 7);
  // Anywhere else it is a character of a name.
  assert.deepEqual(gg.solveGraphText('a b\n\uFEFFc').names, ['a', 'b', '\uFEFFc']);
});
