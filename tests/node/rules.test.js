'use strict';
// Games from rules (gg.solveRules, wasm/rules): the example scripts against
// published values (tic-tac-toe's 5,478 positions, Kayles and Dawson's Kayles in
// OEIS, Bouton's Nim, Wythoff's pairs, LeetCode 913), against the module's other
// solvers on the same games (random graphs through solveGraphEdges, police and
// thief and cat and mouse through the built-in pursuit solver), and every kind of
// bad script with the line and column it must name. cli/gamegraph-rules.js too.
//
//   node --test tests/node/rules.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const { root, GameGraph, rng } = require('./helpers');

const EXAMPLES = path.join(root, 'examples', 'rules');
const example = (name) => fs.readFileSync(path.join(EXAMPLES, name + '.js'), 'utf8');
const { PARTIZAN_EXAMPLES } = require('./partizan-games.js');
const { DRAW, WIN, LOSE } = { DRAW: 0, WIN: 1, LOSE: 2 };

let gg;
before(async () => {
  gg = await GameGraph();
});

// The script with its `const name = ...;` line replaced.
function withConst(source, name, value) {
  const re = new RegExp(`^const ${name} = .*;(.*)$`, 'm');
  assert.match(source, re, `the script declares const ${name}`);
  return source.replace(re, `const ${name} = ${value};`);
}

function counts(r) {
  const c = { win: 0, lose: 0, draw: 0 };
  for (const o of r.outcome) c[['draw', 'win', 'lose'][o]]++;
  return c;
}

test('the examples: verdicts and counts as published', async () => {
  const want = {
    nim: { outcome: WIN, n: 120 },
    subtraction: { outcome: LOSE, n: 31 },
    wythoff: { outcome: LOSE, n: 77 },
    kayles: { outcome: WIN },
    dawson: { outcome: WIN },
    tictactoe: { outcome: DRAW, n: 5478 }, // every position reachable in play
    connect4: { outcome: DRAW, n: 161029 }, // 4 x 4
    'connect4-tiers': { outcome: DRAW, n: 161029 }, // the same in tiers, keyed by numbers
    'cat-mouse': { outcome: DRAW }, // LeetCode 913, example 1: 0
    'police-thief': { outcome: WIN, depth: 9 }, // the board page: the police win in 9
    // the gallery (tests/node/gallery.test.js checks each one further)
    'nim-four-heaps': { outcome: LOSE, n: 384 }, // 1 ^ 3 ^ 5 ^ 7 = 0 (Bouton)
    'misere-nim': { outcome: WIN, n: 120 }, // Bouton's misère rule: a heap over 1, XOR 4
    'subtraction-1-2': { outcome: LOSE, n: 22 }, // 21 is a multiple of 3
    'subtraction-3-4-6-10': { outcome: WIN }, // 40 is worth 1
    'grundy-game': { outcome: WIN }, // A002188(15) = 1
    'moore-nim': { outcome: WIN, n: 840 }, // Moore: the bit columns of 3, 4, 5, 6 hold 2 ones each
    'fibonacci-nim': { outcome: LOSE }, // 21 is a Fibonacci number
    'take-no-more': { outcome: WIN }, // 24 is not a power of two
    'dawsons-chess': { outcome: LOSE }, // A002187(14) = 0
    officers: { outcome: LOSE }, // A046695(20) = 0
    northcott: { outcome: WIN }, // the gaps 4 ^ 2 ^ 3 = 5
    'dots-and-boxes': { outcome: WIN }, // 2 x 2 boxes
    notakto: { outcome: WIN, n: 450 }, // the centre wins
    'misere-tictactoe': { outcome: DRAW, n: 5478 },
    connect3: { outcome: WIN, n: 7157 },
    hexapawn: { outcome: LOSE, n: 135 }, // Gardner: black wins
    chomp: { outcome: WIN }, // every rectangle (Gale)
    cram: { outcome: WIN }, // 3 x 4: the middle domino and symmetry
    race: { outcome: LOSE, depth: 12 }, // BOI 2008, the README's board: B wins
    'cop-robber': { outcome: DRAW }, // a loop: the robber runs for ever
    'snakes-and-ladders': { outcome: WIN }, // inf(0)
    'clock-game': { outcome: DRAW }, // inf()
    krk: { outcome: WIN, depth: 7 }, // mate in 4
  };
  const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3));
  // (the partizan ones: tests/node/gallery-partizan.test.js)
  assert.deepEqual(files.sort(), Object.keys(want).concat(PARTIZAN_EXAMPLES).sort(), 'every example is checked');
  for (const [name, w] of Object.entries(want)) {
    const r = await gg.solveRules(example(name));
    // a title: a string, or (the gallery's) one per language, { en, uk }
    const title = r.title || new Function(example(name) + '\n;return typeof title === "undefined" ? undefined : title;')();
    assert.ok(typeof title === 'string' ? title.length > 0 : title.en.length > 0 && title.uk.length > 0, `${name}: a title`);
    assert.equal(r.outcome[r.start], w.outcome, `${name}: the start's outcome`);
    if (w.n !== undefined) assert.equal(r.n, w.n, `${name}: positions`);
    if (w.depth !== undefined) assert.equal(r.depth[r.start], w.depth, `${name}: depth`);
    const shown = r.rules.show(r.position(r.start));
    assert.ok(typeof shown === 'string' || (Array.isArray(shown) && shown.every((s) => s.length === shown[0].length)), `${name}: show gives a string or equal-length rows`);
  }
});

test("the examples' move names tell a position's moves apart, in both languages", async () => {
  // (Kayles' "knock down 1 pin" once named moves to [3] and to [1, 2] alike; the
  // partizan examples: tests/node/gallery-partizan.test.js)
  const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.js') && !PARTIZAN_EXAMPLES.includes(f.slice(0, -3)));
  for (const file of files) {
    const src = example(file.slice(0, -3));
    const moveName = new Function(src + '\n;return typeof moveName === "undefined" ? undefined : moveName;')();
    if (!moveName) continue;
    const r = await gg.solveRules(src, { workers: 1 });
    for (let i = 0; i < r.n; i += Math.max(1, Math.floor(r.n / 500))) {
      const p = r.position(i);
      const named = new Map();
      for (const j of new Set(r.moves(i))) {
        const m = moveName(p, r.position(j));
        for (const [lang, text] of typeof m === 'string' ? [['', m]] : Object.entries(m)) {
          const other = named.get(lang + ':' + text);
          assert.equal(other, undefined, `${file}: at ${r.key(i)}, "${text}" names the moves to ${other} and ${r.key(j)}`);
          named.set(lang + ':' + text, r.key(j));
        }
      }
    }
  }
});

test('Nim: the Sprague-Grundy value of every position is the XOR of its heaps', async () => {
  const r = await gg.solveRules(withConst(example('nim'), 'start', '[3, 5, 6, 2]'), { grundy: true });
  assert.equal(r.n, 4 * 6 * 7 * 3);
  for (let i = 0; i < r.n; i++) {
    const heaps = r.position(i);
    assert.equal(r.grundy[i], heaps.reduce((a, b) => a ^ b, 0), JSON.stringify(heaps));
    assert.equal(r.outcome[i], r.grundy[i] === 0 ? LOSE : WIN);
  }
});

test('Kayles and Dawson\'s Kayles: the values of OEIS A002186 and A002187', async () => {
  const kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7];
  const dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1];
  for (const [name, values] of [['kayles', kayles], ['dawson', dawson]]) {
    for (let len = 0; len < values.length; len++) {
      const one = await gg.solveRules(withConst(example(name), 'start', `[${len}]`), { grundy: true });
      assert.equal(one.grundy[one.start], values[len], `${name}: a row of ${len}`);
      assert.equal(one.label(one.start), String(values[len]));
    }
    const r = await gg.solveRules(withConst(example(name), 'start', `[${values.length - 1}]`), { grundy: true });
    // A sum of rows: the XOR of their values (Sprague-Grundy).
    for (let i = 0; i < r.n; i++) {
      const rows = r.position(i);
      assert.equal(r.grundy[i], rows.reduce((a, len) => a ^ values[len], 0), `${name} ${JSON.stringify(rows)}`);
    }
  }
});

test('subtraction {1, 3, 4}: lost exactly when n mod 7 is 0 or 2, with optimal depths', async () => {
  const r = await gg.solveRules(withConst(example('subtraction'), 'start', '100'));
  assert.equal(r.n, 101);
  for (let n = 0; n <= 100; n++) {
    const i = r.indexOf(n);
    assert.equal(r.key(i), String(n));
    assert.equal(r.outcome[i], n % 7 === 0 || n % 7 === 2 ? LOSE : WIN, `n = ${n}`);
  }
});

test('Wythoff: the lost positions are the pairs (floor(k phi), floor(k phi^2)) and their mirrors', async () => {
  const r = await gg.solveRules(withConst(example('wythoff'), 'start', '[20, 20]'));
  const phi = (1 + Math.sqrt(5)) / 2;
  const lost = new Set();
  for (let k = 0; k < 20; k++) {
    const a = Math.floor(k * phi);
    const b = Math.floor(k * phi * phi);
    lost.add(`${a},${b}`).add(`${b},${a}`);
  }
  for (let i = 0; i < r.n; i++) {
    const [x, y] = r.position(i);
    assert.equal(r.outcome[i] === LOSE, lost.has(`${x},${y}`), `(${x}, ${y})`);
  }
});

// A rules script for the graph adj from vertex 0 (fixed: vertex -> 'win' | 'lose' | 'draw').
function graphScript(adj, fixed) {
  return `const adj = ${JSON.stringify(adj)};\nconst fixed = ${JSON.stringify(fixed || {})};\nconst start = 0;\n` +
    'function moves(v) { return adj[v]; }\nfunction outcome(v) { return fixed[v]; }\n';
}

// ---- sums with games from rules (gg.sumGames) -----------------------------------------

// Every position of a sum of components { n, succ(x) -> followers }, as the explicit
// product graph solved for its values (grundyGraphText, the cp form) and outcomes.
function productGraph(parts) {
  const sizes = parts.map((c) => c.n);
  const total = sizes.reduce((a, b) => a * b, 1);
  const decode = (s) => sizes.map((n) => { const x = s % n; s = Math.floor(s / n); return x; });
  const encode = (xs) => xs.reduceRight((s, x, i) => s * sizes[i] + x, 0);
  const lines = [];
  for (let s = 0; s < total; s++) {
    const xs = decode(s);
    xs.forEach((x, i) => parts[i].succ(x).forEach((y) => {
      const ys = xs.slice();
      ys[i] = y;
      lines.push(`${s + 1} ${encode(ys) + 1}`);
    }));
  }
  const g = gg.grundyGraphText(`${total} ${lines.length}\n${lines.join('\n')}\n`, { format: 'cp' });
  return { total, decode, encode, g };
}

// Checks sumGames on every position of the sum against the product graph.
function checkSums(components) {
  const { total, decode, encode, g } = productGraph(components.map((c) => c.part));
  const seen = [0, 0, 0];
  for (let s = 0; s < total; s++) {
    const xs = decode(s);
    const r = gg.sumGames(xs.map((x, i) => ({ result: components[i].result, vertex: x })));
    assert.equal(r.label, g.label(s), `state ${xs}: the sum's value`);
    assert.equal(r.outcome, g.outcome[s], `state ${xs}: the outcome`);
    seen[r.outcome]++;
    if (r.outcome === WIN) {
      const c = r.move.component;
      assert.equal(r.move.from, xs[c]);
      assert.ok(components[c].part.succ(xs[c]).includes(r.move.to), `state ${xs}: the move is a move of component ${c}`);
      const ys = xs.slice();
      ys[c] = r.move.to;
      assert.equal(g.outcome[encode(ys)], LOSE, `state ${xs}: the winning move leaves a lost sum`);
    } else {
      assert.equal(r.move, null);
    }
  }
  return seen;
}

// A Nim heap of size k as a graph (h{k} first: vertex 0 is the full heap).
function heapGraph(k) {
  const lines = [];
  for (let j = k; j >= 1; j--) for (let i = j - 1; i >= 0; i--) lines.push(`h${j} h${i}`);
  const r = gg.grundyGraphText(k === 0 ? 'h0\n' : lines.join('\n') + '\n', { format: 'named' });
  return { result: r, part: { n: r.n, succ: (v) => successorsOfGraph(r, v) } };
}
function successorsOfGraph(r, v) {
  const out = [];
  for (let e = 0; e < r.m; e++) if (r.edges[2 * e] === v) out.push(r.edges[2 * e + 1]);
  return out;
}
function rulesPart(r) {
  return { result: r, part: { n: r.n, succ: (i) => r.moves(i) } };
}

test('sumGames with games from rules: subtraction and Kayles with Nim heaps agree with the product graph and the XOR rule', async () => {
  const sub = await gg.solveRules(withConst(example('subtraction'), 'start', '12'), { grundy: true });
  const kayles = await gg.solveRules(withConst(example('kayles'), 'start', '[4]'), { grundy: true });
  const heap = heapGraph(4);
  const seen = checkSums([rulesPart(sub), heap, rulesPart(kayles)]);
  assert.ok(seen[WIN] > 0 && seen[LOSE] > 0, 'won and lost sums both checked');
  // the XOR rule: a heap of size k beside position i is worth grundy[i] ^ k
  for (let i = 0; i < sub.n; i++) {
    for (let k = 0; k <= 4; k++) {
      const v = heap.result.names.indexOf('h' + k);
      const r = gg.sumGames([{ result: sub, vertex: i }, { result: heap.result, vertex: v }]);
      assert.equal(r.value, sub.grundy[i] ^ k, `${sub.key(i)} + *${k}`);
      if (r.move && r.move.component === 0) assert.equal(sub.grundy[r.move.to], k, 'the move in the rules game matches the heap');
    }
  }
  // two rules games, the same result twice
  checkSums([rulesPart(sub), rulesPart(sub)]);
});

test('sumGames with a loopy game from rules: infinite values, draws and wins as the product graph has them', async () => {
  // a game on a graph with cycles (vertex 0 the start, every vertex reachable)
  const src = [
    'const graph = [[1, 2], [2, 3], [0, 4], [3, 5], [], [4, 1]];',
    'const start = 0;',
    'function moves(v) { return graph[v]; }',
  ].join('\n');
  const loopy = await gg.solveRules(src, { grundy: true });
  // the same values as the graph solved as text
  const text = ['0 1', '0 2', '1 2', '1 3', '2 0', '2 4', '3 3', '3 5', '4', '5 4', '5 1'].map((l) => l.replace(/(\d)/g, 'v$1')).join('\n') + '\n';
  const asGraph = gg.grundyGraphText(text, { format: 'named' });
  let infinite = 0;
  for (let i = 0; i < loopy.n; i++) {
    assert.equal(loopy.label(i), asGraph.label(asGraph.names.indexOf('v' + loopy.key(i))), `position ${loopy.key(i)}`);
    if (loopy.grundy[i] < 0) infinite++;
  }
  assert.ok(infinite > 0, 'the game has infinite values');
  const seen = checkSums([rulesPart(loopy), heapGraph(3)]);
  assert.ok(seen[DRAW] > 0 && seen[WIN] > 0 && seen[LOSE] > 0, `wins, losses and draws all checked: ${seen}`);
  const two = checkSums([rulesPart(loopy), { result: asGraph, part: { n: asGraph.n, succ: (v) => successorsOfGraph(asGraph, v) } }]);
  assert.ok(two[DRAW] > 0, 'two infinite components: a draw');
});

test('sumGames refuses a rules result solved without its values, and a position out of range', async () => {
  const plain = await gg.solveRules(example('subtraction'));
  const valued = await gg.solveRules(example('subtraction'), { grundy: true });
  assert.throws(() => gg.sumGames([{ result: plain, vertex: 0 }]),
    (e) => e instanceof gg.GameGraphError && /without Sprague-Grundy values/.test(e.message) && /grundy: true/.test(e.message));
  assert.throws(() => gg.sumGames([{ result: valued, vertex: valued.n }]), (e) => e instanceof gg.GameGraphError && /position id/.test(e.message));
  assert.throws(() => gg.sumGames([{ result: valued, vertex: 1.5 }]), gg.GameGraphError);
  assert.equal(gg.sumGames([{ result: valued, vertex: 0 }]).label, valued.label(0));
});

test('random graphs: the same outcomes and depths as solveGraphEdges, both conventions', async () => {
  const rand = rng(20261124);
  for (let trial = 0; trial < 60; trial++) {
    const n = 1 + Math.floor(rand() * 40);
    const adj = Array.from({ length: n }, () => []);
    const edges = [];
    const m = Math.floor(rand() * n * 3);
    for (let e = 0; e < m; e++) {
      const u = Math.floor(rand() * n);
      const v = Math.floor(rand() * n);
      adj[u].push(v);
      edges.push(u, v);
    }
    const fixed = {};
    const fixedArr = new Uint8Array(n);
    for (let v = 0; v < n; v++) {
      if (rand() < 0.1) {
        const o = ['win', 'lose', 'draw'][Math.floor(rand() * 3)];
        fixed[v] = o;
        fixedArr[v] = { win: 1, lose: 2, draw: 3 }[o];
      }
    }
    for (const noMove of ['lose', 'win']) {
      const r = await gg.solveRules(graphScript(adj, fixed), { noMove });
      const g = gg.solveGraphEdges(n, new Int32Array(edges), { noMove, fixed: fixedArr });
      for (let i = 0; i < r.n; i++) {
        const v = r.position(i);
        assert.equal(r.indexOf(v), i);
        assert.equal(r.outcome[i], g.outcome[v], `trial ${trial}, vertex ${v}`);
        assert.equal(r.depth[i], g.depth[v], `trial ${trial}, vertex ${v}: depth`);
        if (r.move[i] >= 0) {
          const to = r.position(r.move[i]);
          assert.ok(adj[v].includes(to), 'the move is a move');
          assert.equal(g.outcome[to], r.outcome[i] === WIN ? LOSE : r.outcome[i] === LOSE ? WIN : DRAW);
        }
        assert.deepEqual(r.moves(i).map((t) => r.position(t)), fixed[v] ? [] : adj[v]);
      }
      // Exactly the vertices reachable from 0.
      const seen = new Set([0]);
      const stack = [0];
      while (stack.length) {
        const u = stack.pop();
        if (fixed[u]) continue;
        for (const v of adj[u]) if (!seen.has(v)) seen.add(v), stack.push(v);
      }
      assert.equal(r.n, seen.size);
      assert.equal(r.m, [...seen].reduce((s, u) => s + (fixed[u] ? 0 : adj[u].length), 0));
    }
  }
});

// The police-and-thief example on another board (rows of '*', '.', 'P', 'T', 'E').
function policeThiefScript(rows) {
  const at = (ch) => {
    const r = rows.findIndex((row) => row.includes(ch));
    return [r, rows[r].indexOf(ch)];
  };
  let s = withConst(example('police-thief'), 'maze', JSON.stringify(rows.map((r) => r.replace(/[PT]/g, '.'))));
  s = withConst(s, 'start', `{ police: ${JSON.stringify(at('P'))}, thief: ${JSON.stringify(at('T'))}, turn: 'police' }`);
  return s;
}

test('police and thief as rules: the built-in solver\'s answer and depth on the presets and random boards', async () => {
  const boards = [
    ['E....*....', '.**..*.**.', '.*........', '.*.****.*.', '...*..*...', '.*.*..*.*.', '.*.*T.*.*.', '...**...P.'],
    ['P....*....', '.**..*.**.', '.*........', '.*.****.*.', '...*..*...', '.*.*..*.*.', '.*.*T.*.*.', '...**....E'],
    ['E....*....', '.**..*.**.', '.*.......P', '.*.****.*.', '...*..*...', '.*.*T.*.*.', '.*....*.*.', '...**.....'],
  ];
  const rand = rng(7);
  while (boards.length < 25) {
    const h = 2 + Math.floor(rand() * 4);
    const w = 2 + Math.floor(rand() * 5);
    const cells = Array.from({ length: h * w }, () => (rand() < 0.2 ? '*' : rand() < 0.1 ? 'E' : '.'));
    const p = Math.floor(rand() * h * w);
    let t = Math.floor(rand() * h * w);
    if (t === p) t = (t + 1) % (h * w);
    cells[p] = 'P';
    cells[t] = 'T';
    boards.push(Array.from({ length: h }, (_, r) => cells.slice(r * w, (r + 1) * w).join('')));
  }
  for (const rows of boards) {
    const text = `${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`;
    const g = gg.solvePursuitText(text, 'police-thief');
    try {
      const r = await gg.solveRules(policeThiefScript(rows));
      const answer = { [WIN]: 'Police catches the thief', [LOSE]: 'The thief escapes', [DRAW]: 'Draw' }[r.outcome[0]];
      assert.equal(answer, g.answer, text);
      if (r.outcome[0] !== DRAW) assert.equal(r.depth[0], g.start.depth, text);
    } finally {
      g.delete();
    }
  }
});

test('cat and mouse as rules: LeetCode 913\'s answer from the built-in solver on random graphs', async () => {
  const rand = rng(913);
  for (let trial = 0; trial < 30; trial++) {
    const n = 3 + Math.floor(rand() * 7);
    const adj = Array.from({ length: n }, () => new Set());
    for (let e = 0; e < n * 2; e++) {
      const u = Math.floor(rand() * n);
      const v = Math.floor(rand() * n);
      if (u !== v) adj[u].add(v), adj[v].add(u);
    }
    // LeetCode's constraints: the mouse and the cat can each move at the start.
    if (adj[1].size === 0) adj[1].add(n - 1 === 1 ? 0 : n - 1), adj[n - 1 === 1 ? 0 : n - 1].add(1);
    if ([...adj[2]].filter((v) => v !== 0).length === 0) adj[2].add(1), adj[1].add(2);
    const graph = adj.map((s) => [...s].sort((a, b) => a - b));
    const g = gg.solvePursuitText(JSON.stringify(graph), 'cat-mouse');
    try {
      const r = await gg.solveRules(withConst(example('cat-mouse'), 'graph', JSON.stringify(graph)));
      const answer = { [WIN]: 1, [LOSE]: 2, [DRAW]: 0 }[r.outcome[0]];
      assert.equal(String(answer), String(g.answer), JSON.stringify(graph));
    } finally {
      g.delete();
    }
  }
});

test('keys: key(p) merges symmetric positions; 5 and "5" are one key; object keys in any order are one position', async () => {
  const sorted = await gg.solveRules(example('nim')); // no key(p): [3, 4, 5] and [4, 3, 5] differ
  const merged = await gg.solveRules(example('nim') + '\nfunction key(h) { return [...h].sort().join(","); }\n');
  assert.equal(sorted.n, 120);
  assert.ok(merged.n < sorted.n);
  for (let i = 0; i < sorted.n; i++) {
    const j = merged.indexOf(sorted.position(i));
    assert.ok(j >= 0);
    assert.equal(merged.outcome[j], sorted.outcome[i]);
  }
  const mixed = await gg.solveRules('const start = 0;\nfunction moves(p) { return p < 3 ? [p + 1] : []; }\nfunction key(p) { return p % 2 ? String(p) : p; }');
  assert.equal(mixed.n, 4);
  assert.equal(mixed.key(3), '3');
  const objects = await gg.solveRules('const start = { a: 0, b: 0 };\nfunction moves(p) { return p.a + p.b < 2 ? [{ a: p.a + 1, b: p.b }, { b: p.b + 1, a: p.a }] : []; }');
  assert.equal(objects.n, 6);
  assert.equal(objects.key(0), '{"a":0,"b":0}');
  assert.equal(objects.indexOf({ b: 1, a: 1 }), objects.indexOf({ a: 1, b: 1 }));
  assert.equal(objects.indexOf({ a: 9, b: 9 }), -1);
  assert.equal(objects.indexOf(undefined), -1);
});

test('positions are rebuilt by replaying moves: every tic-tac-toe position and its key agree', async () => {
  const r = await gg.solveRules(example('tictactoe'));
  for (let i = r.n - 1; i >= 0; i -= 7) {
    const p = r.position(i);
    assert.equal(JSON.stringify(p), r.key(i));
    assert.equal(r.indexOf(p), i);
  }
  assert.throws(() => r.position(r.n), (e) => e instanceof gg.GameGraphError && e.code === 'bad-argument');
  assert.throws(() => r.key(-1), (e) => e.code === 'bad-argument');
});

test('noMove win: the player who cannot move wins', async () => {
  const r = await gg.solveRules(withConst(example('subtraction'), 'start', '20'), { noMove: 'win' });
  assert.equal(r.noMove, 'win');
  assert.equal(r.outcome[r.indexOf(0)], WIN);
  assert.equal(r.outcome[r.indexOf(1)], LOSE); // its only move gives the opponent the win
});

// A script error: code 'script', the kind, the line and column, and the position.
async function scriptError(source, kind, line, column, position, options) {
  await assert.rejects(gg.solveRules(source, options), (e) => {
    assert.ok(e instanceof gg.GameGraphError, String(e));
    assert.equal(e.code, 'script', e.message);
    assert.equal(e.kind, kind, e.message);
    assert.equal(e.line, line, e.message);
    assert.equal(e.column, column, e.message);
    // (Something missing has no place of its own: line 1, column 1, not in the message.)
    if (kind !== 'declare' || line !== 1) assert.ok(e.message.includes(`line ${line}, column ${column}`), e.message);
    assert.equal(e.position, position, e.message);
    return true;
  });
}

test('script errors name the line and column in the script and the position', async () => {
  await scriptError('const start = 0;\nfunction moves(p) {\n  return [p +];\n}', 'syntax', 3, 14);
  await scriptError('const start = 0;\nfunction moves(p) {\n  if (p === 2) return p.x.y;\n  return [p + 1];\n}', 'throw', 3, 27, '2');
  await scriptError('const start = 0;\nfunction moves(p) {\n  if (p === 1) throw "no";\n  return [p + 1];\n}', 'throw', 2, 1, '1');
  await scriptError('const start = [1];\n\nfunction moves(p) {\n  return 5;\n}', 'result', 3, 1, '[1]');
  await scriptError('const start = 0;\nconst moves = (p) => [p + 1, NaN];', 'result', 2, 7, '0');
  await scriptError('const start = 0;\nfunction moves(p) { return [new Map()]; }', 'result', 2, 1, '0');
  await scriptError('const start = 0;\nfunction moves(p) { return [1]; }\nfunction key(p) { return { p }; }', 'result', 3, 1, '0');
  await scriptError('const start = 0;\nfunction moves(p) { return []; }\nfunction outcome(p) { return "won"; }', 'result', 3, 1, '0');
  await scriptError('const start = NaN;\nfunction moves(p) { return []; }', 'key', 1, 7);
  await scriptError('const start = 0;\nfunction mover(p) { return []; }', 'declare', 1, 1);
  await scriptError('const moves = 3;\nconst start = 0;', 'declare', 1, 7);
  await scriptError('function moves(p) { return []; }', 'declare', 1, 1);
  await scriptError('const start = 0;\nfunction moves(p) { return []; }\nnull.x;', 'throw', 3, 6);
  await scriptError('let a = [];\nfor (let i = 0; i < 200; i++) a = [a];\nconst start = a;\nfunction moves(p) { return []; }', 'key', 3, 7);
  await scriptError('const start = 0;\nfunction moves(p) { return [p + 1]; }\nfunction outcome(p) { if (p > 3) return f(p); }\nfunction f(p) { return f(p); }', 'throw', 4, 17, '4');
});

test('hostile scripts: a clear error each, quickly, never a crash or a raw exception', async () => {
  const cases = [
    ['['.repeat(100000), 'syntax', /stack/],
    ['const start = 0;\u0000 function moves(){return []}', 'syntax', /\\u0000/],
    [Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)).toString('latin1'), 'syntax', /syntax error/],
    ['const start = 0; function moves(p){ return moves(p); }', 'throw', /Maximum call stack/],
    ['const start = 0; function moves(p){ return { get length() { throw new Error("x") } }; }', 'result', /not an array/],
    ['const start = 0; function moves(p){ return new Proxy([1], { get() { throw new Error("trap") } }); }', 'throw', /trap/],
    ['const start = 0; function moves(p){ return []; } function key(p) { return { toString() { return "x" } }; }', 'result', /not a string or a finite number/],
    ['const start = Symbol("s"); function moves(p){ return []; }', 'key', /symbol/],
    ['const start = 1n; function moves(p){ return []; }', 'key', /bigint/],
    ['const a = []; a.push(a); const start = a; function moves(p){ return []; }', 'key', /refers to itself/],
    ['const start = 0; function moves(p){ throw null }', 'throw', /threw the value null/],
  ];
  for (const [source, kind, message] of cases) {
    await assert.rejects(gg.solveRules(source), (e) => {
      assert.ok(e instanceof gg.GameGraphError, String(e));
      assert.equal(e.code, 'script', e.message);
      assert.equal(e.kind, kind, e.message);
      assert.match(e.message, message);
      assert.doesNotMatch(e.message, /[\u0000-\u001f]/, 'no control character in the message');
      return true;
    });
  }
  // What was thrown without words of its own, and what the top level threw, as the
  // pieces a page says in its reader's language (said, value, detail)
  for (const [source, pieces] of [
    ['const start = 0; function moves(p){ throw null }', { said: 'thrown-value', value: 'null', detail: undefined, call: 'moves(p)' }],
    ['const start = 0; function moves(p){ throw undefined }', { said: 'thrown-value', value: 'undefined', call: 'moves(p)', message: 'moves(p) threw the value undefined (line 1, column 18) at position 0' }],
    ['const start = 0; function moves(p){ return [1]; }\nfunction outcome(p) { if (p === 1) throw undefined; }', { said: 'thrown-value', value: 'undefined', call: 'outcome(p)' }],
    ['const start = 0; function moves(p){ throw [1, "a"] }', { said: 'thrown-value', value: '[1,"a"]', detail: undefined }],
    ['const start = 0; function moves(p){ throw Symbol("s") }', { said: 'thrown-symbol', value: undefined, detail: undefined }],
    ['const start = 0; function moves(p){ throw () => 1 }', { said: 'thrown-function', value: undefined }],
    ['const start = 0; function moves(p){ const a = []; a.push(a); throw a; }', { said: 'thrown-object', value: undefined }],
    ['const start = 0; function moves(p){ throw { message: "m", get name() { throw 1; } } }', { said: 'thrown-unreadable', value: undefined, detail: undefined }],
    ['const start = 0; function moves(p){ throw new RangeError("r") }', { said: undefined, detail: 'RangeError: r' }],
    ['const start = 0;\nnull.x;\nfunction moves(p){ return []; }', { said: 'setup', value: undefined, call: undefined, line: 2 }],
    ['const start = 0;\nthrow 7;\nfunction moves(p){ return []; }', { said: 'setup-value', value: '7', detail: undefined, line: undefined, message: 'the script threw the value 7 while it was being set up' }],
  ]) {
    await assert.rejects(gg.solveRules(source), (e) => {
      assert.equal(e.kind, 'throw', e.message);
      for (const [k, v] of Object.entries(pieces)) assert.equal(e[k], v, `${k} of ${source}: ${e.message}`);
      return true;
    });
  }
  // A script that returns a huge array: refused by the cap, not by running out of memory.
  await assert.rejects(gg.solveRules('const start = 0; function moves(p){ return p === 0 ? Array.from({ length: 300000 }, (_, i) => i + 1) : []; }', { maxStates: 100000 }),
    (e) => e.code === 'too-big');
  // A script that breaks the built-ins the explorer shares with it (in its own process).
  const poison = cli([], 'Array.prototype.push = null;\nconst start = 0;\nfunction moves(p) { return p < 3 ? [p + 1] : []; }');
  assert.equal(poison.status, 1);
  assert.match(poison.stderr, /exploring failed: TypeError.*built-in/);
});

test('-0 is the position 0 (its key, its JSON): moves(p) sees 0, with and without tiers, on one thread and two', async () => {
  const base = 'const start = 10;\nfunction moves(p) { if (p > 1) return [p - 1]; if (p === 1) return [-0]; if (Object.is(p, -0)) return [-5]; return []; }\n';
  const tiered = base + 'function tier(p) { return p > 0 ? 100 - p : 200; }\n';
  for (const source of [base, tiered]) {
    for (const workers of [1, 2]) {
      const r = await gg.solveRules(source, { workers });
      // 10 .. 1, then 0, which has no move (moves(0) is []): -5 is never reached
      assert.equal(r.n, 11, `${workers} workers${source === tiered ? ', tiers' : ''}`);
      assert.equal(r.key(10), '0');
      assert.deepEqual([r.outcome[10], r.depth[10], r.outcome[0], r.depth[0]], [2, 0, 2, 10]);
    }
  }
});

test('limits: too many positions, the memory budget, a bad cap, a script too long', async () => {
  const counter = 'const start = 0;\nfunction moves(p) { return [p + 1]; }';
  await assert.rejects(gg.solveRules(counter, { maxStates: 1000 }), (e) => e.code === 'too-big' && /more than 1,000 positions/.test(e.message));
  await assert.rejects(gg.solveRules(counter, { maxMemory: 1 << 20 }), (e) => e.code === 'memory' && e.bytesNeeded > e.bytesBudget && e.bytesBudget === 1 << 20);
  // The solve's own budget, checked before the moves are copied into the module.
  await assert.rejects(gg.solveRules('const start = 0;\nfunction moves(p) { return p < 3000 ? [p + 1] : []; }', { maxMemory: 40000 }),
    (e) => e.code === 'memory' && typeof e.bytesNeeded === 'number');
  for (const maxStates of [0, -1, 1.5, 'many', 3e9]) {
    await assert.rejects(gg.solveRules(counter, { maxStates }), (e) => e.code === 'bad-argument', String(maxStates));
  }
  await assert.rejects(gg.solveRules('//' + 'x'.repeat(1 << 20)), (e) => e.code === 'script' && /at most/.test(e.message));
  await assert.rejects(gg.solveRules(42), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveRules(counter, { noMove: 'draw' }), (e) => e.code === 'bad-argument');
  await assert.rejects(gg.solveRules(example('tictactoe'), { grundy: true }), (e) => e.code === 'script' && /normal play/.test(e.message));
});

test('onProgress: called while exploring and solving; throwing stops with what it threw', async () => {
  const counter = 'const start = 0;\nfunction moves(p) { return p < 400000 ? [p + 1] : []; }';
  const phases = new Set();
  let last = 0;
  const r = await gg.solveRules(counter, {
    onProgress(found, solved, phase) {
      phases.add(phase);
      assert.ok(found >= last);
      last = found;
    },
  });
  assert.equal(r.n, 400001);
  assert.ok(phases.has('explore'));
  const stop = new Error('stop');
  await assert.rejects(gg.solveRules(counter, { onProgress() { throw stop; } }), (e) => e === stop);
  // The module still works.
  assert.equal((await gg.solveRules(example('subtraction'))).outcome[0], LOSE);
});

test('speed and memory: a counter game of 1,000,000 positions, bytes held per position', async () => {
  const counter = 'const start = 0;\nfunction moves(p) { return p < 1000000 ? [p + 1] : []; }';
  global.gc && global.gc();
  const before = process.memoryUsage();
  const r = await gg.solveRules(counter);
  const after = process.memoryUsage();
  assert.equal(r.n, 1000001);
  assert.equal(r.outcome[0], LOSE);
  assert.equal(r.depth[0], 1000000);
  // Not a timing: what the result holds, besides the module's own memory.
  const held = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / r.n;
  assert.ok(held < 200, `${held} bytes per position`);
});

// ---- cli/gamegraph-rules.js ----------------------------------------------------------

const CLI = path.join(root, 'cli', 'gamegraph-rules.js');
function cli(args, input) {
  return spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
}

test('gamegraph-rules: the table KEY OUTCOME DEPTH [MOVE] [VALUE] in exploration order', () => {
  const file = path.join(EXAMPLES, 'subtraction.js');
  const out = execFileSync(process.execPath, [CLI, file], { encoding: 'utf8' }).trimEnd().split('\n');
  assert.equal(out.length, 31);
  assert.equal(out[0], '30 LOSE 18');
  for (const line of out) {
    const [n, outcome] = line.split(' ');
    assert.equal(outcome, Number(n) % 7 === 0 || Number(n) % 7 === 2 ? 'LOSE' : 'WIN', line);
  }
  const moves = execFileSync(process.execPath, [CLI, '--moves', '--grundy', file], { encoding: 'utf8' }).split('\n');
  assert.equal(moves[0], '30 LOSE 18 29 0');
  const cat = cli(['--moves', '-'], example('cat-mouse'));
  assert.equal(cat.status, 0, cat.stderr);
  assert.match(cat.stdout.split('\n')[0], /^\{"cat":2,"mouse":1,"turn":"mouse"\} DRAW - /);
  const blanks = cli([], 'const start = "a b";\nfunction moves(p) { return []; }\nfunction key(p) { return p; }');
  assert.equal(blanks.stdout, '"a b" LOSE 0\n');
});

test('gamegraph-rules: errors with the file, line and column; usage errors', () => {
  const bad = cli(['-'], 'const start = 0;\nfunction moves(p) {\n  return p.x.y;\n}\n');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /^<stdin>:3:14: moves\(p\) threw TypeError: [^\n]* at position 0\n$/);
  assert.doesNotMatch(bad.stderr, /line 3, column 14/, 'the place said once');
  // (the place itself taken out where a thrown text or a position holds the same words)
  const same = cli(['-'], 'const start = 0;\nfunction moves(p) { if (p === 2) throw new Error("x (line 2, column 40)"); return [p + 1]; }\n');
  assert.equal(same.stderr, '<stdin>:2:40: moves(p) threw Error: x (line 2, column 40), at position 2\n');
  const named = cli(['-'], 'const start = "a";\nfunction moves(p) { return p.length < 3 ? [p + " (line 3, column 1) at x"] : ["b"]; }\nfunction tier(p) { return p.length; }\n');
  assert.equal(named.stderr, '<stdin>:3:1: a move goes down a tier: from "a (line 3, column 1) at x" (tier 25) to "b" (tier 1); tier(p) must never decrease along a move\n');
  const down = cli(['-'], 'const start = 0;\nfunction moves(p) { return p < 3 ? [p + 1] : [0]; }\nfunction tier(p) { return p; }\n');
  assert.equal(down.stderr, '<stdin>:3:1: a move goes down a tier: from 3 (tier 3) to 0 (tier 0); tier(p) must never decrease along a move\n');
  const big = cli(['--max-states', '10'], 'const start = 0;\nfunction moves(p) { return [p + 1]; }');
  assert.equal(big.status, 1);
  assert.match(big.stderr, /more than 10 positions are reachable from the start: raise --max-states or make the game smaller/);
  const syntax = cli(['-'], 'const start = 0;\nfunction moves(p) {\n  return [p +];\n}\n');
  assert.equal(syntax.status, 1);
  assert.match(syntax.stderr, /^<stdin>:3:14: syntax error: Unexpected token\n/);
  const loop = cli(['--timeout', '0.5'], 'const start = 0;\nfunction moves(p) { for (;;); }');
  assert.equal(loop.status, 1);
  assert.match(loop.stderr, /stopped after 0.5 s/);
  // a loop in the script's top level: said as such (no position was ever reported)
  // (5 s: the engine's start, before the top level runs, takes a fraction of it)
  const top = cli(['--timeout', '5'], 'const start = 0;\nlet i = 0;\nwhile (i < 3) start + i;\nfunction moves(p) { return []; }');
  assert.equal(top.status, 1);
  assert.match(top.stderr, /^<stdin>: stopped after 5 s, before the script's top level \(its code outside functions\) had finished: an endless loop there\?\n$/);
  assert.equal(cli(['--timeout', 'soon']).status, 2);
  assert.equal(cli(['--no-move', 'draw']).status, 2);
  assert.equal(cli(['--frobnicate']).status, 2);
  assert.equal(cli(['/no/such/file.js']).status, 1);
});
