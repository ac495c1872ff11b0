// The game played on the rules page, without a browser
// (web/src/pages/rules/game-line.js): keys without their JSON quotes, optimal moves
// and the flag of a thrown win or draw, the record of a move, the quiz's score,
// the value history's points, the end of a game, and which moves a click on a
// cell of the drawing stands for (Connect Four's columns).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const G = loadPageModule('web/src/pages/rules/game-line.js');

// A move to `to`, worth outcome/depth for the player to move there, changing cells.
const mv = (to, outcome, depth, cells = [], name = '') => ({ to, name, key: JSON.stringify('k' + to), outcome, depth, label: '', cells });

test('a key without its JSON quotes; a move named by moveName, else by its key', () => {
  assert.equal(G.keyText('"b"'), 'b');
  assert.equal(G.keyText('"a \\"q\\""'), 'a "q"');
  assert.equal(G.keyText('[1,2]'), '[1,2]');
  assert.equal(G.keyText('7'), '7');
  assert.equal(G.keyText('"broken'), '"broken');
  assert.equal(G.keyText('"x" + "y"'), '"x" + "y"');
  assert.equal(G.moveLabel({ name: 'take 1', key: '"z"' }), 'take 1');
  assert.equal(G.moveLabel({ name: '', key: '"z"' }), 'z');
});

test('optimal moves and the flags: a win thrown away, a draw thrown away', () => {
  // a won position (win in 3): the optimal moves go to losses in 2
  const won = { id: 0, outcome: 1, depth: 3, move: 1, moves: [mv(1, 2, 2), mv(2, 2, 0), mv(3, 0, -1), mv(4, 1, 5)] };
  assert.equal(G.isOptimal(won, won.moves[0]), true);
  assert.equal(G.isOptimal(won, won.moves[1]), false, 'a win, but not the solver\'s (depth differs)');
  assert.equal(G.flagOf(won, won.moves[1]), null, 'still a win');
  assert.equal(G.flagOf(won, won.moves[2]), 'win', 'to a draw');
  assert.equal(G.flagOf(won, won.moves[3]), 'win', 'to a loss');
  // a drawn position: a move to a win for the opponent throws the draw away
  const drawn = { id: 0, outcome: 0, depth: -1, move: 1, moves: [mv(1, 0, -1), mv(2, 1, 4)] };
  assert.equal(G.isOptimal(drawn, drawn.moves[0]), true);
  assert.equal(G.flagOf(drawn, drawn.moves[0]), null);
  assert.equal(G.flagOf(drawn, drawn.moves[1]), 'draw');
  // a lost position (loss in 4): the slowest loss is optimal, no flag
  const lost = { id: 0, outcome: 2, depth: 4, move: 2, moves: [mv(1, 1, 1), mv(2, 1, 3)] };
  assert.equal(G.isOptimal(lost, lost.moves[1]), true);
  assert.equal(G.isOptimal(lost, lost.moves[0]), false);
  assert.equal(G.flagOf(lost, lost.moves[0]), null);
  // the record of a move, with the best move where it was not optimal
  const s = G.stepOf(won, won.moves[2], 'you');
  assert.deepEqual(s, { from: 0, to: 3, name: 'k3', key: '"k3"', outcome: 0, depth: -1, label: '', by: 'you', optimal: false, flag: 'win', best: { name: 'k1', outcome: 2, depth: 2 } });
  assert.equal(G.stepOf(won, won.moves[0], null).best, null);
  // the solver's move, also past the moves listed
  assert.equal(G.solverStep(won).to, 1);
  assert.equal(G.solverStep(won).by, 'solver');
  const unlisted = G.solverStep({ id: 0, outcome: 1, depth: 3, move: 99, moves: [mv(1, 2, 2)] });
  assert.deepEqual([unlisted.to, unlisted.outcome, unlisted.depth, unlisted.optimal], [99, 2, 2, true]);
  assert.equal(G.solverStep({ id: 0, outcome: 2, depth: 0, move: -1, moves: [] }), null);
});

test('who played, the quiz\'s score, the value history\'s points', () => {
  const steps = [{ by: null, optimal: true }, { by: null, optimal: false }, { by: 'you', optimal: true }, { by: 'solver', optimal: true }];
  assert.deepEqual(steps.map((_, i) => G.roleOf(steps, i)), ['first', 'second', 'you', 'solver']);
  assert.deepEqual(G.score(steps), { optimal: 2, total: 3 });
  assert.deepEqual(G.score([]), { optimal: 0, total: 0 });
  const pts = G.valuePoints({ outcome: 1, depth: 3, key: '"s"' }, [{ name: 'a', outcome: 1, depth: 1 }, { name: 'b', outcome: 0, depth: -1 }, { name: 'c', outcome: 2, depth: 0 }]);
  assert.deepEqual(pts, [
    { value: 'win', remoteness: 3, label: 's' },
    { value: 'win', remoteness: 1, label: '1. a' },
    { value: 'draw', remoteness: null, label: '2. b' },
    { value: 'lose', remoteness: 0, label: '3. c' },
  ]);
});

test('the end of a game: no move left (either convention), or outcome(p)', () => {
  const over = { moves: [], more: 0, fixed: 0 };
  assert.equal(G.endOf({ moves: [mv(1, 0, -1)], more: 0, fixed: 0 }, 'first', 'second', 'lose'), null);
  assert.equal(G.endOf({ moves: [], more: 3, fixed: 0 }, 'first', 'second', 'lose'), null, 'moves past the list');
  assert.deepEqual(G.endOf(over, 'you', 'solver', 'lose'), { result: 'win', winner: 'solver', loser: 'you', reason: 'noMove', fixed: null });
  assert.deepEqual(G.endOf(over, 'you', 'solver', 'win'), { result: 'win', winner: 'you', loser: 'solver', reason: 'noMove', fixed: null });
  assert.deepEqual(G.endOf({ ...over, fixed: 2 }, 'first', 'second', 'lose'), { result: 'win', winner: 'second', loser: 'first', reason: 'outcome', fixed: 'lose' });
  assert.deepEqual(G.endOf({ ...over, fixed: 1 }, 'first', 'second', 'lose'), { result: 'win', winner: 'first', loser: 'second', reason: 'outcome', fixed: 'win' });
  assert.deepEqual(G.endOf({ ...over, fixed: 3 }, 'first', 'second', 'lose'), { result: 'draw', winner: null, loser: null, reason: 'outcome', fixed: 'draw' });
});

test('a click on a cell: the moves that change it; else the one move of its column; else none', () => {
  // Connect Four 4 x 4, an empty board: each move changes the bottom cell of its column
  const c4 = [0, 1, 2, 3].map((c) => mv(c + 1, 0, -1, [12 + c]));
  assert.deepEqual(G.movesAtCell(c4, 13, 4), { how: 'cell', moves: [c4[1]] });
  assert.deepEqual(G.movesAtCell(c4, 1, 4), { how: 'column', moves: [c4[1]] }, 'the top of column 2');
  // tic-tac-toe: the centre taken, its column has two free cells: a click on it plays nothing
  const ttt = [0, 1, 2, 3, 5, 6, 7, 8].map((i) => mv(i + 1, 0, -1, [i]));
  assert.deepEqual(G.movesAtCell(ttt, 4, 3), { how: 'none', moves: [] });
  // Nim: the third token of a heap of 3 is taken by three moves
  const nim = [mv(1, 2, 9, [0, 1, 2]), mv(2, 1, 9, [1, 2]), mv(3, 1, 9, [2])];
  assert.equal(G.movesAtCell(nim, 2, 5).moves.length, 3);
  assert.deepEqual(G.movesAtCell(nim, 0, 5).moves, [nim[0]]);
  // a drawing that is not a grid: no cells, nothing to click
  assert.deepEqual(G.movesAtCell([mv(1, 0, -1)], 0, 3), { how: 'none', moves: [] });
  // the paint of each cell: the move worth most to the player who plays it
  const paint = G.cellMoves(nim);
  assert.equal(paint.get(2).moves.length, 3);
  assert.equal(paint.get(2).best, nim[0], 'the win');
  assert.equal(paint.get(0).best, nim[0]);
  const worth = G.moveWorth(nim[0]);
  assert.deepEqual(worth, { value: 'win', moves: 10 });
  assert.deepEqual(G.moveWorth(mv(1, 0, -1)), { value: 'draw', moves: -1 });
  assert.ok(G.rank(mv(1, 2, 0)) > G.rank(mv(1, 2, 4)) && G.rank(mv(1, 2, 4)) > G.rank(mv(1, 0, -1)) && G.rank(mv(1, 1, 9)) > G.rank(mv(1, 1, 1)));
});
