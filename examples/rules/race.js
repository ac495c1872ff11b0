// The race of Baltic OI 2008 ("Game"), on a small board. Two pieces, A and B, stand
// on white squares ('#' is black, unusable); each must reach the OTHER's start
// square. A moves first; a move is one step up, down, left or right onto a white
// square, and there is no passing. A step onto the square where the other piece
// stands earns an immediate extra step in any direction (back included): the
// piece jumps over the other. Whoever first reaches the other's start wins, also
// in the middle of a jump. One move here is a whole turn (a step, or the two steps
// of a jump), so the players alternate.
// With D the distance between the starts: both race along shortest paths; if D is
// odd, A arrives first and wins; if D is even, B wins exactly when he can force
// landing on A halfway (the jump saves him a step). On this board D = 6 and B can
// force the jump: B wins.
// 15 white squares: at most 15 x 15 x 2 = 450 positions, 394 reachable. Bigger:
// any board up to about 15 x 15 (every pair of squares is a position).
const board = [
  'A...',
  '.#..',
  '....',
  '...B',
];
const title = { en: 'The race (Baltic OI 2008)', uk: 'Перегони (Балтійська олімпіада 2008)' };
const description = {
  en: 'Two pieces race to each other\'s start square, one step at a time, A first. Stepping onto the other piece earns an extra step: a jump. Whoever arrives first wins. If the distance between the starts is odd, A wins; if it is even, B wins exactly when he can force the jump halfway.',
  uk: 'Дві фішки змагаються, хто першою дійде до стартової клітинки суперника, по одному кроку, A ходить першою. Крок на клітинку з фішкою суперника дає додатковий крок — стрибок. Хто прийде першим, той виграє. Якщо відстань між стартами непарна, виграє A; якщо парна, B виграє тоді й лише тоді, коли може гарантовано стрибнути через A посередині шляху.',
};
const teaches = {
  en: 'Parity and shortest paths decide a race; the jump halfway is the only way to beat it.',
  uk: 'Парність і найкоротші шляхи вирішують перегони; стрибок посередині — єдиний спосіб це змінити.',
};
const group = 'pursuit';
const ROWS = board.length, COLS = board[0].length;
const find = (ch) => { const r = board.findIndex((row) => row.includes(ch)); return [r, board[r].indexOf(ch)]; };
const startA = find('A'), startB = find('B');
const start = { a: startA, b: startB, turn: 'A' };
const same = (p, q) => p[0] === q[0] && p[1] === q[1];
const white = ([r, c]) => r >= 0 && r < ROWS && c >= 0 && c < COLS && board[r][c] !== '#';
const steps = ([r, c]) => [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(white);

function outcome({ a, b, turn }) {
  // the piece that has just moved stands on its goal: the player to move has lost
  if (turn === 'B' && same(a, startB)) return 'lose';
  if (turn === 'A' && same(b, startA)) return 'lose';
}
function moves({ a, b, turn }) {
  const me = turn === 'A' ? a : b, other = turn === 'A' ? b : a, goal = turn === 'A' ? startB : startA;
  const put = (sq) => (turn === 'A' ? { a: sq, b, turn: 'B' } : { a, b: sq, turn: 'A' });
  const next = [];
  for (const s of steps(me)) {
    if (same(s, goal) || !same(s, other)) next.push(put(s)); // an ordinary step (or the goal)
    else for (const t of steps(s)) next.push(put(t)); // onto the other piece: the extra step
  }
  return next;
}
function moveName(p, q) {
  const who = p.turn;
  const to = who === 'A' ? q.a : q.b;
  const from = who === 'A' ? p.a : p.b;
  const jump = Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1]) !== 1;
  const sq = `row ${to[0] + 1}, column ${to[1] + 1}`;
  const sqUk = `ряд ${to[0] + 1}, стовпчик ${to[1] + 1}`;
  return {
    en: `${who} ${jump ? 'jumps' : 'steps'} to ${sq}`,
    uk: `${who} ${jump ? 'стрибає' : 'йде'} на клітинку: ${sqUk}`,
  };
}
// The board: 'a' and 'b' mark the starts, 'A' and 'B' the pieces.
function show({ a, b }) {
  return board.map((row, r) => [...row].map((ch, c) => {
    if (same([r, c], a)) return 'A';
    if (same([r, c], b)) return 'B';
    if (ch === 'A') return 'a';
    if (ch === 'B') return 'b';
    return ch;
  }).join(''));
}
const legend = {
  '#': { color: '#555555' },
  A: { color: '#2d6cdf', text: 'A' },
  B: { color: '#d9482b', text: 'B' },
  a: { color: '#cfe0fb', text: 'a' },
  b: { color: '#f6d3cc', text: 'b' },
  '.': { color: '' },
};
