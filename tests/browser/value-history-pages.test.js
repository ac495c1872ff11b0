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

// A page of a fresh context (its own storage), downloads accepted, errors collected,
// once its first solve is done.
async function open(file, app, hash = '', { locale = 'en-US', width = 1280, height = 1000 } = {}) {
  const page = await H.openFresh(S.browser, S.server.url + file + hash, app, { width, height, locale, acceptDownloads: true });
  await H.idle(page);
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
const { lines } = H;

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
    // the exports: the picture (white vertices), not the results
    await page.locator('#export-menu summary').click();
    assert.equal(await page.getByRole('button', { name: 'Picture (SVG)' }).isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'Results (CSV)' }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Results (JSON)' }).isVisible(), false);
    await page.keyboard.press('Escape');
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

// ---- the board page ----------------------------------------------------------------------------

// The board page's state at the move shown: idx, whether the game ended there, and
// whether a person is to move (against the solver).
const boardAt = (page) => page.evaluate(() => {
  const s = window.boardApp.state;
  const cur = s.history[s.idx];
  return { idx: s.idx, ended: !!(cur && cur.ended), yours: !!s.targets, human: s.human };
});
// Waits until the move shown is idx and the page has shown what it has there.
async function shownAt(page, idx) {
  await page.waitForFunction((i) => {
    const s = window.boardApp.state;
    return s.idx === i && s.view && (s.moves !== null || s.history[s.idx].ended) && document.getElementById('app').dataset.link === 'written';
  }, idx);
}
// Against the solver: waits for the person's turn (or the end), with the moves
// from there shown, at another move than `from` (the one shown before a click).
async function yourTurn(page, from = -1) {
  await page.waitForFunction((f) => {
    const s = window.boardApp.state;
    const cur = s.history[s.idx];
    if (!cur || s.idx === f) return false;
    if (cur.ended) return true;
    const shown = s.view && s.view.pursuer === cur.pursuer && s.view.evader === cur.evader;
    return s.human !== 'none' && cur.side === (s.human === 'pursuer' ? 0 : 1) && !!s.targets && !!s.moves && shown;
  }, from);
  return boardAt(page);
}
// Records every move shown from now on (the store's idx as it changes).
const trackSteps = (page) => page.evaluate(() => {
  window.stepsSeen = [];
  window.boardApp.store.subscribe((s, prev) => s.idx !== prev.idx && window.stepsSeen.push(s.idx));
});
// Which of the moves listed from here is (or is not) a best one: its index.
const listed = (page, best) => page.evaluate((b) => window.boardApp.state.moves.findIndex((x) => x.best === b), best);
const moveButton = (page, k) => page.locator('#move-values').getByRole('button').nth(k);

test('board page: the line played (watched, chosen, against the solver) has its value history; a point clicked steps back there, the link following; SVG export', { skip }, async () => {
  const page = await openBoard();
  try {
    const chart = page.locator('#play-card').getByRole('figure', { name: 'Value history' });
    assert.deepEqual(await points(chart), [{ value: 'win', label: 'Start: the player to move wins in 9 moves', current: true }]);
    // a step of the solver's line, a move chosen (the thief's last listed), a step again
    await page.getByRole('button', { name: 'Forward' }).click();
    await shownAt(page, 1);
    await moveButton(page, (await page.locator('#move-values').getByRole('button').count()) - 1).click();
    await shownAt(page, 2);
    await page.getByRole('button', { name: 'Forward' }).click();
    await shownAt(page, 3);
    const all = await points(chart);
    assert.equal(all.length, 4);
    assert.deepEqual(all[1], { value: 'lose', label: '1. Police (8, 9) → (7, 8): the player to move loses in 8 moves', current: false });
    assert.match(all[2].label, /^2\. Thief (waits at \(7, 5\)|\(7, 5\) → \(\d, \d\)): the player to move (wins|loses) in \d+ moves?$/);
    assert.equal(all[3].current, true);
    const words = await lines(page, '#moves li');
    assert.ok(words.length > 3, 'watching: the moves list shows the line ahead too');
    // back to move 1: the chart to there, the link with the move shown
    await chart.locator('.vh-pt[data-i="1"]').click();
    await shownAt(page, 1);
    assert.equal((await points(chart)).length, 2);
    await page.waitForFunction(() => /[#&]mv=\d+\.\d+&at=1(&|$)/.test(location.hash));
    assert.deepEqual((await page.evaluate(() => window.boardApp.position())).ply, 1);
    const file = await exported(page, chart, 'Export SVG', 2);
    assert.equal(file.name, 'article-value-history.svg');
    assert.equal(file.title, 'Value history');
    // against the solver, as the thief (to move here): a move, the solver's reply; back to the move before it
    await page.getByRole('radio', { name: 'you are the thief' }).check();
    await yourTurn(page);
    await moveButton(page, await listed(page, true)).click();
    let at = await yourTurn(page, 1);
    assert.equal(at.idx, 3);
    assert.equal((await points(chart)).length, 4);
    await chart.locator('.vh-pt[data-i="1"]').click();
    at = await yourTurn(page, 3);
    assert.deepEqual(at, { idx: 1, ended: false, yours: true, human: 'evader' });
    assert.equal((await points(chart)).length, 2);
    await page.waitForFunction(() => /[#&]mv=\d+&pl=evader(&|$)/.test(location.hash));
    // a point where the solver is to move: the start shown, then the solver answers there
    await trackSteps(page);
    await chart.locator('.vh-pt[data-i="0"]').click();
    await page.waitForFunction(() => window.stepsSeen.join() === '0,1');
    at = await yourTurn(page);
    assert.equal(at.idx, 1);
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

test('board page: "Hide values" hides every value (verdict, moves, maps, flags, Why?, exports, the line ahead); each move\'s value is said once played, with the score; the chart at the end; in the link', { skip }, async () => {
  const page = await openBoard();
  try {
    const quiz = page.getByRole('switch', { name: 'Hide values' });
    await quiz.check();
    await page.waitForFunction(() => document.documentElement.classList.contains('values-hidden') && window.boardApp.state.view && !window.boardApp.state.view.moveLabels);
    const hidden = () => page.evaluate(() => {
      const seen = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0).length;
      return {
        verdict: document.getElementById('verdict').textContent,
        values: /win in|lose in|draw/.test(document.getElementById('move-values').textContent),
        badges: seen('.pg-mv-badge, .pg-legend, #why-btn, #why, #export-csv, #export-json, #flag, .pg-blunder'),
        maps: [...document.querySelectorAll('input[name="view"]')].filter((i) => !i.disabled).length,
        labels: !!window.boardApp.state.view.moveLabels,
        ahead: document.querySelectorAll('#moves li').length - window.boardApp.state.idx,
        chart: seen('#board-vh .vh'),
      };
    });
    assert.deepEqual(await hidden(), { verdict: 'Who wins? Play to find out.', values: false, badges: 0, maps: 1, labels: false, ahead: 0, chart: 0 });
    await page.waitForFunction(() => /[#&]quiz=1(&|$)/.test(location.hash));
    // as the thief: the solver (the police) moves first
    await page.getByRole('radio', { name: 'you are the thief' }).check();
    let at = await yourTurn(page, 0);
    assert.equal(at.idx, 1);
    assert.equal(await page.textContent('#narration'), 'The thief to move. Your move: click a highlighted cell.');
    assert.match((await lines(page, '#moves li'))[0], /^Police \(8, 9\) → \(7, 8\) After it: Police catch the thief in 8 moves\.$/);
    assert.equal(await page.isVisible('#quiz-score'), false, 'no score before a move of the reader\'s');
    // a best move, then one that is not
    await moveButton(page, await listed(page, true)).click();
    at = await yourTurn(page, at.idx);
    assert.match((await lines(page, '#moves li'))[1], /^Thief .+ After it: Police catch the thief in 7 moves\. ✓ Optimal\.$/);
    assert.equal(await page.textContent('#quiz-score'), '1 of 1 move optimal');
    assert.deepEqual(await hidden(), { verdict: 'Who wins? Play to find out.', values: false, badges: 0, maps: 1, labels: false, ahead: 0, chart: 0 });
    const bad = await listed(page, false);
    assert.ok(bad >= 0, 'a move here that is not a best one');
    await moveButton(page, bad).click();
    at = await yourTurn(page, at.idx);
    assert.match((await lines(page, '#moves li'))[3], /^Thief .+ After it: Police catch the thief in \d+ moves?\. ✗ Not optimal: the best move was .+ \(lose in \d+\)\.$/);
    assert.equal(await page.textContent('#quiz-score'), '1 of 2 moves optimal');
    // to the end, by best moves; the chart comes with it
    while (!at.ended) {
      assert.equal(await page.isVisible('#board-vh'), false, 'the chart waits for the end');
      await moveButton(page, await listed(page, true)).click();
      at = await yourTurn(page, at.idx);
    }
    const chart = page.locator('#play-card').getByRole('figure', { name: 'Value history' });
    await chart.waitFor();
    assert.equal((await points(chart)).length, at.idx + 1);
    const score = await page.textContent('#quiz-score');
    assert.match(score, /^\d+ of \d+ moves optimal$/);
    // the link: the same game, in the quiz
    await page.waitForFunction(() => document.getElementById('app').dataset.link === 'written' && /[#&]quiz=1(&|$)/.test(location.hash) && /[#&]pl=evader(&|$)/.test(location.hash));
    const log = await lines(page, '#moves li');
    const other = await openBoard(new URL(page.url()).hash);
    try {
      await other.waitForFunction((n) => window.boardApp.state.idx === n && document.querySelectorAll('#moves li').length === n, at.idx);
      assert.equal(await other.getByRole('switch', { name: 'Hide values' }).isChecked(), true);
      assert.deepEqual(await lines(other, '#moves li'), log);
      assert.equal(await other.textContent('#quiz-score'), score);
      assert.equal(await other.textContent('#verdict'), 'Who wins? Play to find out.');
      await other.locator('#play-card').getByRole('figure', { name: 'Value history' }).waitFor();
      // switched off: the values are back, the thrown result flagged
      await other.getByRole('switch', { name: 'Hide values' }).uncheck();
      await other.waitForFunction(() => !document.documentElement.classList.contains('values-hidden') && !/quiz=1/.test(location.hash));
      assert.equal(await other.textContent('#verdict'), 'Police catch the thief in 9 moves');
      assert.equal(await other.isVisible('#quiz-score'), false);
      assert.doesNotMatch(await other.textContent('#moves'), /After it|Optimal/);
      assert.deepEqual(other.errors.map(String), []);
    } finally {
      await other.done();
    }
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

test('in Ukrainian: the board page\'s value history and quiz', { skip }, async () => {
  const page = await openBoard('#quiz=1', { locale: 'uk-UA' });
  try {
    assert.equal(await page.getByRole('switch', { name: 'Сховати значення' }).isChecked(), true);
    assert.equal(await page.textContent('#verdict'), 'Хто виграє? Зіграйте, щоб дізнатися.');
    await page.getByRole('radio', { name: 'ви — злодій' }).check();
    await yourTurn(page, 0);
    await moveButton(page, await listed(page, true)).click();
    await yourTurn(page, 1);
    assert.match((await lines(page, '#moves li'))[1], /^Злодій .+ Після нього: Поліція ловить злодія за 7 ходів\. ✓ Оптимальний\.$/);
    assert.equal(await page.textContent('#quiz-score'), 'Оптимальних ходів: 1 з 1');
    // the values back: the chart of the line so far
    await page.getByRole('switch', { name: 'Сховати значення' }).uncheck();
    const chart = page.locator('#play-card').getByRole('figure', { name: 'Історія значень' });
    await chart.waitFor();
    const all = await points(chart);
    assert.equal(all.length, 4);
    assert.equal(all[0].label, 'Початок: гравець, що ходить, виграє за 9 ходів');
    assert.match(all[1].label, /^1\. Поліція \(8, 9\) → \(7, 8\): гравець, що ходить, програє за 8 ходів$/);
    assert.equal(await chart.getByRole('button', { name: 'Експорт SVG' }).isVisible(), true);
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await page.done();
  }
});

// ---- one quiz: the course page's hide-values sets the page's own switch ------------------------------

for (const [name, app] of [['graph', 'gameGraphApp'], ['board', 'boardApp']]) {
  test(`${name} page embedded: the course page's hide-values is the page's own "Hide values"`, { skip }, async () => {
    const page = await S.browser.newPage({ viewport: { width: 1000, height: 900 } });
    H.collectErrors(page, { console: false });
    try {
      await page.goto(S.server.url + `web/course-host-example.html?page=${name}&size=640x440`);
      await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 1);
      const frame = await (await page.locator('#embed').elementHandle()).contentFrame();
      const f = page.frameLocator('#embed');
      await page.getByLabel('Hide the values (a quiz)').check();
      await frame.waitForFunction((a) => window[a].state.quiz === true, app);
      // the switch itself is not shown in a frame (the course page sets the quiz)
      // (every one of them: the graph page has one on its partizan card too)
      const switches = () => f.getByRole('switch', { name: 'Hide values', includeHidden: true }).all();
      for (const sw of await switches()) assert.equal(await sw.isChecked(), true);
      assert.equal(await f.locator('html.values-hidden').count(), 1);
      await page.waitForFunction(() => / · values hidden$/.test([...document.querySelectorAll('#log li')].pop().textContent));
      await page.getByLabel('Hide the values (a quiz)').uncheck();
      await frame.waitForFunction((a) => window[a].state.quiz === false, app);
      for (const sw of await switches()) assert.equal(await sw.isChecked(), false);
      assert.equal(await f.locator('html.values-hidden').count(), 0);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
}
