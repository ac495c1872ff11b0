// What a quiz ("Hide values") judges, the same on every page that plays a game
// (the rules page's game-line.js, the graph page's ui/play.js, the board page's
// quiz.js): whether a move was optimal, and the score of the reader's moves.
// No DOM, no strings.
//
// A value is { outcome, depth } for the player to move: outcome a code of
// core/outcome.js (the engine's), depth the moves to the end with best play (-1
// where none is known: a draw, or a win that only endless play gives).
import { DRAW, WIN, LOSE, otherSide } from './outcome.js';

// Whether moving from a position worth v to one worth m (for the player to move
// there) is optimal: it keeps the best result v offers, as fast (a win) or as
// slowly (a loss) as the solver would.
export function isOptimal(v, m) {
  if (v.outcome === DRAW) return m.outcome === DRAW;
  if (m.outcome !== otherSide(v.outcome)) return false;
  return v.depth < 0 ? m.depth < 0 : m.depth === v.depth - 1;
}

// Whether moving from a position worth v to one worth m keeps v's outcome (a win
// stays a win, a draw a draw), however fast.
export function keepsOutcome(v, m) {
  return v.outcome === DRAW ? m.outcome === DRAW : m.outcome === otherSide(v.outcome);
}

// The order of moves for the player who plays them (m: the value after the move,
// for the player to move then): higher is better, the fastest win, then a draw,
// then the slowest loss.
export function moveRank(m) {
  if (m.outcome === LOSE) return 1e9 - m.depth;
  if (m.outcome === WIN) return -1e9 + m.depth;
  return 0;
}

// A partizan game's best moves, by the theory: where each move's option carries its
// role in the simplification of the position's game (m.role: 'kept', 'reversible',
// 'dominated', ...; the rules page's views, sandbox/partizan-why.js), a move is best
// when it keeps the best result v offers and its option is dominated by none (a
// faster win through a dominated option is no better: in a sum it gives value
// away); without roles (no values: a game with cycles), isOptimal.
// (An option 'dominated' by an equal one listed before it, m.because its index in
// v.moves, is as good: only a strictly better option makes a move not best.)
export function isBestMove(v, m) {
  if (!m.role) return isOptimal(v, m);
  if (!keepsOutcome(v, m)) return false;
  if (m.role !== 'dominated') return true;
  const by = v.moves && v.moves[m.because];
  return !!by && !!m.value && by.value === m.value;
}

// The score of a quiz: of the moves (each { by, optimal }) all but the solver's
// are the reader's; how many of them were optimal.
export function score(steps) {
  let total = 0;
  let optimal = 0;
  for (const s of steps) {
    if (s.by === 'solver') continue;
    total++;
    if (s.optimal) optimal++;
  }
  return { optimal, total };
}
