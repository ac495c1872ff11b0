// The rules page's table of every position, a page of rows at a time asked of
// the sandbox (its id, key, value, remoteness, best move, Sprague-Grundy value); a
// row clicked (or Enter on it) opens its position. A partizan game's rows: its
// value, class and each starter's outcome and depth (columns .pz-col). Find: a
// position by its key (as the table writes it, or a string key without its
// quotes) or by # and its number, opened and its page of rows shown, its row marked.
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
  let found = -1; // the position found last (its row marked)
  let lastSummary = null; // the game it was found in

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
      if (r.id === found) tr.setAttribute('aria-current', 'true');
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
    // the row found, in view inside the table's scroll (the page itself stays)
    const mark = body.querySelector('tr[aria-current="true"]');
    const wrap = body.closest('.table-wrap');
    if (mark && wrap) wrap.scrollTop = Math.max(0, mark.offsetTop - wrap.clientHeight / 2);
    $('table-card').classList.toggle('with-grundy', s.grundy);
    $('table-card').classList.toggle('partizan', !!res.partizan);
    const last = Math.min(s.n, res.offset + res.rows.length);
    // (the rows' numbers, as the # column and Find give them: the start is #0)
    $('page-info').textContent = t('rules.pageInfo', { from: fmt(res.offset), to: fmt(last - 1), n: fmt(s.n) });
    $('page-prev').disabled = res.offset === 0;
    $('page-next').disabled = last >= s.n;
  }

  function render(st) {
    if (!st.summary) $('table-card').hidden = true;
    if (st.summary !== lastSummary) {
      lastSummary = st.summary;
      found = -1;
      $('find-note').textContent = '';
    }
  }

  // The id of what was typed (# and a number, or a key), or -1 with the note said.
  async function idOf(text) {
    const s = store.get().summary;
    // (as the page writes numbers too: "#1,000", "#1 000", with its group
    // separators; one with separators past the last row is looked for as a key too)
    const row = /^#\s*(\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+)$/.exec(text);
    const noRow = () => {
      $('find-note').textContent = t('rules.findNoRow', { n: row[1], last: fmt(s.n - 1) });
      return -1;
    };
    if (row) {
      const n = Number(row[1].replace(/\D/g, ''));
      if (n < s.n) return n;
      if (!/\D/.test(row[1])) return noRow();
    }
    let r = await sandbox.call('find', { key: text });
    // a string key typed without its quotes
    if (r.id < 0 && !text.startsWith('"')) r = await sandbox.call('find', { key: JSON.stringify(text) });
    if (r.id < 0 && store.get().summary === s) {
      if (row) return noRow();
      $('find-note').textContent = t('rules.findNone', { key: text });
    }
    return r.id;
  }

  $('find-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const text = $('find-key').value.trim();
    const s = store.get().summary;
    if (!text || !s) return;
    $('find-note').textContent = '';
    let id;
    try {
      id = await idOf(text);
    } catch (e) {
      return; // (the sandbox's fault, said by the page)
    }
    if (id < 0 || store.get().summary !== s) return;
    found = id;
    S.goTo([id]);
    const at = id - (id % ROWS_PER_PAGE);
    if (store.get().tableAt === at) load();
    else S.table(at);
    $('find-note').textContent = t('rules.findFound', { id: fmt(id) });
  });

  $('page-prev').addEventListener('click', () => S.table(Math.max(0, store.get().tableAt - ROWS_PER_PAGE)));
  $('page-next').addEventListener('click', () => S.table(store.get().tableAt + ROWS_PER_PAGE));

  return { load, render };
}
