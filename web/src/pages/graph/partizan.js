// The graph page's partizan card: a partizan graph (Left's and Right's moves apart,
// read as ops.js decides: the format 'partizan', or a text whose first move is
// 'u L v' or 'u R v') shown in place of the impartial results: the verdict for the
// position chosen (the start by default: for each starter the outcome, the depth
// and an optimal move; the outcome class; the canonical value of a short game, or
// why a game with a cycle has none), the counts, the drawing (partizan-look.js:
// Left's moves solid and labelled L, Right's dashed and labelled R), the table
// (sorted by any column, filtered by class and name: partizan-table.js) and the
// exports. Renders from the page's store; the impartial parts are hidden meanwhile
// (#app.kind-partizan, graph.css).
import { t, fmt, onLangChange, applyStrings } from '../../core/i18n.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { download } from '../../core/files.js';
import { clipName } from '../../core/names.js';
import { isPartizanResult } from '../../core/partizan.js';
import { WIN, DRAW, outcomeName, wordKey } from '../../core/outcome.js';
import { GraphView, DRAW_MAX_VERTICES, DRAW_MAX_EDGES } from '../../ui/graph-view.js';
import { drawingSvg, drawingPng } from '../../ui/drawing-export.js';
import { PARTIZAN_LOOK, drawingResult } from './partizan-look.js';
import { COLUMNS, tableOrder, partizanCsv, partizanJson } from './partizan-table.js';
import { PLAY_HTML, createPartizanPlay } from './partizan-play.js';

const TABLE_MAX = 1000; // rows shown; the exports hold every position
const PICKER_MAX = 2000; // the position picker lists every position up to this many

const COLUMN_KEYS = {
  name: 'pz.col.name', value: 'pz.col.value', class: 'pz.col.class', left: 'pz.col.left', leftDepth: 'pz.col.depth',
  leftMove: 'pz.col.leftMove', right: 'pz.col.right', rightDepth: 'pz.col.depth', rightMove: 'pz.col.rightMove',
};
const FILTERS = ['', 'L', 'R', 'N', 'P', 'draw'];

const SKELETON = `
<div class="card-head">
  <h2 data-i18n="pz.title">Partizan game</h2>
  <div class="tools" id="pz-tools">
    <label><span data-i18n="layout.label">Layout</span> <select id="pz-layout"></select></label>
    <button type="button" id="pz-fit" class="small" data-i18n="btn.fit">Fit</button>
    <details class="menu" id="pz-export-menu">
      <summary class="small-btn" data-i18n="btn.export">Export</summary>
      <div class="menu-list">
        <button type="button" id="pz-export-png" data-i18n="export.png">Picture (PNG)</button>
        <button type="button" id="pz-export-svg" data-i18n="export.svg">Picture (SVG)</button>
        <button type="button" id="pz-export-csv" data-i18n="export.csv">Results (CSV)</button>
        <button type="button" id="pz-export-json" data-i18n="export.json">Results (JSON)</button>
      </div>
    </details>
  </div>
</div>
<p class="muted pz-intro" data-i18n="pz.intro"></p>
<div class="pz-body">
  <p class="pz-counts" id="pz-counts"></p>
  <div class="pz-verdict-box">
    <div class="explain-pick" id="pz-pick-box">
      <label for="pz-pick" data-i18n="pz.pick">Position</label>
      <select id="pz-pick"></select>
    </div>
    <div id="pz-verdict" class="pz-verdict" aria-live="polite"></div>
  </div>
  ${PLAY_HTML}
  <p class="note warn pz-cycle" id="pz-cycle" role="note" hidden></p>
  <div class="graph-wrap"><div id="pz-cy" class="pz-cy" role="img" data-i18n-attr="aria-label:pz.drawingAria"></div></div>
  <p class="graph-note" id="pz-undrawn" hidden></p>
  <ul class="legend pz-legend" data-i18n-attr="aria-label:legend.aria">
    <li><svg class="arrow" viewBox="0 0 44 12" aria-hidden="true"><line x1="2" y1="6" x2="34" y2="6" stroke="var(--left)" stroke-width="3"/><path d="M32 1 L42 6 L32 11 Z" fill="var(--left)"/></svg><span data-i18n="pz.lgLeft">Left's move: solid, labelled L</span></li>
    <li><svg class="arrow" viewBox="0 0 44 12" aria-hidden="true"><line x1="2" y1="6" x2="34" y2="6" stroke="var(--right)" stroke-width="3" stroke-dasharray="7 4"/><path d="M32 1 L42 6 L32 11 Z" fill="var(--right)"/></svg><span data-i18n="pz.lgRight">Right's move: dashed, labelled R</span></li>
    <li><span data-i18n="pz.lgBest">thick: an optimal move of that side when it moves first</span></li>
    <li><span class="sw pz-class-L">L</span> <span data-i18n="pz.class.L">Left wins, whoever moves first</span></li>
    <li><span class="sw pz-class-R">R</span> <span data-i18n="pz.class.R">Right wins, whoever moves first</span></li>
    <li><span class="sw pz-class-N">N</span> <span data-i18n="pz.class.N">the player who moves first wins</span></li>
    <li><span class="sw pz-class-P">P</span> <span data-i18n="pz.class.P">the player who moves second wins</span></li>
    <li><span class="sw pz-class-D">D</span> <span data-i18n="pz.lgDraw">a draw for at least one starter</span></li>
    <li><span data-i18n="pz.lgLabel">Each box: the position, its value and its class</span></li>
  </ul>
  <div class="tools pz-table-tools">
    <label for="pz-filter" data-i18n="pz.filter">Class</label> <select id="pz-filter"></select>
    <input type="search" id="pz-find" data-i18n-attr="placeholder:pz.find; aria-label:pz.findAria">
  </div>
  <div class="pz-table-wrap">
    <table class="pz-table" id="pz-table">
      <thead><tr>${COLUMNS.map((c) => `<th scope="col" aria-sort="none"><button type="button" data-col="${c}" data-i18n="${COLUMN_KEYS[c]}"></button></th>`).join('')}</tr></thead>
      <tbody></tbody>
    </table>
  </div>
  <p class="muted" id="pz-foot"></p>
</div>`;

export function createPartizan(page) {
  const { state, store } = page;
  const appEl = $('app');
  const root = $('partizan');
  root.innerHTML = SKELETON;
  // the layouts: those of the impartial drawing's picker (index.html), listed there once
  $('pz-layout').innerHTML = $('layout').innerHTML;
  applyStrings(root);
  const view = new GraphView($('pz-cy'));
  view.look = PARTIZAN_LOOK;
  let shown = null; // the partizan solve on the card
  let drawing = null; // its drawing's result (drawingResult), once drawn
  const sort = { col: 'index', dir: 1 };

  // The position the verdict is for: the one selected, else the start.
  function current() {
    const v = store.get().selected;
    return shown && v >= 0 && v < shown.n ? v : 0;
  }
  const nameOf = (v) => clipName(shown.names[v]);
  const code = (v) => '<code>' + esc(nameOf(v)) + '</code>';
  // the game against the solver (partizan-play.js): its line drawn as a path, its
  // position the one the verdict is for
  const play = createPartizanPlay({
    state,
    store,
    nameOf,
    valueText: (v) => (shown && shown.values ? shown.values[v] : null),
    onLine(line) {
      if (!drawing) return;
      view.showPath(line ? line.path : [], true);
      if (line) select(line.path[line.path.length - 1], 'play');
    },
  });
  const quiz = () => !!store.get().quiz;

  // ---- the verdict ---------------------------------------------------------------------

  // What a class says, in words: the four classes, or each starter's winner.
  function classWords(c) {
    if (c.length === 1) return t('pz.class.' + c);
    const who = (x) => t('pz.who.' + x);
    return t('pz.class.mixed', { left: who(c[0]), right: who(c[1]) });
  }

  function starterHtml(side, v) {
    const left = side === 'left';
    const o = (left ? shown.outcomeLeft : shown.outcomeRight)[v];
    const d = (left ? shown.depthLeft : shown.depthRight)[v];
    const to = (left ? shown.moveLeft : shown.moveRight)[v];
    const vars = { count: d, d: fmt(d), to: to >= 0 ? code(to) : '' };
    const words = o === WIN ? t('pz.wins', vars) : o === DRAW ? t('pz.draws', vars) : d === 0 ? t('pz.noMove') : t('pz.loses', vars);
    return '<li data-side="' + side + '"><span class="pz-starter">' + esc(t(left ? 'pz.leftFirst' : 'pz.rightFirst')) + '</span> ' +
      '<span class="badge badge-' + outcomeName(o) + '">' + esc(t(wordKey(o))) + '</span> ' + words + '</li>';
  }

  function renderVerdict() {
    if (shown && shown.n > 0 && quiz()) {
      // a quiz: the position named, its value and outcomes hidden
      const v = current();
      $('pz-verdict').innerHTML = '<p class="pz-head">' + code(v) + '</p><p class="muted">' + esc(t('quiz.vertex')) + '</p>';
      $('pz-pick').value = String(v);
      return;
    }
    if (!shown || shown.n === 0) {
      $('pz-verdict').innerHTML = shown ? '<p class="muted">' + esc(t('pz.empty')) + '</p>' : '';
      return;
    }
    const v = current();
    const c = shown.classes[v];
    let html = '<p class="pz-head">' + code(v) + (v === 0 ? ' <span class="muted">' + esc(t('pz.startTag')) + '</span>' : '') +
      ' <span class="sw pz-class-' + (c.includes('D') ? 'D' : c) + '" data-class="' + c + '">' + esc(c) + '</span> ' +
      '<span class="pz-class-words">' + esc(classWords(c)) + '</span></p>';
    if (shown.values) html += '<p class="pz-value">' + t('pz.value', { v: '<code>' + esc(shown.values[v]) + '</code>' }) + '</p>';
    html += '<ul class="pz-starters">' + starterHtml('left', v) + starterHtml('right', v) + '</ul>';
    $('pz-verdict').innerHTML = html;
    $('pz-pick').value = String(v);
  }

  // ---- the counts, the picker, the note on cycles ------------------------------------------

  function renderCounts() {
    const c = shown.counts;
    $('pz-counts').textContent = t('pz.counts', {
      n: fmt(shown.n), left: fmt(shown.mLeft), right: fmt(shown.mRight),
      L: fmt(c.L), R: fmt(c.R), N: fmt(c.N), P: fmt(c.P), draw: fmt(c.draw),
    }) + (shown.values ? ' ' + t('pz.distinct', { k: fmt(shown.distinctGames) }) : '');
  }

  function fillPicker() {
    const box = $('pz-pick-box');
    box.hidden = shown.n === 0 || shown.n > PICKER_MAX;
    if (box.hidden) {
      $('pz-pick').innerHTML = '';
      return;
    }
    let html = '';
    for (let v = 0; v < shown.n; v++) html += '<option value="' + v + '">' + esc(v === 0 ? t('pz.startOption', { name: nameOf(0) }) : nameOf(v)) + '</option>';
    $('pz-pick').innerHTML = html;
    $('pz-pick').value = String(current());
  }

  function renderCycle() {
    const e = shown.valueError;
    $('pz-cycle').hidden = !e;
    if (e) $('pz-cycle').textContent = t('pz.cycle', { pos: e.position || '' });
  }

  // ---- the table ---------------------------------------------------------------------------

  function renderFilter() {
    const f = $('pz-filter');
    const was = f.value;
    f.innerHTML = FILTERS.map((c) => '<option value="' + c + '">' + esc(c === '' ? t('pz.filterAll') : c === 'draw' ? t('pz.filterDraw') : c + ' — ' + t('pz.class.' + c)) + '</option>').join('');
    f.value = was || '';
  }

  function outcomeCell(o, d) {
    return '<td><span class="badge badge-' + outcomeName(o) + '">' + esc(t(wordKey(o))) + '</span></td><td class="num">' + (d < 0 ? '—' : fmt(d)) + '</td>';
  }
  const moveCell = (to) => '<td>' + (to < 0 ? '<span class="none">—</span>' : esc(nameOf(to))) + '</td>';

  function renderTable() {
    const order = tableOrder(shown, { ...sort, cls: $('pz-filter').value, q: $('pz-find').value.trim() });
    const sel = current();
    const rows = [];
    for (let i = 0; i < Math.min(order.length, TABLE_MAX); i++) {
      const v = order[i];
      rows.push('<tr data-v="' + v + '"' + (v === sel ? ' class="selected" aria-selected="true"' : '') + '><th scope="row">' + esc(nameOf(v)) + '</th>' +
        '<td class="pz-val">' + (shown.values ? esc(shown.values[v]) : '<span class="none">—</span>') + '</td>' +
        '<td><span class="sw pz-class-' + (shown.classes[v].includes('D') ? 'D' : shown.classes[v]) + '">' + esc(shown.classes[v]) + '</span></td>' +
        outcomeCell(shown.outcomeLeft[v], shown.depthLeft[v]) + moveCell(shown.moveLeft[v]) +
        outcomeCell(shown.outcomeRight[v], shown.depthRight[v]) + moveCell(shown.moveRight[v]) + '</tr>');
    }
    $('pz-table').tBodies[0].innerHTML = rows.join('');
    for (const b of $('pz-table').tHead.querySelectorAll('button[data-col]')) {
      const on = b.dataset.col === sort.col;
      b.parentNode.setAttribute('aria-sort', on ? (sort.dir > 0 ? 'ascending' : 'descending') : 'none');
      if (on) b.setAttribute('data-dir', sort.dir > 0 ? 'asc' : 'desc');
      else b.removeAttribute('data-dir');
    }
    const filtered = order.length < shown.n;
    $('pz-foot').textContent = order.length > TABLE_MAX ? t('pz.tableCut', { shown: fmt(TABLE_MAX), k: fmt(order.length), n: fmt(shown.n) })
      : order.length === 0 && shown.n > 0 ? t('table.none')
      : filtered ? t('pz.footFiltered', { k: fmt(order.length), n: fmt(shown.n) }) : t('pz.foot', { n: fmt(shown.n) });
  }

  $('pz-table').tHead.addEventListener('click', (ev) => {
    const b = ev.target.closest('button[data-col]');
    if (!b || !shown) return;
    const col = b.dataset.col;
    if (sort.col !== col) Object.assign(sort, { col, dir: 1 });
    else if (sort.dir > 0) sort.dir = -1;
    else Object.assign(sort, { col: 'index', dir: 1 }); // a third click: the order of the text
    renderTable();
  });
  $('pz-table').tBodies[0].addEventListener('click', (ev) => {
    const tr = ev.target.closest('tr[data-v]');
    if (tr) select(Number(tr.dataset.v), 'table');
  });
  $('pz-filter').addEventListener('change', () => shown && renderTable());
  let findTimer = 0;
  $('pz-find').addEventListener('input', () => {
    clearTimeout(findTimer);
    findTimer = setTimeout(() => shown && renderTable(), 120);
  });
  $('pz-pick').addEventListener('change', () => select(Number($('pz-pick').value), 'picker'));

  // ---- the drawing -------------------------------------------------------------------------

  const drawable = (r) => r.n > 0 && r.n <= DRAW_MAX_VERTICES && r.m <= DRAW_MAX_EDGES;
  const undrawnText = (r) => (r.n === 0 ? t('graph.empty') : t('pz.tooBigToDraw', { n: fmt(r.n), m: fmt(r.m), maxN: fmt(DRAW_MAX_VERTICES), maxM: fmt(DRAW_MAX_EDGES) }));

  function draw() {
    const r = shown;
    const can = drawable(r);
    $('pz-cy').hidden = !can;
    $('pz-undrawn').hidden = can;
    root.dataset.drawing = can ? 'pending' : 'none';
    drawing = null;
    if (!can) {
      view.clear();
      $('pz-undrawn').textContent = undrawnText(r);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        if (shown !== r) return resolve();
        view.layoutName = store.get().layout;
        drawing = drawingResult(r);
        view.show(drawing);
        view.select(current());
        requestAnimationFrame(() => {
          if (shown === r) root.dataset.drawing = 'drawn';
          resolve();
        });
      });
    });
  }
  // a vertex clicked: the reader's move in a game against the solver, else chosen
  view.onSelect = (v) => {
    if (!play.clicked(v)) select(v, 'graph');
  };
  $('pz-layout').addEventListener('change', () => state.setLayout($('pz-layout').value));
  $('pz-fit').addEventListener('click', () => view.fit());

  // ---- exports -----------------------------------------------------------------------------

  const baseName = () => (store.get().example ? 'gamegraph-' + store.get().example : 'gamegraph');
  const exporters = {
    'pz-export-png': () => drawing && download(baseName() + '.png', drawingPng(view.cy), 'image/png'),
    'pz-export-svg': () => drawing && download(baseName() + '.svg', drawingSvg(view.cy), 'image/svg+xml'),
    'pz-export-csv': () => shown && download(baseName() + '.csv', partizanCsv(shown), 'text/csv'),
    'pz-export-json': () => shown && download(baseName() + '.json', partizanJson(shown), 'application/json'),
  };
  for (const [id, f] of Object.entries(exporters)) {
    $(id).addEventListener('click', () => {
      $('pz-export-menu').open = false;
      f();
    });
  }
  document.addEventListener('click', (ev) => {
    if (!$('pz-export-menu').contains(ev.target)) $('pz-export-menu').open = false;
  });

  // ---- showing and hiding --------------------------------------------------------------------

  // Shows the store's result (a partizan solve). Resolves once drawn.
  function present() {
    shown = store.get().result;
    root.hidden = false;
    appEl.classList.add('kind-partizan');
    // Embedded: the header's link to the full page sits with the tools shown.
    const full = document.getElementById('open-full');
    if (full) $('pz-tools').appendChild(full);
    renderCounts();
    fillPicker();
    renderCycle();
    renderVerdict();
    renderTable();
    applyQuiz();
    play.show(shown);
    $('pz-layout').value = store.get().layout;
    return draw().then(() => state.setDrawn(!!drawing));
  }

  function hide() {
    if (!shown) return;
    shown = null;
    drawing = null;
    play.show(null);
    root.hidden = true;
    appEl.classList.remove('kind-partizan');
    view.clear();
    const full = document.getElementById('open-full');
    if (full) $('graph-tools').appendChild(full);
  }

  // A position chosen in the drawing, the table, the picker, a link or by a script.
  function select(v, from) {
    if (!shown || v >= shown.n) return;
    state.select(v);
    if (from !== 'graph') view.select(v);
  }

  store.subscribe((s, prev) => {
    if (s.result !== prev.result && !isPartizanResult(s.result)) hide();
    if (!shown || s.result !== shown) return;
    if (s.selected !== prev.selected) {
      renderVerdict();
      for (const tr of $('pz-table').tBodies[0].rows) {
        const on = Number(tr.dataset.v) === current();
        tr.classList.toggle('selected', on);
        if (on) tr.setAttribute('aria-selected', 'true');
        else tr.removeAttribute('aria-selected');
      }
    }
    if (s.layout !== prev.layout) {
      $('pz-layout').value = s.layout;
      if (drawing) view.layout(s.layout);
    }
    if (s.quiz !== prev.quiz) {
      applyQuiz();
      renderVerdict();
    }
  });

  // A quiz ("Hide values", the page's one state): the drawing uncoloured, the
  // verdict, the counts by class and the table hidden; the moves stay playable.
  function applyQuiz() {
    root.classList.toggle('pz-quiz', quiz());
    if (view.valuesHidden !== quiz()) view.hideValues(quiz());
  }

  onLangChange(() => {
    renderFilter();
    if (!shown) return;
    renderCounts();
    fillPicker();
    renderCycle();
    renderVerdict();
    renderTable();
    if (!drawing) $('pz-undrawn').textContent = undrawnText(shown);
    view.relabel();
  });
  renderFilter();
  root.hidden = true;

  return {
    present,
    select,
    view,
    play,
    get shown() {
      return shown;
    },
    csv: () => shown && partizanCsv(shown),
    json: () => shown && partizanJson(shown),
  };
}

