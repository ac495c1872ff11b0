// The sandboxed frame of the rules page (rules-sandbox.html, loaded by the page in
// <iframe sandbox="allow-scripts">: an opaque origin, no storage, no cookies, no
// access to the page). Its Content-Security-Policy forbids every network request;
// this script tightens it further before anything else runs (scripts only from
// blob:, so the worker cannot even importScripts a file of the site), then waits
// for the page to hand it the module's source and the worker's source, starts the
// worker from a Blob (it inherits the frame's policy) and relays messages both
// ways. The rules script runs in that worker only. The page stops it by removing
// this frame, which ends the worker with it.
//
// The script may answer in its worker's name (it can replace self.onmessage), so
// only what the protocol expects is relayed: the worker's first 'ready', and for
// a request under way its progress (numbers), its error (clipped) and its reply
// if it fits its operation (sandbox-replies.js; the page checks it again). A reply
// that does not ends the worker here, so that a forged reply of megabytes never
// costs the page's thread its reading. The frame answers the page's pings (the
// page notices a frame that died), and notices a worker that stopped taking
// requests (the script closed it, or it died): it says so and ends the worker.
import { checkReply, ProtocolError, progressOf } from '../sandbox-replies.js';
import { WORKER_POLICY } from './policy.js';
import { errorData, MAX_ERROR } from '../../../core/worker-host.js';

const meta = document.createElement('meta');
meta.httpEquiv = 'Content-Security-Policy';
meta.content = WORKER_POLICY;
document.head.appendChild(meta);

const host = window.parent;
let worker = null;
let started = false; // one worker per frame: a later 'init' is ignored
let workerReady = false;
// The page's requests given to the worker and not answered yet: id -> { at, op, args }.
const asked = new Map();
let begun = null; // the request the worker said it began (its 'begin'), until its answer
let idleSince = 0; // when the worker last answered (or started)
let watch = 0;
// A worker that is not busy picks up a request at once: one that has not begun it
// this long after it could have is gone.
const TAKE_MS = 5000;

const clip = (s, max) => (s.length > max ? s.slice(0, max - 1) + '…' : s);

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
    host.postMessage({ id: msg && msg.id, type: 'error', error: { message: 'a reply could not be sent: ' + clip(String(e && e.message), 200) } }, '*');
  }
}

// An error the worker sent, as data: the worker host's error shape, only what fits it.
const errorOf = (info) => errorData(info, 'the sandbox failed');


// Ends the worker and tells the page why (op: the request under way); nothing
// more is relayed.
function end(error, op) {
  if (!worker) return;
  worker.terminate();
  worker = null;
  asked.clear();
  clearInterval(watch);
  send({ type: 'fatal', error, op });
}

function watchWorker() {
  if (watch) return;
  watch = setInterval(() => {
    if (!asked.size) {
      clearInterval(watch);
      watch = 0;
      return;
    }
    if (begun !== null) return; // busy: the page's time limits and Stop see to it
    const first = asked.values().next().value;
    if (performance.now() - Math.max(first.at, idleSince) > TAKE_MS) {
      end({ code: 'worker-ended', message: 'the worker no longer takes requests (the script closed it, or it ran out of memory)' });
    }
  }, 1000);
}

function fromWorker(msg) {
  if (!msg || typeof msg !== 'object') return;
  const known = typeof msg.id === 'number' && asked.has(msg.id);
  if (msg.type === 'ready') {
    if (workerReady) return;
    workerReady = true;
    idleSince = performance.now();
    send({ type: 'ready' });
  } else if (msg.type === 'fatal') {
    end(errorOf(msg.error));
  } else if (!known) {
    // not an answer to a request under way: not the protocol, dropped
  } else if (msg.type === 'begin') {
    begun = msg.id;
  } else if (msg.type === 'progress') {
    send({ id: msg.id, type: 'progress', progress: progressOf(msg.progress) });
  } else if (msg.type === 'reply' || msg.type === 'error') {
    const { op, args } = asked.get(msg.id);
    asked.delete(msg.id);
    if (begun === msg.id) begun = null;
    idleSince = performance.now();
    if (msg.type === 'error') {
      send({ id: msg.id, type: 'error', error: errorOf(msg.error) });
      return;
    }
    try {
      checkReply(op, msg.value, args);
    } catch (e) {
      if (!(e instanceof ProtocolError)) throw e;
      end({ code: 'protocol', message: e.message }, op);
      return;
    }
    send({ id: msg.id, type: 'reply', value: msg.value });
  }
}

function start(moduleSource, workerSource) {
  const src = 'var _scriptDir, _scriptName;\nvar GameGraph = (' + moduleSource + ');\n' + workerSource;
  const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  worker = new Worker(url);
  worker.onmessage = (ev) => fromWorker(ev.data);
  // An error event: before the worker is ready, it could not start; while it runs a
  // request, it died with it (out of memory); between requests it is an error of the
  // script's own timers, and the worker goes on (one that did die is noticed at the
  // next request).
  worker.onerror = (ev) => {
    if (ev && ev.preventDefault) ev.preventDefault();
    const message = ev && typeof ev.message === 'string' && ev.message ? clip(ev.message, MAX_ERROR) : 'the worker stopped (out of memory?)';
    if (!workerReady) end({ message, code: 'worker-failed' });
    else if (begun !== null) end({ message, code: 'worker-died' }, asked.has(begun) ? asked.get(begun).op : undefined);
  };
}

window.addEventListener('message', (ev) => {
  if (ev.source !== host) return;
  const msg = ev.data;
  if (!msg || typeof msg !== 'object') return;
  if (msg.type === 'ping') {
    send({ type: 'pong', seq: msg.seq });
  } else if (msg.type === 'init') {
    if (started) return;
    started = true;
    try {
      start(String(msg.module), String(msg.worker));
    } catch (e) {
      send({ type: 'fatal', error: { message: clip(String((e && e.message) || e), MAX_ERROR), code: 'worker-failed' } });
    }
  } else if (worker && typeof msg.id === 'number' && typeof msg.op === 'string') {
    asked.set(msg.id, { at: performance.now(), op: msg.op, args: msg.args });
    worker.postMessage(msg);
    watchWorker();
  }
});

host.postMessage({ type: 'frame-ready' }, '*');
