// Dawson's Kayles (the octal game 0.07, equivalent to Dawson's chess): a row of
// 12 pins; a move knocks down two adjacent pins; whoever cannot move loses. Its
// Sprague-Grundy values (OEIS A002187) are 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2
// for rows of 0..12 pins: the start (value 2) is a win.
const title = "Dawson's Kayles (12 pins)";
const start = [12];
function moves(rows) {
  const next = [];
  rows.forEach((len, i) => {
    if (i > 0 && rows[i - 1] === len) return;
    const rest = rows.filter((_, j) => j !== i);
    for (let left = 0; left + 2 <= len; left++) {
      next.push([...rest, left, len - 2 - left].filter((r) => r > 0).sort((a, b) => a - b));
    }
  });
  return next;
}
function show(rows) { return [rows.map((r) => 'I'.repeat(r)).join('.')]; }
const legend = { I: { color: '#8a5a2b', text: '|' } };
