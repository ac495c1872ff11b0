'use strict';
// core/outcome.js: the one vocabulary of outcomes in JS, the codes of
// solver/core/outcome.hpp and every way the pages write them.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { root, GameGraph, loadPageModule } = require('./helpers');

const O = loadPageModule('web/src/core/outcome.js');

test('the codes are those of solver/core/outcome.hpp (Outcome and Fixed)', () => {
  const hpp = fs.readFileSync(path.join(root, 'solver/core/outcome.hpp'), 'utf8');
  const outcome = /enum class Outcome[^{]*\{([^}]*)\}/.exec(hpp)[1];
  const fixed = /enum class Fixed[^{]*\{([^}]*)\}/.exec(hpp)[1];
  const codes = (body) => Object.fromEntries(body.split(',').map((s) => s.trim().split(/\s*=\s*/)).map(([k, v]) => [k, Number(v)]));
  assert.deepEqual(codes(outcome), { Draw: O.DRAW, Win: O.WIN, Lose: O.LOSE });
  const f = codes(fixed);
  assert.equal(f.None, O.FIXED_NONE);
  assert.equal(O.fixedOutcome(f.None), -1);
  assert.equal(O.fixedOutcome(f.Win), O.WIN);
  assert.equal(O.fixedOutcome(f.Lose), O.LOSE);
  assert.equal(O.fixedOutcome(f.Draw), O.DRAW);
});

test('the module gives the same codes (gg.Outcome, gg.Fixed)', async () => {
  const gg = await GameGraph();
  assert.deepEqual({ ...gg.Outcome }, { DRAW: O.DRAW, WIN: O.WIN, LOSE: O.LOSE });
  assert.equal(gg.Fixed.NONE, O.FIXED_NONE);
  for (const k of ['WIN', 'LOSE', 'DRAW']) assert.equal(O.fixedOutcome(gg.Fixed[k]), gg.Outcome[k], k);
});

test('names, words, letters and i18n keys of each outcome', () => {
  const all = [O.DRAW, O.WIN, O.LOSE];
  assert.deepEqual(all.map(O.outcomeName), ['draw', 'win', 'lose']);
  assert.deepEqual(all.map(O.outcomeWord), ['DRAW', 'WIN', 'LOSE']);
  assert.deepEqual(all.map(O.outcomeLetter), ['D', 'W', 'L']);
  assert.deepEqual(all.map(O.nameKey), ['o.draw', 'o.win', 'o.lose']);
  assert.deepEqual(all.map(O.wordKey), ['o.DRAW', 'o.WIN', 'o.LOSE']);
  assert.deepEqual(all.map(O.letterKey), ['letter.D', 'letter.W', 'letter.L']);
  for (const lang of ['en', 'uk']) {
    const strings = JSON.parse(fs.readFileSync(path.join(root, 'web/src/i18n', lang + '.json'), 'utf8'));
    for (const o of all) for (const key of [O.nameKey(o), O.wordKey(o), O.letterKey(o)]) assert.equal(typeof strings[key], 'string', lang + ': ' + key);
  }
});

test('tables order wins, then losses, then draws', () => {
  const sorted = [O.DRAW, O.LOSE, O.WIN, O.DRAW, O.WIN].sort((a, b) => O.outcomeRank(a) - O.outcomeRank(b));
  assert.deepEqual(sorted, [O.WIN, O.WIN, O.LOSE, O.DRAW, O.DRAW]);
  assert.deepEqual([O.WIN, O.LOSE, O.DRAW].map(O.outcomeRank), [0, 1, 2]);
});

test('the other side of a position: a win for one is a loss for the other, a draw for both', () => {
  assert.equal(O.otherSide(O.WIN), O.LOSE);
  assert.equal(O.otherSide(O.LOSE), O.WIN);
  assert.equal(O.otherSide(O.DRAW), O.DRAW);
});

test('countOutcomes counts the wins, losses and draws of an array of codes', () => {
  assert.deepEqual(O.countOutcomes(Uint8Array.from([1, 2, 0, 1, 1, 0])), { win: 3, lose: 1, draw: 2 });
  assert.deepEqual(O.countOutcomes([]), { win: 0, lose: 0, draw: 0 });
  assert.deepEqual(O.countOutcomes([2, 2, 1], 2), { win: 0, lose: 2, draw: 0 }, 'the first n only');
});
