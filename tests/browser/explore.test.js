'use strict';
// Browser tests of exploring graphs too big to draw on the graph page
// (web/src/pages/graph/explore.js, ui/big-table.js, the worker's
// core/graph-index.js): find a vertex by name, its neighbourhood drawn and
// recentred by a click, the walk along optimal play, the table sorted and
// filtered in the worker on 200,000 rows; and a drawing of 20,000 vertices and
// 50,000 moves (Cytoscape's WebGL renderer where the browser has WebGL 2), said on the page.
//
//   node scripts/test-browser.js tests/browser/explore.test.js
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const R = require('./reference');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// A cp-form graph (vertices 1..n) with wins, losses and draws: mostly moves
// forward a little (acyclic: wins and losses of many depths), some back (cycles: draws).
function bigGraph(n, perVertex, seed) {
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const edges = [];
  for (let u = 0; u < n; u++) {
    const k = Math.floor(rnd() * (perVertex * 2 + 1));
    for (let j = 0; j < k; j++) {
      const back = rnd() < 0.04;
      const v = back ? Math.max(0, u - 1 - Math.floor(rnd() * 20)) : u + 1 + Math.floor(rnd() * 40);
      if (v < n) edges.push([u, v]);
    }
  }
  const lines = [n + ' ' + edges.length];
  for (const [u, v] of edges) lines.push(u + 1 + ' ' + (v + 1));
  return { n, edges, text: lines.join('\n') + '\n' };
}

async function openFile(page, name, text) {
  const before = await page.evaluate(() => window.gameGraphApp.solveCount);
  await page.setInputFiles('#file-input', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before);
  await H.idle(page);
}

// Waits until the explorer shows the neighbourhood of `name`.
async function centredOn(page, name) {
  await page.waitForFunction(
    (nm) => {
      const c = document.getElementById('explore-card');
      return c.dataset.state === 'drawn' && c.dataset.centre === nm;
    },
    name
  );
}

// The table's rows once those in view are shown.
async function tableRows(page) {
  await page.waitForFunction(() => document.getElementById('vtable').dataset.rows === 'ready');
  return page.evaluate(() => window.gameGraphApp.table.visibleRows());
}

describe('graph page: exploring a graph too big to draw', { skip }, () => {
  const G = bigGraph(200000, 3, 12);
  const sol = R.solve(G.n, G.edges);
  const succ = Array.from({ length: G.n }, () => []);
  const pred = Array.from({ length: G.n }, () => []);
  for (const [u, v] of G.edges) {
    succ[u].push(v);
    pred[v].push(u);
  }
  const word = { W: 'WIN', L: 'LOSE', D: 'DRAW' };

  test('search by name, the neighbourhood in two rings, a click recentres, and the walk along optimal play', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await openFile(page, 'big.txt', G.text);
      assert.equal(await page.getAttribute('#graph-card', 'data-drawing'), 'none');
      // too big to draw: the explorer is open at once, on the first vertex
      await centredOn(page, '1');
      assert.equal(await page.evaluate(() => document.getElementById('explore-card').open), true);

      // the exact name, typed and entered
      const v = 1233; // "1234"
      await page.fill('#nb-find', '1234');
      await page.press('#nb-find', 'Enter');
      await centredOn(page, '1234');
      const shown = await page.evaluate(() =>
        window.gameGraphApp.explore.view.cy.nodes().map((x) => ({ name: x.data('name'), outcome: x.data('outcome'), depth: x.data('depth') }))
      );
      // every vertex within two moves, either way (fewer than the cap here)
      const want = new Set([v]);
      for (const x of [...succ[v], ...pred[v]]) want.add(x);
      for (const x of [...want]) for (const y of [...succ[x], ...pred[x]]) want.add(y);
      assert.deepEqual(new Set(shown.map((x) => Number(x.name) - 1)), want);
      for (const x of shown) {
        const id = Number(x.name) - 1;
        assert.equal(x.outcome, sol.outcome[id], 'outcome of ' + x.name);
        assert.equal(x.depth, sol.depth[id]);
      }
      assert.match(await page.textContent('#nb-status'), new RegExp('1234: ' + word[sol.outcome[v]]));
      // the page selected it too: the explanation speaks of it
      assert.equal(await page.evaluate(() => window.gameGraphApp.selected), v);

      // a click on a neighbour recentres there
      const target = succ[v][0];
      await page.locator('#nb-cy').scrollIntoViewIfNeeded();
      // zoomed in on it (the rings may put two boxes close), once the drawing is still
      const p = await page.evaluate(
        (nm) =>
          new Promise((resolve) => {
            const cy = window.gameGraphApp.explore.view.cy;
            const node = cy.nodes().filter((x) => x.data('name') === nm)[0];
            const at = () => {
              const rp = node.renderedPosition();
              const r = document.getElementById('nb-cy').getBoundingClientRect();
              return { x: Math.round(r.left + rp.x), y: Math.round(r.top + rp.y) };
            };
            const place = () => {
              cy.zoom(2.5);
              cy.center(node);
              const first = at();
              requestAnimationFrame(() => requestAnimationFrame(() => {
                const now = at();
                if (now.x === first.x && now.y === first.y) resolve(now);
                else place();
              }));
            };
            place();
          }),
        String(target + 1)
      );
      await page.mouse.click(p.x, p.y);
      await centredOn(page, String(target + 1));

      // radius 1: only the moves out of it and into it
      await page.selectOption('#nb-radius', '1');
      await page.waitForFunction(
        (k) => window.gameGraphApp.explore.neighbourhood.radius === 1 && document.getElementById('explore-card').dataset.state === 'drawn' && window.gameGraphApp.explore.view.cy.nodes().length === k,
        new Set([target, ...succ[target], ...pred[target]]).size
      );

      // names starting with what is typed, shortest first
      await page.fill('#nb-find', '777');
      await page.waitForFunction(() => !document.getElementById('nb-matches').hidden);
      const offered = await page.$$eval('#nb-matches button code', (els) => els.map((e) => e.textContent));
      assert.deepEqual(offered.slice(0, 4), ['777', '7770', '7771', '7772']);
      await page.click('#nb-matches button[data-v="7770"]'); // "7771"
      await centredOn(page, '7771');

      // the walk: each step the optimal move, to the end (or round a cycle)
      await page.fill('#nb-find', '5');
      await page.press('#nb-find', 'Enter');
      await centredOn(page, '5');
      await page.click('#nb-walk');
      await page.waitForFunction(() => !document.getElementById('nb-walk-box').hidden);
      const steps = await page.$$eval('#walk-list li', (els) => els.map((e) => [e.querySelector('code').textContent, e.querySelector('.badge').textContent]));
      const end = await page.getAttribute('#nb-walk-box', 'data-end');
      assert.equal(steps[0][0], '5');
      for (let i = 0; i < steps.length; i++) {
        const id = Number(steps[i][0]) - 1;
        assert.match(steps[i][1], new RegExp('^' + word[sol.outcome[id]]));
        if (i > 0) {
          const from = Number(steps[i - 1][0]) - 1;
          assert.ok(R.isOptimalMove(sol, G.edges.filter((e) => e[0] === from), new Map(), from, id), `step ${i}: ${from + 1} -> ${id + 1}`);
        }
      }
      const last = Number(steps[steps.length - 1][0]) - 1;
      if (end === 'nomove') assert.equal(succ[last].length, 0);
      else assert.equal(end, 'cycle');
      assert.ok((await page.textContent('#walk-end')).length > 0);
      if (steps.length > 1) {
        await page.click('#walk-next');
        await centredOn(page, steps[1][0]);
        assert.equal(await page.getAttribute('#nb-walk-box', 'data-step'), '1');
        // the line from here is marked in the drawing
        assert.ok(await page.evaluate(() => window.gameGraphApp.explore.view.cy.edges('.path').length >= 1));
        await page.click('#walk-back');
        await centredOn(page, '5');
      }
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the table of 200,000 rows: sorted by a click on a header and filtered by outcome, depth and name, in the worker', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await openFile(page, 'big.txt', G.text);
      assert.equal(await page.evaluate(() => window.gameGraphApp.table.remote), true);
      let rows = await tableRows(page);
      assert.deepEqual(rows.slice(0, 3).map((r) => r[0]), ['1', '2', '3']);
      const depthOf = (r) => (r[2] === '—' ? Infinity : Number(r[2]));

      // by depth: the quickest first, then (reversed) the deepest first; the
      // draws (no depth) last in both directions
      await page.click('#vtable button[data-col="depth"]');
      rows = await tableRows(page);
      assert.equal(rows[0][2], '0');
      for (let i = 1; i < rows.length; i++) assert.ok(depthOf(rows[i - 1]) <= depthOf(rows[i]));
      await page.click('#vtable button[data-col="depth"]');
      rows = await tableRows(page);
      let deepest = 0;
      for (let v = 0; v < G.n; v++) deepest = Math.max(deepest, sol.depth[v]);
      assert.equal(rows[0][2], String(deepest));
      for (let i = 1; i < rows.length; i++) assert.ok(depthOf(rows[i - 1]) >= depthOf(rows[i]));
      assert.equal(await page.getAttribute('#vtable [aria-sort="descending"] button', 'data-col'), 'depth');
      await page.evaluate(() => {
        const b = document.querySelector('#vtable .vt-body');
        b.scrollTop = b.scrollHeight;
        window.gameGraphApp.table.render(); // as the scroll event will
      });
      rows = await tableRows(page);
      assert.ok(rows.length > 5 && rows.every((r) => /^DRAW/.test(r[1])), 'the draws at the end, descending too');
      await page.evaluate(() => {
        document.querySelector('#vtable .vt-body').scrollTop = 0;
        window.gameGraphApp.table.render();
      });

      // by outcome: wins first, each by depth
      await page.click('#vtable button[data-col="outcome"]');
      rows = await tableRows(page);
      assert.ok(rows.every((r) => /^WIN/.test(r[1])));
      for (let i = 1; i < rows.length; i++) assert.ok(depthOf(rows[i - 1]) <= depthOf(rows[i]));

      // far down the list: the rows there come too (the last ones are draws)
      await page.evaluate(() => {
        const b = document.querySelector('#vtable .vt-body');
        b.scrollTop = b.scrollHeight;
        window.gameGraphApp.table.render(); // as the scroll event will
      });
      rows = await tableRows(page);
      assert.ok(rows.length > 5);
      assert.ok(rows.every((r) => /^DRAW/.test(r[1])));

      // filters: losses with depth 2..4 whose name holds "99"
      await page.check('input[name="filter"][value="2"]');
      await page.fill('#depth-min', '2');
      await page.fill('#depth-max', '4');
      await page.fill('#find', '99');
      await page.waitForFunction(() => {
        const t = window.gameGraphApp.table;
        return t.dmin === 2 && t.dmax === 4 && t.query === '99' && t.filterOutcome === 2;
      });
      rows = await tableRows(page);
      let want = 0;
      for (let v = 0; v < G.n; v++) if (sol.outcome[v] === 'L' && sol.depth[v] >= 2 && sol.depth[v] <= 4 && String(v + 1).includes('99')) want++;
      assert.equal(await page.evaluate(() => window.gameGraphApp.table.total), want);
      // the footer counts the rows the filters leave, counted in the worker
      await page.waitForFunction(
        (w) => document.getElementById('table-foot').textContent.startsWith('Showing ' + w.toLocaleString('en-US') + ' of 200,000 vertices'),
        want
      );
      for (const r of rows) {
        assert.match(r[1], /^LOSE/);
        assert.ok(depthOf(r) >= 2 && depthOf(r) <= 4);
        const id = Number(r[0]) - 1;
        assert.equal(sol.outcome[id], 'L');
        assert.equal(String(sol.depth[id]), r[2]);
      }
      // a click on a row picks the vertex (and the explorer follows)
      await page.click('#vtable .vt-row >> nth=0');
      await centredOn(page, rows[0][0]);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});

describe('graph page: big drawings', { skip }, () => {
  const G = bigGraph(20000, 2.5, 7);
  const sol = R.solve(G.n, G.edges);
  // Past the small drawing's bound (2,000 vertices) the same big-drawing path is
  // taken: the renderer test needs no more (WebGL without a GPU is slow).
  const G3 = bigGraph(2100, 1, 7);

  // Opens the graph (WebGL as the page decides, or forced) and waits until drawn.
  async function draw(page, preferWebgl, g = G) {
    if (preferWebgl !== undefined) await page.evaluate((p) => (window.gameGraphApp.graphView.preferWebgl = p), preferWebgl);
    await openFile(page, 'drawing.txt', g.text);
    await page.waitForFunction(() => document.getElementById('graph-card').dataset.drawing === 'drawn');
    return page.evaluate(() => {
      const cy = window.gameGraphApp.cy;
      return {
        nodes: cy.nodes().length,
        edges: cy.edges().length,
        renderer: document.getElementById('graph-card').dataset.renderer,
        kind: window.gameGraphApp.graphView.webglKind,
        note: document.getElementById('renderer-note').textContent,
        hidden: document.getElementById('renderer-note').hidden,
        layout: window.gameGraphApp.graphView.usedLayout,
        sample: [0, 1, 2, 500, 19999].map((v) => cy.getElementById('v' + v).data('outcome')),
      };
    });
  }

  test('20,000 vertices and 50,000 moves are drawn (WebGL on a GPU, else the canvas), said on the page, and pan and zoom', async () => {
    assert.ok(G.edges.length <= 60000 && G.edges.length > 40000, String(G.edges.length));
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const info = await draw(page);
      assert.equal(info.nodes, 20000);
      assert.equal(info.edges, G.edges.length);
      assert.equal(info.renderer, info.kind === 'gpu' ? 'webgl' : 'canvas');
      assert.equal(info.hidden, false);
      assert.match(info.note, info.renderer === 'webgl' ? /WebGL renderer \(on the GPU\)/ : info.kind === 'software' ? /canvas renderer \(this browser's WebGL runs without a GPU/ : /canvas renderer \(this browser gives no WebGL 2/);
      assert.match(info.note, /20,000 vertices, [\d,]+ moves, laid out in a grid by outcome and depth/);
      assert.equal(info.layout, 'grid');
      // coloured by outcome as elsewhere
      assert.deepEqual(info.sample, [0, 1, 2, 500, 19999].map((v) => sol.outcome[v]));
      // zoom with the wheel and pan by dragging: the view follows
      await page.locator('#cy').scrollIntoViewIfNeeded();
      const box = await page.locator('#cy').boundingBox();
      const z0 = await page.evaluate(() => window.gameGraphApp.cy.zoom());
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -600);
      await page.waitForFunction((z) => window.gameGraphApp.cy.zoom() > z, z0);
      const p0 = await page.evaluate(() => ({ ...window.gameGraphApp.cy.pan() }));
      await page.mouse.move(box.x + 30, box.y + 30);
      await page.mouse.down();
      await page.mouse.move(box.x + 130, box.y + 90, { steps: 5 });
      await page.mouse.up();
      await page.waitForFunction((p) => window.gameGraphApp.cy.pan().x !== p.x, p0);
      // a click on a vertex picks it (the explanation names it)
      await page.click('#fit');
      const at = await page.evaluate(() => {
        const cy = window.gameGraphApp.cy;
        cy.zoom({ level: 1, position: cy.getElementById('v0').position() });
        cy.center(cy.getElementById('v0'));
        const p = cy.getElementById('v0').renderedPosition();
        const r = document.getElementById('cy').getBoundingClientRect();
        return { x: r.left + p.x, y: r.top + p.y };
      });
      await page.mouse.click(at.x, at.y);
      await page.waitForFunction(() => window.gameGraphApp.selected === 0);
      // the note in Ukrainian too
      await page.selectOption('#lang', 'uk');
      assert.match(await page.textContent('#renderer-note'), info.renderer === 'webgl' ? /рендерером WebGL/ : /рендерером \(на полотні\)/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the WebGL renderer draws it when asked for (here even without a GPU)', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const info = await draw(page, true, G3);
      if (info.kind === 'none') return; // no WebGL 2 at all: the test above covers the canvas
      assert.equal(info.renderer, 'webgl');
      assert.equal(info.nodes, 2100);
      assert.match(info.note, /WebGL renderer/);
      assert.equal(await page.evaluate(() => document.querySelectorAll('#cy canvas[data-id="layer3-webgl"]').length), 1);
      const z0 = await page.evaluate(() => window.gameGraphApp.cy.zoom());
      await page.evaluate(() => window.gameGraphApp.cy.zoom(window.gameGraphApp.cy.zoom() * 2));
      await page.waitForFunction((z) => window.gameGraphApp.cy.zoom() > z, z0);
      // a small graph after it: the canvas renderer, without a WebGL canvas
      if (await page.isVisible('#file-close')) await page.click('#file-close'); // (a file this size goes in the editor)
      await H.enterGraph(page, 'a b\nb c\n');
      await page.waitForFunction(() => document.getElementById('graph-card').dataset.drawing === 'drawn');
      assert.equal(await page.getAttribute('#graph-card', 'data-renderer'), 'canvas');
      assert.equal(await page.evaluate(() => document.querySelectorAll('#cy canvas[data-id^="layer3"]').length), 0);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a small graph: the explorer is there too, closed until opened', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await H.enterGraph(page, 'a b\nb c\nc\nd a\n');
      assert.equal(await page.evaluate(() => document.getElementById('explore-card').open), false);
      assert.equal(await page.getAttribute('#graph-card', 'data-renderer'), 'canvas');
      await page.click('#explore-card > summary');
      await page.fill('#nb-find', 'b');
      await page.press('#nb-find', 'Enter');
      await centredOn(page, 'b');
      const names = await page.evaluate(() => window.gameGraphApp.explore.view.cy.nodes().map((x) => x.data('name')).sort());
      assert.deepEqual(names, ['a', 'b', 'c', 'd']);
      await page.fill('#nb-find', 'zz');
      await page.press('#nb-find', 'Enter');
      await page.waitForFunction(() => document.getElementById('explore-card').dataset.state === 'notfound');
      assert.match(await page.textContent('#nb-status'), /No vertex is named “zz”/);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});
