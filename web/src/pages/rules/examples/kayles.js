// Kayles: a row of 10 pins; a move knocks down one pin or two adjacent pins, which
// may split a row in two; whoever cannot move loses. A position is the sorted list
// of its rows' lengths (the order of the rows does not matter). Its Sprague-Grundy
// values are the octal game 0.77 (OEIS A002186): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2 for
// rows of 0..10 pins, so the start (value 2) is a win.
const title = 'Kayles (10 pins)';
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
function show(rows) { return [rows.map((r) => 'I'.repeat(r)).join('.')]; }
const legend = { I: { color: '#8a5a2b', text: '|' } };
