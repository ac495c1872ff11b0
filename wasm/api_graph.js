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
    const pp = progress({ onProgress: o.onParse });
    let raw;
    try {
      raw = Module._solveGraphBytes(block.ptr, block.len, o.noMove, o.format, p.fn, o.maxMemory, pp.fn);
    } finally {
      heapFree(block);
      block.ptr = 0;
    }
    if (pp.thrown) throw pp.error;
    return lazyNames(finish(p, raw));
  }

  function checkedFunction(f, key) {
    if (f !== undefined && f !== null && typeof f !== 'function') throw new GameGraphError(`options.${key} must be a function`);
    return f;
  }

  // The options of a text solve, checked before anything is copied in.
  function textOptions(opts, fn) {
    const o = options(opts, fn);
    return {
      noMove: option(o, 'noMove', ['lose', 'win'], 'lose'),
      format: option(o, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      maxMemory: maxMemory(o),
      onProgress: o.onProgress,
      onParse: checkedFunction(o.onParse, 'onParse'),
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

  // The same from a Blob (a File): read in slices of 16 MB, each copied straight
  // into the module's memory as it arrives (the whole file is never held twice),
  // then parsed there. Resolves to the result; onRead(doneBytes, totalBytes)
  // reports the reading.
  const SLICE = 16 << 20;
  Module.solveGraphBlob = function solveGraphBlob(blob, opts) {
    return Promise.resolve().then(function () {
      if (blob === null || typeof blob !== 'object' || typeof blob.size !== 'number' || typeof blob.slice !== 'function') {
        throw new GameGraphError('solveGraphBlob: blob must be a Blob (a File)');
      }
      const o = textOptions(opts, 'solveGraphBlob');
      progress(o);
      const onRead = opts && opts.onRead;
      if (onRead !== undefined && onRead !== null && typeof onRead !== 'function') throw new GameGraphError('options.onRead must be a function');
      const total = blob.size;
      const block = { ptr: ggApi.heapAlloc(total, 'the file'), len: 0 };
      const next = function () {
        if (block.len >= total) return solveInHeap(block, o);
        const end = Math.min(total, block.len + SLICE);
        return blob.slice(block.len, end).arrayBuffer().then(function (buf) {
          if (buf.byteLength !== end - block.len) throw new GameGraphError('solveGraphBlob: the file changed while it was read');
          Module.HEAPU8.set(new Uint8Array(buf), block.ptr + block.len); // HEAPU8 read anew: the memory may have grown
          block.len = end;
          if (onRead) onRead(block.len, total);
          return next();
        });
      };
      return Promise.resolve().then(next).catch(function (e) {
        if (block.ptr) heapFree(block);
        throw e;
      });
    });
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
