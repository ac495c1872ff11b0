// Hexapawn (Martin Gardner, 1962): three white pawns face three black pawns on a
// 3 x 3 board. White moves first. A pawn moves one square straight forward onto
// an empty square, or one square diagonally forward to capture an enemy pawn.
// You win by bringing a pawn to the far row, by capturing every enemy pawn, or
// when the other player cannot move. Perfect play: black, the second player, wins.
// A position is the board (9 cells, the top row first: black starts on top) and
// the side to move: 135 positions. Bigger: N = 4 ("octapawn", 4 x 4: 20,286
// positions, a win for white).
const N = 3;
const title = { en: `Hexapawn (${N} x ${N})`, uk: `Гексапішак (Hexapawn, ${N} x ${N})` };
const description = {
  en: 'Pawns only, on a 3 x 3 board: a pawn steps straight forward onto an empty square or captures diagonally forward. Reaching the far row, capturing every enemy pawn or leaving the other player without a move wins. The second player, black, wins.',
  uk: 'Лише пішаки на дошці 3 x 3: пішак іде на одну клітинку вперед, якщо вона порожня, або б’є навскіс уперед. Виграє той, хто дійде до останнього ряду, поб’є всіх пішаків суперника або залишить його без ходу. Виграють чорні — другий гравець.',
};
const teaches = {
  en: 'A small game solved completely: the second player wins, and the solver shows how.',
  uk: 'Маленька гра, розв’язана повністю: виграє другий гравець, і розв’язувач показує як.',
};
const group = 'board';
// the board and then the side to move: 'W' or 'B'
const start = 'B'.repeat(N) + '.'.repeat(N * (N - 2)) + 'W'.repeat(N) + 'W';

function outcome(p) {
  const board = p.slice(0, N * N);
  const me = p[N * N];
  const other = me === 'W' ? 'B' : 'W';
  // the other player has just moved: a pawn of theirs on its far row, or none of mine left
  const farRow = other === 'W' ? board.slice(0, N) : board.slice(N * (N - 1));
  if (farRow.includes(other) || !board.includes(me)) return 'lose';
}
function moves(p) {
  const me = p[N * N];
  const other = me === 'W' ? 'B' : 'W';
  const dir = me === 'W' ? -1 : 1; // white moves up, black down
  const next = [];
  const go = (from, to) => {
    const b = p.slice(0, N * N).split('');
    b[to] = me;
    b[from] = '.';
    next.push(b.join('') + other);
  };
  for (let i = 0; i < N * N; i++) {
    if (p[i] !== me) continue;
    const r = Math.floor(i / N), c = i % N, r2 = r + dir;
    if (r2 < 0 || r2 >= N) continue;
    if (p[r2 * N + c] === '.') go(i, r2 * N + c);
    for (const c2 of [c - 1, c + 1]) if (c2 >= 0 && c2 < N && p[r2 * N + c2] === other) go(i, r2 * N + c2);
  }
  return next; // none: the player to move has lost
}
function moveName(p, q) {
  let from = -1, to = -1;
  for (let i = 0; i < N * N; i++) {
    if (p[i] !== q[i] && q[i] === '.') from = i;
    else if (p[i] !== q[i]) to = i;
  }
  const sq = (i) => 'abcdefgh'[i % N] + (N - Math.floor(i / N));
  const capture = p[to] !== '.';
  const white = p[N * N] === 'W';
  return {
    en: `${white ? 'white' : 'black'} ${sq(from)}${capture ? 'x' : '-'}${sq(to)}`,
    uk: `${white ? 'білі' : 'чорні'} ${sq(from)}${capture ? 'x' : '-'}${sq(to)}`,
  };
}
function show(p) { return Array.from({ length: N }, (_, r) => p.slice(r * N, (r + 1) * N)); }
const legend = { W: { color: '#f2f2f2', text: '♙' }, B: { color: '#bbbbbb', text: '♟' }, '.': { color: '' } };
