// The rules page's state (one store, core/store.js) and the updates that change it.
//   status: 'loading' | 'idle' | 'running' | 'stopped' | 'error' (also on #app's data-status,
//           which reads 'idle' whenever nothing runs)
//   source: the editor's text; ran: the text of the last run (null: none yet)
//   example: the id of the example in the editor, or null (edited, or from a link)
//   fromLink: the script came in a shared link and has not been run
//   progress: { found, rate, phase } while running; stoppedAt: positions found when stopped
//   summary: what the worker said of the solved game (null: none); error: the last run's error
//   convention: what the "A player who cannot move" select says now ('lose' | 'win');
//           results of the other one are stale, as those of an edited script
//   path: the position ids played from the opened position (the last is shown)
//   steps: the moves of path, one per move (game-line.js's stepOf: name, who, value
//          after, optimal, flag); redo: the steps undone, the next one to redo last
//   start: { outcome, depth, key } of path[0] once its view came (the value history's first point)
//   view: the worker's view of the shown position (null while it is fetched)
//   vs: null, or { solver: 0 | 1 } the solver plays when (path.length - 1) % 2 === solver
//   starter: a partizan game's side moving first from path[0] ('left' | 'right'); as: the
//          side the reader plays against the solver (null: both), vs then follows from them
//   quiz: values hidden while the reader plays (each move's value said once it is played)
//   tableAt: first row of the table's page
//   busy: calls to the sandbox under way (the solve, a view, rows, ...): Stop ends them
import { createStore } from '../../core/store.js';
import { DEFAULT_MAX_STATES } from '../../../../wasm/rules/limits.json';

// (the engine's default cap, as the page's own)
export { DEFAULT_MAX_STATES };

// Against the solver in a partizan game: the solver plays the side the reader does
// not, at the plies (from the position opened) where that side moves.
export function vsOf(starter, as) {
  return { solver: as === starter ? 1 : 0 };
}

export function createRulesState() {
  const store = createStore({
    status: 'loading',
    source: '',
    ran: null,
    example: null,
    fromLink: false,
    maxStates: DEFAULT_MAX_STATES,
    noMove: 'lose',
    convention: 'lose',
    progress: null,
    stoppedAt: 0,
    summary: null,
    error: null,
    path: [0],
    steps: [],
    redo: [],
    start: null,
    view: null,
    vs: null,
    starter: 'left',
    as: null,
    quiz: false,
    tableAt: 0,
    busy: false,
  });
  const set = (patch) => store.set(patch);
  return {
    store,
    edited: (source) => set({ source, example: null }),
    picked: (id, source) => set({ source, example: id, fromLink: false }),
    linked: (source) => set({ source, example: null, fromLink: true, status: 'idle', summary: null, error: null }),
    options: (patch) => set(patch),
    running: () => set({ status: 'running', progress: { found: 0, rate: 0, phase: 'explore' }, error: null, fromLink: false, vs: null }),
    // (the side played and who starts are kept for the next partizan game solved)
    progress: (progress) => set({ progress }),
    solved: (summary, ran) => {
      const st = store.get();
      // a partizan game: the side the reader chose (in a link, say) played against the solver
      const vs = summary.partizan ? (st.as ? vsOf(st.starter, st.as) : null) : st.vs;
      set({ status: 'idle', summary, ran, progress: null, error: null, path: [0], steps: [], redo: [], start: null, view: null, tableAt: 0, vs });
    },
    failed: (error, ran) => set({ status: 'error', error, ran, progress: null, summary: null, view: null }),
    stopped: (found) => set({ status: 'stopped', stoppedAt: found, progress: null, summary: null, view: null }),
    lost: () => set({ summary: null, view: null }),
    // a position opened (the start, a row of the table, a vertex of the graph): a new line
    goTo: (path) => set({ path, steps: [], redo: [], start: null, view: null }),
    // a move played (step: game-line.js's stepOf)
    played: (step) => {
      const st = store.get();
      set({ path: [...st.path, step.to], steps: [...st.steps, step], redo: [], view: null });
    },
    // back to the position after k moves of the line; the moves taken back can be redone
    back: (k) => {
      const st = store.get();
      k = Math.max(0, Math.min(k, st.steps.length));
      if (k === st.steps.length) return;
      const undone = st.steps.slice(k).reverse();
      set({ path: st.path.slice(0, k + 1), steps: st.steps.slice(0, k), redo: [...st.redo, ...undone], view: null });
    },
    // n moves undone played again
    forward: (n) => {
      const st = store.get();
      n = Math.min(n, st.redo.length);
      if (n <= 0) return;
      const again = st.redo.slice(st.redo.length - n).reverse();
      set({ path: [...st.path, ...again.map((s) => s.to)], steps: [...st.steps, ...again], redo: st.redo.slice(0, st.redo.length - n), view: null });
    },
    viewed: (view) => {
      const st = store.get();
      const start = st.start === null && st.path.length === 1 && view.id === st.path[0]
        ? { outcome: view.outcome, depth: view.depth, key: view.key, value: view.partizan ? view.partizan.value : '' }
        : st.start;
      set({ view, start });
    },
    quiz: (quiz) => set({ quiz: !!quiz }),
    convention: (convention) => set({ convention }),
    vs: (vs) => set({ vs }),
    // a partizan game: the side moving first (a new line from the position opened) and
    // the side the reader plays (null: both)
    starter: (starter) => {
      const st = store.get();
      set({ starter, vs: st.as ? vsOf(starter, st.as) : st.vs, path: [st.path[0]], steps: [], redo: [], start: null, view: null });
    },
    as: (as) => {
      const st = store.get();
      set({ as, vs: as && st.summary && st.summary.partizan ? vsOf(st.starter, as) : st.summary && st.summary.partizan ? null : st.vs });
    },
    table: (tableAt) => set({ tableAt }),
    busy: (busy) => set({ busy }),
  };
}
