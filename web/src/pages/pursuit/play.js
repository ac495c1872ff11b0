// The play card: where the line shown stands (start, after move k, the end),
// what happens there in words, the moves so far (a list to jump in), the moves
// of the piece to move with their values (GamesmanUni's "win in 3", "lose in
// 5", "draw"), and the flag of a move that threw a win or a draw away (blunderOf,
// moverCell: the move's cell, as a link names it). In a quiz
// (hidden): no value, no flag, no line ahead; each move played says its value
// and, a person's, whether it was optimal (quiz.js), with the score.
import { t, fmt } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { words, verdict, where } from './model.js';
import { isFresh, current, humanToMove } from './state.js';
import { valueText, moveWords, moveValue } from './verdict.js';
import { judgedHtml, scoreText } from './quiz.js';

const WARN = '<svg class="icon pg-warn" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-8h-2v6h2V9z"/></svg>';
const STAR = '<svg class="icon pg-star" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m12 2 3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z"/></svg>';

export function moveText(m, a, b) {
  const w = words(m);
  const who = a.side === 0 ? w.Pursuer : w.Evader;
  const from = a.side === 0 ? a.pursuer : a.evader;
  const to = a.side === 0 ? b.pursuer : b.evader;
  if (from === to) return t('pg.waitsAt', { who, at: where(m, from) });
  return who + ' ' + where(m, from) + ' → ' + where(m, to);
}

function endText(m, info) {
  const w = words(m);
  if (info.pursuer === info.evader) return t('pg.end.caught', { p: w.pursuer, verb: w.pursuerVerb });
  const who = info.winner === 2 ? w.evader : w.pursuer;
  return t('pg.end.exit', { who, Who: who[0].toUpperCase() + who.slice(1), exit: w.exit, atExit: w.atExit || '', verb: info.winner === 2 ? w.evaderVerb : w.pursuerVerb });
}

// The cell (or vertex) the piece to move at `a` goes to in the move to `b`.
export const moverCell = (a, b) => (a.side === 0 ? b.pursuer : b.evader);

// The flag of the move from cur to next when it throws a win or a draw away, else null.
export function blunderOf(cur, next) {
  const before = moveValue(cur, cur); // the mover's value before the move
  before.n = cur.depth;
  const after = moveValue(cur, next);
  return (before.kind === 'win' && after.kind !== 'win') || (before.kind === 'draw' && after.kind === 'lose')
    ? { side: cur.side, lost: before.kind, was: before, now: after } : null;
}

// The sentence of a flagged move (it threw away a win or a draw).
export function flagText(m, flag) {
  const w = words(m);
  const who = flag.side === 0 ? w.pursuer : w.evader;
  return t(flag.lost === 'win' ? 'pg.flag.win' : 'pg.flag.draw', { who, Who: who[0].toUpperCase() + who.slice(1), was: valueText(flag.was), now: valueText(flag.now) });
}

// Where the line shown repeats for ever (a draw by repetition): { start, length }
// with history[start .. start + length - 1] the positions that repeat, or null.
// Only the solver's line (history[from..]) is followed by the same move from the
// same position, so only a repeat there goes on for ever; it is taken from the
// line's end back, as far as the line keeps to the period.
export function repeatingCycle(history, from = 0) {
  const n = history.length;
  const last = history[n - 1];
  if (n < 2 || last.ended || last.depth >= 0) return null;
  let p = n - 2;
  while (p >= from && history[p].state !== last.state) p--;
  if (p < from) return null;
  const length = n - 1 - p;
  let start = p;
  while (start > from && history[start - 1].state === history[start - 1 + length].state) start--;
  return { start, length };
}

// A position of the cycle, as the sentence names it: "cat 2, mouse 3".
function positionText(m, w, info) {
  return t('pg.cyclePos', { p: w.pursuer, pAt: where(m, info.pursuer), e: w.evader, eAt: where(m, info.evader) });
}

// The sentence of a repeating line: its positions (buttons to go there), the one
// shown marked, in place of the moves that would repeat them.
function renderCycle(s, cyc) {
  const box = $('moves-cycle');
  box.hidden = !cyc;
  if (!cyc) {
    box.textContent = '';
    return;
  }
  const m = s.model;
  const w = words(m);
  const shown = s.idx > cyc.start ? cyc.start + ((s.idx - cyc.start) % cyc.length) : -1;
  const first = s.history[cyc.start];
  const items = [];
  for (let k = cyc.start; k < cyc.start + cyc.length; k++) {
    items.push('<button type="button" class="link-btn' + (k === shown ? ' current' : '') + '" data-i="' + k + '"' + (k === shown ? ' aria-current="step"' : '') + '>' +
      escapeHtml(positionText(m, w, s.history[k])) + '</button>');
  }
  const cycle = items.join(' → ');
  // the sentence is the page's own; what goes into it is escaped
  box.innerHTML = t('pg.cycle', { who: escapeHtml(first.side === 0 ? w.pursuer : w.evader), cycle });
}

export function renderPlay(s, note, hidden = false) {
  const m = s.model;
  const cur = current(s);
  const ok = !!cur && isFresh(s);
  const w = words(m);
  const app = $('app');
  app.classList.toggle('pg-playing', s.human !== 'none');
  const list = $('moves');
  const values = $('move-values-box');
  if (!ok) {
    $('ply').textContent = s.summary ? t('pg.ply.again') : '–';
    $('narration').textContent = '';
    list.textContent = '';
    list.hidden = true;
    $('moves-box').hidden = true;
    renderCycle(s, null);
    $('pass').hidden = true;
    $('flag').hidden = true;
    $('quiz-score').hidden = true;
    values.hidden = true;
    return;
  }
  $('ply').textContent = s.idx === 0 ? t('pg.ply.start') : t('pg.ply.after', { n: fmt(s.idx) }) + (cur.ended ? t('pg.ply.end') : '');
  const mover = cur.side === 0 ? w.pursuer : w.evader;
  let text = cur.ended ? endText(m, cur) : hidden ? t('pg.toMoveQuiz', { who: mover, Who: mover[0].toUpperCase() + mover.slice(1) }) : t('pg.toMove', { who: mover, verdict: verdict(m, cur) });
  const place = t(m.kind === 'grid' ? 'pg.cellAcc' : 'pg.vertexAcc');
  if (note) text = note;
  else if (humanToMove(s)) text += t('pg.yourMove', { place });
  else if (s.human !== 'none' && !cur.ended) text += t('pg.thinking');
  $('narration').textContent = text;
  // a person may pass when a move keeps the piece where it is
  const canPass = !!s.targets && s.targets.some((x) => (cur.side === 0 ? x.pursuer === cur.pursuer : x.evader === cur.evader));
  $('pass').hidden = !canPass;
  // the flag of the move that led here
  const flag = hidden ? null : s.flags[s.idx];
  $('flag').hidden = !flag;
  if (flag) $('flag').innerHTML = WARN + ' ' + escapeHtml(flagText(m, flag));
  // the moves of the line: what was played, then (watching) optimal play ahead;
  // where that repeats for ever, up to the repeat, then the positions that repeat
  // (in a quiz only what was played: the line ahead would tell who wins)
  const ahead = s.human === 'none' && !hidden;
  const cyc = ahead ? repeatingCycle(s.history, s.optimalFrom) : null;
  const last = cyc ? cyc.start : ahead ? s.history.length - 1 : s.idx;
  let ownLast = 0; // a person's last move (what a quiz embedded shows)
  if (hidden) for (let i = 1; i <= s.idx; i++) if (s.picks[i]) ownLast = i;
  const html = [];
  for (let i = 1; i <= last; i++) {
    const fl = hidden ? null : s.flags[i];
    const cls = [i === s.idx ? 'current' : '', i > s.idx ? 'ahead' : '', fl ? 'pg-blunder' : '', i === ownLast ? 'own-last' : ''].filter(Boolean).join(' ');
    html.push('<li' + (cls ? ' class="' + cls + '"' : '') + (i === s.idx ? ' aria-current="step"' : '') + ' data-i="' + i + '"><button type="button" class="link-btn" data-i="' + i + '"' +
      (fl ? ' title="' + escapeHtml(flagText(m, fl)) + '"' : '') + '>' + (fl ? WARN + ' ' : '') + escapeHtml(moveText(m, s.history[i - 1], s.history[i])) + '</button>' +
      (hidden ? judgedHtml(s, i) : '') + '</li>');
  }
  const score = hidden ? scoreText(s) : '';
  $('quiz-score').textContent = score;
  $('quiz-score').hidden = !score;
  list.innerHTML = html.join('');
  list.hidden = html.length === 0;
  $('moves-box').hidden = html.length === 0;
  renderCycle(s, cyc);
  // the moves from here, with their values
  const moves = s.moves;
  values.hidden = !moves || !moves.length;
  if (moves && moves.length) {
    $('move-values-title').textContent = t('pg.movesFromHere', { who: cur.side === 0 ? w.pursuer : w.evader });
    const canPlay = s.human === 'none' || humanToMove(s);
    $('move-values').innerHTML = moves
      .map((x, k) => hidden
        ? '<li class="pg-mv"><button type="button" class="link-btn" data-move="' + k + '"' + (canPlay ? '' : ' disabled') + '>' + escapeHtml(moveWords(m, cur, x.after)) + '</button></li>'
        : '<li class="pg-mv pg-mv-' + x.value.kind + (x.best ? ' best' : '') + '"><button type="button" class="link-btn" data-move="' + k + '"' + (canPlay ? '' : ' disabled') + '>' +
        '<span class="pg-mv-badge pg-mv-w' + x.after.winner + '">' + escapeHtml(x.short) + '</span> ' +
        escapeHtml(moveWords(m, cur, x.after)) + ': <strong>' + escapeHtml(valueText(x.value)) + '</strong>' + (x.best ? ' ' + STAR + '<span class="pg-sr">' + escapeHtml(t('pg.bestMove')) + '</span>' : '') + '</button></li>')
      .join('');
  }
}
