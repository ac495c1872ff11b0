// The solve in slices (startGraphSolve, solveGraphSliced: what the graph page
// runs on its own thread where no worker can start) against the one-call solve
// (solveGraphBytes): the same results and the same errors (message, code, line,
// column) on random texts of every form, whatever the slices (1 unit at a time
// included); progress by phases; a stop between slices; nothing leaked.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const utf8 = (s) => new TextEncoder().encode(s);

function randomText(rand) {
  const form = ['named', 'cp', 'cp0'][Math.floor(rand() * 3)];
  const n = 1 + Math.floor(rand() * 40);
  const m = Math.floor(rand() * n * 3);
  const eol = rand() < 0.2 ? '\r\n' : '\n';
  const lines = [];
  if (form !== 'named') {
    const first = form === 'cp0' ? 0 : 1;
    lines.push(`${n} ${m}`);
    for (let k = 0; k < m; k++) lines.push(`${first + Math.floor(rand() * n)} ${first + Math.floor(rand() * n)}`);
  } else {
    const label = Array.from({ length: n }, (_, i) => (rand() < 0.5 ? `v${i}` : `ключ_${i}`));
    for (let k = 0; k < m; k++) {
      lines.push(`${label[Math.floor(rand() * n)]}\t${label[Math.floor(rand() * n)]}`);
      if (rand() < 0.05) lines.push('# a comment');
      if (rand() < 0.05) lines.push(label[Math.floor(rand() * n)]);
    }
    for (let i = 0; i < n; i++) if (rand() < 0.05) lines.push(`${label[i]} = ${['win', 'lose', 'draw'][Math.floor(rand() * 3)]}`);
  }
  if (rand() < 0.25) {
    // bad input somewhere
    const bad = ['a b c d', '= x', 'a = maybe', '1 2 3', '7', `${n + 5} 1`, 'x\u0001y z'][Math.floor(rand() * 7)];
    lines.splice(Math.floor(rand() * (lines.length + 1)), 0, bad);
  }
  return lines.join(eol) + (rand() < 0.8 ? eol : '');
}

const FIELDS = ['format', 'n', 'm', 'lines'];
const ARRAYS = ['edges', 'fixed', 'outcome', 'depth', 'move', 'nameBytes', 'nameStart'];

function outcomeOf(f) {
  try {
    return { r: f() };
  } catch (e) {
    return { e };
  }
}
async function outcomeOfAsync(f) {
  try {
    return { r: await f() };
  } catch (e) {
    return { e };
  }
}

function assertSame(a, b, what) {
  if (a.e || b.e) {
    assert.ok(a.e && b.e, `${what}: one failed, the other not: ${(a.e || b.e).message}`);
    for (const k of ['name', 'message', 'code', 'line', 'column']) assert.equal(b.e[k], a.e[k], `${what}: error ${k}`);
    return;
  }
  for (const k of FIELDS) assert.equal(b.r[k], a.r[k], `${what}: ${k}`);
  for (const k of ARRAYS) {
    if (!a.r[k]) {
      assert.equal(b.r[k], a.r[k], `${what}: ${k}`);
      continue;
    }
    assert.equal(b.r[k].constructor, a.r[k].constructor, `${what}: ${k} type`);
    assert.deepEqual(Array.from(b.r[k]), Array.from(a.r[k]), `${what}: ${k}`);
  }
  assert.equal(b.r.name(0), a.r.name(0), `${what}: name(0)`);
}

test('startGraphSolve: random texts stepped 1 unit at a time or by random budgets equal solveGraphBytes', () => {
  const rand = rng(12);
  let failures = 0;
  for (let round = 0; round < 400; round++) {
    const text = randomText(rand);
    const format = ['auto', 'auto', 'named', 'cp', 'cp0'][Math.floor(rand() * 5)];
    const noMove = rand() < 0.7 ? 'lose' : 'win';
    const opts = { format, noMove };
    const whole = outcomeOf(() => gg.solveGraphBytes(utf8(text), opts));
    if (whole.e) failures++;
    for (const budgets of ['one', 'random']) {
      const sliced = outcomeOf(() => {
        const run = rand() < 0.5 ? gg.startGraphSolve(text, opts) : gg.startGraphSolve(utf8(text), opts);
        let steps = 0;
        const phases = [];
        for (;;) {
          const r = run.step(budgets === 'one' ? 1 : 1 + Math.floor(rand() * 40));
          steps++;
          if (phases[phases.length - 1] !== r.phase) phases.push(r.phase);
          assert.ok(r.at <= r.total || r.phase === 'done', 'progress within its total');
          if (r.done) break;
        }
        // the phases come in order
        const order = ['parsing', 'building', 'solving', 'done'];
        for (let i = 1; i < phases.length; i++) assert.ok(order.indexOf(phases[i]) > order.indexOf(phases[i - 1]), phases.join());
        if (budgets === 'one') assert.ok(steps >= Math.min(text.length, 3), `${steps} steps`);
        return run.result();
      });
      assertSame(whole, sliced, `round ${round} (${budgets}) ${JSON.stringify(text.slice(0, 80))}`);
    }
  }
  assert.ok(failures > 40 && failures < 300, `${failures} of the texts fail`);
});

test('solveGraphSliced: a graph of 300,000 edges in slices, its progress, the same answer; a Blob too', async () => {
  const n = 100000; // names drawn from n: a few are never drawn
  const rand = rng(3);
  const lines = [];
  for (let i = 0; i < 3 * n; i++) lines.push(`v${Math.floor(rand() * n)} v${Math.floor(rand() * n)}`);
  const text = lines.join('\n') + '\n';
  const whole = gg.solveGraphText(text);
  const seen = [];
  let pauses = 0;
  const r = await gg.solveGraphSliced(text, {
    sliceMs: 2,
    pause: () => {
      pauses++;
      return new Promise((resolve) => setImmediate(resolve));
    },
    onParse: (done, total) => seen.push(['parse', done, total]),
    onProgress: (done, total) => seen.push(['solve', done, total]),
  });
  assertSame({ r: whole }, { r }, 'big');
  assert.ok(pauses >= 10, `${pauses} pauses`);
  const parses = seen.filter((x) => x[0] === 'parse');
  const solves = seen.filter((x) => x[0] === 'solve');
  assert.ok(parses.length >= 3, `${parses.length} parse reports`);
  assert.ok(solves.length >= 3, `${solves.length} solve reports`);
  assert.equal(seen.findIndex((x) => x[0] === 'solve') > seen.findLastIndex((x) => x[0] === 'parse'), true, 'parsing, then solving');
  for (const x of parses) assert.equal(x[2], utf8(text).length);
  for (const x of solves) assert.equal(x[2], whole.n);
  assert.deepEqual(solves[solves.length - 1], ['solve', whole.n, whole.n]);

  // a Blob (a File), read first, with the default pause (a MessageChannel)
  const reads = [];
  const fromBlob = await gg.solveGraphSliced(new Blob([text]), { onRead: (done, total) => reads.push([done, total]) });
  assertSame({ r: whole }, { r: fromBlob }, 'blob');
  assert.deepEqual(reads[reads.length - 1], [utf8(text).length, utf8(text).length]);
  // and bytes
  assertSame({ r: whole }, { r: await gg.solveGraphSliced(utf8(text), { format: 'named' }) }, 'bytes');
});

test('solveGraphSliced: the same errors; a signal stops it between slices; bad arguments; nothing leaked', async () => {
  const bad = 'a b\nb c\nc d e f\n';
  const e1 = outcomeOf(() => gg.solveGraphBytes(utf8(bad)));
  const e2 = await outcomeOfAsync(() => gg.solveGraphSliced(bad, { sliceMs: 1 }));
  assertSame(e1, e2, 'parse error');
  assert.equal(e2.e.line, 3);
  const big = '20000000 1\n1 2\n';
  assertSame(
    outcomeOf(() => gg.solveGraphBytes(utf8(big), { maxMemory: 1 << 20 })),
    await outcomeOfAsync(() => gg.solveGraphSliced(big, { maxMemory: 1 << 20 })),
    'memory'
  );

  const lines = [];
  for (let i = 0; i < 200000; i++) lines.push(`${i} ${(i * 7 + 1) % 200000}`);
  const text = `200000 200000\n${lines.join('\n')}\n`;
  const once = async () => {
    const stop = new AbortController();
    let reports = 0;
    await assert.rejects(
      gg.solveGraphSliced(text, {
        format: 'cp0',
        signal: stop.signal,
        onParse: () => {
          if (++reports === 2) stop.abort();
        },
      }),
      (e) => e instanceof gg.GameGraphError && e.code === 'cancelled'
    );
    assert.equal(reports, 2, 'no slice after the stop');
    const run = gg.startGraphSolve(text);
    run.step(100);
    run.free();
    assert.throws(() => run.step(100), (e) => e.code === 'bad-argument');
    await assert.rejects(gg.solveGraphSliced(text + '1 2 3\n', { sliceMs: 1 }), (e) => e.code === 'parse' && e.line === 200002);
    const thrown = new Error('mine');
    await assert.rejects(gg.solveGraphSliced(text, { onProgress: () => { throw thrown; } }), (e) => e === thrown);
  };
  await once();
  const heap = gg.HEAP8.length;
  for (let i = 0; i < 10; i++) await once();
  assert.equal(gg.HEAP8.length, heap, 'the heap grew');

  const run = gg.startGraphSolve('a b\n');
  assert.throws(() => run.result(), (e) => e.code === 'bad-argument');
  assert.throws(() => run.step(0), (e) => e.code === 'bad-argument');
  while (!run.step(1e9).done) {}
  assert.deepEqual(run.result().names, ['a', 'b']);
  assert.throws(() => run.result(), (e) => e.code === 'bad-argument');
  assert.throws(() => gg.startGraphSolve(42), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveGraphSliced(42), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveGraphSliced('a b', { sliceMs: -1 }), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveGraphSliced('a b', { signal: 'stop' }), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveGraphSliced('a b', { format: 'xml' }), (e) => e.code === 'bad-argument');
});
