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

const PAGES = [
  { file: 'index.html', app: 'gameGraphApp' },
  { file: 'board.html', app: 'boardApp' },
  { file: 'race.html', app: 'raceApp' },
];

for (const p of PAGES) {
  test(p.file + ' works under the strict policy', { skip }, async () => {
    const page = await H.openApp(browser, base + p.file, p.app);
    const violations = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle', null, { timeout: 60000 });
    // The page really solved something: a verdict or a table row is shown.
    const solved = await page.evaluate(() => {
      const app = document.getElementById('app');
      return app.textContent.match(/\b(WIN|LOSE|DRAW|wins|loses|draw)\b/i) !== null;
    });
    assert.ok(solved, 'no verdict shown');
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors.map((e) => e.message), []);
    await page.close();
  });
}

test('the course page and its elements work under the strict policy', { skip }, async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(base + 'web/course-example.html');
  await page.waitForFunction(() => {
    const els = document.querySelectorAll('game-graph');
    return els.length > 0 && [...els].every((el) => /\b(WIN|LOSE|DRAW)\b/.test(el.textContent + (el.shadowRoot ? el.shadowRoot.textContent : '')));
  }, null, { timeout: 60000 });
  assert.deepEqual(errors, []);
  await page.close();
});
