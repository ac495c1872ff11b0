// What the rules page accepts from its sandbox. The script runs where the
// replies are written and may write them itself (it can replace its worker's
// onmessage), so each operation's reply is checked against its shape and sizes,
// the limits the worker applies (sandbox/limits.js): at most 400 moves listed,
// each with at most 64 cells it changes in the grid drawn, a grid of at most
// 64 x 64, texts of at most 4,000 characters, a drawing of at most 2,000
// positions and 8,000 moves, 500 rows, 1,000 positions to pick from in a sum,
// games of at most 20,000 positions played in a sum (a partizan game's each
// side's moves, positions and values); a partizan game's values of at most 500
// characters, its classes, roles and reasons from fixed sets, the simplification
// of a position's game in at most 200 steps (forms of at most 2,000 characters).
// The checks stop at the
// first fault and never walk past a limit, so a forged reply costs no more than
// an honest one. A reply that fails is a ProtocolError (the page then ends the
// sandbox); one that passes is returned as it is.
//
//   const value = checkReply('view', msg.value, args);   // or throws ProtocolError
import { MAX_WORKERS } from '../../../../wasm/rules/limits.json';
import {
  MOVES_MAX, CELLS_MAX, GRID_MAX, TEXT_MAX, DRAW_MAX_VERTICES, DRAW_MAX_EDGES, ROWS_MAX, SUM_LIST_MAX, SUM_PLAY_MAX,
  TITLE_MAX, DESCRIPTION_MAX, LEGEND_MAX, LEGEND_TEXT_MAX, STEPS_SENT, STEP_TEXT, STEP_FORM, REPLACED_SENT,
} from './sandbox/limits.js';

export class ProtocolError extends Error {
  constructor(what) {
    super('the reply does not fit the protocol: ' + what);
    this.name = 'ProtocolError';
  }
}

const INT_MAX = 2 ** 31 - 1;
const LABEL_MAX = 10000;
const SUM_EDGES_MAX = 1 << 24;
const INF_SET_MAX = 1 << 20;
// why a game has no Sprague-Grundy values ('': it has them)
const NO_VALUES = new Set(['', 'misere', 'outcome', 'tiers', 'other', 'partizan']);
// a partizan game: its classes (D: a starter draws), why it has no values, the
// roles of an option in the canonical form, the kinds of reasons for a value
const CLASSES = new Set(['L', 'R', 'N', 'P', 'D']);
const NO_VALUE = new Set(['', 'cycle', 'outcome', 'other']);
const ROLES = new Set(['', 'kept', 'dominated', 'reversible', 'other']);
const WHY_KINDS = new Set(['number', 'numberForm', 'switch', 'other']);
// the steps of the simplification of a position's game: their kinds, why there are none
const STEP_KINDS = new Set(['dominated', 'reversible', 'number', 'nimber', 'ups', 'switch', 'general']);
const STEPS_TOO_BIG = new Set(['', 'options', 'optionsDuring', 'steps', 'form', 'games']);
const VALUE_MAX = 500; // characters of a partizan value's text
const EXPORT_PART_MAX = 16 << 20; // characters of a part of an export (the worker sends about 4M)

function fail(what) {
  throw new ProtocolError(what);
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !ArrayBuffer.isView(v);

function obj(v, what) {
  if (!isObject(v)) fail(what + ' is not an object');
  return v;
}

function int(v, what, lo = 0, hi = INT_MAX) {
  if (!Number.isInteger(v) || v < lo || v > hi) fail(what + ' is not an integer in ' + lo + '..' + hi);
  return v;
}

function str(v, what, max) {
  if (typeof v !== 'string' || v.length > max) fail(what + ' is not a string of at most ' + max + ' characters');
  return v;
}

function list(v, what, max, min = 0) {
  if (!Array.isArray(v) || v.length > max || v.length < min) fail(what + ' is not a list of ' + min + '..' + max + ' items');
  return v;
}

// A typed array of integers of exactly len items (lo..hi each, when given).
function ints(v, what, len, lo, hi) {
  return someInts(v, what, len, len, lo, hi);
}

// A typed array of integers of min..max items (lo..hi each, when given).
function someInts(v, what, min, max, lo, hi) {
  if (!ArrayBuffer.isView(v) || v instanceof DataView || typeof v.length !== 'number' || v.length < min || v.length > max) fail(what + ' is not ' + min + '..' + max + ' integers');
  if (v instanceof Float32Array || v instanceof Float64Array || (typeof BigInt64Array !== 'undefined' && (v instanceof BigInt64Array || v instanceof BigUint64Array))) fail(what + ' is not integers');
  if (lo !== undefined) {
    for (let i = 0; i < v.length; i++) if (v[i] < lo || v[i] > hi) fail(what + ' holds ' + v[i]);
  }
  return v;
}

const outcome = (v, what) => int(v, what + '.outcome', 0, 2);
const depth = (v, what) => int(v, what + '.depth', -1);

function legend(v) {
  obj(v, 'legend');
  const keys = Object.keys(v);
  if (keys.length > LEGEND_MAX) fail('legend has over ' + LEGEND_MAX + ' entries');
  for (const k of keys) {
    str(k, 'a legend key', LEGEND_TEXT_MAX);
    const e = obj(v[k], 'legend entry');
    str(e.color, 'legend colour', 64);
    str(e.text, 'legend text', LEGEND_TEXT_MAX);
  }
  return v;
}

function solve(v) {
  obj(v, 'the summary');
  const n = int(v.n, 'n', 1);
  int(v.m, 'm');
  str(v.title, 'title', TITLE_MAX);
  str(v.description, 'description', DESCRIPTION_MAX);
  legend(v.legend);
  if (v.noMove !== 'win' && v.noMove !== 'lose') fail('noMove');
  outcome(v.outcome, 'start');
  depth(v.depth, 'start');
  for (const k of ['draws', 'wins', 'losses', 'fixed']) int(v[k], k, 0, n);
  for (const k of ['tiers', 'workers']) if (v[k] !== undefined) int(v[k], k, 0, 65536);
  if (typeof v.grundy !== 'boolean') fail('grundy is not a boolean');
  if (v.sidesUnused !== undefined && typeof v.sidesUnused !== 'boolean') fail('sidesUnused is not a boolean');
  str(v.label, 'label', LABEL_MAX);
  if (v.noValues !== undefined && !NO_VALUES.has(v.noValues)) fail('noValues');
  if (typeof v.ms !== 'number' || !(v.ms >= 0)) fail('ms');
  if (v.partizan !== undefined) partizanSummary(v.partizan, n);
  for (const [k, max] of [['titles', TITLE_MAX], ['descriptions', DESCRIPTION_MAX]]) {
    if (v[k] === undefined) continue;
    obj(v[k], k);
    const keys = Object.keys(v[k]);
    if (keys.length > 8) fail(k + ' holds more than 8 languages');
    for (const l of keys) {
      if (!/^([a-z]{2,3}(-[A-Za-z]{2,4})?|\*)$/.test(l)) fail(k + ': ' + l.slice(0, 20) + ' is no language');
      str(v[k][l], k, max);
    }
  }
  return v;
}

// A partizan game's summary: the start for each starter, its class and value, why
// it has none, the positions of each class, the distinct games stored.
function partizanSummary(p, n) {
  obj(p, 'partizan');
  for (const side of ['left', 'right']) {
    obj(p[side], side);
    outcome(p[side].outcome, side);
    depth(p[side].depth, side);
  }
  if (!CLASSES.has(p.cls)) fail('class');
  str(p.value, 'value', VALUE_MAX);
  if (!NO_VALUE.has(p.noValue)) fail('noValue');
  obj(p.counts, 'counts');
  for (const k of CLASSES) int(p.counts[k], 'counts.' + k, 0, n);
  int(p.games, 'games');
}

function shown(s) {
  if (s === null) return s;
  obj(s, 'show');
  if (s.grid !== undefined) {
    const rows = list(s.grid, 'the grid', GRID_MAX, 1);
    const width = list(rows[0], 'a grid row', GRID_MAX).length;
    for (const row of rows) {
      list(row, 'a grid row', width, width);
      for (const c of row) str(c, 'a grid cell', 2);
    }
  } else if (s.text !== undefined) str(s.text, 'show text', TEXT_MAX);
  else str(s.error, 'show error', 300);
  return s;
}

// The moves of a view (a partizan one's also each side's): at most MOVES_MAX, each
// with the cells it changes of a grid of `cells` cells, a partizan one's with the
// value it reaches and its role in the canonical form.
function moveList(moves, cells) {
  list(moves, 'moves', MOVES_MAX);
  for (const m of moves) {
    obj(m, 'a move');
    int(m.to, 'a move.to', -1);
    str(m.name, 'a move.name', 200);
    str(m.key, 'a move.key', 200);
    outcome(m.outcome, 'a move');
    depth(m.depth, 'a move');
    str(m.label, 'a move.label', LABEL_MAX);
    if (m.cells !== undefined) {
      list(m.cells, 'a move.cells', cells ? CELLS_MAX : 0);
      for (const c of m.cells) int(c, 'a move.cells', 0, cells - 1);
    }
    if (m.value !== undefined) str(m.value, 'a move.value', VALUE_MAX);
    if (m.role !== undefined && !ROLES.has(m.role)) fail('a move.role');
    if (m.because !== undefined) int(m.because, 'a move.because', -1, MOVES_MAX - 1);
    if (m.through !== undefined) str(m.through, 'a move.through', 200);
  }
}

function view(v, args) {
  obj(v, 'the view');
  if (v.id !== args.id) fail('the view of another position');
  str(v.key, 'key', 300);
  outcome(v.outcome, 'view');
  depth(v.depth, 'view');
  int(v.move, 'move', -1);
  if (v.depthMove !== undefined) int(v.depthMove, 'depthMove', -1);
  int(v.fixed, 'fixed', 0, 3);
  str(v.label, 'label', LABEL_MAX);
  shown(v.show);
  // the cells a move changes are indexes into the grid drawn (none without a grid)
  const cells = v.show && v.show.grid ? v.show.grid.length * v.show.grid[0].length : 0;
  moveList(v.moves, cells);
  if (v.partizan !== undefined) {
    const p = obj(v.partizan, 'partizan');
    if (p.side !== 'left' && p.side !== 'right') fail('side');
    str(p.value, 'value', VALUE_MAX);
    if (!CLASSES.has(p.cls)) fail('class');
    for (const side of ['left', 'right']) {
      const x = obj(p[side], side);
      outcome(x.outcome, side);
      depth(x.depth, side);
      int(x.move, side + '.move', -1);
      moveList(x.moves, cells);
      int(x.more, side + '.more');
    }
    if (p.why !== null) {
      const w = obj(p.why, 'why');
      if (!WHY_KINDS.has(w.kind)) fail('why.kind');
      int(w.lBest, 'why.lBest', -1, MOVES_MAX - 1);
      int(w.rBest, 'why.rBest', -1, MOVES_MAX - 1);
      str(w.a, 'why.a', 100);
      str(w.b, 'why.b', 100);
    }
    if (p.steps !== null && p.steps !== undefined) partizanSteps(p.steps);
  }
  int(v.more, 'more');
  return v;
}

// The simplification of a position's game step by step (sandbox/partizan.js, stepsReply).
function partizanSteps(s) {
  obj(s, 'steps');
  str(s.value, 'steps.value', VALUE_MAX);
  str(s.start, 'steps.start', STEP_FORM);
  int(s.givenLeft, 'steps.givenLeft');
  int(s.givenRight, 'steps.givenRight');
  if (!STEPS_TOO_BIG.has(s.tooBig)) fail('steps.tooBig');
  int(s.tooBigCount, 'steps.tooBigCount');
  int(s.tooBigLimit, 'steps.tooBigLimit');
  list(s.steps, 'steps', STEPS_SENT);
  for (const x of s.steps) {
    obj(x, 'a step');
    if (!STEP_KINDS.has(x.kind)) fail('a step.kind');
    if (x.side !== '' && x.side !== 'left' && x.side !== 'right') fail('a step.side');
    for (const k of ['option', 'by', 'number', 'low', 'high']) str(x[k], 'a step.' + k, STEP_TEXT);
    list(x.replacement, 'a step.replacement', REPLACED_SENT);
    for (const r of x.replacement) str(r, 'a step.replacement', STEP_TEXT);
    int(x.replaced, 'a step.replaced');
    int(x.nim, 'a step.nim');
    int(x.ups, 'a step.ups', -INT_MAX);
    int(x.star, 'a step.star');
    str(x.form, 'a step.form', STEP_FORM);
  }
}

function rows(v) {
  obj(v, 'the rows');
  int(v.offset, 'offset');
  list(v.rows, 'rows', ROWS_MAX);
  if (v.partizan === true) {
    for (const r of v.rows) partizanRow(r);
    return v;
  }
  for (const r of v.rows) {
    obj(r, 'a row');
    int(r.id, 'a row.id');
    str(r.key, 'a row.key', 200);
    outcome(r.outcome, 'a row');
    depth(r.depth, 'a row');
    str(r.best, 'a row.best', 200);
    str(r.label, 'a row.label', LABEL_MAX);
  }
  return v;
}

// A row of a partizan game's table: its value and class, each starter's outcome,
// depth and best move.
function partizanRow(r) {
  obj(r, 'a row');
  int(r.id, 'a row.id');
  str(r.key, 'a row.key', 200);
  str(r.value, 'a row.value', VALUE_MAX);
  if (!CLASSES.has(r.cls)) fail('a row.cls');
  for (const side of ['left', 'right']) {
    const x = obj(r[side], 'a row.' + side);
    outcome(x.outcome, 'a row.' + side);
    depth(x.depth, 'a row.' + side);
    str(x.best, 'a row.best', 200);
  }
}

function names(v, what, n, max) {
  list(v, what, n, n);
  for (const s of v) str(s, what, max);
}

function graph(v) {
  obj(v, 'the graph');
  if (v.tooBig === true || v.partizan === true) {
    int(v.n, 'n');
    int(v.m, 'm');
    return v;
  }
  const n = int(v.n, 'n', 0, DRAW_MAX_VERTICES);
  const m = int(v.m, 'm', 0, DRAW_MAX_EDGES);
  ints(v.edges, 'edges', 2 * m, 0, n - 1);
  names(v.names, 'names', n, 40);
  ints(v.outcome, 'outcome', n, 0, 2);
  ints(v.depth, 'depth', n);
  ints(v.move, 'move', n, -1, n - 1);
  if (v.fixed !== null) ints(v.fixed, 'fixed', n, 0, 3);
  if (v.labelling !== null) {
    const l = obj(v.labelling, 'labelling');
    ints(l.grundy, 'labelling.grundy', n);
    ints(l.infStart, 'labelling.infStart', n + 1);
    someInts(l.infValues, 'labelling.infValues', 0, INF_SET_MAX);
    const order = someInts(l.order, 'labelling.order', 0, n, 0, n - 1);
    ints(l.orderStage, 'labelling.orderStage', order.length);
  }
  return v;
}

// A part of an export: its text (at most about 4 MB, a few lines past), the id to
// ask for next (-1: done, else past the one asked for) and the positions in all.
function exported(v, args) {
  obj(v, 'the export');
  str(v.text, 'the export', EXPORT_PART_MAX);
  const n = int(v.n, 'n');
  const from = Math.max(0, Math.floor(Number(args.from)) || 0);
  if (v.next !== -1) int(v.next, 'next', from + 1, n);
  return v;
}

function sumPositions(v) {
  obj(v, 'the positions');
  int(v.n, 'n');
  list(v.keys, 'keys', SUM_LIST_MAX);
  for (const k of v.keys) str(k, 'a key', 200);
  // a partizan game's: each position's value, and why it has none
  if (v.values !== undefined) {
    list(v.values, 'values', v.keys.length, v.keys.length);
    for (const x of v.values) str(x, 'a value', VALUE_MAX);
  }
  if (v.noValue !== undefined && !NO_VALUE.has(v.noValue)) fail('noValue');
  return v;
}

function sum(v, args) {
  obj(v, 'the sum');
  const parts = Array.isArray(args.parts) ? args.parts.length : 0;
  int(v.value, 'value', -1);
  list(v.infSet, 'infSet', INF_SET_MAX);
  for (const x of v.infSet) int(x, 'infSet');
  outcome(v.outcome, 'the sum');
  list(v.components, 'components', parts, parts);
  for (const c of v.components) {
    obj(c, 'a component');
    str(c.label, 'a component.label', LABEL_MAX);
    str(c.key, 'a component.key', 200);
  }
  if (v.move !== null) {
    const m = obj(v.move, 'move');
    int(m.component, 'move.component', 0, parts - 1);
    str(m.from, 'move.from', 200);
    str(m.to, 'move.to', 200);
    str(m.toLabel, 'move.toLabel', LABEL_MAX);
    str(m.name, 'move.name', 200);
  }
  return v;
}

function sumComponents(v, args) {
  const parts = Array.isArray(args.parts) ? args.parts.length : 0;
  list(v, 'the components', parts, parts);
  for (const c of v) {
    obj(c, 'a component');
    const n = int(c.n, 'n', 1, SUM_PLAY_MAX);
    const m = int(c.m, 'm', 0, SUM_EDGES_MAX);
    ints(c.edges, 'edges', 2 * m, 0, n - 1);
    ints(c.grundy, 'grundy', n);
    ints(c.infStart, 'infStart', n + 1);
    someInts(c.infValues, 'infValues', 0, INF_SET_MAX);
    someInts(c.order, 'order', 0, n, 0, n - 1);
    names(c.names, 'names', n, 200);
    int(c.at, 'at', 0, n - 1);
  }
  return v;
}

// A sum of partizan games: its value and class ('' where a part has no value), each
// part's key, value and why it has none, a winning move for each starter (null:
// that side loses), the solver's move for the side asked.
function pzSum(v, args) {
  obj(v, 'the sum');
  const parts = Array.isArray(args.parts) ? args.parts.length : 0;
  str(v.value, 'value', VALUE_MAX);
  if (v.cls !== '' && !CLASSES.has(v.cls)) fail('class');
  list(v.components, 'components', parts, parts);
  for (const c of v.components) {
    obj(c, 'a component');
    str(c.key, 'a component.key', 200);
    str(c.value, 'a component.value', VALUE_MAX);
    if (!NO_VALUE.has(c.noValue)) fail('a component.noValue');
  }
  const moves = obj(v.moves, 'moves');
  for (const side of ['left', 'right']) {
    if (moves[side] === null) continue;
    const m = obj(moves[side], 'move');
    int(m.component, 'move.component', 0, parts - 1);
    int(m.to, 'move.to');
    for (const k of ['from', 'toKey', 'name']) str(m[k], 'move.' + k, 200);
    str(m.toValue, 'move.toValue', VALUE_MAX);
  }
  if (v.reply !== null) {
    const m = obj(v.reply, 'reply');
    int(m.component, 'reply.component', 0, parts - 1);
    int(m.to, 'reply.to');
    str(m.name, 'reply.name', 200);
  }
  return v;
}

// The partizan games of a sum to play: each side's moves, the keys and values.
function pzSumComponents(v, args) {
  const parts = Array.isArray(args.parts) ? args.parts.length : 0;
  list(v, 'the components', parts, parts);
  for (const c of v) {
    obj(c, 'a component');
    const n = int(c.n, 'n', 1, SUM_PLAY_MAX);
    for (const side of ['left', 'right']) {
      const x = obj(c[side], side);
      const start = ints(x.start, side + '.start', n + 1, 0, SUM_EDGES_MAX);
      for (let i = 0; i < n; i++) if (start[i + 1] < start[i]) fail(side + '.start is not in order');
      if (start[0] !== 0) fail(side + '.start');
      ints(x.to, side + '.to', start[n], 0, n - 1);
      if (x.names !== null) names(x.names, side + '.names', start[n], 200);
    }
    names(c.names, 'names', n, 200);
    names(c.values, 'values', n, VALUE_MAX);
    int(c.at, 'at', 0, n - 1);
  }
  return v;
}

// The id of a key: -1 (none) or a position's id.
function found(v) {
  obj(v, 'the id');
  int(v.id, 'id', -1);
  return v;
}

const CHECKS = { find: found, solve, view, rows, graph, export: exported, sumPositions, sum, sumComponents, pzSum, pzSumComponents };

// The reply to op (asked with args) if it fits the protocol; throws ProtocolError.
export function checkReply(op, value, args = {}) {
  const check = CHECKS[op];
  if (!check) fail('an unknown operation ' + op);
  return check(value, args || {});
}

// A progress report as the page uses it (numbers only), whatever was sent: the
// positions found and solved, the time, the memory held and its budget, what a
// position costs, the workers and how many are busy, the tier being solved.
export function progressOf(p) {
  const q = isObject(p) ? p : {};
  const n = (x) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);
  return {
    found: n(q.found), solved: n(q.solved), phase: q.phase === 'solve' ? 'solve' : 'explore', ms: n(q.ms), ran: q.ran !== false,
    bytes: n(q.bytes), budget: n(q.budget), bytesPerPosition: n(q.bytesPerPosition), fits: n(q.fits),
    workers: Math.min(n(q.workers), MAX_WORKERS), busy: Math.min(n(q.busy), MAX_WORKERS),
    tier: typeof q.tier === 'number' && Number.isFinite(q.tier) ? q.tier : null, tierStep: n(q.tierStep), tiers: n(q.tiers),
  };
}
