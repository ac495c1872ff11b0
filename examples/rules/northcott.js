// Northcott's game: a board of 3 rows and 6 columns; each row holds one white
// and one black piece, white to the left of black. White moves first. A move
// slides one of your own pieces along its row, forwards or backwards, any number
// of squares, but never onto or over the other piece. Whoever cannot move loses.
// Only the gaps between the two pieces of each row matter: closing a gap is
// taking tokens from a Nim heap, and widening one can always be undone by the
// other player at once (the board's edge stops it from going on for ever). So the
// player to move loses exactly when the XOR of the gaps is 0. The moves backwards
// make the game graph cyclic, yet no position is a draw.
// Here the gaps are 4, 2 and 3: 4 ^ 2 ^ 3 = 5, a win for white.
// 6,748 positions are reachable (of 15 ^ 3 x 2 = 6,750). Bigger: COLS = 8 gives
// up to 28 ^ 3 x 2 = 43,904.
const title = { en: "Northcott's game", uk: 'Гра Норткотта' };
const description = {
  en: 'Each row holds a white and a black piece. A move slides one of your pieces along its row, forwards or backwards, but never over the other piece; whoever cannot move loses. The gaps between the pieces are Nim heaps.',
  uk: 'У кожному ряду стоять біла й чорна фішки. Хід — пересунути свою фішку вздовж ряду вперед чи назад, але не через фішку суперника; хто не може зробити хід, той програє. Проміжки між фішками — це купки німу.',
};
const teaches = {
  en: 'Reversible moves: moving back does not help, the gaps play as Nim heaps.',
  uk: 'Оборотні ходи: відступ не допомагає, проміжки грають як купки німу.',
};
const group = 'board';
const COLS = 6;
// rows: [column of white, column of black] in each row; turn: 'W' or 'B'
const start = { rows: [[0, 5], [1, 4], [0, 4]], turn: 'W' };

function moves({ rows, turn }) {
  const next = [];
  rows.forEach(([w, b], i) => {
    const put = (nw, nb) => next.push({ rows: rows.map((r, j) => (j === i ? [nw, nb] : r)), turn: turn === 'W' ? 'B' : 'W' });
    if (turn === 'W') { for (let c = 0; c < b; c++) if (c !== w) put(c, b); }
    else { for (let c = w + 1; c < COLS; c++) if (c !== b) put(w, c); }
  });
  return next;
}
function moveName(p, q) {
  const i = p.rows.findIndex((r, j) => r[0] !== q.rows[j][0] || r[1] !== q.rows[j][1]);
  const white = p.turn === 'W';
  const to = q.rows[i][white ? 0 : 1] + 1;
  return {
    en: `${white ? 'white' : 'black'} in row ${i + 1} to column ${to}`,
    uk: `${white ? 'біла' : 'чорна'} фішка в ряду ${i + 1} — на стовпчик ${to}`,
  };
}
function show({ rows }) {
  return rows.map(([w, b]) => Array.from({ length: COLS }, (_, c) => (c === w ? 'W' : c === b ? 'B' : '.')).join(''));
}
const legend = { W: { color: '#f2f2f2', text: '○' }, B: { color: '#333333', text: '●' }, '.': { color: '' } };
