// Connect Three on a board of 4 columns and 3 rows: Connect Four's rules with
// lines of three. A move drops a disc into a column that is not full (it falls to
// the lowest empty cell); three discs of one colour in a row, across, down or
// diagonally, win; a full board is a draw. Red moves first.
// 4 x 3: 7,157 positions, red wins. Bigger: COLS = 5 gives 70,914 (or K = 4 for
// Connect Four itself, which needs 4 columns or rows to have a line at all).
const COLS = 4, ROWS = 3, K = 3;
const title = { en: `Connect Three (${COLS} x ${ROWS})`, uk: `Три в ряд (${COLS} x ${ROWS})` };
const description = {
  en: 'Connect Four on a small board, with lines of three: drop discs into the columns in turn; three of one colour in a row (across, down or diagonally) wins, a full board is a draw.',
  uk: '«Чотири в ряд» на малій дошці, але з лініями з трьох: гравці по черзі кидають фішки в стовпчики; три фішки одного кольору в ряд (по горизонталі, вертикалі чи діагоналі) виграють, заповнена дошка — нічия.',
};
const teaches = {
  en: 'Solving a board game by brute force: every position, and the first move that wins.',
  uk: 'Розв’язання настільної гри повним перебором: кожна позиція і виграшний перший хід.',
};
const group = 'board';
const start = '.'.repeat(COLS * ROWS); // row-major, the top row first
const lines = [];
for (let r = 0; r < ROWS; r++) {
  for (let c = 0; c < COLS; c++) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      const cells = Array.from({ length: K }, (_, k) => [r + k * dr, c + k * dc]);
      if (cells.every(([y, x]) => y >= 0 && y < ROWS && x >= 0 && x < COLS)) lines.push(cells.map(([y, x]) => y * COLS + x));
    }
  }
}
function outcome(b) {
  if (lines.some((l) => b[l[0]] !== '.' && l.every((i) => b[i] === b[l[0]]))) return 'lose'; // the last move made a line
  if (!b.includes('.')) return 'draw';
}
function moves(b) {
  const empty = b.split('.').length - 1;
  const disc = (COLS * ROWS - empty) % 2 === 0 ? 'R' : 'Y'; // red moves first
  const next = [];
  for (let c = 0; c < COLS; c++) {
    let r = ROWS - 1;
    while (r >= 0 && b[r * COLS + c] !== '.') r--;
    if (r >= 0) next.push(b.slice(0, r * COLS + c) + disc + b.slice(r * COLS + c + 1));
  }
  return next;
}
function moveName(a, b) {
  const i = [...a].findIndex((x, k) => x !== b[k]);
  const red = b[i] === 'R';
  return { en: `${red ? 'red' : 'yellow'} in column ${(i % COLS) + 1}`, uk: `${red ? 'червона' : 'жовта'} фішка в стовпчик ${(i % COLS) + 1}` };
}
function show(b) { return Array.from({ length: ROWS }, (_, r) => b.slice(r * COLS, (r + 1) * COLS)); }
const legend = { R: { color: '#d9482b', text: '●' }, Y: { color: '#e8b91c', text: '●' }, '.': { color: '' } };
