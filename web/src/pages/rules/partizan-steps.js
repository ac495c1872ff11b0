// The step-through of the simplification of a partizan position's game to its
// canonical form, in "Why?" on the rules page (the sandbox's view: v.partizan.steps,
// the module's partizanSteps): Back and Next move through the steps, the current
// one said in words with the form after it (partizan-step-words.js, stepWords), and
// every step listed below, the current one marked (aria-current="step"). A game
// too big for steps says so instead. ← and → move too, with the focus on the
// buttons.
//
//   const steps = createPartizanSteps();
//   steps.render(v, hidden)   the view shown (hidden: the quiz, or no view)
import { t } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { stepWords, stepsTooBigText } from './partizan-step-words.js';

export function createPartizanSteps() {
  let shown = null; // the view whose steps are shown
  let at = 0; // the step shown: 0 the start, k steps[k - 1]

  const count = (v) => v.partizan.steps.steps.length + 1;

  function go(k) {
    if (!shown) return;
    at = Math.max(0, Math.min(k, count(shown) - 1));
    paint();
    // (a button that has just been disabled keeps no focus: the other takes it)
    const back = $('pz-step-back');
    const next = $('pz-step-next');
    if (document.activeElement === back && back.disabled) next.focus();
    if (document.activeElement === next && next.disabled) back.focus();
  }

  function paint() {
    const v = shown;
    const n = count(v);
    $('pz-step-now').textContent = stepWords(v, at);
    $('pz-step-count').textContent = t('steps.counter', { k: at + 1, n });
    $('pz-step-back').disabled = at === 0;
    $('pz-step-next').disabled = at === n - 1;
    $('pz-steps').dataset.step = String(at);
    const list = $('pz-step-list');
    const items = [];
    for (let k = 0; k < n; k++) {
      const li = document.createElement('li');
      li.textContent = stepWords(v, k);
      if (k === at) {
        li.setAttribute('aria-current', 'step');
        li.className = 'now';
      }
      items.push(li);
    }
    list.replaceChildren(...items);
  }

  function render(v, hidden) {
    const S = v && v.partizan && v.partizan.steps;
    const box = $('pz-steps');
    box.hidden = hidden || !S;
    if (box.hidden) return;
    const tooBig = stepsTooBigText(v);
    $('pz-steps-note').textContent = tooBig;
    $('pz-steps-note').hidden = !tooBig;
    $('pz-steps-walk').hidden = !!tooBig;
    if (tooBig) {
      shown = null;
      box.dataset.step = '';
      return;
    }
    // a new position (or side to move): from the start
    if (!shown || shown.id !== v.id || shown.partizan.side !== v.partizan.side) at = 0;
    shown = v;
    at = Math.min(at, count(v) - 1);
    paint();
  }

  $('pz-step-back').addEventListener('click', () => go(at - 1));
  $('pz-step-next').addEventListener('click', () => go(at + 1));
  $('pz-steps-controls').addEventListener('keydown', (ev) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: shown ? count(shown) - 1 : 0 }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    go(to);
  });

  return { render };
}
