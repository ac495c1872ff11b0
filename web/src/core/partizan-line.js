// A partizan game played on a solved partizan graph (the graph page's partizan
// card, pages/graph/partizan-play.js), without the DOM: each side's moves at a
// position, what a position is worth to the side moving there, the solver's
// answer, whether a move was optimal (core/quiz.js, the same judgement as every
// page's quiz) and the line played so far.
//
// r: the graph page's partizan solve (pages/graph/partizan-ops.js): n, leftEdges and
// rightEdges ((u, v) pairs), outcomeLeft/Right, depthLeft/Right, moveLeft/Right
// (for the side moving first at a position: the outcome for it, the moves to the
// end with best play, one optimal move or -1).
//
//   const idx = movesIndex(r);
//   idx.of('left', v)                 Left's moves from v (an Int32Array of positions)
//   valueOf(r, 'left', v)             { outcome, depth } for Left moving first at v
//   solverMove(r, idx, 'right', v)    Right's optimal move from v, or -1 (no move)
//   judge(r, 'left', v, w, idx)       whether Left's move v -> w was optimal
//   const line = newLine(start, 'left');   then play(r, line, w, by, idx), back(line, k), ...
import { DRAW } from './outcome.js';
import { isOptimal, keepsOutcome, moveRank } from './quiz.js';

export const other = (side) => (side === 'left' ? 'right' : 'left');

// Moves by position: a compressed list per side (counted, then filled, in the
// order of the text).
// best: per move, 1 when best by the theory (the solve's leftBest / rightBest), or null.
function compress(n, edges, best) {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < edges.length; i += 2) start[edges[i] + 1]++;
  for (let v = 0; v < n; v++) start[v + 1] += start[v];
  const at = start.slice(0, n);
  const to = new Int32Array(edges.length >> 1);
  const flags = best ? new Uint8Array(to.length) : null;
  for (let i = 0; i < edges.length; i += 2) {
    const k = at[edges[i]]++;
    to[k] = edges[i + 1];
    if (flags) flags[k] = best[i >> 1];
  }
  return { start, to, flags };
}

export function movesIndex(r) {
  const left = compress(r.n, r.leftEdges, r.leftBest || null);
  const right = compress(r.n, r.rightEdges, r.rightBest || null);
  const of = (side) => (side === 'left' ? left : right);
  return {
    of(side, v) {
      const c = of(side);
      return c.to.subarray(c.start[v], c.start[v + 1]);
    },
    // whether side's move v -> w is best by the theory (true where the solve has no
    // such flags: a game with cycles, a big one)
    best(side, v, w) {
      const c = of(side);
      if (!c.flags) return true;
      for (let k = c.start[v]; k < c.start[v + 1]; k++) if (c.to[k] === w && c.flags[k]) return true;
      return false;
    },
  };
}

// What position v is worth to `side` moving first there.
export function valueOf(r, side, v) {
  return side === 'left' ? { outcome: r.outcomeLeft[v], depth: r.depthLeft[v] } : { outcome: r.outcomeRight[v], depth: r.depthRight[v] };
}

// Whether side's move v -> w is optimal: with the solve's best moves by the theory
// (idx.best: a short game), it keeps the outcome v offers through an option
// dominated by none (a faster win through a dominated option is no better); else
// it keeps the best v offers, as fast (a win) or as slowly (a loss) as the solver
// would (core/quiz.js). After it the other side moves first at w.
export function judge(r, side, v, w, idx) {
  const mine = valueOf(r, side, v);
  const next = valueOf(r, other(side), w);
  if (idx && r.leftBest) return keepsOutcome(mine, next) && idx.best(side, v, w);
  return isOptimal(mine, next);
}

// side's optimal move from v: the solver's (the engine's choice, as the table
// shows it), else the best by the values (a win soonest, a draw, a loss latest);
// -1 when side has no move.
export function solverMove(r, idx, side, v) {
  const moves = idx.of(side, v);
  if (moves.length === 0) return -1;
  const mine = side === 'left' ? r.moveLeft[v] : r.moveRight[v];
  if (mine >= 0 && moves.includes(mine) && judge(r, side, v, mine, idx)) return mine;
  let best = moves[0];
  let rank = -Infinity;
  for (const w of moves) {
    if (r.leftBest && !judge(r, side, v, w, idx)) continue; // best by the theory first
    const k = moveRank(valueOf(r, other(side), w)); // (for the other side, moving next)
    if (k > rank) {
      rank = k;
      best = w;
    }
  }
  return best;
}

// ---- the line played ----------------------------------------------------------------------

// A line from `start`, `first` to move: positions path[0..], by[i] who played the
// i-th move ('player' or 'solver'), optimal[i] whether it was optimal (the sides
// alternate: sideAt).
export function newLine(start, first) {
  return { path: [start], first, by: [], optimal: [] };
}

// The side to move after k moves of the line.
export function sideAt(line, k) {
  return k % 2 === 0 ? line.first : other(line.first);
}

export const here = (line) => line.path[line.path.length - 1];
export const toMove = (line) => sideAt(line, line.path.length - 1);

// Plays the move to w by the side to move (by: 'player' | 'solver'); returns
// whether it was optimal.
export function play(r, line, w, by, idx) {
  const ok = judge(r, toMove(line), here(line), w, idx);
  line.path.push(w);
  line.by.push(by);
  line.optimal.push(ok);
  return ok;
}

// Back to the position after k moves.
export function back(line, k) {
  line.path.length = k + 1;
  line.by.length = k;
  line.optimal.length = k;
}

// How the line stands: 'over' (the side to move has no move: it lost), 'repeat'
// (the position came back with the same side to move, and with best play it is a
// draw: the play would go round for ever), or 'on'.
export function status(r, idx, line) {
  const v = here(line);
  const side = toMove(line);
  if (idx.of(side, v).length === 0) return { state: 'over', loser: side };
  if (valueOf(r, side, v).outcome === DRAW) {
    for (let k = line.path.length - 3; k >= 0; k -= 2) if (line.path[k] === v) return { state: 'repeat' };
  }
  return { state: 'on' };
}

// The value history's points: after each move (and at the start), the value for
// the side to move (outcome and remoteness) and the side, for the chart's labels.
export function points(r, line) {
  return line.path.map((v, k) => {
    const side = sideAt(line, k);
    const o = valueOf(r, side, v);
    return { v, side, outcome: o.outcome, depth: o.depth, by: k === 0 ? null : line.by[k - 1] };
  });
}
