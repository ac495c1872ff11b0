'use strict';
// The rules page's gallery of games (issue 21, part 2): at least 25 games grouped
// by kind, each card with a thumbnail of its start drawn by its show(p), its title
// and what it teaches, in English and Ukrainian; a card opens its game, solved,
// with its title and move names in the reader's language; the picker grouped too.
//
//   node scripts/test-browser.js tests/browser/gallery.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

async function open(hash) {
  const page = await H.openFresh(S.browser, S.server.url + 'rules.html' + hash, 'rulesApp', { width: 1366, height: 900, console: false });
  await page.waitForFunction(() => window.rulesApp.state().status === 'idle' && window.rulesApp.state().summary && window.rulesApp.state().view);
  return page;
}

const GROUPS_EN = ['Take-away games', 'Octal games', 'Board games', 'Pursuit games', 'Games with cycles', 'Partizan games', 'Chess endgames'];
const GROUPS_UK = ['Ігри з узяттям', 'Октальні ігри', 'Ігри на дошці', 'Ігри переслідування', 'Ігри з циклами', 'Партизанські ігри', 'Шахові закінчення'];

test('the gallery: at least 25 games in six groups, each with a thumbnail, its title and what it teaches; a card opens its game', { skip }, async () => {
  const page = await open('');
  await page.getByRole('button', { name: 'Gallery of games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gallery of games' });
  await dialog.waitFor();
  const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
  assert.deepEqual(headings, GROUPS_EN);
  const cards = dialog.locator('.gallery-card');
  const count = await cards.count();
  assert.ok(count >= 25, `${count} games`);
  // every card: a thumbnail (squares coloured by the legend; an empty board's white), a title, what it teaches
  const shapes = await cards.evaluateAll((list) => list.map((b) => ({
    cells: b.querySelectorAll('.thumb-cell').length,
    coloured: [...b.querySelectorAll('.thumb-cell')].filter((c) => getComputedStyle(c).backgroundColor !== 'rgb(255, 255, 255)').length,
    title: b.querySelector('.gallery-title').textContent,
    teaches: b.querySelector('.gallery-teaches').textContent,
  })));
  assert.ok(shapes.filter((s) => s.coloured > 0).length > count / 2, 'most thumbnails are coloured');
  for (const s of shapes) {
    assert.ok(s.title.length > 2 && s.teaches.length > 10, JSON.stringify(s));
    assert.ok(s.cells > 0, `${s.title}: a thumbnail`);
  }
  // Grundy's game opens, solved, with its values
  await dialog.getByRole('button', { name: /^Grundy's game/ }).click();
  await page.waitForFunction(() => window.rulesApp.state().example === 'grundy-game' && window.rulesApp.state().summary && window.rulesApp.state().view && window.rulesApp.state().ran === window.rulesApp.source());
  assert.equal(await dialog.isVisible(), false);
  assert.match(await page.$eval('#verdict', (e) => e.textContent), /^Grundy's game: the first player wins/);
  assert.equal(await page.$eval('#example', (s) => s.value), 'grundy-game');
  // the picker, grouped the same way
  assert.deepEqual(await page.$$eval('#example optgroup', (g) => g.map((x) => x.label)), GROUPS_EN);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('the gallery and the games in Ukrainian: titles, what they teach, verdicts and move names', { skip }, async () => {
  const page = await open('#lang=uk&example=nim');
  assert.match(await page.$eval('#verdict', (e) => e.textContent), /^Нім \(3, 4, 5\): перший гравець виграє/);
  assert.match(await page.$eval('#move-list', (e) => e.textContent), /узяти 1 з купки 1/);
  await page.getByRole('button', { name: 'Галерея ігор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Галерея ігор' });
  await dialog.waitFor();
  assert.deepEqual(await dialog.getByRole('heading', { level: 3 }).allTextContents(), GROUPS_UK);
  const texts = await dialog.locator('.gallery-card').evaluateAll((list) => list.map((b) => b.textContent));
  // no English left in the cards (the notation of games aside: OEIS, XOR, mex, BOI)
  const english = texts.filter((s) => /\b(the|of|and|game|heap|moves?)\b/i.test(s));
  assert.deepEqual(english, []);
  await dialog.getByRole('button', { name: /^Хрестики-нулики Усе дерево/ }).click();
  await page.waitForFunction(() => window.rulesApp.state().example === 'tictactoe' && window.rulesApp.state().summary && window.rulesApp.state().view && window.rulesApp.state().ran === window.rulesApp.source());
  assert.match(await page.$eval('#verdict', (e) => e.textContent), /^Хрестики-нулики: /);
  assert.match(await page.$eval('#move-list', (e) => e.textContent), /хрестик у рядку 1, стовпці 1/);
  // and back in English, the same game's names
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => /X in row 1, column 1/.test(document.getElementById('move-list').textContent));
  assert.match(await page.$eval('#verdict', (e) => e.textContent), /^Tic-tac-toe: /);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});
