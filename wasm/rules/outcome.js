// The outcome codes in JS, listed once, mirroring solver/core/outcome.hpp (the
// module's gg.Outcome and gg.Fixed hold the same numbers): the rules engine's, and
// the pages' through web/src/core/outcome.js (their names, words and letters): an
// outcome for the player to move, and what a script's outcome(p) fixes. A partizan
// script's outcome(p) may also name the winner whoever is to move (codes 4 and 5,
// read by wasm/bindings_partizan.cpp).
export const OUTCOME = Object.freeze({ DRAW: 0, WIN: 1, LOSE: 2 });
export const FIXED = Object.freeze({ NONE: 0, WIN: 1, LOSE: 2, DRAW: 3, LEFT_WINS: 4, RIGHT_WINS: 5 });

// The outcome a fixed code WIN, LOSE or DRAW gives the player to move.
const OF_FIXED = [-1, OUTCOME.WIN, OUTCOME.LOSE, OUTCOME.DRAW];
export const fixedOutcome = (code) => OF_FIXED[code];
