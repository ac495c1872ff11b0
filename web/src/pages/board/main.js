// board.html: edit a board (or load a graph), solve it in the worker, show the
// verdict of the start, the maps, optimal play step by step with the value of
// every move, play against the solver, share and export. The solved game stays
// in the worker (ops.js); the page asks it about the positions it shows.
// Embedded, it speaks to the course page around it (core/embed-host.js): the
// position is the one shown on the board, its key 'P <place> E <place> <P|E>'
// (positionKey below).
import '../../styles/base.css';
import './board.css';
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $, escapeHtml, debounce, isEmbed } from '../../core/dom.js';
import { createSolverClient } from '../../core/solver-client.js';
import { createLatest } from '../../core/latest.js';
import { readFragment } from '../../core/urlstate.js';
import { say } from '../../core/say.js';
import { createHost } from '../../core/embed-host.js';
import { setUpHeader } from '../../ui/header.js';
import { createReplay, bindReplayControls, icon } from '../../ui/replay.js';
import { drawingSvg, drawingPng } from '../../ui/drawing-export.js';
import { createBoardStore, isFresh, current, humanToMove } from './state.js';
import * as M from './model.js';
import { PRESETS, presetById } from './presets.js';
import { BoardCanvas, boardSvg } from './board-canvas.js';
import { GraphBoard } from './graph-board.js';
import { renameUi, rulesToUi, rulesFromUi, fillMoveSets } from './rules-panel.js';
import { renderStatus, renderVerdict, explain, moveValue, valueShort } from './verdict.js';
import { renderPlay, moveText } from './play.js';
import { renderMapNote, tipText, describe } from './maps.js';
import { fragmentFor, modelFromFragment, playFields, readPlay, embedCode, valueRows, valuesCsv, valuesJson, save } from './share.js';
import { draft, selectLineColumn, renderPasteError, setText, setUpDraft, setUpBigPaste, pastedText, textIsAside, clearAside } from './paste.js';
import { judgeMove, createQuizSwitch } from './quiz.js';
import { createGameChart } from './game-chart.js';

const AUTO_SOLVE_STATES = 3000000; // edits re-solve by themselves up to this many states
const SOLVER_DELAY_MS = 450; // the solver's reply in a game against a person
const ENDLESS_LINE = 200;
const LATIN_KEYS = { 'police-thief': ['p', 't'], 'cat-mouse': ['c', 'm'], 'cat-mouse-food': ['c', 'm'], 'cop-robber': ['c', 'r'] }; // moves of an endless line fetched at a time

setUpHeader();
const client = createSolverClient();
const { store, updates } = createBoardStore();
const S = () => store.get();
const canvas = new BoardCanvas($('board'), $('canvas-wrap'));
let graph = null; // GraphBoard, made when a graph is first shown
const solves = createLatest(); // answers for older games are dropped
let autoTimer = 0;
let solverTimer = 0;
let baseModel = null; // the preset's model as loaded (an unedited preset is linked by its id)
let playNote = ''; // a one-off sentence in the narration (not a move, wait…)
let pendingPlay = null; // the position a link asks for (share.js readPlay), played once the start is solved
let nextBy = 'solver'; // who made the next move the position takes: 'player' or 'solver'
const maps = new Map(); // map cache of the solved game

const stale = () => Object.assign(new Error('stale'), { stale: true });
async function query(op, args) {
  const ticket = solves.ticket();
  const v = await client.call('board.' + op, args);
  if (!ticket.current()) throw stale();
  return v;
}
function ignoreStale(e) {
  if (e && (e.stale || e.cancelled)) return;
  updates.error(e && e.message);
}

// ---- solving ----------------------------------------------------------------------------

let solveAfterDrag = false;
function scheduleSolve(always) {
  clearTimeout(autoTimer);
  solveAfterDrag = false;
  const m = S().model;
  const states = 2 * M.numPositions(m) ** 2;
  if (!always && states > AUTO_SOLVE_STATES) {
    if (!client.busy()) updates.busy(false);
    updates.status('pg.st.changedBig', { states });
    return;
  }
  updates.busy(true);
  if (S().summary) updates.status('pg.st.changedAuto');
  // Not while a drag paints the board: a solve shows its progress above the board,
  // which moves the board under the pointer, and the rest of the drag painted the
  // cells above those meant. The solve starts when the drag ends (canvas.onUp).
  if (canvas.dragging && !always) {
    solveAfterDrag = true;
    return;
  }
  autoTimer = setTimeout(solve, always ? 0 : 250);
}

async function solve() {
  clearTimeout(autoTimer);
  solveAfterDrag = false;
  stopSolverMove();
  const s = S();
  const m = s.model;
  const problem = m.family === 'cop-robber' ? null : M.problem(m);
  if (problem) {
    updates.error(problem);
    updates.status('pg.st.cannot', null, 'error');
    updates.busy(false);
    return;
  }
  const version = s.gameVersion;
  const ticket = solves.next();
  maps.clear();
  updates.solving();
  const positions = M.numPositions(m);
  updates.progress({ pct: null, n: 2 * positions * positions });
  const t0 = performance.now();
  try {
    const summary = await client.call('board.solve', { spec: M.toSpec(m) }, {
      onProgress: (p) => {
        if (ticket.current()) updates.progress({ pct: p.total ? (100 * p.done) / p.total : 0, n: p.total, s: (performance.now() - t0) / 1000 });
      },
    });
    if (!ticket.current()) return;
    updates.solved({ ...summary, wallMs: performance.now() - t0 }, version);
    await afterSolve();
  } catch (e) {
    if (!ticket.current() || e.cancelled || e.stale) return;
    updates.solveFailed(e.message);
  } finally {
    if (ticket.current()) updates.busy(false);
  }
}

async function afterSolve() {
  const m = S().model;
  if (m.family === 'cop-robber') {
    const starts = await query('pursuerWinningStarts', ['pursuer']);
    updates.copStarts(starts, m.pursuer < 0 || m.evader < 0 ? await copRobberStart(m, starts) : m);
  }
  await refreshStart();
}

// BOI 2014: the cop picks a corner, then the robber, knowing it, picks his: a
// winning corner for the cop if there is one, and the robber's best reply.
async function copRobberStart(m, starts) {
  const p = starts.length ? starts[0] : 0;
  const map = await query('map', ['evader', p, 'pursuer']);
  let best = -1;
  let bestKey = -Infinity;
  for (let c = 0; c < map.winner.length; c++) {
    if (c === p) continue;
    const key = map.winner[c] === 2 ? 1e9 - Math.max(0, map.depth[c]) : map.depth[c];
    if (key > bestKey) {
      bestKey = key;
      best = c;
    }
  }
  return { ...m, pursuer: p, evader: best >= 0 ? best : p };
}

// The optimal line from a state (its first part, for endless play).
async function lineFrom(info) {
  return query('line', [info.state, info.depth >= 0 ? info.depth + 1 : ENDLESS_LINE]);
}

// The start's verdict, and optimal play from the start.
async function refreshStart() {
  const m = S().model;
  if (!isFresh(S()) || m.pursuer < 0 || m.evader < 0) return;
  try {
    const info = await query('at', [m.pursuer, m.evader, m.rules.first]);
    if (!info) return;
    const line = await lineFrom(info);
    if (S().model !== m) return;
    updates.line(line, 0, 0, {}, 0, {});
    if (pendingPlay) {
      const p = pendingPlay;
      pendingPlay = null;
      await restorePlay(p);
    }
    if (!hostReady) {
      hostReady = true;
      lastPosted = postedKey(S());
      host.ready();
    }
    maybeSolverMove();
  } catch (e) {
    ignoreStale(e);
  }
}

// ---- the line shown: replay, moves, play against the solver ----------------------------------

const replay = createReplay({
  onStep: (k) => {
    if (k !== S().idx) {
      playNote = '';
      updates.goTo(k);
    }
  },
});
// Against the solver, "back" returns to the person's previous turn.
const controls = Object.create(replay);
controls.back = () => {
  const s = S();
  let i = s.idx - 1;
  if (s.human !== 'none' && i > 0 && s.history[i].side !== (s.human === 'pursuer' ? 0 : 1)) i--;
  replay.go(i);
};
for (const b of document.querySelectorAll('#replay [data-label]')) {
  const name = b.dataset.replay;
  b.innerHTML = icon(name) + '<span class="pg-btn-label"></span>';
}
bindReplayControls($('replay'), controls, { keyTarget: $('results') });
// keys with nothing focused go to the replay too
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
    ev.preventDefault();
    if (ev.target === $('paste-text')) loadPasted();
    else solve();
    return;
  }
  if (ev.target === document.body && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(ev.key)) {
    $('results').dispatchEvent(new KeyboardEvent('keydown', { key: ev.key, bubbles: false, cancelable: true }));
    ev.preventDefault();
  }
});

function labelButtons() {
  for (const b of document.querySelectorAll('#replay [data-label]')) {
    const label = t(b.dataset.label);
    b.querySelector('.pg-btn-label').textContent = label;
    b.setAttribute('aria-label', label);
  }
  $('speed').setAttribute('aria-label', t('pg.speed'));
  $('lg-move-sample').textContent = valueShort({ kind: 'win', n: 3 });
}

// Extends an endless line when the reader reaches its end.
async function extendLine() {
  const s = S();
  const last = s.history[s.history.length - 1];
  if (!last || last.ended || last.depth >= 0 || s.idx < s.history.length - 1) return;
  try {
    const more = await lineFrom(last);
    if (S().history !== s.history) return;
    updates.line(s.history.concat(more.slice(1)));
  } catch (e) {
    ignoreStale(e);
  }
}

function stopSolverMove() {
  clearTimeout(solverTimer);
  solverTimer = 0;
}

function maybeSolverMove() {
  const s = S();
  const cur = current(s);
  if (!cur || !isFresh(s) || s.human === 'none' || cur.ended || humanToMove(s) || solverTimer) return;
  solverTimer = setTimeout(() => {
    solverTimer = 0;
    const now = S();
    if (current(now) !== cur) return;
    if (now.idx < now.history.length - 1) {
      updates.line(now.history, now.idx + 1, now.idx + 1);
      maybeSolverMove();
    } else {
      extendLine().then(maybeSolverMove);
    }
  }, SOLVER_DELAY_MS);
}

// The flag of the move from cur to next when it throws a win or a draw away, else null.
function blunderOf(cur, next) {
  const before = moveValue(cur, cur); // the mover's value before the move
  before.n = cur.depth;
  const after = moveValue(cur, next);
  return (before.kind === 'win' && after.kind !== 'win') || (before.kind === 'draw' && after.kind === 'lose')
    ? { side: cur.side, lost: before.kind, was: before, now: after } : null;
}

// The cell (or vertex) the piece to move at `a` goes to in the move to `b`.
const moverCell = (a, b) => (a.side === 0 ? b.pursuer : b.evader);

// The position a link asks for (share.js readPlay), from the start shown: its
// moves played one by one (each must be a move there), then the solver's optimal
// line on; the move shown and the side a person plays. What does not fit is said
// (#link-part) and ignored.
async function restorePlay(p) {
  const s = S();
  const parts = p.damaged.map((part) => ['linkpart.damaged', { part }]);
  let cur = s.history[0];
  const hist = [cur];
  const flags = {};
  // a quiz's judgement of the person's moves: against the solver, those of the side
  // played; watching, none (the link does not say which moves were chosen and
  // which were steps of the solver's line)
  const picks = {};
  const mine = (info) => p.human !== 'none' && info.side === (p.human === 'pursuer' ? 0 : 1);
  try {
    for (const cell of p.moves) {
      if (cur.ended) break;
      const succ = await query('successors', [cur.state]);
      const next = succ.find((x) => moverCell(cur, x) === cell);
      if (!next) break;
      const flag = blunderOf(cur, next);
      if (flag) flags[hist.length] = flag;
      if (mine(cur)) picks[hist.length] = judgeMove(cur, next, succ);
      hist.push(next);
      cur = next;
    }
    const rest = await lineFrom(cur);
    if (S().history !== s.history) return;
    const n = hist.length - 1;
    if (n < p.moves.length) parts.push(['linkpart.moves', { k: n, n: p.moves.length }]);
    const history = hist.concat(rest.slice(1));
    let idx = p.human !== 'none' || p.at === null ? n : p.at;
    if (idx > history.length - 1) {
      parts.push(['linkpart.step', { k: idx, n: history.length - 1 }]);
      idx = history.length - 1;
    }
    if (p.human !== 'none') updates.human(p.human);
    updates.line(history, idx, p.human === 'none' ? 0 : idx, flags, n, picks);
  } catch (e) {
    ignoreStale(e);
  }
  sayLinkParts(parts);
}

// What of the link could not be used, said over the board (also embedded).
function sayLinkParts(parts) {
  const el = $('link-part');
  el.hidden = !parts.length;
  if (parts.length) say(el, () => parts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
}

// A move from the position shown to `next` (a successor): the line goes on from there.
async function playMove(next) {
  const s = S();
  const cur = current(s);
  stopSolverMove();
  playNote = '';
  const blunder = blunderOf(cur, next);
  const ahead = s.history[s.idx + 1];
  try {
    const same = !!ahead && ahead.state === next.state;
    const rest = same ? s.history.slice(s.idx + 1) : await lineFrom(next);
    // where the solver's line begins: this move's position, or later if the line
    // kept beyond it holds moves a person chose
    const optimalFrom = same ? Math.max(s.optimalFrom, s.idx + 1) : s.idx + 1;
    // While the line from there was being fetched, the line shown may have been
    // replaced (a solve or a change of who plays landing): the move still holds if
    // the same position is shown at the same step; a move is never silently lost.
    const latest = S();
    const here = current(latest);
    if (latest.idx !== s.idx || !here || here.state !== cur.state) return;
    // the flags of the moves up to here, and this move's if it threw a result away
    const flags = { ...latest.flags };
    for (const k of Object.keys(flags)) if (Number(k) > latest.idx) delete flags[k];
    if (blunder) flags[latest.idx + 1] = blunder;
    // the person's moves, judged for a quiz (optimal, or the best move there was)
    const picks = { ...latest.picks };
    for (const k of Object.keys(picks)) if (Number(k) > latest.idx) delete picks[k];
    picks[latest.idx + 1] = judgeMove(cur, next, s.moves ? s.moves.map((x) => x.after) : null);
    const played = latest.human === 'none' ? 0 : latest.idx + 1;
    nextBy = 'player';
    updates.line(latest.history.slice(0, latest.idx + 1).concat(rest), latest.idx + 1, played, flags, optimalFrom, picks);
    maybeSolverMove();
  } catch (e) {
    ignoreStale(e);
  }
}

function tryHumanMove(cell) {
  const s = S();
  if (!humanToMove(s) || !s.targets) return false;
  const cur = current(s);
  const next = s.targets.find((x) => (cur.side === 0 ? x.pursuer : x.evader) === cell);
  if (!next) return false;
  playMove(next);
  return true;
}

function notAMove() {
  const s = S();
  const w = M.words(s.model);
  const place = t(s.model.kind === 'grid' ? 'pg.cellAcc' : 'pg.vertexAcc');
  playNote = humanToMove(s) ? t('pg.notAMove', { p: current(s).side === 0 ? w.pursuer : w.evader, place }) : t('pg.waitSolver', { place });
  renderPlay(S(), playNote, S().quiz);
}

// ---- what the board shows: fetched from the solved game, then drawn ------------------------

const views = createLatest();
async function refreshView() {
  const ticket = views.next();
  const s = S();
  const m = s.model;
  const cur = current(s);
  const view = { pursuer: cur ? cur.pursuer : m.pursuer, evader: cur ? cur.evader : m.evader };
  if (cur && s.idx > 0) {
    const prev = s.history[s.idx - 1];
    view.last = prev.side === 0 ? { from: prev.pursuer, to: cur.pursuer, side: 0 } : { from: prev.evader, to: cur.evader, side: 1 };
  }
  const fresh = isFresh(s) && cur;
  const jobs = [];
  if (s.viewMode !== 'plain' && fresh) {
    const piece = s.viewMode;
    const other = piece === 'pursuer' ? cur.evader : cur.pursuer;
    const key = s.solvedVersion + ':' + piece + ':' + other + ':' + cur.side;
    view.mapPiece = piece;
    if (maps.has(key)) view.map = maps.get(key);
    else {
      jobs.push(query('map', [piece, other, cur.side]).then((mp) => {
        maps.set(key, mp);
        view.map = mp;
      }));
    }
  }
  let moves = null;
  if (fresh && !cur.ended) {
    jobs.push(query('successors', [cur.state]).then((succ) => {
      moves = succ.map((after) => {
        const value = moveValue(cur, after);
        return { after, value, short: valueShort(value), cell: cur.side === 0 ? after.pursuer : after.evader, winner: after.winner };
      });
      // the best moves: the fastest win, else a draw, else the slowest loss
      const rank = (v) => (v.kind === 'win' ? 3e9 - (v.n < 0 ? 2e9 : v.n) : v.kind === 'draw' ? 0 : -3e9 + (v.n < 0 ? 2e9 : v.n));
      const top = Math.max(...moves.map((x) => rank(x.value)));
      for (const x of moves) x.best = rank(x.value) === top;
    }));
  }
  try {
    await Promise.all(jobs);
  } catch (e) {
    if (ticket.current()) ignoreStale(e);
    return;
  }
  if (!ticket.current()) return;
  const targets = moves && humanToMove(s) ? moves.map((x) => x.after) : null;
  if (targets) view.targets = moves.map((x) => x.cell);
  // embedded, watching: the moves are played by a click on their cells (embedMove)
  else if (moves && isEmbed() && s.human === 'none') view.targets = moves.map((x) => x.cell);
  if (moves && !S().quiz) view.moveLabels = moves.map((x) => ({ cell: x.cell, short: x.short, winner: x.winner, best: x.best }));
  updates.shown(view, moves, targets);
}

function boardMaxHeight() {
  const wrap = $('canvas-wrap');
  if (isEmbed()) {
    // the board takes what the frame has left: measured with the canvas folded away
    canvas.canvas.style.height = '0px';
    return Math.max(60, wrap.clientHeight - 2);
  }
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  // the whole board in the first screen where it can be (at least 220 px tall)
  return Math.max(220, Math.min(window.innerHeight * 0.82, window.innerHeight - top - 16));
}

function relayoutBoard() {
  const m = S().model;
  if (m && m.kind === 'grid') {
    canvas.layout(boardMaxHeight());
    canvas.draw();
  } else if (graph) {
    graph.resize();
  }
}

function showEditor(m) {
  const grid = m.kind === 'grid';
  $('canvas-wrap').hidden = !grid;
  $('graph-wrap').hidden = grid;
  if (grid) {
    canvas.setModel(m, boardMaxHeight());
  } else {
    if (!graph) {
      graph = new GraphBoard($('cy'), $('graph-note'));
      graph.onDown = onGraphTap;
    }
    graph.setModel(m);
  }
}

function draw(s) {
  const m = s.model;
  const view = s.view || { pursuer: m.pursuer, evader: m.evader };
  if (m.kind === 'grid') canvas.setView(view);
  else if (graph) graph.setView(view);
  describe(s);
  renderMapNote(s);
}

// ---- the course page around an embed (core/embed-host.js) ----------------------------

// A place as a position's key names it: 'row,column' from 1 on a grid, the vertex's
// label on a graph.
function placeKey(m, c) {
  if (m.kind === 'grid') return Math.floor(c / m.cols) + 1 + ',' + ((c % m.cols) + 1);
  return m.labels ? m.labels[c] : String(c);
}

// The key of a position: 'P <pursuer's place> E <evader's place> <side to move, P or E>',
// e.g. 'P 3,4 E 7,1 P' (the police at row 3 column 4, the thief at row 7 column 1,
// the police to move); on a graph 'P 2 E 5 E'.
function positionKey(m, info) {
  return 'P ' + placeKey(m, info.pursuer) + ' E ' + placeKey(m, info.evader) + ' ' + (info.side === 0 ? 'P' : 'E');
}

// A key -> { p, e, side } of cells of the board, or null.
function parseKey(m, key) {
  const k = /^\s*P\s+(\S+)\s+E\s+(\S+)\s+([PE])\s*$/.exec(key);
  if (!k) return null;
  const cell = (x) => {
    if (m.kind === 'grid') {
      const g = /^(\d{1,4}),(\d{1,4})$/.exec(x);
      if (!g) return -1;
      const r = Number(g[1]) - 1;
      const c = Number(g[2]) - 1;
      return r >= 0 && r < m.rows && c >= 0 && c < m.cols ? r * m.cols + c : -1;
    }
    const i = m.labels ? m.labels.indexOf(x) : /^\d{1,9}$/.test(x) ? Number(x) : -1;
    return i >= 0 && i < m.n ? i : -1;
  };
  const p = cell(k[1]);
  const e = cell(k[2]);
  return p < 0 || e < 0 ? null : { p, e, side: k[3] === 'P' ? 'pursuer' : 'evader' };
}

// The position shown, for the host: its key, its value for the side to move, the
// moves to the end with best play, the moves since the start.
function position() {
  const s = S();
  const cur = current(s);
  if (!cur || !isFresh(s)) return null;
  const value = cur.winner === 0 ? 'draw' : cur.winner === cur.side + 1 ? 'win' : 'lose';
  return { key: positionKey(s.model, cur), value, remoteness: cur.depth >= 0 ? cur.depth : null, ply: s.idx };
}

// A position named by the host: found on the line shown, it is stepped to;
// otherwise the pieces are put there with that side to move, as a new start (the
// board is then one's own, and its link carries it). Refused (nothing changes)
// when the key names no position of this game (a wall, a place off the board).
async function setPosition(key) {
  const s = S();
  if (!isFresh(s) || s.busy || !s.history.length) return;
  const m = s.model;
  const k = parseKey(m, key);
  if (!k) return;
  let info;
  try {
    info = await query('at', [k.p, k.e, k.side]);
  } catch (e) {
    return;
  }
  const now = S();
  if (!info || now.model !== m) return;
  const last = now.human === 'none' ? now.history.length - 1 : now.idx;
  const i = now.history.findIndex((x, j) => j <= last && x.state === info.state);
  if (i >= 0) {
    replay.go(i);
    return;
  }
  stopSolverMove();
  let next = M.withPiece(M.withPiece(m, 'pursuer', k.p), 'evader', k.e);
  if (next.rules.first !== k.side) next = M.withRules(next, { first: k.side });
  updates.startChanged(next);
  await refreshStart();
}

// The values hidden (or shown again) as the store's quiz says (the "Hide values"
// switch, quiz=1 in the link, the course page's hide-values: quiz.js): no verdict,
// no value of a move, no map, no flag, no line ahead; the moves stay playable.
function applyQuiz(on) {
  document.documentElement.classList.toggle('values-hidden', on);
  for (const i of document.querySelectorAll('input[name="view"]')) if (i.value !== 'plain') i.disabled = on;
  if (on && S().viewMode !== 'plain') {
    document.querySelector('input[name="view"][value="plain"]').checked = true;
    updates.viewMode('plain');
  }
  const s = S();
  renderVerdict(s, on);
  renderPlay(s, playNote, on);
  if (s.model) refreshView();
  requestAnimationFrame(relayoutBoard); // the verdict's sentence changed height: the board takes the rest
}
// Embedded, the play card's height changes with what it says (a quiz's last move
// and score): the board takes what is left.
if (isEmbed() && typeof ResizeObserver !== 'undefined') new ResizeObserver(() => requestAnimationFrame(relayoutBoard)).observe($('play-card'));

const host = createHost({ page: 'board', setPosition, hideValues: (on) => updates.quiz(on), state: () => ({ ...position(), hidden: S().quiz }) });
createQuizSwitch({ store, updates });
// the value history: a point clicked steps there (the solver answering where it is its turn)
createGameChart({ store, go: (i) => (replay.go(i), maybeSolverMove()) });
let hostReady = false; // host.ready() once the first start is solved and shown
let lastPosted = '';
const postedKey = (s) => (current(s) && isFresh(s) ? current(s).state + '|' + s.idx : '');

// After each change of the state: one move on along the same line is a move (the
// person's, or the solver's: its reply, a step of its optimal line), any other
// change of the position shown a new state.
function tellHost(s, prev) {
  const now = postedKey(s);
  const by = nextBy;
  if (s.history !== prev.history || s.idx !== prev.idx) nextBy = 'solver';
  if (now === lastPosted || !hostReady) return;
  const before = current(prev);
  const cur = current(s);
  if (cur && before && isFresh(prev) && s.idx === prev.idx + 1 && s.history[s.idx - 1].state === before.state) {
    lastPosted = now;
    host.moved({ name: moveText(s.model, before, cur), by });
  } else {
    lastPosted = now;
    host.changed();
  }
}

// ---- the views follow the store ------------------------------------------------------

store.subscribe((s, prev) => {
  if (s.quiz !== prev.quiz) applyQuiz(s.quiz);
  $('app').dataset.status = s.busy ? 'busy' : 'idle';
  if (s.model !== prev.model) {
    if (!prev.model || s.model.kind !== prev.model.kind || s.model.rows !== prev.model.rows || s.model.cols !== prev.model.cols || s.model.n !== prev.model.n || s.model.edges !== prev.model.edges) {
      showEditor(s.model);
    } else if (s.model.kind === 'grid') {
      canvas.model = s.model;
    } else {
      graph.model = s.model;
    }
    renameUi(s.model, s.tool);
    rulesToUi(s.model);
    if (s.model.kind === 'grid') {
      $('rows').value = s.model.rows;
      $('cols').value = s.model.cols;
    }
    $('app').dataset.link = 'pending'; // 'written' once the link holds this model (tests wait for it)
    writeLink();
  } else if (s.history !== prev.history || s.idx !== prev.idx || s.human !== prev.human || s.quiz !== prev.quiz) {
    $('app').dataset.link = 'pending'; // the position played is in the link too
    writeLink();
  }
  tellHost(s, prev);
  if (s.history !== prev.history) replay.setCount(s.history.length, s.idx);
  else if (s.idx !== prev.idx && replay.index !== s.idx) replay.go(s.idx);
  if (s.history !== prev.history || s.idx !== prev.idx || s.viewMode !== prev.viewMode || s.human !== prev.human || s.summary !== prev.summary || s.model !== prev.model || s.gameVersion !== prev.gameVersion) {
    refreshView();
    if (s.idx === s.history.length - 1 && s.idx !== prev.idx) extendLine();
    if (!$('why').hidden) renderWhy();
  }
  if (s.view !== prev.view || s.model !== prev.model) draw(s);
  if (s.status !== prev.status || s.error !== prev.error || s.progress !== prev.progress || s.busy !== prev.busy) renderStatus(s, client);
  if (s.history !== prev.history || s.summary !== prev.summary || s.copStarts !== prev.copStarts || s.gameVersion !== prev.gameVersion) renderVerdict(s, s.quiz);
  // the verdict's height is known once the first line is there: the board takes the rest
  if (s.history.length && !prev.history.length && s.idx === 0) requestAnimationFrame(relayoutBoard);
  if (s.pasteError !== prev.pasteError) renderPasteError(s.pasteError);
  if (s.presetId !== prev.presetId) $('preset').value = s.presetId;
  // an edited preset: the picker says "(your own)", the note where it came from
  if (s.editedFrom !== prev.editedFrom && s.editedFrom) say($('preset-note'), () => t('pg.editedFrom', { name: t('pg.preset.' + s.editedFrom) }));
  renderPlay(s, playNote, s.quiz);
  if (s.human !== prev.human) document.querySelector('input[name="human"][value="' + s.human + '"]').checked = true;
});

// The worker is gone (cancelled, or it died): so is the game it kept.
client.onReset(() => {
  solves.drop();
  stopSolverMove();
  maps.clear();
});

// ---- editing ---------------------------------------------------------------------------

// A new model from an edit: structural (solve again) or only the start.
function edited(m) {
  const s = S();
  if (m === s.model) return false;
  const structural = m.kind === 'grid' ? m.walls !== s.model.walls || m.exits !== s.model.exits : m.exits !== s.model.exits;
  stopSolverMove();
  if (structural) {
    updates.gameChanged(m);
    scheduleSolve(false);
  } else {
    updates.startChanged(m);
    if (isFresh(S())) refreshStart();
  }
  return true;
}

function applyTool(cell, tool = S().tool, value) {
  const m = S().model;
  if (tool === 'pursuer' || tool === 'evader') return edited(M.withPiece(m, tool, cell));
  return edited(M.withCell(m, tool, cell, value));
}

const playing = () => S().human !== 'none';
let paint = null; // what a drag paints

// Embedded, watching: a click on a cell the piece to move can reach plays that move
// (the board is not edited in a frame). Returns whether it was one.
function embedMove(cell) {
  const s = S();
  const cur = current(s);
  if (!s.moves || !cur || cur.ended) return false;
  const x = s.moves.find((mv) => mv.cell === cell);
  if (!x) return false;
  playMove(x.after);
  return true;
}

canvas.onDown = (cell, ev) => {
  if (playing()) {
    if (!tryHumanMove(cell)) notAMove();
    return;
  }
  if (isEmbed()) {
    embedMove(cell);
    return;
  }
  const m = S().model;
  const tool = S().tool;
  if (ev.button === 2) paint = { tool: 'free' };
  else if (tool === 'wall') paint = { tool, value: m.walls[cell] ? 0 : 1 };
  else if (tool === 'exit') paint = { tool, value: m.exits[cell] ? 0 : 1 };
  else paint = { tool };
  applyTool(cell, paint.tool, paint.value);
};
canvas.onDrag = (cell) => {
  if (playing() || isEmbed()) return;
  const tool = S().tool;
  const p = paint || { tool, value: tool === 'wall' || tool === 'exit' ? 1 : undefined };
  applyTool(cell, p.tool, p.value);
};
canvas.onUp = () => {
  paint = null;
  if (solveAfterDrag) scheduleSolve(false);
};
canvas.onKey = (cell, ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return false;
  const k = ev.key.toLowerCase();
  const w = M.words(S().model);
  if (k === ' ' || k === 'enter') {
    if (playing()) {
      if (!tryHumanMove(cell)) notAMove();
    } else if (isEmbed()) {
      embedMove(cell);
    } else {
      applyTool(cell);
    }
    return true;
  }
  if (playing() || isEmbed()) return false;
  if (k === 'delete' || k === 'backspace') {
    applyTool(cell, 'free');
    return true;
  }
  const tools = { w: 'wall', r: 'free', x: 'exit' };
  tools[w.pl.toLowerCase()] = 'pursuer';
  if (w.el !== w.pl) tools[w.el.toLowerCase()] = 'evader';
  // the Latin letters of the pieces work in every language
  const [lp, le] = LATIN_KEYS[S().model.family] || LATIN_KEYS['police-thief'];
  tools[lp] = 'pursuer';
  tools[le] = 'evader';
  if (tools[k]) {
    setTool(tools[k]);
    return true;
  }
  return false;
};
canvas.onHover = (cell, x, y) => {
  const tip = $('tip');
  const text = tipText(S(), cell);
  if (!text) {
    tip.hidden = true;
    return;
  }
  tip.textContent = text;
  const r = $('canvas-wrap').getBoundingClientRect();
  tip.style.left = x - r.left + 14 + 'px';
  tip.style.top = y - r.top + 14 + 'px';
  tip.hidden = false;
};

function onGraphTap(v) {
  if (playing()) {
    if (!tryHumanMove(v)) notAMove();
    return;
  }
  if (isEmbed()) {
    embedMove(v);
    return;
  }
  applyTool(v);
}

function setTool(tool) {
  updates.tool(tool);
  const input = document.querySelector('input[name="tool"][value="' + tool + '"]');
  if (input) input.checked = true;
}

for (const i of document.querySelectorAll('input[name="tool"]')) i.addEventListener('change', () => i.checked && updates.tool(i.value));
for (const i of document.querySelectorAll('input[name="view"]')) i.addEventListener('change', () => i.checked && updates.viewMode(i.value));
for (const i of document.querySelectorAll('input[name="human"]')) {
  i.addEventListener('change', () => {
    if (!i.checked) return;
    stopSolverMove();
    playNote = '';
    updates.human(i.value);
    maybeSolverMove();
  });
}
for (const id of ['moves-pursuer', 'moves-evader', 'reach-pursuer', 'reach-evader', 'pass-pursuer', 'pass-evader', 'draw-as', 'pursuer-exit']) {
  $(id).addEventListener('change', () => {
    const m = S().model;
    const next = M.withRules(m, rulesFromUi(m));
    stopSolverMove();
    updates.gameChanged(next);
    scheduleSolve(false);
  });
}
$('first').addEventListener('change', () => edited(M.withRules(S().model, { first: $('first').value })));
$('solve').addEventListener('click', () => solve());
$('cancel').addEventListener('click', () => {
  if (client.cancel()) updates.lost('pg.st.cancelled');
});
$('pass').addEventListener('click', () => {
  const cur = current(S());
  if (cur) tryHumanMove(cur.side === 0 ? cur.pursuer : cur.evader);
});
for (const id of ['moves', 'moves-cycle']) {
  $(id).addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-i]');
    if (b) replay.go(Number(b.dataset.i));
  });
}
$('move-values').addEventListener('click', (ev) => {
  const b = ev.target.closest('[data-move]');
  const s = S();
  if (!b || !s.moves) return;
  const x = s.moves[Number(b.dataset.move)];
  if (x && (s.human === 'none' || humanToMove(s))) playMove(x.after);
});
$('resize').addEventListener('click', () => {
  const r = Math.max(1, Math.min(256, parseInt($('rows').value, 10) || 1));
  const c = Math.max(1, Math.min(256, parseInt($('cols').value, 10) || 1));
  $('rows').value = r;
  $('cols').value = c;
  updates.newModel(M.resize(S().model, r, c), '', S().presetId || S().editedFrom);
  scheduleSolve(false);
});
$('clear').addEventListener('click', () => edited(M.withoutWalls(S().model)));
$('to-text').addEventListener('click', () => {
  const m = S().model;
  if (m.kind !== 'grid') return;
  setText(M.toText(m), 'police-thief');
  $('paste-box').open = true;
  updates.pasteError(null);
  $('paste-text').focus();
});
$('load-text').addEventListener('click', () => loadPasted());
setUpBigPaste();

window.addEventListener('resize', debounce(relayoutBoard, 120));

// ---- Why? -------------------------------------------------------------------------------

const whys = createLatest();
async function renderWhy() {
  const ticket = whys.next();
  const s = S();
  const cur = current(s);
  const box = $('why');
  if (!cur || !isFresh(s)) {
    box.textContent = '';
    return;
  }
  try {
    const html = await explain(s.model, cur, query);
    if (!ticket.current()) return;
    const head = '<p class="pg-why-head">' + escapeHtml(s.idx === 0 ? t('pg.why.atStart') : t('pg.why.atMove', { n: fmt(s.idx) })) + '</p>';
    box.innerHTML = head + html;
  } catch (e) {
    ignoreStale(e);
  }
}
$('why-btn').addEventListener('click', () => {
  const box = $('why');
  box.hidden = !box.hidden;
  $('why-btn').setAttribute('aria-expanded', String(!box.hidden));
  if (!box.hidden) renderWhy();
});

// ---- presets and pasted text ----------------------------------------------------------

// A model of a text in one of the formats (LeetCode's literal inputs too).
async function modelOfText(text, format, family) {
  const norm = M.normaliseLeetCode(text, format);
  let spec;
  try {
    spec = await client.call('board.parse', { text: norm.text, preset: format });
  } catch (e) {
    if (e.line) {
      const at = norm.map(e.line, e.column);
      throw new M.TextError(e.message.replace(/^line \d+, column \d+: /, ''), at.line, at.column);
    }
    throw e;
  }
  let labels = null;
  if (spec.board.kind === 'graph') labels = Array.from({ length: spec.board.n }, (_, i) => String(format === 'cop-robber' ? i + 1 : i));
  return M.fromSpec(spec, family || M.FAMILY_OF_FORMAT[format], labels);
}

async function loadPasted() {
  const text = pastedText();
  const format = $('paste-format').value === 'auto' ? M.detectFormat(text) : $('paste-format').value;
  updates.pasteError(null);
  try {
    const m = await modelOfText(text, format);
    draft.markClean(text);
    baseModel = null;
    $('preset-note').textContent = t('pg.loadedFrom', { format: $('paste-format').querySelector('option[value="' + format + '"]').textContent });
    updates.newModel(m, '');
    scheduleSolve(true);
  } catch (e) {
    updates.pasteError(e);
    if (e.line && !textIsAside()) selectLineColumn($('paste-text'), e.line, e.column);
    updates.status(e.line ? 'pg.st.textErrorAt' : 'pg.st.textError', e.line ? { line: fmt(e.line), column: fmt(e.column) } : null, 'error');
  }
}

let undoModel = null;
async function loadPreset(id, { keepText = false } = {}) {
  const p = presetById(id);
  if (!p) return;
  const prev = { model: S().model, presetId: S().presetId };
  $('preset').value = id;
  $('preset-note').textContent = t('pg.presetNote.' + p.id);
  if (!keepText) {
    const replaced = setText(p.text.length < 5000 ? p.text : '', p.format);
    if (replaced) {
      undoModel = prev;
      $('undo-text').textContent = t('pg.undoText');
    }
  }
  updates.pasteError(null);
  const m = await modelOfText(p.text, p.format, p.format === 'cat-mouse-grid' ? 'cat-mouse-food' : undefined);
  baseModel = m;
  updates.newModel(m, id);
  scheduleSolve(true);
}

function fillPresets() {
  const sel = $('preset');
  const keep = sel.value;
  sel.textContent = '';
  for (const p of PRESETS) sel.add(new Option(t('pg.preset.' + p.id), p.id));
  sel.add(new Option(t('pg.yourOwn'), ''));
  sel.value = keep;
}
fillPresets();
fillMoveSets();
$('preset').addEventListener('change', () => {
  const id = $('preset').value;
  if (id) loadPreset(id).catch((e) => updates.status('pg.st.error', { message: e.message }, 'error'));
});
$('undo-preset').addEventListener('click', () => {
  const text = draft.takeUndo();
  $('undo-row').hidden = true;
  if (text === null) return;
  clearAside();
  $('paste-text').value = text;
  draft.save(text);
  draft.markClean('');
  $('paste-box').open = true;
  if (undoModel && undoModel.model) {
    baseModel = null;
    updates.newModel(undoModel.model, undoModel.presetId === S().presetId ? '' : undoModel.presetId);
    $('preset-note').textContent = '';
    scheduleSolve(true);
  }
  undoModel = null;
});

// ---- the link, the embed code, the exports ----------------------------------------------

const links = createLatest();
const writeLink = debounce(async () => {
  const ticket = links.next();
  const s = S();
  if (!s.model) return;
  const { frag, tooLong } = await fragmentFor(s.model, s.presetId, baseModel, { ...(isFresh(s) ? playFields(s) : {}), quiz: s.quiz ? 1 : '' });
  if (!ticket.current()) return;
  const url = location.href.replace(/#.*$/, '') + (frag ? '#' + frag : '');
  if (url !== location.href) history.replaceState(null, '', url);
  $('app').dataset.link = 'written';
  $('share-note').textContent = tooLong ? t('pg.linkTooLong') : '';
  if (!$('embed-box').hidden) $('embed-code').value = embedCode(location.href, t('pg.docTitle'));
}, 200);

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    $('share-note').textContent = done;
  } catch (e) {
    $('share-note').textContent = t('pg.copyByHand');
    window.prompt(t('pg.copyByHand'), text);
  }
}
$('copy-link').addEventListener('click', () => copy(location.href, t('link.copied', { n: fmt(location.href.length) })));
$('embed-btn').addEventListener('click', () => {
  const box = $('embed-box');
  box.hidden = !box.hidden;
  $('embed-btn').setAttribute('aria-expanded', String(!box.hidden));
  $('embed-code').value = embedCode(location.href, t('pg.docTitle'));
});
$('copy-embed').addEventListener('click', () => copy($('embed-code').value, t('embed.copied')));

const fileBase = () => (S().presetId || 'board') + (S().idx ? '-move' + S().idx : '');
$('export-png').addEventListener('click', () => {
  const m = S().model;
  if (m.kind === 'grid') canvas.canvas.toBlob((b) => save(fileBase() + '.png', b));
  else if (graph && graph.drawn) drawingPng(graph.view.cy).then((b) => save(fileBase() + '.png', b));
});
$('export-svg').addEventListener('click', () => {
  const s = S();
  if (s.model.kind === 'grid') save(fileBase() + '.svg', boardSvg(s.model, s.view || {}), 'image/svg+xml');
  else if (graph && graph.drawn) save(fileBase() + '.svg', drawingSvg(graph.view.cy), 'image/svg+xml');
});
// The values of every cell for the pieces and the side to move shown.
async function values() {
  const s = S();
  const cur = current(s);
  if (!cur || !isFresh(s)) {
    $('share-note').textContent = t('pg.mapNeedsSolve');
    return null;
  }
  const [pm, em] = await Promise.all([query('map', ['pursuer', cur.evader, cur.side]), query('map', ['evader', cur.pursuer, cur.side])]);
  return { m: s.model, cur, rows: valueRows(s.model, pm, em) };
}
$('export-csv').addEventListener('click', () => values().then((v) => v && save(fileBase() + '-values.csv', valuesCsv(v.m, v.rows), 'text/csv'), ignoreStale));
$('export-json').addEventListener('click', () => values().then((v) => v && save(fileBase() + '-values.json', valuesJson(v.m, v.cur, v.rows), 'application/json'), ignoreStale));

// ---- language --------------------------------------------------------------------------

onLangChange(() => {
  fillPresets();
  fillMoveSets();
  labelButtons();
  const s = S();
  const p = presetById(s.presetId);
  if (p && baseModel) $('preset-note').textContent = t('pg.presetNote.' + p.id);
  renameUi(s.model, s.tool);
  rulesToUi(s.model);
  renderStatus(s, client);
  renderVerdict(s, s.quiz);
  renderPlay(s, '', s.quiz);
  if (s.view && s.view.moveLabels) refreshView();
  draw(s);
  if (!$('why').hidden) renderWhy();
});
labelButtons();

// ---- start -----------------------------------------------------------------------------

async function start() {
  const params = readFragment(location.hash);
  const restored = setUpDraft(true);
  const play = readPlay(params);
  if (params.get('quiz') === '1') updates.quiz(true);
  if (play.moves.length || play.at !== null || play.human !== 'none' || play.damaged.length) pendingPlay = play;
  const id = presetById(params.get('preset')) ? params.get('preset') : 'article';
  let broken = false;
  try {
    const m = await modelFromFragment(params, (text) => modelOfText(text, 'police-thief'));
    if (m) {
      const p = presetById(params.get('preset'));
      $('preset-note').textContent = p ? t('pg.presetNote.' + p.id) : '';
      if (!restored) setText(m.kind === 'grid' ? M.toText(m) : M.toAdjacency(m), m.kind === 'grid' ? 'police-thief' : 'cat-mouse');
      updates.newModel(m, p ? p.id : '');
      scheduleSolve(true);
      return;
    }
  } catch (e) {
    broken = true;
    pendingPlay = null; // moves of a board that could not be read
  }
  await loadPreset(id, { keepText: restored });
  // said where the preset's solve does not clear it (it clears the board's error)
  if (broken) say($('preset-note'), () => t('pg.linkBroken'));
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
  graph: () => graph,
  loadPreset,
  solve,
  forward: () => replay.step(),
  goTo: (i) => replay.go(i),
  toText: M.toText,
  normaliseLeetCode: M.normaliseLeetCode,
  // The page position (client coordinates) of the centre of a cell or vertex.
  cellCenter: (c) => (S().model.kind === 'grid' ? canvas.cellCenter(c) : graph.cellCenter(c)),
  position,
  positionKey: (info) => positionKey(S().model, info),
  hideValues: (on) => updates.quiz(on),
};
