// What the race page says of the solve: the status line (and #app's status, the
// results greyed while stale), the error of the text, the boards' tabs, the
// verdict and why (verdict.js; in a quiz, who wins is not said), the board drawn
// (board-canvas.js, its height fitted to the window), its legend and the square
// under the pointer.
//
//   const results = createResults(page, { race, textAside });
//   results.view                     the BoardView
//   results.status(), error(), verdict(), legend(), cellInfo()   each drawn again from the state
//   results.hideValues(on)           the course page's quiz
// race(): the race shown (race-card.js); textAside(): the text is kept out of the editor (text.js).
import { t, fmt } from '../../core/i18n.js';
import { $, escapeHtml, isEmbed, debounce } from '../../core/dom.js';
import { BoardView } from './board-canvas.js';
import { renderTabs, renderVerdict } from './verdict.js';
import { renderLegend, cellInfoHtml } from './legend.js';

// The board may take the height the window has left below its top (so that the
// verdict and the board show together on first load); embedded, what the frame
// has left after everything else.
function fitHeight() {
  const canvas = $('board');
  const wrapTop = $('board-wrap').getBoundingClientRect().top + window.scrollY;
  if (isEmbed()) {
    // the board beside the rest (a wide frame): the height below its top; else what the rest leaves
    const beside = getComputedStyle($('results').querySelector('.race-grid')).gridTemplateColumns.split(' ').length > 1;
    const below = $('legend').offsetHeight + 24;
    if (beside) return window.innerHeight - wrapTop - below;
    const other = document.documentElement.scrollHeight - (canvas.offsetHeight || 0);
    return window.innerHeight - other - 4;
  }
  const below = $('cell-info').offsetHeight + 16;
  const h = window.innerHeight - wrapTop - below;
  return h >= 260 ? h : Infinity; // the board is far down (a narrow screen): the width decides
}

function statusText(st) {
  switch (st.kind) {
    case 'loading':
      return escapeHtml(t('race.loading'));
    case 'solving':
      return escapeHtml(t('race.st.solving'));
    case 'generating':
      return t('race.st.generating', { title: escapeHtml(t('race.ex.' + st.id)) });
    case 'solved': {
      const size = st.biggest > 20 ? t(st.count > 1 ? 'race.st.upTo' : 'race.st.size', { n: fmt(st.biggest) }) : '';
      return escapeHtml(t('race.st.solved', { count: st.count, size, ms: fmt(Math.round(st.ms)) }));
    }
    case 'error':
      return escapeHtml(st.line ? t('race.st.errorAt', { line: fmt(st.line), column: fmt(st.column) }) : t('race.st.error'));
    case 'failed':
      return escapeHtml(st.message);
    default:
      return '';
  }
}

export function createResults(page, { race, textAside }) {
  const { store, editor } = page;
  const appEl = $('app');
  const view = new BoardView($('board'), $('board-wrap'), { fitHeight });
  let valuesHidden = false; // the course page around the embed hides the values (a quiz)

  function status() {
    const s = store.get();
    const el = $('status');
    el.innerHTML = statusText(s.status);
    const kind = { solved: 'ok', error: 'error', failed: 'error' }[s.status.kind];
    el.className = 'status' + (kind ? ' ' + kind : '');
    appEl.dataset.status = { loading: 'loading', busy: 'busy', idle: 'idle', failed: 'error' }[s.phase];
    appEl.classList.toggle('stale', (!!s.error && !s.fromEdit) || s.phase === 'busy');
  }

  function error() {
    const err = store.get().error;
    const box = $('parse-error');
    if (!err) {
      box.hidden = true;
      editor.clearError();
      return;
    }
    $('parse-error-text').textContent = err.message;
    $('show-error').hidden = !err.line || textAside();
    box.hidden = false;
    if (err.line && !textAside()) {
      editor.setError({ line: err.line, column: err.column, message: err.message });
      editor.scrollToError();
    } else {
      editor.clearError();
    }
  }

  function verdict() {
    const s = store.get();
    renderTabs($('board-tabs'), s);
    renderVerdict({ badge: $('winner-badge'), title: $('verdict-title'), sub: $('verdict-sub'), why: $('why'), full: $('full-check') }, s);
    if (valuesHidden && s.sols[s.index]) {
      // a quiz: who wins is not said (the why and the full-state check are hidden by race.css)
      $('winner-badge').textContent = '?';
      $('winner-badge').className = 'winner-badge';
      $('verdict-title').textContent = t('race.quizVerdict');
    }
  }

  const legend = () => renderLegend($('legend'), store.get(), race());
  const cellInfo = () => {
    $('cell-info').innerHTML = cellInfoHtml(store.get(), view.hover);
  };

  function hideValues(on) {
    valuesHidden = on;
    document.documentElement.classList.toggle('values-hidden', on);
    verdict();
  }

  view.on('hover', cellInfo);
  // The board follows the window's height too (it fits what is left below its top).
  window.addEventListener('resize', debounce(() => view.layout(), 100));

  return { view, status, error, verdict, legend, cellInfo, hideValues };
}
