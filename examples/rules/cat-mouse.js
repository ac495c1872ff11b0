// Cat and mouse (LeetCode 913, example 1): a mouse starts at vertex 1, a cat at 2,
// the hole is vertex 0; the mouse moves first; both must move along an edge; the
// cat may not enter the hole. The mouse wins in the hole, the cat on the mouse; a
// position that repeats is a draw. Here it is a draw (LeetCode's answer 0): the
// game has cycles, and the positions never decided are the draws.
const title = { en: 'Cat and mouse (LeetCode 913)', uk: 'Кіт і миша (LeetCode 913)' };
const description = {
  en: 'A mouse at vertex 1, a cat at 2, the hole at 0; the mouse moves first; the mouse wins in the hole, the cat on the mouse.',
  uk: 'Миша у вершині 1, кіт у 2, нора в 0; миша ходить першою; миша виграє в норі, кіт — на миші.',
};
const teaches = { en: 'A game with cycles: the positions never decided are the draws (LeetCode\'s answer 0).', uk: 'Гра з циклами: позиції, які так і не вирішено, — нічиї (відповідь LeetCode 0).' };
const group = 'pursuit';
const graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
const start = { mouse: 1, cat: 2, turn: 'mouse' };
function outcome({ mouse, cat, turn }) {
  if (mouse === 0) return turn === 'cat' ? 'lose' : 'win'; // the mouse reached the hole
  if (mouse === cat) return turn === 'mouse' ? 'lose' : 'win'; // the cat caught the mouse
}
function moves({ mouse, cat, turn }) {
  return turn === 'mouse'
    ? graph[mouse].map((v) => ({ mouse: v, cat, turn: 'cat' }))
    : graph[cat].filter((v) => v !== 0).map((v) => ({ mouse, cat: v, turn: 'mouse' }));
}
function show({ mouse, cat }) { return graph.map((_, v) => (v === mouse ? 'M' : v === cat ? 'C' : v === 0 ? 'H' : '.')); }
function moveName(a, b) { return a.turn === 'mouse' ? { en: `mouse to ${b.mouse}`, uk: `миша до ${b.mouse}` } : { en: `cat to ${b.cat}`, uk: `кіт до ${b.cat}` }; }
const legend = { M: { color: '#8a8a8a', text: '🐭' }, C: { color: '#d9822b', text: '🐱' }, H: { color: '#333333', text: '○' } };
