// What the rules page accepts from its sandbox, without a browser: the plain colour
// syntax of a legend (web/src/pages/rules/plain-color.js: never a URL, var() or
// another function) and the shape and sizes of each operation's reply
// (web/src/pages/rules/sandbox-replies.js: a forged reply of 200,000 moves, a
// 1000 x 1000 grid, a graph of 200,000 vertices or a summary missing fields is
// refused, at once).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const M = loadPageModule({
  contents: "export { plainColor } from './web/src/pages/rules/plain-color.js'; export * from './web/src/pages/rules/sandbox-replies.js';",
});

test('legend colours: plain colour syntax only', () => {
  const ok = ['#0a0', '#0a0f', '#00aa00', '#00aa00ff', 'rgb(0, 128, 0)', 'rgba(0,128,0,0.5)', 'rgb(0 128 0 / 50%)', 'hsl(120deg 50% 40%)', 'hsla(120, 50%, 40%, .5)', 'teal', 'transparent', 'RebeccaPurple'];
  const bad = [
    'var(--x, url(http://127.0.0.1:8839/leak))', 'url(http://x/)', 'rgb(var(--a), 0, 0)', 'rgb(calc(1px), 0, 0)', 'color-mix(in srgb, red, blue)',
    'image-set("x.png" 1x)', '#0a', '#00aa00f', 'red;background:url(x)', 'inherit', 'currentColor', 'none', '', ' red', 'red ', 'x'.repeat(100), null, 7, { toString: () => 'red' },
    'rgb(0,0,0,0,0)', 'rgb(0)', 'env(x)', 'attr(x)',
  ];
  for (const c of ok) assert.equal(M.plainColor(c), true, c);
  for (const c of bad) assert.equal(M.plainColor(c), false, String(c));
});

// Honest replies, as the worker writes them.
const move = (i) => ({ to: i, name: '', key: String(i), outcome: 2, depth: 0, label: '' });
const VIEW = { id: 0, key: '0', outcome: 1, depth: 1, move: 1, fixed: 0, label: '', show: { grid: [['a', 'b']] }, moves: [move(1)], more: 0 };
const SUMMARY = { n: 3, m: 2, title: 't', description: '', legend: { a: { color: '#0a0', text: 'a' } }, noMove: 'lose', outcome: 1, depth: 1, draws: 0, wins: 2, losses: 1, fixed: 0, grundy: true, label: '1', ms: 3.5 };
// A chain 0 -> 1 -> 2 ... of n positions, as the drawing's reply.
function graphOf(n) {
  return { n, m: n - 1, edges: Int32Array.from({ length: 2 * (n - 1) }, (_, i) => (i >> 1) + (i & 1)), names: Array.from({ length: n }, (_, i) => 'v' + i),
    outcome: new Uint8Array(n), depth: new Int32Array(n), move: new Int32Array(n).fill(-1), fixed: null, labelling: null };
}

test('honest replies pass as they are', () => {
  assert.equal(M.checkReply('solve', SUMMARY), SUMMARY);
  assert.equal(M.checkReply('view', VIEW, { id: 0 }), VIEW);
  // show(p) giving rows of empty strings: a grid of no column
  assert.deepEqual(M.checkReply('view', { ...VIEW, show: { grid: [[], []] } }, { id: 0 }).show, { grid: [[], []] });
  const g = graphOf(5);
  assert.equal(M.checkReply('graph', g), g);
  const labelled = { ...graphOf(3), labelling: { grundy: Int32Array.of(0, 1, 0), infStart: new Int32Array(4), infValues: new Int32Array(0), order: Int32Array.of(2, 1, 0), orderStage: Int32Array.of(0, 0, 0) } };
  assert.equal(M.checkReply('graph', labelled), labelled);
  assert.deepEqual(M.checkReply('graph', { tooBig: true, n: 5000, m: 9000 }), { tooBig: true, n: 5000, m: 9000 });
  assert.deepEqual(M.checkReply('rows', { offset: 0, rows: [{ id: 0, key: '0', outcome: 0, depth: 0, best: '', label: '' }] }), { offset: 0, rows: [{ id: 0, key: '0', outcome: 0, depth: 0, best: '', label: '' }] });
  assert.deepEqual(M.checkReply('export', { text: 'x'.repeat(1e6), next: -1, n: 5 }).text.length, 1e6);
  // a part of an export: the id to ask for next, past the one asked for
  assert.equal(M.checkReply('export', { text: 'a', next: 50000, n: 161029 }, { from: 0 }).next, 50000);
  const parts = [{ game: 'this', at: 0 }, { game: 'heap', size: 3 }];
  const s = { value: 1, infSet: [], outcome: 1, components: [{ label: '2', key: '0' }, { label: '3', key: 'h3' }], move: { component: 1, from: 'h3', to: 'h2', toLabel: '2', name: '' } };
  assert.equal(M.checkReply('sum', s, { parts }), s);
  const c = { n: 2, m: 1, edges: Int32Array.of(0, 1), grundy: Int32Array.of(1, 0), infStart: new Int32Array(3), infValues: new Int32Array(0), order: Int32Array.of(1, 0), names: ['a', 'b'], at: 0 };
  assert.deepEqual(M.checkReply('sumComponents', [c, c], { parts }), [c, c]);
  assert.deepEqual(M.checkReply('sumPositions', { n: 2, keys: ['a', 'b'] }), { n: 2, keys: ['a', 'b'] });
  // the cells a move changes in the drawing, and why a game has no values
  const played = { ...VIEW, show: { grid: [['a', 'b'], ['c', 'd']] }, moves: [{ ...move(1), cells: [0, 3] }, { ...move(2), cells: [] }] };
  assert.equal(M.checkReply('view', played, { id: 0 }), played);
  const text = { ...VIEW, show: { text: 'x' }, moves: [{ ...move(1), cells: [] }] };
  assert.equal(M.checkReply('view', text, { id: 0 }), text);
  for (const noValues of ['', 'misere', 'outcome', 'tiers', 'other']) assert.equal(M.checkReply('solve', { ...SUMMARY, noValues }).noValues, noValues);
});

test('forged cells of a move, and a forged reason for no values, are refused', () => {
  const refused = (op, value, args) => assert.throws(() => M.checkReply(op, value, args), M.ProtocolError, op);
  const grid = { grid: [['a', 'b'], ['c', 'd']] };
  const t0 = Date.now();
  refused('view', { ...VIEW, show: grid, moves: [{ ...move(1), cells: [4] }] }, { id: 0 }); // past the grid
  refused('view', { ...VIEW, show: grid, moves: [{ ...move(1), cells: [-1] }] }, { id: 0 });
  refused('view', { ...VIEW, show: grid, moves: [{ ...move(1), cells: [1.5] }] }, { id: 0 });
  refused('view', { ...VIEW, show: grid, moves: [{ ...move(1), cells: '0' }] }, { id: 0 });
  refused('view', { ...VIEW, show: { text: 'x' }, moves: [{ ...move(1), cells: [0] }] }, { id: 0 }); // no grid: no cell
  refused('view', { ...VIEW, show: null, moves: [{ ...move(1), cells: [0] }] }, { id: 0 });
  const big = { grid: Array.from({ length: 64 }, () => new Array(64).fill('a')) };
  refused('view', { ...VIEW, show: big, moves: [{ ...move(1), cells: Array.from({ length: 65 }, (_, i) => i) }] }, { id: 0 }); // over 64 cells
  refused('view', { ...VIEW, show: big, moves: [{ ...move(1), cells: new Array(10000000).fill(0) }] }, { id: 0 });
  refused('solve', { ...SUMMARY, noValues: 'because' });
  refused('solve', { ...SUMMARY, noValues: 1 });
  assert.ok(Date.now() - t0 < 2000, 'the checks stop at the first fault');
});

test('forged replies are refused at once, whatever their size', () => {
  const refused = (op, value, args) => assert.throws(() => M.checkReply(op, value, args), M.ProtocolError, op);
  const t0 = Date.now();
  refused('view', { ...VIEW, moves: Array.from({ length: 200000 }, (_, i) => move(i)) }, { id: 0 });
  refused('view', { ...VIEW, show: { grid: Array.from({ length: 1000 }, () => new Array(1000).fill('a')) } }, { id: 0 });
  refused('view', { ...VIEW, show: { grid: [['a', 'b'], ['c']] } }, { id: 0 }); // rows of unequal length
  refused('view', { ...VIEW, show: { text: 'x'.repeat(5000) } }, { id: 0 });
  refused('view', VIEW, { id: 1 }); // another position than the one asked
  refused('view', { ...VIEW, moves: [{ ...move(1), name: { toString: () => 'x' } }] }, { id: 0 });
  refused('graph', graphOf(200000));
  refused('graph', { ...graphOf(5), edges: Int32Array.of(0, 7, 1, 2, 2, 3, 3, 4) }); // a move to no vertex
  refused('solve', { n: 3 }); // missing fields
  refused('solve', { ...SUMMARY, legend: { a: { color: 'x'.repeat(65), text: '' } } });
  refused('solve', { ...SUMMARY, outcome: 3 });
  refused('solve', null);
  refused('rows', { offset: 0, rows: new Array(501).fill({ id: 0, key: '0', outcome: 0, depth: 0, best: '', label: '' }) });
  refused('export', { text: 7 });
  refused('export', { text: 'a', next: 3, n: 10 }, { from: 5 }); // not past the part asked for
  refused('export', { text: 'a', next: 11, n: 10 });
  refused('export', { text: 'x'.repeat(17 << 20), next: -1, n: 10 });
  refused('sum', { value: 1, infSet: [], outcome: 1, components: [], move: null }, { parts: [{ game: 'heap', size: 1 }] });
  refused('sumComponents', [{ n: 30000 }], { parts: [{ game: 'this' }] });
  refused('sumPositions', { n: 1, keys: new Array(1001).fill('k') });
  refused('nope', {});
  assert.ok(Date.now() - t0 < 2000, 'the checks stop at the first fault');
});

test('progress reports are read as numbers only', () => {
  const none = { bytes: 0, budget: 0, bytesPerPosition: 0, fits: 0, workers: 0, busy: 0, tier: null, tierStep: 0, tiers: 0, ran: true };
  assert.deepEqual(M.progressOf({ found: 5, solved: 2, phase: 'solve', ms: 10 }), { found: 5, solved: 2, phase: 'solve', ms: 10, ...none });
  assert.deepEqual(M.progressOf({ found: 'x'.repeat(10), phase: { x: 1 }, ms: NaN }), { found: 0, solved: 0, phase: 'explore', ms: 0, ...none });
  assert.deepEqual(M.progressOf(null), { found: 0, solved: 0, phase: 'explore', ms: 0, ...none });
  // what a big game's progress says: memory, workers, the tier being solved
  const p = M.progressOf({ found: 9, solved: 1, phase: 'solve', ms: 3, bytes: 2e9, budget: 4e9, bytesPerPosition: 35, fits: 2e8, workers: 2, busy: 1, tier: 12, tierStep: 3, tiers: 25, extra: 'x' });
  assert.deepEqual(p, { found: 9, solved: 1, phase: 'solve', ms: 3, bytes: 2e9, budget: 4e9, bytesPerPosition: 35, fits: 2e8, workers: 2, busy: 1, tier: 12, tierStep: 3, tiers: 25, ran: true });
  assert.equal(M.progressOf({ fits: -1 }).fits, 0);
  // whether the script's top level has run: false only where the sandbox says so
  assert.equal(M.progressOf({ ran: false }).ran, false);
  assert.equal(M.progressOf({ ran: 'no' }).ran, true);
  assert.equal(M.progressOf({ workers: 1e9, tier: Infinity }).workers, 64);
  assert.equal(M.progressOf({ tier: Infinity }).tier, null);
  assert.deepEqual(M.progressOf({ found: 1, workers: 1000, busy: 1e9, tier: 3, tierStep: 2, tiers: 9 }), { ...none, found: 1, solved: 0, phase: 'explore', ms: 0, workers: 64, busy: 64, tier: 3, tierStep: 2, tiers: 9 });
});
