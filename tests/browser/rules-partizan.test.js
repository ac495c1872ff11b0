'use strict';
// The rules page's partizan mode (issue 23, item 5): a script with left(p) and
// right(p) typed into the editor is solved in the sandbox with its values; the
// verdict (class in words, canonical value, each starter's outcome), the position
// (its value and class, Left's and Right's moves listed apart with the values they
// reach, "Why?" in the theory's terms, with the simplification step by step), play as Left against the solver, the quiz
// judging a bad move, the table's columns, a loopy script's note, the Ukrainian
// texts, and an impartial example unchanged. The values are cross-checked against
// solveRules in Node.
//
//   node scripts/test-browser.js tests/browser/rules-partizan.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers');
const { GameGraph } = require('../node/helpers.js');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);
const R = require('./rules-helpers');
const open = (hash, opts) => R.open(S, hash, opts);
const { settled, at } = R;

const DOMINEERING = fs.readFileSync(path.join(__dirname, '..', 'rules', 'domineering-small.js'), 'utf8');
// the same script on another board
const board = (rows, cols) => DOMINEERING.replace('Domineering 2 x 2', `Domineering ${rows} x ${cols}`).replace("const ROWS = 2, COLS = 2;\nconst start = '../..'",
  `const ROWS = ${rows}, COLS = ${cols};\nconst start = '${Array(rows).fill('.'.repeat(cols)).join('/')}'`);
// A loopy partizan game: Left and Right each move a token between a and b; from b
// Left may also end at c, where nobody moves.
const LOOPY = `const title = 'Loopy tokens';
const start = 'a';
function left(p) { return p === 'a' ? ['b'] : p === 'b' ? ['a', 'c'] : []; }
function right(p) { return p === 'a' ? ['b'] : p === 'b' ? ['a'] : []; }
`;

let gg;
before(async () => {
  if (!skip) gg = await GameGraph();
});

// The script typed into the editor (replacing its text), then Run.
async function typeAndRun(page, source, run = /^Run/) {
  await page.click('#code .cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(source);
  await page.waitForFunction((s) => window.rulesApp.source() === s, source);
  const before = await page.evaluate(() => window.rulesApp.solveCount);
  await page.getByRole('button', { name: run }).click();
  await page.waitForFunction((b) => window.rulesApp.state().status !== 'running' && (window.rulesApp.solveCount > b || window.rulesApp.state().status !== 'idle'), before);
  return settled(page);
}

const text = (page, sel) => page.$eval(sel, (e) => e.textContent.trim());

test('Domineering 2 x 2: class N, value ±1, both starters, each side\'s moves with their values, "Why?" a switch; the same values as solveRules', { skip }, async () => {
  const r = await gg.solveRules(DOMINEERING, { value: true, workers: 1 });
  assert.equal(r.valueText(0), '\u00b11');
  assert.equal(r.valueClass(0), 'N');
  const page = await open();
  const st = await typeAndRun(page, DOMINEERING);
  assert.equal(st.status, 'idle');
  assert.equal(st.summary.partizan.value, r.valueText(0));
  assert.equal(await text(page, '#verdict'), 'Domineering 2 x 2: the first player wins, whoever it is (class N)');
  assert.equal(await text(page, '#verdict-badge'), 'N');
  const sub = await text(page, '#verdict-sub');
  assert.match(sub, /^G = ±1 · Left moving first: Left wins in 1 move · Right moving first: Right wins in 1 move/);
  assert.equal(r.n, 6);
  assert.equal(r.mLeft + r.mRight, 8);
  assert.match(await text(page, '#counts'), /^6 positions, 8 moves; by class: L 2, R 2, N 1, P 1, a draw for some starter 0 · /);
  // the position: Left to move, its value and class; Left's moves (playable) and Right's (not now)
  assert.equal(await text(page, '#pos-verdict'), 'Left to move wins in 1 move · G = ±1 · the first player wins, whoever it is (class N)');
  const leftList = page.getByRole('list', { name: "Left's moves (Left to move)" });
  const rightList = page.getByRole('list', { name: "Right's moves (not Right's turn)" });
  assert.equal(await leftList.getByRole('button').count(), 2);
  assert.equal(await rightList.getByRole('button').count(), 2);
  for (const b of await leftList.getByRole('button').all()) {
    assert.equal(await b.isEnabled(), true);
    assert.match(await b.textContent(), /G = 1/);
    assert.match(await b.textContent(), /optimal for Left/);
  }
  for (const b of await rightList.getByRole('button').all()) {
    assert.equal(await b.isEnabled(), false);
    assert.match(await b.textContent(), /G = -1.*/);
    assert.match(await b.textContent(), /optimal for Right/);
  }
  // each move's value as solveRules gives it
  const values = await page.$$eval('#move-list .move', (bs) => bs.map((b) => b.dataset.to));
  for (const to of values) assert.equal(r.valueText(Number(to)), '1');
  await page.getByText('Why?', { exact: true }).click();
  assert.match(await text(page, '#why'), /G = ±1 is a switch \{1 \| -1\}: Left moving first gets 1, Right moving first gets -1/);
  // the table's columns: value, class, each starter's outcome and depth
  const head = await page.$$eval('.pos-table th', (ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.textContent));
  assert.deepEqual(head, ['#', 'Key', 'Value', 'Class', 'Left first', 'Depth', 'Right first', 'Depth']);
  await page.waitForFunction(() => document.querySelectorAll('#pos-rows tr').length === 6);
  const first = await page.$$eval('#pos-rows tr:first-child td', (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(first, ['0', '"../.."', '±1', 'N', 'win in 1', '1', 'win in 1', '1']);
  // the state graph is not drawn; said
  assert.match(await text(page, '#graph-note'), /partizan game .* not drawn here/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('a 2 x 1 column (Left\'s domino only: 1) and the 3 x 3 board (±1): values, "Why?" as the simplest number, the options removed as dominated or bypassed as reversible named', { skip }, async () => {
  const page = await open();
  // a domino down on a 2 x 1 column: Left's move only
  const col = board(2, 1);
  const r1 = await gg.solveRules(col, { value: true, workers: 1 });
  let st = await typeAndRun(page, col);
  assert.equal(st.summary.partizan.value, r1.valueText(0));
  assert.equal(st.summary.partizan.value, '1');
  assert.equal(await text(page, '#verdict'), 'Domineering 2 x 1: Left wins whoever starts (class L)');
  assert.match(await text(page, '#why'), /G = 1 is a number: the simplest number greater than Left's best option, 0 \(.*\); Right has no move\./);
  // 3 x 3 (±1; Winning Ways): dominated options named
  const b33 = board(3, 3);
  const r2 = await gg.solveRules(b33, { value: true, workers: 1 });
  st = await typeAndRun(page, b33);
  assert.equal(st.summary.partizan.value, r2.valueText(0));
  assert.equal(st.summary.partizan.value, '±1');
  const why = await text(page, '#why');
  assert.match(why, /is dominated by .* \(to 1\): removed\./);
  // a position whose value is the simplest number between its best options, with a reversible option bypassed
  const id = r2.find('".#./.#./..."');
  assert.ok(id > 0);
  await page.locator(`#pos-rows tr[data-id="${id}"]`).click();
  await page.waitForFunction((i) => window.rulesApp.state().view && window.rulesApp.state().view.id === i, id);
  assert.equal(r2.valueText(id), '1');
  const why1 = await text(page, '#why');
  assert.match(why1, /G = 1 is a number: the simplest number between Left's best option, 1\/2 \(.*\), and Right's best option, 2 \(.*\)\./);
  assert.match(why1, /Left's move .* \(to 1\/2\) is reversible: Right answers there to 1, no better for Left than G = 1/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('"Why?" steps through the simplification of Domineering 3 x 3 (dominated options removed, then the switch ±1): Back and Next, every step listed, a new position from its start, the module\'s steps', { skip }, async () => {
  const page = await open();
  const b33 = board(3, 3);
  const r = await gg.solveRules(b33, { value: true, workers: 1 });
  const want = gg.partizanSteps(r, 0);
  assert.equal(want.tooBig, '');
  await typeAndRun(page, b33);
  await page.getByText('Why?', { exact: true }).click();
  const box = page.getByRole('region', { name: 'The simplification, step by step' });
  await box.waitFor();
  const back = box.getByRole('button', { name: 'Back' });
  const next = box.getByRole('button', { name: 'Next' });
  const items = box.getByRole('listitem');
  const now = box.locator('#pz-step-now');
  const n = want.steps.length + 1;
  assert.equal(await items.count(), n);
  assert.match(await now.textContent(), /^Start: G = \{.* \| .*\}, each move written as the value it reaches/);
  assert.equal(await box.getByText(`Step 1 of ${n}`).count(), 1);
  assert.equal(await back.isDisabled(), true);
  assert.equal(await box.locator('[aria-current="step"]').count(), 1);
  // Next through every step: each in words, with the form after it
  for (let k = 1; k < n; k++) {
    await next.click();
    await box.getByText(`Step ${k + 1} of ${n}`).waitFor();
    const said = await now.textContent();
    const step = want.steps[k - 1];
    assert.ok(said.includes(step.form), said);
    if (step.kind === 'dominated') assert.match(said, /^(Left|Right)'s option .* is dominated by .*never needs it\. Remove it: G = \{/);
    assert.equal(await box.locator('[aria-current="step"]').textContent(), said);
  }
  assert.deepEqual(want.steps.map((x) => x.kind).filter((k) => k !== 'dominated'), ['switch']);
  assert.match(await now.textContent(), /is a switch, written ±1/);
  assert.equal(await next.isDisabled(), true);
  // (the focus, on Next now disabled, went to Back)
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pz-step-back');
  await back.click();
  await box.getByText(`Step ${n - 1} of ${n}`).waitFor();
  // the keys: ← → on the buttons
  await page.keyboard.press('ArrowRight');
  await box.getByText(`Step ${n} of ${n}`).waitFor();
  // another position: its steps from the start (a number by the simplicity rule)
  const id = r.find('".#./.#./..."');
  await page.locator(`#pos-rows tr[data-id="${id}"]`).click();
  await page.waitForFunction((i) => window.rulesApp.state().view && window.rulesApp.state().view.id === i, id);
  const w2 = gg.partizanSteps(r, id);
  await box.getByText(`Step 1 of ${w2.steps.length + 1}`).waitFor();
  await box.getByRole('listitem').last().waitFor();
  assert.equal(await box.getByRole('listitem').last().textContent(), 'Every option left is a number and Left\'s 1/2 is less than Right\'s 2: by the simplicity rule G is the simplest number between them (the one born first), G = 1.');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('Hackenbush: where the move best by the theory loses sooner than the longest resistance, "Why?" names the longest resistance with its depth, and the star the best by the theory', { skip }, async () => {
  const page = await open('#example=hackenbush');
  // Left cuts the blue edge at the foot of the first string: 1/2, Right to move
  const cut = page.getByRole('list', { name: "Left's moves (Left to move)" }).getByRole('button', { name: /^cut the blue edge at row 4, column 1/ });
  await cut.click();
  const st = await at(page, 1);
  assert.equal(st.view.partizan.side, 'right');
  assert.equal(st.view.partizan.value, '1/2');
  // Right loses in 4 with the longest resistance (to 3/2); the move to 1 dominates it
  // by value (Right prefers the smaller) but loses in 2
  assert.equal(st.view.depth, 4);
  const why = await text(page, '#why');
  assert.match(why, /^Every move leads to a position won for the opponent; the longest resistance, “cut the red edge at row 3, column 7”, lets the opponent win in 3 moves\./);
  assert.match(why, /Right's move cut the red edge at row 3, column 7 \(to 3\/2\) is dominated by cut the red edge at row 4, column 3 \(to 1\): removed\./);
  const rights = page.getByRole('list', { name: "Right's moves (Right to move)" });
  assert.match(await rights.getByRole('button', { name: /^cut the red edge at row 4, column 3/ }).textContent(), /optimal for Right/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('played as Left against the solver on 2 x 3 (Right answers at once), undo, the value history naming the values; the quiz judges a bad move of Left\'s', { skip }, async () => {
  const src = board(2, 3);
  const r = await gg.solveRules(src, { value: true, workers: 1 });
  const page = await open();
  await typeAndRun(page, src);
  assert.equal(await text(page, '#verdict'), 'Domineering 2 x 3: the first player wins, whoever it is (class N)');
  assert.match(await text(page, '#verdict-sub'), /^G = 3\/4±5\/4 · Left moving first: Left wins in 1 move · Right moving first: Right wins in 3 moves/);
  assert.equal(r.valueText(0), '3/4\u00b15/4');
  await page.getByLabel('Play against the solver as').selectOption('left');
  // Left's best: the middle column, worth 2
  const best = page.getByRole('list', { name: "Left's moves (Left to move)" }).getByRole('button', { name: /^\.#\.\/\.#\./ });
  assert.match(await best.textContent(), /optimal for Left.*G = 2/);
  await best.click();
  // Right has no move left: Left (the reader) won at once
  let st = await at(page, 1);
  assert.deepEqual(st.steps.map((s) => [s.side, s.by]), [['left', 'you']]);
  assert.equal(st.steps[0].value, '2');
  assert.equal(st.steps[0].value, r.valueText(st.steps[0].to));
  assert.match(await text(page, '#game-end'), /^You won in 1 move: no move is left for the solver, and a player who cannot move loses\.$/);
  // the history names the reader; the value history's points name the values
  assert.match(await text(page, '#history'), /You:/);
  let points = await page.getByRole('figure', { name: 'Value history' }).locator('.vh-pt').evaluateAll((g) => g.map((x) => x.getAttribute('aria-label')));
  assert.equal(points.length, 2);
  assert.match(points[0], /^Start \(G = 3\/4±5\/4\): the player to move wins in 1 move$/);
  assert.match(points[1], /^1\. .* \(G = 2\): the player to move loses/);
  // undo: back to Left's turn at the start
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  st = await at(page, 0);
  assert.equal(st.view.partizan.side, 'left');
  // the quiz: values hidden, a losing move of Left's (to ±1) judged not optimal, the solver answers
  await page.getByRole('switch', { name: 'Hide values' }).check();
  assert.equal(await page.locator('#move-list .move-g').count(), 0);
  await page.getByRole('list', { name: "Left's moves (Left to move)" }).getByRole('button', { name: '#../#..', exact: true }).click();
  st = await at(page, 2);
  assert.deepEqual(st.steps.map((s) => [s.side, s.by, s.value]), [['left', 'you', '\u00b11'], ['right', 'solver', '-1']]);
  assert.match(await text(page, '#vs-note'), /^The solver played /);
  assert.equal(st.steps[0].optimal, false);
  assert.match(await text(page, '#history'), /✗ Not optimal: the best move was \.#\.\/\.#\. /);
  assert.equal(await text(page, '#quiz-score'), '0 of 1 move optimal');
  // Right moving first: a new line, the solver (Right) moves at once
  await page.getByLabel('Moves first').selectOption('right');
  st = await at(page, 1);
  assert.deepEqual(st.steps.map((s) => [s.side, s.by]), [['right', 'solver']]);
  assert.equal(st.view.partizan.side, 'left');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('a loopy partizan script: outcomes for both starters, draws, the note that values are given only for games without cycles (English and Ukrainian)', { skip }, async () => {
  const r = await gg.solveRules(LOOPY, { value: true, workers: 1 });
  assert.equal(r.valueError.code, 'not-short');
  const page = await open();
  await typeAndRun(page, LOOPY);
  const note = page.locator('#values-note');
  assert.equal(await note.isVisible(), true);
  assert.equal(await note.textContent(), 'This game has cycles: its outcomes are given for both starters, but values only for games without cycles (short games).');
  const words = ['draws (neither player can force a win)', 'wins', 'loses'];
  const start = (side) => r['outcome' + side][0];
  assert.match(await text(page, '#verdict-sub'), new RegExp('^Left moving first: Left ' + words[start('Left')].split(' ')[0]));
  assert.match(await text(page, '#verdict-sub'), new RegExp(' · Right moving first: Right ' + words[start('Right')].split(' ')[0]));
  assert.doesNotMatch(await text(page, '#verdict-sub'), /G = /);
  assert.doesNotMatch(await text(page, '#pos-verdict'), /G = /);
  // the table: no value, each starter's outcome
  await page.waitForFunction(() => document.querySelectorAll('#pos-rows tr').length === 3);
  const rows = await page.$$eval('#pos-rows tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.ok(rows.every((row) => row[2] === '–'));
  // in Ukrainian: the note, the verdict and the moves' titles
  await page.selectOption('#lang', 'uk');
  await page.waitForFunction(() => document.getElementById('values-note').textContent.startsWith('У цій грі є цикли'));
  assert.match(await text(page, '#verdict-sub'), /^Лівий ходить першим: Лівий .* · Правий ходить першим: Правий /);
  assert.equal(await page.getByRole('list', { name: 'Ходи Лівого (ходить Лівий)' }).count(), 1);
  assert.equal(await page.getByRole('list', { name: 'Ходи Правого (зараз не його черга)' }).count(), 1);
  // (the position's; the sum of games below has a "Першим ходить:" of its own, for its game)
  assert.deepEqual(await page.locator('#position-card').getByRole('combobox', { name: /^Першим ходить/ }).evaluateAll((e) => e.map((x) => x.id)), ['starts']);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('Domineering 2 x 2 in Ukrainian: the verdict, the class, "Why?" and the table\'s columns', { skip }, async () => {
  const page = await open('#lang=uk', { locale: 'uk-UA' });
  await typeAndRun(page, DOMINEERING, /^Запустити/);
  assert.equal(await text(page, '#verdict'), 'Доміно 2 x 2: виграє той, хто ходить першим (клас N)');
  assert.match(await text(page, '#verdict-sub'), /^G = ±1 · Лівий ходить першим: Лівий виграє за 1 хід · Правий ходить першим: Правий виграє за 1 хід/);
  assert.match(await text(page, '#pos-verdict'), /^Ходить Лівий: виграє за 1 хід · G = ±1 · виграє той, хто ходить першим \(клас N\)$/);
  assert.match(await text(page, '#why'), /G = ±1 — перемикач \{1 \| -1\}: Лівий, ходячи першим, дістає 1/);
  // the simplification step by step, in Ukrainian
  await page.getByText('Чому?', { exact: true }).click();
  const box = page.getByRole('region', { name: 'Спрощення крок за кроком' });
  await box.getByRole('button', { name: 'Далі' }).click();
  await box.getByText('Крок 2 з 2').waitFor();
  assert.match(await box.locator('#pz-step-now').textContent(), /^Жоден варіант не домінований і не оборотний: G = \{1 \| -1\}, де число Лівого більше за число Правого, — перемикач, записаний як ±1/);
  assert.equal(await box.getByRole('button', { name: 'Назад' }).isDisabled(), false);
  const head = await page.$$eval('.pos-table th', (ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.textContent));
  assert.deepEqual(head.slice(2), ['Значення', 'Клас', 'Першим Лівий', head[5], 'Першим Правий', head[7]]);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('Domineering 1 x 2: with Left moving first the game is already over, said once, in English and in Ukrainian', { skip }, async () => {
  const page = await open();
  await typeAndRun(page, board(1, 2));
  assert.match(await text(page, '#verdict-sub'), /Left moving first: the game is already over, Left has lost · Right moving first: Right wins in 1 move/);
  assert.match(await text(page, '#pos-verdict'), /^Left to move: the game is already over, Left has lost · G = -1 · /);
  await page.selectOption('#lang', 'uk');
  await page.waitForFunction(() => document.getElementById('verdict-sub').textContent.includes('Лівий ходить першим'));
  assert.match(await text(page, '#verdict-sub'), /Лівий ходить першим: гру вже закінчено, Лівий програв · Правий ходить першим: Правий виграє за 1 хід/);
  assert.match(await text(page, '#pos-verdict'), /^Ходить Лівий: гру вже закінчено, Лівий програв · G = -1 · /);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('an impartial example after a partizan script: the page as before (one list of moves, the impartial columns and play controls)', { skip }, async () => {
  const page = await open();
  await typeAndRun(page, DOMINEERING);
  await page.selectOption('#example', 'nim');
  await page.waitForFunction(() => window.rulesApp.state().example === 'nim' && window.rulesApp.state().summary && !window.rulesApp.state().summary.partizan);
  const st = await settled(page);
  assert.equal(st.view.partizan, undefined);
  assert.equal(await page.locator('#other-moves').isVisible(), false);
  assert.equal(await text(page, '#moves-title'), 'Moves');
  assert.equal(await page.getByLabel('Moves first').isVisible(), false);
  assert.equal(await page.locator('#vs').isVisible(), true);
  assert.match(await text(page, '#verdict'), /: the first player (wins|loses)/);
  assert.match(await text(page, '#pos-verdict'), /^The player to move /);
  const head = await page.$$eval('.pos-table th', (ths) => ths.filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.textContent));
  assert.deepEqual(head, ['#', 'Key', 'Outcome', 'Depth', 'Best move to', 'Grundy']);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('the exports of Domineering 2 x 2 hold the table\'s columns; a link keeps who moves first, the side played and the line', { skip }, async () => {
  const r = await gg.solveRules(DOMINEERING, { value: true, workers: 1 });
  const page = await open();
  await typeAndRun(page, DOMINEERING);
  const save = async (name) => {
    await page.getByText('Export', { exact: true }).click();
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return (await H.downloadBytes(dl)).toString('utf8');
  };
  const csv = (await save('Results (CSV)')).trim().split('\n');
  assert.equal(csv[0], 'key,name,value,class,left_first,left_depth,left_best,right_first,right_depth,right_best');
  assert.equal(csv.length, r.n + 1);
  const q = (key) => '"' + key.replace(/"/g, '""') + '"'; // a CSV field holding quotes
  assert.equal(csv[1], [q(r.key(0)), q(r.key(0)), '±1', 'N', 'win', '1', q(r.key(r.moveLeft[0])), 'win', '1', q(r.key(r.moveRight[0]))].join(','));
  const json = JSON.parse(await save('Results (JSON)'));
  assert.equal(json.partizan, true);
  assert.equal(json.values.length, r.n);
  for (let i = 0; i < r.n; i++) {
    assert.equal(json.values[i].value, r.valueText(i));
    assert.equal(json.values[i].class, r.valueClass(i));
  }
  const graph = await save('State graph (graph text)');
  const parsed = gg.solvePartizanText(graph, { value: true });
  assert.equal(parsed.n, r.n);
  assert.equal(parsed.valueText(0), '\u00b11');
  // Right moves first, the reader plays Left: the solver (Right) moves at once; the link keeps it all
  await page.getByLabel('Play against the solver as').selectOption('left');
  await page.getByLabel('Moves first').selectOption('right');
  const st = await at(page, 1);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.waitForFunction(() => /starts=right/.test(location.hash));
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /&as=left/);
  assert.match(hash, new RegExp('at=0\\.' + st.path[1]));
  const again = await open(hash);
  await again.getByRole('button', { name: 'Run it' }).click();
  const st2 = await at(again, 1);
  assert.deepEqual([st2.starter, st2.as, st2.path], ['right', 'left', st.path]);
  assert.equal(st2.view.partizan.side, 'left');
  assert.equal(await again.getByLabel('Moves first').inputValue(), 'right');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(again.errors, []);
  await page.ctx.close();
  await again.ctx.close();
});

test('a script of moves(p) that also declares left(p) and right(p) is solved as impartial, and the page says so', { skip }, async () => {
  const page = await open();
  await typeAndRun(page, "const start = 2;\nfunction moves(p) { return p ? [p - 1] : []; }\nfunction left(p) { return []; }\nfunction right(p) { return []; }\n");
  const note = page.locator('#values-note');
  await note.getByText('This script declares moves(p) as well as left(p) and right(p): it is solved as an impartial game').waitFor();
  assert.equal(await page.evaluate(() => !!window.rulesApp.state().summary.partizan), false);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});
