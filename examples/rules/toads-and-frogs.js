// Toads and Frogs (Winning Ways, chapter 1): a row of squares. Left's toads (T)
// move right, Right's frogs (F) move left: one step into an empty square, or a
// jump over one creature of the other kind into the empty square beyond. Whoever
// cannot move loses.
// Values (Winning Ways): TFTF. = 0, TFT.F = *, T.TFF = ^ (up: positive, yet
// smaller than every positive number), T.TFT.TF = 5/4, TT.TFTT.TF = {3 | 2*}.
// The start here, TTT..FFF, is worth ±1/8 as the solver finds it (whoever starts
// wins); TT..FF is *.
// A position is the row as a string: T, F or '.' (empty).
// TTT..FFF: 413 positions. Bigger: a longer row (start = 'TTTT..FFFF').
const title = { en: 'Toads and Frogs', uk: 'Жаби й ропухи' };
const description = {
  en: 'Toads (T, Left) move right, frogs (F, Right) move left: a step into an empty square or a jump over one creature of the other kind. Whoever cannot move loses.',
  uk: 'Ропухи (T, Лівий) ходять праворуч, жаби (F, Правий) — ліворуч: крок на порожню клітинку або стрибок через одну істоту іншого виду. Хто не може ходити, той програє.',
};
const teaches = {
  en: 'Values beyond numbers: * (star), ^ (up) and forms like {3 | 2*}, all from one small row.',
  uk: 'Значення, що не є числами: * (зірка), ^ (вгору) і форми на кшталт {3 | 2*} — усе з одного короткого ряду.',
};
const group = 'partizan';
const start = 'TTT..FFF';

// The rows after a move of each creature c ('T' or 'F') that can move.
function hops(p, c) {
  const dir = c === 'T' ? 1 : -1;
  const other = c === 'T' ? 'F' : 'T';
  const out = [];
  for (let i = 0; i < p.length; i++) {
    if (p[i] !== c) continue;
    let to = -1;
    if (p[i + dir] === '.') to = i + dir;
    else if (p[i + dir] === other && p[i + 2 * dir] === '.') to = i + 2 * dir;
    if (to < 0) continue;
    const g = p.split('');
    g[i] = '.';
    g[to] = c;
    out.push(g.join(''));
  }
  return out;
}
function left(p) { return hops(p, 'T'); }
function right(p) { return hops(p, 'F'); }
function moveName(p, q) {
  const from = [...p].findIndex((c, i) => c !== '.' && q[i] === '.');
  const to = [...q].findIndex((c, i) => c !== '.' && p[i] === '.');
  const toad = p[from] === 'T';
  const jump = Math.abs(to - from) === 2;
  return {
    en: `${toad ? 'toad' : 'frog'} ${jump ? 'jumps' : 'steps'} from square ${from + 1} to ${to + 1}`,
    uk: `${toad ? 'ропуха' : 'жаба'} ${jump ? 'стрибає' : 'ступає'} з клітинки ${from + 1} на ${to + 1}`,
  };
}
function show(p) { return [p]; }
const legend = { T: { color: '#3f8f3f', text: 'T' }, F: { color: '#b5651d', text: 'F' }, '.': { color: '' } };
