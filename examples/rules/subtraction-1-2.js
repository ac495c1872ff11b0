// The subtraction game {1, 2}: a heap of 21 tokens; a move takes 1 or 2 of them;
// whoever takes the last token wins. A heap of n is worth n mod 3 (its
// Sprague-Grundy value): the player to move loses exactly when n is a multiple of
// 3, because whatever they take (1 or 2), the other takes the rest of 3.
// 22 positions. Bigger: change start (the drawing holds up to 30 tokens).
const title = { en: 'Subtraction game {1, 2}', uk: 'Гра віднімання {1, 2}' };
const description = {
  en: 'A heap of 21 tokens. A move takes 1 or 2 tokens; whoever takes the last token wins. 21 is a multiple of 3, so the first player loses: the second always makes the two moves add up to 3.',
  uk: 'Купка з 21 фішки. Хід — узяти 1 або 2 фішки; хто бере останню фішку, той виграє. 21 ділиться на 3, тож перший гравець програє: другий щоразу доповнює хід суперника до 3.',
};
const teaches = {
  en: 'A winning strategy by pairing moves: keep the heap a multiple of 3.',
  uk: 'Стратегія доповнення: тримайте купку кратною 3.',
};
const group = 'take-away';
const start = 21;
const take = [1, 2];

function moves(n) { return take.filter((k) => k <= n).map((k) => n - k); }
function moveName(n, m) {
  const k = n - m;
  return { en: `take ${k}`, uk: `узяти ${k} ${k === 1 ? 'фішку' : 'фішки'}` };
}
// Two rows of 15 cells.
function show(n) { return ['o'.repeat(Math.min(n, 15)).padEnd(15, '.'), 'o'.repeat(Math.max(n - 15, 0)).padEnd(15, '.')]; }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
