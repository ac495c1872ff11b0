'use strict';
// Browser tests of the pursuit-game page (board.html) in headless Chromium through
// playwright-core, served over http and opened from disk (file://). Expected
// verdicts are computed here with the module in Node from the board's text.
//
//   node --test tests/browser/board.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const H = require('./helpers');

const skip = H.moduleMissing;
const BOARD_FILE_URL = pathToFileURL(path.join(H.ROOT, 'board.html')).href;

const S = H.useBrowser(skip);
let gg;
before(async () => {
  if (skip) return;
  gg = await require(path.join(H.ROOT, 'web', 'generated', 'gamegraph.js'))();
});

async function open(url, size) {
  const page = await H.openApp(S.browser, url, 'boardApp', size);
  await solved(page, 1);
  return page;
}

// Waits until at least `count` solves are done and nothing is running.
async function solved(page, count) {
  await page.waitForFunction(
    (n) => window.boardApp.state.solveCount >= n && document.getElementById('app').dataset.status === 'idle',
    count
  );
}

async function idle(page) {
  await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle');
}

const solveCount = (page) => page.evaluate(() => window.boardApp.state.solveCount);
const text = (page, sel) => page.$eval(sel, (e) => e.textContent.trim());

// Clicks the centre of a cell or vertex, scrolled into view first.
async function clickCell(page, cell, opts) {
  const p = await page.evaluate((c) => {
    const q = window.boardApp.cellCenter(c);
    if (q.y < 20 || q.y > window.innerHeight - 20) window.scrollBy(0, q.y - window.innerHeight / 2);
    return window.boardApp.cellCenter(c);
  }, cell);
  await page.mouse.click(p.x, p.y, opts);
}

// What the module in Node says about a police-and-thief text.
function expected(boardText) {
  const g = gg.solvePursuitText(boardText, 'police-thief');
  try {
    return { winner: g.start.winner, depth: g.start.depth, answer: g.answer };
  } finally {
    g.delete();
  }
}

function sentence(e) {
  const moves = `${e.depth} move${e.depth === 1 ? '' : 's'}`;
  if (e.winner === 1) return `Police catch the thief in ${moves}`;
  if (e.winner === 2) return `The thief escapes in ${moves}`;
  return 'Draw: the thief is never caught and never escapes';
}

async function boardText(page) {
  return page.evaluate(() => window.boardApp.toText(window.boardApp.state.model));
}

test('the article\'s game: verdict with its depth, in a Web Worker', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const t = await boardText(page);
    const e = expected(t);
    assert.equal(e.answer, 'Police catches the thief');
    assert.equal(await text(page, '#verdict'), 'Police catch the thief in 9 moves');
    assert.equal(sentence(e), 'Police catch the thief in 9 moves');
    assert.match(await text(page, '#status'), /in a Web Worker/);
    assert.equal(await page.evaluate(() => window.boardApp.client.mode()), 'worker');
    // the canvas is drawn at the board's size
    const size = await page.$eval('#board', (c) => [c.clientWidth, c.clientHeight]);
    assert.ok(size[0] > 200 && size[1] > 150, `${size}`);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('edit a board with the mouse and the keyboard, solve, read the verdict', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    // a 4 x 6 empty board
    await page.fill('#rows', '4');
    await page.fill('#cols', '6');
    await page.click('#resize');
    await page.click('#clear');
    // place the police (mouse), the thief (keyboard), paint walls (drag), an exit
    await page.check('input[name=tool][value=pursuer]');
    await clickCell(page, 0);
    await page.focus('#board');
    await page.evaluate(() => {
      window.boardApp.canvas.cursor = 0;
    });
    await page.keyboard.press('t'); // the thief's tool
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space'); // thief on (2, 6): cell 11
    await page.keyboard.press('w'); // walls
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space'); // a wall on (3, 4): cell 15
    // drag a wall along row 2, columns 2..4 (cells 7, 8, 9)
    const a = await page.evaluate(() => window.boardApp.cellCenter(7));
    const b = await page.evaluate(() => window.boardApp.cellCenter(9));
    await page.check('input[name=tool][value=wall]');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, a.y, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    // an exit in the corner (4, 1): cell 18
    await page.check('input[name=tool][value=exit]');
    await clickCell(page, 18);
    await idle(page);
    const t = await boardText(page);
    assert.equal(t, '4 6\nP.....\n.***.T\n...*..\nE.....\n');
    // and solve by the button (the edits solve by themselves too)
    const before = await solveCount(page);
    await page.click('#solve');
    await solved(page, before + 1);
    const e = expected(t);
    assert.equal(await text(page, '#verdict'), sentence(e));
    assert.equal(await page.$eval('#verdict', (v) => Number(v.dataset.depth)), e.depth);
    // Right-click erases; the board as text goes to the paste box.
    await page.check('input[name=tool][value=wall]');
    await clickCell(page, 8, { button: 'right' });
    await idle(page);
    await page.click('#to-text');
    assert.equal(await page.inputValue('#paste-text'), '4 6\nP.....\n.*.*.T\n...*..\nE.....\n');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('a pasted board in the article\'s format, and the maps of both pieces', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const t = '5 7\n...*..E\n.P.*...\n...*.*.\n.....*T\n*..**..\n';
    await page.click('#paste-box summary');
    await page.fill('#paste-text', t);
    const before = await solveCount(page);
    await page.click('#load-text');
    await solved(page, before + 1);
    const e = expected(t);
    assert.equal(await text(page, '#verdict'), sentence(e));
    assert.equal(await boardText(page), t);
    // the maps agree with the module, cell by cell
    const g = gg.solvePursuitText(t, 'police-thief');
    try {
      for (const piece of ['pursuer', 'evader']) {
        await page.check(`input[name=view][value=${piece}]`);
        await page.waitForFunction((p) => window.boardApp.state.view && window.boardApp.state.view.mapPiece === p && window.boardApp.state.view.map, piece);
        const shown = await page.evaluate(() => Array.from(window.boardApp.state.view.map.winner));
        const other = piece === 'pursuer' ? g.start.evader : g.start.pursuer;
        const want = g.map(piece, other, 'pursuer');
        assert.deepEqual(shown, Array.from(want.winner), piece);
        assert.match(await text(page, '#map-note'), piece === 'pursuer' ? /if the police stood there/ : /if the thief stood there/);
      }
    } finally {
      g.delete();
    }
    await page.check('input[name=view][value=plain]');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('step through optimal play forward and back', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const depth = await page.$eval('#verdict', (v) => Number(v.dataset.depth));
    assert.equal(depth, 9);
    for (let i = 1; i <= depth; i++) {
      await page.click('#forward');
      await page.waitForFunction((k) => window.boardApp.state.idx === k && document.querySelectorAll('#moves li').length >= k, i);
    }
    assert.equal(await page.isDisabled('#forward'), true, 'the game has ended');
    assert.match(await text(page, '#narration'), /^Caught: the police win/);
    const last = await page.evaluate(() => window.boardApp.state.history[window.boardApp.state.idx]);
    assert.equal(last.pursuer, last.evader);
    // each move is one step of its side, sides alternating
    const moves = await page.$$eval('#moves li', (li) => li.map((x) => x.textContent));
    assert.equal(moves.length, 9);
    assert.match(moves[0], /^Police \(8, 9\) → /);
    assert.match(moves[1], /^Thief /);
    await page.click('#back');
    await page.waitForFunction(() => window.boardApp.state.idx === 8);
    assert.match(await text(page, '#narration'), /The police to move\. Police catch the thief in 1 move\./);
    await page.click('#to-start');
    await page.waitForFunction(() => window.boardApp.state.idx === 0);
    await page.click('#to-end');
    await page.waitForFunction(() => window.boardApp.state.idx === 9);
    // jump to a move in the list
    await page.click('#moves li:nth-child(4) button');
    await page.waitForFunction(() => window.boardApp.state.idx === 4);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('play against the solver: the person moves the thief, the solver the police', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    await page.check('input[name=human][value=evader]');
    // the police move first: the solver plays, then it is the thief's turn
    await page.waitForFunction(() => window.boardApp.state.idx === 1 && window.boardApp.state.targets);
    const s = await page.evaluate(() => ({
      cur: window.boardApp.state.history[1],
      targets: window.boardApp.state.targets.map((t) => t.evader),
    }));
    assert.equal(s.cur.side, 1);
    assert.ok(s.targets.includes(s.cur.evader), 'the thief may wait');
    assert.equal(await page.isVisible('#pass'), true);
    const to = s.targets.find((c) => c !== s.cur.evader);
    // a click on a cell that is not a move does nothing but say so
    await clickCell(page, 0);
    assert.match(await text(page, '#narration'), /Not a move of the thief/);
    await clickCell(page, to);
    await page.waitForFunction(() => window.boardApp.state.idx === 3);
    const h = await page.evaluate(() => window.boardApp.state.history.slice(0, 4));
    assert.equal(h[2].evader, to, 'the thief went where the person clicked');
    assert.equal(h[3].side, 1, 'the police replied');
    // wait a turn
    await page.click('#pass');
    await page.waitForFunction(() => window.boardApp.state.idx === 5);
    const w = await page.evaluate(() => window.boardApp.state.history.slice(3, 5));
    assert.equal(w[1].evader, w[0].evader);
    // back: to the person's previous turn
    await page.click('#back');
    await page.waitForFunction(() => window.boardApp.state.idx === 3);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('a 64 x 64 open board solves in the worker with progress, the page staying responsive', { skip }, async (t) => {
  const page = await open(S.server.url + 'board.html');
  try {
    const before = await solveCount(page);
    // a timer on the page measures the longest pause of its main thread, and the
    // Long Tasks API the longest task run on it (the page's own work: a pause of
    // the timer alone may be the machine not running the page, on a loaded machine)
    assert.ok(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')));
    await page.evaluate(() => {
      window.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration);
      }).observe({ type: 'longtask' });
      window.ticks = { max: 0, n: 0, last: performance.now() };
      window.tickTimer = setInterval(() => {
        const t = performance.now();
        window.ticks.max = Math.max(window.ticks.max, t - window.ticks.last);
        window.ticks.last = t;
        window.ticks.n++;
      }, 20);
      window.progressSeen = [];
      new MutationObserver(() => {
        const p = document.getElementById('app').dataset.progress;
        if (p !== undefined && window.progressSeen[window.progressSeen.length - 1] !== p) window.progressSeen.push(p);
      }).observe(document.getElementById('app'), { attributes: true, attributeFilter: ['data-progress'] });
    });
    const t0 = Date.now();
    await page.selectOption('#preset', 'open64');
    await page.waitForFunction(() => !document.getElementById('progress').hidden);
    assert.match(await text(page, '#progress-label'), /33,554,432 positions/);
    await solved(page, before + 1);
    const ms = Date.now() - t0;
    const r = await page.evaluate(() => ({
      ticks: window.ticks,
      longestTask: window.longestTask,
      progress: window.progressSeen,
      solveMs: window.boardApp.state.summary.ms,
      states: window.boardApp.state.summary.numStates,
    }));
    assert.equal(r.states, 33554432);
    assert.equal(await text(page, '#verdict'), 'Police catch the thief in 125 moves');
    assert.ok(r.progress.length >= 3, `progress seen: ${r.progress}`);
    assert.ok(r.progress.some((p) => Number(p) > 0 && Number(p) < 100), `progress seen: ${r.progress}`);
    assert.ok(r.ticks.n >= 10, `the page's timer ran ${r.ticks.n} times`);
    // A task's duration is wall-clock time too: on a loaded machine a task of 50 ms
    // that the machine does not run for a while lasts 500 ms and more, and so does the
    // solve in the worker. The solve run on the page would be one task as long as the
    // solve; the page's own tasks are a small part of it, and under 500 ms when the
    // machine runs the solve in a few seconds.
    const taskLimit = Math.max(500, r.solveMs / 8);
    assert.ok(r.longestTask < taskLimit, `a task held the page's main thread ${r.longestTask.toFixed(0)} ms (limit ${taskLimit.toFixed(0)} ms, the solve ${r.solveMs.toFixed(0)} ms)`);
    t.diagnostic(`64 x 64 in Chromium: solve ${r.solveMs.toFixed(0)} ms in the worker, ${ms} ms from the click; ` +
      `longest pause of the page ${r.ticks.max.toFixed(0)} ms, longest task ${r.longestTask.toFixed(0)} ms`);
    // maps and play still answer at once on the solved board
    await page.check('input[name=view][value=pursuer]');
    await page.waitForFunction(() => window.boardApp.state.view && window.boardApp.state.view.map);
    await page.click('#to-end');
    await page.waitForFunction(() => window.boardApp.state.idx === 125);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('bad boards: errors with line and column, missing pieces, too much memory', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    await page.click('#paste-box summary');
    const cases = [
      ['police-thief', '3 4\nP...\n.**X\n...T\n', 3, 4, "unknown cell 'X'"],
      ['police-thief', '2 3\nP..\n.T\n', 3, 3, 'row 2 has 2 cells, expected m = 3'],
      ['police-thief', '2 2\nP.\n..\n', 4, 1, 'no thief'],
      ['police-thief', '2 2\nPT\nT.\n', 3, 1, 'a second thief'],
      ['cop-robber', '3\n0 1 1\n1 0\n1 1 0\n', 3, 4, 'row 2 of the matrix has 2 entries'],
      ['cat-mouse', '[[1,2],[0],[0', 1, 14, "expected ',' or ']'"],
    ];
    for (const [format, t, line, column, part] of cases) {
      await page.selectOption('#paste-format', format);
      await page.fill('#paste-text', t);
      await page.click('#load-text');
      await page.waitForSelector('#paste-error:not([hidden])');
      const msg = await text(page, '#paste-error-text');
      assert.ok(msg.startsWith(`line ${line}, column ${column}: `), msg);
      assert.ok(msg.includes(part), `${msg} lacks ${part}`);
      assert.deepEqual(await page.$eval('#paste-error', (e) => [Number(e.dataset.line), Number(e.dataset.column)]), [line, column]);
      // the caret is put on the error
      const sel = await page.$eval('#paste-text', (ta) => ta.value.slice(0, ta.selectionStart));
      const lines = sel.split('\n');
      assert.equal(lines.length, line, `caret line for ${JSON.stringify(t)}`);
      assert.equal(lines[lines.length - 1].length + 1, column);
    }
    // the board still works; a piece falling off a smaller board is asked for
    await page.selectOption('#paste-format', 'auto');
    await page.fill('#paste-text', '2 3\nP..\n..T\n');
    let before = await solveCount(page);
    await page.click('#load-text');
    await solved(page, before + 1);
    assert.equal(await page.isHidden('#paste-error'), true);
    await page.check('input[name=tool][value=wall]');
    await clickCell(page, 5); // a wall on the thief: refused
    assert.equal(await boardText(page), '2 3\nP..\n..T\n');
    await page.fill('#rows', '2');
    await page.fill('#cols', '2');
    await page.click('#resize');
    await page.waitForSelector('#board-error:not([hidden])');
    assert.match(await text(page, '#board-error-text'), /Place the thief on the board/);
    await idle(page);
    // too big for the module: refused before solving, with the memory needed
    await page.fill('#rows', '128');
    await page.fill('#cols', '128');
    await page.click('#resize');
    await page.check('input[name=tool][value=evader]');
    await clickCell(page, 128 * 128 - 1);
    await idle(page);
    assert.equal(await page.evaluate(() => window.boardApp.state.model.evader), 128 * 128 - 1);
    assert.match(await text(page, '#status'), /press Solve \(536,870,912 positions/);
    await page.click('#solve');
    await page.waitForSelector('#board-error:not([hidden])');
    await idle(page);
    assert.match(
      await text(page, '#board-error-text'),
      /16384 positions, so 536870912 states: solving needs 3\.\d\d GiB of memory, more than this WebAssembly module can still hold/
    );
    // and the page still solves afterwards
    before = await solveCount(page);
    await page.selectOption('#preset', 'escape');
    await solved(page, before + 1);
    assert.equal(await text(page, '#verdict'), 'The thief escapes in 12 moves');
    assert.equal(await page.isHidden('#board-error'), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('graph presets use the graph view with the pieces: cop and robber, cat and mouse', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    let before = await solveCount(page);
    await page.selectOption('#preset', 'boi-grid');
    await solved(page, before + 1);
    await page.waitForFunction(() => window.boardApp.state.history.length > 0);
    assert.equal(await page.isVisible('#cy'), true);
    assert.equal(await page.isHidden('#board'), true);
    const g = await page.evaluate(() => {
      const cy = window.boardApp.graph().view.cy;
      return {
        nodes: cy.nodes().length,
        edges: cy.edges().length,
        cop: cy.nodes('.pg-pursuer').map((n) => n.data('label')),
        robber: cy.nodes('.pg-evader').map((n) => n.data('label')),
      };
    });
    assert.equal(g.nodes, 12);
    assert.equal(g.edges, 17);
    assert.equal(g.cop.length, 1);
    assert.match(g.cop[0], /\nCop$/);
    assert.equal(g.robber.length, 1);
    assert.match(g.robber[0], /\nRobber$/);
    assert.match(await text(page, '#verdict'), /^The cop catches the robber in \d+ moves$/);
    assert.match(await text(page, '#verdict-sub'), /BOI 2014 answer 1: the cop can always win, starting from corners 1, 2/);
    // the map colours the vertices
    await page.check('input[name=view][value=evader]');
    await page.waitForFunction(() => window.boardApp.graph().view.cy.nodes('.pg-plain').length === 0);
    // play the robber by clicking a vertex
    await page.check('input[name=human][value=evader]');
    await page.waitForFunction(() => window.boardApp.state.targets && window.boardApp.state.idx === 1);
    const move = await page.evaluate(() => window.boardApp.state.targets[0].evader);
    const hl = await page.evaluate(() => window.boardApp.graph().view.cy.nodes('.pg-target').map((n) => n.data('v')));
    assert.ok(hl.includes(move));
    // (the drawing still, so that the vertex is where it was measured)
    await page.waitForFunction(() => !window.boardApp.graph().view.cy.animated());
    await clickCell(page, move);
    try {
      await page.waitForFunction(() => window.boardApp.state.idx >= 2);
    } catch (e) {
      const why = await page.evaluate(() => [window.boardApp.state.idx, document.getElementById('narration').textContent]);
      throw new Error(`the robber's move to ${move} was not played: step ${why[0]}, '${why[1]}' (${e.message})`);
    }
    assert.equal(await page.evaluate(() => window.boardApp.state.history[2].evader), move);

    before = await solveCount(page);
    await page.selectOption('#preset', 'boi-cycle');
    await solved(page, before + 1);
    await page.waitForFunction(() => /BOI 2014 answer/.test(document.getElementById('verdict-sub').textContent));
    assert.equal(await text(page, '#verdict'), 'The robber escapes for ever');
    assert.match(await text(page, '#verdict-sub'), /BOI 2014 answer 0/);

    before = await solveCount(page);
    await page.selectOption('#preset', 'lc913');
    await solved(page, before + 1);
    assert.equal(await text(page, '#verdict'), 'Draw: the play goes on for ever');
    await page.check('input[name=view][value=plain]');
    // the drawing redrawn without the map (it had been read before, by luck in time)
    await page.waitForFunction(() => {
      const cy = window.boardApp.graph().view.cy;
      return cy.nodes('.pg-plain').length === cy.nodes().length;
    });
    const labels = await page.evaluate(() => window.boardApp.graph().view.cy.nodes().map((n) => n.data('label')));
    assert.ok(labels.some((l) => /^0 \(hole\)/.test(l)), labels.join(' | '));
    assert.ok(labels.some((l) => /^1\nMouse$/.test(l)), labels.join(' | '));
    assert.ok(labels.some((l) => /^2\nCat$/.test(l)), labels.join(' | '));

    // LeetCode 1728 on a grid: the mouse wins
    before = await solveCount(page);
    await page.selectOption('#preset', 'lc1728');
    await solved(page, before + 1);
    assert.match(await text(page, '#verdict'), /^The mouse wins in \d+ moves$/);
    assert.equal(await page.isVisible('#board'), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('from disk (file://): the worker comes from a Blob, and everything works', { skip }, async () => {
  const page = await open(BOARD_FILE_URL);
  try {
    assert.equal(await text(page, '#verdict'), 'Police catch the thief in 9 moves');
    assert.equal(await page.evaluate(() => window.boardApp.client.mode()), 'blob-worker');
    await page.click('#forward');
    await page.waitForFunction(() => window.boardApp.state.idx === 1);
    const before = await solveCount(page);
    await page.selectOption('#preset', 'boi-grid');
    await solved(page, before + 1);
    assert.equal(await page.isVisible('#cy'), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the nav links the pages', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const links = await page.$$eval('.site-nav a', (a) => a.map((x) => [x.getAttribute('href'), x.getAttribute('aria-current')]));
    assert.deepEqual(links.find((l) => l[0] === 'board.html'), ['board.html', 'page']);
    assert.ok(links.some((l) => l[0] === 'index.html'));
    // the same nav on the graph page (one definition: web/src/ui/site-nav.js)
    await page.click('.site-nav a[href="index.html"]');
    await page.waitForSelector('.site-nav a[href="index.html"][aria-current="page"]');
    assert.ok(await page.isVisible('.site-nav a[href="board.html"]'));
  } finally {
    await page.close();
  }
});

// ---- the moves' values, flags, why (B2) --------------------------------------------------

// The value of a move for its mover, as the page words it, from the module in Node.
function valueWords(cur, after) {
  const mine = cur.side === 0 ? 1 : 2;
  if (after.winner === 0) return 'draw';
  const kind = after.winner === mine ? 'win' : 'lose';
  return after.depth >= 0 ? `${kind} in ${after.depth + 1}` : `${kind} (endless play)`;
}

test('every move of the piece to move is labelled with its value, on the board and in a list', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    await page.waitForFunction(() => window.boardApp.state.moves && window.boardApp.state.view.moveLabels);
    const t = await boardText(page);
    const g = gg.solvePursuitText(t, 'police-thief');
    try {
      const start = g.start;
      const want = Array.from(g.successors(start.state), (s) => g.info(s)).map((a) => [a.pursuer, valueWords(start, a)]);
      const shown = await page.$$eval('#move-values li', (li) => li.map((x) => x.textContent));
      assert.equal(shown.length, want.length);
      for (const [cell, words] of want) {
        const where = `(${Math.floor(cell / 10) + 1}, ${(cell % 10) + 1})`;
        assert.ok(shown.some((s) => s.includes(where) && s.includes(words)), `${where} ${words} in ${shown.join(' | ')}`);
      }
      assert.ok(shown.some((s) => /win in 9/.test(s)), 'the best move wins in 9');
      // the same values on the board, the best marked
      const labels = await page.evaluate(() => window.boardApp.state.view.moveLabels);
      const board = want.filter(([c]) => c !== start.pursuer);
      assert.equal(labels.length, want.length);
      for (const [cell, words] of board) {
        const l = labels.find((x) => x.cell === cell);
        assert.ok(l, `label on ${cell}`);
        assert.equal(l.short, words.startsWith('win') ? 'W' + words.slice(7) : words.startsWith('lose') ? 'L' + words.slice(8) : 'D');
      }
      assert.ok(labels.filter((l) => l.best).every((l) => l.short === 'W9'));
      // one step on: the thief's moves
      await page.click('#forward');
      await page.waitForFunction(() => window.boardApp.state.idx === 1 && /thief/.test(document.getElementById('move-values-title').textContent));
      const cur = await page.evaluate(() => window.boardApp.state.history[1]);
      const n = g.successors(cur.state).length;
      await page.waitForFunction((k) => document.querySelectorAll('#move-values li').length === k, n);
    } finally {
      g.delete();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('a move that throws a win away is flagged when played', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    // a corridor: the thief, to move, wins by going left to the exit, loses by going right
    await page.click('#paste-box summary');
    await page.fill('#paste-text', '1 5\nE.T.P\n');
    let before = await solveCount(page);
    await page.click('#load-text');
    await solved(page, before + 1);
    before = await solveCount(page);
    await page.selectOption('#first', 'evader');
    await page.waitForFunction(() => window.boardApp.state.history.length && window.boardApp.state.history[0].side === 1);
    await page.check('input[name=human][value=evader]');
    await page.waitForFunction(() => window.boardApp.state.human === 'evader' && window.boardApp.state.idx === 0 && window.boardApp.state.targets && window.boardApp.state.moves);
    const bad = await page.evaluate(() => window.boardApp.state.moves.findIndex((x) => x.value.kind !== 'win'));
    assert.ok(bad >= 0, 'the thief has a move that does not win');
    const good = await page.evaluate(() => window.boardApp.state.moves.find((x) => x.value.kind === 'win').value.n);
    await page.click(`#move-values button[data-move="${bad}"]`);
    await page.waitForSelector('#flag:not([hidden])');
    assert.match(await text(page, '#flag'), new RegExp(`^That move threw away a win: the thief had win in ${good}, now (lose in \\d+|draw)\\.$`));
    // the flag stays on the move in the list
    assert.equal(await page.$$eval('#moves li.pg-blunder', (li) => li.length), 1);
    assert.equal(await page.$eval('#moves li.pg-blunder', (li) => li.dataset.i), '1');
    // a winning move is not flagged
    await page.click('#to-start');
    await page.waitForFunction(() => window.boardApp.state.idx === 0 && window.boardApp.state.targets);
    const win = await page.evaluate(() => window.boardApp.state.moves.findIndex((x) => x.value.kind === 'win'));
    await page.click(`#move-values button[data-move="${win}"]`);
    await page.waitForFunction(() => window.boardApp.state.idx >= 1);
    assert.equal(await page.isHidden('#flag'), true);
    assert.equal(await page.$$eval('#moves li.pg-blunder', (li) => li.length), 0);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('Why? explains a win, a loss and a draw in words', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    await page.click('#why-btn');
    await page.waitForFunction(() => /A win for the police/.test(document.getElementById('why').textContent));
    const best = await page.evaluate(() => window.boardApp.state.history[1]);
    const where = (c) => `(${Math.floor(c / 10) + 1}, ${(c % 10) + 1})`;
    assert.match(await text(page, '#why'), new RegExp(`moving \\(8, 9\\) → ${where(best.pursuer).replace(/[()]/g, '\\$&')} leaves the thief lost in 8 moves`));
    // a loss: every move, each with the reply that beats it
    let before = await solveCount(page);
    await page.selectOption('#preset', 'escape');
    await solved(page, before + 1);
    await page.waitForFunction(() => /A loss for the police in 12 moves/.test(document.getElementById('why').textContent));
    const moves = await page.evaluate(() => window.boardApp.state.moves.length);
    await page.waitForFunction((k) => document.querySelectorAll('#why li').length === k, moves);
    const items = await page.$$eval('#why li', (li) => li.map((x) => x.textContent));
    for (const s of items) assert.match(s, /: the thief replies .+ and wins in \d+ moves?\.$|the game ends at once/);
    // a draw
    before = await solveCount(page);
    await page.selectOption('#preset', 'draw');
    await solved(page, before + 1);
    await page.waitForFunction(() => /A draw: no move of the police wins/.test(document.getElementById('why').textContent));
    const d = await page.$$eval('#why li', (li) => li.map((x) => x.textContent));
    assert.ok(d.some((s) => /keeps the draw/.test(s)), d.join(' | '));
    assert.ok(d.every((s) => /keeps the draw|replies|ends at once/.test(s)), d.join(' | '));
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// ---- share, embed, export (B1) -----------------------------------------------------------

// The link once written for the board as it is now (the page writes it a moment
// after the last change: a link already in the address bar may be an older board's).
async function linkWritten(page, re) {
  await page.waitForFunction((src) => document.getElementById('app').dataset.link === 'written' && new RegExp(src).test(location.hash), re.source);
  return page.evaluate(() => location.href);
}

test('a custom board is shared by its link: board, pieces and rules restored exactly, as one\'s own board', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  let other;
  try {
    await page.check('input[name=tool][value=wall]');
    await clickCell(page, 2); // a wall at (1, 3)
    await page.selectOption('#moves-evader', 'slides8');
    await page.fill('#reach-evader', '3');
    await page.dispatchEvent('#reach-evader', 'change');
    await page.selectOption('#draw-as', 'evader');
    await page.check('input[name=tool][value=evader]');
    await clickCell(page, 0 * 10 + 9); // the thief to (1, 10)
    await idle(page);
    const url = await linkWritten(page, /(^#|&)(g|gz)=.*/);
    assert.doesNotMatch(url, /preset=/);
    const want = await page.evaluate(() => ({ text: window.boardApp.toText(window.boardApp.state.model), rules: window.boardApp.state.model.rules, verdict: document.getElementById('verdict').textContent }));
    other = await open(url);
    const got = await other.evaluate(() => ({ text: window.boardApp.toText(window.boardApp.state.model), rules: window.boardApp.state.model.rules, verdict: document.getElementById('verdict').textContent }));
    assert.deepEqual(got, want);
    assert.equal(await other.$eval('#moves-evader', (s) => s.value), 'slides8');
    assert.equal(await other.$eval('#reach-evader', (s) => s.value), '3');
    assert.equal(await other.$eval('#draw-as', (s) => s.value), 'evader');
    assert.equal(await other.$eval('#preset', (s) => s.value), '');
    await other.close();
    // a graph: the cat moved to another vertex
    let before = await solveCount(page);
    await page.selectOption('#preset', 'lc913');
    await solved(page, before + 1);
    assert.match(await linkWritten(page, /^#preset=lc913$/), /#preset=lc913$/);
    await page.check('input[name=tool][value=pursuer]');
    await clickCell(page, 4);
    await idle(page);
    const gurl = await linkWritten(page, /(g|gz)=/);
    const gwant = await page.evaluate(() => {
      const m = window.boardApp.state.model;
      return { p: m.pursuer, e: m.evader, n: m.n, edges: Array.from(m.edges), exits: Array.from(m.exits), forbidden: Array.from(m.forbidden.pursuer), labels: m.labels, family: m.family, verdict: document.getElementById('verdict').textContent };
    });
    assert.equal(gwant.p, 4);
    other = await open(gurl);
    const ggot = await other.evaluate(() => {
      const m = window.boardApp.state.model;
      return { p: m.pursuer, e: m.evader, n: m.n, edges: Array.from(m.edges), exits: Array.from(m.exits), forbidden: Array.from(m.forbidden.pursuer), labels: m.labels, family: m.family, verdict: document.getElementById('verdict').textContent };
    });
    assert.deepEqual(ggot, gwant);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(other.errors, []);
  } finally {
    await page.close();
    if (other && !other.isClosed()) await other.close();
  }
});

test('an edited preset is one\'s own board: the picker says so, the note names the preset it came from, the link carries the board, not the preset', { skip }, async () => {
  const page = await open(S.server.url + 'board.html#preset=article');
  let other;
  try {
    const picker = page.getByRole('combobox', { name: 'Load a preset' });
    const chosen = () => picker.evaluate((s) => s.options[s.selectedIndex].text);
    assert.equal(await chosen(), 'Police and thief: the article’s game');
    await linkWritten(page, /^#preset=article$/);
    // a wall painted: the board is no longer the preset
    let before = await solveCount(page);
    await page.getByRole('radio', { name: 'Wall' }).check();
    await clickCell(page, 2);
    await solved(page, before + 1);
    await page.waitForFunction(() => document.getElementById('preset').value === '');
    assert.equal(await chosen(), '(your own)');
    assert.equal(await text(page, '#preset-note'), 'Your own version, edited from “Police and thief: the article’s game”; the link carries it as edited.');
    const url = await linkWritten(page, /(^#|&)(g|gz)=/);
    assert.doesNotMatch(url, /preset=/);
    // the link opens the edited board as one's own, not the preset
    const want = await boardText(page);
    other = await open(url);
    assert.equal(await boardText(other), want);
    assert.equal(await other.$eval('#preset', (s) => s.options[s.selectedIndex].text), '(your own)');
    await other.close();
    // the note follows the language
    await page.selectOption('#lang', 'uk');
    await page.waitForFunction(() => /змінений з «Поліція/.test(document.getElementById('preset-note').textContent));
    await page.selectOption('#lang', 'en');
    // a preset chosen again is the preset; a change of the rules alone is an edit too
    before = await solveCount(page);
    await picker.selectOption('lc913');
    await solved(page, before + 1);
    await linkWritten(page, /^#preset=lc913$/);
    assert.equal(await chosen(), 'Cat and mouse on a graph (LeetCode 913, example 1)');
    await page.getByRole('checkbox', { name: 'The pursuer may wait (pass)' }).check();
    await page.waitForFunction(() => document.getElementById('preset').value === '');
    assert.match(await text(page, '#preset-note'), /edited from “Cat and mouse on a graph \(LeetCode 913, example 1\)”/);
    assert.doesNotMatch(await linkWritten(page, /(^#|&)(g|gz)=/), /preset=/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
    if (other && !other.isClosed()) await other.close();
  }
});

test('LeetCode 1728\'s game is cat-mouse-grid in its link, as its command and format are; a link with its older name (f=cat-mouse-food) opens the same game', { skip }, async () => {
  const page = await open(S.server.url + 'board.html#preset=lc1728');
  let other;
  try {
    const shown = (p) => p.evaluate(() => ({
      family: window.boardApp.state.model.family,
      text: window.boardApp.toText(window.boardApp.state.model),
      rules: window.boardApp.state.model.rules,
      verdict: document.getElementById('verdict').textContent,
      judge: document.getElementById('judge').dataset.answer,
      pieces: document.getElementById('tool-pursuer').textContent + ' / ' + document.getElementById('tool-evader').textContent,
    }));
    // an edit makes the board one's own: the link carries its family
    const before = await solveCount(page);
    await page.check('input[name=tool][value=wall]');
    await clickCell(page, 8); // a wall at (2, 4)
    await solved(page, before + 1);
    const url = await linkWritten(page, /(^#|&)(g|gz)=/);
    assert.match(url, /[#&]f=cat-mouse-grid(&|$)/);
    const want = await shown(page);
    assert.equal(want.family, 'cat-mouse-grid');
    assert.match(want.verdict, /mouse|cat/i);
    assert.equal(want.pieces, 'Cat / Mouse');
    for (const link of [url, url.replace(/([#&])f=cat-mouse-grid(?=&|$)/, '$1f=cat-mouse-food')]) {
      other = await open(link);
      assert.deepEqual(await shown(other), want, link);
      assert.deepEqual(other.errors, []);
      await other.close();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
    if (other && !other.isClosed()) await other.close();
  }
});

test('embedded at 640 x 440 and 400 x 300: the board, the verdict and the controls, nothing clipped', { skip }, async () => {
  for (const [width, height] of [[640, 440], [400, 300]]) {
    const page = await H.openApp(S.browser, S.server.url + 'board.html#preset=article&embed=1', 'boardApp', { width, height });
    try {
      await idle(page);
      await page.waitForFunction(() => window.boardApp.state.history.length > 0);
      const r = await page.evaluate(() => {
        const inside = (sel) => {
          const b = document.querySelector(sel).getBoundingClientRect();
          return b.width > 0 && b.height > 0 && b.left >= 0 && b.top >= 0 && b.right <= window.innerWidth + 0.5 && b.bottom <= window.innerHeight + 0.5;
        };
        return {
          fits: document.documentElement.scrollHeight <= window.innerHeight + 1 && document.documentElement.scrollWidth <= window.innerWidth,
          parts: ['#verdict', '#board', '#to-start', '#back', '#play-toggle', '#forward', '#to-end', '.embed-full'].filter((s) => !inside(s)),
          cell: window.boardApp.canvas.cs,
        };
      });
      assert.ok(r.fits, `${width}x${height}: the page fits its frame`);
      assert.deepEqual(r.parts, [], `${width}x${height}: clipped or hidden`);
      assert.ok(r.cell >= 12, `${width}x${height}: cells of ${r.cell} px`);
      await page.click('#forward');
      await page.waitForFunction(() => window.boardApp.state.idx === 1);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  }
});

test('exports: PNG and SVG of the board, CSV and JSON of every cell\'s value', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const grab = async (sel) => {
      const [d] = await Promise.all([page.waitForEvent('download'), page.click(sel)]);
      return { name: d.suggestedFilename(), data: await H.downloadBytes(d) };
    };
    const png = await grab('#export-png');
    assert.match(png.name, /\.png$/);
    assert.deepEqual([...png.data.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
    const svg = (await grab('#export-svg')).data.toString();
    const t = await boardText(page);
    const walls = (t.match(/\*/g) || []).length;
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal((svg.match(/class="wall"/g) || []).length, walls);
    assert.equal((svg.match(/class="exit"/g) || []).length, 1);
    assert.match(svg, /<g class="pursuer">/);
    assert.match(svg, /<g class="evader">/);
    const g = gg.solvePursuitText(t, 'police-thief');
    try {
      const s = g.start;
      const pm = g.map('pursuer', s.evader, 'pursuer');
      const em = g.map('evader', s.pursuer, 'pursuer');
      const WIN = ['draw', 'pursuer', 'evader'];
      const csvText = (await grab('#export-csv')).data.toString();
      const lines = csvText.trim().split('\n');
      assert.equal(lines[0], 'cell,row,col,type,if_police_here_winner,if_police_here_depth,if_thief_here_winner,if_thief_here_depth');
      assert.equal(lines.length, 1 + 80);
      for (let c = 0; c < 80; c++) {
        const f = lines[1 + c].match(/("[^"]*"|[^,]*)(,|$)/g).map((x) => x.replace(/,$/, '').replace(/^"|"$/g, ''));
        const wall = pm.winner[c] > 2;
        assert.equal(f[0], `(${Math.floor(c / 10) + 1}, ${(c % 10) + 1})`);
        assert.equal(f[3], wall ? 'wall' : c === 0 ? 'exit' : 'free', `cell ${c}`);
        assert.equal(f[4], wall ? '' : WIN[pm.winner[c]], `cell ${c}`);
        assert.equal(f[5], wall || pm.depth[c] < 0 ? '' : String(pm.depth[c]), `cell ${c}`);
        assert.equal(f[6], wall ? '' : WIN[em.winner[c]], `cell ${c}`);
        assert.equal(f[7], wall || em.depth[c] < 0 ? '' : String(em.depth[c]), `cell ${c}`);
      }
      const j = JSON.parse((await grab('#export-json')).data.toString());
      assert.equal(j.toMove, 'pursuer');
      assert.deepEqual(j.position, { winner: 'pursuer', depth: 9 });
      assert.equal(j.cells.length, 80);
      assert.equal(j.cells[79].pursuerHere.depth, pm.depth[79] >= 0 ? pm.depth[79] : null);
      assert.equal(j.board.text, t);
    } finally {
      g.delete();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// ---- LeetCode (B3) -----------------------------------------------------------------------

test('LeetCode presets show the judge\'s answer and take the literal input as pasted', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    const judge = () => page.$eval('#judge', (e) => (e.hidden ? null : [e.textContent.trim(), e.dataset.answer]));
    const answer = (text, preset) => {
      const g = gg.solvePursuitText(text, preset);
      try {
        return g.answer;
      } finally {
        g.delete();
      }
    };
    assert.equal(await judge(), null, 'no judge for police and thief');
    let before = await solveCount(page);
    await page.selectOption('#preset', 'lc913');
    await solved(page, before + 1);
    await page.waitForFunction(() => !document.getElementById('judge').hidden);
    assert.deepEqual(await judge(), ['LeetCode 913 answer: 0', answer('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n', 'cat-mouse')]);
    before = await solveCount(page);
    await page.selectOption('#preset', 'lc1728');
    await solved(page, before + 1);
    await page.waitForFunction(() => document.getElementById('judge').dataset.answer === 'true');
    assert.equal(answer('["####F","#C...","M...."]\n1 2\n', 'cat-mouse-grid'), 'true');
    assert.equal((await judge())[0], 'LeetCode 1728 answer: true');
    // pasted as LeetCode shows them, with the format detected
    await page.click('#paste-box summary');
    const cases = [
      ['graph = [[1,3],[0],[3],[0,2]]', '[[1,3],[0],[3],[0,2]]\n', 'cat-mouse', 913],
      ['[[1,3],[0],[3],[0,2]]', '[[1,3],[0],[3],[0,2]]\n', 'cat-mouse', 913],
      ['grid = ["M.C...F"], catJump = 1, mouseJump = 4', '["M.C...F"]\n1 4\n', 'cat-mouse-grid', 1728],
      ['["M.C...F"], 1, 5', '["M.C...F"]\n1 5\n', 'cat-mouse-grid', 1728],
      ['grid = ["####F","#C...","M...."]\ncatJump = 1\nmouseJump = 2', '["####F","#C...","M...."]\n1 2\n', 'cat-mouse-grid', 1728],
      ['mouseJump = 1, catJump = 2, grid = ["C...#","....#","M..F."]', '["C...#","....#","M..F."]\n2 1\n', 'cat-mouse-grid', 1728],
    ];
    for (const [pasted, canonical, preset, problem] of cases) {
      await page.selectOption('#paste-format', 'auto');
      await page.fill('#paste-text', pasted);
      before = await solveCount(page);
      await page.click('#load-text');
      await solved(page, before + 1);
      await page.waitForFunction(() => window.boardApp.state.history.length > 0);
      assert.equal(await page.isHidden('#paste-error'), true, pasted);
      const want = answer(canonical, preset).split('\n')[0];
      assert.deepEqual(await judge(), [`LeetCode ${problem} answer: ${want}`, want], pasted);
    }
    // errors name the line and column of the text as pasted
    const bad = [
      ['grid = ["####F","#C..X","M...."], catJump = 1, mouseJump = 2', 1, 'grid = ["####F","#C..'.length + 1],
      ['grid = ["####F"],\n  catJump = 1,\n  mouseJump = x', 3, 'mouseJump = '.length + 3],
      ['graph = [[1,3],[0],[3],[0,2]', 1, 'graph = [[1,3],[0],[3],[0,2]'.length + 1],
      ['grid = ["M.F"], catJump = 1, jump = 2', 1, 'grid = ["M.F"], catJump = 1, '.length + 1],
      ['grid = ["M.F"], catJump = 1', 1, 'grid = ["M.F"], catJump = 1'.length + 1],
    ];
    for (const [pasted, line, column] of bad) {
      await page.selectOption('#paste-format', 'auto');
      await page.fill('#paste-text', pasted);
      await page.click('#load-text');
      await page.waitForSelector('#paste-error:not([hidden])');
      const msg = await text(page, '#paste-error-text');
      assert.ok(msg.startsWith(`line ${line}, column ${column}: `), `${pasted}: ${msg}`);
      const sel = await page.$eval('#paste-text', (ta) => ta.value.slice(0, ta.selectionStart));
      assert.equal(sel.split('\n').length, line);
      assert.equal(sel.split('\n').pop().length + 1, column);
      await page.evaluate(() => window.boardApp.store.set({ pasteError: null }));
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// ---- Ukrainian, first screen, icons, the text kept (B4) ------------------------------------

test('in Ukrainian: the new controls, the moves\' values and Why?; icons, not glyphs', { skip }, async () => {
  const page = await open(S.server.url + 'board.html#lang=uk');
  try {
    await page.waitForFunction(() => window.boardApp.state.moves);
    assert.equal(await text(page, '#why-btn'), 'Чому?');
    assert.equal(await page.$eval('#forward', (b) => b.getAttribute('aria-label')), 'Вперед');
    assert.equal(await text(page, '#move-values-title'), 'Ходи сторони «поліція» звідси');
    const items = await page.$$eval('#move-values li', (li) => li.map((x) => x.textContent));
    assert.ok(items.some((s) => /виграш за 9/.test(s)), items.join(' | '));
    assert.match(await text(page, '#copy-link'), /Копіювати посилання/);
    await page.click('#why-btn');
    await page.waitForFunction(() => /Поліція виграє: хід/.test(document.getElementById('why').textContent));
    // the status's numbers in the Ukrainian way (a space between thousands)
    assert.match(await text(page, '#status'), /Розв’язано 6\s050 позицій/);
    // every button of the replay is an SVG icon with a label; no glyph that a font may lack
    const glyphs = await page.evaluate(() => {
      const bad = /[◀▶↵⏮⏭⏯]/;
      return [...document.querySelectorAll('button, label, summary, h2, p')].filter((e) => e.offsetParent && bad.test(e.textContent)).map((e) => e.id || e.textContent);
    });
    assert.deepEqual(glyphs, []);
    assert.equal(await page.$$eval('#replay button svg.icon', (s) => s.length), 5);
    // English words do not stay behind in the page's own parts
    const english = await page.evaluate(() => {
      const words = /\b(the|moves?|wins?|police|thief|Board|Export|Copy|Undo|Speed)\b/;
      return [...document.querySelectorAll('#results *, #setup-title, .input-panel *')]
        .filter((e) => e.offsetParent && e.children.length === 0 && words.test(e.textContent) && !e.closest('code, kbd, textarea'))
        .map((e) => e.textContent.trim());
    });
    assert.deepEqual(english, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

test('the verdict and the whole board in the first screen of a laptop and a phone', { skip }, async () => {
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    for (const preset of ['article', 'lc1728']) {
      const page = await H.openApp(S.browser, S.server.url + 'board.html#preset=' + preset, 'boardApp', { width, height });
      try {
        await solved(page, 1);
        await page.waitForFunction(() => window.boardApp.state.history.length > 0);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const r = await page.evaluate(() => {
          const box = (sel) => document.querySelector(sel).getBoundingClientRect();
          return { verdict: box('#verdict'), board: box('#board'), scrollY: window.scrollY, h: window.innerHeight, w: window.innerWidth };
        });
        assert.equal(r.scrollY, 0);
        for (const k of ['verdict', 'board']) {
          assert.ok(r[k].top >= 0 && r[k].bottom <= r.h && r[k].right <= r.w && r[k].height > 0, `${width}x${height} ${preset}: ${k} ${JSON.stringify(r[k])}`);
        }
        assert.deepEqual(page.errors, []);
      } finally {
        await page.close();
      }
    }
  }
});

test('the pasted text is kept as typed and restored on reload; a preset over it can be undone', { skip }, async () => {
  const page = await open(S.server.url + 'board.html');
  try {
    await page.click('#paste-box summary');
    const mine = '3 4\nP..*\n.*..\n..TE\n';
    await page.fill('#paste-text', '');
    await page.type('#paste-text', mine);
    assert.match(await text(page, '#draft-note'), /Saved in this browser/);
    const before = await solveCount(page);
    await page.click('#load-text');
    await solved(page, before + 1);
    await page.waitForFunction(() => /(^#|&)gz?=/.test(location.hash)); // the board is in the link
    await page.fill('#paste-text', mine + '% my notes');
    await page.reload();
    await H.appReady(page, 'boardApp');
    assert.equal(await page.inputValue('#paste-text'), mine + '% my notes');
    assert.equal(await page.isVisible('#paste-text'), true);
    assert.match(await text(page, '#draft-note'), /restored/);
    // the board came back from the link
    await idle(page);
    assert.equal(await boardText(page), mine);
    // a preset picked over the edited text: undo brings the text and the board back
    const n = await solveCount(page);
    await page.selectOption('#preset', 'escape');
    await solved(page, n + 1);
    assert.notEqual(await page.inputValue('#paste-text'), mine + '% my notes');
    await page.waitForSelector('#undo-row:not([hidden])');
    const m = await solveCount(page);
    await page.click('#undo-preset');
    await solved(page, m + 1);
    assert.equal(await page.inputValue('#paste-text'), mine + '% my notes');
    assert.equal(await boardText(page), mine);
    assert.equal(await page.isHidden('#undo-row'), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.evaluate(() => localStorage.clear());
    await page.close();
  }
});

test('a small board (400 x 300 frame): every text drawn on the board fits its badge (values too wide for a cell become dots)', { skip }, async () => {
  const page = await S.browser.newPage({ viewport: { width: 400, height: 300 } });
  try {
    H.collectErrors(page, { console: false });
    await page.addInitScript(() => {
      window.__texts = [];
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
        if (this.canvas.id === 'board') {
          const w = this.measureText(text).width;
          const left = this.textAlign === 'center' ? x - w / 2 : this.textAlign === 'right' || this.textAlign === 'end' ? x - w : x;
          const m = this.getTransform();
          window.__texts.push({ text: String(text), left: m.a * left + m.e, right: m.a * (left + w) + m.e, width: this.canvas.width });
        }
        return fillText.call(this, text, x, y, ...rest);
      };
    });
    await page.goto(S.server.url + 'board.html#preset=article&embed=1&lang=uk');
    await H.appReady(page, 'boardApp');
    await solved(page, 1);
    await page.waitForFunction(() => window.__texts.some((t) => /\d/.test(t.text)));
    // a value's badge is at most a cell wide less 4 px: its text (white on the blue
    // of a win) must fit inside it, or its ends vanish on the white cells around
    const out = await page.evaluate(() => {
      const cs = window.boardApp.canvas.cs * devicePixelRatio;
      return window.__texts.filter((t) => t.left < -0.5 || t.right > t.width + 0.5 || t.right - t.left > cs - 6);
    });
    assert.deepEqual(out, [], 'texts wider than their badge or crossing the board\'s edge');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});

// What of the rules panel is not shown whole: a select narrower than its chosen
// option needs, a text or control past the fieldset's edge, a text under a control.
async function rulesCut(page) {
  return page.evaluate(() => {
    const fs = document.getElementById('rules');
    const box = fs.getBoundingClientRect();
    const out = [];
    const shown = (e) => e.getClientRects().length > 0;
    const inside = (r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    const controls = [...fs.querySelectorAll('select, input')].filter(shown);
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      if (!inside(r)) out.push(`#${c.id} past the fieldset`);
      if (c.tagName !== 'SELECT') continue;
      // the select as wide as its chosen option needs (its own width when nothing holds it)
      const alone = c.cloneNode(false);
      alone.removeAttribute('id');
      alone.add(new Option(c.options[c.selectedIndex].text));
      alone.style.position = 'absolute';
      alone.style.visibility = 'hidden';
      alone.style.width = 'auto';
      alone.style.minWidth = '0';
      alone.style.maxWidth = 'none';
      c.parentNode.appendChild(alone);
      const need = alone.getBoundingClientRect().width;
      alone.remove();
      if (r.width + 0.5 < need) out.push(`#${c.id} cut: "${c.options[c.selectedIndex].text}" needs ${need} px, has ${r.width}`);
    }
    const walker = document.createTreeWalker(fs, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim() || !shown(n.parentElement) || n.parentElement.closest('select')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (!inside(r)) out.push(`"${n.textContent.trim()}" past the fieldset`);
        for (const c of controls) {
          const q = c.getBoundingClientRect();
          if (r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5) out.push(`"${n.textContent.trim()}" under #${c.id}`);
        }
      }
    }
    return out;
  });
}

test('in Ukrainian on a laptop and a phone, the rules panel shows every text whole (no select cut, nothing past its fieldset)', { skip }, async () => {
  for (const [width, height] of [[1366, 768], [390, 844], [360, 780]]) {
    const page = await open(S.server.url + 'board.html#lang=uk', { width, height });
    try {
      const sets = await page.$$eval('#moves-pursuer option', (os) => os.map((o) => o.value));
      assert.ok(sets.length >= 5);
      for (const v of sets) {
        // every move set, as either side's choice, and each ending of the other selects
        await page.evaluate((x) => {
          for (const id of ['moves-pursuer', 'moves-evader']) document.getElementById(id).value = x;
          const da = document.getElementById('draw-as');
          da.selectedIndex = (da.selectedIndex + 1) % da.options.length;
          const first = document.getElementById('first');
          first.selectedIndex = (first.selectedIndex + 1) % first.options.length;
        }, v);
        assert.deepEqual(await rulesCut(page), [], `${width}x${height}, ${v}`);
      }
      // and the page no wider than the screen
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width}x${height}: wider than the screen`);
      // a graph preset (its rules without the grid's rows)
      await page.selectOption('#preset', 'lc913');
      await solved(page, 2);
      assert.deepEqual(await rulesCut(page), [], `${width}x${height}, LeetCode 913`);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  }
});

// Whether the line's parts stay inside the play card, never wider than it.
async function lineInCard(page) {
  return page.evaluate(() => {
    const card = document.getElementById('moves').closest('.card').getBoundingClientRect();
    const out = [];
    for (const id of ['moves-box', 'moves', 'moves-cycle']) {
      const e = document.getElementById(id);
      if (!e || e.hidden || !e.getClientRects().length) continue;
      const r = e.getBoundingClientRect();
      if (r.left < card.left - 0.5 || r.right > card.right + 0.5) out.push(`#${id} past the card`);
      if (e.scrollWidth > e.clientWidth + 1) out.push(`#${id} scrolls sideways (${e.scrollWidth} > ${e.clientWidth})`);
    }
    for (const b of document.querySelectorAll('#moves-cycle button')) {
      const r = b.getBoundingClientRect();
      if (r.left < card.left - 0.5 || r.right > card.right + 0.5) out.push(`"${b.textContent}" past the card`);
    }
    return out;
  });
}

test('LeetCode 913: a draw by repetition names its repeating positions instead of 200 moves; no line is cut or scrolls sideways', { skip }, async () => {
  // the line the page follows, from the module: the positions until one comes back
  const g = gg.solvePursuitText('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n', 'cat-mouse');
  let want;
  try {
    const line = Array.from(g.line(g.startState, 200), (s) => g.info(s));
    const seen = new Map();
    let j = 0;
    while (!seen.has(line[j].state)) seen.set(line[j].state, j++);
    const start = seen.get(line[j].state);
    want = { start, cycle: line.slice(start, j).map((x) => `cat ${x.pursuer}, mouse ${x.evader}`), who: line[start].side === 0 ? 'cat' : 'mouse' };
  } finally {
    g.delete();
  }
  assert.ok(want.cycle.length >= 2);
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const page = await open(S.server.url + 'board.html#preset=lc913', { width, height });
    try {
      await page.waitForFunction(() => window.boardApp.state.history.length > 100 && !document.getElementById('moves-cycle').hidden);
      // the moves up to the repeat, then the positions that repeat, once each
      assert.equal(await page.$$eval('#moves li', (li) => li.length), want.start);
      const cycle = page.getByText(/repeat for ever: a draw by repetition\.$/);
      assert.equal(await cycle.textContent(),
        `Then, the ${want.who} to move, the positions ${want.cycle.join(' → ')} repeat for ever: a draw by repetition.`);
      assert.deepEqual(await lineInCard(page), [], `${width}x${height}`);
      // a position of the cycle goes there; further on, the same position is the one marked
      await cycle.getByRole('button', { name: want.cycle[1] }).click();
      await page.waitForFunction((k) => window.boardApp.state.idx === k, want.start + 1);
      const later = want.start + 1 + 3 * want.cycle.length;
      for (let k = want.start + 1; k < later; k++) await page.getByRole('button', { name: 'Forward', exact: true }).click();
      await page.waitForFunction((k) => window.boardApp.state.idx === k, later);
      assert.equal(await page.$eval('#moves-cycle [aria-current="step"]', (b) => b.textContent), want.cycle[1]);
      assert.deepEqual(page.errors, []);
    } finally {
      await page.close();
    }
  }
  // a long line without a repeat (the police chase the thief down a corridor for
  // 221 moves): its moves in a box that scrolls down, never sideways
  const page = await open(S.server.url + 'board.html', { width: 390, height: 844 });
  try {
    const row = 'P' + '.'.repeat(10) + 'T' + '.'.repeat(100);
    await page.click('#paste-box summary');
    await page.fill('#paste-text', `1 ${row.length}\n${row}\n`);
    const before = await solveCount(page);
    await page.click('#load-text');
    await solved(page, before + 1);
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 221);
    assert.equal(await page.isHidden('#moves-cycle'), true);
    assert.deepEqual(await lineInCard(page), []);
    assert.ok(await page.$eval('#moves-box', (b) => b.scrollHeight > b.clientHeight), 'the box scrolls down');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
