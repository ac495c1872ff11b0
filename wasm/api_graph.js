// The public JS API of explicit game graphs (see gamegraph.d.ts): wraps the raw
// Embind functions of bindings_graph.cpp, checks options, splits names.
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const options = ggApi.options;
  const option = ggApi.option;
  const maxMemory = ggApi.maxMemory;
  const progress = ggApi.progress;
  const finish = ggApi.finish;
  const wellFormed = ggApi.wellFormed;

  Module.solveGraphText = function solveGraphText(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('solveGraphText: text must be a string');
    const o = options(opts, 'solveGraphText');
    const p = progress(o);
    const r = finish(p, Module._solveGraphText(
      wellFormed(text),
      option(o, 'noMove', ['lose', 'win'], 'lose'),
      option(o, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      p.fn,
      maxMemory(o)));
    const joined = r.namesJoined;
    delete r.namesJoined;
    r.names = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    return r;
  };

  Module.solveGraphEdges = function solveGraphEdges(n, edges, opts) {
    const o = options(opts, 'solveGraphEdges');
    if (!(edges instanceof Int32Array)) throw new GameGraphError('solveGraphEdges: edges must be an Int32Array of (u, v) pairs');
    const fixed = o.fixed === null ? undefined : o.fixed;
    if (fixed !== undefined && !(fixed instanceof Uint8Array)) {
      throw new GameGraphError('solveGraphEdges: options.fixed must be a Uint8Array');
    }
    if (typeof n !== 'number') throw new GameGraphError('solveGraphEdges: n must be a number');
    const p = progress(o);
    return finish(p, Module._solveGraphEdges(
      n, edges, fixed, option(o, 'noMove', ['lose', 'win'], 'lose'), p.fn, maxMemory(o)));
  };
})();
