// The graph page's partizan graphs in Node, without a browser: which texts 'auto'
// reads as partizan (web/src/core/partizan.js, the first move line, whole or in
// pieces as a file and a big text's bytes are scanned: pages/graph/partizan-ops.js),
// the worker operation 'graph.solve' on a partizan text, its bytes and a file (the
// same answers as the module's solvePartizanText, the classes the same as the values'
// on short games and as the plain fixpoint's outcomes on games with cycles), an
// impartial text still solved as before, and the table's order, filters and exports
// (pages/graph/partizan-table.js) against plain references.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng, loadPageModule: load } = require('./helpers.js');
const { fixpoint, domineeringText } = require('./partizan-games.js');

const P = load('web/src/core/partizan.js');
const ops = load('web/src/pages/graph/ops.js').default;
const table = load('web/src/pages/graph/partizan-table.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const ctx = () => ({ progress() {}, transfer: [], kept: {} });

// A random partizan graph's text (acyclic: moves to later positions only).
function randomText(rand, maxN, acyclic) {
  const n = 1 + Math.floor(rand() * maxN);
  const lines = [];
  for (let i = 0; i < n; i++) lines.push(`p${i}`);
  const m = Math.floor(rand() * n * 2.5);
  for (let k = 0; k < m; k++) {
    const u = Math.floor(rand() * n);
    const v = acyclic ? u + 1 + Math.floor(rand() * (n - u)) : Math.floor(rand() * n);
    if (v < n) lines.push(`p${u} ${rand() < 0.5 ? 'L' : 'r'} p${v}`);
  }
  return lines.join('\n') + '\n';
}

test('auto reads a text as partizan by its first line of more than one token, and only so', () => {
  const cases = [
    ['a L b\n', true],
    ['\ufeff# Domineering\n\nboard   R\trow # a comment\nboard L col\n', true],
    ['x\ny\nx l y\n', true],
    ['a L b c\n', true], // a partizan line with one token too many: the partizan parser says so
    ['a b\nc L d\n', false], // the first move is impartial: read so (and refused at line 2 by that parser)
    ['a L\n', false], // an impartial move to a vertex named L
    ['5 6\n0 1\n', false],
    ['a = win\n', false],
    ['a #L b\n', false], // a comment after a blank
    ['a#x L b\n', true], // '#' inside a name
    ['x\ny\n', false], // positions only: either form; auto keeps the impartial reading
    ['', false],
  ];
  for (const [text, want] of cases) {
    assert.equal(P.readsPartizan(text), want, JSON.stringify(text));
    // in pieces of every size, as a file's slices come
    for (const size of [1, 2, 3, 7]) {
      const scan = P.moveLineScanner();
      let v = null;
      for (let i = 0; i < text.length && v === null; i += size) v = scan.push(text.slice(i, i + size));
      if (v === null) v = scan.end();
      assert.equal(v === true, want, JSON.stringify(text) + ' in pieces of ' + size);
    }
  }
});

test('graph.solve on a partizan text, its bytes and a file: the module\'s answers, classes as the values say', async () => {
  const text = domineeringText(2, 3);
  const want = gg.solvePartizanText(text, { value: true });
  const bytes = new TextEncoder().encode(text);
  const answers = [
    await ops['graph.solve'](gg, { text, format: 'auto', trace: true }, ctx()),
    await ops['graph.solve'](gg, { bytes: bytes.slice(), format: 'auto' }, ctx()),
    await ops['graph.solve'](gg, { file: new Blob([bytes]), format: 'auto' }, ctx()),
    await ops['graph.solve'](gg, { text, format: 'partizan', noMove: 'win' }, ctx()),
  ];
  for (const r of answers) {
    assert.equal(r.format, 'partizan');
    assert.equal(r.n, want.n);
    assert.deepEqual(r.names, want.names);
    for (const k of ['outcomeLeft', 'depthLeft', 'moveLeft', 'outcomeRight', 'depthRight', 'moveRight', 'leftEdges', 'rightEdges']) {
      assert.deepEqual(Array.from(r[k]), Array.from(want[k]), k);
    }
    assert.equal(r.short, true);
    assert.equal(r.valueError, null);
    for (let i = 0; i < r.n; i++) {
      assert.equal(r.values[i], want.valueText(i));
      assert.equal(r.classes[i], want.valueClass(i));
    }
    assert.deepEqual(r.counts, { L: r.classes.filter((c) => c === 'L').length, R: r.classes.filter((c) => c === 'R').length,
      N: r.classes.filter((c) => c === 'N').length, P: r.classes.filter((c) => c === 'P').length, draw: 0 });
  }
  assert.equal(answers[0].values[0], '3/4\u00b15/4');
  assert.equal(answers[0].classes[0], 'N');
  // an impartial text goes the impartial way, as before
  const imp = await ops['graph.solve'](gg, { text: 'a b\nb c\nc\n', format: 'auto', trace: true }, ctx());
  assert.equal(imp.format, 'named');
  assert.deepEqual(Array.from(imp.outcome), [2, 1, 2]);
  // a parse error keeps its line and column
  await assert.rejects(ops['graph.solve'](gg, { text: 'a L b\nb c\n', format: 'auto' }, ctx()), (e) => e.line === 2 && e.column === 3);
});

test('classes on random graphs: as the values on short ones, as the plain fixpoint with cycles', async () => {
  const rand = rng(23);
  const winner = (o, first) => (o === 0 ? 'D' : (o === 1) === (first === 'L') ? 'L' : 'R');
  for (let round = 0; round < 120; round++) {
    const acyclic = round % 2 === 0;
    const text = randomText(rand, 14, acyclic);
    const r = await ops['graph.solve'](gg, { text, format: 'partizan' }, ctx());
    const moves = [Array.from({ length: r.n }, () => []), Array.from({ length: r.n }, () => [])];
    r.leftEdges.forEach((x, j) => j % 2 === 0 && moves[0][x].push(r.leftEdges[j + 1]));
    r.rightEdges.forEach((x, j) => j % 2 === 0 && moves[1][x].push(r.rightEdges[j + 1]));
    const ref = fixpoint(r.n, moves);
    for (let p = 0; p < r.n; p++) {
      const a = winner(ref.result[0][p], 'L');
      const b = winner(ref.result[1][p], 'R');
      const want = a === b ? a : a === 'L' && b === 'R' ? 'N' : a === 'R' && b === 'L' ? 'P' : a + b;
      assert.equal(r.classes[p], want, text);
    }
    if (r.short) {
      const m = gg.solvePartizanText(text, { value: true });
      for (let p = 0; p < r.n; p++) assert.equal(r.classes[p], m.valueClass(p));
    } else {
      assert.equal(r.values, null);
      assert.equal(r.valueError.code, 'not-short');
    }
  }
});

test('the table: sorted by every column, filtered by class and name; the exports', async () => {
  const rand = rng(5);
  const name = (r, v) => r.names[v];
  for (let round = 0; round < 30; round++) {
    const r = await ops['graph.solve'](gg, { text: randomText(rand, 20, round % 3 !== 0), format: 'partizan' }, ctx());
    for (const col of table.COLUMNS) {
      for (const dir of [1, -1]) {
        const order = table.tableOrder(r, { col, dir });
        assert.deepEqual(order.slice().sort((a, b) => a - b), Array.from({ length: r.n }, (_, i) => i));
        // each neighbour pair in order by the column's key
        for (let i = 1; i < order.length; i++) {
          const [a, b] = dir > 0 ? [order[i - 1], order[i]] : [order[i], order[i - 1]];
          const key = {
            name: (v) => name(r, v),
            leftDepth: (v) => (r.depthLeft[v] < 0 ? Infinity : r.depthLeft[v]),
            rightDepth: (v) => (r.depthRight[v] < 0 ? Infinity : r.depthRight[v]),
            class: (v) => P.CLASSES.indexOf(r.classes[v]),
          }[col];
          if (key && typeof key(a) === 'number') assert.ok(key(a) <= key(b), col);
        }
      }
    }
    for (const cls of ['L', 'R', 'N', 'P', 'draw']) {
      const want = Array.from({ length: r.n }, (_, i) => i).filter((v) => (cls === 'draw' ? r.classes[v].includes('D') : r.classes[v] === cls));
      assert.deepEqual(table.tableOrder(r, { cls }), want);
    }
    assert.deepEqual(table.tableOrder(r, { q: 'P1' }), Array.from({ length: r.n }, (_, i) => i).filter((v) => r.names[v].includes('p1')));
  }
  // values sorted as numbers, then the others
  const r = await ops['graph.solve'](gg, { text: domineeringText(2, 3), format: 'auto' }, ctx());
  const byValue = table.tableOrder(r, { col: 'value' }).map((v) => r.values[v]);
  const numbers = byValue.filter((x) => /^-?\d+(\/\d+)?$/.test(x));
  assert.deepEqual(byValue.slice(0, numbers.length), numbers);
  assert.deepEqual(numbers.map((x) => eval(x)), numbers.map((x) => eval(x)).sort((a, b) => a - b));
  // CSV and JSON: every position with both starters
  const csv = table.partizanCsv(r).trim().split('\n');
  assert.equal(csv.length, r.n + 1);
  const [left, right] = [r.names[r.moveLeft[0]], r.names[r.moveRight[0]]];
  assert.equal(csv[1], `.../...,WIN,1,${left},WIN,3,${right},N,3/4\u00b15/4`);
  const json = JSON.parse(table.partizanJson(r));
  assert.equal(json.positions.length, r.n);
  assert.deepEqual(json.positions[0].rightFirst, { outcome: 'WIN', depth: 3, move: right });
  assert.equal(json.leftMoves.length, r.mLeft);
  assert.equal(json.rightMoves.length, r.mRight);
});

test('graph.solve: each side\'s best moves by the theory with a short game (a dominated option not best), none for a cycle, and games nested too deep to compare solved all the same', async () => {
  const brb = await ops['graph.solve'](gg, { text: 'BRB L ground\nBRB R B\nBRB L BR\nBR L ground\nBR R B\nB L ground\nground\n', format: 'auto' }, ctx());
  const name = (v) => brb.names[v];
  const best = [];
  for (let k = 0; k < brb.mLeft; k++) best.push(`${name(brb.leftEdges[2 * k])}>${name(brb.leftEdges[2 * k + 1])}:${brb.leftBest[k]}`);
  assert.deepEqual(best.sort(), ['B>ground:1', 'BR>ground:1', 'BRB>BR:1', 'BRB>ground:0'], 'ground (0) is dominated by BR (1/2) from BRB');
  assert.deepEqual(Array.from(brb.rightBest), [1, 1]);
  const loop = await ops['graph.solve'](gg, { text: 'a L b\nb R a\nb\n', format: 'partizan' }, ctx());
  assert.equal(loop.leftBest, null);
  // a chain of 20,000 positions, Left moving one or two steps: forms nested 20,000 deep
  const lines = [];
  for (let i = 0; i < 20000; i++) lines.push(`p${i} L p${i + 1}`, `p${i} L p${i + 2}`);
  lines.push('p20000 R p20001', 'p20001');
  const deep = await ops['graph.solve'](gg, { text: lines.join('\n'), format: 'auto' }, ctx());
  assert.equal(deep.values[0], '20000');
  assert.equal(deep.leftBest, null, 'too deep to compare: the fastest win alone');
});
