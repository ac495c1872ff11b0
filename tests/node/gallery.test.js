'use strict';
// The gallery of example games (issue 21): every new script of
// examples/rules checked for its declarations in two languages
// (title, description, teaches, moveName, group, show as a grid) and solved by
// the module against published values (OEIS, Bouton, Moore, Zeckendorf, Gale,
// the jury of BOI 2008, Nowakowski and Winkler) or against a reference written
// here from scratch over the same rules (its own moves, never the script's).
//
//   node --test tests/node/gallery.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { root, GameGraph, rng } = require('./helpers');

const EXAMPLES = path.join(root, 'examples', 'rules');
const example = (name) => fs.readFileSync(path.join(EXAMPLES, name + '.js'), 'utf8');
const { DRAW, WIN, LOSE } = { DRAW: 0, WIN: 1, LOSE: 2 };
const GROUPS = ['take-away', 'octal', 'board', 'pursuit', 'loopy', 'endgame'];

// The gallery's scripts (the examples folder holds the older ones too).
const GALLERY = [
  'nim-four-heaps', 'misere-nim', 'subtraction-1-2', 'subtraction-3-4-6-10', 'grundy-game', 'moore-nim',
  'fibonacci-nim', 'take-no-more', 'dawsons-chess', 'officers', 'northcott', 'dots-and-boxes', 'notakto',
  'misere-tictactoe', 'connect3', 'hexapawn', 'chomp', 'cram', 'race', 'cop-robber', 'snakes-and-ladders',
  'clock-game', 'krk',
];

// OEIS A002187 (Dawson's chess, the octal game 0.137; 0.07 has a(n - 1)).
const A002187 = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2];
// OEIS A002186 (Kayles, 0.77).
const A002186 = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7];
// OEIS A002188 (Grundy's game).
const A002188 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0];
// OEIS A046695 (Officers, 0.6).
const A046695 = [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5];

let gg;
before(async () => {
  gg = await GameGraph();
});

// The script with a line replaced: `const NAME = ...;` (withConst), or any line
// matching re (withLine).
function withLine(source, re, line) {
  assert.match(source, re, `the script has a line matching ${re}`);
  return source.replace(re, line);
}
function withConst(source, name, value) {
  return withLine(source, new RegExp(`^const ${name} = .*;(.*)$`, 'm'), `const ${name} = ${value};`);
}
// What a script declares, read by running it as the engine does (the engine does
// not read the per-language objects yet).
function declarations(source) {
  const names = ['title', 'description', 'teaches', 'group', 'moveName', 'show', 'legend', 'outcome'];
  // eslint-disable-next-line no-new-func
  return new Function(source + `\n;return { ${names.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`).join(', ')} };`)();
}
async function solve(name, source, grundy) {
  const src = source === undefined ? example(name) : source;
  const d = declarations(src);
  return gg.solveRules(src, { grundy: grundy === undefined ? d.outcome === undefined : grundy });
}
const xor = (a) => a.reduce((x, y) => x ^ y, 0);
const mex = (set) => { let m = 0; while (set.has(m)) m++; return m; };
const CYRILLIC = /[а-яіїєґ]/i;

// ---- the declarations ------------------------------------------------------------------

test('every gallery script: title, description, teaches and move names in English and Ukrainian, a group, show as a grid', async () => {
  const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3));
  for (const name of GALLERY) assert.ok(files.includes(name), `${name}.js is in the examples folder`);
  assert.ok(files.length >= 28, `at least 28 examples: ${files.length}`);
  const groups = new Set();
  for (const name of GALLERY) {
    const src = example(name);
    const d = declarations(src);
    for (const field of ['title', 'description', 'teaches']) {
      const v = d[field];
      assert.ok(v && typeof v === 'object', `${name}: ${field} is { en, uk }`);
      assert.ok(typeof v.en === 'string' && v.en.trim().length > 0, `${name}: ${field}.en`);
      assert.ok(typeof v.uk === 'string' && v.uk.trim().length > 0 && CYRILLIC.test(v.uk), `${name}: ${field}.uk in Ukrainian`);
      assert.ok(!/"/.test(v.uk), `${name}: ${field}.uk quotes with «»`);
    }
    assert.ok(GROUPS.includes(d.group), `${name}: group ${d.group}`);
    groups.add(d.group);
    assert.ok(d.legend && typeof d.legend === 'object', `${name}: a legend`);
    assert.match(src, /Bigger/, `${name}: says how to make it bigger`);

    const t0 = Date.now();
    const r = await solve(name, src);
    const ms = Date.now() - t0;
    assert.ok(r.n > 1 && r.n <= 200000, `${name}: ${r.n} positions`);
    assert.ok(ms < 5000, `${name}: solved in ${ms} ms`);
    // show: rows of one length, the same grid for every position; moveName in both languages
    const first = d.show(r.position(r.start));
    assert.ok(Array.isArray(first) && first.length > 0 && first.every((s) => typeof s === 'string'), `${name}: show gives rows`);
    const step = Math.max(1, Math.floor(r.n / 60));
    for (let i = 0; i < r.n; i += step) {
      const p = r.position(i);
      const rows = d.show(p);
      assert.equal(rows.length, first.length, `${name}: rows of ${r.key(i)}`);
      for (const row of rows) assert.equal([...row].length, [...first[0]].length, `${name}: equal-length rows at ${r.key(i)}`);
      for (const row of rows) for (const ch of row) assert.ok(ch in d.legend, `${name}: '${ch}' is in the legend`);
      for (const j of r.moves(i).slice(0, 3)) {
        const m = d.moveName(p, r.position(j));
        assert.ok(m && typeof m.en === 'string' && m.en.length > 0, `${name}: moveName en at ${r.key(i)}`);
        assert.ok(typeof m.uk === 'string' && CYRILLIC.test(m.uk), `${name}: moveName uk at ${r.key(i)}`);
        assert.ok(!/undefined|NaN|\[object/.test(m.en + m.uk), `${name}: move name ${m.en} / ${m.uk}`);
      }
    }
  }
  assert.deepEqual([...groups].sort(), GROUPS.slice().sort(), 'every group has a new game');
});

// ---- take-away games ---------------------------------------------------------------------

test('Nim with four heaps: Bouton, the value of every position is the XOR of its heaps; 1, 3, 5, 7 is lost', async () => {
  const r = await solve('nim-four-heaps');
  assert.equal(r.n, 2 * 4 * 6 * 8);
  assert.equal(r.outcome[r.start], LOSE);
  for (let i = 0; i < r.n; i++) {
    const heaps = r.position(i);
    assert.equal(r.grundy[i], xor(heaps), JSON.stringify(heaps));
    assert.equal(r.outcome[i], xor(heaps) === 0 ? LOSE : WIN);
  }
});

test('misère Nim: Bouton\'s misère rule on every position', async () => {
  for (const start of ['[1, 2, 3, 4]', '[1, 1, 1, 4]', '[2, 2, 3]', '[1, 1, 1, 1, 1]']) {
    const src = withConst(withConst(example('misere-nim'), 'start', start), 'WIDTH', String(Math.max(...JSON.parse(start))));
    const r = await solve('misere-nim', src);
    for (let i = 0; i < r.n; i++) {
      const heaps = r.position(i);
      const big = heaps.some((h) => h >= 2);
      const lost = big ? xor(heaps) === 0 : xor(heaps) === 1;
      assert.equal(r.outcome[i], lost ? LOSE : WIN, JSON.stringify(heaps));
    }
  }
});

test('subtraction {1, 2}: a heap of n is worth n mod 3', async () => {
  const r = await solve('subtraction-1-2', withConst(example('subtraction-1-2'), 'start', '30'));
  assert.equal(r.n, 31);
  for (let i = 0; i < r.n; i++) assert.equal(r.grundy[i], r.position(i) % 3, `n = ${r.position(i)}`);
  assert.equal((await solve('subtraction-1-2')).outcome[0], LOSE, '21 is lost');
});

test('subtraction {3, 4, 6, 10}: the mex values, a preperiod of 14 and then period 7', async () => {
  const S = [3, 4, 6, 10];
  const g = [];
  for (let n = 0; n <= 200; n++) g.push(mex(new Set(S.filter((k) => k <= n).map((k) => g[n - k]))));
  const r = await solve('subtraction-3-4-6-10', withConst(example('subtraction-3-4-6-10'), 'start', '200'));
  const seen = new Set();
  for (let i = 0; i < r.n; i++) {
    const n = r.position(i);
    seen.add(n);
    assert.equal(r.grundy[i], g[n], `n = ${n}`);
  }
  assert.ok(seen.size > 190);
  for (let n = 14; n + 7 <= 200; n++) assert.equal(g[n], g[n + 7], `period 7 at ${n}`);
  assert.notEqual(g[13], g[20], 'not periodic before 14');
  const start = await solve('subtraction-3-4-6-10');
  assert.equal(start.label(start.start), String(g[40]));
});

test('Grundy\'s game: the values of OEIS A002188, and a sum is worth the XOR of its heaps', async () => {
  for (let n = 1; n <= 36; n++) {
    const r = await solve('grundy-game', withConst(example('grundy-game'), 'start', `[${n}]`));
    assert.equal(r.grundy[r.start], A002188[n], `a heap of ${n}`);
  }
  const r = await solve('grundy-game', withConst(example('grundy-game'), 'start', '[30]'));
  for (let i = 0; i < r.n; i++) {
    const heaps = r.position(i);
    assert.equal(r.grundy[i], xor(heaps.map((h) => A002188[h])), JSON.stringify(heaps));
  }
});

test('Moore\'s Nim: lost exactly when every binary column adds up to a multiple of k + 1', async () => {
  const moore = (heaps, k) => {
    for (let bit = 1; bit <= Math.max(1, ...heaps); bit <<= 1) if (heaps.filter((h) => h & bit).length % (k + 1) !== 0) return false;
    return true;
  };
  for (const [k, start] of [[2, '[3, 4, 5, 6]'], [2, '[7, 7, 7]'], [3, '[2, 3, 5, 6, 7]'], [1, '[3, 4, 5]']]) {
    const src = withConst(withConst(withConst(example('moore-nim'), 'K', String(k)), 'start', start), 'WIDTH', '7');
    const r = await solve('moore-nim', src, false);
    let lost = 0;
    for (let i = 0; i < r.n; i++) {
      const heaps = r.position(i);
      assert.equal(r.outcome[i] === LOSE, moore(heaps, k), `k = ${k}, ${JSON.stringify(heaps)}`);
      if (r.outcome[i] === LOSE) lost++;
    }
    assert.ok(lost > 1);
  }
});

// The smallest part of n's Zeckendorf sum (non-consecutive Fibonacci numbers).
function zeckendorfSmallest(n) {
  const fib = [1, 2];
  while (fib[fib.length - 1] <= n) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
  let last = n;
  for (let j = fib.length - 1; j >= 0 && n > 0; j--) if (fib[j] <= n) { n -= fib[j]; last = fib[j]; }
  return last;
}

test('Fibonacci Nim: the player to move wins exactly when the smallest Zeckendorf part is at most what may be taken', async () => {
  const fibs = new Set([1, 2, 3, 5, 8, 13, 21, 34]);
  for (let N = 1; N <= 34; N++) {
    const r = await solve('fibonacci-nim', withConst(example('fibonacci-nim'), 'start', `[${N}, ${N - 1}]`));
    assert.equal(r.outcome[r.start] === LOSE, fibs.has(N), `a heap of ${N}: lost exactly on Fibonacci numbers`);
    for (let i = 0; i < r.n; i++) {
      const [n, most] = r.position(i);
      const win = n > 0 && zeckendorfSmallest(n) <= most;
      assert.equal(r.outcome[i], win ? WIN : LOSE, `[${n}, ${most}]`);
    }
  }
});

test('take no more than the last: the player to move wins exactly when the lowest power of two of the heap may be taken', async () => {
  for (let N = 1; N <= 40; N++) {
    const r = await solve('take-no-more', withConst(example('take-no-more'), 'start', `[${N}, ${N - 1}]`));
    assert.equal(r.outcome[r.start] === LOSE, (N & (N - 1)) === 0, `a heap of ${N}: lost exactly on powers of two`);
    for (let i = 0; i < r.n; i++) {
      const [n, most] = r.position(i);
      assert.equal(r.outcome[i], n > 0 && (n & -n) <= most ? WIN : LOSE, `[${n}, ${most}]`);
    }
  }
});

// ---- octal games -------------------------------------------------------------------------

// The values of an octal game, computed here from its code.
function octalValues(code, max) {
  const d = code.replace('.', '').split('').map(Number);
  const g = [0];
  for (let n = 1; n <= max; n++) {
    const s = new Set();
    for (let k = 0; k < d.length && k <= n; k++) {
      if (k > 0 && d[k] & 1 && n === k) s.add(0);
      if (k > 0 && d[k] & 2 && n > k) s.add(g[n - k]);
      if (d[k] & 4) for (let a = 1; a < n - k; a++) s.add(g[a] ^ g[n - k - a]);
    }
    g.push(mex(s));
  }
  return g;
}

test('Dawson\'s chess (0.137): OEIS A002187; its code changed to 0.07 gives Dawson\'s Kayles, to 0.77 Kayles (A002186)', async () => {
  const cases = [
    ['0.137', A002187.slice(0, 36), 'A002187'],
    ['0.07', A002187.slice(0, 30).map((_, n) => (n === 0 ? 0 : A002187[n - 1])), 'A002187 shifted'],
    ['0.77', A002186, 'A002186'],
    ['4.07', octalValues('4.07', 24), 'the octal reference'],
  ];
  for (const [code, values, what] of cases) {
    for (let n = 0; n < values.length; n++) {
      const src = withConst(withConst(example('dawsons-chess'), 'CODE', `'${code}'`), 'start', `[${n}]`);
      const r = await solve('dawsons-chess', src);
      assert.equal(r.grundy[r.start], values[n], `${code}: a heap of ${n} (${what})`);
    }
  }
  assert.deepEqual(octalValues('0.137', 50), A002187.slice(0, 51), 'the reference agrees with OEIS');
  const r = await solve('dawsons-chess', withConst(example('dawsons-chess'), 'start', '[24]'));
  for (let i = 0; i < r.n; i++) {
    const heaps = r.position(i);
    assert.equal(r.grundy[i], xor(heaps.map((h) => A002187[h])), JSON.stringify(heaps));
  }
  assert.equal((await solve('dawsons-chess')).outcome[0], LOSE, '14 files: the first player loses');
});

test('Officers (0.6): OEIS A046695 and the XOR of the heaps', async () => {
  assert.deepEqual(octalValues('0.6', 50), A046695, 'the reference agrees with OEIS');
  for (let n = 0; n <= 28; n++) {
    const r = await solve('officers', withConst(example('officers'), 'start', `[${n}]`));
    assert.equal(r.grundy[r.start], A046695[n], `a heap of ${n}`);
  }
  const r = await solve('officers');
  assert.equal(r.outcome[r.start], LOSE);
  for (let i = 0; i < r.n; i++) {
    const heaps = r.position(i);
    assert.equal(r.grundy[i], xor(heaps.map((h) => A046695[h])), JSON.stringify(heaps));
  }
});

// ---- board games -------------------------------------------------------------------------

test('Northcott\'s game: the player to move loses exactly when the XOR of the gaps is 0; no draws', async () => {
  for (const cols of [6, 7]) {
    const src = withConst(example('northcott'), 'COLS', String(cols));
    const r = await solve('northcott', src, false);
    assert.equal(r.outcome[r.start], WIN);
    for (let i = 0; i < r.n; i++) {
      const { rows } = r.position(i);
      const gaps = rows.map(([w, b]) => b - w - 1);
      assert.equal(r.outcome[i], xor(gaps) === 0 ? LOSE : WIN, JSON.stringify(r.position(i)));
    }
  }
});

// A memoised minimax over an acyclic game: solve(p) -> { outcome, depth } for the
// player to move, from end(p) ('win' | 'lose' | 'draw' | undefined) and next(p).
function minimax(end, next, keyOf) {
  const memo = new Map();
  const solveP = (p) => {
    const k = keyOf(p);
    if (memo.has(k)) return memo.get(k);
    let res;
    const e = end(p);
    if (e !== undefined) res = { outcome: { win: WIN, lose: LOSE, draw: DRAW }[e], depth: 0 };
    else {
      const kids = next(p).map(solveP);
      if (kids.length === 0) res = { outcome: LOSE, depth: 0 };
      else if (kids.some((c) => c.outcome === LOSE)) res = { outcome: WIN, depth: 1 + Math.min(...kids.filter((c) => c.outcome === LOSE).map((c) => c.depth)) };
      else if (kids.some((c) => c.outcome === DRAW)) res = { outcome: DRAW, depth: -1 };
      else res = { outcome: LOSE, depth: 1 + Math.max(...kids.map((c) => c.depth)) };
    }
    memo.set(k, res);
    return res;
  };
  return solveP;
}
function checkAgainst(r, ref, what) {
  const seen = [0, 0, 0];
  for (let i = 0; i < r.n; i++) {
    const want = ref(r.position(i));
    assert.equal(r.outcome[i], want.outcome, `${what}: the outcome of ${r.key(i)}`);
    if (want.outcome !== DRAW) assert.equal(r.depth[i], want.depth, `${what}: the depth of ${r.key(i)}`);
    seen[want.outcome]++;
  }
  return seen;
}

// Lines of k cells in a rows x cols board (row-major).
function linesOf(rows, cols, k) {
  const out = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      const cells = [];
      for (let j = 0; j < k; j++) cells.push([r + j * dr, c + j * dc]);
      if (cells.every(([y, x]) => y >= 0 && y < rows && x >= 0 && x < cols)) out.push(cells.map(([y, x]) => y * cols + x));
    }
  }
  return out;
}

test('Dots and Boxes: every position against a negamax of the margin of boxes still to come', async () => {
  for (const [W, H] of [[2, 2], [2, 1], [3, 1]]) {
    const src = withLine(example('dots-and-boxes'), /^const W = 2, H = 2;.*$/m, `const W = ${W}, H = ${H};`);
    const r = await solve('dots-and-boxes', src);
    const nh = (H + 1) * W, lines = nh + H * (W + 1);
    const boxes = [];
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) boxes.push([y * W + x, (y + 1) * W + x, nh + y * (W + 1) + x, nh + y * (W + 1) + x + 1]);
    const full = (1 << lines) - 1;
    // best(mask): the most the player to move can gain over the other from here on
    const memo = new Map();
    const best = (mask) => {
      if (mask === full) return 0;
      if (memo.has(mask)) return memo.get(mask);
      let b = -Infinity;
      for (let e = 0; e < lines; e++) {
        if (mask & (1 << e)) continue;
        const m2 = mask | (1 << e);
        const made = boxes.filter((s) => s.includes(e) && s.every((l) => m2 & (1 << l))).length;
        b = Math.max(b, made > 0 ? made + best(m2) : -best(m2));
      }
      memo.set(mask, b);
      return b;
    };
    const seen = [0, 0, 0];
    for (let i = 0; i < r.n; i++) {
      const p = r.position(i);
      let mask = 0;
      for (let e = 0; e < lines; e++) if (p[e] === '1') mask |= 1 << e;
      const me = p[lines + W * H];
      let margin = 0;
      for (let b = 0; b < W * H; b++) if (p[lines + b] !== '.') margin += p[lines + b] === me ? 1 : -1;
      const total = margin + best(mask);
      const want = total > 0 ? WIN : total < 0 ? LOSE : DRAW;
      assert.equal(r.outcome[i], want, `${W} x ${H}: ${p}`);
      seen[want]++;
    }
    if (W * H % 2 === 0) assert.ok(seen[DRAW] > 0, `${W} x ${H}: draws seen`);
    assert.ok(seen[WIN] > 0 && seen[LOSE] > 0);
    if (W === 2 && H === 2) assert.equal(r.outcome[r.start], WIN, '2 x 2: the first player wins');
  }
});

test('Notakto: the first player wins, only by the centre; every position against a minimax', async () => {
  const lines = linesOf(3, 3, 3);
  const ref = minimax(
    (b) => (lines.some((l) => l.every((i) => b[i] === 'X')) ? 'win' : undefined),
    (b) => [...b].flatMap((c, i) => (c === '.' ? [b.slice(0, i) + 'X' + b.slice(i + 1)] : [])),
    (b) => b
  );
  const r = await solve('notakto');
  const seen = checkAgainst(r, ref, 'notakto');
  assert.equal(seen[DRAW], 0, 'no draws');
  assert.equal(r.outcome[r.start], WIN);
  const winning = r.moves(r.start).filter((j) => r.outcome[j] === LOSE).map((j) => r.key(j));
  assert.deepEqual(winning, ['"....X...."'], 'the centre is the only winning first move');
});

test('misère tic-tac-toe: a draw, 5,478 positions, every one against a minimax', async () => {
  const lines = linesOf(3, 3, 3);
  const ref = minimax(
    (b) => (lines.some((l) => b[l[0]] !== '.' && l.every((i) => b[i] === b[l[0]])) ? 'win' : b.includes('.') ? undefined : 'draw'),
    (b) => {
      const mark = [...b].filter((c) => c === '.').length % 2 === 1 ? 'X' : 'O';
      return [...b].flatMap((c, i) => (c === '.' ? [b.slice(0, i) + mark + b.slice(i + 1)] : []));
    },
    (b) => b
  );
  const r = await solve('misere-tictactoe');
  assert.equal(r.n, 5478);
  assert.equal(r.outcome[r.start], DRAW);
  checkAgainst(r, ref, 'misère tic-tac-toe');
});

test('Connect Three: 4 x 3, 3 x 3 and 5 x 3 against a minimax', async () => {
  for (const [cols, rows] of [[4, 3], [3, 3], [5, 3]]) {
    const src = withLine(example('connect3'), /^const COLS = 4, ROWS = 3, K = 3;.*$/m, `const COLS = ${cols}, ROWS = ${rows}, K = 3;`);
    const lines = linesOf(rows, cols, 3);
    const ref = minimax(
      (b) => (lines.some((l) => b[l[0]] !== '.' && l.every((i) => b[i] === b[l[0]])) ? 'lose' : b.includes('.') ? undefined : 'draw'),
      (b) => {
        const filled = [...b].filter((c) => c !== '.').length;
        const disc = filled % 2 === 0 ? 'R' : 'Y';
        const out = [];
        for (let c = 0; c < cols; c++) {
          for (let y = rows - 1; y >= 0; y--) {
            if (b[y * cols + c] === '.') { out.push(b.slice(0, y * cols + c) + disc + b.slice(y * cols + c + 1)); break; }
          }
        }
        return out;
      },
      (b) => b
    );
    const r = await solve('connect3', src);
    checkAgainst(r, ref, `connect three ${cols} x ${rows}`);
    if (cols === 4) assert.equal(r.outcome[r.start], WIN, '4 x 3: red wins');
  }
});

test('Hexapawn: black (the second player) wins, as Gardner found; octapawn 4 x 4 against the same minimax', async () => {
  for (const N of [3, 4]) {
    const src = withConst(example('hexapawn'), 'N', String(N));
    const ref = minimax(
      (p) => {
        const me = p[N * N], other = me === 'W' ? 'B' : 'W';
        const far = other === 'W' ? p.slice(0, N) : p.slice(N * (N - 1), N * N);
        return far.includes(other) || !p.slice(0, N * N).includes(me) ? 'lose' : undefined;
      },
      (p) => {
        const me = p[N * N], other = me === 'W' ? 'B' : 'W', fwd = me === 'W' ? -N : N;
        const out = [];
        for (let i = 0; i < N * N; i++) {
          if (p[i] !== me) continue;
          const targets = [];
          if (i + fwd >= 0 && i + fwd < N * N) {
            if (p[i + fwd] === '.') targets.push(i + fwd);
            if (i % N > 0 && p[i + fwd - 1] === other) targets.push(i + fwd - 1);
            if (i % N < N - 1 && p[i + fwd + 1] === other) targets.push(i + fwd + 1);
          }
          for (const t of targets) {
            const b = p.slice(0, N * N).split('');
            b[t] = me;
            b[i] = '.';
            out.push(b.join('') + other);
          }
        }
        return out;
      },
      (p) => p
    );
    const r = await solve('hexapawn', src);
    checkAgainst(r, ref, `${N} x ${N} pawns`);
    assert.equal(r.outcome[r.start], N === 3 ? LOSE : WIN);
  }
});

test('Chomp: every rectangle is a first-player win (Gale); 2 x n and L-shapes as published; every position against a minimax', async () => {
  for (let rows = 1; rows <= 5; rows++) {
    for (let cols = 1; cols <= 6; cols++) {
      const src = withLine(example('chomp'), /^const ROWS = 4, COLS = 6;.*$/m, `const ROWS = ${rows}, COLS = ${cols};`);
      const r = await solve('chomp', src);
      assert.equal(r.outcome[r.start], rows * cols === 1 ? LOSE : WIN, `${rows} x ${cols}`);
      if (rows === 5 && cols === 6) {
        const ref = minimax(() => undefined, (p) => {
          const out = [];
          p.forEach((len, y) => { for (let x = y === 0 ? 1 : 0; x < len; x++) out.push(p.map((l, j) => (j >= y ? Math.min(l, x) : l))); });
          return out;
        }, (p) => p.join(','));
        checkAgainst(r, ref, 'chomp 5 x 6');
        for (let i = 0; i < r.n; i++) {
          const p = r.position(i);
          const nonEmpty = p.filter((l) => l > 0).length;
          if (nonEmpty <= 2 && p[1] > 0) assert.equal(r.outcome[i] === LOSE, p[0] === p[1] + 1, `two rows ${p}`);
          if (p.slice(1).every((l) => l <= 1)) assert.equal(r.outcome[i] === LOSE, p[0] === nonEmpty, `an L ${p}`);
        }
      }
    }
  }
});

test('Cram: symmetry (even x even lost, even x odd won), a single row is Dawson\'s Kayles, 3 x 4 against a minimax', async () => {
  const board = (rows, cols) => withLine(example('cram'), /^const ROWS = 3, COLS = 4;.*$/m, `const ROWS = ${rows}, COLS = ${cols};`);
  for (const [rows, cols] of [[2, 2], [2, 4], [4, 4], [2, 6], [2, 3], [3, 2], [3, 4], [2, 5], [4, 3]]) {
    const r = await solve('cram', board(rows, cols));
    const even = rows % 2 === 0 && cols % 2 === 0;
    assert.equal(r.outcome[r.start], even ? LOSE : WIN, `${rows} x ${cols}`);
  }
  for (let n = 1; n <= 16; n++) {
    const r = await solve('cram', board(1, n));
    assert.equal(r.grundy[r.start], A002187[n - 1], `1 x ${n}: Dawson's Kayles`);
  }
  const rows = 3, cols = 4;
  const ref = minimax(() => undefined, (b) => {
    const out = [];
    for (let i = 0; i < rows * cols; i++) {
      if (b[i] !== '.') continue;
      for (const j of [i % cols < cols - 1 ? i + 1 : -1, i + cols < rows * cols ? i + cols : -1]) {
        if (j >= 0 && b[j] === '.') out.push([...b].map((c, k) => (k === i || k === j ? '#' : c)).join(''));
      }
    }
    return out;
  }, (b) => b);
  checkAgainst(await solve('cram'), ref, 'cram 3 x 4');
});

// ---- pursuit -----------------------------------------------------------------------------

// Retrograde analysis by rounds, written plainly: positions (any values with a
// key), next(p), end(p) for fixed outcomes. In round d a position is won when a
// move reaches a position lost in round d - 1, lost when every move reaches a
// position already won; whatever is never decided is a draw.
function retrograde(all, next, end, keyOf) {
  const res = new Map();
  const kids = new Map();
  for (const p of all) {
    const k = keyOf(p);
    const e = end(p);
    if (e !== undefined) res.set(k, { outcome: { win: WIN, lose: LOSE, draw: DRAW }[e], depth: e === 'draw' ? -1 : 0 });
    else kids.set(k, next(p).map(keyOf));
  }
  for (const [k, ks] of kids) if (ks.length === 0) res.set(k, { outcome: LOSE, depth: 0 });
  for (let d = 1; ; d++) {
    const found = [];
    for (const [k, ks] of kids) {
      if (res.has(k)) continue;
      if (ks.some((c) => res.has(c) && res.get(c).outcome === LOSE && res.get(c).depth === d - 1)) found.push([k, WIN]);
      else if (ks.every((c) => res.has(c) && res.get(c).outcome === WIN)) found.push([k, LOSE]);
    }
    if (found.length === 0) break;
    for (const [k, o] of found) res.set(k, { outcome: o, depth: d });
  }
  return (p) => res.get(keyOf(p)) || { outcome: DRAW, depth: -1 };
}

test('the race of BOI 2008: the same winner and length as the module\'s race solver and the jury\'s parity rule, on the example and random boards', async () => {
  const boards = [['A...', '.#..', '....', '...B']];
  const rand = rng(2108);
  while (boards.length < 25) {
    const n = 3 + Math.floor(rand() * 3);
    const cells = Array.from({ length: n * n }, () => (rand() < 0.25 ? '#' : '.'));
    const a = Math.floor(rand() * n * n), b = Math.floor(rand() * n * n);
    if (a === b) continue;
    cells[a] = 'A';
    cells[b] = 'B';
    const rows = Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n).join(''));
    try {
      gg.solveRace(`1\n${n}\n${rows.join('\n')}\n`);
    } catch (e) {
      assert.match(e.message, /no path/);
      continue; // the pieces cannot reach each other: no race
    }
    boards.push(rows);
  }
  let odd = 0, even = 0;
  for (const rows of boards) {
    const src = withLine(example('race'), /^const board = \[[\s\S]*?\];$/m, `const board = ${JSON.stringify(rows)};`);
    const r = await solve('race', src);
    const [s] = gg.solveRace(`1\n${rows.length}\n${rows.join('\n')}\n`);
    assert.equal(r.outcome[r.start] === WIN ? 'A' : r.outcome[r.start] === LOSE ? 'B' : 'draw', s.winner, rows.join('/'));
    if (s.distance % 2 === 1) { assert.equal(s.winner, 'A', 'D odd: A wins'); odd++; } else even++;
    assert.ok(s.full.available);
    assert.equal(r.depth[r.start], s.full.depth, `${rows.join('/')}: the length of the race`);
  }
  assert.ok(odd > 0 && even > 0);
  assert.equal((await solve('race')).outcome[0], LOSE, 'the example: B wins');
});

// Whether a map's graph (squares, steps in 4 directions, each square its own
// neighbour) is dismantlable: squares removed one at a time, each one dominated
// (its closed neighbourhood inside another's).
function dismantlable(map) {
  let cells = [];
  map.forEach((row, r) => [...row].forEach((ch, c) => { if (ch !== '#') cells.push(r * 100 + c); }));
  const near = (a, b) => Math.abs(Math.floor(a / 100) - Math.floor(b / 100)) + Math.abs((a % 100) - (b % 100)) <= 1;
  for (;;) {
    if (cells.length <= 1) return true;
    const u = cells.find((x) => cells.some((y) => y !== x && cells.every((z) => !near(z, x) || near(z, y))));
    if (u === undefined) return false;
    cells = cells.filter((x) => x !== u);
  }
}

test('cop and robber: every position against a retrograde reference; one cop wins from some start against every robber start exactly on dismantlable maps', async () => {
  const maps = [
    ['.....', '.##.#', '.....'], // the example: a loop around the block
    ['.....', '.####', '.....'], // the loop walled up
    ['....', '.#..', '....'], // a loop
    ['...', '...', '...'], // 4-cycles everywhere
    ['.....', '.#.#.', '.#.#.'], // a comb: a tree
  ];
  let draws = 0, copWins = 0;
  for (const map of maps) {
    const src = withLine(example('cop-robber'), /^const map = \[[\s\S]*?\];$/m, `const map = ${JSON.stringify(map)};`)
      .replace(/^const start = .*$/m, `const start = { cop: ${JSON.stringify(firstFree(map))}, robber: ${JSON.stringify(lastFree(map))}, turn: 'cop' };`);
    const r = await solve('cop-robber', src);
    const free = [];
    map.forEach((row, y) => [...row].forEach((ch, x) => { if (ch !== '#') free.push([y, x]); }));
    const isFree = ([y, x]) => free.some((f) => f[0] === y && f[1] === x);
    const around = ([y, x]) => [[y, x], [y - 1, x], [y + 1, x], [y, x - 1], [y, x + 1]].filter(isFree);
    const all = [];
    for (const c of free) for (const b of free) for (const turn of ['cop', 'robber']) all.push({ cop: c, robber: b, turn });
    const keyOf = (p) => `${p.cop}|${p.robber}|${p.turn}`;
    const ref = retrograde(all,
      (p) => (p.turn === 'cop' ? around(p.cop).map((c) => ({ cop: c, robber: p.robber, turn: 'robber' })) : around(p.robber).map((b) => ({ cop: p.cop, robber: b, turn: 'cop' }))),
      (p) => (p.cop[0] === p.robber[0] && p.cop[1] === p.robber[1] ? (p.turn === 'robber' ? 'lose' : 'win') : undefined),
      keyOf);
    for (let i = 0; i < r.n; i++) {
      const p = r.position(i);
      const want = ref(p);
      assert.equal(r.outcome[i], want.outcome, `${map.join('/')}: ${keyOf(p)}`);
      if (want.outcome !== DRAW) assert.equal(r.depth[i], want.depth, `${map.join('/')}: depth of ${keyOf(p)}`);
    }
    // the theorem, on the script's own results: a cop start that wins against every
    // robber start (a placement that play from the start never reaches, as on a path
    // where the two can never pass each other, is solved from there)
    let copStart = false;
    for (const c of free) {
      let all = true;
      for (const b of free) {
        if (b[0] === c[0] && b[1] === c[1]) continue;
        const p = { cop: c, robber: b, turn: 'cop' };
        const i = r.indexOf(p);
        const o = i >= 0 ? r.outcome[i] : (await solve('cop-robber', src.replace(/^const start = .*$/m, `const start = ${JSON.stringify(p)};`))).outcome[0];
        if (o !== WIN) all = false;
      }
      if (all) copStart = true;
    }
    assert.equal(copStart, dismantlable(map), `${map.join('/')}: cop-win exactly when dismantlable`);
    if (copStart) copWins++; else draws++;
  }
  assert.ok(copWins >= 2 && draws >= 2);
  assert.equal((await solve('cop-robber')).outcome[0], DRAW, 'the example: a draw');
});
function firstFree(map) { for (let y = 0; y < map.length; y++) for (let x = 0; x < map[y].length; x++) if (map[y][x] !== '#') return [y, x]; }
function lastFree(map) { for (let y = map.length - 1; y >= 0; y--) for (let x = map[y].length - 1; x >= 0; x--) if (map[y][x] !== '#') return [y, x]; }

// ---- loopy games -------------------------------------------------------------------------

// Smith's values of a finite graph, succ[v] the followers of v, written plainly:
// for m = 0, 1, 2, ... label m every unlabelled vertex that has no follower
// labelled m and each of whose followers not labelled below m has a follower
// labelled m, again and again; then the unlabelled vertices with no follower
// labelled m are infinite for good. Returns labels as the module writes them:
// '3', or 'inf(0,2)' with the finite values of the followers.
function smithLabels(succ) {
  const n = succ.length;
  const val = new Array(n).fill(undefined);
  for (let m = 0; val.some((x) => x === undefined); m++) {
    for (let changed = true; changed;) {
      changed = false;
      for (let u = 0; u < n; u++) {
        if (val[u] !== undefined || succ[u].some((w) => val[w] === m)) continue;
        if (succ[u].every((w) => (typeof val[w] === 'number' && val[w] < m) || succ[w].some((x) => val[x] === m))) {
          val[u] = m;
          changed = true;
        }
      }
    }
    for (let u = 0; u < n; u++) if (val[u] === undefined && !succ[u].some((w) => val[w] === m)) val[u] = 'inf';
  }
  return val.map((x, u) => (x === 'inf'
    ? `inf(${[...new Set(succ[u].map((w) => val[w]).filter((y) => typeof y === 'number'))].sort((a, b) => a - b).join(',')})`
    : String(x)));
}

test('the reference for Smith\'s values agrees with the module\'s graph solver on random loopy graphs', () => {
  const rand = rng(21);
  let inf = 0;
  for (let trial = 0; trial < 40; trial++) {
    const n = 3 + Math.floor(rand() * 10);
    const succ = Array.from({ length: n }, () => []);
    for (let v = 0; v < n; v++) for (let w = 0; w < n; w++) if (rand() < 0.22) succ[v].push(w);
    const text = succ.map((ws, v) => (ws.length ? ws.map((w) => `v${v} v${w}`).join('\n') : `v${v}`)).join('\n') + '\n';
    const g = gg.grundyGraphText(text, { format: 'named' });
    const mine = smithLabels(succ);
    for (let v = 0; v < n; v++) {
      assert.equal(mine[v], g.label(g.names.indexOf('v' + v)), `trial ${trial}, vertex ${v}`);
      if (mine[v].startsWith('inf')) inf++;
    }
  }
  assert.ok(inf > 20, 'infinite values were checked');
});

function checkSmith(r, succOf) {
  const ids = Array.from({ length: r.n }, (_, i) => r.position(i));
  const index = new Map(ids.map((p, i) => [JSON.stringify(p), i]));
  const succ = ids.map((p) => succOf(p).map((q) => {
    assert.ok(index.has(JSON.stringify(q)), `${JSON.stringify(q)} is a position`);
    return index.get(JSON.stringify(q));
  }));
  const labels = smithLabels(succ);
  const kinds = new Set();
  for (let i = 0; i < r.n; i++) {
    assert.equal(r.label(i), labels[i], `the value of ${r.key(i)}`);
    const want = labels[i] === '0' ? LOSE : /^\d+$/.test(labels[i]) || /^inf\(0[,)]/.test(labels[i]) ? WIN : DRAW;
    assert.equal(r.outcome[i], want, `the outcome of ${r.key(i)}`);
    kinds.add(labels[i] === '0' ? '0' : /^\d+$/.test(labels[i]) ? 'finite' : labels[i] === 'inf()' ? 'inf()' : /^inf\(0/.test(labels[i]) ? 'inf(0...)' : 'inf(K)');
  }
  return kinds;
}

test('snakes and ladders: Smith\'s values from the reference, draws around the snake, inf(0) at the start', async () => {
  const r = await solve('snakes-and-ladders');
  const jumps = { 2: 9, 7: 3 };
  const kinds = checkSmith(r, (sq) => [1, 2].filter((k) => sq + k <= 15).map((k) => (jumps[sq + k] !== undefined ? jumps[sq + k] : sq + k)));
  assert.deepEqual([...kinds].sort(), ['0', 'finite', 'inf()', 'inf(0...)', 'inf(K)'].sort());
  assert.equal(r.label(r.start), 'inf(0)');
  assert.equal(r.label(r.indexOf(6)), 'inf(1)');
});

test('the clock: Smith\'s values from the reference, as the script lists them', async () => {
  const r = await solve('clock-game');
  const kinds = checkSmith(r, (h) => (h === 0 ? [] : [...new Set([(h + 2) % 12, (h + 3) % 12, ...(h === 3 ? [1] : [])])]));
  assert.equal(kinds.size, 5);
  const listed = { 0: '0', 1: 'inf()', 2: '0', 3: 'inf(1)', 4: 'inf(0)', 5: '1', 6: 'inf(0)', 7: '0', 8: '0', 9: 'inf(0)', 10: 'inf(0)', 11: 'inf(0)' };
  for (const [h, v] of Object.entries(listed)) assert.equal(r.label(r.indexOf(Number(h))), v, `${h} o'clock`);
  assert.equal(r.outcome[r.start], DRAW);
});

// ---- chess endgames ----------------------------------------------------------------------

test('king and rook against king, 4 x 4: every position against a retrograde reference; white to move always wins; black draws only by taking the rook or stalemate', async () => {
  const N = 4;
  const sqs = [];
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) sqs.push([y, x]);
  const eq = (a, b) => a[0] === b[0] && a[1] === b[1];
  const touch = (a, b) => !eq(a, b) && Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] - b[1]) <= 1;
  const on = ([y, x]) => y >= 0 && y < N && x >= 0 && x < N;
  // squares the rook on R attacks, the pieces in `block` stopping it
  const rays = (R, block) => {
    const out = [];
    for (const [dy, dx] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      for (let s = [R[0] + dy, R[1] + dx]; on(s) && !block.some((b) => eq(b, s)); s = [s[0] + dy, s[1] + dx]) out.push(s);
    }
    return out;
  };
  const checked = (K, R, k) => R !== null && rays(R, [K]).some((s) => eq(s, k));
  const kingTo = (s) => sqs.filter((t) => touch(s, t));
  const next = ({ K, R, k, w }) => (w
    ? [...kingTo(K).filter((t) => !touch(t, k) && !(R && eq(t, R))).map((t) => ({ K: t, R, k, w: false })),
      ...(R ? rays(R, [K, k]).map((t) => ({ K, R: t, k, w: false })) : [])]
    : kingTo(k).filter((t) => !touch(t, K) && !checked(K, R && eq(t, R) ? null : R, t)).map((t) => ({ K, R: R && eq(t, R) ? null : R, k: t, w: true })));
  const end = (p) => {
    if (p.R === null) return 'draw';
    if (next(p).length > 0) return undefined;
    return !p.w && checked(p.K, p.R, p.k) ? 'lose' : 'draw';
  };
  // every legal position: distinct squares, kings apart, no check on black with white to move
  const all = [];
  for (const K of sqs) for (const k of sqs) {
    if (eq(K, k) || touch(K, k)) continue;
    for (const w of [true, false]) {
      all.push({ K, R: null, k, w });
      for (const R of sqs) if (!eq(R, K) && !eq(R, k) && !(w && checked(K, R, k))) all.push({ K, R, k, w });
    }
  }
  const keyOf = (p) => `${p.K}|${p.R}|${p.k}|${p.w}`;
  const ref = retrograde(all, next, end, keyOf);
  for (const p of all) {
    if (p.R === null) continue;
    const o = ref(p).outcome;
    if (p.w) assert.equal(o, WIN, `white to move wins: ${keyOf(p)}`);
    else {
      const takes = next(p).some((q) => q.R === null);
      const stalemate = next(p).length === 0 && !checked(p.K, p.R, p.k);
      assert.equal(o === DRAW, takes || stalemate, `black to move: ${keyOf(p)}`);
    }
  }
  const r = await solve('krk');
  const fromScript = ([K, R, k, turn]) => ({ K: [Math.floor(K / N), K % N], R: R < 0 ? null : [Math.floor(R / N), R % N], k: [Math.floor(k / N), k % N], w: turn === 'w' });
  let mates = 0;
  for (let i = 0; i < r.n; i++) {
    const p = fromScript(r.position(i));
    const want = ref(p);
    assert.equal(r.outcome[i], want.outcome, `the outcome of ${r.key(i)}`);
    if (want.outcome !== DRAW) assert.equal(r.depth[i], want.depth, `the distance to mate of ${r.key(i)}`);
    if (want.outcome === LOSE && want.depth === 0) mates++;
  }
  assert.ok(mates > 0, 'checkmates are reached');
  assert.equal(r.outcome[r.start], WIN);
  assert.equal(r.depth[r.start], 7, 'K a1, R b1 against k d4: mate in 4 (7 plies)');
});
