// A position of a solved rules game as the sandbox's worker describes it to the
// page: texts clipped, show(p) as data (a text or a grid), the cells a move changes
// in the drawing, and a position's moves listed with their names (moveName, in
// the page's language) and what the caller adds of each target. Plain data; no
// DOM. Used by worker.js and partizan.js.
import { inLanguage } from '../../../../../wasm/rules/compile.js';

import { MOVES_MAX, CELLS_MAX, GRID_MAX, TEXT_MAX } from './limits.js';

const CELLS_MS = 3000; // the time a view may spend drawing its moves to find their cells

export function clip(s, max = TEXT_MAX) {
  s = String(s);
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

// show(p) as data: { text } or { grid: rows of equal length } (or an error).
export function shown(r, p) {
  if (!r.rules.show) return null;
  let s;
  try {
    s = r.rules.show(p);
  } catch (e) {
    return { error: clip(String((e && e.message) || e), 300) };
  }
  if (Array.isArray(s) && s.length > 0 && s.length <= GRID_MAX && s.every((row) => typeof row === 'string')) {
    const rows = s.map((row) => Array.from(row).slice(0, GRID_MAX));
    if (rows.every((row) => row.length === rows[0].length)) return { grid: rows };
  }
  if (typeof s === 'string' || typeof s === 'number') return { text: clip(s) };
  if (Array.isArray(s)) return { text: clip(s.join('\n')) };
  let j;
  try {
    j = JSON.stringify(s);
  } catch (e) {
    j = String(s);
  }
  return { text: clip(j) };
}

// The cells where the drawing of q differs from the drawing of p (two grids of the
// same size: their indexes, row by row), or none: no grid, another size, or more
// than CELLS_MAX cells (such a move is played from the list only).
export function changedCells(a, b) {
  if (!a || !b || !a.grid || !b.grid) return [];
  const rows = a.grid.length;
  const width = rows ? a.grid[0].length : 0;
  if (b.grid.length !== rows || !width || b.grid[0].length !== width) return [];
  const out = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      if (a.grid[y][x] === b.grid[y][x]) continue;
      if (out.length === CELLS_MAX) return [];
      out.push(y * width + x);
    }
  }
  return out;
}

// The moves of position p (ids: their targets' ids, list: the positions the
// script gave, in the same order) as a view lists them: each with its name, key
// and the cells it changes in the drawing grid (none without one), and what
// fields(to) gives of its target; two moves to the same position listed once,
// with both names where they differ; past MOVES_MAX, counted in `more`.
export function listMoves(r, p, ids, list, grid, fields, lang, nameOf = r.rules.moveName) {
  const moves = [];
  // a slow show(p) does not hold the view up: past CELLS_MS, moves are played from the list only
  const cellsUntil = performance.now() + CELLS_MS;
  const seen = new Map(); // target id -> its entry in moves
  const unlisted = new Set();
  for (let j = 0; j < ids.length; j++) {
    const to = ids[j];
    const q = Array.isArray(list) && j < list.length ? list[j] : undefined;
    let name = '';
    if (nameOf && q !== undefined) {
      try {
        const s = nameOf(p, q);
        if (s !== undefined && s !== null) name = clip(inLanguage(s, lang), 200);
      } catch (e) {
        name = '';
      }
    }
    const again = seen.get(to);
    if (again) {
      const names = again.name.split(' / ');
      if (name && !names.includes(name)) again.name = again.name ? clip(again.name + ' / ' + name, 200) : name;
      continue;
    }
    if (moves.length >= MOVES_MAX) {
      unlisted.add(to);
      continue;
    }
    const m = {
      to,
      name,
      key: clip(r.key(to), 200),
      ...fields(to),
      // the cells the move changes in the drawing (to play it there)
      cells: grid && performance.now() < cellsUntil ? changedCells(grid, shown(r, q !== undefined ? q : r.position(to))) : [],
    };
    seen.set(to, m);
    moves.push(m);
  }
  return { moves, more: unlisted.size };
}

// What moving from position a to b of solved game r is called (moveName(p, q) in
// lang, clipped), or '' (no moveName, or it failed).
export function moveNameOf(r, a, b, lang) {
  if (!r.rules || !r.rules.moveName) return '';
  try {
    const s = r.rules.moveName(r.position(a), r.position(b));
    return s === undefined || s === null ? '' : clip(inLanguage(s, lang), 200);
  } catch (e) {
    return '';
  }
}
