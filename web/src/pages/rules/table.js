// The rules page's table of every position, a page of rows at a time asked of
// the sandbox (its id, key, value, remoteness, best move, Sprague-Grundy value); a
// row clicked (or Enter on it) opens its position. A partizan game's rows: its
// value, class and each starter's outcome and depth (columns .pz-col).
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

// A row's cells: [text, class].
const outcomeCell = (o, depth) => [t('rules.t.' + outcomeName(o), { n: fmt(depth) }), outcomeClass(o)];
const depthCell = (o, depth) => [o === DRAW ? '–' : fmt(depth), ''];
const cells = (r) => [[String(r.id), ''], [r.key, ''], outcomeCell(r.outcome, r.depth), depthCell(r.outcome, r.depth), [r.best || '–', ''], [labelText(r.label), 'grundy-col']];
const partizanCells = (r) => [[String(r.id), ''], [r.key, ''], [r.value || '–', ''], [r.cls, ''],
  outcomeCell(r.left.outcome, r.left.depth), depthCell(r.left.outcome, r.left.depth), outcomeCell(r.right.outcome, r.right.depth), depthCell(r.right.outcome, r.right.depth)];

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
      for (const [text, cls] of res.partizan ? partizanCells(r) : cells(r)) {
        const td = document.createElement('td');
        td.textContent = text;
        if (cls) td.className = cls;
        tr.appendChild(td);
      }
      tr.addEventListener('click', () => S.goTo([r.id]));
      tr.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') S.goTo([r.id]);
      });
      body.appendChild(tr);
    }
    $('table-card').hidden = false;
    $('table-card').classList.toggle('with-grundy', s.grundy);
    $('table-card').classList.toggle('partizan', !!res.partizan);
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
