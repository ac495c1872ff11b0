// Playing a partizan graph against the solver on the graph page's partizan card
// (partizan.js): the reader picks the side they play (Left or Right) and the side
// moving first, and starts from the position chosen; each turn the side to move
// moves along one of its own edges (a button per move, or its vertex clicked in
// the drawing), the solver answers with its optimal move (in a short game the best
// by the theory: the outcome kept through an option dominated by none, the
// fastest such win; else the fastest win, the slowest loss, a draw kept), and the
// page says when the reader's move was not optimal. Undo goes back to the
// reader's last turn; the value history charts the value for the side to move
// after each move (a point clicked goes back there). With the values hidden (the
// page's quiz, "Hide values") no move shows its value and each one played is
// judged, with the score; the chart waits for the end.
// The line's logic, without the DOM, is core/partizan-line.js.
//
//   const play = createPartizanPlay(card, { state, store, nameOf, valueText });
//   play.show(result)      a new solve (the game in progress, if any, ends)
//   play.clicked(v)        a vertex clicked in the drawing: true when taken as a move
//   play.playing           whether a game is on
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { DRAW, otherSide, outcomeName, wordKey } from '../../core/outcome.js';
import { score } from '../../core/quiz.js';
import * as L from '../../core/partizan-line.js';
import { createValueHistory } from '../../ui/value-history.js';

const SOLVER_DELAY = 400; // ms before the solver's answer shows (the reader sees whose turn it is)
const MAX_PLIES = 200; // a game longer than this stops (a draw played out)

export const PLAY_HTML = `
<section class="pz-play" aria-labelledby="pz-play-title">
  <h3 id="pz-play-title" data-i18n="pzp.title">Play against the solver</h3>
  <div class="tools pz-play-tools">
    <label><span data-i18n="pzp.as">You play</span>
      <select id="pz-as"><option value="left" data-i18n="pzp.left">Left</option><option value="right" data-i18n="pzp.right">Right</option></select></label>
    <label><span data-i18n="pzp.first">Moves first</span>
      <select id="pz-first"><option value="left" data-i18n="pzp.left">Left</option><option value="right" data-i18n="pzp.right">Right</option></select></label>
    <label class="quiz-switch" data-i18n-attr="title:quiz.hideTitle"><input type="checkbox" id="pz-quiz" role="switch"> <span data-i18n="quiz.hide">Hide values</span></label>
    <button type="button" id="pz-play-go" class="small"></button>
  </div>
  <div class="pz-game" id="pz-game" hidden>
    <p class="pz-game-status" id="pz-game-status" aria-live="polite"></p>
    <p class="pz-game-note" id="pz-game-note"></p>
    <div class="pz-game-moves" id="pz-game-moves" role="group" data-i18n-attr="aria-label:pzp.movesAria"></div>
    <div class="tools">
      <button type="button" class="small" id="pz-game-undo" data-i18n="play.undo">Undo</button>
      <button type="button" class="small" id="pz-game-stop" data-i18n="play.stop">Stop</button>
    </div>
    <p class="pz-game-score" id="pz-game-score"></p>
    <div class="pz-game-vh" id="pz-game-vh"></div>
  </div>
</section>`;

export function createPartizanPlay({ state, store, nameOf, valueText, onLine }) {
  let r = null; // the solve played on
  let idx = null; // its moves by side (core/partizan-line.js)
  let line = null; // the game, or null
  let as = 'left'; // the reader's side
  let note = ''; // what the last move of the reader was worth (HTML)
  let timer = 0;
  const game = $('pz-game');
  const history = createValueHistory($('pz-game-vh'), {
    onPick: (k) => backTo(k),
    fileName: 'gamegraph-partizan-game.svg',
  });

  const quiz = () => !!store.get().quiz;
  const sideName = (side) => t(side === 'left' ? 'pzp.left' : 'pzp.right');
  const code = (v) => '<code>' + esc(nameOf(v)) + '</code>';
  const solverTurn = () => line && L.toMove(line) !== as;

  // What position w is worth to the reader's side once moved to (the other side
  // moves first there): the outcome for the mover, its depth, the value.
  function worth(side, w) {
    const o = L.valueOf(r, L.other(side), w);
    return { outcome: otherSide(o.outcome), depth: o.depth }; // the mover's: the opposite
  }
  function badge(o) {
    return '<span class="badge badge-' + outcomeName(o) + '">' + esc(t(wordKey(o))) + '</span>';
  }

  function goLabel() {
    const v = store.get().selected;
    const at = r && v >= 0 && v < r.n ? v : 0;
    $('pz-play-go').textContent = r ? t(line ? 'pzp.restart' : 'pzp.go', { v: nameOf(at) }) : t('pzp.go', { v: '' });
  }

  // ---- the game ----------------------------------------------------------------------------

  function start() {
    if (!r || r.n === 0) return;
    clearTimeout(timer);
    const v = store.get().selected;
    line = L.newLine(v >= 0 && v < r.n ? v : 0, $('pz-first').value === 'right' ? 'right' : 'left');
    as = $('pz-as').value === 'right' ? 'right' : 'left';
    note = '';
    changed();
  }

  function stop() {
    clearTimeout(timer);
    line = null;
    note = '';
    changed();
  }

  // The reader's move to w (a button, or a vertex clicked), when it is theirs.
  function human(w) {
    if (!line || solverTurn() || over()) return false;
    const v = L.here(line);
    if (!idx.of(as, v).includes(w)) return false;
    const best = L.solverMove(r, idx, as, v);
    const ok = L.play(r, line, w, 'player', idx);
    note = judged(ok, best);
    changed();
    return true;
  }

  // What the reader's move was worth: in a quiz always said; otherwise only when
  // it was not optimal.
  // (best: the move the solver would have played; its result said for the reader)
  function judged(ok, best) {
    if (ok) return quiz() ? esc(t('quiz.optimal')) : '';
    const b = worth(as, best);
    const word = t(wordKey(b.outcome));
    const result = b.outcome === DRAW || b.depth < 0 ? word : t('o.inDepth', { o: word, d: b.depth + 1 });
    return esc(t('quiz.notOptimalBest', { move: nameOf(best), result }));
  }

  function solverMove() {
    if (!line || !solverTurn() || over()) return;
    const w = L.solverMove(r, idx, L.toMove(line), L.here(line));
    if (w < 0) return;
    L.play(r, line, w, 'solver', idx);
    changed();
  }

  // Back to the position after k moves, where it is the reader's turn (else one
  // move earlier, or the start).
  function backTo(k) {
    if (!line) return;
    clearTimeout(timer);
    let at = Math.min(k, line.path.length - 1);
    if (L.sideAt(line, at) !== as && at > 0) at--;
    L.back(line, at);
    note = '';
    changed();
  }

  function undo() {
    if (!line || line.path.length < 2) return;
    backTo(line.path.length - 2);
  }

  // The game's end, or null: { state: 'over', loser } or { state: 'repeat' } or the cap.
  function over() {
    if (!line) return null;
    const s = L.status(r, idx, line);
    if (s.state !== 'on') return s;
    if (line.path.length - 1 >= MAX_PLIES) return { state: 'long' };
    return null;
  }

  function changed() {
    render();
    if (onLine) onLine(line);
    clearTimeout(timer);
    if (line && solverTurn() && !over()) timer = setTimeout(solverMove, SOLVER_DELAY);
  }

  // ---- the view ----------------------------------------------------------------------------

  function statusText(end) {
    const v = L.here(line);
    if (end && end.state === 'over') {
      const verb = end.loser === as ? 'pzp.endYouLose' : 'pzp.endYouWin';
      return t('pzp.noMove', { side: sideName(end.loser), v: nameOf(v) }) + ' ' + t(verb);
    }
    if (end && end.state === 'repeat') return t('play.repeat');
    if (end && end.state === 'long') return t('pzp.long', { n: fmt(MAX_PLIES) });
    const side = L.toMove(line);
    if (side !== as) return t('pzp.solverTurn', { side: sideName(side), v: nameOf(v) });
    if (quiz()) return t('pzp.yourTurnQuiz.' + side, { v: nameOf(v) });
    const o = L.valueOf(r, side, v);
    return t('pzp.yourTurn.' + side, { v: nameOf(v), o: t(wordKey(o.outcome)) });
  }

  function movesHtml(end) {
    if (end || solverTurn()) return '';
    const v = L.here(line);
    let html = '<span class="pz-game-lead">' + esc(t('pzp.yourMoves.' + as)) + '</span> ';
    for (const w of idx.of(as, v)) {
      let label = code(w);
      if (!quiz()) {
        const o = worth(as, w);
        const value = valueText(w);
        label += ' ' + badge(o.outcome) + (value !== null ? ' <span class="pz-game-value">G = ' + esc(value) + '</span>' : '');
      }
      html += '<button type="button" class="small pz-move" data-to="' + w + '">' + label + '</button> ';
    }
    return html;
  }

  function points() {
    return L.points(r, line).map((p, k) => {
      const moved = k === 0 ? t('pzp.vhStart', { v: nameOf(p.v) })
        : t(line.by[k - 1] === 'player' ? 'pzp.vhYou' : 'pzp.vhSolver', { i: k, side: sideName(L.sideAt(line, k - 1)), from: nameOf(line.path[k - 1]), to: nameOf(p.v) });
      const value = valueText(p.v);
      return {
        value: outcomeName(p.outcome),
        remoteness: p.depth >= 0 ? p.depth : null,
        label: moved + ' · ' + t('pzp.vhToMove', { side: sideName(p.side) }) + (value !== null ? ' (G = ' + value + ')' : ''),
      };
    });
  }

  function render() {
    goLabel();
    game.hidden = !line;
    if (!line) {
      game.removeAttribute('data-state');
      return;
    }
    const end = over();
    game.dataset.state = end ? 'over' : solverTurn() ? 'solver' : 'player';
    $('pz-game-status').textContent = statusText(end);
    $('pz-game-note').innerHTML = note;
    $('pz-game-moves').innerHTML = movesHtml(end);
    $('pz-game-undo').disabled = line.path.length < 2;
    const s = score(line.by.map((by, i) => ({ by, optimal: line.optimal[i] })));
    $('pz-game-score').textContent = quiz() && s.total ? t('quiz.score', { k: fmt(s.optimal), n: fmt(s.total), count: s.total }) : '';
    // in a quiz the chart would tell every value: it waits for the end of the game
    $('pz-game-vh').hidden = quiz() && !end;
    history.update(points(), line.path.length - 1);
  }

  $('pz-play-go').addEventListener('click', start);
  $('pz-game-stop').addEventListener('click', stop);
  $('pz-game-undo').addEventListener('click', undo);
  $('pz-game-moves').addEventListener('click', (ev) => {
    const b = ev.target.closest('button[data-to]');
    if (b) human(Number(b.dataset.to));
  });
  $('pz-quiz').addEventListener('change', () => state.setQuiz($('pz-quiz').checked));
  store.subscribe((s, prev) => {
    if (s.quiz !== prev.quiz) {
      $('pz-quiz').checked = !!s.quiz;
      if (line) render();
    }
    if (s.selected !== prev.selected) goLabel();
  });
  onLangChange(() => {
    if (r) render();
  });

  return {
    show(result) {
      clearTimeout(timer);
      r = result;
      idx = r ? L.movesIndex(r) : null;
      line = null;
      note = '';
      $('pz-quiz').checked = !!store.get().quiz;
      render();
    },
    clicked(v) {
      return human(v);
    },
    get playing() {
      return !!line;
    },
    get line() {
      return line;
    },
  };
}
