// The graph page's operations in the solver worker (see core/worker-host.js):
//   'graph.solve'  { text | bytes | file, noMove, format, trace? } -> a solved graph
//   'graph.warm'   {} -> true, once the module's hot code is optimised (see warm)
// A solve with trace: true also returns the engine's event log for the
// step-through (refused, and solved without it, when the log would be too big).
// bytes: the text's UTF-8 (moved here, not copied), parsed in the module's memory
// (solveGraphBytes); file: a File, read by slices straight into the module's
// memory (read ahead by a worker of its own, read-ahead.js) and parsed there as
// it arrives (solveGraphBlob), so that the page's
// thread never holds its bytes; the result carries the time of each phase
// (timings: read, parse, solve, keep, in ms). The result's names cross as
// an array only for a traced (small) graph; otherwise as bytes (nameBytes and
// nameStart, see core/names.js), or not at all for the cp forms.
// A partizan graph (the format 'partizan', or 'auto' and a text whose first move
// is 'u L v') is solved by partizan-ops.js instead, for both starters, with values.
// On the page's thread (no worker: ctx.here), bytes, text and file are solved in
// slices (the module's solveGraphSliced), the page responsive in between, with
// the same progress, and stopped between slices by the client's cancel().
import { own, pauseTask } from '../../core/worker-host.js';
import { allNamesInSlices } from '../../core/names.js';
import { countOutcomes } from '../../core/outcome.js';
import explore, { keepGraph } from './explore-ops.js';
import { readAhead } from './read-ahead.js';
import { isPartizanRequest, solvePartizan } from './partizan-ops.js';

// Graphs small enough to draw are solved with the engine's event log.
const TRACE_MAX_EVENTS = 4 * 2000 + 8000 + 1;

// ctx.progress, the first report of each phase always sent (the rest at most
// every 50 ms), so that the page sees every phase begin.
function phased(ctx) {
  let last = null;
  return (p) => {
    ctx.progress(p, p.phase !== last);
    last = p.phase;
  };
}

function solve(gg, args, ctx) {
  const opts = { noMove: args.noMove || 'lose', format: args.format || 'auto' };
  let r = args.solved || null;
  if (!r && args.trace && typeof args.text === 'string') {
    try {
      r = gg.traceGraphText(args.text, { ...opts, maxEvents: TRACE_MAX_EVENTS });
    } catch (e) {
      if (e.code !== 'trace-too-big' && !/too big to trace/.test(e.message)) throw e;
    }
  }
  if (!r) {
    const report = phased(ctx);
    report({ phase: 'parsing', bytes: args.bytes ? args.bytes.length : args.text.length });
    const o = {
      ...opts,
      onParse: (done, total) => report({ phase: 'parsing', bytes: total, done, total }),
      onProgress: (done, total) => report({ phase: 'solving', done, total }),
    };
    r = args.bytes ? gg.solveGraphBytes(args.bytes, o) : gg.solveGraphText(args.text, o);
  }
  const t0 = now();
  const result = {
    n: r.n,
    m: r.m,
    format: r.format,
    lines: r.lines,
    // cp names are "1".."n": not worth sending; others as bytes unless traced
    names: r.trace && r.format !== 'cp' ? r.names : null,
    nameBytes: r.trace ? null : own(r.nameBytes) || null,
    nameStart: r.trace ? null : own(r.nameStart) || null,
    outcome: own(r.outcome),
    depth: own(r.depth),
    move: own(r.move),
    edges: own(r.edges),
    fixed: own(r.fixed),
    trace: r.trace ? own(r.trace) : null,
  };
  result.counts = countOutcomes(result.outcome); // here, not on the page's thread
  result.keepId = keepGraph(ctx, result, args.allNames); // for the explore ops (explore-ops.js)
  for (const k of ['outcome', 'depth', 'move', 'edges', 'fixed', 'trace', 'nameBytes', 'nameStart']) if (result[k]) ctx.transfer.push(result[k].buffer);
  if (args.timings) result.timings = { ...args.timings, keep: now() - t0 };
  return result;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

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
    // past that, the order alone: playing a sum on a graph with cycles needs it (core/sum-game.js)
    fullOrder: r.order && r.n > GRUNDY_ORDER_MAX ? own(r.order) : null,
  };
  for (const k of ['edges', 'grundy', 'infStart', 'infValues', 'move', 'outcome', 'order', 'orderStage', 'fullOrder']) {
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

// A fresh worker's module runs in the engine's baseline code until its hot
// functions are compiled again, optimised, and a call already running never
// switches: the first big solve would run whole in the slow code. So a new worker
// solves small graphs of both forms a few times first (well under a second), with
// progress callbacks as every solve of the page has them: the engine's loop with
// progress is compiled apart from the one without, and warming the other one
// left the page's big solves in the baseline code.
function warm(gg) {
  const n = 20000;
  const cp = [`${n} ${3 * n}`];
  const named = [];
  let x = 1;
  for (let i = 0; i < 3 * n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const u = 1 + (x % n);
    const v = 1 + ((x >>> 8) % n);
    cp.push(`${u} ${v}`);
    named.push(`vertex_${u.toString(36)} vertex_${v.toString(36)}`);
  }
  const texts = [cp.join('\n') + '\n', named.join('\n') + '\n'].map((t) => new TextEncoder().encode(t));
  const opts = { onParse: () => {}, onProgress: () => {} };
  for (let round = 0; round < 4; round++) for (const bytes of texts) gg.solveGraphBytes(bytes, opts);
  return true;
}

// The solve in slices, on the page's thread: the same phases and counts as the
// worker reports ('reading' a file, 'parsing', 'solving').
function sliced(gg, args, ctx) {
  const input = args.file || args.bytes || args.text;
  const bytes = args.file ? args.file.size : input.length;
  const report = phased(ctx);
  if (args.file) report({ phase: 'reading', bytes, done: 0, total: bytes });
  else report({ phase: 'parsing', bytes });
  return gg.solveGraphSliced(input, {
    noMove: args.noMove || 'lose',
    format: args.format || 'auto',
    signal: ctx.here.signal,
    onRead: (done) => report(done < bytes ? { phase: 'reading', bytes, done, total: bytes } : { phase: 'parsing', bytes, done: 0, total: bytes }),
    onParse: (done, total) => report({ phase: 'parsing', bytes, done, total }),
    onProgress: (done, total) => report({ phase: 'solving', done, total }),
  });
}

export default {
  async 'graph.grundy'(gg, args, ctx) {
    if (args.file) args = { ...args, text: await args.file.text() };
    return grundy(gg, args, ctx);
  },
  'graph.grundySum'(gg, args) {
    return grundySum(gg, args);
  },
  'graph.warm'(gg) {
    return warm(gg);
  },
  ...explore,
  async 'graph.solve'(gg, args, ctx) {
    if (await isPartizanRequest(args)) return solvePartizan(gg, args, ctx);
    if (ctx.here && !args.trace) {
      const solved = await sliced(gg, args, ctx);
      // the names the explorer keeps, decoded in slices too
      const stopped = () => {
        if (ctx.here.signal.aborted) throw Object.assign(new Error('cancelled'), { code: 'cancelled' });
      };
      const names = await allNamesInSlices(solved, () => pauseTask().then(stopped));
      return solve(gg, { ...args, solved, allNames: names }, ctx);
    }
    if (args.file) {
      // read by slices straight into the module's memory, each parsed there while
      // the next is read (the phase stays 'reading' until the last has come),
      // then solved there; the time of each phase goes back with the result
      const total = args.file.size;
      const report = phased(ctx);
      const t = { start: now(), read: 0, parsed: 0, solved: 0 };
      let reading = total > 0;
      report({ phase: 'reading', bytes: total, done: 0, total });
      const ahead = readAhead(args.file); // a worker of its own reads on while this one parses
      const r = await gg.solveGraphBlob(args.file, {
        readSlice: ahead ? ahead.readSlice : undefined,
        noMove: args.noMove || 'lose',
        format: args.format || 'auto',
        onRead: (done) => {
          reading = done < total;
          if (!reading) t.read = now();
          report(reading ? { phase: 'reading', bytes: total, done, total } : { phase: 'parsing', bytes: total, done: 0, total });
        },
        onParse: (done) => {
          if (done === total) t.parsed = now(); // its last report: the parse is over
          if (!reading) report({ phase: 'parsing', bytes: total, done, total });
        },
        onProgress: (done, n) => report({ phase: 'solving', done, total: n }),
      }).finally(() => ahead && ahead.stop());
      t.solved = now();
      if (!t.read) t.read = t.start;
      if (!t.parsed) t.parsed = t.solved;
      const timings = { read: t.read - t.start, parse: t.parsed - t.read, solve: t.solved - t.parsed };
      return solve(gg, { ...args, solved: r, timings }, ctx);
    }
    return solve(gg, args, ctx);
  },
};
