// Wythoff's game: a queen on a board moves left, down or diagonally down-left, as
// far as she likes; whoever moves her to the corner (0, 0) wins (the other player
// cannot move). The lost positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirror
// images, φ the golden ratio: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...
const title = { en: "Wythoff's game", uk: 'Гра Вітгофа' };
const description = {
  en: 'A queen moves left, down or diagonally down-left as far as she likes; whoever brings her to the corner wins.',
  uk: 'Ферзь ходить ліворуч, униз або по діагоналі вниз-ліворуч скільки завгодно; хто приведе його в кут, виграє.',
};
const teaches = { en: 'The lost positions are the pairs (⌊kφ⌋, ⌊kφ²⌋), φ the golden ratio.', uk: 'Програшні позиції — пари (⌊kφ⌋, ⌊kφ²⌋), де φ — золотий перетин.' };
const group = 'take-away';
const start = [10, 6]; // [column, row]: a lost position, (6, 10) mirrored
function moves([x, y]) {
  const next = [];
  for (let k = 1; k <= x; k++) next.push([x - k, y]);
  for (let k = 1; k <= y; k++) next.push([x, y - k]);
  for (let k = 1; k <= Math.min(x, y); k++) next.push([x - k, y - k]);
  return next;
}
function show([x, y]) {
  const rows = [];
  for (let r = 6; r >= 0; r--) {
    let s = '';
    for (let c = 0; c <= 10; c++) s += c === x && r === y ? 'Q' : c === 0 && r === 0 ? '*' : '.';
    rows.push(s);
  }
  return rows;
}
function moveName(a, b) { return { en: `to column ${b[0]}, row ${b[1]}`, uk: `у стовпець ${b[0]}, рядок ${b[1]}` }; }
const legend = { Q: { color: '#7b4bb8', text: '♛' }, '*': { color: '#e8d9a8' } };
