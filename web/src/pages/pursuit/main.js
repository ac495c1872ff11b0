// The pursuit page, board.html: edit a board (or load a graph), solve it in the
// worker, show the verdict of the start, the maps, optimal play step by step with
// the value of every move, play against the solver, share and export. The solved
// game stays in the worker (ops.js); the page asks it about the positions it shows.
// This file is the wiring of its parts, each made by its own createX(page, hooks):
//   solve.js        the solve, the start's verdict and line, the questions to the solved game
//   line.js         the line shown: the replay, the endless line, the moves played, the
//                   solver's replies
//   board-view.js   what the board shows (the map, the moves' values), drawn and sized
//   board-tools.js  the board editor: the tools, the rules panel, the size, the board as text
//   why.js          "Why?"
//   text.js         the presets, the text pasted and loaded, the board the page opens with
//   link.js         the link in the address bar, Copy link, the embed code, the position
//                   a link asks for played again
//   exports.js      the files saved
//   embed.js        the course page around an embed: the position and its key
//   quiz.js         the "Hide values" switch; game-chart.js the value history
// `page` holds what they share: the state's store and updates, the solver client,
// the canvas and the map cache of the solved game. Exposes window.boardApp for
// scripting and for the tests. (Where the page's name is public it stays 'board':
// board.html and its bundle, boardApp, the embed's page, the draft kept, the files saved.)
import '../../styles/base.css';
import './board.css';
import { onLangChange } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createSolverClient } from '../../core/solver-client.js';
import { readFragment } from '../../core/urlstate.js';
import { setUpHeader } from '../../ui/header.js';
import { createBoardStore } from './state.js';
import * as M from './model.js';
import { BoardCanvas } from './board-canvas.js';
import { renderStatus, renderVerdict } from './verdict.js';
import { renderPlay } from './play.js';
import { setUpDraft } from './paste.js';
import { createQuizSwitch } from './quiz.js';
import { createGameChart } from './game-chart.js';
import { createSolve } from './solve.js';
import { createLine } from './line.js';
import { createBoardView } from './board-view.js';
import { createBoardTools } from './board-tools.js';
import { createWhy } from './why.js';
import { createText } from './text.js';
import { createLink } from './link.js';
import { createExports } from './exports.js';
import { createEmbed } from './embed.js';

setUpHeader();
const client = createSolverClient();
const { store, updates } = createBoardStore();
const S = () => store.get();
const canvas = new BoardCanvas($('board'), $('canvas-wrap'));
const page = { store, updates, client, canvas, maps: new Map() /* the maps of the solved game */ };

const solve = createSolve(page, {
  stopSolverMove: () => line.stopSolverMove(),
  // the start's line is shown: the position a link asks for, the host told, the solver's move
  async onStart() {
    await link.replayPending();
    embed.ready();
    line.maybeSolverMove();
  },
});
const { query, lineFrom, ignoreStale } = solve;
const line = createLine(page, { lineFrom, ignoreStale });
const { replay } = line;
const view = createBoardView(page, { query, ignoreStale, onGraphTap: (v) => tools.graphTap(v) });
const tools = createBoardTools(page, { solve, line });
const why = createWhy(page, { query, ignoreStale });
const text = createText(page, { solve, forgetLinkPlay: () => link.forget() });
const link = createLink(page, { query, lineFrom, ignoreStale, baseModel: () => text.baseModel() });
createExports(page, { query, ignoreStale, graph: () => view.graph() });
const embed = createEmbed(page, { query, go: (i) => replay.go(i), stopSolverMove: () => line.stopSolverMove(), refreshStart: () => solve.refreshStart() });

// Ctrl+Enter loads the pasted text (in its box) or solves; the arrows, Home and End
// with nothing focused step the replay.
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
    ev.preventDefault();
    if (ev.target === $('paste-text')) text.loadPasted();
    else solve.now();
    return;
  }
  if (ev.target === document.body && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(ev.key)) {
    $('results').dispatchEvent(new KeyboardEvent('keydown', { key: ev.key, bubbles: false, cancelable: true }));
    ev.preventDefault();
  }
});

// The values hidden (or shown again) as the store's quiz says (the "Hide values"
// switch, quiz=1 in the link, the course page's hide-values: quiz.js): no verdict,
// no value of a move, no map, no flag, no line ahead; the moves stay playable.
function hideValues(on) {
  document.documentElement.classList.toggle('values-hidden', on);
  for (const i of document.querySelectorAll('input[name="view"]')) if (i.value !== 'plain') i.disabled = on;
  if (on && S().viewMode !== 'plain') {
    document.querySelector('input[name="view"][value="plain"]').checked = true;
    updates.viewMode('plain');
  }
  const s = S();
  renderVerdict(s, on);
  renderPlay(s, line.note(), on);
  if (s.model) view.refresh();
  requestAnimationFrame(view.relayout); // the verdict's sentence changed height: the board takes the rest
}

createQuizSwitch({ store, updates });
// the value history: a point clicked steps there (the solver answering where it is its turn)
createGameChart({ store, go: (i) => (replay.go(i), line.maybeSolverMove()) });

// ---- the views follow the store ------------------------------------------------------

store.subscribe((s, prev) => {
  if (s.quiz !== prev.quiz) hideValues(s.quiz);
  $('app').dataset.status = s.busy ? 'busy' : 'idle';
  if (s.model !== prev.model) {
    view.setModel(s.model, prev.model);
    tools.render(s);
    link.write();
  } else if (s.history !== prev.history || s.idx !== prev.idx || s.human !== prev.human || s.quiz !== prev.quiz) {
    link.write(); // the position played is in the link too
  }
  embed.tell(s, prev, line.movedBy(s, prev));
  if (s.history !== prev.history) replay.setCount(s.history.length, s.idx);
  else if (s.idx !== prev.idx && replay.index !== s.idx) replay.go(s.idx);
  if (s.history !== prev.history || s.idx !== prev.idx || s.viewMode !== prev.viewMode || s.human !== prev.human || s.summary !== prev.summary || s.model !== prev.model || s.gameVersion !== prev.gameVersion) {
    view.refresh();
    if (s.idx === s.history.length - 1 && s.idx !== prev.idx) line.extend();
    why.refresh();
  }
  if (s.view !== prev.view || s.model !== prev.model) view.draw(s);
  if (s.status !== prev.status || s.error !== prev.error || s.progress !== prev.progress || s.busy !== prev.busy) renderStatus(s, client);
  if (s.history !== prev.history || s.summary !== prev.summary || s.copStarts !== prev.copStarts || s.gameVersion !== prev.gameVersion) renderVerdict(s, s.quiz);
  // the verdict's height is known once the first line is there: the board takes the rest
  if (s.history.length && !prev.history.length && s.idx === 0) requestAnimationFrame(view.relayout);
  text.render(s, prev);
  renderPlay(s, line.note(), s.quiz);
  if (s.human !== prev.human) document.querySelector('input[name="human"][value="' + s.human + '"]').checked = true;
});

// The worker is gone (cancelled, or it died): so is the game it kept.
client.onReset(() => {
  solve.drop();
  line.stopSolverMove();
  page.maps.clear();
});

// The language switch: every text written by code again.
onLangChange(() => {
  text.relabel();
  tools.relabel();
  line.relabel();
  const s = S();
  renderStatus(s, client);
  renderVerdict(s, s.quiz);
  renderPlay(s, '', s.quiz);
  if (s.view && s.view.moveLabels) view.refresh();
  view.draw(s);
  why.refresh();
});
line.relabel();

// ---- start -----------------------------------------------------------------------------

async function start() {
  const params = readFragment(location.hash);
  const restored = setUpDraft(true);
  link.open(params);
  await text.open(params, restored);
}

const ready = start().catch((e) => {
  updates.busy(false);
  updates.status('pg.st.error', { message: e.message }, 'error');
});

// For tests and the curious.
window.boardApp = {
  ready,
  get state() {
    return store.get();
  },
  store,
  client,
  canvas,
  replay,
  graph: () => view.graph(),
  loadPreset: (id, opts) => text.loadPreset(id, opts),
  solve: () => solve.now(),
  forward: () => replay.step(),
  goTo: (i) => replay.go(i),
  toText: M.toText,
  normaliseLeetCode: M.normaliseLeetCode,
  // The page position (client coordinates) of the centre of a cell or vertex.
  cellCenter: (c) => (S().model.kind === 'grid' ? canvas.cellCenter(c) : view.graph().cellCenter(c)),
  position: embed.position,
  positionKey: embed.positionKey,
  hideValues: (on) => updates.quiz(on),
};
