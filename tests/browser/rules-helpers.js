'use strict';
// What the rules page's browser tests share: the page opened in a new context
// (its errors collected, the module's one refused fetch of its own bytes
// expected), waiting until nothing runs and the position is shown, and until the
// position after n moves of the line is shown.
//
//   const R = require('./rules-helpers');
//   const page = await R.open(S, '#example=nim', { locale: 'uk-UA' });   // S: H.useBrowser()
//   const st = await R.settled(page);  await R.at(page, 2);
const path = require('path');
const { pathToFileURL } = require('url');
const H = require('./helpers');

const FILE = pathToFileURL(path.join(H.ROOT, 'rules.html')).href;

// The module's one refused data: fetch (it then instantiates from its bytes), seen
// from the sandbox's policy: expected and harmless.
const expected = (m) => /data:application\/octet-stream;base64/.test(m);

async function open(S, hash = '', { file = false, locale = 'en-US', width = 1280, height = 1000, wait = true } = {}) {
  const url = (file ? FILE : S.server.url + 'rules.html') + hash;
  const page = await H.openFresh(S.browser, url, 'rulesApp', { width, height, locale, acceptDownloads: true, ignore: expected });
  if (wait) await settled(page);
  return page;
}

// Waits until nothing runs and, when a game is solved, its position is shown.
async function settled(page) {
  await page.waitForFunction(() => {
    const st = window.rulesApp.state();
    return document.getElementById('app').dataset.status === 'idle' && st.status !== 'running' && (!st.summary || st.view !== null);
  });
  return page.evaluate(() => window.rulesApp.state());
}

// The position after n moves of the line is shown.
async function at(page, n) {
  await page.waitForFunction((k) => {
    const st = window.rulesApp.state();
    return st.steps.length === k && st.view !== null && st.view.id === st.path[st.path.length - 1];
  }, n);
  return page.evaluate(() => window.rulesApp.state());
}

module.exports = { FILE, expected, open, settled, at };
