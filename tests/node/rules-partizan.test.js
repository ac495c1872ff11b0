// Partizan rules scripts (left(p) and right(p)) through solveRules: every position
// for both starters and its canonical value the same as the partizan graph text of
// the same game (written by tests/node/partizan-games.js, not by the rules engine)
// gives; a loopy game against the plain fixpoint, its values refused ('not-short');
// outcome(p) naming a winner; workers > 1 the same as workers = 1; the errors.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng } = require('./helpers.js');
const { fixpoint, sortedForm, domineeringText, domineeringScript } = require('./partizan-games.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// Domineering as a script (tests/rules/domineering-small.js), 'x' for a covered
// cell as domineeringText writes its positions.
const domineering = (rows, cols) => domineeringScript(rows, cols, 'x');

// Every position of a rules result against a text's result, by name.
function sameAsText(r, t) {
  assert.equal(r.n, t.n);
  assert.equal(r.mLeft + r.mRight, t.mLeft + t.mRight);
  const ids = new Map(t.names.map((name, i) => [name, i]));
  for (let i = 0; i < r.n; i++) {
    const j = ids.get(JSON.parse(r.key(i)));
    assert.ok(j !== undefined, r.key(i));
    assert.deepEqual([r.outcomeLeft[i], r.depthLeft[i], r.outcomeRight[i], r.depthRight[i]], [t.outcomeLeft[j], t.depthLeft[j], t.outcomeRight[j], t.depthRight[j]], r.key(i));
    assert.equal(r.valueText(i), t.valueText(j));
    assert.deepEqual(sortedForm(r.valueForm(i)), sortedForm(t.valueForm(j)));
    assert.equal(r.valueClass(i), t.valueClass(j));
    const names = (list, res, name) => list.map((q) => name(res, q)).sort();
    assert.deepEqual(names(r.leftMoves(i), r, (x, q) => JSON.parse(x.key(q))), names(t.leftMoves(j), t, (x, q) => x.name(q)));
    assert.deepEqual(names(r.rightMoves(i), r, (x, q) => JSON.parse(x.key(q))), names(t.rightMoves(j), t, (x, q) => x.name(q)));
    for (const side of ['Left', 'Right']) {
      const m = r[`move${side}`][i];
      const list = side === 'Left' ? r.leftMoves(i) : r.rightMoves(i);
      if (m < 0) assert.equal(list.length === 0 || r[`outcome${side}`][i] !== 1, true);
      else assert.ok(list.includes(m));
    }
  }
}

test('Domineering 3 x 3 as a script: the same positions, outcomes and values as its partizan text', async () => {
  const r = await gg.solveRules(domineering(3, 3), { value: true, workers: 1 });
  assert.equal(r.partizan, true);
  assert.equal(r.title, 'Domineering 3 x 3');
  assert.equal(r.rules.sides.join(), 'left,right');
  assert.equal(r.valueText(0), '\u00b11'); // Winning Ways
  sameAsText(r, gg.solvePartizanText(domineeringText(3, 3), { value: true }));
  assert.equal(r.outcome, undefined); // not an impartial result
  assert.equal(r.moves, undefined);
});

test('workers: Domineering 4 x 5 (58,830 positions) with 2 workers gives what 1 gives', async () => {
  const one = await gg.solveRules(domineering(4, 5), { value: true, workers: 1 });
  const two = await gg.solveRules(domineering(4, 5), { value: true, workers: 2 });
  assert.equal(one.n, 58830);
  for (const f of ['n', 'mLeft', 'mRight', 'distinctGames', 'gameText']) assert.equal(two[f], one[f], f);
  for (const f of ['outcomeLeft', 'depthLeft', 'moveLeft', 'outcomeRight', 'depthRight', 'moveRight', 'value', 'gameStart', 'gameLeft', 'gameOptions', 'gameClass']) {
    assert.deepEqual(two[f], one[f], f);
  }
  for (let i = 0; i < one.n; i += 997) assert.equal(two.key(i), one.key(i));
  assert.equal(one.valueText(0), '1');
  assert.equal(one.valueClass(0), 'L');
});

test('a loopy script: outcomes for both starters as the plain fixpoint gives them; values refused (not-short)', async () => {
  const rand = rng(2310);
  for (let t = 0; t < 25; t++) {
    const n = 2 + Math.floor(rand() * 10);
    const moves = [0, 1].map(() => Array.from({ length: n }, () => []));
    for (let k = Math.floor(rand() * n * 2.5); k > 0; k--) moves[rand() < 0.5 ? 0 : 1][Math.floor(rand() * n)].push(Math.floor(rand() * n));
    // positions are numbers; every one is reachable from the start n (a position moving to all)
    const src = `const L = ${JSON.stringify(moves[0])}, R = ${JSON.stringify(moves[1])};
const start = ${n};
function left(p) { return p === ${n} ? L.map((_, i) => i) : L[p]; }
function right(p) { return p === ${n} ? [] : R[p]; }`;
    const r = gg.solveRulesSync(src, { value: true });
    const all = [moves[0].concat([Array.from({ length: n }, (_, i) => i)]), moves[1].concat([[]])];
    const want = fixpoint(n + 1, all);
    for (let i = 0; i < r.n; i++) {
      const p = Number(r.key(i));
      assert.deepEqual([r.outcomeLeft[i], r.outcomeRight[i]], [want.result[0][p], want.result[1][p]], `${src}\nposition ${p}`);
      assert.deepEqual([r.depthLeft[i], r.depthRight[i]], [want.depth[0][p], want.depth[1][p]]);
    }
    const loopy = want.result[0].includes(0) || want.result[1].includes(0);
    if (loopy) {
      assert.equal(r.short, false);
      assert.equal(r.valueError.code, 'not-short');
      assert.match(r.valueError.message, /position \d+ is on a cycle: values are defined for short games only \(finite, without cycles\); the outcomes for both starters are given/);
      assert.throws(() => r.valueText(0), (e) => e === r.valueError);
    }
  }
});

test("outcome(p): 'win' / 'lose' / 'draw' for the player to move, 'left' / 'right' for the winner whoever moves", async () => {
  // a race to 3: Left adds 1, Right adds 2 ... whoever reaches 3 or more first decides
  const src = `
const start = 0;
function outcome(p) { return p === 5 ? 'left' : p === 6 ? 'right' : p === 7 ? 'draw' : p === 8 ? 'win' : undefined; }
function left(p) { return p < 4 ? [p + 1] : p === 4 ? [5, 8] : []; }
function right(p) { return p < 4 ? [6, 7] : []; }`;
  const r = await gg.solveRules(src, { workers: 1 });
  const at = (p) => r.indexOf(p);
  const words = ['DRAW', 'WIN', 'LOSE'];
  const o = (p) => `${words[r.outcomeLeft[at(p)]]} ${words[r.outcomeRight[at(p)]]}`;
  assert.equal(o(5), 'WIN LOSE'); // Left wins whoever is to move
  assert.equal(o(6), 'LOSE WIN');
  assert.equal(o(7), 'DRAW DRAW');
  assert.equal(o(8), 'WIN WIN'); // the player to move wins
  assert.equal(r.fixed[at(5)], 4);
  assert.equal(r.fixed[at(6)], 5);
  // Right, to move at 0, goes to 6 and wins at once; Left goes on to 1, where Right does the same
  assert.deepEqual([r.outcomeRight[0], r.depthRight[0], r.key(r.moveRight[0])], [1, 1, '6']);
  assert.deepEqual([r.outcomeLeft[0], r.depthLeft[0]], [2, 2]);
  assert.deepEqual(r.leftMoves(at(5)), []);
  const v = await gg.solveRules(src, { workers: 1, value: true });
  assert.equal(v.valueError.code, 'script');
  assert.match(v.valueError.message, /values are defined for games under normal play .* outcome\(p\) at some positions \(line 3, column 1\)/);
  await assert.rejects(gg.solveRules(src.replace("'left'", "'up'"), { workers: 1 }), /outcome\(p\) returned "up": expected 'win', 'lose', 'draw' \(for the player to move\), 'left', 'right' \(that player wins\) or undefined \(line 3, column 1\), at position 5/);
});

test('a script with key(p) but no fromKey: positions rebuilt by replaying either side\'s moves', async () => {
  const src = `
const start = { a: 3, b: 2 };
function key(p) { return p.a + ':' + p.b; }
function left(p) { return p.a > 0 ? [{ a: p.a - 1, b: p.b }] : []; }
function right(p) { return p.b > 0 ? [{ a: p.a, b: p.b - 1 }] : []; }`;
  const r = await gg.solveRules(src, { value: true });
  assert.equal(r.valueText(0), '1'); // 3 - 2
  const i = r.find('1:0');
  assert.deepEqual(r.position(i), { a: 1, b: 0 });
  assert.equal(r.valueText(i), '1');
  assert.deepEqual(r.leftMoves(i).map((j) => r.key(j)), ['0:0']);
});

test('errors of partizan scripts name the line and the column', async () => {
  const fails = (src, opts, re) => assert.rejects(gg.solveRules(src, { workers: 1, ...opts }), re);
  await fails('const start = 0;\nfunction left(p) { return []; }', {}, (e) => e.code === 'script' && e.line === 2 && /declare right\(p\) too/.test(e.message));
  await fails('const start = 0;\nfunction left(p) { return []; }\nfunction right(p) { return []; }\nfunction tier(p) { return 0; }', {}, (e) => e.line === 4 && /tier\(p\) is not supported for partizan scripts/.test(e.message));
  await fails('const start = 0;\nconst left = 3;\nfunction right(p) { return []; }', {}, /left must be a function/);
  const ok = 'const start = 2;\nfunction left(p) { return p > 0 ? [p - 1] : []; }\nfunction right(p) {\n  if (p === 1) throw new Error("no");\n  return p > 0 ? [p - 2] : [];\n}';
  await fails(ok, {}, (e) => e.code === 'script' && e.line === 4 && /right\(p\) threw Error: no \(line 4, column \d+\) at position 1/.test(e.message) && e.position === '1');
  await fails(ok.replace('[p - 2]', '5'), {}, /right\(p\) returned 5, not an array of positions/);
  await fails(ok.replace('[p - 1]', '[undefined]'), {}, /left\(p\) returned, at index 0, a position that cannot be keyed/);
  await fails(ok, { grundy: true }, (e) => e.code === 'bad-argument' && /Sprague-Grundy values are for impartial games/.test(e.message));
  await fails(ok, { noMove: 'win' }, (e) => e.code === 'bad-argument' && /normal play/.test(e.message));
  await fails('const start = 1;\nfunction moves(p) { return p ? [0] : []; }', { value: true }, (e) => e.code === 'bad-argument' && /canonical values of a partizan script/.test(e.message));
  await fails(ok, { value: 1 }, /options.value must be true or false/);
  // a script of moves(p) is impartial whatever else it names left or right: its helpers
  for (const helpers of ['function left(a) { return a; }', 'function left(a) { return a; }\nfunction right(a) { return a; }']) {
    const r = await gg.solveRules(`const start = 2;\nfunction moves(p) { return p ? [left(p - 1)] : []; }\n${helpers}`, { workers: 1 });
    assert.equal(r.partizan, undefined);
    assert.deepEqual([r.n, r.outcome[0], r.depth[0]], [3, gg.Outcome.LOSE, 2]);
  }
  // ... but asked for values, it is told why it has none
  await fails('const start = 2;\nfunction moves(p) { return p ? [p - 1] : []; }\nfunction left(p) { return []; }\nfunction right(p) { return []; }', { value: true },
    (e) => e.code === 'bad-argument' && /declares moves\(p\) beside left\(p\) and right\(p\), so it is impartial and its left\(p\) and right\(p\) are not used: drop moves\(p\)/.test(e.message));
  // a script of moves(p) may keep a value of its own named left
  const imp = await gg.solveRules('const left = 3;\nconst start = left;\nfunction moves(p) { return p ? [p - 1] : []; }', { workers: 1 });
  assert.equal(imp.partizan, undefined);
  assert.equal(imp.n, 4);
});
