// Connect Four written for big boards. The positions are the same strings as in
// the other Connect Four, but each is keyed by a number (the board read in base
// 3), which fromKey turns back into the board, and tiered by its number of discs
// (no move takes a disc away): the solver then holds a position in about 30 bytes,
// never its moves, and solves the boards from the fullest down. 4 x 4 is solved in
// a moment; COLS = 6 gives 94,910,577 positions (the second player wins, in 24
// moves), COLS = 5, ROWS = 5 gives 69,763,700 (a draw).
const COLS = 4, ROWS = 4, N = COLS * ROWS;
const title = { en: `Connect Four (${COLS} x ${ROWS}, in tiers)`, uk: `Чотири в ряд (${COLS} x ${ROWS}, шарами)` };
const description = {
  en: 'A move drops a disc into a column that is not full; four of one colour in a row (across, down or diagonally) wins; a full board is a draw.',
  uk: 'Хід — кинути диск у стовпець, що не повний; чотири одного кольору в ряд (уздовж, униз чи по діагоналі) виграють; повна дошка — нічия.',
};
const teaches = { en: 'How a big game fits: a numeric key, fromKey and tier let the solver hold 30 bytes a position and solve from the fullest boards down.', uk: 'Як уміщається велика гра: числовий ключ, fromKey і tier дають розв’язувачеві тримати 30 байтів на позицію й розв’язувати від найповніших дощок.' };
const group = 'board';
const start = '.'.repeat(N); // row-major, the top row first
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
  for (const [i, j, k, l] of lines) if (b[i] !== '.' && b[i] === b[j] && b[i] === b[k] && b[i] === b[l]) return 'lose';
  if (!b.includes('.')) return 'draw';
}
function tier(b) {
  let discs = 0;
  for (let i = 0; i < N; i++) if (b[i] !== '.') discs++;
  return discs;
}
function moves(b) {
  const disc = tier(b) % 2 === 0 ? 'R' : 'Y'; // red moves first
  const next = [];
  for (let c = 0; c < COLS; c++) {
    let r = ROWS - 1;
    while (r >= 0 && b[r * COLS + c] !== '.') r--;
    if (r >= 0) next.push(b.slice(0, r * COLS + c) + disc + b.slice(r * COLS + c + 1));
  }
  return next;
}
// The board as a number: cell i is the digit of 3^i ('.' 0, 'R' 1, 'Y' 2).
const DIGIT = { '.': 0, R: 1, Y: 2 };
function key(b) {
  let k = 0;
  for (let i = N - 1; i >= 0; i--) k = 3 * k + DIGIT[b[i]];
  return k;
}
function fromKey(k) {
  let b = '';
  for (let i = 0; i < N; i++) {
    b += '.RY'[k % 3];
    k = Math.floor(k / 3);
  }
  return b;
}
function show(b) { return Array.from({ length: ROWS }, (_, r) => b.slice(r * COLS, (r + 1) * COLS)); }
function moveName(a, b) {
  const i = [...a].findIndex((x, k) => x !== b[k]);
  const c = (i % COLS) + 1;
  return b[i] === 'R' ? { en: `red in column ${c}`, uk: `червоний у стовпець ${c}` } : { en: `yellow in column ${c}`, uk: `жовтий у стовпець ${c}` };
}
const legend = { R: { color: '#d9482b', text: '●' }, Y: { color: '#e8b91c', text: '●' } };
