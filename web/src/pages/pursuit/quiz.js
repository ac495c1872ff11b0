// The pursuit page's quiz ("Hide values", as on the rules and graph pages): the
// switch, the judgement of each move a person chooses (core/quiz.js: optimal, or
// the best move there was), each move's value said once it is played, and the
// score. The store's quiz is the one state: the switch, a link's quiz=1 and the
// course page's hide-values all set it (main.js applies it: no verdict, no value
// of a move, no map, no flag, no Why?, no line ahead, no chart until the end).
import { t, fmt } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { isOptimal, score } from '../../core/quiz.js';
import { verdict } from './model.js';
import { moveValue, valueText, moveWords } from './verdict.js';

// A position's value for the side to move there, as core/quiz.js takes it.
export function valueOf(info) {
  const outcome = info.winner === 0 ? 0 : info.winner === info.side + 1 ? 1 : 2;
  return { outcome, depth: info.winner === 0 ? -1 : info.depth };
}

// Higher is better for the side that moves from cur to after: the fastest win, a
// draw, the slowest loss (endless play after the finite results).
function rank(cur, after) {
  const v = moveValue(cur, after);
  if (v.kind === 'win') return 3e9 - (v.n < 0 ? 2e9 : v.n);
  if (v.kind === 'draw') return 0;
  return -3e9 + (v.n < 0 ? 2e9 : v.n);
}

// The record of a person's move from cur to next, succ being every position cur
// moves to: { optimal, best (the position the best move reaches, where this one
// was not optimal) }.
export function judgeMove(cur, next, succ) {
  const optimal = isOptimal(valueOf(cur), valueOf(next));
  let best = null;
  if (!optimal && succ && succ.length) {
    best = succ[0];
    for (const x of succ) if (rank(cur, x) > rank(cur, best)) best = x;
  }
  return { optimal, best };
}

// The picks of a line up to the move shown, as core/quiz.js scores them.
export function scoreOf(s) {
  const steps = [];
  for (let i = 1; i <= s.idx; i++) if (s.picks[i]) steps.push({ by: 'you', optimal: s.picks[i].optimal });
  return score(steps);
}

// "1 of 2 moves optimal", or '' before a person's first move.
export function scoreText(s) {
  const sc = scoreOf(s);
  return sc.total ? t('quiz.score', { k: fmt(sc.optimal), n: fmt(sc.total), count: sc.total }) : '';
}

// In a quiz, move i of the line once played (HTML): the value after it, and for a
// move a person chose whether it was optimal (with the move that was).
export function judgedHtml(s, i) {
  const m = s.model;
  const h = s.history;
  let html = ' <span class="pg-after">' + escapeHtml(t('pg.quizAfter', { verdict: verdict(m, h[i]) })) + '</span>';
  const pick = s.picks[i];
  if (!pick) return html;
  const text = pick.optimal ? t('quiz.optimal')
    : pick.best ? t('quiz.notOptimalBest', { move: moveWords(m, h[i - 1], pick.best), result: valueText(moveValue(h[i - 1], pick.best)) })
    : t('quiz.notOptimal');
  return html + ' <span class="pg-quiz ' + (pick.optimal ? 'optimal' : 'not-optimal') + '">' + escapeHtml(text) + '</span>';
}

// The switch follows the store, and sets it.
export function createQuizSwitch({ store, updates }) {
  const box = $('quiz');
  box.addEventListener('change', () => updates.quiz(box.checked));
  store.subscribe((s, prev) => {
    if (s.quiz !== prev.quiz) box.checked = s.quiz;
  });
  box.checked = store.get().quiz;
}
