// Notakto on one board: tic-tac-toe where BOTH players play X, and whoever
// completes a line of three X's loses. There are no draws: nine X's always hold
// a line. The first player wins, and only by taking the centre; then answering
// every move of the other player a knight's move away from it (as a chess knight
// jumps) keeps the win. (Copying the move through the centre would lose at once:
// it completes the line through the centre.)
// The game is impartial (both players have the same moves), written here with
// outcome(p): a board with a line is a win for the player to move, since the
// other one just made it.
// 450 positions. Bigger: N = 4 plays on a 4 x 4 board (three in a row still
// loses), with far more positions.
const title = { en: 'Notakto (one board)', uk: 'Нотакто (одна дошка)' };
const description = {
  en: 'Tic-tac-toe where both players put X, and whoever completes a line of three loses. There is never a draw. The first player wins, and only by taking the centre; then they answer every move with the square a knight\'s move away from it.',
  uk: 'Хрестики-нулики, де обидва гравці ставлять X, а хто утворює лінію з трьох, той програє. Нічиєї не буває. Перший гравець виграє, але лише ходом у центр; далі він відповідає на кожен хід суперника клітинкою, що віддалена від нього на хід коня.',
};
const teaches = {
  en: 'A game without draws: one winning first move, found by searching every position.',
  uk: 'Гра без нічиїх: єдиний виграшний перший хід, знайдений перебором усіх позицій.',
};
const group = 'board';
const N = 3;
const start = '.'.repeat(N * N);
const lines = [];
for (let r = 0; r < N; r++) {
  for (let c = 0; c < N; c++) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      const cells = [0, 1, 2].map((k) => [r + k * dr, c + k * dc]);
      if (cells.every(([y, x]) => y >= 0 && y < N && x >= 0 && x < N)) lines.push(cells.map(([y, x]) => y * N + x));
    }
  }
}
function outcome(b) {
  if (lines.some((l) => l.every((i) => b[i] === 'X'))) return 'win'; // the other player made the line
}
function moves(b) {
  const next = [];
  for (let i = 0; i < N * N; i++) if (b[i] === '.') next.push(b.slice(0, i) + 'X' + b.slice(i + 1));
  return next;
}
function moveName(a, b) {
  const i = [...a].findIndex((c, k) => c !== b[k]);
  return { en: `X in row ${Math.floor(i / N) + 1}, column ${(i % N) + 1}`, uk: `X у ряд ${Math.floor(i / N) + 1}, стовпчик ${(i % N) + 1}` };
}
function show(b) { return Array.from({ length: N }, (_, r) => b.slice(r * N, (r + 1) * N)); }
const legend = { X: { color: '#2d6cdf', text: '✕' }, '.': { color: '' } };
