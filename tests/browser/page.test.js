'use strict';
// Browser tests of the page (index.html): headless Chromium through
// playwright-core, the page served over http by a tiny server AND opened from
// disk (file://). Every expected outcome, depth and best move is computed here,
// independently, by tests/browser/reference.js.
//
//   node --test tests/browser/
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const R = require('./reference');

const COLOR = { W: 'rgb(0,114,178)', L: 'rgb(230,159,0)', D: 'rgb(187,187,187)' };
const WORD = { W: 'WIN', L: 'LOSE', D: 'DRAW' };

const skip = H.moduleMissing;

const S = H.useBrowser(skip);

// ---- what the page shows ---------------------------------------------------------

function normColor(c) {
  return String(c).replace(/\s+/g, '');
}

// Every node of the drawing: { name: {outcome, depth, label, background, color, fixed} }.
async function drawnNodes(page) {
  return page.evaluate(() => {
    const out = {};
    for (const n of window.gameGraphApp.cy.nodes()) {
      out[n.data('name')] = window.gameGraphApp.node(n.data('name'));
    }
    return out;
  });
}

// The table rows in view: [{ name, outcome, depth, move, fixed }], once they are
// shown. A table of more than 50,000 rows asks the worker for the rows in view
// (ui/big-table.js): until they come it shows none, and #vtable's data-rows says
// 'loading' (set at once by a sort, a filter or a new result), then 'ready'.
async function tableRows(page) {
  await page.waitForFunction(() => document.getElementById('vtable').dataset.rows === 'ready');
  return page.$$eval('#vtable .vt-row', (rows) =>
    rows.map((r) => ({
      name: r.querySelector('.c-name').textContent,
      outcome: r.querySelector('.c-outcome .badge').textContent,
      fixed: !!r.querySelector('.c-outcome .fixed-tag'),
      depth: r.querySelector('.c-depth').textContent,
      move: r.querySelector('.c-move').textContent,
    }))
  );
}

async function counts(page) {
  const get = (id) => page.$eval('#' + id, (e) => Number(e.textContent.replace(/,/g, '')));
  return {
    n: await get('count-n'),
    m: await get('count-m'),
    win: await get('count-win'),
    lose: await get('count-lose'),
    draw: await get('count-draw'),
  };
}

function refCounts(ref) {
  const c = { n: ref.names.length, m: ref.edges.length, win: 0, lose: 0, draw: 0 };
  for (const o of ref.outcome) c[{ W: 'win', L: 'lose', D: 'draw' }[o]]++;
  return c;
}

// Checks the drawing, the best edges, the table and the counts against the
// reference solution of `text`.
async function checkSolved(page, text, noMove) {
  const ref = R.solveText(text, noMove);
  assert.deepEqual(await counts(page), refCounts(ref), 'counts');

  // The drawing: one node per vertex, coloured by outcome, labelled name + W3/L0/D.
  const nodes = await drawnNodes(page);
  assert.deepEqual(Object.keys(nodes).sort(), [...ref.names].sort(), 'drawn vertices');
  for (const name of ref.names) {
    const want = ref.byName[name];
    const got = nodes[name];
    const short = want.outcome === 'D' ? 'D' : want.outcome + want.depth;
    assert.equal(got.outcome, want.outcome, `outcome of ${name}`);
    assert.equal(got.depth, want.depth, `depth of ${name}`);
    assert.equal(got.label, name + '\n' + short, `label of ${name}`);
    assert.equal(normColor(got.background), COLOR[want.outcome], `colour of ${name}`);
    assert.equal(got.fixed, ref.fixed.has(ref.index.get(name)), `fixed mark of ${name}`);
  }
  const edgeCount = await page.evaluate(() => window.gameGraphApp.cy.edges().length);
  assert.equal(edgeCount, ref.edges.length, 'every move drawn (parallel moves and loops too)');

  // Best moves: exactly one highlighted edge per vertex that has a real choice,
  // each an optimal move, thick, with an arrow, in the colour of its start.
  const best = await page.evaluate(() => window.gameGraphApp.bestEdges());
  const movers = ref.names.filter((name) => {
    const v = ref.index.get(name);
    return !ref.fixed.has(v) && ref.edges.some(([u]) => u === v);
  });
  assert.deepEqual(best.map((e) => e.from).sort(), [...movers].sort(), 'one best edge per vertex with moves');
  const edgeColor = { W: 'rgb(0,114,178)', L: 'rgb(213,94,0)', D: 'rgb(85,85,85)' };
  for (const e of best) {
    const u = ref.index.get(e.from);
    const v = ref.index.get(e.to);
    assert.ok(R.isOptimalMove(ref, ref.edges, ref.fixed, u, v), `${e.from} -> ${e.to} is optimal`);
    assert.ok(e.width >= 3, 'best edge is thick');
    assert.equal(e.arrow, 'triangle');
    assert.equal(normColor(e.color), edgeColor[ref.outcome[u]], `colour of best edge ${e.from} -> ${e.to}`);
  }

  // The table: every vertex in the order of the text (small graphs fit in view).
  const rows = await tableRows(page);
  assert.deepEqual(rows.map((r) => r.name), ref.names, 'table rows');
  for (const row of rows) {
    const v = ref.index.get(row.name);
    assert.equal(row.outcome, WORD[ref.outcome[v]], `table outcome of ${row.name}`);
    assert.equal(row.depth, ref.depth[v] < 0 ? '—' : String(ref.depth[v]), `table depth of ${row.name}`);
    assert.equal(row.fixed, ref.fixed.has(v));
    if (row.move === '—') {
      assert.ok(ref.fixed.has(v) || !ref.edges.some(([a]) => a === v), `${row.name} has no move`);
    } else {
      assert.ok(R.isOptimalMove(ref, ref.edges, ref.fixed, v, ref.index.get(row.move)), `table move ${row.name} -> ${row.move}`);
    }
  }
  return ref;
}

// ---- the tests, over http and from disk --------------------------------------------

const SMALL = [
  '# a small game with a self-loop and a parallel move',
  'start left',
  'start right',
  'left end',
  'right left',
  'right left',
  'end',
  'loop loop',
  'loop start',
  'side loop',
].join('\n');

for (const origin of ['http', 'file']) {
  describe(`page over ${origin}`, { skip }, () => {
    const url = () => (origin === 'http' ? S.server.url : H.FILE_URL);

    test('opens with an example solved, drawn and tabulated', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        const text = await page.inputValue('#graph-text');
        assert.match(text, /\S/);
        const noMove = await page.evaluate(() => window.gameGraphApp.noMove);
        const ref = await checkSolved(page, text, noMove);
        assert.ok(new Set(ref.outcome).size === 3, 'the first example shows wins, losses and draws');
        assert.match(await page.textContent('#status'), /Solved/);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });

    test('a typed graph is solved: colours, labels, best moves, table', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        await H.enterGraph(page, SMALL);
        await checkSolved(page, SMALL, 'lose');
        const ref = R.solveText(SMALL, 'lose');
        // the self-loop makes 'loop' a draw here, and it is drawn as a loop
        assert.equal(ref.byName.loop.outcome, 'D');
        const loops = await page.evaluate(() => window.gameGraphApp.cy.edges().filter((e) => e.isLoop()).length);
        assert.equal(loops, 1);
        const parallel = await page.evaluate(
          () => window.gameGraphApp.cy.edges().filter((e) => e.source().data('name') === 'right' && e.target().data('name') === 'left').length
        );
        assert.equal(parallel, 2);
        // Clicking a row explains the vertex.
        await page.click('#vtable .vt-row[data-v="0"]');
        assert.match(await page.textContent('#explain'), /start/);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });

    test('Ctrl+Enter solves, fixed outcomes are marked (tic-tac-toe example)', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        await page.selectOption('#example', 'tictactoe');
        await H.idle(page);
        const text = await page.inputValue('#graph-text');
        assert.match(text, /= draw/);
        await checkSolved(page, text, 'lose');
        const ttt = R.solveText(text, 'lose');
        assert.equal(ttt.byName['..X/X.O/OXO'].outcome, 'W');
        assert.equal(ttt.byName['..X/X.O/OXO'].depth, 3);
        // edit and re-solve with the keyboard
        const edited = 'p q\nq r\nr = draw\np s\ns = win\n';
        await page.fill('#graph-text', edited);
        await page.focus('#graph-text');
        await page.keyboard.press('Control+Enter');
        await page.waitForFunction(() => window.gameGraphApp.result && window.gameGraphApp.result.n === 4);
        await H.idle(page);
        await checkSolved(page, edited, 'lose');
      } finally {
        await page.close();
      }
    });

    test('bad input shows an error naming the line, beside the line', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        const bad = 'a b\nb c\nc = maybe\nd e\n';
        await page.fill('#graph-text', bad);
        await page.click('#solve');
        await H.idle(page);
        const msg = await page.textContent('#parse-error-text');
        assert.match(msg, /^line 3, column 5: /);
        assert.match(msg, /maybe/);
        assert.equal(await page.isVisible('#parse-error'), true);
        // the gutter marks line 3, and only it
        const marked = await page.$$eval('.gutter .ln-error', (els) => els.map((e) => e.textContent));
        assert.deepEqual(marked, ['3']);
        assert.equal(await page.isVisible('.error-band'), true);
        // "show" puts the caret at line 3, column 5
        await page.click('#show-error');
        const caret = await page.$eval('#graph-text', (t) => t.selectionStart);
        assert.equal(caret, 'a b\nb c\n'.length + 4);
        // an error on a later line of a long text, and a contest-form error
        const long = Array.from({ length: 300 }, (_, i) => `v${i} v${i + 1}`).join('\n') + '\nx y z w\n';
        await page.fill('#graph-text', long);
        await page.click('#solve');
        await H.idle(page);
        assert.match(await page.textContent('#parse-error-text'), /^line 301, column 7: /);
        // the editor scrolled to the error by itself: its marker is drawn and in view
        assert.equal(await page.isVisible('.gutter .ln-error'), true);
        const inView = await page.evaluate(() => {
          const g = document.querySelector('.gutter').getBoundingClientRect();
          const m = document.querySelector('.gutter .ln-error').getBoundingClientRect();
          return m.top >= g.top && m.bottom <= g.bottom;
        });
        assert.ok(inView, 'the error line is scrolled into view');
        await page.click('#show-error');
        const marked301 = await page.$$eval('.gutter .ln-error', (els) => els.map((e) => e.textContent));
        assert.deepEqual(marked301, ['301']);
        // fixing the text clears the error
        await H.enterGraph(page, 'a b\n');
        assert.equal(await page.isVisible('#parse-error'), false);
        assert.equal(await page.$$eval('.gutter .ln-error', (els) => els.length), 0);
        await checkSolved(page, 'a b\n', 'lose');
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });

    test('the convention switch changes the results', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        await H.enterGraph(page, SMALL);
        const lose = R.solveText(SMALL, 'lose');
        const win = R.solveText(SMALL, 'win');
        assert.notDeepEqual(lose.outcome, win.outcome, 'the test graph must depend on the convention');
        await page.click('.convention label:has(input[value="win"])');
        await page.waitForFunction(() => window.gameGraphApp.noMove === 'win');
        await H.idle(page);
        await page.waitForFunction(() => window.gameGraphApp.node('end').outcome === 'W');
        await checkSolved(page, SMALL, 'win');
        assert.match(await page.textContent('#status'), /cannot move wins/);
        // The link is written after the solve (compressed, asynchronously).
        await page.waitForFunction(() => /nomove=win/.test(location.hash));
        await page.click('.convention label:has(input[value="lose"])');
        await page.waitForFunction(() => window.gameGraphApp.node('end').outcome === 'L');
        await H.idle(page);
        await checkSolved(page, SMALL, 'lose');
        await page.waitForFunction(() => location.hash.length > 1 && !/nomove=win/.test(location.hash));
      } finally {
        await page.close();
      }
    });

    test('the link reproduces the graph and the convention', async () => {
      const page = await H.openPage(S.browser, url());
      let link;
      try {
        await H.enterGraph(page, SMALL);
        await page.click('.convention label:has(input[value="win"])');
        await page.waitForFunction(() => /nomove=win/.test(location.hash));
        await H.idle(page);
        link = page.url();
        assert.match(link, /#gz=[A-Za-z0-9_-]+&nomove=win$/);
      } finally {
        await page.close();
      }
      const again = await H.openPage(S.browser, link);
      try {
        assert.equal(await again.inputValue('#graph-text'), SMALL);
        assert.equal(await again.isChecked('input[name="nomove"][value="win"]'), true);
        await checkSolved(again, SMALL, 'win');
      } finally {
        await again.close();
      }
      // the plain (uncompressed) form of the link is read too
      const text = 'x y\ny z\n';
      const plain = url() + '#g=' + Buffer.from(text).toString('base64url');
      const third = await H.openPage(S.browser, plain);
      try {
        assert.equal(await third.inputValue('#graph-text'), text);
        await checkSolved(third, text, 'lose');
      } finally {
        await third.close();
      }
    });

    test('every example solves as it should, with its own convention', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        const examples = await page.evaluate(() => window.gameGraphApp.examples.map((e) => ({ id: e.id, noMove: e.noMove })));
        assert.ok(examples.length >= 4);
        assert.ok(examples.some((e) => e.noMove === 'win'), 'an example under the other convention');
        for (const ex of examples) {
          await page.selectOption('#example', ex.id);
          await page.waitForFunction((id) => document.getElementById('example').value === id, ex.id);
          await H.idle(page);
          assert.equal(await page.isChecked(`input[name="nomove"][value="${ex.noMove}"]`), true, ex.id);
          const text = await page.inputValue('#graph-text');
          // (the partizan examples: tests/browser/graph_partizan.test.js, against solvePartizanText)
          if (await page.evaluate(() => window.gameGraphApp.result.format) === 'partizan') continue;
          const ref = await checkSolved(page, text, ex.noMove);
          if (ex.id === 'cycle') assert.deepEqual(['a', 'b', 'c'].map((v) => ref.byName[v].outcome), ['D', 'D', 'D']);
          if (ex.id === 'cp') assert.equal(await page.evaluate(() => window.gameGraphApp.result.format), 'cp');
        }
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });

    test('the table sorts by depth and filters by outcome', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        await page.selectOption('#example', 'takeaway');
        await H.idle(page);
        const ref = R.solveText(await page.inputValue('#graph-text'), 'lose');
        await page.click('#vtable button[data-col="depth"]');
        const rows = await tableRows(page);
        const depths = rows.map((r) => Number(r.depth));
        assert.deepEqual(depths, [...ref.depth].sort((a, b) => a - b));
        assert.equal(await page.getAttribute('#vtable [aria-sort="ascending"] button', 'data-col'), 'depth');
        await page.click('#vtable button[data-col="depth"]');
        const down = (await tableRows(page)).map((r) => Number(r.depth));
        assert.deepEqual(down, [...ref.depth].sort((a, b) => b - a));
        await page.click('.table-card label:has(input[name="filter"][value="2"])');
        const losses = await tableRows(page);
        assert.deepEqual(
          losses.map((r) => r.name).sort(),
          ref.names.filter((n) => ref.byName[n].outcome === 'L').sort()
        );
      } finally {
        await page.close();
      }
    });

    test('a graph of 200,000 vertices from a file: worker, counts, table, no drawing', async () => {
      const page = await H.openPage(S.browser, url());
      try {
        const { text, n, edges } = bigGraph(200000);
        const ref = R.solve(n, edges, 'lose');
        const want = { n, m: edges.length, win: 0, lose: 0, draw: 0 };
        for (const o of ref.outcome) want[{ W: 'win', L: 'lose', D: 'draw' }[o]]++;
        assert.ok(want.win > 0 && want.lose > 0 && want.draw > 0);
        const before = await page.evaluate(() => window.gameGraphApp.solveCount);
        await page.setInputFiles('#file-input', { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
        await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before);
        await H.idle(page);
        assert.deepEqual(await counts(page), want);
        const mode = await page.evaluate(() => window.gameGraphApp.mode);
        assert.equal(mode, origin === 'http' ? 'worker' : 'blob-worker');
        // no drawing, and a note saying so
        assert.equal(await page.evaluate(() => window.gameGraphApp.drawn), false);
        assert.equal(await page.evaluate(() => window.gameGraphApp.cy.elements().length), 0);
        assert.match(await page.textContent('#graph-note'), /Not drawn: 200,000 vertices/);
        // the table holds only the rows in view, and they are right
        const rows = await tableRows(page);
        assert.ok(rows.length > 5 && rows.length < 100, `virtual table rows: ${rows.length}`);
        for (const row of rows) {
          const v = Number(row.name.slice(1));
          assert.equal(row.outcome, WORD[ref.outcome[v]]);
          assert.equal(row.depth, ref.depth[v] < 0 ? '—' : String(ref.depth[v]));
        }
        assert.equal(
          await page.$eval('#vtable .vt-spacer', (e) => e.getBoundingClientRect().height),
          n * 30
        );
        // look a vertex up by name
        const probe = 'p' + 123457;
        await page.fill('#find', probe);
        await page.waitForFunction((p) => {
          const r = document.querySelectorAll('#vtable .vt-row .c-name');
          return r.length > 0 && r[0].textContent === p;
        }, probe);
        const [hit] = await tableRows(page);
        assert.equal(hit.outcome, WORD[ref.outcome[123457]]);
        // the file is not put into the link, and the page says so
        await page.waitForFunction(() => /not put into the link/.test(document.getElementById('link-note').textContent));
        assert.doesNotMatch(page.url(), /g=/);
        // sorting by outcome puts the wins first, the fastest first
        await page.fill('#find', '');
        await page.waitForFunction(() => document.querySelectorAll('#vtable .vt-row').length > 5);
        await page.click('#vtable button[data-col="outcome"]');
        // the sorted rows come from the worker: wait until they are shown (and
        // the table knows its length, so that it can be scrolled to its end)
        await page.waitForFunction(() => document.getElementById('vtable').dataset.rows === 'ready' && document.querySelectorAll('#vtable .vt-row').length > 5);
        const sorted = await tableRows(page);
        assert.ok(sorted.length > 5, `sorted rows in view: ${sorted.length}`);
        assert.ok(sorted.every((r) => r.outcome === 'WIN' && r.depth === '1'), 'wins in 1 first');
        // and the last rows are the draws (scrolled once the sorted table's height is known)
        await page.$eval('#vtable .vt-body', (b) => (b.scrollTop = b.scrollHeight));
        await page.waitForFunction(() => {
          const r = document.querySelectorAll('#vtable .vt-row .badge');
          return r.length > 0 && r[r.length - 1].textContent === 'DRAW';
        });
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });
  });
}

describe('page without Web Workers, and file drops', { skip }, () => {
  test('with no Worker at all, a big graph is solved on the page, with a note', async () => {
    const page = await S.browser.newPage({ viewport: { width: 1200, height: 900 } });
    H.collectErrors(page, { console: false });
    await page.addInitScript(() => {
      delete window.Worker;
    });
    try {
      await page.goto(H.FILE_URL);
      await page.evaluate(() => window.gameGraphApp.ready);
      await H.idle(page);
      const { text, n, edges } = bigGraph(30000);
      const ref = R.solve(n, edges, 'win');
      await page.click('.convention label:has(input[value="win"])');
      await H.idle(page);
      await page.setInputFiles('#file-input', { name: 'mid.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await page.waitForFunction(() => window.gameGraphApp.result && window.gameGraphApp.result.n === 30000);
      await H.idle(page);
      assert.equal(await page.evaluate(() => window.gameGraphApp.mode), 'page');
      assert.match(await page.textContent('#run-note'), /No Web Worker/);
      const c = await counts(page);
      assert.equal(c.win, ref.outcome.filter((o) => o === 'W').length);
      assert.equal(c.lose, ref.outcome.filter((o) => o === 'L').length);
      assert.equal(c.draw, ref.outcome.filter((o) => o === 'D').length);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a file dropped on the page is solved', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const text = 'top mid\nmid bottom\ntop bottom\n';
      await page.evaluate((t) => {
        const dt = new DataTransfer();
        dt.items.add(new File([t], 'dropped.txt', { type: 'text/plain' }));
        document.body.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, text);
      await page.waitForFunction(() => window.gameGraphApp.result && window.gameGraphApp.result.n === 3);
      await H.idle(page);
      assert.equal(await page.isVisible('#drop-overlay'), false);
      assert.equal(await page.inputValue('#graph-text'), text);
      await checkSolved(page, text, 'lose');
      // an acyclic graph is drawn in layers
      assert.equal(await page.evaluate(() => window.gameGraphApp.graphView.usedLayout), 'breadthfirst');
    } finally {
      await page.close();
    }
  });
});

// A random game graph (seeded) with wins, losses and draws, written as "p0 p7" lines.
function bigGraph(n) {
  let seed = 12345;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const edges = [];
  for (let u = 0; u < n; u++) {
    const r = rnd();
    const deg = r < 0.15 ? 0 : r < 0.5 ? 1 : r < 0.85 ? 2 : 3;
    for (let k = 0; k < deg; k++) edges.push([u, Math.floor(rnd() * n)]);
  }
  // make every vertex appear in order p0, p1, ... by declaring them first
  const lines = [];
  for (let v = 0; v < n; v++) lines.push('p' + v);
  for (const [u, v] of edges) lines.push('p' + u + ' p' + v);
  return { text: lines.join('\n') + '\n', n, edges };
}
