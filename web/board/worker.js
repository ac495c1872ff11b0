// The pursuit-game worker of board.html. It solves a board and KEEPS the solved
// game (a PursuitGame of the module, 3 bytes per state: 100 MiB for a 64 x 64
// board), answering the page's small questions about it (a state, a map of the
// board, an optimal move, the moves of a state): nothing big crosses to the page.
//
// Served over http(s) it is started as new Worker('web/board/worker.js'); from
// file://, where Chromium refuses a worker script by URL, the page builds it from
// a Blob (the module's source followed by ggBoardWorkerMain); with no worker at
// all the page runs ggBoardWorkerMain on its own thread (client.js).
//
// Messages in:  { type: 'solve', id, spec | text + preset, maxMemoryMiB }
//               { type: 'query', id, op, args }   op: 'parse' (text, preset) or one of QUERIES
// Messages out: { type: 'ready' } | { type: 'fatal', message }
//               { type: 'progress', id, done, total }
//               { type: 'solved', id, summary } | { type: 'reply', id, value } | { type: 'error', id, error }
/* global importScripts, GameGraph */
function ggBoardWorkerMain(scope, factory) {
  'use strict';
  var modulePromise = null;
  var game = null; // the PursuitGame solved last

  function getModule() {
    if (!modulePromise) modulePromise = Promise.resolve().then(factory);
    return modulePromise;
  }

  function errorInfo(e) {
    return {
      name: (e && e.name) || 'Error',
      message: (e && e.message) || String(e),
      line: e && e.line,
      column: e && e.column,
      bytesNeeded: e && e.bytesNeeded,
    };
  }

  function now() {
    return typeof performance !== 'undefined' ? performance.now() : Date.now();
  }

  function infos(states) {
    var r = [];
    for (var i = 0; i < states.length; i++) r.push(game.info(states[i]));
    return r;
  }

  var QUERIES = {
    info: function (a) {
      return game.info(a[0]);
    },
    // The state of (pursuer cell, evader cell, side) and its result; null on a wall.
    at: function (a) {
      var s = game.state(a[0], a[1], a[2]);
      return s < 0 ? null : game.info(s);
    },
    optimalMove: function (a) {
      var t = game.optimalMove(a[0]);
      return t < 0 ? null : game.info(t);
    },
    successors: function (a) {
      return infos(game.successors(a[0]));
    },
    line: function (a) {
      return infos(game.line(a[0], a[1]));
    },
    map: function (a) {
      return game.map(a[0], a[1], a[2]);
    },
    pursuerWinningStarts: function (a) {
      return Array.from(game.pursuerWinningStarts(a[0]));
    },
  };

  function transferOf(v) {
    if (v && v.winner instanceof Uint8Array) return [v.winner.buffer, v.depth.buffer];
    return [];
  }

  function solve(gg, req) {
    if (game) {
      game.delete(); // first: its memory is needed again
      game = null;
    }
    var id = req.id;
    var last = 0;
    var opts = {
      onProgress: function (done, total) {
        var t = Date.now();
        if (t - last < 50 && done < total) return;
        last = t;
        scope.postMessage({ type: 'progress', id: id, done: done, total: total });
      },
    };
    if (req.maxMemoryMiB) opts.maxMemoryMiB = req.maxMemoryMiB;
    var t0 = now();
    game = req.text !== undefined ? gg.solvePursuitText(req.text, req.preset, opts) : gg.solvePursuit(req.spec, opts);
    var ms = now() - t0;
    var summary = {
      kind: game.kind,
      numCells: game.numCells,
      numPositions: game.numPositions,
      numStates: game.numStates,
      bytesNeeded: game.bytesNeeded,
      startState: game.startState,
      start: game.start,
      answer: game.answer,
      ms: ms,
    };
    if (req.text !== undefined) summary.setup = game.setup;
    return summary;
  }

  scope.onmessage = function (ev) {
    var req = ev.data;
    if (!req || (req.type !== 'solve' && req.type !== 'query')) return;
    getModule()
      .then(function (gg) {
        if (req.type === 'solve') {
          scope.postMessage({ type: 'solved', id: req.id, summary: solve(gg, req) });
          return;
        }
        if (req.op === 'parse') {
          scope.postMessage({ type: 'reply', id: req.id, value: gg.parsePursuitText(req.args[0], req.args[1]) });
          return;
        }
        if (!game) throw new Error('nothing solved yet');
        var q = QUERIES[req.op];
        if (!q) throw new Error('unknown query ' + req.op);
        var v = q(req.args || []);
        scope.postMessage({ type: 'reply', id: req.id, value: v }, transferOf(v));
      })
      .catch(function (e) {
        scope.postMessage({ type: 'error', id: req.id, error: errorInfo(e) });
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
  ggBoardWorkerMain(self, function () {
    return GameGraph();
  });
}
