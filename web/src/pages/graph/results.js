// The results side of the graph page: the status line and progress, the counts,
// the drawing, the table, the explanation of a vertex, the game against the
// solver, the step-through, the exports; results that no longer match the text
// are greyed and say so. Renders from the page's store.
import { t, fmt, fmtBytes, onLangChange } from '../../core/i18n.js';
import { localMessage } from '../../core/messages.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { download } from '../../core/files.js';
import { shownName } from '../../core/names.js';
import { FIXED_NONE } from '../../core/outcome.js';
import { GraphView, BIG_DRAW_MAX_VERTICES, BIG_DRAW_MAX_EDGES } from '../../ui/graph-view.js';
import { BigTable } from '../../ui/big-table.js';
import { Explain } from '../../ui/explain.js';
import { Stepper } from '../../ui/stepper.js';
import { Play } from '../../ui/play.js';
import { icon } from '../../ui/replay.js';
import { drawingSvg, drawingPng, resultsCsv, resultsJson } from '../../ui/drawing-export.js';
import { graphKey } from './state.js';
import { isPartizanResult } from '../../core/partizan.js';

// The vertex picker lists every vertex up to this many.
const PICKER_MAX = 2000;


const WHERE = { page: 'where.page', 'blob-worker': 'where.blob', worker: 'where.worker' };
const FORM = { cp: 'form.cp', cp0: 'form.cp0', named: 'form.named', partizan: 'form.partizan' };

export function createResults(page) {
  const { state, store } = page;
  const appEl = $('app');
  const graphView = new GraphView($('cy'));
  const table = new BigTable($('vtable'));
  table.onCounts = () => renderTableFoot(store.get());
  let drawing = Promise.resolve();
  let valuesHidden = false; // the store's quiz, as applied (applyQuiz below)

  // ---- status, progress, notes ------------------------------------------------

  function statusHtml(st) {
    if (st.key === 'status.solved') {
      const v = st.vars;
      return t('status.solvedHtml', {
        ms: v.ms < 10 ? fmt(v.ms, { maximumFractionDigits: 1 }) : fmt(Math.round(v.ms)),
        where: t(WHERE[v.mode] || 'where.page'),
        form: t(FORM[v.format] || 'form.named'),
        // (a partizan graph: normal play, whatever the switch says)
        rule: t(store.get().noMove === 'win' && v.format !== 'partizan' ? 'verb.wins' : 'verb.loses'),
      });
    }
    const vars = st.vars ? Object.fromEntries(Object.entries(st.vars).map(([k, x]) => [k, esc(k === 'msg' ? localMessage(x) : x)])) : undefined;
    return t(st.key, vars);
  }

  function renderStatus(s) {
    const el = $('status');
    el.innerHTML = statusHtml(s.status);
    el.className = 'status' + (s.status.kind ? ' ' + s.status.kind : '');
  }

  function renderProgress(s) {
    const box = $('progress');
    const p = s.progress;
    box.hidden = !p;
    if (!p) return;
    const bar = $('progress-bar');
    const label = $('progress-label');
    const share = (p.phase === 'reading' || p.phase === 'parsing') && p.total > 0; // a bar of the bytes read
    box.classList.toggle('indeterminate', p.phase !== 'solving' && !share);
    bar.style.width = share ? Math.min(100, Math.floor((100 * p.done) / p.total)) + '%' : '';
    if (p.phase === 'solving') {
      const pct = p.total ? Math.min(100, Math.floor((100 * p.done) / p.total)) : 0;
      bar.style.width = pct + '%';
      label.textContent = t('progress.solving', { done: fmt(p.done), total: fmt(p.total) });
    } else if (p.phase === 'reading') {
      label.textContent = t('progress.reading', { size: fmtBytes(p.bytes) });
    } else {
      label.textContent = t('progress.' + p.phase);
    }
  }

  function renderRunNote(s) {
    const el = $('run-note');
    el.textContent = s.runNote ? t(s.runNote.key, s.runNote.vars) : '';
    el.hidden = !s.runNote;
  }

  // Results that no longer match the text, the convention or the format.
  function renderStale(s) {
    const stale = s.stale && !!s.result;
    appEl.classList.toggle('stale', stale);
    $('results').setAttribute('aria-busy', s.busy ? 'true' : 'false');
    const note = $('stale-note');
    note.hidden = !stale;
    if (stale) $('stale-text').textContent = t(page.autoSolves() ? 'stale.auto' : 'stale.press');
  }

  function renderCounts(s) {
    const c = s.counts;
    const put = (id, x) => ($(id).textContent = c ? fmt(x) : '–');
    put('count-n', c && c.n);
    put('count-m', c && c.m);
    put('count-win', c && c.win);
    put('count-lose', c && c.lose);
    put('count-draw', c && c.draw);
  }

  function renderTableFoot(s) {
    const r = s.result;
    // the rows the filters leave, out of all ("showing 3 of 10 vertices")
    const c = table.counts();
    const filtered = r && table.result === r && c.filtered && c.shown !== null;
    $('table-foot').textContent = !(r && r.n > 0) ? ''
      : filtered ? t('table.footFiltered', { k: fmt(c.shown), n: fmt(r.n) })
      : t('table.foot', { n: fmt(r.n) });
  }

  function renderGraphNote(s) {
    const r = s.result;
    if (!r || s.drawn) return;
    $('graph-note').innerHTML =
      r.n === 0
        ? esc(t('graph.empty'))
        : t('graph.notDrawnHtml', { n: fmt(r.n), m: fmt(r.m), maxN: fmt(BIG_DRAW_MAX_VERTICES), maxM: fmt(BIG_DRAW_MAX_EDGES) });
  }

  // The legend's samples in the reader's language (W3, L2, D, ?2).
  function renderLegend() {
    for (const el of document.querySelectorAll('#legend [data-lg]')) {
      const code = el.getAttribute('data-lg');
      el.textContent = (code[0] === '?' ? '?' : t('letter.' + code[0])) + (code.length > 1 ? fmt(Number(code.slice(1))) : '');
    }
  }

  // ---- the vertex picker and the explanation --------------------------------------

  function fillVertexPicker(r) {
    const sel = $('explain-select');
    const box = sel.parentNode;
    if (!r || r.n === 0 || r.n > PICKER_MAX) {
      box.hidden = true;
      sel.innerHTML = '';
      return;
    }
    box.hidden = false;
    let html = '<option value="-1">' + esc(t('explain.pickNone')) + '</option>';
    for (let v = 0; v < r.n; v++) html += '<option value="' + v + '">' + esc(shownName(r, v)) + '</option>';
    sel.innerHTML = html;
    sel.value = String(store.get().selected);
  }

  function explain() {
    const s = store.get();
    const v = s.selected;
    const r = s.result;
    const box = $('explain');
    const pick = $('explain-select');
    if (pick.options.length) pick.value = String(v >= 0 && r && v < r.n ? v : -1);
    if (!r || v < 0 || v >= r.n || isPartizanResult(r)) { // (a partizan graph: its own card, partizan.js)
      box.innerHTML = '<p class="muted">' + esc(t('explain.prompt')) + '</p>';
      if (!play.active()) graphView.showPath([]);
      appEl.classList.remove('has-selection');
      return;
    }
    appEl.classList.add('has-selection');
    let html = valuesHidden
      ? '<p class="ex-head"><code>' + esc(shownName(r, v)) + '</code></p><p class="muted ex-quiz">' + esc(t('quiz.vertex')) + '</p>'
      : Explain.render(r, v, { noMove: s.noMove });
    const canPlay = !!r.edges && Explain.successors(r, v).length > 0 && !(r.fixed && r.fixed[v] !== FIXED_NONE);
    if (canPlay) {
      html +=
        '<div class="ex-play"><span class="ex-play-title">' + esc(t('explain.play')) + ':</span> ' +
        '<button type="button" class="small" data-play="first">' + t('explain.playAs', { v: '<code>' + esc(shownName(r, v)) + '</code>' }) + '</button>' +
        '<button type="button" class="small" data-play="second">' + esc(t('explain.playSecond')) + '</button></div>';
    }
    box.innerHTML = html;
    if (!play.active() && s.view !== 'steps' && s.drawn && valuesHidden) graphView.showPath([]);
    else if (!play.active() && s.view !== 'steps' && s.drawn) {
      const L = Explain.line(r, v);
      const path = L.vertices.slice();
      if (L.end === 'cycle') path.push(L.vertices[L.cycleFrom]);
      graphView.showPath(path.length > 1 ? path : []);
    }
  }

  // A vertex chosen in the drawing, the table, the picker or by the script.
  function select(v, from) {
    const s = store.get();
    if (!s.result) return;
    if (play.active() && from === 'graph') {
      // In a game, a click on the drawing is a move (or says why it is not one).
      play.tap(v);
      return;
    }
    if (play.active() && v !== s.selected) play.stop();
    state.select(v);
    table.select(v, from !== 'table');
    if (from !== 'graph') graphView.select(v);
    explain();
    if (page.explore) page.explore.selected(v, from);
  }
  graphView.onSelect = (v) => select(v, 'graph');
  table.onSelect = (v) => select(v, 'table');
  $('explain-select').addEventListener('change', () => select(Number($('explain-select').value), 'picker'));

  // ---- playing against the solver --------------------------------------------------

  const play = new Play($('play'), graphView, {
    noMove: store.get().noMove,
    onStop: () => {
      graphView.select(store.get().selected);
      explain();
    },
    onMove: (m) => page.position && page.position({ name: shownName(store.get().result, m.from) + ' → ' + shownName(store.get().result, m.to), by: m.by }),
    onChange: () => page.position && page.position(null),
    onRender: () => page.gameShown && page.gameShown(),
  });

  // A game restored from a link: from v, the moves (indices) played at once.
  // Returns how many of them were moves there.
  function restorePlay(v, humanFirst, moves) {
    const s = store.get();
    if (s.view === 'steps') closeSteps();
    play.opts.noMove = s.noMove;
    graphView.select(-1);
    return play.restore(s.result, v, humanFirst, moves);
  }

  function startPlay(v, humanFirst) {
    const s = store.get();
    if (s.view === 'steps') closeSteps();
    play.opts.noMove = s.noMove;
    play.wantFocus = true;
    graphView.select(-1);
    play.start(s.result, v, humanFirst);
  }

  $('explain').addEventListener('click', (ev) => {
    const b = ev.target.closest('button[data-play]');
    if (b && store.get().selected >= 0) startPlay(store.get().selected, b.getAttribute('data-play') === 'first');
  });

  // ---- the step-through -----------------------------------------------------------

  const stepper = new Stepper($('stepper'), graphView, {
    onClose: () => {
      closeSteps();
      $('steps-toggle').focus();
    },
    onChange: (k) => state.setStep(k),
    keyTarget: document,
  });

  function canStep() {
    const s = store.get();
    return !!(s.result && s.result.trace && s.drawn) && !valuesHidden;
  }

  function openSteps(k = 0) {
    const s = store.get();
    if (s.view === 'steps') {
      stepper.go(k);
      return;
    }
    if (!canStep()) return;
    if (play.active()) play.stop();
    state.openSteps(k);
    appEl.classList.add('view-steps');
    $('stepper').hidden = false;
    $('steps-toggle').setAttribute('aria-pressed', 'true');
    graphView.showPath([]);
    graphView.select(-1);
    stepper.load(s.result, k);
  }

  function closeSteps(silent) {
    if (store.get().view !== 'steps') return;
    stepper.stop();
    state.closeSteps();
    appEl.classList.remove('view-steps');
    $('stepper').hidden = true;
    $('steps-toggle').setAttribute('aria-pressed', 'false');
    graphView.endTrace();
    if (!silent) {
      graphView.select(store.get().selected);
      explain();
    }
  }

  $('steps-toggle').addEventListener('click', () => (store.get().view === 'steps' ? closeSteps() : openSteps(0)));
  $('steps-toggle').insertAdjacentHTML('afterbegin', icon('play'));
  // Escape leaves the step-through (its other keys are the replay controller's).
  document.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Escape' || store.get().view !== 'steps') return;
    const tag = ev.target && ev.target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT') return;
    closeSteps();
    ev.preventDefault();
  });

  // ---- showing a new result ---------------------------------------------------------

  // Draws what the store holds after a solve: the table at once, the drawing
  // after a frame (so the counts and the table are painted first).
  function present(prevKey) {
    const s = store.get();
    const result = s.result;
    const sameGraph = graphKey(prevKey) === graphKey(s.resultKey) && prevKey !== null;
    table.setResult(result, sameGraph);
    table.select(s.selected, false);
    if (play.active()) play.stop();
    const wasSteps = s.view === 'steps';
    closeSteps(true);
    fillVertexPicker(result);
    const drawable = GraphView.canDrawBig(result) && result.n > 0;
    const wasDrawn = s.drawn;
    if (drawable) {
      $('graph-note').hidden = true;
      $('cy').hidden = false;
      $('graph-card').classList.remove('undrawn');
      if (sameGraph && wasDrawn) {
        graphView.update(result);
        markDrawn();
        drawing = Promise.resolve();
      } else {
        if (result.n > 300) state.progress({ phase: 'drawing' });
        drawing = new Promise((resolve) => {
          requestAnimationFrame(() =>
            setTimeout(() => {
              graphView.layoutName = store.get().layout;
              graphView.show(result);
              markDrawn();
              resolve();
            }, 0)
          );
        });
      }
      state.setDrawn(true);
    } else {
      graphView.clear();
      markDrawn();
      state.setDrawn(false);
      $('cy').hidden = true;
      $('graph-card').classList.add('undrawn');
      $('graph-note').hidden = false;
      drawing = Promise.resolve();
    }
    $('steps-toggle').disabled = !(drawable && result.trace) || valuesHidden;
    return drawing.then(() => {
      graphView.select(store.get().selected);
      explain();
      if (wasSteps && result.trace && drawable) openSteps(0);
      if (page.explore) page.explore.presented(sameGraph);
    });
  }

  // Which renderer drew the graph (said on the page), and #graph-card's
  // data-drawing: 'drawn' once painted, 'none' when not drawn.
  function markDrawn() {
    const card = $('graph-card');
    const note = $('renderer-note');
    const drawn = !!graphView.result;
    card.dataset.drawing = drawn ? 'pending' : 'none';
    note.hidden = !drawn;
    if (!drawn) return;
    card.dataset.renderer = graphView.renderer;
    renderRendererNote();
    requestAnimationFrame(() => requestAnimationFrame(() => graphView.result && (card.dataset.drawing = 'drawn')));
  }
  function renderRendererNote() {
    const r = graphView.result;
    if (!r) return;
    const why = graphView.preferWebgl === false ? 'whyOff' : graphView.webglKind === 'software' ? 'whySoftware' : 'whyNone';
    $('renderer-note').textContent = t(graphView.renderer === 'webgl' ? 'renderer.webgl' : GraphView.isHuge(r) ? 'renderer.canvasNoWebgl' : 'renderer.canvas', {
      why: t('renderer.' + why),
      n: fmt(r.n),
      m: fmt(r.m),
      layout: t('renderer.layout.' + (graphView.usedLayout === 'grid' ? 'grid' : 'other')),
    });
  }

  // ---- the values hidden (a quiz: the "Hide values" switch, quiz=1 in the link, the course page's hide-values) ----

  // Hides (or shows again) every outcome, depth and best move the page shows: the
  // drawing's colours and letters, the explanation, the legend, the counts, the
  // table, the explorer's badges and its walk along optimal play, the hints and
  // warnings of a game (whose moves are judged once played instead); the
  // step-through and the Sprague-Grundy values are closed meanwhile. Vertices stay
  // clickable, games playable. One state (the store's quiz), whoever sets it.
  function applyQuiz(on) {
    valuesHidden = !!on;
    $('quiz').checked = valuesHidden;
    document.documentElement.classList.toggle('values-hidden', valuesHidden);
    if (valuesHidden && store.get().view === 'steps') closeSteps(true);
    const r = store.get().result;
    $('steps-toggle').disabled = valuesHidden || !(r && r.trace && store.get().drawn);
    graphView.hideValues(valuesHidden);
    if (page.explore) page.explore.view.hideValues(valuesHidden);
    play.valuesHidden = valuesHidden;
    if (play.active()) play.render();
    else graphView.select(store.get().selected);
    explain();
  }

  // ---- exports --------------------------------------------------------------------

  function baseName() {
    const ex = store.get().example;
    return ex ? 'gamegraph-' + ex : 'gamegraph';
  }
  const exporters = {
    'export-png': () => store.get().drawn && download(baseName() + '.png', drawingPng(graphView.cy), 'image/png'),
    'export-svg': () => store.get().drawn && download(baseName() + '.svg', drawingSvg(graphView.cy), 'image/svg+xml'),
    'export-csv': () => store.get().result && download(baseName() + '.csv', resultsCsv(store.get().result), 'text/csv'),
    'export-json': () => store.get().result && download(baseName() + '.json', resultsJson(store.get().result, store.get().noMove), 'application/json'),
  };
  for (const [id, f] of Object.entries(exporters)) {
    $(id).addEventListener('click', () => {
      $('export-menu').open = false;
      f();
    });
  }
  $('save-csv').addEventListener('click', exporters['export-csv']);
  // The menu closes with Escape and when the focus or a click leaves it.
  $('export-menu').addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && $('export-menu').open) {
      $('export-menu').open = false;
      $('export-menu').querySelector('summary').focus();
      ev.stopPropagation();
    }
  });
  document.addEventListener('click', (ev) => {
    if (!$('export-menu').contains(ev.target)) $('export-menu').open = false;
  });

  // ---- the drawing's tools, the table's filters --------------------------------------

  $('layout').addEventListener('change', () => {
    state.setLayout($('layout').value);
    graphView.layout($('layout').value);
    renderRendererNote();
  });
  $('fit').addEventListener('click', () => graphView.fit());
  const filter = () => {
    const f = document.querySelector('input[name="filter"]:checked');
    table.setFilter(Number(f.value), $('find').value.trim());
  };
  for (const radio of document.querySelectorAll('input[name="filter"]')) radio.addEventListener('change', filter);
  let findTimer = 0;
  $('find').addEventListener('input', () => {
    clearTimeout(findTimer);
    findTimer = setTimeout(filter, 120);
  });

  // ---- from the store ----------------------------------------------------------------

  $('quiz').addEventListener('change', () => state.setQuiz($('quiz').checked));

  store.subscribe((s, prev) => {
    if (s.quiz !== prev.quiz) applyQuiz(s.quiz);
    if (s.status !== prev.status || s.noMove !== prev.noMove) renderStatus(s);
    if (s.progress !== prev.progress) renderProgress(s);
    if (s.runNote !== prev.runNote) renderRunNote(s);
    if (s.stale !== prev.stale || s.result !== prev.result || s.busy !== prev.busy || s.text !== prev.text) renderStale(s);
    if (s.counts !== prev.counts) renderCounts(s);
    if (s.result !== prev.result) renderTableFoot(s);
    if (s.result !== prev.result || s.drawn !== prev.drawn) renderGraphNote(s);
    if (s.noMove !== prev.noMove) play.opts.noMove = s.noMove;
    if (s.layout !== prev.layout) $('layout').value = s.layout;
    appEl.setAttribute('data-status', s.busy ? 'busy' : s.loaded ? 'idle' : 'loading');
    $('solve').disabled = s.busy;
  });

  onLangChange(() => {
    const s = store.get();
    renderStatus(s);
    renderProgress(s);
    renderRunNote(s);
    renderStale(s);
    renderCounts(s);
    renderTableFoot(s);
    renderGraphNote(s);
    renderLegend();
    renderRendererNote();
    table.render();
    if (s.result) fillVertexPicker(s.result);
    if (s.view === 'steps') stepper.relabel();
    else graphView.relabel();
    if (play.active()) play.render();
    explain();
  });
  renderLegend();
  renderStatus(store.get());

  return {
    graphView,
    table,
    stepper,
    play,
    present,
    select,
    explain,
    openSteps,
    closeSteps,
    startPlay,
    restorePlay,
    get valuesHidden() {
      return valuesHidden;
    },
    whenDrawn: () => drawing,
  };
}
