// The pursuit games in the WebAssembly module, in Node: the preset texts give the
// same answers as the native CLI on random boards and graphs; structured boards
// with random rules agree, state by state, with a slow brute force written here;
// the peer data (LeetCode 913 and 1728, BOI 2014 Cop and Robber) read in place;
// a 64 x 64 open board; errors (line and column, memory) and the handle's life.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const { cliPath, peerDir, GameGraph, rng } = require('./helpers.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const pick = (rand, n) => Math.floor(rand() * n);

// ---- random inputs in the presets' text formats ---------------------------------------

function randomPoliceThief(rand) {
  const n = 1 + pick(rand, 10);
  const m = Math.max(n === 1 ? 2 : 1, 1 + pick(rand, Math.floor(100 / n)));
  const cells = [];
  for (let i = 0; i < n * m; i++) {
    const x = rand();
    cells.push(x < 0.2 ? '*' : x < 0.27 ? 'E' : '.');
  }
  const p = pick(rand, n * m);
  let t = pick(rand, n * m - 1);
  if (t >= p) t++;
  cells[p] = rand() < 0.2 ? 'C' : 'P';
  cells[t] = 'T';
  const rows = [];
  for (let r = 0; r < n; r++) rows.push(cells.slice(r * m, r * m + m).join(''));
  return `${n} ${m}\n${rows.join('\n')}\n`;
}

function randomCatMouse(rand) {
  const n = 3 + pick(rand, 10);
  const adj = Array.from({ length: n }, () => new Set());
  const m = pick(rand, 2 * n);
  for (let k = 0; k < m; k++) {
    const u = pick(rand, n);
    const v = pick(rand, n);
    if (u === v) continue;
    adj[u].add(v);
    adj[v].add(u);
  }
  return JSON.stringify(adj.map((s) => [...s].sort((a, b) => a - b)));
}

function randomCatMouseGrid(rand) {
  const rows = 1 + pick(rand, 6);
  const cols = Math.max(rows === 1 ? 3 : 1, 1 + pick(rand, 6));
  const g = [];
  for (let i = 0; i < rows * cols; i++) g.push(rand() < 0.2 ? '#' : '.');
  const slots = [...Array(rows * cols).keys()].sort(() => rand() - 0.5);
  g[slots[0]] = 'C';
  g[slots[1]] = 'M';
  g[slots[2]] = 'F';
  const lines = [];
  for (let r = 0; r < rows; r++) lines.push(g.slice(r * cols, r * cols + cols).join(''));
  return `${JSON.stringify(lines)}\n${pick(rand, 4)} ${pick(rand, 4)}\n`;
}

function randomCopRobber(rand) {
  const n = 2 + pick(rand, 12);
  const a = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let v = 1; v < n; v++) {
    const u = pick(rand, v); // connected, as in BOI 2014
    a[u][v] = a[v][u] = 1;
  }
  for (let k = pick(rand, n); k > 0; k--) {
    const u = pick(rand, n);
    const v = pick(rand, n);
    if (u !== v) a[u][v] = a[v][u] = 1;
  }
  return `${n}\n${a.map((r) => r.join(' ')).join('\n')}\n`;
}

const RANDOM = {
  'police-thief': randomPoliceThief,
  'cat-mouse': randomCatMouse,
  'cat-mouse-grid': randomCatMouseGrid,
  'cop-robber': randomCopRobber,
};

test('same answers as the native CLI on 800 random boards and graphs (200 per preset)', { skip: !fs.existsSync(cliPath) && 'native CLI not built' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-pursuit-'));
  try {
    let k = 0;
    for (const preset of Object.keys(RANDOM)) {
      const rand = rng(1000 + k);
      const texts = [];
      for (let i = 0; i < 200; i++) texts.push(RANDOM[preset](rand));
      for (const text of texts) {
        const file = path.join(dir, `case${k++}.txt`);
        fs.writeFileSync(file, text);
        const want = execFileSync(cliPath, [preset, file], { encoding: 'utf8' }).replace(/\n$/, '');
        const g = gg.solvePursuitText(text, preset);
        try {
          assert.equal(g.answer, want, `${preset}:\n${text}`);
        } finally {
          g.delete();
        }
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// ---- a slow, independent brute force over the explicit state graph -------------------

// Outcomes for the side to move (0 draw, 1 win, 2 lose) and depths (-1 none) of
// every state (pc * C + ec) * 2 + side, over ALL cells (walls included, never reached),
// decided round by round: no queue, no counters.
function brute(spec) {
  const b = spec.board;
  const grid = b.kind === 'grid';
  const C = grid ? b.rows * b.cols : b.n;
  const wall = (c) => grid && !!(b.blocked && b.blocked[c]);
  const exit = (c) => !!(b.exits && b.exits[c]);
  const sides = [spec.rules.pursuer, spec.rules.evader];
  function targets(k, x) {
    const r = sides[k];
    const ok = (c) => !wall(c) && !(r.forbidden && r.forbidden[c]);
    const t = new Set();
    if (grid) {
      const row = Math.floor(x / b.cols);
      const col = x % b.cols;
      for (const m of r.moves) {
        const reach = m[2] || 1;
        if (m[0] === 0 && m[1] === 0) {
          t.add(x);
          continue;
        }
        for (let i = 1; i <= reach; i++) {
          const rr = row + i * m[0];
          const cc = col + i * m[1];
          if (rr < 0 || rr >= b.rows || cc < 0 || cc >= b.cols) break;
          const c = rr * b.cols + cc;
          if (!ok(c)) break;
          t.add(c);
        }
      }
    } else {
      for (let i = 0; i < b.edges.length; i += 2) {
        const u = b.edges[i];
        const v = b.edges[i + 1];
        if (u === x && ok(v)) t.add(v);
        if (b.undirected && v === x && ok(u)) t.add(u);
      }
    }
    if (r.pass) t.add(x);
    return [...t];
  }
  const N = 2 * C * C;
  const idx = (p, e, s) => (p * C + e) * 2 + s;
  const succ = new Array(N);
  const outcome = new Int8Array(N).fill(-1);
  const depth = new Int32Array(N).fill(-1);
  const noMove = { lose: 2, win: 1, draw: 0 }[spec.rules.noMove || 'lose'];
  for (let p = 0; p < C; p++) {
    for (let e = 0; e < C; e++) {
      for (let s = 0; s < 2; s++) {
        const i = idx(p, e, s);
        let winner = 0;
        if (p === e) winner = 1;
        else if (exit(e)) winner = 2;
        else if (spec.rules.pursuerExitWins && exit(p)) winner = 1;
        if (winner) {
          succ[i] = [];
          outcome[i] = winner - 1 === s ? 1 : 2;
          depth[i] = 0;
          continue;
        }
        succ[i] = s === 0 ? targets(0, p).map((q) => idx(q, e, 1)) : targets(1, e).map((q) => idx(p, q, 0));
        if (succ[i].length === 0) {
          outcome[i] = noMove;
          depth[i] = noMove === 0 ? -1 : 0;
        }
      }
    }
  }
  for (let d = 1; ; d++) {
    const decided = [];
    for (let i = 0; i < N; i++) {
      if (outcome[i] !== -1) continue;
      if (succ[i].some((t) => outcome[t] === 2 && depth[t] === d - 1)) decided.push([i, 1]);
      else if (succ[i].every((t) => outcome[t] === 1)) decided.push([i, 2]);
    }
    if (decided.length === 0) break;
    for (const [i, o] of decided) {
      outcome[i] = o;
      depth[i] = d;
    }
  }
  const drawAs = spec.rules.drawAs || 'draw';
  for (let i = 0; i < N; i++) {
    if (outcome[i] === -1) outcome[i] = 0;
    if (outcome[i] === 0 && drawAs !== 'draw') {
      const pursuerMoves = i % 2 === 0;
      outcome[i] = (drawAs === 'pursuer') === pursuerMoves ? 1 : 2;
    }
  }
  return { C, outcome, depth, succ, idx };
}

const MOVE_SETS = [
  'steps4',
  'steps8',
  'none',
  [[2, 1], [1, 2], [-2, -1], [-1, -2], [2, -1], [-2, 1], [1, -2], [-1, 2]],
  [[0, 1], [1, 0]],
  [[0, 0], [0, 1]],
];

function randomSide(rand, grid, C) {
  const r = { pass: rand() < 0.5 };
  if (grid) {
    const m = MOVE_SETS[pick(rand, MOVE_SETS.length)];
    r.moves = Array.isArray(m) ? m.map((x) => x.concat(rand() < 0.3 ? [1 + pick(rand, 3)] : [])) : m;
    if (rand() < 0.3) r.reach = 1 + pick(rand, 3);
  }
  if (rand() < 0.2) r.forbidden = Array.from({ length: C }, () => (rand() < 0.15 ? 1 : 0));
  return r;
}

function randomSpec(rand) {
  const grid = rand() < 0.6;
  let board;
  let C;
  if (grid) {
    const rows = 1 + pick(rand, 5);
    const cols = 1 + pick(rand, 5);
    C = rows * cols;
    board = {
      kind: 'grid',
      rows,
      cols,
      blocked: Uint8Array.from({ length: C }, () => (rand() < 0.2 ? 1 : 0)),
      exits: Uint8Array.from({ length: C }, () => (rand() < 0.1 ? 1 : 0)),
    };
  } else {
    C = 1 + pick(rand, 9);
    const edges = [];
    for (let k = pick(rand, 3 * C); k > 0; k--) edges.push(pick(rand, C), pick(rand, C));
    board = { kind: 'graph', n: C, edges, undirected: rand() < 0.5, exits: Array.from({ length: C }, () => (rand() < 0.1 ? 1 : 0)) };
  }
  const rules = {
    pursuer: randomSide(rand, grid, C),
    evader: randomSide(rand, grid, C),
    pursuerExitWins: rand() < 0.3,
    drawAs: ['draw', 'pursuer', 'evader'][pick(rand, 3)],
    noMove: ['lose', 'win', 'draw'][pick(rand, 3)],
  };
  return { board, rules };
}

// The moves of a side as the brute force reads them ([dr, dc, reach] lists).
function bruteSpec(spec) {
  const expand = (r) => {
    if (spec.board.kind !== 'grid') return r;
    const named = { steps4: [[-1, 0], [1, 0], [0, -1], [0, 1]], none: [] };
    named.steps8 = named.steps4.concat([[-1, -1], [-1, 1], [1, -1], [1, 1]]);
    const list = typeof r.moves === 'string' ? named[r.moves] : r.moves;
    return Object.assign({}, r, { moves: list.map((m) => [m[0], m[1], m.length === 3 ? m[2] : r.reach || 1]) });
  };
  return { board: spec.board, rules: Object.assign({}, spec.rules, { pursuer: expand(spec.rules.pursuer), evader: expand(spec.rules.evader) }) };
}

test('structured boards: 600 random grids and graphs with random rules against the brute force, state by state', () => {
  const rand = rng(77);
  for (let iter = 0; iter < 600; iter++) {
    const spec = randomSpec(rand);
    const ref = brute(bruteSpec(spec));
    const b = spec.board;
    const isWall = (c) => b.kind === 'grid' && b.blocked[c] === 1;
    const g = gg.solvePursuit(spec);
    const where = () => `case ${iter}: ${JSON.stringify(spec, (k, v) => (v instanceof Uint8Array ? Array.from(v) : v))}`;
    try {
      const C = ref.C;
      const outcomes = g.outcomes();
      const depths = g.depths();
      assert.equal(outcomes.length, g.numStates);
      for (let p = 0; p < C; p++) {
        if (isWall(p)) continue;
        for (let e = 0; e < C; e++) {
          if (isWall(e)) continue;
          for (let side = 0; side < 2; side++) {
            const s = g.state(p, e, side);
            const i = ref.idx(p, e, side);
            const inf = g.info(s);
            assert.equal(inf.pursuer, p, where());
            assert.equal(inf.evader, e, where());
            assert.equal(inf.side, side);
            assert.equal(inf.outcome, ref.outcome[i], `outcome of (${p}, ${e}, ${side}), ${where()}`);
            assert.equal(inf.depth, ref.depth[i], `depth of (${p}, ${e}, ${side}), ${where()}`);
            assert.equal(outcomes[s], ref.outcome[i]);
            assert.equal(depths[s], ref.depth[i] < 0 ? gg.NO_DEPTH : ref.depth[i]);
            // Successors: the same set of (pursuer, evader) pairs.
            const got = Array.from(g.successors(s), (t) => {
              const x = g.info(t);
              return `${x.pursuer},${x.evader},${x.side}`;
            }).sort();
            const want = ref.succ[i].map((t) => `${Math.floor(t / 2 / C)},${Math.floor(t / 2) % C},${t % 2}`).sort();
            assert.deepEqual(got, want, `successors of (${p}, ${e}, ${side}), ${where()}`);
            // The optimal move keeps the promise: a win to a loss one shorter, a loss to the slowest win.
            const t = g.optimalMove(s);
            if (t < 0) {
              assert.equal(want.length === 0 || inf.ended, true);
              continue;
            }
            const ti = g.info(t);
            const raw = (x) => x; // outcomes are already relabelled for draw_as
            if (ref.depth[i] >= 0 && inf.outcome !== 0) {
              if (inf.outcome === 1) {
                assert.equal(raw(ti.outcome), 2, where());
                assert.equal(ti.depth, inf.depth - 1, where());
              } else if (inf.outcome === 2) {
                assert.equal(ti.outcome, 1, where());
                assert.equal(ti.depth, inf.depth - 1, where());
              }
            } else {
              assert.equal(ti.depth, -1, `a move from an endless state stays endless, ${where()}`);
            }
          }
        }
      }
    } finally {
      g.delete();
    }
  }
});

test('maps: the winner and depth of every cell for one piece, the other fixed', () => {
  const g = gg.solvePursuitText('3 4\nP...\n.**.\n...T\n', 'police-thief');
  try {
    for (const piece of ['pursuer', 'evader']) {
      for (const toMove of [0, 1]) {
        for (let other = 0; other < 12; other++) {
          if (other === 5 || other === 6) {
            assert.throws(() => g.map(piece, other, toMove), /wall/);
            continue;
          }
          const m = g.map(piece, other, toMove);
          assert.equal(m.winner.length, 12);
          for (let c = 0; c < 12; c++) {
            if (c === 5 || c === 6) {
              assert.equal(m.winner[c], gg.NOT_A_POSITION);
              assert.equal(m.depth[c], -1);
              continue;
            }
            const s = piece === 'pursuer' ? g.state(c, other, toMove) : g.state(other, c, toMove);
            const inf = g.info(s);
            assert.equal(m.winner[c], inf.winner);
            assert.equal(m.depth[c], inf.depth);
          }
        }
      }
    }
  } finally {
    g.delete();
  }
});

test('optimal play: the line from the start lasts exactly the depth and ends in a capture', () => {
  const g = gg.solvePursuitText('3 4\nP...\n.**.\n...T\n', 'police-thief');
  try {
    assert.equal(g.answer, 'Police catches the thief');
    assert.equal(g.start.winner, gg.Winner.PURSUER);
    assert.equal(g.start.pursuer, 0);
    assert.equal(g.start.evader, 11);
    assert.equal(g.start.side, gg.PursuitSide.PURSUER);
    const line = g.line(g.startState);
    assert.equal(line.length, g.start.depth + 1);
    const last = g.info(line[line.length - 1]);
    assert.equal(last.ended, true);
    assert.equal(last.pursuer, last.evader);
    for (let i = 1; i < line.length; i++) assert.ok(g.successors(line[i - 1]).includes(line[i]));
    assert.deepEqual(Array.from(g.line(g.startState, 3)), Array.from(line.slice(0, 4)));
    // An endless line stops at maxPlies.
    const d = gg.solvePursuitText('2 3\nP*.\n.*T\n', 'police-thief');
    try {
      assert.equal(d.answer, 'Draw');
      assert.equal(d.start.depth, -1);
      assert.equal(d.line(d.startState, 25).length, 26);
    } finally {
      d.delete();
    }
  } finally {
    g.delete();
  }
});

test('parsePursuitText gives the spec that solvePursuit takes, with the same answers', () => {
  const rand = rng(5);
  for (const preset of Object.keys(RANDOM)) {
    for (let i = 0; i < 25; i++) {
      const text = RANDOM[preset](rand);
      const spec = gg.parsePursuitText(text, preset);
      const a = gg.solvePursuitText(text, preset);
      let b;
      try {
        assert.equal(spec.board.kind, a.kind);
        if (preset === 'cop-robber') {
          assert.equal(spec.start, null);
          spec.start = null;
        }
        b = gg.solvePursuit(spec);
        assert.equal(b.numStates, a.numStates);
        assert.deepEqual(b.outcomes(), a.outcomes());
        assert.deepEqual(b.depths(), a.depths());
        if (a.start) assert.deepEqual(b.start, a.start);
        else assert.equal(b.start, null);
      } finally {
        a.delete();
        if (b) b.delete();
      }
    }
  }
  const pt = gg.parsePursuitText('2 3\nPE*\n.T.\n', 'police-thief');
  assert.deepEqual(Array.from(pt.board.blocked), [0, 0, 1, 0, 0, 0]);
  assert.deepEqual(Array.from(pt.board.exits), [0, 1, 0, 0, 0, 0]);
  assert.deepEqual(pt.start, { pursuer: 0, evader: 4, first: 'pursuer' });
  assert.equal(pt.rules.pursuer.moves.length, 24);
  assert.equal(pt.rules.evader.moves.length, 12);
  assert.equal(pt.rules.pursuer.pass, true);
  assert.equal(pt.rules.drawAs, 'draw');
  const cm = gg.parsePursuitText('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', 'cat-mouse');
  assert.equal(cm.board.kind, 'graph');
  assert.equal(cm.board.n, 6);
  assert.deepEqual(cm.start, { pursuer: 2, evader: 1, first: 'evader' });
  assert.equal(cm.rules.pursuer.forbidden[0], 1);
});

// ---- peer data, read in place -------------------------------------------------------

function peerSkip(sub) {
  const dir = path.join(peerDir, sub);
  return fs.existsSync(dir) ? false : `peer data not found: ${dir} is absent, so this test is SKIPPED`;
}

function tsvRows(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

test('LeetCode 913 (cat and mouse): every case in the peer data', { skip: peerSkip('leetcode913-cat-and-mouse') }, () => {
  const rows = tsvRows(path.join(peerDir, 'leetcode913-cat-and-mouse', 'cases.tsv'));
  assert.ok(rows.length >= 7);
  for (const [graph, expected] of rows) {
    const g = gg.solvePursuitText(graph, 'cat-mouse');
    try {
      assert.equal(g.answer, expected.trim(), graph);
    } finally {
      g.delete();
    }
  }
});

test('LeetCode 1728 (cat and mouse II): every case in the peer data', { skip: peerSkip('leetcode1728-cat-and-mouse-ii') }, () => {
  const rows = tsvRows(path.join(peerDir, 'leetcode1728-cat-and-mouse-ii', 'cases.tsv'));
  assert.ok(rows.length >= 5);
  for (const [grid, catJump, mouseJump, expected] of rows) {
    const g = gg.solvePursuitText(`${grid}\n${catJump} ${mouseJump}\n`, 'cat-mouse-grid');
    try {
      assert.equal(g.answer, expected.trim(), grid);
    } finally {
      g.delete();
    }
  }
});

const BOI_FILES = [
  'coprobber.01-134.in',
  'coprobber.02p-134.in',
  'coprobber.08-234.in',
  'coprobber.15p-34.in',
  'coprobber.17-34.in',
  'coprobber.20-34.in',
  'coprobber.24-34.in',
  'coprobber.39p-34.in',
  'coprobber.05-14.in', // N = 237
  'coprobber.33-4.in', // N = 500, a dense general graph
];

test('BOI 2014 Cop and Robber: ten official files (the answer line inside each), and the CLI agrees', { skip: peerSkip('boi2014-coprobber') }, () => {
  const dir = path.join(peerDir, 'boi2014-coprobber');
  for (const name of BOI_FILES) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const lines = text.split('\n');
    const n = Number(lines[0]);
    const expected = lines[n + 1].trim();
    const g = gg.solvePursuitText(text, 'cop-robber');
    try {
      assert.equal(g.answer.split('\n')[0], expected, name);
      if (fs.existsSync(cliPath)) {
        const want = execFileSync(cliPath, ['cop-robber', path.join(dir, name)], { encoding: 'utf8' });
        assert.equal(g.answer, want.replace(/\n$/, ''), name);
      }
    } finally {
      g.delete();
    }
  }
});

// ---- scale --------------------------------------------------------------------------------

test('a 64 x 64 open board (33.5 million states) solves in Node with progress', (t) => {
  const rows = [];
  for (let r = 0; r < 64; r++) {
    let s = '';
    for (let c = 0; c < 64; c++) s += r === 0 && c === 0 ? 'P' : r === 63 && c === 63 ? 'T' : '.';
    rows.push(s);
  }
  let calls = 0;
  let last = [0, 0];
  const t0 = process.hrtime.bigint();
  const g = gg.solvePursuitText(`64 64\n${rows.join('\n')}\n`, 'police-thief', {
    onProgress: (done, total) => {
      calls++;
      assert.ok(done >= last[0]);
      last = [done, total];
    },
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  try {
    assert.equal(g.numPositions, 4096);
    assert.equal(g.numStates, 2 * 4096 * 4096);
    assert.equal(g.answer, 'Police catches the thief');
    assert.equal(g.start.depth, 125);
    assert.ok(calls > 10, `progress was reported ${calls} times`);
    assert.deepEqual(last, [g.numStates, g.numStates]);
    assert.ok(g.bytesNeeded / g.numStates <= 8, `${g.bytesNeeded / g.numStates} bytes per state`);
    // Queries on the solved game are cheap: a map of the board and the optimal line.
    const m = g.map('evader', g.start.pursuer, 'pursuer');
    assert.equal(m.winner.length, 4096);
    assert.ok(m.winner.every((w) => w === gg.Winner.PURSUER));
    assert.equal(g.line(g.startState).length, 126);
    t.diagnostic(`64 x 64 open board in Node: ${ms.toFixed(0)} ms, ${(g.bytesNeeded / 1048576).toFixed(1)} MiB at the peak`);
  } finally {
    g.delete();
  }
  // Memory is given back: the same board again.
  const again = gg.solvePursuitText(`64 64\n${rows.join('\n')}\n`, 'police-thief');
  again.delete();
});

// ---- errors -------------------------------------------------------------------------------

function parseError(text, preset, line, column, part) {
  assert.throws(
    () => gg.solvePursuitText(text, preset),
    (e) => {
      assert.ok(e instanceof gg.GameGraphError, `${e}`);
      assert.equal(e.line, line, `${JSON.stringify(text)}: ${e.message}`);
      assert.equal(e.column, column, `${JSON.stringify(text)}: ${e.message}`);
      assert.ok(e.message.startsWith(`line ${line}, column ${column}: `), e.message);
      assert.ok(e.message.includes(part), `${e.message} lacks '${part}'`);
      return true;
    }
  );
  assert.throws(() => gg.parsePursuitText(text, preset), (e) => e.line === line && e.column === column);
}

test('bad boards: errors with line and column, and the module stays usable', () => {
  parseError('2 2\nP.\n..\n', 'police-thief', 4, 1, 'no thief');
  parseError('2 2\n..\n.T\n', 'police-thief', 4, 1, 'no police officer');
  parseError('2 2\nPT\n.T\n', 'police-thief', 3, 2, 'a second thief');
  parseError('2 3\nP..\n.T\n', 'police-thief', 3, 3, 'row 2 has 2 cells, expected m = 3');
  parseError('2 3\nP..\n.T..\n', 'police-thief', 3, 4, 'row 2 is longer');
  parseError('2 2\nP.\n.X\n', 'police-thief', 3, 2, "unknown cell 'X'");
  parseError('2 2\nP.\n', 'police-thief', 3, 1, 'expected row 2 of 2');
  parseError('x', 'police-thief', 1, 1, 'number of rows');
  parseError('[[2,5],[3],[0,4,5]', 'cat-mouse', 1, 19, "expected ',' or ']'");
  parseError('[[1],[0,7],[0]]', 'cat-mouse', 1, 9, 'out of range');
  parseError('["M.C", "..."]\n1', 'cat-mouse-grid', 2, 2, 'mouseJump');
  parseError('["M.C", ".."]\n1 1', 'cat-mouse-grid', 1, 12, 'row 2 has 2 cells');
  parseError('["M.C", "..Q"]\n1 1', 'cat-mouse-grid', 1, 12, "unknown cell 'Q'");
  parseError('3\n0 1 1\n1 0 1\n', 'cop-robber', 4, 1, 'expected row 3 of the 3 x 3 matrix');
  parseError('3\n0 1 1\n1 0\n1 1 0\n', 'cop-robber', 3, 4, 'row 2 of the matrix has 2 entries');
  parseError('2\n0 1 1\n1 0\n', 'cop-robber', 2, 5, 'more than N = 2');
  parseError('2\n0 2\n1 0\n', 'cop-robber', 2, 3, 'must be 0 or 1');
  assert.throws(() => gg.solvePursuitText('1 2\nPT\n', 'chess'), /preset must be/);
  // Still usable.
  const g = gg.solvePursuitText('1 5\nP..TE\n', 'police-thief');
  assert.equal(g.answer, 'The thief escapes');
  g.delete();
});

test('bad structured boards and arguments: clear errors, nothing crashes', () => {
  const rules = { pursuer: { moves: 'steps8', pass: true }, evader: { moves: 'steps4', pass: true } };
  const ok = { board: { kind: 'grid', rows: 2, cols: 2 }, rules, start: { pursuer: 0, evader: 3 } };
  const bad = [
    [{ board: { kind: 'hex', rows: 2, cols: 2 }, rules }, /board.kind/],
    [{ board: { kind: 'grid', rows: 0, cols: 2 }, rules }, /rows/],
    [{ board: { kind: 'grid', rows: 2, cols: 2, blocked: [1, 0] }, rules }, /one entry per cell: 4 expected, got 2/],
    [{ board: { kind: 'grid', rows: 2, cols: 2 }, rules: { pursuer: { moves: 'steps6' }, evader: { moves: 'steps4' } } }, /rules.pursuer.moves/],
    [{ board: { kind: 'grid', rows: 2, cols: 2 }, rules: { pursuer: { moves: [[1, 0, 0]] }, evader: { moves: 'steps4' } } }, /reach/],
    [{ board: { kind: 'grid', rows: 2, cols: 2 }, rules: { pursuer: { moves: 'steps4' } } }, /rules.evader/],
    [{ board: { kind: 'grid', rows: 2, cols: 2 }, rules: Object.assign({ drawAs: 'thief' }, rules) }, /drawAs/],
    [{ board: { kind: 'grid', rows: 2, cols: 2, blocked: [1, 0, 0, 0] }, rules, start: { pursuer: 0, evader: 3 } }, /pursuer stands on a wall/],
    [{ board: { kind: 'grid', rows: 2, cols: 2 }, rules, start: { pursuer: 0, evader: 4 } }, /start.evader/],
    [{ board: { kind: 'graph', n: 3, edges: [0, 1, 2] }, rules }, /odd/],
    [{ board: { kind: 'graph', n: 3, edges: [0, 3] }, rules }, /out of range/],
  ];
  for (const [spec, re] of bad) {
    assert.throws(() => gg.solvePursuit(spec), (e) => e instanceof gg.GameGraphError && re.test(e.message), JSON.stringify(spec));
  }
  const walls = gg.solvePursuit({ board: { kind: 'grid', rows: 2, cols: 2, blocked: [1, 1, 1, 1] }, rules });
  assert.equal(walls.numPositions, 0);
  assert.equal(walls.numStates, 0);
  assert.equal(walls.start, null);
  walls.delete();
  const g = gg.solvePursuit(ok);
  assert.equal(g.start.winner, gg.Winner.PURSUER);
  assert.equal(g.start.depth, 1);
  assert.throws(() => g.info(-1), /state must be/);
  assert.throws(() => g.info(g.numStates), /state must be/);
  assert.throws(() => g.map('cop', 0, 0), /piece must be/);
  assert.throws(() => g.map('pursuer', 9, 0), /cell must be/);
  assert.equal(g.state(0, 9, 0), -1);
  g.delete();
  g.delete(); // twice is fine
  assert.ok(g.isDeleted());
  assert.throws(() => g.info(0), /deleted/);
});

test('memory: the budget and the module limit are checked before anything is allocated, with the memory needed', () => {
  const rules = { pursuer: { moves: 'steps8', pass: true }, evader: { moves: 'steps4', pass: true } };
  const board64 = { board: { kind: 'grid', rows: 64, cols: 64 }, rules, start: { pursuer: 0, evader: 4095 } };
  const need = gg.pursuitBytesNeeded(board64);
  assert.equal(need.positions, 4096);
  assert.equal(need.states, 33554432);
  assert.ok(need.bytes > 7 * need.states && need.bytes < 7.1 * need.states, `${need.bytes}`);
  assert.ok(need.available > need.bytes, 'the 64 x 64 board fits the module');
  // the budget in bytes (maxMemory, as every family takes it), and in MiB
  // (maxMemoryMiB, deprecated, still accepted): the same refusal
  for (const opts of [{ maxMemory: 100 * 1048576 }, { maxMemoryMiB: 100 }]) {
    assert.throws(
      () => gg.solvePursuit(board64, opts),
      (e) => {
        assert.equal(e.code, 'memory', JSON.stringify(opts));
        assert.match(e.message, /33554432 states: solving needs 224\.\d MiB of memory, more than the budget of 100\.0 MiB/);
        assert.equal(e.bytesNeeded, need.bytes);
        assert.equal(e.bytesBudget, 100 * 1048576);
        return true;
      }
    );
  }
  const text64 = '64 64\nP' + '.'.repeat(63) + '\n' + ('.'.repeat(64) + '\n').repeat(62) + '.'.repeat(63) + 'T\n';
  for (const opts of [{ maxMemory: 1048576 }, { maxMemoryMiB: 1 }]) {
    assert.throws(() => gg.solvePursuitText(text64, 'police-thief', opts), (e) => e.code === 'memory' && e.bytesBudget === 1048576, JSON.stringify(opts));
  }
  assert.throws(() => gg.solvePursuit(board64, { maxMemory: 100 * 1048576, maxMemoryMiB: 100 }), (e) => e.code === 'bad-argument' && /give one of them/.test(e.message));
  assert.throws(() => gg.solvePursuit(board64, { maxMemory: -1 }), (e) => e.code === 'bad-argument' && /options\.maxMemory must be a positive number of bytes/.test(e.message));
  assert.throws(() => gg.solvePursuit(board64, { maxMemory: '1G' }), (e) => e.code === 'bad-argument' && /options\.maxMemory must/.test(e.message));
  // a budget that fits: solved (both forms)
  const small = { board: { kind: 'grid', rows: 1, cols: 3 }, rules, start: { pursuer: 0, evader: 2 } };
  for (const opts of [{ maxMemory: 1048576 }, { maxMemoryMiB: 1 }, { maxMemory: null, maxMemoryMiB: null }]) {
    const s = gg.solvePursuit(small, opts);
    assert.equal(s.start.depth, 3, JSON.stringify(opts));
    s.delete();
  }
  // 120 x 120 open cells: 415 million states, 2.7 GiB at 7 bytes each, past the 2 GiB module.
  const big = { board: { kind: 'grid', rows: 120, cols: 120 }, rules };
  const heapBefore = process.memoryUsage().arrayBuffers;
  assert.throws(() => gg.solvePursuit(big), (e) => /solving needs 2\.\d\d GiB of memory, more than this WebAssembly module can still hold/.test(e.message) && e.bytesNeeded > 2 ** 30);
  assert.ok(process.memoryUsage().arrayBuffers - heapBefore < 64 * 1048576, 'nothing big was allocated');
  assert.throws(() => gg.solvePursuit({ board: { kind: 'grid', rows: 200, cols: 200 }, rules }), /at most 2147483647 states/);
  assert.throws(() => gg.solvePursuit(board64, { maxMemoryMiB: -1 }), /maxMemoryMiB/);
  // And the module still solves.
  const g = gg.solvePursuit({ board: { kind: 'grid', rows: 1, cols: 3 }, rules, start: { pursuer: 0, evader: 2 } });
  assert.equal(g.start.depth, 3);
  g.delete();
});
