// The graph page's questions about the solved graph kept where it was solved
// (ctx.kept.graph, a core/graph-index.js GraphIndex; see ops.js): every call
// names the keepId of the solve it is about, and a graph that is no longer kept
// (the worker was stopped, a newer graph replaced it) is an error with code
// 'not-kept', after which the page hands the graph back with 'graph.keep'.
//
//   'graph.keep'   { graph }                      -> { keepId }
//   'graph.find'   { keepId, q, limit }           -> { exact, matches: [info], more }
//   'graph.around' { keepId, v, radius, cap }     -> the neighbourhood (GraphIndex.neighbourhood)
//   'graph.walk'   { keepId, v, max }             -> the optimal line (GraphIndex.walk)
//   'graph.rows'   { keepId, sort, dir, filter, from, count } -> { total, from, rows }
//   'graph.rowOf'  { keepId, v, sort, dir, filter }            -> { total, pos }
import { GraphIndex } from '../../core/graph-index.js';
import { allNames } from '../../core/names.js';

// Unique across workers (a stopped worker's successor starts again): a
// random start, so a page never reads another graph under an old id.
let lastId = Math.floor(Math.random() * 1e9);

function copy(a) {
  return a ? a.slice() : a;
}

// Keeps (copies of) a solved graph's arrays in ctx.kept; called by the solve
// before its arrays are moved to the page. Returns the keepId. names: every
// name, when the caller has them already (else read from the result).
export function keepGraph(ctx, result, names) {
  const g = new GraphIndex({
    n: result.n,
    m: result.m,
    names: names || allNames(result), // null for the cp forms (numbers)
    format: result.format,
    outcome: copy(result.outcome),
    depth: copy(result.depth),
    move: copy(result.move),
    edges: copy(result.edges),
    fixed: copy(result.fixed),
  });
  g.keepId = ++lastId;
  ctx.kept.graph = g;
  return g.keepId;
}

function kept(ctx, args) {
  const g = ctx.kept.graph;
  if (!g || g.keepId !== args.keepId) {
    const e = new Error('the graph is no longer kept');
    e.code = 'not-kept';
    throw e;
  }
  return g;
}

export default {
  'graph.keep'(gg, args, ctx) {
    return { keepId: keepGraph(ctx, args.graph) };
  },
  'graph.find'(gg, args, ctx) {
    return kept(ctx, args).find(args.q, args.limit);
  },
  'graph.around'(gg, args, ctx) {
    const r = kept(ctx, args).neighbourhood(args.v, args.radius, args.cap, args.maxEdges);
    ctx.transfer.push(r.edges.buffer);
    return r;
  },
  'graph.walk'(gg, args, ctx) {
    return kept(ctx, args).walk(args.v, args.max);
  },
  'graph.rows'(gg, args, ctx) {
    return kept(ctx, args).rows(args);
  },
  'graph.rowOf'(gg, args, ctx) {
    return kept(ctx, args).rowOf(args);
  },
};
