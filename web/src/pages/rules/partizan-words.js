// What the rules page says of a partizan game (left(p) and right(p)), as text from
// the sandbox's replies: a class in words ("Left wins whoever starts"), a side's
// result moving first, a value ("G = ±1"), why a position has its value in the
// theory's terms (the simplest number between the best options, a switch, the
// options removed as dominated or bypassed as reversible), why a game has no
// values (each step of the simplification: partizan-step-words.js). No DOM; the
// strings are the i18n keys rules.pz.*.
import { t, fmt } from '../../core/i18n.js';
import { outcomeText } from './position-view.js';
import { moveLabel } from './game-line.js';
import { DRAW, WIN } from '../../core/outcome.js';

const MAX_REMOVED = 6; // options removed or bypassed named in "Why?", at most

export const sideName = (side) => t('rules.who.' + side);
// (after a noun: "Left's"; in Ukrainian the genitive)
const whose = (side) => t('rules.whom.' + side);

// "Left wins whoever starts (class L)"; a draw for some starter said as such.
export function classText(cls) {
  return cls === 'D' ? t('rules.pz.cls.D') : t('rules.pz.clsLetter', { cls: t('rules.pz.cls.' + cls), letter: cls });
}

// "Left wins in 3 moves"; where the game is already over, said so once: "the
// game is already over, Left has lost".
const over = (o, depth) => o !== DRAW && depth === 0;
const overText = (side, o) => t(o === WIN ? 'rules.pz.overWon' : 'rules.pz.overLost', { side: sideName(side) });
function sideVerdictText(side, o, depth) {
  if (over(o, depth)) return overText(side, o);
  return t('rules.pz.sideVerdict', { side: sideName(side), verdict: outcomeText(o, depth) });
}

// "Left moving first: Left wins in 3 moves".
export function firstText(side, o, depth) {
  return t('rules.pz.first', { side: sideName(side), verdict: sideVerdictText(side, o, depth) });
}

// "Left to move wins in 3 moves" (the position being played); "Left to move: the
// game is already over, Left has lost".
export function toMoveText(side, o, depth) {
  if (over(o, depth)) return t('rules.pz.toMoveOver', { side: sideName(side), verdict: overText(side, o) });
  return t('rules.pz.toMove', { side: sideName(side), verdict: outcomeText(o, depth) });
}

export const valueText = (value) => t('rules.pz.value', { value });

// Why a game has no values (noValue: 'cycle', 'outcome', 'other'); '' where it has.
export function noValueText(noValue) {
  return noValue ? t('rules.pz.noValue.' + noValue) : '';
}

// Why the position of view v has its value (v.partizan: value, why, left and right
// with their moves, each with its value and role), or '' without values.
export function partizanWhyText(v) {
  const p = v.partizan;
  if (!p || !p.why) return '';
  const w = p.why;
  const value = p.value;
  const L = p.left.moves;
  const R = p.right.moves;
  const opt = (m) => ({ move: moveLabel(m), v: m.value });
  let text;
  if (w.kind === 'number') {
    const a = w.lBest >= 0 ? L[w.lBest] : null;
    const b = w.rBest >= 0 ? R[w.rBest] : null;
    if (a && b) text = t('rules.pz.why.number', { value, a: a.value, aMove: moveLabel(a), b: b.value, bMove: moveLabel(b) });
    else if (a) text = t('rules.pz.why.numberLeft', { value, a: a.value, aMove: moveLabel(a) });
    else if (b) text = t('rules.pz.why.numberRight', { value, b: b.value, bMove: moveLabel(b) });
    else text = t('rules.pz.why.numberNone');
  } else if (w.kind === 'numberForm') text = t('rules.pz.why.numberForm', { value });
  else if (w.kind === 'switch') text = t('rules.pz.why.switch', { value, a: w.a, b: w.b });
  else text = t('rules.pz.why.other', { value });
  // the options the canonical form does not keep, each said once
  const removed = [];
  for (const [side, list] of [['left', L], ['right', R]]) {
    for (const m of list) {
      if (!m.role || m.role === 'kept') continue;
      const o = opt(m);
      if (m.role === 'dominated') {
        const by = list[m.because];
        removed.push(t('rules.pz.why.dominated', { side: sideName(side), whose: whose(side), move: o.move, value: o.v, by: by ? moveLabel(by) : '?', byValue: by ? by.value : '?' }));
      } else if (m.role === 'reversible') {
        removed.push(t('rules.pz.why.reversible.' + side, { move: o.move, value: o.v, through: m.through || '?', pos: value }));
      } else removed.push(t('rules.pz.why.replaced', { side: sideName(side), whose: whose(side), move: o.move, value: o.v }));
    }
  }
  if (removed.length > MAX_REMOVED) {
    const more = removed.length - MAX_REMOVED;
    removed.length = MAX_REMOVED;
    removed.push(t('rules.pz.why.more', { count: more, n: fmt(more) }));
  }
  return [text, ...removed].join(' ');
}
