// The graph page's Sprague-Grundy mode (the "Compute" switch, vals=grundy in the
// link): every vertex with C. A. B. Smith's value, a number or ∞(K) (K the finite
// values among its moves), in a drawing and a table with the move that realises
// it; a step-through of Fraenkel and Yesha's labelling in the order the engine
// gave the values (grundyGraphText's order); and sums of games: components
// (graph, start vertex), their value, outcome and a winning move, played against
// the solver with the value history of the game (the sum's outcome for the player
// to move after each move). Graphs with
// fixed outcomes, and the other convention, are refused with the module's words.
import { t, onLangChange, applyStrings } from '../../core/i18n.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { localMessage } from '../../core/messages.js';
import { GraphView, DRAW_MAX_VERTICES, DRAW_MAX_EDGES } from '../../ui/graph-view.js';
import { EXAMPLES } from './examples.js';
import { valueText, mountStepControls } from '../../ui/grundy-steps.js';
import { component, heapText } from '../../core/sum-game.js';
import { outcomeName, nameKey } from '../../core/outcome.js';
import { SUM_PLAY_HTML, showSumLine, showSumError, createSumPlay, labelText, partItemHtml, heapSizeHtml, editParts } from '../../ui/sum-play.js';
import { renderStrip } from './grundy-strip.js';
import { parseValue, mex, whyValue } from '../../core/grundy-why.js';
import { isPartizanResult } from '../../core/partizan.js';

const TABLE_MAX = 1000; // rows shown; the drawing and the sum cover the rest

function infSet(r, v) {
  return r.infValues.subarray(r.infStart[v], r.infStart[v + 1]);
}
function label(r, v) {
  return valueText(r.grundy[v], infSet(r, v));
}

const SKELETON = `
<div class="card-head">
  <h2 data-i18n="gr.title">Sprague-Grundy values</h2>
  <div class="tools">
    <button type="button" id="gy-steps" class="small" aria-pressed="false" aria-controls="gy-stepper" data-i18n-attr="aria-label:gr.steps"><span class="gy-long" data-i18n="gr.steps">Step through the labelling</span><span class="gy-short" data-i18n="gr.stepsShort">Steps</span></button>
    <button type="button" id="gy-fit" class="small" data-i18n="btn.fit">Fit</button>
  </div>
</div>
<p class="gy-note" id="gy-note" role="alert" hidden></p>
<div class="gy-body" id="gy-body">
  <div class="graph-wrap"><div id="gy-cy" class="gy-cy" role="img" data-i18n-attr="aria-label:gr.drawingAria"></div></div>
  <p class="graph-note" id="gy-undrawn" hidden></p>
  <p class="gy-why" id="gy-why" aria-live="polite"></p>
  <div class="gy-stepper stepper-box" id="gy-stepper" hidden></div>
  <ul class="legend gy-legend" data-i18n-attr="aria-label:legend.aria">
    <li><span class="sw sw-lose">0</span> <span data-i18n="gr.lgZero">0: the player to move loses</span></li>
    <li><span class="sw sw-win">2</span> <span data-i18n="gr.lgPositive">a positive value: wins, by a move to a 0</span></li>
    <li><span class="sw sw-win">∞(0)</span> <span data-i18n="gr.lgInfWin">∞(K) with 0 in K: wins</span></li>
    <li><span class="sw sw-draw">∞(1)</span> <span data-i18n="gr.lgInfDraw">∞(K) without 0: a draw</span></li>
    <li><span data-i18n="gr.lgK">K: the finite values among the vertex's moves; thick arrow: a move that realises the value</span></li>
  </ul>
  <section class="gy-sum" id="gy-sum" aria-labelledby="gy-sum-title">
    <h3 id="gy-sum-title" data-i18n="gr.sumTitle">Sum of games</h3>
    <p class="muted" data-i18n="gr.sumHelp">Several games at once: each turn the player to move moves in exactly one of them. Pick each game and where its token stands.</p>
    <ol class="gy-parts" id="gy-parts"></ol>
    <button type="button" id="gy-add" class="small" data-i18n="gr.sumAdd">Add a game</button>
    <p class="gy-sum-result" id="gy-sum-result" aria-live="polite"></p>
${SUM_PLAY_HTML}
  </section>
  <section class="gy-strip" id="gy-strip" hidden aria-labelledby="gy-strip-title">
    <h3 id="gy-strip-title" data-i18n="gr.stripTitle">The values in a row</h3>
    <p class="muted" id="gy-strip-note"></p>
    <div class="gy-strip-svg" id="gy-strip-svg"></div>
  </section>
  <div class="gy-table-wrap">
    <table class="gy-table" id="gy-table">
      <thead><tr><th scope="col" data-i18n="table.vertex">Vertex</th><th scope="col" data-i18n="gr.value">Value</th>
      <th scope="col" data-i18n="table.outcome">Outcome</th><th scope="col" data-i18n="gr.move">Move that realises it</th></tr></thead>
      <tbody></tbody>
    </table>
    <p class="muted" id="gy-foot"></p>
  </div>
</div>`;

export function createGrundy(page) {
  const { store, state, client } = page;
  const root = $('grundy');
  root.innerHTML = SKELETON;
  applyStrings(root);
  const view = new GraphView($('gy-cy'));
  let data = null; // { key, r } the values shown
  let error = null; // the message of a refusal, as the module gave it
  let computing = null;
  let step = -1; // the step-through's step (number of values given), -1 when closed
  let parts = []; // the sum's components: { source: '' (this graph) | example id, vertex }
  const sums = createLatest(); // only the latest sum's value is shown
  let selected = -1; // the vertex explained

  // Why vertex v has its value, in the theory's terms (core/grundy-why.js): the mex
  // of its options' values, Smith's rule where an option is worth ∞ (with the
  // option that has no move back, when there is one), the move to a 0 it takes.
  function why(r, v) {
    if (v < 0 || v >= r.n) return t('gr.whyPrompt');
    const succ = (u) => {
      const out = [];
      for (let e = 0; e < r.m; e++) if (r.edges[2 * e] === u && !out.includes(r.edges[2 * e + 1])) out.push(r.edges[2 * e + 1]);
      return out;
    };
    const options = succ(v);
    const finite = options.filter((w) => r.grundy[w] >= 0).map((w) => r.grundy[w]);
    const m = mex(finite);
    const valueOf = (w) => parseValue(label(r, w));
    const best = options.find((w) => r.grundy[w] === 0);
    return whyValue({
      name: r.names[v],
      value: valueOf(v),
      options: options.map((w) => ({
        name: r.names[w],
        value: valueOf(w),
        back: r.grundy[w] < 0 ? succ(w).some((x) => r.grundy[x] === m) : undefined,
      })),
      best: best !== undefined ? r.names[best] : null,
    });
  }
  function select(v) {
    if (!data) return;
    selected = v;
    $('gy-why').textContent = why(data.r, v);
    for (const tr of $('gy-table').tBodies[0].rows) tr.classList.toggle('selected', Number(tr.dataset.v) === v);
    if (view.cy) view.select(v);
  }
  view.onSelect = (v) => select(v);

  // ---- the mode switch ------------------------------------------------------------------
  for (const r of document.querySelectorAll('input[name="values"]')) {
    r.addEventListener('change', () => {
      if (r.checked) state.setValues(r.value);
    });
  }

  // (not for a partizan graph: its own card, partizan.js)
  function active(s) {
    return s.values === 'grundy' && !isPartizanResult(s.result);
  }

  // Small texts on the page's thread at once; big ones in the worker (no stall).
  const PAGE_TEXT_CHARS = 150000;
  function run(op, args) {
    const size = args.text !== undefined ? args.text.length : args.components.reduce((n, c) => n + c.text.length, 0);
    return size <= PAGE_TEXT_CHARS ? client.callHere(op, args) : client.call(op, args);
  }

  // ---- computing -----------------------------------------------------------------------
  function keyOf(s) {
    return s.resultKey + '|' + s.noMove;
  }

  async function compute() {
    const s = store.get();
    if (!active(s) || !s.result || s.busy || s.stale) return;
    const key = keyOf(s);
    if ((data && data.key === key) || (error && error.key === key) || computing === key) return;
    computing = key;
    error = null;
    try {
      if (s.noMove !== 'lose') {
        error = { key, message: t('gr.normalOnly') };
      } else {
        const args = { format: s.format, order: true };
        const r = s.source === 'file' && s.file
          ? await client.call('graph.grundy', { ...args, file: s.file })
          : await run('graph.grundy', { ...args, text: s.text });
        if (computing !== key) return;
        data = { key, r };
        step = -1;
        parts = defaultParts(r);
      }
    } catch (e) {
      if (computing !== key) return;
      computing = null;
      if (e && e.cancelled) return; // a new solve took the worker: it brings its own values
      data = null;
      error = { key, message: e.message };
    }
    computing = null;
    selected = -1;
    render();
    sum();
  }

  // ---- rendering -----------------------------------------------------------------------
  function drawable(r) {
    return r.n > 0 && r.n <= DRAW_MAX_VERTICES && r.m <= DRAW_MAX_EDGES;
  }

  // The values as a drawing's result: the labels, the outcome colours, the moves.
  function drawingResult(r) {
    const labels = new Array(r.n);
    for (let v = 0; v < r.n; v++) labels[v] = label(r, v);
    return { n: r.n, m: r.m, edges: r.edges, names: r.names, outcome: r.outcome, depth: new Int32Array(r.n), move: r.move, fixed: null, labels };
  }

  let shownKey = null;
  function render() {
    const s = store.get();
    const on = active(s);
    root.hidden = !on;
    document.getElementById('app').classList.toggle('values-grundy', on);
    // Embedded: the header's link to the full page sits with the tools shown.
    const full = document.getElementById('open-full');
    if (full) (on ? root.querySelector('.card-head .tools') : $('graph-tools')).appendChild(full);
    for (const r of document.querySelectorAll('input[name="values"]')) r.checked = r.value === s.values;
    if (!on) return;
    const note = $('gy-note');
    const body = $('gy-body');
    if (error) {
      note.textContent = t('gr.refused', { msg: localMessage(error.message) });
      note.hidden = false;
      body.hidden = true;
      $('gy-steps').disabled = true;
      return;
    }
    note.hidden = true;
    if (!data) {
      body.hidden = true;
      return;
    }
    body.hidden = false;
    const r = data.r;
    const canDraw = drawable(r);
    $('gy-cy').hidden = !canDraw;
    $('gy-undrawn').hidden = canDraw;
    if (!canDraw) $('gy-undrawn').textContent = t('gr.tooBigToDraw', { n: r.n, m: r.m });
    $('gy-steps').disabled = !(canDraw && r.order);
    if (canDraw && shownKey !== data.key) {
      shownKey = data.key;
      view.layoutName = s.layout;
      requestAnimationFrame(() => {
        view.show(drawingResult(r));
        if (step >= 0) showStep();
        root.dataset.drawn = data.key;
      });
    } else if (canDraw && step >= 0) {
      showStep();
    }
    renderTable(r);
    renderParts();
    renderStripCard(r);
    renderPlay();
    $('gy-why').textContent = why(r, selected);
    $('gy-stepper').hidden = step < 0;
    $('gy-steps').setAttribute('aria-pressed', step >= 0 ? 'true' : 'false');
  }

  // The strip of values when the vertices are numbered 0..N (grundy-strip.js).
  function renderStripCard(r) {
    const strip = renderStrip(r, label);
    $('gy-strip').hidden = !strip;
    if (!strip) return;
    $('gy-strip-svg').innerHTML = strip.svg;
    $('gy-strip-svg').firstChild.setAttribute('aria-label', t('gr.stripAria', { first: strip.first, last: strip.last }));
    $('gy-strip-note').textContent = t('gr.stripNote', { first: strip.first, last: strip.last }) + ' ' +
      (strip.period ? t('gr.stripPeriod', { p: strip.period.p, from: strip.period.from }) : t('gr.stripNoPeriod'));
    $('gy-strip').dataset.period = strip.period ? String(strip.period.p) : '';
  }

  function renderTable(r) {
    const rows = [];
    const shown = Math.min(r.n, TABLE_MAX);
    for (let v = 0; v < shown; v++) {
      const mv = r.move[v];
      const o = r.outcome[v];
      rows.push('<tr data-v="' + v + '"><th scope="row">' + esc(r.names[v]) + '</th><td class="gy-val">' + esc(label(r, v)) +
        '</td><td><span class="badge badge-' + outcomeName(o) + '">' + esc(t(nameKey(o))) + '</span></td><td>' +
        (mv < 0 ? '<span class="none">—</span>' : esc(r.names[mv]) + ' <span class="muted">(' + esc(label(r, mv)) + ')</span>') + '</td></tr>');
    }
    $('gy-table').tBodies[0].innerHTML = rows.join('');
    $('gy-foot').textContent = shown < r.n ? t('gr.tableCut', { shown, n: r.n })
      : r.numValues > 0 ? t('gr.tableFoot', { max: r.numValues - 1 }) : t('gr.tableFootNone');
  }

  // ---- the step-through of the labelling (ui/grundy-steps.js) ---------------------------
  function setStep(k) {
    if (!data || !data.r.order) return;
    step = Math.max(0, Math.min(k, data.r.n));
    render();
  }
  const stepper = mountStepControls($('gy-stepper'), 'gy', { current: () => step, last: () => (data ? data.r.n : 0), go: setStep });
  function showStep() {
    if (view.cy && data.r.order) stepper.paint(view.cy, data.r, step);
  }
  $('gy-steps').addEventListener('click', () => {
    if (step >= 0) {
      step = -1;
      shownKey = null; // back to the values everywhere
      render();
    } else {
      setStep(0);
    }
  });
  $('gy-fit').addEventListener('click', () => view.fit());

  // ---- sums of games ---------------------------------------------------------------------
  const SUM_SOURCES = () => [''].concat(EXAMPLES.filter((e) => e.values === 'grundy').map((e) => e.id), ['heap']);
  // What a part is as a component: { text, format, vertex }.
  function partGame(p, s) {
    if (p.source === 'heap') return { text: heapText(p.size), format: 'named', vertex: 0 };
    const ex = p.source ? EXAMPLES.find((e) => e.id === p.source) : null;
    return ex ? { text: ex.text, format: 'auto', vertex: p.vertex } : { text: s.text, format: s.format, vertex: p.vertex };
  }
  function sourceName(source) {
    return source === 'heap' ? t('gr.heap') : source ? t('ex.' + source) : t('gr.thisGraph');
  }

  function defaultParts(r) {
    if (r.n === 0) return [];
    return [{ source: '', vertex: 0 }, { source: '', vertex: Math.min(1, r.n - 1) }];
  }

  // The names of a source's vertices (this graph: the values shown; an example: from its text).
  const exampleNames = new Map();
  function namesOf(source) {
    if (!source) return data ? data.r.names : [];
    if (!exampleNames.has(source)) {
      const ex = EXAMPLES.find((e) => e.id === source);
      const names = [];
      const seen = new Set();
      for (const line of ex.text.split('\n')) {
        if (/^\s*#/.test(line)) continue;
        for (const w of line.replace(/\s#.*$/, '').trim().split(/\s+/)) {
          if (w && !seen.has(w)) {
            seen.add(w);
            names.push(w);
          }
        }
      }
      exampleNames.set(source, names);
    }
    return exampleNames.get(source);
  }

  function renderParts() {
    const games = SUM_SOURCES().map((id) => [id, sourceName(id)]);
    $('gy-parts').innerHTML = parts.map((p, i) => partItemHtml(i, parts.length, games, p.source, p.source === 'heap'
      ? heapSizeHtml(p.size)
      : '<label>' + esc(t('gr.sumAt')) + ' <select class="gy-at">' +
        namesOf(p.source).slice(0, 2000).map((nm, v) => '<option value="' + v + '"' + (v === p.vertex ? ' selected' : '') + '>' + esc(nm) + '</option>').join('') +
        '</select></label>')).join('');
  }

  editParts({
    list: () => parts,
    fresh: (source) => ({ source, vertex: 0, size: 3 }),
    at: (p, v) => ({ ...p, vertex: Number(v) }),
    added: () => ({ source: '', vertex: 0 }),
    changed() {
      renderParts();
      sum();
    },
  });

  let sumResult = null;
  async function sum() {
    stopPlay();
    const s = store.get();
    const out = $('gy-sum-result');
    if (!data || parts.length === 0) {
      out.textContent = '';
      return;
    }
    const ticket = sums.next();
    const components = parts.map((p) => partGame(p, s));
    try {
      const r = await run('graph.grundySum', { components });
      if (!ticket.current()) return;
      sumResult = r;
    } catch (e) {
      if (!ticket.current()) return;
      if (e && e.cancelled) return;
      sumResult = { error: e.message };
    }
    renderSum();
  }

  function renderSum() {
    const out = $('gy-sum-result');
    const r = sumResult;
    if (!r) return;
    if (r.error) {
      showSumError(out, localMessage(r.error));
      return;
    }
    const terms = r.components.map((c) => labelText(c.label));
    const move = r.move ? t('gr.sumMove', { k: r.move.component + 1, from: r.move.from, to: r.move.to,
      value: labelText(r.move.toLabel) }) : null;
    showSumLine(out, terms, r.value, r.infSet, r.outcome, move);
  }

  // ---- playing the sum against the solver (ui/sum-play.js), with its value history ---------
  const solvedTexts = new Map(); // text -> component, for the examples and heaps

  async function componentOf(p, s) {
    if (!p.source) return data.comp || (data.comp = component(data.r));
    const g = partGame(p, s);
    if (!solvedTexts.has(g.text)) solvedTexts.set(g.text, component(await run('graph.grundy', { text: g.text, format: g.format, order: true })));
    return solvedTexts.get(g.text);
  }

  const player = createSumPlay({
    gameName: (i) => sourceName(parts[i] ? parts[i].source : ''),
    async load() {
      if (!data || parts.length === 0) return null;
      const s = store.get();
      const comps = await Promise.all(parts.map((p) => componentOf(p, s)));
      return { comps, pos: parts.map((p, i) => (p.source === 'heap' ? 0 : Math.min(p.vertex, comps[i].n - 1))) };
    },
    onError: (e) => {
      $('gy-sum-result').textContent = localMessage(e.message);
    },
  });
  const startPlay = player.start;
  const stopPlay = player.stop;
  const renderPlay = player.render;

  // ---- following the page ---------------------------------------------------------------
  store.subscribe((s, prev) => {
    if (s.values !== prev.values || s.resultKey !== prev.resultKey || s.busy !== prev.busy || s.noMove !== prev.noMove ||
        s.stale !== prev.stale) {
      render();
      compute();
    }
  });
  onLangChange(() => {
    if (data || error) {
      render();
      renderSum();
      renderPlay();
    }
  });
  root.addEventListener('click', (ev) => {
    const tr = ev.target.closest('#gy-table tbody tr');
    if (!tr) return;
    select(Number(tr.dataset.v));
  });
  render();

  return {
    get values() {
      return data ? data.r : null;
    },
    get error() {
      return error ? error.message : null;
    },
    get step() {
      return step;
    },
    get sum() {
      return sumResult;
    },
    get play() {
      return player.play;
    },
    startPlay,
    view,
    setStep,
    select,
    setParts(list) {
      parts = list.map((p) => ({ source: p.source || '', vertex: p.vertex || 0, size: p.size || 0 }));
      renderParts();
      return sum();
    },
    compute,
  };
}
