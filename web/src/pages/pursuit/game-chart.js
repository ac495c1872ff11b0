// The pursuit page's value history (ui/value-history.js, #board-vh in the play
// card): the line played so far, watched, chosen or against the solver, from the
// start to the move shown, each point the value for the side to move there; a
// point clicked goes back there (go: the page steps to it, the solver answering
// where it is its turn), and the link follows as for any step. In a quiz the chart
// waits for the end of the game, as the rules page's does.
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createValueHistory } from '../../ui/value-history.js';
import { isFresh } from './state.js';
import { moveText } from './play.js';
import { valueOf } from './quiz.js';
import { DRAW, outcomeName } from '../../core/outcome.js';


// The points of the line up to the move shown.
export function linePoints(s) {
  const h = s.history;
  const out = [];
  for (let i = 0; i <= s.idx && i < h.length; i++) {
    const v = valueOf(h[i]);
    const label = i === 0 ? t('pg.vhStart') : fmt(i) + '. ' + moveText(s.model, h[i - 1], h[i]);
    out.push({ value: outcomeName(v.outcome), remoteness: v.outcome === DRAW || v.depth < 0 ? null : v.depth, label });
  }
  return out;
}

export function createGameChart({ store, go }) {
  const host = $('board-vh');
  const chart = createValueHistory(host, {
    onPick: (i) => go(i),
    fileName: () => (store.get().presetId || 'board') + '-value-history.svg',
  });
  function render() {
    const s = store.get();
    const cur = s.history[s.idx];
    const hide = !isFresh(s) || !cur || (s.quiz && !cur.ended);
    host.hidden = hide;
    if (!hide) chart.update(linePoints(s), s.idx);
  }
  store.subscribe((s, prev) => {
    if (s.history !== prev.history || s.idx !== prev.idx || s.quiz !== prev.quiz || s.model !== prev.model || s.summary !== prev.summary || s.solvedVersion !== prev.solvedVersion) render();
  });
  onLangChange(render);
  render();
  return { chart, render };
}
