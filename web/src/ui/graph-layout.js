// Layouts of the graph view that Cytoscape's own do not give:
//  - layered positions that stay readable on graphs with cycles: the edges that
//    close a cycle are turned round (a greedy feedback arc set, Eades-Lin-Smyth,
//    no recursion), the vertices get longest-path layers over what is left (an
//    acyclic orientation), are ordered in their layer by the mean position of
//    their neighbours (a few sweeps down and up), and are spaced by their width,
//    so no two boxes overlap;
//  - a seeded random source, so that a force-directed layout of one graph is the
//    same on every load (a teacher's screenshot and a student's screen match).

import { allNames } from '../core/names.js';

// mulberry32: a small, fast 32-bit PRNG; the same seed gives the same sequence.
function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// A 32-bit hash (FNV-1a) of the graph: its size, edges and names.
export function graphSeed(result) {
  let h = 0x811c9dc5;
  const mix = (x) => {
    h = Math.imul(h ^ (x & 0xffff), 16777619);
    h = Math.imul(h ^ (x >>> 16), 16777619);
  };
  mix(result.n);
  mix(result.m);
  const e = result.edges;
  for (let k = 0; e && k < e.length; k++) mix(e[k]);
  const names = allNames(result);
  if (names) for (const name of names) for (let i = 0; i < name.length; i++) mix(name.charCodeAt(i));
  return h >>> 0;
}

// Runs f with Math.random replaced by a PRNG seeded with seed (the layouts
// Cytoscape runs synchronously draw their randomness from Math.random).
export function withSeededRandom(seed, f) {
  const saved = Math.random;
  Math.random = mulberry32(seed);
  try {
    return f();
  } finally {
    Math.random = saved;
  }
}

// An order of the vertices such that few edges point backwards (Eades, Lin and
// Smyth's greedy heuristic): sinks go to the end, sources to the front, else the
// vertex with the most (out - in) edges to the front.
function greedyOrder(n, from, to) {
  const outDeg = new Int32Array(n);
  const inDeg = new Int32Array(n);
  const outStart = new Int32Array(n + 1);
  const inStart = new Int32Array(n + 1);
  const m = from.length;
  for (let k = 0; k < m; k++) {
    if (from[k] === to[k]) continue;
    outStart[from[k] + 1]++;
    inStart[to[k] + 1]++;
  }
  for (let v = 0; v < n; v++) {
    outStart[v + 1] += outStart[v];
    inStart[v + 1] += inStart[v];
  }
  const outAdj = new Int32Array(outStart[n]);
  const inAdj = new Int32Array(inStart[n]);
  const oFill = outStart.slice(0, n);
  const iFill = inStart.slice(0, n);
  for (let k = 0; k < m; k++) {
    if (from[k] === to[k]) continue;
    outAdj[oFill[from[k]]++] = to[k];
    inAdj[iFill[to[k]]++] = from[k];
    outDeg[from[k]]++;
    inDeg[to[k]]++;
  }
  const gone = new Uint8Array(n);
  const front = [];
  const back = [];
  let left = n;
  const remove = (v) => {
    gone[v] = 1;
    left--;
    for (let j = outStart[v]; j < outStart[v + 1]; j++) inDeg[outAdj[j]]--;
    for (let j = inStart[v]; j < inStart[v + 1]; j++) outDeg[inAdj[j]]--;
  };
  while (left > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (let v = 0; v < n; v++) {
        if (gone[v]) continue;
        if (outDeg[v] === 0) {
          back.push(v);
          remove(v);
          changed = true;
        } else if (inDeg[v] === 0) {
          front.push(v);
          remove(v);
          changed = true;
        }
      }
    }
    if (left === 0) break;
    let best = -1;
    let bestScore = -Infinity;
    for (let v = 0; v < n; v++) {
      if (!gone[v] && outDeg[v] - inDeg[v] > bestScore) {
        bestScore = outDeg[v] - inDeg[v];
        best = v;
      }
    }
    front.push(best);
    remove(best);
  }
  return front.concat(back.reverse());
}

// The lists of `to[k]` by `from[k]` (compressed rows): [start (n + 1), list].
function adjacency(n, from, to) {
  const start = new Int32Array(n + 1);
  for (let k = 0; k < from.length; k++) start[from[k] + 1]++;
  for (let v = 0; v < n; v++) start[v + 1] += start[v];
  const list = new Int32Array(from.length);
  const fill = start.slice(0, n);
  for (let k = 0; k < from.length; k++) list[fill[from[k]]++] = to[k];
  return [start, list];
}

// Positions of a layered drawing: { positions: [{x, y}], layers, reversed }.
// widths[v]: the width of v's box; gapX, gapY: the space between boxes and layers.
export function layeredPositions(result, widths, { gapX = 28, layerHeight = 96 } = {}) {
  const n = result.n;
  const e = result.edges;
  const m = result.m;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    from[k] = e[2 * k];
    to[k] = e[2 * k + 1];
  }
  const order = greedyOrder(n, from, to);
  const rank = new Int32Array(n);
  order.forEach((v, i) => (rank[v] = i));
  // the acyclic orientation: every edge from the earlier to the later vertex
  let reversed = 0;
  const a = [];
  const b = [];
  for (let k = 0; k < m; k++) {
    if (from[k] === to[k]) continue;
    if (rank[from[k]] < rank[to[k]]) {
      a.push(from[k]);
      b.push(to[k]);
    } else {
      a.push(to[k]);
      b.push(from[k]);
      reversed++;
    }
  }
  // longest-path layers, in the topological order the greedy order is
  const [predStart, preds] = adjacency(n, b, a);
  const [succStart, succs] = adjacency(n, a, b);
  const layer = new Int32Array(n);
  for (const v of order) {
    for (let j = predStart[v]; j < predStart[v + 1]; j++) layer[v] = Math.max(layer[v], layer[preds[j]] + 1);
  }
  let depth = 0;
  for (let v = 0; v < n; v++) depth = Math.max(depth, layer[v] + 1);
  const layers = Array.from({ length: depth }, () => []);
  for (let v = 0; v < n; v++) layers[layer[v]].push(v); // in the order of the text
  // fewer crossings: order each layer by the mean place of its neighbours above
  // (going down), then below (going up)
  const place = new Float64Array(n);
  const setPlaces = (L) => L.forEach((v, i) => (place[v] = i));
  layers.forEach(setPlaces);
  const sweep = (L, start, adj) => {
    const key = new Map();
    for (const v of L) {
      let sum = 0;
      let cnt = 0;
      for (let j = start[v]; j < start[v + 1]; j++) {
        sum += place[adj[j]];
        cnt++;
      }
      key.set(v, cnt ? sum / cnt : place[v]);
    }
    L.sort((x, y) => key.get(x) - key.get(y) || place[x] - place[y]);
    setPlaces(L);
  };
  for (let round = 0; round < 4; round++) {
    for (let i = 1; i < depth; i++) sweep(layers[i], predStart, preds);
    for (let i = depth - 2; i >= 0; i--) sweep(layers[i], succStart, succs);
  }
  // spacing: each layer centred, its boxes side by side with gapX between
  const positions = new Array(n);
  const sideways = sidewaysPositions(layers, widths);
  layers.forEach((L, i) => {
    let total = 0;
    for (const v of L) total += widths[v];
    total += gapX * Math.max(0, L.length - 1);
    let x = -total / 2;
    for (const v of L) {
      positions[v] = { x: x + widths[v] / 2, y: i * layerHeight };
      x += widths[v] + gapX;
    }
  });
  return { positions, sideways, layers: depth, lists: layers, reversed };
}

// The layers drawn left to right and cut into bands stacked top to bottom, as
// lines of text are (for a long chain of layers in an area not as wide as it):
// `bands` bands of about the same number of consecutive layers, bandGap between.
export function wrappedPositions(lists, widths, bands, { bandGap = 48, boxHeight = 38 } = {}) {
  const positions = [];
  const per = Math.ceil(lists.length / bands);
  let top = 0;
  for (let b = 0; b * per < lists.length; b++) {
    const band = sidewaysPositions(lists.slice(b * per, (b + 1) * per), widths);
    let y1 = Infinity;
    let y2 = -Infinity;
    band.forEach((p) => {
      y1 = Math.min(y1, p.y);
      y2 = Math.max(y2, p.y);
    });
    band.forEach((p, v) => {
      positions[v] = { x: p.x, y: top + p.y - y1 + boxHeight / 2 };
    });
    top += y2 - y1 + boxHeight + bandGap;
  }
  return positions;
}

// The same layers drawn left to right (for a drawing area much wider than tall,
// such as a small embedded frame): each layer a column as wide as its widest box,
// gapX between columns, its boxes (boxHeight high) stacked with gapY between.
function sidewaysPositions(layers, widths, { gapX = 40, gapY = 16, boxHeight = 38 } = {}) {
  const positions = [];
  let x = 0;
  for (const L of layers) {
    let wide = 0;
    for (const v of L) wide = Math.max(wide, widths[v]);
    const total = L.length * boxHeight + gapY * Math.max(0, L.length - 1);
    L.forEach((v, i) => {
      positions[v] = { x: x + wide / 2, y: -total / 2 + boxHeight / 2 + i * (boxHeight + gapY) };
    });
    x += wide + gapX;
  }
  return positions;
}

// The scale at which boxes centred at positions[v] (widths[v] x boxHeight) fit a
// w x h area with padding on each side, as Cytoscape's fit gives it.
function fitScale(positions, widths, w, h, { padding = 24, boxHeight = 38 } = {}) {
  let x1 = Infinity, x2 = -Infinity, y1 = Infinity, y2 = -Infinity;
  positions.forEach((p, v) => {
    x1 = Math.min(x1, p.x - widths[v] / 2);
    x2 = Math.max(x2, p.x + widths[v] / 2);
    y1 = Math.min(y1, p.y - boxHeight / 2);
    y2 = Math.max(y2, p.y + boxHeight / 2);
  });
  return Math.min((w - 2 * padding) / Math.max(1, x2 - x1), (h - 2 * padding) / Math.max(1, y2 - y1));
}

// A drawing turned a quarter (x and y swapped: a mirror image along the
// diagonal, for a force-directed drawing as good as the first), or null when
// two boxes would then overlap (boxes are wider than tall) or the drawing is too
// big to check.
export function turnedPositions(positions, widths, { boxHeight = 38, gap = 6, max = 400 } = {}) {
  const n = positions.length;
  if (n > max) return null;
  const turned = positions.map((p) => ({ x: p.y, y: p.x }));
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (Math.abs(turned[u].x - turned[v].x) * 2 < widths[u] + widths[v] + 2 * gap &&
          Math.abs(turned[u].y - turned[v].y) < boxHeight + gap) return null;
    }
  }
  return turned;
}

// Which of the other drawings (null where there is none) should be shown in a
// w x h area rather than the first: the one that fits largest, when the first
// would have to be shrunk and that one fits clearly larger (-1: the first).
export function preferLayout(first, others, widths, w, h, padding = 24) {
  if (!(w > 0 && h > 0) || first.length === 0) return -1;
  const down = fitScale(first, widths, w, h, { padding });
  if (down >= 0.9) return -1;
  let best = -1;
  let scale = 1.25 * down;
  others.forEach((p, i) => {
    if (!p) return;
    const s = fitScale(p, widths, w, h, { padding });
    if (s > scale) {
      scale = s;
      best = i;
    }
  });
  return best;
}
