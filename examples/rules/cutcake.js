// Cutcake (Winning Ways, chapter 2): a cake scored in squares. Left cuts a piece
// from north to south along a score line, Right from east to west; whoever cannot
// cut (only 1-wide pieces for Left, only 1-high ones for Right) loses.
// Values (Winning Ways): a piece w wide and h high, with 2^k <= h < 2^(k+1), is
// worth floor(w / 2^k) - 1 when w >= h, and the same with the players swapped
// when h > w; the pieces add up. The 4 x 3 cake is worth 1: Left wins.
// A position is the pieces, [width, height] each, sorted (pieces of one size are
// the same whichever is which).
// 4 x 3: 174 positions. Bigger: W = 8, H = 3 (10,834 positions, worth 3).
const W = 4, H = 3;
const title = { en: `Cutcake (${W} x ${H})`, uk: `Розрізання торта (${W} x ${H})` };
const description = {
  en: 'Left cuts a piece of cake from north to south, Right from east to west, along the score lines; whoever cannot cut loses.',
  uk: 'Лівий розрізає шматок торта з півночі на південь, Правий — зі сходу на захід, по лініях надрізу; хто не може різати, той програє.',
};
const teaches = {
  en: 'Integer values: each piece is worth a whole number of spare moves, and the cake is the sum of its pieces.',
  uk: 'Цілі значення: кожен шматок вартий цілої кількості запасних ходів, а торт — сума своїх шматків.',
};
const group = 'partizan';
const start = [[W, H]];

const sorted = (pieces) => pieces.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
// Every cut of one piece: Left's split its width (a + (w - a)), Right's its height.
function cuts(p, vertical) {
  const out = [];
  p.forEach(([w, h], i) => {
    const size = vertical ? w : h;
    for (let a = 1; a <= size / 2; a++) {
      const two = vertical ? [[a, h], [w - a, h]] : [[w, a], [w, h - a]];
      out.push(sorted(p.filter((_, j) => j !== i).concat(two)));
    }
  });
  return out;
}
function left(p) { return cuts(p, true); }
function right(p) { return cuts(p, false); }
function moveName(p, q) {
  // the piece cut: one more of its size before the move than after; the two it
  // became: what q holds beyond the other pieces of p
  const same = (x, y) => x[0] === y[0] && x[1] === y[1];
  const count = (list, x) => list.filter((y) => same(x, y)).length;
  const cut = p.find((x) => count(p, x) > count(q, x));
  const rest = p.slice();
  rest.splice(rest.findIndex((x) => same(x, cut)), 1);
  const made = q.slice();
  for (const x of rest) made.splice(made.findIndex((y) => same(x, y)), 1);
  const vertical = made[0][1] === cut[1];
  const size = (x) => `${x[0]} x ${x[1]}`;
  return {
    en: `cut the ${size(cut)} piece ${vertical ? 'north to south' : 'east to west'} into ${size(made[0])} and ${size(made[1])}`,
    uk: `розрізати шматок ${size(cut)} ${vertical ? 'з півночі на південь' : 'зі сходу на захід'} на ${size(made[0])} і ${size(made[1])}`,
  };
}
// The pieces side by side, one empty column between two, in a grid as wide as the
// most there can be.
function show(p) {
  const cols = 2 * W * H - 1;
  const g = Array.from({ length: H }, () => Array(cols).fill('.'));
  let c = 0;
  p.forEach(([w, h], k) => {
    for (let r = H - h; r < H; r++) for (let x = 0; x < w; x++) g[r][c + x] = k % 2 ? 'b' : 'a';
    c += w + 1;
  });
  return g.map((r) => r.join(''));
}
const legend = { a: { color: '#c8902e' }, b: { color: '#a0522d' }, '.': { color: '' } };
