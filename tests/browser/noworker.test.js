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

// A random named graph: n vertices, m edges, a few fixed outcomes.
function namedGraph(n, m, seed) {
  let x = seed;
  const rnd = (k) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % k;
  };
  const lines = [];
  for (let i = 0; i < m; i++) lines.push(`v${rnd(n).toString(36)} v${rnd(n).toString(36)}`);
  for (let i = 0; i < 20; i++) lines.push(`v${rnd(n).toString(36)} = ${['win', 'lose', 'draw'][i % 3]}`);
  return lines.join('\n') + '\n';
}

async function openWithoutWorker() {
  const page = await S.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(new Error('console: ' + m.text()));
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true, writable: true });
  });
  await page.goto(S.server.url);
  await page.waitForFunction(() => window.gameGraphApp !== undefined);
  await page.evaluate(() => window.gameGraphApp.ready);
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

async function chooseFile(page, name, text) {
  const before = await page.evaluate(() => window.gameGraphApp.solveCount);
  await page.setInputFiles('#file-input', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  return before;
}

describe('the graph page without a worker', { skip }, () => {
  test('a file of 300,000 edges solved in slices on the page: every phase, the worker\'s answer, no long task', async (t) => {
    const text = namedGraph(100000, 300000, 5);
    // the worker's answer first
    let want;
    {
      const page = await H.openPage(S.browser, S.server.url);
      try {
        const before = await chooseFile(page, 'big.txt', text);
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
      await page.evaluate(() => {
        const w = (window.ggWatch = { phases: [], labels: [], longest: 0, tasks: 0, on: false });
        new PerformanceObserver((list) => {
          if (!w.on) return;
          for (const e of list.getEntries()) {
            w.longest = Math.max(w.longest, e.duration);
            w.tasks++;
          }
        }).observe({ type: 'longtask' });
        window.gameGraphApp.store.subscribe((s) => {
          const ph = s.progress ? s.progress.phase : null;
          if (ph && w.phases[w.phases.length - 1] !== ph) w.phases.push(ph);
        });
        // the progress the page shows, as painted
        new MutationObserver(() => {
          const l = document.getElementById('progress-label').textContent;
          if (!document.getElementById('progress').hidden && w.labels[w.labels.length - 1] !== l) w.labels.push(l);
        }).observe(document.getElementById('progress'), { attributes: true, childList: true, subtree: true, characterData: true });
        w.on = true;
      });
      const t0 = Date.now();
      const before = await chooseFile(page, 'big.txt', text);
      await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before, { timeout: 120000 });
      await H.idle(page, 120000);
      const ms = Date.now() - t0;
      const w = await page.evaluate(() => {
        window.ggWatch.on = false;
        return window.ggWatch;
      });
      assert.equal(await page.evaluate(() => window.gameGraphApp.mode), 'page');
      assert.deepEqual(await digest(page), want);
      for (const ph of ['reading', 'parsing', 'solving', 'table']) assert.ok(w.phases.includes(ph), `phase ${ph} in ${w.phases}`);
      assert.ok(w.labels.some((l) => /of 100,000 positions decided/.test(l)), `labels: ${w.labels.join(' | ')}`);
      assert.ok(w.labels.length >= 4, `labels: ${w.labels.join(' | ')}`);
      // the note says where it ran
      assert.match(await page.textContent('#app'), /No Web Worker could be started here/);
      // generous: a loaded 2-core machine; each slice aims at 16 ms
      assert.ok(w.longest < 500, `a task held the page's main thread ${w.longest.toFixed(0)} ms`);
      t.diagnostic(`no worker, 300,000 edges: ${ms} ms from the file to the table; longest task ${w.longest.toFixed(0)} ms (${w.tasks} over 50 ms)`);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('Stop ends a solve in slices between two slices; the page solves again', async () => {
    const page = await openWithoutWorker();
    try {
      const text = namedGraph(300000, 1500000, 9);
      await chooseFile(page, 'huge.txt', text);
      // under way on the page: stop it
      await page.waitForFunction(() => {
        const p = window.gameGraphApp.state.progress;
        return p && (p.phase === 'parsing' || p.phase === 'solving') && p.done > 0;
      }, null, { timeout: 120000 });
      await page.click('#cancel');
      await H.idle(page, 60000);
      const st = await page.evaluate(() => ({ key: window.gameGraphApp.state.status.key, busy: window.gameGraphApp.busy }));
      assert.deepEqual(st, { key: 'status.cancelled', busy: false });
      // and again, a small one, to its end
      const small = namedGraph(1000, 3000, 1);
      const before = await chooseFile(page, 'small.txt', small);
      await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before, { timeout: 60000 });
      await H.idle(page);
      assert.equal(await page.evaluate(() => window.gameGraphApp.state.result.m), 3000);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});
