// Playing a sum of games against the solver, on the page, from the components'
// Smith values alone (no product graph): each component is a solved graph (its
// values, sets K, the labelling's order, its moves) and a position is one vertex
// per component. The sum's value: XOR of the finite values; one infinite ∞(K) with
// the others' XOR a gives ∞(K xor a); two or more infinite ones give ∞(∅), a draw.
//
// The solver's move, from the value: a win goes to a sum of value 0; so that a won
// game also ends on graphs with cycles, when the opponent has just moved a
// component up (to a greater value or to ∞) the solver moves that component back
// to its old value, at a vertex valued earlier in the labelling (one exists: that
// is how the old vertex got its value), and otherwise it lowers one value (as in
// Nim) or, from ∞(K) with a in K, moves the infinite component to a. Between two
// positions of value 0, either the sum of the values went down, or it stayed and
// the sum of the labelling ranks went down: the game ends. A draw moves to a
// sum that is still a draw; a loss makes any move (to an infinite value first:
// the opponent must then find the way back).

import { DRAW, WIN, LOSE } from './outcome.js';

// The outcomes of sums are core/outcome.js's codes (given here too, for the sum's callers).
export { DRAW, WIN, LOSE };

// A solved graph as a component: r from the grundy op (edges, grundy, infStart,
// infValues, order). The moves as lists of distinct followers, built once.
export function component(r) {
  const n = r.n;
  const count = new Int32Array(n + 1);
  for (let e = 0; e < r.m; e++) count[r.edges[2 * e] + 1]++;
  for (let v = 0; v < n; v++) count[v + 1] += count[v];
  const fill = count.slice(0, n);
  const succ = new Int32Array(r.m);
  for (let e = 0; e < r.m; e++) succ[fill[r.edges[2 * e]]++] = r.edges[2 * e + 1];
  const rank = new Int32Array(n).fill(n);
  const order = r.order || r.fullOrder;
  if (order) for (let i = 0; i < order.length; i++) rank[order[i]] = i;
  return { n, names: r.names, grundy: r.grundy, infStart: r.infStart, infValues: r.infValues, start: count, succ, rank };
}

export function movesOf(c, v) {
  const out = [];
  for (let i = c.start[v]; i < c.start[v + 1]; i++) if (!out.includes(c.succ[i])) out.push(c.succ[i]);
  return out;
}

function infSetOf(c, v) {
  return Array.from(c.infValues.subarray(c.infStart[v], c.infStart[v + 1]));
}

// The sum's value at positions pos: { value (-1: infinite), infSet, outcome }.
export function sumValue(comps, pos) {
  let a = 0;
  let inf = -1;
  let infinite = 0;
  for (let i = 0; i < comps.length; i++) {
    const g = comps[i].grundy[pos[i]];
    if (g >= 0) a ^= g;
    else {
      infinite++;
      inf = i;
    }
  }
  if (infinite === 0) return { value: a, infSet: [], outcome: a === 0 ? LOSE : WIN };
  if (infinite > 1) return { value: -1, infSet: [], outcome: DRAW };
  const k = infSetOf(comps[inf], pos[inf]).map((x) => x ^ a).sort((x, y) => x - y);
  return { value: -1, infSet: k, outcome: k.includes(0) ? WIN : DRAW };
}

// The solver's move at pos, `last` the opponent's move just made ({ comp, from, to })
// or null: { comp, to } or null when no component has a move.
export function solverMove(comps, pos, last) {
  const now = sumValue(comps, pos);
  const after = (i, w) => {
    const next = pos.slice();
    next[i] = w;
    return sumValue(comps, next);
  };
  const earliest = (i, list) => list.reduce((b, w) => (b < 0 || comps[i].rank[w] < comps[i].rank[b] ? w : b), -1);
  if (now.outcome === WIN) {
    // the opponent moved a component up: back to its old value, earlier in the labelling
    if (last) {
      const c = comps[last.comp];
      const old = c.grundy[last.from];
      const g = c.grundy[last.to];
      if (old >= 0 && (g < 0 || g > old)) {
        const back = movesOf(c, last.to).filter((w) => c.grundy[w] === old && c.rank[w] < c.rank[last.from] &&
          after(last.comp, w).outcome === LOSE);
        if (back.length) return { comp: last.comp, to: earliest(last.comp, back) };
      }
    }
    if (now.value > 0) {
      // Nim: lower the component holding the highest bit of the value
      for (let i = 0; i < comps.length; i++) {
        const g = comps[i].grundy[pos[i]];
        if ((g ^ now.value) < g) {
          const to = movesOf(comps[i], pos[i]).filter((w) => comps[i].grundy[w] === (g ^ now.value));
          if (to.length) return { comp: i, to: earliest(i, to) };
        }
      }
    }
    // ∞(K) with a in K (or anything else left): any move to a sum of value 0
    for (let i = 0; i < comps.length; i++) {
      const to = movesOf(comps[i], pos[i]).filter((w) => after(i, w).outcome === LOSE);
      if (to.length) return { comp: i, to: earliest(i, to) };
    }
  }
  let best = null;
  let bestScore = -2;
  for (let i = 0; i < comps.length; i++) {
    for (const w of movesOf(comps[i], pos[i])) {
      const s = after(i, w);
      if (now.outcome === DRAW) {
        if (s.outcome !== WIN) return { comp: i, to: w }; // keeps the draw
        continue;
      }
      // lost (or, impossibly, nothing better): the opponent's hardest position
      const score = s.value < 0 ? 1e9 : s.value;
      if (score > bestScore) {
        bestScore = score;
        best = { comp: i, to: w };
      }
    }
  }
  if (best) return best;
  for (let i = 0; i < comps.length; i++) {
    const list = movesOf(comps[i], pos[i]);
    if (list.length) return { comp: i, to: list[0] };
  }
  return null;
}

// Whether the player to move has any move at all.
export function anyMove(comps, pos) {
  return comps.some((c, i) => c.start[pos[i] + 1] > c.start[pos[i]]);
}

// A Nim heap of size k as graph text: h{k} first (vertex 0), every heap moves to every smaller one.
export function heapText(k) {
  const lines = [];
  for (let j = k; j >= 1; j--) for (let i = j - 1; i >= 0; i--) lines.push('h' + j + ' h' + i);
  return k === 0 ? 'h0\n' : lines.join('\n') + '\n';
}
export const HEAP_MAX = 100;
