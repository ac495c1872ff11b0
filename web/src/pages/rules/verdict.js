// The rules page's verdict card: the game's title and the value of its start, its
// Sprague-Grundy value and description, the counts of positions; in a quiz only
// the title (the values hidden); why there are no values (misère, tiers).
//
//   const verdict = createVerdict();
//   verdict.render(st)
import { t, tn, fmt, lang } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { outcomeText, badgeText, outcomeClass } from './position-view.js';
import { outcomeName } from '../../core/outcome.js';
import { labelText } from '../../ui/sum-play.js';
import { classText, firstText, valueText, noValueText } from './partizan-words.js';

// The game's title and description in the page's language (a script may give them in several).
const inLang = (all, fallback) => (all && (all[lang()] || all['*'] || all.en)) || fallback;
const titleOf = (s) => inLang(s.titles, s.title);
const descriptionOf = (s) => inLang(s.descriptions, s.description);

export function createVerdict() {
  const appEl = $('app');

  function render(st) {
    appEl.classList.toggle('quiz', st.quiz);
    const s = st.summary;
    $('verdict-card').hidden = !s;
    if (!s) return;
    // why there is no sum of games and no step-through of the labelling
    let why = s.noValues === 'misere' ? t('rules.noValues.misere') : s.noValues === 'tiers' ? t('rules.noValues.tiers') : s.partizan ? noValueText(s.partizan.noValue) : '';
    // (a script of moves(p) that also declares left(p) and right(p): said, it is impartial)
    if (s.sidesUnused) why = t('rules.sidesUnused') + (why ? ' ' + why : '');
    // (a partizan game's cycles are said in a quiz too: no value is hidden there)
    $('values-note').hidden = !why || (st.quiz && !s.partizan);
    $('values-note').textContent = why;
    if (st.quiz) {
      // a quiz: the game's name, no value
      renderQuiz(s);
      return;
    }
    if (s.partizan) {
      renderPartizan(s);
      return;
    }
    const card = $('verdict-card');
    card.dataset.quiz = 'no';
    card.dataset.cls = '';
    card.dataset.outcome = outcomeName(s.outcome);
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
      positions: tn('rules.nPositions', s.n),
      moves: tn('rules.nMoves', s.m),
      w: fmt(s.wins),
      l: fmt(s.losses),
      d: fmt(s.draws),
      ms: fmt(Math.round(s.ms)),
    });
  }

  // A partizan game's verdict: its class (L, R, N, P, or D: a draw for some
  // starter) and value, the start with each side moving first, the classes counted.
  function renderPartizan(s) {
    const p = s.partizan;
    const card = $('verdict-card');
    card.dataset.quiz = 'no';
    card.dataset.outcome = '';
    card.dataset.cls = p.cls;
    const badge = $('verdict-badge');
    badge.className = 'badge pz-class';
    badge.textContent = p.cls;
    $('verdict').textContent = t('rules.pz.verdict', { title: titleOf(s) || t('rules.untitled'), cls: classText(p.cls) });
    const sub = [];
    if (p.value) sub.push(valueText(p.value));
    sub.push(firstText('left', p.left.outcome, p.left.depth), firstText('right', p.right.outcome, p.right.depth));
    if (descriptionOf(s)) sub.push(descriptionOf(s));
    $('verdict-sub').textContent = sub.join(' · ');
    const c = p.counts;
    $('counts').textContent = t('rules.pz.counts', { positions: tn('rules.nPositions', s.n), moves: tn('rules.nMoves', s.m), L: fmt(c.L), R: fmt(c.R), N: fmt(c.N), P: fmt(c.P), D: fmt(c.D), ms: fmt(Math.round(s.ms)) });
  }

  // The verdict card in a quiz: the title and that the values are hidden.
  function renderQuiz(s) {
    const card = $('verdict-card');
    card.dataset.quiz = 'yes';
    card.dataset.cls = '';
    card.dataset.outcome = '';
    const badge = $('verdict-badge');
    badge.className = 'badge';
    badge.textContent = '?';
    $('verdict').textContent = titleOf(s) || t('rules.untitled');
    $('verdict-sub').textContent = t('rules.quizOn');
    $('counts').textContent = t('rules.countsQuiz', { positions: tn('rules.nPositions', s.n), moves: tn('rules.nMoves', s.m) });
  }

  return { render };
}
