'use strict';
// The rules page's sum card for partizan games (issue 23, item 4): shown for a
// script with left(p) and right(p), its parts this game and the gallery's partizan
// examples at chosen positions; the sum's canonical value, its class in words and
// a winning move for each starter (or that the starter loses), checked against
// known values (Domineering's lone domino down is 1, across -1, the partizan
// subtraction game's heaps * and ^, Cutcake 4 x 3 is 1, Blue-Red Hackenbush 3/4)
// and against the module's partizanSum in Node; a game with cycles named as having
// no value; the sum played against the solver as Left and as Right (the solver
// never loses a won sum, undo, the value history); "A player who cannot move"
// without a choice for a partizan script; the Ukrainian texts.
//
//   node scripts/test-browser.js tests/browser/rules-partizan-sum.test.js
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

const EXAMPLES = path.join(H.ROOT, 'examples', 'rules');
const source = (id) => fs.readFileSync(path.join(EXAMPLES, id + '.js'), 'utf8');
const NAMES = { domineering: 'Domineering (3 x 3)', subtraction: 'Partizan subtraction game', cutcake: 'Cutcake (4 x 3)', hackenbush: 'Blue-Red Hackenbush', tug: 'Tug of war (a game with cycles)' };

let gg;
const solved = {};
before(async () => {
  if (skip) return;
  gg = await GameGraph();
  for (const id of ['domineering', 'partizan-subtraction', 'cutcake', 'hackenbush']) solved[id] = gg.solveRulesSync(source(id), { value: true });
});

// An example picked from the page's list, solved, its position shown.
async function pick(page, id) {
  await page.selectOption('#example', id);
  await page.waitForFunction((x) => window.rulesApp.state().example === x && window.rulesApp.state().summary && window.rulesApp.state().ran === window.rulesApp.source(), id);
  return R.settled(page);
}

const card = (page) => page.locator('#sum-card');
const result = (page) => page.locator('#gy-sum-result');
const moveLines = (page) => page.getByRole('list', { name: 'Winning moves of each starter' }).getByRole('listitem').allTextContents();

// Part i of the sum: its game (by name) and position (by the option's text).
async function setPart(page, i, game, at) {
  await card(page).getByRole('combobox', { name: 'Game', exact: true }).nth(i).selectOption({ label: game });
  await card(page).getByRole('combobox', { name: 'at', exact: true }).nth(i).selectOption({ label: at });
}
async function sumIs(page, value) {
  await page.waitForFunction((v) => document.getElementById('gy-sum-result').dataset.value === v, value);
}

test('Domineering 3 x 3: the sum card for partizan games, with this game and Blue-Red Hackenbush (±1 + 3/4), each starter\'s winning move; a lone domino down (1) and across (-1) sum to 0: the starter loses', { skip }, async () => {
  const page = await open();
  await pick(page, 'domineering');
  await page.waitForSelector('#sum-card:not([hidden])');
  // the parts: this game at the position shown, Blue-Red Hackenbush at its start
  await sumIs(page, '3/4\u00b11');
  const d = solved.domineering;
  const h = solved.hackenbush;
  const s = gg.partizanSum([{ result: d, position: 0 }, { result: h, position: 0 }]);
  assert.equal(s.value, '3/4\u00b11');
  assert.equal(await result(page).getAttribute('data-outcome'), 'N');
  assert.equal((await result(page).textContent()).trim(), '±1 + 3/4 = 3/4±1 · the first player wins, whoever it is (class N)');
  assert.match(await card(page).locator('#gy-sum-help').textContent(), /partizan games at once/);
  // only partizan games to pick: this one and the gallery's partizan examples
  const games = await card(page).getByRole('combobox', { name: 'Game', exact: true }).first().locator('option').allTextContents();
  assert.deepEqual(games, ['this game', NAMES.hackenbush, NAMES.cutcake, NAMES.domineering, NAMES.subtraction, 'Toads and Frogs', NAMES.tug]);
  let lines = await moveLines(page);
  assert.equal(lines.length, 2);
  // Left's winning move as the module gives it: in Domineering, a domino down
  const left = s.move.left;
  assert.equal(left.component, 0);
  assert.match(lines[0], new RegExp(`^Left moving first wins: in game 1 \\(this game\\), down at row \\d, column \\d: from 511 to ${d.key(left.to)} \\(that game then worth ${d.valueText(left.to).replace(/[|^*()]/g, '\\$&')}\\)$`));
  assert.match(lines[1], /^Right moving first wins: in game 1 \(this game\), across at row \d, column \d: from 511 to \d+ \(that game then worth -1\)$/);
  // a lone domino down (1) and one across (-1): 0, whoever starts loses
  assert.equal(d.valueText(d.find('265')), '1');
  assert.equal(d.valueText(d.find('259')), '-1');
  await setPart(page, 0, NAMES.domineering, '265 (1)');
  await sumIs(page, '7/4');
  assert.equal(await result(page).getAttribute('data-outcome'), 'L');
  assert.match(await result(page).textContent(), /^1 \+ 3\/4 = 7\/4 · Left wins whoever starts \(class L\)$/);
  await setPart(page, 1, NAMES.domineering, '259 (-1)');
  await sumIs(page, '0');
  assert.equal(await result(page).getAttribute('data-outcome'), 'P');
  assert.equal((await result(page).textContent()).trim(), '1 + -1 = 0 · the second player wins, whoever starts (class P)');
  lines = await moveLines(page);
  assert.deepEqual(lines, ['Left moving first loses: every move loses against best play', 'Right moving first loses: every move loses against best play']);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('the partizan subtraction game (^ + * = ^*), Cutcake 4 x 3 with a domino across (1 + -1 = 0), Blue-Red Hackenbush with it (3/4 - 1 = -1/4, class R), as the module sums them; Tug of war has cycles: no value', { skip }, async () => {
  const page = await open();
  await pick(page, 'partizan-subtraction');
  await page.waitForSelector('#sum-card:not([hidden])');
  const ps = solved['partizan-subtraction'];
  // the heaps of 2 (^, up) and 1 (*, star)
  await setPart(page, 0, 'this game', '2 (^)');
  await setPart(page, 1, NAMES.subtraction, '1 (*)');
  await sumIs(page, '^*');
  assert.equal(gg.partizanSum([{ result: ps, position: ps.find('2') }, { result: ps, position: ps.find('1') }]).value, '^*');
  assert.equal((await result(page).textContent()).trim(), '^ + * = ^* · the first player wins, whoever it is (class N)');
  let lines = await moveLines(page);
  assert.match(lines[0], /^Left moving first wins: in game \d \(.*\), take \d: from \d to \d \(that game then worth .*\)$/);
  assert.match(lines[1], /^Right moving first wins: /);
  // Cutcake 4 x 3 (1) and a lone domino across (-1)
  await setPart(page, 0, NAMES.cutcake, '[[4,3]] (1)');
  await setPart(page, 1, NAMES.domineering, '259 (-1)');
  await sumIs(page, '0');
  assert.equal(await result(page).getAttribute('data-outcome'), 'P');
  // Blue-Red Hackenbush (3/4) and the same domino: -1/4, Right wins whoever starts
  await setPart(page, 0, NAMES.hackenbush, '"11111111" (3/4)');
  await sumIs(page, '-1/4');
  const h = solved.hackenbush;
  const d = solved.domineering;
  const s = gg.partizanSum([{ result: h, position: 0 }, { result: d, position: d.find('259') }]);
  assert.equal(s.value, '-1/4');
  assert.equal(s.outcomeClass, 'R');
  assert.equal(await result(page).getAttribute('data-outcome'), 'R');
  assert.match(await result(page).textContent(), /· Right wins whoever starts \(class R\)$/);
  lines = await moveLines(page);
  assert.equal(lines[0], 'Left moving first loses: every move loses against best play');
  assert.match(lines[1], /^Right moving first wins: in game \d/);
  // a third game, Tug of war: cycles, so no value for it or the sum; not played
  await card(page).getByRole('button', { name: 'Add a game' }).click();
  await card(page).getByRole('combobox', { name: 'Game', exact: true }).nth(2).selectOption({ label: NAMES.tug });
  await page.waitForFunction(() => document.getElementById('gy-sum-result').textContent.startsWith('No value'));
  assert.equal(await result(page).textContent(), `No value: game 3 (${NAMES.tug}) has cycles, and values (so sums) are defined for short games only, those without cycles.`);
  assert.equal(await result(page).getAttribute('data-value'), '');
  assert.equal(await card(page).locator('li[data-i="2"]').getByText('has cycles: no value').count(), 1);
  assert.equal(await page.getByRole('list', { name: 'Winning moves of each starter' }).isVisible(), false);
  assert.equal(await card(page).getByRole('button', { name: 'Play this sum against the solver' }).isDisabled(), true);
  // removed: the sum has its value again
  await card(page).getByRole('button', { name: 'Remove game 3' }).click();
  await sumIs(page, '-1/4');
  assert.equal(await card(page).getByRole('button', { name: 'Play this sum against the solver' }).isEnabled(), true);
  // in Ukrainian: the winning move and its name asked again in it
  await page.selectOption('#lang', 'uk');
  await page.waitForFunction(() => /^Правий, ходячи першим, виграє: у грі \d \(.*\), (перерізати червоне ребро|горизонтально)/.test(document.querySelector('#pz-sum-moves li[data-side="right"]').textContent));
  assert.equal(await page.locator('#pz-sum-moves li[data-side="left"]').textContent(), 'Лівий, ходячи першим, програє: за найкращої гри суперника програє кожен хід');
  assert.match(await result(page).textContent(), /· Правий виграє, хоч би хто починав \(клас R\)$/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

// The play's line, status and the reader's move buttons now.
const playState = (page) => page.evaluate(() => ({
  value: document.getElementById('gy-play-value').dataset.value,
  outcome: document.getElementById('gy-play-value').dataset.outcome,
  line: document.getElementById('gy-play-value').textContent,
  status: document.getElementById('gy-play-status').textContent,
  over: document.getElementById('gy-play-status').dataset.over,
  ply: Number(document.getElementById('gy-playing').dataset.ply),
  moves: [...document.querySelectorAll('#gy-play-parts .gy-mv')].filter((b) => !b.disabled).length,
}));
// Waits until the reader is to move or the game is over (the solver has answered).
async function readerTurn(page, ply) {
  await page.waitForFunction((k) => {
    const box = document.getElementById('gy-playing');
    const st = document.getElementById('gy-play-status');
    return !box.hidden && box.dataset.thinking === '' && Number(box.dataset.ply) >= k && (st.dataset.over !== '' || document.querySelectorAll('#gy-play-parts .gy-mv:not([disabled])').length > 0);
  }, ply);
  return playState(page);
}

test('played against the solver: a lone domino down and one across (0) as Left moving first, the reader loses; undo; as Right with the solver (Left) first, the reader wins; the value history', { skip }, async () => {
  const page = await open();
  await pick(page, 'domineering');
  await page.waitForSelector('#sum-card:not([hidden])');
  await setPart(page, 0, NAMES.domineering, '265 (1)');
  await setPart(page, 1, NAMES.domineering, '259 (-1)');
  await sumIs(page, '0');
  const sum = card(page);
  await sum.getByRole('combobox', { name: 'You play:' }).selectOption('left');
  await sum.getByRole('combobox', { name: 'First to move:' }).selectOption('you');
  await sum.getByRole('button', { name: 'Play this sum against the solver' }).click();
  let st = await readerTurn(page, 0);
  assert.equal(st.line, '1 + -1 = 0 · the second player wins, whoever starts (class P) · lose for you (Left), to move');
  assert.equal(st.status, 'Your move (Left): the sum is worth 0 or less, so every move of yours loses against best play.');
  // Left's one move: in game 1; game 2 has none for Left
  assert.equal(st.moves, 1);
  assert.match(await sum.locator('#gy-play-parts li[data-comp="0"]').textContent(), /^Game 1 \(Domineering \(3 x 3\)\) at 265, worth 1; Left's moves: down at row 1, column 1 \(0\)$/);
  // (the move named by moveName, the position it reaches in its title)
  assert.match(await sum.getByRole('button', { name: 'down at row 1, column 1 (0)' }).getAttribute('title'), /^\d+$/);
  assert.match(await sum.locator('#gy-play-parts li[data-comp="1"]').textContent(), /Left's moves: none$/);
  await sum.locator('#gy-play-parts .gy-mv').first().click();
  // the solver (Right) answers in game 2; Left has no move left: the reader lost
  st = await readerTurn(page, 2);
  assert.equal(st.over, 'solver');
  assert.match(st.status, /^The solver moved in game 2: across at row 1, column 1, from 259 to \d+\. No move for you \(Left\) in any game: you cannot move, you lose\.$/);
  const points = await sum.getByRole('figure', { name: 'Value history' }).locator('.vh-pt').evaluateAll((g) => g.map((x) => x.getAttribute('aria-label')));
  assert.equal(points.length, 3);
  assert.match(points[0], /^Start \(G = 0\): the player to move loses/);
  assert.match(points[1], /^1\. You: game 1, 265 → \d+ \(G = -1\): the player to move wins/);
  assert.match(points[2], /^2\. The solver: game 2, 259 → \d+ \(G = 0\): the player to move loses/);
  // undo: back to the start, Left to move
  await sum.getByRole('button', { name: 'Undo my move' }).click();
  st = await readerTurn(page, 0);
  assert.equal(st.ply, 0);
  assert.equal(st.value, '0');
  // as Right, the solver (Left) moving first: it loses whatever it plays; the reader wins
  await sum.getByRole('combobox', { name: 'You play:' }).selectOption('right');
  await sum.getByRole('combobox', { name: 'First to move:' }).selectOption('solver');
  await sum.getByRole('button', { name: 'Play this sum against the solver' }).click();
  st = await readerTurn(page, 1);
  assert.equal(st.value, '-1');
  assert.match(st.status, /^The solver moved in game 1: down at row 1, column 1, from 265 to \d+\. Your move \(Right\): you can win: move to a sum worth 0 or less, which Left, moving next, loses\.$/);
  assert.match(st.line, /· win for you \(Right\), to move$/);
  await sum.locator('#gy-play-parts .gy-mv').first().click();
  st = await readerTurn(page, 2);
  assert.equal(st.over, 'you');
  assert.equal(st.status, 'No move for the solver (Left) in any game: it cannot move, you win!');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('the solver never lets a won sum go: Domineering 3 x 3 and Blue-Red Hackenbush (3/4±1), the reader as Right with Left (the solver) first, any moves; and Hackenbush alone (3/4) with the reader as Right first', { skip }, async () => {
  const page = await open();
  await pick(page, 'domineering');
  await page.waitForSelector('#sum-card:not([hidden])');
  await sumIs(page, '3/4\u00b11');
  const sum = card(page);
  const playOut = async (first) => {
    await sum.getByRole('combobox', { name: 'You play:' }).selectOption('right');
    await sum.getByRole('combobox', { name: 'First to move:' }).selectOption(first);
    await sum.getByRole('button', { name: 'Play this sum against the solver' }).click();
    let st = await readerTurn(page, first === 'solver' ? 1 : 0);
    let turns = 0;
    while (st.over === '') {
      // every position the reader meets is lost for Right
      assert.equal(st.outcome, '2', st.line);
      const n = st.moves;
      await sum.locator('#gy-play-parts .gy-mv:not([disabled])').nth((turns * 7) % n).click();
      st = await readerTurn(page, st.ply + 1);
      turns++;
      assert.ok(turns < 40);
    }
    assert.equal(st.over, 'solver');
    assert.match(st.status, /No move for you \(Right\) in any game: you cannot move, you lose\.$/);
    const points = await sum.getByRole('figure', { name: 'Value history' }).locator('.vh-pt').count();
    assert.equal(points, st.ply + 1);
  };
  await playOut('solver');
  await sum.getByRole('button', { name: 'Stop playing' }).click();
  await card(page).getByRole('button', { name: 'Remove game 1' }).click();
  await sumIs(page, '3/4');
  await playOut('you');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('Tug of war solved (a partizan game with cycles): the sum card is there, and says this game has no value, so neither has the sum; no play', { skip }, async () => {
  const page = await open();
  await pick(page, 'tug-of-war');
  await page.waitForSelector('#sum-card:not([hidden])');
  await page.waitForFunction(() => document.getElementById('gy-sum-result').textContent.startsWith('No value'));
  assert.equal(await result(page).textContent(), 'No value: game 1 (this game) has cycles, and values (so sums) are defined for short games only, those without cycles.');
  assert.equal(await card(page).locator('li[data-i="0"]').getByText('has cycles: no value').count(), 1);
  assert.equal(await card(page).getByRole('button', { name: 'Play this sum against the solver' }).isDisabled(), true);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('"A player who cannot move" has no choice for a partizan script (disabled at "loses", with the reason), and comes back as it was for an impartial one; a partizan script runs without the engine\'s error', { skip }, async () => {
  const page = await open();
  await pick(page, 'nim');
  const select = page.getByRole('combobox', { name: /A player who cannot move/ });
  assert.equal(await select.isEnabled(), true);
  await select.selectOption('win');
  const note = page.getByText('A partizan game is played by the normal rule: a player who cannot move loses (its values are defined so).');
  assert.equal(await note.isVisible(), false);
  // a partizan example: the select at "loses", disabled, the note says why
  let st = await pick(page, 'domineering');
  assert.equal(st.status, 'idle');
  assert.equal(st.summary.partizan.value, '\u00b11');
  assert.equal(await select.isDisabled(), true);
  assert.equal(await select.inputValue(), 'lose');
  assert.equal(await note.isVisible(), true);
  assert.equal(await select.getAttribute('aria-describedby'), 'no-move-note');
  assert.equal(await page.locator('#app').evaluate((e) => e.classList.contains('stale')), false);
  assert.equal(await page.locator('#error').isVisible(), false);
  // a partizan script typed: the same, a moment after the keys
  await page.selectOption('#example', 'nim');
  await page.waitForFunction(() => !document.getElementById('no-move').disabled);
  assert.equal(await select.inputValue(), 'win');
  await page.click('#code .cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\nfunction left(p) { return []; }\nfunction right(p) { return []; }\n');
  // (nim still has moves(p): not partizan)
  assert.equal(await select.isEnabled(), true);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText("const start = 0;\nfunction left(p) { return p < 2 ? [p + 1] : []; }\nfunction right(p) { return []; }\n");
  await page.waitForFunction(() => document.getElementById('no-move').disabled);
  assert.equal(await select.inputValue(), 'lose');
  await page.getByRole('button', { name: /^Run/ }).click();
  st = await R.settled(page);
  assert.equal(st.status, 'idle');
  assert.equal(st.summary.partizan.value, '2');
  assert.equal(st.summary.noMove, 'lose');
  // back to an impartial example: the reader's "wins" again
  await pick(page, 'nim');
  assert.equal(await select.isEnabled(), true);
  assert.equal(await select.inputValue(), 'win');
  assert.equal(await note.isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('in Ukrainian: the partizan sum\'s help, value line, class, winning moves, the reason of a game with cycles and the play\'s texts', { skip }, async () => {
  const page = await open('#lang=uk', { locale: 'uk-UA' });
  await pick(page, 'domineering');
  await page.waitForSelector('#sum-card:not([hidden])');
  await sumIs(page, '3/4\u00b11');
  assert.match(await card(page).locator('#gy-sum-help').textContent(), /^Кілька партизанських ігор водночас/);
  assert.equal((await result(page).textContent()).trim(), '±1 + 3/4 = 3/4±1 · виграє той, хто ходить першим (клас N)');
  const lines = await page.getByRole('list', { name: 'Виграшні ходи кожного, хто починає' }).getByRole('listitem').allTextContents();
  assert.match(lines[0], /^Лівий, ходячи першим, виграє: у грі 1 \(ця гра\), вертикально: ряд \d, стовпчик \d: з 511 до \d+ \(ця гра тоді має значення .+\)$/);
  assert.match(lines[1], /^Правий, ходячи першим, виграє: у грі 1 \(ця гра\), горизонтально/);
  assert.match(await page.locator('#no-move-note').textContent(), /^Партизанську гру грають за звичайним правилом/);
  const sum = card(page);
  await sum.getByRole('combobox', { name: 'Ви граєте за:' }).selectOption('left');
  await sum.getByRole('button', { name: 'Зіграти цю суму проти розв’язувача' }).click();
  const st = await readerTurn(page, 0);
  assert.match(st.line, /^±1 \+ 3\/4 = 3\/4±1 · виграє той, хто ходить першим \(клас N\) · .* для вас \(Лівий\), ваш хід$/);
  assert.match(st.status, /^Ваш хід \(Лівий\): ви можете виграти — ходіть до суми зі значенням 0 або більше, і Правий, ходячи наступним, програє\.$/);
  assert.match(await sum.locator('#gy-play-parts li[data-comp="0"]').textContent(), /^Гра 1 \(ця гра\) у позиції 511, значення ±1; ходи Лівого:/);
  await sum.getByRole('button', { name: 'Завершити гру' }).click();
  await sum.getByRole('button', { name: 'Додати гру' }).click();
  await sum.getByRole('combobox', { name: 'Гра', exact: true }).nth(2).selectOption({ label: 'Перетягування каната (гра з циклами)' });
  await page.waitForFunction(() => document.getElementById('gy-sum-result').textContent.startsWith('Значення немає'));
  assert.equal(await result(page).textContent(), 'Значення немає: у грі 3 (Перетягування каната (гра з циклами)) є цикли, а значення (а отже, і суми) визначено лише для коротких ігор, тобто без циклів.');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('on a phone (390 x 844), in English and Ukrainian, the partizan sum, its winning moves and a game of it played stay within the screen', { skip }, async () => {
  for (const [lang, play] of [['en', 'Play this sum against the solver'], ['uk', 'Зіграти цю суму проти розв’язувача']]) {
    const page = await open('#example=domineering&lang=' + lang, { width: 390, height: 844, locale: lang === 'uk' ? 'uk-UA' : 'en-US' });
    await page.waitForSelector('#sum-card:not([hidden])');
    await sumIs(page, '3/4\u00b11');
    await card(page).getByRole('button', { name: play }).click();
    await readerTurn(page, 0);
    await card(page).locator('#gy-play-parts .gy-mv').first().click();
    await readerTurn(page, 2);
    const wide = await page.evaluate(() => {
      const out = [];
      for (const e of document.querySelectorAll('#sum-card *, .run-options *')) {
        if (!e.getClientRects().length || e.closest('.vh-scroll')) continue;
        const r = e.getBoundingClientRect();
        if (r.right > window.innerWidth + 0.5) out.push((e.id || e.className || e.tagName) + ' ' + Math.round(r.right));
      }
      return { page: document.documentElement.scrollWidth, out };
    });
    assert.deepEqual(wide, { page: 390, out: [] }, lang);
    assert.deepEqual(page.errors, []);
    await page.ctx.close();
  }
});
