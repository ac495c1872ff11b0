// The pursuit page's solve: the game sent to the solver worker (by itself after an
// edit up to AUTO_SOLVE_STATES states, held back while a drag paints the board;
// at once when asked), the cop's start (BOI 2014), then the start's verdict and
// optimal line; and the questions asked of the solved game (ops.js), whose answers
// count only for the game they were asked of (core/latest.js).
//
//   const solve = createSolve(page, { stopSolverMove, onStart });
//   solve.now()               solves the model shown (the Solve button, Ctrl+Enter)
//   solve.schedule(always)    after an edit: soon, or a note where the game is big
//                             (always: at once, whatever its size)
//   solve.afterDrag()         a drag ended: the solve it held back starts
//   solve.refreshStart()      the start's verdict and optimal line (then onStart())
//   solve.query(op, args)     a question to the solved game ('pursuit.' + op); an answer
//                             that comes after a newer solve throws { stale }
//   solve.lineFrom(info)      the optimal line from a position (its first part, endless)
//   solve.ignoreStale(e)      an error shown, unless stale or cancelled
//   solve.drop()              no answer wanted any more (the worker is gone)
import { createLatest } from '../../core/latest.js';
import { $ } from '../../core/dom.js';
import { isFresh } from './state.js';
import * as M from './model.js';

const AUTO_SOLVE_STATES = 3000000; // edits re-solve by themselves up to this many states
const ENDLESS_LINE = 200; // moves of an endless line fetched at a time

export function createSolve(page, hooks) {
  const { store, updates, client } = page;
  const S = () => store.get();
  const solves = createLatest(); // answers for older games are dropped
  let autoTimer = 0;
  let solveAfterDrag = false;

  const stale = () => Object.assign(new Error('stale'), { stale: true });
  async function query(op, args) {
    const ticket = solves.ticket();
    const v = await client.call('pursuit.' + op, args);
    if (!ticket.current()) throw stale();
    return v;
  }
  function ignoreStale(e) {
    if (e && (e.stale || e.cancelled)) return;
    updates.error(e && e.message);
  }

  function schedule(always) {
    clearTimeout(autoTimer);
    solveAfterDrag = false;
    const m = S().model;
    const states = 2 * M.numPositions(m) ** 2;
    if (!always && states > AUTO_SOLVE_STATES) {
      if (!client.busy()) updates.busy(false);
      updates.status('pg.st.changedBig', { states });
      return;
    }
    updates.busy(true);
    if (S().summary) updates.status('pg.st.changedAuto');
    // Not while a drag paints the board: a solve shows its progress above the board,
    // which moves the board under the pointer, and the rest of the drag painted the
    // cells above those meant. The solve starts when the drag ends (afterDrag).
    if (page.canvas.dragging && !always) {
      solveAfterDrag = true;
      return;
    }
    autoTimer = setTimeout(now, always ? 0 : 250);
  }

  function afterDrag() {
    if (solveAfterDrag) schedule(false);
  }

  async function now() {
    clearTimeout(autoTimer);
    solveAfterDrag = false;
    hooks.stopSolverMove();
    const s = S();
    const m = s.model;
    const problem = m.family === 'cop-robber' ? null : M.problem(m);
    if (problem) {
      updates.error(problem);
      updates.status('pg.st.cannot', null, 'error');
      updates.busy(false);
      return;
    }
    const version = s.gameVersion;
    const ticket = solves.next();
    page.maps.clear();
    updates.solving();
    const positions = M.numPositions(m);
    updates.progress({ pct: null, n: 2 * positions * positions });
    const t0 = performance.now();
    try {
      const summary = await client.call('pursuit.solve', { spec: M.toSpec(m) }, {
        onProgress: (p) => {
          if (ticket.current()) updates.progress({ pct: p.total ? (100 * p.done) / p.total : 0, n: p.total, s: (performance.now() - t0) / 1000 });
        },
      });
      if (!ticket.current()) return;
      updates.solved({ ...summary, wallMs: performance.now() - t0 }, version);
      await afterSolve();
    } catch (e) {
      if (!ticket.current() || e.cancelled || e.stale) return;
      updates.solveFailed(e.message);
    } finally {
      if (ticket.current()) updates.busy(false);
    }
  }

  async function afterSolve() {
    const m = S().model;
    if (m.family === 'cop-robber') {
      const starts = await query('pursuerWinningStarts', ['pursuer']);
      updates.copStarts(starts, m.pursuer < 0 || m.evader < 0 ? await copRobberStart(m, starts) : m);
    }
    await refreshStart();
  }

  // BOI 2014: the cop picks a corner, then the robber, knowing it, picks his: a
  // winning corner for the cop if there is one, and the robber's best reply.
  async function copRobberStart(m, starts) {
    const p = starts.length ? starts[0] : 0;
    const map = await query('map', ['evader', p, 'pursuer']);
    let best = -1;
    let bestKey = -Infinity;
    for (let c = 0; c < map.winner.length; c++) {
      if (c === p) continue;
      const key = map.winner[c] === 2 ? 1e9 - Math.max(0, map.depth[c]) : map.depth[c];
      if (key > bestKey) {
        bestKey = key;
        best = c;
      }
    }
    return { ...m, pursuer: p, evader: best >= 0 ? best : p };
  }

  // The optimal line from a state (its first part, for endless play).
  async function lineFrom(info) {
    return query('line', [info.state, info.depth >= 0 ? info.depth + 1 : ENDLESS_LINE]);
  }

  // The start's verdict, and optimal play from the start.
  async function refreshStart() {
    const m = S().model;
    if (!isFresh(S()) || m.pursuer < 0 || m.evader < 0) return;
    try {
      const info = await query('at', [m.pursuer, m.evader, m.rules.first]);
      if (!info) return;
      const line = await lineFrom(info);
      if (S().model !== m) return;
      updates.line(line, 0, 0, {}, 0, {});
      await hooks.onStart();
    } catch (e) {
      ignoreStale(e);
    }
  }

  $('solve').addEventListener('click', () => now());
  $('cancel').addEventListener('click', () => {
    if (client.cancel()) updates.lost('pg.st.cancelled');
  });

  return { now, schedule, afterDrag, refreshStart, query, lineFrom, ignoreStale, drop: () => solves.drop() };
}
