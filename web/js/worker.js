// The solver worker. Served over http(s) it is started as
//   new Worker('web/js/worker.js')
// and loads the module with importScripts. From file://, where Chromium refuses
// a worker script by URL, the page builds the same worker from a Blob: the
// module's source followed by ggWorkerMain (this file is also loaded by the page
// as a classic script, to have ggWorkerMain at hand).
//
// Messages in:  { type: 'solve', id, text | file, noMove, format }
// Messages out: { type: 'ready' } | { type: 'fatal', message }
//               { type: 'phase', id, phase: 'reading' | 'parsing', bytes }
//               { type: 'progress', id, done, total }
//               { type: 'result', id, result } | { type: 'error', id, error }
/* global importScripts, GameGraph */
function ggWorkerMain(scope, factory) {
  'use strict';
  var modulePromise = null;
  function getModule() {
    if (!modulePromise) modulePromise = Promise.resolve().then(factory);
    return modulePromise;
  }

  // A typed array that owns its whole buffer (so it can be transferred without
  // detaching anything else, like the WebAssembly heap).
  function own(a) {
    if (!a) return a;
    return a.byteOffset === 0 && a.buffer.byteLength === a.byteLength ? a : a.slice();
  }

  function errorInfo(e) {
    return {
      name: (e && e.name) || 'Error',
      message: (e && e.message) || String(e),
      line: e && e.line,
      column: e && e.column,
    };
  }

  scope.onmessage = function (ev) {
    var req = ev.data;
    if (!req || req.type !== 'solve') return;
    var id = req.id;
    var textPromise;
    if (req.file) {
      scope.postMessage({ type: 'phase', id: id, phase: 'reading', bytes: req.file.size });
      textPromise = req.file.text();
    } else {
      textPromise = Promise.resolve(req.text);
    }
    Promise.all([getModule(), textPromise])
      .then(function (got) {
        var gg = got[0];
        var text = got[1];
        scope.postMessage({ type: 'phase', id: id, phase: 'parsing', bytes: text.length });
        var last = 0;
        var r = gg.solveGraphText(text, {
          noMove: req.noMove,
          format: req.format || 'auto',
          onProgress: function (done, total) {
            var now = Date.now();
            if (now - last < 60) return;
            last = now;
            scope.postMessage({ type: 'progress', id: id, done: done, total: total });
          },
        });
        text = null;
        var result = {
          n: r.n,
          m: r.m,
          format: r.format,
          // cp names are "1".."n": not worth sending
          namesJoined: r.format === 'cp' ? null : r.names.join('\n'),
          outcome: own(r.outcome),
          depth: own(r.depth),
          move: own(r.move),
          edges: own(r.edges),
          fixed: own(r.fixed),
        };
        var transfer = [result.outcome.buffer, result.depth.buffer, result.move.buffer];
        if (result.edges) transfer.push(result.edges.buffer);
        if (result.fixed) transfer.push(result.fixed.buffer);
        scope.postMessage({ type: 'result', id: id, result: result }, transfer);
      })
      .catch(function (e) {
        scope.postMessage({ type: 'error', id: id, error: errorInfo(e) });
      });
  };

  getModule().then(
    function () {
      scope.postMessage({ type: 'ready' });
    },
    function (e) {
      scope.postMessage({ type: 'fatal', message: (e && e.message) || String(e) });
    }
  );
}

if (typeof WorkerGlobalScope !== 'undefined' && typeof importScripts === 'function' && !self.ggBlobWorker) {
  importScripts('../generated/gamegraph.js');
  ggWorkerMain(self, function () {
    return GameGraph();
  });
}
