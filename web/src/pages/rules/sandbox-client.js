// The page's side of the rules sandbox: a frame of opaque origin
// (<iframe sandbox="allow-scripts"> loading rules-sandbox.html, whose policy
// forbids the network) that starts the worker running the rules script. The page
// hands the frame the module's source (the GameGraph factory this page loaded)
// and the worker's source by postMessage, and reads only messages whose source is
// that frame. stop() removes the frame, which ends its worker at once, also in
// the middle of an endless loop of the script.
//
//   const sb = createSandbox();
//   const summary = await sb.call('solve', { source, maxStates }, { onProgress });
//   sb.stop();   // every call under way rejects with { cancelled: true }
/* global GameGraph */
import workerSource from 'rules-worker-source';
import frameSource from 'rules-frame-source';

const READY_MS = 30000;
const FRAME_URL = 'rules-sandbox.html';
// The policy of rules-sandbox.html, for the frame written inline on file:// (where
// a frame of opaque origin cannot load a file): the same, with the inline script
// allowed (frame.js then narrows scripts to blob: before the worker starts).
const FRAME_POLICY =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:; child-src blob:; connect-src 'none'; img-src 'none'; style-src 'none'; font-src 'none'; media-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

function inlineFrame() {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="' +
    FRAME_POLICY +
    '"><script>' +
    frameSource.replace(/<\/(script)/gi, '<\\/$1') +
    '</script></head><body></body></html>'
  );
}

const MAX_ERROR = 2000;
const clip = (s, max) => (s.length > max ? s.slice(0, max - 1) + '…' : s);

// An error reply as an Error: its message clipped, its known fields if numbers or short strings.
function errorFrom(info) {
  const i = info !== null && typeof info === 'object' ? info : {};
  const e = new Error(typeof i.message === 'string' ? clip(i.message, MAX_ERROR) : 'the sandbox failed');
  for (const k of ['code', 'kind', 'line', 'column', 'position', 'bytesNeeded', 'bytesBudget', 'limit']) {
    const x = i[k];
    if (typeof x === 'number' && Number.isFinite(x)) e[k] = x;
    else if (typeof x === 'string') e[k] = clip(x, 300);
  }
  return e;
}

export function createSandbox({ frameUrl = FRAME_URL } = {}) {
  let frame = null;
  let ready = null; // promise of the frame's worker being ready
  let readyHooks = null;
  let nextId = 1;
  const pending = new Map();
  const resetListeners = [];

  function onMessage(ev) {
    if (!frame || ev.source !== frame.contentWindow) return;
    const msg = ev.data;
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'frame-ready') {
      if (typeof GameGraph !== 'function') {
        fail(Object.assign(new Error('The solver module web/generated/gamegraph.js is missing or failed to load. Build it with scripts/build.sh wasm.'), { code: 'module-missing' }));
        return;
      }
      frame.contentWindow.postMessage({ type: 'init', module: GameGraph.toString(), worker: workerSource }, '*');
      return;
    }
    if (msg.type === 'ready') {
      if (readyHooks) readyHooks.resolve();
      readyHooks = null;
      return;
    }
    if (msg.type === 'fatal') {
      fail(errorFrom(msg.error));
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      if (p.onProgress && msg.progress && typeof msg.progress === 'object') p.onProgress(msg.progress);
    } else if (msg.type === 'reply') {
      pending.delete(msg.id);
      p.resolve(msg.value);
    } else if (msg.type === 'error') {
      pending.delete(msg.id);
      p.reject(errorFrom(msg.error));
    }
  }
  window.addEventListener('message', onMessage);

  function start() {
    frame = document.createElement('iframe');
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
    ready = null;
    if (readyHooks) readyHooks.reject(err);
    readyHooks = null;
    const all = [...pending.values()];
    pending.clear();
    for (const p of all) p.reject(err);
    for (const f of resetListeners) f(err);
  }

  function fail(err) {
    drop(err);
  }

  return {
    async call(op, args, { onProgress } = {}) {
      if (!frame) start();
      await ready;
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject, onProgress });
        frame.contentWindow.postMessage({ id, op, args }, '*');
      });
    },
    // Removes the frame (its worker ends with it): every call under way rejects.
    stop() {
      const e = new Error('stopped');
      e.cancelled = true;
      e.code = 'cancelled';
      drop(e);
    },
    busy: () => pending.size > 0,
    frame: () => frame,
    onReset(f) {
      resetListeners.push(f);
    },
  };
}
