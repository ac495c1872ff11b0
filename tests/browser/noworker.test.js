'use strict';
// The graph page where no Web Worker can be had (Worker removed before the page
// loads): a file of 300,000 edges is read, parsed and solved on the page's own
// thread in slices, with progress for every phase, the same answer as in the
// worker, and no long task holding the page (the Long Tasks API measures the
// longest); Stop ends a solve between two slices and the page solves again.
// Waits on states, never on time.
//
//   node scripts/test-browser.js tests/browser/noworker.test.js
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

// Makes, in the page, a random named graph of n vertices and m edges (and a
// few fixed outcomes) as a File: window.bigFile. (Made there, not sent by the
// test: handing a page megabytes through the file input holds its main thread
// for seconds, which would hide what the solve does.)
function makeFile(page, n, m, seed) {
  return page.evaluate(
    ({ n, m, seed }) => {
      let x = seed;
      const rnd = (k) => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return (x >>> 8) % k;
      };
      const lines = [];
      for (let i = 0; i < m; i++) lines.push(`v${rnd(n).toString(36)} v${rnd(n).toString(36)}`);
      for (let i = 0; i < 20; i++) lines.push(`v${rnd(n).toString(36)} = ${['win', 'lose', 'draw'][i % 3]}`);
      window.bigFile = new File([lines.join('\n') + '\n'], 'big.txt', { type: 'text/plain' });
      return window.bigFile.size;
    },
    { n, m, seed }
  );
}

// Drops window.bigFile on the page, as a person would; resolves to the solve
// count before it.
function dropFile(page) {
  return page.evaluate(() => {
    const before = window.gameGraphApp.solveCount;
    const dt = new DataTransfer();
    dt.items.add(window.bigFile);
    if (window.ggWatch) window.ggWatch.dropAt = performance.now();
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    return before;
  });
}

async function openWithoutWorker() {
  const page = await S.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  H.collectErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true, writable: true });
  });
  await page.goto(S.server.url);
  await H.appReady(page, 'gameGraphApp');
  await H.idle(page);
  return page;
}

// The solved graph's arrays as one digest each, and the counts.
function digest(page) {
  return page.evaluate(() => {
    const r = window.gameGraphApp.state.result;
    const h = (a) => {
      let x = 2166136261;
      for (let i = 0; i < a.length; i++) x = Math.imul(x ^ (a[i] & 0xffffffff), 16777619) >>> 0;
      return `${a.length}:${x}`;
    };
    return { n: r.n, m: r.m, format: r.format, outcome: h(r.outcome), depth: h(r.depth), move: h(r.move), edges: h(r.edges), counts: { ...window.gameGraphApp.counts } };
  });
}

describe('the graph page without a worker', { skip }, () => {
  test('a file of 300,000 edges solved in slices on the page: every phase, the worker\'s answer, no long task', async (t) => {
    // the worker's answer first
    let want;
    {
      const page = await H.openPage(S.browser, S.server.url);
      try {
        await makeFile(page, 100000, 300000, 5);
        const before = await dropFile(page);
        await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before, { timeout: 120000 });
        await H.idle(page, 120000);
        assert.equal(await page.evaluate(() => window.gameGraphApp.mode), 'worker');
        want = await digest(page);
      } finally {
        await page.close();
      }
    }
    const page = await openWithoutWorker();
    try {
      assert.equal(await page.evaluate(() => typeof Worker), 'undefined');
      assert.ok(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')));
      await makeFile(page, 100000, 300000, 5);
      await page.evaluate(() => {
        // the long tasks from the drop to the table (the solve), and of the table
        const w = (window.ggWatch = { phases: [], labels: [], tasks: [], dropAt: Infinity, tableAt: Infinity, on: false });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.tasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask' });
        window.gameGraphApp.store.subscribe((s) => {
          const ph = s.progress ? s.progress.phase : null;
          if (ph && w.phases[w.phases.length - 1] !== ph) w.phases.push(ph);
          if (ph === 'table' && w.tableAt === Infinity) w.tableAt = performance.now();
        });
        // the progress the page shows, as painted
        new MutationObserver(() => {
          const l = document.getElementById('progress-label').textContent;
          if (!document.getElementById('progress').hidden && w.labels[w.labels.length - 1] !== l) w.labels.push(l);
        }).observe(document.getElementById('progress'), { attributes: true, childList: true, subtree: true, characterData: true });
        w.on = true;
      });
      const t0 = Date.now();
      const before = await dropFile(page);
      await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before, { timeout: 120000 });
      await H.idle(page, 120000);
      const ms = Date.now() - t0;
      // the entries of the last tasks come a moment later: wait for a task after the table's
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const w = await page.evaluate(() => {
        const g = window.ggWatch;
        const solve = g.tasks.filter((x) => x[0] >= g.dropAt - 1 && x[0] < g.tableAt);
        const table = g.tasks.filter((x) => x[0] >= g.tableAt);
        const at = (x) => `${Math.round(x[0] - g.dropAt)}+${Math.round(x[1])}`;
        return { ...g, longest: Math.max(0, ...solve.map((x) => x[1])), count: solve.length, tableLongest: Math.max(0, ...table.map((x) => x[1])),
          list: `solve ${solve.map(at).join(' ')}; table at ${Math.round(g.tableAt - g.dropAt)}: ${table.map(at).join(' ')}` };
      });
      assert.equal(await page.evaluate(() => window.gameGraphApp.mode), 'page');
      assert.deepEqual(await digest(page), want);
      for (const ph of ['reading', 'parsing', 'solving', 'table']) assert.ok(w.phases.includes(ph), `phase ${ph} in ${w.phases}`);
      assert.ok(w.labels.some((l) => /of [\d,]+ positions decided/.test(l)), `labels: ${w.labels.join(' | ')}`);
      assert.ok(w.labels.includes('Solving on the page itself, in short slices (no worker here)…'), `labels: ${w.labels.join(' | ')}`);
      assert.ok(w.labels.length >= 4, `labels: ${w.labels.join(' | ')}`);
      // the note says where it ran
      assert.match(await page.textContent('#app'), /No Web Worker could be started here/);
      // Each slice aims at 16 ms of work. A task's duration is wall-clock time: on a
      // loaded machine the slices stretch as the whole solve does, so the bound is
      // a share of the solve's own wall time (one unsliced task would be all of it).
      const limit = Math.max(500, ms / 8);
      assert.ok(w.longest < limit, `a task held the page's main thread ${w.longest.toFixed(0)} ms, limit ${limit.toFixed(0)} ms (long tasks, ms from the drop + duration: ${w.list})`);
      t.diagnostic(`no worker, 300,000 edges: ${ms} ms from the drop to the table; longest task of the solve ` +
        `${w.longest.toFixed(0)} ms (${w.count} over 50 ms); longest of the table afterwards ${w.tableLongest.toFixed(0)} ms (${w.list})`);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('Stop ends a solve in slices between two slices; the page solves again', async () => {
    const page = await openWithoutWorker();
    try {
      await makeFile(page, 300000, 1500000, 9);
      await dropFile(page);
      // under way on the page: stop it
      await page.waitForFunction(() => {
        const p = window.gameGraphApp.state.progress;
        return p && (p.phase === 'parsing' || p.phase === 'solving') && p.done > 0;
      }, null, { timeout: 120000 });
      await page.click('#cancel');
      await H.idle(page, 60000);
      const st = await page.evaluate(() => ({ key: window.gameGraphApp.state.status.key, busy: window.gameGraphApp.busy }));
      assert.deepEqual(st, { key: 'status.cancelled', busy: false });
      // and again, to its end
      await makeFile(page, 1000, 300000, 1);
      const before = await dropFile(page);
      await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before, { timeout: 60000 });
      await H.idle(page);
      assert.equal(await page.evaluate(() => window.gameGraphApp.state.result.m), 300000);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});
