// The graph page's operations in the solver worker (see core/worker-host.js):
//   'graph.solve'  { text | file, noMove, format, trace? } -> a solved graph
// A solve with trace: true also returns the engine's event log for the
// step-through (refused, and solved without it, when the log would be too big).
import { own } from '../../core/worker-host.js';
import explore, { keepGraph } from './explore-ops.js';

// Graphs small enough to draw are solved with the engine's event log.
export const TRACE_MAX_EVENTS = 4 * 2000 + 8000 + 1;

function solve(gg, args, ctx) {
  const opts = { noMove: args.noMove || 'lose', format: args.format || 'auto' };
  let r = null;
  if (args.trace) {
    try {
      r = gg.traceGraphText(args.text, { ...opts, maxEvents: TRACE_MAX_EVENTS });
    } catch (e) {
      if (e.code !== 'trace-too-big' && !/too big to trace/.test(e.message)) throw e;
    }
  }
  if (!r) {
    ctx.progress({ phase: 'parsing', bytes: args.text.length }, true);
    r = gg.solveGraphText(args.text, {
      ...opts,
      onProgress: (done, total) => ctx.progress({ phase: 'solving', done, total }),
    });
  }
  const result = {
    n: r.n,
    m: r.m,
    format: r.format,
    // cp names are "1".."n": not worth sending
    names: r.format === 'cp' ? null : r.names,
    outcome: own(r.outcome),
    depth: own(r.depth),
    move: own(r.move),
    edges: own(r.edges),
    fixed: own(r.fixed),
    trace: r.trace ? own(r.trace) : null,
  };
  result.keepId = keepGraph(ctx, result); // for the explore ops (explore-ops.js)
  for (const k of ['outcome', 'depth', 'move', 'edges', 'fixed', 'trace']) if (result[k]) ctx.transfer.push(result[k].buffer);
  return result;
}

export default {
  ...explore,
  async 'graph.solve'(gg, args, ctx) {
    if (args.file) {
      ctx.progress({ phase: 'reading', bytes: args.file.size }, true);
      args = { ...args, text: await args.file.text() };
    }
    return solve(gg, args, ctx);
  },
};
