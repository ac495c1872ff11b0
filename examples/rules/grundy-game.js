// Grundy's game: one heap of 15 tokens. A move splits one heap into two heaps of
// DIFFERENT sizes (so heaps of 1 or 2 can never be split again); whoever cannot
// move loses. A position is the sorted list of its heap sizes. The game is a sum
// of its heaps, so a position is worth the XOR of its heaps' values, and a heap of
// n is worth the mex (least value missing) of the values of its splits:
//   n:     0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20
//   value: 0 0 0 1 0 2 1 0 2 1  0  2  1  3  2  1  3  2  4  3  0
// No period has ever been found for these values. 15 is worth 1: a win.
// 15 tokens give 173 positions. Bigger: start = [30] gives 5,597.
const title = { en: "Grundy's game", uk: 'Гра Ґранді' };
const description = {
  en: 'One heap of 15 tokens. A move splits a heap into two heaps of different sizes; whoever cannot move loses. Heaps of 1 or 2 tokens can never be split, so the game always ends.',
  uk: 'Одна купка з 15 фішок. Хід — розділити купку на дві купки різного розміру; хто не може зробити хід, той програє. Купки з 1 або 2 фішок поділити вже не можна, тож гра завжди закінчується.',
};
const teaches = {
  en: 'The mex rule and the XOR of a sum: values that are not simply the heap size.',
  uk: 'Правило mex і XOR суми: значення, що не дорівнюють просто розміру купки.',
};
const group = 'take-away';
const start = [15];

function moves(heaps) {
  const next = [];
  heaps.forEach((h, i) => {
    if (i > 0 && heaps[i - 1] === h) return; // the same heap size again: the same moves
    const rest = heaps.filter((_, j) => j !== i);
    for (let a = 1; 2 * a < h; a++) next.push([...rest, a, h - a].sort((x, y) => x - y));
  });
  return next;
}
function moveName(p, q) {
  // the heap that was split is the one of p missing from q
  const left = q.slice();
  let split = 0;
  for (const h of p) {
    const j = left.indexOf(h);
    if (j >= 0) left.splice(j, 1);
    else split = h;
  }
  return { en: `split ${split} into ${left[0]} and ${left[1]}`, uk: `розділити ${split} на ${left[0]} і ${left[1]}` };
}
// The heaps side by side in one row, a gap between two heaps.
const WIDTH = 2 * start.reduce((a, b) => a + b, 0);
function show(heaps) { return [heaps.map((h) => 'o'.repeat(h)).join('.').padEnd(WIDTH, '.')]; }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
