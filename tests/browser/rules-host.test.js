'use strict';
// The rules page shared and embedded (issue 21, item 1): a link carries the moves
// played (the position after them, opened in a fresh browser, with its history);
// an embed of a teacher's own script is ready to play without a click, and keeps
// no draft; a course page of our own follows the embed (core/embed-host.js):
// 'ready' and 'move' messages with the position's key, value, remoteness and ply,
// 'set-position' and 'hide-values' obeyed, messages from another window ignored.
//
//   node scripts/test-browser.js tests/browser/rules-host.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

async function open(ctx, hash) {
  const page = await ctx.newPage();
  H.collectErrors(page, { console: false });
  await page.goto(S.server.url + 'rules.html' + hash);
  await H.appReady(page, 'rulesApp');
  return page;
}
const shown = (page, steps) => page.waitForFunction((k) => {
  const st = window.rulesApp.state();
  return st.status === 'idle' && st.summary && st.view && st.steps.length === k;
}, steps);

test('a link carries the moves played: opened in a fresh browser, the same position after the same moves, with its history', { skip }, async () => {
  let ctx = await S.browser.newContext({ viewport: { width: 1366, height: 900 } });
  let page = await open(ctx, '#example=tictactoe');
  await shown(page, 0);
  for (let k = 1; k <= 3; k++) {
    await page.click('#move-list .move >> nth=0');
    await shown(page, k);
  }
  const before = await page.evaluate(() => ({ path: window.rulesApp.state().path, key: window.rulesApp.state().view.key, names: window.rulesApp.state().steps.map((s) => s.name) }));
  await page.click('#copy-link');
  await page.waitForFunction(() => /at=/.test(location.hash));
  const url = await page.evaluate(() => location.href);
  assert.match(url, /example=tictactoe/);
  assert.match(url, new RegExp('at=' + before.path.join('\\.')));
  await ctx.close();
  ctx = await S.browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.rulesApp !== undefined);
  await shown(page, 3);
  const after = await page.evaluate(() => ({ path: window.rulesApp.state().path, key: window.rulesApp.state().view.key, names: window.rulesApp.state().steps.map((s) => s.name) }));
  assert.deepEqual(after, before);
  // a line the game does not have: played as far as it fits, then said
  await page.goto(S.server.url + 'rules.html#example=tictactoe&at=0.1.999999');
  await page.reload();
  await page.waitForFunction(() => window.rulesApp && /do not fit this game: 1 move/.test(document.getElementById('link-note').textContent));
  assert.equal(await page.evaluate(() => window.rulesApp.state().steps.length), 1);
  await ctx.close();
});

test('an embed of a teacher\'s own script is ready to play without a click, and leaves no draft behind', { skip }, async () => {
  const script = "const title = 'Take 1 or 2';\nconst start = 7;\nfunction moves(n) { return [n - 1, n - 2].filter((x) => x >= 0); }\n";
  let ctx = await S.browser.newContext({ viewport: { width: 1366, height: 900 } });
  let page = await open(ctx, '#example=nim');
  await shown(page, 0);
  await page.evaluate((s) => window.rulesApp.setSource(s), script);
  await page.click('#copy-link');
  await page.waitForFunction(() => /(^|[#&])s=/.test(location.hash) || /gz=/.test(location.hash));
  const frag = (await page.evaluate(() => location.hash)).slice(1);
  await ctx.close();
  // a plain visit of the link waits for Run (issue 24's gate) ...
  ctx = await S.browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await open(ctx, '#' + frag);
  assert.equal(await page.evaluate(() => window.rulesApp.state().fromLink), true);
  assert.equal(await page.evaluate(() => window.rulesApp.solveCount), 0);
  await ctx.close();
  // ... an embed of it is played at once
  ctx = await S.browser.newContext({ viewport: { width: 640, height: 440 } });
  page = await open(ctx, '#' + frag + '&embed=1');
  await shown(page, 0);
  assert.equal(await page.evaluate(() => window.rulesApp.state().summary.title), 'Take 1 or 2');
  assert.match(await page.$eval('#verdict', (e) => e.textContent), /the first player wins in 5 moves/);
  await page.click('#move-list .move >> nth=0');
  await shown(page, 1);
  // nothing stored: a later plain visit of rules.html opens its first example
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gamegraph.draft.rules')).length), 0);
  const plain = await open(ctx, '');
  await shown(plain, 0);
  assert.equal(await plain.evaluate(() => window.rulesApp.state().example), 'tictactoe');
  assert.deepEqual(page.errors, []);
  await ctx.close();
});

// A course page of our own: the embed in a frame, every message it sends kept.
async function course(ctx, hash, width, height) {
  const page = await ctx.newPage();
  H.collectErrors(page, { console: false });
  await page.goto(S.server.url + 'web/course-example.html');
  await page.evaluate(({ src, width, height }) => {
    document.body.textContent = '';
    window.got = [];
    const f = document.createElement('iframe');
    // only the frame made here (the page's own embeds, now removed, may still speak)
    window.addEventListener('message', (ev) => {
      if (ev.source === f.contentWindow && ev.data && ev.data.gamegraph === 1) window.got.push(ev.data);
    });
    f.id = 'embed';
    f.width = String(width);
    f.height = String(height);
    f.src = src;
    document.body.appendChild(f);
  }, { src: S.server.url + 'rules.html' + hash, width, height });
  return page;
}
const message = (page, type, k = 1) => page.waitForFunction(({ type, k }) => window.got.filter((m) => m.type === type).length >= k, { type, k });
const embedOf = (page) => page.frames().find((f) => /rules\.html/.test(f.url()));

test('a course page follows its embed: ready and each move with the key, value, remoteness and ply; it sets the position and hides the values', { skip }, async () => {
  for (const [width, height] of [[640, 440], [400, 300]]) {
    const ctx = await S.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await course(ctx, '#example=nim&embed=1', width, height);
    await message(page, 'ready');
    let got = await page.evaluate(() => window.got);
    assert.deepEqual(got[0], { gamegraph: 1, page: 'rules', type: 'ready', state: { key: '[3,4,5]', value: 'win', remoteness: 11, ply: 0, hidden: false } });
    const embed = embedOf(page);
    await embed.click('#move-list .move >> nth=0');
    await message(page, 'move');
    got = await page.evaluate(() => window.got.filter((m) => m.type === 'move'));
    assert.equal(got[0].state.ply, 1);
    assert.equal(got[0].move.name, 'take 3 from heap 1');
    assert.equal(got[0].move.by, 'player');
    assert.deepEqual(got[0].state, { key: '[0,4,5]', value: 'win', remoteness: 9, ply: 1, hidden: false }); // (a win thrown away: the opponent's now)
    // the course page sets a position by its key, and hides the values
    await page.evaluate(() => document.getElementById('embed').contentWindow.postMessage({ gamegraph: 1, type: 'set-position', key: '[1,2,3]' }, '*'));
    // the embed answers a set-position with its state once the position is shown
    await message(page, 'state');
    const states = () => page.evaluate(() => window.got.filter((m) => m.type === 'state').map((m) => m.state));
    assert.deepEqual((await states())[0], { key: '[1,2,3]', value: 'lose', remoteness: 6, ply: 0, hidden: false });
    assert.equal(await embed.evaluate(() => window.rulesApp.state().view.key), '[1,2,3]');
    await page.evaluate(() => document.getElementById('embed').contentWindow.postMessage({ gamegraph: 1, type: 'get-state' }, '*'));
    await message(page, 'state', 2);
    assert.deepEqual((await states())[1], { key: '[1,2,3]', value: 'lose', remoteness: 6, ply: 0, hidden: false });
    await page.evaluate(() => document.getElementById('embed').contentWindow.postMessage({ gamegraph: 1, type: 'hide-values', on: true }, '*'));
    await message(page, 'state', 3);
    assert.equal((await states())[2].hidden, true);
    await embed.waitForFunction(() => window.rulesApp.state().quiz === true);
    // a message from any other window (here the embed's own) is ignored: the state
    // the course page asks for after it says the values are still hidden
    await embed.evaluate(() => window.postMessage({ gamegraph: 1, type: 'hide-values', on: false }, '*'));
    await page.evaluate(() => document.getElementById('embed').contentWindow.postMessage({ gamegraph: 1, type: 'get-state' }, '*'));
    await message(page, 'state', 4);
    assert.equal((await states())[3].hidden, true);
    assert.equal(await embed.evaluate(() => window.rulesApp.state().quiz), true);
    await page.evaluate(() => document.getElementById('embed').contentWindow.postMessage({ gamegraph: 1, type: 'set-position', key: 'no such key' }, '*'));
    assert.deepEqual(page.errors, []);
    await ctx.close();
  }
});
