// Nim: three heaps of 3, 4 and 5 tokens. A move takes one or more tokens from one
// heap; whoever cannot move (all heaps empty) loses. Bouton (1901): the player to
// move loses exactly when the XOR of the heaps is 0 (here 3 ^ 4 ^ 5 = 2: a win).
const title = 'Nim (3, 4, 5)';
const start = [3, 4, 5];
function moves(heaps) {
  const next = [];
  heaps.forEach((h, i) => { for (let k = 0; k < h; k++) next.push(heaps.map((x, j) => (j === i ? k : x))); });
  return next;
}
function moveName(a, b) { const i = a.findIndex((x, j) => x !== b[j]); return `take ${a[i] - b[i]} from heap ${i + 1}`; }
function show(heaps) { return heaps.map((h) => 'o'.repeat(h) + '.'.repeat(5 - h)); }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
