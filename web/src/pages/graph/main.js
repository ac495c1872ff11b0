// The graph page (index.html): a game on an explicit graph, typed, picked from
// the examples, opened from a file or a link, solved (small graphs at once on
// the page with the engine's story for the step-through, big ones and files in
// the solver worker with progress and cancel), drawn, tabulated, explained and
// played; a partizan graph (Left's and Right's moves) on a card of its own
// (partizan.js), the impartial parts hidden meanwhile. Embedded, it speaks to the course page around it (core/embed-host.js):
// the position is the vertex shown (the game's, the walk's, or the one
// selected). Exposes window.gameGraphApp for scripting and for the tests.
import '../../styles/base.css';
import './graph.css';
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { say } from '../../core/say.js';
import { clipName, vertexName } from '../../core/names.js';
import { createHost } from '../../core/embed-host.js';
import { Explain } from '../../ui/explain.js';
import { createSolverClient, pageModule } from '../../core/solver-client.js';
import { createDraft } from '../../core/draft.js';
import { download } from '../../core/files.js';
import { setUpHeader } from '../../ui/header.js';
import { drawingSvg, resultsCsv, resultsJson } from '../../ui/drawing-export.js';
import { createGraphState, requestKey } from './state.js';
import { createResults } from './results.js';
import { createInput } from './input.js';
import { createExplore } from './explore.js';
import { createLink, readLink } from './link.js';
import { DEFAULT_EXAMPLE } from './examples.js';
import { createGrundy } from './grundy.js';
import { createGameCharts } from './game-charts.js';
import { DRAW, outcomeName } from '../../core/outcome.js';
import { isPartizanResult } from '../../core/partizan.js';
import { createPartizan } from './partizan.js';

// Texts longer than this are solved in the worker (with progress), untraced.
const WORKER_TEXT_CHARS = 150000;
// Texts up to this long are solved again by themselves a moment after an edit.
const AUTO_SOLVE_CHARS = 20000;
const AUTO_SOLVE_MS = 600;

setUpHeader({ fullPageLinkInto: 'graph-tools' });
// The header's link to the full page (embed mode), kept up to date by link.js.
const fullLink = document.querySelector('.embed-full');
if (fullLink) fullLink.id = 'open-full';

const state = createGraphState();
const { store } = state;
const client = createSolverClient({ workerUrl: 'web/generated/worker.js' });
const draft = createDraft('graph');

const page = {
  state,
  store,
  client,
  draft,
  solve,
  edited,
  autoSolves,
  downloadText: (text) => download('graph.txt', text, 'text/plain'),
};
const results = createResults(page);
page.results = results;
const input = createInput(page);
page.explore = createExplore(page);
const link = createLink(page);
page.client = client;
const grundy = createGrundy(page);
const partizan = createPartizan(page);
page.partizan = partizan;
const charts = createGameCharts(page);

// ---- solving ------------------------------------------------------------------------

const solves = createLatest(); // only the latest solve's answer is shown
let autoTimer = 0;
let pendingView = null; // view state from the link, applied after the first solve

// A short text may still announce a big graph: a header 'n m' of the cp form
// beyond this goes to the worker too ('20000000 0' must not stall the page).
const PAGE_MAX_VERTICES = 20000;
const PAGE_MAX_EDGES = 60000;
function announcesBig(text) {
  const head = /^(?:[ \t\r]*(?:#[^\n]*)?\n)*[ \t]*(\d+)[ \t]+(\d+)[ \t\r]*(?:\n|$)/.exec(text.slice(0, 4096));
  return !!head && (Number(head[1]) > PAGE_MAX_VERTICES || Number(head[2]) > PAGE_MAX_EDGES);
}

function autoSolves() {
  const s = store.get();
  return s.source === 'editor' && s.text.length <= AUTO_SOLVE_CHARS && !announcesBig(s.text);
}

// After an edit: results that no longer match are marked (the store does), the
// link drops the old graph, and small graphs are solved again a moment later.
function edited() {
  clearTimeout(autoTimer);
  if (autoSolves() && store.get().text.trim()) autoTimer = setTimeout(solve, AUTO_SOLVE_MS);
}

async function solve() {
  clearTimeout(autoTimer);
  const s = store.get();
  if (s.source === 'editor' && !s.text.trim()) {
    solves.drop();
    state.nothingToSolve();
    return null;
  }
  const ticket = solves.next();
  if (client.busy() && !warming) client.cancel();
  const key = requestKey(s);
  state.solveStarted();
  const t0 = performance.now();
  try {
    const args = { noMove: s.noMove, format: s.format };
    let result;
    let mode = 'page';
    let note = null;
    if (s.source === 'editor' && s.text.length <= WORKER_TEXT_CHARS && !announcesBig(s.text)) {
      result = await client.callHere('graph.solve', { ...args, text: s.text, trace: true });
      result.keptIn = 'here'; // where the explorer's questions go (explore.js)
    } else {
      // A file goes to the worker as itself (a handle: the worker reads it by
      // chunks straight into the module's memory); the editor's text as bytes,
      // moved, not copied.
      const onProgress = (p) => ticket.current() && state.progress(p);
      state.progress({ phase: client.mode() === 'page' ? 'page' : 'starting' }); // no worker: in slices on the page
      if (warming) await warming;
      if (!ticket.current()) return null;
      if (s.source === 'file') {
        result = await client.call('graph.solve', { ...args, file: s.file }, { onProgress });
      } else {
        const bytes = new TextEncoder().encode(s.text);
        result = await client.call('graph.solve', { ...args, bytes }, { onProgress, transfer: [bytes.buffer] });
      }
      result.keptIn = 'worker';
      mode = client.mode();
      if (mode === 'page') note = { key: 'note.noWorker', vars: { why: (client.failure() || {}).message || '' } };
      if (!ticket.current()) return null;
      // the counts and the first rows of the table come next: say so, and let it be painted
      state.progress({ phase: 'table' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    if (!ticket.current()) return null;
    const prevKey = store.get().resultKey;
    state.solved(result, { key, mode, ms: performance.now() - t0, note });
    await (isPartizanResult(result) ? partizan.present() : results.present(prevKey));
    if (!ticket.current()) return null;
    applyPendingView();
    state.finished();
    await link.update();
    return result;
  } catch (e) {
    if (!ticket.current()) return null;
    state.failed(e);
    return null;
  }
}

$('cancel').addEventListener('click', () => client.cancel());

// The worker is started once the page is idle, and its module warmed up (see
// 'graph.warm' in ops.js), so that a big file chosen later is solved at once at
// full speed. Not where no worker can be had (that would run on the page).
let warming = null;
let warmedNow;
const warmed = new Promise((resolve) => (warmedNow = resolve));
function warmWorker() {
  warming = client
    .ready()
    .then((mode) => mode !== 'page' && client.call('graph.warm', {}))
    .catch(() => {})
    .then(() => {
      warming = null;
      warmedNow();
    });
}

// What of the link could not be used, said above the drawing (also embedded)
// until the next link is opened: [[key, vars]].
function sayLinkParts(parts) {
  const el = $('link-part');
  el.hidden = !parts.length;
  if (parts.length) say(el, () => parts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
}

// The selection, step-through, game or walk a link asked for, once its graph is solved.
function applyPendingView() {
  const p = pendingView;
  const r = store.get().result;
  if (!p || !r) return;
  pendingView = null;
  const parts = (p.damaged || []).map((part) => ['linkpart.damaged', { part }]);
  let v = -1;
  if (p.sel !== null && p.sel !== undefined) {
    for (let x = 0; x < r.n; x++) {
      if (vertexName(r, x) === p.sel) {
        v = x;
        break;
      }
    }
    if (v >= 0) select(v, 'link');
    else parts.push(['linkpart.vertex', { name: clipName(p.sel, 40) }]);
  }
  if (p.view === 'steps') {
    results.openSteps(p.step || 0);
  } else if (v >= 0 && p.play) {
    const done = r.edges ? results.restorePlay(v, p.play === 'first', p.moves) : 0;
    if (done < p.moves.length || !r.edges) parts.push(['linkpart.moves', { k: done, n: p.moves.length }]);
  } else if (v >= 0 && p.walk) {
    restoring++;
    page.explore
      .openWalk(v, p.walk)
      .then((ok) => ok || sayLinkParts([...parts, ['linkpart.walk', { k: p.walk }]]))
      .finally(() => restoring--);
  }
  sayLinkParts(parts);
}

// A vertex chosen by a link, the course page or a script: on the card shown.
function select(v, from) {
  if (isPartizanResult(store.get().result)) partizan.select(v, from);
  else results.select(v, from);
}

// ---- the course page around an embed (core/embed-host.js) -----------------------------

let restoring = 0; // a link's walk being restored: its steps are not moves

// The position shown: the vertex of the game played, of the walk along optimal
// play, or the one selected (key: its name; ply: moves since it opened).
function position() {
  const s = store.get();
  const r = s.result;
  if (!r) return null;
  const play = results.play;
  const walk = page.explore.walk;
  let v = s.selected;
  let ply = 0;
  if (play.active() && play.result === r) {
    v = play.here();
    ply = play.path.length - 1;
  } else if (walk) {
    v = walk.steps[walk.at].v;
    ply = walk.at;
  }
  if (v < 0 || v >= r.n) return { key: null, ply: 0 };
  // a partizan position: its value (a short game) or its outcome class
  if (isPartizanResult(r)) return { key: vertexName(r, v), value: r.values ? r.values[v] : r.classes[v], remoteness: null, ply: 0 };
  const o = r.outcome[v];
  return { key: vertexName(r, v), value: outcomeName(o), remoteness: o !== DRAW ? r.depth[v] : null, ply };
}

// A vertex named by the host: selected (the game goes on from there, the reader
// to move, when one is being played). Resolves once it is shown (or refused).
async function setPosition(key) {
  const r = store.get().result;
  if (!r || store.get().busy) return;
  if (isPartizanResult(r)) {
    const v = r.names.indexOf(key);
    if (v >= 0) partizan.select(v, 'host');
    return;
  }
  let f;
  try {
    f = await page.explore.query('graph.find', { q: key, limit: 1 });
  } catch (e) {
    return;
  }
  if (!f || f.exact < 0 || store.get().result !== r) return;
  const v = f.exact;
  const playing = results.play.active();
  results.select(v, 'host');
  if (playing && r.edges && Explain.successors(r, v).length > 0 && !(r.fixed && r.fixed[v] !== 0)) results.startPlay(v, true);
}

// hide-values is the page's own quiz ("Hide values"): one state, whoever sets it
const host = createHost({ page: 'graph', setPosition, hideValues: (on) => state.setQuiz(on), state: () => ({ ...position(), hidden: store.get().quiz }) });
let lastPosted = '';
// The position shown changed: a move (one step on) or anything else.
page.position = (move) => {
  const st = position();
  const now = st ? st.key + '|' + st.ply : '';
  if (move && !restoring) host.moved(move);
  else if (now !== lastPosted) host.changed();
  lastPosted = now;
  link.viewChanged();
};
page.linkChanged = () => link.viewChanged();
store.subscribe((s, prev) => {
  if (s.selected !== prev.selected || s.result !== prev.result) page.position(null);
});

// ---- sources: the link, the saved draft, the default example ------------------------------

// Why the link's graph could not be opened (damaged, too big), said again once
// the graph shown instead is solved (its status would hide it).
let linkFailure = null;

async function loadFromLink() {
  let l;
  linkFailure = null;
  sayLinkParts([]);
  try {
    l = await readLink(location.search.slice(1) + '&' + location.hash.slice(1));
  } catch (e) {
    linkFailure = e.message;
    state.setStatus('status.linkBroken', { msg: e.message }, 'error');
    return false;
  }
  if (l.layout) state.setLayout(l.layout);
  if (l.noMove) state.setNoMove(l.noMove);
  if (l.format) state.setFormat(l.format);
  if (l.values) state.setValues(l.values);
  if (l.quiz) state.setQuiz(true);
  pendingView = { sel: l.sel, view: l.view, step: l.step, play: l.play, moves: l.moves, walk: l.walk, damaged: l.damaged };
  if (l.text === null) return false;
  // a text too big for the editor is kept aside, as a big paste (and the address
  // bar keeps the link's graph)
  const aside = input.loadLinked(l.text, { noMove: l.noMove || 'lose', format: l.format || 'auto' });
  link.keepLinkGraph(aside, l.param);
  return true;
}

window.addEventListener('hashchange', async () => {
  if (link.isOwnHash()) return;
  if (await loadFromLink()) solve();
});

draft.guardUnload(() => (store.get().source === 'editor' ? store.get().text : null));

async function start() {
  try {
    await pageModule();
  } catch (e) {
    state.setStatus('status.couldNot', { msg: e.message }, 'error');
    $('app').setAttribute('data-status', 'error');
    throw e;
  }
  const fromLink = await loadFromLink();
  const saved = fromLink ? null : draft.load();
  if (fromLink) {
    // the link's text is the reader's now
  } else if (saved && saved.trim()) {
    input.loadText(saved);
    const note = $('draft-note');
    note.setAttribute('data-i18n', 'draft.restored');
    note.textContent = t('draft.restored');
    note.hidden = false;
  } else {
    await input.loadExample(DEFAULT_EXAMPLE);
    if (linkFailure) state.setStatus('status.linkBroken', { msg: linkFailure }, 'error');
    state.loaded();
    host.ready();
    return;
  }
  await solve();
  if (linkFailure) state.setStatus('status.linkBroken', { msg: linkFailure }, 'error');
  state.loaded();
  host.ready();
}

const ready = start();
ready.catch(() => {});
ready.then(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(warmWorker, { timeout: 2000 }) : setTimeout(warmWorker, 500)));

// ---- the scripting hook ------------------------------------------------------------------

const get = () => store.get();
window.gameGraphApp = {
  ready,
  get cy() {
    return results.graphView.cy;
  },
  get result() {
    return get().result;
  },
  get counts() {
    return get().counts;
  },
  get busy() {
    return get().busy;
  },
  get mode() {
    return get().mode;
  },
  get drawn() {
    return get().drawn;
  },
  get error() {
    return get().error;
  },
  get solveCount() {
    return get().solveCount;
  },
  get noMove() {
    return get().noMove;
  },
  get format() {
    return get().format;
  },
  get stale() {
    return get().stale;
  },
  get view() {
    return get().view;
  },
  get selected() {
    return get().selected;
  },
  get state() {
    return get();
  },
  store,
  examples: input.examples,
  editor: input.editor,
  table: results.table,
  graphView: results.graphView,
  explore: page.explore,
  stepper: results.stepper,
  play: results.play,
  openSteps: results.openSteps,
  closeSteps: results.closeSteps,
  startPlay: results.startPlay,
  hideValues: (on) => state.setQuiz(on),
  charts,
  position,
  embedUrl: link.embedUrl,
  grundy,
  partizan,
  svg: () => drawingSvg(isPartizanResult(get().result) ? partizan.view.cy : results.graphView.cy),
  json: () => (isPartizanResult(get().result) ? partizan.json() : resultsJson(get().result, get().noMove)),
  csv: () => (isPartizanResult(get().result) ? partizan.csv() : resultsCsv(get().result)),
  solve,
  // resolves once the worker is started and warmed up (or none can be had)
  warmed,
  loadExample: input.loadExample,
  loadFile: input.loadFile,
  setText: (text, noMove) => input.loadText(text, { noMove }),
  setConvention: (noMove) => state.setNoMove(noMove),
  setFormat: (format) => state.setFormat(format),
  select: (v) => select(v, 'api'),
  // What the drawing shows for a vertex, by name: data and computed style.
  node(name) {
    const cy = results.graphView.cy;
    if (!cy) return null;
    const nodes = cy.nodes().filter((n) => n.data('name') === name);
    if (nodes.empty()) return null;
    const n = nodes[0];
    return {
      name: n.data('name'),
      outcome: n.data('outcome'),
      depth: n.data('depth'),
      label: n.data('label'),
      background: n.style('background-color'),
      color: n.style('color'),
      fixed: n.hasClass('fixed'),
    };
  },
  // The edges drawn as best moves: [{ from, to, color, width, arrow }].
  bestEdges() {
    const cy = results.graphView.cy;
    if (!cy) return [];
    return cy.edges('.best').map((e) => ({
      from: e.source().data('name'),
      to: e.target().data('name'),
      color: e.style('line-color'),
      width: parseFloat(e.style('width')),
      arrow: e.style('target-arrow-shape'),
    }));
  },
};
