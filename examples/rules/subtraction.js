// A subtraction game: 30 tokens; a move takes 1, 3 or 4 of them; whoever cannot
// move loses. The positions lost for the player to move are those with n mod 7
// equal to 0 or 2 (the pattern repeats with period 7): 30 is one of them.
const title = { en: 'Subtraction game {1, 3, 4}', uk: 'Гра віднімання {1, 3, 4}' };
const description = {
  en: 'A heap of 30 tokens; a move takes 1, 3 or 4 of them; whoever cannot move loses.',
  uk: 'Купка з 30 фішок; хід — узяти 1, 3 або 4 з них; хто не може ходити, програє.',
};
const teaches = { en: 'Values that repeat with a period (7 here): the losing heaps are those of n mod 7 = 0 or 2.', uk: 'Значення, що повторюються з періодом (тут 7): програшні купки — ті, де n mod 7 дорівнює 0 або 2.' };
const group = 'take-away';
const start = 30;
const take = [1, 3, 4];
function moves(n) { return take.filter((k) => k <= n).map((k) => n - k); }
function moveName(n, m) { return { en: `take ${n - m}`, uk: `узяти ${n - m}` }; }
function show(n) { return ['o'.repeat(Math.min(n, 15)).padEnd(15, '.'), 'o'.repeat(Math.max(n - 15, 0)).padEnd(15, '.')]; }
const legend = { o: { color: '#c8902e', text: '●' } };
