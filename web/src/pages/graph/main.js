// The graph page (index.html): a game on an explicit graph, typed, picked from
// the examples, opened from a file or a link, solved (small graphs at once on
// the page with the engine's story for the step-through, big ones and files in
// the solver worker with progress and cancel), drawn, tabulated, explained and
// played; a partizan graph (Left's and Right's moves) on a card of its own, the
// impartial parts hidden meanwhile. This file is the wiring of its parts, each
// made by its own createX(page, hooks):
//   solve.js        the solve (on the page or in the worker), the solve again after
//                   an edit, Cancel, the worker warmed up
//   input.js        the editor, the convention and the form, the examples, files, the
//                   draft kept and restored
//   results.js      the status, the counts, the drawing, the table, the explanation,
//                   the step-through, the game against the solver, the exports
//   explore.js      Around a vertex: search, neighbourhood, the walk along optimal play
//   grundy.js       Grundy values and sums; game-charts.js the value histories
//   partizan.js     a partizan graph's card (its look partizan-look.js, its table
//                   partizan-table.js)
//   link.js         the address bar, Copy link, the embed code, the link opened and
//                   the view it asks for once solved
//   embed.js        the course page around an embed: the position shown, the one it names
// `page` holds what they share: the state and its store, the solver client, the
// draft, the parts others call, solve. Exposes window.gameGraphApp for scripting
// and for the tests.
import '../../styles/base.css';
import './graph.css';
import { $ } from '../../core/dom.js';
import { createSolverClient, pageModule } from '../../core/solver-client.js';
import { createDraft } from '../../core/draft.js';
import { setUpHeader } from '../../ui/header.js';
import { drawingSvg, resultsCsv, resultsJson } from '../../ui/drawing-export.js';
import { isPartizanResult } from '../../core/partizan.js';
import { createGraphState } from './state.js';
import { createSolve } from './solve.js';
import { createResults } from './results.js';
import { createInput } from './input.js';
import { createExplore } from './explore.js';
import { createLink } from './link.js';
import { createEmbed } from './embed.js';
import { DEFAULT_EXAMPLE } from './examples.js';
import { createGrundy } from './grundy.js';
import { createGameCharts } from './game-charts.js';
import { createPartizan } from './partizan.js';
import { drawnNode, drawnBestEdges } from './drawn.js';

setUpHeader({ fullPageLinkInto: 'graph-tools' });
// The header's link to the full page (embed mode), kept up to date by link.js.
const fullLink = document.querySelector('.embed-full');
if (fullLink) fullLink.id = 'open-full';

const state = createGraphState();
const { store } = state;
const client = createSolverClient({ workerUrl: 'web/generated/worker.js' });
const draft = createDraft('graph');
const page = { state, store, client, draft };

// a solved graph is shown on its card, then what the link asked for, then the address bar follows
const solving = createSolve(page, {
  present: (result, prevKey) => (isPartizanResult(result) ? partizan.present() : results.present(prevKey)),
  shown: () => link.showPending(),
  finished: () => link.update(),
});
const { solve } = solving;
Object.assign(page, { solve, edited: solving.edited, autoSolves: solving.autoSolves });
const results = createResults(page);
page.results = results;
const input = createInput(page);
page.explore = createExplore(page);
const link = createLink(page, { loadLinked: input.loadLinked, select });
const grundy = createGrundy(page);
const partizan = createPartizan(page);
page.partizan = partizan;
const charts = createGameCharts(page);
const embed = createEmbed(page, { restoring: link.restoring, viewChanged: () => link.viewChanged() });
const { position } = embed;
// the position shown changed (a move, or anything else): the course page and the address bar follow
page.position = embed.changed;
page.linkChanged = () => link.viewChanged();

// A vertex chosen by a link, the course page or a script: on the card shown.
function select(v, from) {
  if (isPartizanResult(store.get().result)) partizan.select(v, from);
  else results.select(v, from);
}

// ---- start: the link's graph, the saved draft or the default example ----------------------

async function start() {
  try {
    await pageModule();
  } catch (e) {
    state.setStatus('status.couldNot', { msg: e.message }, 'error');
    $('app').setAttribute('data-status', 'error');
    throw e;
  }
  // the link's text is the reader's now; else the text kept from the last visit
  if ((await link.open()) || input.restoreDraft()) await solve();
  else await input.loadExample(DEFAULT_EXAMPLE);
  link.sayFailure();
  state.loaded();
  embed.ready();
}

const ready = start();
ready.catch(() => {});
ready.then(solving.warmWhenIdle);

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
  warmed: solving.warmed,
  loadExample: input.loadExample,
  loadFile: input.loadFile,
  setText: (text, noMove) => input.loadText(text, { noMove }),
  setConvention: (noMove) => state.setNoMove(noMove),
  setFormat: (format) => state.setFormat(format),
  select: (v) => select(v, 'api'),
  // What the drawing shows for a vertex, by name: data and computed style.
  node: (name) => drawnNode(results.graphView.cy, name),
  // The edges drawn as best moves: [{ from, to, color, width, arrow }].
  bestEdges: () => drawnBestEdges(results.graphView.cy),
};
