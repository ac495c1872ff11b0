// Misère tic-tac-toe (also called "avoid three"): X and O take turns, X first,
// and whoever completes a line of three of their own marks LOSES. A full board
// without a line is a draw. With perfect play it is a draw: X can take the centre
// and then always play opposite O's last move (mirrored through the centre), which
// never makes a line of X's; O can avoid losing too.
// outcome(p): a board with a line is a win for the player to move (the other one
// just made it). 5,478 boards are reachable, as in tic-tac-toe: both stop at the
// first line. Bigger: N = 4 plays on a 4 x 4 board, still with lines of three (far
// more positions).
const title = { en: 'Misère tic-tac-toe', uk: 'Хрестики-нулики в піддавки' };
const description = {
  en: 'X and O take turns; whoever completes a line of three of their own marks loses. A full board without a line is a draw, and that is the result of perfect play: X can take the centre and answer each move of O with the square opposite it.',
  uk: 'X і O ходять по черзі; хто утворює лінію з трьох своїх знаків, той програє. Заповнена дошка без лінії — нічия, і саме нею закінчується найкраща гра: X може зайняти центр і відповідати на кожен хід O симетричною відносно центру клітинкою.',
};
const teaches = {
  en: 'The symmetry strategy: copying the other player through the centre never loses.',
  uk: 'Стратегія симетрії: хто повторює хід суперника симетрично відносно центру, той ніколи не програє.',
};
const group = 'board';
const N = 3;
const start = '.'.repeat(N * N);
const lines = []; // every line of three cells: across, down and both diagonals
for (let r = 0; r < N; r++) {
  for (let c = 0; c < N; c++) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      const cells = [0, 1, 2].map((k) => [r + k * dr, c + k * dc]);
      if (cells.every(([y, x]) => y >= 0 && y < N && x >= 0 && x < N)) lines.push(cells.map(([y, x]) => y * N + x));
    }
  }
}
function outcome(b) {
  if (lines.some(([i, j, k]) => b[i] !== '.' && b[i] === b[j] && b[i] === b[k])) return 'win'; // the other player made a line: they lose
  if (!b.includes('.')) return 'draw';
}
function moves(b) {
  const filled = N * N - (b.split('.').length - 1);
  const mark = filled % 2 === 0 ? 'X' : 'O'; // X moves first
  const next = [];
  for (let i = 0; i < N * N; i++) if (b[i] === '.') next.push(b.slice(0, i) + mark + b.slice(i + 1));
  return next;
}
function moveName(a, b) {
  const i = [...a].findIndex((c, k) => c !== b[k]);
  return { en: `${b[i]} in row ${Math.floor(i / N) + 1}, column ${(i % N) + 1}`, uk: `${b[i]} у ряд ${Math.floor(i / N) + 1}, стовпчик ${(i % N) + 1}` };
}
function show(b) { return Array.from({ length: N }, (_, r) => b.slice(r * N, (r + 1) * N)); }
const legend = { X: { color: '#2d6cdf', text: '✕' }, O: { color: '#d9482b', text: '○' }, '.': { color: '' } };
