// A subtraction game: 30 tokens; a move takes 1, 3 or 4 of them; whoever cannot
// move loses. The positions lost for the player to move are those with n mod 7
// equal to 0 or 2 (the pattern repeats with period 7): 30 is one of them.
const title = 'Subtraction game {1, 3, 4}';
const start = 30;
const take = [1, 3, 4];
function moves(n) { return take.filter((k) => k <= n).map((k) => n - k); }
function moveName(n, m) { return `take ${n - m}`; }
function show(n) { return ['o'.repeat(Math.min(n, 15)).padEnd(15, '.'), 'o'.repeat(Math.max(n - 15, 0)).padEnd(15, '.')]; }
const legend = { o: { color: '#c8902e', text: '●' } };
