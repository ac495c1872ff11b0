// The pursuit page's files saved: the board as drawn (PNG; a graph's drawing through
// ui/drawing-export.js) and as SVG (board-canvas.js boardSvg), and the values of
// every cell for the pieces and the side to move shown (share.js: CSV, JSON), named
// after the preset and the move shown.
//
//   createExports(page, { query, ignoreStale, graph });   binds the export buttons
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { drawingSvg, drawingPng } from '../../ui/drawing-export.js';
import { isFresh, current } from './state.js';
import { boardSvg } from './board-canvas.js';
import { valueRows, valuesCsv, valuesJson, save } from './share.js';

export function createExports(page, hooks) {
  const { store, canvas } = page;
  const S = () => store.get();

  const fileBase = () => (S().presetId || 'board') + (S().idx ? '-move' + S().idx : '');

  $('export-png').addEventListener('click', () => {
    const m = S().model;
    const graph = hooks.graph();
    if (m.kind === 'grid') canvas.toBlob().then((b) => save(fileBase() + '.png', b));
    else if (graph && graph.drawn) drawingPng(graph.view.cy).then((b) => save(fileBase() + '.png', b));
  });
  $('export-svg').addEventListener('click', () => {
    const s = S();
    const graph = hooks.graph();
    if (s.model.kind === 'grid') save(fileBase() + '.svg', boardSvg(s.model, s.view || {}), 'image/svg+xml');
    else if (graph && graph.drawn) save(fileBase() + '.svg', drawingSvg(graph.view.cy), 'image/svg+xml');
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
  $('export-csv').addEventListener('click', () => values().then((v) => v && save(fileBase() + '-values.csv', valuesCsv(v.m, v.rows), 'text/csv'), hooks.ignoreStale));
  $('export-json').addEventListener('click', () => values().then((v) => v && save(fileBase() + '-values.json', valuesJson(v.m, v.cur, v.rows), 'application/json'), hooks.ignoreStale));
}
