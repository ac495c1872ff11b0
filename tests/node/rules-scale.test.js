'use strict';
// Games from rules at scale (wasm/rules: the key store, the pool of workers,
// tiers, fromKey): the same ids, results and errors whatever the number of
// workers; tiered games against the whole-graph engine; keys in typed memory as
// keys.js defines them; no 2^24 cap; memory stated and refused; the hostile
// values of issue 24; the command's pipes, Ctrl-C and options.
//
//   node --test tests/node/rules-scale.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { root, GameGraph, rng, loadPageModule } = require('./helpers');
const PIECES = require('../../wasm/rules/error-pieces.json');

const EXAMPLES = path.join(root, 'examples', 'rules');
const example = (name) => fs.readFileSync(path.join(EXAMPLES, name + '.js'), 'utf8');
const CLI = path.join(root, 'cli', 'gamegraph-rules.js');
const { DRAW, WIN, LOSE } = { DRAW: 0, WIN: 1, LOSE: 2 };

let gg;
before(async () => {
  gg = await GameGraph();
});

// Connect Four on a board of cols x rows written with a numeric key, fromKey and
// tier (the README's way for big boards).
function connect4Tiered(cols, rows) {
  return example('connect4').replace(/const COLS = \d+, ROWS = \d+;/, `const COLS = ${cols}, ROWS = ${rows};`) + `
const N = COLS * ROWS;
function key(b) { let k = 0; for (let i = N - 1; i >= 0; i--) k = k * 3 + (b[i] === '.' ? 0 : b[i] === 'R' ? 1 : 2); return k; }
function fromKey(k) { let b = ''; for (let i = 0; i < N; i++) { const d = k % 3; b += d === 0 ? '.' : d === 1 ? 'R' : 'Y'; k = (k - d) / 3; } return b; }
function tier(b) { return N + 1 - b.split('.').length; }
`;
}

// Everything a result says, for comparing two solves.
function snapshot(r) {
  const keys = [];
  for (let i = 0; i < r.n; i++) keys.push(r.key(i));
  return { n: r.n, m: r.m, keys, outcome: Array.from(r.outcome), depth: Array.from(r.depth), move: Array.from(r.move) };
}

async function errorOf(promise) {
  try {
    await promise;
  } catch (e) {
    // (every piece an error may carry, as wasm/rules/error-pieces.json names them)
    const out = { code: e.code, kind: e.kind, message: e.message };
    for (const k of Object.keys(PIECES)) out[k] = e[k];
    return out;
  }
  return null;
}

test('workers: the same ids, keys, outcomes, depths, moves and errors with 1, 2 and 3 workers', async () => {
  for (const source of [example('connect4'), connect4Tiered(4, 4), example('police-thief')]) {
    const one = snapshot(await gg.solveRules(source, { workers: 1 }));
    for (const workers of [2, 3]) {
      const many = snapshot(await gg.solveRules(source, { workers }));
      assert.deepEqual(many, one, `${workers} workers`);
    }
  }
  // An error found late (after the workers took over) and the cap: the same error.
  const lateKey = JSON.parse((await gg.solveRules(example('connect4'), { workers: 1 })).key(150000));
  const late = example('connect4') + `\nconst moves0 = moves;\nmoves = (b) => { if (b === ${JSON.stringify(lateKey)}) throw new Error("late"); return moves0(b); };\n`;
  const bad = 'const start = 0;\nfunction moves(p) { return p > 60000 && p % 7 === 3 ? [p + 1, {}] : [p + 1, p + 2]; }\nfunction key(p) { return typeof p === "number" ? p : p.x.y; }';
  // (and what it returned, crossing from a worker: said and value)
  const lateArray = 'const start = 0;\nfunction moves(p) { return p === 60001 ? 5 : p < 100000 ? [2 * p + 1, 2 * p + 2] : []; }';
  for (const [source, options] of [[late, {}], [bad, {}], [lateArray, {}], [example('connect4'), { maxStates: 100000 }], [connect4Tiered(4, 4), { maxStates: 150000 }]]) {
    const one = await errorOf(gg.solveRules(source, { ...options, workers: 1 }));
    assert.ok(one, 'an error');
    // (what a page says in its reader's words: the function at fault and what it threw)
    if (source === late) assert.deepEqual([one.kind, one.call, one.detail, one.said], ['throw', 'moves(p)', 'Error: late', undefined]);
    if (source === lateArray) assert.deepEqual([one.kind, one.call, one.said, one.value, one.position], ['result', 'moves(p)', 'not-array', '5', '60001']);
    for (const workers of [2, 3]) assert.deepEqual(await errorOf(gg.solveRules(source, { ...options, workers })), one);
  }
  assert.equal((await errorOf(gg.solveRules(example('nim'), { workers: 0 }))).code, 'bad-argument');
  assert.throws(() => gg.solveRulesSync(example('nim'), { workers: 2 }), (e) => e.code === 'bad-argument' && /solveRulesSync/.test(e.message));
});

// A random game graph as a rules script: positions are vertices (numbers, or
// strings 'v12' with a numeric key and fromKey), each vertex's tier from a table
// that no move decreases; fixed outcomes from a table.
function tieredScript(adj, tiers, fixed, form) {
  const names = { number: 'v', string: '"v" + v', object: '({ v })' }[form];
  const at = { number: 'p', string: 'Number(p.slice(1))', object: 'p.v' }[form];
  let s = `const adj = ${JSON.stringify(adj)};\nconst tiers = ${JSON.stringify(tiers)};\nconst fixed = ${JSON.stringify(fixed)};\n`;
  s += `const start = ((v) => ${names})(0);\n`;
  s += `function moves(p) { return adj[${at}].map((v) => ${names}); }\n`;
  s += `function outcome(p) { return fixed[${at}] || undefined; }\n`;
  s += `function tier(p) { return tiers[${at}]; }\n`;
  if (form === 'string') s += 'function key(p) { return Number(p.slice(1)); }\nfunction fromKey(k) { return "v" + k; }\n';
  return s;
}

test('tiers: random tiered games with cycles inside tiers give the whole-graph engine\'s outcomes and depths', async () => {
  const rand = rng(20261126);
  let deep = 0;
  for (let trial = 0; trial < 80; trial++) {
    const n = 1 + Math.floor(rand() * 50);
    const layers = 1 + Math.floor(rand() * 6);
    const tiers = Array.from({ length: n }, () => Math.floor(rand() * layers) * 3 - 4); // any numbers, negative too
    const adj = Array.from({ length: n }, () => []);
    const edges = [];
    const m = Math.floor(rand() * n * 3);
    for (let e = 0; e < m; e++) {
      const u = Math.floor(rand() * n);
      const v = Math.floor(rand() * n);
      if (tiers[v] < tiers[u]) continue;
      adj[u].push(v);
      edges.push(u, v);
    }
    const fixed = {};
    const fixedArr = new Uint8Array(n);
    for (let v = 0; v < n; v++) {
      if (rand() < 0.1) {
        fixed[v] = ['win', 'lose', 'draw'][Math.floor(rand() * 3)];
        fixedArr[v] = { win: 1, lose: 2, draw: 3 }[fixed[v]];
      }
    }
    const form = ['number', 'string', 'object'][trial % 3];
    for (const noMove of ['lose', 'win']) {
      const g = gg.solveGraphEdges(n, new Int32Array(edges), { noMove, fixed: fixedArr });
      const r = await gg.solveRules(tieredScript(adj, tiers, fixed, form), { noMove, workers: 1 + (trial % 2) });
      assert.ok(r.tiers >= 1);
      for (let i = 0; i < r.n; i++) {
        const p = r.position(i);
        const v = form === 'number' ? p : form === 'string' ? Number(p.slice(1)) : p.v;
        assert.equal(r.indexOf(p), i);
        assert.equal(r.outcome[i], g.outcome[v], `trial ${trial} (${form}), vertex ${v}`);
        assert.equal(r.depth[i], g.depth[v], `trial ${trial} (${form}), vertex ${v}: depth`);
        if (r.depth[i] >= 2) deep++;
        const b = r.bestMove(i);
        if (b >= 0) {
          const t = r.position(b);
          const tv = form === 'number' ? t : form === 'string' ? Number(t.slice(1)) : t.v;
          assert.ok(adj[v].includes(tv), 'the move is a move');
          if (r.outcome[i] !== DRAW) assert.equal(r.depth[b], r.depth[i] - 1, 'the move realises the depth');
          assert.equal(g.outcome[tv], r.outcome[i] === WIN ? LOSE : r.outcome[i] === LOSE ? WIN : DRAW);
        } else {
          assert.ok(fixed[v] || adj[v].length === 0 || r.outcome[i] === DRAW);
        }
      }
    }
  }
  assert.ok(deep > 100, `positions of depth 2 and more were met: ${deep}`);
});

test('tiers: Connect Four 4 x 4 with a numeric key, fromKey and tier agrees with the plain example, position by position', async () => {
  const plain = await gg.solveRules(example('connect4'));
  const tiered = await gg.solveRules(connect4Tiered(4, 4));
  assert.equal(tiered.n, 161029);
  assert.equal(tiered.tiers, 17);
  assert.equal(typeof tiered.key(1), 'string');
  assert.match(tiered.key(1), /^[0-9]+$/);
  for (let i = 0; i < plain.n; i += 13) {
    const j = tiered.indexOf(plain.position(i));
    assert.ok(j >= 0);
    assert.equal(tiered.outcome[j], plain.outcome[i]);
    assert.equal(tiered.depth[j], plain.depth[i]);
    assert.equal(tiered.position(j), plain.position(i));
  }
});

test('tiers and fromKey: a script that breaks its promises gets a clear error naming the place', async () => {
  const down = 'const start = 3;\nfunction moves(p) { return p > 0 ? [p - 1] : []; }\nfunction tier(p) { return [0, 9, 1, 0][p]; }';
  let e = await errorOf(gg.solveRules(down));
  assert.equal(e.kind, 'result');
  assert.match(e.message, /a move goes down a tier: from 1 \(tier 9\) to 0 \(tier 0\)/);
  // (its pieces, for a page's words)
  assert.deepEqual([e.kind, e.call, e.said, e.position, e.value, e.tierFrom, e.tierTo], ['result', 'tier(p)', 'tier-down', '1', '0', 9, 0]);
  assert.equal(e.line, 3);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return p < 3 ? [p + 1] : []; }\nfunction tier(p) { return p === 2 ? NaN : p; }'));
  assert.match(e.message, /tier\(p\) returned NaN, not a finite number/);
  assert.deepEqual([e.call, e.said, e.value], ['tier(p)', 'tier-type', 'NaN']);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return p < 70000 ? [p + 1] : []; }\nfunction tier(p) { return p; }'));
  assert.match(e.message, /more than 65,536 different tiers/);
  e = await errorOf(gg.solveRules('const start = "a";\nfunction moves(p) { return p.length < 3 ? [p + "a"] : []; }\nfunction key(p) { return p.length; }\nfunction fromKey(k) { return "b".repeat(k + 1); }'));
  assert.equal(e.kind, 'result');
  assert.match(e.message, /^fromKey\(k\) gave "bb", whose key\(p\) is not the key it was given/);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return []; }\nfunction fromKey(k) { return k; }'));
  assert.equal(e.kind, 'declare');
  assert.match(e.message, /declare key\(p\) too/);
  assert.equal(e.line, 3);
  e = await errorOf(gg.solveRules('const start = "x";\nfunction moves(p) { return p.length < 2 ? [p + "x"] : []; }\nfunction key(p) { return p.length; }\nfunction fromKey(k) { throw new Error("no way back"); }'));
  assert.match(e.message, /^fromKey\(k\) threw Error: no way back \(line 4, column \d+\) at key 1/);
  // fromKey wrong only from key 5,000 on, with tiers: every position is checked, on
  // one thread or more (it once explored another game and solved it without a word)
  for (const workers of [1, 2]) {
    e = await errorOf(gg.solveRules('const start = 0;\nfunction key(p) { return p; }\nfunction fromKey(k) { return k < 5000 ? k : k + 1; }\nfunction tier(p) { return p; }\nfunction moves(p) { return p < 9999 ? [p + 1] : []; }', { workers }));
    assert.equal(e.kind, 'result', e.message);
    assert.match(e.message, /^fromKey\(k\) gave 5001, whose key\(p\) is not the key it was given.* at key 5000$/);
    assert.deepEqual([e.call, e.said, e.value, e.position], ['fromKey(k)', 'from-key', '5001', '5000']);
  }
  // moves(p) that changes between the exploration and the tiers' solve
  e = await errorOf(gg.solveRules('let calls = 0;\nconst start = 0;\nfunction moves(p) { calls++; return p < 3 ? [calls > 4 ? p + 2 : p + 1] : []; }\nfunction tier(p) { return p; }'));
  assert.match(e.message, /moves\(p\) gave other moves when called again/);
});

test('keys in typed memory: integers turned into text when a string key comes, page boundaries, the key texts as before', async () => {
  // 70,000 integer positions, then strings: one store of text after the change
  const mixed = await gg.solveRules('const start = 0;\nfunction moves(p) { return typeof p === "number" ? (p < 70000 ? [p + 1] : ["s0"]) : (p.length < 6 ? [p + "x"] : []); }', { workers: 1 });
  assert.equal(mixed.n, 70001 + 5);
  assert.equal(mixed.key(0), '0');
  assert.equal(mixed.key(69999), '69999');
  assert.equal(mixed.key(70001), '"s0"');
  assert.equal(mixed.indexOf(12345), 12345);
  assert.equal(mixed.indexOf('s0x'), 70002);
  assert.equal(mixed.indexOf('zz'), -1);
  assert.equal(mixed.outcome[0], WIN); // 70,005 moves to the end: the first player makes the last
  assert.equal(mixed.depth[0], 70005);
  // script keys: 12 and "12" one key; negative and non-integer numbers; strings
  const keyed = await gg.solveRules('const start = 0;\nfunction moves(p) { return p < 5 ? [p + 1] : []; }\nfunction key(p) { return [-3, "12", 12.5, "a b", 12, "-3"][p]; }');
  assert.equal(keyed.n, 4); // -3 and "-3", "12" and 12 are one key each
  assert.deepEqual([0, 1, 2, 3].map((i) => keyed.key(i)), ['-3', '12', '12.5', 'a b']);
  // default keys: arrays, objects, nested, unicode, escapes
  const objects = await gg.solveRules('const start = { s: "é\\n\\u2028", a: [1, -2.5, [true, null]] };\nfunction moves(p) { return p.a.length < 5 ? [{ a: [...p.a, p.a.length], s: p.s + "☃" }] : []; }');
  assert.equal(objects.n, 3);
  assert.equal(objects.key(0), JSON.stringify({ a: [1, -2.5, [true, null]], s: 'é\n\u2028' }));
  assert.deepEqual(objects.position(2), { a: [1, -2.5, [true, null], 3, 4], s: 'é\n\u2028☃☃' });
  // the records are exactly keys.js's canonical JSON (random values)
  const kb = loadPageModule({ contents: "export * from './wasm/rules/key-bytes.js'; export { defaultKey, keyText } from './wasm/rules/keys.js';" });
  const rand = rng(7);
  const value = (d) => {
    const x = rand();
    if (d > 3 || x < 0.3) return Math.floor(rand() * 2000) - 1000;
    if (x < 0.4) return rand() * 100;
    if (x < 0.55) return String.fromCharCode(...Array.from({ length: Math.floor(rand() * 6) }, () => (rand() < 0.8 ? 32 + Math.floor(rand() * 95) : Math.floor(rand() * 0xffff))));
    if (x < 0.8) return Array.from({ length: Math.floor(rand() * 4) }, () => value(d + 1));
    const o = {};
    for (let i = 0; i < 3; i++) o['k' + Math.floor(rand() * 5)] = value(d + 1);
    return o;
  };
  const td = new TextDecoder();
  for (let i = 0; i < 20000; i++) {
    const p = value(0);
    const want = kb.keyText(kb.defaultKey(p));
    const out = new kb.KeyOut(16);
    const k = kb.writeDefaultKey(p, out);
    const got = k >= 0 ? String(k) : td.decode(out.bytes.subarray(0, kb.recordEnd(out.bytes, 0, out.len)));
    assert.equal(got, want, JSON.stringify(p));
    assert.equal(out.len % 4, 0);
  }
});

test('string keys written together (a run of one length, one text encoded at once) are the records written one by one', () => {
  const kb = loadPageModule({ contents: "export * from './wasm/rules/key-bytes.js';" });
  const rand = rng(11);
  // mostly printable ASCII; now and then a quote, a backslash, a control
  // character, DEL, a non-ASCII character or a lone surrogate
  const odd = ['"', '\\', '\n', '\u0000', '\u001f', '\u007f', 'é', '☃', '\ud800', '\udc00', '😀'];
  const char = (rare) => (rand() < rare ? odd[Math.floor(rand() * odd.length)] : String.fromCharCode(32 + Math.floor(rand() * 95)));
  let fast = 0;
  for (let i = 0; i < 3000; i++) {
    const n = Math.floor(rand() * 30);
    const count = 1 + Math.floor(rand() * 40);
    const rare = [0, 0, 0.002, 0.05][i % 4];
    const mixed = i % 7 === 0;
    // (strings of pieces, as a script builds them)
    const list = Array.from({ length: count }, () => {
      const len = mixed ? Math.floor(rand() * 30) : n;
      let s = '';
      for (let j = 0; j < len; j++) s += char(rare);
      return len > 4 ? s.slice(0, 2) + s.slice(2) : s;
    });
    const one = new kb.KeyOut(16);
    const ends1 = [];
    for (const s of list) {
      assert.equal(kb.writeDefaultKey(s, one), -1);
      ends1.push(one.len);
    }
    const run = new kb.KeyOut(16);
    run.len = 4; // (after another record)
    const ends2 = new Uint32Array(count + 3);
    kb.writeQuotedRun(list, run, ends2, 3);
    assert.deepEqual(Array.from(ends2.subarray(3), (e) => e - 4), ends1, JSON.stringify(list));
    assert.deepEqual(run.bytes.subarray(4, run.len), one.bytes.subarray(0, one.len), JSON.stringify(list));
    if (!mixed && rare === 0 && count > 1) fast++;
  }
  assert.ok(fast > 500);
});

test('a batch expanded with its string keys written together: the records, hashes and moves found again in the batch as one by one, before an error too', () => {
  const E = loadPageModule({
    contents:
      "export { expandBatch, BatchOut } from './wasm/rules/expand.js'; export { compileRules } from './wasm/rules/compile.js'; export { declarationsOf } from './wasm/rules/syntax.js'; export { KeyOut, writeDefaultKey, hashRecord, hashInt } from './wasm/rules/key-bytes.js';",
  });
  // numbers, arrays and strings of every kind among a parent's moves, the same
  // ones again, a parent of 300 moves (past the 256 written together), one of
  // strings of 300,000 characters (past the million), a list that throws at 350
  const src = `const start = 0;
const ODD = ['"', '\\\\', '\\n', 'é', '\\ud800', '\\u007f', '', '☃'];
function moves(p) {
  if (p === 'boom') return new Proxy(Array.from({ length: 400 }, (_, i) => 'b' + (i % 300)), { get(t, k) { if (k === '350') throw new Error('bang'); return t[k]; } });
  if (typeof p !== 'number') return [];
  if (p === 3) return ['L'.repeat(300000), 'M'.repeat(300001), 'L'.repeat(300000), 'N'.repeat(300002), 'x'];
  const r = [];
  const n = p % 7 === 0 ? 300 : 1 + (p % 5);
  for (let i = 0; i < n; i++) {
    const x = (p * 31 + i * 17) % 97;
    if (x % 11 === 0) r.push(x);
    else if (x % 13 === 0) r.push([x, 'a']);
    else if (p % 4 === 1) r.push('abcdefghijklmnopqrstuvwxyz'.slice(0, x % 25) + ODD[x % ODD.length]);
    else r.push('....RY....'.slice(0, 4) + 'RY'[x % 2] + '..........'.slice(0, 15));
  }
  return r;
}`;
  const rules = E.compileRules(src, E.declarationsOf(src));
  const check = (parents, out) => {
    const keys = new Map(); // key text -> first move
    let c = 0;
    let end = 0;
    const td = new TextDecoder();
    for (let i = 0; i < out.parents; i++) {
      const list = parents[i] === 'boom' ? Array.from({ length: 350 }, (_, x) => 'b' + (x % 300)) : rules.moves(parents[i]);
      assert.equal(out.degree[i], list.length, `parent ${i}`);
      for (const q of list) {
        const one = new E.KeyOut(16);
        const k = E.writeDefaultKey(q, one);
        assert.equal(out.ik[c], k, `move ${c}`);
        let text;
        if (k >= 0) {
          assert.equal(out.hash[c], E.hashInt(k));
          text = String(k);
        } else {
          const got = out.key.bytes.subarray(end, out.end[c]);
          assert.deepEqual(got, one.bytes.subarray(0, one.len), `move ${c}: ${JSON.stringify(q).slice(0, 40)}`);
          assert.equal(out.hash[c], E.hashRecord(one.words, 0, one.len >>> 2));
          end = out.end[c];
          text = td.decode(got);
        }
        const first = keys.get(text);
        assert.equal(out.same[c], first === undefined ? -1 : first, `move ${c}`);
        if (first === undefined) keys.set(text, c);
        c++;
      }
    }
    assert.equal(out.m, c);
    return c;
  };
  const out = new E.BatchOut();
  const parents = Array.from({ length: 120 }, (_, i) => i);
  E.expandBatch(rules, parents, null, out, { outcome: true, tiers: false, keep: false });
  assert.equal(out.error, null);
  assert.equal(out.parents, 120);
  assert.ok(check(parents, out) > 2000);
  const bad = [0, 1, 'boom', 2];
  E.expandBatch(rules, bad, null, out, { outcome: true, tiers: false, keep: false });
  assert.equal(out.error.parent, 2);
  assert.match(out.error.error.message, /bang/);
  assert.equal(out.parents, 3);
  check(bad, out);
});

test('text keys looked up from where touch found them: the ids of a Map, with hashes that collide, across doublings', () => {
  const ks = loadPageModule({ contents: "export * from './wasm/rules/key-store.js'; export { KeyOut, writeDefaultKey, hashInt } from './wasm/rules/key-bytes.js';" });
  const rand = rng(5);
  const store = new ks.KeyStore({});
  const ref = new Map();
  const out = new ks.KeyOut(1 << 16);
  // batches of moves as integrate looks them up: distinct keys within a batch
  // but those found again in it (same[c] >= 0: not looked up); integer keys among
  // them (written as text by idOfInt, perhaps into a slot hinted as empty); 8
  // text keys a hash (a lookup often meets another key of its hash first); spans
  // of TOUCH_SPAN; the first keys integers (the store turned to text mid-span)
  const kinds = { held: 0, empty: 0, neither: 0 };
  const hashOf = (k) => (typeof k === 'number' ? ks.hashInt(k) : Math.imul(Number(k.slice(1)) % 25000, 0x9e3779b1));
  const lookUp = (batch, keys, ends, same, limit) => {
    const m = keys.length;
    const hash = Int32Array.from(keys, hashOf);
    const resolved = new Int32Array(m);
    let touched = 0;
    let from = 0;
    for (let c = 0; c < m; c++) {
      if (c === touched) {
        touched = store.touchSpan(hash, same, c, m, null);
        for (let x = c; x < store.hintTo; x++) {
          const h = store.hint[x - c];
          if (same[x] < 0) kinds[h < 0 ? 'neither' : h & 1 ? 'empty' : 'held']++;
        }
      }
      const k = keys[c];
      let r;
      if (same[c] >= 0) r = resolved[same[c]];
      else if (typeof k === 'number') r = store.idOfInt(k, hash[c], limit);
      else r = store.recordOf(c, out.words, from, ends[c], hash[c], limit);
      if (typeof k !== 'number') from = ends[c];
      const want = ref.has(k) ? ref.get(k) : ref.size < limit ? -ref.size - 1 : ks.NONE;
      assert.equal(r, want, `batch ${batch}, move ${c}: ${k}`);
      if (r === ks.NONE) continue;
      resolved[c] = r < 0 ? -r - 1 : r;
      if (r < 0) ref.set(k, -r - 1);
    }
  };
  for (let batch = 0; batch < 40; batch++) {
    const m = 64 + Math.floor(rand() * 3000);
    out.len = 0;
    const keys = [];
    const ends = [];
    const same = new Int32Array(m).fill(-1);
    const at = new Map();
    while (keys.length < m) {
      const x = Math.floor(rand() * 200000);
      const k = batch === 0 && keys.length < 100 ? x : rand() < 0.05 ? x % 1000 : 'k' + x;
      if (at.has(k)) same[keys.length] = at.get(k);
      else at.set(k, keys.length);
      if (typeof k !== 'number') ks.writeDefaultKey(k, out);
      keys.push(k);
      ends.push(out.len >>> 2);
    }
    lookUp(batch, keys, ends, same, Infinity);
  }
  assert.ok(!store.ints && store.n > 20000 && store.cap >= 1 << 15);
  assert.ok(kinds.held > 10000 && kinds.empty > 10000 && kinds.neither > 100, JSON.stringify(kinds));
  // a store of limit keys adds no more: 100 new keys with room for 10
  out.len = 0;
  const keys = [];
  const ends = [];
  for (let x = 0; x < 100; x++) {
    keys.push('k' + (300000 + x));
    ks.writeDefaultKey(keys[x], out);
    ends.push(out.len >>> 2);
  }
  lookUp('full', keys, ends, new Int32Array(100).fill(-1), store.n + 10);
  assert.equal(ref.size, store.n);
});

test('integer keys: a key of 2^32 or more whose hash is a small key\'s is another key (the store trusts the hash of small keys alone)', async () => {
  const kb = loadPageModule({ contents: "export { hashInt } from './wasm/rules/key-bytes.js';" });
  // hashInt undone for keys below 2^32: each step is a product by an odd number
  // or a xor with a right shift
  const inverse = (a) => {
    let x = a;
    for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(a, x));
    return x;
  };
  const unshift = (y, s) => {
    let x = y;
    for (let i = 0; i < 32; i += s) x = y ^ (x >>> s);
    return x;
  };
  const smallWithHash = (h) => {
    let x = unshift(h, 16);
    x = unshift(Math.imul(x, inverse(0x27d4eb2f)), 13);
    x = unshift(Math.imul(x, inverse(0xc2b2ae35)), 15);
    return Math.imul(x, inverse(0x85ebca6b)) >>> 0;
  };
  for (const big of [2 ** 40 + 12345, 2 ** 53 - 1, 4294967296]) {
    const small = smallWithHash(kb.hashInt(big));
    assert.ok(small < 2 ** 32);
    assert.equal(kb.hashInt(small), kb.hashInt(big));
    // the small key held first, the big one looked up; and the other way round
    for (const [a, b] of [[small, big], [big, small]]) {
      const src = `const start = "s";\nfunction moves(p) { return p === "s" ? ["a", "b"] : p === "a" ? ["b"] : []; }\nfunction key(p) { return p === "s" ? 7 : p === "a" ? ${a} : ${b}; }\nfunction fromKey(k) { return k === 7 ? "s" : k === ${a} ? "a" : "b"; }`;
      for (const workers of [1, 2]) {
        const r = await gg.solveRules(src, { workers });
        assert.equal(r.n, 3, `${a}, ${b}`);
        assert.deepEqual([0, 1, 2].map((i) => r.key(i)), ['7', String(a), String(b)]);
        assert.deepEqual(r.moves(1), [2]);
      }
    }
  }
});

test('no 2^24 cap: a counter game of 17,000,000 positions', async () => {
  const r = await gg.solveRules('const start = 0;\nfunction moves(p) { return p < 16999999 ? [p + 1] : []; }', { maxStates: 17000000, maxMemory: 3 * 2 ** 30, workers: 1 });
  assert.equal(r.n, 17000000);
  assert.equal(r.depth[0], 16999999);
  assert.equal(r.outcome[0], WIN);
  assert.equal(r.key(16777217), '16777217');
});

test('memory: the bytes per position are stated while exploring, and a budget too small is refused with the figure', async () => {
  let info = null;
  const busy = [];
  await gg.solveRules(example('connect4'), {
    onProgress(found, solved, phase, i) {
      if (phase === 'explore' && i && found > 10000) info = i;
      if (phase === 'explore' && i && i.workers > 1) busy.push(i.busy);
    },
  });
  assert.ok(info, 'progress with its info');
  // the thread that reports is at work (integrating, or expanding) and counted
  for (const b of busy) assert.ok(b >= 1 && b <= info.workers, `${b} of ${info.workers} workers busy`);
  assert.ok(info.bytesPerPosition > 10 && info.bytesPerPosition < 200, String(info.bytesPerPosition));
  assert.ok(info.bytes > 0 && info.budget > 0 && info.workers >= 1);
  const e = await errorOf(gg.solveRules(connect4Tiered(4, 4), { maxMemory: 3 * 2 ** 20 }));
  assert.equal(e.code, 'memory');
  assert.match(e.message, /needs more than [0-9.]+ MiB .* over the budget of 3\.0 MiB/);
});

test('memory: the positions the budget holds are said while exploring, the key table doubling and the solve counted: a game 2% smaller is solved, one 2% bigger refused saying how many were found', async () => {
  // a binary tree of n integer positions in tiers (its depth; or a tier every
  // 5,000 positions, past 256 tiers, 2 bytes a position): 10 bytes a position
  // while exploring and 9 more to solve, beside its 8-byte slot of the key table
  // (the budget over what a position costs on average, 35 bytes, said 8% more)
  const budget = 64 * 2 ** 20;
  for (const [tier, workerCounts] of [['Math.floor(Math.log2(p + 1))', [1, 2]], ['Math.floor(p / 5000)', [2]]]) {
    const tree = (n) => `const start = 0;\nfunction moves(p) { return [2 * p + 1, 2 * p + 2].filter((q) => q < ${n}); }\nfunction tier(p) { return ${tier}; }`;
    let said = null;
    const big = await errorOf(gg.solveRules(tree(6000000), {
      maxStates: 10000000,
      maxMemory: budget,
      onProgress(found, solved, phase, i) {
        if (phase === 'explore' && i && i.fits > 0) said = { fits: i.fits, each: i.bytesPerPosition, budget: i.budget };
      },
    }));
    assert.equal(big && big.code, 'memory');
    assert.ok(said, 'the positions the budget holds said while exploring');
    assert.equal(said.budget, budget);
    assert.ok(said.fits > 1000000, JSON.stringify(said));
    for (const workers of workerCounts) {
      const r = await gg.solveRules(tree(Math.floor(0.98 * said.fits)), { workers, maxStates: 10000000, maxMemory: budget });
      assert.equal(r.n, Math.floor(0.98 * said.fits));
      const n = Math.ceil(1.02 * said.fits);
      const e = await errorOf(gg.solveRules(tree(n), { workers, maxStates: 10000000, maxMemory: budget }));
      assert.ok(e, `${n} positions solved within ${said.fits} said to fit (tier ${tier})`);
      assert.equal(e.code, 'memory', e.message);
      assert.equal(e.bytesBudget, budget);
      assert.ok(e.bytesNeeded > budget);
      // the positions found by then: all of them (the solve did not fit)
      assert.equal(e.found, n);
      assert.match(e.message, new RegExp(`^solving the ${n.toLocaleString('en')} positions tier by tier needs`));
    }
  }
});

test('memory: where the engine of the module solves (a cycle, a partizan script, Sprague-Grundy values) the positions the budget holds are not said; its refusal says the positions found', async () => {
  const fitsOf = async (src, opts) => {
    let fits = -1;
    await gg.solveRules(src, { ...opts, maxMemory: 2 ** 30, onProgress(f, s, phase, i) { if (phase === 'explore' && i && i.bytesPerPosition > 0) fits = i.fits; } });
    return fits;
  };
  const line = 'const start = 0;\nfunction moves(p) { return p < 50000 ? [p + 1, p + 2] : []; }';
  assert.ok((await fitsOf(line)) > 1000000, 'a game swept: said');
  assert.equal(await fitsOf(line, { grundy: true }), 0);
  assert.equal(await fitsOf('const start = 0;\nfunction left(p) { return p < 50000 ? [p + 1] : []; }\nfunction right(p) { return p < 50000 ? [p + 2] : []; }'), 0);
  // a game swept whose moves are kept (3 a position, in chunks of 4 MiB): as many
  // as said are solved (the chunk being filled set aside: told 734,003 within 40
  // MiB, refused from 721,000, before)
  const dag = (n) => `const start = 0;\nfunction moves(p) { return [3 * p + 1, 3 * p + 2, 3 * p + 3].filter((q) => q < ${n}); }`;
  let said = 0;
  await errorOf(gg.solveRules(dag(3000000), { maxMemory: 40 * 2 ** 20, onProgress(f, s, phase, i) { if (phase === 'explore' && i && i.fits > 0) said = i.fits; } }));
  assert.ok(said > 300000, String(said));
  assert.equal((await gg.solveRules(dag(said), { maxMemory: 40 * 2 ** 20 })).n, said);
  const cycle = 'const start = 0;\nfunction moves(p) { return [(p + 1) % 300000, (p + 7) % 300000]; }';
  assert.equal(await fitsOf(cycle), 0);
  // explored within 16 MiB, refused by the engine
  const e = await errorOf(gg.solveRules(cycle, { maxMemory: 16 * 2 ** 20 }));
  assert.equal(e && e.code, 'memory');
  assert.match(e.message, /^a game of 300000 positions and 600000 moves: solving it needs/);
  assert.equal(e.found, 300000);
});

test('memory: the switch of a key store from integer keys to text counts the integer pages until every key is written again', () => {
  const K = loadPageModule({ contents: "export { KeyStore } from './wasm/rules/key-store.js'; export { KeyOut, writeDefaultKey, hashInt, hashRecord } from './wasm/rules/key-bytes.js';" });
  // 200,000 integer keys: 4 MiB of slots, 2 MiB of pages; as text, 6 MiB of
  // slots: 12 MiB held at once while the keys are written again (10 counted before)
  const storeWith = (budget) => {
    const s = new K.KeyStore({ budget, onBudget: (need) => { throw new Error(`needs ${need}`); } });
    for (let k = 0; k < 200000; k++) s.idOfInt(k, K.hashInt(k), Infinity);
    return s;
  };
  const text = new K.KeyOut(16);
  K.writeDefaultKey('x', text);
  const addText = (s) => s.idOfRecord(text.words, 0, text.len >>> 2, K.hashRecord(text.words, 0, text.len >>> 2), Infinity);
  assert.throws(() => addText(storeWith(11 * 2 ** 20)), /^Error: needs 12582912$/);
  const s = storeWith(12 * 2 ** 20);
  assert.equal(addText(s), -200001);
  assert.equal(s.bytes(), 9 * 2 ** 20); // (the integer pages let go: 6 MiB of slots, 3 of text)
});

test('memory: a need just over the budget is said with the digits that tell them apart, by the engine and on the page', () => {
  const E = loadPageModule('wasm/rules/compile.js');
  const P = loadPageModule({ contents: "export { fmtNeed, fmtBytes, setLang } from './web/src/core/i18n.js';" });
  // Connect Four 5 x 5 within 2 GiB: the key table's doubling at 53,687,091 positions
  const budget = 2 ** 31;
  const need = 2148030464;
  assert.equal(E.formatBytes(need), E.formatBytes(budget));
  assert.equal(E.formatNeed(need, budget), '2.001 GiB');
  assert.equal(E.formatNeed(3 * 2 ** 30, budget), '3.00 GiB');
  assert.equal(E.formatNeed(budget + 1, budget), '2.000000 GiB'); // (six digits at most)
  assert.equal(P.fmtBytes(budget), '2 GiB');
  assert.equal(P.fmtNeed(need, budget), '2.001 GiB');
  assert.equal(P.fmtNeed(budget + 1, budget), '2 GiB'); // (the same to six digits)
  assert.equal(P.fmtNeed(2.5 * 2 ** 30, budget), '2.5 GiB');
  assert.equal(P.fmtNeed(65.01 * 2 ** 20, 65 * 2 ** 20), '65.01 MiB');
  P.setLang('uk');
  assert.equal(P.fmtNeed(need, budget), '2,001 ГіБ');
});

test('memory: what a position costs is not said from too few positions (the first with 300,000 moves), and follows the exploring', async () => {
  const src = 'const start = 0;\nfunction moves(p) { return p === 0 ? Array.from({ length: 300000 }, (_, i) => i + 1) : []; }';
  const seen = [];
  await gg.solveRules(src, {
    workers: 1,
    onProgress(found, solved, phase, i) {
      if (phase === 'explore' && i) seen.push([solved, i.bytesPerPosition]);
    },
  });
  assert.ok(seen.length > 0, 'progress while exploring');
  for (const [done, each] of seen) if (done < 1000) assert.equal(each, 0, `${each} bytes a position said after ${done} positions expanded`);
  const [done, each] = seen[seen.length - 1];
  assert.equal(done, 300001);
  assert.ok(each > 0 && each < 200, `${each} bytes a position at the end`);
});

test('memory: one position whose moves(p) never ends (an endless Proxy) is stopped by the budget, naming it, whoever expands it', async () => {
  const src = [
    "const start = 'root';",
    'function moves(p) {',
    "  if (p !== 'root') return [];",
    "  return new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : typeof k === 'string' && /^[0-9]+$/.test(k) ? 'p' + k : Reflect.get(t, k)) });",
    '}',
  ].join('\n');
  for (const workers of [1, 2]) {
    const e = await errorOf(gg.solveRules(src, { maxMemory: 48 * 2 ** 20, workers }));
    assert.equal(e.code, 'memory', e.message);
    assert.match(e.message, /^moves\(p\) returned 1,000,000,000 positions \(line 2, column 1\), at position "root": the first [0-9,]+ of them already need [0-9.]+ MiB, more than the [0-9.]+ MiB the memory budget leaves$/);
    assert.equal(e.line, 2);
  }
});

test('hostile values: outcome words that are Object keys, keys NaN and 10n, unreadable errors and positions', async () => {
  for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    const e = await errorOf(gg.solveRules(`const start = 0;\nfunction moves(p) { return [1]; }\nfunction outcome(p) { return p === 1 ? '${word}' : undefined; }`));
    assert.equal(e.kind, 'result', word);
    assert.match(e.message, /expected 'win', 'lose', 'draw' or undefined/);
  }
  let e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return [1]; }\nfunction key(p) { return p ? NaN : 0; }'));
  assert.match(e.message, /key\(p\) returned NaN, not a string or a finite number/);
  assert.deepEqual([e.call, e.said, e.value], ['key(p)', 'key-type', 'NaN']);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return [1]; }\nfunction key(p) { return p ? 10n : 0; }'));
  assert.match(e.message, /key\(p\) returned 10n, not a string/);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { throw { get message() { throw new Error("no"); } }; }'));
  assert.equal(e.kind, 'throw');
  assert.match(e.message, /moves\(p\) threw an exception whose message cannot be read \(line 2, column 1\)/);
  e = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return p === 0 ? [{ get x() { throw new Error("getter"); } }] : []; }\nfunction key(p) { return typeof p === "number" ? p : "o"; }\nfunction outcome(p) { if (typeof p !== "number") throw new Error("bad"); }'));
  assert.match(e.message, /at position an object that cannot be shown \(Error: getter\)/);
  // a value whose toJSON throws values whose toJSON throws: described one level deep
  e = await errorOf(gg.solveRules('function bad() { return { toJSON() { throw bad(); } }; }\nconst start = 0;\nfunction moves(p) { return p < 2 ? [p + 1] : []; }\nfunction outcome(p) { if (p === 2) return bad(); }'));
  assert.equal(e.kind, 'result');
  assert.match(e.message, /^outcome\(p\) returned an object that cannot be shown \(the value an object that cannot be shown\): expected 'win'/);
  e = await errorOf(gg.solveRules("const start = 0;\nfunction moves(p) { throw new Error('x'.repeat(50e6)); }"));
  assert.ok(e.message.length < 3000, 'a huge message is clipped');
});

test('a position that cannot be keyed: its reason and its index in the list carried for a page, on one thread or more', async () => {
  // (past the first 2,000 positions, explored before the workers start)
  for (const workers of [1, 2]) {
    const chain = (bad) => `const start = 0;\nfunction moves(p) { return p < 30000 ? [p + 1] : p === 30000 ? [30001, ${bad}] : []; }`;
    for (const [bad, reason] of [['undefined', 'undefined'], ['[1, NaN]', 'number:NaN'], ['new Map()', 'class:Map'], ['[, 1]', 'hole'], ['() => 1', 'function']]) {
      const e = await errorOf(gg.solveRules(chain(bad), { workers }));
      assert.equal(e.kind, 'result', `${bad}: ${e.message}`);
      assert.deepEqual([e.call, e.said, e.value, e.index, e.position], ['moves(p)', 'unkeyable', reason, 1, '30000'], bad);
      assert.match(e.message, /^moves\(p\) returned, at index 1, a position that cannot be keyed: it holds /);
    }
  }
  const e = await errorOf(gg.solveRules('const start = NaN;\nfunction moves(p) { return []; }'));
  assert.deepEqual([e.kind, e.said, e.value], ['key', 'unkeyable', 'is-number:NaN']);
  // read by a trap that throws: no reason (the script's own words)
  const t = await errorOf(gg.solveRules('const start = 0;\nfunction moves(p) { return p === 0 ? [new Proxy([], { get() { throw new Error("trap"); } })] : []; }'));
  assert.match(t.message, /cannot be keyed: reading it threw Error: trap/);
  assert.equal(t.said, undefined, t.message);
});

// ---- the command -----------------------------------------------------------------------------

function cli(args, input, options) {
  return spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 30, ...options });
}

test('gamegraph-rules: the same table with any number of workers, --summary, keys printed safely', () => {
  const file = path.join(os.tmpdir(), `gg-c4-${process.pid}.js`);
  fs.writeFileSync(file, example('connect4'));
  try {
    const one = cli(['--workers', '1', '--moves', file]);
    const two = cli(['--workers', '2', '--moves', file]);
    assert.equal(one.status, 0, one.stderr);
    assert.equal(two.stdout, one.stdout);
    assert.equal(one.stdout.split('\n').length - 1, 161029);
    // the plain table (its lines put together from the keys as held) is the one
    // with the moves without them
    const plain = cli(['--workers', '2', file]);
    assert.equal(plain.status, 0, plain.stderr);
    assert.equal(plain.stdout, one.stdout.replace(/ [^ \n]+\n/g, '\n'));
    const summary = cli(['--summary', file]);
    assert.equal(summary.stdout, '"................" DRAW -\n# 161029 positions, 304574 moves: 38675 WIN, 32234 LOSE, 90120 DRAW\n');
    const tiered = cli(['--summary', '-'], connect4Tiered(4, 4));
    assert.equal(tiered.stdout, '0 DRAW -\n# 161029 positions, 304574 moves: 38675 WIN, 32234 LOSE, 90120 DRAW, 17 tiers\n');
  } finally {
    fs.unlinkSync(file);
  }
  // depths past those whose line ends are written ahead (1,024), keys as text and as integers
  for (const [start, next, name] of [['"p0"', '"p" + (+p.slice(1) + 1)', (k) => `"p${k}"`], ['0', 'p + 1', String]]) {
    const chain = cli([], `const start = ${start};\nfunction moves(p) { return ${start === '0' ? 'p' : '+p.slice(1)'} < 1500 ? [${next}] : []; }\n`);
    assert.equal(chain.status, 0, chain.stderr);
    const want = Array.from({ length: 1501 }, (_, k) => `${name(k)} ${(1500 - k) % 2 ? 'WIN' : 'LOSE'} ${1500 - k}\n`).join('');
    assert.equal(chain.stdout, want);
  }
  const rlo = cli([], 'const start = "a\\u202Eb";\nfunction moves(p) { return []; }\nfunction key(p) { return p; }');
  assert.equal(rlo.stdout, '"a\\u202eb" LOSE 0\n');
  // lone surrogates: each escaped (printed as they are, both would look like U+FFFD)
  const lone = cli([], 'const start = 0;\nfunction moves(p) { return p < 2 ? [p + 1] : []; }\nfunction key(p) { return ["a", "\\ud800", "\\udc00"][p]; }');
  assert.equal(lone.stdout, 'a LOSE 2\n"\\ud800" WIN 1\n"\\udc00" LOSE 0\n');
});

// A big table: 300,001 lines.
const BIG = 'const start = 0;\nfunction moves(p) { return p < 300000 ? [p + 1] : []; }\n';

test("gamegraph-rules: the script's console on standard error, every line, with one thread or more; the table alone on standard output", () => {
  // (100,002 positions: past the first stretch explored before the workers start)
  const src = "console.log('top');\nconst start = 0;\nfunction moves(p) { if (p % 1000 === 0) console.log('L' + p); if (p === 500) console.info({ p }); return p < 100000 ? [p + 1, p + 2] : []; }\n";
  let table = null;
  for (const workers of ['1', '2']) {
    const r = cli(['--workers', workers, '-'], src);
    assert.equal(r.status, 0, r.stderr);
    const out = r.stdout.split('\n');
    assert.equal(out.length, 100003, workers);
    assert.ok(out.slice(0, -1).every((line) => /^[0-9]+ (WIN|LOSE|DRAW) /.test(line)), workers);
    if (table === null) table = r.stdout;
    else assert.equal(r.stdout, table);
    const err = r.stderr.split('\n');
    assert.equal(err[0], 'top');
    assert.equal(err.filter((line) => /^L[0-9]+$/.test(line)).length, 101, workers);
    assert.ok(err.includes('{ p: 500 }'), workers);
  }
});

test('gamegraph-rules: output through a slow pipe, a closed pipe, a full disk', async () => {
  const slow = spawnSync('sh', ['-c', `node "${CLI}" | (sleep 1; wc -l)`], { input: BIG, encoding: 'utf8' });
  assert.equal(slow.stdout.trim(), '300001');
  assert.equal(slow.stderr, '');
  const head = spawnSync('sh', ['-c', `node "${CLI}" | head -3; echo "status \${PIPESTATUS:-0}"`], { input: BIG, encoding: 'utf8' });
  assert.match(head.stdout, /^0 LOSE 300000\n1 WIN 299999\n2 LOSE 299998\n/);
  assert.equal(head.stderr, '');
  if (fs.existsSync('/dev/full')) {
    const full = spawnSync('sh', ['-c', `node "${CLI}" > /dev/full`], { input: BIG, encoding: 'utf8' });
    assert.equal(full.status, 1);
    assert.match(full.stderr, /^gamegraph-rules: cannot write the output: ENOSPC/);
    assert.doesNotMatch(full.stderr, /\n\s+at /, 'no stack trace');
  }
});

test('gamegraph-rules: Ctrl-C says the output is incomplete; a script that ends the process is an error', async () => {
  const child = spawn(process.execPath, [CLI, '--workers', '1', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end('const start = 0;\nfunction moves(p) { return p < 3000000 ? [p + 1] : []; }\n');
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  // interrupted once the table has started
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGINT');
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
  assert.equal(code, 130);
  assert.match(err, /interrupted: the output is incomplete \([0-9,]+ of 3,000,001 lines written\)/);
  for (const workers of ['1', '2']) {
    const r = cli(['--workers', workers, '-'], 'const start = 0;\nfunction moves(p) { if (p === 30000) process.exit(0); return [p + 1]; }');
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /ended/);
    assert.equal(r.stdout, '');
  }
});

// (a state looked at every 10 ms until it holds: the test's own timeout bounds it)
const until = async (what) => {
  while (!what()) await new Promise((resolve) => setTimeout(resolve, 10));
};

test('gamegraph-rules: SIGTERM and SIGHUP are said as Ctrl-C is, with their exit codes', { skip: process.platform === 'win32' && 'POSIX signals', timeout: 120000 }, async () => {
  // (the script says it runs, on standard error, then sleeps at each position)
  const sleeper = 'const start = 0;\nconst cell = new Int32Array(new SharedArrayBuffer(4));\nfunction moves(p) { if (p === 3) console.log("running"); Atomics.wait(cell, 0, 0, 50); return [p + 1]; }\n';
  for (const [sig, code] of [['SIGTERM', 143], ['SIGHUP', 129]]) {
    const child = spawn(process.execPath, [CLI, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end(sleeper);
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const exited = new Promise((resolve) => child.on('exit', (c, signal) => resolve({ code: c, signal })));
    try {
      await until(() => err.includes('running'));
      child.kill(sig);
      assert.deepEqual(await exited, { code, signal: null }, sig);
      assert.match(err, new RegExp(`gamegraph-rules: interrupted by ${sig} \\([0-9,]+ positions found\\): nothing was written`));
    } finally {
      child.kill('SIGKILL');
    }
  }
});

// V8's first full collection of the command's heap comes about 16 s in (its
// memory reducer): a V8 flag set while it ran (--single-threaded-gc) ended the
// process there in a failed check (the command sets --no-parallel-scavenge, which
// does not). A script that sleeps (no core used) past it.
test('gamegraph-rules: a run past V8\'s first full collection, with a thread on every core, ends as it should', () => {
  const r = cli(['--timeout', '20'], 'const start = 0;\nconst cell = new Int32Array(new SharedArrayBuffer(4));\nfunction moves(p) { Atomics.wait(cell, 0, 0, 200); return [p + 1]; }\n');
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /^<stdin>: stopped after 20 s \(at least [0-9,]+ positions found: the count is the last one reported\)/);
});

test('gamegraph-rules: --progress says the positions the budget holds, and again only where the figure changes by more than a tenth', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-fits-'));
  try {
    const said = (file, budget) => {
      const r = cli(['--summary', '--progress', '--max-memory', budget, file]);
      assert.equal(r.status, 0, r.stderr);
      return [...r.stderr.matchAll(/about ([0-9,]+) bytes per position: the budget of ([0-9.]+ [MG]iB) holds about ([0-9,]+) positions\n/g)].map((m) => ({ each: m[1], budget: m[2], fits: Number(m[3].replace(/,/g, '')) }));
    };
    // integer keys in tiers: the figure exact, said once
    const tree = path.join(dir, 'tree.js');
    fs.writeFileSync(tree, 'const start = 0;\nfunction moves(p) { return [2 * p + 1, 2 * p + 2].filter((q) => q < 1000000); }\nfunction tier(p) { return Math.floor(Math.log2(p + 1)); }\n');
    assert.deepEqual(said(tree, '64M'), [{ each: '35', budget: '64.0 MiB', fits: 1762190 }]);
    // text keys: said at least once, each time a tenth away from the last
    const c4 = path.join(dir, 'c4.js');
    fs.writeFileSync(c4, example('connect4'));
    const lines = said(c4, '2G');
    assert.ok(lines.length >= 1);
    for (let i = 1; i < lines.length; i++) assert.ok(Math.abs(lines[i].fits - lines[i - 1].fits) > 0.1 * lines[i - 1].fits, JSON.stringify(lines));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('gamegraph-rules: options: usage errors exit 2, the timeout and memory messages', () => {
  for (const args of [['--max-memory', '0'], ['--max-states', '0'], ['--max-states', '3000000000'], ['--timeout', 'Infinity'], ['--timeout', '2147484'], ['--grundy', '--no-move', 'win'], ['--workers', '0'], ['--workers', '65']]) {
    const r = cli(args, 'const start = 0;\nfunction moves(p) { return []; }');
    assert.equal(r.status, 2, args.join(' ') + ': ' + r.stderr);
    assert.match(r.stderr, /^gamegraph-rules: /);
  }
  const t = cli(['--timeout', '1', '--workers', '1'], 'const start = 0;\nfunction moves(p) { if (p > 50000) for (;;); return [p + 1]; }');
  assert.equal(t.status, 1);
  assert.match(t.stderr, /stopped after 1 s \(at least ([0-9,]+) positions found/);
  assert.notEqual(/at least ([0-9,]+) positions/.exec(t.stderr)[1], '0');
  const m = cli(['--max-memory', '2K'], 'const start = 0;\nfunction moves(p) { return [p + 1]; }');
  assert.equal(m.status, 1);
  assert.match(m.stderr, /over the budget of 2\.0 KiB/);
});
