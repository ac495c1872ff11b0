// The graph page's questions about a kept solved graph (web/src/core/graph-index.js,
// run in the solver worker by web/src/pages/graph/explore-ops.js): find by name,
// neighbourhood, optimal line, and the table's sorted and filtered rows, checked
// against slow plain references on random graphs solved by the module; and the
// worker ops' protocol (keepId, 'not-kept', 'graph.keep') through the ops themselves.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph, rng, loadPageModule: load } = require('./helpers.js');

const { GraphIndex } = load('web/src/core/graph-index.js');
const ops = load('web/src/pages/graph/explore-ops.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// A random graph as text: named (some names sharing prefixes, some fixed
// outcomes) or in the cp form.
function randomGraph(seed, n, m, cp) {
  const r = rng(seed);
  const pick = (k) => Math.floor(r() * k);
  const lines = [];
  if (cp) {
    lines.push(n + ' ' + m);
    for (let k = 0; k < m; k++) lines.push(1 + pick(n) + ' ' + (1 + pick(n)));
    return lines.join('\n') + '\n';
  }
  const name = (v) => ['a', 'ab', 'b', 'Ab', 'x'][v % 5] + v;
  for (let v = 0; v < n; v++) lines.push(name(v));
  for (let k = 0; k < m; k++) lines.push(name(pick(n)) + ' ' + name(pick(n)));
  for (let k = 0; k < 3; k++) lines.push(name(pick(n)) + ' = ' + ['win', 'lose', 'draw'][pick(3)]);
  return lines.join('\n') + '\n';
}

function solve(text) {
  const r = gg.solveGraphText(text, { format: 'auto' });
  return {
    n: r.n, m: r.m, names: r.format === 'cp' ? null : r.names,
    outcome: r.outcome.slice(), depth: r.depth.slice(), move: r.move.slice(), edges: r.edges.slice(), fixed: r.fixed.slice(),
  };
}

const nameOf = (g, v) => (g.names ? g.names[v] : String(v + 1));
const RANK = [2, 0, 1];

// The plain reference of a sort: Array.prototype.sort with the whole key.
function refOrder(g, key) {
  const idx = Array.from({ length: g.n }, (_, i) => i);
  const big = 1e9;
  const d = (v) => (g.depth[v] < 0 ? big : g.depth[v]);
  const nameCmp = (a, b) => {
    if (!g.names) return a - b;
    const x = nameOf(g, a);
    const y = nameOf(g, b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const byKey = {
    id: (a, b) => a - b,
    name: (a, b) => nameCmp(a, b) || a - b,
    outcome: (a, b) => RANK[g.outcome[a]] - RANK[g.outcome[b]] || d(a) - d(b) || a - b,
    depth: (a, b) => d(a) - d(b) || RANK[g.outcome[a]] - RANK[g.outcome[b]] || a - b,
    move: (a, b) => {
      const ma = g.move[a];
      const mb = g.move[b];
      if (ma < 0 || mb < 0) return (ma < 0) - (mb < 0) || a - b;
      return nameCmp(ma, mb) || ma - mb || a - b;
    },
  };
  return idx.sort(byKey[key]);
}

function refFilter(g, order, f) {
  return order.filter((v) => {
    if (f.outcomes && !f.outcomes.includes(g.outcome[v])) return false;
    const hasLo = f.dmin !== null && f.dmin !== undefined;
    const hasHi = f.dmax !== null && f.dmax !== undefined;
    if (hasLo || hasHi) {
      const dd = g.depth[v];
      if (dd < 0 || (hasLo && dd < f.dmin) || (hasHi && dd > f.dmax)) return false;
    }
    if (f.q && !nameOf(g, v).toLowerCase().includes(f.q.toLowerCase())) return false;
    return true;
  });
}

test('the table rows: every sort and filter against a plain sort, both directions, paged', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const cp = seed % 3 === 0;
    const g = solve(randomGraph(seed, 40 + seed * 13, 60 + seed * 30, cp));
    const idx = new GraphIndex(g);
    const r = rng(seed * 7);
    const filters = [
      null,
      { outcomes: [1] },
      { outcomes: [0, 2] },
      { dmin: 1, dmax: 3 },
      { dmin: 2 },
      { q: cp ? '1' : 'ab' },
      { outcomes: [1, 2], dmax: 4, q: cp ? '2' : 'A' },
    ];
    for (const key of ['id', 'name', 'outcome', 'depth', 'move']) {
      for (const f of filters) {
        const want = refFilter(g, refOrder(g, key), f || {});
        for (const dir of [1, -1]) {
          // descending reverses the order, except by depth: the draws (no depth) stay last
          const decided = key === 'depth' ? want.filter((v) => g.depth[v] >= 0) : want;
          const w = dir > 0 ? want : decided.slice().reverse().concat(want.slice(decided.length));
          // paged in random windows, as the page asks
          const got = [];
          let from = 0;
          for (;;) {
            const count = 1 + Math.floor(r() * 17);
            const page = idx.rows({ sort: key, dir, filter: f, from, count });
            assert.equal(page.total, w.length, `total, ${key} ${JSON.stringify(f)}`);
            if (!page.rows.length) break;
            for (const row of page.rows) got.push(row.v);
            from += page.rows.length;
          }
          assert.deepEqual(got, w, `seed ${seed}, sort ${key} dir ${dir} filter ${JSON.stringify(f)}`);
          // rowOf finds each vertex where the rows put it
          for (let k = 0; k < 5 && w.length; k++) {
            const i = Math.floor(r() * w.length);
            assert.equal(idx.rowOf({ v: w[i], sort: key, dir, filter: f }).pos, i);
          }
        }
      }
    }
    // a row carries what the table shows
    const row = idx.rows({ sort: 'id', from: 0, count: 1 }).rows[0];
    assert.deepEqual(row, {
      v: 0, name: nameOf(g, 0), outcome: g.outcome[0], depth: g.depth[0], move: g.move[0],
      moveName: g.move[0] >= 0 ? nameOf(g, g.move[0]) : null, fixed: g.fixed[0],
    });
  }
});

// The plain reference of a neighbourhood: every vertex within `radius` moves,
// either direction, with its distance.
function refAround(g, v, radius) {
  const dist = new Map([[v, 0]]);
  let frontier = [v];
  for (let d = 1; d <= radius; d++) {
    const next = [];
    for (let k = 0; k < g.m; k++) {
      const a = g.edges[2 * k];
      const b = g.edges[2 * k + 1];
      for (const [x, y] of [[a, b], [b, a]]) {
        if (frontier.includes(x) && !dist.has(y)) {
          dist.set(y, d);
          next.push(y);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

test('the neighbourhood: the vertices within one or two moves either way, their moves, the cap and the count of the rest', () => {
  for (let seed = 1; seed <= 10; seed++) {
    const g = solve(randomGraph(100 + seed, 60 + seed * 20, 80 + seed * 40, seed % 2 === 0));
    const idx = new GraphIndex(g);
    const r = rng(seed);
    for (let t = 0; t < 8; t++) {
      const v = Math.floor(r() * g.n);
      for (const radius of [1, 2]) {
        const want = refAround(g, v, radius);
        const full = idx.neighbourhood(v, radius, 100000);
        assert.equal(full.total, want.size);
        assert.equal(full.more, 0);
        assert.equal(full.vertices[0].v, v);
        assert.deepEqual(new Map(full.vertices.map((x) => [x.v, x.dist])), want);
        // the vertices come nearest first, each with what the page shows
        for (let i = 1; i < full.vertices.length; i++) assert.ok(full.vertices[i - 1].dist <= full.vertices[i].dist);
        for (const x of full.vertices) {
          assert.equal(x.outcome, g.outcome[x.v]);
          assert.equal(x.depth, g.depth[x.v]);
          assert.equal(x.move, g.move[x.v]);
        }
        // every move between two shown vertices, as many times as in the text
        const shown = new Set(full.vertices.map((x) => x.v));
        const wantEdges = [];
        for (let k = 0; k < g.m; k++) if (shown.has(g.edges[2 * k]) && shown.has(g.edges[2 * k + 1])) wantEdges.push(g.edges[2 * k] + '>' + g.edges[2 * k + 1]);
        const gotEdges = [];
        for (let k = 0; k < full.edges.length; k += 2) gotEdges.push(full.vertices[full.edges[k]].v + '>' + full.vertices[full.edges[k + 1]].v);
        assert.deepEqual(gotEdges.sort(), wantEdges.sort());
        // capped: the first `cap`, the optimal move among them, the rest counted
        const cap = 3;
        const small = idx.neighbourhood(v, radius, cap);
        assert.equal(small.total, want.size);
        assert.equal(small.vertices.length, Math.min(cap, want.size));
        assert.equal(small.more, want.size - small.vertices.length);
        if (g.move[v] >= 0 && g.move[v] !== v) assert.equal(small.vertices[1].v, g.move[v]);
        for (let k = 0; k < small.edges.length; k++) assert.ok(small.edges[k] < small.vertices.length);
      }
    }
  }
});

test('find by name: the exact name first, then prefixes, capped', () => {
  const g = solve(randomGraph(5, 300, 500, false));
  const idx = new GraphIndex(g);
  const f = idx.find('ab1', 1000);
  const want = g.names.map((s, v) => [s, v]).filter(([s]) => s.startsWith('ab1')).map(([, v]) => v);
  assert.equal(f.exact, g.names.indexOf('ab1'));
  assert.deepEqual(f.matches.map((x) => x.v).sort((a, b) => a - b), want.sort((a, b) => a - b));
  assert.equal(f.matches[0].v, f.exact);
  const capped = idx.find('a', 5);
  assert.equal(capped.matches.length, 5);
  assert.equal(capped.more, true);
  assert.equal(idx.find('nosuch').exact, -1);
  assert.deepEqual(idx.find('nosuch').matches, []);
  // the cp form: names are the numbers 1..n, shortest first
  const c = new GraphIndex(solve(randomGraph(6, 250, 400, true)));
  const fc = c.find('2', 100);
  assert.equal(fc.exact, 1);
  const wantC = [];
  for (let x = 1; x <= 250; x++) if (String(x).startsWith('2')) wantC.push(x - 1);
  assert.deepEqual(fc.matches.map((x) => x.v).sort((a, b) => a - b), wantC);
  assert.deepEqual(fc.matches.slice(0, 3).map((x) => x.name), ['2', '20', '21']);
  assert.equal(c.find('251').exact, -1);
  assert.equal(c.find('0').matches.length, 0);
});

test('the cp0 form: the names are 0..n-1, found, shown and filtered as they are', () => {
  const n = 130;
  const r0 = rng(77);
  const lines = [n + ' 300'];
  for (let k = 0; k < 300; k++) lines.push(Math.floor(r0() * n) + ' ' + Math.floor(r0() * n));
  const r = gg.solveGraphText(lines.join('\n') + '\n', { format: 'cp0' });
  assert.equal(r.format, 'cp0');
  const g = {
    n: r.n, m: r.m, format: r.format, names: null,
    outcome: r.outcome.slice(), depth: r.depth.slice(), move: r.move.slice(), edges: r.edges.slice(), fixed: r.fixed.slice(),
  };
  const idx = new GraphIndex(g);
  assert.equal(idx.info(0).name, '0');
  assert.equal(idx.info(n - 1).name, String(n - 1));
  const zero = idx.find('0', 50);
  assert.equal(zero.exact, 0);
  assert.deepEqual(zero.matches.map((x) => x.v), [0]);
  assert.equal(zero.more, false);
  // every number of 0..n-1 starting with the query, the exact one first, vertex = number
  for (const q of ['1', '12', '5', '129']) {
    const f = idx.find(q, 200);
    const want = [];
    for (let x = 0; x < n; x++) if (String(x).startsWith(q)) want.push(x);
    assert.equal(f.exact, Number(q), q);
    assert.equal(f.matches[0].v, Number(q), q);
    assert.deepEqual(f.matches.map((x) => x.v).sort((a, b) => a - b), want, q);
    for (const x of f.matches) assert.equal(x.name, String(x.v));
  }
  assert.equal(idx.find(String(n)).exact, -1);
  assert.deepEqual(idx.find(String(n)).matches, []);
  assert.equal(idx.find('01').exact, -1);
  // the name filter reads the same names
  const rows = idx.rows({ sort: 'id', dir: 1, filter: { q: '11' }, from: 0, count: 1000 });
  const want = [];
  for (let x = 0; x < n; x++) if (String(x).includes('11')) want.push(x);
  assert.deepEqual(rows.rows.map((x) => x.v), want);
  assert.deepEqual(rows.rows.map((x) => x.name), want.map(String));
  // kept by the worker op from a solve's result (its format with it)
  const ctx = { kept: {}, transfer: [], progress() {} };
  const id = ops.keepGraph(ctx, { ...g, names: undefined });
  const f0 = ops.default['graph.find'](gg, { keepId: id, q: '0' }, ctx);
  assert.equal(f0.exact, 0);
  assert.equal(f0.matches[0].name, '0');
  // and the cp form still counts from 1: '0' names no vertex there
  const cp = new GraphIndex({ ...g, format: 'cp' });
  assert.equal(cp.find('0').exact, -1);
  assert.equal(cp.find('1').exact, 0);
  assert.equal(cp.find(String(n)).exact, n - 1);
  assert.equal(cp.info(0).name, '1');
});

test('graph.keep: a named graph handed back as its name bytes keeps its names', () => {
  const r = gg.solveGraphBytes(new TextEncoder().encode('apple pear\npear plum\nplum\n'));
  const graph = {
    n: r.n, m: r.m, format: r.format, names: null, nameBytes: r.nameBytes, nameStart: r.nameStart,
    outcome: r.outcome, depth: r.depth, move: r.move, edges: r.edges, fixed: r.fixed,
  };
  const ctx = { kept: {} };
  const { keepId } = ops.default['graph.keep'](gg, { graph }, ctx);
  const f = ops.default['graph.find'](gg, { keepId, q: 'pear' }, ctx);
  assert.equal(f.exact, 1);
  assert.equal(f.matches[0].name, 'pear');
  assert.equal(ops.default['graph.find'](gg, { keepId, q: '1' }, ctx).exact, -1);
});

test('the optimal line: follows the best moves to the end, to a fixed outcome, or round a cycle (a draw)', () => {
  for (let seed = 1; seed <= 10; seed++) {
    const g = solve(randomGraph(200 + seed, 80, 160, false));
    const idx = new GraphIndex(g);
    for (let v = 0; v < g.n; v++) {
      const w = idx.walk(v);
      const vs = w.steps.map((x) => x.v);
      assert.equal(vs[0], v);
      for (let i = 1; i < vs.length; i++) assert.equal(vs[i], g.move[vs[i - 1]]);
      assert.equal(new Set(vs).size, vs.length);
      const last = vs[vs.length - 1];
      if (w.end === 'nomove') assert.equal(g.move[last], -1);
      else if (w.end === 'fixed') assert.notEqual(g.fixed[last], 0);
      else {
        assert.equal(w.end, 'cycle');
        assert.equal(vs[w.cycleFrom], g.move[last]);
        for (const x of vs) assert.equal(g.outcome[x], 0); // only draws go round
      }
      // depths count down along a won or lost line
      if (g.outcome[v] !== 0 && g.fixed[v] === 0) {
        for (let i = 1; i < vs.length; i++) assert.equal(g.depth[vs[i]], g.depth[vs[i - 1]] - 1);
      }
    }
  }
});

test('the worker ops: a solve keeps its graph, a stale keepId is refused with not-kept, graph.keep hands it back', async () => {
  const ctx = { kept: {}, transfer: [], progress() {} };
  const g = solve('a b\nb c\nc\nd d\n');
  const id = ops.keepGraph(ctx, g);
  assert.equal(ops.default['graph.find'](gg, { keepId: id, q: 'b' }, ctx).exact, 1);
  const around = ops.default['graph.around'](gg, { keepId: id, v: 1, radius: 1 }, ctx);
  assert.deepEqual(around.vertices.map((x) => x.name), ['b', 'c', 'a']);
  assert.deepEqual(ops.default['graph.walk'](gg, { keepId: id, v: 0 }, ctx).steps.map((x) => x.name), ['a', 'b', 'c']);
  const rows = ops.default['graph.rows'](gg, { keepId: id, sort: 'depth', dir: 1, from: 0, count: 10 }, ctx);
  assert.deepEqual(rows.rows.map((x) => x.name), ['c', 'b', 'a', 'd']);
  assert.throws(() => ops.default['graph.rows'](gg, { keepId: id + 1, sort: 'id' }, ctx), (e) => e.code === 'not-kept');
  const again = ops.default['graph.keep'](gg, { graph: g }, { kept: {} });
  assert.ok(again.keepId > id);
});
