// Dawson's Kayles (the octal game 0.07, equivalent to Dawson's chess): a row of
// 12 pins; a move knocks down two adjacent pins; whoever cannot move loses. Its
// Sprague-Grundy values (OEIS A002187) are 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2
// for rows of 0..12 pins: the start (value 2) is a win.
const title = { en: "Dawson's Kayles (12 pins)", uk: 'Кеглі Доусона (12 кеглів)' };
const description = {
  en: 'A row of 12 pins; a move knocks down two adjacent pins; whoever cannot move loses.',
  uk: 'Ряд із 12 кеглів; хід — збити дві сусідні кеглі; хто не може ходити, програє.',
};
const teaches = { en: 'The octal game 0.07, the same as Dawson\'s chess: values with a period of 34 after a while (OEIS A002187).', uk: 'Октальна гра 0.07, те саме, що шахи Доусона: значення з періодом 34 після певного місця (OEIS A002187).' };
const group = 'octal';
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
// The move's name: the row it knocks pins from, and how many pins.
function moveName(a, b) {
  const gone = a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0);
  return { en: `knock down ${gone} pin${gone === 1 ? '' : 's'}`, uk: gone === 1 ? 'збити 1 кеглю' : `збити ${gone} кеглі` };
}
function show(rows) { return [rows.map((r) => 'I'.repeat(r)).join('.')]; }
const legend = { I: { color: '#8a5a2b', text: '|' } };
