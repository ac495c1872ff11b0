// Misère Nim: Nim where whoever takes the LAST token LOSES. A move takes one or
// more tokens from one heap. The game is written with outcome(p): when every heap
// is empty, the player to move has won (the other one took the last token).
// Bouton's misère rule: play as in ordinary Nim (leave an XOR of 0) until your move
// would leave only heaps of size 1; then leave an odd number of them. So a position
// is lost for the player to move exactly when
//   - some heap has 2 or more tokens and the XOR of the heaps is 0, or
//   - every heap has at most 1 token and the XOR is 1 (an odd number of 1s).
// Heaps 1, 2, 3, 4: 2 x 3 x 4 x 5 = 120 positions. Bigger: change start (and WIDTH).
const title = { en: 'Misère Nim (1, 2, 3, 4)', uk: 'Нім у піддавки (1, 2, 3, 4)' };
const description = {
  en: 'Heaps of 1, 2, 3 and 4 tokens. A move takes one or more tokens from one heap; whoever takes the last token loses. Play it like Nim until only heaps of one token would remain, then leave an odd number of them.',
  uk: 'Купки з 1, 2, 3 і 4 фішок. Хід — узяти одну чи кілька фішок з однієї купки; хто бере останню фішку, той програє. Грайте як у звичайний нім, доки не залишаться самі купки з однієї фішки, а тоді залиште їх непарну кількість.',
};
const teaches = {
  en: 'Misère play: the last mover loses, and the winning rule changes only at the very end.',
  uk: 'Гра в піддавки (мізер): хто ходить останнім, програє, а виграшне правило змінюється лише наприкінці.',
};
const group = 'take-away';
const start = [1, 2, 3, 4];
const WIDTH = 4;

function outcome(heaps) {
  if (heaps.every((h) => h === 0)) return 'win'; // the other player took the last token
}
function moves(heaps) {
  const next = [];
  heaps.forEach((h, i) => {
    for (let k = 0; k < h; k++) next.push(heaps.map((x, j) => (j === i ? k : x)));
  });
  return next;
}

function tokensUk(k) {
  const d = k % 10, dd = k % 100;
  if (d === 1 && dd !== 11) return `${k} фішку`;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return `${k} фішки`;
  return `${k} фішок`;
}
function moveName(a, b) {
  const i = a.findIndex((x, j) => x !== b[j]);
  const k = a[i] - b[i];
  return { en: `take ${k} from heap ${i + 1}`, uk: `узяти ${tokensUk(k)} з купки ${i + 1}` };
}
function show(heaps) { return heaps.map((h) => 'o'.repeat(h) + '.'.repeat(WIDTH - h)); }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
