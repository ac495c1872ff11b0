// The engine's event log through the WebAssembly module (traceGraphText): replayed
// here, independently, it must reproduce the final answer of the same run and of
// an untraced solve on random graphs; and the page's step model (web/src/core/trace-model.js)
// must end on that answer too.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng, loadPageModule } = require('./helpers.js');
// The page's ES module, bundled to CommonJS for this test.
const { TraceModel } = loadPageModule('web/src/core/trace-model.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

function randomGraphText(rand) {
  const n = 1 + Math.floor(rand() * 30);
  const m = Math.floor(rand() * n * 3);
  const lines = [];
  for (let i = 0; i < n; i++) lines.push(`v${i}`);
  for (let k = 0; k < m; k++) lines.push(`v${Math.floor(rand() * n)} v${Math.floor(rand() * n)}`);
  for (let i = 0; i < n; i++) if (rand() < 0.06) lines.push(`v${i} = ${['win', 'lose', 'draw'][Math.floor(rand() * 3)]}`);
  return lines.join('\n') + '\n';
}

// An independent replay of the log: returns { outcome, depth, move } (move only for
// decided vertices), checking the rules of each event against the graph as it goes.
function replay(r) {
  const E = gg.TraceEvent;
  const S = gg.TRACE_STRIDE;
  const t = r.trace;
  const n = r.n;
  const outcome = new Array(n).fill(-1);
  const depth = new Array(n).fill(-1);
  const move = new Array(n).fill(-1);
  const counter = new Array(n).fill(-1);
  const outDeg = new Array(n).fill(0);
  const isEdge = new Set();
  for (let k = 0; k < r.m; k++) {
    outDeg[r.edges[2 * k]]++;
    isEdge.add(r.edges[2 * k] + ',' + r.edges[2 * k + 1]);
  }
  const queue = [];
  let head = 0;
  let current = -1;
  assert.equal(t.length % S, 0);
  for (let i = 0; i < t.length; i += S) {
    const [k, a, b, c, d] = t.subarray(i, i + S);
    switch (k) {
      case E.COUNTER:
        assert.equal(b, outDeg[a]);
        counter[a] = b;
        break;
      case E.FIXED:
      case E.NO_MOVE:
        if (k === E.NO_MOVE) assert.equal(outDeg[a], 0);
        else assert.notEqual(r.fixed[a], 0);
        outcome[a] = b;
        if (b !== gg.Outcome.DRAW) {
          depth[a] = 0;
          queue.push(a);
        }
        break;
      case E.DEQUEUE:
        assert.equal(a, queue[head++], 'FIFO');
        current = a;
        assert.equal(b, outcome[a]);
        assert.equal(c, depth[a]);
        break;
      case E.EXAMINE:
        assert.equal(b, current);
        assert.ok(isEdge.has(a + ',' + b), 'an examined move is a move of the graph');
        if (outcome[a] !== -1) {
          assert.deepEqual([c, d], [-1, -1]);
        } else {
          assert.equal(c, counter[a]);
          if (outcome[current] === gg.Outcome.WIN) {
            assert.equal(d, c - 1);
            counter[a] = d;
          }
        }
        break;
      case E.DECIDE: {
        assert.equal(d, current);
        assert.equal(outcome[a], -1);
        if (b === gg.Outcome.WIN) assert.equal(outcome[current], gg.Outcome.LOSE);
        else assert.equal(counter[a], 0, 'LOSE only when no move is left open');
        assert.equal(c, depth[current] + 1);
        outcome[a] = b;
        depth[a] = c;
        move[a] = d;
        queue.push(a);
        break;
      }
      case E.DRAW:
        assert.equal(outcome[a], -1);
        outcome[a] = gg.Outcome.DRAW;
        break;
      case E.END:
        assert.equal(i, t.length - S, 'END comes last');
        assert.equal(head, queue.length, 'the queue ran dry');
        break;
      default:
        assert.fail('unknown event kind ' + k);
    }
  }
  return { outcome, depth, move };
}

test('traceGraphText: the log of a small graph, in the engine\'s order', () => {
  const r = gg.traceGraphText('a b\nb c\nc\nd d\n');
  assert.deepEqual(r.names, ['a', 'b', 'c', 'd']);
  const E = gg.TraceEvent;
  const events = [];
  for (let i = 0; i < r.trace.length; i += 5) events.push(Array.from(r.trace.subarray(i, i + 5)));
  assert.deepEqual(events, [
    [E.COUNTER, 0, 1, 0, 0], // a: 1 move
    [E.COUNTER, 1, 1, 0, 0], // b: 1 move
    [E.NO_MOVE, 2, gg.Outcome.LOSE, 0, 0], // c has no move: LOSE
    [E.COUNTER, 3, 1, 0, 0], // d: 1 move (to itself)
    [E.DEQUEUE, 2, gg.Outcome.LOSE, 0, 0], // take c
    [E.EXAMINE, 1, 2, 1, 1], // b -> c
    [E.DECIDE, 1, gg.Outcome.WIN, 1, 2], // b can move to the lost c: WIN in 1
    [E.DEQUEUE, 1, gg.Outcome.WIN, 1, 0], // take b
    [E.EXAMINE, 0, 1, 1, 0], // a -> b: counter 1 -> 0
    [E.DECIDE, 0, gg.Outcome.LOSE, 2, 1], // a: its only move reaches a won position: LOSE in 2
    [E.DEQUEUE, 0, gg.Outcome.LOSE, 2, 0], // take a: nothing moves into it
    [E.DRAW, 3, 0, 0, 0], // d: DRAW
    [E.END, 0, 0, 0, 0],
  ]);
  assert.deepEqual(Array.from(r.outcome), [2, 1, 2, 0]);
  const steps = new TraceModel(r).steps.map((s) => s.kind);
  assert.deepEqual(steps, ['start', 'nomove', 'dequeue', 'win', 'dequeue', 'lose', 'dequeue', 'draws']);
});

test('the replayed log reproduces the final answer on 400 random graphs', () => {
  const rand = rng(7);
  let events = 0;
  for (let iter = 0; iter < 400; iter++) {
    const text = randomGraphText(rand);
    const noMove = rand() < 0.25 ? 'win' : 'lose';
    const r = gg.traceGraphText(text, { noMove });
    const plain = gg.solveGraphText(text, { noMove });
    // the traced run gives the same answer as an untraced one
    assert.deepEqual(Array.from(r.outcome), Array.from(plain.outcome));
    assert.deepEqual(Array.from(r.depth), Array.from(plain.depth));
    assert.deepEqual(Array.from(r.move), Array.from(plain.move));
    assert.deepEqual(r.names, plain.names);
    // the independent replay reproduces it
    const rep = replay(r);
    assert.deepEqual(rep.outcome, Array.from(r.outcome), `outcomes of\n${text}`);
    assert.deepEqual(rep.depth, Array.from(r.depth), `depths of\n${text}`);
    for (let v = 0; v < r.n; v++) if (r.outcome[v] !== 0) assert.equal(rep.move[v], r.move[v]);
    // and so does the page's step model, at its last step
    const model = new TraceModel(r);
    const last = model.stateAt(model.steps.length - 1);
    assert.deepEqual(Array.from(last.outcome), Array.from(r.outcome));
    for (let v = 0; v < r.n; v++) if (r.outcome[v] !== 0) assert.equal(last.depth[v], r.depth[v]);
    assert.deepEqual(last.queue, []);
    // stepping back and forth gives the same states as a fresh replay
    const k = Math.floor(rand() * model.steps.length);
    const mid = model.stateAt(k);
    const again = new TraceModel(r).stateAt(k);
    assert.deepEqual(Array.from(mid.outcome), Array.from(again.outcome));
    assert.deepEqual(Array.from(mid.counter), Array.from(again.counter));
    assert.deepEqual(mid.queue, again.queue);
    events += r.trace.length / 5;
  }
  assert.ok(events > 10000, `${events} events replayed`);
});

test('traceGraphText: parse errors as solveGraphText, and a limit on the log', () => {
  assert.throws(() => gg.traceGraphText('a b c'), (e) => e instanceof gg.GameGraphError && e.line === 1 && e.column === 5);
  const chain = Array.from({ length: 100 }, (_, i) => `v${i} v${i + 1}`).join('\n');
  assert.throws(() => gg.traceGraphText(chain, { maxEvents: 50 }), /too big to trace/);
  assert.equal(gg.traceGraphText(chain, { maxEvents: 1000 }).n, 101);
  assert.throws(() => gg.traceGraphText(chain, { maxEvents: 'x' }), /maxEvents/);
});
