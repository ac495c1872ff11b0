'use strict';
// Big inputs on the graph page (index.html): a file chosen in the file input goes
// to the worker as bytes, with progress for each phase, and is shown as its size,
// first lines and line count; a paste too big for the editor never enters it and
// the page keeps drawing frames while it is solved; a short text announcing a big
// graph is solved in the worker, not on the page. Names cross as bytes and are
// decoded for the rows shown only. Waits on states, never on time.
//
//   node scripts/test-browser.js tests/browser/bytes.test.js
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');
const R = require('./reference');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);
const WORD = { W: 'WIN', L: 'LOSE', D: 'DRAW' };

// A uniform random graph in the cp form: the header and m edge lines.
function cpGraph(n, m, seed) {
  let x = seed;
  const rnd = (k) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % k;
  };
  const edges = [];
  const lines = [`${n} ${m}`];
  for (let i = 0; i < m; i++) {
    const u = rnd(n);
    const v = rnd(n);
    edges.push([u, v]);
    lines.push(`${u + 1} ${v + 1}`);
  }
  return { text: lines.join('\n') + '\n', n, m, edges };
}

function wantCounts(n, edges) {
  const ref = R.solve(n, edges, 'lose');
  const want = { n, m: edges.length, win: 0, lose: 0, draw: 0 };
  for (const o of ref.outcome) want[{ W: 'win', L: 'lose', D: 'draw' }[o]]++;
  return { ref, want };
}

async function counts(page) {
  const get = (id) => page.$eval('#' + id, (e) => Number(e.textContent.replace(/\D/g, '')));
  return { n: await get('count-n'), m: await get('count-m'), win: await get('count-win'), lose: await get('count-lose'), draw: await get('count-draw') };
}

// The table rows in view, once they are shown: a table of more than 50,000 rows
// asks the worker for them (ui/big-table.js) and shows none until they come;
// #vtable's data-rows says 'loading' (set at once by a new result), then 'ready'.
async function tableRows(page) {
  await page.waitForFunction(() => document.getElementById('vtable').dataset.rows === 'ready');
  return page.$$eval('#vtable .vt-row', (rows) =>
    rows.map((r) => ({
      name: r.querySelector('.c-name').textContent,
      outcome: r.querySelector('.c-outcome .badge').textContent,
      depth: r.querySelector('.c-depth').textContent,
    }))
  );
}

// Records, in the page, each progress phase as it begins, and the frames drawn
// while a solve is under way.
async function watch(page) {
  await page.evaluate(() => {
    const w = (window.ggWatch = { phases: [], busyFrames: 0 });
    window.gameGraphApp.store.subscribe((s) => {
      const ph = s.progress ? s.progress.phase : null;
      if (ph && w.phases[w.phases.length - 1] !== ph) w.phases.push(ph);
    });
    const frame = () => {
      if (window.gameGraphApp.busy) w.busyFrames++;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function solvedAfter(page, before) {
  await page.waitForFunction((b) => window.gameGraphApp.solveCount > b, before);
  await H.idle(page);
}

describe('big inputs on the graph page', { skip }, () => {
  test('a big cp file through the file input: bytes to the worker, every phase, counts, rows, lines', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.evaluate(() => window.gameGraphApp.warmed);
      const { text, n, m, edges } = cpGraph(300000, 900000, 7);
      const { ref, want } = wantCounts(n, edges);
      await watch(page);
      const before = await page.evaluate(() => window.gameGraphApp.solveCount);
      await page.setInputFiles('#file-input', { name: 'contest.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await solvedAfter(page, before);
      assert.deepEqual(await counts(page), want);
      const st = await page.evaluate(() => {
        const s = window.gameGraphApp.state;
        return { source: s.source, mode: s.mode, format: s.result.format, lines: s.result.lines, hasNames: !!s.result.names, nameBytes: !!s.result.nameBytes, phases: window.ggWatch.phases };
      });
      assert.equal(st.source, 'file');
      assert.equal(st.mode, 'worker');
      assert.equal(st.format, 'cp');
      assert.equal(st.lines, m + 1);
      assert.equal(st.hasNames, false, 'no name strings for the cp form');
      assert.equal(st.nameBytes, false);
      for (const ph of ['reading', 'parsing', 'solving', 'table']) assert.ok(st.phases.includes(ph), `phase ${ph} in ${st.phases}`);
      // the banner: name, size, lines, first lines; the editor hidden
      assert.equal(await page.isVisible('#file-banner'), true);
      assert.equal(await page.isVisible('#editor'), false);
      assert.equal(await page.textContent('#file-name'), 'contest.txt');
      assert.match(await page.textContent('#file-lines'), /900,001 lines/);
      await page.waitForFunction(() => !document.getElementById('file-head').hidden);
      const head = (await page.textContent('#file-head')).split('\n');
      assert.deepEqual(head, text.split('\n').slice(0, head.length));
      assert.ok(head.length >= 5 && head.length <= 8, head.join('|'));
      // the first rows: numbers as names, right outcomes and depths
      const rows = await tableRows(page);
      assert.ok(rows.length > 5);
      rows.forEach((r, i) => {
        assert.equal(r.name, String(i + 1));
        assert.equal(r.outcome, WORD[ref.outcome[i]]);
        assert.equal(r.depth, ref.depth[i] < 0 ? '—' : String(ref.depth[i]));
      });
      // the other convention: solved again from the file
      const again = await page.evaluate(() => window.gameGraphApp.solveCount);
      await page.click('.convention label:has(input[value="win"])');
      await solvedAfter(page, again);
      const refWin = R.solve(n, edges, 'win');
      assert.equal((await counts(page)).win, refWin.outcome.filter((o) => o === 'W').length);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a named file: names cross as bytes, decoded for the rows shown, found by name', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const n = 60000;
      const { edges } = cpGraph(n, 150000, 11);
      const name = (v) => `узел_${v.toString(36)}`;
      const lines = [];
      for (let v = 0; v < n; v++) lines.push(name(v));
      for (const [u, v] of edges) lines.push(`${name(u)} ${name(v)}`);
      const text = lines.join('\n') + '\n';
      const { ref, want } = wantCounts(n, edges);
      const before = await page.evaluate(() => window.gameGraphApp.solveCount);
      await page.setInputFiles('#file-input', { name: 'named.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await solvedAfter(page, before);
      assert.deepEqual(await counts(page), want);
      const st = await page.evaluate(() => {
        const r = window.gameGraphApp.result;
        return { names: r.names, bytes: r.nameBytes && r.nameBytes.length, starts: r.nameStart && r.nameStart.length };
      });
      assert.equal(st.names, null, 'no array of names on the page');
      assert.equal(st.bytes, Buffer.byteLength(lines.slice(0, n).join('\n') + '\n'));
      assert.equal(st.starts, n + 1);
      const rows = await tableRows(page);
      assert.ok(rows.length > 5, `rows in view: ${rows.length}`);
      rows.forEach((r, i) => {
        assert.equal(r.name, name(i));
        assert.equal(r.outcome, WORD[ref.outcome[i]]);
      });
      const probe = name(45678);
      await page.fill('#find', probe);
      await page.waitForFunction((p) => {
        const r = document.querySelectorAll('#vtable .vt-row .c-name');
        return r.length > 0 && r[0].textContent === p;
      }, probe);
      assert.equal((await tableRows(page))[0].outcome, WORD[ref.outcome[45678]]);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a paste of 500,000 lines stays out of the editor; the page draws frames while it is solved', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      const { text, n, edges } = cpGraph(200000, 499999, 3);
      const { want } = wantCounts(n, edges);
      const typed = await page.inputValue('#graph-text');
      await watch(page);
      const before = await page.evaluate(() => window.gameGraphApp.solveCount);
      await H.paste(page, '#graph-text', text);
      await solvedAfter(page, before);
      assert.deepEqual(await counts(page), want);
      // the editor kept its own text; the paste is shown as a text of its own
      assert.equal(await page.inputValue('#graph-text'), typed);
      const st = await page.evaluate(() => ({ source: window.gameGraphApp.state.source, mode: window.gameGraphApp.mode, frames: window.ggWatch.busyFrames, lines: window.gameGraphApp.result.lines }));
      assert.equal(st.source, 'file');
      assert.equal(st.mode, 'worker');
      assert.equal(st.lines, 500000);
      assert.ok(st.frames >= 2, `frames drawn while solving: ${st.frames}`);
      assert.equal(await page.textContent('#file-name'), 'pasted text');
      assert.match(await page.textContent('#file-note'), /Too big for the editor/);
      assert.match(await page.textContent('#file-lines'), /500,000 lines/);
      // back to the editor: its text is there, solved again
      const again = await page.evaluate(() => window.gameGraphApp.solveCount);
      await page.click('#file-close');
      assert.equal(await page.isVisible('#editor'), true);
      await page.click('#solve');
      await solvedAfter(page, again);
      assert.equal(await page.evaluate(() => window.gameGraphApp.state.source), 'editor');
      // a small paste goes into the editor as before
      await H.paste(page, '#graph-text', 'x y\n');
      assert.equal(await page.evaluate(() => window.gameGraphApp.state.source), 'editor');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a short text announcing a big graph is solved in the worker', async () => {
    const page = await H.openPage(S.browser, S.server.url);
    try {
      await page.fill('#graph-text', '300000 1\n1 300000\n');
      await H.solveNow(page);
      const st = await page.evaluate(() => ({ mode: window.gameGraphApp.mode, n: window.gameGraphApp.result.n, names: window.gameGraphApp.result.names }));
      assert.equal(st.mode, 'worker');
      assert.equal(st.n, 300000);
      assert.equal(st.names, null);
      assert.deepEqual(await counts(page), { n: 300000, m: 1, win: 1, lose: 299999, draw: 0 });
      // small ones still on the page, with the step-through
      await page.fill('#graph-text', '3 2\n1 2\n2 3\n');
      await H.solveNow(page);
      assert.equal(await page.evaluate(() => window.gameGraphApp.mode), 'page');
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });
});
