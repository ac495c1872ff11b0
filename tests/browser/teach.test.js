'use strict';
// Browser tests of the teaching views: stepping through the article's example
// with the narration checked against the engine's answer (and the independent
// reference solver), explanations, playing against the solver, the embed mode,
// a course page with two <game-graph> elements, a phone-sized screen, keyboard
// only, the Ukrainian interface, exports and colour contrast in both themes.
//
//   node --test tests/browser/
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const H = require('./helpers');
const R = require('./reference');

const skip = H.moduleMissing;
const WORD = { W: 'WIN', L: 'LOSE', D: 'DRAW' };
const CODE = { 1: 'W', 2: 'L', 0: 'D' };

const S = H.useBrowser(skip);

// Nothing is ignored: the course page names its icon (no request for a missing /favicon.ico).
function ignorable() {
  return false;
}

async function narration(page, scope = '') {
  return page.$eval(scope + ' .st-narration', (el) => ({ text: el.textContent.replace(/\s+/g, ' ').trim(), kind: el.dataset.kind }));
}

// Opens a course page with <game-graph> elements and waits until all are solved
// (csp: a Content-Security-Policy header to serve it with). Collects page
// errors, console errors and refusals of the policy in page.errors.
async function openCourse(url, { csp, width = 1000, height = 900 } = {}) {
  const page = await S.browser.newPage({ viewport: { width, height } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.on('console', (m) => {
    if (m.type() !== 'error' || ignorable(m.text()) || ignorable(m.location().url)) return;
    page.errors.push(new Error(m.text()));
  });
  if (csp) {
    await page.route(/course-example\.html$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
  }
  await page.goto(url);
  await page.waitForFunction(() => {
    const els = document.querySelectorAll('game-graph');
    return els.length > 0 && Array.from(els).every((e) => e.dataset.status === 'ready');
  });
  return page;
}

// Checks one narration against the engine's answer (the page's result) and the
// reference solution: the vertex it decides gets the outcome and depth both say.
function checkNarration(n, result, ref) {
  const name = (v) => result.names[v];
  const m = /^(\S+?):? .*?(WIN|LOSE|DRAW)(?: in (\d+))?$/.exec(n.text);
  if (['nomove', 'fixed', 'win', 'lose'].includes(n.kind)) {
    assert.ok(m, `narration "${n.text}"`);
    const v = result.names.indexOf(m[1]);
    assert.ok(v >= 0, `narration names a vertex: ${n.text}`);
    assert.equal(m[2], WORD[CODE[result.outcome[v]]], `${n.text}: the engine's outcome of ${name(v)}`);
    assert.equal(m[2], WORD[ref.byName[name(v)].outcome], `${n.text}: the reference's outcome of ${name(v)}`);
    if (m[3] !== undefined) {
      assert.equal(Number(m[3]), result.depth[v], `${n.text}: depth`);
      assert.equal(Number(m[3]), ref.byName[name(v)].depth, `${n.text}: reference depth`);
    }
  }
  if (n.kind === 'draws') {
    const listed = n.text.replace(/^.*DRAW: /, '').split(', ').sort();
    const draws = result.names.filter((x, v) => result.outcome[v] === 0 && !(result.fixed && result.fixed[v] === 3)).sort();
    assert.deepEqual(listed, draws, 'the final DRAW set');
    assert.deepEqual(listed, ref.names.filter((x) => ref.byName[x].outcome === 'D' && !ref.fixed.has(ref.index.get(x))).sort());
  }
}

describe('teaching views', { skip }, () => {
  test('stepping through the article\'s example: the narration says what the engine decided', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const text = await page.inputValue('#graph-text');
      const ref = R.solveText(text, 'lose');
      await page.click('#steps-toggle');
      await page.waitForSelector('#stepper:not([hidden]) .st-narration');
      const result = await page.evaluate(() => {
        const r = window.gameGraphApp.result;
        return { names: r.names, outcome: Array.from(r.outcome), depth: Array.from(r.depth), fixed: Array.from(r.fixed) };
      });
      const total = await page.evaluate(() => window.gameGraphApp.stepper.steps());
      assert.match(await page.textContent('#stepper .st-count'), new RegExp(`^Step 1 of ${total}$`));
      const seen = [];
      for (let k = 0; k < total; k++) {
        const n = await narration(page, '#stepper');
        seen.push(n.text);
        checkNarration(n, result, ref);
        if (k + 1 < total) await page.click('#stepper [data-act="next"]');
      }
      // The article's sentences, in this graph's names.
      assert.ok(seen.includes('f has no move: LOSE'), seen.join('\n'));
      assert.ok(seen.includes('d can move to the lost f: WIN in 1'));
      assert.ok(seen.includes('e can move to the lost f: WIN in 1'));
      assert.ok(seen.includes('c: both its moves reach won positions: LOSE in 2'));
      assert.ok(seen.some((s) => /^c: its move to d reaches a won position; 1 move still open \(counter 2 → 1\)\.$/.test(s)));
      assert.equal(seen[seen.length - 1], 'Nothing else can be decided: these are DRAW: g, h');
      // at the end, the drawing shows the solved answer
      const labels = await page.evaluate(() => window.gameGraphApp.cy.nodes().map((n) => [n.data('name'), n.data('label')]));
      for (const [name, label] of labels) {
        const w = ref.byName[name];
        assert.equal(label, name + '\n' + (w.outcome === 'D' ? 'D' : w.outcome + w.depth), `label of ${name} at the end`);
      }
      assert.equal(await page.$eval('#stepper [data-act="next"]', (b) => b.disabled), true);
      // back, start, end; the queue and the counters are shown
      await page.click('#stepper [data-act="start"]');
      await page.click('#stepper [data-act="next"]');
      await page.click('#stepper [data-act="next"]');
      assert.equal((await narration(page, '#stepper')).text, 'Take f (LOSE in 0) from the queue and look at every move into it.');
      assert.match(await page.textContent('#stepper .st-counters'), /c\s*2/);
      await page.click('#stepper [data-act="next"]');
      assert.match(await page.textContent('#stepper .st-queue'), /d\s*W1/);
      const fNode = await page.evaluate(() => window.gameGraphApp.cy.getElementById('v5').classes());
      assert.ok(fNode.includes('current'), 'the vertex taken from the queue is marked');
      await page.click('#stepper [data-act="back"]');
      assert.match((await narration(page, '#stepper')).text, /^Take f/);
      await page.click('#stepper [data-act="end"]');
      assert.match((await narration(page, '#stepper')).text, /^Nothing else can be decided/);
      // play runs to the end by itself at full speed
      await page.click('#stepper [data-act="start"]');
      await page.$eval('#stepper .st-speed input', (el) => {
        el.value = '4';
        el.dispatchEvent(new Event('input'));
      });
      await page.click('#stepper [data-act="play"]');
      await page.waitForFunction((t) => document.querySelector('#stepper').dataset.step === String(t - 1), total);
      assert.equal(await page.getAttribute('#stepper [data-act="play"]', 'aria-pressed'), 'false');
      // closing gives the solved view back
      await page.click('#stepper [data-act="close"]');
      assert.equal(await page.isVisible('#stepper'), false);
      assert.equal((await page.evaluate(() => window.gameGraphApp.node('c'))).label, 'c\nL2');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('explaining a verdict: optimal line, why a LOSE fails, the cycle of a DRAW; playing against the solver', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const pick = async (name) => {
        await page.selectOption('#explain-select', { label: name });
        return (await page.innerText('#explain')).replace(/\s+/g, ' ');
      };
      const a = await pick('a');
      assert.match(a, /WIN in 3 a — Moving to c leaves the opponent in a lost position \(LOSE in 2\)/);
      const line = await page.$$eval('#explain .ex-line li', (li) => li.map((x) => x.textContent.replace(/\s+/g, ' ').trim()));
      assert.deepEqual(line, ['a WIN in 3', 'c LOSE in 2', 'e WIN in 1', 'f LOSE in 0']);
      assert.match(a, /f has no move: the game ends\./);
      const c = await pick('c');
      assert.match(c, /Why every move fails/);
      assert.match(c, /to d: the opponent wins there \(WIN in 1\), by moving on to f/);
      assert.match(c, /to e: the opponent wins there \(WIN in 1\), by moving on to f/);
      const g = await pick('g');
      assert.match(g, /The cycle that keeps the draw alive: g → h → g/);
      assert.match(g, /to h: a draw again \(DRAW\)/);
      // the line is marked in the drawing
      const marked = await page.evaluate(() => window.gameGraphApp.cy.edges('.path').map((e) => e.source().data('name') + e.target().data('name')).sort());
      assert.deepEqual(marked, ['gh', 'hg']);

      // play from a (a WIN) and throw the win away
      await pick('a');
      await page.click('#explain button[data-play="first"]');
      await page.waitForSelector('#play .pl-move');
      assert.match(await page.textContent('#play'), /Your move from a \(WIN in 3 for you\)/);
      await page.click('#play .pl-move[data-to="1"]'); // a -> b: b is a WIN for the solver
      assert.match(await page.textContent('#play'), /You had a win \(WIN in 3\) and threw it away: c would have won/);
      await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human');
      assert.match(await page.textContent('#play'), /The solver moved b → c\./);
      // from c every move loses: the solver wins in the end
      for (let i = 0; i < 5 && (await page.getAttribute('#play', 'data-state')) !== 'over'; i++) {
        await page.waitForFunction(() => ['human', 'over'].includes(document.querySelector('#play').dataset.state));
        if ((await page.getAttribute('#play', 'data-state')) === 'over') break;
        await page.click('#play .pl-move >> nth=0');
      }
      await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'over');
      assert.match(await page.textContent('#play'), /The solver wins\./);
      // undo gives the move back
      await page.click('#play [data-act="undo"]');
      assert.equal(await page.getAttribute('#play', 'data-state'), 'human');
      await page.click('#play [data-act="stop"]');
      assert.equal(await page.isVisible('#play'), false);

      // playing second from a DRAW: the solver keeps the draw; a repeat ends it
      await pick('g');
      await page.click('#explain button[data-play="second"]');
      await page.waitForFunction(() => ['human', 'over'].includes(document.querySelector('#play').dataset.state));
      assert.match(await page.textContent('#play'), /The solver moved g → h\./);
      await page.click('#play .pl-move[data-to="6"]'); // h -> g
      await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'over');
      assert.match(await page.textContent('#play'), /This position came back.*It is a draw\./);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('embed mode: the view alone, sized to its frame, graph and view state from the URL', async () => {
    const text = 'a b\nb c\nc a\nc d\nd e\n';
    const url = S.server.url + '#g=' + Buffer.from(text).toString('base64url') + '&embed=1&view=steps&step=3';
    const page = await H.openPage(S.browser, url, { width: 560, height: 420 });
    try {
      for (const sel of ['.top', '.input-panel', '.counts', '.table-card', '.about', '.foot']) {
        assert.equal(await page.isVisible(sel), false, `${sel} is hidden`);
      }
      await page.waitForSelector('#stepper:not([hidden])');
      assert.equal(await page.getAttribute('#stepper', 'data-step'), '3');
      assert.equal((await narration(page, '#stepper')).text, 'd can move to the lost e: WIN in 1');
      const box = await page.$eval('#cy', (el) => el.getBoundingClientRect().toJSON());
      assert.ok(box.width >= 500 && box.height >= 150, `the drawing fills the frame: ${JSON.stringify(box)}`);
      const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.ok(overflow[0] <= 560 && overflow[1] <= 424, `no scrolling in the frame: ${overflow}`);
      const full = await page.getAttribute('#open-full', 'href');
      assert.doesNotMatch(full, /embed=1/);
      assert.match(full, /#g=/);
      // a selection from the URL, without the steps
      const sel = S.server.url + '#g=' + Buffer.from(text).toString('base64url') + '&embed=1&sel=c';
      await page.goto('about:blank');
      await page.goto(sel);
      await page.evaluate(() => window.gameGraphApp.ready);
      await page.waitForFunction(() => /The cycle that keeps the draw alive/.test(document.querySelector('#explain').textContent));
      assert.equal(await page.isVisible('#explain'), true);
      // the page's Embed button writes an iframe snippet that reproduces the view
      const main = await H.openPage(S.browser, S.server.url);
      await main.click('#steps-toggle');
      await main.click('#stepper [data-act="next"]');
      await main.click('#embed-btn');
      await main.waitForFunction(() => /<iframe src=/.test(document.querySelector('#embed-iframe').value));
      const snippet = await main.inputValue('#embed-iframe');
      assert.match(snippet, /embed=1&amp;view=steps&amp;step=1/);
      assert.match(await main.inputValue("#embed-element"), /<game-graph view="steps">\na b\na c/);
      await main.close();
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a course page with two <game-graph> elements (and an iframe): each solved, each on its own', async () => {
    const page = await openCourse(S.server.url + 'web/course-example.html');
    try {
      const els = await page.evaluate(() =>
        Array.from(document.querySelectorAll('game-graph')).map((e) => ({
          id: e.id,
          text: e.text,
          names: e.result.names,
          outcome: Array.from(e.result.outcome),
          depth: Array.from(e.result.depth),
          nodes: e.querySelectorAll('canvas').length > 0,
        }))
      );
      assert.equal(els.length, 2);
      for (const el of els) {
        const ref = R.solveText(el.text, 'lose');
        assert.deepEqual(el.names, ref.names, el.id);
        assert.deepEqual(el.outcome.map((o) => CODE[o]), ref.outcome, el.id);
        assert.deepEqual(el.depth, ref.depth, el.id);
        assert.ok(el.nodes, `${el.id} is drawn`);
      }
      // the second one was written with \n separators and opens with the steps
      assert.deepEqual(els[1].names, ['a', 'b', 'c', 'd', 'e']);
      assert.equal(await page.isVisible('#cycle .gge-steps'), true);
      assert.equal(await page.isVisible('#rules .gge-steps'), false);
      // stepping the first leaves the second where it is
      await page.click('#rules [data-act="steps"]');
      for (let i = 0; i < 2; i++) await page.click('#rules .st-btn[data-act="next"]');
      assert.equal(await page.getAttribute('#rules .gge-steps', 'data-step'), '2');
      assert.equal(await page.getAttribute('#cycle .gge-steps', 'data-step'), '0');
      assert.match((await narration(page, '#rules')).text, /^Take f \(LOSE in 0\)/);
      await page.click('#cycle .st-btn[data-act="end"]');
      assert.equal((await narration(page, '#cycle')).text, 'Nothing else can be decided: these are DRAW: a, b, c');
      assert.match((await narration(page, '#rules')).text, /^Take f/);
      // keys act on the element that has the focus
      await page.focus('#rules .st-btn[data-act="next"]');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.getAttribute('#rules .gge-steps', 'data-step'), '3');
      assert.equal(await page.getAttribute('#cycle .gge-steps', 'data-step'), '6');
      // explaining in the first does not touch the second
      await page.click('#rules [data-act="steps"]');
      await page.selectOption('#rules .gge-pick select', { label: 'c' });
      assert.match(await page.textContent('#rules .gge-why'), /Why every move fails/);
      assert.equal(await page.isVisible('#cycle .gge-why'), false);
      // the iframe in embed mode
      const frame = page.frameLocator('#frame');
      await frame.locator('#stepper .st-narration').waitFor();
      assert.equal(await frame.locator('.top').isVisible(), false);
      assert.match(await frame.locator('#stepper .st-narration').textContent(), /d can move to the lost e/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a <game-graph> too big to draw: the counts, and the verdict of its first vertex and of any vertex by name', async () => {
    const page = await openCourse(S.server.url + 'web/course-example.html');
    try {
      // 2,600 vertices (over the drawing's 2,000), every tenth without a move
      const n = 2600;
      const lines = Array.from({ length: n }, (_, i) => `p${i}`);
      for (let i = 0; i < n; i++) if (i % 10) lines.push(`p${i} p${(i * 7 + 1) % n}`, `p${i} p${(i * 13 + 5) % n}`);
      lines.push('p0 p1');
      const text = lines.join('\n');
      const ref = R.solveText(text, 'lose');
      await page.evaluate((t) => {
        const el = document.createElement('game-graph');
        el.id = 'big';
        el.textContent = t;
        document.body.append(el);
      }, text);
      await page.waitForSelector('#big[data-status="ready"]');
      assert.equal(await page.getAttribute('#big', 'data-drawn'), 'false');
      assert.equal(await page.isVisible('#big .gge-cy'), false);
      assert.equal(await page.isVisible('#big .gge-error'), false);
      assert.match(await page.textContent('#big .gge-big'), /^Too big to draw here: 2,600 vertices and 4,681 moves \(a drawing shows up to 2,000 vertices/);
      assert.equal(await page.isDisabled('#big [data-act="steps"]'), true);
      const count = (o) => ref.outcome.filter((x) => x === o).length;
      assert.equal(await page.textContent('#big .gge-counts'), `Wins ${count('W').toLocaleString('en-US')} · Losses ${count('L').toLocaleString('en-US')} · Draws ${count('D').toLocaleString('en-US')}`);
      // the first vertex is explained at once, with the reference's verdict
      const verdict = (v) => (ref.outcome[v] === 'D' ? 'DRAW' : `${WORD[ref.outcome[v]]} in ${ref.depth[v]}`);
      assert.equal(await page.inputValue('#big .gge-pick input'), 'p0');
      assert.equal(await page.textContent('#big .gge-why .ex-head .badge'), verdict(0));
      // any vertex by its name
      const v = ref.names.indexOf('p2599');
      await page.fill('#big .gge-pick input', 'p2599');
      await page.waitForFunction(() => /p2599/.test(document.querySelector('#big .gge-why .ex-head').textContent));
      assert.equal(await page.textContent('#big .gge-why .ex-head .badge'), verdict(v));
      await page.fill('#big .gge-pick input', 'nowhere');
      assert.equal(await page.textContent('#big .gge-why'), 'No vertex is named nowhere.');
      // the two small ones are still drawn
      assert.equal(await page.getAttribute('#rules', 'data-drawn'), 'true');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('<game-graph> follows the course page\'s language (<html lang>), without changing the solver\'s remembered one', async () => {
    const page = await openCourse(S.server.url + 'web/course-example.html');
    try {
      assert.equal(await page.textContent('#rules [data-act="steps"]'), 'Step through');
      await page.evaluate(() => document.documentElement.setAttribute('lang', 'uk'));
      await page.waitForFunction(() => document.querySelector('#rules [data-act="steps"]').textContent === 'Крок за кроком');
      assert.equal(await page.textContent('#rules .gge-counts'), 'Виграші 4 · Програші 2 · Нічиї 2');
      assert.equal(await page.textContent('#cycle .st-btn[data-act="next"] .st-label'), 'Крок');
      assert.match(await page.textContent('#cycle .st-narration'), /лічильник/);
      await page.selectOption('#rules .gge-pick select', { label: 'c' });
      assert.match(await page.textContent('#rules .gge-why'), /ПРОГРАШ за 2/);
      assert.equal(await page.evaluate(() => localStorage.getItem('gamegraph.lang')), null);
      assert.equal(await page.textContent('h1'), 'Games on graphs');
      // a Ukrainian page links the full page with its graph
      const href = await page.getAttribute('#rules .gge-open', 'href');
      assert.match(href, /\/index\.html#gz?=[A-Za-z0-9_-]+$/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('<game-graph> follows changes: no-move, view, height, its text', async () => {
    const page = await openCourse(S.server.url + 'web/course-example.html');
    const nextSolve = (id) => page.evaluate((i) => new Promise((resolve) => {
      document.getElementById(i).addEventListener('solved', (e) => resolve({ names: e.detail.names, outcome: Array.from(e.detail.outcome) }), { once: true });
    }), id);
    try {
      await page.evaluate(() => document.getElementById('cycle').removeAttribute('view'));
      assert.equal(await page.isVisible('#cycle .gge-steps'), false);
      assert.equal(await page.getAttribute('#cycle [data-act="steps"]', 'aria-pressed'), 'false');
      // the other convention: solved again, as the reference says
      const solved = nextSolve('rules');
      await page.evaluate(() => document.getElementById('rules').setAttribute('no-move', 'win'));
      const r = await solved;
      const text = await page.evaluate(() => document.getElementById('rules').text);
      assert.deepEqual(r.outcome.map((o) => CODE[o]), R.solveText(text, 'win').outcome);
      await page.waitForFunction(() => /[#&]nomove=win/.test(document.querySelector('#rules .gge-open').href));
      await page.evaluate(() => document.getElementById('rules').setAttribute('height', '200'));
      assert.equal(await page.$eval('#rules .gge-cy', (e) => e.getBoundingClientRect().height), 200);
      // a new text
      const again = nextSolve('cycle');
      await page.evaluate(() => {
        document.getElementById('cycle').text = 'x y\ny z';
      });
      assert.deepEqual((await again).names, ['x', 'y', 'z']);
      assert.equal(await page.textContent('#cycle .gge-counts'), 'Wins 1 · Losses 2 · Draws 0');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the course page from disk (file://) and under a strict Content-Security-Policy', async () => {
    const file = await openCourse(pathToFileURL(path.join(H.ROOT, 'web', 'course-example.html')).href);
    try {
      assert.equal(await file.getAttribute('#cycle .gge-steps', 'data-step'), '0');
      assert.ok(await file.evaluate(() => document.querySelectorAll('game-graph canvas').length > 0));
      assert.deepEqual(file.errors.map(String), []);
    } finally {
      await file.close();
    }
    // The policy the pages will be served with. The module made by Embind
    // builds functions from strings until it is built with DYNAMIC_EXECUTION=0:
    // only then can 'unsafe-eval' go.
    const evalNeeded = /new Function\(/.test(fs.readFileSync(path.join(H.ROOT, 'web', 'generated', 'gamegraph.js'), 'utf8'));
    const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'" + (evalNeeded ? " 'unsafe-eval'" : '') +
      "; style-src 'self'; img-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'";
    const page = await openCourse(S.server.url + 'web/course-example.html', { csp });
    try {
      assert.equal(await page.getAttribute('#rules', 'data-drawn'), 'true');
      await page.click('#rules [data-act="steps"]');
      await page.click('#rules .st-btn[data-act="next"]');
      assert.equal(await page.getAttribute('#rules .gge-steps', 'data-step'), '1');
      assert.deepEqual(page.errors.map(String), [], 'nothing refused by the policy');
    } finally {
      await page.close();
    }
  });

  test('a phone: narrow screen, touch, nothing wider than the screen, big targets', async () => {
    const context = await S.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    H.collectErrors(page, { console: false });
    try {
      await page.goto(S.server.url);
      await page.evaluate(() => window.gameGraphApp.ready);
      await H.idle(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no horizontal scrolling (${width}px)`);
      // tap a vertex in the drawing
      await page.locator('#cy').scrollIntoViewIfNeeded();
      const pos = await page.evaluate(() => {
        const n = window.gameGraphApp.cy.nodes().filter((x) => x.data('name') === 'c')[0];
        const p = n.renderedPosition();
        const r = document.getElementById('cy').getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      });
      await page.touchscreen.tap(pos.x, pos.y);
      await page.waitForFunction(() => /Why every move fails/.test(document.querySelector('#explain').textContent));
      // the step-through controls: large enough to touch, in view, working
      await page.tap('#steps-toggle');
      const sizes = await page.$$eval('#stepper .st-btn', (bs) => bs.map((b) => b.getBoundingClientRect().toJSON()));
      for (const b of sizes) assert.ok(b.height >= 40 && b.width >= 40, `touch target ${JSON.stringify(b)}`);
      await page.tap('#stepper [data-act="next"]');
      assert.equal(await page.getAttribute('#stepper', 'data-step'), '1');
      const after = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(after <= 390, `still no horizontal scrolling (${after}px)`);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await context.close();
    }
  });

  test('keyboard only: reach the steps, step with the keys, explain a vertex, play', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      // Tab from the top until the step-through button has the focus.
      let found = false;
      for (let i = 0; i < 40 && !found; i++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => document.activeElement && document.activeElement.id === 'steps-toggle');
      }
      assert.ok(found, 'the step-through button is reachable with Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
      assert.notEqual(outline, 'none', 'the focus is visible');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#stepper:not([hidden])');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.getAttribute('#stepper', 'data-step'), '3');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.getAttribute('#stepper', 'data-step'), '2');
      await page.keyboard.press('End');
      assert.match((await narration(page, '#stepper')).text, /^Nothing else can be decided/);
      await page.keyboard.press('Home');
      assert.equal(await page.getAttribute('#stepper', 'data-step'), '0');
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#stepper'), false);
      // the vertex picker explains with the keyboard alone
      await page.focus('#explain-select');
      await page.keyboard.press('ArrowDown'); // a
      await page.waitForFunction(() => /Optimal line/.test(document.querySelector('#explain').textContent));
      // Tab on to the play buttons, start, and move with Enter
      let onPlay = false;
      for (let i = 0; i < 30 && !onPlay; i++) {
        await page.keyboard.press('Tab');
        onPlay = await page.evaluate(() => document.activeElement.getAttribute('data-play') === 'first');
      }
      assert.ok(onPlay, 'the play button is reachable with Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement && document.activeElement.classList.contains('pl-move'));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('#play .pl-log li').length >= 1);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('Ukrainian: from the browser\'s language, from the switch, narration too', async () => {
    const context = await S.browser.newContext({ locale: 'uk-UA', viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    H.collectErrors(page, { console: false });
    try {
      await page.goto(S.server.url);
      await page.evaluate(() => window.gameGraphApp.ready);
      await H.idle(page);
      assert.equal(await page.getAttribute('html', 'lang'), 'uk');
      assert.equal(await page.textContent('h1'), 'Розв’язувач ігор на графах');
      assert.match(await page.textContent('#status'), /Розв’язано/);
      assert.equal(await page.evaluate(() => window.gameGraphApp.node('c').label), 'c\nП2');
      await page.click('#steps-toggle');
      for (let i = 0; i < 3; i++) await page.click('#stepper [data-act="next"]');
      assert.equal((await narration(page, '#stepper')).text, 'd може піти в програшну f: ВИГРАШ за 1');
      // switch to English: everything follows, the step stays
      await page.selectOption('#lang', 'en');
      assert.equal(await page.textContent('h1'), 'Game graph solver');
      assert.equal((await narration(page, '#stepper')).text, 'd can move to the lost f: WIN in 1');
      assert.match(await page.textContent('#vtable'), /WIN/);
      // the choice is remembered
      await page.reload();
      await page.evaluate(() => window.gameGraphApp.ready);
      assert.equal(await page.textContent('h1'), 'Game graph solver');
      // every key of one language is in the other
      const strings = (l) => JSON.parse(fs.readFileSync(require('path').join(H.ROOT, 'web/src/i18n', l + '.json'), 'utf8'));
      const keys = [Object.keys(strings('en')).sort(), Object.keys(strings('uk')).sort()];
      assert.deepEqual(keys[1], keys[0]);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await context.close();
    }
  });

  test('exports: PNG, SVG, CSV and JSON of the solved graph', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const text = await page.inputValue('#graph-text');
      const ref = R.solveText(text, 'lose');
      const grab = async (id) => {
        await page.click('#export-menu summary');
        const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#' + id)]);
        return { name: dl.suggestedFilename(), data: await H.downloadBytes(dl) };
      };
      const png = await grab('export-png');
      assert.match(png.name, /\.png$/);
      assert.deepEqual([...png.data.subarray(1, 4)], [0x50, 0x4e, 0x47]);
      const svg = await grab('export-svg');
      const s = svg.data.toString();
      assert.match(s, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      for (const name of ref.names) assert.ok(s.includes('>' + name + '</text>'), `${name} in the SVG`);
      assert.equal((s.match(/<path d="M[^"]*" fill="none"/g) || []).length, ref.edges.length, 'one path per move');
      // the SVG is well-formed: the browser parses it
      const ok = await page.evaluate((x) => !new DOMParser().parseFromString(x, 'image/svg+xml').querySelector('parsererror'), s);
      assert.ok(ok);
      const csv = (await grab('export-csv')).data.toString().trim().split('\n');
      assert.equal(csv[0], 'vertex,outcome,depth,best_move');
      assert.equal(csv.length, ref.names.length + 1);
      const json = JSON.parse((await grab('export-json')).data.toString());
      assert.equal(json.noMove, 'lose');
      assert.deepEqual(json.vertices.map((v) => v.name), ref.names);
      for (const v of json.vertices) {
        assert.equal(v.outcome, WORD[ref.byName[v.name].outcome]);
        assert.equal(v.depth, ref.byName[v.name].outcome === 'D' ? null : ref.byName[v.name].depth);
      }
      assert.equal(json.moves.length, ref.edges.length);
    } finally {
      await page.close();
    }
  });

  for (const scheme of ['light', 'dark']) {
    test(`text contrast passes WCAG AA in the ${scheme} theme`, async () => {
      const context = await S.browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 1000 } });
      const page = await context.newPage();
      try {
        await page.goto(S.server.url);
        await page.evaluate(() => window.gameGraphApp.ready);
        await H.idle(page);
        await page.click('#steps-toggle');
        for (let i = 0; i < 6; i++) await page.click('#stepper [data-act="next"]');
        await page.selectOption('#explain-select', { label: 'c' });
        const bad = await page.evaluate(() => {
          const parse = (c) => {
            const m = /rgba?\(([^)]+)\)/.exec(c);
            if (!m) return null;
            const p = m[1].split(',').map(Number);
            return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
          };
          const lum = (c) => {
            const f = (x) => {
              x /= 255;
              return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
          };
          const bgOf = (el) => {
            for (let e = el; e; e = e.parentElement) {
              const c = parse(getComputedStyle(e).backgroundColor);
              if (c && c.a > 0.5) return c;
            }
            return { r: 255, g: 255, b: 255, a: 1 };
          };
          const out = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!n.textContent.trim()) continue;
            const el = n.parentElement;
            if (!el || el.closest('[hidden], script, style, option, .skip, [disabled], textarea')) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            const cs = getComputedStyle(el);
            if (cs.visibility === 'hidden' || Number(cs.opacity) < 0.6) continue;
            const fg = parse(cs.color);
            const bg = bgOf(el);
            const L1 = lum(fg);
            const L2 = lum(bg);
            const ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
            const size = parseFloat(cs.fontSize);
            const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
            if (ratio < (large ? 3 : 4.5)) out.push(`${ratio.toFixed(2)} ${cs.color} on ${JSON.stringify(bg)}: "${n.textContent.trim().slice(0, 40)}" (${el.className})`);
          }
          return out;
        });
        assert.deepEqual(bad, [], 'text below the AA contrast ratio');
      } finally {
        await context.close();
      }
    });
  }
});

test('every page names its icon (web/favicon.svg), and it is served', { skip }, async () => {
  const page = await S.browser.newPage();
  try {
    for (const file of ['index.html', 'board.html', 'race.html', 'rules.html', 'web/course-example.html']) {
      const res = await page.request.get(S.server.url + file);
      const html = await res.text();
      const m = /<link rel="icon" href="([^"]+)"/.exec(html);
      assert.ok(m, file + ' names its icon');
      const icon = new URL(m[1], S.server.url + file).href;
      assert.equal(icon, S.server.url + 'web/favicon.svg', file);
      assert.equal((await page.request.get(icon)).status(), 200, icon);
    }
  } finally {
    await page.close();
  }
});
