// The ordered pipeline of batches shared by exploring (explore.js) and by solving
// tier by tier (tiers.js): batches of consecutive ids handed out in order, each
// expanded by a worker of the pool or, whenever this thread would otherwise wait
// for one, here; their results integrated here in id order, so that the ids, the
// results and every error are the same whoever expanded what. With as many
// threads as cores, this thread is one of them: the pool has one worker fewer,
// and no core is shared by two threads (measured faster on 2 cores than a pool
// of 2 beside this thread, which then mostly waits and integrates).
//
//   await runBatches(pool, {
//     take(max),           the next batch of at most max ids (its ids in order), or null
//     here(b),             true when b must be expanded here (its positions are kept
//                          as they are, not as keys a worker could read)
//     narrow(),            true when too few ids wait for a worker's trip to pay
//     expand(b, out),      expands b here into out (a BatchOut)
//     task(b),             the message and transfer list asking a worker to expand b
//     integrate(b, out),   integrates b's result (a BatchOut or its packed form)
//     long(out),           (optional) true when integrating out may take long (the
//                          key table doubled): the workers are given more first
//     busy(n),             threads busy now, this one included (for the progress,
//                          which integrate reports: said just before it)
//   });
import { BatchOut } from './expand.js';

// positions a batch expanded on the calling thread (here, and by explore.js and
// tiers.js when everything runs on it): Connect Four 5 x 4 with one worker beside
// this thread, 4.39 s against 4.46 s with 512 (medians of 7 alternating runs)
export const LOCAL_BATCH = 1024;
const POOL_BATCH = 2048; // positions a batch for a worker
const AHEAD = 2; // batches per worker under way
// Batches expanded here waiting for their turn, at most, and no more once their
// moves reach HERE_MOVES (the memory they hold, about 50 bytes a move): while the
// first batch in order is a worker's, not back yet, this thread expands the next
// ones. Connect Four 5 x 4: with 8, this thread waited 0.16 s in all for a
// worker's batch (49 waits), with 32 0.03 to 0.05 s (those left come after the key
// table doubled: the worker's batches sent first are then integrated one by one
// as they come back).
const HERE_AHEAD = 32;
const HERE_MOVES = 1 << 18;
const YIELD_MS = 0.5; // this thread's longest stretch of integrating without letting messages in
const WAITING = 64; // batches under way or waiting for their turn, at most
// batches per worker under way before an integration that may take long (job.long):
// a doubling of a table of millions of keys takes this thread about 0.1 s, which
// the workers would otherwise spend waiting (a batch is about 4 ms of work)
const LONG_AHEAD = 40;

// Lets the workers' messages in (a macrotask: a resolved promise would not).
let channel = null;
const waiting = [];
function tick() {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  if (typeof MessageChannel === 'function') {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()();
    }
    return new Promise((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(0);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function runBatches(pool, job) {
  const order = []; // entries in id order: { b, out, local } (done here) or { b, result, ready }
  const spare = []; // BatchOuts integrated, to be used again
  let here = 0; // entries done here, waiting in order
  let hereMoves = 0; // their moves
  let head = 0;
  let flying = 0; // batches with a worker, not back yet
  let lastYield = performance.now();
  const outHere = () => spare.pop() || new BatchOut();
  // the workers given batches while fewer than ahead per worker are under way
  // (those waiting for their turn bounded by WAITING, or by ahead per worker)
  const send = (ahead) => {
    const waiting = Math.max(WAITING, ahead * pool.size);
    // (the batches expanded here and waiting are bounded on their own: HERE_AHEAD)
    while (flying < ahead * pool.size && order.length - head - here < waiting && !job.here() && !job.narrow()) {
      const b = job.take(POOL_BATCH);
      if (!b) break;
      const m = job.task(b);
      const e = { b, result: pool.run(m.msg, m.transfer), ready: false };
      flying++;
      const settled = () => {
        e.ready = true;
        flying--;
      };
      e.result.then(settled, settled);
      order.push(e);
    }
  };
  for (;;) {
    // the workers kept busy: a batch sent whenever one comes back, even while
    // it waits for its turn to be integrated
    send(AHEAD);
    if (head === order.length) {
      // nothing under way: a narrow stretch (or positions kept as they are), expanded here
      const b = job.take(LOCAL_BATCH);
      if (!b) break;
      const out = outHere();
      job.busy(pool.busy() + 1);
      job.expand(b, out);
      job.integrate(b, out);
      spare.push(out);
      continue;
    }
    const first = order[head];
    if (!first.local && !first.ready && here < HERE_AHEAD && hereMoves < HERE_MOVES) {
      // the first in order is not back yet: this thread expands the next batch itself
      const b = job.take(LOCAL_BATCH);
      if (b) {
        const out = outHere();
        job.expand(b, out);
        order.push({ b, out, local: true });
        here++;
        hereMoves += out.m;
        lastYield = performance.now();
        await tick();
        continue;
      }
    }
    const out = first.local ? first.out : await first.result;
    order[head++] = null;
    if (first.local) {
      here--;
      hereMoves -= out.m;
    }
    if (job.long && pool.size > 0 && job.long(out)) send(LONG_AHEAD);
    job.busy(pool.busy() + 1); // (this thread integrating: busy too)
    job.integrate(first.b, out);
    if (first.local) spare.push(out);
    if (flying > 0 && performance.now() - lastYield > YIELD_MS) {
      // the workers' results let in (a worker done with its batches waits for the next)
      lastYield = performance.now();
      await tick();
    }
    if (head > 1024 && head * 2 > order.length) {
      order.splice(0, head);
      head = 0;
    }
  }
}
