// Connect Four on a small board: a move drops a disc into a column that is not
// full; four of one colour in a row (across, down or diagonally) wins; a full board
// is a draw. 4 x 4 is solved in a moment; set COLS = 5 for about four million
// positions.
const COLS = 4, ROWS = 4;
const title = { en: `Connect Four (${COLS} x ${ROWS})`, uk: `Чотири в ряд (${COLS} x ${ROWS})` };
const description = {
  en: 'A move drops a disc into a column that is not full; four of one colour in a row (across, down or diagonally) wins; a full board is a draw.',
  uk: 'Хід — кинути диск у стовпець, що не повний; чотири одного кольору в ряд (уздовж, униз чи по діагоналі) виграють; повна дошка — нічия.',
};
const teaches = { en: 'A real game solved completely: on 4 x 4 perfect play is a draw.', uk: 'Справжня гра, розв’язана повністю: на 4 x 4 за найкращої гри — нічия.' };
const group = 'board';
const start = '.'.repeat(COLS * ROWS); // row-major, the top row first
const lines = [];
for (let r = 0; r < ROWS; r++) {
  for (let c = 0; c < COLS; c++) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      const cells = [0, 1, 2, 3].map((k) => [r + k * dr, c + k * dc]);
      if (cells.every(([y, x]) => y >= 0 && y < ROWS && x >= 0 && x < COLS)) lines.push(cells.map(([y, x]) => y * COLS + x));
    }
  }
}
function outcome(b) {
  if (lines.some(([i, j, k, l]) => b[i] !== '.' && b[i] === b[j] && b[i] === b[k] && b[i] === b[l])) return 'lose';
  if (!b.includes('.')) return 'draw';
}
function moves(b) {
  const disc = b.split('.').length % 2 === 1 ? 'R' : 'Y'; // an even number of empty cells: red to move
  const next = [];
  for (let c = 0; c < COLS; c++) {
    let r = ROWS - 1;
    while (r >= 0 && b[r * COLS + c] !== '.') r--;
    if (r >= 0) next.push(b.slice(0, r * COLS + c) + disc + b.slice(r * COLS + c + 1));
  }
  return next;
}
function show(b) { return Array.from({ length: ROWS }, (_, r) => b.slice(r * COLS, (r + 1) * COLS)); }
function moveName(a, b) {
  const i = [...a].findIndex((x, k) => x !== b[k]);
  const c = (i % COLS) + 1;
  return b[i] === 'R' ? { en: `red in column ${c}`, uk: `червоний у стовпець ${c}` } : { en: `yellow in column ${c}`, uk: `жовтий у стовпець ${c}` };
}
const legend = { R: { color: '#d9482b', text: '●' }, Y: { color: '#e8b91c', text: '●' } };
