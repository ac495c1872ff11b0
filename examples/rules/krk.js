// King and rook against king on a 4 x 4 board. White has a king (K) and a rook
// (R), black a king (k). Chess rules: a king steps to any of the 8 neighbouring
// squares, the rook slides any distance along a row or a column but not through a
// piece; the kings may never stand side by side, and a king may not move into
// check (onto a square the rook attacks). The black king may take the rook when
// the white king does not guard it; king against king is then a draw.
// Black to move and in check with no move: checkmate, a loss for black. Not in
// check and no move: stalemate, a draw. White to move wins from every position
// on this board; black to move draws only by taking an unguarded rook or when
// stalemated. The depth of a win is the number of moves (plies) to checkmate.
// A position is [white king, white rook (-1 once taken), black king, side to move
// ('w' or 'b')], the squares numbered row * N + column, row 0 at the top.
// 3,636 positions are reachable. Bigger: N = 5 gives 17,960; N = 8, the real
// endgame, 402,676 positions and 4,469,120 moves (a few seconds).
const N = 4;
const title = { en: `King and rook against king (${N} x ${N})`, uk: `Король і тура проти короля (${N} x ${N})` };
const description = {
  en: 'White has a king and a rook, black a king alone. White to move always wins by driving the black king to the edge and mating it; black can only hope to take an unguarded rook or to be stalemated, both draws.',
  uk: 'У білих король і тура, у чорних лише король. Білі, якщо ходять, завжди виграють: заганяють чорного короля до краю й ставлять мат; чорні можуть сподіватися лише взяти незахищену туру або опинитися в паті — і те, і інше — нічия.',
};
const teaches = {
  en: 'Retrograde analysis of a chess endgame: checkmate, stalemate and the distance to mate.',
  uk: 'Ретроградний аналіз шахового ендшпілю: мат, пат і відстань до мату.',
};
const group = 'endgame';
const sq = (r, c) => r * N + c;
const rowOf = (s) => Math.floor(s / N), colOf = (s) => s % N;
const start = [sq(N - 1, 0), sq(N - 1, 1), sq(0, N - 1), 'w']; // K a1, R b1, k d4 (on 4 x 4)

// The squares a king on s may step to (on the board).
function kingSteps(s) {
  const out = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
    const r = rowOf(s) + dr, c = colOf(s) + dc;
    if ((dr || dc) && r >= 0 && r < N && c >= 0 && c < N) out.push(sq(r, c));
  }
  return out;
}
const nextTo = (a, b) => a !== b && Math.abs(rowOf(a) - rowOf(b)) <= 1 && Math.abs(colOf(a) - colOf(b)) <= 1;
// The squares the rook on s reaches, stopping before any square in `blocking`.
function rookLines(s, blocking) {
  const out = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    let r = rowOf(s) + dr, c = colOf(s) + dc;
    while (r >= 0 && r < N && c >= 0 && c < N && !blocking.includes(sq(r, c))) {
      out.push(sq(r, c));
      r += dr;
      c += dc;
    }
  }
  return out;
}
// Whether the rook attacks square t (the white king may block it; the black
// king never does, since it is the piece that would stand on t).
const rookAttacks = (rook, king, t) => rook >= 0 && rook !== t && rookLines(rook, [king]).includes(t);

function blackMoves([K, R, k]) {
  const next = [];
  for (const t of kingSteps(k)) {
    if (nextTo(t, K) || rookAttacks(R, K, t)) continue;
    next.push([K, t === R ? -1 : R, t, 'w']); // onto the rook: takes it
  }
  return next;
}
function whiteMoves([K, R, k]) {
  const next = [];
  for (const t of kingSteps(K)) if (t !== R && !nextTo(t, k)) next.push([t, R, k, 'b']);
  if (R >= 0) for (const t of rookLines(R, [K, k])) next.push([K, t, k, 'b']);
  return next;
}
function outcome(p) {
  const [K, R, k, turn] = p;
  if (R < 0) return 'draw'; // king against king
  const none = (turn === 'w' ? whiteMoves(p) : blackMoves(p)).length === 0;
  if (none) return turn === 'b' && rookAttacks(R, K, k) ? 'lose' : 'draw'; // checkmate or stalemate
}
function moves(p) { return p[3] === 'w' ? whiteMoves(p) : blackMoves(p); }

const name = (s) => 'abcdefgh'[colOf(s)] + (N - rowOf(s));
function moveName(p, q) {
  if (p[3] === 'b') {
    const takes = q[1] < 0;
    return {
      en: `black king ${takes ? 'takes the rook on' : 'to'} ${name(q[2])}`,
      uk: `чорний король ${takes ? 'бере туру на' : 'на'} ${name(q[2])}`,
    };
  }
  return q[0] !== p[0]
    ? { en: `white king to ${name(q[0])}`, uk: `білий король на ${name(q[0])}` }
    : { en: `rook to ${name(q[1])}`, uk: `тура на ${name(q[1])}` };
}
// The board, light and dark squares as '.' and ':'.
function show([K, R, k]) {
  return Array.from({ length: N }, (_, r) => Array.from({ length: N }, (_, c) => {
    const s = sq(r, c);
    return s === K ? 'K' : s === R ? 'R' : s === k ? 'k' : (r + c) % 2 === 0 ? '.' : ':';
  }).join(''));
}
const legend = {
  K: { color: '#f0d9b5', text: '♔' },
  R: { color: '#f0d9b5', text: '♖' },
  k: { color: '#f0d9b5', text: '♚' },
  '.': { color: '#f0d9b5' },
  ':': { color: '#b58863' },
};
