// The rules page's table of every position, a page of rows at a time asked of
// the sandbox (its id, key, value, remoteness, best move, Sprague-Grundy value); a
// row clicked (or Enter on it) opens its position.
//
//   const table = createTable(page);
//   table.load()        the page of rows at the state's tableAt (again: in a new language)
//   table.render(st)    hidden while there is no solved game
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { labelText } from '../../ui/sum-play.js';
import { outcomeClass } from './position-view.js';
import { DRAW, outcomeName } from '../../core/outcome.js';

const ROWS_PER_PAGE = 50;

export function createTable(page) {
  const { S, store, sandbox } = page;

  async function load() {
    const st = store.get();
    const s = st.summary;
    if (!s) return;
    let res;
    try {
      res = await sandbox.call('rows', { offset: st.tableAt, count: ROWS_PER_PAGE });
    } catch (e) {
      return;
    }
    if (store.get().summary !== s) return;
    const body = $('pos-rows');
    body.textContent = '';
    for (const r of res.rows) {
      const tr = document.createElement('tr');
      tr.dataset.id = String(r.id);
      tr.tabIndex = 0;
      const cells = [String(r.id), r.key, t('rules.t.' + outcomeName(r.outcome), { n: fmt(r.depth) }), r.outcome === DRAW ? '–' : fmt(r.depth), r.best || '–', labelText(r.label)];
      cells.forEach((c, i) => {
        const td = document.createElement('td');
        td.textContent = c;
        if (i === 2) td.className = outcomeClass(r.outcome);
        if (i === 5) td.className = 'grundy-col';
        tr.appendChild(td);
      });
      tr.addEventListener('click', () => S.goTo([r.id]));
      tr.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') S.goTo([r.id]);
      });
      body.appendChild(tr);
    }
    $('table-card').hidden = false;
    $('table-card').classList.toggle('with-grundy', s.grundy);
    const last = Math.min(s.n, res.offset + res.rows.length);
    $('page-info').textContent = t('rules.pageInfo', { from: fmt(res.offset + 1), to: fmt(last), n: fmt(s.n) });
    $('page-prev').disabled = res.offset === 0;
    $('page-next').disabled = last >= s.n;
  }

  function render(st) {
    if (!st.summary) $('table-card').hidden = true;
  }

  $('page-prev').addEventListener('click', () => S.table(Math.max(0, store.get().tableAt - ROWS_PER_PAGE)));
  $('page-next').addEventListener('click', () => S.table(store.get().tableAt + ROWS_PER_PAGE));

  return { load, render };
}
