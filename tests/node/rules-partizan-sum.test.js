// The rules page's sum of partizan games, without a browser: the sandbox's side
// (web/src/pages/rules/sandbox/partizan-sum.js: the parts solved with their values,
// the sum's value, class and each starter's winning move, a losing side's reply,
// the games sent to be played) against the module's partizanSum and the known
// values (Domineering's lone domino down 1 and across -1, the partizan subtraction
// game's heaps * and ^, Cutcake 4 x 3 1, Blue-Red Hackenbush 3/4), every reply
// through the page's checks (sandbox-replies.js, forged ones refused); the page's
// side (sum-partizan.js: the outcome for each starter, the words of the sum and of
// its moves in English and Ukrainian, the logic that plays it, one question per
// position); which scripts are partizan (script-kind.js).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { GameGraph, root } = require('./helpers.js');

// The modules bundled for Node (their CSS imports left out).
function load(contents) {
  const out = require('esbuild').buildSync({ stdin: { contents, resolveDir: root }, bundle: true, format: 'cjs', platform: 'node', write: false, loader: { '.css': 'empty' } }).outputFiles[0].text;
  const m = { exports: {} };
  new Function('module', 'exports', 'require', out)(m, m.exports, require);
  return m.exports;
}
const M = load(`export * from './web/src/pages/rules/sum-partizan.js';
export { createPartizanSums } from './web/src/pages/rules/sandbox/partizan-sum.js';
export { noValueOf } from './web/src/pages/rules/sandbox/partizan.js';
export { scriptKind } from './web/src/pages/rules/script-kind.js';
export { checkReply } from './web/src/pages/rules/sandbox-replies.js';
export { setLang } from './web/src/core/i18n.js';`);

const source = (id) => fs.readFileSync(path.join(root, 'examples', 'rules', id + '.js'), 'utf8');
let gg;
let sums;
let thisGame; // the game "solved on the page": Domineering 3 x 3
test.before(async () => {
  gg = await GameGraph();
  thisGame = gg.solveRulesSync(source('domineering'), { value: true });
  sums = M.createPartizanSums({ gg: () => gg, solved: () => thisGame, lang: () => 'en' });
});

const rules = (id, at) => ({ game: 'rules', source: source(id), at });
const sumOf = (parts, side = null) => {
  const args = { parts, side };
  return M.checkReply('pzSum', sums.sum(args), args);
};

test('which scripts are partizan: left(p) and right(p) without moves(p); outcome(p) and tier(p) seen; a syntax error is null', () => {
  assert.deepEqual(M.scriptKind(source('domineering')), { partizan: true, outcome: false, tiers: false });
  assert.deepEqual(M.scriptKind(source('tug-of-war')), { partizan: true, outcome: true, tiers: false });
  assert.deepEqual(M.scriptKind(source('nim')), { partizan: false, outcome: false, tiers: false });
  assert.equal(M.scriptKind(source('connect4-tiers')).tiers, true);
  assert.equal(M.scriptKind('const start = 0; function moves(p) { return []; } function left(p) { return []; } function right(p) { return []; }').partizan, false);
  assert.equal(M.scriptKind('const start = 0; const left = (p) => [], right = (p) => [];').partizan, true);
  assert.equal(M.scriptKind('function left( {'), null);
});

test('known sums: a lone domino down and one across (1 + -1 = 0, P: no winning move for either starter), ^ + * = ^*, Cutcake 4 x 3 + -1 = 0, Hackenbush 3/4 + -1 = -1/4 (R), Domineering 3 x 3 + Hackenbush (3/4±1, N); as the module sums them', () => {
  const d = thisGame;
  const down = d.find('265');
  const across = d.find('259');
  assert.equal(d.valueText(down), '1');
  assert.equal(d.valueText(across), '-1');
  let s = sumOf([{ game: 'this', at: down }, rules('domineering', across)]);
  assert.deepEqual([s.value, s.cls, s.moves.left, s.moves.right, s.reply], ['0', 'P', null, null, null]);
  assert.deepEqual(s.components, [{ key: '265', value: '1', noValue: '' }, { key: '259', value: '-1', noValue: '' }]);
  const ps = gg.solveRulesSync(source('partizan-subtraction'), { value: true });
  s = sumOf([rules('partizan-subtraction', ps.find('2')), rules('partizan-subtraction', ps.find('1'))]);
  assert.deepEqual([s.value, s.cls], ['^*', 'N']);
  assert.match(s.moves.left.name, /^take \d$/);
  s = sumOf([rules('cutcake', 0), { game: 'this', at: across }]);
  assert.deepEqual([s.components[0].value, s.value, s.cls], ['1', '0', 'P']);
  s = sumOf([rules('hackenbush', 0), { game: 'this', at: across }]);
  assert.deepEqual([s.components[0].value, s.value, s.cls], ['3/4', '-1/4', 'R']);
  assert.equal(s.moves.left, null);
  assert.equal(s.moves.right.component === 0 || s.moves.right.component === 1, true);
  // a winning move as the module gives it, with its name in the page's language
  const h = gg.solveRulesSync(source('hackenbush'), { value: true });
  s = sumOf([{ game: 'this', at: 0 }, rules('hackenbush', 0)]);
  const m = gg.partizanSum([{ result: d, position: 0 }, { result: h, position: 0 }]);
  assert.deepEqual([s.value, s.cls], [m.value, m.outcomeClass]);
  assert.deepEqual([s.value, s.cls], ['3/4\u00b11', 'N']);
  for (const side of ['left', 'right']) {
    assert.equal(s.moves[side].component, m.move[side].component);
    assert.equal(s.moves[side].to, m.move[side].to);
    assert.equal(s.moves[side].toValue, d.valueText(m.move[side].to));
    assert.match(s.moves[side].name, side === 'left' ? /^down at row \d, column \d$/ : /^across at row \d, column \d$/);
    // the move wins: the other side, moving first after it, loses
    const after = gg.partizanSum([{ result: d, position: m.move[side].to }, { result: h, position: 0 }]);
    assert.equal(after.outcomeClass === 'P' || after.outcomeClass === (side === 'left' ? 'L' : 'R'), true);
  }
});

test('the solver\'s reply: a winning side\'s winning move; a losing side\'s move all the same, one leaving the other side a class-N sum where there is one', () => {
  const h = gg.solveRulesSync(source('hackenbush'), { value: true });
  // Hackenbush 3/4: Left wins whoever starts; Right to move still moves
  let s = sumOf([rules('hackenbush', 0)], 'right');
  assert.equal(s.moves.right, null);
  assert.notEqual(s.reply, null);
  assert.ok(h.rightMoves(0).includes(s.reply.to));
  s = sumOf([rules('hackenbush', 0)], 'left');
  assert.deepEqual(s.reply, { component: 0, to: s.moves.left.to, name: s.moves.left.name });
  assert.match(s.reply.name, /^cut the blue edge at row \d, column \d$/);
  // 1 + -1 + ±1 + ±1 = 0: Right moving first loses. Its first move (the domino across,
  // to 1 + 0 + ±1 + ±1 = 1, class L) leaves Left an easy win; in a ±1, to
  // 1 + -1 + -1 + ±1 = {-1 | -3}... no: ±1's Right option is -1, so 1 - 1 - 1 + ±1 = ±1 - 1, class N:
  // Left must still play well. The solver takes that one.
  const d = thisGame;
  const parts = [{ game: 'this', at: d.find('265') }, { game: 'this', at: d.find('259') }, { game: 'this', at: 0 }, { game: 'this', at: 0 }];
  s = sumOf(parts, 'right');
  assert.deepEqual([s.value, s.cls, s.moves.right], ['0', 'P', null]);
  assert.ok(s.reply.component >= 2);
  const at = parts.map((p) => p.at);
  at[s.reply.component] = s.reply.to;
  assert.equal(gg.partizanSum(at.map((position) => ({ result: d, position }))).outcomeClass, 'N');
  at[s.reply.component] = 0;
  at[1] = d.rightMoves(d.find('259'))[0];
  assert.equal(gg.partizanSum(at.map((position) => ({ result: d, position }))).outcomeClass, 'L');
});

test('no value where a part\'s game has cycles (Tug of war): the sum says which, and the games to play are refused', () => {
  const s = sumOf([{ game: 'this', at: 0 }, rules('tug-of-war', 0)], 'left');
  assert.deepEqual([s.value, s.cls, s.moves.left, s.moves.right, s.reply], ['', '', null, null, null]);
  assert.deepEqual(s.components.map((c) => c.noValue), ['', 'cycle']);
  assert.throws(() => sums.components({ parts: [rules('tug-of-war', 0)] }), (e) => e.code === 'no-values');
  const pos = M.checkReply('sumPositions', sums.positions({ part: rules('tug-of-war') }, 1000));
  assert.equal(pos.noValue, 'cycle');
  assert.equal(pos.keys.length, 9);
  M.setLang('en');
  assert.equal(M.noValueSumText(s.components, (i) => ['this game', 'Tug of war'][i]), 'No value: game 2 (Tug of war) has cycles, and values (so sums) are defined for short games only, those without cycles.');
  M.setLang('uk');
  assert.match(M.noValueSumText(s.components, (i) => ['ця гра', 'Перетягування каната'][i]), /^Значення немає: у грі 2 \(Перетягування каната\) є цикли/);
  M.setLang('en');
  // an impartial script is no part of a partizan sum
  assert.throws(() => sums.sum({ parts: [rules('nim', 0)] }), (e) => e.code === 'not-partizan');
});

test('the games to play: each side\'s moves and every position\'s key and value, as the module gives them; the replies\' checks refuse forged ones', () => {
  const args = { parts: [{ game: 'this', at: 5 }, rules('partizan-subtraction', 0)] };
  const [a, b] = M.checkReply('pzSumComponents', sums.components(args), args);
  const d = thisGame;
  assert.equal(a.n, d.n);
  assert.equal(a.at, 5);
  for (let i = 0; i < d.n; i++) {
    assert.deepEqual(Array.from(a.left.to.subarray(a.left.start[i], a.left.start[i + 1])), d.leftMoves(i));
    assert.deepEqual(Array.from(a.right.to.subarray(a.right.start[i], a.right.start[i + 1])), d.rightMoves(i));
    assert.equal(a.values[i], d.valueText(i));
    // each move named as moveName names it
    const j = a.left.start[i];
    if (a.left.start[i + 1] > j) assert.equal(a.left.names[j], d.rules.moveName(d.position(i), d.position(a.left.to[j])).en);
  }
  assert.equal(a.right.names.length, a.right.to.length);
  assert.equal(b.values[0], '^4');
  assert.equal(b.names[0], '12');
  const refused = (op, v, x) => assert.throws(() => M.checkReply(op, v, x), (e) => e.name === 'ProtocolError', op);
  const bad = structuredClone(a);
  bad.left.to[0] = a.n;
  refused('pzSumComponents', [bad], { parts: [1] });
  const unordered = structuredClone(a);
  unordered.right.start[1] = unordered.right.start[2] + 1;
  refused('pzSumComponents', [unordered], { parts: [1] });
  refused('pzSumComponents', [{ ...a, n: 30000 }], { parts: [1] });
  const s = sums.sum({ parts: args.parts, side: 'left' });
  refused('pzSum', { ...s, cls: 'X' }, args);
  refused('pzSum', { ...s, value: 'x'.repeat(501) }, args);
  assert.equal(typeof s.reply.name, 'string');
  refused('pzSum', { ...s, reply: { component: 2, to: 0, name: '' } }, args);
  refused('pzSum', { ...s, reply: { ...s.reply, name: 'x'.repeat(201) } }, args);
  const misnamed = structuredClone(a);
  misnamed.left.names.pop();
  refused('pzSumComponents', [misnamed], { parts: [1] });
  refused('pzSum', { ...s, components: s.components.slice(1) }, args);
  refused('pzSum', { ...s, moves: { left: { component: 0, to: -1, from: '', toKey: '', toValue: '', name: '' }, right: null } }, args);
  refused('sumPositions', { n: 2, keys: ['a', 'b'], values: ['1'] });
  refused('sumPositions', { n: 1, keys: ['a'], noValue: 'why' });
});

test('the page\'s side: the outcome of each starter from the class, the logic playing the sum (one question per position and side), the sum\'s words in English and Ukrainian', async () => {
  assert.deepEqual(['L', 'R', 'N', 'P'].map((c) => [M.outcomeFor(c, 'left'), M.outcomeFor(c, 'right')]), [[1, 2], [2, 1], [1, 1], [2, 2]]);
  const asked = [];
  const reply = { value: '1', cls: 'L', components: [], moves: { left: null, right: null }, reply: { component: 0, to: 1 } };
  const logic = M.createPartizanLogic(async (pos, side) => {
    asked.push([pos.join(','), side]);
    return reply;
  });
  const comps = [M.partizanComponent({ n: 2, names: ['a', 'b'], values: ['1', '0'], left: { start: Int32Array.from([0, 1, 1]), to: Int32Array.from([1]) }, right: { start: Int32Array.from([0, 0, 0]), to: new Int32Array(0) } })];
  assert.deepEqual(Array.from(logic.moves(comps[0], 0, 'left')), [1]);
  assert.deepEqual(Array.from(logic.moves(comps[0], 0, 'right')), []);
  assert.equal(logic.term(comps[0], 1), '0');
  M.setLang('en');
  assert.deepEqual(await logic.value(comps, [0], 'left'), { total: '1', outcome: 1, extra: 'Left wins whoever starts (class L)' });
  reply.reply.name = 'a to b';
  assert.deepEqual(await logic.reply(comps, [0], null, 'left'), { comp: 0, to: 1, name: 'a to b' });
  assert.equal(logic.moveName(comps[0], 0, 0, 'left'), '');
  assert.deepEqual(asked, [['0', 'left']]);
  assert.deepEqual(await logic.value(comps, [0], 'right'), { total: '1', outcome: 2, extra: 'Left wins whoever starts (class L)' });
  assert.equal(asked.length, 2);
  // a reply naming no position of the game is refused
  reply.reply = { component: 0, to: 5 };
  await assert.rejects(() => logic.reply(comps, [1], null, 'left'));
  const m = { component: 1, to: 3, from: '12', toKey: '10', toValue: '{0 | {0 | {^ | *}}}', name: 'take 2' };
  const names = (i) => ['this game', 'Partizan subtraction game'][i];
  assert.equal(M.sumMoveText('left', m, names), 'Left moving first wins: in game 2 (Partizan subtraction game), take 2: from 12 to 10 (that game then worth {0 | {0 | {^ | *}}})');
  assert.equal(M.sumMoveText('right', null, names), 'Right moving first loses: every move loses against best play');
  M.setLang('uk');
  assert.equal(M.sumMoveText('left', { ...m, name: '' }, names), 'Лівий, ходячи першим, виграє: у грі 2 (Partizan subtraction game), з 12 до 10 (ця гра тоді має значення {0 | {0 | {^ | *}}})');
  assert.equal(M.sumMoveText('right', null, names), 'Правий, ходячи першим, програє: за найкращої гри суперника програє кожен хід');
  M.setLang('en');
});
