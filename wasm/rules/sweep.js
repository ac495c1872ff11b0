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

// Positions at most (depths held in 28 bits of a score).
export const SWEEP_MAX = 1 << 28;
// The most bytes solving n positions with m moves holds besides what the explorer
// holds (the moves among it): a score and a move per position while every chunk
// of moves may still be held, then the outcomes once they are dropped.
export const sweepBytes = (n, m) => 8 * n + Math.max(0, n - 8 * m);
const PROGRESS_EVERY = 1 << 16;
// A position's score while sweeping, higher the better for the player moving
// into it: a WIN at depth d is d (the loser moving there prefers it slower), a
// DRAW is DRAWN, a LOSE at depth d is LOST - d (the winner prefers it faster). A
// position's best move is then the first of the highest score, its own score
// settled from it.
const DRAWN = 1 << 29;
const LOST = 1 << 30;
const FIXED_SCORE = [];
FIXED_SCORE[FIXED.WIN] = 0;
FIXED_SCORE[FIXED.LOSE] = LOST;
FIXED_SCORE[FIXED.DRAW] = DRAWN;

export function solveForward(n, chunks, fixed, noMove, onProgress) {
  if (n > SWEEP_MAX) throw new Error(`solveForward: at most ${SWEEP_MAX} positions`);
  if (n === 0) return { outcome: new Uint8Array(0), depth: new Int32Array(0), move: new Int32Array(0) };
  const score = new Int32Array(n); // the depths at the end
  const move = new Int32Array(n).fill(-1);
  const none = noMove === 'win' ? 0 : LOST; // (at depth 0)
  // The position whose moves are being read (from the last one back), the highest
  // score its moves read so far reach (-1: none read) and the first move to it.
  // (One loop, no function called in it: measured twice as fast as with the
  // settling in a closure.)
  let u = n - 1;
  let best = -1;
  let bestMove = -1;
  let nextReport = n - PROGRESS_EVERY;
  let bad = 0;
  // (c = -1: past the first chunk, the positions left settled)
  for (let c = chunks.length - 1; c >= -1; c--) {
    const chunk = c >= 0 ? chunks[c] : null;
    if (c >= 0) chunks[c] = null;
    for (let k = c >= 0 ? chunk.length - 2 : 0; k >= 0; k -= 2) {
      const from = c >= 0 ? chunk[k] : -1;
      if (from !== u) {
        if (!(from < u) || (from < 0 && c >= 0)) throw new Error(`solveForward: the moves are not in the order of their positions (${from} after ${u})`);
        // positions u down to from + 1 settled: u from the moves read, the others without a move
        for (; u > from; u--) {
          const f = fixed === null ? 0 : fixed[u];
          if (f !== 0) {
            score[u] = FIXED_SCORE[f];
          } else if (best < 0) {
            score[u] = none;
          } else {
            // a move to a LOSE: a WIN one move slower; to a DRAW: a DRAW; else a LOSE one move slower
            score[u] = best > DRAWN ? LOST - best + 1 : best === DRAWN ? DRAWN : LOST - best - 1;
            move[u] = bestMove;
          }
          best = -1;
          bestMove = -1;
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
      const x = score[to];
      // (read backwards: the last one taken on a tie is the first in moves(p) order)
      if (x >= best) {
        best = x;
        bestMove = to;
      }
    }
  }
  if (bad < 0) throw new Error('solveForward: a move does not go forward to a position id');
  const outcome = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const x = score[i];
    outcome[i] = x < DRAWN ? OUTCOME.WIN : x === DRAWN ? OUTCOME.DRAW : OUTCOME.LOSE;
    score[i] = x < DRAWN ? x : x === DRAWN ? -1 : LOST - x;
  }
  return { outcome, depth: score, move };
}
