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

// The module (Emscripten 3.1.6, one file) first tries to fetch its inlined wasm
// from a data: URL, which connect-src 'self' refuses; it then instantiates it
// from the bytes it holds. That one refusal is expected and harmless.
const expected = (text) => /data:application\/octet-stream;base64/.test(text);

// todo: the graph page's Cytoscape drawing still applies inline styles (its
// <style> element and style attributes), refused under style-src 'self'.
const PAGES = [
  { file: 'index.html', app: 'gameGraphApp', todo: "Cytoscape's inline styles on the graph page" },
  { file: 'board.html', app: 'boardApp' },
  { file: 'race.html', app: 'raceApp' },
  { file: 'rules.html', app: 'rulesApp' },
];

for (const p of PAGES) {
  test(p.file + ' works under the strict policy', { skip, todo: p.todo }, async () => {
    const page = await H.openApp(browser, base + p.file, p.app);
    const violations = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text()) && !expected(m.text())) violations.push(m.text());
    });
    await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle', null, { timeout: 60000 });
    // The page really solved something: a verdict or a table row is shown.
    const solved = await page.evaluate(() => {
      const app = document.getElementById('app');
      return app.textContent.match(/\b(WIN|LOSE|DRAW|wins|loses|draw)\b/i) !== null;
    });
    assert.ok(solved, 'no verdict shown');
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors.map((e) => e.message).filter((m) => !expected(m)), []);
    await page.close();
  });
}
// The course page and its elements under the policy: tests/browser/teach.test.js.
