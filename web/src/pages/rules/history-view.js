// The game on the rules page in words: the moves played (each named, who played it,
// the value and remoteness after it for the player to move then, as the value
// history plots them, the flag of a move that threw a win or a draw away,
// and in a quiz whether it was optimal), the moves undone that Redo plays again,
// the end (who won, in how many moves and why), the score of a quiz and the words
// the solver says when it moves. Pure text from the page's state (text only:
// names come from the script).
import { t, fmt } from '../../core/i18n.js';
import { moveResult, badgeText, outcomeClass } from './position-view.js';
import { roleOf, stepRole, score, endOf, sideAfter } from './game-line.js';
import { DRAW, WIN } from '../../core/outcome.js';

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// "You", "The solver", "The first player", "The second player" (obj: the form
// after a preposition: "you", "the first player"; in Ukrainian the genitive).
export const who = (role) => t('rules.who.' + role);
const whom = (role) => t('rules.whom.' + role);

// The player to move after k moves of the line: 'you' or 'solver' against the
// solver (vs: { solver: 0 | 1 }), else 'first' or 'second' (in a partizan game
// whose starter is given, 'left' or 'right').
export function roleToMove(k, vs, starter = null) {
  if (vs) return k % 2 === vs.solver ? 'solver' : 'you';
  if (starter) return sideAfter(k, starter);
  return k % 2 === 0 ? 'first' : 'second';
}

// The starter of the state's line where its game is partizan, else null.
export const starterOf = (st) => (st.summary && st.summary.partizan ? st.starter : null);

// The sentence of a move that threw a result away, with the move that kept it.
function flagText(step) {
  let text = t(step.flag === 'win' ? 'rules.flag.win' : 'rules.flag.draw');
  if (step.best) text += ' ' + t('rules.flag.best', { move: step.best.name, result: moveResult(step.best).text });
  return text;
}

// The player to move after a move played by role.
const nextRole = (role) => ({ you: 'solver', solver: 'you', first: 'second', second: 'first', left: 'right', right: 'left' })[role];

// The value after a move, for the player to move then: "after it: a loss in 10 for the second player".
function afterText(step, role) {
  const next = nextRole(role);
  if (step.outcome === DRAW) return t('rules.h.afterDraw');
  if (step.depth === 0) return t(step.outcome === WIN ? 'rules.h.afterWon' : 'rules.h.afterLost', { whom: t('rules.whom.' + next) });
  return t(step.outcome === WIN ? 'rules.h.afterWin' : 'rules.h.afterLose', { whom: t('rules.whom.' + next), count: step.depth, n: fmt(step.depth) });
}

// One move of the line as a list item; k: its number (1-based); ahead: undone.
function stepItem(st, k, step, role, ahead) {
  const li = el('li', 'h-step' + (ahead ? ' ahead' : '') + (step.flag ? ' flagged' : ''));
  li.dataset.k = String(k);
  const b = el('button', 'h-go');
  b.type = 'button';
  b.dataset.k = String(k);
  b.appendChild(el('span', 'h-num', fmt(k) + '.'));
  b.appendChild(el('span', 'h-who', who(role) + ':'));
  b.appendChild(el('span', 'h-move', step.name));
  // the value and remoteness after it, for the player to move then (as the value history plots it)
  const after = afterText(step, role);
  const mark = el('span', 'badge small ' + outcomeClass(step.outcome), badgeText(step.outcome, step.depth));
  mark.setAttribute('aria-hidden', 'true');
  b.appendChild(mark);
  b.appendChild(el('span', 'h-res', after));
  b.setAttribute('aria-label', t(ahead ? 'rules.h.redoTo' : 'rules.h.backTo', { k: fmt(k) }) + ': ' + who(role) + ', ' + step.name + ', ' + after);
  if (!ahead && k === st.steps.length) b.setAttribute('aria-current', 'step');
  li.appendChild(b);
  if (step.flag) li.appendChild(el('p', 'h-flag', flagText(step)));
  if (st.quiz && step.by !== 'solver') {
    const ok = el('p', 'h-quiz ' + (step.optimal ? 'optimal' : 'not-optimal'));
    ok.textContent = step.optimal ? t('quiz.optimal') : step.best ? t('quiz.notOptimalBest', { move: step.best.name, result: moveResult(step.best).text }) : t('quiz.notOptimal');
    li.appendChild(ok);
  }
  return li;
}

// The list of moves played (and undone, greyed) into list; the entry that had the
// focus keeps it.
export function renderHistory(list, st) {
  const focused = list.contains(document.activeElement) ? document.activeElement.dataset.k : null;
  list.textContent = '';
  st.steps.forEach((s, i) => list.appendChild(stepItem(st, i + 1, s, roleOf(st.steps, i), false)));
  // the reader's last move (what a quiz embedded shows: its value, whether it was optimal)
  const own = [...list.querySelectorAll('.h-step')].filter((li, i) => st.steps[i].by !== 'solver').pop();
  if (own) own.classList.add('own-last');
  const ahead = st.redo.slice().reverse();
  ahead.forEach((s, j) => {
    const i = st.steps.length + j;
    list.appendChild(stepItem(st, i + 1, s, stepRole(s, i), true));
  });
  if (!st.steps.length && !ahead.length) list.appendChild(el('li', 'muted h-none', t('rules.h.none')));
  const again = focused && list.querySelector(`.h-go[data-k="${focused}"]`);
  if (again) again.focus();
}

// The end of the game shown (null while a move remains): who won, in how many moves, why.
export function endText(st) {
  const v = st.view;
  const k = st.steps.length;
  const toMove = roleToMove(k, st.vs, starterOf(st));
  const other = roleToMove(k + 1, st.vs, starterOf(st));
  const end = endOf(v, toMove, other, st.summary ? st.summary.noMove : 'lose');
  if (!end) return null;
  const n = { count: k, n: fmt(k) };
  let head;
  if (end.result === 'draw') head = t('rules.end.draw', n);
  else head = t(end.winner === 'you' ? 'rules.end.youWon' : 'rules.end.won', { ...n, who: who(end.winner) });
  let why;
  if (end.reason === 'noMove') why = t(st.summary && st.summary.noMove === 'win' ? 'rules.end.noMoveWin' : 'rules.end.noMoveLose', { whom: whom(toMove) });
  else if (end.fixed === 'draw') why = t('rules.end.outcomeDraw');
  else why = t(end.fixed === 'win' ? 'rules.end.outcomeWin' : 'rules.end.outcomeLose', { whom: whom(toMove) });
  return { text: head + ' ' + why, winner: end.winner, result: end.result };
}

// The quiz's score: "4 of 5 moves optimal" (null before the reader's first move).
export function scoreText(st) {
  const s = score(st.steps);
  if (!s.total) return null;
  return t('quiz.score', { k: fmt(s.optimal), n: fmt(s.total), count: s.total });
}
