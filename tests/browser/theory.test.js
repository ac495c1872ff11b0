'use strict';
// Explanations in the theory's own terms and drawings that can be read (issue 20,
// item 5): on the rules page "Why?" gives the mex of the options' values in
// Sprague-Grundy mode, a sum says the XOR of its parts (the Sprague-Grundy
// theorem) or Smith's rule, the state graph of a small game is drawn with every
// position's key and value legible (a long chain of layers wrapped in bands), and
// the drawings' zoom buttons magnify by half again each press.
//
//   node scripts/test-browser.js tests/browser/theory.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

async function openRules(hash) {
  const page = await H.openFresh(S.browser, S.server.url + 'rules.html' + hash, 'rulesApp', { width: 1366, height: 900, console: false });
  await page.waitForFunction(() => {
    const st = window.rulesApp.state();
    return st.status === 'idle' && st.summary && st.view !== null;
  });
  return page;
}

test('rules page, Sprague-Grundy mode: "Why?" gives the mex of the options\' values; the sum the XOR of its parts', { skip }, async () => {
  const page = await openRules('#example=nim');
  const why = await page.$eval('#why', (e) => e.textContent);
  assert.match(why, /The options of \[3,4,5\] are worth \{0, 1, 3, 4, 5, 6, 7\}: G\(\[3,4,5\]\) = mex \{0, 1, 3, 4, 5, 6, 7\} = 2, the least value not among them/);
  assert.match(why, /the player to move wins by moving to take 2 from heap 1, worth 0/);
  // the sum card: this game (value 2) and a Nim heap of 3
  await page.waitForFunction(() => /^2 ⊕ 3 = 1/.test(document.getElementById('gy-sum-result').textContent));
  const sum = await page.getByText(/^By the Sprague-Grundy theorem/).textContent();
  assert.match(sum, /By the Sprague-Grundy theorem a sum is worth the XOR of its parts' values: 2 ⊕ 3 = 1 \(10 ⊕ 11 = 01\)\. Not 0: the player to move wins/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('rules page: a loopy value names Smith\'s rule', { skip }, async () => {
  const page = await openRules('#example=nim');
  const loopy = "const title = 'Loopy';\nconst start = 'a';\nconst g = { a: ['b', 'd'], b: ['c'], c: [], d: ['e'], e: ['d'] };\nfunction moves(p) { return g[p]; }\n";
  await page.evaluate((s) => window.rulesApp.setSource(s), loopy);
  await page.click('#run');
  await page.waitForFunction(() => {
    const st = window.rulesApp.state();
    return st.status === 'idle' && st.summary && st.summary.title === 'Loopy' && st.view !== null;
  });
  const why = await page.$eval('#why', (e) => e.textContent);
  // a's options: b (1) and d (∞): mex {1} = 0, and d has no move back to 0
  assert.match(why, /K = \{1\}, and mex K = 0; but Smith's rule gives 0 only if every option worth ∞ has a move back to a position worth 0.*G\(a\) = ∞\(K\) = ∞\(1\)\. 0 is not in K: neither player can force a win, a draw \(Smith\)\./);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('the state graph of a small game shows every position\'s key and value, legible; the zoom buttons magnify', { skip }, async () => {
  const page = await openRules('#example=subtraction');
  await page.waitForFunction(() => !document.getElementById('graph-card').hidden && window.rulesApp.graphView() && window.rulesApp.graphView().cy);
  await page.locator('#graph-card').scrollIntoViewIfNeeded();
  const view = () => page.evaluate(() => {
    const gv = window.rulesApp.graphView();
    const cy = gv.cy;
    return { zoom: cy.zoom(), label: cy.getElementById('v0').data('label'), n: cy.nodes().length, rows: new Set(cy.nodes().map((n) => Math.round(n.position().y))).size };
  });
  await page.waitForFunction(() => {
    const gv = window.rulesApp.graphView();
    return gv.fitted === gv.container.clientWidth + 'x' + gv.container.clientHeight;
  });
  const first = await view();
  assert.equal(first.n, 31);
  assert.equal(first.label, '30\nG = 0');
  // 31 positions in a chain of layers: wrapped in bands, drawn at a scale where
  // Cytoscape draws the labels (12 px at this zoom: 7 px at least)
  assert.ok(first.rows > 1, `bands: ${first.rows}`);
  assert.ok(first.zoom * 12 >= 7, `labels legible at zoom ${first.zoom}`);
  await page.getByRole('button', { name: 'Zoom in' }).first().click();
  const bigger = await view();
  assert.ok(Math.abs(bigger.zoom / first.zoom - 1.5) < 0.01, `${bigger.zoom} / ${first.zoom}`);
  await page.getByRole('button', { name: 'Zoom out' }).first().click();
  assert.ok(Math.abs((await view()).zoom - first.zoom) < 1e-6);
  await page.getByRole('button', { name: 'Fit the drawing to its area' }).first().click();
  assert.ok(Math.abs((await view()).zoom - first.zoom) < 1e-6);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});
