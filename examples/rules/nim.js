// Nim: three heaps of 3, 4 and 5 tokens. A move takes one or more tokens from one
// heap; whoever cannot move (all heaps empty) loses. Bouton (1901): the player to
// move loses exactly when the XOR of the heaps is 0 (here 3 ^ 4 ^ 5 = 2: a win).
const title = { en: 'Nim (3, 4, 5)', uk: 'Нім (3, 4, 5)' };
const description = {
  en: 'Three heaps of 3, 4 and 5 tokens; a move takes one or more tokens from one heap; whoever cannot move loses.',
  uk: 'Три купки з 3, 4 і 5 фішок; хід — узяти одну чи кілька фішок з однієї купки; хто не може ходити, програє.',
};
const teaches = { en: "Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0; a position is worth that XOR.", uk: 'Правило Бутона: гравець, що ходить, програє саме тоді, коли XOR купок дорівнює 0; значення позиції — цей XOR.' };
const group = 'take-away';
const start = [3, 4, 5];
function moves(heaps) {
  const next = [];
  heaps.forEach((h, i) => { for (let k = 0; k < h; k++) next.push(heaps.map((x, j) => (j === i ? k : x))); });
  return next;
}
function moveName(a, b) {
  const i = a.findIndex((x, j) => x !== b[j]);
  return { en: `take ${a[i] - b[i]} from heap ${i + 1}`, uk: `узяти ${a[i] - b[i]} з купки ${i + 1}` };
}
function show(heaps) { return heaps.map((h) => 'o'.repeat(h) + '.'.repeat(5 - h)); }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
