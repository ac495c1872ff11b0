'use strict';
// Browser tests of the one interface between an embed and its course page
// (web/src/core/embed-host.js), on the graph, board and race pages: the example
// course page web/course-host-example.html embeds each at 640 x 440 and at
// 400 x 300 and lists what it hears; the embed says 'ready', a click in it is a
// 'move', 'set-position' shows the position of a key, 'hide-values' hides what
// the page shows of the values (and shows it again), and a message from any
// window other than the embedding one (a sibling frame, the embed itself) is
// ignored.
//
//   node scripts/test-browser.js tests/browser/embed_host.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// Per page: a click in the embed that plays a move, a key to show (with what the
// embed then shows), another key (for the stranger), and what hidden values look like.
const PAGES = {
  graph: {
    app: 'gameGraphApp',
    move: (f) => f.getByRole('group', { name: 'Your moves:' }).getByRole('button', { name: 'b', exact: true }).click(),
    key: 'g',
    shows: (f) => f.getByText('Your move from g (DRAW for you).').waitFor(),
    strangerKey: 'e',
    async hidden(frame, f, on) {
      const node = await frame.evaluate(() => window.gameGraphApp.node('a'));
      assert.equal(node.label, on ? 'a' : 'a\nW3', 'the vertex\'s letters and depth');
      assert.equal(node.background, on ? 'rgb(255,255,255)' : node.background);
      assert.equal(await f.locator('html.values-hidden').count(), on ? 1 : 0);
      const play = await f.locator('#play').textContent();
      if (on) assert.doesNotMatch(play, /WIN|LOSE|DRAW/);
      else assert.match(play, /DRAW for you/);
    },
  },
  board: {
    app: 'boardApp',
    move: (f) => f.getByRole('button', { name: 'Forward' }).click(),
    key: 'P 8,7 E 7,5 E',
    shows: (f) => f.getByRole('img', { name: /police at \(8, 7\), thief at \(7, 5\)/ }).waitFor(),
    strangerKey: 'P 1,1 E 7,5 P',
    async hidden(frame, f, on) {
      const verdict = await f.locator('#verdict').textContent();
      if (on) assert.equal(verdict, 'Who wins? Play to find out.');
      else assert.match(verdict, /Police catch the thief in \d+ moves/);
      await frame.waitForFunction((h) => window.boardApp.state.view && !!window.boardApp.state.view.moveLabels === !h, on);
      assert.equal(await f.getByText(/to move\. Police catch/).count(), on ? 0 : 1);
    },
  },
  race: {
    app: 'raceApp',
    move: (f) => f.getByRole('button', { name: 'One step', exact: true }).click(),
    key: 'A r1c3 B r3c4 B',
    async shows(f) {
      await f.getByRole('slider', { name: 'Step of the race' }).waitFor();
      assert.equal(await f.getByRole('slider', { name: 'Step of the race' }).inputValue(), '3');
      assert.equal(await f.locator('#caption').textContent(), '3. A moves r1c2 → r1c3.');
    },
    strangerKey: 'A r1c1 B r4c4 A',
    async hidden(frame, f, on) {
      assert.equal(await f.locator('#winner-badge').textContent(), on ? '?' : 'B');
      assert.equal(await f.getByRole('heading', { name: on ? 'Who wins?' : 'B wins' }).isVisible(), true);
    },
  },
};

// The host page's log, and a wait for its n-th entry (from 1) matching re.
const entries = (page) => page.getByRole('list', { name: 'Messages from the game' }).getByRole('listitem').allTextContents();
async function entry(page, n, re) {
  await page.waitForFunction(
    ([k, src]) => {
      const items = document.querySelectorAll('#log li');
      return items.length >= k && new RegExp(src).test(items[k - 1].textContent);
    },
    [n, re.source]
  );
  return (await entries(page))[n - 1];
}

for (const [name, p] of Object.entries(PAGES)) {
  for (const [width, height] of [[640, 440], [400, 300]]) {
    test(`${name} page embedded at ${width} x ${height} talks to its course page`, { skip }, async () => {
      const page = await S.browser.newPage({ viewport: { width: 1000, height: 900 } });
      H.collectErrors(page);
      try {
        await page.goto(S.server.url + `web/course-host-example.html?page=${name}&size=${width}x${height}`);
        // ready, with the first position
        const ready = await entry(page, 1, /^Ready: /);
        const frameEl = page.locator('#embed');
        const frame = await (await frameEl.elementHandle()).contentFrame();
        const f = page.frameLocator('#embed');
        assert.deepEqual(await frame.evaluate(() => [innerWidth, innerHeight]), [width, height], 'the frame\'s size');
        const first = await frame.evaluate((app) => window[app].position(), p.app);
        assert.ok(ready.startsWith('Ready: ' + first.key + ' · '), ready);
        // a click in the embed: a move, with the position after it
        await p.move(f);
        const move = await entry(page, 2, /^Move /);
        const after = await frame.evaluate((app) => window[app].position(), p.app);
        assert.ok(move.endsWith(': ' + after.key + ' · ' + (after.value === 'draw' ? 'a draw' : `a ${after.value === 'win' ? 'win' : 'loss'} for the player to move in ${after.remoteness}`) + ` · ${after.ply} moves played`), move);
        assert.match(move, name === 'graph' ? /^Move a → b by the player/ : /by the solver/);
        // the graph page's solver answers the reader's move: one more move
        let n = 2;
        if (name === 'graph') n = (await entry(page, 3, /^Move b → c by the solver/)) && 3;

        // set-position: answered by a state with that key, and the embed shows it
        await page.getByLabel('Position key').fill(p.key);
        await page.getByRole('button', { name: 'Show this position' }).click();
        assert.match(await entry(page, ++n, /^State: /), new RegExp('^State: ' + p.key.replace(/[+.]/g, '\\$&') + ' · '));
        await p.shows(f);
        assert.equal((await frame.evaluate((app) => window[app].position(), p.app)).key, p.key);
        // a key of no position: answered, nothing changes
        await page.getByLabel('Position key').fill('no such position');
        await page.getByRole('button', { name: 'Show this position' }).click();
        assert.match(await entry(page, ++n, /^State: /), new RegExp('^State: ' + p.key.replace(/[+.]/g, '\\$&') + ' · '));

        // hide-values, then show them again
        await p.hidden(frame, f, false);
        await page.getByLabel('Hide the values (a quiz)').check();
        assert.match(await entry(page, ++n, /^State: /), / · values hidden$/);
        await p.hidden(frame, f, true);
        await page.getByLabel('Hide the values (a quiz)').uncheck();
        assert.doesNotMatch(await entry(page, ++n, /^State: /), /values hidden/);
        await p.hidden(frame, f, false);

        // messages from another window than the parent: a sibling frame, the embed itself
        await page.evaluate(() => {
          const other = document.createElement('iframe');
          other.id = 'stranger';
          other.title = 'Another frame';
          document.body.appendChild(other);
        });
        const stranger = page.frames().find((x) => x !== page.mainFrame() && x !== frame);
        const bad = [
          { gamegraph: 1, type: 'hide-values', on: true },
          { gamegraph: 1, type: 'set-position', key: p.strangerKey },
          { gamegraph: 1, type: 'get-state' },
        ];
        await stranger.evaluate((msgs) => {
          const embed = parent.document.getElementById('embed').contentWindow;
          for (const m of msgs) embed.postMessage(m, '*');
        }, bad);
        await frame.evaluate((msgs) => {
          for (const m of msgs) window.postMessage(m, '*');
        }, bad);
        // then the parent asks: the answer is the next entry, the position and the values as they were
        await page.getByRole('button', { name: 'Ask for the state' }).click();
        const answer = await entry(page, ++n, /^State: /);
        assert.match(answer, new RegExp('^State: ' + p.key.replace(/[+.]/g, '\\$&') + ' · '));
        assert.doesNotMatch(answer, /values hidden/);
        // a set-position from the parent after them: its answer comes next, none for the stranger's
        await page.getByLabel('Position key').fill(ready.replace(/^Ready: /, '').split(' · ')[0]);
        await page.getByRole('button', { name: 'Show this position' }).click();
        await entry(page, ++n, new RegExp('^State: ' + first.key.replace(/[+.]/g, '\\$&') + ' · '));
        const all = await entries(page);
        assert.equal(all.length, n, all.join('\n'));
        assert.ok(!all.some((x) => x.includes(p.strangerKey + ' · ')) || p.strangerKey === first.key, all.join('\n'));
        assert.equal(await frame.evaluate(() => document.documentElement.classList.contains('values-hidden')), false);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });
  }
}

test('from disk (file://): the course page hears its embed and sets its position', { skip }, async () => {
  const { pathToFileURL } = require('url');
  const path = require('path');
  const page = await S.browser.newPage({ viewport: { width: 1000, height: 900 } });
  H.collectErrors(page, { console: false });
  try {
    await page.goto(pathToFileURL(path.join(H.ROOT, 'web', 'course-host-example.html')).href + '?page=race&lang=uk');
    await entry(page, 1, /^Готово: A r1c1 B r4c4 A · /);
    await page.frameLocator('#embed').getByRole('button', { name: 'Один крок', exact: true }).click();
    await entry(page, 2, /^Хід A r1c2, зробив розв’язувач: A r1c2 B r4c4 B · виграш того, хто ходить, за 10 · зіграно ходів: 1$/);
    await page.getByLabel('Ключ позиції').fill('A r1c3 B r3c4 B');
    await page.getByRole('button', { name: 'Показати цю позицію' }).click();
    await entry(page, 3, /^Стан: A r1c3 B r3c4 B · /);
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.close();
  }
});
