'use strict';
// The value history (ui/value-history.js) and the quiz ("Hide values") beyond the
// rules page (issue 20): on the graph page the game played against the solver from
// a vertex, the walk along optimal play in "Around a vertex" and a sum of games
// played against the solver; on the board page the line played (watched, chosen,
// against the solver). Each chart gets a point per position after each move, goes
// back to a point clicked (the link following), and exports a standalone SVG; the
// quiz hides every value while the reader plays, says each move's value once it is
// played with whether it was optimal and the score, rides in the link (quiz=1),
// and is the one the course page's hide-values sets; in English and Ukrainian.
//
//   node scripts/test-browser.js tests/browser/value-history-pages.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// A page of a fresh context (its own storage), downloads accepted, errors collected.
async function open(file, app, hash = '', { locale = 'en-US', width = 1280, height = 1000 } = {}) {
  const ctx = await S.browser.newContext({ viewport: { width, height }, locale, acceptDownloads: true });
  const page = await ctx.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(new Error('console: ' + m.text()));
  });
  await page.goto(S.server.url + file + hash);
  await page.waitForFunction((name) => window[name] !== undefined, app);
  await page.evaluate((name) => window[name].ready, app);
  await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle');
  page.done = () => ctx.close();
  return page;
}
const openGraph = (hash, opts) => open('index.html', 'gameGraphApp', hash, opts);
const openBoard = async (hash, opts) => {
  const page = await open('board.html', 'boardApp', hash, opts);
  await page.waitForFunction(() => window.boardApp.state.history.length > 1 && window.boardApp.state.view !== null);
  return page;
};

// The points of a chart: their value (from the mark's class), their words, and
// which one is ringed as the position shown.
function points(chart) {
  return chart.locator('.vh-pt').evaluateAll((g) => g.map((x) => ({
    value: x.getAttribute('class').match(/vh-(win|lose|draw)/)[1],
    label: x.getAttribute('aria-label'),
    current: x.getAttribute('aria-current') === 'step',
  })));
}

// The chart exported: a download of a standalone SVG document, checked by the
// browser's own XML parser (no parse error, an <svg> root in the SVG namespace, a
// mark per point) and for what a file must carry (its title, colours written in,
// nothing interactive).
async function exported(page, chart, name, n) {
  const [download] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name }).click()]);
  const svg = (await H.downloadBytes(download)).toString('utf8');
  assert.match(download.suggestedFilename(), /\.svg$/);
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
  assert.doesNotMatch(svg, /tabindex|aria-|role=/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      ns: root.namespaceURI,
      title: root.querySelector('title') ? root.querySelector('title').textContent : null,
      marks: root.querySelectorAll('.vh-mark').length,
      filled: [...root.querySelectorAll('.vh-mark')].every((m) => /^rgb\(/.test(m.getAttribute('fill') || '')),
    };
  }, svg);
  assert.deepEqual(parsed, { error: 0, root: 'svg', ns: 'http://www.w3.org/2000/svg', title: parsed.title, marks: n, filled: true });
  return { name: download.suggestedFilename(), svg, title: parsed.title };
}

const visibleCount = (page, sel) => page.$$eval(sel, (els) => els.filter((e) => e.getClientRects().length > 0).length);
const lines = (page, sel) => page.$$eval(sel, (els) => els.map((e) => e.textContent.replace(/\s+/g, ' ').trim()));

// ---- the graph page ----------------------------------------------------------------------------

// The default example: a WIN 3 (its best move to c, LOSE 2), b WIN 3, c LOSE 2, d and
// e WIN 1, f LOSE 0 (no move), g and h a draw.
async function playFrom(page, v, first = true) {
  await page.getByLabel('Explain a vertex').selectOption({ label: v });
  await page.getByRole('button', { name: first ? /I move first/ : 'The solver moves first' }).click();
  await page.waitForFunction(() => ['human', 'over'].includes(document.querySelector('#play').dataset.state));
}
async function move(page, to, logLength) {
  await page.getByRole('group', { name: 'Your moves:' }).getByRole('button', { name: to, exact: true }).click();
  await page.waitForFunction((n) => ['human', 'over'].includes(document.querySelector('#play').dataset.state) && document.querySelectorAll('#play .pl-log li').length === n, logLength);
}

test('graph page: the game against the solver has its value history; a point clicked takes the game back there, the link following; SVG export', { skip }, async () => {
  const page = await openGraph();
  try {
    const chart = page.locator('#explain-card').getByRole('figure', { name: 'Value history' });
    assert.equal(await chart.isVisible(), false, 'no game, no chart');
    await playFrom(page, 'a');
    assert.deepEqual(await points(chart), [{ value: 'win', label: 'Start (a): the player to move wins in 3 moves', current: true }]);
    await move(page, 'b', 2); // a win thrown away; the solver answers b -> c
    assert.deepEqual(await points(chart), [
      { value: 'win', label: 'Start (a): the player to move wins in 3 moves', current: false },
      { value: 'win', label: '1. You: a → b: the player to move wins in 3 moves', current: false },
      { value: 'lose', label: '2. The solver: b → c: the player to move loses in 2 moves', current: true },
    ]);
    await page.waitForFunction(() => /[#&]sel=a&play=first&mv=0\.0(&|$)/.test(location.hash));
    // back to the start: the moves taken back, the link without them
    await chart.locator('.vh-pt[data-i="0"]').click();
    await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human' && !document.querySelector('#play .pl-log'));
    assert.equal((await points(chart)).length, 1);
    await page.waitForFunction(() => /[#&]sel=a&play=first(&layout|$)/.test(location.hash) && !/mv=/.test(location.hash));
    assert.deepEqual(await page.evaluate(() => window.gameGraphApp.position()), { key: 'a', value: 'win', remoteness: 3, ply: 0 });
    // the best move this time (the solver answers with d or e), then to the end: f
    await move(page, 'c', 2);
    await move(page, 'f', 3);
    assert.equal(await page.locator('#play').getAttribute('data-state'), 'over');
    const all = await points(chart);
    assert.deepEqual(all.map((p) => p.value), ['win', 'lose', 'win', 'lose']);
    assert.match(all[3].label, /^3\. You: [de] → f: the player to move loses in 0 moves$/);
    // a point by keyboard: Enter on the one before the reader's last move
    await chart.locator('.vh-pt[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human' && document.querySelectorAll('#play .pl-log li').length === 2);
    const here = await page.evaluate(() => window.gameGraphApp.position());
    assert.deepEqual({ ...here, key: 'd|e' }, { key: 'd|e', value: 'win', remoteness: 1, ply: 2 });
    await page.waitForFunction(() => /[#&]mv=1\.[01](&|$)/.test(location.hash));
    const file = await exported(page, chart, 'Export SVG', 3);
    assert.equal(file.name, 'gamegraph-rules-game-value-history.svg');
    assert.equal(file.title, 'Value history');
    // the game stopped: no chart
    await page.locator('#play').getByRole('button', { name: 'Stop' }).click();
    await chart.waitFor({ state: 'hidden' });
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

test('graph page: the walk along optimal play in Around a vertex has its value history; a point clicked steps back to it', { skip }, async () => {
  const page = await openGraph();
  try {
    await page.getByRole('heading', { name: 'Around a vertex' }).click();
    await page.getByRole('searchbox', { name: 'Find a vertex by its name' }).fill('a');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForFunction(() => document.getElementById('explore-card').dataset.centre === 'a');
    await page.getByRole('button', { name: 'Walk optimal play' }).click();
    const chart = page.locator('#nb-walk-box').getByRole('figure', { name: 'Value history' });
    await chart.waitFor();
    assert.deepEqual(await points(chart), [{ value: 'win', label: 'Start (a): the player to move wins in 3 moves', current: true }]);
    for (let k = 1; k <= 3; k++) {
      await page.getByRole('button', { name: 'Next ›' }).click();
      await page.waitForFunction((i) => document.getElementById('nb-walk-box').dataset.step === String(i), k);
    }
    const all = await points(chart);
    assert.deepEqual(all.map((p) => p.value), ['win', 'lose', 'win', 'lose']);
    assert.match(all[1].label, /^1\. a → c: the player to move loses in 2 moves$/);
    assert.equal(all[3].label.endsWith(': the player to move loses in 0 moves'), true);
    assert.equal(all[3].current, true);
    await page.waitForFunction(() => /[#&]sel=a&walk=3(&|$)/.test(location.hash));
    await chart.locator('.vh-pt[data-i="1"]').click();
    await page.waitForFunction(() => document.getElementById('nb-walk-box').dataset.step === '1');
    assert.equal((await points(chart)).length, 2);
    assert.deepEqual(await page.evaluate(() => window.gameGraphApp.position()), { key: 'c', value: 'lose', remoteness: 2, ply: 1 });
    await page.waitForFunction(() => /[#&]sel=a&walk=1(&|$)/.test(location.hash));
    const file = await exported(page, chart, 'Export SVG', 2);
    assert.equal(file.name, 'gamegraph-rules-walk-value-history.svg');
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

test('graph page: a sum of games played against the solver has the value history of the sum', { skip }, async () => {
  // the README's graph: a 0, b 1, c 0, d and e ∞(∅), f ∞(0); the sum starts as a + b
  const page = await openGraph('#g=' + Buffer.from('a b\nb c\nc\nd e\ne d\nf d\nf c\n').toString('base64url') + '&vals=grundy');
  try {
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '1');
    await page.getByRole('button', { name: 'Play this sum against the solver' }).click();
    await page.waitForSelector('#gy-playing:not([hidden])');
    const chart = page.locator('#grundy').getByRole('figure', { name: 'Value history' });
    await chart.waitFor();
    const start = await points(chart);
    assert.equal(start.length, 1);
    const outcome = await page.$eval('#gy-play-value', (e) => ['draw', 'win', 'lose'][Number(e.dataset.outcome)]);
    assert.equal(start[0].value, outcome, 'the sum\'s outcome for the player to move');
    assert.match(start[0].label, /^Start: the player to move (wins|loses)$|^Start: a draw$/);
    await page.locator('#gy-play-parts .gy-mv:not([disabled])').first().click();
    await page.waitForFunction(() => Number(document.getElementById('gy-playing').dataset.ply) >= 1);
    const after = await points(chart);
    const ply = await page.$eval('#gy-playing', (e) => Number(e.dataset.ply));
    assert.equal(after.length, ply + 1);
    assert.match(after[1].label, /^1\. You: game \d, .+ → .+: (the player to move (wins|loses)|a draw)$/);
    assert.equal(after[ply].value, await page.$eval('#gy-play-value', (e) => ['draw', 'win', 'lose'][Number(e.dataset.outcome)]));
    await chart.locator('.vh-pt[data-i="0"]').click();
    await page.waitForFunction(() => Number(document.getElementById('gy-playing').dataset.ply) === 0);
    assert.equal((await points(chart)).length, 1);
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

test('graph page: "Hide values" hides every value (table, colours, badges, Why?, the line shown, the walk); each move\'s value is said once played, with the score; the chart at the end; in the link', { skip }, async () => {
  const page = await openGraph();
  try {
    const quiz = page.getByRole('switch', { name: 'Hide values' });
    await page.getByLabel('Explain a vertex').selectOption({ label: 'a' });
    // open Around a vertex, and start a walk: the quiz closes it
    await page.getByRole('heading', { name: 'Around a vertex' }).click();
    await page.waitForFunction(() => document.getElementById('explore-card').dataset.centre === 'a');
    await page.getByRole('button', { name: 'Walk optimal play' }).click();
    await page.waitForSelector('#nb-walk-box:not([hidden])');
    assert.equal(await page.evaluate(() => window.gameGraphApp.bestEdges().length > 0), true);
    await quiz.check();
    await page.waitForFunction(() => document.documentElement.classList.contains('values-hidden'));
    const hidden = () => page.evaluate(() => {
      const seen = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0).length;
      const a = window.gameGraphApp.node('a');
      return {
        table: seen('.table-card'), counts: seen('.counts'), legend: seen('#legend'), badges: seen('.badge'), walk: seen('#nb-walk-box'),
        label: a.label, background: a.background, best: window.gameGraphApp.bestEdges().length,
        explain: document.getElementById('explain').textContent,
      };
    });
    const h = await hidden();
    assert.deepEqual({ ...h, explain: '' }, { table: 0, counts: 0, legend: 0, badges: 0, walk: 0, label: 'a', background: 'rgb(255,255,255)', best: 0, explain: '' });
    assert.match(h.explain, /The values are hidden: play from here to find out who wins\./);
    assert.doesNotMatch(h.explain, /WIN|LOSE|DRAW|win in|lose in/);
    assert.equal(await page.getByRole('button', { name: 'Walk optimal play' }).isDisabled(), true);
    assert.equal(await page.locator('#steps-toggle').isDisabled(), true);
    await page.waitForFunction(() => /[#&]quiz=1(&|$)/.test(location.hash));
    // a game: no value while it goes on
    await page.getByRole('button', { name: /I move first/ }).click();
    await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human');
    assert.equal(await page.textContent('#play .pl-status'), 'Your move from a.');
    assert.equal(await page.locator('#play').getByRole('checkbox', { name: 'Show what each move is worth' }).count(), 0, 'no hints');
    await move(page, 'b', 2);
    const log = await lines(page, '#play .pl-log li');
    assert.deepEqual(log, [
      'You moved a → b. After it: WIN in 3 for the solver. ✗ Not optimal: the best move was c (WIN in 3).',
      'The solver moved b → c. After it: LOSE in 2 for you.',
    ]);
    assert.equal(await page.textContent('#play .pl-score'), '0 of 1 move optimal');
    assert.equal(await visibleCount(page, '#play-vh .vh'), 0, 'the chart waits for the end');
    assert.equal((await hidden()).best + (await hidden()).badges, 0);
    await move(page, 'd', 4);
    assert.match((await lines(page, '#play .pl-log li'))[2], /^You moved c → d\. After it: WIN in 1 for the solver\. ✓ Optimal\.$/);
    assert.equal(await page.textContent('#play .pl-score'), '1 of 2 moves optimal');
    // the end: the chart shows the game
    const chart = page.locator('#explain-card').getByRole('figure', { name: 'Value history' });
    await chart.waitFor();
    assert.equal((await points(chart)).length, 5);
    // the link opens in the quiz
    await page.waitForFunction(() => /[#&]quiz=1(&|$)/.test(location.hash) && /mv=0\.0\.0\.0/.test(location.hash));
    const other = await openGraph(new URL(page.url()).hash);
    try {
      await other.waitForFunction(() => document.documentElement.classList.contains('values-hidden') && document.querySelector('#play').dataset.state === 'over');
      assert.equal(await other.getByRole('switch', { name: 'Hide values' }).isChecked(), true);
      assert.equal(await other.textContent('#play .pl-score'), '1 of 2 moves optimal');
      assert.equal((await other.evaluate(() => window.gameGraphApp.node('a'))).background, 'rgb(255,255,255)');
      // switched off: the values are back
      await other.getByRole('switch', { name: 'Hide values' }).uncheck();
      await other.waitForFunction(() => !document.documentElement.classList.contains('values-hidden') && !/quiz=1/.test(location.hash));
      assert.equal((await other.evaluate(() => window.gameGraphApp.node('a'))).label, 'a\nW3');
      assert.equal(await visibleCount(other, '.table-card'), 1);
      assert.equal(await other.locator('#play .pl-score').count(), 0);
      assert.match(await other.textContent('#play .pl-log'), /You had a win/);
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});
