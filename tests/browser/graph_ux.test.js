'use strict';
// Browser tests of the graph page (index.html) for what a new user tripped
// over: playing by clicking the drawing, keys in the step-through, focus rings,
// results kept honest after an edit, the text's form, layouts that stay readable
// and the same on every load, the work kept locally, the first screen.
//
//   node --test tests/browser/graph_ux.test.js
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const R = require('./reference');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// The point of the page where vertex `name` is drawn.
async function nodePoint(page, name) {
  return page.evaluate((nm) => {
    const n = window.gameGraphApp.cy.nodes().filter((x) => x.data('name') === nm)[0];
    const p = n.renderedPosition();
    const r = document.getElementById('cy').getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, name);
}

// Puts a long text in the editor as a paste does (one input event; typing
// thousands of lines through the keyboard would take the browser minutes).
async function paste(page, text) {
  await page.evaluate((x) => {
    const ta = document.getElementById('graph-text');
    ta.focus();
    ta.value = x;
    ta.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
}

async function clickNode(page, name) {
  await page.locator('#cy').scrollIntoViewIfNeeded();
  // the drawing re-fits itself when its box changes size (a ResizeObserver, a moment
  // later) and brings a vertex selected out of view into it with an animation: wait
  // until it is still, fitted to its box as it is now and not animating
  await page.waitForFunction(() => {
    const view = window.gameGraphApp.graphView;
    const el = view.container;
    return view.cy && view.fitted === el.clientWidth + 'x' + el.clientHeight && !view.cy.animated() && !view.cy.nodes().some((n) => n.animated());
  });
  const p = await nodePoint(page, name);
  await page.mouse.click(p.x, p.y);
}

describe('graph page: playing, keys, focus', { skip }, () => {
  test('in a game, a click on a vertex of the drawing plays that move if it is legal', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.selectOption('#explain-select', { label: 'a' });
      await page.click('#explain button[data-play="first"]');
      await page.waitForFunction(() => document.querySelector('#play').dataset.state === 'human');
      // f is no move from a: the game goes on, and the page says why nothing happened
      await clickNode(page, 'f');
      assert.equal(await page.getAttribute('#play', 'data-state'), 'human');
      assert.match(await page.textContent('#play .pl-notice'), /f is not a move from a/);
      assert.equal(await page.isVisible('#play'), true);
      // c is a move from a: played, and the solver answers
      await clickNode(page, 'c');
      assert.match(await page.textContent('#play .pl-log'), /You moved a → c\./);
      await page.waitForFunction(() => /The solver moved c →/.test(document.querySelector('#play .pl-log').textContent));
      assert.notEqual(await page.getAttribute('#play', 'data-state'), 'over');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('Space in the step-through plays and pauses it (and does not close it)', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.focus('#steps-toggle');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#stepper:not([hidden])');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'steps-toggle');
      await page.keyboard.press(' ');
      assert.equal(await page.isVisible('#stepper'), true, 'Space did not close the step-through');
      assert.equal(await page.getAttribute('#stepper [data-act="play"]', 'aria-pressed'), 'true', 'Space started playing');
      await page.keyboard.press(' ');
      assert.equal(await page.getAttribute('#stepper [data-act="play"]', 'aria-pressed'), 'false', 'Space paused');
      assert.equal(await page.isVisible('#stepper'), true);
      // with the focus on a control inside, the same
      await page.focus('#stepper [data-act="next"]');
      await page.keyboard.press(' ');
      assert.equal(await page.getAttribute('#stepper [data-act="play"]', 'aria-pressed'), 'true');
      await page.keyboard.press('k');
      assert.equal(await page.getAttribute('#stepper [data-act="play"]', 'aria-pressed'), 'false');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('every control shows where the keyboard focus is', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.selectOption('#explain-select', { label: 'a' });
      await page.click('#steps-toggle');
      await page.click('#steps-toggle');
      await page.focus('body');
      const seen = new Set();
      const bad = [];
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        const f = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const ring = (e) => {
            const cs = getComputedStyle(e);
            return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || /rgb/.test(cs.boxShadow);
          };
          // a radio draws its ring on the label's text beside it; the editor around its textarea
          const shown = ring(el) || (el.type === 'radio' && ring(el.nextElementSibling)) || (el.closest('.editor') && ring(el.closest('.editor')));
          const id = el.id || el.getAttribute('data-act') || el.getAttribute('data-col') || (el.name ? el.name + ':' + el.value : el.textContent.trim().slice(0, 30));
          return { id: el.tagName + '#' + id, shown };
        });
        if (!f) continue;
        if (seen.has(f.id)) continue;
        seen.add(f.id);
        if (!f.shown) bad.push(f.id);
      }
      assert.ok(seen.size > 20, `the Tab key reaches the controls (${seen.size})`);
      assert.deepEqual(bad, [], 'controls without a visible focus ring');
    } finally {
      await page.close();
    }
  });
});

describe('graph page: results never shown as current after an edit', { skip }, () => {
  test('a small edit marks the results out of date at once, and they are solved again by themselves', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const before = await page.evaluate(() => window.gameGraphApp.solveCount);
      const text = 'x y\ny z\n';
      await page.fill('#graph-text', text);
      // at once: either marked out of date, or already the new answer
      const now = await page.evaluate(() => ({
        stale: window.gameGraphApp.stale,
        greyed: document.getElementById('app').classList.contains('stale'),
        note: !document.getElementById('stale-note').hidden,
        n: window.gameGraphApp.result.n,
      }));
      assert.ok(now.stale && now.greyed && now.note, `marked out of date: ${JSON.stringify(now)}`);
      await page.waitForFunction((b) => window.gameGraphApp.solveCount > b && !window.gameGraphApp.stale, before);
      await H.idle(page);
      assert.equal(await page.evaluate(() => document.getElementById('app').classList.contains('stale')), false);
      assert.equal(await page.isVisible('#stale-note'), false);
      const ref = R.solveText(text, 'lose');
      assert.equal(await page.evaluate(() => window.gameGraphApp.result.n), ref.names.length);
      assert.match(page.url(), /#gz?=/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a big edit is greyed with "press Solve" until Solve is pressed; the link drops the old graph', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const lines = [];
      for (let i = 0; i < 2500; i++) lines.push(`p${i} p${i + 1}`);
      const text = lines.join('\n') + '\n';
      assert.ok(text.length > 20000);
      const count = await page.evaluate(() => window.gameGraphApp.solveCount);
      await paste(page, text);
      assert.equal(await page.evaluate(() => window.gameGraphApp.stale), true);
      assert.equal(await page.isVisible('#stale-note'), true);
      assert.match(await page.textContent('#stale-note'), /out of date[\s\S]*Solve/);
      await page.waitForFunction(() => !/gz=/.test(location.hash));
      // nothing solves it behind the reader's back
      assert.equal(await page.evaluate(() => window.gameGraphApp.solveCount), count);
      await page.click('#stale-solve');
      await page.waitForFunction((c) => window.gameGraphApp.solveCount > c, count);
      await H.idle(page);
      assert.equal(await page.evaluate(() => window.gameGraphApp.stale), false);
      assert.equal(await page.evaluate(() => window.gameGraphApp.result.n), 2501);
      assert.equal(await page.isVisible('#stale-note'), false);
    } finally {
      await page.close();
    }
  });
});

// Outcomes by vertex name as the page shows them in the drawing: { name: 'W3' | 'L0' | 'D' }.
async function shown(page) {
  return page.evaluate(() => {
    const out = {};
    for (const n of window.gameGraphApp.cy.nodes()) out[n.data('name')] = n.data('outcome') + (n.data('outcome') === 'D' ? '' : n.data('depth'));
    return out;
  });
}
function refShown(names, edges, noMove = 'lose') {
  const sol = R.solve(names.length, edges, noMove);
  const out = {};
  names.forEach((x, v) => (out[x] = sol.outcome[v] + (sol.outcome[v] === 'D' ? '' : sol.depth[v])));
  return out;
}

describe('graph page: how the text is read', { skip }, () => {
  test('the page says which form it read, and auto / named / n m (1..n) / n m (0..n-1) can be chosen, kept in the link', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const text = '4 3\n4 2\n3 1\n2 1';
      await H.enterGraph(page, text);
      assert.match(await page.textContent('#read-as'), /Read as: a contest graph, vertices 1\.\.4\./);
      assert.deepEqual(await shown(page), refShown(['1', '2', '3', '4'], [[3, 1], [2, 0], [1, 0]]));
      // the same text as a named graph: "4 3" is a move too
      await page.click('.read-form label:has(input[value="named"])');
      await page.waitForFunction(() => window.gameGraphApp.format === 'named' && window.gameGraphApp.result.format === 'named');
      await H.idle(page);
      assert.match(await page.textContent('#read-as'), /Read as: a named graph/);
      assert.deepEqual(await shown(page), refShown(['4', '3', '2', '1'], [[0, 1], [0, 2], [1, 3], [2, 3]]));
      await page.waitForFunction(() => /fmt=named/.test(location.hash));
      const link = page.url();
      // 0-based
      const zero = '3 3\n0 1\n1 2\n2 0\n';
      await page.fill('#graph-text', zero);
      await page.click('.read-form label:has(input[value="cp0"])');
      await page.waitForFunction(() => window.gameGraphApp.result.format === 'cp0' && !window.gameGraphApp.stale);
      await H.idle(page);
      assert.match(await page.textContent('#read-as'), /Read as: a contest graph, vertices 0\.\.2\./);
      assert.deepEqual(await shown(page), refShown(['0', '1', '2'], [[0, 1], [1, 2], [2, 0]]));
      assert.match(await page.textContent('#status'), /vertices from 0/);
      await page.waitForFunction(() => /fmt=cp0/.test(location.hash));
      // a vertex n is out of range in 0..n-1
      await page.fill('#graph-text', '3 1\n0 3\n');
      await page.click('#solve');
      await H.idle(page);
      assert.match(await page.textContent('#parse-error-text'), /^line 2, column 3: vertex 3 is out of range 0\.\.2/);
      // the link reopens the named reading
      const again = await H.openPage(S.browser, link);
      try {
        assert.equal(await again.isChecked('input[name="fmt"][value="named"]'), true);
        assert.equal(await again.evaluate(() => window.gameGraphApp.result.format), 'named');
        assert.equal(await again.evaluate(() => window.gameGraphApp.result.n), 4);
      } finally {
        await again.close();
      }
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});

describe('graph page: auto reads a 0-based contest input 0-based', { skip }, () => {
  test('the contest input of issue 20 is 5 vertices 0..4, said so in both languages, not a named graph with a move 5 -> 6', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      assert.equal(await page.isChecked('input[name="fmt"][value="auto"]'), true);
      await H.enterGraph(page, '5 6\n0 1\n1 2\n2 0\n2 3\n3 4\n1 4\n');
      assert.equal(await page.evaluate(() => window.gameGraphApp.result.format), 'cp0');
      assert.equal((await page.textContent('#read-as')).trim(), 'Read as: a contest graph, vertices 0..4.');
      assert.deepEqual(await shown(page), refShown(['0', '1', '2', '3', '4'], [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [1, 4]]));
      // 1-based when no 0 appears (every vertex in 1..n)
      await H.enterGraph(page, '5 2\n1 2\n2 5\n');
      assert.equal((await page.textContent('#read-as')).trim(), 'Read as: a contest graph, vertices 1..5.');
      // both a 0 and an n: not the contest form
      await H.enterGraph(page, '5 2\n0 1\n1 5\n');
      assert.equal((await page.textContent('#read-as')).trim(), 'Read as: a named graph.');
      await H.enterGraph(page, '5 6\n0 1\n1 2\n2 0\n2 3\n3 4\n1 4\n');
      await page.selectOption('#lang', 'uk');
      await page.waitForFunction(() => document.documentElement.lang === 'uk');
      assert.equal((await page.textContent('#read-as')).trim(), 'Прочитано як: олімпіадний граф, вершини 0..4.');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});

describe('graph page: the table of vertices', { skip }, () => {
  // a L2, b W1, c L0, d and e draw, f W3
  const TEXT = 'a b\nb c\nc\nd e\ne d\nf d\nf a\n';
  const names = (page) =>
    page.waitForFunction(() => document.getElementById('vtable').dataset.rows === 'ready')
      .then(() => page.$$eval('#vtable .vt-row .c-name', (els) => els.map((e) => e.textContent)));
  const foot = (page) => page.textContent('#table-foot');

  test('sorted by depth, the draws come last in both directions', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await H.enterGraph(page, TEXT);
      const depth = page.getByRole('table', { name: 'Vertices with outcome, depth and best move' }).getByRole('button', { name: 'Depth' });
      await depth.click();
      await page.waitForSelector('#vtable [aria-sort="ascending"] button[data-col="depth"]');
      assert.deepEqual(await names(page), ['c', 'b', 'a', 'f', 'd', 'e']);
      await depth.click();
      await page.waitForSelector('#vtable [aria-sort="descending"] button[data-col="depth"]');
      assert.deepEqual(await names(page), ['f', 'a', 'b', 'c', 'd', 'e']);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the footer counts the rows the filters leave: "Showing k of n vertices"', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await H.enterGraph(page, TEXT);
      assert.match(await foot(page), /^6 vertices · /);
      await page.getByRole('group', { name: 'Show outcome' }).getByRole('radio', { name: 'Wins' }).check();
      await page.waitForFunction(() => /^Showing 2 of 6 vertices · /.test(document.getElementById('table-foot').textContent));
      assert.deepEqual(await names(page), ['b', 'f']);
      await page.getByRole('group', { name: 'Show outcome' }).getByRole('radio', { name: 'All' }).check();
      await page.getByRole('searchbox', { name: 'Find a vertex by name' }).fill('d');
      await page.waitForFunction(() => /^Showing 1 of 6 vertices · /.test(document.getElementById('table-foot').textContent));
      await page.getByRole('spinbutton', { name: /Smallest depth shown/ }).fill('0');
      await page.getByRole('searchbox', { name: 'Find a vertex by name' }).fill('');
      await page.waitForFunction(() => /^Showing 4 of 6 vertices · /.test(document.getElementById('table-foot').textContent));
      await page.selectOption('#lang', 'uk');
      await page.waitForFunction(() => /^Показано вершин: 4 з 6 · /.test(document.getElementById('table-foot').textContent));
      await page.getByRole('spinbutton', { name: /Найменша показана глибина/ }).fill('');
      await page.waitForFunction(() => /^Вершин: 6 · /.test(document.getElementById('table-foot').textContent));
      // a new graph with a filter still on: counted again
      await page.getByRole('group', { name: 'Показати результат' }).getByRole('radio', { name: 'Нічиї' }).check();
      await page.waitForFunction(() => /^Показано вершин: 2 з 6 · /.test(document.getElementById('table-foot').textContent));
      await H.enterGraph(page, 'x y\ny x\nz\n');
      await page.waitForFunction(() => /^Показано вершин: 2 з 3 · /.test(document.getElementById('table-foot').textContent));
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});

describe('graph page on a 360 px phone', { skip }, () => {
  test('in English and Ukrainian the page is no wider than the screen, and the table\'s headings and badges show whole', async () => {
    for (const lang of ['en', 'uk']) {
      const page = await H.openPage(S.browser, S.server.url + '#lang=' + lang, { width: 360, height: 740 });
      try {
        await page.waitForFunction(() => document.querySelectorAll('#vtable .vt-row').length > 0);
        const cut = () => page.evaluate(() => {
          const out = [];
          if (document.documentElement.scrollWidth > window.innerWidth) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
          const table = document.getElementById('vtable').getBoundingClientRect();
          const parts = [...document.querySelectorAll('#vtable .vt-head button, #vtable .vt-row .badge')];
          for (const el of parts) {
            // the text's lines, within its cell and within the table
            const cell = (el.closest('[role="columnheader"], [role="cell"]') || el).getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(el);
            for (const r of range.getClientRects()) {
              if (r.left < cell.left - 0.5 || r.right > cell.right + 0.5 || r.right > table.right + 0.5) out.push(`"${el.textContent}" cut (${Math.round(r.right)} > ${Math.round(Math.min(cell.right, table.right))})`);
            }
          }
          return out;
        });
        assert.deepEqual(await cut(), [], lang);
        // sorted (the arrow after the heading) too
        await page.click('#vtable button[data-col="depth"]');
        await page.click('#vtable button[data-col="depth"]');
        await page.waitForSelector('#vtable [aria-sort="descending"] button[data-col="depth"]');
        assert.deepEqual(await cut(), [], lang + ', sorted');
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });
});

// The boxes of the vertices as drawn: [{ name, x1, x2, y1, y2 }] (model coordinates).
async function boxes(page) {
  return page.evaluate(() =>
    window.gameGraphApp.cy.nodes().map((n) => {
      const b = n.boundingBox({ includeLabels: true });
      return { name: n.data('name'), x1: b.x1, x2: b.x2, y1: b.y1, y2: b.y2 };
    })
  );
}
function overlaps(bs) {
  const out = [];
  for (let i = 0; i < bs.length; i++) {
    for (let j = i + 1; j < bs.length; j++) {
      const a = bs[i];
      const b = bs[j];
      if (a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2) out.push(a.name + '/' + b.name);
    }
  }
  return out;
}

describe('graph page: layouts', { skip }, () => {
  test('"Layered" on graphs with cycles: no two vertices drawn on top of each other', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const cyclic = [
        await page.inputValue('#graph-text'), // the first example: g <-> h, h -> a
        'a b\nb c\nc a\nc d\nd e\ne c\nb e\n',
        'x1 x2\nx2 x3\nx3 x4\nx4 x1\nx2 x4\nx4 x2\nx3 x1\nx1 x1\n',
      ];
      for (const text of cyclic) {
        await H.enterGraph(page, text);
        await page.selectOption('#layout', 'breadthfirst');
        assert.equal(await page.evaluate(() => window.gameGraphApp.graphView.usedLayout), 'breadthfirst');
        assert.deepEqual(overlaps(await boxes(page)), [], 'overlapping vertices in:\n' + text);
        // and it reads top-down: most moves go down a layer or more
        const down = await page.evaluate(() => {
          const es = window.gameGraphApp.cy.edges().filter((e) => !e.isLoop());
          return es.filter((e) => e.target().position('y') > e.source().position('y')).length / es.length;
        });
        assert.ok(down >= 0.5, `moves drawn downwards: ${down}`);
      }
      assert.equal(await page.inputValue('#layout'), 'breadthfirst');
      assert.match(page.url(), /layout=breadthfirst/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the drawing of a graph is the same on every load', async () => {
    const positions = async (url) => {
      const page = await H.openPage(S.browser, url);
      try {
        assert.equal(await page.evaluate(() => window.gameGraphApp.graphView.usedLayout), 'fcose');
        return await page.evaluate(() => window.gameGraphApp.cy.nodes().map((n) => [n.data('name'), Math.round(n.position('x')), Math.round(n.position('y'))]));
      } finally {
        await page.close();
      }
    };
    // a cyclic graph: the automatic layout is force-directed (random at its start)
    const text = 'a b\nb c\nc a\nc d\nd e\ne f\nf d\nb f\ng a\ng e\n';
    const url = S.server.url + '#g=' + Buffer.from(text).toString('base64url');
    const first = await positions(url);
    const second = await positions(url);
    assert.equal(first.length, 7);
    assert.deepEqual(second, first);
    assert.deepEqual(await positions(H.FILE_URL + '#g=' + Buffer.from(text).toString('base64url')), first);
  });
});

describe('graph page: the reader\'s work is not lost', { skip }, () => {
  test('the text typed is back on the next visit (unless the link carries a graph)', async () => {
    const ctx = await S.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await ctx.newPage();
      await page.goto(S.server.url);
      await page.evaluate(() => window.gameGraphApp.ready);
      await H.idle(page);
      await page.click('#graph-text');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('mine yours\nyours ours\n');
      const typed = await page.inputValue('#graph-text');
      await page.close();
      const next = await ctx.newPage();
      await next.goto(S.server.url);
      await next.evaluate(() => window.gameGraphApp.ready);
      await H.idle(next);
      assert.equal(await next.inputValue('#graph-text'), typed);
      assert.match(await next.textContent('#draft-note'), /last visit/);
      assert.equal(await next.evaluate(() => window.gameGraphApp.result.n), 3);
      // a link with a graph wins over the saved text
      const other = 'p q\n';
      await next.goto(S.server.url + '#g=' + Buffer.from(other).toString('base64url'));
      await next.evaluate(() => window.gameGraphApp.ready);
      await H.idle(next);
      assert.equal(await next.inputValue('#graph-text'), other);
    } finally {
      await ctx.close();
    }
  });

  test('an example picked over edited text can be undone', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.fill('#graph-text', 'my own\nown game\n');
      const mine = await page.inputValue('#graph-text');
      assert.equal(await page.isVisible('#undo-note'), false);
      await page.selectOption('#example', 'cycle');
      await H.idle(page);
      assert.notEqual(await page.inputValue('#graph-text'), mine);
      assert.equal(await page.isVisible('#undo-note'), true);
      await page.click('#undo-example');
      await page.waitForFunction((t) => document.getElementById('graph-text').value === t && window.gameGraphApp.result.n === 3 && !window.gameGraphApp.stale, mine);
      await H.idle(page);
      assert.equal(await page.isVisible('#undo-note'), false);
      assert.equal(await page.inputValue('#example'), '');
      // one example after another needs no undo
      await page.selectOption('#example', 'takeaway');
      await H.idle(page);
      await page.click('#undo-dismiss');
      await page.selectOption('#example', 'rules');
      await H.idle(page);
      assert.equal(await page.isVisible('#undo-note'), false);
    } finally {
      await page.close();
    }
  });

  test('leaving with edits kept neither in the link nor in the browser asks first', async () => {
    // Whether leaving now would ask (the page's beforeunload handler cancels the event).
    const wouldAsk = (page) =>
      page.evaluate(() => {
        const e = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
      });
    for (const storage of ['refused', 'works']) {
      const page = await S.browser.newPage();
      try {
        if (storage === 'refused') {
          await page.addInitScript(() => {
            Storage.prototype.setItem = () => {
              throw new Error('QuotaExceededError');
            };
          });
        }
        await page.goto(S.server.url);
        await page.evaluate(() => window.gameGraphApp.ready);
        await H.idle(page);
        assert.equal(await wouldAsk(page), false, 'nothing edited yet');
        const big = Array.from({ length: 2500 }, (_, i) => `n${i} n${i + 1}`).join('\n');
        await paste(page, big);
        await page.click('#graph-text');
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        await page.keyboard.type('x');
        assert.equal(await wouldAsk(page), storage === 'refused', `storage ${storage}`);
        if (storage === 'refused') {
          // once solved, the text is in the link: leaving is safe again
          await page.click('#solve');
          await page.waitForFunction(() => /gz?=/.test(location.hash));
          await H.idle(page);
          assert.equal(await wouldAsk(page), false, 'the text is in the link');
        }
      } finally {
        await page.close();
      }
    }
  });
});
