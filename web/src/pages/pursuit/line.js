// The line shown on the pursuit page and the game played along it: the replay
// (ui/replay.js: its buttons and keys; against the solver, "back" goes to the
// person's previous turn), the endless line fetched further when its end is
// reached, the solver's replies in a game against a person, a move played (a cell
// or vertex clicked, the list of moves, Pass), who plays.
//
//   const line = createLine(page, { lineFrom, query, ignoreStale });
//   line.replay               the replay (go(i), step(), setCount(n, i), index)
//   line.tap(cell)            a cell or vertex clicked or pressed: while a person plays,
//                             their move (or a note that it is none); embedded and
//                             watching, the move to it; false where it edits the board
//   line.playMove(next)       a move to the successor next: the line goes on from there
//   line.extend()             the endless line's next part, once its end is shown
//   line.maybeSolverMove(), line.stopSolverMove()   the solver's reply, after a pause
//   line.note()               the narration's one-off sentence (not a move, wait…)
//   line.movedBy(s, prev)     who made the move the state just took: 'player' or 'solver'
//   line.relabel()            the buttons in a new language
import { t } from '../../core/i18n.js';
import { $, isEmbed } from '../../core/dom.js';
import { createReplay, bindReplayControls, icon } from '../../ui/replay.js';
import { isFresh, current, humanToMove } from './state.js';
import * as M from './model.js';
import { valueShort } from './verdict.js';
import { renderPlay, blunderOf } from './play.js';
import { judgeMove } from './quiz.js';

const SOLVER_DELAY_MS = 450; // the solver's reply in a game against a person

export function createLine(page, hooks) {
  const { store, updates } = page;
  const S = () => store.get();
  let solverTimer = 0;
  let playNote = ''; // a one-off sentence in the narration (not a move, wait…)
  let nextBy = 'solver'; // who made the next move the position takes: 'player' or 'solver'

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

  function relabel() {
    for (const b of document.querySelectorAll('#replay [data-label]')) {
      const label = t(b.dataset.label);
      b.querySelector('.pg-btn-label').textContent = label;
      b.setAttribute('aria-label', label);
    }
    $('speed').setAttribute('aria-label', t('pg.speed'));
    $('lg-move-sample').textContent = valueShort({ kind: 'win', n: 3 });
  }

  // Extends an endless line when the reader reaches its end.
  async function extend() {
    const s = S();
    const last = s.history[s.history.length - 1];
    if (!last || last.ended || last.depth >= 0 || s.idx < s.history.length - 1) return;
    try {
      const more = await hooks.lineFrom(last);
      if (S().history !== s.history) return;
      updates.line(s.history.concat(more.slice(1)));
    } catch (e) {
      hooks.ignoreStale(e);
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
        extend().then(maybeSolverMove);
      }
    }, SOLVER_DELAY_MS);
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
      const rest = same ? s.history.slice(s.idx + 1) : await hooks.lineFrom(next);
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
      hooks.ignoreStale(e);
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

  function tap(cell) {
    if (S().human !== 'none') {
      if (!tryHumanMove(cell)) notAMove();
      return true;
    }
    if (isEmbed()) {
      embedMove(cell);
      return true;
    }
    return false;
  }

  // Who made the move the state just took; a new line or step: the solver's next.
  function movedBy(s, prev) {
    const by = nextBy;
    if (s.history !== prev.history || s.idx !== prev.idx) nextBy = 'solver';
    return by;
  }

  for (const i of document.querySelectorAll('input[name="human"]')) {
    i.addEventListener('change', () => {
      if (!i.checked) return;
      stopSolverMove();
      playNote = '';
      updates.human(i.value);
      maybeSolverMove();
    });
  }
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

  return { replay, tap, playMove, extend, maybeSolverMove, stopSolverMove, note: () => playNote, movedBy, relabel };
}
