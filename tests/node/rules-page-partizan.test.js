// The rules page's partizan mode, without a browser: what the sandbox's worker
// tells the page of a partizan script (web/src/pages/rules/sandbox/partizan.js:
// the summary, a position's view for the side to move, the table's rows, the
// exports' lines) checked against the module's own answers (solveRules with
// values) and against the page's reply checks (sandbox-replies.js: honest replies
// pass, forged ones are refused); the theory behind "Why?" (core/game-table.js:
// G <= H over the table of games, numbers read off canonical forms) against the
// module's classes and values on every position of Domineering 3 x 4.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { GameGraph, loadPageModule } = require('./helpers.js');

const P = loadPageModule({
  contents: "export * from './web/src/pages/rules/sandbox/partizan.js'; export * from './web/src/pages/rules/sandbox/partizan-why.js'; export * from './web/src/core/game-table.js'; export { checkReply } from './web/src/pages/rules/sandbox-replies.js';",
});
const { domineeringScript: board } = require('./partizan-games.js');
const Q = loadPageModule('web/src/core/quiz.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// A dyadic number's text ('3/4', '-2') as a number, or null for any other value.
function parseNumber(s) {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(s);
  return m ? Number(m[1]) / (m[2] ? Number(m[2]) : 1) : null;
}

test('the summary, views and rows of Domineering 2 x 2 and 3 x 3: the module\'s values, and every reply fits the protocol', async () => {
  for (const [rows, cols, value] of [[2, 2, '\u00b11'], [3, 3, '\u00b11'], [2, 3, '3/4\u00b15/4']]) {
    const r = await gg.solveRules(board(rows, cols), { value: true, workers: 1 });
    const s = P.partizanSummary(r);
    assert.equal(s.value, value);
    assert.equal(s.cls, r.valueClass(0));
    assert.equal(s.noValue, '');
    const summary = { n: r.n, m: r.m, title: 't', description: '', legend: {}, noMove: 'lose', outcome: 1, depth: 1, draws: 0, wins: 1, losses: 0, fixed: 0, grundy: false, label: '', noValues: 'partizan', ms: 1, partizan: s };
    assert.equal(P.checkReply('solve', summary), summary);
    const kept = {};
    for (let i = 0; i < r.n; i++) {
      for (const side of ['left', 'right']) {
        const v = P.partizanView(r, i, side, 'en', kept);
        assert.equal(P.checkReply('view', v, { id: i }), v);
        assert.equal(v.partizan.value, r.valueText(i));
        assert.equal(v.partizan.cls, r.valueClass(i));
        // the side to move's moves, seen by the other side then
        const other = side === 'left' ? 'Right' : 'Left';
        assert.deepEqual(v.moves.map((m) => m.to).sort(), (side === 'left' ? r.leftMoves(i) : r.rightMoves(i)).slice().sort());
        for (const m of v.moves) {
          assert.equal(m.value, r.valueText(m.to));
          assert.equal(m.outcome, r['outcome' + other][m.to]);
          assert.ok(['kept', 'dominated', 'reversible'].includes(m.role), m.role);
        }
        assert.equal(v.outcome, r[side === 'left' ? 'outcomeLeft' : 'outcomeRight'][i]);
      }
    }
    const rowsReply = P.partizanRows(r, 0, r.n);
    assert.equal(P.checkReply('rows', rowsReply), rowsReply);
    assert.deepEqual(rowsReply.rows.map((x) => x.value), Array.from({ length: r.n }, (_, i) => r.valueText(i)));
  }
});

test('"Why?": the options of Domineering 3 x 3 removed as dominated, a number the simplest between the best options, a reversible option bypassed', async () => {
  const r = await gg.solveRules(board(3, 3), { value: true, workers: 1 });
  const v = P.partizanView(r, 0, 'left', 'en', {});
  assert.deepEqual(v.partizan.why, { kind: 'switch', lBest: -1, rBest: -1, a: '1', b: '-1' });
  // Left's options worth -3/4±5/4 are dominated by one worth 1
  for (const m of v.partizan.left.moves) {
    if (m.value === '1') assert.equal(m.role, 'kept');
    else {
      assert.equal(m.role, 'dominated');
      assert.equal(v.partizan.left.moves[m.because].value, '1');
    }
  }
  const w = P.partizanView(r, r.find('".#./.#./..."'), 'left', 'en', {});
  assert.equal(w.partizan.value, '1');
  const L = w.partizan.left.moves;
  const R = w.partizan.right.moves;
  assert.equal(w.partizan.why.kind, 'number');
  assert.equal(L[w.partizan.why.lBest].value, '1/2');
  assert.equal(R[w.partizan.why.rBest].value, '2');
  const reversed = L.find((m) => m.role === 'reversible');
  assert.equal(reversed.value, '1/2');
  assert.equal(reversed.through, '1');
});

test('best moves by the theory: a faster win through a dominated option is not starred, judged optimal or played by the solver', async () => {
  // {0, 1, ..., 99 | -2} = {99 | -2}: every Left move wins at once, but only the one to 99 is not dominated
  const src = "const start = 'S';\nfunction left(p) { if (p === 'S') { const o = []; for (let i = 0; i < 100; i++) o.push(i); return o; } return p > 0 ? [p - 1] : []; }\nfunction right(p) { return p === 'S' ? [-1] : p < 0 && p > -3 ? [p - 1] : []; }";
  const r = await gg.solveRules(src, { value: true, workers: 1 });
  assert.equal(r.valueText(0), '97/2±101/2');
  assert.equal(r.depthLeft[0], 1);
  const v = P.partizanView(r, 0, 'left', 'en', {});
  const to99 = r.find('99');
  assert.equal(v.move, to99, 'the solver plays the best option, not the first of the fastest');
  assert.equal(v.partizan.left.move, to99);
  const best = v.moves.filter((m) => Q.isBestMove(v, m)).map((m) => m.value);
  assert.deepEqual(best, ['99'], 'only the move to 99 is starred');
  const to0 = v.moves.find((m) => m.value === '0');
  assert.equal(Q.isOptimal(v, to0), true, 'as fast a win');
  assert.equal(Q.isBestMove(v, to0), false, 'but through a dominated option');
  // a side whose engine move is not dominated keeps it (Right's one move)
  const w = P.partizanView(r, 0, 'right', 'en', {});
  assert.equal(w.move, r.moveRight[0]);
  // an option 'dominated' by an equal one listed before it is as good
  const twins = { outcome: 1, depth: 3, moves: [{ outcome: 2, depth: 0, role: 'reversible', because: -1, value: '^' }, { outcome: 2, depth: 0, role: 'dominated', because: 0, value: '^' }, { outcome: 2, depth: 0, role: 'dominated', because: 0, value: '*' }] };
  assert.deepEqual(twins.moves.map((m) => Q.isBestMove(twins, m)), [true, true, false]);
  // games nested too deep to compare (G <= H recurses over their forms): the view
  // all the same, without roles or Why?, the engine's move
  const deep = await gg.solveRules("const start = 0;\nfunction left(p) { return p < 20000 ? [p + 1, p + 2] : []; }\nfunction right(p) { return []; }", { value: true, workers: 1 });
  const dv = P.partizanView(deep, 0, 'left', 'en', {});
  assert.equal(dv.partizan.why, null);
  assert.ok(dv.moves.every((m) => m.role === ''));
  assert.equal(dv.move, deep.moveLeft[0]);
  // without roles (no values) the quiz's rule as before
  assert.equal(Q.isBestMove({ outcome: 1, depth: 3 }, { outcome: 2, depth: 2 }), true);
  assert.equal(Q.isBestMove({ outcome: 1, depth: 3 }, { outcome: 2, depth: 0 }), false);
});

test('G <= H over the table of games gives the module\'s class of every position, and numbers read off the canonical forms its values (Domineering 3 x 4)', async () => {
  const r = await gg.solveRules(board(3, 4), { value: true, workers: 1 });
  const T = P.gameTable(r);
  // a position with no move left: worth 0
  let z = -1;
  for (let i = 0; i < r.n && z < 0; i++) if (r.leftMoves(i).length === 0 && r.rightMoves(i).length === 0) z = r.value[i];
  assert.ok(z >= 0);
  let numbers = 0;
  for (let i = 0; i < r.n; i++) {
    const g = r.value[i];
    const ge = T.leq(z, g);
    const le = T.leq(g, z);
    const cls = ge && le ? 'P' : ge ? 'L' : le ? 'R' : 'N';
    assert.equal(cls, r.valueClass(i), r.key(i));
    const x = parseNumber(r.valueText(i));
    assert.equal(T.numberOf(g), x, r.key(i) + ' ' + r.valueText(i));
    if (x !== null) {
      numbers++;
      assert.equal(P.numberText(x), r.valueText(i));
    }
  }
  assert.ok(numbers > 100, String(numbers));
});

test('the simplest number between two numbers, and a number written as the module writes it', () => {
  assert.equal(P.simplestBetween(-Infinity, Infinity), 0);
  assert.equal(P.simplestBetween(0, Infinity), 1);
  assert.equal(P.simplestBetween(-Infinity, -2), -3);
  assert.equal(P.simplestBetween(0, 1), 1 / 2);
  assert.equal(P.simplestBetween(1 / 2, 2), 1);
  assert.equal(P.simplestBetween(1 / 2, 1), 3 / 4);
  assert.equal(P.simplestBetween(-1, 1 / 4), 0);
  assert.equal(P.simplestBetween(5 / 8, 3 / 4), 11 / 16);
  assert.deepEqual([3, -1 / 2, 3 / 4, -0].map(P.numberText), ['3', '-1/2', '3/4', '0']);
});

test('forged partizan replies are refused', () => {
  const side = { outcome: 1, depth: 1, move: -1, moves: [], more: 0 };
  const view = { id: 0, key: '0', outcome: 1, depth: 1, move: -1, fixed: 0, label: '', show: null, moves: [], more: 0,
    partizan: { side: 'left', value: '1', cls: 'L', left: side, right: side, why: { kind: 'number', lBest: -1, rBest: -1, a: '', b: '' } } };
  assert.equal(P.checkReply('view', view, { id: 0 }), view);
  const bad = (patch) => assert.throws(() => P.checkReply('view', { ...view, partizan: { ...view.partizan, ...patch } }, { id: 0 }), /does not fit the protocol/);
  bad({ side: 'up' });
  bad({ cls: 'X' });
  bad({ value: 'x'.repeat(501) });
  bad({ why: { kind: 'magic', lBest: -1, rBest: -1, a: '', b: '' } });
  bad({ why: { kind: 'number', lBest: 400, rBest: -1, a: '', b: '' } });
  bad({ left: { ...side, moves: new Array(401).fill({ to: 1, name: '', key: '1', outcome: 1, depth: 0, label: '' }) } });
  bad({ right: { ...side, moves: [{ to: 1, name: '', key: '1', outcome: 1, depth: 0, label: '', role: 'boss' }] } });
  assert.throws(() => P.checkReply('rows', { offset: 0, partizan: true, rows: [{ id: 0, key: '0', value: '', cls: 'Q', left: { outcome: 1, depth: 0, best: '' }, right: { outcome: 1, depth: 0, best: '' } }] }), /protocol/);
  assert.throws(() => P.checkReply('solve', { n: 1, m: 0, title: '', description: '', legend: {}, noMove: 'lose', outcome: 1, depth: 0, draws: 0, wins: 1, losses: 0, fixed: 0, grundy: false, label: '', ms: 1, partizan: { left: { outcome: 1, depth: 0 }, right: { outcome: 1, depth: 0 }, cls: 'N', value: '', noValue: 'nope', counts: { L: 0, R: 0, N: 1, P: 0, D: 0 }, games: 0 } }), /protocol/);
});

test('a partizan game\'s steps name the side that moved and the value reached; roles and the side to move follow the starter', () => {
  const G = loadPageModule('web/src/pages/rules/game-line.js');
  const m = { to: 1, name: 'a', key: '"a"', outcome: 2, depth: 0, label: '', value: '2' };
  const v = { id: 0, key: '"s"', outcome: 1, depth: 1, move: 1, fixed: 0, moves: [m], more: 0, partizan: { side: 'right' } };
  const step = G.stepOf(v, m, null);
  assert.deepEqual([step.side, step.value, step.optimal], ['right', '2', true]);
  assert.equal(G.roleOf([step], 0), 'right');
  assert.equal(G.roleOf([{ ...step, by: 'you' }], 0), 'you');
  // an impartial step as before: no side, no value
  const plain = G.stepOf({ ...v, partizan: undefined }, m, null);
  assert.equal('side' in plain || 'value' in plain, false);
  assert.equal(G.roleOf([plain], 0), 'first');
  assert.deepEqual([0, 1, 2].map((k) => G.sideAfter(k, 'right')), ['right', 'left', 'right']);
});

// The words of the simplification's steps (partizan-step-words.js), in both languages.
const W = loadPageModule({
  contents: "export { stepWords, stepsTooBigText } from './web/src/pages/rules/partizan-step-words.js'; export { setLang } from './web/src/core/i18n.js';",
});

test('the simplification step by step in a view: every position of Domineering 3 x 3 ends in its value, the replies fit the protocol, the words say each step', async () => {
  const r = await gg.solveRules(board(3, 3), { value: true, workers: 1 });
  const kept = {};
  const kinds = new Set();
  for (let i = 0; i < r.n; i++) {
    const v = P.partizanView(r, i, 'left', 'en', kept, (j) => gg.partizanSteps(r, j));
    assert.equal(P.checkReply('view', v, { id: i }), v);
    const S = v.partizan.steps;
    assert.equal(S.tooBig, '');
    assert.equal(S.value, r.valueText(i));
    assert.equal(S.steps[S.steps.length - 1].form, r.valueText(i));
    for (const x of S.steps) kinds.add(x.kind);
    W.setLang('en', { page: false });
    for (let k = 0; k <= S.steps.length; k++) {
      const w = W.stepWords(v, k);
      assert.ok(!/rules\.pz|\{[a-z]+\}/.test(w), w); // no key, no placeholder left
      if (k > 0 && S.steps[k - 1].kind === 'dominated') {
        // the option removed named with the moves reaching it
        const x = S.steps[k - 1];
        const m = v.partizan[x.side].moves.find((y) => y.value === x.option);
        if (m) assert.ok(w.includes(m.name || JSON.parse(m.key)) || w.includes(m.key), w);
      }
    }
    W.setLang('uk', { page: false });
    for (let k = 0; k <= S.steps.length; k++) assert.ok(!/rules\.pz|\{[a-z]+\}|Left|Right/.test(W.stepWords(v, k)), W.stepWords(v, k));
  }
  for (const k of ['dominated', 'number', 'switch']) assert.ok(kinds.has(k), k);
  W.setLang('en', { page: false });
  // without a steps function, the view has none (and still fits)
  const v = P.partizanView(r, 0, 'left', 'en', {});
  assert.equal(v.partizan.steps, null);
  assert.equal(P.checkReply('view', v, { id: 0 }), v);
});

test('the steps\' words for known games: {* | } = 0 bypassed, {0, * | 0} = ^*, the mex rule, too big', () => {
  const zero = [[], []];
  const star = [[zero], [zero]];
  const view = (S) => ({ partizan: { side: 'left', left: { moves: [{ to: 1, name: 'a', key: '"a"', value: '*' }] }, right: { moves: [] }, steps: P.stepsReply(S) } });
  W.setLang('en', { page: false });
  let v = view(gg.partizanFormSteps([star], []));
  assert.equal(W.stepWords(v, 0), 'Start: G = {* | }, each move written as the value it reaches (equal values once), Left\'s options before the bar, Right\'s after it.');
  assert.match(W.stepWords(v, 1), /^Left's option \* \(a\) is reversible through Right's answer 0: 0 ≤ G, .* 0 has no Left option, so \* simply goes\. G = \{\| \}\.$/);
  assert.equal(W.stepWords(v, 2), 'Neither side has an option left: G = {| } = 0, the simplest number of all.');
  v = view(gg.partizanFormSteps([zero, star], [zero]));
  assert.match(W.stepWords(v, 1), /G = \^\*: up, \^ = \{0 \| \*\} .* \+ star, \* = \{0 \| 0\}\.$/);
  const one = [[zero], []];
  v = view(gg.partizanFormSteps([[[zero], [one]]], [[[one], []]]));
  assert.equal(W.stepWords(v, 1), 'Every option left is a number and Left\'s 1/2 is less than Right\'s 2: by the simplicity rule G is the simplest number between them (the one born first), G = 1.');
  W.setLang('uk', { page: false });
  assert.equal(W.stepWords(v, 1), 'Усі варіанти, що лишилися, — числа, і 1/2 Лівого менше за 2 Правого: за правилом простоти G — найпростіше число між ними (народжене найраніше), G = 1.');
  const big = { partizan: { steps: { tooBig: 'options', tooBigCount: 50, tooBigLimit: 40 } } };
  assert.equal(W.stepsTooBigText(big), 'Покрокове спрощення — для малих ігор: тут в одного гравця 50 різних варіантів (щонайбільше 40).');
  W.setLang('en', { page: false });
  assert.equal(W.stepsTooBigText(big), 'The step-by-step simplification is for small games: this one has 50 distinct options on a side (at most 40).');
});

test('forged steps are refused', () => {
  const side = { outcome: 1, depth: 1, move: -1, moves: [], more: 0 };
  const step = { kind: 'number', side: '', option: '', by: '', replacement: [], replaced: 0, number: '1', low: '', high: '', nim: 0, ups: 0, star: 0, form: '1' };
  const steps = { value: '1', start: '{0 | }', givenLeft: 1, givenRight: 0, tooBig: '', tooBigCount: 0, tooBigLimit: 0, steps: [step] };
  const view = { id: 0, key: '0', outcome: 1, depth: 1, move: -1, fixed: 0, label: '', show: null, moves: [], more: 0,
    partizan: { side: 'left', value: '1', cls: 'L', left: side, right: side, why: null, steps } };
  assert.equal(P.checkReply('view', view, { id: 0 }), view);
  const bad = (patch, s = {}) => assert.throws(() => P.checkReply('view', { ...view, partizan: { ...view.partizan, steps: { ...steps, ...patch, steps: [{ ...step, ...s }] } } }, { id: 0 }), /does not fit the protocol/);
  bad({ tooBig: 'huge' });
  bad({ start: 'x'.repeat(2001) });
  bad({}, { kind: 'magic' });
  bad({}, { side: 'up' });
  bad({}, { form: 'x'.repeat(2001) });
  bad({}, { by: 'x'.repeat(201) });
  bad({}, { replacement: new Array(21).fill('0') });
  bad({}, { replacement: [7] });
  bad({}, { nim: -1 });
  assert.throws(() => P.checkReply('view', { ...view, partizan: { ...view.partizan, steps: { ...steps, steps: new Array(201).fill(step) } } }, { id: 0 }), /protocol/);
  assert.throws(() => P.checkReply('view', { ...view, partizan: { ...view.partizan, steps: 'many' } }, { id: 0 }), /protocol/);
});
