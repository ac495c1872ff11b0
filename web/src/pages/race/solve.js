// The race page's solve: the text of the state sent to the solver (small texts
// answered on the page's thread, bigger ones in the worker, an older big solve
// cancelled); only the latest solve's answer (or error) enters the state.
//
//   const solve = createSolve(page);
//   await solve.now()     solves the state's text; resolves once its answer is in the state
//   solve.soon(ms)        the same, after ms without another call (typing)
import { createLatest } from '../../core/latest.js';

const HERE_MAX_CHARS = 12000; // texts up to this (boards up to ~100 x 100) are solved on the page's thread

export function createSolve(page) {
  const { S, store, client } = page;
  const solves = createLatest();
  let timer = 0;

  async function now() {
    clearTimeout(timer);
    const { text, jump } = store.get();
    if (store.get().phase === 'failed') return;
    const ticket = solves.next();
    const here = text.length <= HERE_MAX_CHARS;
    if (!here && client.busy()) client.cancel(); // an older big solve: its answer is not wanted
    if (store.get().status.kind !== 'generating') S.solving();
    const t0 = performance.now();
    try {
      const sols = here ? await client.callHere('race.solve', { text, jump }) : await client.call('race.solve', { text, jump });
      if (ticket.current()) S.solved(text, sols, performance.now() - t0);
    } catch (e) {
      if (!ticket.current() || e.cancelled) return;
      S.solveFailed(text, { message: e.message || String(e), line: e.line, column: e.column }, performance.now() - t0);
    }
  }

  function soon(ms) {
    clearTimeout(timer);
    timer = setTimeout(now, ms);
  }

  return { now, soon };
}
