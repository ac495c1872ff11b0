'use strict';
// The catalogue of hostile inputs (tests/hostile/index.tsv, also run against the
// CLI by run_cli.sh and the module by tests/node/hostile.test.js) through the
// pages, as a reader would give them: the graph formats on the graph page
// (index.html), typed or pasted into the editor and chosen in the file input;
// the four pursuit formats in the board page's paste box (board.html); the race
// format in the race page's editor and file input (race.html). For each: the
// page shows the catalogue's message (its line and column too) or its answer,
// nothing raw (no control character in what is shown), no uncaught error; the
// tab stays alive (a frame is drawn) and a small valid input is solved after.
// Then the pages' own hostile inputs: links carrying hostile or huge texts, and
// hostile scripts on the rules page (rules.test.js has the rest).
// Waits on states, never on time.
//
//   node scripts/test-browser.js tests/browser/hostile.test.js
const { test, describe, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');
const H = require('./helpers');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

const { dir, readCatalogue } = require('../hostile/catalogue');
const cases = readCatalogue();

let gen;
before(() => {
  if (skip) return;
  gen = fs.mkdtempSync(path.join(os.tmpdir(), 'gamegraph-hostile-page-'));
  execFileSync('node', [path.join(dir, 'make.js'), gen]);
});
after(() => gen && fs.rmSync(gen, { recursive: true, force: true }));

function bytesOf(input) {
  let file = path.join(dir, 'inputs', input);
  if (!fs.existsSync(file)) file = path.join(gen, input);
  return fs.readFileSync(file);
}

// What a page shows must not carry a control character raw (C0 but tab and line
// feed, DEL, C1): the solver's messages show them escaped.
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
function noRaw(shown, what) {
  const m = RAW.exec(shown);
  assert.ok(!m, `${what} shows a raw control character U+${m ? m[0].charCodeAt(0).toString(16).padStart(4, '0') : ''}: ${JSON.stringify(shown.slice(0, 200))}`);
}

// The tab is alive: a frame is drawn (a stuck tab fails here instead of hanging the test).
async function frame(page) {
  let timer;
  const stuck = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no frame drawn in ${H.TIMEOUT / 1000} s: the tab is stuck`)), H.TIMEOUT);
  });
  try {
    await Promise.race([page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

// "line L, column C: ..." at the start of the catalogue's message: its place.
function placeOf(expect) {
  const m = /^line (\d+), column (\d+): /.exec(expect);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}

// A textarea holds its text with every CR LF and lone CR made a line feed (the HTML
// standard's value normalisation), so the place of an error after a lone CR moves.
// For those texts the module (the page's own, run here in Node) says where; the
// message must be the catalogue's but for its place.
let gg = null;
async function editorExpect(c, text, solve) {
  const held = text.replace(/\r\n?/g, '\n');
  const at = placeOf(c.expect);
  if (held === text || c.exit === 0 || !at) return c.expect;
  if (!gg) gg = await require(path.join(H.ROOT, 'web', 'generated', 'gamegraph.js'))();
  let e = null;
  try {
    solve(gg, held);
  } catch (x) {
    e = x;
  }
  assert.ok(e && e.code === c.code, `the module on the text as the editor holds it: ${e}`);
  const m = /^line (\d+), column (\d+): /.exec(e.message);
  const expect = c.expect.replace(/^line \d+, column \d+: /, m[0]);
  assert.ok(e.message.includes(expect), `the module: ${e.message}`);
  return expect;
}

// ---- the graph page --------------------------------------------------------------------------

// The solve started by act() is over: solved (solveCount grew) or failed (a new
// error in the state), and the page idle.
async function graphAfter(page, act) {
  await page.evaluate(() => {
    const s = window.gameGraphApp.state;
    window.ggBefore = { count: s.solveCount, error: s.error, status: s.status };
  });
  await act();
  await page.waitForFunction(
    () => {
      const s = window.gameGraphApp.state;
      const b = window.ggBefore;
      const nothing = s.status !== b.status && s.status.key === 'status.typeHtml'; // an empty text
      return (s.solveCount > b.count || (s.error && s.error !== b.error) || nothing) && !s.busy && document.getElementById('app').dataset.status === 'idle';
    }
  );
}

// The solved graph printed as the CLI prints it (NAME OUTCOME DEPTH) contains want.
async function graphOutputHas(page, want) {
  return page.evaluate((w) => {
    const r = window.gameGraphApp.result;
    const WORDS = ['DRAW', 'WIN', 'LOSE'];
    const dec = new TextDecoder('utf-8', { ignoreBOM: true });
    const name = (v) => {
      if (r.names) return String(r.names[v]);
      // each name followed by '\n' (core/names.js)
      if (r.nameBytes) return dec.decode(r.nameBytes.subarray(r.nameStart[v], r.nameStart[v + 1] - 1));
      return String(r.format === 'cp0' ? v : v + 1);
    };
    let out = '';
    for (let v = 0; v < r.n; v++) out += `${name(v)} ${WORDS[r.outcome[v]]} ${r.depth[v] < 0 ? '-' : r.depth[v]}\n`;
    return { ok: out.includes(w), n: r.n, head: out.slice(0, 200) };
  }, want);
}

async function setGraphFormat(page, format) {
  if ((await page.evaluate(() => window.gameGraphApp.format)) === format) return;
  await page.click(`label:has(input[name="fmt"][value="${format}"])`);
  await H.idle(page);
}

// One catalogue case on the graph page, given by how (editor or file).
async function graphCase(page, c, how) {
  const raw = bytesOf(c.input);
  const format = c.command.includes('--format') ? c.command.split(' ').pop() : 'auto';
  let expect = c.expect;
  await setGraphFormat(page, format);
  if (how === 'file') {
    await graphAfter(page, () => page.setInputFiles('#file-input', { name: c.input, mimeType: 'application/octet-stream', buffer: raw }));
  } else {
    // as the editor receives it: the bytes decoded as UTF-8; what is too big for
    // the editor is pasted (the page takes it aside), the rest typed in
    const text = raw.toString('utf8');
    expect = await editorExpect(c, text, (g, t) => g.solveGraphText(t, { format }));
    if (text.length > 256 * 1024) {
      await graphAfter(page, () => H.paste(page, '#graph-text', text));
    } else {
      await page.fill('#graph-text', text);
      await graphAfter(page, () => page.click('#solve'));
    }
  }
  const st = await page.evaluate(() => {
    const s = window.gameGraphApp.state;
    return { error: s.error, source: s.source, status: document.getElementById('status').textContent };
  });
  noRaw(st.status, 'the status');
  if (c.exit === 0) {
    assert.equal(st.error, null, `${c.input}: ${st.error && st.error.message}`);
    if (c.expect === '') {
      // nothing to solve: the page says so
      assert.equal(await page.evaluate(() => window.gameGraphApp.state.status.key), 'status.typeHtml');
      return;
    }
    const out = await graphOutputHas(page, c.expect);
    assert.ok(out.ok, `the result lacks '${c.expect}': ${out.head}`);
    return;
  }
  assert.ok(st.error, 'an error');
  const shown = await page.evaluate(() => {
    const box = document.getElementById('parse-error');
    return { visible: !box.hidden && box.getClientRects().length > 0, text: document.getElementById('parse-error-text').textContent };
  });
  // the message is in the error box or, for a refusal without a place, the status
  const where = shown.visible ? shown.text : st.status;
  assert.ok(where.includes(expect), `${how}: '${expect}' not shown: ${JSON.stringify(where.slice(0, 300))}`);
  noRaw(where, 'the error');
  const at = placeOf(expect);
  if (at) {
    assert.ok(shown.visible, 'the error box is shown');
    assert.equal(st.error.line, at.line);
    assert.equal(st.error.column, at.column);
    if (st.source === 'editor') {
      // the gutter marks that line
      await page.waitForSelector('.gutter .ln-error');
      assert.deepEqual(await page.$$eval('.gutter .ln-error', (els) => els.map((e) => e.textContent)), [String(at.line)]);
    }
  }
}

// After a hostile input: a frame is drawn, and a small valid graph is solved.
async function graphRecovers(page) {
  await frame(page);
  await setGraphFormat(page, 'auto');
  if (await page.isVisible('#file-close')) await page.click('#file-close');
  await page.fill('#graph-text', 'a b\nb c\n');
  await graphAfter(page, () => page.click('#solve'));
  const r = await page.evaluate(() => ({ n: window.gameGraphApp.result.n, error: window.gameGraphApp.error }));
  assert.deepEqual(r, { n: 3, error: null });
  assert.equal(await page.isVisible('#parse-error'), false);
}

const graphCases = cases.filter((c) => c.command.startsWith('graph'));

describe('the hostile catalogue on the graph page (index.html)', { skip }, () => {
  test('every format of the catalogue has a page', () => {
    const commands = new Set(cases.map((c) => c.command.split(' ')[0]));
    assert.deepEqual([...commands].sort(), ['cat-mouse', 'cat-mouse-grid', 'cop-robber', 'graph', 'police-thief', 'race']);
  });
  for (const c of graphCases) {
    test(`${c.input} / ${c.command}: typed or pasted, then as a file`, async () => {
      const page = await H.openPage(S.browser, S.server.url);
      try {
        for (const how of ['editor', 'file']) {
          await graphCase(page, c, how);
          await graphRecovers(page);
        }
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });
  }
});

// ---- the board page ----------------------------------------------------------------------------

async function boardIdle(page) {
  await page.waitForFunction(() => !window.boardApp.state.busy && document.getElementById('app').dataset.status !== 'busy');
}

// Loads text of a format through the paste box; resolves when the page has
// answered: an error in the box, or the board solved, or its solve refused.
async function boardLoad(page, text, format) {
  await page.evaluate(() => {
    document.getElementById('paste-box').open = true;
    window.bdBefore = { count: window.boardApp.state.solveCount, version: window.boardApp.state.gameVersion };
  });
  await page.selectOption('#paste-format', format);
  if (text.length > 1024 * 1024) {
    // pasted, as a reader would: the page keeps a text this big out of the box
    await H.paste(page, '#paste-text', text);
    assert.equal(await page.inputValue('#paste-text'), '');
    assert.match(await page.textContent('#paste-aside-text'), /^A pasted text of [\d.]+ MiB \([\d,]+ lines?\) is kept out of the box/);
  } else {
    await page.fill('#paste-text', text);
  }
  await page.click('#load-text');
  await page.waitForFunction(
    () => {
      const s = window.boardApp.state;
      const b = window.bdBefore;
      if (s.pasteError) return true;
      return s.gameVersion > b.version && !s.busy && (s.solveCount > b.count || s.error !== null);
    }
  );
  await boardIdle(page);
}

// In the page: window.bdAnswer(), the answer of the solved board as the CLI prints
// it (the start's winner for police and thief, LeetCode's judge answers, BOI 2014's
// first line).
function answerAsCli() {
  window.bdAnswer = () => {
    const s = window.boardApp.state;
    const start = s.summary && s.history[0];
    if (!start) return null;
    const family = s.model.family;
    if (family === 'police-thief') return ['Draw', 'Police catches the thief', 'The thief escapes'][start.winner];
    if (family === 'cat-mouse') return ['0', '2', '1'][start.winner];
    if (family === 'cat-mouse-grid') return start.winner === 2 ? 'true' : 'false';
    if (family === 'cop-robber') return s.copStarts ? (s.copStarts.length ? '1' : '0') : null;
    return null;
  };
}

const boardCases = cases.filter((c) => ['police-thief', 'cat-mouse', 'cat-mouse-grid', 'cop-robber'].includes(c.command));

describe('the hostile catalogue on the board page (board.html)', { skip }, () => {
  for (const c of boardCases) {
    test(`${c.input} / ${c.command}: through the paste box`, async () => {
      const page = await H.openApp(S.browser, S.server.url + 'board.html', 'boardApp');
      try {
        await boardIdle(page);
        await page.evaluate(answerAsCli);
        await boardLoad(page, bytesOf(c.input).toString('utf8'), c.command);
        const st = await page.evaluate(() => {
          const s = window.boardApp.state;
          return {
            pasteError: s.pasteError,
            error: s.error,
            answer: window.bdAnswer(),
            status: document.getElementById('status').textContent,
            paste: document.getElementById('paste-error').hidden ? null : document.getElementById('paste-error-text').textContent,
            board: document.getElementById('board-error').hidden ? null : document.getElementById('board-error-text').textContent,
          };
        });
        noRaw(st.status, 'the status');
        if (c.exit === 0) {
          assert.equal(st.pasteError, null);
          assert.equal(st.error, null);
          assert.ok(String(st.answer).includes(c.expect), `answer ${st.answer}, want ${c.expect}`);
        } else {
          const shown = st.paste !== null ? st.paste : st.board;
          assert.ok(shown !== null, `no error shown (status: ${st.status})`);
          assert.ok(shown.includes(c.expect), `'${c.expect}' not shown: ${JSON.stringify(shown.slice(0, 300))}`);
          noRaw(shown, 'the error');
          const at = placeOf(c.expect);
          if (at) {
            assert.equal(st.pasteError.line, at.line);
            assert.equal(st.pasteError.column, at.column);
            // the caret is put there: the status names the place
            assert.match(st.status, new RegExp(`line ${at.line}, column ${at.column}`));
          }
        }
        // alive: a frame, then a small board is loaded and solved
        await frame(page);
        await boardLoad(page, '2 3\nP.T\n...\n', 'police-thief');
        const ok = await page.evaluate(() => ({ paste: window.boardApp.state.pasteError, error: window.boardApp.state.error, answer: window.bdAnswer() }));
        assert.deepEqual(ok, { paste: null, error: null, answer: 'Police catches the thief' });
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });
  }
});

// ---- the race page -----------------------------------------------------------------------------

async function raceAfter(page, act) {
  const before = await page.evaluate(() => window.raceApp.solveCount);
  await act();
  await page.waitForFunction((b) => window.raceApp.solveCount > b && window.raceApp.state.phase === 'idle', before);
}

async function raceCase(page, c, how) {
  const raw = bytesOf(c.input);
  const text = raw.toString('utf8');
  // a text with a line of over 10,000 characters (or over 4 MB) is kept out of the
  // editor (ui/editor.js, fitsEditor): pasted, as a reader would
  const aside = text.length > 4 << 20 || text.split('\n').some((l) => l.length > 10000);
  if (how === 'file') {
    await raceAfter(page, () => page.setInputFiles('#file-input', { name: c.input, mimeType: 'application/octet-stream', buffer: raw }));
  } else if (aside) {
    await raceAfter(page, () => H.paste(page, '#race-text', text));
  } else {
    await page.fill('#race-text', text);
    await raceAfter(page, () => page.click('#solve'));
  }
  assert.equal(await page.isVisible('#text-aside'), aside);
  if (aside) {
    assert.equal(await page.inputValue('#race-text'), '');
    assert.match(await page.textContent('#text-aside'), /^This text \([\d.]+ MiB, [\d,]+ lines?\) is too big to show in the editor/);
  }
  const st = await page.evaluate(() => {
    const s = window.raceApp.state;
    const box = document.getElementById('parse-error');
    return {
      error: s.error,
      winners: s.sols.map((x) => x && x.winner),
      status: document.getElementById('status').textContent,
      shown: box.hidden ? null : document.getElementById('parse-error-text').textContent,
    };
  });
  noRaw(st.status, 'the status');
  if (c.exit === 0) {
    assert.equal(st.error, null);
    assert.ok(st.winners.join('\n').includes(c.expect), `winners ${st.winners}, want ${c.expect}`);
    return;
  }
  assert.ok(st.shown !== null, `${how}: no error shown (status: ${st.status})`);
  assert.ok(st.shown.includes(c.expect), `${how}: '${c.expect}' not shown: ${JSON.stringify(st.shown.slice(0, 300))}`);
  noRaw(st.shown, 'the error');
  const at = placeOf(c.expect);
  if (at) {
    assert.equal(st.error.line, at.line);
    assert.equal(st.error.column, at.column);
    assert.match(st.status, new RegExp(`line ${at.line}, column ${at.column}`));
  }
}

const raceCases = cases.filter((c) => c.command === 'race');

describe('the hostile catalogue on the race page (race.html)', { skip }, () => {
  for (const c of raceCases) {
    test(`${c.input} / race: typed, then as a file`, async () => {
      const page = await H.openApp(S.browser, S.server.url + 'race.html', 'raceApp');
      try {
        for (const how of ['editor', 'file']) {
          await raceCase(page, c, how);
          await frame(page);
          await page.fill('#race-text', '1\n2\nA.\n.B\n');
          await raceAfter(page, () => page.click('#solve'));
          assert.deepEqual(await page.evaluate(() => ({ error: window.raceApp.state.error, n: window.raceApp.state.sols.length })), { error: null, n: 1 });
        }
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    });
  }
});

// ---- the pages' own hostile inputs: links ------------------------------------------------------

const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
// 20 MB of edges packed into a link of about 26,000 characters: over the 8 MB a
// link may unpack to (core/urlstate.js, MAX_UNPACKED_BYTES).
const HUGE = () => b64(zlib.deflateRawSync(Buffer.from('a b\n'.repeat(5e6)), { level: 9 }));

describe('hostile links', { skip }, () => {
  test('the graph page: a link carrying control characters shows the error at its place, escaped', async () => {
    for (const [input, packed] of [['nul.txt', false], ['escape-sequence.txt', true]]) {
      const raw = bytesOf(input);
      const c = cases.find((x) => x.input === input && x.command === 'graph');
      const hash = packed ? '#gz=' + b64(zlib.deflateRawSync(raw)) : '#g=' + b64(raw);
      const page = await H.openPage(S.browser, S.server.url + hash);
      try {
        assert.equal(await page.inputValue('#graph-text'), raw.toString('utf8'));
        const shown = await page.textContent('#parse-error-text');
        assert.ok(shown.includes(c.expect), shown);
        noRaw(shown, 'the error');
        noRaw(await page.textContent('#status'), 'the status');
        const at = placeOf(c.expect);
        assert.deepEqual(await page.$$eval('.gutter .ln-error', (els) => els.map((e) => e.textContent)), [String(at.line)]);
        await graphRecovers(page);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });

  test('the graph page: a huge packed text, a damaged one, a huge header: said, and the tab alive', async () => {
    const links = [
      ['#gz=' + HUGE(), /^Could not open the graph in the link: over 8388608 bytes\.$/],
      ['#gz=AAAAxyz', /^Could not open the graph in the link: the link is damaged/],
      ['#g=' + b64('100000000 0\n'), /needs 4\.09 GiB of memory, more than the budget of/],
    ];
    for (const [hash, want] of links) {
      const page = await H.openPage(S.browser, S.server.url + hash);
      try {
        const status = await page.textContent('#status');
        assert.match(status, want);
        noRaw(status, 'the status');
        await graphRecovers(page);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });

  test('the graph page: a graph of 300,000 moves in a link is kept out of the editor, as a big paste is; no task longer than for the same file', async () => {
    // 100,000 vertices, 300,000 moves: 4.1 MB of text, a link of 1.9 MB
    const lines = [];
    for (let i = 0; i < 300000; i++) lines.push('v' + (i % 100000) + ' v' + ((i * 7 + 1) % 100000));
    const text = lines.join('\n') + '\n';
    const hash = '#gz=' + b64(zlib.deflateRawSync(Buffer.from(text), { level: 9 }));
    // The longest task of the page's main thread while it opens what act() gives it,
    // once it is solved and idle (measured from the page's first script on).
    async function longestTask(url, act) {
      const page = await S.browser.newPage({ viewport: { width: 1280, height: 1000 } });
      H.collectErrors(page, { console: false });
      await page.addInitScript(() => {
        window.ggTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.ggTasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url);
      await H.appReady(page, 'gameGraphApp');
      await H.idle(page);
      await act(page);
      await page.waitForFunction(() => window.gameGraphApp.result && window.gameGraphApp.result.m === 300000 && document.getElementById('app').dataset.status === 'idle');
      // the entries of the last tasks come a moment later: a task after them
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      page.tasks = await page.evaluate(() => window.ggTasks);
      page.longest = Math.max(0, ...page.tasks);
      return page;
    }
    const viaFile = await longestTask(S.server.url + 'index.html', (p) => p.setInputFiles('#file-input', { name: 'g.txt', mimeType: 'text/plain', buffer: Buffer.from(text) }));
    await viaFile.close();
    const page = await longestTask(S.server.url + 'index.html' + hash, async () => {});
    try {
      const r = await page.evaluate(() => ({ n: window.gameGraphApp.result.n, source: window.gameGraphApp.state.source }));
      assert.deepEqual(r, { n: 100000, source: 'file' });
      assert.equal(await page.inputValue('#graph-text'), '', 'the textarea stays empty');
      assert.equal(await page.isVisible('#file-banner'), true);
      assert.equal((await page.textContent('#file-note')).trim(), "The link's graph is too big for the editor: kept out of it and solved straight from its bytes.");
      assert.equal((await page.textContent('#file-name')).trim(), 'graph from the link');
      // the address bar still holds the link's graph
      assert.equal(await page.evaluate(() => location.hash.split('&')[0]), hash);
      // A task's duration is wall-clock time, and the page's own work on a solved
      // graph of this size is one task of some hundreds of ms on a loaded machine:
      // the link may cost what the file costs (the text in the textarea held the
      // thread for seconds).
      const limit = Math.max(1000, 3 * viaFile.longest);
      assert.ok(page.longest < limit, `long tasks (ms): from the link ${page.tasks}; from the file ${viaFile.tasks}`);
      await graphRecovers(page);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('the board page: a link with a NUL in its board, or a huge one: the default board, and a note saying why', async () => {
    for (const hash of ['#g=' + b64(bytesOf('police-nul.txt')), '#gz=' + HUGE()]) {
      const page = await H.openApp(S.browser, S.server.url + 'board.html' + hash, 'boardApp');
      try {
        await boardIdle(page);
        await page.waitForFunction(() => window.boardApp.state.summary !== null);
        assert.equal(await page.textContent('#preset-note'), 'The link is damaged: its board could not be read. The default preset is shown instead.');
        assert.equal(await page.evaluate(() => window.boardApp.state.presetId), 'article');
        noRaw(await page.textContent('#status'), 'the status');
        await frame(page);
        await page.evaluate(answerAsCli);
        await boardLoad(page, '2 3\nP.T\n...\n', 'police-thief');
        assert.equal(await page.evaluate(() => window.bdAnswer()), 'Police catches the thief');
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });

  test('the race page: a link with an escape character, and one with a board of 1000 x 1000', async () => {
    const big = 'A' + '.'.repeat(999) + '-' + ('.'.repeat(1000) + '-').repeat(998) + '.'.repeat(999) + 'B';
    const links = [
      ['#b=A%1B-.B', "line 3, column 2: board 1: unknown control character (byte 27) in row 1 (expected '.', '#', 'A' or 'B')"],
      ['#b=' + big, 'line 2, column 1: board 1: n = 1000 is out of range 2..300'],
    ];
    for (const [hash, want] of links) {
      const page = await H.openApp(S.browser, S.server.url + 'race.html' + hash, 'raceApp');
      try {
        await page.waitForFunction(() => window.raceApp.solveCount > 0 && window.raceApp.state.phase === 'idle');
        assert.equal(await page.textContent('#parse-error-text'), want);
        noRaw(await page.textContent('#status'), 'the status');
        await frame(page);
        await page.fill('#race-text', '1\n2\nA.\n.B\n');
        await raceAfter(page, () => page.click('#solve'));
        assert.equal(await page.evaluate(() => window.raceApp.state.error), null);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });
});

// ---- the pages' own hostile inputs: scripts on the rules page ---------------------------------
// (rules.test.js has syntax errors, exceptions, bad results, too many positions,
// an endless loop in moves(p) stopped, the sandbox's walls.)

const RULES_EXPECTED = (m) => /data:application\/octet-stream;base64/.test(m); // as in rules.test.js

async function openRules(hash = '') {
  const page = await S.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  H.collectErrors(page, { ignore: RULES_EXPECTED });
  await page.goto(S.server.url + 'rules.html' + hash);
  await H.appReady(page, 'rulesApp');
  await rulesSettled(page);
  return page;
}

async function rulesSettled(page) {
  await page.waitForFunction(
    () => {
      const st = window.rulesApp.state();
      return document.getElementById('app').dataset.status === 'idle' && st.status !== 'running' && (!st.summary || st.view !== null);
    }
  );
}

// Puts the script in the editor, runs it, and gives what the page shows once over.
async function runRules(page, source) {
  await page.evaluate((s) => window.rulesApp.setSource(s), source);
  const before = await page.evaluate(() => window.rulesApp.solveCount);
  await page.click('#run');
  await page.waitForFunction((b) => window.rulesApp.state().status !== 'running' && (window.rulesApp.solveCount > b || window.rulesApp.state().status !== 'idle'), before);
  await rulesSettled(page);
  return page.evaluate(() => ({
    status: window.rulesApp.state().status,
    error: window.rulesApp.state().error,
    text: document.getElementById('error-text').textContent,
    where: document.getElementById('error-where').textContent,
    line: document.getElementById('status').textContent,
  }));
}

// After a hostile script: a frame, and an example solved.
async function rulesRecovers(page) {
  await frame(page);
  await page.selectOption('#example', 'nim');
  await rulesSettled(page);
  assert.equal(await page.evaluate(() => window.rulesApp.state().summary.outcome), 1);
}

describe('hostile scripts on the rules page (rules.html)', { skip }, () => {
  test('binary bytes, 100,000 nested brackets, Proxies that throw, escapes in what is thrown: an error at its place, nothing raw', async () => {
    const page = await openRules();
    try {
      const trap = '{ get() { throw new Error("trap \\u001b[2J"); }, has() { throw new Error("has"); }, ownKeys() { throw new Error("keys"); }, getPrototypeOf() { throw new Error("proto \\u0000"); } }';
      const scripts = [
        // the bytes of a binary file, as the editor holds them
        { src: bytesOf('binary.bin').subarray(0, 4096).toString('utf8'), kind: 'syntax', text: /^Syntax error: (?!syntax error)/, line: 1 },
        { src: 'const start = 0;\nfunction moves(p) { return p > 0 ? [] : [' + '['.repeat(100000) + ']'.repeat(100000) + '.length]; }\n', kind: 'syntax', line: 2 },
        // moves(p) returns a Proxy whose every trap throws
        { src: `const start = 0;\nfunction moves(p) {\n  return new Proxy([], ${trap});\n}\n`, kind: 'throw', text: /^The script threw an exception: moves\(p\) threw Error: trap \\u001b\[2J/, line: 3 },
        // ... or a position that is such a Proxy
        { src: `const start = 0;\nfunction moves(p) {\n  return p === 0 ? [new Proxy([], ${trap})] : [];\n}\n`, kind: 'result', text: /a position that cannot be keyed: reading it threw Error: trap/, line: 2 },
        // a start that is one
        { src: `const start = new Proxy({}, ${trap});\nfunction moves(p) { return []; }\n`, kind: 'key', text: /start cannot be keyed: reading it threw Error: proto \\u0000/, line: 1 },
        // control characters in what the script throws
        { src: 'const start = 0;\nfunction moves(p) { throw new Error("bad \\u001b[31m\\u0000\\u009b thing"); }\n', kind: 'throw', text: /threw Error: bad \\u001b\[31m\\u0000\\u009b thing/, line: 2 },
      ];
      for (const c of scripts) {
        const st = await runRules(page, c.src);
        assert.equal(st.status, 'error', c.src.slice(0, 100));
        assert.equal(st.error.kind, c.kind, st.error.message);
        assert.equal(st.error.line, c.line, st.error.message);
        if (c.text) assert.match(st.text, c.text);
        assert.match(st.where, new RegExp(`^line ${c.line}, column \\d+`));
        for (const [what, s] of [['the error', st.text], ['its place', st.where], ['the status', st.line]]) noRaw(s, what);
      }
      await rulesRecovers(page);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a message of 50 million characters thrown by moves(p) is clipped before it reaches the page; no long task', async () => {
    const page = await openRules();
    try {
      await page.evaluate(() => {
        window.ggLongest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.ggLongest = Math.max(window.ggLongest, e.duration);
        }).observe({ type: 'longtask' });
      });
      const st = await runRules(page, "const start = 0;\nfunction moves(p) {\n  throw new Error('x'.repeat(50e6));\n}\n");
      assert.equal(st.status, 'error');
      assert.equal(st.error.kind, 'throw');
      assert.equal(st.error.line, 3);
      assert.match(st.text, /^The script threw an exception: moves\(p\) threw Error: x{100}/);
      assert.ok(st.text.length < 2100, `${st.text.length} characters shown`);
      assert.ok(st.error.message.length <= 2000);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))); // the last task's entry
      // a task's duration is wall-clock time: 1 s leaves room for a loaded machine
      // (the whole message held the page for about 13 s)
      const longest = await page.evaluate(() => window.ggLongest);
      assert.ok(longest < 1000, `a task of ${Math.round(longest)} ms`);
      await rulesRecovers(page);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('an endless loop at the top of the script (before start exists) is stopped by Stop', async () => {
    const page = await openRules();
    try {
      await page.evaluate(() => window.rulesApp.setSource('for (;;) {}\nconst start = 0;\nfunction moves(p) { return []; }\n'));
      await page.click('#run');
      await page.waitForFunction(() => window.rulesApp.state().status === 'running');
      await frame(page); // the page draws while the script spins in its sandbox
      await page.click('#stop');
      await page.waitForFunction(() => window.rulesApp.state().status === 'stopped');
      assert.equal((await page.$$('iframe.rules-sandbox')).length, 0, 'the frame (and its worker) is gone');
      await rulesRecovers(page);
      assert.deepEqual(page.errors.map(String), []);
    } finally {
      await page.close();
    }
  });

  test('a link carrying a script of binary bytes, a huge packed one, and one over the module\'s 1 MiB characters', async () => {
    const bin = bytesOf('binary.bin').subarray(0, 4096);
    for (const [hash, check] of [
      ['#g=' + b64(bin), async (page) => {
        // shown, not run; run, a syntax error
        assert.equal(await page.evaluate(() => window.rulesApp.state().summary), null);
        const st = await runRules(page, await page.evaluate(() => window.rulesApp.state().source));
        assert.equal(st.error.kind, 'syntax');
        noRaw(st.text, 'the error');
      }],
      ['#gz=' + HUGE(), async (page) => {
        assert.equal(await page.textContent('#link-note'), "The link's script could not be read (damaged or too big).");
        noRaw(await page.textContent('#status'), 'the status');
      }],
      // a script over the 1 MiB characters the module reads: refused at the link, with its size
      ['#gz=' + b64(zlib.deflateRawSync(Buffer.from('// ' + 'x'.repeat(2e6) + '\nconst start = 0;\nfunction moves(p) { return []; }\n'))), async (page) => {
        assert.equal(await page.textContent('#link-note'), "The link's script was not opened: it is 2,000,054 characters long, and a script may have at most 1,048,576.");
        const st = await page.evaluate(() => ({ source: window.rulesApp.source().length, example: window.rulesApp.state().example, fromLink: window.rulesApp.state().fromLink }));
        assert.deepEqual(st, { source: st.source, example: 'tictactoe', fromLink: false });
        assert.ok(st.source < 10000);
      }],
    ]) {
      const page = await openRules(hash);
      try {
        await check(page);
        await rulesRecovers(page);
        assert.deepEqual(page.errors.map(String), []);
      } finally {
        await page.close();
      }
    }
  });
});
