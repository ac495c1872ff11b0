// The position shown on the rules page and the game played from it: the view of
// the position fetched from the sandbox (only the latest one asked is shown), its
// value, the board to play on (play-board.js) and the list of moves, the solver's
// replies when it plays a side, undo and redo, back to the start, the quiz (values
// hidden while the reader plays), the game so far (history-view.js) and its value
// history (ui/value-history.js). A partizan game is played the same way, the view
// asked for the side to move (state.starter), each side's moves listed apart with
// the values they reach, "Why?" in the theory's terms (partizan-words.js) with the
// simplification of the position's game step by step (partizan-steps.js).
//
//   const play = createPlay(page, { onView });
//   play.load()          fetches the view of the position at the end of the line
//   play.render(st)      the position card
//   play.solverMove()    the solver's move where it is its turn
//   play.undo(), play.redo()
//   play.board, play.chart
// onView(at, path) is called once the view of the position `at` is in the state
// (path: the line that led there), before the solver answers.
import { t, fmt, lang } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { createValueHistory } from '../../ui/value-history.js';
import { labelText } from '../../ui/sum-play.js';
import { outcomeText, badgeText, outcomeClass, whyText, grundyWhyText, drawMoves } from './position-view.js';
import { outcomeName } from '../../core/outcome.js';
import { createPlayBoard } from './play-board.js';
import { stepOf, solverStep, valuePoints, keyText, sideAfter } from './game-line.js';
import { renderHistory, endText, scoreText, roleToMove, who, starterOf } from './history-view.js';
import { sideName, classText, valueText, partizanWhyText, toMoveText } from './partizan-words.js';
import { createPartizanSteps } from './partizan-steps.js';
import { infoOf } from './run.js';
import { fileBase } from './exports.js';

function solverTurn(st) {
  return st.vs !== null && (st.path.length - 1) % 2 === st.vs.solver;
}

// Where Undo goes: the position after k moves (against the solver, back to the
// reader's own turn), or -1 where there is nothing to undo.
function undoTarget(st) {
  let k = st.steps.length - 1;
  if (st.vs !== null && k >= 0 && k % 2 === st.vs.solver) k--;
  return k;
}

export function createPlay(page, { onView }) {
  const { S, store, sandbox } = page;
  const board = createPlayBoard($('pos-view'), { note: $('cell-note'), onPlay: (m) => playMove(m) });
  const chart = createValueHistory($('value-history'), { onPick: (i) => S.back(i), fileName: () => fileBase(store.get().summary) + '-value-history.svg' });
  const views = createLatest();
  const pzSteps = createPartizanSteps();

  async function load() {
    const st = store.get();
    if (!st.summary) return;
    const at = st.path[st.path.length - 1];
    const ticket = views.next();
    // (a partizan game's position seen by the side to move)
    const args = st.summary.partizan ? { id: at, side: sideAfter(st.steps.length, st.starter) } : { id: at };
    try {
      const v = await sandbox.call('view', args);
      if (!ticket.current()) return;
      S.viewed(v);
      onView(at, st.path);
      solverMove();
    } catch (e) {
      if (!ticket.current() || e.cancelled) return;
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

  function render(st) {
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
    card.setAttribute('aria-busy', v ? 'false' : 'true');
    renderGame(st);
    if (!v) return;
    const quiz = st.quiz;
    card.dataset.outcome = quiz ? '' : outcomeName(v.outcome);
    const badge = $('pos-badge');
    badge.hidden = quiz;
    badge.className = 'badge small ' + outcomeClass(v.outcome);
    badge.textContent = badgeText(v.outcome, v.depth);
    const mover = who(roleToMove(st.steps.length, st.vs, starterOf(st)));
    const p = v.partizan;
    let text;
    if (quiz) text = t('rules.quizToMove', { who: mover });
    else if (p) text = [toMoveText(p.side, v.outcome, v.depth), ...(p.value ? [valueText(p.value)] : []), classText(p.cls)].join(' · ');
    else text = t('rules.toMove', { verdict: outcomeText(v.outcome, v.depth) });
    if (!quiz && s.grundy && v.label) text += ' · ' + t('rules.grundyHere', { g: labelText(v.label) });
    $('pos-verdict').textContent = text;
    $('pos-key').textContent = t('rules.keyIs', { key: keyText(v.key), ply: fmt(st.path.length - 1), count: st.path.length - 1 });
    const canPlay = !solverTurn(st) && v.moves.length > 0;
    board.render(v, s.legend, { canPlay, paint: !quiz });
    $('why-box').hidden = quiz;
    $('why').textContent = [whyText(v, s.noMove), s.grundy && v.label ? grundyWhyText(v) : '', partizanWhyText(v)].filter(Boolean).join(' ');
    pzSteps.render(v, quiz);
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
  // A partizan game's: the side to move's moves there, titled so, and the other
  // side's below them (not played now: their values, what is optimal for that side).
  let movesDrawn = null;
  function drawMovesOnce(v, grundy, disabled, quiz) {
    const want = { v, grundy, disabled, quiz, lang: lang() };
    if (movesDrawn && Object.keys(want).every((k) => want[k] === movesDrawn[k])) return;
    movesDrawn = want;
    const list = $('move-list');
    const hadFocus = list.contains(document.activeElement) || (document.activeElement === document.body && list.dataset.focus === 'yes');
    const p = v.partizan;
    $('moves-title').textContent = p ? t('rules.pz.moves.' + p.side) : t('rules.moves');
    $('other-moves').hidden = !p;
    if (p) {
      const other = p.side === 'left' ? 'right' : 'left';
      $('other-title').textContent = t('rules.pz.movesWaiting.' + other);
      drawMoves($('other-list'), p[other], false, () => {}, true, quiz, other);
    }
    drawMoves(list, v, grundy, play, disabled, quiz, p ? p.side : null);
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
    // (a partizan game's points name the value reached)
    const valued = (label, value) => (value ? t('rules.pz.vhPoint', { label, value }) : label);
    const points = valuePoints(st.start, st.steps, {
      start: (start) => valued(t('rules.vhStart'), start.value),
      step: (step, i) => valued(fmt(i + 1) + '. ' + step.name, step.value),
    });
    chart.update(points, st.steps.length);
  }

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

  return { load, render, solverMove, undo, redo, board, chart };
}
