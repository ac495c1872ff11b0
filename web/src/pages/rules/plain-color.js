// Whether a legend colour of a rules script is plain colour syntax, the only
// colours the rules page draws: #rgb, #rgba, #rrggbb, #rrggbbaa; rgb(), rgba(),
// hsl(), hsla() of numbers and percentages (a hue in deg); a colour's name
// (letters only, e.g. teal, transparent). Nothing that can hold a URL, var() or
// another function reaches a style. Used by the sandbox's worker (legendOf) and
// again by the page (position-view.js), which trusts nothing the sandbox sends.
const MAX = 64;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?(?:%|deg)?';
const FUNC = new RegExp(`^(?:rgba?|hsla?)\\(\\s*${NUM}(?:\\s*[,/\\s]\\s*${NUM}){2,3}\\s*\\)$`, 'i');
const NAME = /^[a-z]{3,24}$/i;
// Letters only, yet not colours: the keywords every property takes.
const NOT_COLORS = new Set(['inherit', 'initial', 'unset', 'revert', 'currentcolor', 'none']);

export function plainColor(c) {
  if (typeof c !== 'string' || c === '' || c.length > MAX) return false;
  if (HEX.test(c) || FUNC.test(c)) return true;
  return NAME.test(c) && !NOT_COLORS.has(c.toLowerCase());
}
