// The side of the one worker protocol that runs the operations, shared by every
// worker: the solver worker of every page (web/src/worker/main.js; where no worker
// can be had, the same on the page's own thread, core/solver-client.js) and the
// rules page's sandboxed worker (pages/rules/sandbox/worker.js). One dispatch and
// one error shape for all.
//
// In:  { id, op, args }
// Out: { type: 'ready' } | { type: 'fatal', error }
//      { type: 'begin', id } (with options.begin: the request is taken, before it runs)
//      { type: 'progress', id, progress } | { type: 'reply', id, value } | { type: 'error', id, error }
// error: errorInfo's shape (below).
//
// An operation is (gg, args, ctx) => value (or a Promise of it): gg the module,
// ctx.progress(p) reports progress (throttled), ctx.transfer lists buffers to
// move with the reply, ctx.kept is an object the operations keep between calls
// (a solved game that later queries read). The solver worker's operations live
// with their page (pages/<page>/ops.js), named once in the pages manifest
// (pages/manifest.js). On the page's own thread (no worker), ctx.here is
// { signal }: an operation there should work in slices and yield to the event loop
// between them (the page must not freeze), and stop when signal is aborted (the
// client's cancel()); in a worker ctx.here is null.

import PIECE_TYPES from '../../../wasm/rules/error-pieces.json';

// An error as it crosses between threads: { name, message, and of code, kind and
// the pieces of a rules script's error (line, column, position, detail, call, said,
// value, ...: wasm/rules/error-pieces.json) those it has }, the message and detail
// (a script's own words, said in the message's stead) clipped to MAX_ERROR
// characters, each other field a number or a string of at most 300.
export const MAX_ERROR = 2000;
const FIELDS = ['code', 'kind', ...Object.keys(PIECE_TYPES)];
const clip = (s, max) => (s.length > max ? s.slice(0, max - 1) + '…' : s);

// What was thrown (an Error, or anything a script threw: a getter of it may throw
// too) as data in that shape.
export function errorInfo(e) {
  try {
    const info = { name: clip(String((e && e.name) || 'Error'), 300), message: clip(String((e && e.message) || e), MAX_ERROR) };
    if (e && typeof e === 'object') {
      for (const k of FIELDS) {
        const x = e[k];
        if (x !== undefined && x !== null) info[k] = typeof x === 'number' ? x : clip(String(x), k === 'detail' ? MAX_ERROR : 300);
      }
    }
    return info;
  } catch (e2) {
    return { name: 'Error', message: 'an error that could not be read' };
  }
}

// An error's data as received from another thread, which need not be trusted (a
// sandbox's): the same shape, only what fits it (numbers finite, strings clipped);
// fallback: the message when none is given.
export function errorData(info, fallback = 'the worker failed') {
  const i = info !== null && typeof info === 'object' ? info : {};
  const out = { message: typeof i.message === 'string' ? clip(i.message, MAX_ERROR) : fallback };
  if (typeof i.name === 'string') out.name = clip(i.name, 300);
  for (const k of FIELDS) {
    const x = i[k];
    if (typeof x === 'number' && Number.isFinite(x)) out[k] = x;
    else if (typeof x === 'string') out[k] = clip(x, 300);
  }
  return out;
}

// An Error again from an error's data (checked as errorData does).
export function errorFromInfo(info, fallback) {
  const d = errorData(info, fallback);
  const e = new Error(d.message);
  e.name = d.name || 'Error';
  for (const k of FIELDS) if (d[k] !== undefined) e[k] = d[k];
  return e;
}

// A typed array that owns its whole buffer (so it can be transferred without
// detaching anything else, like the WebAssembly heap).
export function own(a) {
  if (!a) return a;
  return a.byteOffset === 0 && a.buffer.byteLength === a.byteLength ? a : a.slice();
}

const PROGRESS_MS = 50;

// Lets the event loop run (a task: a MessageChannel's message, not clamped like
// nested timeouts), for work in slices on the page's thread.
export function pauseTask() {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(0);
  });
}

// Answers the requests that reach scope (a worker's self, or an object standing
// for one) with ops, once loadModule() has given the module. options:
//   here        ctx.here (see above; null in a worker)
//   begin       also say 'begin' as each request is taken
//   progressMs  the least time between two progress reports (default 50)
export function startHost(scope, loadModule, ops, { here = null, begin = false, progressMs = PROGRESS_MS } = {}) {
  let modulePromise = null;
  const getModule = () => (modulePromise = modulePromise || Promise.resolve().then(loadModule));
  const kept = {};
  // (taken once: whatever later replaces the scope's postMessage is not used)
  const post = scope.postMessage.bind(scope);

  scope.onmessage = async (ev) => {
    const req = ev.data;
    if (!req || typeof req.id !== 'number') return;
    const { id, op } = req;
    if (begin) post({ type: 'begin', id });
    let last = -Infinity;
    const ctx = {
      kept,
      here,
      transfer: [],
      // (force: sent at once, and the next one is not held back for it)
      progress(p, force) {
        const now = Date.now();
        if (!force && now - last < progressMs) return;
        if (!force) last = now;
        post({ type: 'progress', id, progress: p });
      },
    };
    try {
      const gg = await getModule();
      const f = Object.prototype.hasOwnProperty.call(ops, op) ? ops[op] : null;
      if (!f) throw new Error('unknown operation ' + String(op));
      const value = await f(gg, req.args || {}, ctx);
      post({ type: 'reply', id, value }, ctx.transfer);
    } catch (e) {
      post({ type: 'error', id, error: errorInfo(e) });
    }
  };

  getModule().then(
    () => post({ type: 'ready' }),
    (e) => post({ type: 'fatal', error: errorInfo(e) })
  );
}
