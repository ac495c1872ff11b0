// A subtraction game with a larger set: a heap of 40 tokens; a move takes 3, 4, 6
// or 10 of them; whoever cannot move (fewer than 3 tokens left) loses. The
// Sprague-Grundy values of heaps 0, 1, 2, ... are computed by the mex rule (the
// least value that no move reaches):
//   0 0 0 1 1 1 2 2 2 0 3 3 1 4 | 0 2 0 1 3 1 2 | 0 2 0 1 3 1 2 | ...
// an irregular start of 14 heaps (4 appears only once, at 13), then a period of 7
// for ever: every subtraction game with a finite set ends up periodic. 40 is worth
// 1: a win. 38 positions are reachable. Bigger: change start (the drawing holds 60 tokens).
const title = { en: 'Subtraction game {3, 4, 6, 10}', uk: 'Гра віднімання {3, 4, 6, 10}' };
const description = {
  en: 'A heap of 40 tokens. A move takes 3, 4, 6 or 10 tokens; whoever cannot move loses. The values start irregularly, then repeat with period 7.',
  uk: 'Купка з 40 фішок. Хід — узяти 3, 4, 6 або 10 фішок; хто не може зробити хід, той програє. Значення спершу нерегулярні, а далі повторюються з періодом 7.',
};
const teaches = {
  en: 'Values of a subtraction game become periodic after an irregular start (a preperiod).',
  uk: 'Значення гри віднімання стають періодичними після нерегулярного початку (передперіоду).',
};
const group = 'take-away';
const start = 40;
const take = [3, 4, 6, 10];

function moves(n) { return take.filter((k) => k <= n).map((k) => n - k); }
function moveName(n, m) {
  const k = n - m;
  return { en: `take ${k}`, uk: `узяти ${k} ${k < 5 ? 'фішки' : 'фішок'}` };
}
// Four rows of 15 cells.
function show(n) { return [0, 1, 2, 3].map((r) => 'o'.repeat(Math.max(0, Math.min(15, n - 15 * r))).padEnd(15, '.')); }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
