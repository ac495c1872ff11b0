// What the rules page says of each step of the simplification of a partizan
// position's game to its canonical form (the sandbox's view: v.partizan.steps,
// the module's partizanSteps): the start, a dominated option removed, a
// reversible one bypassed (the options of the start named with the moves that
// reach them), the simplicity and mex rules, the form named at the end; why a
// game is too big for steps. No DOM; the strings are the i18n keys rules.pz.steps.*.
import { t, fmt } from '../../core/i18n.js';
import { moveLabel } from './game-line.js';

const MOVES_NAMED = 3; // the moves named for an option of the start, at most

// The option text x of side, with the moves of view v reaching it named when it
// is one of the start's: "0 (b1-b2, c1-c2)".
function optionText(v, side, x) {
  const moves = v.partizan[side].moves.filter((m) => m.value === x);
  if (!moves.length) return x;
  const names = moves.slice(0, MOVES_NAMED).map(moveLabel);
  if (moves.length > MOVES_NAMED) names.push('…');
  return t('rules.pz.steps.option', { value: x, moves: names.join(', ') });
}

// x + n.^ + *m in words ("the number 1 + up, ^ = {0 | *} ...").
function upsParts(s) {
  const parts = [];
  if (s.number && s.number !== '0') parts.push(t('rules.pz.steps.part.number', { x: s.number }));
  const n = Math.abs(s.ups);
  if (n === 1) parts.push(t(s.ups > 0 ? 'rules.pz.steps.part.up1' : 'rules.pz.steps.part.down1'));
  else if (n > 1) parts.push(t(s.ups > 0 ? 'rules.pz.steps.part.ups' : 'rules.pz.steps.part.downs', { count: n, n: fmt(n) }));
  if (s.star === 1) parts.push(t('rules.pz.steps.part.star1'));
  else if (s.star > 1) parts.push(t('rules.pz.steps.part.star', { m: s.star }));
  return parts.join(' + ');
}

// Step k of the simplification of view v's game in words: 0 the start, k >= 1
// steps[k - 1]; each with the form after it.
export function stepWords(v, k) {
  const S = v.partizan.steps;
  if (k <= 0) return t('rules.pz.steps.start', { form: S.start });
  const s = S.steps[k - 1];
  const form = s.form;
  switch (s.kind) {
    case 'dominated':
      return t('rules.pz.steps.dominated.' + s.side, { option: optionText(v, s.side, s.option), x: s.option, by: s.by, form });
    case 'reversible': {
      let repl = s.replacement.join(', ');
      if (s.replaced > s.replacement.length) repl += ', …';
      const key = 'rules.pz.steps.reversible.' + s.side + (s.replaced ? '' : 'None');
      return t(key, { option: optionText(v, s.side, s.option), x: s.option, by: s.by, repl, form });
    }
    case 'number':
      if (s.low && s.high) return t('rules.pz.steps.number', { low: s.low, high: s.high, number: s.number });
      if (s.low) return t('rules.pz.steps.numberLow', { low: s.low, number: s.number });
      if (s.high) return t('rules.pz.steps.numberHigh', { high: s.high, number: s.number });
      return t('rules.pz.steps.numberNone');
    case 'nimber':
      return t('rules.pz.steps.nimber', { form });
    case 'ups':
      return t('rules.pz.steps.ups', { form, parts: upsParts(s) });
    case 'switch':
      return t('rules.pz.steps.switch', { low: s.low, high: s.high, form });
    default:
      return t('rules.pz.steps.general', { form });
  }
}

// Why view v's game has no steps ('' where it has them, or has no values).
export function stepsTooBigText(v) {
  const S = v.partizan && v.partizan.steps;
  if (!S || !S.tooBig) return '';
  return t('rules.pz.steps.tooBig.' + S.tooBig, { count: S.tooBigCount, n: fmt(S.tooBigCount), limit: fmt(S.tooBigLimit) });
}
