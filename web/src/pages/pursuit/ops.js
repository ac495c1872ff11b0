// The pursuit page's operations in the solver worker (see core/worker-host.js).
// 'pursuit.solve' solves a board and KEEPS the solved game (a PursuitGame of the
// module, 3 bytes per state) in the worker; the other operations answer the
// page's small questions about it, so nothing big crosses to the page.
//   'pursuit.solve'  { spec } | { text, preset }, maxMemory -> a summary
//   'pursuit.parse'  { text, preset } -> the parsed board
//   'pursuit.info' [s], 'pursuit.at' [p, e, side], 'pursuit.optimalMove' [s],
//   'pursuit.successors' [s], 'pursuit.line' [s, max], 'pursuit.map' [...],
//   'pursuit.pursuerWinningStarts' [side]
function game(ctx) {
  if (!ctx.kept.pursuit) throw new Error('nothing solved yet');
  return ctx.kept.pursuit;
}
const infos = (g, states) => Array.from(states, (s) => g.info(s));

const QUERIES = {
  info: (g, a) => g.info(a[0]),
  // The state of (pursuer cell, evader cell, side) and its result; null on a wall.
  at: (g, a) => {
    const s = g.state(a[0], a[1], a[2]);
    return s < 0 ? null : g.info(s);
  },
  optimalMove: (g, a) => {
    const t = g.optimalMove(a[0]);
    return t < 0 ? null : g.info(t);
  },
  successors: (g, a) => infos(g, g.successors(a[0])),
  line: (g, a) => infos(g, g.line(a[0], a[1])),
  map: (g, a, ctx) => {
    const m = g.map(a[0], a[1], a[2]);
    if (m && m.winner instanceof Uint8Array) ctx.transfer.push(m.winner.buffer, m.depth.buffer);
    return m;
  },
  pursuerWinningStarts: (g, a) => Array.from(g.pursuerWinningStarts(a[0])),
};

const ops = {
  'pursuit.solve'(gg, args, ctx) {
    if (ctx.kept.pursuit) {
      ctx.kept.pursuit.delete(); // first: its memory is needed again
      ctx.kept.pursuit = null;
    }
    const opts = { onProgress: (done, total) => ctx.progress({ done, total }, done >= total) };
    if (args.maxMemory) opts.maxMemory = args.maxMemory;
    const t0 = performance.now();
    const g = args.text !== undefined ? gg.solvePursuitText(args.text, args.preset, opts) : gg.solvePursuit(args.spec, opts);
    ctx.kept.pursuit = g;
    const summary = {
      kind: g.kind,
      numCells: g.numCells,
      numPositions: g.numPositions,
      numStates: g.numStates,
      bytesNeeded: g.bytesNeeded,
      startState: g.startState,
      start: g.start,
      answer: g.answer,
      ms: performance.now() - t0,
    };
    if (args.text !== undefined) summary.setup = g.setup;
    return summary;
  },
  'pursuit.parse': (gg, args) => gg.parsePursuitText(args.text, args.preset),
};
for (const [name, q] of Object.entries(QUERIES)) ops['pursuit.' + name] = (gg, args, ctx) => q(game(ctx), args, ctx);

export default ops;
