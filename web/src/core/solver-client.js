// The pages' side of the solver worker (one client for the graph, board and race
// pages and every op of theirs; the rules page runs its scripts in its sandbox). The
// worker is started from its URL where the page is served over http(s), from a
// Blob where that is refused (file://: the module's source, which the page has
// loaded as a script, followed by the worker bundle), and where neither works the
// same operations run on the page's own thread, and the client says so; there
// the big ones work in slices, yielding to the event loop between them (see
// ctx.here in worker-host.js), so that the page stays responsive and cancel()
// stops them between two slices.
//
//   const client = createSolverClient();
//   const value = await client.call('graph.solve', { text }, { onProgress });
//   client.cancel();      // stops the worker (the engine cannot be interrupted otherwise)
//   client.callHere(op, args)   // on the page's thread, for small jobs
//
// Every reply or error of a call made before cancel() is dropped: the call
// rejects with an Error whose `cancelled` is true. What the worker kept (a
// solved game) is lost with it: onReset listeners are told.
/* global GameGraph */
import workerSource from 'worker-source';
import { startHost, errorFromInfo } from './worker-host.js';
import { OPS } from '../worker/ops.js';

const READY_MS = 30000;

export function moduleMissingError() {
  const e = new Error('The solver module web/generated/gamegraph.js is missing or failed to load. Build it with scripts/build.sh wasm.');
  e.code = 'module-missing';
  return e;
}

// The module on the page's own thread: one instance for the page.
let pageModulePromise = null;
export function pageModule() {
  if (!pageModulePromise) {
    pageModulePromise = Promise.resolve().then(() => {
      if (typeof GameGraph !== 'function') throw moduleMissingError();
      return GameGraph();
    });
  }
  return pageModulePromise;
}

// A host on the page's own thread, reached as if it were a worker. terminate()
// aborts its signal: an operation in slices stops at its next slice.
function pageWorker() {
  const w = { onmessage: null, onerror: null, terminated: false };
  const stop = new AbortController();
  const inside = {
    postMessage(msg) {
      queueMicrotask(() => !w.terminated && w.onmessage && w.onmessage({ data: msg }));
    },
    onmessage: null,
  };
  w.postMessage = (msg) => queueMicrotask(() => !w.terminated && inside.onmessage({ data: msg }));
  w.terminate = () => {
    w.terminated = true;
    stop.abort();
  };
  startHost(inside, pageModule, OPS, { here: { signal: stop.signal } });
  return w;
}

function blobWorker() {
  if (typeof GameGraph !== 'function') throw moduleMissingError();
  // Emscripten's MODULARIZE output is one factory function holding the whole
  // module (the .wasm inlined); only the script path lives outside it.
  const src = 'var _scriptDir, _scriptName;\nvar GameGraph = (' + GameGraph.toString() + ');\nself.ggBlobWorker = true;\n' + workerSource;
  const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  const w = new Worker(url);
  setTimeout(() => URL.revokeObjectURL(url), READY_MS);
  return w;
}

export function createSolverClient({ workerUrl = 'web/generated/worker.js', useWorker = true } = {}) {
  let current = null; // { w, mode }
  let starting = null;
  let failure = null; // why no worker could be had
  let nextId = 1;
  const pending = new Map(); // id -> { resolve, reject, onProgress }
  const resetListeners = [];
  let here = null;

  function start(make, mode) {
    return new Promise((resolve, reject) => {
      let w;
      try {
        w = make();
      } catch (e) {
        reject(e);
        return;
      }
      const timer = setTimeout(() => {
        w.terminate();
        reject(new Error('the worker did not start in time'));
      }, READY_MS);
      w.onmessage = (ev) => {
        const msg = ev.data;
        if (msg.type === 'ready') {
          clearTimeout(timer);
          w.onmessage = onMessage;
          w.onerror = onError;
          resolve({ w, mode });
        } else if (msg.type === 'fatal') {
          clearTimeout(timer);
          w.terminate();
          reject(errorFromInfo(msg.error));
        }
      };
      w.onerror = (ev) => {
        clearTimeout(timer);
        if (ev && ev.preventDefault) ev.preventDefault();
        w.terminate();
        reject(new Error((ev && ev.message) || 'the worker failed to start'));
      };
    });
  }

  function getWorker() {
    if (current) return Promise.resolve(current);
    if (!starting) {
      const byUrl = () => start(() => new Worker(workerUrl), 'worker');
      const byBlob = () => start(blobWorker, 'blob-worker');
      const onPage = (why) => {
        failure = why;
        return start(pageWorker, 'page');
      };
      let first;
      if (!useWorker || typeof Worker !== 'function') first = onPage(new Error('no Worker'));
      else if (failure) first = start(pageWorker, 'page');
      else first = (location.protocol === 'file:' ? byBlob() : byUrl().catch(byBlob)).catch(onPage);
      starting = first.then(
        (wk) => {
          current = wk;
          starting = null;
          return wk;
        },
        (e) => {
          starting = null;
          throw e;
        }
      );
    }
    return starting;
  }

  function onMessage(ev) {
    const msg = ev.data;
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      if (p.onProgress) p.onProgress(msg.progress);
    } else if (msg.type === 'reply') {
      pending.delete(msg.id);
      p.resolve(msg.value);
    } else if (msg.type === 'error') {
      pending.delete(msg.id);
      p.reject(errorFromInfo(msg.error));
    }
  }

  function stop(err) {
    if (current) current.w.terminate();
    current = null;
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) p.reject(err);
    for (const f of resetListeners) f();
  }

  function onError(ev) {
    if (ev && ev.preventDefault) ev.preventDefault();
    const e = new Error('the solver worker stopped: ' + ((ev && ev.message) || 'out of memory?'));
    e.code = 'worker-died';
    stop(e);
  }

  return {
    // Runs op in the worker. Resolves to its value; rejects with its error.
    async call(op, args, { onProgress, transfer } = {}) {
      const wk = await getWorker();
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject, onProgress });
        wk.w.postMessage({ id, op, args }, transfer || []);
      });
    },
    // Runs op on the page's thread at once (small jobs: no worker round trip).
    async callHere(op, args) {
      if (!here) here = { gg: await pageModule(), kept: {} };
      return OPS[op](here.gg, args || {}, { kept: here.kept, transfer: [], progress() {} });
    },
    // Drops every call under way (each rejects with cancelled = true) and the worker.
    cancel() {
      if (!current && !pending.size) return false;
      const e = new Error('cancelled');
      e.cancelled = true;
      e.code = 'cancelled';
      stop(e);
      return true;
    },
    busy: () => pending.size > 0,
    // 'worker', 'blob-worker', 'page' (no worker could be had) or null (not started).
    mode: () => (current ? current.mode : null),
    // Why the worker could not be had, when mode() is 'page'.
    failure: () => failure,
    ready: () => getWorker().then((wk) => wk.mode),
    onReset(f) {
      resetListeners.push(f);
    },
  };
}
