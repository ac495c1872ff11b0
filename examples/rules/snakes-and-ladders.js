// Snakes and ladders without dice, a loopy game: one token on a track of 16
// squares (0 to 15) laid on a 4 x 4 board, both players moving the same token. A
// move takes it 1 or 2 squares forward; landing at the foot of the ladder (2)
// carries it up to 9, landing on the snake's head (7) takes it down to 3.
// Whoever moves the token onto the last square (15) wins. The snake makes cycles:
// play can go round 3, 4, 5, 6, 7 -> 3 for ever.
// Smith's values (the Sprague-Grundy values of a game with cycles): 9, 12 and 15
// are 0; 8, 10, 11, 13, 14 are 1 or 2; 0 and 1 are worth inf(0) (a win: move to a
// 0, here up the ladder, but not a Nim heap in a sum); 3, 4 and 5 are inf() and 6
// is inf(1): draws, since neither player can safely leave the loop. From the start
// (square 0) the first player wins by climbing the ladder.
// 14 positions. Bigger: SIZE = 5 and longer snakes and ladders.
const title = { en: 'Snakes and ladders (no dice)', uk: 'Змії та драбини (без кубика)' };
const description = {
  en: 'Both players move one token 1 or 2 squares forward; a ladder carries it up, a snake takes it back down. Whoever reaches the last square wins. Around the snake the game can go on for ever: some squares are draws.',
  uk: 'Обидва гравці пересувають одну фішку на 1 або 2 клітинки вперед; драбина підносить її вгору, змія повертає назад. Хто доведе фішку до останньої клітинки, той виграє. Навколо змії гра може тривати вічно: деякі клітинки — нічиї.',
};
const teaches = {
  en: "Smith's values on a game with cycles: finite values, inf(0) wins and inf() draws.",
  uk: 'Значення Сміта в грі з циклами: скінченні значення, виграші inf(0) і нічиї inf().',
};
const group = 'loopy';
const SIZE = 4;
const LAST = SIZE * SIZE - 1;
const jumps = { 2: 9, 7: 3 }; // the ladder 2 -> 9 and the snake 7 -> 3
const start = 0;

function moves(sq) {
  const next = [];
  for (const step of [1, 2]) {
    const to = sq + step;
    if (to <= LAST) next.push(jumps[to] !== undefined ? jumps[to] : to);
  }
  return next;
}
function moveName(a, b) {
  const k = b - a;
  if (k === 1 || k === 2) return { en: `${k} forward, to ${b}`, uk: `на ${k} вперед, на клітинку ${b}` };
  const via = Object.keys(jumps).find((f) => jumps[f] === b); // the square landed on
  return b > a
    ? { en: `to ${via}, up the ladder to ${b}`, uk: `на ${via} і драбиною вгору на ${b}` }
    : { en: `to ${via}, down the snake to ${b}`, uk: `на ${via} і змією вниз на ${b}` };
}
// The track winds up the board from the bottom left, row by row ("boustrophedon").
function cellOf(sq) {
  const fromBottom = Math.floor(sq / SIZE), along = sq % SIZE;
  return [SIZE - 1 - fromBottom, fromBottom % 2 === 0 ? along : SIZE - 1 - along];
}
function show(sq) {
  const rows = Array.from({ length: SIZE }, () => Array(SIZE).fill('.'));
  for (const [from, to] of Object.entries(jumps)) {
    const [r, c] = cellOf(Number(from));
    rows[r][c] = to > from ? 'L' : 'S';
    const [r2, c2] = cellOf(to);
    rows[r2][c2] = to > from ? 'l' : 's';
  }
  const [gr, gc] = cellOf(LAST);
  rows[gr][gc] = 'G';
  const [r, c] = cellOf(sq);
  rows[r][c] = 'T';
  return rows.map((row) => row.join(''));
}
const legend = {
  T: { color: '#7b4bb8', text: '●' },
  G: { color: '#e8d9a8', text: '★' },
  L: { color: '#7fc97f', text: '↑' },
  l: { color: '#cdeccd', text: '⇡' },
  S: { color: '#d9482b', text: '↓' },
  s: { color: '#f6d3cc', text: '⇣' },
  '.': { color: '' },
};
