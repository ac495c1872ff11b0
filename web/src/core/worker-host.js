// The solver's side of the one worker protocol, shared by every page. It runs in
// the Web Worker (web/src/worker/main.js) and, where no worker can be had, on the
// page's own thread (core/solver-client.js): the same operations either way.
//
// In:  { id, op, args }
// Out: { type: 'ready' } | { type: 'fatal', error }
//      { type: 'progress', id, progress } | { type: 'reply', id, value } | { type: 'error', id, error }
//
// An operation is (gg, args, ctx) => value (or a Promise of it): gg the module,
// ctx.progress(p) reports progress (throttled), ctx.transfer lists buffers to
// move with the reply, ctx.kept is an object the operations keep between calls
// (a solved game that later queries read). Operations live with their page
// (pages/<page>/ops.js) and are listed once in worker/ops.js.
// On the page's own thread (no worker), ctx.here is { signal }: an operation
// there should work in slices and yield to the event loop between them (the page
// must not freeze), and stop when signal is aborted (the client's cancel());
// in a worker ctx.here is null.

function errorInfo(e) {
  return {
    name: (e && e.name) || 'Error',
    message: (e && e.message) || String(e),
    code: e && e.code,
    line: e && e.line,
    column: e && e.column,
    bytesNeeded: e && e.bytesNeeded,
  };
}

// An Error again from errorInfo's fields.
export function errorFromInfo(info) {
  const e = new Error(info.message);
  e.name = info.name || 'Error';
  for (const k of ['code', 'line', 'column', 'bytesNeeded']) if (info[k] !== undefined && info[k] !== null) e[k] = info[k];
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

export function startHost(scope, loadModule, ops, here = null) {
  let modulePromise = null;
  const getModule = () => (modulePromise = modulePromise || Promise.resolve().then(loadModule));
  const kept = {};

  scope.onmessage = async (ev) => {
    const req = ev.data;
    if (!req || typeof req.id !== 'number') return;
    const { id, op } = req;
    let last = 0;
    const ctx = {
      kept,
      here,
      transfer: [],
      progress(p, force) {
        const now = Date.now();
        if (!force && now - last < PROGRESS_MS) return;
        last = now;
        scope.postMessage({ type: 'progress', id, progress: p });
      },
    };
    try {
      const gg = await getModule();
      const f = Object.prototype.hasOwnProperty.call(ops, op) ? ops[op] : null;
      if (!f) throw new Error('unknown operation ' + op);
      const value = await f(gg, req.args || {}, ctx);
      scope.postMessage({ type: 'reply', id, value }, ctx.transfer);
    } catch (e) {
      scope.postMessage({ type: 'error', id, error: errorInfo(e) });
    }
  };

  getModule().then(
    () => scope.postMessage({ type: 'ready' }),
    (e) => scope.postMessage({ type: 'fatal', error: errorInfo(e) })
  );
}
