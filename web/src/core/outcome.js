// The one vocabulary of outcomes in JS, mirroring solver/core/outcome.hpp: the
// codes the module, the rules engine and the sandbox's replies give (an outcome
// for the player to move: r.outcome[v], a view's .outcome; the module's gg.Outcome
// and gg.Fixed hold the same numbers) and every way the pages write them. Compare
// an outcome with these names, never with a number, and write it with these
// functions, not with a list of words of one's own.
//
//   code       DRAW = 0   WIN = 1   LOSE = 2   (Outcome in outcome.hpp)
//   name       'draw'     'win'     'lose'     value history points, embed states,
//                                              data-outcome, the rules page's JSON; the
//                                              end of CSS classes (badge-win, chip-win,
//                                              o-win) and of i18n keys (o.win, rules.t.win)
//   word       'DRAW'     'WIN'     'LOSE'     as the command prints it: the graph page's
//                                              CSV and JSON; i18n o.WIN (a badge's word)
//   letter     'D'        'W'       'L'        i18n letter.W; the keys of graph-view's COLORS
//   rank       2          0         1          the order of tables and sorts: wins, losses, draws
//
// Fixed outcomes (Fixed in outcome.hpp: r.fixed[v], a rules view's .fixed, what a
// graph's `u = win` line or a rules script's outcome(p) says): FIXED_NONE = 0, then
// win 1, lose 2, draw 3; fixedOutcome(f) is the outcome a fixed code says.
// No DOM, no strings of the page.

// The codes themselves are the rules engine's (wasm/rules/outcome.js, the one list
// of them in JS, beside outcome.hpp); here they get their names.
import { OUTCOME, FIXED as FIXED_CODES, fixedOutcome as fixedOf } from '../../../wasm/rules/outcome.js';

export const DRAW = OUTCOME.DRAW;
export const WIN = OUTCOME.WIN;
export const LOSE = OUTCOME.LOSE;

export const FIXED_NONE = FIXED_CODES.NONE;

const NAME = ['draw', 'win', 'lose'];
const WORD = ['DRAW', 'WIN', 'LOSE'];
const LETTER = ['D', 'W', 'L'];
const RANK = [2, 0, 1];

export const outcomeName = (o) => NAME[o];
export const outcomeWord = (o) => WORD[o];
export const outcomeLetter = (o) => LETTER[o];
export const outcomeRank = (o) => RANK[o];

// The i18n keys: the name in a sentence ('win'), the word on a badge ('WIN'), the letter.
export const nameKey = (o) => 'o.' + NAME[o];
export const wordKey = (o) => 'o.' + WORD[o];
export const letterKey = (o) => 'letter.' + LETTER[o];

// The outcome a fixed code says; -1 for FIXED_NONE (and undefined for a partizan
// script's LEFT_WINS / RIGHT_WINS, which depend on the side to move).
export const fixedOutcome = fixedOf;

// The same position for the other player: what a position worth o to the player
// to move there is worth to the player who moved there (WIN and LOSE swap).
export const otherSide = (o) => (o === WIN ? LOSE : o === LOSE ? WIN : DRAW);

// How many of the first n outcomes (an array of codes) are wins, losses and draws.
export function countOutcomes(outcome, n = outcome.length) {
  const c = [0, 0, 0];
  for (let i = 0; i < n; i++) c[outcome[i]]++;
  return { win: c[WIN], lose: c[LOSE], draw: c[DRAW] };
}
