// A partizan subtraction game: a heap of counters; Left takes 1 or 2 of them, Right
// 1 or 3; whoever cannot move loses. Each player has a subtraction set of their
// own, so the game is partizan (left(p) and right(p)).
// Values, by hand for the first: 0 is 0, 1 is {0 | 0} = * (whoever starts takes the
// last counter), 2 is {0, * | *} = ^ (up: Left wins whoever starts, by less than any
// positive number). Then the solver finds the ups pile up with the heap: 3 is ^*,
// 5 ^^*, 6 ^^, 8 ^3, 9 ^3*, 12 ^4; the heaps of 1 mod 3 are the chains {^ | *},
// {0 | {^ | *}}, {0 | {0 | {^ | *}}} ...: Left wins whoever starts on every heap
// from 4 on (and on 2); on 3, ^*, whoever starts wins (Right by taking all 3).
// A position is the number of counters left.
// 12 counters: 13 positions. Bigger: start = 60 (^20).
const title = { en: 'Partizan subtraction game', uk: 'Партизанська гра віднімання' };
const description = {
  en: 'A heap of 12 counters; Left takes 1 or 2, Right takes 1 or 3; whoever cannot move loses.',
  uk: 'Купка з 12 фішок; Лівий бере 1 або 2, Правий — 1 або 3; хто не може ходити, той програє.',
};
const teaches = {
  en: 'Infinitesimals: * and ^ (up) appear from the smallest heaps, and ups add up as the heap grows (12 is ^4).',
  uk: 'Нескінченно малі: * і ^ (вгору) з’являються на найменших купках, а «вгору» накопичуються зі зростанням купки (12 — це ^4).',
};
const group = 'partizan';
const start = 12;
const LEFT = [1, 2], RIGHT = [1, 3];

function left(n) { return LEFT.filter((k) => k <= n).map((k) => n - k); }
function right(n) { return RIGHT.filter((k) => k <= n).map((k) => n - k); }
function moveName(n, m) { return { en: `take ${n - m}`, uk: `узяти ${n - m}` }; }
const WIDTH = 15;
function show(n) {
  const rows = [];
  for (let r = 0; r * WIDTH < Math.max(start, 1); r++) rows.push('o'.repeat(Math.max(0, Math.min(WIDTH, n - r * WIDTH))).padEnd(WIDTH, '.'));
  return rows;
}
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
