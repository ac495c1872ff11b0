// Domineering on a small board, a partizan rules script for the tests of the rules
// page's partizan mode: Left places a domino down (two cells of a column), Right
// across (two cells of a row); the board a string of rows ('.' free, '#' covered).
const title = { en: 'Domineering 2 x 2', uk: 'Доміно 2 x 2' };
const ROWS = 2, COLS = 2;
const start = '../..';
function place(p, di, dj) {
  const out = [];
  const g = p.split('/').map((r) => r.split(''));
  for (let i = 0; i + di < ROWS; i++)
    for (let j = 0; j + dj < COLS; j++) {
      if (g[i][j] !== '.' || g[i + di][j + dj] !== '.') continue;
      const h = g.map((r) => r.slice());
      h[i][j] = h[i + di][j + dj] = '#';
      out.push(h.map((r) => r.join('')).join('/'));
    }
  return out;
}
function left(p) { return place(p, 1, 0); }
function right(p) { return place(p, 0, 1); }
function show(p) { return p.split('/'); }
