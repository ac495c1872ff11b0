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
  const bytesToHeap = ggApi.bytesToHeap;
  const textToHeap = ggApi.textToHeap;
  const heapFree = ggApi.heapFree;
  const lazyNames = ggApi.lazyNames;

  // Solves the text at block (in the heap: ptr, len), then frees it.
  function solveInHeap(block, o) {
    const p = progress(o);
    let raw;
    try {
      raw = Module._solveGraphBytes(block.ptr, block.len, o.noMove, o.format, p.fn, o.maxMemory);
    } finally {
      heapFree(block);
    }
    return lazyNames(finish(p, raw));
  }

  // The options of a text solve, checked before anything is copied in.
  function textOptions(opts, fn) {
    const o = options(opts, fn);
    return {
      noMove: option(o, 'noMove', ['lose', 'win'], 'lose'),
      format: option(o, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      maxMemory: maxMemory(o),
      onProgress: o.onProgress,
    };
  }

  // The text crosses once, written into the heap by TextEncoder.encodeInto (no
  // Embind string conversion); names are read lazily (r.name(v); r.names on demand).
  Module.solveGraphText = function solveGraphText(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('solveGraphText: text must be a string');
    const o = textOptions(opts, 'solveGraphText');
    progress(o); // checks onProgress before the copy
    return solveInHeap(textToHeap(text), o);
  };

  // The same from UTF-8 bytes (a file's File.arrayBuffer(), say): copied into the
  // heap once and parsed there.
  Module.solveGraphBytes = function solveGraphBytes(bytes, opts) {
    if (!(bytes instanceof Uint8Array)) throw new GameGraphError('solveGraphBytes: bytes must be a Uint8Array');
    const o = textOptions(opts, 'solveGraphBytes');
    progress(o);
    return solveInHeap(bytesToHeap(bytes), o);
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
