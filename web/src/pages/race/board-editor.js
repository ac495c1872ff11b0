// The board editor's operations, on boards { n, cells, a, b } (cells: 1 white,
// 0 black). Each returns a NEW board (the boards in the store are never changed
// in place: a solution may share their cells), or null when nothing changed.
import { rng } from './examples.js';

const MIN_N = 2;
const MAX_N = 300;

export function openBoard(n) {
  return { n, cells: new Uint8Array(n * n).fill(1), a: 0, b: n * n - 1 };
}

const copy = (bd) => ({ n: bd.n, cells: new Uint8Array(bd.cells), a: bd.a, b: bd.b });

// The squares of a straight line from q0 to q1 (without q0), for a fast drag.
export function lineSquares(n, q0, q1) {
  const r0 = Math.floor(q0 / n);
  const c0 = q0 % n;
  const r1 = Math.floor(q1 / n);
  const c1 = q1 % n;
  const k = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
  const out = [];
  for (let i = 1; i <= k; i++) out.push(Math.round(r0 + ((r1 - r0) * i) / k) * n + Math.round(c0 + ((c1 - c0) * i) / k));
  return out;
}

// tool 'wall': paints the squares with `paint` (0 black, 1 white), never the
// starts; 'a' / 'b': moves that start to the first square. Returns the new board or null.
export function applyTool(bd, tool, squares, paint) {
  let out = null;
  if (tool === 'wall') {
    for (const q of squares) {
      if (q === bd.a || q === bd.b || bd.cells[q] === paint) continue;
      if (!out) out = copy(bd);
      out.cells[q] = paint;
    }
    return out;
  }
  const q = squares[0];
  if (q === undefined || q === bd.a || q === bd.b) return null;
  out = copy(bd);
  out.cells[q] = 1;
  if (tool === 'a') out.a = q;
  else out.b = q;
  return out;
}

// The board at size n: the top-left part kept, A and B kept where they fit.
export function resize(bd, n) {
  n = Math.max(MIN_N, Math.min(MAX_N, Math.round(Number(n)) || bd.n));
  const nb = openBoard(n);
  const keep = Math.min(n, bd.n);
  for (let r = 0; r < keep; r++) for (let c = 0; c < keep; c++) nb.cells[r * n + c] = bd.cells[r * bd.n + c];
  const place = (q, other, fallback) => {
    const r0 = Math.floor(q / bd.n);
    const c0 = q % bd.n;
    if (r0 < n && c0 < n && r0 * n + c0 !== other) return r0 * n + c0;
    return fallback === other ? (fallback === 0 ? n * n - 1 : 0) : fallback;
  };
  nb.a = place(bd.a, -1, 0);
  nb.b = place(bd.b, nb.a, n * n - 1);
  nb.cells[nb.a] = 1;
  nb.cells[nb.b] = 1;
  return nb;
}

export function clearWalls(bd) {
  return { n: bd.n, cells: new Uint8Array(bd.n * bd.n).fill(1), a: bd.a, b: bd.b };
}

// Whether white squares join A and B.
function connected(bd) {
  const n = bd.n;
  const seen = new Uint8Array(n * n);
  const queue = [bd.a];
  seen[bd.a] = 1;
  for (let h = 0; h < queue.length; h++) {
    const q = queue[h];
    const r = Math.floor(q / n);
    const c = q % n;
    for (const t of [r > 0 ? q - n : -1, c > 0 ? q - 1 : -1, c < n - 1 ? q + 1 : -1, r < n - 1 ? q + n : -1]) {
      if (t >= 0 && bd.cells[t] && !seen[t]) {
        seen[t] = 1;
        queue.push(t);
      }
    }
  }
  return !!seen[bd.b];
}

// About a quarter of the squares black, at random, A and B still joined.
export function randomWalls(bd, seed = (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0) {
  const rand = rng(seed);
  const out = copy(bd);
  for (let tries = 0; tries < 100; tries++) {
    for (let q = 0; q < bd.n * bd.n; q++) out.cells[q] = rand() < 0.25 ? 0 : 1;
    out.cells[out.a] = 1;
    out.cells[out.b] = 1;
    if (connected(out)) return out;
  }
  return clearWalls(bd);
}
