// Workers that run a rules script (explore-worker.js, whose bundled source is
// `workerSource`): Node's worker threads (from the source, eval) or the browser's
// Web Workers (from a Blob: inside the rules page's sandbox they inherit its
// policy and end with its frame). Each worker compiles the script once (init),
// then does its tasks in the order they were posted; a task's promise settles
// with the worker's reply.
// A worker that fails or ends (out of memory, a script that closes it) fails every
// task under way and every later one with the same error.
//
//   const pool = createPool(4, workerSource, { source, mode });
//   await pool.ready;                       // every worker compiled the script
//   const out = await pool.run(task, transfer);
//   pool.size; pool.busy(); pool.terminate();
import { RulesError } from './compile.js';
import { errorFromData } from './expand.js';

// The machine's cores, as far as this thread can tell.
export function coreCount() {
  try {
    if (typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0) return navigator.hardwareConcurrency;
    if (isNode()) {
      // eslint-disable-next-line global-require
      const os = require('os');
      return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
    }
  } catch (e) {
    // one core, then
  }
  return 1;
}

function isNode() {
  return typeof process === 'object' && process !== null && !!process.versions && !!process.versions.node && typeof require === 'function';
}

// Whether workers can be started here.
export function canSpawn() {
  if (isNode()) {
    try {
      // eslint-disable-next-line global-require
      return typeof require('worker_threads').Worker === 'function';
    } catch (e) {
      return false;
    }
  }
  return typeof Worker === 'function' && typeof Blob === 'function' && typeof URL === 'function';
}

// One worker: { post(msg, transfer), terminate() }, calling onMessage(data) and
// onFail(error).
function spawn(workerSource, onMessage, onFail) {
  if (isNode()) {
    // eslint-disable-next-line global-require
    const W = require('worker_threads').Worker;
    // a larger young generation: the script's garbage dies young, in fewer scavenges
    const w = new W(workerSource, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    let ended = false;
    w.on('message', onMessage);
    w.on('error', (e) => {
      ended = true;
      onFail(e);
    });
    w.on('exit', (code) => {
      if (!ended) onFail(new Error(`a worker ended (exit code ${code})`));
      ended = true;
    });
    return {
      post: (msg, transfer) => w.postMessage(msg, transfer || []),
      terminate() {
        ended = true;
        w.terminate();
      },
    };
  }
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const w = new Worker(url);
  w.onmessage = (ev) => onMessage(ev.data);
  w.onerror = (ev) => {
    if (ev && ev.preventDefault) ev.preventDefault();
    onFail(new Error((ev && ev.message) || 'a worker ended (out of memory?)'));
  };
  w.onmessageerror = () => onFail(new Error('a worker sent what cannot be read'));
  return {
    post: (msg, transfer) => w.postMessage(msg, transfer || []),
    terminate() {
      w.terminate();
      URL.revokeObjectURL(url);
    },
  };
}

// What a worker's failure is, for the caller: out of memory is the script's
// 'memory' error, anything else a 'throw' naming the work.
function failure(e, what) {
  const text = String((e && e.message) || e);
  if (e && (e.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|allocation failed|heap limit/i.test(text))) {
    return new RulesError(`a worker ran out of memory while ${what}`, { kind: 'memory' });
  }
  return new RulesError(`a worker failed while ${what}: ${text.length > 500 ? text.slice(0, 497) + '...' : text}`, { kind: 'throw' });
}

export function createPool(size, workerSource, init) {
  // Each worker's tasks in the order they were posted: a task is posted as soon as
  // it is asked for (the worker's own queue holds it), so that a worker done with
  // one starts the next without waiting for this thread to hear of it.
  const workers = [];
  let failed = null;
  let doing = 'exploring the script\'s positions';
  let readyCount = 0;
  let readyHooks = null;
  const ready = new Promise((resolve, reject) => {
    readyHooks = { resolve, reject };
  });
  ready.catch(() => {});

  function fail(e) {
    if (failed) return;
    failed = e instanceof RulesError ? e : failure(e, doing);
    readyHooks.reject(failed);
    for (const w of workers) {
      for (const t of w.tasks.splice(0)) t.reject(failed);
      w.handle.terminate();
    }
  }

  for (let i = 0; i < size; i++) {
    const w = { handle: null, tasks: [] };
    w.handle = spawn(
      workerSource,
      (msg) => {
        if (failed || !msg || typeof msg !== 'object') return;
        if (msg.type === 'ready') {
          if (++readyCount === size) readyHooks.resolve();
        } else if (msg.type === 'failed') {
          fail(errorFromData(msg.error));
        } else if (msg.type === 'done' && w.tasks.length) {
          w.tasks.shift().resolve(msg.out);
        }
      },
      fail
    );
    workers.push(w);
    w.handle.post({ type: 'init', source: init.source, mode: init.mode, declared: init.declared });
  }

  return {
    size,
    ready,
    get isReady() {
      return readyCount === size && !failed;
    },
    // What the workers are doing, for the message if one fails.
    doing(what) {
      doing = what;
    },
    run(msg, transfer) {
      return new Promise((resolve, reject) => {
        if (failed) {
          reject(failed);
          return;
        }
        // (the worker with the fewest tasks, the first of them on a tie)
        let w = workers[0];
        for (const x of workers) if (x.tasks.length < w.tasks.length) w = x;
        w.tasks.push({ resolve, reject });
        w.handle.post(msg, transfer);
      });
    },
    busy: () => workers.filter((w) => w.tasks.length > 0).length,
    terminate() {
      if (!failed) failed = new RulesError('stopped', { kind: 'throw' });
      for (const w of workers) w.handle.terminate();
    },
  };
}
