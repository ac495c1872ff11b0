// Partizan games in the WebAssembly module (solvePartizanText, solvePartizanEdges,
// partizanSum): the same answers as the native `gamegraph partizan` and
// `partizan-sum` on random graphs, outcomes for both starters against a plain
// fixpoint written here, values published in Winning Ways (Domineering, Blue-Red
// Hackenbush strings by Berlekamp's rule, Toads and Frogs), and the errors.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const { cliPath, GameGraph, rng } = require('./helpers.js');
const { fixpoint, domineeringText, toadsText } = require('./partizan-games.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const WORD = ['DRAW', 'WIN', 'LOSE'];
const PM = '\u00b1';

// A random partizan graph's text: n positions p0.., moves of each side; acyclic:
// moves to greater positions only.
function randomText(rand, maxN, acyclic) {
  const n = 1 + Math.floor(rand() * maxN);
  const lines = ['p0'];
  for (let i = 1; i < n; i++) lines.push(`p${i}`);
  const m = Math.floor(rand() * n * 2.2);
  for (let k = 0; k < m; k++) {
    const u = Math.floor(rand() * n);
    const v = acyclic ? u + 1 + Math.floor(rand() * (n - u)) : Math.floor(rand() * n);
    if (v >= n) continue;
    lines.push(`p${u} ${rand() < 0.5 ? 'L' : 'R'} p${v}`);
  }
  return lines.join('\n') + '\n';
}

function cli(args, input) {
  return execFileSync(cliPath, args, { input, encoding: 'utf8' });
}

function tmpFile(text) {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gg-partizan-')), 'g.txt');
  fs.writeFileSync(f, text);
  return f;
}

// The table `gamegraph partizan --moves` prints, from a module's result.
function table(r) {
  const name = (i) => (i < 0 ? '-' : r.name(i));
  const cell = (o, d) => `${WORD[o]} ${o === 0 ? '-' : d}`;
  let out = '';
  for (let i = 0; i < r.n; i++) {
    out += `${r.name(i)} ${cell(r.outcomeLeft[i], r.depthLeft[i])} ${cell(r.outcomeRight[i], r.depthRight[i])} ${name(r.moveLeft[i])} ${name(r.moveRight[i])}\n`;
  }
  return out;
}

test('solvePartizanText: the table of `gamegraph partizan --moves`, for random graphs with cycles', () => {
  const rand = rng(2301);
  for (let t = 0; t < 40; t++) {
    const text = randomText(rand, 14, false);
    const r = gg.solvePartizanText(text);
    assert.equal(table(r), cli(['partizan', '--moves'], text), text);
  }
});

test('outcomes for both starters against a plain fixpoint; the moves are the rules\' and optimal', () => {
  const rand = rng(2302);
  let draws = 0;
  for (let t = 0; t < 300; t++) {
    const n = 1 + Math.floor(rand() * 12);
    const left = [];
    const right = [];
    const moves = [Array.from({ length: n }, () => []), Array.from({ length: n }, () => [])];
    for (let k = Math.floor(rand() * n * 2.5); k > 0; k--) {
      const s = rand() < 0.5 ? 0 : 1;
      const u = Math.floor(rand() * n);
      const v = Math.floor(rand() * n);
      (s === 0 ? left : right).push(u, v);
      moves[s][u].push(v);
    }
    const r = gg.solvePartizanEdges(n, Int32Array.from(left), Int32Array.from(right));
    const want = fixpoint(n, moves);
    const got = [
      [r.outcomeLeft, r.depthLeft, r.moveLeft],
      [r.outcomeRight, r.depthRight, r.moveRight],
    ];
    for (let s = 0; s < 2; s++) {
      for (let p = 0; p < n; p++) {
        assert.equal(got[s][0][p], want.result[s][p]);
        assert.equal(got[s][1][p], want.depth[s][p]);
        draws += want.result[s][p] === 0;
        const m = got[s][2][p];
        if (moves[s][p].length === 0) {
          assert.equal(m, -1);
          continue;
        }
        assert.ok(moves[s][p].includes(m));
        const o = got[s][0][p];
        const next = got[1 - s];
        assert.equal(next[0][m], o === 0 ? 0 : 3 - o); // a win moves to a loss, a loss to a win
        if (o !== 0) assert.equal(next[1][m], got[s][1][p] - 1);
      }
    }
    assert.deepEqual(r.leftMoves(0), moves[0][0]);
    assert.deepEqual(r.rightMoves(0), moves[1][0]);
  }
  assert.ok(draws > 100);
});

test('values: the start\'s as `gamegraph partizan --value` and --value-json give it', () => {
  const rand = rng(2303);
  for (let t = 0; t < 30; t++) {
    const text = randomText(rand, 12, true);
    const r = gg.solvePartizanText(text, { value: true });
    assert.equal(r.short, true);
    assert.equal(r.valueError, null);
    assert.equal(`${r.valueText(0)} ${r.valueClass(0)}\n${r.valueJson(0)}\n`, cli(['partizan', '--value', '--value-json'], text), text);
    assert.deepEqual(r.valueForm(0), JSON.parse(r.valueJson(0)));
    // every position's class agrees with its outcomes for both starters
    for (let i = 0; i < r.n; i++) {
      const c = r.valueClass(i);
      assert.equal(r.outcomeLeft[i] === 1, c === 'L' || c === 'N', `position ${i}`);
      assert.equal(r.outcomeRight[i] === 1, c === 'R' || c === 'N', `position ${i}`);
      assert.equal(r.gameClass[r.value[i]], gg.OutcomeClass[c]);
    }
  }
});

test('Winning Ways: Domineering 2 x 2 = ±1, 2 x 3 = 3/4±5/4, 3 x 2 = its negative, 3 x 3 = ±1, columns are integers', () => {
  const value = (rows, cols) => gg.solvePartizanText(domineeringText(rows, cols), { value: true });
  const d22 = value(2, 2);
  assert.equal(d22.valueText(0), `${PM}1`);
  assert.equal(d22.valueClass(0), 'N');
  assert.equal(d22.valueJson(0), '[[[[[[],[]]],[]]],[[[],[[[],[]]]]]]'); // {1 | -1}
  assert.equal(value(2, 3).valueText(0), `3/4${PM}5/4`);
  assert.equal(value(3, 2).valueText(0), `-3/4${PM}5/4`);
  assert.equal(value(3, 3).valueText(0), `${PM}1`);
  for (let n = 1; n <= 7; n++) {
    assert.equal(value(n, 1).valueText(0), String(Math.floor(n / 2)));
    assert.equal(value(1, n).valueText(0), String(-Math.floor(n / 2)));
  }
});

test("Winning Ways: Blue-Red Hackenbush strings by Berlekamp's rule (every string up to 8 edges)", () => {
  // A string of edges from the ground; cutting edge i removes it and those above.
  // Position k: the first k edges remain.
  const frac = (num, den) => {
    while (den > 1 && num % 2 === 0) (num /= 2), (den /= 2);
    return den === 1 ? String(num) : `${num}/${den}`;
  };
  let strings = 0;
  for (let len = 1; len <= 8; len++) {
    for (let bits = 0; bits < 1 << len; bits++) {
      const s = Array.from({ length: len }, (_, i) => ((bits >> i) & 1 ? 'B' : 'R'));
      const left = [];
      const right = [];
      for (let k = 0; k <= len; k++) for (let i = 0; i < k; i++) (s[i] === 'B' ? left : right).push(k, i);
      const r = gg.solvePartizanEdges(len + 1, Int32Array.from(left), Int32Array.from(right), { value: true });
      // the edges up to the first change of colour count 1 each, the later ones 1/2, 1/4, ...
      let num = 0;
      let i = 0;
      const den = 2 ** len;
      for (; i < len && s[i] === s[0]; i++) num += (s[i] === 'B' ? 1 : -1) * den;
      for (let half = 1; i < len; i++, half++) num += ((s[i] === 'B' ? 1 : -1) * den) / 2 ** half;
      assert.equal(r.valueText(len), frac(num, den), s.join(''));
      strings++;
    }
  }
  assert.equal(strings, 510);
});

test('Winning Ways: Toads and Frogs TFTF. = 0, TFT.F = *, T.TFF = ^, T.TFT.TF = 5/4, TT.TFTT.TF = {3 | 2*}', () => {
  const v = (s) => gg.solvePartizanText(toadsText(s), { value: true }).valueText(0);
  assert.equal(v('TFTF.'), '0');
  assert.equal(v('TF.TF'), '0');
  assert.equal(v('TFT.F'), '*');
  assert.equal(v('T.TFF'), '^');
  assert.equal(v('T.F'), '*');
  assert.equal(v('T.TFT.TF'), '5/4');
  assert.equal(v('TT.TFTT.TF'), '{3 | 2*}');
});

test('partizanSum: value, class and winning moves as `gamegraph partizan-sum` gives them', () => {
  const rand = rng(2304);
  for (let t = 0; t < 12; t++) {
    const a = randomText(rand, 9, true);
    const b = randomText(rand, 9, true);
    const ra = gg.solvePartizanText(a, { value: true });
    const rb = gg.solvePartizanText(b, { value: true });
    const fa = tmpFile(a);
    const fb = tmpFile(b);
    const pa = Math.floor(rand() * ra.n);
    const pb = Math.floor(rand() * rb.n);
    const s = gg.partizanSum([
      { result: ra, position: pa },
      { result: rb, position: pb },
      { result: ra, position: 0 },
    ]);
    const names = [ra, rb, ra];
    const line = (side) => {
      const m = s.move[side];
      return m ? `${side} ${m.component + 1} ${names[m.component].name(m.from)} ${names[m.component].name(m.to)}` : `${side} -`;
    };
    const want = cli(['partizan-sum', `${fa}:${ra.name(pa)}`, `${fb}:${rb.name(pb)}`, `${fa}:p0`]);
    assert.equal(`${s.value} ${s.outcomeClass}\n${line('left')}\n${line('right')}\n`, want);
    assert.deepEqual(s.form(), JSON.parse(s.json()));
  }
  // Known sums: * + * = 0 (the second player wins: no winning move), ^ + ^ = ^^,
  // 1/2 + 1/2 = 1 (BR + BR), ±1 + 1 = 1±1 = {2 | 0}.
  const star = gg.solvePartizanText('s L 0\ns R 0\n0\n', { value: true });
  const up = gg.solvePartizanText(toadsText('T.TFF'), { value: true });
  const half = gg.solvePartizanEdges(3, Int32Array.from([1, 0, 2, 0]), Int32Array.from([2, 1]), { value: true });
  const dom = gg.solvePartizanText(domineeringText(2, 2), { value: true });
  const one = gg.solvePartizanText(domineeringText(2, 1), { value: true });
  const ss = gg.partizanSum([{ result: star, position: 0 }, { result: star, position: 0 }]);
  assert.deepEqual([ss.value, ss.outcomeClass, ss.move.left, ss.move.right], ['0', 'P', null, null]);
  assert.equal(gg.partizanSum([{ result: up, position: 0 }, { result: up, position: 0 }]).value, '^^');
  assert.equal(half.valueText(2), '1/2');
  assert.equal(gg.partizanSum([{ result: half, position: 2 }, { result: half, position: 2 }]).value, '1');
  const pm = gg.partizanSum([{ result: dom, position: 0 }, { result: one, position: 0 }]);
  assert.equal(pm.value, `1${PM}1`);
  assert.equal(pm.outcomeClass, 'N'); // {2 | 0}: whoever starts wins
  assert.deepEqual(pm.move.left, { component: 0, from: 0, to: dom.leftMoves(0)[0] });
});

test('errors: parse (line, column), not-short (outcomes still given), memory, bad arguments', () => {
  assert.throws(() => gg.solvePartizanText('a L b\nb x c\n'), (e) => e.code === 'parse' && e.line === 2 && e.column === 3 && /expected L or R/.test(e.message));
  const loopy = gg.solvePartizanText('start L a\na R start\nstart R b\nb\n', { value: true });
  assert.equal(loopy.short, false);
  assert.equal(loopy.valueError.code, 'not-short');
  assert.match(loopy.valueError.message, /position "(start|a)" is on a cycle: values are defined for short games only/);
  assert.throws(() => loopy.valueText(0), (e) => e === loopy.valueError);
  assert.throws(() => gg.partizanSum([{ result: loopy, position: 0 }]), (e) => e.code === 'not-short');
  assert.equal(WORD[loopy.outcomeLeft[0]], 'DRAW');
  assert.equal(WORD[loopy.outcomeRight[0]], 'WIN');
  const plain = gg.solvePartizanText('a L b\nb\n');
  assert.equal(plain.valueError, null);
  for (const f of ['valueText', 'valueClass', 'valueJson', 'valueForm']) assert.throws(() => plain[f](0), (e) => e.code === 'bad-argument' && /not asked for: solve with options.value: true/.test(e.message));
  assert.throws(() => gg.partizanSum([{ result: plain, position: 0 }]), /solve it with options.value: true/);
  assert.throws(() => gg.solvePartizanText('a L b\n'.repeat(1000), { maxMemory: 1000 }), (e) => e.code === 'memory' && e.bytesNeeded > 1000);
  assert.throws(() => gg.solvePartizanEdges(2, Int32Array.from([0, 5]), new Int32Array(0)), (e) => e.code === 'bad-argument');
  assert.throws(() => gg.solvePartizanEdges(2, [0, 1], new Int32Array(0)), /Int32Array/);
  assert.throws(() => gg.solvePartizanText('a\n', { value: 'yes' }), /options.value must be true or false/);
  assert.throws(() => gg.partizanSum([]), /non-empty array/);
  assert.throws(() => gg.partizanSum([{ result: loopy, position: 0 }, { result: gg.solvePartizanText('a\nb\n', { value: true }), position: 7 }]), /not-short|cycle/);
  assert.throws(() => gg.partizanSum([{ result: gg.solvePartizanText('a\nb\n', { value: true }), position: 7 }]), /position must be a position 0..1/);
  // the module stays usable
  assert.equal(gg.solvePartizanText('a\n', { value: true }).valueText(0), '0');
  // the command: --moves with --value is a usage error (it would be ignored)
  const r = require('child_process').spawnSync(cliPath, ['partizan', '--moves', '--value', tmpFile('a L b\nb\n')], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /--moves goes with the table; --value and --value-json print the start's value instead/);
});
