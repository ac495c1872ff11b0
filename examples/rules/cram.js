// Cram: players take turns placing a domino on two free neighbouring squares of a
// 3 x 4 board, across or down, either way (the same moves for both players: it is
// the impartial twin of Domineering). Whoever cannot place a domino loses.
// Symmetry decides many boards: on an even x even board the second player copies
// every move through the centre and wins; on an even x odd board the first player
// places a domino on the two middle squares and then copies, and wins. So 3 x 4 is
// a first-player win. On a single row of n squares Cram is Dawson's Kayles (the
// octal game 0.07: a domino takes two adjacent squares).
// A position is the board as rows of '.' (free) and '#' (covered).
// 3 x 4: 550 positions. Bigger: ROWS = 4, COLS = 4 gives 5,700 (a second-player
// win), 4 x 5 gives 58,830.
const ROWS = 3, COLS = 4;
const title = { en: `Cram (${ROWS} x ${COLS})`, uk: `Доміно Cram (${ROWS} x ${COLS})` };
const description = {
  en: 'Players take turns placing a domino on two free neighbouring squares, across or down; whoever cannot place one loses. On a board with an even side and an odd side the first player wins: the middle domino, then copy every move through the centre.',
  uk: 'Гравці по черзі кладуть доміно на дві вільні сусідні клітинки, горизонтально чи вертикально; хто не може покласти доміно, той програє. На дошці з парною і непарною сторонами виграє перший гравець: він кладе доміно в центр, а далі повторює кожен хід суперника симетрично відносно центру.',
};
const teaches = {
  en: 'Symmetry strategies, and a board game whose rows are an octal game.',
  uk: 'Стратегії симетрії та настільна гра, ряди якої — октальна гра.',
};
const group = 'board';
const start = '.'.repeat(ROWS * COLS); // row-major

function moves(b) {
  const next = [];
  const place = (i, j) => {
    if (b[i] === '.' && b[j] === '.') next.push(b.split('').map((x, k) => (k === i || k === j ? '#' : x)).join(''));
  };
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (c + 1 < COLS) place(r * COLS + c, r * COLS + c + 1); // across
      if (r + 1 < ROWS) place(r * COLS + c, (r + 1) * COLS + c); // down
    }
  }
  return next;
}
function moveName(p, q) {
  const cells = [];
  for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) cells.push(i);
  const [i, j] = cells;
  const across = j === i + 1;
  const r = Math.floor(i / COLS) + 1, c = (i % COLS) + 1;
  return {
    en: `${across ? 'across' : 'down'} at row ${r}, column ${c}`,
    uk: `${across ? 'горизонтально' : 'вертикально'}: ряд ${r}, стовпчик ${c}`,
  };
}
function show(b) { return Array.from({ length: ROWS }, (_, r) => b.slice(r * COLS, (r + 1) * COLS)); }
const legend = { '#': { color: '#8a5a2b' }, '.': { color: '' } };
