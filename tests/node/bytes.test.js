// solveGraphBytes (the text as UTF-8 bytes, copied into the module's memory once
// and parsed there) and the lazily read names of a graph result: the same answers
// as the traced solve (which still takes the text through Embind's string
// conversion: an independent way in) on random graphs, errors with line and column,
// names never built unless asked for, nothing leaked.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const utf8 = (s) => new TextEncoder().encode(s);

// A random graph in the named form (names with Cyrillic letters, comments, CRLF,
// fixed outcomes) or the cp / cp0 forms.
function randomText(rand, form) {
  const n = 1 + Math.floor(rand() * 60);
  const m = Math.floor(rand() * n * 3);
  const eol = rand() < 0.2 ? '\r\n' : '\n';
  if (form !== 'named') {
    const first = form === 'cp0' ? 0 : 1;
    const lines = [`${n} ${m}`];
    for (let k = 0; k < m; k++) lines.push(`${first + Math.floor(rand() * n)} ${first + Math.floor(rand() * n)}`);
    return lines.join(eol) + eol;
  }
  const label = Array.from({ length: n }, (_, i) => (rand() < 0.5 ? `v${i}` : `ключ_${i}`));
  const lines = [];
  for (let i = 0; i < n; i++) if (rand() < 0.3) lines.push(label[i]);
  for (let k = 0; k < m; k++) {
    lines.push(`${label[Math.floor(rand() * n)]}\t${label[Math.floor(rand() * n)]}`);
    if (rand() < 0.05) lines.push('# a comment');
  }
  for (let i = 0; i < n; i++) if (rand() < 0.05) lines.push(`${label[i]} = ${['win', 'lose', 'draw'][Math.floor(rand() * 3)]}`);
  return lines.join(eol) + eol;
}

function sameSolution(a, b, what) {
  assert.equal(a.format, b.format, what);
  assert.equal(a.n, b.n, what);
  assert.equal(a.m, b.m, what);
  for (const k of ['outcome', 'depth', 'move', 'edges', 'fixed']) assert.deepEqual([...a[k]], [...b[k]], `${what}: ${k}`);
  assert.deepEqual(a.names, b.names, `${what}: names`);
}

test('solveGraphBytes: the same answers as the traced solve and solveGraphText on random graphs', () => {
  const rand = rng(20261124);
  for (let i = 0; i < 300; i++) {
    const form = ['named', 'named', 'cp', 'cp0'][i % 4];
    const text = randomText(rand, form);
    const noMove = i % 3 === 0 ? 'win' : 'lose';
    const format = form === 'cp0' ? 'cp0' : i % 8 === 2 ? 'cp' : 'auto';
    const what = `graph ${i} (${form}, ${format}, ${noMove})`;
    // Fixed outcomes may conflict: then all three must refuse it the same way.
    let ref;
    try {
      ref = gg.traceGraphText(text, { noMove, format });
    } catch (e) {
      assert.throws(() => gg.solveGraphBytes(utf8(text), { noMove, format }), (e2) => e2.message === e.message && e2.line === e.line && e2.column === e.column);
      continue;
    }
    const b = gg.solveGraphBytes(utf8(text), { noMove, format });
    const t = gg.solveGraphText(text, { noMove, format });
    sameSolution(b, ref, what);
    sameSolution(t, ref, what);
    for (let v = 0; v < b.n; v++) assert.equal(b.name(v), ref.names[v], `${what}: name(${v})`);
  }
});

test('solveGraphBytes: names stay bytes until asked for; none at all for the cp forms', () => {
  const r = gg.solveGraphBytes(utf8('яблуко груша\nгруша слива\nслива\n'));
  assert.ok(r.nameBytes instanceof Uint8Array && r.nameStart instanceof Uint32Array);
  assert.equal(r.nameStart.length, r.n + 1);
  assert.equal(r.name(1), 'груша');
  assert.equal(r.name(3), undefined);
  assert.equal(r.name(-1), undefined);
  // name is not an own enumerable field: a result still crosses postMessage
  assert.ok(!Object.keys(r).includes('name'));
  assert.deepEqual(structuredClone({ ...r, names: undefined }).nameStart, r.nameStart);
  assert.deepEqual(r.names, ['яблуко', 'груша', 'слива']);

  const cp = gg.solveGraphBytes(utf8('5 2\n1 2\n2 5\n'));
  assert.equal(cp.format, 'cp');
  assert.equal(cp.nameBytes, undefined);
  assert.equal(cp.name(4), '5');
  const cp0 = gg.solveGraphBytes(utf8('5 2\n0 1\n1 4\n'), { format: 'cp0' });
  assert.equal(cp0.name(0), '0');
  assert.deepEqual(cp0.names, ['0', '1', '2', '3', '4']);
  // a big cp graph: no name is built unless read
  const big = gg.solveGraphBytes(utf8('2000000 1\n1 2000000\n'));
  assert.equal(big.n, 2000000);
  assert.equal(big.name(1999999), '2000000');
  assert.equal(big.outcome[0], gg.Outcome.WIN);
});

test('solveGraphBytes: a byte-order mark, CRLF, invalid UTF-8, NUL bytes', () => {
  const bom = gg.solveGraphBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a b\r\n')]));
  assert.deepEqual(bom.names, ['a', 'b']);
  // an invalid byte in a name: the name shows U+FFFD, as a browser decodes it
  const bad = gg.solveGraphBytes(new Uint8Array([0x61, 0xff, 0x20, 0x62, 0x0a]));
  assert.deepEqual(bad.names, ['a\ufffd', 'b']);
  // its column counts the invalid byte as one character
  assert.throws(() => gg.solveGraphBytes(new Uint8Array([0xff, 0xfe, 0x20, 0x62, 0x20, 0x63, 0x20, 0x64, 0x0a])), (e) => {
    assert.equal(e.code, 'parse');
    assert.equal(e.line, 1);
    assert.equal(e.column, 8); // two invalid bytes, two U+FFFD (as TextDecoder reads them)
    return true;
  });
  assert.throws(() => gg.solveGraphBytes(new Uint8Array([0x61, 0x00, 0x62])), (e) => e.code === 'parse' && e.line === 1 && e.column === 2 && e.message.includes('byte 0'));
});

test('solveGraphBytes: errors with line and column, as solveGraphText gives them', () => {
  const bad = [
    ['a b\nb c\nc d e\n', 3, 5],
    ['a b\nx = maybe\n', 2, 5],
    ['ключ b\nключ b c\n', 2, 8],
    ['5 2\n1 2\n2 9\n', 3, 3],
    ['3 5\n1 2\n', 2, 4],
  ];
  for (const [text, line, column] of bad) {
    const format = /^\d/.test(text) ? 'cp' : 'auto';
    let fromText;
    assert.throws(() => gg.solveGraphText(text, { format }), (e) => {
      fromText = e;
      return true;
    });
    assert.throws(() => gg.solveGraphBytes(utf8(text), { format }), (e) => {
      assert.ok(e instanceof gg.GameGraphError);
      assert.equal(e.code, 'parse');
      assert.equal(e.line, line, text);
      assert.equal(e.column, column, text);
      assert.equal(e.message, fromText.message);
      return true;
    });
  }
});

test('solveGraphBytes: bad arguments, the memory budget, a throwing onProgress', () => {
  for (const x of ['a b', [97, 32, 98], new Int8Array(3), null, undefined, new ArrayBuffer(3)]) {
    assert.throws(() => gg.solveGraphBytes(x), (e) => e.code === 'bad-argument' && /Uint8Array/.test(e.message));
  }
  assert.throws(() => gg.solveGraphBytes(utf8('a b'), { format: 'xml' }), (e) => e.code === 'bad-argument');
  assert.throws(() => gg.solveGraphBytes(utf8('a b'), { onProgress: 3 }), (e) => e.code === 'bad-argument');
  assert.throws(() => gg.solveGraphBytes(utf8('100000000 0\n')), (e) => e.code === 'memory' && e.bytesNeeded > 4e9 && e.line === undefined);
  assert.throws(() => gg.solveGraphBytes(utf8('20000000 0\n'), { maxMemory: 1 << 20 }), (e) => e.code === 'memory');
  const boom = new Error('stop');
  const chain = 'x0 x1\n'.repeat(1) + Array.from({ length: 20000 }, (_, i) => `x${i + 1} x${i + 2}`).join('\n');
  assert.throws(() => gg.solveGraphBytes(utf8(chain), { onProgress: () => { throw boom; } }), (e) => e === boom);
  // an empty input is an empty graph
  const empty = gg.solveGraphBytes(new Uint8Array(0));
  assert.equal(empty.n, 0);
  assert.deepEqual(empty.names, []);
  // a view into a bigger buffer: only its own bytes are read
  const buf = utf8('zzz a b\nb c\nzzz');
  const r = gg.solveGraphBytes(buf.subarray(4, 12));
  assert.deepEqual(r.names, ['a', 'b', 'c']);
});

test('solveGraphBytes and solveGraphText: repeated solves and failures leak nothing', () => {
  const text = Array.from({ length: 50000 }, (_, i) => `${i + 1} ${((i * 7919) % 50000) + 1}`).join('\n');
  const cp = utf8(`50000 50000\n${text}\n`);
  const bad = utf8(`50000 50000\n${text}\n1 2 3\n`);
  const named = `${text.replace(/(\d+) (\d+)/g, 'v$1 w$2')}\n`;
  const once = () => {
    gg.solveGraphBytes(cp);
    assert.throws(() => gg.solveGraphBytes(bad), (e) => e.code === 'parse');
    gg.solveGraphText(named).name(3);
    assert.throws(() => gg.solveGraphText(named + 'a b c\n'), (e) => e.code === 'parse');
  };
  once();
  const heap = gg.HEAP8.length;
  for (let i = 0; i < 30; i++) once();
  assert.equal(gg.HEAP8.length, heap, 'the heap grew');
});

test('solveGraphBlob: a Blob read in slices into the module: the same answer, progress, errors, nothing leaked', async () => {
  // over 16 MB: read in 4 MB slices, each parsed as the next is read
  const n = 1000000;
  const lines = [`${n} ${2100000}`];
  const rand = rng(5);
  for (let i = 0; i < 2100000; i++) lines.push(`${1 + Math.floor(rand() * n)} ${1 + Math.floor(rand() * n)}`);
  const bytes = utf8(lines.join('\n') + '\n');
  assert.ok(bytes.length > 16 << 20, `${bytes.length} bytes`);
  const reads = [];
  const r = await gg.solveGraphBlob(new Blob([bytes]), { onRead: (done, total) => reads.push([done, total]) });
  const b = gg.solveGraphBytes(bytes);
  for (const k of ['outcome', 'depth', 'move']) assert.ok(Buffer.from(r[k].buffer).equals(Buffer.from(b[k].buffer)), k);
  assert.equal(r.n, n);
  assert.equal(r.lines, 2100001);
  assert.equal(reads.length, Math.ceil(bytes.length / (4 << 20)));
  for (let i = 0; i < reads.length; i++) {
    assert.equal(reads[i][1], bytes.length);
    assert.equal(reads[i][0], Math.min(bytes.length, (i + 1) * (4 << 20)));
  }

  const named = await gg.solveGraphBlob(new Blob(['яблуко груша\n', 'груша\n']), { format: 'named', noMove: 'win' });
  assert.deepEqual(named.names, ['яблуко', 'груша']);
  assert.deepEqual([...named.outcome], [gg.Outcome.LOSE, gg.Outcome.WIN]);
  const empty = await gg.solveGraphBlob(new Blob([]));
  assert.equal(empty.n, 0);

  await assert.rejects(gg.solveGraphBlob('a b'), (e) => e instanceof gg.GameGraphError && e.code === 'bad-argument');
  await assert.rejects(gg.solveGraphBlob(new Blob(['a b']), { format: 'xml' }), (e) => e.code === 'bad-argument');
  const heap = gg.HEAP8.length;
  for (let i = 0; i < 20; i++) {
    await assert.rejects(gg.solveGraphBlob(new Blob(['a b\n', 'ключ b c\n'])), (e) => e.code === 'parse' && e.line === 2 && e.column === 8);
    const stop = new Error('stop');
    await assert.rejects(gg.solveGraphBlob(new Blob(['a b\n']), { onRead: () => { throw stop; } }), (e) => e === stop);
  }
  assert.equal(gg.HEAP8.length, heap, 'the heap grew');
});

test('solveGraphBlob: lines parsed as the slices arrive, through options.readSlice; an error as soon as its line is there', async () => {
  const SLICE = 4 << 20;
  const n = 300000;
  const lines = [`${n} 1500000`];
  const rand = rng(9);
  for (let i = 0; i < 1500000; i++) lines.push(`${1 + Math.floor(rand() * n)} ${1 + Math.floor(rand() * n)}`);
  const bytes = utf8(lines.join('\n') + '\n');
  const slices = Math.ceil(bytes.length / SLICE);
  assert.ok(slices >= 3, `${slices} slices`);
  const asked = [];
  const blob = new Blob([bytes]);
  const readSlice = (start, end) => {
    asked.push([start, end]);
    return start % (2 * SLICE) === 0 ? blob.slice(start, end).arrayBuffer() : Promise.resolve(bytes.slice(start, end));
  };
  const r = await gg.solveGraphBlob(blob, { readSlice });
  const b = gg.solveGraphBytes(bytes);
  for (const k of ['outcome', 'depth', 'move', 'edges']) assert.ok(Buffer.from(r[k].buffer).equals(Buffer.from(b[k].buffer)), k);
  assert.deepEqual(asked, Array.from({ length: slices }, (_, i) => [i * SLICE, Math.min(bytes.length, (i + 1) * SLICE)]));

  // a bad line in the first slice: refused with its line and column before the rest is read
  const bad = utf8(lines.slice(0, 10).join('\n') + '\n1 x\n' + lines.slice(10).join('\n') + '\n');
  asked.length = 0;
  const badBlob = new Blob([bad]);
  const heap = gg.HEAP8.length;
  await assert.rejects(gg.solveGraphBlob(badBlob, { format: 'cp', readSlice: (s0, e0) => (asked.push([s0, e0]), badBlob.slice(s0, e0).arrayBuffer()) }),
    (e) => e.code === 'parse' && e.line === 11 && e.column === 3);
  assert.ok(asked.length <= 2, `${asked.length} slices read`);
  // a reader that fails, or gives the wrong bytes: its error, nothing kept (each
  // leaked block would be the file's size: 8 rounds would grow the heap)
  const broken = new Error('disk gone');
  for (let round = 0; round < 8; round++) {
    await assert.rejects(gg.solveGraphBlob(blob, { readSlice: (s0, e0) => (s0 > 0 ? Promise.reject(broken) : blob.slice(s0, e0).arrayBuffer()) }), (e) => e === broken);
    await assert.rejects(gg.solveGraphBlob(blob, { readSlice: () => Promise.resolve(new Uint8Array(3)) }), (e) => /changed while it was read/.test(e.message));
    await assert.rejects(gg.solveGraphBlob(blob, { readSlice: () => Promise.resolve('text') }), (e) => /readSlice must give/.test(e.message));
    await assert.rejects(gg.solveGraphBlob(blob, { readSlice: 3 }), (e) => e.code === 'bad-argument');
    await assert.rejects(gg.solveGraphBlob(blob, { readSlice: () => { throw broken; } }), (e) => e === broken);
    const stop = new Error('stop');
    await assert.rejects(gg.solveGraphBlob(blob, { onParse: () => { throw stop; } }), (e) => e === stop);
  }
  assert.equal(gg.HEAP8.length, heap, 'the heap grew');
  assert.equal((await gg.solveGraphBlob(new Blob(['3 1\n1 2\n']))).n, 3);
});

test('onParse: the parse reports the bytes read; a throwing onParse stops it, nothing leaked', async () => {
  const lines = ['300000 200000'];
  for (let i = 0; i < 200000; i++) lines.push(`${1 + (i % 300000)} ${1 + ((i * 7) % 300000)}`);
  const bytes = utf8(lines.join('\n') + '\n');
  const seen = [];
  gg.solveGraphBytes(bytes, { onParse: (done, total) => seen.push([done, total]) });
  assert.ok(seen.length >= 3, `${seen.length} reports`);
  for (let i = 0; i < seen.length; i++) {
    assert.equal(seen[i][1], bytes.length);
    assert.ok(seen[i][0] <= bytes.length && (i === 0 || seen[i][0] > seen[i - 1][0]));
  }
  const named = [];
  gg.solveGraphText(lines.join('\n').replace(/(\d+) (\d+)/g, 'a$1 b$2'), { onParse: (d) => named.push(d) });
  assert.ok(named.length >= 3);
  const blob = [];
  await gg.solveGraphBlob(new Blob([bytes]), { onParse: (d) => blob.push(d) });
  assert.deepEqual(blob, seen.map((x) => x[0]));
  assert.throws(() => gg.solveGraphBytes(bytes, { onParse: 'x' }), (e) => e.code === 'bad-argument');
  const heap = gg.HEAP8.length;
  const stop = new Error('stop');
  for (let i = 0; i < 10; i++) assert.throws(() => gg.solveGraphBytes(bytes, { onParse: () => { throw stop; } }), (e) => e === stop);
  assert.equal(gg.HEAP8.length, heap);
  assert.equal(gg.solveGraphBytes(bytes).n, 300000);
});
