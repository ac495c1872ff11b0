'use strict';
// The graph page reading partizan graphs (pages/graph/partizan.js, partizan-ops.js):
// a text typed as a reader would, read as partizan under 'auto' by its first move
// line 'u L v' (and by the format switch), every position's outcomes, depths,
// moves, classes and values the same as solvePartizanText's in Node, Domineering's
// 2 x 2 board ±1 in class N, Hackenbush strings by Berlekamp's rule, the drawing's
// sides told apart by colour, line style and label, the table sorted and filtered,
// the exports, a game with a cycle saying why it has no values, a parse error with
// its line and column, all in Ukrainian too, and an impartial graph as before.
//
//   node scripts/test-browser.js tests/browser/graph_partizan.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const { GameGraph } = require('../node/helpers.js');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

const DOMINEERING = [
  '# Domineering 2 x 2: Left vertical, Right horizontal',
  'board L col',
  'board L col',
  'board R row',
  'board R row',
  'col L empty',
  'row R empty',
  'empty',
].join('\n');
// Blue-Red Hackenbush strings, ground up: BR = 1/2, BRR = 1/4, RB = -1/2, BRB = 3/4.
const HACKENBUSH = [
  'BRB L ground', 'BRB R B', 'BRB L BR',
  'BR L ground', 'BR R B',
  'BRR L ground', 'BRR R B', 'BRR R BR',
  'RB R ground', 'RB L R',
  'B L ground', 'R R ground', 'ground',
].join('\n');
const LOOP = 'a L b\nb R a\nb L c\nc R d\nd\n';

let gg;
async function module() {
  if (!gg) gg = await GameGraph();
  return gg;
}

// The card shown, drawn (or said not to be).
async function partizanShown(page) {
  await page.waitForFunction(() => {
    const card = document.getElementById('partizan');
    return !card.hidden && (card.dataset.drawing === 'drawn' || card.dataset.drawing === 'none') &&
      document.querySelectorAll('#pz-table tbody tr').length > 0;
  });
}
async function typeGraph(page, text) {
  await page.getByRole('textbox', { name: /Graph text|Текст графа/ }).fill(text);
  await H.solveNow(page);
  await partizanShown(page);
}
const rows = (page) => page.$$eval('#pz-table tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent.trim())));
const WORD = ['DRAW', 'WIN', 'LOSE'];

// The rows the module gives for the same text, as the page's table writes them (English).
async function expectedRows(text) {
  const r = (await module()).solvePartizanText(text, { value: true });
  const out = [];
  const move = (to) => (to < 0 ? '—' : r.names[to]);
  for (let i = 0; i < r.n; i++) {
    out.push([
      r.names[i], r.valueError ? '—' : r.valueText(i), null,
      WORD[r.outcomeLeft[i]], r.depthLeft[i] < 0 ? '—' : String(r.depthLeft[i]), move(r.moveLeft[i]),
      WORD[r.outcomeRight[i]], r.depthRight[i] < 0 ? '—' : String(r.depthRight[i]), move(r.moveRight[i]),
    ]);
  }
  return { r, rows: out };
}
function sameAsModule(shown, expected) {
  assert.equal(shown.length, expected.rows.length);
  shown.forEach((row, i) => {
    const want = expected.rows[i].slice();
    want[2] = row[2]; // the class: checked on its own
    assert.deepEqual(row, want, 'row ' + i);
    if (!expected.r.valueError) assert.equal(row[2], expected.r.valueClass(i), 'the class of a short game is its value\'s');
  });
}

test('Domineering 2 x 2 typed: read as partizan, ±1 in class N, as solvePartizanText says', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await typeGraph(page, DOMINEERING);
    assert.equal(await page.isVisible('#graph-card'), false, 'the impartial drawing gives way');
    assert.equal(await page.isVisible('#explain-card'), false);
    await page.getByText('Read as: a partizan graph').waitFor();
    const shown = await rows(page);
    sameAsModule(shown, await expectedRows(DOMINEERING));
    assert.deepEqual(shown[0].slice(0, 3), ['board', '±1', 'N']);
    // the verdict for the start: both starters win in one move
    const verdict = page.locator('#pz-verdict');
    await verdict.getByText('the player who moves first wins').waitFor();
    assert.match(await verdict.textContent(), /Canonical value: ±1/);
    assert.match(await verdict.locator('li[data-side="left"]').textContent(), /Left moving first: WIN wins in 1 move, by moving to col/);
    assert.match(await verdict.locator('li[data-side="right"]').textContent(), /Right moving first: WIN wins in 1 move, by moving to row/);
    // the drawing: Left's moves solid and labelled L, Right's dashed and labelled R, in the side tokens' colours
    const edges = await page.evaluate(() => window.gameGraphApp.partizan.view.cy.edges().map((e) => ({
      from: e.source().data('name'), to: e.target().data('name'), label: e.style('label'), line: e.style('line-style'),
      color: e.style('line-color'), best: e.hasClass('best'),
    })));
    const tokens = await page.evaluate(() => {
      const cs = getComputedStyle(document.getElementById('pz-cy'));
      return { left: cs.getPropertyValue('--left').trim(), right: cs.getPropertyValue('--right').trim() };
    });
    const rgb = (hex) => 'rgb(' + [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',') + ')';
    for (const e of edges) {
      const left = e.to === 'col' || e.to === 'empty' && e.from === 'col';
      assert.equal(e.label, left ? 'L' : 'R');
      assert.equal(e.line, left ? 'solid' : 'dashed');
      assert.equal(e.color.replace(/ /g, ''), rgb(left ? tokens.left : tokens.right));
    }
    assert.equal(edges.length, 6, 'parallel moves drawn');
    assert.equal(edges.filter((e) => e.best).length, 4, 'each side\'s optimal move once per position (parallel copies thin)');
    // a position chosen in the table: its verdict
    await page.locator('#pz-table tbody tr').filter({ has: page.getByRole('rowheader', { name: 'col', exact: true }) }).click();
    await verdict.getByText('Left wins, whoever moves first').waitFor();
    assert.match(await verdict.locator('li[data-side="right"]').textContent(), /has no move, and loses/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('Hackenbush strings: Berlekamp\'s values, the table sorted and filtered, the exports', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await typeGraph(page, HACKENBUSH);
    sameAsModule(await rows(page), await expectedRows(HACKENBUSH));
    const value = async (name) => (await rows(page)).find((r) => r[0] === name)[1];
    assert.equal(await value('BRB'), '3/4');
    assert.equal(await value('BR'), '1/2');
    assert.equal(await value('BRR'), '1/4');
    assert.equal(await value('RB'), '-1/2');
    // sorted by value: the numbers in order (the title's name then carries its arrow)
    await page.getByRole('button', { name: /^Value/ }).click();
    assert.deepEqual((await rows(page)).map((r) => r[1]), ['-1', '-1/2', '0', '1/4', '1/2', '3/4', '1']);
    assert.equal(await page.locator('#pz-table th[aria-sort="ascending"]').textContent(), 'Value');
    await page.getByRole('button', { name: /^Value/ }).click();
    assert.deepEqual((await rows(page)).map((r) => r[1]), ['1', '3/4', '1/2', '1/4', '0', '-1/2', '-1']);
    // filtered by class, then by name
    await page.getByLabel('Class', { exact: true }).selectOption('R');
    assert.deepEqual((await rows(page)).map((r) => r[0]).sort(), ['R', 'RB']);
    await page.getByLabel('Class', { exact: true }).selectOption('');
    await page.getByRole('searchbox', { name: 'Find a position by name' }).fill('BRR');
    await page.waitForFunction(() => document.querySelectorAll('#pz-table tbody tr').length === 1);
    assert.match(await page.locator('#pz-foot').textContent(), /Showing 1 of 7 positions/);
    // the exports: every position with both starters and the values
    const csv = await page.evaluate(() => window.gameGraphApp.csv());
    const lines = csv.trim().split('\n');
    assert.equal(lines[0], 'position,left_first,left_depth,left_move,right_first,right_depth,right_move,class,value');
    assert.ok(lines.includes('BRB,WIN,1,ground,LOSE,2,B,L,3/4'), csv);
    const json = JSON.parse(await page.evaluate(() => window.gameGraphApp.json()));
    assert.equal(json.format, 'partizan');
    assert.deepEqual(json.positions.find((p) => p.name === 'RB'), {
      name: 'RB', class: 'R', value: '-1/2',
      leftFirst: { outcome: 'LOSE', depth: 2, move: 'R' }, rightFirst: { outcome: 'WIN', depth: 1, move: 'ground' },
    });
    assert.equal(json.leftMoves.length + json.rightMoves.length, 12);
    await page.locator('#pz-export-menu summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Results (CSV)' }).click()]);
    assert.equal((await H.downloadBytes(download)).toString('utf8'), csv);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('a game with a cycle: its outcomes, draws included, and why no value is given, in both languages', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await typeGraph(page, LOOP);
    sameAsModule(await rows(page), await expectedRows(LOOP));
    const note = page.getByRole('note');
    await note.filter({ hasText: 'This game has a cycle ("a" is on one)' }).waitFor();
    assert.match(await note.filter({ hasText: 'cycle' }).textContent(), /short games only, finite and without cycles/);
    assert.deepEqual((await rows(page)).map((r) => r[2]), ['DL', 'RD', 'R', 'P']);
    const verdict = page.locator('#pz-verdict');
    assert.match(await verdict.textContent(), /with Left moving first a draw; with Right moving first Left wins/);
    assert.match(await verdict.locator('li[data-side="left"]').textContent(), /DRAW cannot force a win, nor be forced to lose: the move to b keeps the draw/);
    assert.equal(await verdict.locator('.pz-value').count(), 0, 'no value');
    // Ukrainian
    await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
    await note.filter({ hasText: 'Ця гра має цикл (позиція "a" лежить на ньому)' }).waitFor();
    assert.match(await verdict.textContent(), /коли першим ходить Лівий — нічия; коли першим ходить Правий — виграє Лівий/);
    assert.match(await verdict.locator('li[data-side="left"]').textContent(), /Першим ходить Лівий: НІЧИЯ не може ні виграти, ні бути змушеним програти: хід у b зберігає нічию/);
    assert.equal(await page.locator('#pz-table thead th').first().textContent(), 'Позиція');
    await page.getByText('Прочитано як: партизанський граф').waitFor();
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the format switch, a parse error with its line and column, and an impartial graph as before', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    // positions only: auto reads an impartial graph; the switch reads it as partizan
    await page.getByRole('textbox', { name: 'Graph text' }).fill('x\ny\n');
    await H.solveNow(page);
    assert.equal(await page.isVisible('#partizan'), false);
    await page.getByText('Read as: a named graph').waitFor();
    await page.getByRole('radio', { name: 'partizan (L/R)' }).check({ force: true });
    await partizanShown(page);
    assert.deepEqual((await rows(page)).map((r) => r.slice(0, 3)), [['x', '0', 'P'], ['y', '0', 'P']]);
    await page.waitForFunction(() => /(^#|&)fmt=partizan(&|$)/.test(location.hash));
    await page.getByRole('radio', { name: 'auto' }).check({ force: true });
    // a bad line: the module's message with its line and column, in the editor too
    await page.getByRole('textbox', { name: 'Graph text' }).fill('a L b\nb c\n');
    await H.solveNow(page);
    const alert = page.locator('#parse-error');
    await alert.getByText("line 2, column 3: expected L or R (whose move it is) between the two positions, found 'c'").waitFor();
    assert.equal(await page.evaluate(() => window.gameGraphApp.error.line), 2);
    // an impartial graph afterwards: the page as before
    await H.enterGraph(page, 'a b\nb c\nc\n');
    await page.waitForFunction(() => document.getElementById('graph-card').dataset.drawing === 'drawn');
    assert.equal(await page.isVisible('#partizan'), false);
    assert.equal(await page.isVisible('#graph-card'), true);
    assert.equal(await page.isVisible('#explain-card'), true);
    const app = await page.evaluate(() => ({ outcome: Array.from(window.gameGraphApp.result.outcome), format: window.gameGraphApp.result.format }));
    assert.deepEqual(app, { outcome: [2, 1, 2], format: 'named' });
    assert.equal(await page.locator('#count-n').textContent(), '3');
    assert.equal(await page.locator('#status').getByText('a player who cannot move').count(), 1);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the gallery: the partizan examples, titled in both languages', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    const pick = page.getByRole('combobox', { name: 'Load an example' });
    await pick.selectOption({ label: 'Domineering on a 2 × 3 board (partizan)' });
    await partizanShown(page);
    assert.deepEqual((await rows(page))[0].slice(0, 3), ['.../...', '3/4±5/4', 'N']);
    await pick.selectOption({ label: 'Blue-Red Hackenbush strings (partizan)' });
    await page.waitForFunction(() => document.querySelector('#pz-table tbody tr th').textContent === 'BRB');
    await partizanShown(page);
    assert.deepEqual((await rows(page))[0].slice(0, 3), ['BRB', '3/4', 'L']);
    const names = await pick.locator('option').allTextContents();
    assert.ok(names.includes('A partizan game with a cycle: outcomes, no values'));
    // every partizan example, every row, as the module says
    for (const id of ['hackenbush', 'domineering', 'partizan-loop']) {
      await pick.selectOption(id);
      await page.waitForFunction((x) => window.gameGraphApp.state.example === x && window.gameGraphApp.state.resultKey &&
        window.gameGraphApp.state.resultKey.endsWith(document.getElementById('graph-text').value), id);
      await H.idle(page);
      await partizanShown(page);
      sameAsModule(await rows(page), await expectedRows(await page.inputValue('#graph-text')));
    }
    await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
    const uk = await page.getByRole('combobox', { name: 'Завантажити приклад' }).locator('option').allTextContents();
    assert.ok(uk.includes('Синьо-червоний Хакенбуш: ланцюжки (партизанська гра)'), uk.join(' | '));
    assert.ok(uk.includes('Доміноїдинг на дошці 2 × 3 (партизанська гра)'));
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// Playing against the solver on the partizan card (partizan-play.js): BRB is 3/4.
test('play a partizan graph against the solver as Left or Right: the solver\'s answers, a slow win told, undo, the value history, a quiz, Ukrainian', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await typeGraph(page, HACKENBUSH);
    const card = page.locator('#partizan');
    const game = page.locator('#pz-game');
    const status = page.locator('#pz-game-status');
    const moves = page.getByRole('group', { name: 'Your moves' });
    await page.getByLabel('Position', { exact: true }).selectOption({ label: 'BRB (start)' });
    // Right moves first, the reader plays Left: the solver cuts the top blue edge (to B)
    await card.getByLabel('You play').selectOption('left');
    await card.getByLabel('Moves first').selectOption('right');
    await page.getByRole('button', { name: 'Play from BRB' }).click();
    await status.getByText('Your move as Left from B (WIN for you).').waitFor();
    assert.deepEqual(await page.evaluate(() => window.gameGraphApp.partizan.play.line.path.map((v) => window.gameGraphApp.result.names[v])), ['BRB', 'B']);
    // the verdict follows the game
    assert.match(await page.locator('#pz-verdict .pz-head').textContent(), /^B /);
    // each move with what it is worth to the reader and its value
    assert.match(await moves.getByRole('button').first().textContent(), /ground WIN G = 0/);
    await moves.getByRole('button', { name: /ground/ }).click();
    await status.getByText('Right has no move from ground. You win!').waitFor();
    assert.equal(await game.getAttribute('data-state'), 'over');
    const chart = page.locator('#partizan').getByRole('figure', { name: 'Value history' });
    assert.equal(await chart.locator('.vh-pt').count(), 3);
    // undo: back to the reader's turn
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await status.getByText('Your move as Left from B (WIN for you).').waitFor();
    // Left first from BRB: the move to ground wins at once, but through an option
    // (0) dominated by BR (1/2): by the theory the best move is BR, though slower
    await card.getByLabel('Moves first').selectOption('left');
    await page.getByRole('button', { name: 'Start again from B' }).click();
    await status.getByText('Your move as Left from B (WIN for you).').waitFor();
    await page.getByLabel('Position', { exact: true }).selectOption({ label: 'BRB (start)' });
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByRole('button', { name: 'Play from BRB' }).click();
    await status.getByText('Your move as Left from BRB (WIN for you).').waitFor();
    await moves.getByRole('button', { name: /^ground / }).click();
    await page.locator('#pz-game-note').getByText('✗ Not optimal: the best move was BR (WIN in 3).').waitFor();
    await status.getByText('Right has no move from ground. You win!').waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await moves.getByRole('button', { name: /^BR / }).click();
    await status.getByText('Your move as Left from B (WIN for you).').waitFor(); // the solver (Right) took the red edge
    assert.equal(await page.locator('#pz-game-note').textContent(), '', 'the best move: nothing to say');
    // a quiz: the values hidden on the card, each move judged, the score, the chart at the end
    await page.getByRole('switch', { name: 'Hide values' }).check();
    await status.getByText('Your move as Left from B.').waitFor();
    assert.equal(await page.locator('#pz-table').isVisible(), false);
    assert.match(await page.locator('#pz-verdict').textContent(), /The values are hidden/);
    assert.equal(await moves.getByRole('button').first().textContent(), 'ground');
    assert.equal(await chart.isVisible(), false);
    const colours = await page.evaluate(() => window.gameGraphApp.partizan.view.cy.nodes().map((n) => n.data('short')));
    assert.ok(colours.every((s) => s === ''), 'no value in the drawing');
    await moves.getByRole('button', { name: 'ground' }).click();
    await page.locator('#pz-game-note').getByText('✓ Optimal.').waitFor();
    assert.equal(await page.locator('#pz-game-score').textContent(), '2 of 2 moves optimal');
    await chart.waitFor();
    // the layout picker on the card: the page's one layout, in the link too
    await card.getByLabel('Layout').selectOption('circle');
    await page.waitForFunction(() => /(^#|&)layout=circle(&|$)/.test(location.hash));
    // Ukrainian
    await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
    await status.getByText('Правий не має ходу з ground. Ви виграли!').waitFor();
    await page.getByRole('switch', { name: 'Сховати значення' }).uncheck();
    await page.getByRole('button', { name: 'Почати знову з ground' }).waitFor();
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
