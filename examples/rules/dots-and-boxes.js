// Dots and Boxes on a board of 2 x 2 boxes (3 x 3 dots). A move draws one line
// between two neighbouring dots; whoever completes a box (draws its fourth side)
// owns it and MUST move again. When every line is drawn, whoever owns more boxes
// wins; 2 boxes each is a draw.
// The solver lets the players alternate, so one turn here is the whole sequence
// of lines a player draws: every line but the last completes a box, the last one
// completes none (or fills the board). A position is a string: the 12 lines
// ('1' drawn), then the owner of each of the 4 boxes ('A', 'B' or '.'), then the
// player to move. A moves first.
// 12 lines: 5,389 positions. Bigger: W = 3, H = 2 (17 lines) gives 209,685
// positions and 3,625,400 moves (a few seconds).
const title = { en: 'Dots and Boxes (2 x 2 boxes)', uk: 'Крапки й квадрати (2 x 2 квадрати)' };
const description = {
  en: 'Players take turns drawing a line between two neighbouring dots. Completing a box wins it and the same player must draw again. When all lines are drawn, whoever owns more boxes wins. One move here is a whole turn: the lines that completed boxes and the last line that did not.',
  uk: 'Гравці по черзі проводять лінію між двома сусідніми крапками. Хто замикає квадрат, той його отримує й мусить ходити ще раз. Коли всі лінії проведено, виграє той, у кого більше квадратів. Один хід тут — це весь хід гравця: лінії, що замкнули квадрати, і остання, що не замкнула.',
};
const teaches = {
  en: 'Extra turns in an alternating game: a move is the whole turn, and the score lives in the position.',
  uk: 'Додаткові ходи в грі з чергуванням: хід — це весь хід гравця, а рахунок зберігається в позиції.',
};
const group = 'board';
const W = 2, H = 2; // boxes across and down
const HLINES = (H + 1) * W; // horizontal lines first, row by row, then vertical ones
const LINES = HLINES + H * (W + 1);
const BOXES = W * H;
const hline = (r, c) => r * W + c;
const vline = (r, c) => HLINES + r * (W + 1) + c;
// the four sides of each box
const sides = [];
for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) sides.push([hline(r, c), hline(r + 1, c), vline(r, c), vline(r, c + 1)]);
const start = '0'.repeat(LINES) + '.'.repeat(BOXES) + 'A';

function outcome(p) {
  if (p.slice(0, LINES).includes('0')) return undefined;
  const me = p[LINES + BOXES];
  let mine = 0, theirs = 0;
  for (let b = 0; b < BOXES; b++) if (p[LINES + b] === me) mine++; else theirs++;
  return mine > theirs ? 'win' : mine < theirs ? 'lose' : 'draw';
}
function moves(p) {
  const me = p[LINES + BOXES];
  const other = me === 'A' ? 'B' : 'A';
  const found = new Set();
  // draw line i in the board b (lines and boxes, without the player): whoever
  // completes a box goes on drawing, unless the board is full
  const draw = (b) => {
    for (let i = 0; i < LINES; i++) {
      if (b[i] === '1') continue;
      let nb = b.slice(0, i) + '1' + b.slice(i + 1);
      let completed = 0;
      sides.forEach((s, k) => {
        if (s.includes(i) && s.every((l) => nb[l] === '1')) {
          nb = nb.slice(0, LINES + k) + me + nb.slice(LINES + k + 1);
          completed++;
        }
      });
      if (completed > 0 && nb.slice(0, LINES).includes('0')) draw(nb);
      else found.add(nb + other);
    }
  };
  draw(p.slice(0, LINES + BOXES));
  return [...found];
}
function moveName(p, q) {
  const drawn = [];
  for (let i = 0; i < LINES; i++) if (p[i] !== q[i]) drawn.push(i);
  const at = (i) => (i < HLINES
    ? { en: `across at row ${Math.floor(i / W) + 1}, column ${(i % W) + 1}`, uk: `горизонтальна, ряд ${Math.floor(i / W) + 1}, стовпчик ${(i % W) + 1}` }
    : { en: `down at row ${Math.floor((i - HLINES) / (W + 1)) + 1}, column ${((i - HLINES) % (W + 1)) + 1}`, uk: `вертикальна, ряд ${Math.floor((i - HLINES) / (W + 1)) + 1}, стовпчик ${((i - HLINES) % (W + 1)) + 1}` });
  return {
    en: (drawn.length > 1 ? 'lines ' : 'line ') + drawn.map((i) => at(i).en).join('; '),
    uk: (drawn.length > 1 ? 'лінії: ' : 'лінія: ') + drawn.map((i) => at(i).uk).join('; '),
  };
}
// Dots '+', drawn lines '-' and '|', boxes by their owner.
function show(p) {
  const rows = [];
  for (let r = 0; r <= 2 * H; r++) {
    let s = '';
    for (let c = 0; c <= 2 * W; c++) {
      if (r % 2 === 0 && c % 2 === 0) s += '+';
      else if (r % 2 === 0) s += p[hline(r / 2, (c - 1) / 2)] === '1' ? '-' : '.';
      else if (c % 2 === 0) s += p[vline((r - 1) / 2, c / 2)] === '1' ? '|' : '.';
      else s += p[LINES + ((r - 1) / 2) * W + (c - 1) / 2];
    }
    rows.push(s);
  }
  return rows;
}
const legend = {
  '+': { color: '#333333', text: '•' },
  '-': { color: '#333333', text: '━' },
  '|': { color: '#333333', text: '┃' },
  A: { color: '#2d6cdf', text: 'A' },
  B: { color: '#d9482b', text: 'B' },
  '.': { color: '' },
};
