// The graph page's read-ahead (web/src/pages/graph/read-ahead.js): a file's
// slices read by a worker of their own while the solver parses, handed over in
// order, at most a few ahead; and wherever that worker cannot be made or fails,
// the same bytes read directly. Its reader runs here in a vm context standing
// for the worker (Node has no Web Worker).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const vm = require('vm');
const { loadPageModule: load } = require('./helpers.js');

const { readAhead, READER_SOURCE } = load('web/src/pages/graph/read-ahead.js');

// A Worker running READER_SOURCE; refuse: the constructor throws; failAfter: an
// error event after that many slices. Counts the slices out and not yet taken.
class FakeWorker {
  constructor() {
    if (FakeWorker.refuse) throw new Error('refused by the policy');
    FakeWorker.made.push(this);
    this.sent = 0;
    this.acked = 0;
    this.maxOut = 0;
    this.dead = false;
    const self = this;
    this.ctx = vm.createContext({
      Promise, String, Math,
      postMessage(msg) {
        setImmediate(() => {
          if (self.dead) return;
          if (msg.bytes) {
            self.sent++;
            self.maxOut = Math.max(self.maxOut, self.sent - self.acked);
            if (FakeWorker.failAfter && self.sent > FakeWorker.failAfter) {
              self.dead = true;
              self.onerror({ preventDefault() {} });
              return;
            }
          }
          self.onmessage({ data: msg });
        });
      },
    });
    vm.runInContext(READER_SOURCE, this.ctx);
  }
  postMessage(msg) {
    if (msg === 'ack') this.acked++;
    setImmediate(() => !this.dead && this.ctx.onmessage({ data: msg }));
  }
  terminate() {
    this.dead = true;
  }
}

function withWorker(f) {
  return async () => {
    const saved = global.Worker;
    global.Worker = FakeWorker;
    FakeWorker.made = [];
    FakeWorker.refuse = false;
    FakeWorker.failAfter = 0;
    try {
      await f();
    } finally {
      global.Worker = saved;
    }
  };
}

const SLICE = 1000;
const bytes = new Uint8Array(10500).map((_, i) => (i * 7919) % 251);
const file = new Blob([bytes]);

// Every slice asked for in order, checked against the file's bytes.
async function readAll(ahead) {
  for (let start = 0; start < bytes.length; start += SLICE) {
    const end = Math.min(bytes.length, start + SLICE);
    const p = ahead.readSlice(start, end);
    if (start % 3000 === 0) await new Promise((r) => setTimeout(r, 5)); // a slow parse now and then
    const got = new Uint8Array(await p);
    assert.deepEqual(got, bytes.subarray(start, end), `slice at ${start}`);
  }
  ahead.stop();
}

test('read ahead by a worker: the slices in order, the right bytes, at most 3 ahead', withWorker(async () => {
  await readAll(readAhead(file));
  assert.equal(FakeWorker.made.length, 1);
  const w = FakeWorker.made[0];
  assert.equal(w.sent, Math.ceil(bytes.length / SLICE));
  assert.ok(w.maxOut <= 3, `${w.maxOut} slices out at once`);
  assert.equal(w.dead, true, 'stopped');
}));

test('no worker to be had: the slices read directly', withWorker(async () => {
  FakeWorker.refuse = true;
  await readAll(readAhead(file));
  assert.equal(FakeWorker.made.length, 0);
}));

test('the worker fails midway: the slices awaited and the rest read directly', withWorker(async () => {
  FakeWorker.failAfter = 4;
  await readAll(readAhead(file));
  assert.equal(FakeWorker.made.length, 1);
}));

test('a file of one slice is read directly; no Worker at all: none', withWorker(async () => {
  const small = readAhead(new Blob([bytes.subarray(0, 500)]));
  assert.deepEqual(new Uint8Array(await small.readSlice(0, 500)), bytes.subarray(0, 500));
  assert.equal(FakeWorker.made.length, 0);
  global.Worker = undefined;
  assert.equal(readAhead(file), null);
}));
