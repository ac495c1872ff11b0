// The graph page's solve: a small text at once on the page (with the engine's
// story for the step-through), a big one, a file, or a text announcing a big
// graph in the solver worker (with progress; Cancel stops it); small texts solved
// again a moment after an edit; the worker started and warmed up once the page is
// idle. Only the latest solve's answer is shown (core/latest.js).
import { $ } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { requestKey } from './state.js';

// Texts longer than this are solved in the worker (with progress), untraced.
const WORKER_TEXT_CHARS = 150000;
// Texts up to this long are solved again by themselves a moment after an edit.
const AUTO_SOLVE_CHARS = 20000;
const AUTO_SOLVE_MS = 600;

// A short text may still announce a big graph: a header 'n m' of the cp form
// beyond this goes to the worker too ('20000000 0' must not stall the page).
const PAGE_MAX_VERTICES = 20000;
const PAGE_MAX_EDGES = 60000;
function announcesBig(text) {
  const head = /^(?:[ \t\r]*(?:#[^\n]*)?\n)*[ \t]*(\d+)[ \t]+(\d+)[ \t\r]*(?:\n|$)/.exec(text.slice(0, 4096));
  return !!head && (Number(head[1]) > PAGE_MAX_VERTICES || Number(head[2]) > PAGE_MAX_EDGES);
}

// hooks: present(result, prevKey) (the card that shows it, awaited), shown() (what
// a link asked for, once the graph is shown), finished() (the address bar, awaited).
export function createSolve(page, hooks) {
  const { state, store, client } = page;
  const solves = createLatest(); // only the latest solve's answer is shown
  let autoTimer = 0;

  function autoSolves() {
    const s = store.get();
    return s.source === 'editor' && s.text.length <= AUTO_SOLVE_CHARS && !announcesBig(s.text);
  }

  // After an edit: results that no longer match are marked (the store does), the
  // link drops the old graph, and small graphs are solved again a moment later.
  function edited() {
    clearTimeout(autoTimer);
    if (autoSolves() && store.get().text.trim()) autoTimer = setTimeout(solve, AUTO_SOLVE_MS);
  }

  async function solve() {
    clearTimeout(autoTimer);
    const s = store.get();
    if (s.source === 'editor' && !s.text.trim()) {
      solves.drop();
      state.nothingToSolve();
      return null;
    }
    const ticket = solves.next();
    if (client.busy() && !warming) client.cancel();
    const key = requestKey(s);
    state.solveStarted();
    const t0 = performance.now();
    try {
      const args = { noMove: s.noMove, format: s.format };
      let result;
      let mode = 'page';
      let note = null;
      if (s.source === 'editor' && s.text.length <= WORKER_TEXT_CHARS && !announcesBig(s.text)) {
        result = await client.callHere('graph.solve', { ...args, text: s.text, trace: true });
        result.keptIn = 'here'; // where the explorer's questions go (explore.js)
      } else {
        // A file goes to the worker as itself (a handle: the worker reads it by
        // chunks straight into the module's memory); the editor's text as bytes,
        // moved, not copied.
        const onProgress = (p) => ticket.current() && state.progress(p);
        state.progress({ phase: client.mode() === 'page' ? 'page' : 'starting' }); // no worker: in slices on the page
        if (warming) await warming;
        if (!ticket.current()) return null;
        if (s.source === 'file') {
          result = await client.call('graph.solve', { ...args, file: s.file }, { onProgress });
        } else {
          const bytes = new TextEncoder().encode(s.text);
          result = await client.call('graph.solve', { ...args, bytes }, { onProgress, transfer: [bytes.buffer] });
        }
        result.keptIn = 'worker';
        mode = client.mode();
        if (mode === 'page') note = { key: 'note.noWorker', vars: { why: (client.failure() || {}).message || '' } };
        if (!ticket.current()) return null;
        // the counts and the first rows of the table come next: say so, and let it be painted
        state.progress({ phase: 'table' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      if (!ticket.current()) return null;
      const prevKey = store.get().resultKey;
      state.solved(result, { key, mode, ms: performance.now() - t0, note });
      await hooks.present(result, prevKey);
      if (!ticket.current()) return null;
      hooks.shown();
      state.finished();
      await hooks.finished();
      return result;
    } catch (e) {
      if (!ticket.current()) return null;
      state.failed(e);
      return null;
    }
  }

  $('cancel').addEventListener('click', () => client.cancel());

  // The worker is started once the page is idle, and its module warmed up (see
  // 'graph.warm' in ops.js), so that a big file chosen later is solved at once at
  // full speed. Not where no worker can be had (that would run on the page).
  let warming = null;
  let warmedNow;
  const warmed = new Promise((resolve) => (warmedNow = resolve));
  function warmWorker() {
    warming = client
      .ready()
      .then((mode) => mode !== 'page' && client.call('graph.warm', {}))
      .catch(() => {})
      .then(() => {
        warming = null;
        warmedNow();
      });
  }
  const warmWhenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(warmWorker, { timeout: 2000 }) : setTimeout(warmWorker, 500));

  // warmed: resolves once the worker is started and warmed up (or none can be had)
  return { solve, edited, autoSolves, warmWhenIdle, warmed };
}
