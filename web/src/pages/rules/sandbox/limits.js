// The sizes of what the rules sandbox's worker sends the page, written once: the
// worker (sandbox/worker.js) clips its answers to them, and the page
// (sandbox-replies.js) refuses a reply past them.
export const MOVES_MAX = 400; // the moves listed for a position
export const CELLS_MAX = 64; // the cells of the grid drawn a move may change (more: none sent)
export const GRID_MAX = 64; // the rows, and the columns, of a grid drawn
export const TEXT_MAX = 4000; // the characters of a text shown
export const DRAW_MAX_VERTICES = 2000; // the state graph drawn: its positions
export const DRAW_MAX_EDGES = 8000; // and its moves
export const ROWS_MAX = 500; // the rows of the table in one answer
export const SUM_LIST_MAX = 1000; // the positions of a part of a sum offered to pick from
export const SUM_PLAY_MAX = 20000; // the positions of a game played in a sum
export const TITLE_MAX = 200; // the characters of the game's title, in each language
export const DESCRIPTION_MAX = 2000; // and of its description
export const LEGEND_MAX = 64; // the entries of the drawing's legend
export const LEGEND_TEXT_MAX = 8; // the characters of a legend's key, and of its text
// A partizan position's simplification step by step (the module's partizanSteps):
export const STEPS_SENT = 200; // its steps
export const STEP_TEXT = 200; // the characters of an option, an answer or a bound in a step
export const STEP_FORM = 2000; // of a form
export const REPLACED_SENT = 20; // the options replacing a reversible one, listed
