// Workers that run a rules script (explore-worker.js, whose bundled source is
// `workerSource`): Node's worker threads (from the source, eval) or the browser's
// Web Workers (from a Blob: inside the rules page's sandbox they inherit its
// policy and end with its frame). Each worker compiles the script once (init),
// then takes one task at a time; a task's promise settles with the worker's reply.
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
  const workers = [];
  const idle = [];
  const queue = [];
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
      if (w.task) w.task.reject(failed);
      w.task = null;
      w.handle.terminate();
    }
    for (const t of queue.splice(0)) t.reject(failed);
  }

  function next(w) {
    const t = queue.shift();
    if (!t) {
      idle.push(w);
      return;
    }
    w.task = t;
    w.handle.post(t.msg, t.transfer);
  }

  for (let i = 0; i < size; i++) {
    const w = { handle: null, task: null, ready: false };
    w.handle = spawn(
      workerSource,
      (msg) => {
        if (failed || !msg || typeof msg !== 'object') return;
        if (msg.type === 'ready') {
          w.ready = true;
          if (++readyCount === size) readyHooks.resolve();
          next(w);
        } else if (msg.type === 'failed') {
          fail(errorFromData(msg.error));
        } else if (msg.type === 'done' && w.task) {
          const t = w.task;
          w.task = null;
          next(w);
          t.resolve(msg.out);
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
        const t = { msg, transfer, resolve, reject };
        const w = idle.pop();
        if (w) {
          w.task = t;
          w.handle.post(msg, transfer);
        } else {
          queue.push(t);
        }
      });
    },
    busy: () => workers.filter((w) => w.task !== null).length,
    terminate() {
      if (!failed) failed = new RulesError('stopped', { kind: 'throw' });
      for (const w of workers) w.handle.terminate();
    },
  };
}
