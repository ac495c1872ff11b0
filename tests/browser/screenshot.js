'use strict';
// Regenerates docs/screenshot.png (the picture in the README): the page with the
// tic-tac-toe example solved and its first position selected.
//   node tests/browser/screenshot.js [OUT.png]
const path = require('path');
const H = require('./helpers');

(async () => {
  const out = process.argv[2] || path.join(H.ROOT, 'docs', 'screenshot.png');
  const server = await H.serve();
  const browser = await H.launch();
  try {
    const page = await H.openPage(browser, server.url, { width: 1280, height: 1240 });
    await page.selectOption('#example', 'tictactoe');
    await H.idle(page);
    await page.click('#vtable .vt-row[data-v="0"]');
    // Selected, any centring animation over, and drawn (cytoscape draws on a frame).
    await page.waitForFunction(() => {
      const app = window.gameGraphApp;
      return app.selected === 0 && app.cy.getElementById('v0').selected() && !app.cy.animated();
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: out });
    if (page.errors.length) throw page.errors[0];
    console.log('wrote ' + out);
  } finally {
    await browser.close();
    await server.close();
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
