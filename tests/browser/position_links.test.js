'use strict';
// Browser tests of the links that carry the position played (issue 21): on the
// graph page (a game against the solver from a vertex, the walk along optimal
// play), the board page (moves watched and played, a side against the solver)
// and the race page (the step of the race), a link copied after a few moves and
// opened in a fresh browser context shows the same position with the same moves
// before it; a part of a link that does not fit is said and ignored.
//
//   node scripts/test-browser.js tests/browser/position_links.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// A page of a fresh context (no storage shared with the page the link came from).
const fresh = (url, app) => H.openFresh(S.browser, url, app);
const { lines } = H;

test('graph page: a game against the solver from a vertex travels in the link, with its moves', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await page.getByLabel('Explain a vertex').selectOption({ label: 'a' });
    await page.getByRole('button', { name: /I move first/ }).click();
    await page.getByRole('group', { name: 'Your moves:' }).getByRole('button', { name: 'b', exact: true }).click();
    // the solver answers b -> c, then it is the reader's turn again
    await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human' && document.querySelectorAll('#play .pl-log li').length === 2);
    await page.waitForFunction(() => /[#&]sel=a&play=first&mv=\d+\.\d+(&|$)/.test(location.hash));
    const url = page.url();
    const log = await lines(page, '#play .pl-log li');
    assert.deepEqual(log.map((l) => l.replace(/ You had a win.*/, '')), ['You moved a → b.', 'The solver moved b → c.']);
    const here = await page.evaluate(() => window.gameGraphApp.position());
    assert.deepEqual(here, { key: 'c', value: 'lose', remoteness: 2, ply: 2 });

    const other = await fresh(url, 'gameGraphApp');
    try {
      await H.idle(other);
      await other.waitForFunction(() => document.querySelector('#play').dataset.state === 'human');
      assert.deepEqual(await lines(other, '#play .pl-log li'), log, 'the same moves, the same warnings');
      assert.match(await other.textContent('#play'), /Your move from c \(LOSE in 2 for you\)/);
      assert.deepEqual(await other.evaluate(() => window.gameGraphApp.position()), here);
      assert.equal(await other.isVisible('#link-part'), false);
      // the game goes on from there
      await other.getByRole('group', { name: 'Your moves:' }).getByRole('button', { name: 'd', exact: true }).click();
      await other.waitForFunction(() => document.querySelectorAll('#play .pl-log li').length >= 3);
      // a stale link: its second move is not one there; a vertex the graph lacks
      await other.goto('about:blank');
      await other.goto(url.replace(/mv=[\d.]+/, 'mv=0.7'));
      await other.evaluate(() => window.gameGraphApp.ready);
      await other.getByText('Of the link’s moves, 1 of 2 could be played here: the rest is ignored.').waitFor();
      assert.deepEqual(await lines(other, '#play .pl-log li'), [log[0]]);
      await other.goto('about:blank');
      await other.goto(url.replace('sel=a', 'sel=zz').replace('play=first', 'play=sideways'));
      await other.evaluate(() => window.gameGraphApp.ready);
      await other.getByText(/The link’s “play” could not be read: it is ignored\. The link names a vertex this graph does not have \(zz\)/).waitFor();
      assert.equal(await other.isVisible('#play'), false);
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.close();
  }
});

test('graph page: the walk along optimal play in Around a vertex travels in the link', { skip }, async () => {
  const page = await H.openPage(S.browser, S.server.url);
  try {
    await page.getByRole('heading', { name: 'Around a vertex' }).click();
    await page.getByRole('searchbox', { name: 'Find a vertex by its name' }).fill('a');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForFunction(() => document.getElementById('explore-card').dataset.centre === 'a');
    await page.getByRole('button', { name: 'Walk optimal play' }).click();
    for (let k = 1; k <= 2; k++) {
      await page.getByRole('button', { name: 'Next ›' }).click();
      await page.waitForFunction((i) => document.getElementById('nb-walk-box').dataset.step === String(i), k);
    }
    await page.waitForFunction(() => /[#&]sel=a&walk=2(&|$)/.test(location.hash));
    const url = page.url();
    const here = await page.evaluate(() => window.gameGraphApp.position());
    assert.deepEqual(here, { key: 'e', value: 'win', remoteness: 1, ply: 2 });
    const other = await fresh(url, 'gameGraphApp');
    try {
      await other.waitForFunction(() => document.getElementById('nb-walk-box').dataset.step === '2' && document.getElementById('explore-card').dataset.centre === 'e');
      assert.match(await other.textContent('#walk-pos'), /3/);
      assert.deepEqual(await other.evaluate(() => window.gameGraphApp.position()), here);
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
  } finally {
    await page.close();
  }
});

test('board page: moves watched and chosen travel in the link; a side against the solver too', { skip }, async () => {
  const page = await H.openApp(S.browser, S.server.url + 'board.html', 'boardApp');
  try {
    await page.waitForFunction(() => window.boardApp.state.history.length > 1 && document.getElementById('app').dataset.status === 'idle');
    await page.getByRole('button', { name: 'Forward' }).click();
    await page.waitForFunction(() => window.boardApp.state.idx === 1);
    // the thief's last listed move (a move of the reader's choosing), then the solver's reply
    await page.locator('#move-values').getByRole('button').last().click();
    await page.waitForFunction(() => window.boardApp.state.idx === 2);
    await page.getByRole('button', { name: 'Forward' }).click();
    await page.waitForFunction(() => window.boardApp.state.idx === 3);
    // back to the first move: the link holds the moves up to the one chosen, and the one shown
    for (const k of [2, 1]) {
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForFunction((i) => window.boardApp.state.idx === i, k);
    }
    await page.waitForFunction(() => document.getElementById('app').dataset.link === 'written' && /[#&]mv=\d+\.\d+&at=1(&|$)/.test(location.hash));
    const url = page.url();
    assert.match(url, /preset=article/, 'an unedited preset is still linked by its name');
    const moves = await lines(page, '#moves li');
    const narration = await page.textContent('#narration');
    const here = await page.evaluate(() => window.boardApp.position());
    assert.equal(here.ply, 1);

    const other = await fresh(url, 'boardApp');
    try {
      await other.waitForFunction(() => window.boardApp.state.idx === 1 && document.querySelectorAll('#moves li').length > 2);
      assert.deepEqual((await lines(other, '#moves li')).slice(0, 3), moves.slice(0, 3));
      assert.equal(await other.textContent('#narration'), narration);
      assert.deepEqual(await other.evaluate(() => window.boardApp.position()), here);
      assert.match(await other.getByRole('img', { name: /^Board of/ }).getAttribute('aria-label'), new RegExp(here.key.replace(/^P (\d+),(\d+) E (\d+),(\d+).*/, 'police at \\($1, $2\\), thief at \\($3, $4\\)')));
      // against the solver, as the thief: the police move, then the thief
      await other.getByRole('radio', { name: 'you are the thief' }).check();
      await other.waitForFunction(() => window.boardApp.state.idx === 1 && window.boardApp.state.targets);
      await other.locator('#move-values').getByRole('button').first().click();
      await other.waitForFunction(() => window.boardApp.state.idx === 3 && window.boardApp.state.targets);
      await other.waitForFunction(() => document.getElementById('app').dataset.link === 'written' && /[#&]mv=(\d+\.){2}\d+&pl=evader(&|$)/.test(location.hash));
      const played = other.url();
      const mine = await other.evaluate(() => window.boardApp.position());
      const third = await fresh(played, 'boardApp');
      try {
        await third.waitForFunction(() => window.boardApp.state.idx === 3 && window.boardApp.state.human === 'evader' && window.boardApp.state.targets);
        assert.equal(await third.getByRole('radio', { name: 'you are the thief' }).isChecked(), true);
        assert.deepEqual(await third.evaluate(() => window.boardApp.position()), mine);
        // a stale move and a damaged field: said, the rest still opens
        await third.goto('about:blank');
        await third.goto(played.replace(/mv=(\d+)\.[\d.]+/, 'mv=$1.0.0').replace('pl=evader', 'pl=nobody'));
        await third.evaluate(() => window.boardApp.ready);
        await third.getByText(/The link’s “pl” could not be read: it is ignored\. Of the link’s moves, 1 of 3 could be played here/).waitFor();
        await third.waitForFunction(() => window.boardApp.state.idx === 1 && window.boardApp.state.human === 'none');
        assert.deepEqual(third.errors.map(String), []);
      } finally {
        await third.done();
      }
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.close();
  }
});

test('race page: the step of the race travels in the link; a step past the end is said', { skip }, async () => {
  const page = await H.openApp(S.browser, S.server.url + 'race.html', 'raceApp');
  try {
    for (let k = 1; k <= 3; k++) {
      await page.getByRole('button', { name: 'One step', exact: true }).click();
      await page.waitForFunction((i) => window.raceApp.state.step === i, k);
    }
    await page.waitForFunction(() => /[#&]s=3(&|$)/.test(location.hash));
    const url = page.url();
    const caption = await page.textContent('#caption');
    const here = await page.evaluate(() => window.raceApp.position());
    assert.deepEqual(here, { key: 'A r1c3 B r3c4 B', value: 'win', remoteness: 8, ply: 3 });
    const other = await fresh(url, 'raceApp');
    try {
      await other.waitForFunction(() => window.raceApp.state.step === 3);
      assert.equal(await other.textContent('#caption'), caption);
      assert.match(await other.textContent('#step-count'), /3/);
      assert.deepEqual(await other.evaluate(() => window.raceApp.position()), here);
      await other.goto('about:blank');
      await other.goto(url.replace('s=3', 's=999&v=zz'));
      await other.evaluate(() => window.raceApp.ready);
      await other.getByText('The link’s “v” could not be read: it is ignored. The link’s move 999 is past the end of the line (11 moves): its last move is shown.').waitFor();
      assert.equal(await other.evaluate(() => window.raceApp.state.step), 11);
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.close();
  }
});
