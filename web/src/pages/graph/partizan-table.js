// The rows of a partizan graph's table (the graph page's partizan card,
// partizan.js), without the DOM: the positions sorted by a column and filtered by
// class and name, and the same columns as CSV and JSON. r is a partizan solve
// (partizan-ops.js).
//
//   COLUMNS                       the table's columns, in order
//   tableOrder(r, view)           the positions shown: view { col, dir (1 | -1), cls, q }
//                                 col one of COLUMNS or 'index' (the order of the text);
//                                 cls '' (all), a class of core/partizan.js, or 'draw'
//                                 (a draw for either starter); q a part of the name
//   partizanCsv(r), partizanJson(r)
import { csv, json } from '../../core/files.js';
import { CLASSES } from '../../core/partizan.js';
import { outcomeRank, outcomeWord } from '../../core/outcome.js';

export const COLUMNS = ['name', 'value', 'class', 'left', 'leftDepth', 'leftMove', 'right', 'rightDepth', 'rightMove'];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

// A value's place: the numbers in order, then the other values by their text.
function valueNumber(s) {
  const m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(s);
  return m ? (m[1] ? -1 : 1) * (Number(m[2]) / (m[3] ? Number(m[3]) : 1)) : null;
}
function compareValues(a, b) {
  const x = valueNumber(a);
  const y = valueNumber(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null || y !== null) return x !== null ? -1 : 1;
  return collator.compare(a, b);
}

// A depth's place: the decided ones in order, the draws (-1) last.
const depthKey = (d) => (d < 0 ? Infinity : d);

export function tableOrder(r, { col = 'index', dir = 1, cls = '', q = '' } = {}) {
  const name = (v) => r.names[v];
  const moveName = (to) => (to < 0 ? null : name(to));
  const byMove = (move) => (a, b) => {
    const x = moveName(move[a]);
    const y = moveName(move[b]);
    if (x === null || y === null) return (x === null) - (y === null);
    return collator.compare(x, y);
  };
  const byOutcome = (outcome, depth) => (a, b) => outcomeRank(outcome[a]) - outcomeRank(outcome[b]) || depthKey(depth[a]) - depthKey(depth[b]);
  const compare = {
    index: () => 0,
    name: (a, b) => collator.compare(name(a), name(b)),
    value: (a, b) => (r.values ? compareValues(r.values[a], r.values[b]) : 0),
    class: (a, b) => CLASSES.indexOf(r.classes[a]) - CLASSES.indexOf(r.classes[b]),
    left: byOutcome(r.outcomeLeft, r.depthLeft),
    leftDepth: (a, b) => depthKey(r.depthLeft[a]) - depthKey(r.depthLeft[b]),
    leftMove: byMove(r.moveLeft),
    right: byOutcome(r.outcomeRight, r.depthRight),
    rightDepth: (a, b) => depthKey(r.depthRight[a]) - depthKey(r.depthRight[b]),
    rightMove: byMove(r.moveRight),
  }[col] || (() => 0);
  const query = q.toLowerCase();
  const order = [];
  for (let v = 0; v < r.n; v++) {
    const c = r.classes[v];
    if (cls === 'draw' ? !c.includes('D') : cls && c !== cls) continue;
    if (query && !name(v).toLowerCase().includes(query)) continue;
    order.push(v);
  }
  return order.sort((a, b) => dir * compare(a, b) || a - b);
}

// A starter's outcome, depth (null for a draw) and move (null for none) of position v.
function starter(r, side, v) {
  const o = side === 'left' ? r.outcomeLeft[v] : r.outcomeRight[v];
  const d = side === 'left' ? r.depthLeft[v] : r.depthRight[v];
  const to = side === 'left' ? r.moveLeft[v] : r.moveRight[v];
  return { outcome: outcomeWord(o), depth: d < 0 ? null : d, move: to < 0 ? null : r.names[to] };
}

export function partizanCsv(r) {
  const rows = [];
  for (let v = 0; v < r.n; v++) {
    const a = starter(r, 'left', v);
    const b = starter(r, 'right', v);
    const cell = (x) => (x === null ? '' : x);
    rows.push([r.names[v], a.outcome, cell(a.depth), cell(a.move), b.outcome, cell(b.depth), cell(b.move), r.classes[v], r.values ? r.values[v] : '']);
  }
  return csv(['position', 'left_first', 'left_depth', 'left_move', 'right_first', 'right_depth', 'right_move', 'class', 'value'], rows);
}

// { format: 'partizan', short, valueError, positions: [{ name, class, value, leftFirst, rightFirst }],
//   leftMoves: [[from, to]], rightMoves: [[from, to]] }; leftFirst { outcome, depth, move }
export function partizanJson(r) {
  const positions = [];
  for (let v = 0; v < r.n; v++) {
    positions.push({ name: r.names[v], class: r.classes[v], value: r.values ? r.values[v] : null, leftFirst: starter(r, 'left', v), rightFirst: starter(r, 'right', v) });
  }
  const pairs = (e) => {
    const out = [];
    for (let k = 0; k < e.length; k += 2) out.push([r.names[e[k]], r.names[e[k + 1]]]);
    return out;
  };
  return json({
    format: 'partizan',
    short: r.short,
    valueError: r.valueError ? r.valueError.message : null,
    positions,
    leftMoves: pairs(r.leftEdges),
    rightMoves: pairs(r.rightEdges),
  });
}
