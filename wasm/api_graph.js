// The public JS API of explicit game graphs (declared in api_graph.d.ts): wraps the raw
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
  const unwrap = ggApi.unwrap;

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

  function isBlob(blob) {
    return blob !== null && typeof blob === 'object' && typeof blob.size === 'number' && typeof blob.slice === 'function';
  }

  // Reads the `total` bytes of a file into block (in the heap, room for them) by
  // slices of sliceSize, in order, each copied straight into the module's memory as
  // it arrives (the whole file is never held twice) and the next asked for before
  // this one is handed on: afterSlice(doneBytes) runs on each (and may throw, to
  // stop). readSlice(start, end) gives a Promise of an ArrayBuffer or a Uint8Array
  // of exactly those bytes. Resolves once all are in; a read left behind by a
  // failure is let go.
  function readIntoHeap(block, total, sliceSize, readSlice, fn, afterSlice) {
    let done = 0;
    let pending = null;
    const read = function (start) {
      const end = Math.min(total, start + sliceSize);
      return new Promise(function (resolve) {
        resolve(readSlice(start, end)); // a throw of readSlice rejects
      }).then(function (buf) {
        const bytes = buf instanceof Uint8Array ? buf : buf instanceof ArrayBuffer ? new Uint8Array(buf) : null;
        if (!bytes) throw new GameGraphError(fn + ': options.readSlice must give an ArrayBuffer or a Uint8Array');
        if (bytes.length !== end - start) throw new GameGraphError(fn + ': the file changed while it was read');
        return bytes;
      });
    };
    const next = function () {
      if (done >= total) return undefined;
      return pending.then(function (bytes) {
        Module.HEAPU8.set(bytes, block.ptr + done); // HEAPU8 read anew: the memory may have grown
        done += bytes.length;
        pending = done < total ? read(done) : null; // the next slice is read while this one is handed on
        afterSlice(done);
        return next();
      });
    };
    pending = total > 0 ? read(0) : null;
    return Promise.resolve()
      .then(next)
      .finally(function () {
        if (pending) pending.catch(function () {});
      });
  }

  function blobSlices(blob) {
    return function (start, end) {
      return blob.slice(start, end).arrayBuffer();
    };
  }

  // A Blob (a File) read into the module's memory in slices of 16 MB (solveGraphSliced):
  // resolves to its block { ptr, len } in the heap. onRead(doneBytes, totalBytes)
  // reports the reading; stopped(), when given, is asked between slices.
  function blobToHeap(blob, fn, onRead, stopped) {
    const total = blob.size;
    const block = { ptr: ggApi.heapAlloc(total, 'the file'), len: total };
    return Promise.resolve()
      .then(function () {
        if (stopped) stopped();
        return readIntoHeap(block, total, 16 << 20, blobSlices(blob), fn, function (done) {
          if (onRead) onRead(done, total);
          if (stopped) stopped();
        });
      })
      .then(
        function () {
          return block;
        },
        function (e) {
          heapFree(block);
          block.ptr = 0;
          throw e;
        }
      );
  }

  // The same from a Blob (a File): read in slices of 4 MB into the module's memory
  // and its complete lines parsed there while the next slice is being read.
  // Resolves to the result; onRead(doneBytes, totalBytes) reports the reading.
  // options.readSlice(start, end), if given, reads the slices instead of
  // blob.slice(start, end).arrayBuffer(): a Promise of an ArrayBuffer or a
  // Uint8Array of exactly those bytes, asked for in order, each before the one
  // before it is parsed (so that a reader may read ahead).
  Module.solveGraphBlob = function solveGraphBlob(blob, opts) {
    return Promise.resolve().then(function () {
      if (!isBlob(blob)) throw new GameGraphError('solveGraphBlob: blob must be a Blob (a File)');
      const o = textOptions(opts, 'solveGraphBlob');
      progress(o);
      const onRead = checkedFunction(opts && opts.onRead, 'onRead');
      const readSlice = checkedFunction(opts && opts.readSlice, 'readSlice') || blobSlices(blob);
      const total = blob.size;
      const block = { ptr: ggApi.heapAlloc(total, 'the file'), len: total };
      let s;
      try {
        s = textSession(block, o);
      } catch (e) {
        heapFree(block);
        throw e;
      }
      return readIntoHeap(block, total, 4 << 20, readSlice, 'solveGraphBlob', function (done) {
        if (onRead) onRead(done, total);
        s.feed(done);
      })
        .then(function () {
          return s.solve();
        })
        .finally(function () {
          s.close();
        });
    });
  };

  // ---- the same solve in slices -----------------------------------------------------------
  // A run of _graphSolveStart .. _graphSolveFree over a text in the heap (block,
  // freed with the run, or as soon as the parse no longer needs it).
  function runInHeap(block, o) {
    let handle = 0;
    // The text's block in the heap, freed once the parse no longer reads it.
    function freeText() {
      if (block.ptr) heapFree(block);
      block.ptr = 0;
    }
    // A call on the run (f: the handle to a JSON answer); a failure frees the run.
    function callRun(f) {
      try {
        return unwrap(f(handle));
      } catch (e) {
        run.free();
        throw e;
      }
    }
    try {
      handle = unwrap(Module._graphSolveStart(block.ptr, block.len, o.noMove, o.format, o.maxMemory)).handle;
    } finally {
      if (!handle) freeText();
    }
    const run = {
      phase: 'parsing',
      done: false,
      // One slice of about budget units of work (bytes of text parsed; edges and
      // vertices built; states and moves of the engine), never past the end of the
      // phase: { done, phase, at, total, n }.
      step: function (budget) {
        if (!handle) throw new GameGraphError('step: this run is over (freed)');
        if (typeof budget !== 'number' || !(budget >= 1)) throw new GameGraphError('step: budget must be a number of at least 1');
        const r = callRun(function (h) {
          return Module._graphSolveStep(h, budget);
        });
        if (r.phase !== 'parsing') freeText(); // the parse is over: the text is no longer read
        run.phase = r.phase;
        run.done = r.done;
        return r;
      },
      // The result once a step said done (the same as solveGraphBytes'); frees the run.
      result: function () {
        let r = null;
        resultParts(function (part) {
          r = part(r);
        });
        delete r.last;
        return r;
      },
      // The same in parts, `between` (a function returning a promise) run between two.
      resultInParts: function (between) {
        let r = null;
        let chain = Promise.resolve();
        resultParts(function (part) {
          chain = chain.then(function () {
            r = part(r);
            return r.last ? null : between();
          });
        });
        return chain.then(function () {
          delete r.last;
          return r;
        });
      },
      // Frees the run (at once: a run dropped without it keeps its memory).
      free: function () {
        if (handle) Module._graphSolveFree(handle);
        handle = 0;
        freeText();
      },
    };
    // Calls each(part) for every part of the result in turn (_graphSolvePart), part(r)
    // adding it to r; the last one frees the run.
    function resultParts(each) {
      if (!run.done) throw new GameGraphError('result: the solve is not over (step until done)');
      if (!handle) throw new GameGraphError('result: this run is over (freed)');
      const names = ['fields', 'edges', 'fixed', 'names', 'solution'];
      names.forEach(function (name, i) {
        each(function (r) {
          if (!handle) throw new GameGraphError('result: this run is over (freed)');
          const p = callRun(function (h) {
            return Module._graphSolvePart(h, name);
          });
          r = r ? Object.assign(r, p) : p;
          if (i === names.length - 1) {
            run.free();
            r = lazyNames(r);
            Object.defineProperty(r, 'last', { value: true, configurable: true, enumerable: false, writable: true });
          }
          return r;
        });
      });
    }
    return run;
  }

  // The text (a string or UTF-8 bytes) into the heap, for a solve in slices.
  function inputToHeap(input, fn) {
    if (typeof input === 'string') return textToHeap(input);
    if (input instanceof Uint8Array) return bytesToHeap(input);
    throw new GameGraphError(fn + ': the input must be a string, a Uint8Array or a Blob');
  }

  // A solve stepped by the caller: run.step(budget) until it says done, then run.result().
  Module.startGraphSolve = function startGraphSolve(input, opts) {
    const o = textOptions(opts, 'startGraphSolve');
    if (typeof input !== 'string' && !(input instanceof Uint8Array)) {
      throw new GameGraphError('startGraphSolve: the input must be a string or a Uint8Array');
    }
    return runInHeap(inputToHeap(input, 'startGraphSolve'), o);
  };

  function now() {
    return typeof performance !== 'undefined' && performance.now ? performance.now() : Date.now();
  }

  // A way to let the event loop run between slices: a MessageChannel's message (a
  // task, not clamped like nested timeouts), else setTimeout 0. close() ends it.
  function pauser() {
    if (typeof MessageChannel !== 'function') {
      return {
        pause: function () {
          return new Promise(function (resolve) {
            setTimeout(resolve, 0);
          });
        },
        close: function () {},
      };
    }
    const ch = new MessageChannel();
    const waiting = [];
    ch.port1.onmessage = function () {
      const f = waiting.shift();
      if (f) f();
    };
    return {
      pause: function () {
        return new Promise(function (resolve) {
          waiting.push(resolve);
          ch.port2.postMessage(0);
        });
      },
      close: function () {
        ch.port1.close();
        ch.port2.close();
      },
    };
  }

  // The whole solve in slices of about options.sliceMs of work each (default 16),
  // the event loop running between them: the budget of each phase is measured and
  // adapted (doubled while a slice takes under half the target, scaled down when
  // over 1.5 times). The same progress callbacks as the one-call solves (onRead,
  // onParse, then onProgress: (0, n) while the graph is built, then the states
  // decided); options.signal (an AbortSignal) stops it between slices (a
  // GameGraphError of code 'cancelled'); options.pause replaces the pause.
  const FIRST_BUDGET = 1 << 15;
  Module.solveGraphSliced = function solveGraphSliced(input, opts) {
    let block = null;
    let run = null;
    let p = null;
    return Promise.resolve()
      .then(function () {
        const o = textOptions(opts, 'solveGraphSliced');
        progress(o);
        const x = opts || {};
        const onRead = checkedFunction(x.onRead, 'onRead');
        const onProgress = o.onProgress || null;
        const onParse = o.onParse || null;
        const pause = checkedFunction(x.pause, 'pause');
        const sliceMs = x.sliceMs === undefined || x.sliceMs === null ? 16 : x.sliceMs;
        if (typeof sliceMs !== 'number' || !(sliceMs > 0)) throw new GameGraphError('options.sliceMs must be a positive number');
        const signal = x.signal === undefined || x.signal === null ? null : x.signal;
        if (signal !== null && (typeof signal !== 'object' || typeof signal.aborted !== 'boolean')) {
          throw new GameGraphError('options.signal must be an AbortSignal');
        }
        const stopped = function () {
          if (signal && signal.aborted) throw new GameGraphError('cancelled', undefined, undefined, 'cancelled');
        };
        p = pause ? { pause: pause, close: function () {} } : pauser();
        const read = isBlob(input) && !(input instanceof Uint8Array) ? blobToHeap(input, 'solveGraphSliced', onRead, stopped) : Promise.resolve(inputToHeap(input, 'solveGraphSliced'));
        return read.then(function (b) {
          block = b;
          stopped();
          run = runInHeap(block, o);
          const budgets = {};
          const slice = function () {
            stopped();
            const phase = run.phase;
            const budget = budgets[phase] || FIRST_BUDGET;
            const t0 = now();
            const r = run.step(budget);
            const ms = now() - t0;
            if (r.phase === phase) {
              // a slice that ended its phase also did the next one's setting up: not measured
              if (ms < sliceMs / 2) budgets[phase] = Math.min(budget * 2, 4503599627370496);
              else if (ms > sliceMs * 1.5) budgets[phase] = Math.max(1, Math.floor((budget * sliceMs) / ms));
            }
            if (r.phase === 'parsing') {
              if (onParse) onParse(r.at, r.total);
            } else if (r.phase === 'building') {
              if (onProgress) onProgress(0, r.n);
            } else if (onProgress) {
              onProgress(r.at, r.n);
            }
            if (r.done) return run.resultInParts(p.pause);
            return Promise.resolve(p.pause()).then(slice);
          };
          return slice();
        });
      })
      .finally(function () {
        if (run) run.free();
        else if (block && block.ptr) heapFree(block);
        if (p) p.close();
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
