// The sandboxed frame of the rules page (rules-sandbox.html, loaded by the page in
// <iframe sandbox="allow-scripts">: an opaque origin, no storage, no cookies, no
// access to the page). Its Content-Security-Policy forbids every network request;
// this script tightens it further before anything else runs (scripts only from
// blob:, so the worker cannot even importScripts a file of the site), then waits
// for the page to hand it the module's source and the worker's source, starts the
// worker from a Blob (it inherits the frame's policy) and relays messages both
// ways. The rules script runs in that worker only. The page stops it by removing
// this frame, which ends the worker with it.
const POLICY = "default-src 'none'; script-src blob: 'unsafe-eval'; worker-src blob:; connect-src 'none'; img-src 'none'; style-src 'none'; font-src 'none'; media-src 'none'; object-src 'none'; frame-src 'none'; child-src blob:; form-action 'none'; base-uri 'none'";

const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = POLICY;
document.head.appendChild(meta);

const host = window.parent;
let worker = null;

// Moves the typed arrays of a reply instead of copying them.
function buffersOf(msg) {
  const out = [];
  const v = msg && msg.value;
  if (v && typeof v === 'object') {
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (ArrayBuffer.isView(x) && x.buffer instanceof ArrayBuffer && !out.includes(x.buffer)) out.push(x.buffer);
    }
  }
  return out;
}

function send(msg) {
  try {
    host.postMessage(msg, '*', buffersOf(msg));
  } catch (e) {
    host.postMessage({ id: msg && msg.id, type: 'error', error: { message: 'a reply could not be sent: ' + String(e && e.message) } }, '*');
  }
}

function start(moduleSource, workerSource) {
  const src = 'var _scriptDir, _scriptName;\nvar GameGraph = (' + moduleSource + ');\n' + workerSource;
  const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  worker = new Worker(url);
  worker.onmessage = (ev) => send(ev.data);
  worker.onerror = (ev) => {
    if (ev && ev.preventDefault) ev.preventDefault();
    send({ type: 'fatal', error: { message: (ev && ev.message) || 'the worker stopped (out of memory?)', code: 'worker-died' } });
  };
}

window.addEventListener('message', (ev) => {
  if (ev.source !== host) return;
  const msg = ev.data;
  if (!msg || typeof msg !== 'object') return;
  if (msg.type === 'init') {
    if (worker) return;
    try {
      start(String(msg.module), String(msg.worker));
    } catch (e) {
      send({ type: 'fatal', error: { message: String((e && e.message) || e), code: 'worker-failed' } });
    }
  } else if (worker) {
    worker.postMessage(msg);
  }
});

host.postMessage({ type: 'frame-ready' }, '*');
