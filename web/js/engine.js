// Runs the solver: small texts on the page itself (fast, synchronous), big ones
// and files in a Web Worker with progress. The worker is started from its URL
// where the page is served over http(s), from a Blob where that is refused
// (file://), and if neither works the page solves on its own thread and says so.
/* global GameGraph, ggWorkerMain */
(function () {
  'use strict';
  var GG = (window.GG = window.GG || {});

  var WORKER_READY_MS = 30000;
  var modulePromise = null;

  function moduleMissing() {
    return new Error(
      'The solver module web/generated/gamegraph.js is missing or failed to load. ' +
        'Build it with scripts/build.sh wasm.'
    );
  }

  // The module on the page's own thread.
  function getModule() {
    if (!modulePromise) {
      modulePromise =
        typeof GameGraph === 'function'
          ? Promise.resolve().then(function () {
              return GameGraph();
            })
          : Promise.reject(moduleMissing());
    }
    return modulePromise;
  }

  function own(a) {
    if (!a) return a;
    return a.byteOffset === 0 && a.buffer.byteLength === a.byteLength ? a : a.slice();
  }

  // A solved graph as the page keeps it.
  function makeResult(r, namesJoined) {
    var names = null;
    if (r.format !== 'cp') {
      if (namesJoined !== undefined) names = namesJoined === '' ? (r.n ? [''] : []) : namesJoined.split('\n');
      else names = r.names;
    }
    return {
      n: r.n,
      m: r.m,
      format: r.format,
      names: names, // null for the cp form: vertex i is named i + 1
      outcome: own(r.outcome),
      depth: own(r.depth),
      move: own(r.move),
      edges: own(r.edges),
      fixed: own(r.fixed),
      trace: r.trace ? own(r.trace) : null, // the engine's event log (small graphs solved on the page)
    };
  }

  function solveError(info) {
    var e = new Error(info.message);
    e.name = info.name || 'Error';
    if (info.line !== undefined && info.line !== null) {
      e.line = info.line;
      e.column = info.column;
    }
    return e;
  }

  // Graphs small enough to draw are solved with the engine's event log (for the
  // step-through view: the same run gives the answer and its story).
  var TRACE_MAX_EVENTS = 4 * 2000 + 8000 + 1;

  function solveOnPage(req) {
    var textPromise = req.file ? req.file.text() : Promise.resolve(req.text);
    return Promise.all([getModule(), textPromise]).then(function (got) {
      var gg = got[0];
      var opts = { noMove: req.noMove, format: 'auto' };
      var r = null;
      if (!req.file && typeof gg.traceGraphText === 'function') {
        try {
          opts.maxEvents = TRACE_MAX_EVENTS;
          r = gg.traceGraphText(got[1], opts);
        } catch (e) {
          if (!/too big to trace/.test(e.message)) throw e;
          r = null;
        }
        delete opts.maxEvents;
      }
      if (!r) r = gg.solveGraphText(got[1], opts);
      return makeResult(r);
    });
  }

  // ---- the worker ----------------------------------------------------------

  var worker = null; // { w, mode } once ready
  var workerPromise = null;
  var workerFailure = null; // why no worker can be had (then the page solves itself)
  var pending = null; // { id, resolve, reject, onProgress }
  var nextId = 1;

  function blobSource() {
    var glue;
    if (typeof window.GameGraphSource === 'string') {
      glue = window.GameGraphSource; // a build may ship the module's text
    } else if (typeof GameGraph === 'function') {
      // Emscripten's MODULARIZE output is one factory function holding the whole
      // module (the .wasm inlined); only the script path lives outside it.
      glue = 'var _scriptDir, _scriptName;\nvar GameGraph = (' + GameGraph.toString() + ');\n';
    } else {
      throw moduleMissing();
    }
    return (
      'self.ggBlobWorker = true;\n' + glue +
      '\n;(' + ggWorkerMain.toString() + ')(self, function () { return GameGraph(); });\n'
    );
  }

  function startWorker(makeWorker, mode) {
    return new Promise(function (resolve, reject) {
      var w;
      try {
        w = makeWorker();
      } catch (e) {
        reject(e);
        return;
      }
      var timer = setTimeout(function () {
        w.terminate();
        reject(new Error('the worker did not start in time'));
      }, WORKER_READY_MS);
      w.onmessage = function (ev) {
        var msg = ev.data;
        if (msg.type === 'ready') {
          clearTimeout(timer);
          w.onmessage = onWorkerMessage;
          w.onerror = onWorkerError;
          resolve({ w: w, mode: mode });
        } else if (msg.type === 'fatal') {
          clearTimeout(timer);
          w.terminate();
          reject(new Error(msg.message));
        }
      };
      w.onerror = function (ev) {
        clearTimeout(timer);
        if (ev && ev.preventDefault) ev.preventDefault();
        w.terminate();
        reject(new Error((ev && ev.message) || 'the worker failed to start'));
      };
    });
  }

  function getWorker() {
    if (worker) return Promise.resolve(worker);
    if (workerFailure) return Promise.reject(workerFailure);
    if (!workerPromise) {
      var byUrl = function () {
        return startWorker(function () {
          return new Worker('web/js/worker.js');
        }, 'worker');
      };
      var byBlob = function () {
        return startWorker(function () {
          var url = URL.createObjectURL(new Blob([blobSource()], { type: 'text/javascript' }));
          var w = new Worker(url);
          setTimeout(function () {
            URL.revokeObjectURL(url);
          }, WORKER_READY_MS);
          return w;
        }, 'blob-worker');
      };
      var first = location.protocol === 'file:' ? byBlob() : byUrl().catch(byBlob);
      workerPromise = first.then(
        function (wk) {
          worker = wk;
          workerPromise = null;
          return wk;
        },
        function (e) {
          workerPromise = null;
          workerFailure = e;
          throw e;
        }
      );
    }
    return workerPromise;
  }

  function dropWorker() {
    if (worker) worker.w.terminate();
    worker = null;
  }

  function onWorkerMessage(ev) {
    var msg = ev.data;
    if (!pending || msg.id !== pending.id) return;
    var p = pending;
    if (msg.type === 'phase') {
      p.onProgress({ phase: msg.phase, bytes: msg.bytes });
    } else if (msg.type === 'progress') {
      p.onProgress({ phase: 'solving', done: msg.done, total: msg.total });
    } else if (msg.type === 'result') {
      pending = null;
      p.resolve(makeResult(msg.result, msg.result.namesJoined));
    } else if (msg.type === 'error') {
      pending = null;
      // After anything but a parse error the module may be in a bad state
      // (out of memory, an abort): start afresh next time.
      if (msg.error.line === undefined || msg.error.line === null) dropWorker();
      p.reject(solveError(msg.error));
    }
  }

  function onWorkerError(ev) {
    if (ev && ev.preventDefault) ev.preventDefault();
    dropWorker();
    if (pending) {
      var p = pending;
      pending = null;
      p.reject(new Error('the solver worker stopped: ' + ((ev && ev.message) || 'out of memory?')));
    }
  }

  function solveInWorker(wk, req, onProgress) {
    return new Promise(function (resolve, reject) {
      var id = nextId++;
      pending = { id: id, resolve: resolve, reject: reject, onProgress: onProgress };
      var msg = { type: 'solve', id: id, noMove: req.noMove, format: 'auto' };
      if (req.file) msg.file = req.file;
      else msg.text = req.text;
      wk.w.postMessage(msg);
    });
  }

  // ---- the public face -----------------------------------------------------

  // req: { text | file, noMove, big }. Resolves to
  // { result, mode: 'page' | 'worker' | 'blob-worker', note } ; rejects with an
  // Error (a parse error carries line and column; a cancelled solve has
  // cancelled = true).
  GG.solve = function (req, onProgress) {
    onProgress = onProgress || function () {};
    GG.cancelSolve();
    if (!req.big) {
      return solveOnPage(req).then(function (result) {
        return { result: result, mode: 'page', note: '' };
      });
    }
    onProgress({ phase: 'starting' });
    return getWorker().then(
      function (wk) {
        return solveInWorker(wk, req, onProgress).then(function (result) {
          return { result: result, mode: wk.mode, note: '' };
        });
      },
      function (why) {
        onProgress({ phase: 'page' });
        // Let the page paint the note before the main thread is busy.
        return new Promise(function (resolve) {
          setTimeout(resolve, 50);
        })
          .then(function () {
            return solveOnPage(req);
          })
          .then(function (result) {
            return {
              result: result,
              mode: 'page',
              note: GG.t('note.noWorker', { why: why.message }),
            };
          });
      }
    );
  };

  GG.cancelSolve = function () {
    if (!pending) return false;
    var p = pending;
    pending = null;
    dropWorker();
    var e = new Error('cancelled');
    e.cancelled = true;
    p.reject(e);
    return true;
  };

  GG.loadModule = getModule;
  GG.workerMode = function () {
    return worker ? worker.mode : null;
  };
})();
