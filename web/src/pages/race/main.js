// The race page (race.html, BOI 2008 "Game"): the text of the boards, the solve
// (in the solver worker; small boards on the page's thread), the verdict and
// why, the board with its distance layers, the board editor, the replay of the
// race (the one replay controller, ui/replay.js), the state in the URL, the
// draft kept in the browser, and the exports. Embedded, it speaks to the course
// page around it (core/embed-host.js): the position is the step of the race shown,
// its key 'A <square> B <square> <A|B>[+]' (keyAt below). Exposes window.raceApp
// for scripting and for the tests.
import '../../styles/base.css';
import './race.css';
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $, escapeHtml, isEmbed, debounce } from '../../core/dom.js';
import { createSolverClient, pageModule } from '../../core/solver-client.js';
import { createDraft } from '../../core/draft.js';
import { say } from '../../core/say.js';
import { createHost } from '../../core/embed-host.js';
import { createReplay, bindReplayControls, icon } from '../../ui/replay.js';
import { setUpHeader } from '../../ui/header.js';
import { Editor, fitsEditor, keepBigPastesOut, asideVars } from '../../ui/editor.js';
import { createRaceState } from './state.js';
import { EXAMPLES, SAMPLE, exampleText, exampleById } from './examples.js';
import { boardsText, encodeState, decodeState } from './link.js';
import { BoardView } from './board-canvas.js';
import * as edit from './board-editor.js';
import { renderTabs, renderVerdict } from './verdict.js';
import { renderLegend, cellInfoHtml } from './legend.js';
import { RACE_SPEEDS, stepsPerSecond, speedFor, prepareRace, frameAt, stepAt, captionHtml, renderMoves, markMove } from './race-view.js';
import { saveCsv, saveJson, savePng, saveText } from './exports.js';
import { plural, sq } from './words.js';

const AUTO_SOLVE_CHARS = 400000; // longer texts are solved on request only
const HERE_MAX_CHARS = 12000; // texts up to this (boards up to ~100 x 100) are solved on the page's thread
const SOLVE_WHILE_DRAGGING_N = 100; // bigger boards are solved when the drag ends
const LINK_EVERY_MS = 100; // the address bar is rewritten at most this often (browsers throttle it)

setUpHeader();

const appEl = $('app');
const editor = new Editor($('editor'));
const client = createSolverClient({ workerUrl: 'web/generated/worker.js' });
const draft = createDraft('race');
const fromUrl = decodeState(location.hash);
const S = createRaceState({ mode: fromUrl.mode, line: fromUrl.line, jump: fromUrl.jump, index: fromUrl.index });
const { store } = S;
let pendingStep = fromUrl.step; // the step the link asks for, shown after the first solve
let valuesHidden = false; // the course page around the embed hides the values (a quiz)
let hostReady = false; // host.ready() once the first solve is shown
let lastPosted = ''; // the position last told to the host
// What of the link could not be used, said over the caption (also embedded) until
// the next solve of another text: [[key, vars]].
const linkParts = fromUrl.damaged.map((part) => ['linkpart.damaged', { part }]);
function sayLinkParts() {
  const el = $('link-part');
  el.hidden = !linkParts.length;
  if (linkParts.length) say(el, () => linkParts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
}

// The board may take the height the window has left below its top (so that the
// verdict and the board show together on first load); embedded, what the frame
// has left after everything else.
function fitHeight() {
  const canvas = $('board');
  const wrapTop = $('board-wrap').getBoundingClientRect().top + window.scrollY;
  if (isEmbed()) {
    // the board beside the rest (a wide frame): the height below its top; else what the rest leaves
    const beside = getComputedStyle($('results').querySelector('.race-grid')).gridTemplateColumns.split(' ').length > 1;
    const below = $('legend').offsetHeight + 24;
    if (beside) return window.innerHeight - wrapTop - below;
    const other = document.documentElement.scrollHeight - (canvas.offsetHeight || 0);
    return window.innerHeight - other - 4;
  }
  const below = $('cell-info').offsetHeight + 16;
  const h = window.innerHeight - wrapTop - below;
  return h >= 260 ? h : Infinity; // the board is far down (a narrow screen): the width decides
}
const view = new BoardView($('board'), $('board-wrap'), { fitHeight });

// ---- the replay (ui/replay.js) -----------------------------------------------------------

let race = null; // prepareRace of the line shown, or null
let settingSpeed = false;
const replay = createReplay({ speeds: RACE_SPEEDS, speed: 1 });
replay.subscribe((st) => {
  const prev = store.get().speed;
  S.replayed({ index: st.index, playing: st.playing, speed: st.speed });
  if (!settingSpeed && st.speed !== prev) S.chooseSpeed(st.speed);
});
for (const [id, name] of [['back', 'back'], ['step', 'step']]) $(id).insertAdjacentHTML(name === 'back' ? 'afterbegin' : 'beforeend', icon(name));
bindReplayControls($('race-card'), replay, { keyTarget: document });

function rebuildRace() {
  const s = store.get();
  const sol = s.sols[s.index];
  const bd = s.boards[s.index];
  const fullOk = !!(sol && sol.full.available && sol.full.line && sol.full.line.length);
  const lineInputs = document.querySelectorAll('input[name="line"]');
  lineInputs[1].disabled = !fullOk;
  lineInputs[1].parentNode.title = fullOk ? '' : t('race.full.unavailable');
  const line = fullOk ? s.line : 'race';
  lineInputs[line === 'full' ? 1 : 0].checked = true;
  view.setBoard(bd || null, sol || null);
  race = sol && bd ? prepareRace(bd, line === 'full' ? sol.full.line : sol.race) : null;
  if (race && !s.speedChosen) {
    settingSpeed = true;
    replay.setSpeed(speedFor(race.S));
    settingSpeed = false;
  }
  $('to-jump').hidden = !race || race.landing < 0;
  renderMoves($('moves'), $('moves-note'), race);
  const k = race ? Math.min(pendingStep, race.S) : 0;
  if (race && pendingStep > race.S) {
    linkParts.push(['linkpart.step', { k: pendingStep, n: race.S }]);
    sayLinkParts();
  }
  if (race) pendingStep = 0;
  replay.setCount(race ? race.S + 1 : 0, k);
  if (line !== s.line && sol) S.setLine(line);
}

function renderStep() {
  const s = store.get();
  const sol = s.sols[s.index];
  if (!race || !sol) {
    view.setFrame(null);
    $('step-count').textContent = '–';
    $('caption').textContent = '';
    return;
  }
  const k = Math.min(s.step, race.S);
  view.setFrame(frameAt(race, k));
  $('step-count').textContent = t('race.stepCount', { k: fmt(k), S: fmt(race.S) });
  $('caption').innerHTML = captionHtml(race, sol, k);
  markMove($('moves'), k, s.playing);
}

function renderSpeed() {
  const sps = plural(stepsPerSecond(store.get().speed), 'race.speedOpt');
  $('speed-value').textContent = sps;
  $('speed').setAttribute('aria-valuetext', sps);
}

// ---- status, errors, verdict -------------------------------------------------------------

function statusText(st) {
  switch (st.kind) {
    case 'loading':
      return escapeHtml(t('race.loading'));
    case 'solving':
      return escapeHtml(t('race.st.solving'));
    case 'generating':
      return t('race.st.generating', { title: escapeHtml(t('race.ex.' + st.id)) });
    case 'solved': {
      const size = st.biggest > 20 ? t(st.count > 1 ? 'race.st.upTo' : 'race.st.size', { n: fmt(st.biggest) }) : '';
      return escapeHtml(t('race.st.solved', { count: st.count, size, ms: fmt(Math.round(st.ms)) }));
    }
    case 'error':
      return escapeHtml(st.line ? t('race.st.errorAt', { line: fmt(st.line), column: fmt(st.column) }) : t('race.st.error'));
    case 'failed':
      return escapeHtml(st.message);
    default:
      return '';
  }
}

function renderStatus() {
  const s = store.get();
  const el = $('status');
  el.innerHTML = statusText(s.status);
  const kind = { solved: 'ok', error: 'error', failed: 'error' }[s.status.kind];
  el.className = 'status' + (kind ? ' ' + kind : '');
  appEl.dataset.status = { loading: 'loading', busy: 'busy', idle: 'idle', failed: 'error' }[s.phase];
  appEl.classList.toggle('stale', (!!s.error && !s.fromEdit) || s.phase === 'busy');
}

function renderError() {
  const err = store.get().error;
  const box = $('parse-error');
  if (!err) {
    box.hidden = true;
    editor.clearError();
    return;
  }
  $('parse-error-text').textContent = err.message;
  $('show-error').hidden = !err.line || textAside;
  box.hidden = false;
  if (err.line && !textAside) {
    editor.setError({ line: err.line, column: err.column, message: err.message });
    editor.scrollToError();
  } else {
    editor.clearError();
  }
}

function renderBoardTools() {
  const s = store.get();
  const bd = s.boards[s.index];
  if (bd) $('size').value = bd.n;
  const editable = !!bd && (!s.error || s.fromEdit) && s.phase !== 'failed';
  $('edit').disabled = !editable;
  if (!editable && s.edit) S.setEditing(false);
  $('edit').checked = store.get().edit;
  $('edit-tools').hidden = !store.get().edit;
  view.setEditing(store.get().edit);
  $('delete-board').disabled = s.boards.length <= 1;
  const solved = s.sols.some(Boolean);
  for (const id of ['export-csv', 'export-json']) $(id).disabled = !solved;
  $('export-png').disabled = !bd;
}

const renderVerdictNow = () => {
  const s = store.get();
  renderTabs($('board-tabs'), s);
  renderVerdict({ badge: $('winner-badge'), title: $('verdict-title'), sub: $('verdict-sub'), why: $('why'), full: $('full-check') }, s);
  if (valuesHidden && s.sols[s.index]) {
    // a quiz: who wins is not said (the why and the full-state check are hidden by race.css)
    $('winner-badge').textContent = '?';
    $('winner-badge').className = 'winner-badge';
    $('verdict-title').textContent = t('race.quizVerdict');
  }
};
const renderLegendNow = () => renderLegend($('legend'), store.get(), race);
const renderCellInfo = () => {
  $('cell-info').innerHTML = cellInfoHtml(store.get(), view.hover);
};

// ---- the link in the address bar -----------------------------------------------------------

let linkTooBig = false;
let lastLinkAt = 0;
let linkTimer = 0;
function writeLink() {
  clearTimeout(linkTimer);
  const wait = lastLinkAt + LINK_EVERY_MS - Date.now();
  if (wait > 0) {
    linkTimer = setTimeout(writeLink, wait);
    return;
  }
  const s = store.get();
  if (!s.boards.length || (s.error && !s.fromEdit) || s.phase === 'failed') return;
  lastLinkAt = Date.now();
  const langM = /[#&]lang=([a-z]+)/.exec(location.hash);
  const enc = encodeState(s, { embed: isEmbed(), lang: langM ? langM[1] : null });
  linkTooBig = enc.tooBig;
  const url = location.href.replace(/#.*$/, '') + (enc.hash ? '#' + enc.hash : '');
  if (url !== location.href) {
    try {
      history.replaceState(null, '', url);
    } catch (e) {
      // some file:// setups refuse: the link is just not updated
    }
  }
  if (!linkTooBig) draft.markClean(s.text);
  setLinkNote(linkTooBig ? 'race.link.tooBig' : '', linkTooBig ? 'warn' : '');
}

// The note under the link buttons (said again when the language changes).
let linkNote = { key: '', kind: '' };
function setLinkNote(key, kind) {
  linkNote = { key, kind };
  const note = $('link-note');
  note.textContent = key ? t(key) : '';
  note.className = 'note' + (kind ? ' ' + kind : '');
}

function copyLink() {
  const done = (ok) => {
    setLinkNote(linkTooBig ? 'race.link.copiedNoBoards' : ok ? 'race.link.copied' : 'race.link.copyBar', ok && !linkTooBig ? 'ok' : 'warn');
  };
  writeLink();
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(location.href).then(() => done(true), () => done(false));
  else done(false);
}

// ---- everything that follows the state ---------------------------------------------------

store.subscribe((s, p) => {
  if (s.status !== p.status || s.phase !== p.phase || s.error !== p.error || s.fromEdit !== p.fromEdit) renderStatus();
  if (s.error !== p.error) renderError();
  const boardChanged = s.sols !== p.sols || s.boards !== p.boards || s.index !== p.index;
  if (boardChanged || s.error !== p.error || s.phase !== p.phase || s.jump !== p.jump) renderVerdictNow();
  if (s.mode !== p.mode) view.setMode(s.mode);
  if (boardChanged || s.line !== p.line) rebuildRace();
  if (boardChanged || s.line !== p.line || s.step !== p.step) renderStep();
  if (boardChanged || s.mode !== p.mode || s.line !== p.line) renderLegendNow();
  if (boardChanged || s.edit !== p.edit || s.error !== p.error || s.phase !== p.phase) {
    renderBoardTools();
    renderCellInfo();
  }
  if (s.speed !== p.speed) renderSpeed();
  tellHost(s, p);
  if (s.playing && s.step !== p.step) return; // the link waits for the pause
  if (boardChanged || s.mode !== p.mode || s.line !== p.line || s.jump !== p.jump || s.step !== p.step ||
    s.playing !== p.playing || s.error !== p.error) writeLink();
});

// ---- the course page around an embed (core/embed-host.js) ----------------------------

// Whether the line replayed is the full-state solver's (else the layered race).
function fullLine(s, sol) {
  return s.line === 'full' && !!(sol && sol.full.available && sol.full.line && sol.full.line.length);
}

// The player to move after k steps of the race shown (0: A, 1: B; at the end, the
// one who lost) and whether that move is a jump's extra step.
function moverAt(k) {
  if (k < race.S) {
    const st = stepAt(race, k);
    return { p: st.player, extra: st.extra };
  }
  return { p: race.S ? 1 - stepAt(race, race.S - 1).player : 0, extra: false };
}

// The key of the position after k steps: 'A <A's square> B <B's square> <A|B>', the
// squares as the page names them (r<row>c<column>, from 1), the player to move
// last, with '+' when that move is a jump's extra step: 'A r1c1 B r4c4 A',
// 'A r2c3 B r2c3 B+'.
function keyAt(k) {
  const f = frameAt(race, k);
  const n = race.bd.n;
  const m = moverAt(k);
  return 'A ' + sq(n, f.posA) + ' B ' + sq(n, f.posB) + ' ' + (m.p ? 'B' : 'A') + (m.extra ? '+' : '');
}

// The position shown, for the host: its key, the value for the player to move
// (the winner of the line replayed: the layered race's, or the full-state
// solver's, which may be a draw), the steps left in that line, the steps played.
function position() {
  const s = store.get();
  const sol = s.sols[s.index];
  if (!race || !sol) return null;
  const k = Math.min(s.step, race.S);
  const full = fullLine(s, sol);
  const winner = full ? (sol.full.outcome === 'draw' ? null : sol.full.winner === 'B' || sol.full.winner === 1 ? 1 : 0) : sol.winner === 'B' ? 1 : 0;
  const value = winner === null ? 'draw' : winner === moverAt(k).p ? 'win' : 'lose';
  return { key: keyAt(k), value, remoteness: value === 'draw' ? null : race.S - k, ply: k };
}

// A position named by the host: the step of the race shown with that key (the
// replay pauses there); a key of no step of it is ignored.
function setPosition(key) {
  if (!race) return;
  const want = String(key).trim().replace(/\s+/g, ' ');
  for (let k = 0; k <= race.S; k++) {
    if (keyAt(k) === want) {
      replay.pause();
      replay.go(k);
      return;
    }
  }
}

function hideValues(on) {
  valuesHidden = on;
  document.documentElement.classList.toggle('values-hidden', on);
  renderVerdictNow();
}

// The name of step i (from 0) of the race shown: 'A r1c2', 'B +r2c3' (a jump's
// extra step), as the list of steps names it.
function stepName(i) {
  const st = stepAt(race, i);
  return (st.player === 0 ? 'A' : 'B') + ' ' + (st.extra && st.from === st.to ? t('race.mv.stays') : (st.extra ? '+' : '') + sq(race.bd.n, st.to));
}

const host = createHost({ page: 'race', setPosition, hideValues, state: position });

// After each change of the state: one step on along the same race is a move (the
// race is the solver's: by 'solver'), any other change of the position a new state.
function tellHost(s, p) {
  if (!hostReady) return;
  const st = position();
  const now = st ? st.key + '|' + st.ply : '';
  if (now === lastPosted) return;
  lastPosted = now;
  const sameRace = s.sols === p.sols && s.boards === p.boards && s.index === p.index && s.line === p.line;
  if (sameRace && race && s.step === p.step + 1 && s.step <= race.S) host.moved({ name: stepName(s.step - 1), by: 'solver' });
  else host.changed();
}

// ---- solving ---------------------------------------------------------------------------

let seq = 0;
// Solves the text of the state; resolves when its answer (or error) is in the state.
async function solveNow() {
  solveSoon.cancel();
  const { text, jump } = store.get();
  if (store.get().phase === 'failed') return;
  const my = ++seq;
  const here = text.length <= HERE_MAX_CHARS;
  if (!here && client.busy()) client.cancel(); // an older big solve: its answer is not wanted
  if (store.get().status.kind !== 'generating') S.solving();
  const t0 = performance.now();
  try {
    const sols = here ? await client.callHere('race.solve', { text, jump }) : await client.call('race.solve', { text, jump });
    if (my === seq) S.solved(text, sols, performance.now() - t0);
  } catch (e) {
    if (my !== seq || e.cancelled) return;
    S.solveFailed(text, { message: e.message || String(e), line: e.line, column: e.column }, performance.now() - t0);
  }
}
const solveSoon = (() => {
  let timer = 0;
  const f = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(solveNow, ms);
  };
  f.cancel = () => clearTimeout(timer);
  return f;
})();

// ---- the text: typed, opened, picked, restored -----------------------------------------

let userText = false; // the text is the reader's (typed, edited, opened, restored), not an example

function afterUserText(text) {
  userText = true;
  draft.save(text);
  $('example').value = '';
  showUndo(false);
}

// The editor shows the text unless it does not fit (ui/editor.js: over 4 MB, or a line
// of over 10,000 characters, which the browser takes seconds to lay out): that text
// is kept aside, solved as it is, and the note says so; typing replaces it.
const EDITOR_MAX_CHARS = 4 << 20;
let textAside = false;
function showText(text) {
  textAside = !fitsEditor(text, EDITOR_MAX_CHARS);
  editor.setText(textAside ? '' : text);
  $('text-aside').hidden = !textAside;
  if (textAside) $('text-aside').textContent = t('race.textAside', asideVars(text));
}

onLangChange(() => textAside && showText(store.get().text));

// Puts text in the editor and solves it (board 1 shown).
function loadText(text, { user }) {
  showText(text);
  S.setText(text);
  S.select(0);
  if (user) afterUserText(text);
  else {
    userText = false;
    draft.save(text);
    draft.markClean(text);
  }
  return solveNow();
}

function showUndo(on) {
  $('draft-note').hidden = !on;
}

function pickExample(id) {
  const ex = exampleById(id);
  if (!ex) return;
  const before = store.get().text;
  if (userText && !EXAMPLES.some((e) => e.text === before)) draft.keepUndo(before);
  const undoable = draft.hasUndo();
  S.solving(ex.make ? { kind: 'generating', id } : { kind: 'solving' });
  const load = () => {
    loadText(exampleText(ex), { user: false });
    showUndo(undoable);
  };
  // A generated board takes a moment: let the status show first.
  if (ex.make) requestAnimationFrame(() => setTimeout(load, 0));
  else load();
}

function undoExample() {
  const text = draft.takeUndo();
  showUndo(false);
  if (text !== null) loadText(text, { user: true });
}

function fillExamples() {
  const sel = $('example');
  const value = sel.value;
  sel.innerHTML = '<option value="">' + escapeHtml(t('race.choose')) + '</option>' +
    EXAMPLES.map((ex) => '<option value="' + ex.id + '">' + escapeHtml(t('race.ex.' + ex.id)) + '</option>').join('');
  sel.value = value;
}

// ---- the board editor --------------------------------------------------------------------

const replaced = (list, i, x) => list.map((y, j) => (j === i ? x : y));

// The edited boards become the text; small boards are solved at once.
function commitBoards(boards, sols, index, solve) {
  const text = boardsText(boards);
  const ta = $('race-text');
  const top = ta.scrollTop;
  showText(text);
  ta.scrollTop = top;
  S.edited({ boards, sols, index, text });
  afterUserText(text);
  if (solve) solveNow();
}

function editCurrent(f, solve = true) {
  const s = store.get();
  const bd = s.boards[s.index];
  if (!bd) return;
  const nb = f(bd);
  if (nb) commitBoards(replaced(s.boards, s.index, nb), replaced(s.sols, s.index, null), s.index, solve);
}

let paint = 0; // the value a wall drag paints
let lastDrag = -1; // the square the drag was on last
function editAt(q, first) {
  const s = store.get();
  const bd = s.boards[s.index];
  if (!bd || q < 0) return;
  if (s.tool !== 'wall' && !first) return;
  if (first && s.tool === 'wall' && q !== bd.a && q !== bd.b) paint = bd.cells[q] ? 0 : 1;
  const squares = first || lastDrag < 0 ? [q] : edit.lineSquares(bd.n, lastDrag, q);
  lastDrag = q;
  editCurrent((b) => edit.applyTool(b, s.tool, squares, paint), bd.n <= SOLVE_WHILE_DRAGGING_N);
}

// ---- wiring ------------------------------------------------------------------------------

function wire() {
  $('race-text').addEventListener('input', () => {
    // typed over a text kept aside: the editor's text is the text now
    textAside = false;
    $('text-aside').hidden = true;
    const text = editor.getText();
    S.setText(text);
    afterUserText(text);
    if (text.length <= AUTO_SOLVE_CHARS) solveSoon(350);
  });
  // A paste that does not fit the editor is kept aside (showText), and solved.
  keepBigPastesOut($('race-text'), EDITOR_MAX_CHARS, (text) => loadText(text, { user: true }));
  $('race-text').addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      solveNow();
    }
  });
  $('solve').addEventListener('click', () => solveNow());
  $('show-error').addEventListener('click', () => editor.revealError());
  $('copy-link').addEventListener('click', copyLink);
  $('save-text').addEventListener('click', () => saveText(store.get().text));
  $('open-file').addEventListener('click', () => $('file-input').click());
  $('file-input').addEventListener('change', (ev) => {
    const f = ev.target.files && ev.target.files[0];
    if (f) f.text().then((text) => loadText(text, { user: true }));
    ev.target.value = '';
  });
  $('example').addEventListener('change', (ev) => pickExample(ev.target.value));
  $('undo-example').addEventListener('click', undoExample);
  $('board-tabs').addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-board]');
    if (b) S.select(Number(b.dataset.board));
  });
  const radios = (name, f) => document.querySelectorAll('input[name="' + name + '"]').forEach((r) => {
    r.addEventListener('change', () => r.checked && f(r.value));
  });
  radios('view', S.setMode);
  radios('line', S.setLine);
  radios('tool', S.setTool);
  $('full-check').addEventListener('change', (ev) => {
    if (ev.target.id !== 'jump-optional') return;
    S.setJump(ev.target.checked ? 'optional' : 'mandatory');
    solveNow();
  });
  $('edit').addEventListener('change', (ev) => {
    S.setEditing(ev.target.checked);
    if (ev.target.checked) replay.pause();
  });
  const resizeTo = () => editCurrent((bd) => edit.resize(bd, $('size').value));
  $('resize').addEventListener('click', resizeTo);
  $('size').addEventListener('keydown', (ev) => ev.key === 'Enter' && resizeTo());
  $('clear').addEventListener('click', () => editCurrent(edit.clearWalls));
  $('random').addEventListener('click', () => editCurrent((bd) => edit.randomWalls(bd)));
  $('add-board').addEventListener('click', () => {
    const s = store.get();
    commitBoards([...s.boards, edit.openBoard(8)], [...s.sols, null], s.boards.length, true);
  });
  $('delete-board').addEventListener('click', () => {
    const s = store.get();
    if (s.boards.length <= 1) return;
    const keep = (_, j) => j !== s.index;
    commitBoards(s.boards.filter(keep), s.sols.filter(keep), Math.min(s.index, s.boards.length - 2), true);
  });
  view.on('down', (q) => editAt(q, true));
  view.on('drag', (q) => editAt(q, false));
  view.on('up', () => {
    lastDrag = -1;
    const s = store.get();
    const bd = s.boards[s.index];
    if (bd && bd.n > SOLVE_WHILE_DRAGGING_N && !s.sols[s.index]) solveNow();
  });
  view.on('hover', renderCellInfo);
  $('to-jump').addEventListener('click', () => race && race.landing >= 0 && replay.go(race.landing));
  $('moves').addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-step]');
    if (b) replay.go(Number(b.dataset.step));
  });
  const closeMenu = () => $('export-menu').removeAttribute('open');
  $('export-png').addEventListener('click', () => {
    closeMenu();
    savePng(view, 'race-board-' + (store.get().index + 1) + '.png');
  });
  $('export-csv').addEventListener('click', () => {
    closeMenu();
    saveCsv(store.get().sols);
  });
  $('export-json').addEventListener('click', () => {
    closeMenu();
    saveJson(store.get().sols);
  });
  draft.guardUnload(() => store.get().text);
  // The board follows the window's height too (it fits what is left below its top).
  window.addEventListener('resize', debounce(() => view.layout(), 100));
}

// ---- start -------------------------------------------------------------------------------

fillExamples();
wire();
renderSpeed();
onLangChange(() => {
  fillExamples();
  renderStatus();
  renderVerdictNow();
  renderLegendNow();
  renderCellInfo();
  renderSpeed();
  setLinkNote(linkNote.key, linkNote.kind);
  rebuildRaceLabels();
});
function rebuildRaceLabels() {
  const s = store.get();
  const sol = s.sols[s.index];
  const fullOk = !!(sol && sol.full.available && sol.full.line && sol.full.line.length);
  document.querySelectorAll('input[name="line"]')[1].parentNode.title = fullOk ? '' : t('race.full.unavailable');
  renderMoves($('moves'), $('moves-note'), race);
  renderStep();
}

document.querySelector('input[name="view"][value="' + fromUrl.mode + '"]').checked = true;
view.setMode(fromUrl.mode);
{
  const saved = fromUrl.text === null ? draft.load() : null;
  const text = fromUrl.text !== null ? fromUrl.text : saved !== null && saved.trim() ? saved : SAMPLE;
  showText(text);
  S.setText(text);
  userText = text !== SAMPLE;
  $('example').value = text === SAMPLE ? 'sample' : '';
  if (fromUrl.text === null && text !== SAMPLE) {
    $('draft-restored').hidden = false;
  }
  if (fromUrl.text !== null) draft.markClean(text);
}
renderStatus();
renderVerdictNow();

const ready = pageModule().then(
  async () => {
    await solveNow();
    // the board the link asks for is not there (then the first is shown)
    if (fromUrl.index > 0 && fromUrl.index >= store.get().boards.length && store.get().boards.length) {
      linkParts.push(['linkpart.damaged', { part: 'i' }]);
    }
    sayLinkParts();
    const st = position();
    lastPosted = st ? st.key + '|' + st.ply : '';
    hostReady = true;
    host.ready();
  },
  (e) => {
    S.startFailed(e.code === 'module-missing' ? t('race.noModule') : t('race.startFailed', { msg: e.message || String(e) }));
    throw e;
  }
);
ready.catch(() => {}); // said in the status line; raceApp.ready still rejects

window.raceApp = {
  ready,
  store,
  view,
  replay,
  client,
  get state() {
    return store.get();
  },
  get solveCount() {
    return store.get().solveCount;
  },
  get race() {
    return race;
  },
  get solution() {
    const s = store.get();
    return s.sols[s.index] || null;
  },
  select: (i) => S.select(i),
  setStep: (k) => replay.go(k),
  solve: solveNow,
  squareCenter: (q) => view.squareCenter(q),
  position,
  hideValues,
};
