'use strict';
// Every page under the strict Content-Security-Policy the site is written for
// (scripts/serve.js --csp): it starts, solves its first example, and the browser
// reports no violation and no error. A solver that cannot start says so.
//
//   node --test tests/browser/csp.test.js
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const { createStaticServer } = require('../../scripts/serve');

const skip = H.moduleMissing;
let browser = null;
let server = null;
let base = '';

before(async () => {
  if (skip) return;
  server = createStaticServer(H.ROOT, { csp: true });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = 'http://127.0.0.1:' + server.address().port + '/';
  browser = await H.launch();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await new Promise((r) => server.close(r));
});

// Nothing is filtered: the module no longer fetches its inlined binary from a
// data: URL (wasm/pre_no_fetch.js), Cytoscape's <style> element is replaced by a
// rule of base.css (ui/cytoscape-csp.js), and the table places its rows through
// the CSSOM, not style attributes.
const PAGES = [
  { file: 'index.html', app: 'gameGraphApp' },
  // the Sprague-Grundy mode (a second drawing, its table, the sum): a, b, c, then d <-> e
  { file: 'index.html#g=YSBiCmIgYwpjCmQgZQplIGQK&vals=grundy', app: 'gameGraphApp', grundy: true },
  { file: 'board.html', app: 'boardApp' },
  { file: 'race.html', app: 'raceApp' },
  { file: 'rules.html', app: 'rulesApp', rules: true },
];

for (const p of PAGES) {
  test(p.file + ' works under the strict policy', { skip }, async () => {
    const violations = [];
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e));
    page.on('console', (m) => {
      if (m.type() === 'error') page.errors.push(new Error('console: ' + m.text()));
      if (/Content.Security.Policy|Refused to|violates/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(base + p.file);
    await H.appReady(page, p.app);
    await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle');
    // The page really solved something: a verdict or a table row is shown.
    const solved = await page.evaluate(() => {
      const app = document.getElementById('app');
      return app.textContent.match(/\b(WIN|LOSE|DRAW|wins|loses|draw)\b/i) !== null;
    });
    assert.ok(solved, 'no verdict shown');
    // What the refused inline styles did is done by the stylesheets and the CSSOM:
    // the table's rows one under the other, Cytoscape's container positioned.
    const layout = await page.evaluate(() => ({
      tops: Array.from(document.querySelectorAll('.vt-row'), (r) => r.getBoundingClientRect())
        .filter((b) => b.height > 0).map((b) => b.top),
      cy: Array.from(document.querySelectorAll('.__________cytoscape_container'), (c) => getComputedStyle(c).position),
    }));
    assert.equal(new Set(layout.tops).size, layout.tops.length, 'table rows on top of each other');
    assert.ok(layout.cy.every((pos) => pos === 'relative'), 'Cytoscape container: ' + layout.cy);
    if (p.file === 'index.html') assert.ok(layout.tops.length > 1 && layout.cy.length === 1, JSON.stringify(layout));
    if (p.grundy) {
      await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value !== undefined);
      const values = await page.$$eval('#gy-table tbody tr', (trs) => trs.map((tr) => tr.children[1].textContent));
      assert.deepEqual(values, ['0', '1', '0', '∞(∅)', '∞(∅)']);
      assert.equal(layout.cy.length, 2, 'both drawings positioned');
    }
    if (p.rules) {
      // played on the board: the cells, their values, the menu and the value history
      // are drawn by the stylesheets and the CSSOM alone
      await page.waitForFunction(() => window.rulesApp.state().view !== null);
      await page.click('#pos-view .cell[data-i="4"]');
      await page.waitForFunction(() => window.rulesApp.state().steps.length === 1 && window.rulesApp.state().view !== null);
      const drawn = await page.evaluate(() => ({
        cells: getComputedStyle(document.querySelector('#pos-view .pos-grid')).display,
        paint: getComputedStyle(document.querySelector('#pos-view .cell-val')).backgroundColor,
        marks: Array.from(document.querySelectorAll('#value-history .vh-mark'), (m) => getComputedStyle(m).fill),
      }));
      assert.deepEqual(drawn, { cells: 'grid', paint: drawn.paint, marks: ['rgb(187, 187, 187)', 'rgb(187, 187, 187)'] });
      assert.notEqual(drawn.paint, 'rgba(0, 0, 0, 0)');
      await page.selectOption('#example', 'nim');
      await page.waitForFunction(() => window.rulesApp.state().example === 'nim' && window.rulesApp.state().view !== null && window.rulesApp.state().summary.n === 120);
      await page.click('#pos-view .cell[data-i="2"]');
      const menu = await page.waitForSelector('.cell-menu');
      assert.equal(await menu.evaluate((m) => getComputedStyle(m).position), 'absolute');
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors.map((e) => e.message), []);
    await page.close();
  });
}
// The course page and its elements under the policy: tests/browser/teach.test.js.

// The example course page that talks to its embed (web/course-host-example.html):
// its own script and the embedded page under the same policy, the embed's
// messages heard.
test('web/course-host-example.html and its embed work under the strict policy', { skip }, async () => {
  const violations = [];
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(new Error('console: ' + m.text()));
    if (/Content.Security.Policy|Refused to|violates/i.test(m.text())) violations.push(m.text());
  });
  for (const which of ['graph', 'board', 'race']) {
    await page.goto(base + 'web/course-host-example.html?page=' + which);
    await page.getByRole('list', { name: 'Messages from the game' }).getByText(/^Ready: /).waitFor();
  }
  assert.deepEqual(violations, []);
  assert.deepEqual(page.errors.map((e) => e.message), []);
  await page.close();
});
