// The rules page (rules.html): a game written as a rules script (CodeMirror
// editor), explored and solved in a sandboxed worker (sandbox-client.js), the
// verdict, the position drawn as a board to play on (play-board.js) with its moves
// (play, undo and redo, play against the solver, why), the game played so far
// (history-view.js: its moves, the flags, the end) and its value history
// (ui/value-history.js), a quiz that hides the values, the sum of games with other
// games (sum-view.js), the state graph when small, the table of every position, the
// exports and the share link. Exposes window.rulesApp for scripting and tests.
import '../../styles/base.css';
import './rules.css';
import { t, fmt, fmtBytes, onLangChange, lang } from '../../core/i18n.js';
import { say } from '../../core/say.js';
import { $, isEmbed } from '../../core/dom.js';
import { setUpHeader } from '../../ui/header.js';
import { readFragment, packText, unpackText } from '../../core/urlstate.js';
import { download } from '../../core/files.js';
import { createDraft } from '../../core/draft.js';
import { GraphView } from '../../ui/graph-view.js';
import { mountStepControls, valueText } from '../../ui/grundy-steps.js';
import { createSandbox } from './sandbox-client.js';
import { createCodeEditor } from './code-editor.js';
import { createRulesState, DEFAULT_MAX_STATES } from './state.js';
import { exampleById } from './examples.js';
import { createGallery } from './gallery.js';
import { createHost } from '../../core/embed-host.js';
import { outcomeText, badgeText, outcomeClass, whyText, grundyWhyText, drawMoves } from './position-view.js';
import { createSumView } from './sum-view.js';
import { createPlayBoard } from './play-board.js';
import { stepOf, solverStep, valuePoints, keyText } from './game-line.js';
import { renderHistory, endText, scoreText, roleToMove, who, flagText } from './history-view.js';
import { createValueHistory } from '../../ui/value-history.js';
import { labelText } from '../../ui/sum-play.js';
import { MAX_SOURCE_CHARS } from '../../../../wasm/rules/compile.js';

const FIRST = 'tictactoe';
// a run that finds no new position for this long says the script may be stuck
const STUCK_MS = 4000;
const ROWS_PER_PAGE = 50;
const MAX_STATES_LIMIT = 2000000000;

setUpHeader();

const appEl = $('app');
const S = createRulesState();
const { store } = S;
const sandbox = createSandbox();
// The script typed here is saved in the browser as it is typed and restored on the
// next visit; an example picked over it can be undone; leaving unsaved edits asks.
// (an embed keeps nothing: its game is the course page's, never the reader's draft,
// so an embed never leaves a script that a later visit would run)
const draft = createDraft('rules', { keep: !isEmbed() });
const editor = createCodeEditor($('code'), {
  onChange: (text) => {
    S.edited(text);
    // a link's script, edited before it was ever run, keeps the link's gate
    draft.save(text, { gated: store.get().fromLink });
  },
  onRun: () => run(),
  label: t('rules.editorAria'),
});
const sumView = createSumView({ store, sandbox });
const board = createPlayBoard($('pos-view'), { note: $('cell-note'), onPlay: (m) => playMove(m) });
const chart = createValueHistory($('value-history'), { onPick: (i) => S.back(i), fileName: () => fileBase() + '-value-history.svg' });
let graphView = null;
let runId = 0;
let solveCount = 0;

// ---- examples ------------------------------------------------------------------

// The memory choices, named in the reader's language.
function fillMemory() {
  for (const o of $('max-memory').options) o.textContent = t('size.gb', { n: fmt(Number(o.value) / 2 ** 30) });
}

// The examples' picker and gallery, in the reader's language (gallery.js).
const gallery = createGallery({ select: $('example'), dialog: $('gallery'), openButton: $('gallery-open'), onPick: (id) => pick(id) });
function fillExamples() {
  gallery.render(store.get().example || '');
}

function showUndo(show) {
  $('undo-note').hidden = !show;
}

function pick(id) {
  const e = exampleById(id);
  if (!e) return;
  const st = store.get();
  const current = editor.text();
  $('draft-note').hidden = true;
  // Edited text (typed, restored from the last visit, or from a link) is kept for an
  // Undo; a link's script not run yet comes back as it was, waiting for Run.
  if (!st.example && current.trim() && current !== e.text) {
    draft.keepUndo(current);
    undoGated = st.fromLink;
    showUndo(true);
  } else {
    showUndo(false);
  }
  editor.setText(e.text);
  S.picked(id, e.text);
  draft.markClean(e.text);
  return run();
}

let undoGated = false;
function undoExample() {
  const text = draft.takeUndo();
  showUndo(false);
  if (text === null) return;
  editor.setText(text);
  if (undoGated) {
    S.linked(text);
    draft.save(text, { gated: true });
    editor.view.focus();
    return;
  }
  S.edited(text);
  draft.save(text);
  editor.view.focus();
  return run();
}

// ---- running -------------------------------------------------------------------

// What the page keeps of an error (plain fields; the sandbox's own faults add
// part, after and seconds: see sandbox-client.js).
function infoOf(e) {
  return {
    message: String(e.message),
    code: typeof e.code === 'string' ? e.code : '',
    kind: typeof e.kind === 'string' ? e.kind : '',
    line: Number(e.line) || 0,
    column: Number(e.column) || 0,
    position: e.position === undefined || e.position === null ? '' : String(e.position),
    part: typeof e.part === 'string' ? e.part : '',
    after: e.after === true,
    seconds: Number(e.seconds) || 0,
  };
}
// The sandbox's own faults (the script broke its protocol, it ended, a call had
// no answer in time, Stop during a call after the solve): the sandbox is gone.
const FAULTS = new Set(['protocol', 'ended', 'timeout', 'stopped']);
const PART_KEYS = new Set(['explore', 'show', 'replay', 'table', 'sum', 'script']);

function readMaxStates() {
  const v = Math.floor(Number($('max-states').value));
  return v >= 1 && v <= MAX_STATES_LIMIT ? v : DEFAULT_MAX_STATES;
}

// The memory the sandbox may hold (the select's bytes; 1 GiB by default).
function readMaxMemory() {
  const v = Number($('max-memory').value);
  return v >= 1 << 28 && v <= 2 ** 36 ? v : 2 ** 30;
}

async function run() {
  const source = editor.text();
  const id = ++runId;
  const maxStates = readMaxStates();
  const noMove = $('no-move').value === 'win' ? 'win' : 'lose';
  const maxMemory = readMaxMemory();
  S.options({ maxStates, noMove });
  draft.ungate(source); // run once: the saved text no longer waits for Run
  S.running();
  // A fresh sandbox for every run: nothing a script leaves behind (built-ins it
  // changed, timers) can reach the next script, say one the reader typed after a
  // shared link's.
  sandbox.stop();
  editor.setRunError(null);
  let found = 0;
  watchStuck(id);
  try {
    const summary = await sandbox.call(
      'solve',
      { source, maxStates, noMove, maxMemory },
      {
        onProgress(p) {
          if (id !== runId) return;
          found = Number(p.found) || 0;
          const ms = Number(p.ms) || 0;
          S.progress({ ...p, found, rate: ms > 0 ? Math.round((found * 1000) / ms) : 0, phase: p.phase === 'solve' ? 'solve' : 'explore' });
        },
      }
    );
    if (id !== runId) return;
    solveCount++;
    announced = -1;
    S.solved(summary, source);
    // the line of a link, played again once (the first solve after the page opened)
    if (bootLine) {
      replayIds = bootLine;
      bootLine = null;
      if (replayIds[0] !== 0) S.goTo([replayIds[0]]);
    }
  } catch (e) {
    if (id !== runId) return;
    if (e.cancelled) {
      S.stopped(found);
      return;
    }
    const info = infoOf(e);
    S.failed(info, source);
    if (info.line) editor.setRunError({ source, line: info.line, column: info.column, message: info.message });
    // the error where the reader sees it (the page may be scrolled to the script)
    $('error').scrollIntoView({ block: 'nearest' });
  }
}

// A run that finds no new position for STUCK_MS says that the script may be stuck
// in an endless loop (moves(p) never returning: no progress comes at all), until
// a position comes or the run ends.
let stuckTimer = 0;
function watchStuck(id) {
  clearInterval(stuckTimer);
  let seen = -1;
  let since = performance.now();
  const note = $('stuck-note');
  note.hidden = true;
  stuckTimer = setInterval(() => {
    const st = store.get();
    if (id !== runId || st.status !== 'running') {
      clearInterval(stuckTimer);
      note.hidden = true;
      return;
    }
    const p = st.progress || { found: 0, phase: 'explore' };
    if (p.found !== seen || p.phase !== 'explore') {
      seen = p.found;
      since = performance.now();
      note.hidden = true;
      return;
    }
    const secs = Math.floor((performance.now() - since) / 1000);
    if (performance.now() - since >= STUCK_MS && note.hidden) {
      say(note, () => t('rules.st.stuck', { n: fmt(secs), count: secs }));
      note.hidden = false;
    }
  }, 500);
}

// Stop: the solve under way, or any call after it (a view stuck in show(p), an
// export): the sandbox ends, and with it the solved game.
function stop() {
  const st = store.get();
  if (st.status !== 'running') {
    if (!sandbox.busy()) return;
    const part = sandbox.part();
    sandbox.stop();
    S.failed(infoOf({ message: 'stopped', code: 'stopped', part }), st.ran);
    return;
  }
  const found = st.progress ? st.progress.found : 0;
  runId++;
  sandbox.stop();
  S.stopped(found);
}

// ---- rendering -----------------------------------------------------------------

// The progress: positions found (per second) or solved (the tier being solved),
// then the memory held (and what a position costs, and how many the budget holds
// when that is fewer than the cap), the workers busy.
function progressText(p, cap) {
  let text;
  if (p.phase === 'solve') {
    text = p.tiers
      ? t('rules.st.solvingTier', { step: fmt(p.tierStep), tiers: fmt(p.tiers), solved: fmt(p.solved), n: fmt(p.found) })
      : t('rules.st.solving', { n: fmt(p.found) });
  } else {
    text = t('rules.st.exploring', { n: fmt(p.found), rate: fmt(p.rate) });
  }
  const more = [];
  if (p.bytes > 0) {
    more.push(p.phase === 'explore' && p.bytesPerPosition > 0
      ? t('rules.st.memoryEach', { held: fmtBytes(p.bytes), each: fmt(p.bytesPerPosition) })
      : t('rules.st.memory', { held: fmtBytes(p.bytes) }));
    if (p.phase === 'explore' && p.bytesPerPosition > 0 && p.budget > 0 && p.budget / p.bytesPerPosition < cap) {
      more.push(t('rules.st.fits', { budget: fmtBytes(p.budget), n: fmt(Math.floor(p.budget / p.bytesPerPosition)) }));
    }
  }
  if (p.workers > 1) more.push(t('rules.st.workers', { busy: fmt(p.busy), workers: fmt(p.workers) }));
  return more.length ? text + ' ' + more.join(' · ') : text;
}

// The game's title and description in the page's language (a script may give them in several).
const inLang = (all, fallback) => (all && (all[lang()] || all['*'] || all.en)) || fallback;
const titleOf = (s) => inLang(s.titles, s.title);
const descriptionOf = (s) => inLang(s.descriptions, s.description);

function statusText(st) {
  if (st.status === 'loading') return t('rules.loading');
  if (st.status === 'running') return progressText(st.progress || { found: 0, rate: 0, phase: 'explore' }, st.maxStates);
  if (st.status === 'stopped') return t('rules.st.stopped', { n: fmt(st.stoppedAt), count: st.stoppedAt });
  if (st.status === 'error') return st.error && FAULTS.has(st.error.code) ? t('rules.st.ended') : t('rules.st.error');
  if (st.summary) {
    const s = st.summary;
    let solved = t('rules.st.solved', { n: fmt(s.n), m: fmt(s.m), ms: fmt(Math.round(s.ms)) });
    if (s.tiers) solved += ' ' + t('rules.st.tiers', { tiers: fmt(s.tiers), count: s.tiers });
    if (st.ran !== null && st.source !== st.ran) return solved + ' ' + t('rules.st.changed');
    if (s.noMove !== st.convention) return solved + ' ' + t(st.convention === 'win' ? 'rules.st.conventionWin' : 'rules.st.conventionLose');
    return solved;
  }
  if (st.fromLink) return t('rules.st.notRun');
  return '';
}

function errorTitle(e) {
  if (e.code === 'too-big') return t('rules.err.tooBig');
  if (e.code === 'memory' || e.code === 'worker-died') return t('rules.err.memory');
  if (e.code === 'cancelled') return t('rules.st.stopped', { n: 0, count: 0 });
  const k = { syntax: 'syntax', throw: 'throw', result: 'result', key: 'key', declare: 'declare' }[e.kind];
  return k ? t('rules.err.' + k) : t('rules.err.other');
}

// A fault of the sandbox, naming the part of the script that was running.
function faultText(e) {
  const part = t('rules.part.' + (PART_KEYS.has(e.part) ? e.part : 'script'));
  if (e.code === 'protocol') return t('rules.err.protocol', { part });
  if (e.code === 'ended') return t(e.after ? 'rules.err.endedAfter' : 'rules.err.endedWhile', { part });
  if (e.code === 'timeout') return t('rules.err.timeout', { part, n: fmt(e.seconds) });
  return t('rules.err.stopped', { part });
}

function renderError(st) {
  const box = $('error');
  const e = st.status === 'error' ? st.error : null;
  box.hidden = !e;
  if (!e) return;
  $('error-text').textContent = FAULTS.has(e.code) ? faultText(e) : errorTitle(e) + ': ' + e.message;
  const parts = [];
  if (e.line) parts.push(t('rules.err.at', { line: e.line, column: e.column }));
  if (e.position) parts.push(t('rules.err.position', { position: e.position }));
  if (e.code === 'too-big') parts.push(t('rules.err.tooBigHint'));
  $('error-where').textContent = parts.join(' · ');
  $('show-error').hidden = !e.line;
}

// Whether the results shown are of another script or convention than the ones chosen now.
function isStale(st) {
  return !!st.summary && st.status !== 'running' && ((st.ran !== null && st.source !== st.ran) || st.summary.noMove !== st.convention);
}

function renderVerdict(st) {
  const s = st.summary;
  $('verdict-card').hidden = !s;
  if (!s) return;
  // why there is no sum of games and no step-through of the labelling
  const why = s.noValues === 'misere' ? 'rules.noValues.misere' : s.noValues === 'tiers' ? 'rules.noValues.tiers' : '';
  $('values-note').hidden = !why || st.quiz;
  $('values-note').textContent = why ? t(why) : '';
  if (st.quiz) {
    // a quiz: the game's name, no value
    card0();
    return;
  }
  const card = $('verdict-card');
  card.dataset.quiz = 'no';
  card.dataset.outcome = ['draw', 'win', 'lose'][s.outcome];
  card.dataset.depth = String(s.depth);
  const badge = $('verdict-badge');
  badge.className = 'badge ' + outcomeClass(s.outcome);
  badge.textContent = badgeText(s.outcome, s.depth);
  $('verdict').textContent = t('rules.startVerdict', { title: titleOf(s) || t('rules.untitled'), verdict: outcomeText(s.outcome, s.depth) });
  const sub = [];
  if (s.grundy) sub.push(t('rules.grundyStart', { g: labelText(s.label) }));
  if (descriptionOf(s)) sub.push(descriptionOf(s));
  $('verdict-sub').textContent = sub.join(' · ');
  $('counts').textContent = t('rules.counts', {
    n: fmt(s.n),
    m: fmt(s.m),
    w: fmt(s.wins),
    l: fmt(s.losses),
    d: fmt(s.draws),
    ms: fmt(Math.round(s.ms)),
  });
}

// The verdict card in a quiz: the title and that the values are hidden.
function card0() {
  const st = store.get();
  const s = st.summary;
  const card = $('verdict-card');
  card.dataset.quiz = 'yes';
  card.dataset.outcome = '';
  const badge = $('verdict-badge');
  badge.className = 'badge';
  badge.textContent = '?';
  $('verdict').textContent = titleOf(s) || t('rules.untitled');
  $('verdict-sub').textContent = t('rules.quizOn');
  $('counts').textContent = t('rules.countsQuiz', { n: fmt(s.n), m: fmt(s.m) });
}

function solverTurn(st) {
  return st.vs !== null && (st.path.length - 1) % 2 === st.vs.solver;
}

function renderPosition(st) {
  const s = st.summary;
  $('position-card').hidden = !s;
  if (!s) return;
  const v = st.view;
  $('undo').disabled = undoTarget(st) < 0;
  $('redo').disabled = st.redo.length === 0;
  $('to-start').disabled = st.path.length <= 1 && st.path[0] === 0;
  $('vs').value = st.vs === null ? 'off' : solverTurn(st) ? 'solver' : 'me';
  $('quiz').checked = st.quiz;
  const card = $('position-card');
  card.dataset.id = v ? String(v.id) : '';
  card.dataset.loading = v ? 'no' : 'yes';
  renderGame(st);
  if (!v) return;
  const quiz = st.quiz;
  card.dataset.outcome = quiz ? '' : ['draw', 'win', 'lose'][v.outcome];
  const badge = $('pos-badge');
  badge.hidden = quiz;
  badge.className = 'badge small ' + outcomeClass(v.outcome);
  badge.textContent = badgeText(v.outcome, v.depth);
  const mover = who(roleToMove(st.steps.length, st.vs));
  let text = quiz ? t('rules.quizToMove', { who: mover }) : t('rules.toMove', { verdict: outcomeText(v.outcome, v.depth) });
  if (!quiz && s.grundy && v.label) text += ' · ' + t('rules.grundyHere', { g: labelText(v.label) });
  $('pos-verdict').textContent = text;
  $('pos-key').textContent = t('rules.keyIs', { key: keyText(v.key), ply: st.path.length - 1 });
  const canPlay = !solverTurn(st) && v.moves.length > 0;
  board.render(v, s.legend, { canPlay, paint: !quiz });
  $('why-box').hidden = quiz;
  $('why').textContent = whyText(v, s.noMove) + (s.grundy && v.label ? ' ' + grundyWhyText(v) : '');
  drawMovesOnce(v, s.grundy, solverTurn(st), quiz);
  const end = endText(st);
  $('game-end').textContent = end ? end.text : '';
  $('game-end').dataset.winner = end ? end.winner || 'draw' : '';
  let note = '';
  if (st.vs !== null && !end) {
    const last = st.steps[st.steps.length - 1];
    if (last && last.by === 'solver') note = t('rules.vsSolverPlayed', { move: last.name }) + ' ';
    note += solverTurn(st) ? t('rules.vsThinking') : t('rules.vsYours');
  } else if (st.vs !== null) {
    const last = st.steps[st.steps.length - 1];
    if (last && last.by === 'solver') note = t('rules.vsSolverPlayed', { move: last.name });
  }
  $('vs-note').textContent = note;
}

// The list of moves, written again only when it changes (a click on a move keeps
// the focus in the list: on the first move of the next position).
let movesDrawn = null;
function drawMovesOnce(v, grundy, disabled, quiz) {
  const want = { v, grundy, disabled, quiz, lang: lang() };
  if (movesDrawn && Object.keys(want).every((k) => want[k] === movesDrawn[k])) return;
  movesDrawn = want;
  const list = $('move-list');
  const hadFocus = list.contains(document.activeElement) || (document.activeElement === document.body && list.dataset.focus === 'yes');
  drawMoves(list, v, grundy, play, disabled, quiz);
  if (hadFocus) {
    const first = list.querySelector('.move:not(:disabled)');
    if (first) first.focus();
  }
}
$('move-list').addEventListener('focusin', () => {
  $('move-list').dataset.focus = 'yes';
});
$('move-list').addEventListener('focusout', (ev) => {
  if (ev.relatedTarget !== null && !$('move-list').contains(ev.relatedTarget)) $('move-list').dataset.focus = 'no';
});

// The game played so far: its moves, the quiz's score, the value history (each
// written again only when it changes).
let gameDrawn = null;
function renderGame(st) {
  const want = { steps: st.steps, redo: st.redo, quiz: st.quiz, start: st.start, view: st.view, vs: st.vs, lang: lang() };
  if (gameDrawn && Object.keys(want).every((k) => want[k] === gameDrawn[k])) return;
  gameDrawn = want;
  renderHistory($('history'), st);
  const score = st.quiz ? scoreText(st) : null;
  $('quiz-score').textContent = score || '';
  $('quiz-score').hidden = !score;
  const over = !!(st.view && endText(st));
  // in a quiz the chart waits for the end of the game
  const hide = !st.start || (st.quiz && !over);
  $('value-history').hidden = hide;
  if (hide) return;
  const points = valuePoints(st.start, st.steps, {
    start: () => t('rules.vhStart'),
    step: (step, i) => fmt(i + 1) + '. ' + step.name,
  });
  chart.update(points, st.steps.length);
}

function render(st, prev) {
  appEl.dataset.status = st.status === 'running' ? 'running' : st.status === 'loading' ? 'loading' : 'idle';
  appEl.classList.toggle('stale', isStale(st));
  appEl.classList.toggle('quiz', st.quiz);
  $('run').disabled = st.status === 'loading';
  $('stop').disabled = !(st.status === 'running' || st.busy);
  $('status').textContent = statusText(st);
  $('status').dataset.state = st.status;
  if (st.status !== 'running') $('stuck-note').hidden = true;
  $('link-notice').hidden = !(st.fromLink && st.status !== 'running');
  if (!prev || st.example !== prev.example) $('example').value = st.example || '';
  renderError(st);
  renderVerdict(st);
  renderPosition(st);
  if (!st.summary) {
    $('graph-card').hidden = true;
    $('table-card').hidden = true;
  }
}
store.subscribe(render);

// ---- the position, play ----------------------------------------------------------

let viewId = 0;
async function loadView() {
  const st = store.get();
  if (!st.summary) return;
  const at = st.path[st.path.length - 1];
  const id = ++viewId;
  try {
    const v = await sandbox.call('view', { id: at });
    if (id !== viewId) return;
    S.viewed(v);
    announce();
    continueReplay();
    if (graphView) {
      graphView.select(at);
      graphView.showPath(st.path.length > 1 ? st.path : []);
    }
    solverMove();
  } catch (e) {
    if (id !== viewId || e.cancelled) return;
    S.failed(infoOf(e), store.get().ran);
  }
}

// A move of the list (its target id) played by the reader.
function play(to) {
  const st = store.get();
  const m = st.view && st.view.moves.find((x) => x.to === to);
  if (m) playMove(m);
}

// A listed move played by the reader (from the list, the board or its menu).
function playMove(m) {
  const st = store.get();
  if (!st.view || solverTurn(st) || !st.view.moves.includes(m)) return;
  S.played(stepOf(st.view, m, st.vs !== null ? 'you' : null));
}

// The solver's answer where it is its turn: its optimal move (the first if it has none).
function solverMove() {
  const st = store.get();
  if (!solverTurn(st) || !st.view || st.view.moves.length === 0) return;
  const step = solverStep(st.view);
  if (step) S.played(step);
}

// Where Undo goes: the position after k moves (against the solver, back to the
// reader's own turn), or -1 where there is nothing to undo.
function undoTarget(st) {
  let k = st.steps.length - 1;
  if (st.vs !== null && k >= 0 && k % 2 === st.vs.solver) k--;
  return k;
}

function undo() {
  const k = undoTarget(store.get());
  if (k >= 0) S.back(k);
}

// Redo: the next move undone (against the solver, with the solver's answer).
function redo() {
  const st = store.get();
  if (!st.redo.length) return;
  const k = st.steps.length + 1;
  S.forward(st.vs !== null && k % 2 === st.vs.solver && st.redo.length > 1 ? 2 : 1);
}

store.subscribe((st, prev) => {
  if (st.summary && (st.summary !== prev.summary || st.path !== prev.path)) loadView();
  if (st.summary && st.summary !== prev.summary) {
    loadTable();
    loadGraph();
  } else if (st.summary && st.tableAt !== prev.tableAt) loadTable();
  if (st.vs !== prev.vs && st.view) solverMove();
});

// ---- the table and the graph -------------------------------------------------------

async function loadTable() {
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
    const cells = [String(r.id), r.key, t('rules.t.' + ['draw', 'win', 'lose'][r.outcome], { n: fmt(r.depth) }), r.outcome === 0 ? '–' : fmt(r.depth), r.best || '–', labelText(r.label)];
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

async function loadGraph() {
  const s = store.get().summary;
  const card = $('graph-card');
  let g;
  try {
    g = await sandbox.call('graph', {});
  } catch (e) {
    return;
  }
  if (store.get().summary !== s) return;
  card.hidden = false;
  // with values, each position drawn with its key and its value (G = 2, G = ∞(0))
  if (g.labelling && !g.tooBig) {
    const L = g.labelling;
    g.labels = Array.from({ length: g.n }, (_, i) => 'G = ' + valueText(L.grundy[i], L.infValues.subarray(L.infStart[i], L.infStart[i + 1])));
  }
  shownGraph = g;
  labelStep = -1;
  renderLabelling();
  if (g.tooBig) {
    $('cy').hidden = true;
    $('graph-note').textContent = t('rules.graphTooBig', { n: fmt(g.n), m: fmt(g.m) });
    if (graphView) graphView.clear();
    return;
  }
  $('cy').hidden = false;
  $('graph-note').textContent = t('rules.graphNote');
  if (!graphView) {
    graphView = new GraphView($('cy'));
    graphView.onSelect = (v) => {
      if (v >= 0 && store.get().summary) S.goTo([v]);
    };
  }
  graphView.show(g);
  const st = store.get();
  graphView.select(st.path[st.path.length - 1]);
  renderLabelling();
}

// The Sprague-Grundy labelling step by step on the state graph (ui/grundy-steps.js):
// the positions in the order the engine gave them their values.
let shownGraph = null;
let labelStep = -1; // -1: closed
function setLabelStep(k) {
  if (!shownGraph || !shownGraph.labelling) return;
  labelStep = Math.max(0, Math.min(k, shownGraph.n));
  renderLabelling();
}
const labelSteps = mountStepControls($('gs-stepper'), 'gs', {
  current: () => labelStep,
  last: () => (shownGraph ? shownGraph.n : 0),
  go: setLabelStep,
});
function renderLabelling() {
  const g = shownGraph;
  const can = !!(g && !g.tooBig && g.labelling && graphView !== null && graphView.cy);
  const on = can && labelStep >= 0;
  $('gs-steps').hidden = !(g && !g.tooBig && g.labelling);
  $('gs-steps').setAttribute('aria-pressed', on ? 'true' : 'false');
  $('gs-stepper').hidden = !on;
  if (on) labelSteps.paint(graphView.cy, { ...g, ...g.labelling }, labelStep);
}
$('gs-steps').addEventListener('click', () => {
  if (labelStep >= 0) {
    labelStep = -1;
    renderLabelling();
    if (graphView && shownGraph && !shownGraph.tooBig) {
      graphView.show(shownGraph); // the outcomes again
      const st = store.get();
      graphView.select(st.path[st.path.length - 1]);
    }
  } else {
    setLabelStep(0);
  }
});

// ---- exports and the link ------------------------------------------------------------

function fileBase() {
  const s = store.get().summary;
  const name = (s && s.title ? s.title : 'rules').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return name || 'rules';
}

// The file in parts (the worker never makes one text of it), joined in a Blob.
async function exportAs(kind) {
  $('export-menu').open = false;
  const type = { graph: 'text/plain;charset=utf-8', csv: 'text/csv;charset=utf-8', json: 'application/json' }[kind];
  const parts = [];
  try {
    let from = 0;
    while (from >= 0) {
      const part = await sandbox.call('export', { kind, from });
      parts.push(part.text);
      if (part.next >= 0 && part.n > 100000) $('link-note').textContent = t('rules.exporting', { done: fmt(part.next), n: fmt(part.n) });
      from = part.next;
    }
    $('link-note').textContent = '';
    const name = fileBase() + (kind === 'graph' ? '-graph.txt' : kind === 'csv' ? '.csv' : '.json');
    download(name, new Blob(parts, { type }));
  } catch (e) {
    $('link-note').textContent = t('rules.exportFailed', { message: String(e.message) });
  }
}

async function linkFragment() {
  const st = store.get();
  const extra = [];
  // the position reached: the ids of the line played (the first, the position opened)
  if (st.summary && (st.path.length > 1 || st.path[0] !== 0)) extra.push('at=' + st.path.slice(0, MAX_LINE + 1).join('.'));
  if (readMaxStates() !== DEFAULT_MAX_STATES) extra.push('max=' + readMaxStates());
  if ($('no-move').value === 'win') extra.push('nomove=win');
  if (readMaxMemory() !== 2 ** 30) extra.push('mem=' + readMaxMemory() / 2 ** 30);
  if (lang() !== 'en') extra.push('lang=' + lang());
  if (st.quiz) extra.push('quiz=1');
  if (isEmbed()) extra.push('embed=1');
  if (st.example) return ['example=' + st.example, ...extra].join('&');
  const packed = await packText(editor.text());
  if (packed.tooLong) return null;
  return [packed.param, ...extra].join('&');
}

async function copyLink() {
  const frag = await linkFragment();
  if (frag === null) {
    $('link-note').textContent = t('rules.linkTooLong');
    return;
  }
  history.replaceState(null, '', '#' + frag);
  let copied = false;
  try {
    await navigator.clipboard.writeText(location.href);
    copied = true;
  } catch (e) {
    copied = false;
  }
  $('link-note').textContent = copied ? t('rules.linkCopied') : t('rules.linkInBar');
}

// ---- wiring --------------------------------------------------------------------------

$('run').addEventListener('click', () => run());
$('run-link').addEventListener('click', () => run());
$('stop').addEventListener('click', stop);
$('example').addEventListener('change', () => {
  if ($('example').value) pick($('example').value);
});
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('history').addEventListener('click', (ev) => {
  const b = ev.target.closest('.h-go');
  if (!b) return;
  const k = Number(b.dataset.k);
  const st = store.get();
  if (k <= st.steps.length) S.back(k);
  else S.forward(k - st.steps.length);
});
$('quiz').addEventListener('change', () => S.quiz($('quiz').checked));
$('no-move').addEventListener('change', () => S.convention($('no-move').value === 'win' ? 'win' : 'lose'));
// Ctrl+Enter runs the script wherever the focus is (the editor runs it itself);
// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo a move, outside the editor and
// the page's fields (which keep their own undo).
document.addEventListener('keydown', (ev) => {
  if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.defaultPrevented) return;
  if (ev.key === 'Enter') {
    if (isEmbed()) return;
    ev.preventDefault();
    run();
    return;
  }
  const k = ev.key.toLowerCase();
  if (k !== 'z' && k !== 'y') return;
  const target = ev.target;
  if (target && target.closest && (target.closest('#code') || target.closest('input, textarea, select, [contenteditable]'))) return;
  if (!store.get().summary) return;
  ev.preventDefault();
  if (k === 'y' || ev.shiftKey) redo();
  else undo();
});
$('undo-example').addEventListener('click', () => undoExample());
$('undo-dismiss').addEventListener('click', () => {
  draft.takeUndo();
  showUndo(false);
});
draft.guardUnload(() => editor.text());
// back to the start: the moves of this line can be redone; from another position opened, a new line
$('to-start').addEventListener('click', () => {
  const st = store.get();
  if (st.path[0] === 0) S.back(0);
  else S.goTo([0]);
});
$('vs').addEventListener('change', () => {
  const st = store.get();
  const v = $('vs').value;
  const ply = st.path.length - 1;
  S.vs(v === 'off' ? null : { solver: v === 'me' ? (ply + 1) % 2 : ply % 2 });
});
$('show-error').addEventListener('click', () => {
  const e = store.get().error;
  if (e && e.line) editor.goTo(e.line, e.column);
});
$('page-prev').addEventListener('click', () => S.table(Math.max(0, store.get().tableAt - ROWS_PER_PAGE)));
$('page-next').addEventListener('click', () => S.table(store.get().tableAt + ROWS_PER_PAGE));
$('export-graph').addEventListener('click', () => exportAs('graph'));
$('export-csv').addEventListener('click', () => exportAs('csv'));
$('export-json').addEventListener('click', () => exportAs('json'));
$('copy-link').addEventListener('click', copyLink);
sandbox.onBusy((busy) => S.busy(busy));
sandbox.onReset((err) => {
  // the sandbox's own fault is said whatever call was under way (a page of the
  // table, the drawing, a sum: their callers say nothing)
  if (err && FAULTS.has(err.code)) S.failed(infoOf(err), store.get().ran);
  else if (store.get().status !== 'running' && store.get().summary) S.lost();
});
onLangChange(() => {
  fillExamples();
  fillMemory();
  editor.setLabel(t('rules.editorAria'));
  render(store.get(), store.get());
  if (store.get().summary) {
    loadTable();
    loadView(); // the moves' names in the new language
  }
  if (graphView) graphView.relabel();
  if (labelStep >= 0) renderLabelling();
});

// ---- the position in a link; the course page around an embed ----------------------------

const MAX_LINE = 2000; // moves of a line a link carries, at most
let bootLine = null; // the line of the link the page opened with, until the first solve
let replayIds = null; // the line being played again: ids, the first the position opened

// The ids of a link's line ('0.4.17'), or null for none or a damaged one (said).
function lineOf(text) {
  if (text === null || text === undefined || text === '') return null;
  const ids = String(text).split('.').map(Number);
  if (ids.length > MAX_LINE + 1 || !ids.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31)) {
    $('link-note').textContent = t('rules.lineDamaged');
    return null;
  }
  return ids;
}

// One more move of the link's line, once the position before it is shown; a move
// the game does not have ends the replay, said.
function continueReplay() {
  const st = store.get();
  if (!replayIds || !st.summary || !st.view) return;
  if (st.path[0] !== replayIds[0]) {
    replayIds = null;
    return;
  }
  const k = st.path.length;
  if (k >= replayIds.length) {
    replayIds = null;
    return;
  }
  const m = st.view.moves.find((x) => x.to === replayIds[k]);
  if (!m) {
    replayIds = null;
    say($('link-note'), () => t('rules.lineStale', { n: fmt(k - 1), count: k - 1 }));
    return;
  }
  S.played(stepOf(st.view, m, null));
}

// The course page around an embed (core/embed-host.js): told when the game is
// shown and after every move; it may set the position (by its key) and hide the values.
let announced = -1; // moves announced since the solve (-1: not even the start)
// Resolves once the position chosen is shown (its view fetched) or given up
// (another run, a failure): whichever comes first.
function viewShown() {
  return new Promise((resolve) => {
    const off = store.subscribe((st) => {
      if (st.view || !st.summary) {
        off();
        resolve();
      }
    });
  });
}
const host = createHost({
  page: 'rules',
  async setPosition(key) {
    if (!store.get().summary) return;
    try {
      const r = await sandbox.call('find', { key });
      if (r.id >= 0 && store.get().summary) {
        replayIds = null;
        S.goTo([r.id]);
        await viewShown(); // the state that answers says the position taken
      }
    } catch (e) {
      // a position the game does not have: nothing to show
    }
  },
  hideValues: (on) => S.quiz(on),
  state() {
    const st = store.get();
    const v = st.view;
    if (!v) return { hidden: st.quiz };
    return { key: v.key, value: ['draw', 'win', 'lose'][v.outcome], remoteness: v.outcome === 0 ? null : v.depth, ply: st.steps.length, hidden: st.quiz };
  },
});
function announce() {
  const st = store.get();
  if (announced < 0) {
    announced = st.steps.length;
    host.ready();
  } else if (st.steps.length > announced) {
    announced = st.steps.length;
    const last = st.steps[st.steps.length - 1];
    host.moved({ name: last.name, by: last.by === 'solver' ? 'solver' : 'player' });
  } else {
    announced = st.steps.length; // undone or opened elsewhere
  }
}

// ---- start -----------------------------------------------------------------------------

async function boot() {
  fillExamples();
  fillMemory();
  const params = readFragment(location.hash);
  const mem = Number(params.get('mem')) * 2 ** 30;
  if ([...$('max-memory').options].some((o) => Number(o.value) === mem)) $('max-memory').value = String(mem);
  const max = Number(params.get('max'));
  if (max >= 1 && max <= MAX_STATES_LIMIT) $('max-states').value = String(Math.floor(max));
  if (params.get('nomove') === 'win') $('no-move').value = 'win';
  S.convention($('no-move').value === 'win' ? 'win' : 'lose');
  // a quiz: the values hidden from the start (an embed for a lesson)
  if (params.get('quiz') === '1') S.quiz(true);
  bootLine = lineOf(params.get('at'));
  let text = null;
  try {
    text = await unpackText(params);
  } catch (e) {
    $('link-note').textContent = t('rules.linkDamaged');
  }
  if (text !== null && text.length > MAX_SOURCE_CHARS) {
    // more than the module reads: refused here, with its size (not shown, not run)
    const size = text.length;
    say($('link-note'), () => t('rules.linkTooBig', { size: fmt(size), max: fmt(MAX_SOURCE_CHARS) }));
    text = null;
  }
  if (text !== null) {
    editor.setText(text);
    draft.markClean(text);
    if (isEmbed()) {
      // An embed is ready to play: its script runs at once, in the sandbox as
      // always (no network, no page, no storage: README, "Safety"); an embed keeps
      // no draft, so nothing of it runs again on a later visit.
      S.edited(text);
      await run();
      return;
    }
    // A script from a link is shown, not run: the reader presses Run.
    S.linked(text);
    return;
  }
  const linked = exampleById(params.get('example') || '') ? params.get('example') : null;
  const saved = linked ? null : draft.load();
  S.options({ status: 'idle' });
  if (saved && saved.trim() && draft.gated()) {
    // a link's script from the last visit, edited but never run: still behind Run
    editor.setText(saved);
    S.linked(saved);
    draft.markClean(saved);
    $('draft-note').hidden = false;
    return;
  }
  if (saved && saved.trim()) {
    // the reader's own script from the last visit: shown and run
    editor.setText(saved);
    S.edited(saved);
    draft.markClean(saved);
    $('draft-note').hidden = false;
    await run();
    return;
  }
  await pick(linked || FIRST);
}

const ready = boot();

window.rulesApp = {
  ready,
  store,
  state: () => store.get(),
  get solveCount() {
    return solveCount;
  },
  run,
  stop,
  pick,
  setSource(text) {
    editor.setText(text);
    S.edited(text);
  },
  source: () => editor.text(),
  editor,
  sandbox,
  graphView: () => graphView,
  sumView,
  chart,
  board,
};
