// A worker of the rules pool (pool.js): compiles the rules script once (init),
// then expands the batches of positions it is given (expand.js, expandSlice) and
// sends back what it found as typed arrays (moved, not copied). Runs as a Node
// worker thread and as a Web Worker (inside the rules page's sandbox); its
// source is bundled as text into the module (scripts/build-web.js).
import { compileRules } from './compile.js';
import { BatchOut, expandSlice, transferList, errorData } from './expand.js';
import { fromEnv } from './script-console.cjs';

let rules = null;
let mode = 'default';
const out = new BatchOut();

function handle(msg) {
  if (msg.type === 'init') {
    try {
      rules = compileRules(msg.source, msg.declared);
      mode = msg.mode;
      return [{ type: 'ready' }];
    } catch (e) {
      return [{ type: 'failed', error: errorData(e) }];
    }
  }
  if (msg.type === 'expand') {
    expandSlice(rules, mode, msg.slice, msg.firstId, msg.tiers, out, msg.opts);
    const packed = out.pack();
    return [{ type: 'done', out: packed }, transferList(packed)];
  }
  return [{ type: 'failed', error: { rules: false, message: 'unknown task ' + String(msg.type), name: 'Error' } }];
}

function answer(msg, post) {
  let r;
  try {
    r = handle(msg);
  } catch (e) {
    // not the script's own error (those are in the batch): a built-in it broke, say
    r = [{ type: 'failed', error: errorData(e) }];
  }
  post(r[0], r[1] || []);
}

if (typeof process === 'object' && process !== null && process.versions && process.versions.node && typeof require === 'function') {
  // eslint-disable-next-line global-require
  const port = require('worker_threads').parentPort;
  // (the command's: the script's console on standard error, script-console.cjs)
  fromEnv(require);
  port.on('message', (msg) => answer(msg, (m, t) => port.postMessage(m, t)));
} else {
  self.onmessage = (ev) => answer(ev.data, (m, t) => self.postMessage(m, t));
}
