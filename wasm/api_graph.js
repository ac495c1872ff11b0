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

  // A text session over block (in the heap: ptr, and len bytes to come), its
  // lines parsed as they arrive (feed), then solved (solve). The block is freed
  // once parsed, before the solve; close() frees whatever is left, whatever
  // happened (call it always).
  function textSession(block, o) {
    const p = progress(o);
    const pp = progress({ onProgress: o.onParse });
    // the exception onParse threw, else the raw result unwrapped
    const parsed = function (raw) {
      if (pp.thrown) throw pp.error;
      return ggApi.unwrap(raw);
    };
    const session = parsed(Module._textOpen(block.ptr, block.len, o.format, o.maxMemory, pp.fn)).session;
    let open = true;
    return {
      feed: function (available) {
        parsed(Module._textFeed(session, available));
      },
      solve: function () {
        parsed(Module._textFinish(session));
        const len = block.len;
        heapFree(block); // the text is not read again: its room serves the solve
        block.ptr = 0;
        if (o.onParse) o.onParse(len, len); // the parse is over
        return lazyNames(finish(p, Module._textSolve(session, o.noMove, p.fn)));
      },
      close: function () {
        if (block.ptr) heapFree(block);
        block.ptr = 0;
        if (open) Module._textClose(session);
        open = false;
      },
    };
  }

  // Solves the text at block (in the heap: ptr, len, all there), then frees it.
  function solveInHeap(block, o) {
    let s = null;
    try {
      s = textSession(block, o);
      return s.solve();
    } finally {
      if (s) s.close();
      else if (block.ptr) heapFree(block);
    }
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

  // The same from a Blob (a File): read in slices of 4 MB, each copied straight
  // into the module's memory as it arrives (the whole file is never held twice)
  // and its complete lines parsed there while the next slice is being read.
  // Resolves to the result; onRead(doneBytes, totalBytes) reports the reading.
  // options.readSlice(start, end), if given, reads the slices instead of
  // blob.slice(start, end).arrayBuffer(): a Promise of an ArrayBuffer or a
  // Uint8Array of exactly those bytes, asked for in order, each before the one
  // before it is parsed (so that a reader may read ahead).
  const SLICE = 4 << 20;
  Module.solveGraphBlob = function solveGraphBlob(blob, opts) {
    return Promise.resolve().then(function () {
      if (blob === null || typeof blob !== 'object' || typeof blob.size !== 'number' || typeof blob.slice !== 'function') {
        throw new GameGraphError('solveGraphBlob: blob must be a Blob (a File)');
      }
      const o = textOptions(opts, 'solveGraphBlob');
      progress(o);
      const onRead = checkedFunction(opts && opts.onRead, 'onRead');
      const readSlice = checkedFunction(opts && opts.readSlice, 'readSlice') || function (start, end) {
        return blob.slice(start, end).arrayBuffer();
      };
      const total = blob.size;
      const block = { ptr: ggApi.heapAlloc(total, 'the file'), len: total };
      let s;
      try {
        s = textSession(block, o);
      } catch (e) {
        heapFree(block);
        throw e;
      }
      let done = 0;
      let pending = null;
      const read = function (start) {
        const end = Math.min(total, start + SLICE);
        return new Promise(function (resolve) {
          resolve(readSlice(start, end)); // a throw of readSlice rejects: the session is closed all the same
        }).then(function (buf) {
          const bytes = buf instanceof Uint8Array ? buf : buf instanceof ArrayBuffer ? new Uint8Array(buf) : null;
          if (!bytes) throw new GameGraphError('solveGraphBlob: options.readSlice must give an ArrayBuffer or a Uint8Array');
          if (bytes.length !== end - start) throw new GameGraphError('solveGraphBlob: the file changed while it was read');
          return bytes;
        });
      };
      const next = function () {
        if (done >= total) return s.solve();
        return pending.then(function (bytes) {
          Module.HEAPU8.set(bytes, block.ptr + done); // HEAPU8 read anew: the memory may have grown
          done += bytes.length;
          pending = done < total ? read(done) : null; // the next slice is read while this one is parsed
          if (onRead) onRead(done, total);
          s.feed(done);
          return next();
        });
      };
      pending = total > 0 ? read(0) : null;
      return Promise.resolve()
        .then(next)
        .finally(function () {
          if (pending) pending.catch(function () {}); // a read left behind by a failure
          s.close();
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
