// The public JS API of explicit game graphs (see gamegraph.d.ts): wraps the raw
// Embind functions of bindings_graph.cpp, checks options, splits names.
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;
  const option = ggApi.option;
  const progress = ggApi.progress;

  Module.solveGraphText = function solveGraphText(text, options = {}) {
    if (typeof text !== 'string') throw new GameGraphError('solveGraphText: text must be a string');
    const r = unwrap(Module._solveGraphText(
      text,
      option(options, 'noMove', ['lose', 'win'], 'lose'),
      option(options, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      progress(options)));
    const joined = r.namesJoined;
    delete r.namesJoined;
    r.names = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    return r;
  };

  Module.solveGraphEdges = function solveGraphEdges(n, edges, options = {}) {
    if (!(edges instanceof Int32Array)) throw new GameGraphError('solveGraphEdges: edges must be an Int32Array of (u, v) pairs');
    if (options.fixed !== undefined && !(options.fixed instanceof Uint8Array)) {
      throw new GameGraphError('solveGraphEdges: options.fixed must be a Uint8Array');
    }
    if (typeof n !== 'number') throw new GameGraphError('solveGraphEdges: n must be a number');
    return unwrap(Module._solveGraphEdges(
      n, edges, options.fixed, option(options, 'noMove', ['lose', 'win'], 'lose'), progress(options)));
  };
})();
