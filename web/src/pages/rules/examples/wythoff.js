// Wythoff's game: a queen on a board moves left, down or diagonally down-left, as
// far as she likes; whoever moves her to the corner (0, 0) wins (the other player
// cannot move). The lost positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirror
// images, φ the golden ratio: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...
const title = "Wythoff's game";
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
function moveName(a, b) { return `to column ${b[0]}, row ${b[1]}`; }
const legend = { Q: { color: '#7b4bb8', text: '♛' }, '*': { color: '#e8d9a8' } };
