'use strict';
// The graph page's Sprague-Grundy mode (pages/graph/grundy.js): the "Compute"
// switch kept in the link, every vertex's value (a number or ∞(K)) in the table
// and on the drawing with the move that realises it, fixed outcomes and the other
// convention refused, the step-through of the labelling in the engine's order,
// sums of games, the teaching examples, and all of it in Ukrainian.
//
//   node scripts/test-browser.js tests/browser/grundy.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const { GameGraph } = require('../node/helpers.js');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// The README's example: a 0, b 1, c 0, d and e inf() (a draw), f inf(0) (a win).
const TEXT = 'a b\nb c\nc\nd e\ne d\nf d\nf c\n';
const link = (text, rest = '') => S.server.url + '#g=' + Buffer.from(text).toString('base64url') + rest;

async function open(url, opts) {
  const page = await H.openPage(S.browser, url, opts);
  return page;
}
// Waits until the values of the current graph are shown (drawn, when drawable).
async function valuesShown(page) {
  await page.waitForFunction(() => {
    const g = window.gameGraphApp.grundy;
    return g.values && document.getElementById('grundy').dataset.drawn && !document.getElementById('grundy').hidden &&
      document.querySelectorAll('#gy-table tbody tr').length > 0;
  });
}
const rows = (page) => page.$$eval('#gy-table tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent.trim())));
const labels = (page) => page.evaluate(() => {
  const out = {};
  window.gameGraphApp.grundy.view.cy.nodes().forEach((n) => (out[n.data('name')] = n.data('label').split('\n')[1]));
  return out;
});

test('the switch: values in the table and the drawing, the realising moves, kept in the link', { skip }, async () => {
  const page = await open(link(TEXT));
  try {
    assert.equal(await page.isVisible('#grundy'), false);
    await page.click('input[name="values"][value="grundy"]', { force: true });
    await valuesShown(page);
    assert.equal(await page.isVisible('#graph-card'), false, 'the win / lose / draw drawing gives way');
    assert.deepEqual(await rows(page), [
      ['a', '0', 'lose', '—'],
      ['b', '1', 'win', 'c (0)'],
      ['c', '0', 'lose', '—'],
      ['d', '∞(∅)', 'draw', 'e (∞(∅))'],
      ['e', '∞(∅)', 'draw', 'd (∞(∅))'],
      ['f', '∞(0)', 'win', 'c (0)'],
    ]);
    assert.deepEqual(await labels(page), { a: '0', b: '1', c: '0', d: '∞(∅)', e: '∞(∅)', f: '∞(0)' });
    // the realising moves are the thick arrows: from b and f to c, d <-> e dashed
    const best = await page.evaluate(() => window.gameGraphApp.grundy.view.cy.edges('.best')
      .map((e) => e.source().data('name') + e.target().data('name') + (e.hasClass('best-d') ? ' dashed' : '')).sort());
    assert.deepEqual(best, ['bc', 'de dashed', 'ed dashed', 'fc']);
    // the same values as the module's own
    const gg = await GameGraph();
    const r = gg.grundyGraphText(TEXT);
    assert.deepEqual(await page.evaluate(() => Array.from(window.gameGraphApp.grundy.values.grundy)), Array.from(r.grundy));
    // kept in the link: a reload opens in the same mode
    await page.waitForFunction(() => /(^#|&)vals=grundy(&|$)/.test(location.hash));
    await page.reload();
    await page.evaluate(() => window.gameGraphApp.ready);
    await valuesShown(page);
    assert.equal(await page.isChecked('input[name="values"][value="grundy"]'), true);
    // and back
    await page.click('input[name="values"][value="outcome"]', { force: true });
    await page.waitForFunction(() => document.getElementById('grundy').hidden && !/vals=/.test(location.hash));
    assert.equal(await page.isVisible('#graph-card'), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('fixed outcomes and the other convention: refused with the module\'s message', { skip }, async () => {
  const page = await open(link('a b\nb c\nb = win\n', '&vals=grundy'));
  try {
    await page.waitForSelector('#gy-note:not([hidden])');
    assert.equal(await page.textContent('#gy-note'),
      "No Sprague-Grundy values for this graph: line 3, column 1: a fixed outcome ('u = win|lose|draw'): Sprague-Grundy values are defined for normal play only, where a player who cannot move loses and nothing else decides");
    assert.equal(await page.isVisible('#gy-body'), false);
    // a graph without: the values; the other convention: refused
    await H.enterGraph(page, 'a b\nb c\n');
    await valuesShown(page);
    assert.deepEqual((await rows(page)).map((r) => r[1]), ['0', '1', '0']);
    await page.click('input[name="nomove"][value="win"]', { force: true });
    await H.idle(page);
    await page.waitForSelector('#gy-note:not([hidden])');
    assert.match(await page.textContent('#gy-note'), /defined for normal play only, where a player who cannot move loses/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the step-through of the labelling: the engine\'s order, stage by stage, why each value', { skip }, async () => {
  const page = await open(link(TEXT, '&vals=grundy'));
  try {
    await valuesShown(page);
    await page.click('#gy-steps');
    await page.waitForSelector('#gy-stepper:not([hidden])');
    assert.equal(await page.getAttribute('#gy-stepper', 'data-step'), '0');
    assert.deepEqual(Object.values(await labels(page)), ['?', '?', '?', '?', '?', '?']);
    const story = [];
    for (let k = 1; k <= 6; k++) {
      await page.click('#gy-stepper [data-act="next"]');
      await page.waitForFunction((s) => document.getElementById('gy-stepper').dataset.step === String(s), k);
      story.push(await page.textContent('#gy-narration'));
    }
    assert.deepEqual(story.map((s) => s.replace(/:.*$/, '')), ['Stage 0', 'Stage 0', 'End of stage 0', 'End of stage 0', 'Stage 1', 'End of stage 1']);
    assert.match(story[0], /^Stage 0: c has no move at all, so it gets 0/);
    assert.match(story[1], /a has no move to a vertex of value 0, and from each of its moves still open \(b\) the opponent can move to a vertex of value 0; so a gets 0/);
    assert.match(story[4], /every move of b leads to a vertex already valued \(0\); the least value missing among them is 1, so b gets 1/);
    assert.match(story[5], /^End of stage 1: f has no move to a vertex of value 1, so it gets ∞\(0\)/);
    assert.deepEqual(await labels(page), { a: '0', b: '1', c: '0', d: '∞(∅)', e: '∞(∅)', f: '∞(0)' });
    // back one step: f is open again, b (just valued) is the current one
    await page.click('#gy-stepper [data-act="back"]');
    await page.waitForFunction(() => document.getElementById('gy-stepper').dataset.step === '5');
    assert.equal((await labels(page)).f, '?');
    assert.equal(await page.evaluate(() => window.gameGraphApp.grundy.view.cy.getElementById('v1').hasClass('current')), true);
    // by keyboard: End, Home, →
    await page.focus('#gy-stepper [data-act="next"]');
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.getElementById('gy-stepper').dataset.step === '6');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('gy-stepper').dataset.step === '1');
    await page.click('#gy-steps');
    await page.waitForSelector('#gy-stepper', { state: 'hidden' });
    await page.waitForFunction(() => window.gameGraphApp.grundy.view.cy.getElementById('v5').data('label') === 'f\n∞(0)');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('sums of games: the value, the outcome and a winning move, as the module gives them', { skip }, async () => {
  const page = await open(link(TEXT, '&vals=grundy'));
  try {
    await valuesShown(page);
    // the page starts with two games on this graph (a and b): 0 + 1 = 1, win by b -> c
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '1');
    assert.match(await page.textContent('#gy-sum-result'), /^0 ⊕ 1 = 1 · win · winning move: in game 2, from b to c \(value 0\)$/);
    // the README's sum: b + b + f = inf(0), a win by f -> c in the third game
    await page.selectOption('#gy-parts li[data-i="0"] .gy-at', '1');
    await page.click('#gy-add');
    await page.selectOption('#gy-parts li[data-i="2"] .gy-at', '5');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '∞(0)');
    assert.equal(await page.textContent('#gy-sum-result'), '1 ⊕ 1 ⊕ ∞(0) = ∞(0) · win · winning move: in game 3, from f to c (value 0)');
    // with an example as a game: a Nim heap of 4 and this graph's b: 4 xor 1 = 5
    await page.selectOption('#gy-parts li[data-i="2"] .gy-src', 'nim');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '4');
    assert.equal(await page.inputValue('#gy-parts li[data-i="2"] .gy-at'), '0', 'the heap h4, first vertex of the example');
    await page.click('#gy-parts li[data-i="1"] .gy-del');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '5');
    assert.equal(await page.textContent('#gy-sum-result'), '1 ⊕ 4 = 5 · win · winning move: in game 2, from h4 to h1 (value 1)');
    // two draws: a draw
    await page.selectOption('#gy-parts li[data-i="0"] .gy-at', '3');
    await page.selectOption('#gy-parts li[data-i="1"] .gy-src', '');
    await page.selectOption('#gy-parts li[data-i="1"] .gy-at', '4');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '∞(∅)');
    assert.match(await page.textContent('#gy-sum-result'), /= ∞\(∅\) · draw · no move wins/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the teaching examples: a Nim heap, a subtraction game\'s period, a cyclic graph with each kind of ∞', { skip }, async () => {
  const page = await open(S.server.url);
  try {
    const want = {
      nim: ['h4 4', 'h3 3', 'h2 2', 'h1 1', 'h0 0'],
      subtract: Array.from({ length: 15 }, (_, p) => 'p' + p + ' ' + [0, 1, 0, 1, 2, 3, 2][p % 7]),
      loopy: ['a 0', 'b 1', 'c 0', 'd ∞(∅)', 'e ∞(∅)', 'f ∞(0)', 'g ∞(1)'],
    };
    for (const id of Object.keys(want)) {
      await page.selectOption('#example', id);
      await H.idle(page);
      await page.waitForFunction((n) => window.gameGraphApp.grundy.values && window.gameGraphApp.grundy.values.n === n &&
        document.querySelectorAll('#gy-table tbody tr').length === n, want[id].length);
      const got = (await rows(page)).map((r) => r[0] + ' ' + r[1]);
      assert.deepEqual(got.sort(), want[id].slice().sort(), id);
      assert.equal(await page.isChecked('input[name="values"][value="grundy"]'), true, id);
    }
    // the outcomes of the loopy example: g is a draw (no 0 in K), f a win
    assert.deepEqual((await rows(page)).filter((r) => 'fg'.includes(r[0])).map((r) => r[2]), ['win', 'draw']);
    // an example of the other kind goes back to win / lose / draw
    await page.selectOption('#example', 'cycle');
    await H.idle(page);
    await page.waitForFunction(() => document.getElementById('grundy').hidden);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('in Ukrainian: the mode, the step-through and the sum say everything in Ukrainian', { skip }, async () => {
  const page = await open(link(TEXT, '&vals=grundy&lang=uk'));
  try {
    await valuesShown(page);
    assert.equal(await page.textContent('#grundy h2'), 'Значення Шпрага — Ґранді');
    await page.click('#gy-steps');
    await page.click('#gy-stepper [data-act="next"]');
    await page.waitForFunction(() => document.getElementById('gy-stepper').dataset.step === '1');
    assert.equal(await page.textContent('#gy-narration'), 'Етап 0: з c немає жодного ходу, тож вона дістає 0: гравець, що там ходить, програє.');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '1');
    assert.equal(await page.textContent('#gy-sum-result'), '0 ⊕ 1 = 1 · виграш · виграшний хід: у грі 2, з b до c (значення 0)');
    const english = await page.evaluate(() => {
      const out = [];
      const root = document.getElementById('grundy');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let n;
      while ((n = walker.nextNode())) {
        if (!n.parentElement.getClientRects().length) continue;
        for (const w of n.textContent.match(/[A-Za-z]{3,}/g) || []) out.push(w + ': ' + n.textContent.trim());
      }
      for (const el of root.querySelectorAll('[aria-label], [title]')) {
        for (const a of ['aria-label', 'title']) for (const w of (el.getAttribute(a) || '').match(/[A-Za-z]{3,}/g) || []) out.push(w + ' in ' + a);
      }
      for (const el of document.querySelectorAll('#values-pick span')) for (const w of el.textContent.match(/[A-Za-z]{3,}/g) || []) out.push(w);
      return out;
    });
    // (SVG, the name of a format, is not English: the export of a sum's value history says it)
    assert.deepEqual(english.filter((w) => !/^SVG\b/.test(w)), []);
    // the refusal too
    await H.enterGraph(page, 'a b\na = lose\n');
    await page.waitForSelector('#gy-note:not([hidden])');
    assert.match(await page.textContent('#gy-note'), /^Для цього графа значень Шпрага — Ґранді немає: рядок 2, стовпець 1: зафіксований результат/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('embedded (#embed=1&vals=grundy) at 640 x 440 and 400 x 300: the values drawn, the step-through, nothing clipped', { skip }, async () => {
  for (const [width, height] of [[640, 440], [400, 300]]) {
    for (const lang of ['en', 'uk']) {
      const page = await open(link(TEXT, '&vals=grundy&embed=1&lang=' + lang), { width, height });
      const where = `${width} x ${height} (${lang})`;
      try {
        await valuesShown(page);
        for (const steps of [false, true]) {
          if (steps) {
            await page.click('#gy-steps');
            await page.click('#gy-stepper [data-act="next"]');
            await page.waitForFunction(() => document.getElementById('gy-stepper').dataset.step === '1');
          }
          // the drawing follows its area (a ResizeObserver): wait until it is fitted to the final one
          await page.waitForFunction(() => {
            const view = window.gameGraphApp.grundy.view;
            const el = document.getElementById('gy-cy');
            return view.cy && view.fitted === el.clientWidth + 'x' + el.clientHeight && view.cy.nodes().renderedBoundingBox().w > 0;
          });
          const m = await page.evaluate(() => {
            const inside = (b) => b.width > 0 && b.left >= -0.5 && b.top >= -0.5 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
            const shown = Array.from(document.querySelectorAll('#grundy .card-head button, #grundy .card-head a, #gy-cy, #gy-stepper:not([hidden]), #gy-stepper:not([hidden]) button'))
              .filter((e) => e.getClientRects().length > 0);
            const cy = window.gameGraphApp.grundy.view.cy;
            const area = document.getElementById('gy-cy').getBoundingClientRect();
            const head = document.querySelector('#grundy .card-head').getBoundingClientRect();
            const step = document.getElementById('gy-stepper').getBoundingClientRect();
            return {
              scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
              clipped: shown.filter((e) => !inside(e.getBoundingClientRect())).map((e) => e.id || e.textContent.trim()),
              cut: shown.filter((e) => e.tagName !== 'DIV' && e.scrollWidth > e.clientWidth + 1).map((e) => e.id || e.textContent.trim()),
              overlap: head.bottom > area.top + 0.5 || (step.height > 0 && area.bottom > step.top + 0.5),
              outside: cy.nodes().filter((n) => {
                const b = n.renderedBoundingBox({ includeLabels: true, includeOverlays: false });
                return b.x1 < -1 || b.y1 < -1 || b.x2 > area.width + 1 || b.y2 > area.height + 1;
              }).map((n) => n.data('name')),
              font: 12 * cy.zoom(),
              full: !!document.querySelector('#grundy .card-head #open-full'),
            };
          });
          const at = where + (steps ? ', step-through' : '');
          assert.ok(m.scroll[0] <= width && m.scroll[1] <= height + 1, `${at}: the frame scrolls (${m.scroll})`);
          assert.deepEqual(m.clipped, [], `${at}: clipped`);
          assert.deepEqual(m.cut, [], `${at}: text cut`);
          assert.equal(m.overlap, false, `${at}: overlapping`);
          assert.deepEqual(m.outside, [], `${at}: vertices outside the drawing`);
          // at least 8 px (8.4 px with the step-through at 400 x 300, where its narration
          // takes a third of the frame; 10 px and more without it)
          assert.ok(m.font >= 8, `${at}: labels of ${m.font.toFixed(1)} px`);
          assert.equal(m.full, true, `${at}: the link to the full page`);
        }
        assert.deepEqual(page.errors, []);
      } finally {
        await page.close();
      }
    }
  }
});

test('a vertex explained: its moves with their values, why its value, the move that realises it', { skip }, async () => {
  const page = await open(link(TEXT + 'g d\ng b\n', '&vals=grundy'));
  try {
    await valuesShown(page);
    assert.match(await page.textContent('#gy-why'), /^Click a vertex/);
    await page.click('#gy-table tbody tr[data-v="1"]');
    // in the theory's terms: the mex of the options' values
    assert.equal(await page.textContent('#gy-why'), 'The options of b are worth {0}: G(b) = mex {0} = 1, the least value not among them (the minimum excludant). A value other than 0: the player to move wins by moving to c, worth 0.');
    assert.equal(await page.evaluate(() => window.gameGraphApp.grundy.view.cy.getElementById('v1').selected()), true);
    // a tap on the drawing explains too: g, a draw of value ∞(1). The drawing is
    // tapped once it is still: fitted to its area as it is now (it follows its area
    // through a ResizeObserver, a moment later) and not animating (a vertex selected
    // out of view is brought into it with an animation).
    await page.locator('#gy-cy').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const view = window.gameGraphApp.grundy.view;
      const el = view.container;
      return view.cy && view.fitted === el.clientWidth + 'x' + el.clientHeight && !view.cy.animated() && !view.cy.nodes().some((n) => n.animated());
    });
    const pos = await page.evaluate(() => {
      const view = window.gameGraphApp.grundy.view;
      const p = view.cy.getElementById('v6').renderedPosition();
      const r = view.container.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    });
    await page.mouse.click(pos.x, pos.y);
    await page.waitForFunction(() => /options of g /.test(document.getElementById('gy-why').textContent));
    // Smith's rule, naming the option that has no move back to the mex
    assert.equal(await page.textContent('#gy-why'), "The finite values of the options of g are K = {1}, and mex K = 0; but Smith's rule gives 0 only if every option worth ∞ has a move back to a position worth 0, and d has none: G(g) = ∞(K) = ∞(1). 0 is not in K: neither player can force a win, a draw (Smith).");
    await page.click('#gy-table tbody tr[data-v="0"]');
    assert.match(await page.textContent('#gy-why'), /^The options of a are worth \{1\}: G\(a\) = mex \{1\} = 0.* A value of 0: the player to move loses/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('playing the sum against the solver: moves per game, the solver\'s answers, the value after every move, undo, the end', { skip }, async () => {
  const page = await open(link(TEXT, '&vals=grundy'));
  try {
    await valuesShown(page);
    // b + a Nim heap of 3: 1 xor 3 = 2, a win for the player to move
    await page.selectOption('#gy-parts li[data-i="0"] .gy-at', '1');
    await page.selectOption('#gy-parts li[data-i="1"] .gy-src', 'heap');
    await page.fill('#gy-parts li[data-i="1"] .gy-size', '3');
    await page.dispatchEvent('#gy-parts li[data-i="1"] .gy-size', 'change');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '2');
    assert.equal(await page.textContent('#gy-sum-result'), '1 ⊕ 3 = 2 · win · winning move: in game 2, from h3 to h1 (value 1)');
    await page.click('#gy-play');
    await page.waitForSelector('#gy-playing:not([hidden])');
    assert.equal(await page.textContent('#gy-play-value'), '1 ⊕ 3 = 2 · win for you, to move');
    assert.match(await page.textContent('#gy-play-status'), /^Your move: you can win/);
    const moves = await page.$$eval('#gy-play-parts li', (lis) => lis.map((li) => Array.from(li.querySelectorAll('.gy-mv'), (b) => b.textContent)));
    assert.deepEqual(moves, [['c (0)'], ['h2 (2)', 'h1 (1)', 'h0 (0)']]);
    // a bad move: the heap to 0 leaves 1, the solver takes b -> c: 0 + 0, you lose
    await page.click('#gy-play-parts .gy-mv[data-comp="1"][data-to="3"]');
    await page.waitForFunction(() => document.getElementById('gy-play-status').dataset.over === 'solver');
    assert.equal(await page.textContent('#gy-play-status'), 'The solver moved in game 1, from b to c. No move in any game: you cannot move, you lose.');
    assert.equal(await page.getAttribute('#gy-play-value', 'data-value'), '0');
    assert.equal(await page.$$eval('#gy-play-parts .gy-mv', (bs) => bs.length), 0);
    // undo, then the winning move h3 -> h1 (1 + 1 = 0): the solver must move to a
    // sum of value 1, leaving one move (b -> c or h1 -> h0), and then it has none
    await page.click('#gy-play-undo');
    await page.waitForFunction(() => document.getElementById('gy-play-value').dataset.value === '2');
    await page.click('#gy-play-parts .gy-mv[data-comp="1"][data-to="2"]');
    await page.waitForFunction(() => document.getElementById('gy-play-value').dataset.value === '1');
    assert.equal(await page.$$eval('#gy-play-parts .gy-mv', (bs) => bs.length), 1);
    await page.click('#gy-play-parts .gy-mv');
    await page.waitForFunction(() => document.getElementById('gy-play-status').dataset.over === 'you');
    assert.equal(await page.textContent('#gy-play-status'), 'No move in any game for the solver: it cannot move, you win!');
    // the solver first, from a won sum: it wins whatever you do (random moves)
    await page.selectOption('#gy-first', 'solver');
    await page.click('#gy-play');
    for (let k = 0; k < 50; k++) {
      const over = await page.getAttribute('#gy-play-status', 'data-over');
      if (over) break;
      const n = await page.$$eval('#gy-play-parts .gy-mv', (bs) => bs.length);
      await page.click(`#gy-play-parts .gy-mv >> nth=${Math.floor(Math.random() * n)}`);
    }
    assert.equal(await page.getAttribute('#gy-play-status', 'data-over'), 'solver');
    // restart and stop
    await page.click('#gy-play-restart');
    await page.waitForFunction(() => document.getElementById('gy-play-status').dataset.over === '');
    assert.match(await page.textContent('#gy-play-status'), /^The solver moved in game 2, from h3 to h1\. Your move: the sum is worth 0/);
    await page.click('#gy-play-stop');
    await page.waitForSelector('#gy-playing', { state: 'hidden' });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('playing a sum with cycles: a draw kept, ∞ values, the example as a game; in Ukrainian', { skip }, async () => {
  const page = await open(link(TEXT, '&vals=grundy&lang=uk'));
  try {
    await valuesShown(page);
    // d (∞(∅)) + the loopy example's g (∞(1)): a draw
    await page.selectOption('#gy-parts li[data-i="0"] .gy-at', '3');
    await page.selectOption('#gy-parts li[data-i="1"] .gy-src', 'loopy');
    await page.selectOption('#gy-parts li[data-i="1"] .gy-at', '6');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '∞(∅)');
    await page.click('#gy-play');
    await page.waitForSelector('#gy-playing:not([hidden])');
    assert.equal(await page.textContent('#gy-play-value'), '∞(∅) ⊕ ∞(1) = ∞(∅) · нічия для вас, ваш хід');
    assert.equal(await page.textContent('#gy-play-status'), 'Ваш хід: жоден бік не може змусити виграш; продовжуйте гру.');
    // d -> e keeps two infinite games: the solver keeps the draw too
    await page.click('#gy-play-parts .gy-mv[data-comp="0"][data-to="4"]');
    await page.waitForFunction(() => /^Розв’язувач походив у грі/.test(document.getElementById('gy-play-status').textContent));
    assert.equal(await page.getAttribute('#gy-play-value', 'data-outcome'), '0');
    assert.match(await page.textContent('#gy-play-parts'), /^Гра 1 \(цей граф\)/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('Kayles and the strip of values: the period 7 of the subtraction game marked', { skip }, async () => {
  const page = await open(S.server.url);
  try {
    await page.selectOption('#example', 'kayles');
    await H.idle(page);
    await page.waitForFunction(() => window.gameGraphApp.grundy.values && window.gameGraphApp.grundy.values.n === 15 &&
      document.querySelectorAll('#gy-table tbody tr').length === 15);
    const got = Object.fromEntries((await rows(page)).map((r) => [r[0], r[1]]));
    assert.deepEqual([got['6'], got['5'], got['4'], got['3'], got['2'], got['1'], got['0'], got['4+1'], got['2+2'], got['3+2']], ['3', '4', '1', '3', '2', '1', '0', '0', '0', '1']);
    assert.equal(await page.isVisible('#gy-strip'), false, 'the names are not numbered');
    await page.selectOption('#example', 'subtract');
    await H.idle(page);
    await page.waitForSelector('#gy-strip:not([hidden])');
    const cells = await page.$$eval('#gy-strip .gy-cell', (gs) => gs.map((g) => g.dataset.value));
    assert.deepEqual(cells, Array.from({ length: 15 }, (_, p) => String([0, 1, 0, 1, 2, 3, 2][p % 7])));
    assert.equal(await page.getAttribute('#gy-strip', 'data-period'), '7');
    assert.equal(await page.$$eval('#gy-strip .gy-period', (ls) => ls.length), 3);
    assert.equal(await page.textContent('#gy-strip-note'), 'The vertices are numbered (p0 … p14): their values in a row, one cell each, coloured by value. They repeat with period 7, from 0 on (the thick lines).');
    // a Nim heap of 4: numbered, no period
    await page.selectOption('#example', 'nim');
    await H.idle(page);
    await page.waitForFunction(() => document.getElementById('gy-strip').dataset.period === '' && !document.getElementById('gy-strip').hidden);
    assert.equal(await page.$$eval('#gy-strip .gy-cell', (gs) => gs.length), 5);
    // Kayles and heaps as games of a sum: 6 pins (3) xor a heap of 3 = 0
    await page.selectOption('#example', 'kayles');
    await H.idle(page);
    await page.waitForFunction(() => document.getElementById('gy-strip').hidden && document.getElementById('gy-sum-result').dataset.value);
    await page.selectOption('#gy-parts li[data-i="1"] .gy-src', 'heap');
    await page.fill('#gy-parts li[data-i="1"] .gy-size', '3');
    await page.dispatchEvent('#gy-parts li[data-i="1"] .gy-size', 'change');
    await page.waitForFunction(() => document.getElementById('gy-sum-result').dataset.value === '0');
    assert.match(await page.textContent('#gy-sum-result'), /^3 ⊕ 3 = 0 · lose/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
