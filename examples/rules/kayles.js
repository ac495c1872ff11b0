// Kayles: a row of 10 pins; a move knocks down one pin or two adjacent pins, which
// may split a row in two; whoever cannot move loses. A position is the sorted list
// of its rows' lengths (the order of the rows does not matter). Its Sprague-Grundy
// values are the octal game 0.77 (OEIS A002186): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2 for
// rows of 0..10 pins, so the start (value 2) is a win.
const title = { en: 'Kayles (10 pins)', uk: 'Кеглі (10 кеглів)' };
const description = {
  en: 'A row of 10 pins; a move knocks down one pin or two adjacent ones, which may split a row in two; whoever cannot move loses.',
  uk: 'Ряд із 10 кеглів; хід — збити одну кеглю або дві сусідні, що може розбити ряд на два; хто не може ходити, програє.',
};
const teaches = { en: 'An octal game (0.77): a position is a sum of rows, worth the XOR of their values (OEIS A002186).', uk: 'Октальна гра (0.77): позиція — сума рядів, її значення — XOR їхніх значень (OEIS A002186).' };
const group = 'octal';
const start = [10];
function moves(rows) {
  const next = [];
  rows.forEach((len, i) => {
    if (i > 0 && rows[i - 1] === len) return; // the same row length again: the same moves
    const rest = rows.filter((_, j) => j !== i);
    for (const take of [1, 2]) {
      for (let left = 0; left + take <= len; left++) {
        next.push([...rest, left, len - take - left].filter((r) => r > 0).sort((a, b) => a - b));
      }
    }
  });
  return next;
}
// The move's name: the row it knocks pins from, and how many pins.
function moveName(a, b) {
  const gone = a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0);
  return { en: `knock down ${gone} pin${gone === 1 ? '' : 's'}`, uk: gone === 1 ? 'збити 1 кеглю' : `збити ${gone} кеглі` };
}
function show(rows) { return [rows.map((r) => 'I'.repeat(r)).join('.')]; }
const legend = { I: { color: '#8a5a2b', text: '|' } };
