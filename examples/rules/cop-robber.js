// Cop and robber: a cop (C) and a robber (R) move on the free squares of a small
// map ('#' is a wall), the cop first; a move is one step up, down, left or right,
// or staying put. The cop wins on the robber's square. Nothing else ends the game:
// if the robber can run for ever, it is a draw.
// A cop who chooses where to start catches the robber wherever the robber starts
// exactly when the map's graph is "dismantlable" (Nowakowski and Winkler;
// Quilliot): its squares can be removed one by one, each time one whose
// neighbours (itself included) are all neighbours of another remaining square. A
// loop around a wall never is: here the robber runs round the block in the middle
// for ever and the game is a draw.
// Wall up the square at row 2, column 4 ('.####': the loop is gone) and the cop
// wins. 12 free squares: at most 12 x 12 x 2 = 288 positions. Bigger: a larger
// map (every pair of squares is a position).
const map = [
  '.....',
  '.##.#',
  '.....',
];
const title = { en: 'Cop and robber', uk: 'Поліцейський і грабіжник' };
const description = {
  en: 'A cop chases a robber on a small map; both step up, down, left or right, or stay. The cop wins on the robber\'s square. Around the block in the middle the robber can run for ever: a draw.',
  uk: 'Поліцейський переслідує грабіжника на невеликій мапі; обидва ходять на клітинку вгору, вниз, ліворуч чи праворуч або стоять. Поліцейський виграє, ставши на клітинку грабіжника. Навколо блоку посередині грабіжник може тікати вічно: нічия.',
};
const teaches = {
  en: 'A pursuit game with draws: one cop wins exactly on dismantlable maps, never around a loop.',
  uk: 'Гра переслідування з нічиїми: один поліцейський виграє лише на розбірних графах і ніколи — навколо циклу.',
};
const group = 'pursuit';
const start = { cop: [0, 0], robber: [2, 4], turn: 'cop' };
const free = ([r, c]) => r >= 0 && r < map.length && c >= 0 && c < map[0].length && map[r][c] !== '#';
const steps = ([r, c]) => [[r, c], [r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(free);

function outcome({ cop, robber, turn }) {
  if (cop[0] === robber[0] && cop[1] === robber[1]) return turn === 'robber' ? 'lose' : 'win';
}
function moves({ cop, robber, turn }) {
  return turn === 'cop'
    ? steps(cop).map((to) => ({ cop: to, robber, turn: 'robber' }))
    : steps(robber).map((to) => ({ cop, robber: to, turn: 'cop' }));
}
function moveName(p, q) {
  const cop = p.turn === 'cop';
  const [from, to] = cop ? [p.cop, q.cop] : [p.robber, q.robber];
  const stay = from[0] === to[0] && from[1] === to[1];
  const where = { en: `row ${to[0] + 1}, column ${to[1] + 1}`, uk: `ряд ${to[0] + 1}, стовпчик ${to[1] + 1}` };
  return {
    en: `${cop ? 'cop' : 'robber'} ${stay ? 'stays' : 'to ' + where.en}`,
    uk: `${cop ? 'поліцейський' : 'грабіжник'} ${stay ? 'стоїть' : 'на клітинку: ' + where.uk}`,
  };
}
function show({ cop, robber }) {
  return map.map((row, r) => [...row].map((ch, c) => (r === cop[0] && c === cop[1] ? 'C' : r === robber[0] && c === robber[1] ? 'R' : ch)).join(''));
}
const legend = { '#': { color: '#555555' }, C: { color: '#2d6cdf', text: 'C' }, R: { color: '#d9482b', text: 'R' }, '.': { color: '' } };
