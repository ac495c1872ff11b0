// Tug of war: a partizan game with cycles. A marker stands on a rope of 9 squares;
// Left pulls it 1 or 2 squares to the right, Right 1 or 3 squares to the left
// (never past an end). The marker on Left's end square (the last) and Left has
// won, whoever is to move; on Right's (the first), Right has; outcome(p) says so
// ('left', 'right'). The marker can come back where it was: the game has cycles,
// so positions may be draws (play goes on for ever), and it has no value in
// Conway's sense (gamegraph-rules --value refuses it): its outcomes for both
// starters are what there is.
// The solver finds: from the middle (square 5) the game is a draw whoever starts
// (each pulls back what the other pulled), so are squares 3 and 6; on 2 and 4
// Right moving first wins (to square 1), on 7 and 8 Left moving first does. With
// RIGHT = [1], Left wins from square 3 up whoever starts, the draws gone (on
// square 2 Right moving first still pulls the marker to square 1).
// A position is the marker's square, 1 to 9.
// 9 squares: 9 positions. Bigger: SQUARES = 41.
const SQUARES = 9;
const LEFT = [1, 2], RIGHT = [1, 3];
const title = { en: 'Tug of war (a game with cycles)', uk: 'Перетягування каната (гра з циклами)' };
const description = {
  en: 'Left pulls the marker 1 or 2 squares right, Right 1 or 3 squares left; whoever gets it to their own end wins.',
  uk: 'Лівий тягне позначку на 1 або 2 клітинки праворуч, Правий — на 1 або 3 ліворуч; хто дотягне її до свого краю, той виграє.',
};
const teaches = {
  en: 'A partizan game with cycles: outcomes for each player moving first (win, lose or draw), where values are not defined.',
  uk: 'Партизанська гра з циклами: наслідки для кожного гравця, що ходить першим (виграш, програш чи нічия), там, де значень немає.',
};
const group = 'partizan';
const start = Math.ceil(SQUARES / 2);

function outcome(p) {
  if (p === SQUARES) return 'left';
  if (p === 1) return 'right';
  return undefined;
}
function left(p) { return LEFT.map((k) => p + k).filter((q) => q <= SQUARES); }
function right(p) { return RIGHT.map((k) => p - k).filter((q) => q >= 1); }
function moveName(p, q) {
  const k = Math.abs(q - p);
  return q > p ? { en: `pull ${k} right`, uk: `потягнути на ${k} праворуч` } : { en: `pull ${k} left`, uk: `потягнути на ${k} ліворуч` };
}
function show(p) {
  return [Array.from({ length: SQUARES }, (_, i) => (i + 1 === p ? 'M' : i === 0 ? 'r' : i + 1 === SQUARES ? 'l' : '-')).join('')];
}
const legend = { M: { color: '#222222', text: '◆' }, '-': { color: '#d9c9a3' }, l: { color: '#2f6fdd' }, r: { color: '#d8452e' } };
