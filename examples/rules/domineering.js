// Domineering (Winning Ways, chapter 5): on a board of free squares, Left places a
// domino down (on two free squares one above the other), Right across (side by
// side); whoever cannot place one loses. A partizan game: each player has moves
// of their own, declared by left(p) and right(p).
// Values (Winning Ways): 2 x 2 is ±1 = {1 | -1} (whoever starts wins), 2 x 3 is
// {2 | -1/2} = 3/4±5/4, 3 x 2 its negative (a board turned a quarter swaps the
// players), a column of 2n squares n, a row -n; 3 x 3 is ±1 again.
// A position is the board as a whole number: bit r * COLS + c set while the square
// in row r, column c is free (so at most 30 squares: ROWS * COLS <= 30).
// 3 x 3: 98 positions. Bigger: ROWS = 4, COLS = 5 gives 58,830 (value 1: Left
// wins whoever starts), valued in about a second by gamegraph-rules --value.
const ROWS = 3, COLS = 3;
const title = { en: `Domineering (${ROWS} x ${COLS})`, uk: `Доміно Domineering (${ROWS} x ${COLS})` };
const description = {
  en: 'Left places dominoes down, Right across, each on two free squares; whoever cannot place one loses.',
  uk: 'Лівий кладе доміно вертикально, Правий — горизонтально, кожне на дві вільні клітинки; хто не може покласти доміно, той програє.',
};
const teaches = {
  en: 'A partizan game: the players have different moves, and a position has a value (±1, 3/4±5/4) that adds up over boards side by side.',
  uk: 'Партизанська гра: у гравців різні ходи, а позиція має значення (±1, 3/4±5/4), яке додається для дошок поруч.',
};
const group = 'partizan';
const start = 2 ** (ROWS * COLS) - 1;

// The dominoes of each player: the two squares' bits, down (Left) and across (Right).
const DOWN = [], ACROSS = [];
for (let r = 0; r < ROWS; r++) {
  for (let c = 0; c < COLS; c++) {
    const bit = 1 << (r * COLS + c);
    if (r + 1 < ROWS) DOWN.push(bit | (bit << COLS));
    if (c + 1 < COLS) ACROSS.push(bit | (bit << 1));
  }
}
// The boards after placing each domino whose two squares are free.
const place = (p, dominoes) => dominoes.filter((d) => (p & d) === d).map((d) => p & ~d);
function left(p) { return place(p, DOWN); }
function right(p) { return place(p, ACROSS); }
function moveName(p, q) {
  const d = p & ~q;
  const i = Math.log2(d & -d); // its first square
  const down = DOWN.includes(d);
  const r = Math.floor(i / COLS) + 1, c = (i % COLS) + 1;
  return {
    en: `${down ? 'down' : 'across'} at row ${r}, column ${c}`,
    uk: `${down ? 'вертикально' : 'горизонтально'}: ряд ${r}, стовпчик ${c}`,
  };
}
// Rows of '.' (free) and '#' (covered).
function show(p) {
  return Array.from({ length: ROWS }, (_, r) => Array.from({ length: COLS }, (__, c) => ((p >> (r * COLS + c)) & 1 ? '.' : '#')).join(''));
}
const legend = { '#': { color: '#8a5a2b' }, '.': { color: '' } };
