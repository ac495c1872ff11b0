// Why a position has its Sprague-Grundy value, and a sum its value, in the
// theory's own terms: the mex (minimum excludant) of the options' values, C. A. B.
// Smith's rule for games with cycles (a finite value m needs every option worth ∞
// to have a move back to a position worth m; else the value is ∞(K), K the finite
// values of the options), and the Sprague-Grundy theorem for sums (the value of a
// sum is the XOR, ⊕, of its parts' values; with Smith's rules where parts are ∞).
// Pure: words through i18n's t(), values as the pages give them.
//
//   parseValue('3') -> { g: 3, k: null };  parseValue('∞(0,2)') or ('inf(0,2)') -> { g: -1, k: [0, 2] }
//   whyValue({ name, value, options: [{ name, value, back }], best })  -> text
//     (value, options' value: parsed; back: for an option worth ∞, whether it has a
//     move back to a position worth the mex: true, false, or undefined when unknown;
//     best: the name of the option worth 0 the player to move takes, if any)
//   whySum(values) -> text                       (values: the parts' parsed values)
import { t, fmt } from './i18n.js';

// A value's text as the pages write it: 3, ∞(0,2), ∞(∅).
export function valueWords(v) {
  if (v.g >= 0) return String(v.g);
  return '∞(' + (v.k && v.k.length ? v.k.join(',') : '∅') + ')';
}

// The value a label spells: '3', '∞(0,2)', '∞(∅)', or the module's 'inf(0,2)', 'inf()'.
export function parseValue(label) {
  const s = String(label).trim();
  if (/^[0-9]+$/.test(s)) return { g: Number(s), k: null };
  const m = /^(?:inf|∞)\((.*)\)$/.exec(s);
  if (!m) return null;
  const inner = m[1].trim();
  const k = inner === '' || inner === '∅' ? [] : inner.split(',').map((x) => Number(x.trim()));
  return k.every((x) => Number.isInteger(x) && x >= 0) ? { g: -1, k } : null;
}

// The minimum excludant: the least whole number not in the list.
export function mex(values) {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

// {0, 1, 3}, the set written in order without repeats ({} when empty).
function setWords(values) {
  const list = [...new Set(values)].sort((a, b) => a - b);
  return '{' + list.join(', ') + '}';
}

// The value's sentence and the outcome's.
export function whyValue({ name, value, options, best }) {
  const opts = options || [];
  const finite = opts.filter((o) => o.value && o.value.g >= 0).map((o) => o.value.g);
  const infinite = opts.filter((o) => o.value && o.value.g < 0);
  const m = mex(finite);
  let text;
  if (opts.length === 0) {
    text = t('why.g.none', { v: name });
  } else if (value.g >= 0) {
    text = infinite.length === 0
      ? t('why.g.mex', { v: name, set: setWords(finite), g: value.g })
      : t('why.g.mexSmith', { v: name, set: setWords(finite), g: value.g, inf: infinite.map((o) => o.name).join(', ') });
  } else {
    const stuck = infinite.find((o) => o.back === false);
    const k = setWords(value.k || finite);
    text = stuck
      ? t('why.g.infOne', { v: name, k, m, w: stuck.name, value: valueWords(value) })
      : t('why.g.inf', { v: name, k, m, value: valueWords(value) });
  }
  return text + ' ' + outcomeWords(value, best);
}

// What the value says of the player to move (Smith's outcome classes).
function outcomeWords(value, best) {
  if (value.g === 0) return t('why.g.lose');
  if (value.g > 0) return best ? t('why.g.win', { w: best }) : t('why.g.winAny');
  if (value.k && value.k.includes(0)) return best ? t('why.g.infWin', { w: best }) : t('why.g.infWinAny');
  return t('why.g.infDraw');
}

// The sum's value by the theorem: "1 ⊕ 2 ⊕ 3 = 0 (01 ⊕ 10 ⊕ 11 = 00)", or Smith's
// rules where parts are worth ∞.
export function whySum(values) {
  const finite = values.filter((v) => v.g >= 0).map((v) => v.g);
  const inf = values.filter((v) => v.g < 0);
  const x = finite.reduce((a, b) => a ^ b, 0);
  if (inf.length === 0) {
    const width = Math.max(1, ...finite.map((g) => g.toString(2).length));
    const bin = (g) => g.toString(2).padStart(width, '0');
    const binary = finite.length > 1 && Math.max(...finite) >= 2 && Math.max(...finite) < 1024 ? ' (' + finite.map(bin).join(' ⊕ ') + ' = ' + bin(x) + ')' : '';
    return t('why.sum.xor', { terms: finite.join(' ⊕ '), x, binary }) + ' ' + (x === 0 ? t('why.sum.lose') : t('why.sum.win'));
  }
  if (inf.length >= 2) return t('why.sum.infMany', { count: inf.length, n: fmt(inf.length) });
  const k = (inf[0].k || []).map((v) => v ^ x);
  const value = valueWords({ g: -1, k: [...new Set(k)].sort((a, b) => a - b) });
  return t('why.sum.infOne', { k: valueWords(inf[0]), x, value }) + ' ' + (k.includes(0) ? t('why.sum.infWin') : t('why.sum.infDraw'));
}
