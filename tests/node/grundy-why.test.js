'use strict';
// The explanations in the theory's terms (web/src/core/grundy-why.js): the mex of
// the options' values, Smith's rule with the option that has no move back, the
// Sprague-Grundy theorem for sums (XOR, with the binary digits) and Smith's rules
// for sums with parts worth ∞; values parsed as the pages and the module write them.
//
//   node --test tests/node/grundy-why.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers');

const W = loadPageModule('web/src/core/grundy-why.js');

test('values parse as the pages and the module write them; mex', () => {
  assert.deepEqual(W.parseValue('3'), { g: 3, k: null });
  assert.deepEqual(W.parseValue('∞(0,2)'), { g: -1, k: [0, 2] });
  assert.deepEqual(W.parseValue('inf(0,2)'), { g: -1, k: [0, 2] });
  assert.deepEqual(W.parseValue('∞(∅)'), { g: -1, k: [] });
  assert.deepEqual(W.parseValue('inf()'), { g: -1, k: [] });
  assert.equal(W.parseValue('x'), null);
  assert.equal(W.parseValue('∞(a)'), null);
  assert.equal(W.mex([]), 0);
  assert.equal(W.mex([0, 1, 3, 1]), 2);
  assert.equal(W.mex([1, 2]), 0);
  assert.equal(W.valueWords({ g: -1, k: [] }), '∞(∅)');
});

test('a position\'s value: the mex, Smith\'s rule, the outcome', () => {
  const v = (s) => W.parseValue(s);
  assert.equal(W.whyValue({ name: 'z', value: v('0'), options: [] }), 'z has no option: its value is G(z) = mex {} = 0. A value of 0: the player to move loses (every move leads to a position worth more, from which the opponent can come back to 0).');
  assert.equal(
    W.whyValue({ name: 'p', value: v('2'), options: [{ name: 'a', value: v('0') }, { name: 'b', value: v('1') }, { name: 'c', value: v('3') }, { name: 'd', value: v('1') }], best: 'a' }),
    'The options of p are worth {0, 1, 3}: G(p) = mex {0, 1, 3} = 2, the least value not among them (the minimum excludant). A value other than 0: the player to move wins by moving to a, worth 0.'
  );
  assert.match(W.whyValue({ name: 'p', value: v('1'), options: [{ name: 'a', value: v('0') }, { name: 'l', value: v('∞(1)'), back: true }], best: 'a' }),
    /finite values of the options of p are \{0\}, and mex \{0\} = 1; by Smith's rule each option worth ∞ \(l\) has a move back to a position worth 1/);
  assert.match(W.whyValue({ name: 'g', value: v('∞(1)'), options: [{ name: 'd', value: v('∞(∅)'), back: false }, { name: 'b', value: v('1') }] }),
    /K = \{1\}, and mex K = 0; but Smith's rule gives 0 only if .*, and d has none: G\(g\) = ∞\(K\) = ∞\(1\)\. 0 is not in K: .* a draw \(Smith\)\.$/);
  assert.match(W.whyValue({ name: 'q', value: v('∞(0,1)'), options: [{ name: 'z', value: v('0') }, { name: 'o', value: v('1') }, { name: 'l', value: v('∞(2)') }], best: 'z' }),
    /and one of them has none: G\(q\) = ∞\(K\) = ∞\(0,1\)\. 0 is in K: the player to move wins by moving to z, worth 0 \(Smith\)\.$/);
});

test('a sum\'s value: the XOR, in binary too; Smith\'s rules with parts worth ∞', () => {
  const v = (s) => W.parseValue(s);
  assert.equal(W.whySum([v('1'), v('2'), v('3')]), "By the Sprague-Grundy theorem a sum is worth the XOR of its parts' values: 1 ⊕ 2 ⊕ 3 = 0 (01 ⊕ 10 ⊕ 11 = 00). 0: the player to move loses.");
  assert.match(W.whySum([v('5'), v('3')]), /5 ⊕ 3 = 6 \(101 ⊕ 011 = 110\)\. Not 0: the player to move wins/);
  assert.match(W.whySum([v('∞(0,2)'), v('2'), v('1')]), /One part is worth ∞\(0,2\): .* ∞\(K ⊕ 3\) = ∞\(1,3\) .* 0 is not among them: a draw\.$/);
  assert.match(W.whySum([v('∞(0,2)'), v('2')]), /∞\(K ⊕ 2\) = ∞\(0,2\) .* 0 is among them: the player to move wins\.$/);
  assert.match(W.whySum([v('∞(0)'), v('∞(∅)')]), /^2 parts are worth ∞: by Smith's rule the sum is worth ∞\(∅\), a draw/);
});
