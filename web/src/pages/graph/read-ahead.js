// A file read ahead by a worker of its own while the solver's thread parses
// what has come (solveGraphBlob's options.readSlice): a thread that is busy
// parsing does not drain its own reads of a file, so the next slice would mostly
// wait for the parse to end; a second worker reads on meanwhile (synchronously,
// FileReaderSync) and hands each slice over (moved, not copied), at most AHEAD
// slices before the parse. Wherever that worker cannot be had or fails, the
// slices are read as before (file.slice().arrayBuffer()), so the answer and its
// errors never depend on it.
//
//   const ahead = readAhead(file);   // null where no Worker can be made
//   gg.solveGraphBlob(file, { readSlice: ahead.readSlice }).finally(ahead.stop);

const AHEAD = 3;

// The reader, started from a Blob (exported for the tests): { file, slice } in; { start, bytes } out per
// slice in order, then 'ack' in for each slice taken; { error } out on failure.
export const READER_SOURCE = `'use strict';
let file = null, slice = 0, next = 0, out = 0;
const sync = typeof FileReaderSync === 'function' ? new FileReaderSync() : null;
let busy = false;
async function pump() {
  if (busy) return;
  busy = true;
  try {
    while (file && out < ${AHEAD} && next < file.size) {
      const end = Math.min(file.size, next + slice);
      const part = file.slice(next, end);
      const bytes = sync ? sync.readAsArrayBuffer(part) : await part.arrayBuffer();
      postMessage({ start: next, bytes }, [bytes]);
      next = end;
      out++;
    }
  } catch (e) {
    postMessage({ error: String((e && e.message) || e) });
    file = null;
  }
  busy = false;
}
onmessage = (e) => {
  if (e.data === 'ack') out--;
  else ({ file, slice } = e.data);
  pump();
};
`;

export function readAhead(file) {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL === 'undefined' || !URL.createObjectURL) return null;
  let worker = null;
  let failed = false;
  const got = new Map(); // start -> bytes
  const waiting = new Map(); // start -> { resolve, reject, end }
  const direct = (start, end) => file.slice(start, end).arrayBuffer();

  // From now on every slice is read directly, those awaited included.
  function fail() {
    failed = true;
    stop();
    for (const [start, w] of waiting) direct(start, w.end).then(w.resolve, w.reject);
    waiting.clear();
    got.clear();
  }
  let url = null;
  function stop() {
    if (worker) worker.terminate();
    worker = null;
    if (url) URL.revokeObjectURL(url); // kept until then: the worker may load it late
    url = null;
  }
  function start(slice) {
    try {
      url = URL.createObjectURL(new Blob([READER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch (e) {
      worker = null;
    }
    if (!worker) {
      failed = true;
      stop();
      return;
    }
    worker.onmessage = (ev) => {
      const msg = ev.data;
      if (msg.error !== undefined) {
        fail();
        return;
      }
      const w = waiting.get(msg.start);
      if (w) {
        waiting.delete(msg.start);
        worker.postMessage('ack');
        w.resolve(msg.bytes);
      } else {
        got.set(msg.start, msg.bytes);
      }
    };
    worker.onerror = (ev) => {
      if (ev && ev.preventDefault) ev.preventDefault();
      fail();
    };
    worker.postMessage({ file, slice });
  }

  return {
    // The slices of one size, asked for in order from 0 (solveGraphBlob's way).
    readSlice(startAt, end) {
      if (!worker && !failed) {
        if (startAt === 0 && end < file.size) start(end);
        else failed = true;
      }
      if (failed) return direct(startAt, end);
      const bytes = got.get(startAt);
      if (bytes) {
        got.delete(startAt);
        if (worker) worker.postMessage('ack');
        if (bytes.byteLength !== end - startAt) return direct(startAt, end);
        return Promise.resolve(bytes);
      }
      return new Promise((resolve, reject) => waiting.set(startAt, { resolve, reject, end })).then((b) =>
        b.byteLength === end - startAt ? b : direct(startAt, end)
      );
    },
    stop,
  };
}
