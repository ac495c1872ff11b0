// Misère tic-tac-toe (also called "avoid three"): X and O take turns, X first,
// and whoever completes a line of three of their own marks LOSES. A full board
// without a line is a draw. With perfect play it is a draw: X can take the centre
// and then always play opposite O's last move (mirrored through the centre), which
// never makes a line of X's; O can avoid losing too.
// outcome(p): a board with a line is a win for the player to move (the other one
// just made it). 5,478 boards are reachable, as in tic-tac-toe: both stop at the
// first line.
const title = { en: 'Misère tic-tac-toe', uk: 'Хрестики-нулики в мізер' };
const description = {
  en: 'X and O take turns; whoever completes a line of three of their own marks loses. A full board without a line is a draw, and that is the result of perfect play: X can take the centre and answer each move of O with the square opposite it.',
  uk: 'X і O ходять по черзі; хто утворює лінію з трьох своїх знаків, той програє. Заповнена дошка без лінії — нічия, і саме нею закінчується найкраща гра: X може зайняти центр і відповідати на кожен хід O симетричною відносно центру клітинкою.',
};
const teaches = {
  en: 'The symmetry strategy: copying the other player through the centre never loses.',
  uk: 'Стратегія симетрії: повторювати хід суперника симетрично відносно центру ніколи не призводить до поразки.',
};
const group = 'board';
const start = '.........';
const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
function outcome(b) {
  if (lines.some(([i, j, k]) => b[i] !== '.' && b[i] === b[j] && b[i] === b[k])) return 'win'; // the other player made a line: they lose
  if (!b.includes('.')) return 'draw';
}
function moves(b) {
  const mark = b.split('.').length % 2 === 0 ? 'X' : 'O'; // 9 empty cells: X to move
  const next = [];
  for (let i = 0; i < 9; i++) if (b[i] === '.') next.push(b.slice(0, i) + mark + b.slice(i + 1));
  return next;
}
function moveName(a, b) {
  const i = [...a].findIndex((c, k) => c !== b[k]);
  return { en: `${b[i]} in row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}`, uk: `${b[i]} у ряд ${Math.floor(i / 3) + 1}, стовпчик ${(i % 3) + 1}` };
}
function show(b) { return [b.slice(0, 3), b.slice(3, 6), b.slice(6)]; }
const legend = { X: { color: '#2d6cdf', text: '✕' }, O: { color: '#d9482b', text: '○' }, '.': { color: '' } };
