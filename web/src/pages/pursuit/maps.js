// The maps' words: the note over a map, the tip over a cell of a map, and the
// board described for screen readers.
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { words, where, nMoves } from './model.js';
import { current } from './state.js';

export function renderMapNote(s) {
  const view = s.view || {};
  const note = $('map-note');
  const cur = current(s);
  if (s.viewMode === 'plain') {
    note.hidden = true;
    return;
  }
  note.hidden = false;
  if (!view.map || !cur) {
    note.textContent = t('pg.mapNeedsSolve');
    return;
  }
  const w = words(s.model);
  note.textContent = t('pg.mapNote', {
    place: t(s.model.kind === 'grid' ? 'pg.cell' : 'pg.vertex'),
    piece: s.viewMode === 'pursuer' ? w.pursuer : w.evader,
    other: s.viewMode === 'pursuer' ? w.evader : w.pursuer,
    mover: cur.side === 0 ? w.pursuer : w.evader,
  });
}

// The tip over a cell of a map (null: none).
export function tipText(s, cell) {
  const v = s.view || {};
  if (cell < 0 || !v.map || s.model.kind !== 'grid') return null;
  const winner = v.map.winner[cell];
  if (winner > 2) return null;
  const w = words(s.model);
  const depth = v.map.depth[cell];
  return t('pg.tip', {
    piece: s.viewMode === 'pursuer' ? w.Pursuer : w.Evader,
    at: where(s.model, cell),
    result: winner === 1 ? w.pursuer + ' ' + w.pursuerVerb : winner === 2 ? w.evader + ' ' + w.evaderVerb : t('pg.mv.draw'),
    n: depth >= 0 ? t('pg.tipIn', { n: nMoves(depth) }) : '',
  });
}

// The board in words, for screen readers.
export function describe(s) {
  const m = s.model;
  const view = s.view || {};
  const w = words(m);
  const parts = [m.kind === 'grid' ? t('pg.descGrid', { rows: fmt(m.rows), cols: fmt(m.cols) }) : t('pg.descGraph', { count: m.n, n: fmt(m.n) })];
  const p = view.pursuer ?? m.pursuer;
  const e = view.evader ?? m.evader;
  if (p >= 0) parts.push(t('pg.descAt', { who: w.pursuer, at: where(m, p) }));
  if (e >= 0) parts.push(t('pg.descAt', { who: w.evader, at: where(m, e) }));
  let label = parts.join(', ') + '.';
  if (view.map) label += t('pg.descMap', { p: view.mapPiece === 'pursuer' ? w.pursuer : w.evader });
  $('board').setAttribute('aria-label', label);
}
