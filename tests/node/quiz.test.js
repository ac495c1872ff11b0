// What a quiz judges, without a browser: core/quiz.js (an optimal move, the
// score), as the board page applies it to its positions (pages/pursuit/quiz.js: a
// position's value for the side to move, a person's move judged with the best
// move there was, the score of the line up to the move shown).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const Q = loadPageModule('web/src/core/quiz.js');
const B = loadPageModule('web/src/pages/pursuit/quiz.js');

test('an optimal move keeps the best result, as fast (a win) or as slowly (a loss) as the solver would', () => {
  const win3 = { outcome: 1, depth: 3 };
  assert.equal(Q.isOptimal(win3, { outcome: 2, depth: 2 }), true);
  assert.equal(Q.isOptimal(win3, { outcome: 2, depth: 0 }), false, 'not the length the solver would take');
  assert.equal(Q.isOptimal(win3, { outcome: 1, depth: 4 }), false, 'a win thrown away');
  assert.equal(Q.isOptimal(win3, { outcome: 0, depth: -1 }), false);
  const lose4 = { outcome: 2, depth: 4 };
  assert.equal(Q.isOptimal(lose4, { outcome: 1, depth: 3 }), true, 'the slowest loss');
  assert.equal(Q.isOptimal(lose4, { outcome: 1, depth: 1 }), false, 'a faster loss');
  const draw = { outcome: 0, depth: -1 };
  assert.equal(Q.isOptimal(draw, { outcome: 0, depth: -1 }), true);
  assert.equal(Q.isOptimal(draw, { outcome: 1, depth: 2 }), false, 'a draw thrown away');
  assert.equal(Q.isOptimal(draw, { outcome: 2, depth: 2 }), false, 'cannot happen from a draw: never optimal');
  // a win that only endless play gives (no length known): kept by a move to such a loss
  assert.equal(Q.isOptimal({ outcome: 1, depth: -1 }, { outcome: 2, depth: -1 }), true);
  assert.equal(Q.isOptimal({ outcome: 1, depth: -1 }, { outcome: 0, depth: -1 }), false);
});

test('the score counts the reader\'s moves, never the solver\'s', () => {
  assert.deepEqual(Q.score([]), { optimal: 0, total: 0 });
  assert.deepEqual(Q.score([{ by: 'you', optimal: true }, { by: 'solver', optimal: true }, { by: null, optimal: false }, { by: 'you', optimal: true }]), { optimal: 2, total: 3 });
});

// A pursuit position: winner 0 draw, 1 pursuer, 2 evader; side 0 pursuer to move, 1 evader.
const pos = (winner, depth, side, extra = {}) => ({ winner, depth, side, state: Math.random(), ...extra });

test('board: a position\'s value for the side to move there', () => {
  assert.deepEqual(B.valueOf(pos(1, 9, 0)), { outcome: 1, depth: 9 });
  assert.deepEqual(B.valueOf(pos(1, 8, 1)), { outcome: 2, depth: 8 });
  assert.deepEqual(B.valueOf(pos(2, 5, 0)), { outcome: 2, depth: 5 });
  assert.deepEqual(B.valueOf(pos(0, -1, 1)), { outcome: 0, depth: -1 });
  assert.deepEqual(B.valueOf(pos(2, -1, 1)), { outcome: 1, depth: -1 }, 'a win by endless play');
});

test('board: a person\'s move judged, with the best move there was', () => {
  // the thief (side 1) loses in 8: the slowest loss goes to the police winning in 7
  const cur = pos(1, 8, 1);
  const slow = pos(1, 7, 0);
  const fast = pos(1, 1, 0);
  const mid = pos(1, 3, 0);
  assert.deepEqual(B.judgeMove(cur, slow, [fast, slow, mid]), { optimal: true, best: null });
  assert.deepEqual(B.judgeMove(cur, fast, [fast, mid, slow]), { optimal: false, best: slow });
  // the police (side 0) win in 5: the fastest win; a draw thrown away is not optimal
  const win = pos(1, 5, 0);
  const quick = pos(1, 4, 1);
  const drawn = pos(0, -1, 1);
  assert.deepEqual(B.judgeMove(win, drawn, [drawn, quick]), { optimal: false, best: quick });
  assert.deepEqual(B.judgeMove(win, quick, [drawn, quick]), { optimal: true, best: null });
  // the moves there unknown: not optimal, no best named
  assert.deepEqual(B.judgeMove(win, drawn, null), { optimal: false, best: null });
});

test('board: the score of the line up to the move shown', () => {
  const picks = { 2: { optimal: true }, 4: { optimal: false }, 6: { optimal: true } };
  assert.deepEqual(B.scoreOf({ idx: 5, picks }), { optimal: 1, total: 2 }, 'move 6 is ahead of the one shown');
  assert.deepEqual(B.scoreOf({ idx: 6, picks }), { optimal: 2, total: 3 });
  assert.deepEqual(B.scoreOf({ idx: 1, picks }), { optimal: 0, total: 0 });
});
