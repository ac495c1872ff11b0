// Nim with four heaps of 1, 3, 5 and 7 tokens. A move takes one or more tokens
// from one heap; whoever cannot move (all heaps empty) loses. Bouton (1901): the
// player to move loses exactly when the XOR of the heap sizes is 0. Here
// 1 ^ 3 ^ 5 ^ 7 = 0, so the first player loses: whatever they take, the second
// player can make the XOR 0 again.
// 2 x 4 x 6 x 8 = 384 positions. Bigger: change start, e.g. [5, 7, 9, 11] gives
// 6 x 8 x 10 x 12 = 5,760 positions (set WIDTH to the largest heap).
const title = { en: 'Nim with four heaps (1, 3, 5, 7)', uk: 'Нім із чотирма купками (1, 3, 5, 7)' };
const description = {
  en: 'Four heaps of 1, 3, 5 and 7 tokens. A move takes any number of tokens (at least one) from one heap; whoever takes the last token wins. The XOR of the heaps is 0, so the player who starts loses against perfect play.',
  uk: 'Чотири купки з 1, 3, 5 і 7 фішок. Хід — узяти будь-яку кількість фішок (хоча б одну) з однієї купки; хто бере останню фішку, той виграє. XOR купок дорівнює 0, тож гравець, який починає, програє за найкращої гри суперника.',
};
const teaches = {
  en: "Bouton's rule: a position is lost exactly when the XOR of the heaps is 0.",
  uk: 'Правило Бутона: позиція програшна тоді й лише тоді, коли XOR купок дорівнює 0.',
};
const group = 'take-away';
const start = [1, 3, 5, 7];
const WIDTH = 7; // the widest heap drawn

function moves(heaps) {
  const next = [];
  heaps.forEach((h, i) => {
    for (let k = 0; k < h; k++) next.push(heaps.map((x, j) => (j === i ? k : x)));
  });
  return next;
}

// "1 фішку", "2 фішки", "5 фішок": the Ukrainian noun agrees with the number.
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
