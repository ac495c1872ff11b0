// Cat and mouse (LeetCode 913, example 1): a mouse starts at vertex 1, a cat at 2,
// the hole is vertex 0; the mouse moves first; both must move along an edge; the
// cat may not enter the hole. The mouse wins in the hole, the cat on the mouse; a
// position that repeats is a draw. Here it is a draw (LeetCode's answer 0): the
// game has cycles, and the positions never decided are the draws.
const title = 'Cat and mouse (LeetCode 913)';
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
function moveName(a, b) { return a.turn === 'mouse' ? `mouse to ${b.mouse}` : `cat to ${b.cat}`; }
const legend = { M: { color: '#8a8a8a', text: '🐭' }, C: { color: '#d9822b', text: '🐱' }, H: { color: '#333333', text: '○' } };
