'use strict';
// Browser tests of the race page (race.html, BOI 2008 "Game"): headless Chromium
// through playwright-core, the page served over http AND opened from disk
// (file://). Expected answers come from the module itself in Node
// (build/wasm/gamegraph.js), which tests/node/race.test.js checks independently.
//
//   node --test tests/browser/race.test.js
const { test, describe, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const H = require('./helpers');

const moduleBuilt = fs.existsSync(path.join(H.ROOT, 'web', 'generated', 'gamegraph.js')) &&
  fs.existsSync(path.join(H.ROOT, 'build', 'wasm', 'gamegraph.js'));
const skip = moduleBuilt ? false : 'the module is not built (scripts/build.sh wasm)';
const RACE_FILE_URL = pathToFileURL(path.join(H.ROOT, 'race.html')).href;
const SAMPLE = '2\n4\nA...\n.#..\n....\n...B\n4\nA...\n....\n..#.\n...B\n';

const S = H.useBrowser(skip);
let gg;
before(async () => {
  if (skip) return;
  gg = await require(path.join(H.ROOT, 'build', 'wasm', 'gamegraph.js'))();
});

async function openRace(url, size) {
  const page = await H.openApp(S.browser, url, 'raceApp', size);
  await H.idle(page);
  return page;
}

const idle = H.idle;

// Runs action (which makes the page solve) and waits for that solve to finish.
async function solvedAfter(page, action) {
  const before = await page.evaluate(() => window.raceApp.solveCount);
  await action();
  try {
    await page.waitForFunction((b) => window.raceApp.solveCount > b, before);
  } catch (e) {
    const st = await page.evaluate(() => [document.getElementById('status').textContent, window.raceApp.solveCount]);
    throw new Error(`no solve after ${action.toString()}: status '${st[0]}', ${st[1]} solves (${before} before)`);
  }
  await idle(page);
}

const text = (page, sel) => page.$eval(sel, (e) => e.textContent.replace(/\s+/g, ' ').trim());

async function verdict(page) {
  return {
    badge: await text(page, '#winner-badge'),
    title: await text(page, '#verdict-title'),
    why: await text(page, '#why'),
    full: await text(page, '#full-check'),
  };
}

// The boards of an input as the page's link holds them (the b= of its fragment):
// per board its rows joined by '-' with '#' as 'x', boards joined by '~'.
function linkBoards(input) {
  const lines = input.split('\n');
  const out = [];
  let at = 1;
  for (let k = 0; k < Number(lines[0]); k++) {
    const n = Number(lines[at]);
    out.push(lines.slice(at + 1, at + 1 + n).join('-').replace(/#/g, 'x'));
    at += n + 1;
  }
  return out.join('~');
}

// The step after which the shown race lands on the other piece (what "Go to the
// jump" shows), or -1 without a jump; checked against the solution's jumpSquare.
async function landingStep(page) {
  const { landing, to, jumpSquare } = await page.evaluate(() => {
    const s = window.raceApp.solution;
    const r = s.race;
    for (let o = 0; o < r.length; o += 6) {
      if (r[o + 1] === 0 && r[o + 4] === r[o + 5]) return { landing: o / 6 + 1, to: r[o + 3], jumpSquare: s.jumpSquare };
    }
    return { landing: -1, to: -1, jumpSquare: s.jumpSquare };
  });
  assert.equal(to, jumpSquare, 'the race lands where the solution says');
  return landing;
}

// Whether the canvas shows something at the centre of square q (not the blank page).
async function paintedAt(page, q) {
  return page.evaluate((sq) => {
    const v = window.raceApp.view;
    const c = v.center(sq);
    const ctx = v.canvas.getContext('2d');
    const px = ctx.getImageData(Math.round((c[0] + v.pad) * v.dpr), Math.round((c[1] + v.pad) * v.dpr), 1, 1).data;
    return px[3] > 0;
  }, q);
}

for (const origin of ['http', 'file']) {
  describe(`race page over ${origin}`, { skip }, () => {
    const url = () => (origin === 'http' ? S.server.url + 'race.html' : RACE_FILE_URL);

    test('opens with the sample solved: the verdicts, the why, the full-state check', async () => {
      const page = await openRace(url());
      const expected = gg.solveRace(SAMPLE);
      assert.equal(await page.inputValue('#race-text'), SAMPLE);
      const tabs = await page.$$eval('#board-tabs .tab', (ts) => ts.map((t) => t.textContent.replace(/\s+/g, ' ').trim()));
      assert.deepEqual(tabs, ['Board 1 B', 'Board 2 A']);
      assert.match(await text(page, '#board-tabs .out'), /Output: B A/);
      let v = await verdict(page);
      assert.equal(v.badge, expected[0].winner);
      assert.equal(v.title, 'B wins');
      assert.match(v.why, /D = 6: a shortest path between the starts has 6 steps/);
      assert.match(v.why, /D is even/);
      assert.match(v.why, /middle layer 3 \(4 squares\)/);
      assert.match(v.why, /B can force the jump/);
      assert.match(v.full, /✓ Agrees/);
      assert.match(v.full, /450 states/);
      assert.match(v.full, /B wins in 12 turns/);
      await page.click('#board-tabs .tab[data-board="1"]');
      v = await verdict(page);
      assert.equal(v.title, 'A wins');
      assert.match(v.why, /B cannot force the jump/);
      assert.match(v.full, /✓ Agrees/);
      assert.match(v.full, /A wins in 11 turns/);
      // The three colourings, the legend following.
      await page.click('input[name="view"][value="a"]', { force: true });
      assert.match(await text(page, '#legend'), /steps from A: 0 … 6/);
      await page.click('input[name="view"][value="b"]', { force: true });
      assert.match(await text(page, '#legend'), /steps from B: 0 … 6/);
      await page.click('input[name="view"][value="layers"]', { force: true });
      assert.match(await text(page, '#legend'), /middle layer 3/);
      assert.ok(await paintedAt(page, 0));
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    test('the race steps forward and back, shows the jump, and plays to the end', async () => {
      const page = await openRace(url());
      const sol = gg.solveRace(SAMPLE)[0];
      const S = sol.race.length / 6;
      assert.equal(await text(page, '#step-count'), `Step 0 / ${S}`);
      assert.match(await text(page, '#caption'), /Start: A on r1c1, B on r4c4/);
      for (let i = 1; i <= 5; i++) await page.click('#step');
      assert.equal(await text(page, '#step-count'), `Step 5 / ${S}`);
      assert.match(await text(page, '#caption'), /^5\. A moves r1c3 → r1c4\./);
      await page.click('#step');
      // Step 6: B lands on A in the middle layer: the jump.
      let cap = await text(page, '#caption');
      assert.match(cap, /^6\. B moves r2c4 → r1c4\. B lands on A in the middle layer 3: jump! B takes an extra step at once\./);
      let frame = await page.evaluate(() => window.raceApp.view.frame);
      assert.equal(frame.posA, 3);
      assert.equal(frame.posB, 3);
      assert.equal(frame.jumpSquare, 3);
      assert.equal(frame.landing, true);
      await page.click('#step');
      assert.match(await text(page, '#caption'), /^7\. Extra step of B's jump: r1c4 → r1c3\./);
      await page.click('#back');
      await page.click('#back');
      assert.equal(await text(page, '#step-count'), `Step 5 / ${S}`);
      await page.click('#to-jump');
      assert.equal(await text(page, '#step-count'), `Step 6 / ${S}`);
      // Keys: → and ←, Home, End.
      await page.click('#race-card h2');
      await page.keyboard.press('ArrowRight');
      assert.equal(await text(page, '#step-count'), `Step 7 / ${S}`);
      await page.keyboard.press('Home');
      assert.equal(await text(page, '#step-count'), `Step 0 / ${S}`);
      await page.keyboard.press('End');
      assert.match(await text(page, '#caption'), /B reaches A's start: B wins\./);
      // The list of steps: the jump marked, a click goes there.
      assert.equal(await page.$$eval('#moves li', (l) => l.length), S);
      assert.deepEqual(await page.$$eval('#moves li.jump', (l) => l.map((x) => x.textContent)), ['6. B r1c4', '7. B +r1c3']);
      await page.click('#moves li:nth-child(3) button');
      assert.equal(await text(page, '#step-count'), `Step 3 / ${S}`);
      // Play at 25 steps/s (the speed slider of the replay controller) to the end.
      await page.$eval('#speed', (e) => {
        e.value = '4';
        e.dispatchEvent(new Event('input', { bubbles: true }));
      });
      assert.equal(await text(page, '#speed-value'), '25 steps/s');
      await page.click('#play');
      assert.equal(await page.getAttribute('#play', 'aria-label'), 'Pause');
      await page.waitForFunction((n) => window.raceApp.state.step === n && !window.raceApp.state.playing, S);
      assert.equal(await page.getAttribute('#play', 'aria-label'), 'Play');
      frame = await page.evaluate(() => window.raceApp.view.frame);
      assert.equal(frame.posB, 0); // B on A's start
      // The full-state line replays too.
      await page.click('input[name="line"][value="full"]', { force: true });
      const full = sol.full.line.length / 6;
      assert.equal(await text(page, '#step-count'), `Step 0 / ${full}`);
      await page.click('#to-end');
      assert.match(await text(page, '#caption'), /B wins/);
      assert.deepEqual(page.errors, []);
      await page.close();
    });

    test('the board editor: resize, walls, A and B, an edit without a path, undone', async () => {
      const page = await openRace(url());
      await page.check('#edit');
      assert.equal(await page.isVisible('#edit-tools'), true);
      await page.fill('#size', '5');
      await solvedAfter(page, () => page.click('#resize'));
      // The first board became 5 x 5 (A and B kept where they fit), the second is unchanged.
      let t = await page.inputValue('#race-text');
      assert.equal(t, '2\n5\nA....\n.#...\n.....\n...B.\n.....\n4\nA...\n....\n..#.\n...B\n');
      const click = async (q) => {
        await page.$eval('#board', (e) => e.scrollIntoView({ block: 'center' }));
        const c = await page.evaluate((s) => window.raceApp.squareCenter(s), q);
        await solvedAfter(page, () => page.mouse.click(c.x, c.y));
      };
      await click(2); // a wall at r1c3
      await click(6); // r2c2 was black: white again
      t = await page.inputValue('#race-text');
      assert.equal(t.split('\n').slice(2, 7).join('/'), 'A.#../...../...../...B./.....');
      // Place B in the corner.
      await page.click('input[name="tool"][value="b"]', { force: true });
      await click(24);
      t = await page.inputValue('#race-text');
      assert.equal(t.split('\n').slice(2, 7).join('/'), 'A.#../...../...../...../....B');
      let expected = gg.solveRace(t)[0];
      assert.equal(await text(page, '#winner-badge'), expected.winner);
      assert.match(await text(page, '#why'), new RegExp(`D = ${expected.distance}:`));
      // Walls all round A: no path; the error names the line and column of A.
      await page.click('input[name="tool"][value="wall"]', { force: true });
      await click(1);
      await click(5);
      assert.equal(await page.isVisible('#parse-error'), true);
      assert.match(await text(page, '#parse-error-text'), /^line 3, column 1: board 1: no path of white squares between A \(here\) and B/);
      assert.equal(await text(page, '#verdict-title'), 'No answer for this board');
      assert.equal(await page.$eval('.ln-error', (e) => e.textContent), '3');
      // Still editable: open the way again.
      await click(5);
      assert.equal(await page.isVisible('#parse-error'), false);
      t = await page.inputValue('#race-text');
      expected = gg.solveRace(t)[0];
      assert.equal(await text(page, '#winner-badge'), expected.winner);
      // A fast drag paints every square on its way.
      await page.$eval('#board', (e) => e.scrollIntoView({ block: 'center' }));
      const from = await page.evaluate(() => window.raceApp.squareCenter(10));
      const to = await page.evaluate(() => window.raceApp.squareCenter(13));
      await solvedAfter(page, async () => {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y);
        await page.mouse.up();
      });
      t = await page.inputValue('#race-text');
      assert.equal(t.split('\n').slice(2, 7).join('/'), 'A##../...../####./...../....B');
      assert.equal(await text(page, '#winner-badge'), gg.solveRace(t)[0].winner);
      // Add a board, then delete it.
      await solvedAfter(page, () => page.click('#add-board'));
      assert.equal((await page.inputValue('#race-text')).split('\n')[0], '3');
      assert.equal(await page.$$eval('#board-tabs .tab', (ts) => ts.length), 3);
      await solvedAfter(page, () => page.click('#delete-board'));
      assert.equal((await page.inputValue('#race-text')).split('\n')[0], '2');
      // The link holds small boards: a new page opened on it shows the same.
      // (Wait for the link of exactly these two boards: the one of three boards also starts so.)
      const rows = (await page.inputValue('#race-text')).split('\n').slice(2, 7).join('-').replace(/#/g, 'x');
      await page.waitForFunction((r) => {
        const b = new URLSearchParams(location.hash.slice(1)).get('b') || '';
        return b.startsWith(r + '~') && b.split('~').length === 2;
      }, rows);
      const link = await page.evaluate(() => location.href);
      const again = await openRace(link);
      assert.equal(await again.inputValue('#race-text'), await page.inputValue('#race-text'));
      // The same board shown (the second: the deleted third one was shown last).
      assert.equal(await again.evaluate(() => window.raceApp.state.index), 1);
      assert.equal(await text(again, '#why'), await text(page, '#why'));
      assert.equal(await text(again, '#verdict-title'), await text(page, '#verdict-title'));
      assert.deepEqual(page.errors, []);
      assert.deepEqual(again.errors, []);
      await again.close();
      await page.close();
    });

    test('bad input shows the error with line and column', async () => {
      const page = await openRace(url());
      await solvedAfter(page, () => page.fill('#race-text', '1\n3\nA..\n.x.\n..B\n'));
      assert.equal(await page.isVisible('#parse-error'), true);
      assert.equal(await text(page, '#parse-error-text'),
        "line 4, column 2: board 1: unknown character 'x' in row 2 (expected '.', '#', 'A' or 'B')");
      assert.match(await text(page, '#status'), /Error at line 4, column 2/);
      assert.equal(await page.$eval('.ln-error', (e) => e.textContent), '4');
      assert.equal(await page.isVisible('.error-band'), true);
      assert.equal(await page.isDisabled('#edit'), true);
      // show: the caret goes to the error.
      await page.click('#show-error');
      const caret = await page.$eval('#race-text', (e) => e.selectionStart);
      assert.equal(caret, '1\n3\nA..\n.'.length);
      await solvedAfter(page, () => page.fill('#race-text', '1\n2\nA.\n.B\n'));
      assert.equal(await page.isVisible('#parse-error'), false);
      assert.equal(await text(page, '#verdict-title'), 'B wins');
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  });
}

describe('race page, 300 x 300 boards', { skip }, () => {
  test('generated and pasted 300 x 300 boards solve and render', async (t) => {
    const page = await openRace(S.server.url + 'race.html');
    for (const id of ['open300', 'serp300', 'walls300']) {
      const t0 = Date.now();
      await solvedAfter(page, () => page.selectOption('#example', id));
      const ms = Date.now() - t0;
      const info = await page.evaluate(() => {
        const s = window.raceApp.solution;
        return { n: s.n, D: s.distance, winner: s.winner, steps: s.race.length / 6, solveMs: window.raceApp.state.ms };
      });
      assert.equal(info.n, 300);
      assert.equal(await text(page, '#winner-badge'), info.winner);
      assert.match(await text(page, '#full-check'), /Full-state check not available: [\d,]+ white squares are reachable, more than the limit of 400/);
      assert.ok(await paintedAt(page, 0));
      assert.ok(await paintedAt(page, 300 * 300 - 1));
      // Replay to the end and back.
      await page.click('#to-end');
      assert.equal(await text(page, '#step-count'), `Step ${info.steps.toLocaleString('en-US')} / ${info.steps.toLocaleString('en-US')}`);
      // "Go to the jump" only when the race has one (hidden otherwise).
      const landing = await landingStep(page);
      assert.equal(await page.isHidden('#to-jump'), landing < 0, `${id}: jump at step ${landing}`);
      if (landing >= 0) {
        await page.click('#to-jump');
        assert.equal(await text(page, '#step-count'), `Step ${landing.toLocaleString('en-US')} / ${info.steps.toLocaleString('en-US')}`);
      }
      t.diagnostic(`${id}: D = ${info.D}, ${info.winner} wins, ${info.steps} steps; solveRace ${info.solveMs.toFixed(0)} ms, ` +
        `example made + solved + drawn ${ms} ms`);
    }
    // An open 300 x 300 board pasted into the editor (B wins: the anti-diagonal is the middle layer).
    const rows = [];
    for (let r = 0; r < 300; r++) rows.push(r === 0 ? 'A' + '.'.repeat(299) : r === 299 ? '.'.repeat(299) + 'B' : '.'.repeat(300));
    const t0 = Date.now();
    await solvedAfter(page, () => page.fill('#race-text', `1\n300\n${rows.join('\n')}\n`));
    t.diagnostic(`pasted open 300 x 300: typed, solved and drawn in ${Date.now() - t0} ms (350 ms of it the typing pause)`);
    const v = await verdict(page);
    assert.equal(v.title, 'B wins');
    assert.match(v.why, /D = 598/);
    assert.match(v.why, /middle layer 299 \(300 squares\)/);
    await page.waitForFunction(() => /too big for a link/.test(document.getElementById('link-note').textContent));
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test('the graph page links to the race page', async () => {
    const page = await S.browser.newPage();
    await page.goto(S.server.url + 'index.html');
    const href = await page.$eval('.site-nav a[href="race.html"]', (a) => a.textContent);
    assert.equal(href, 'Race (BOI 2008)');
    await page.close();
  });
});

describe('race page: start failures, layout, embed sizes, drafts, exports', { skip }, () => {
  const inView = (page, sel) => page.$eval(sel, (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
  });

  test('a solver that cannot start (missing, or GameGraph() throwing) says so instead of loading forever', async () => {
    for (const [body, status, want] of [
      ['var GameGraph = function () { throw new Error("no memory for the module"); };', 200, /could not start: no memory for the module/],
      ['not found', 404, /solver module web\/generated\/gamegraph\.js is missing/],
    ]) {
      const page = await S.browser.newPage();
      await page.route('**/web/generated/gamegraph.js', (route) => route.fulfill({ status, contentType: 'text/javascript', body }));
      await page.goto(S.server.url + 'race.html');
      await page.waitForFunction(() => document.getElementById('app').dataset.status === 'error');
      assert.match(await text(page, '#status'), want);
      assert.doesNotMatch(await text(page, '#status'), /Loading/);
      assert.equal(await page.isDisabled('#edit'), true);
      assert.equal(await page.evaluate(() => window.raceApp.ready.then(() => 'resolved', () => 'rejected')), 'rejected');
      await page.close();
    }
  });

  test('on a laptop (1366 x 768) and a phone (390 x 844) the verdict and the board show without scrolling', async () => {
    for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      const page = await openRace(S.server.url + 'race.html', size);
      for (const sel of ['#verdict-title', '#winner-badge', '#board']) assert.ok(await inView(page, sel), `${sel} at ${size.width} x ${size.height}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });

  for (const [width, height] of [[640, 440], [400, 300]]) {
    test(`embedded at ${width} x ${height}: the board, its verdict and the replay controls whole and legible`, async () => {
      const page = await openRace(S.server.url + 'race.html#embed=1', { width, height });
      const fits = await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1 && document.documentElement.scrollWidth <= innerWidth);
      assert.ok(fits, 'the page fits its frame');
      for (const sel of ['#board', '#verdict-title', '#winner-badge', '#to-start', '#back', '#play', '#step', '#to-end', '#scrub', '#step-count']) {
        assert.ok(await inView(page, sel), sel);
      }
      // not cut off by the replay card (which may scroll its caption)
      const inCard = await page.evaluate(() => {
        const card = document.getElementById('race-card').getBoundingClientRect();
        return ['to-start', 'play', 'to-end', 'scrub', 'step-count'].every((id) => {
          const r = document.getElementById(id).getBoundingClientRect();
          return r.top >= card.top && r.bottom <= card.bottom + 1;
        });
      });
      assert.ok(inCard, 'the replay controls are whole');
      const board = await page.$eval('#board', (e) => e.getBoundingClientRect().width);
      assert.ok(board >= (width >= 600 ? 260 : 170), `board ${board} px`);
      const font = await page.$eval('#verdict-title', (e) => parseFloat(getComputedStyle(e).fontSize));
      assert.ok(font >= 14, `verdict ${font} px`);
      assert.equal(await text(page, '#verdict-title'), 'B wins');
      await page.click('#step');
      assert.match(await text(page, '#step-count'), /^Step 1 \//);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }

  test('the text is kept in the browser: restored on reload, an example over it can be undone; a link wins', async () => {
    const ctx = await S.browser.newContext();
    const page = await ctx.newPage();
    await page.goto(S.server.url + 'race.html');
    await page.evaluate(() => window.raceApp.ready);
    await idle(page);
    const mine = '1\n3\nA..\n.#.\n..B\n';
    await solvedAfter(page, () => page.fill('#race-text', mine));
    // Opened again without a link: the draft comes back.
    await page.goto('about:blank');
    await page.goto(S.server.url + 'race.html');
    await page.evaluate(() => window.raceApp.ready);
    await idle(page);
    assert.equal(await page.inputValue('#race-text'), mine);
    assert.equal(await page.isVisible('#draft-restored'), true);
    // An example over it: the note offers it back.
    await solvedAfter(page, () => page.selectOption('#example', 'odd'));
    assert.notEqual(await page.inputValue('#race-text'), mine);
    assert.equal(await page.isVisible('#draft-note'), true);
    await solvedAfter(page, () => page.click('#undo-example'));
    assert.equal(await page.inputValue('#race-text'), mine);
    assert.equal(await page.isVisible('#draft-note'), false);
    // A link with boards opens those, not the draft (a new tab opened on the link).
    const linked = await ctx.newPage();
    await linked.goto(S.server.url + 'race.html#b=A.-.B');
    await linked.evaluate(() => window.raceApp.ready);
    await idle(linked);
    assert.equal(await linked.inputValue('#race-text'), '1\n2\nA.\n.B\n');
    await ctx.close();
  });

  test('exports: the board as PNG, the answers as CSV and JSON', async () => {
    const page = await openRace(S.server.url + 'race.html');
    const save = async (id) => {
      await page.click('#export-menu summary');
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#' + id)]);
      return { name: dl.suggestedFilename(), data: await H.downloadBytes(dl) };
    };
    const png = await save('export-png');
    assert.equal(png.name, 'race-board-1.png');
    assert.deepEqual([...png.data.subarray(1, 4)], [...Buffer.from('PNG')]);
    const csvFile = await save('export-csv');
    const lines = csvFile.data.toString().trim().split('\n');
    assert.match(lines[0], /^board,n,A,B,winner,D,parity,middle layer/);
    assert.match(lines[1], /^1,4,r1c1,r4c4,B,6,even,3,4,yes,agrees,\d+,"?A r1c2/);
    assert.match(lines[2], /^2,4,r1c1,r4c4,A,6,even,3,/);
    const j = JSON.parse((await save('export-json')).data.toString());
    const sols = gg.solveRace(SAMPLE);
    assert.deepEqual(j.boards.map((b) => [b.winner, b.distance, b.parity, b.raceSteps]),
      sols.map((s) => [s.winner, s.distance, s.odd ? 'odd' : 'even', s.race.length / 6]));
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
