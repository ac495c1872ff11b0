// Fibonacci Nim (a take-away game with a doubling rule): one heap of 21 tokens.
// The first player takes any number of tokens, but not all of them; after that,
// each player takes at least 1 and at most TWICE as many as the other player just
// took. Whoever takes the last token wins.
// A position is [tokens left, most the player to move may take]. Known solution
// (Whinihan, 1963): write the number of tokens as a sum of non-consecutive
// Fibonacci numbers (Zeckendorf: 20 = 13 + 5 + 2); the player to move wins exactly
// when the smallest of them is at most what they may take (taking it is the
// winning move). So the first player loses exactly when the heap is a Fibonacci
// number: 21 is one.
// 73 positions are reachable. Bigger: start = [N, N - 1] for a heap of N tokens
// (at most N * N positions).
const title = { en: 'Fibonacci Nim (21 tokens)', uk: 'Нім Фібоначчі (21 фішка)' };
const description = {
  en: 'One heap of 21 tokens. The first move may take anything but the whole heap; after that a player may take at most twice what the other just took. Whoever takes the last token wins. The first player loses exactly when the heap is a Fibonacci number.',
  uk: 'Одна купка з 21 фішки. Першим ходом можна взяти будь-яку кількість, крім усієї купки; далі гравець може взяти щонайбільше вдвічі більше, ніж щойно взяв суперник. Хто бере останню фішку, той виграє. Перший гравець програє тоді й лише тоді, коли кількість фішок у купці — число Фібоначчі.',
};
const teaches = {
  en: 'Zeckendorf sums: the Fibonacci numbers decide a game whose moves depend on the last move.',
  uk: 'Суми Цекендорфа: числа Фібоначчі розв’язують гру, де ходи залежать від попереднього ходу.',
};
const group = 'take-away';
const start = [21, 20]; // [tokens, most the player to move may take]

function moves([n, most]) {
  const next = [];
  for (let k = 1; k <= Math.min(n, most); k++) next.push([n - k, Math.min(2 * k, n - k)]);
  return next;
}
function moveName([n], [m]) {
  const k = n - m;
  const d = k % 10, dd = k % 100;
  const uk = d === 1 && dd !== 11 ? 'фішку' : d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'фішки' : 'фішок';
  return { en: `take ${k}`, uk: `узяти ${k} ${uk}` };
}
// The heap in rows of 11, the tokens the player to move may take in red.
const SIZE = start[0];
const ROW = 11;
function show([n, most]) {
  const cells = 'm'.repeat(Math.min(n, most)) + 'o'.repeat(n - Math.min(n, most));
  const rows = [];
  for (let r = 0; r * ROW < Math.max(SIZE, 1); r++) rows.push(cells.slice(r * ROW, (r + 1) * ROW).padEnd(ROW, '.'));
  return rows;
}
const legend = { o: { color: '#c8902e', text: '●' }, m: { color: '#d9482b', text: '●' }, '.': { color: '' } };
