// Chomp: a chocolate bar of 4 rows and 6 columns whose top-left square is
// poisoned. A move picks a square that is left and eats it together with every
// square below it and to its right; whoever has to eat the poisoned square loses.
// Written in normal play: the poisoned square is never eaten, and the player who
// faces it alone has no move and loses.
// A position is the length of each row (never longer than the row above).
// Strategy stealing (Gale): on a full rectangle the first player wins. If eating
// the bottom-right square did not win, the answer that wins against it would
// also be a first move. The proof says a winning move exists, not which one;
// the solver finds it.
// 4 x 6: 209 positions (the C(10, 4) = 210 staircases but the empty one, as the
// poisoned square is never eaten). Bigger: ROWS = 7, COLS = 8 gives 6,434.
const ROWS = 4, COLS = 6;
const title = { en: `Chomp (${ROWS} x ${COLS})`, uk: `Шоколадка (Chomp, ${ROWS} x ${COLS})` };
const description = {
  en: 'A chocolate bar whose top-left square is poisoned. A move eats a square with every square below it and to its right; whoever must eat the poisoned square loses. The first player wins on every rectangle, though nobody knows a simple rule for how.',
  uk: 'Шоколадка, у якої ліва верхня частинка отруєна. Хід — з’їсти частинку разом з усіма частинками нижче й правіше від неї; хто мусить з’їсти отруєну, той програє. На кожному прямокутнику виграє перший гравець, хоча простого правила, як саме, ніхто не знає.',
};
const teaches = {
  en: 'Strategy stealing: a proof that the first player wins that does not say how.',
  uk: 'Крадіжка стратегії: доведення виграшу першого гравця, яке не каже, як виграти.',
};
const group = 'board';
const start = Array(ROWS).fill(COLS); // the length of each row

function moves(rows) {
  const next = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r]; c++) {
      if (r === 0 && c === 0) continue; // the poisoned square
      next.push(rows.map((len, i) => (i >= r ? Math.min(len, c) : len)));
    }
  }
  return next;
}
function moveName(p, q) {
  const r = p.findIndex((len, i) => len !== q[i]);
  const c = q[r];
  return { en: `eat the square at row ${r + 1}, column ${c + 1}`, uk: `з’їсти частинку: ряд ${r + 1}, стовпчик ${c + 1}` };
}
function show(rows) {
  return rows.map((len, r) => Array.from({ length: COLS }, (_, c) => (c >= len ? '.' : r === 0 && c === 0 ? 'x' : 'o')).join(''));
}
const legend = { o: { color: '#7b4a2b' }, x: { color: '#3d8b37', text: '☠' }, '.': { color: '' } };
