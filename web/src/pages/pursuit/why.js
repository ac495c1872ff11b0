// The pursuit page's "Why?": the position shown explained in words from the solved
// game's own answers (verdict.js explain: its moves, the replies that beat them),
// under its button; only the latest explanation asked for is shown.
//
//   const why = createWhy(page, { query, ignoreStale });
//   why.refresh()             written again for the position shown, when open
import { t, fmt } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { isFresh, current } from './state.js';
import { explain } from './verdict.js';

export function createWhy(page, hooks) {
  const { store } = page;
  const whys = createLatest();

  async function render() {
    const ticket = whys.next();
    const s = store.get();
    const cur = current(s);
    const box = $('why');
    if (!cur || !isFresh(s)) {
      box.textContent = '';
      return;
    }
    try {
      const html = await explain(s.model, cur, hooks.query);
      if (!ticket.current()) return;
      const head = '<p class="pg-why-head">' + escapeHtml(s.idx === 0 ? t('pg.why.atStart') : t('pg.why.atMove', { n: fmt(s.idx) })) + '</p>';
      box.innerHTML = head + html;
    } catch (e) {
      hooks.ignoreStale(e);
    }
  }

  $('why-btn').addEventListener('click', () => {
    const box = $('why');
    box.hidden = !box.hidden;
    $('why-btn').setAttribute('aria-expanded', String(!box.hidden));
    if (!box.hidden) render();
  });

  return {
    refresh() {
      if (!$('why').hidden) render();
    },
  };
}
