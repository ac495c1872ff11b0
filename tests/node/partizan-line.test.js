// A partizan game played on a solved partizan graph, without a browser
// (web/src/core/partizan-line.js, which the graph page's partizan card plays with):
// on random partizan graphs with cycles solved by the module, from every position
// and both starters, the solver playing both sides ends the game as the solve
// says (the predicted loser has no move after exactly the predicted depth, a draw
// never ends and comes back round), every solver move is judged optimal, a move
// that throws a win away is not, and going back shortens the line.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { GameGraph, rng, loadPageModule } = require('./helpers.js');

const L = loadPageModule('web/src/core/partizan-line.js');
const O = loadPageModule('web/src/core/outcome.js');
const G = loadPageModule('web/src/core/game-table.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// A random partizan graph text: n positions, each with up to 3 moves of each side.
function randomText(rand, n, back) {
  const lines = [];
  for (let u = 0; u < n; u++) {
    lines.push('p' + u);
    for (const side of ['L', 'R']) {
      const k = Math.floor(rand() * 4);
      for (let j = 0; j < k; j++) {
        // mostly forward (short games), sometimes back (cycles)
        const v = rand() < back ? Math.floor(rand() * n) : u + 1 + Math.floor(rand() * Math.max(1, n - u - 1));
        if (v < n && v !== u) lines.push(`p${u} ${side} p${v}`);
      }
    }
  }
  return lines.join('\n');
}

// The solve as the graph page's partizan card holds it (best: with each side's best
// moves by the theory, as pages/graph/partizan-ops.js gives them for a short game).
function solve(text, best = false) {
  const r = gg.solvePartizanText(text, { value: best });
  const out = {
    n: r.n, names: r.names, leftEdges: r.leftEdges, rightEdges: r.rightEdges,
    outcomeLeft: r.outcomeLeft, depthLeft: r.depthLeft, moveLeft: r.moveLeft,
    outcomeRight: r.outcomeRight, depthRight: r.depthRight, moveRight: r.moveRight,
    leftBest: null, rightBest: null,
  };
  if (best) {
    const T = G.gameTable(r);
    out.leftBest = G.bestMoves(r.value, T, out.leftEdges, 'left');
    out.rightBest = G.bestMoves(r.value, T, out.rightEdges, 'right');
  }
  return out;
}

// The solver playing both sides from v, first to move, until the line ends (or
// its length passes cap): each move a move of the side to move, judged optimal
// (with the best moves by the theory where the solve has them). The line and how
// it stood at the end.
function playOut(r, idx, v, first, cap = Infinity) {
  const line = L.newLine(v, first);
  let s = L.status(r, idx, line);
  while (s.state === 'on' && line.path.length <= cap) {
    const side = L.toMove(line);
    const w = L.solverMove(r, idx, side, L.here(line));
    assert.ok(idx.of(side, L.here(line)).includes(w), 'a move of the side to move');
    assert.equal(idx.best(side, L.here(line), w), true, 'a best move by the theory');
    assert.equal(L.play(r, line, w, 'solver', idx), true, 'the solver\'s move is optimal');
    s = L.status(r, idx, line);
  }
  return { line, s };
}

test('the solver playing both sides ends every game as the solve says, from every position and both starters', () => {
  const rand = rng(20261126);
  let games = 0;
  let draws = 0;
  for (let round = 0; round < 60; round++) {
    const r = solve(randomText(rand, 3 + Math.floor(rand() * 14), round % 3 === 0 ? 0 : 0.3));
    const idx = L.movesIndex(r);
    for (let v = 0; v < r.n; v++) {
      for (const first of ['left', 'right']) {
        const want = L.valueOf(r, first, v);
        const { line, s } = playOut(r, idx, v, first, 4 * r.n + 2);
        games++;
        if (want.outcome === O.DRAW) {
          draws++;
          assert.equal(s.state, 'repeat', `a draw from p${v} (${first} first) comes back round`);
        } else {
          assert.equal(s.state, 'over', `p${v} (${first} first) ends`);
          assert.equal(line.path.length - 1, want.depth, 'after exactly the depth');
          const firstWins = want.outcome === O.WIN;
          assert.equal(s.loser, firstWins ? L.other(first) : first, 'the predicted loser has no move');
        }
      }
    }
  }
  assert.ok(games > 500 && draws > 20, `${games} games, ${draws} draws`);
});

test('a move is judged as the quiz judges: keeping a win as fast, a loss as slow, a draw', () => {
  // Left at a: to b (Right then has no move: Left wins at once) or to c (Right moves
  // on to d, where Left has no move: Left loses)
  const r = solve('a L b\na L c\nc R d\nb\nd\n');
  const idx = L.movesIndex(r);
  const id = (name) => r.names.indexOf(name);
  assert.equal(L.solverMove(r, idx, 'left', id('a')), id('b'));
  assert.equal(L.judge(r, 'left', id('a'), id('b')), true);
  assert.equal(L.judge(r, 'left', id('a'), id('c')), false, 'a win thrown away');
  const line = L.newLine(id('a'), 'left');
  assert.equal(L.play(r, line, id('c'), 'player'), false);
  assert.equal(L.toMove(line), 'right');
  assert.equal(L.play(r, line, id('d'), 'solver'), true);
  assert.deepEqual(L.status(r, idx, line), { state: 'over', loser: 'left' });
  assert.deepEqual(L.points(r, line).map((p) => [r.names[p.v], p.side, p.outcome]), [
    ['a', 'left', O.WIN], ['c', 'right', O.WIN], ['d', 'left', O.LOSE],
  ]);
  L.back(line, 0);
  assert.deepEqual(line.path, [id('a')]);
  assert.equal(line.by.length, 0);
  // Right moving first at a has no move: over at once
  assert.deepEqual(L.status(r, idx, L.newLine(id('a'), 'right')), { state: 'over', loser: 'right' });
});

test('short games with their best moves by the theory: the solver keeps every outcome through options dominated by none; a faster win through a dominated option is not optimal', () => {
  const rand = rng(7);
  let games = 0;
  for (let round = 0; round < 40; round++) {
    const r = solve(randomText(rand, 3 + Math.floor(rand() * 12), 0), true);
    const idx = L.movesIndex(r);
    for (let v = 0; v < r.n; v++) {
      for (const first of ['left', 'right']) {
        const want = L.valueOf(r, first, v);
        const { s } = playOut(r, idx, v, first);
        games++;
        assert.equal(s.state, 'over');
        assert.equal(s.loser, want.outcome === O.WIN ? L.other(first) : first, 'the predicted loser has no move');
      }
    }
  }
  assert.ok(games > 300, String(games));
  // BRB (3/4): Left's move to ground (0) wins at once but is dominated by BR (1/2)
  const r = solve('BRB L ground\nBRB R B\nBRB L BR\nBR L ground\nBR R B\nB L ground\nground\n', true);
  const idx = L.movesIndex(r);
  const id = (name) => r.names.indexOf(name);
  assert.equal(L.solverMove(r, idx, 'left', id('BRB')), id('BR'));
  assert.equal(L.judge(r, 'left', id('BRB'), id('ground'), idx), false);
  assert.equal(L.judge(r, 'left', id('BRB'), id('ground')), true, 'by the fastest win alone');
  assert.equal(L.judge(r, 'left', id('BRB'), id('BR'), idx), true);
});
