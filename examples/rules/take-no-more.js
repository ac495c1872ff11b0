// Take no more than the last: one heap of 24 tokens. The first player takes any
// number of tokens but not all of them; after that, each player takes at least 1
// and at most as many as the other player just took. Whoever takes the last token
// wins. A position is [tokens left, most the player to move may take].
// The twin of Fibonacci Nim with powers of two in place of Fibonacci numbers: the
// player to move wins exactly when the lowest power of two in the binary
// expansion of the heap (24 = 16 + 8: 8) is at most what they may take, and taking
// it wins. So the first player loses exactly when the heap is a power of two: 24
// is not one, the first player takes 8.
// 109 positions are reachable. Bigger: start = [N, N - 1] for a heap of N tokens.
const title = { en: 'Take no more than the last (24 tokens)', uk: 'Не більше, ніж суперник (24 фішки)' };
const description = {
  en: 'One heap of 24 tokens. The first move may take anything but the whole heap; after that a player may take at most as many tokens as the other just took. Whoever takes the last token wins. The first player loses exactly when the heap is a power of two.',
  uk: 'Одна купка з 24 фішок. Першим ходом можна взяти будь-яку кількість, крім усієї купки; далі гравець може взяти щонайбільше стільки фішок, скільки щойно взяв суперник. Хто бере останню фішку, той виграє. Перший гравець програє тоді й лише тоді, коли розмір купки — степінь двійки.',
};
const teaches = {
  en: 'Binary expansions: take the lowest power of two of the heap.',
  uk: 'Двійковий запис: беріть найменший степінь двійки з розкладу купки.',
};
const group = 'take-away';
const start = [24, 23]; // [tokens, most the player to move may take]

function moves([n, most]) {
  const next = [];
  for (let k = 1; k <= Math.min(n, most); k++) next.push([n - k, Math.min(k, n - k)]);
  return next;
}
function moveName([n], [m]) {
  const k = n - m;
  const d = k % 10, dd = k % 100;
  const uk = d === 1 && dd !== 11 ? 'фішку' : d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'фішки' : 'фішок';
  return { en: `take ${k}`, uk: `узяти ${k} ${uk}` };
}
// The heap in rows of 12, the tokens the player to move may take in red.
const SIZE = start[0];
const ROW = 12;
function show([n, most]) {
  const cells = 'm'.repeat(Math.min(n, most)) + 'o'.repeat(n - Math.min(n, most));
  const rows = [];
  for (let r = 0; r * ROW < Math.max(SIZE, 1); r++) rows.push(cells.slice(r * ROW, (r + 1) * ROW).padEnd(ROW, '.'));
  return rows;
}
const legend = { o: { color: '#c8902e', text: '●' }, m: { color: '#d9482b', text: '●' }, '.': { color: '' } };
