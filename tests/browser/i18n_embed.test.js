'use strict';
// The pursuit page (board.html) and the race page (race.html) in Ukrainian and in
// embed mode, in headless Chromium (playwright-core), over http and from disk.
//
//   node --test tests/browser/i18n_embed.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { pathToFileURL } = require('url');
const H = require('./helpers');

const skip = H.moduleMissing;

const S = H.useBrowser(skip);

const PAGES = {
  board: { file: 'board.html', app: 'boardApp', verdict: '#verdict' },
  race: { file: 'race.html', app: 'raceApp', verdict: '#verdict-title' },
};

async function open(which, hash, { locale = 'en-US', width = 1280, height = 1000, file = false } = {}) {
  const p = PAGES[which];
  const base = file ? pathToFileURL(path.join(H.ROOT, p.file)).href : S.server.url + p.file;
  const page = await H.openFresh(S.browser, base + hash, p.app, { width, height, locale });
  await H.idle(page);
  await page.waitForFunction((sel) => {
    const t = document.querySelector(sel).textContent.trim();
    return t !== '–' && t !== '' && !/Solving|Розв’язую/.test(t);
  }, p.verdict);
  return page;
}

const text = (page, sel) => page.$eval(sel, (e) => e.textContent.trim());
const visible = (page, sel) => page.$eval(sel, (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');

test('board.html speaks Ukrainian: from the browser language, the switch, remembered', { skip }, async () => {
  const page = await open('board', '', { locale: 'uk-UA' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'uk');
  assert.equal(await text(page, 'h1'), 'Ігри переслідування');
  assert.equal(await text(page, 'nav.site-nav a[href="index.html"]'), 'Графи');
  assert.match(await text(page, '#verdict'), /^Поліція ловить злодія за 9 ходів$/);
  assert.match(await text(page, '#status'), /Розв’язано/);
  assert.equal(await page.$eval('#lang', (e) => e.value), 'uk');
  // the switch back to English says everything again, and is remembered
  await page.selectOption('#lang', 'en');
  assert.equal(await text(page, 'h1'), 'Pursuit games');
  assert.equal(await text(page, '#verdict'), 'Police catch the thief in 9 moves');
  assert.equal(await text(page, '#view-pursuer'), 'Map: police anywhere');
  await page.reload();
  await page.waitForFunction(() => window.boardApp !== undefined);
  assert.equal(await text(page, 'h1'), 'Pursuit games');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('race.html speaks Ukrainian, from the browser language and from #lang=uk (also from disk)', { skip }, async () => {
  let page = await open('race', '', { locale: 'uk' });
  assert.equal(await text(page, 'h1'), 'Гра-перегони (BOI 2008)');
  assert.equal(await text(page, '#verdict-title'), 'Виграє B');
  assert.equal(await page.getAttribute('#play', 'aria-label'), 'Відтворити');
  assert.match(await text(page, '#why'), /D = 6: найкоротший шлях між стартами має 6 кроків[\s\S]*D парне[\s\S]*B може змусити до стрибка/);
  await page.selectOption('#lang', 'en');
  assert.equal(await text(page, '#verdict-title'), 'B wins');
  assert.equal(await text(page, 'h1'), 'Race game (BOI 2008)');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
  page = await open('race', '#lang=uk', { file: true });
  assert.equal(await text(page, 'nav.site-nav a[href="board.html"]'), 'Переслідування (дошки)');
  assert.equal(await text(page, '#verdict-title'), 'Виграє B');
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

test('board.html#embed=1: no chrome, the board, the verdict and the play controls fit the frame', { skip }, async () => {
  for (const file of [false, true]) {
    const page = await open('board', '#preset=escape&embed=1', { width: 640, height: 520, file });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('embed')), true);
    for (const sel of ['header.top', '.input-panel', '.about', '.foot']) assert.equal(await visible(page, sel), false, sel);
    for (const sel of ['#verdict', '#board', '#forward', '.embed-full']) assert.equal(await visible(page, sel), true, sel);
    assert.equal(await text(page, '#verdict'), 'The thief escapes in 12 moves');
    const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 2 &&
      document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(fits, 'the embedded view fits its frame');
    assert.doesNotMatch(await page.$eval('.embed-full', (a) => a.href), /embed=1/);
    await page.click('#forward');
    await page.waitForFunction(() => document.getElementById('ply').textContent.includes('1'));
    assert.deepEqual(page.errors, []);
    await page.ctx.close();
  }
});

test('race.html#embed=1 in Ukrainian: no chrome, the verdict and the replay controls', { skip }, async () => {
  const page = await open('race', '#embed=1&lang=uk', { width: 640, height: 560 });
  for (const sel of ['header.top', '.input-panel', '.about', '.foot', '#edit-tools']) assert.equal(await visible(page, sel), false, sel);
  for (const sel of ['#verdict-title', '#board', '#play', '#step', '#scrub']) assert.equal(await visible(page, sel), true, sel);
  assert.equal(await text(page, '#verdict-title'), 'Виграє B');
  const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 2);
  assert.ok(fits, 'the embedded view fits its frame');
  await page.click('#step');
  // The link is written 200 ms after the step: wait for the step in it, then read it.
  await page.waitForFunction(() => /(^#|&)s=1(&|$)/.test(location.hash));
  assert.match(await page.evaluate(() => location.hash), /embed=1/);
  assert.match(await page.evaluate(() => location.hash), /lang=uk/);
  assert.deepEqual(page.errors, []);
  await page.ctx.close();
});

// ---- the graph page (index.html) embedded, and in Ukrainian -------------------------------

async function openGraph(hash, { locale = 'en-US', width = 1280, height = 1000 } = {}) {
  const page = await H.openFresh(S.browser, S.server.url + 'index.html' + hash, 'gameGraphApp', { width, height, locale });
  await H.idle(page);
  return page;
}

// What an embedded graph page shows, measured: the page scrolls or not, the
// parts that must be whole inside the frame, the parts that must not overlap,
// buttons whose text is cut, the vertices' boxes against the drawing, the label size.
function measureEmbed() {
  const rect = (el) => el.getBoundingClientRect();
  const shown = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const inside = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
  const app = window.gameGraphApp;
  const parts = ['.graph-card > .card-head', '#cy', '#stepper', '#explain-card']
    .map((sel) => [sel, document.querySelector(sel)]).filter(([, el]) => shown(el));
  const boxes = parts.map(([sel, el]) => [sel, rect(el)]);
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i][1];
      const b = boxes[j][1];
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) overlaps.push(boxes[i][0] + ' / ' + boxes[j][0]);
    }
  }
  // (the explanation's own buttons scroll with it inside its box, checked whole)
  const controls = Array.from(document.querySelectorAll('.graph-card > .card-head button, .graph-card > .card-head a, #stepper button'))
    .filter(shown);
  const cy = app.cy;
  const area = rect(document.getElementById('cy'));
  const nodes = cy.nodes().map((n) => {
    const b = n.renderedBoundingBox({ includeLabels: true, includeOverlays: false });
    return { name: n.data('name'), x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2 };
  });
  return {
    scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    clipped: boxes.filter(([, b]) => !inside(b)).map(([sel]) => sel)
      .concat(controls.filter((c) => !inside(rect(c))).map((c) => c.id || c.textContent.trim())),
    overlaps,
    cut: controls.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.id || c.textContent.trim()),
    outside: nodes.filter((b) => b.x1 < -1 || b.y1 < -1 || b.x2 > area.width + 1 || b.y2 > area.height + 1).map((b) => b.name),
    font: 12 * cy.zoom(),
    vertices: nodes.length,
    explainScrolls: shown(document.getElementById('explain-card')) ?
      getComputedStyle(document.getElementById('explain-card')).overflowY : null,
  };
}

test('index.html#embed=1 at 640 x 440 and 400 x 300: drawing, steps, explanation, controls whole, nothing overlapping', { skip }, async () => {
  const text = 'a b\nb c\nc a\nc d\nd e\n';
  const g = '#g=' + Buffer.from(text).toString('base64url');
  const views = [
    ['the example', '#embed=1'],
    ['the step-through', g + '&embed=1&view=steps&step=3'],
    ['a vertex explained', g + '&embed=1&sel=c'],
    ['the example in Ukrainian', '#embed=1&lang=uk'],
    ['the step-through in Ukrainian', g + '&embed=1&view=steps&step=3&lang=uk'],
  ];
  for (const [width, height] of [[640, 440], [400, 300]]) {
    for (const [what, hash] of views) {
      const page = await openGraph(hash, { width, height });
      const where = `${width} x ${height}, ${what}`;
      try {
        if (/view=steps/.test(hash)) await page.waitForSelector('#stepper:not([hidden])');
        if (/sel=/.test(hash)) await page.waitForFunction(() => document.getElementById('app').classList.contains('has-selection'));
        // the drawing follows its container (a ResizeObserver): wait until it has settled on the final size
        await page.waitForFunction(() => {
          const view = window.gameGraphApp.graphView;
          const el = document.getElementById('cy');
          return view.cy && view.fitted === el.clientWidth + 'x' + el.clientHeight;
        });
        await page.waitForFunction(() => window.gameGraphApp.cy.nodes().renderedBoundingBox().w > 0);
        const m = await page.evaluate(measureEmbed);
        assert.ok(m.scroll[0] <= width && m.scroll[1] <= height + 1, `${where}: the frame scrolls (${m.scroll})`);
        assert.deepEqual(m.clipped, [], `${where}: clipped`);
        assert.deepEqual(m.overlaps, [], `${where}: overlapping`);
        assert.deepEqual(m.cut, [], `${where}: buttons with their text cut`);
        assert.ok(m.vertices > 0, `${where}: nothing drawn`);
        assert.deepEqual(m.outside, [], `${where}: vertices outside the drawing`);
        assert.ok(m.font >= 8.5, `${where}: labels of ${m.font.toFixed(1)} px`);
        if (m.explainScrolls) assert.equal(m.explainScrolls, 'auto', `${where}: a long explanation scrolls inside its box`);
        assert.deepEqual(page.errors, []);
      } finally {
        await page.ctx.close();
      }
    }
  }
});

// Every English-looking word (three Latin letters or more) in the visible text of
// the page and in the labels, titles and placeholders of what is shown, with where.
function latinWords() {
  const out = [];
  const add = (txt, where) => {
    for (const w of txt.match(/[A-Za-z][A-Za-z'’-]{2,}/g) || []) out.push(w + ' @ ' + where + ': ' + txt.trim().slice(0, 90));
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let n;
  while ((n = walker.nextNode())) {
    const el = n.parentElement;
    if (!el || el.closest('script, style, textarea, code, kbd') || !el.getClientRects().length) continue;
    add(n.textContent, el.tagName.toLowerCase() + (el.id ? '#' + el.id : ''));
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (!el.getClientRects().length && el.id !== 'results') continue;
    for (const a of ['aria-label', 'title', 'placeholder']) if (el.hasAttribute(a)) add(el.getAttribute(a), a + ' of ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : ''));
  }
  add(document.title, 'title');
  return out;
}

// Names of things, file types and keys, the same in both languages.
const NOT_ENGLISH = new Set(['WebAssembly', 'BOI', 'Ctrl', 'Enter', 'Home', 'End', 'txt', 'PNG', 'SVG', 'CSV', 'JSON',
  'cp-algorithms', 'Cytoscape', 'fCoSE', 'MIT', 'iframe', 'game-graph', 'Sprague-Grundy', 'WebGL', 'GPU']);
async function english(page) {
  return (await page.evaluate(latinWords)).filter((w) => !NOT_ENGLISH.has(w.split(' @ ')[0]));
}

test('index.html switched to Ukrainian: no English left in the page, its states, errors, labels and tooltips', { skip }, async () => {
  const page = await openGraph('', { locale: 'en-US' });
  try {
    assert.equal(await page.textContent('h1'), 'Game graph solver');
    await page.selectOption('#lang', 'uk');
    await page.waitForFunction(() => document.documentElement.lang === 'uk');
    assert.deepEqual(await english(page), [], 'the solved example');
    // a vertex explained, and a game against the solver
    await page.click('.vt-row[data-v="0"]');
    await page.waitForFunction(() => document.querySelector('#explain').textContent.trim().length > 20);
    assert.deepEqual(await english(page), [], 'a vertex explained');
    const playButton = page.locator('#explain button').first();
    await playButton.click();
    await page.waitForSelector('#play:not([hidden])');
    assert.deepEqual(await english(page), [], 'playing');
    // the step-through
    await page.reload();
    await page.evaluate(() => window.gameGraphApp.ready);
    await H.idle(page);
    await page.click('#steps-toggle');
    await page.waitForSelector('#stepper:not([hidden])');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#stepper').dataset.step === '1');
    assert.deepEqual(await english(page), [], 'the step-through');
    await page.click('#steps-toggle');
    // the embed box and the export menu
    await page.click('#embed-btn');
    await page.waitForSelector('#embed-box:not([hidden])');
    await page.click('#export-menu > summary');
    assert.deepEqual(await english(page), [], 'the embed box and the export menu');
    await page.click('#export-menu > summary');
    await page.click('#embed-btn');
    // errors: a parse error (the message, the editor's mark), a graph over the memory budget
    await page.fill('#graph-text', 'a b\nb c x\n');
    await page.click('#solve');
    await H.idle(page);
    await page.waitForSelector('#parse-error:not([hidden])');
    assert.equal(await page.textContent('#parse-error-text'),
      "рядок 2, стовпець 5: неочікуване 'x' після ходу 'b c': рядок містить хід 'u v', вершину 'u' або результат 'u = win|lose|draw'");
    assert.deepEqual((await english(page)).filter((w) => !/^(win|lose|draw)\b/.test(w)), [], 'a parse error');
    await page.fill('#graph-text', '100000000 0\n');
    await page.click('#solve');
    await H.idle(page);
    assert.match(await page.textContent('#status'), /^Не вдалося розв’язати: рядок 1: заголовок оголошує 100000000 вершин і 0 ходів: .* 4,09 ГіБ пам’яті, більше за бюджет/);
    assert.deepEqual(await english(page), [], 'a memory refusal');
    // and back: the message follows the language
    await page.selectOption('#lang', 'en');
    assert.match(await page.textContent('#status'), /^Could not solve: line 1: the header announces 100000000 vertices and 0 edges: reading and solving them needs 4\.09 GiB of memory/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.ctx.close();
  }
});

// The nav and the language picker come from one definition (web/src/ui/site-nav.js),
// rendered by the parser as it reads each page's header (boot.js defines the element
// in <head>): they are there while the page's own bundle has not even arrived.
test('every page shows the same nav, its own page marked, and the picker, before its bundle runs', { skip }, async () => {
  const files = { 'index.html': 'graph.js', 'race.html': 'race.js', 'board.html': 'board.js', 'rules.html': 'rules.js' };
  const ctx = await S.browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    for (const [file, bundle] of Object.entries(files)) {
      const page = await ctx.newPage();
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/web/generated/' + bundle, async (route) => {
        await held;
        await route.continue();
      });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(S.server.url + file, { waitUntil: 'commit' });
      await page.waitForSelector('header .site-nav a[aria-current="page"]');
      const nav = await page.evaluate(() => ({
        links: [...document.querySelectorAll('header .site-nav a')].map((a) => a.getAttribute('href')),
        current: document.querySelector('header .site-nav a[aria-current="page"]').getAttribute('href'),
        langs: [...document.querySelectorAll('#lang option')].map((o) => o.value + ':' + o.textContent),
        bundleRan: !!(window.gameGraphApp || window.boardApp || window.raceApp || window.rulesApp),
        navShown: document.querySelector('header .site-nav').getClientRects().length > 0,
      }));
      assert.deepEqual(nav.links, ['index.html', 'race.html', 'board.html', 'rules.html'], file);
      assert.equal(nav.current, file);
      assert.deepEqual(nav.langs, ['en:English', 'uk:Українська'], file);
      assert.equal(nav.bundleRan, false, file);
      assert.ok(nav.navShown, file);
      release();
      // then the bundle wires the picker: Ukrainian at once, and back
      await page.waitForFunction(() => document.getElementById('app').dataset.status !== 'loading');
      await page.selectOption('#lang', 'uk');
      await page.waitForFunction(() => document.querySelector('header .site-nav a[href="index.html"]').textContent === 'Графи');
      // on a phone, in Ukrainian (the longest names), every link whole and on the screen
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await page.evaluate(() => {
        const nav = [...document.querySelectorAll('header .site-nav a, #lang')].map((a) => a.getBoundingClientRect());
        return { right: Math.max(...nav.map((r) => r.right)), tall: Math.max(...nav.map((r) => r.height)) };
      });
      assert.ok(phone.right <= 390, `${file}: the nav reaches ${phone.right}px`);
      assert.ok(phone.tall < 48, `${file}: a link broken over lines (${phone.tall}px tall)`);
      // and no wider than the screen, once the drawing has followed the resize
      await page.waitForFunction(() => document.documentElement.scrollWidth <= 390);
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.selectOption('#lang', 'en');
      await page.waitForFunction(() => document.querySelector('header .site-nav a[href="index.html"]').textContent === 'Graphs');
      assert.deepEqual(errors.map(String), [], file);
      await page.close();
    }
  } finally {
    await ctx.close();
  }
});

test('index.html in Ukrainian: the table\'s headings whole (not cut) at 1366 x 768 and on a phone', { skip }, async () => {
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const page = await openGraph('#lang=uk', { width, height });
    try {
      const cut = await page.evaluate(() => [...document.querySelectorAll('.vt-head button')].filter((b) => {
        const box = b.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(b);
        const text = range.getBoundingClientRect();
        const table = document.getElementById('vtable').getBoundingClientRect();
        return b.scrollWidth > b.clientWidth + 1 || text.right > box.right + 0.5 || text.right > table.right + 0.5;
      }).map((b) => b.textContent));
      assert.deepEqual(cut, [], `cut headings at ${width} x ${height}`);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.ctx.close();
    }
  }
});

test('the console stays clean: no error and no warning on opening each page', { skip }, async () => {
  for (const [file, ready] of [['index.html', 'gameGraphApp'], ['board.html', 'boardApp'], ['race.html', 'raceApp'], ['rules.html', 'rulesApp'], ['web/course-example.html', null]]) {
    const ctx = await S.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await ctx.newPage();
    const said = [];
    page.on('pageerror', (e) => said.push('pageerror: ' + e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') said.push(m.type() + ': ' + m.text());
    });
    try {
      await page.goto(S.server.url + file);
      if (ready) {
        await H.appReady(page, ready);
        await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle');
      } else {
        await page.waitForFunction(() => [...document.querySelectorAll('game-graph')].every((g) => g.dataset.status === 'ready'));
      }
      assert.deepEqual(said, [], file);
    } finally {
      await ctx.close();
    }
  }
});

test('index.html on a phone (390 x 844): the five counts on one row, whole, and the whole drawing in the first screen', { skip }, async () => {
  for (const hash of ['', '#lang=uk']) {
    const page = await openGraph(hash, { width: 390, height: 844 });
    try {
      const r = await page.evaluate(() => {
        const cells = [...document.querySelectorAll('.counts > div')];
        const cy = document.getElementById('cy').getBoundingClientRect();
        return {
          rows: new Set(cells.map((c) => Math.round(c.getBoundingClientRect().top))).size,
          cut: cells.filter((c) => [...c.querySelectorAll('dt, dd')].some((e) => e.scrollWidth > e.clientWidth + 1)).map((c) => c.textContent.trim()),
          cyTop: cy.top,
          cyBottom: cy.bottom,
        };
      });
      assert.equal(r.rows, 1, hash + ': one row of counts');
      assert.deepEqual(r.cut, [], hash + ': counts cut');
      // (the header's height is its own: the drawing starts within the first screen in any language,
      // and is whole in it in English)
      assert.ok(r.cyTop < 844 - 200, hash + ': the drawing in the first screen: ' + JSON.stringify(r));
      if (!hash) assert.ok(r.cyBottom <= 844, 'the whole drawing in the first screen: ' + JSON.stringify(r));
      assert.deepEqual(page.errors, []);
    } finally {
      await page.ctx.close();
    }
  }
});
