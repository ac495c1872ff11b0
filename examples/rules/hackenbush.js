// Blue-Red Hackenbush (Winning Ways, chapter 2): a picture of blue and red edges
// standing on the ground. Left cuts a blue edge, Right a red one; an edge cut
// falls, and so does everything no longer joined to the ground through it.
// Whoever cannot cut loses. The picture here: two strings and a small tree.
// Values (Winning Ways): a string's edges up to its first change of colour count
// 1 each (+ blue, - red), the next ones 1/2, 1/4, ... (Berlekamp's rule): the
// string blue-red-red is 1 - 1/2 - 1/4 = 1/4, red-blue is -1 + 1/2 = -1/2; the tree,
// a blue trunk holding a blue and a red branch, is {0, 1/2 | 2} = 1. The picture,
// their sum, is 3/4: Left wins whoever starts.
// A position is a string of one character per edge: '1' standing, '0' fallen.
// 60 positions. Bigger: more EDGES (each { color, below: the edge it stands on or
// -1 for the ground, at: [row, column] where it is drawn }).
const EDGES = [
  // the string blue, red, red (1/4)
  { color: 'B', below: -1, at: [3, 0] }, { color: 'R', below: 0, at: [2, 0] }, { color: 'R', below: 1, at: [1, 0] },
  // the string red, blue (-1/2)
  { color: 'R', below: -1, at: [3, 2] }, { color: 'B', below: 3, at: [2, 2] },
  // the tree: a blue trunk, a blue branch and a red one (1)
  { color: 'B', below: -1, at: [3, 5] }, { color: 'B', below: 5, at: [2, 4] }, { color: 'R', below: 5, at: [2, 6] },
];
const title = { en: 'Blue-Red Hackenbush', uk: 'Синьо-червоний Хакенбуш' };
const description = {
  en: 'Left cuts a blue edge, Right a red one; whatever is no longer joined to the ground falls. Whoever cannot cut loses.',
  uk: 'Лівий перерізає синє ребро, Правий — червоне; усе, що вже не з’єднане із землею, падає. Хто не може різати, той програє.',
};
const teaches = {
  en: 'Numbers as games: each string is worth a number (Berlekamp\u2019s rule: 1/4, -1/2), and the picture is worth their sum.',
  uk: 'Числа як ігри: кожен ланцюжок має значення-число (правило Берлекемпа: 1/4, -1/2), а весь малюнок — їхню суму.',
};
const group = 'partizan';
const start = '1'.repeat(EDGES.length);

// Edge e stands while it and every edge below it stand.
function stands(p, e) {
  for (let x = e; x >= 0; x = EDGES[x].below) if (p[x] !== '1') return false;
  return true;
}
// The positions after cutting each standing edge of a colour: it and all it held fall.
function cuts(p, color) {
  const out = [];
  EDGES.forEach((edge, e) => {
    if (edge.color !== color || !stands(p, e)) return;
    out.push(EDGES.map((_, x) => (p[x] === '1' && x !== e && stands(p, x) && !above(x, e) ? '1' : '0')).join(''));
  });
  return out;
}
// Whether edge x stands on edge e (e is on its way to the ground).
function above(x, e) {
  for (let y = EDGES[x].below; y >= 0; y = EDGES[y].below) if (y === e) return true;
  return false;
}
function left(p) { return cuts(p, 'B'); }
function right(p) { return cuts(p, 'R'); }
function moveName(p, q) {
  // the edge cut: one that fell while the edge below it (if any) did not
  const fell = EDGES.map((_, x) => p[x] === '1' && q[x] === '0');
  const e = fell.findIndex((f, x) => f && (EDGES[x].below < 0 || !fell[EDGES[x].below]));
  const [r, c] = EDGES[e].at;
  const blue = EDGES[e].color === 'B';
  return {
    en: `cut the ${blue ? 'blue' : 'red'} edge at row ${r + 1}, column ${c + 1}`,
    uk: `перерізати ${blue ? 'синє' : 'червоне'} ребро: ряд ${r + 1}, стовпчик ${c + 1}`,
  };
}
const ROWS = 1 + Math.max(...EDGES.map((e) => e.at[0])), COLS = 1 + Math.max(...EDGES.map((e) => e.at[1]));
function show(p) {
  const g = Array.from({ length: ROWS }, () => Array(COLS).fill('.'));
  EDGES.forEach((e, x) => {
    if (p[x] === '1' && stands(p, x)) g[e.at[0]][e.at[1]] = e.color;
  });
  return g.map((r) => r.join('')).concat(['='.repeat(COLS)]);
}
const legend = { B: { color: '#2f6fdd', text: '|' }, R: { color: '#d8452e', text: '|' }, '=': { color: '#6b8e23' }, '.': { color: '' } };
