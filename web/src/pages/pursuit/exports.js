// The pursuit page's files saved: the board as drawn (PNG; a graph's drawing through
// ui/drawing-export.js) and as SVG (board-canvas.js boardSvg), and the values of
// every cell for the pieces and the side to move shown (CSV, JSON: core/files.js), named
// after the preset and the move shown.
//
//   createExports(page, { query, ignoreStale, graph });   binds the export buttons
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { drawingSvg, drawingPng } from '../../ui/drawing-export.js';
import { isFresh, current } from './state.js';
import { boardSvg } from './board-canvas.js';
import { download, csv, json } from '../../core/files.js';
import { toText, toAdjacency, words, where } from './model.js';

export function createExports(page, hooks) {
  const { store, canvas } = page;
  const S = () => store.get();

  const fileBase = () => (S().presetId || 'board') + (S().idx ? '-move' + S().idx : '');

  $('export-png').addEventListener('click', () => {
    const m = S().model;
    const graph = hooks.graph();
    if (m.kind === 'grid') canvas.toBlob().then((b) => download(fileBase() + '.png', b));
    else if (graph && graph.drawn) drawingPng(graph.view.cy).then((b) => download(fileBase() + '.png', b));
  });
  $('export-svg').addEventListener('click', () => {
    const s = S();
    const graph = hooks.graph();
    if (s.model.kind === 'grid') download(fileBase() + '.svg', boardSvg(s.model, s.view || {}), 'image/svg+xml');
    else if (graph && graph.drawn) download(fileBase() + '.svg', drawingSvg(graph.view.cy), 'image/svg+xml');
  });

  // The values of every cell for the pieces and the side to move shown.
  async function values() {
    const s = S();
    const cur = current(s);
    if (!cur || !isFresh(s)) {
      $('share-note').textContent = t('pg.mapNeedsSolve');
      return null;
    }
    const [pm, em] = await Promise.all([hooks.query('map', ['pursuer', cur.evader, cur.side]), hooks.query('map', ['evader', cur.pursuer, cur.side])]);
    return { m: s.model, cur, rows: valueRows(s.model, pm, em) };
  }
  $('export-csv').addEventListener('click', () => values().then((v) => v && download(fileBase() + '-values.csv', valuesCsv(v.m, v.rows), 'text/csv'), hooks.ignoreStale));
  $('export-json').addEventListener('click', () => values().then((v) => v && download(fileBase() + '-values.json', valuesJson(v.m, v.cur, v.rows), 'application/json'), hooks.ignoreStale));
}

const WINNER = ['draw', 'pursuer', 'evader'];

// The rows of the values export: for every cell or vertex, who wins and in how
// many moves if the pursuer stood there (the evader where it is), and if the
// evader stood there (the pursuer where it is), the side to move being `side`.
function valueRows(m, pursuerMap, evaderMap) {
  const n = m.kind === 'grid' ? m.rows * m.cols : m.n;
  const rows = [];
  for (let i = 0; i < n; i++) {
    const wall = m.kind === 'grid' && m.walls[i] === 1;
    const one = (map) => (wall || !map || map.winner[i] > 2 ? null : { winner: WINNER[map.winner[i]], depth: map.depth[i] >= 0 ? map.depth[i] : null });
    rows.push({
      cell: where(m, i),
      row: m.kind === 'grid' ? Math.floor(i / m.cols) + 1 : null,
      col: m.kind === 'grid' ? (i % m.cols) + 1 : null,
      type: wall ? 'wall' : m.exits[i] ? 'exit' : 'free',
      pursuerHere: one(pursuerMap),
      evaderHere: one(evaderMap),
    });
  }
  return rows;
}

function valuesCsv(m, rows) {
  const w = words(m);
  const header = ['cell', 'row', 'col', 'type', `if_${w.pursuer}_here_winner`, `if_${w.pursuer}_here_depth`, `if_${w.evader}_here_winner`, `if_${w.evader}_here_depth`].map((h) => h.replace(/\s+/g, '_'));
  const who = (x) => (x ? x.winner : '');
  const dep = (x) => (x && x.depth !== null ? x.depth : '');
  return csv(header, rows.map((r) => [r.cell, r.row ?? '', r.col ?? '', r.type, who(r.pursuerHere), dep(r.pursuerHere), who(r.evaderHere), dep(r.evaderHere)]));
}

function valuesJson(m, info, rows) {
  return json({
    game: m.family,
    board: m.kind === 'grid' ? { kind: 'grid', rows: m.rows, cols: m.cols, text: toText(m) } : { kind: 'graph', n: m.n, adjacency: JSON.parse(toAdjacency(m)) },
    pursuer: where(m, info.pursuer),
    evader: where(m, info.evader),
    toMove: info.side === 0 ? 'pursuer' : 'evader',
    position: { winner: WINNER[info.winner], depth: info.depth >= 0 ? info.depth : null },
    cells: rows,
  });
}
