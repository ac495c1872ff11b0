// The rules page's state (one store, core/store.js) and the updates that change it.
//   status: 'loading' | 'idle' | 'running' | 'stopped' | 'error' (also on #app's data-status,
//           which reads 'idle' whenever nothing runs)
//   source: the editor's text; ran: the text of the last run (null: none yet)
//   example: the id of the example in the editor, or null (edited, or from a link)
//   fromLink: the script came in a shared link and has not been run
//   progress: { found, rate, phase } while running; stoppedAt: positions found when stopped
//   summary: what the worker said of the solved game (null: none); error: the last run's error
//   path: the position ids played from the opened position (the last is shown)
//   view: the worker's view of the shown position (null while it is fetched)
//   vs: null, or { solver: 0 | 1 } the solver plays when (path.length - 1) % 2 === solver
//   tableAt: first row of the table's page
//   busy: calls to the sandbox under way (the solve, a view, rows, ...): Stop ends them
import { createStore } from '../../core/store.js';

export const DEFAULT_MAX_STATES = 5000000;

export function createRulesState() {
  const store = createStore({
    status: 'loading',
    source: '',
    ran: null,
    example: null,
    fromLink: false,
    maxStates: DEFAULT_MAX_STATES,
    noMove: 'lose',
    progress: null,
    stoppedAt: 0,
    summary: null,
    error: null,
    path: [0],
    view: null,
    vs: null,
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
    progress: (progress) => set({ progress }),
    solved: (summary, ran) => set({ status: 'idle', summary, ran, progress: null, error: null, path: [0], view: null, tableAt: 0 }),
    failed: (error, ran) => set({ status: 'error', error, ran, progress: null, summary: null, view: null }),
    stopped: (found) => set({ status: 'stopped', stoppedAt: found, progress: null, summary: null, view: null }),
    lost: () => set({ summary: null, view: null }),
    goTo: (path) => set({ path, view: null }),
    viewed: (view) => set({ view }),
    vs: (vs) => set({ vs }),
    table: (tableAt) => set({ tableAt }),
    busy: (busy) => set({ busy }),
  };
}
