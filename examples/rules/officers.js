// Officers, the octal game 0.6: heaps of tokens; a move takes ONE token from a heap
// and must leave one or two non-empty heaps there (a lone token can never be
// taken, and a heap may be split in two around the token taken). Whoever cannot
// move loses. Read digit by digit, 0.6 says: taking 1 token (the digit 6 = 2 + 4)
// may leave one heap (2) or two heaps (4), never nothing (no 1).
// Its values (OEIS A046695, also "Couples are forever") for heaps 0, 1, 2, ...:
//   0 0 1 2 0 1 2 3 1 2 3 4 0 3 4 2 1 3 2 1 0 2 1 4 5 1 4 5 1 2 0 ...
// Nobody knows whether they end up periodic (every octal game with finitely many
// digits is conjectured to). A heap of 20 is worth 0: the first player loses.
// The code is a parameter, as in the Dawson's chess example: try '0.06' or '0.16'.
// 20 tokens: 791 positions. Bigger: start = [30] (a few thousand).
const title = { en: 'Officers (octal game 0.6)', uk: 'Офіцери (октальна гра 0.6)' };
const description = {
  en: 'A heap of 20 tokens. A move takes one token from a heap and must leave one or two non-empty heaps behind: a lone token can never be taken. Whoever cannot move loses. A heap of 20 is worth 0, so the first player loses.',
  uk: 'Купка з 20 фішок. Хід — узяти одну фішку з купки, залишивши на її місці одну або дві непорожні купки: одиноку фішку взяти не можна. Хто не може зробити хід, той програє. Купка з 20 фішок має значення 0, тож перший гравець програє.',
};
const teaches = {
  en: 'A game whose values are still not known to become periodic: computing them is the only way.',
  uk: 'Гра, про значення якої досі невідомо, чи стануть вони колись періодичними: їх доводиться обчислювати.',
};
const group = 'octal';
const CODE = '0.6';
const start = [20]; // the sorted list of the heaps

// digit[k]: the octal digit for taking k tokens (digit[0] is the one before the point)
const digit = CODE.replace('.', '').split('').map(Number);

function moves(heaps) {
  const next = [];
  heaps.forEach((n, i) => {
    if (i > 0 && heaps[i - 1] === n) return; // the same heap size again: the same moves
    const rest = heaps.filter((_, j) => j !== i);
    const leave = (...parts) => next.push([...rest, ...parts].sort((a, b) => a - b));
    for (let k = 0; k < digit.length && k <= n; k++) {
      const d = digit[k];
      if (k > 0 && d & 1 && n === k) leave(); // the whole heap
      if (k > 0 && d & 2 && n > k) leave(n - k); // one smaller heap
      if (d & 4) for (let a = 1; 2 * a <= n - k; a++) leave(a, n - k - a); // two heaps
    }
  });
  return next;
}

function tokensUk(k) {
  const d = k % 10, dd = k % 100;
  if (d === 1 && dd !== 11) return `${k} фішку`;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return `${k} фішки`;
  return `${k} фішок`;
}
function moveName(p, q) {
  // the heap moved in: the one of p that q no longer has
  const left = q.slice();
  let heap = 0;
  for (const h of p) {
    const j = left.indexOf(h);
    if (j >= 0) left.splice(j, 1);
    else heap = h;
  }
  const taken = heap - left.reduce((s, x) => s + x, 0);
  if (taken === 0) return { en: `split ${heap} into ${left.join(' and ')}`, uk: `розділити ${heap} на ${left.join(' і ')}` };
  // (what is left said too: taking 1 from 3 may leave 2, or 1 and 1)
  if (left.length === 0) return { en: `take ${taken} from ${heap}, leaving none`, uk: `узяти ${tokensUk(taken)} з купки ${heap}, нічого не лишивши` };
  return { en: `take ${taken} from ${heap}, leaving ${left.join(' and ')}`, uk: `узяти ${tokensUk(taken)} з купки ${heap}, лишивши ${left.join(' і ')}` };
}
// The heaps side by side, a gap between two heaps.
const WIDTH = 2 * start.reduce((s, x) => s + x, 0);
function show(heaps) { return [heaps.map((h) => 'o'.repeat(h)).join('.').padEnd(WIDTH, '.')]; }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
