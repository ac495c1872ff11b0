// The race page's state: one store (core/store.js) and the named updates that
// change it. Views render from it; nothing else writes it. Every update is
// synchronous: what a click changes is in the state when the click returns
// (a solve's answer arrives later, through solved() / solveFailed()).
import { createStore } from '../../core/store.js';

const INITIAL = {
  text: '', // the boards as text (the official input), as in the editor
  fromEdit: false, // the text was written by the board editor
  boards: [], // { n, cells, a, b } from the last good text or the editor
  sols: [], // RaceSolution per board, null where unknown (edited, not solved yet)
  index: 0, // the board shown
  mode: 'layers', // colouring: 'layers' | 'a' | 'b'
  line: 'race', // which race is replayed: 'race' (layered) | 'full' (full-state line)
  jump: 'mandatory', // the full-state solver's jump rule: 'mandatory' | 'optional'
  step: 0, // the step of the race shown
  playing: false,
  speed: 1, // index into the replay's speeds
  speedChosen: false, // the reader picked the speed (else it follows the race's length)
  edit: false, // the board editor is on
  tool: 'wall', // what a click on the board does: 'wall' | 'a' | 'b'
  error: null, // { message, line, column } of the last solve, or null
  phase: 'loading', // 'loading' | 'busy' | 'idle' | 'failed' (the solver did not start)
  status: { kind: 'loading' }, // what the status line says (see results.js statusText)
  solveCount: 0, // answers (or errors) received
  ms: 0, // the last solve's time
};

export function createRaceState(initial = {}) {
  const store = createStore({ ...INITIAL, ...initial });
  const { get, set } = store;
  const clampIndex = (i, boards) => Math.max(0, Math.min(boards.length - 1, i));

  const updates = {
    // The reader typed, opened a file or picked an example.
    setText: (text) => set({ text, fromEdit: false }),
    // The board editor changed the boards (and so the text); sols: the solutions
    // still right (null for changed boards).
    edited: ({ boards, sols, index = get().index, text }) =>
      set({ boards, sols, index: clampIndex(index, boards), text, fromEdit: true, error: null }),
    solving: (status) => set({ phase: 'busy', status: status || { kind: 'solving' } }),
    // The answer for `text` (dropped when the text has changed since).
    solved(text, sols, ms) {
      const s = get();
      if (text !== s.text) return false;
      const boards = sols.map((x) => ({ n: x.n, cells: x.cells, a: x.a, b: x.b }));
      set({
        sols,
        boards,
        index: s.index < sols.length ? s.index : 0,
        error: null,
        phase: 'idle',
        status: { kind: 'solved', count: sols.length, biggest: Math.max(0, ...sols.map((x) => x.n)), ms },
        ms,
        solveCount: s.solveCount + 1,
      });
      return true;
    },
    solveFailed(text, error, ms) {
      const s = get();
      if (text !== s.text) return false;
      const patch = { error, phase: 'idle', status: { kind: 'error', line: error.line, column: error.column }, ms, solveCount: s.solveCount + 1 };
      // The board editor made the text: its board is right, just not solvable.
      if (s.fromEdit) {
        const sols = s.sols.slice();
        sols[s.index] = null;
        patch.sols = sols;
      }
      set(patch);
      return true;
    },
    startFailed: (message) => set({ phase: 'failed', status: { kind: 'failed', message } }),
    select: (i) => set({ index: clampIndex(i, get().boards), step: 0 }),
    setMode: (mode) => set({ mode }),
    setLine: (line) => set({ line, step: 0 }),
    setJump: (jump) => set({ jump }),
    // From the replay controller.
    replayed: ({ index, playing, speed }) => set({ step: index, playing, speed }),
    chooseSpeed: (speed) => set({ speed, speedChosen: true }),
    setEditing: (edit) => set({ edit }),
    setTool: (tool) => set({ tool }),
  };
  return { store, ...updates };
}
