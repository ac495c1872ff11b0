'use strict';
// An independent JavaScript solver for the tests: parses the named form of the
// graph text (enough for the graphs the tests write) and solves it by retrograde
// analysis, so that the page's answers can be checked against values computed here.

// Parses "u v", "u" and "u = win|lose|draw" lines ('#' comments). Returns
// { names, index: Map, edges: [[u, v], ...], fixed: Map(id -> 'W'|'L'|'D') }.
function parseNamed(text) {
  const names = [];
  const index = new Map();
  const edges = [];
  const fixed = new Map();
  const id = (name) => {
    if (!index.has(name)) {
      index.set(name, names.length);
      names.push(name);
    }
    return index.get(name);
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '');
    const t = line.split(/\s+/).filter(Boolean);
    if (t.length === 0) continue;
    if (t.length === 1) id(t[0]);
    else if (t.length === 2) edges.push([id(t[0]), id(t[1])]);
    else if (t.length === 3 && t[1] === '=') {
      const o = { win: 'W', lose: 'L', draw: 'D' }[t[2].toLowerCase()];
      if (!o) throw new Error('bad outcome ' + t[2]);
      fixed.set(id(t[0]), o);
    } else throw new Error('bad line ' + raw);
  }
  return { names, index, edges, fixed };
}

// The contest form: a header "n m", then exactly m lines "u v" with 1 <= u, v <= n.
// Returns the same shape as parseNamed (names "1".."n"), or null when the text is
// not in that form (the page then reads it in the named form).
function parseCp(text) {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .map((l) => l.split(/\s+/));
  const isInt = (t) => /^\d+$/.test(t);
  if (!lines.length || lines[0].length !== 2 || !lines[0].every(isInt)) return null;
  const n = Number(lines[0][0]);
  const m = Number(lines[0][1]);
  if (lines.length !== m + 1) return null;
  const edges = [];
  for (const l of lines.slice(1)) {
    if (l.length !== 2 || !l.every(isInt)) return null;
    const [u, v] = l.map(Number);
    if (u < 1 || u > n || v < 1 || v > n) return null;
    edges.push([u - 1, v - 1]);
  }
  const names = Array.from({ length: n }, (_, i) => String(i + 1));
  return { names, index: new Map(names.map((x, i) => [x, i])), edges, fixed: new Map() };
}

// Retrograde analysis. noMove: 'lose' | 'win'. Returns { outcome: ['W'|'L'|'D'],
// depth: [number, -1 for draws] }: the winner wins fastest, the loser loses slowest.
function solve(n, edges, noMove = 'lose', fixed = new Map()) {
  const outDeg = new Array(n).fill(0);
  const preds = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    outDeg[u]++;
    preds[v].push(u);
  }
  const outcome = new Array(n).fill(null);
  const depth = new Array(n).fill(-1);
  const left = outDeg.slice();
  const queue = [];
  for (let v = 0; v < n; v++) {
    if (fixed.has(v)) {
      outcome[v] = fixed.get(v);
      if (outcome[v] !== 'D') {
        depth[v] = 0;
        queue.push(v);
      }
    } else if (outDeg[v] === 0) {
      outcome[v] = noMove === 'win' ? 'W' : 'L';
      depth[v] = 0;
      queue.push(v);
    }
  }
  for (let h = 0; h < queue.length; h++) {
    const v = queue[h];
    for (const u of preds[v]) {
      if (outcome[u] !== null) continue;
      if (outcome[v] === 'L') {
        outcome[u] = 'W';
        depth[u] = depth[v] + 1;
        queue.push(u);
      } else if (--left[u] === 0) {
        outcome[u] = 'L';
        depth[u] = depth[v] + 1;
        queue.push(u);
      }
    }
  }
  for (let v = 0; v < n; v++) if (outcome[v] === null) outcome[v] = 'D';
  return { outcome, depth };
}

// Whether `to` is an optimal move from `from` in the solved graph.
function isOptimalMove(sol, edges, fixed, from, to) {
  if (fixed.has(from)) return false;
  if (!edges.some(([u, v]) => u === from && v === to)) return false;
  const o = sol.outcome[from];
  const d = sol.depth[from];
  if (o === 'D') return sol.outcome[to] === 'D';
  if (o === 'W') return sol.outcome[to] === 'L' && sol.depth[to] === d - 1;
  return sol.outcome[to] === 'W' && sol.depth[to] === d - 1;
}

function solveText(text, noMove = 'lose') {
  const g = parseCp(text) || parseNamed(text);
  const sol = solve(g.names.length, g.edges, noMove, g.fixed);
  const byName = {};
  g.names.forEach((name, v) => {
    byName[name] = { outcome: sol.outcome[v], depth: sol.depth[v] };
  });
  return { ...g, ...sol, byName };
}

module.exports = { solve, solveText, isOptimalMove };
