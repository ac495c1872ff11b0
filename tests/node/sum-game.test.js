'use strict';
// Playing a sum of games against the solver (web/src/core/sum-game.js, the
// graph page's sum view): on random small graphs with and without cycles, the sum's
// value and outcome read from the components agree with gg.sumGames and with the
// win / lose / draw solve of the explicit product graph; the solver's move from a
// won sum goes to a lost one, from a draw to a draw; and against random opponents
// the solver never loses a won sum: the game ends, with the opponent unable to move.
//
//   node --test tests/node/sum-game.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { GameGraph, rng, loadPageModule } = require('./helpers.js');

// The page's module (an ES module) bundled for require.
const S = loadPageModule('web/src/core/sum-game.js');

function randomGraph(rand, n, cyclic) {
  const lines = [];
  for (let u = 0; u < n; u++) {
    const deg = Math.floor(rand() * 3);
    let any = false;
    for (let k = 0; k < deg; k++) {
      const v = cyclic ? Math.floor(rand() * n) : u + 1 + Math.floor(rand() * (n - u));
      if (v >= n) continue;
      lines.push('v' + u + ' v' + v);
      any = true;
    }
    if (!any) lines.push('v' + u);
  }
  return lines.join('\n') + '\n';
}

// The product graph of the components (every position, a move in one component).
function product(comps) {
  const sizes = comps.map((c) => c.n);
  const total = sizes.reduce((a, b) => a * b, 1);
  const decode = (x) => sizes.map((s) => {
    const v = x % s;
    x = Math.floor(x / s);
    return v;
  });
  const encode = (pos) => pos.reduceRight((x, v, i) => x * sizes[i] + v, 0);
  const edges = [];
  for (let x = 0; x < total; x++) {
    const pos = decode(x);
    comps.forEach((c, i) => {
      for (const w of S.movesOf(c, pos[i])) {
        const next = pos.slice();
        next[i] = w;
        edges.push(x, encode(next));
      }
    });
  }
  return { total, decode, encode, edges: Int32Array.from(edges) };
}

test('the sum\'s value, its outcome and the solver\'s moves agree with sumGames and the product graph', async () => {
  const gg = await GameGraph();
  const rand = rng(11);
  let won = 0;
  let drawn = 0;
  for (let round = 0; round < 300; round++) {
    const k = 2 + Math.floor(rand() * 2);
    const solved = [];
    for (let i = 0; i < k; i++) {
      const r = gg.grundyGraphText(randomGraph(rand, 2 + Math.floor(rand() * 4), rand() < 0.7), { format: 'named', order: true });
      solved.push(r);
    }
    const comps = solved.map((r) => S.component(r));
    const p = product(comps);
    const sol = gg.solveGraphEdges(p.total, p.edges);
    for (let x = 0; x < p.total; x++) {
      const pos = p.decode(x);
      const v = S.sumValue(comps, pos);
      const ref = gg.sumGames(solved.map((r, i) => ({ result: r, vertex: pos[i] })));
      assert.equal(v.value, ref.value);
      assert.deepEqual(v.infSet, Array.from(ref.infSet));
      assert.equal(v.outcome, sol.outcome[x], 'outcome at ' + pos);
      const mv = S.solverMove(comps, pos, null);
      assert.equal(mv === null, !S.anyMove(comps, pos));
      if (!mv) continue;
      const next = pos.slice();
      next[mv.comp] = mv.to;
      assert.ok(S.movesOf(comps[mv.comp], pos[mv.comp]).includes(mv.to), 'a legal move');
      const y = p.encode(next);
      if (v.outcome === S.WIN) {
        won++;
        assert.equal(sol.outcome[y], S.LOSE, 'a win goes to a loss, at ' + pos);
      } else if (v.outcome === S.DRAW) {
        drawn++;
        assert.equal(sol.outcome[y], S.DRAW, 'a draw keeps the draw, at ' + pos);
      }
    }
  }
  assert.ok(won > 1000 && drawn > 100, `${won} won and ${drawn} drawn positions checked`);
});

test('against random opponents the solver wins every won sum: the game ends, the opponent unable to move', async () => {
  const gg = await GameGraph();
  const rand = rng(5);
  let games = 0;
  for (let round = 0; round < 400; round++) {
    const k = 2 + Math.floor(rand() * 2);
    const comps = [];
    for (let i = 0; i < k; i++) {
      comps.push(S.component(gg.grundyGraphText(randomGraph(rand, 3 + Math.floor(rand() * 5), rand() < 0.8), { format: 'named', order: true })));
    }
    for (let trial = 0; trial < 5; trial++) {
      let pos = comps.map((c) => Math.floor(rand() * c.n));
      const start = S.sumValue(comps, pos).outcome;
      if (start === S.LOSE) continue;
      games++;
      let last = null;
      let solverTurn = true;
      let moves = 0;
      const cap = start === S.WIN ? 20000 : 500; // a draw may go on for ever
      for (; moves < cap; moves++) {
        if (!S.anyMove(comps, pos)) break;
        let mv;
        if (solverTurn) {
          mv = S.solverMove(comps, pos, last);
        } else {
          const all = [];
          comps.forEach((c, i) => S.movesOf(c, pos[i]).forEach((w) => all.push({ comp: i, to: w })));
          mv = all[Math.floor(rand() * all.length)];
        }
        last = { comp: mv.comp, from: pos[mv.comp], to: mv.to };
        pos = pos.slice();
        pos[mv.comp] = mv.to;
        solverTurn = !solverTurn;
        if (!solverTurn) assert.notEqual(S.sumValue(comps, pos).outcome, S.WIN, 'the solver never hands over a win');
      }
      if (start === S.WIN) {
        assert.ok(moves < 20000, 'a won game ends');
        assert.equal(solverTurn, false, 'the opponent is left without a move');
      }
    }
  }
  assert.ok(games > 500, games + ' games');
});
