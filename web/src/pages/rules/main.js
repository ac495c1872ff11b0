// The rules page (rules.html): a game written as a rules script, explored and
// solved in a sandboxed worker (sandbox-client.js), its verdict, the position
// drawn as a board to play on with its moves, the game played so far and its value
// history, a quiz that hides the values, the sum of games with other games, the
// state graph when small (with the step-through of its labelling), the table of
// every position, the exports and the link. This file is the wiring of its parts,
// each made by its own createX(page):
//   script.js       the editor, the draft, the examples; the script the page opens with
//   run.js          the run: solve, Stop, progress and memory, the status line, errors
//   verdict.js      the verdict card
//   play.js         the position shown and the game played from it (the solver's
//                   replies, undo and redo, the quiz, the history, the value history)
//   partizan-play.js  a partizan game's side moving first and the side played
//   table.js        the paged table of positions
//   state-graph.js  the state graph, with label-steps.js, the labelling's step-through
//   exports.js      the files saved
//   link.js         the link: its options and line (at=) read and played again, Copy link
//   embed.js        the course page around an embed (core/embed-host.js)
//   sum-view.js     the sum of games (a partizan game's: sum-partizan.js)
//   no-move.js      "A player who cannot move": no choice for a partizan script
// `page` holds what they share: the state's updates (S) and store, the sandbox,
// the draft and the editor. Exposes window.rulesApp for scripting and tests.
import '../../styles/base.css';
import './rules.css';
import { onLangChange } from '../../core/i18n.js';
import { isEmbed } from '../../core/dom.js';
import { setUpHeader } from '../../ui/header.js';
import { createDraft } from '../../core/draft.js';
import { createSandbox } from './sandbox-client.js';
import { createRulesState } from './state.js';
import { createSumView } from './sum-view.js';
import { createScript } from './script.js';
import { createRun } from './run.js';
import { createVerdict } from './verdict.js';
import { createPlay } from './play.js';
import { createPartizanPlay } from './partizan-play.js';
import { createTable } from './table.js';
import { createStateGraph } from './state-graph.js';
import { createExports } from './exports.js';
import { createLink } from './link.js';
import { createEmbed } from './embed.js';
import { createNoMove } from './no-move.js';

setUpHeader();

const S = createRulesState();
const { store } = S;
const sandbox = createSandbox();
// The script typed here is saved in the browser as it is typed and restored on the
// next visit; an example picked over it can be undone; leaving unsaved edits asks.
// (an embed keeps nothing: its game is the course page's, never the reader's draft,
// so an embed never leaves a script that a later visit would run)
const draft = createDraft('rules', { keep: !isEmbed() });
const page = { S, store, sandbox, draft, editor: null, noMove: null };

const script = createScript(page, { run: () => runner.run() });
const { editor } = script;
page.editor = editor;
page.noMove = createNoMove(page);
const sumView = createSumView({ store, sandbox });
const play = createPlay(page, {
  // a view shown: told to the course page, the link's line goes on, the graph follows
  onView(at, path) {
    embed.announce();
    link.continueReplay();
    graph.follow(at, path);
  },
});
const sides = createPartizanPlay(page);
const runner = createRun(page, {
  onNewGame: () => embed.restart(),
  onSolved: () => link.replayOnce(),
});
const verdict = createVerdict();
const table = createTable(page);
const graph = createStateGraph(page);
createExports(page);
const link = createLink(page, { maxStates: runner.maxStates, maxMemory: runner.maxMemory });

function render(st, prev) {
  runner.render(st);
  link.render(st);
  script.render(st, prev);
  verdict.render(st);
  sides.render(st);
  play.render(st);
  graph.render(st);
  table.render(st);
}
store.subscribe(render);

// What follows a solve and a move: the view of the position reached, the table and
// the graph of a new game, the solver's move where it now plays.
store.subscribe((st, prev) => {
  if (st.summary && (st.summary !== prev.summary || st.path !== prev.path)) play.load();
  if (st.summary && st.summary !== prev.summary) {
    table.load();
    graph.load();
  } else if (st.summary && st.tableAt !== prev.tableAt) table.load();
  if (st.vs !== prev.vs && st.view) play.solverMove();
});

// Ctrl+Enter runs the script wherever the focus is (the editor runs it itself);
// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo a move, outside the editor and
// the page's fields (which keep their own undo).
document.addEventListener('keydown', (ev) => {
  if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.defaultPrevented) return;
  if (ev.key === 'Enter') {
    if (isEmbed()) return;
    ev.preventDefault();
    runner.run();
    return;
  }
  const k = ev.key.toLowerCase();
  if (k !== 'z' && k !== 'y') return;
  const target = ev.target;
  if (target && target.closest && (target.closest('#code') || target.closest('input, textarea, select, [contenteditable]'))) return;
  if (!store.get().summary) return;
  ev.preventDefault();
  if (k === 'y' || ev.shiftKey) play.redo();
  else play.undo();
});

// The language switch: every text written by code again.
onLangChange(() => {
  script.relabel();
  runner.fillMemory();
  render(store.get(), store.get());
  if (store.get().summary) {
    table.load();
    play.load(); // the moves' names in the new language
  }
  graph.relabel();
});

const embed = createEmbed(page, { forgetLine: () => link.forget() });

// ---- start -----------------------------------------------------------------------------

async function boot() {
  script.fillExamples();
  runner.fillMemory();
  await script.open(await link.open());
}

const ready = boot();

window.rulesApp = {
  ready,
  store,
  state: () => store.get(),
  get solveCount() {
    return runner.solveCount;
  },
  run: () => runner.run(),
  stop: () => runner.stop(),
  pick: (id) => script.pick(id),
  setSource: (text) => script.setSource(text),
  source: () => editor.text(),
  editor,
  sandbox,
  graphView: () => graph.view(),
  sumView,
  chart: play.chart,
  board: play.board,
};
