// The page's side of the rules sandbox: a frame of opaque origin
// (<iframe sandbox="allow-scripts"> loading rules-sandbox.html, whose policy
// forbids the network) that starts the worker running the rules script. The page
// hands the frame the module's source (the GameGraph factory this page loaded)
// and the worker's source by postMessage, and reads only messages whose source is
// that frame. stop() removes the frame, which ends its worker at once, also in
// the middle of an endless loop of the script.
//
// Everything the frame sends is untrusted (the script may answer in its worker's
// name): a message is taken only when the protocol expects it (the first
// 'frame-ready' and 'ready' of a frame; progress, an error or a reply to a call
// under way, with its id), and a reply only when it fits its operation's shape
// and sizes (sandbox-replies.js). The sandbox is ended, and every call under way
// rejected with an error saying why (err.code, and err.part: the part of the
// script that was running, PARTS below), when
//   - a reply breaks the protocol                       code 'protocol'
//   - the frame stops answering the page's pings, or says its worker died or
//     stopped taking requests (out of memory, self.close())  code 'ended'
//     (err.after: it ended after the last call answered, not during one)
//   - a call other than the solve is not answered within its time limit
//                                                       code 'timeout' (err.seconds)
//
//   const sb = createSandbox();
//   const summary = await sb.call('solve', { source, maxStates }, { onProgress });
//   sb.stop();   // every call under way rejects with { cancelled: true }
//   sb.onBusy((busy) => ...)   // calls under way, or none
/* global GameGraph */
import { lang } from '../../core/i18n.js';
import workerSource from 'rules-worker-source';
import frameSource from 'rules-frame-source';
import { checkReply, progressOf, ProtocolError } from './sandbox-replies.js';
import { INLINE_FRAME_POLICY } from './sandbox/policy.js';
import { errorFromInfo } from '../../core/worker-host.js';

const READY_MS = 30000;
// The part of the script each operation runs (the page names it in its messages).
const PARTS = { solve: 'explore', find: 'show', view: 'show', rows: 'table', graph: 'replay', export: 'replay', sumPositions: 'sum', sum: 'sum', sumComponents: 'sum', pzSum: 'sum', pzSumComponents: 'sum' };
// How long a call may take before the sandbox is taken for stuck (a loop in show(p),
// moveName): none for the solve, which the reader stops; generous for the rest.
const LIMIT_MS = { find: 20000, view: 20000, rows: 20000, graph: 20000, export: 120000, sumPositions: 20000, sum: 20000, sumComponents: 20000, pzSum: 20000, pzSumComponents: 20000 };
// While a call is under way the page pings the frame every PING_MS; a frame that
// missed PINGS_MISSED in a row is gone (its process died: out of memory).
const PING_MS = 1000;
const PINGS_MISSED = 5;
const FRAME_URL = 'rules-sandbox.html';
// The frame written inline on file:// (where a frame of opaque origin cannot load a
// file): rules-sandbox.html's policy with the inline script allowed (sandbox/policy.js;
// frame.js then narrows scripts to blob: before the worker starts).
function inlineFrame() {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="' +
    INLINE_FRAME_POLICY +
    '"><script>' +
    frameSource.replace(/<\/(script)/gi, '<\\/$1') +
    '</script></head><body></body></html>'
  );
}

// An error reply as an Error: the worker host's error shape, only what fits it.
const errorFrom = (info) => errorFromInfo(info, 'the sandbox failed');

// An error of the sandbox as a whole (code: 'protocol', 'ended', 'timeout').
function fault(code, op, message, extra) {
  return Object.assign(new Error(message), { code, part: PARTS[op] || 'script' }, extra);
}

export function createSandbox({ frameUrl = FRAME_URL } = {}) {
  let frame = null;
  let inited = false; // the frame was handed the sources (its first 'frame-ready')
  let ready = null; // promise of the frame's worker being ready
  let readyHooks = null;
  let live = false; // the frame's worker said it is ready
  let nextId = 1;
  let lastOp = null; // the operation of the last call answered
  const pending = new Map(); // id -> { op, args, resolve, reject, onProgress, timer }
  const resetListeners = [];
  const busyListeners = [];
  const limits = { ...LIMIT_MS };
  let pinger = 0;
  let pingSent = 0;
  let pingAnswered = 0;

  function onMessage(ev) {
    if (!frame || ev.source !== frame.contentWindow) return;
    const msg = ev.data;
    if (!msg || typeof msg !== 'object') return;
    const type = msg.type;
    if (type === 'pong') {
      if (Number.isInteger(msg.seq) && msg.seq > pingAnswered && msg.seq <= pingSent) pingAnswered = msg.seq;
      return;
    }
    if (type === 'frame-ready') {
      if (inited) return; // only the frame's first: the script may send thousands
      inited = true;
      if (typeof GameGraph !== 'function') {
        fail(Object.assign(new Error('The solver module web/generated/gamegraph.js is missing or failed to load. Build it with scripts/build.sh wasm.'), { code: 'module-missing' }));
        return;
      }
      frame.contentWindow.postMessage({ type: 'init', module: GameGraph.toString(), worker: workerSource }, '*');
      return;
    }
    if (type === 'ready') {
      if (!readyHooks) return;
      live = true;
      pingAnswered = pingSent;
      readyHooks.resolve();
      readyHooks = null;
      return;
    }
    if (type === 'fatal') {
      const info = errorFrom(msg.error);
      const op = typeof msg.op === 'string' && Object.hasOwn(PARTS, msg.op) ? msg.op : oldestOp(); // the frame names the request under way
      if (info.code === 'protocol') fail(fault('protocol', op, 'the script broke the sandbox\'s protocol (' + info.message + ')', { detail: info.message }));
      else if (info.code === 'worker-ended') fail(fault('ended', lastOp, 'the sandbox\'s worker ended after its last answer', { after: true }));
      else if (info.code === 'worker-died') fail(fault('ended', op || lastOp, 'the sandbox\'s worker died: ' + info.message, { detail: info.message, after: !op }));
      else fail(info);
      return;
    }
    const p = typeof msg.id === 'number' ? pending.get(msg.id) : undefined;
    if (!p) return; // not a call under way: ignored
    if (type === 'progress') {
      if (p.onProgress) p.onProgress(progressOf(msg.progress));
    } else if (type === 'reply') {
      let value;
      try {
        value = checkReply(p.op, msg.value, p.args);
      } catch (e) {
        if (!(e instanceof ProtocolError)) throw e;
        fail(fault('protocol', p.op, 'the script broke the sandbox\'s protocol (' + e.message + ')', { detail: e.message }));
        return;
      }
      settle(msg.id);
      p.resolve(value);
    } else if (type === 'error') {
      settle(msg.id);
      p.reject(errorFrom(msg.error));
    }
  }
  window.addEventListener('message', onMessage);

  function oldestOp() {
    const first = pending.values().next();
    return first.done ? null : first.value.op;
  }

  function notifyBusy() {
    const busy = pending.size > 0;
    for (const f of busyListeners) f(busy);
    if (busy && !pinger && frame) {
      pingAnswered = pingSent;
      pinger = setInterval(ping, PING_MS);
    } else if (!busy && pinger) {
      clearInterval(pinger);
      pinger = 0;
    }
  }

  // One tick of the heartbeat: a frame that answered none of the last pings is gone.
  function ping() {
    if (!frame || !live) return; // a frame still loading is the ready time limit's
    if (pingSent - pingAnswered >= PINGS_MISSED) {
      fail(fault('ended', oldestOp() || lastOp, 'the sandbox stopped answering (its process ended: out of memory?)'));
      return;
    }
    frame.contentWindow.postMessage({ type: 'ping', seq: ++pingSent }, '*');
  }

  // A call answered: no longer under way.
  function settle(id) {
    const p = pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(id);
    lastOp = p.op;
    if (!pending.size) notifyBusy();
  }

  function start() {
    frame = document.createElement('iframe');
    inited = false;
    live = false;
    lastOp = null;
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.className = 'rules-sandbox';
    frame.title = 'rules sandbox';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    if (location.protocol === 'file:') frame.srcdoc = inlineFrame();
    else frame.src = frameUrl;
    ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the sandbox did not start in time')), READY_MS);
      readyHooks = {
        resolve() {
          clearTimeout(timer);
          resolve();
        },
        reject(e) {
          clearTimeout(timer);
          reject(e);
        },
      };
    });
    ready.catch(() => {});
    document.body.appendChild(frame);
  }

  function drop(err) {
    if (frame) frame.remove();
    frame = null;
    live = false;
    ready = null;
    if (readyHooks) readyHooks.reject(err);
    readyHooks = null;
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    if (all.length) notifyBusy();
    for (const f of resetListeners) f(err);
  }

  function fail(err) {
    drop(err);
  }

  return {
    async call(op, argsIn, { onProgress } = {}) {
      // the page's language with every request (the texts a script gives in several)
      const args = { ...(argsIn || {}), lang: lang() };
      if (!frame) start();
      const id = nextId++;
      // under way from now (Stop, the busy state), also while the frame starts
      const p = new Promise((resolve, reject) => {
        pending.set(id, { op, args, resolve, reject, onProgress, timer: 0 });
      });
      if (pending.size === 1) notifyBusy();
      const at = frame;
      try {
        await ready;
      } catch (e) {
        const q = pending.get(id);
        if (q) {
          settle(id);
          q.reject(e);
        }
        return p;
      }
      const q = pending.get(id);
      if (!q || frame !== at) return p; // dropped meanwhile: p is rejected
      if (limits[op]) {
        q.timer = setTimeout(() => {
          const s = Math.round(limits[op] / 1000);
          fail(fault('timeout', op, `${op} was not answered within ${s} s`, { seconds: s }));
        }, limits[op]);
      }
      frame.contentWindow.postMessage({ id, op, args }, '*');
      return p;
    },
    // Removes the frame (its worker ends with it): every call under way rejects.
    stop() {
      const e = new Error('stopped');
      e.cancelled = true;
      e.code = 'cancelled';
      e.part = PARTS[oldestOp()] || '';
      drop(e);
    },
    busy: () => pending.size > 0,
    // The part of the script the oldest call under way runs ('' when none).
    part: () => PARTS[oldestOp()] || '',
    frame: () => frame,
    onReset(f) {
      resetListeners.push(f);
    },
    onBusy(f) {
      busyListeners.push(f);
    },
    // For tests: the time limit of a call (ms).
    setTimeLimit(op, ms) {
      limits[op] = ms;
    },
  };
}
