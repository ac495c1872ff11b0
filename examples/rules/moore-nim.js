// Moore's Nim (Nim_k with k = 2): heaps of 3, 4, 5 and 6 tokens; a move takes
// tokens from ONE OR TWO heaps (at least one token in all, any number from each);
// whoever takes the last token wins. Moore (1910): write the heap sizes in binary
// and add each column of bits WITHOUT carrying, modulo k + 1 = 3; the player to
// move loses exactly when every column adds up to a multiple of 3. Here
//   3 = 011, 4 = 100, 5 = 101, 6 = 110: the columns hold 2, 2 and 2 ones,
// so the first player wins. With k = 1 this is Bouton's Nim (columns mod 2, XOR).
// 4 x 5 x 6 x 7 = 840 positions. Bigger: change start (and WIDTH), or K for Nim_K
// (then the rule is columns modulo K + 1).
const title = { en: "Moore's Nim (two heaps a move)", uk: 'Нім Мура (дві купки за хід)' };
const description = {
  en: 'Heaps of 3, 4, 5 and 6 tokens. A move takes tokens from one or two heaps (as many as you like from each). The player to move loses exactly when, in binary, every column of bits holds a multiple of 3 ones.',
  uk: 'Купки з 3, 4, 5 і 6 фішок. Хід — узяти фішки з однієї або двох купок (скільки завгодно з кожної). Гравець, який ходить, програє тоді й лише тоді, коли в двійковому записі кожен стовпчик бітів містить кратну 3 кількість одиниць.',
};
const teaches = {
  en: "Moore's rule: Bouton's XOR generalised to adding bits modulo k + 1.",
  uk: 'Правило Мура: узагальнення XOR Бутона — додавання бітів за модулем k + 1.',
};
const group = 'take-away';
const start = [3, 4, 5, 6];
const K = 2; // a move may touch up to K heaps
const WIDTH = 6;

function moves(heaps) {
  const next = [];
  // every way to lower a set of at most K heaps (each chosen heap by at least 1)
  const lower = (from, changed, cur) => {
    if (changed > 0) next.push(cur.slice());
    if (changed === K) return;
    for (let i = from; i < cur.length; i++) {
      const h = cur[i];
      for (let x = 0; x < h; x++) {
        cur[i] = x;
        lower(i + 1, changed + 1, cur);
      }
      cur[i] = h;
    }
  };
  lower(0, 0, heaps.slice());
  return next;
}
function tokensUk(k) {
  const d = k % 10, dd = k % 100;
  if (d === 1 && dd !== 11) return `${k} фішку`;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return `${k} фішки`;
  return `${k} фішок`;
}
function moveName(a, b) {
  const parts = [];
  a.forEach((h, i) => { if (h !== b[i]) parts.push([h - b[i], i + 1]); });
  return {
    en: 'take ' + parts.map(([k, i]) => `${k} from heap ${i}`).join(' and '),
    uk: 'узяти ' + parts.map(([k, i]) => `${tokensUk(k)} з купки ${i}`).join(' і '),
  };
}
function show(heaps) { return heaps.map((h) => 'o'.repeat(h) + '.'.repeat(WIDTH - h)); }
const legend = { o: { color: '#c8902e', text: '●' }, '.': { color: '' } };
