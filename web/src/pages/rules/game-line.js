// The game played on the rules page, as data (no DOM, no strings of the page):
// a move's name, what a move is worth to the player who plays it, whether it was
// optimal or threw a win (or a draw) away, the record of a move played, the score
// of a quiz, the points of the value history, the end of a game and the moves a
// cell of the drawing stands for.
//
// A view is the sandbox's view of a position ({ id, key, outcome, depth, move,
// fixed, moves: [{ to, name, key, outcome, depth, label, cells }] }); outcomes are
// the engine's codes for the player to move (core/outcome.js), fixed the fixed
// codes; depth is the remoteness (moves to the end with best play; -1 for a draw).
// A partizan game's view is the same for the side to move (its .partizan.side),
// each move also with the value it reaches (.value); its steps name that side.

import { isOptimal, isBestMove, moveRank, score } from '../../core/quiz.js';
import { DRAW, WIN, LOSE, outcomeName, fixedOutcome, otherSide } from '../../core/outcome.js';

// A key as the page writes it: a string key without the quotes of its JSON ("b", not "\"b\"").
export function keyText(key) {
  const k = String(key);
  if (k.length >= 2 && k[0] === '"' && k[k.length - 1] === '"') {
    try {
      const s = JSON.parse(k);
      if (typeof s === 'string') return s;
    } catch (e) {
      // not a JSON string after all: as it is
    }
  }
  return k;
}

// The name of a move: the script's moveName, else the key of the position it leads to.
export function moveLabel(m) {
  return m.name || keyText(m.key);
}

// The listed move the solver would play (to v.move), or null.
function bestOf(v) {
  return (v && v.moves.find((m) => m.to === v.move)) || null;
}

// Whether playing m at v is optimal: it keeps the best result the position offers,
// as fast (a win) or as slowly (a loss) as the solver would (core/quiz.js, as on
// the graph and board pages); in a partizan game with values, as the theory has it
// (isBestMove: the outcome kept through an option dominated by none).
export { isOptimal, isBestMove };

// 'win' when m turns a won position into one not won, 'draw' when it turns a drawn
// one into a lost one (for the player who moves), else null.
export function flagOf(v, m) {
  if (v.outcome === WIN && m.outcome !== LOSE) return 'win';
  if (v.outcome === DRAW && m.outcome === WIN) return 'draw';
  return null;
}

// What m is worth to the player who plays it: its value and in how many moves the
// game ends with best play (the remoteness after it, plus this move).
export function moveWorth(m) {
  return { value: outcomeName(otherSide(m.outcome)), moves: m.outcome === DRAW ? -1 : m.depth + 1 };
}

// Higher is better for the player who plays m: the fastest win, a draw, the slowest
// loss (core/quiz.js, the same order on every page).
export const rank = moveRank;

// The record of m played at v by 'you', 'solver' or null (neither: the reader
// plays both sides): where it went, its name, the value after it (for the player
// to move then), whether it was optimal, the flag, the best move where it was not.
export function stepOf(v, m, by = null) {
  const best = bestOf(v);
  const optimal = isBestMove(v, m);
  return {
    from: v.id,
    to: m.to,
    name: moveLabel(m),
    key: m.key,
    outcome: m.outcome,
    depth: m.depth,
    label: m.label || '',
    // a partizan game's: the side that played it, the value it reached
    ...(v.partizan ? { side: v.partizan.side, value: m.value || '' } : {}),
    by,
    optimal,
    flag: flagOf(v, m),
    best: !optimal && best ? { name: moveLabel(best), outcome: best.outcome, depth: best.depth } : null,
  };
}

// The step the solver plays at v: its optimal move (the first if it has none).
// Where the move is past the moves listed, its value follows from v's.
export function solverStep(v) {
  const to = v.move >= 0 ? v.move : v.moves.length ? v.moves[0].to : -1;
  if (to < 0) return null;
  const m = v.moves.find((x) => x.to === to) || { to, name: '', key: '#' + to, outcome: otherSide(v.outcome), depth: v.outcome === DRAW ? -1 : v.depth - 1, label: '' };
  return stepOf(v, m, 'solver');
}

// Who played the i-th move (0-based) of a line: 'you' or 'solver' against the
// solver, else 'first' or 'second' (the player to move where the line starts).
// (in a partizan game, 'left' or 'right' rather than first and second).
export function roleOf(steps, i) {
  return stepRole(steps[i], i);
}

// The same for a step s that is the i-th move of its line.
export function stepRole(s, i) {
  const by = s && s.by;
  if (by === 'you' || by === 'solver') return by;
  if (s && s.side) return s.side;
  return i % 2 === 0 ? 'first' : 'second';
}

// A partizan game's side to move after k moves from the position opened, starter
// moving first there.
export function sideAfter(k, starter) {
  return k % 2 === 0 ? starter : starter === 'left' ? 'right' : 'left';
}

// The score of a quiz: the reader's moves (all but the solver's) and how many were optimal.
export { score };

// The value history: after each move (and at the start) the value for the player
// to move and its remoteness (null for a draw). start: { outcome, depth, key }.
export function valuePoints(start, steps, labels = {}) {
  const point = (o, d, label) => ({ value: outcomeName(o), remoteness: o === DRAW ? null : d, label });
  const out = [point(start.outcome, start.depth, labels.start ? labels.start(start) : keyText(start.key))];
  steps.forEach((s, i) => out.push(point(s.outcome, s.depth, labels.step ? labels.step(s, i) : i + 1 + '. ' + s.name)));
  return out;
}

// The end of a game at v, or null while a move remains: { result: 'win' | 'draw',
// winner, loser (roles; null in a draw), reason: 'noMove' | 'outcome', fixed: 'win' |
// 'lose' | 'draw' (what outcome(p) said for the player to move) }. toMove, other:
// the roles of the player to move at v and of the other player.
export function endOf(v, toMove, other, noMove) {
  if (!v || v.more > 0 || (!v.fixed && v.moves.length > 0)) return null;
  if (v.fixed) {
    const said = outcomeName(fixedOutcome(v.fixed));
    if (said === 'draw') return { result: 'draw', winner: null, loser: null, reason: 'outcome', fixed: said };
    return { result: 'win', winner: said === 'win' ? toMove : other, loser: said === 'win' ? other : toMove, reason: 'outcome', fixed: said };
  }
  const wins = noMove === 'win';
  return { result: 'win', winner: wins ? toMove : other, loser: wins ? other : toMove, reason: 'noMove', fixed: null };
}

// The moves a click on cell (an index into the grid drawn, width cells a row)
// stands for: those that change that cell; else, where exactly one move changes a
// cell of the same column (a disc dropped in Connect Four), that one; else none.
export function movesAtCell(moves, cell, width) {
  const here = moves.filter((m) => m.cells && m.cells.includes(cell));
  if (here.length) return { how: 'cell', moves: here };
  const column = cell % width;
  const inColumn = moves.filter((m) => m.cells && m.cells.some((c) => c % width === column));
  if (inColumn.length === 1) return { how: 'column', moves: inColumn };
  return { how: 'none', moves: [] };
}

// The moves that change each cell: Map cell -> { moves, best } (best: the one
// worth most to the player who plays it).
export function cellMoves(moves) {
  const out = new Map();
  for (const m of moves) {
    for (const c of m.cells || []) {
      const e = out.get(c);
      if (!e) out.set(c, { moves: [m], best: m });
      else {
        e.moves.push(m);
        if (rank(m) > rank(e.best)) e.best = m;
      }
    }
  }
  return out;
}
