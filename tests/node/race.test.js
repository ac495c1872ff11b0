// The race game of BOI 2008 "Game" through the WebAssembly module: solveRace on
// the official sample, every field checked against an independent JavaScript
// reading of the rules (distances by BFS, the race replayed move by move), the
// same answers, races and full-state lines as the native CLI on random boards,
// 300 x 300 boards, and errors with line and column.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

const { cliPath, peerDir, GameGraph, rng } = require('./helpers.js');
const sampleDir = path.join(peerDir, 'boi2008-game');
const noCli = !fs.existsSync(cliPath) && 'native CLI not built (build/native/gamegraph): SKIPPED';

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// ---- boards as { n, cells (1 = white), a, b } ----------------------------------------

function rowsOf(bd) {
  const rows = [];
  for (let r = 0; r < bd.n; r++) {
    let s = '';
    for (let c = 0; c < bd.n; c++) {
      const q = r * bd.n + c;
      s += q === bd.a ? 'A' : q === bd.b ? 'B' : bd.cells[q] ? '.' : '#';
    }
    rows.push(s);
  }
  return rows;
}

function inputOf(boards) {
  return `${boards.length}\n${boards.map((bd) => `${bd.n}\n${rowsOf(bd).join('\n')}\n`).join('')}`;
}

function bfs(n, cells, src) {
  const dist = new Int32Array(n * n).fill(-1);
  const queue = new Int32Array(n * n);
  let head = 0;
  let tail = 0;
  dist[src] = 0;
  queue[tail++] = src;
  while (head < tail) {
    const s = queue[head++];
    const r = Math.floor(s / n);
    const c = s % n;
    const nb = [r > 0 ? s - n : -1, c > 0 ? s - 1 : -1, c < n - 1 ? s + 1 : -1, r < n - 1 ? s + n : -1];
    for (const t of nb) {
      if (t >= 0 && cells[t] && dist[t] < 0) {
        dist[t] = dist[s] + 1;
        queue[tail++] = t;
      }
    }
  }
  return dist;
}

function randomBoard(rand) {
  for (;;) {
    const n = 2 + Math.floor(rand() * 9);
    const p = rand() * 0.45;
    const cells = new Uint8Array(n * n);
    for (let q = 0; q < n * n; q++) cells[q] = rand() < p ? 0 : 1;
    const white = [];
    for (let q = 0; q < n * n; q++) if (cells[q]) white.push(q);
    if (white.length < 2) continue;
    const a = white[Math.floor(rand() * white.length)];
    let b = a;
    while (b === a) b = white[Math.floor(rand() * white.length)];
    if (bfs(n, cells, a)[b] < 0) continue;
    return { n, cells, a, b };
  }
}

function openBoard(n) {
  return { n, cells: new Uint8Array(n * n).fill(1), a: 0, b: n * n - 1 };
}

// Full rows joined alternately at the right and left ends; A top-left, B at the far end.
function serpentine(n) {
  const cells = new Uint8Array(n * n);
  for (let r = 0; r < n; r += 2) cells.fill(1, r * n, r * n + n);
  for (let r = 1; r < n; r += 2) cells[r * n + ((r >> 1) % 2 === 0 ? n - 1 : 0)] = 1;
  const d = bfs(n, cells, 0);
  let b = 0;
  for (let q = 0; q < n * n; q++) if (d[q] > d[b]) b = q;
  return { n, cells, a: 0, b };
}

// ---- the rules, replayed ------------------------------------------------------------------

const STEP = 6;

function adjacent(n, s, t) {
  const dr = Math.abs(Math.floor(s / n) - Math.floor(t / n));
  const dc = Math.abs((s % n) - (t % n));
  return dr + dc === 1;
}

// Replays a RaceStep list under the rules (mandatory extra step unless optional);
// returns the winner, the landing square of the first jump and the number of jumps.
function replay(bd, steps, optional = false) {
  const n = bd.n;
  const pos = [bd.a, bd.b];
  const start = [bd.a, bd.b];
  let turn = 0;
  let pendingExtra = -1; // player owing the extra step of a jump
  let winner = null;
  let jumps = 0;
  let jumpSquare = -1;
  const count = steps.length / STEP;
  for (let i = 0; i < count; i++) {
    const [p, extra, from, to, pa, pb] = steps.subarray(i * STEP, i * STEP + STEP);
    const where = `step ${i}`;
    assert.equal(winner, null, `${where}: a step after the end`);
    assert.ok(p === 0 || p === 1, where);
    if (extra) {
      assert.equal(pendingExtra, p, `${where}: an extra step without a jump`);
      pendingExtra = -1;
    } else {
      assert.equal(pendingExtra, -1, `${where}: the extra step of a jump is missing`);
      assert.equal(p, turn, `${where}: not this player's turn`);
    }
    assert.equal(from, pos[p], `${where}: 'from' is not where the piece stands`);
    if (extra && from === to) {
      assert.ok(optional, `${where}: declined extra step under the mandatory rule`);
    } else {
      assert.ok(adjacent(n, from, to), `${where}: not a step to a neighbour`);
      assert.equal(bd.cells[to], 1, `${where}: onto a black square`);
    }
    pos[p] = to;
    assert.equal(pa, pos[0], `${where}: pos_a`);
    assert.equal(pb, pos[1], `${where}: pos_b`);
    const lands = !extra && to === pos[1 - p];
    if (lands) {
      jumps++;
      if (jumpSquare < 0) jumpSquare = to;
    }
    if (to === start[1 - p] && !(extra && from === to)) {
      winner = p; // also in the middle of a jump
      continue;
    }
    if (lands) {
      pendingExtra = p;
      continue;
    }
    turn = 1 - p;
  }
  assert.equal(pendingExtra, -1, 'the race ends inside a jump');
  assert.notEqual(winner, null, 'nobody arrived');
  return { winner: 'AB'[winner], jumps, jumpSquare };
}

// Every field of a RaceSolution against BFS distances and the rules.
function checkSolution(bd, s) {
  const n = bd.n;
  assert.equal(s.n, n);
  assert.equal(s.a, bd.a);
  assert.equal(s.b, bd.b);
  assert.ok(s.cells instanceof Uint8Array && s.distA instanceof Int32Array && s.distB instanceof Int32Array);
  assert.ok(s.race instanceof Int32Array && s.middle instanceof Int32Array && s.layerSize instanceof Int32Array);
  assert.deepEqual(s.cells, bd.cells);
  const da = bfs(n, bd.cells, bd.a);
  const db = bfs(n, bd.cells, bd.b);
  for (let q = 0; q < n * n; q++) {
    assert.equal(s.distA[q], da[q], `distA[${q}]`);
    // Squares cut off from A are -1 in both.
    assert.equal(s.distB[q], da[q] < 0 ? -1 : db[q], `distB[${q}]`);
  }
  const D = da[bd.b];
  assert.equal(s.distance, D);
  assert.equal(s.odd, D % 2 === 1);
  assert.equal(s.catcher, D % 2 ? 'A' : 'B');
  assert.equal(s.middleLayer, Math.ceil(D / 2));
  const sizes = new Array(D + 1).fill(0);
  const middle = [];
  for (let q = 0; q < n * n; q++) {
    if (da[q] >= 0 && da[q] + db[q] === D) {
      sizes[da[q]]++;
      if (da[q] === s.middleLayer) middle.push(q);
    }
  }
  assert.deepEqual([...s.layerSize], sizes);
  assert.deepEqual([...s.middle], middle);
  if (D % 2) assert.equal(s.winner, 'A');
  else assert.equal(s.winner, s.jumpForced ? 'B' : 'A');
  // The race: legal, along shortest paths, ends with the winner's arrival, holds the
  // jump iff it can be forced, and has the announced length.
  const r = replay(bd, s.race);
  assert.equal(r.winner, s.winner);
  for (let i = 0; i < s.race.length; i += STEP) {
    const to = s.race[i + 3];
    assert.equal(da[to] + db[to], D, `race step ${i / STEP} leaves the shortest paths`);
  }
  const steps = s.race.length / STEP;
  const expected = D === 1 ? 1 : D % 2 && s.jumpForced ? 2 * D - 2 : 2 * D - 1;
  assert.equal(steps, expected, 'race length');
  assert.equal(r.jumps, s.jumpForced ? 1 : 0);
  assert.equal(s.jumpSquare, s.jumpForced ? r.jumpSquare : -1);
  if (s.jumpSquare >= 0) {
    assert.ok(middle.includes(s.jumpSquare), 'the jump is in the middle layer');
  }
  if (s.full.available && s.full.winner) {
    assert.equal(replay(bd, s.full.line, s.full.jump === 'optional').winner, s.full.winner);
  }
}

// The CLI's way of writing steps (cli/race_command.cpp put_steps).
function sq(n, q) {
  return `r${Math.floor(q / n) + 1}c${(q % n) + 1}`;
}
function stepsText(bd, steps) {
  const parts = [];
  for (let i = 0; i < steps.length; i += STEP) {
    const [p, extra, from, to, pa, pb] = steps.subarray(i, i + STEP);
    const who = 'AB'[p];
    if (extra && from === to) {
      parts.push(`${who} stays on ${sq(bd.n, to)} (declines the extra step)`);
      continue;
    }
    let s = `${who} ${extra ? 'then ' : ''}${sq(bd.n, from)}-${sq(bd.n, to)}`;
    if (to === (p === 0 ? bd.b : bd.a)) s += ' wins';
    else if (!extra && pa === pb) s += ' jumps';
    parts.push(s);
  }
  return parts.join(', ');
}

// ---- the tests -------------------------------------------------------------------------------

test('the official sample (peer-tests/boi2008-game), read in place', { skip: !fs.existsSync(sampleDir) && `peer data not found: ${sampleDir} is absent, so this test is SKIPPED` }, () => {
  const text = fs.readFileSync(path.join(sampleDir, 'sample.in'), 'utf8');
  const expected = fs.readFileSync(path.join(sampleDir, 'sample.out'), 'utf8').split(/\s+/).filter(Boolean);
  const boards = gg.solveRace(text);
  assert.deepEqual(boards.map((b) => b.winner), expected);
  assert.deepEqual(expected, ['B', 'A']);
  for (const s of boards) {
    assert.equal(s.n, 4);
    assert.equal(s.distance, 6);
    assert.equal(s.odd, false);
    assert.equal(s.catcher, 'B');
    assert.equal(s.middleLayer, 3);
    assert.deepEqual([...s.middle], [3, 6, 9, 12]);
    assert.equal(s.full.available, true);
    assert.equal(s.full.agrees, true);
    assert.equal(s.full.winner, s.winner);
    assert.equal(s.full.states, 2 * 15 * 15);
    const bd = { n: 4, cells: s.cells, a: s.a, b: s.b };
    checkSolution(bd, s);
  }
  assert.equal(boards[0].jumpForced, true);
  assert.equal(boards[0].jumpSquare, 3); // B lands on A at r1c4
  assert.equal(boards[1].jumpForced, false);
  assert.equal(boards[1].jumpSquare, -1);
  assert.equal(boards[0].line, 2);
  assert.equal(boards[1].line, 7);
  assert.equal(boards[0].full.depth, 12);
  assert.equal(boards[1].full.depth, 11);
});

test('small boards by hand: D = 1, D odd with a forced jump, optional jump rule, full-state limit', () => {
  // D = 1: A steps onto B's start at once.
  const [one] = gg.solveRace('1\n2\nAB\n..\n');
  assert.equal(one.winner, 'A');
  assert.equal(one.distance, 1);
  assert.deepEqual([...one.race], [0, 0, 0, 1, 1, 1]);
  // A corridor of odd length: A lands on B in the middle and jumps.
  const [odd] = gg.solveRace('1\n4\nA..B\n####\n####\n####\n');
  assert.equal(odd.distance, 3);
  assert.equal(odd.odd, true);
  assert.equal(odd.catcher, 'A');
  assert.equal(odd.winner, 'A');
  checkSolution({ n: 4, cells: odd.cells, a: 0, b: 3 }, odd);
  // The optional-jump reading reaches the full-state solver only.
  const [opt] = gg.solveRace('1\n3\nA..\n...\n..B\n', { jump: 'optional' });
  assert.equal(opt.full.jump, 'optional');
  assert.equal(opt.full.available, true);
  // fullLimit: a 21 x 21 open board has 441 squares.
  const rows = [];
  for (let r = 0; r < 21; r++) rows.push(r === 0 ? 'A' + '.'.repeat(20) : r === 20 ? '.'.repeat(20) + 'B' : '.'.repeat(21));
  const big = `1\n21\n${rows.join('\n')}\n`;
  const [refused] = gg.solveRace(big);
  assert.equal(refused.full.available, false);
  assert.equal(refused.full.cells, 441);
  assert.equal(refused.full.limit, 400);
  assert.match(refused.full.reason, /441 white squares are reachable, more than the limit of 400/);
  const [allowed] = gg.solveRace(big, { fullLimit: 441 });
  assert.equal(allowed.full.available, true);
  assert.equal(allowed.full.agrees, true);
  const [none] = gg.solveRace('1\n2\nA.\n.B\n', { fullLimit: 0 });
  assert.equal(none.full.available, false);
  assert.match(none.full.reason, /not requested/);
  assert.deepEqual(gg.RaceStep, { SIZE: 6, PLAYER: 0, EXTRA: 1, FROM: 2, TO: 3, POS_A: 4, POS_B: 5 });
});

test('600 random boards: every field against BFS and the rules; the full-state solver agrees', () => {
  const rand = rng(2008);
  const boards = Array.from({ length: 600 }, () => randomBoard(rand));
  const sols = gg.solveRace(inputOf(boards));
  assert.equal(sols.length, boards.length);
  let bWins = 0;
  let disagreements = 0;
  for (let i = 0; i < boards.length; i++) {
    checkSolution(boards[i], sols[i]);
    const f = sols[i].full;
    assert.equal(f.available, true, `board ${i}: ${f.reason}`);
    if (!f.agrees) {
      disagreements++;
      console.log(`DISAGREEMENT on board ${i} (keep it as a test):\n${rowsOf(boards[i]).join('\n')}`);
    }
    if (sols[i].winner === 'B') bWins++;
  }
  assert.equal(disagreements, 0);
  assert.ok(bWins > 20, `only ${bWins} boards won by B: the sample is too one-sided`);
});

test('same winners, races and full-state answers as the native CLI on 400 random boards', { skip: noCli }, () => {
  const rand = rng(42);
  const boards = Array.from({ length: 400 }, () => randomBoard(rand));
  const text = inputOf(boards);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-race-'));
  try {
    const file = path.join(dir, 'boards.in');
    fs.writeFileSync(file, text);
    for (const jump of ['mandatory', 'optional']) {
      const sols = gg.solveRace(text, { jump });
      const plain = execFileSync(cliPath, ['race', file], { encoding: 'utf8' }).trim().split('\n');
      assert.deepEqual(sols.map((s) => s.winner), plain);
      const args = ['race', '--explain', file];
      if (jump === 'optional') args.splice(1, 0, '--optional-jump');
      const out = execFileSync(cliPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
      const chunks = out.split(/^board \d+: /m).slice(1);
      assert.equal(chunks.length, boards.length);
      chunks.forEach((chunk, i) => {
        const s = sols[i];
        const bd = boards[i];
        const where = `board ${i + 1}:\n${rowsOf(bd).join('\n')}`;
        assert.equal(chunk[0], s.winner, where);
        assert.match(chunk, new RegExp(`\\n  D = ${s.distance} \\(${s.odd ? 'odd' : 'even'}\\)`), where);
        assert.ok(chunk.includes(`layer ${s.middleLayer}`), where);
        assert.ok(chunk.includes(s.jumpForced ? 'can force that jump' : s.odd ? 'B can avoid that jump' : 'B cannot force that jump'), where);
        assert.ok(chunk.includes(`  race (${s.race.length / STEP} steps): ${stepsText(bd, s.race)}\n`), where);
        const full = /full state \(extra step (\w+)\): (?:([AB]) wins in (\d+) turns?|DRAW), (\d+) states, (\d+) drawn; (agrees|DISAGREES)/.exec(chunk);
        assert.ok(full, where);
        assert.equal(full[1], jump);
        assert.equal(full[2] || 'draw', s.full.outcome, where);
        assert.equal(Number(full[3] || -1), s.full.depth, where);
        assert.equal(Number(full[4]), s.full.states, where);
        assert.equal(Number(full[5]), s.full.drawStates, where);
        assert.equal(full[6] === 'agrees', s.full.agrees, where);
        assert.ok(chunk.includes(`  full-state line: ${stepsText(bd, s.full.line)}\n`), where);
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('300 x 300 boards in Node: open and serpentine', (t) => {
  const cases = [
    ['open, A top-left, B bottom-right', openBoard(300)],
    ['open, A one right of the corner', { ...openBoard(300), a: 1 }],
    ['serpentine corridor', serpentine(300)],
  ];
  for (const [name, bd] of cases) {
    const text = inputOf([bd]);
    const t0 = performance.now();
    const [s] = gg.solveRace(text);
    const ms = performance.now() - t0;
    checkSolution(bd, s);
    assert.equal(s.full.available, false);
    assert.match(s.full.reason, /white squares are reachable, more than the limit of 400/);
    t.diagnostic(`${name}: D = ${s.distance}, ${s.winner} wins, jump ${s.jumpForced ? 'forced' : 'not forced'}, ` +
      `${s.race.length / STEP} steps; solveRace ${ms.toFixed(0)} ms (layered analysis ${s.ms.toFixed(0)} ms)`);
  }
  const [open] = gg.solveRace(inputOf([openBoard(300)]));
  assert.equal(open.distance, 598);
  assert.equal(open.middle.length, 300);
  assert.equal(open.winner, 'B'); // B lands on A on the anti-diagonal
});

test('errors: GameGraphError with line and column, the same message as the CLI', () => {
  const cases = [
    ['', 1, 1, /empty input: expected the number of boards t/],
    ['x\n', 1, 1, /expected the number of boards t, found 'x'/],
    ['1\n1\nA\n', 2, 1, /n = 1 is out of range 2..300/],
    ['1\n2\nA.\n.C\n', 4, 2, /unknown character 'C' in row 2/],
    ['1\n3\nA..\n.#\n..B\n', 4, 3, /row 2 has 2 squares, expected n = 3/],
    ['1\n3\nA..\n...\n', 5, 1, /expected row 3 of 3, found the end of the input/],
    ['1\n3\n.A.\n###\n.B.\n', 3, 2, /no path of white squares between A \(here\) and B/],
    ['2\n2\nA.\n.B\n', 5, 1, /t = 2 announces 2 boards, only 1 found/],
  ];
  for (const [text, line, column, re] of cases) {
    let err = null;
    try {
      gg.solveRace(text);
    } catch (e) {
      err = e;
    }
    assert.ok(err instanceof gg.GameGraphError, JSON.stringify(text));
    assert.equal(err.name, 'GameGraphError');
    assert.equal(err.line, line, JSON.stringify(text));
    assert.equal(err.column, column, JSON.stringify(text));
    assert.match(err.message, new RegExp(`^line ${line}, column ${column}: `));
    assert.match(err.message, re);
    if (!noCli) {
      const p = spawnSync(cliPath, ['race'], { input: text, encoding: 'utf8' });
      assert.equal(p.status, 1);
      assert.equal(p.stderr.trim(), `gamegraph: <stdin>: ${err.message}`);
    }
  }
  assert.throws(() => gg.solveRace(42), (e) => e instanceof gg.GameGraphError && /text must be a string/.test(e.message));
  assert.throws(() => gg.solveRace('1\n2\nA.\n.B\n', { fullLimit: -1 }), /fullLimit must be a whole number from 0 to 4000/);
  assert.throws(() => gg.solveRace('1\n2\nA.\n.B\n', { fullLimit: 4001 }), /fullLimit/);
  assert.throws(() => gg.solveRace('1\n2\nA.\n.B\n', { fullLimit: '9' }), /fullLimit must be a number/);
  assert.throws(() => gg.solveRace('1\n2\nA.\n.B\n', { jump: 'maybe' }), /options.jump must be 'mandatory' or 'optional'/);
  // Still usable afterwards.
  assert.equal(gg.solveRace('1\n2\nA.\n.B\n')[0].winner, 'B');
});
