// Games whose every move goes to a later id: solved by one sweep from the last id
// down, each position's value from its moves' (minimax), without the engine's
// predecessor lists and queue. A breadth-first exploration numbers a game whose
// moves each add a stone, a disc or a mark (Connect Four, tic-tac-toe) so: no
// cycle, and every move from one layer to the next (explore.js says whether every
// move went forward: Explorer.forward). Connect Four 5 x 4 (3,945,711 positions,
// 8,757,625 moves): 0.2 s against 0.42 s for the moves written into the module's
// memory and solved there.
//
// The same outcomes and depths as the engine (solver/core/retrograde.hpp: the
// winner takes the fastest win, the loser the slowest loss; a position whose
// outcome(p) is fixed has depth 0, -1 for a draw; one without a move loses, or wins
// with noMove 'win'); the move: the first in moves(p) order that realises the
// value, as where the moves are not kept (tiers: result.js, bestOf).
//
//   const { outcome, depth, move } = solveForward(n, chunks, fixed, noMove, onProgress);
//   chunks: the moves as (from, to) pairs of ids in Int32Arrays, in the order of
//   their positions and, for each, of moves(p) (Explorer.takeMoves: each chunk is
//   dropped, chunks[c] = null, once read); fixed: the fixed outcome codes
//   (Explorer.fixedCodes) or null; onProgress(solved): now and then.
import { OUTCOME, FIXED } from './outcome.js';

// Positions at most (depths held as depth << 2 | outcome in an Int32Array).
export const SWEEP_MAX = 1 << 28;
// The bytes solving n positions holds besides the moves (each chunk dropped as it is read).
export const sweepBytes = (n) => 9 * n;
const PROGRESS_EVERY = 1 << 16;
const NO_LOSE = 0x7fffffff;
// The value (depth << 2 | outcome) of a fixed outcome code, at depth 0 (a draw's depth is -1 at the end).
const FIXED_VALUE = [];
FIXED_VALUE[FIXED.WIN] = OUTCOME.WIN;
FIXED_VALUE[FIXED.LOSE] = OUTCOME.LOSE;
FIXED_VALUE[FIXED.DRAW] = OUTCOME.DRAW;

export function solveForward(n, chunks, fixed, noMove, onProgress) {
  if (n > SWEEP_MAX) throw new Error(`solveForward: at most ${SWEEP_MAX} positions`);
  // per position: depth << 2 | outcome while sweeping (a LOSE of smaller depth is
  // a smaller value, a WIN of greater depth a greater one); the depth at the end
  const value = new Int32Array(n);
  const move = new Int32Array(n).fill(-1);
  const none = noMove === 'win' ? OUTCOME.WIN : OUTCOME.LOSE;
  // The position whose moves are being read (from the last one back), and what
  // they reached so far: the least LOSE value and the first move to it, the first
  // DRAW, the greatest WIN value and the first move to it. (One loop, no function
  // called in it: measured twice as fast as with the settling in a closure.)
  let u = n - 1;
  let moves = 0;
  let lose = NO_LOSE;
  let loseMove = -1;
  let drawMove = -1;
  let win = -1;
  let winMove = -1;
  let nextReport = n - PROGRESS_EVERY;
  let bad = 0;
  // (c = -1: past the first chunk, the positions left settled)
  for (let c = chunks.length - 1; c >= -1; c--) {
    const chunk = c >= 0 ? chunks[c] : null;
    if (c >= 0) chunks[c] = null;
    for (let k = c >= 0 ? chunk.length - 2 : 0; k >= 0; k -= 2) {
      const from = c >= 0 ? chunk[k] : -1;
      if (from !== u) {
        if (!(from < u)) throw new Error(`solveForward: the moves are not in the order of their positions (${from} after ${u})`);
        // positions u down to from + 1 settled: u from the moves read, the others without a move
        for (; u > from; u--) {
          const f = fixed === null ? 0 : fixed[u];
          if (f !== 0) {
            value[u] = FIXED_VALUE[f];
          } else if (moves === 0) {
            value[u] = none;
          } else if (loseMove >= 0) {
            value[u] = lose + 3; // (d << 2 | LOSE) + 3 = (d + 1) << 2 | WIN
            move[u] = loseMove;
          } else if (drawMove >= 0) {
            value[u] = OUTCOME.DRAW;
            move[u] = drawMove;
          } else {
            value[u] = win + 5; // (d << 2 | WIN) + 5 = (d + 1) << 2 | LOSE
            move[u] = winMove;
          }
          moves = 0;
          lose = NO_LOSE;
          loseMove = -1;
          drawMove = -1;
          win = -1;
          winMove = -1;
          if (u === nextReport) {
            nextReport -= PROGRESS_EVERY;
            if (onProgress) onProgress(n - u);
          }
        }
        if (c < 0) break;
      }
      const to = chunk[k + 1];
      // (negative once a move does not go forward, or past the last id: checked
      // after the loop, a branch here measured a third of the sweep's time)
      bad |= (to - from - 1) | (n - 1 - to);
      const x = value[to];
      const o = x & 3;
      // (read backwards: the last one taken on a tie is the first in moves(p) order)
      if (o === OUTCOME.LOSE) {
        if (x <= lose) {
          lose = x;
          loseMove = to;
        }
      } else if (o === OUTCOME.DRAW) {
        drawMove = to;
      } else if (x >= win) {
        win = x;
        winMove = to;
      }
      moves++;
    }
  }
  if (bad < 0) throw new Error('solveForward: a move does not go forward to a position id');
  const outcome = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const x = value[i];
    outcome[i] = x & 3;
    value[i] = (x & 3) === OUTCOME.DRAW ? -1 : x >> 2;
  }
  return { outcome, depth: value, move };
}
