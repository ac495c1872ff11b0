// Tic-tac-toe: X moves first; three in a row wins. 5,478 positions are reachable
// (the empty board included) and perfect play ends in a draw.
const title = { en: 'Tic-tac-toe', uk: 'Хрестики-нулики' };
const description = {
  en: 'X moves first; three in a row wins. 5,478 positions are reachable, and perfect play ends in a draw.',
  uk: 'Першими ходять хрестики; три в ряд виграють. Досяжних позицій 5 478, і за найкращої гри — нічия.',
};
const teaches = { en: 'A whole game tree solved at once: every position won, lost or drawn, and in how many moves.', uk: 'Усе дерево гри розв’язане відразу: кожна позиція виграшна, програшна чи нічийна, і за скільки ходів.' };
const group = 'board';
const start = '.........';
const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
function outcome(b) {
  if (lines.some(([i, j, k]) => b[i] !== '.' && b[i] === b[j] && b[i] === b[k])) return 'lose'; // the last move won
  if (!b.includes('.')) return 'draw';
}
function moves(b) {
  const mark = b.split('.').length % 2 === 0 ? 'X' : 'O'; // 9 empty cells: X to move
  const next = [];
  for (let i = 0; i < 9; i++) if (b[i] === '.') next.push(b.slice(0, i) + mark + b.slice(i + 1));
  return next;
}
function show(b) { return [b.slice(0, 3), b.slice(3, 6), b.slice(6)]; }
function moveName(a, b) {
  const i = [...a].findIndex((c, k) => c !== b[k]);
  const r = Math.floor(i / 3) + 1, c = (i % 3) + 1;
  return { en: `${b[i]} in row ${r}, column ${c}`, uk: `${b[i] === 'X' ? 'хрестик' : 'нулик'} у рядку ${r}, стовпці ${c}` };
}
const legend = { X: { color: '#2d6cdf', text: '✕' }, O: { color: '#d9482b', text: '○' } };
