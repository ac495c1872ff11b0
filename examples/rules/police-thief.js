// Police and thief (cp-algorithms, "Games on arbitrary graphs"), the board page's
// first maze written as rules: the police (P) move first, one step in 8 directions
// or stay; the thief (T) one step in 4 directions or stays; '*' is a wall. The
// police win on the thief's cell; the thief wins on an exit (E) the police are not
// on. The built-in solver (board.html, `gamegraph police-thief`) gives the same
// answer: the police catch the thief.
const title = { en: 'Police and thief', uk: 'Поліцейський і злодій' };
const description = {
  en: 'The police (P) move first, one step in 8 directions or stay; the thief (T) one step in 4 directions or stays. The police win on the thief; the thief wins on an exit (E).',
  uk: 'Поліцейський (P) ходить першим, на крок у 8 напрямках або стоїть; злодій (T) — на крок у 4 напрямках або стоїть. Поліцейський виграє на злодієві; злодій — на виході (E).',
};
const teaches = { en: 'A pursuit game on a grid, the same answer as the board page: the police catch the thief in 9 moves.', uk: 'Гра переслідування на сітці, та сама відповідь, що на сторінці дошок: поліцейський ловить злодія за 9 ходів.' };
const group = 'pursuit';
const maze = ['E....*....', '.**..*.**.', '.*........', '.*.****.*.', '...*..*...', '.*.*..*.*.', '.*.*..*.*.', '...**.....'];
const start = { police: [7, 8], thief: [6, 4], turn: 'police' };
const free = ([r, c]) => r >= 0 && r < maze.length && c >= 0 && c < maze[0].length && maze[r][c] !== '*';
const steps8 = [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [-1, 1], [1, -1], [1, 1]];
function outcome({ police, thief, turn }) {
  if (police[0] === thief[0] && police[1] === thief[1]) return turn === 'police' ? 'win' : 'lose';
  if (maze[thief[0]][thief[1]] === 'E') return turn === 'thief' ? 'win' : 'lose';
}
function moves({ police, thief, turn }) {
  const me = turn === 'police' ? police : thief;
  const steps = turn === 'police' ? steps8 : steps8.slice(0, 5);
  return steps.map(([dr, dc]) => [me[0] + dr, me[1] + dc]).filter(free)
    .map((to) => (turn === 'police' ? { police: to, thief, turn: 'thief' } : { police, thief: to, turn: 'police' }));
}
// A move's name: who moves, and where to (row and column from 1), or stays.
function moveName(a, b) {
  const who = a.turn === 'police' ? 'police' : 'thief';
  const [r0, c0] = a[who];
  const [r, c] = b[who];
  const at = { en: `to row ${r + 1}, column ${c + 1}`, uk: `у рядок ${r + 1}, стовпець ${c + 1}` };
  if (who === 'police') return r === r0 && c === c0 ? { en: 'the police stay', uk: 'поліцейський стоїть' } : { en: 'police ' + at.en, uk: 'поліцейський ' + at.uk };
  return r === r0 && c === c0 ? { en: 'the thief stays', uk: 'злодій стоїть' } : { en: 'thief ' + at.en, uk: 'злодій ' + at.uk };
}
function show({ police, thief }) {
  return maze.map((row, r) => [...row].map((ch, c) => (r === police[0] && c === police[1] ? 'P' : r === thief[0] && c === thief[1] ? 'T' : ch)).join(''));
}
const legend = { '*': { color: '#555555' }, E: { color: '#7fc97f', text: 'E' }, P: { color: '#2d6cdf', text: 'P' }, T: { color: '#d9482b', text: 'T' } };
