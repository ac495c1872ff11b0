// The graph page's state: one store (core/store.js) and the named updates that
// change it. Views subscribe and render from it; nothing else writes it.
import { createStore } from '../../core/store.js';
import { countOutcomes } from '../../core/outcome.js';

export const FORMATS = ['auto', 'named', 'cp', 'cp0', 'partizan'];
export const LAYOUTS = ['auto', 'fcose', 'breadthfirst', 'circle'];

function initialState() {
  return {
    source: 'editor', // or 'file' (too big for the editor, solved from the file)
    file: null,
    text: '', // the editor's text
    noMove: 'lose', // what happens to a player who cannot move: 'lose' | 'win'
    format: 'auto', // how the text is read: auto | named | cp | cp0 | partizan (auto reads a text whose first move is 'u L v' as partizan)
    example: '', // the example the text came from ('' once edited)
    result: null, // the last solved graph (a partizan graph's: format 'partizan', pages/graph/partizan-ops.js)
    resultKey: null, // what it is the solution of (source, text or file, convention, format)
    stale: false, // the text, convention or format changed since the result
    selected: -1, // the explained vertex
    view: 'solved', // or 'steps' (the step-through)
    step: 0,
    layout: 'auto',
    values: 'outcome', // what the page computes: 'outcome' (win / lose / draw) | 'grundy' (Sprague-Grundy values)
    quiz: false, // "Hide values": every value hidden, a game's moves judged once played (quiz=1 in the link; the course page's hide-values)
    busy: false,
    progress: null, // { phase, done, total, bytes } while a long solve runs
    status: { key: 'status.loading' }, // { key, vars, kind }: said again on a language switch
    runNote: null, // { key, vars }
    error: null, // { message, line, column } of the last failed solve
    mode: null, // where the last solve ran: 'page' | 'worker' | 'blob-worker'
    drawn: false,
    loaded: false, // the first solve is over (the page is 'idle' from then on when not busy)
    solveCount: 0,
    counts: null,
  };
}

// The key a result is filed under: the same key means the same answer.
export function requestKey(s) {
  const what = s.source === 'file' && s.file ? 'file:' + s.file.name + ':' + s.file.size + ':' + s.file.lastModified : 'text:' + s.text;
  return s.noMove + '|' + s.format + '|' + what;
}
// The graph only (not the convention): a change of convention keeps the drawing.
export function graphKey(key) {
  return key ? key.slice(key.indexOf('|') + 1) : null;
}

export function createGraphState() {
  const store = createStore(initialState());
  // A change of what is to be solved: the result shown no longer matches it.
  const change = (patch) =>
    store.update((s) => {
      const next = { ...s, ...patch };
      return { ...patch, stale: !!s.result && requestKey(next) !== s.resultKey };
    });
  const updates = {
    setText(text, example = '') {
      change({ text, example, source: 'editor', file: null });
    },
    setFile(file) {
      change({ source: 'file', file, example: '' });
    },
    useEditor() {
      change({ source: 'editor', file: null });
    },
    setNoMove(noMove) {
      change({ noMove: noMove === 'win' ? 'win' : 'lose' });
    },
    setFormat(format) {
      change({ format: FORMATS.includes(format) ? format : 'auto' });
    },
    setValues(values) {
      store.set({ values: values === 'grundy' ? 'grundy' : 'outcome' });
    },
    setQuiz(on) {
      store.set({ quiz: !!on });
    },
    setLayout(layout) {
      if (LAYOUTS.includes(layout)) store.set({ layout });
    },
    solveStarted() {
      store.set({ busy: true, progress: null, runNote: null, status: { key: 'status.solving' } });
    },
    progress(p) {
      store.set({ progress: p });
    },
    // A solve came back: its result, for the request it was made for.
    solved(result, { key, mode, ms, note }) {
      store.update((s) => {
        const sameGraph = graphKey(s.resultKey) === graphKey(key);
        const keep = sameGraph && s.selected >= 0 && s.selected < result.n;
        return {
          result,
          resultKey: key,
          stale: requestKey(s) !== key,
          selected: keep ? s.selected : -1,
          error: null,
          mode,
          runNote: note || null,
          solveCount: s.solveCount + 1,
          counts: { n: result.n, m: result.m, ...(result.counts || countOutcomes(result.outcome)) },
          status: { key: 'status.solved', vars: { ms, mode, format: result.format }, kind: 'ok' },
        };
      });
    },
    failed(e) {
      store.update((s) => {
        if (e && e.cancelled) return { busy: false, progress: null, status: { key: 'status.cancelled' }, stale: !!s.result && requestKey(s) !== s.resultKey };
        const error = { message: e.message, line: e.line, column: e.column };
        const parse = e.line !== undefined && e.line !== null;
        const status = parse
          ? { key: s.result ? 'status.errorKeep' : 'status.error', kind: 'error' }
          : { key: 'status.couldNot', vars: { msg: e.message }, kind: 'error' };
        return { busy: false, progress: null, error, status, stale: !!s.result && requestKey(s) !== s.resultKey };
      });
    },
    // The solve and its drawing are over.
    finished() {
      store.set({ busy: false, progress: null });
    },
    loaded() {
      store.set({ loaded: true, busy: false });
    },
    nothingToSolve() {
      store.set({ busy: false, progress: null, error: null, status: { key: 'status.typeHtml' } });
    },
    setStatus(key, vars, kind) {
      store.set({ status: { key, vars, kind } });
    },
    select(v) {
      store.set({ selected: v });
    },
    setDrawn(drawn) {
      store.set({ drawn });
    },
    openSteps(step = 0) {
      store.set({ view: 'steps', step });
    },
    closeSteps() {
      store.set({ view: 'solved' });
    },
    setStep(step) {
      store.set({ step });
    },
  };
  return { store, ...updates };
}
