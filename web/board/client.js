// The page's side of the pursuit worker (web/board/worker.js): starts it from its
// URL over http(s), from a Blob on file:// (or when the URL is refused), and when
// no worker can be had runs the same code on the page's thread and says so.
// Solves and queries are promises; a new solve or cancel() drops the old one
// (cancel terminates the worker: the engine cannot be interrupted otherwise).
/* global GameGraph, ggBoardWorkerMain */
(function () {
  'use strict';
  var PG = (window.PG = window.PG || {});

  var READY_MS = 30000;

  function moduleMissing() {
    return new Error(
      'The solver module web/generated/gamegraph.js is missing or failed to load. Build it with scripts/build.sh wasm.'
    );
  }

  function blobSource() {
    if (typeof GameGraph !== 'function') throw moduleMissing();
    return (
      'self.ggBlobWorker = true;\nvar _scriptDir, _scriptName;\nvar GameGraph = (' + GameGraph.toString() + ');\n' +
      ';(' + ggBoardWorkerMain.toString() + ')(self, function () { return GameGraph(); });\n'
    );
  }

  // A worker-like object running ggBoardWorkerMain on the page's thread.
  function pageWorker() {
    var fake = { onmessage: null, onerror: null };
    var scope = {
      postMessage: function (msg) {
        setTimeout(function () {
          if (fake.onmessage) fake.onmessage({ data: msg });
        }, 0);
      },
    };
    fake.postMessage = function (msg) {
      setTimeout(function () {
        scope.onmessage({ data: msg });
      }, 30); // let the page paint its progress note first
    };
    fake.terminate = function () {
      fake.onmessage = null;
    };
    if (typeof GameGraph !== 'function') throw moduleMissing();
    ggBoardWorkerMain(scope, function () {
      return GameGraph();
    });
    return fake;
  }

  function Client() {
    this.w = null; // the worker once ready
    this.mode = null; // 'worker' | 'blob-worker' | 'page'
    this.starting = null;
    this.pending = {}; // id -> { resolve, reject, onProgress }
    this.nextId = 1;
    this.solveId = 0;
    this.note = '';
  }

  Client.prototype._start = function (make, mode) {
    var self = this;
    return new Promise(function (resolve, reject) {
      var w;
      try {
        w = make();
      } catch (e) {
        reject(e);
        return;
      }
      var timer = setTimeout(function () {
        w.terminate();
        reject(new Error('the worker did not start in time'));
      }, READY_MS);
      w.onmessage = function (ev) {
        var msg = ev.data;
        if (msg.type === 'ready') {
          clearTimeout(timer);
          w.onmessage = function (e2) {
            self._onMessage(e2.data);
          };
          w.onerror = function (e2) {
            if (e2 && e2.preventDefault) e2.preventDefault();
            self._crashed((e2 && e2.message) || 'the solver worker stopped (out of memory?)');
          };
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
  };

  Client.prototype._get = function () {
    var self = this;
    if (this.w) return Promise.resolve(this.w);
    if (!this.starting) {
      var byUrl = function () {
        return self._start(function () {
          return new Worker('web/board/worker.js');
        }, 'worker');
      };
      var byBlob = function () {
        return self._start(function () {
          var url = URL.createObjectURL(new Blob([blobSource()], { type: 'text/javascript' }));
          var w = new Worker(url);
          setTimeout(function () {
            URL.revokeObjectURL(url);
          }, READY_MS);
          return w;
        }, 'blob-worker');
      };
      var onPage = function (why) {
        self.note = 'No Web Worker could be started here (' + why.message + '): the solver runs on the page itself, which may freeze while it works.';
        return self._start(pageWorker, 'page');
      };
      var first = location.protocol === 'file:' ? byBlob() : byUrl().catch(byBlob);
      this.starting = first.catch(onPage).then(
        function (wk) {
          self.w = wk.w;
          self.mode = wk.mode;
          self.starting = null;
          return wk.w;
        },
        function (e) {
          self.starting = null;
          throw e;
        }
      );
    }
    return this.starting;
  };

  function errorOf(info) {
    var e = new Error(info.message);
    e.name = info.name || 'Error';
    if (info.line !== undefined && info.line !== null) {
      e.line = info.line;
      e.column = info.column;
    }
    if (info.bytesNeeded !== undefined && info.bytesNeeded !== null) e.bytesNeeded = info.bytesNeeded;
    return e;
  }

  Client.prototype._onMessage = function (msg) {
    var p = this.pending[msg.id];
    if (!p) return;
    if (msg.type === 'progress') {
      if (p.onProgress) p.onProgress(msg.done, msg.total);
      return;
    }
    delete this.pending[msg.id];
    if (msg.type === 'solved') p.resolve(msg.summary);
    else if (msg.type === 'reply') p.resolve(msg.value);
    else if (msg.type === 'error') p.reject(errorOf(msg.error));
  };

  Client.prototype._crashed = function (why) {
    this._drop();
    var all = this.pending;
    this.pending = {};
    Object.keys(all).forEach(function (id) {
      all[id].reject(new Error(why));
    });
  };

  Client.prototype._drop = function () {
    if (this.w) this.w.terminate();
    this.w = null;
    this.solved = false;
  };

  Client.prototype._send = function (msg, onProgress) {
    var self = this;
    return this._get().then(function (w) {
      return new Promise(function (resolve, reject) {
        msg.id = self.nextId++;
        self.pending[msg.id] = { resolve: resolve, reject: reject, onProgress: onProgress };
        w.postMessage(msg);
      });
    });
  };

  // req: { spec } or { text, preset }; plus maxMemoryMiB. Resolves to the summary.
  Client.prototype.solve = function (req, onProgress) {
    this.cancel();
    var msg = { type: 'solve', maxMemoryMiB: req.maxMemoryMiB };
    if (req.text !== undefined) {
      msg.text = req.text;
      msg.preset = req.preset;
    } else {
      msg.spec = req.spec;
    }
    var self = this;
    var p = this._send(msg, onProgress);
    this.solving = p;
    return p.then(
      function (s) {
        if (self.solving === p) self.solving = null;
        self.solved = true;
        return s;
      },
      function (e) {
        if (self.solving === p) self.solving = null;
        self.solved = false;
        // After anything but a parse error the module may be in a bad state.
        if (e.line === undefined && !e.cancelled && e.bytesNeeded === undefined) self._drop();
        throw e;
      }
    );
  };

  Client.prototype.query = function (op) {
    var args = Array.prototype.slice.call(arguments, 1);
    return this._send({ type: 'query', op: op, args: args });
  };

  // Stops a running solve (the worker is terminated and restarted when next needed).
  Client.prototype.cancel = function () {
    if (!this.solving) return false;
    this.solving = null;
    var all = this.pending;
    this.pending = {};
    this._drop();
    Object.keys(all).forEach(function (id) {
      var e = new Error('cancelled');
      e.cancelled = true;
      all[id].reject(e);
    });
    return true;
  };

  PG.Client = Client;
})();
