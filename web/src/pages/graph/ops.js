// The graph page's operations in the solver worker (see core/worker-host.js):
//   'graph.solve'  { text | file, noMove, format, trace? } -> a solved graph
// A solve with trace: true also returns the engine's event log for the
// step-through (refused, and solved without it, when the log would be too big).
import { own } from '../../core/worker-host.js';

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
  for (const k of ['outcome', 'depth', 'move', 'edges', 'fixed', 'trace']) if (result[k]) ctx.transfer.push(result[k].buffer);
  return result;
}

// Sprague-Grundy values of a graph (with the labelling's order when small enough
// to step through), and sums of games given as (text, format, vertex) components.
// Graphs with fixed outcomes, and the other convention, are refused by the module.
const GRUNDY_ORDER_MAX = 2000;

function grundy(gg, args, ctx) {
  const r = gg.grundyGraphText(args.text, { format: args.format || 'auto', order: !!args.order });
  const out = {
    n: r.n,
    m: r.m,
    format: r.format,
    names: r.names,
    edges: own(r.edges),
    grundy: own(r.grundy),
    infStart: own(r.infStart),
    infValues: own(r.infValues),
    move: own(r.move),
    outcome: own(r.outcome),
    numValues: r.numValues,
    order: r.order && r.n <= GRUNDY_ORDER_MAX ? own(r.order) : null,
    orderStage: r.order && r.n <= GRUNDY_ORDER_MAX ? own(r.orderStage) : null,
  };
  for (const k of ['edges', 'grundy', 'infStart', 'infValues', 'move', 'outcome', 'order', 'orderStage']) {
    if (out[k]) ctx.transfer.push(out[k].buffer);
  }
  return out;
}

function grundySum(gg, args) {
  const solved = new Map(); // one solve per distinct text
  const parts = args.components.map((c) => {
    const key = (c.format || 'auto') + '\n' + c.text;
    if (!solved.has(key)) solved.set(key, gg.grundyGraphText(c.text, { format: c.format || 'auto' }));
    const r = solved.get(key);
    return { result: r, vertex: c.vertex };
  });
  const s = gg.sumGames(parts);
  const comp = parts.map((p) => ({ label: p.result.label(p.vertex), name: p.result.names[p.vertex] }));
  const move = s.move ? { component: s.move.component, from: parts[s.move.component].result.names[s.move.from],
    to: parts[s.move.component].result.names[s.move.to], toLabel: parts[s.move.component].result.label(s.move.to) } : null;
  return { value: s.value, infSet: Array.from(s.infSet), outcome: s.outcome, move, components: comp };
}

export default {
  async 'graph.grundy'(gg, args, ctx) {
    if (args.file) args = { ...args, text: await args.file.text() };
    return grundy(gg, args, ctx);
  },
  'graph.grundySum'(gg, args) {
    return grundySum(gg, args);
  },
  async 'graph.solve'(gg, args, ctx) {
    if (args.file) {
      ctx.progress({ phase: 'reading', bytes: args.file.size }, true);
      args = { ...args, text: await args.file.text() };
    }
    return solve(gg, args, ctx);
  },
};
