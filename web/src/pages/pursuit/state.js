// The pursuit page's state: one frozen object in a store (core/store.js), changed
// only by the named updates below; the views subscribe and draw from it.
import { createStore } from '../../core/store.js';

export const INITIAL = {
  model: null, // model.js: the board, the pieces, the rules (replaced, never changed in place)
  presetId: '', // the preset shown, unedited ('' for a board of one's own)
  editedFrom: '', // the preset an edited board came from ('' if none): the board is one's own now
  gameVersion: 0, // walls, exits, rules, size: a new game to solve
  solvedVersion: -1,
  summary: null, // of the last solve
  solveCount: 0,
  copStarts: null, // BOI 2014: the cop's winning corners
  history: [], // PursuitStateInfo of the line shown: played moves, then optimal play
  idx: 0, // history[idx] is shown
  played: 0, // against the solver: history[0..played] was played, the rest is the solver's line
  optimalFrom: 0, // history[optimalFrom..] is the solver's optimal line (before: moves a person chose)
  human: 'none', // 'none' (watch), 'pursuer' or 'evader': the side a person plays
  flags: {}, // move index -> { lost: 'win' | 'draw', was } for moves that threw a result away
  picks: {}, // move index -> { optimal, best } for moves a person chose (quiz.js judgeMove): a quiz's score
  quiz: false, // "Hide values" (quiz.js): every value hidden while a person plays (quiz=1 in the link; the course page's hide-values)
  viewMode: 'plain', // 'plain' or the piece whose map is shown
  view: null, // what the board shows: { pursuer, evader, last, map, mapPiece, targets, moveLabels }
  moves: null, // the successors of history[idx], each with its value for the mover
  targets: null, // the same, when a person is to move (their cells are clickable)
  tool: 'wall',
  busy: true,
  progress: null, // { pct, n, s } while solving; pct null before the engine reports
  status: { key: 'pg.loading', vars: null, kind: '' },
  error: null, // the board's error (a message), shown under the status
  pasteError: null, // { message, line, column }
};

// The fields of a board once edited: one's own, made from the preset it was.
function ownBoard(s) {
  return { presetId: '', editedFrom: s.presetId || s.editedFrom };
}

export function createBoardStore() {
  const store = createStore(INITIAL);
  const set = store.set;
  const get = store.get;
  const updates = {
    // A new model (a preset, a pasted text, a resize): nothing of the old game is kept.
    // editedFrom: the preset it was made from by an edit (a resize).
    newModel(model, presetId = '', editedFrom = '') {
      set({ model, presetId, editedFrom, gameVersion: get().gameVersion + 1, summary: null, copStarts: null, history: [], idx: 0, played: 0, flags: {}, picks: {}, human: 'none', moves: null, targets: null, error: null });
    },
    // Walls, exits, rules: the game must be solved again; the pieces stay. An edit
    // makes the board one's own: no longer the preset (nor linked as it).
    gameChanged(model) {
      set({ model, ...ownBoard(get()), gameVersion: get().gameVersion + 1, copStarts: null, history: [], idx: 0, played: 0, flags: {}, picks: {}, moves: null, targets: null });
    },
    // Only the pieces moved, or who moves first: the same game, another start (an edit too).
    startChanged(model) {
      set({ model, ...ownBoard(get()), history: [], idx: 0, played: 0, flags: {}, picks: {}, moves: null, targets: null });
    },
    solving() {
      set({ busy: true, progress: { pct: null }, status: { key: 'pg.st.solving' }, error: null });
    },
    progress(p) {
      set({ progress: p });
    },
    solved(summary, version) {
      set({ summary, solvedVersion: version, solveCount: get().solveCount + 1, progress: null, status: { key: 'pg.st.solved', vars: { summary }, kind: 'ok' } });
    },
    solveFailed(message) {
      set({ summary: null, busy: false, progress: null, error: message, status: { key: 'pg.st.notSolved', kind: 'error' }, history: [], idx: 0 });
    },
    // The worker is gone (cancelled, crashed): so is the solved game.
    lost(statusKey) {
      set({ summary: null, solvedVersion: -1, history: [], idx: 0, played: 0, busy: false, progress: null, moves: null, targets: null, status: { key: statusKey } });
    },
    copStarts(starts, model) {
      set({ copStarts: starts, model: model || get().model });
    },
    // The line shown: history, the index shown, how much of it was played, and
    // where the solver's optimal line in it begins; the moves a person chose in it.
    line(history, idx = get().idx, played = get().played, flags = get().flags, optimalFrom = get().optimalFrom, picks = get().picks) {
      set({ history, idx, played, flags, optimalFrom, picks });
    },
    goTo(idx) {
      set({ idx });
    },
    human(side) {
      set({ human: side, played: side === 'none' ? 0 : get().idx, flags: {}, picks: {} });
    },
    quiz(on) {
      set({ quiz: !!on });
    },
    viewMode(mode) {
      set({ viewMode: mode });
    },
    shown(view, moves, targets) {
      set({ view, moves, targets });
    },
    tool(tool) {
      set({ tool });
    },
    busy(busy) {
      set({ busy });
    },
    status(key, vars = null, kind = '') {
      set({ status: { key, vars, kind } });
    },
    error(message) {
      set({ error: message || null });
    },
    pasteError(e) {
      set({ pasteError: e ? { message: e.message, line: e.line || null, column: e.column || null } : null });
    },
  };
  return { store, updates };
}

export const isFresh = (s) => s.summary !== null && s.solvedVersion === s.gameVersion;
export const current = (s) => s.history[s.idx] || null;
// Whether it is the person's turn in a game against the solver.
export const humanToMove = (s) => {
  const cur = current(s);
  return !!cur && isFresh(s) && s.human !== 'none' && !cur.ended && cur.side === (s.human === 'pursuer' ? 0 : 1);
};
