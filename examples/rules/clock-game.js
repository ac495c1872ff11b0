// A game on a cycle: the hand of a clock, both players moving it. A move turns it
// 2 or 3 hours forward; from 3 o'clock it may also be turned back to 1 o'clock.
// Whoever brings the hand exactly to 12 wins (the other player cannot move);
// passing 12 (from 10 by 3, from 11 by 2 or 3) goes round again. The game graph
// is a directed cycle with shortcuts, so play may go on for ever.
// Smith's values, for the hours 12, 1, 2, ..., 11:
//   12: 0   1: inf()   2: 0   3: inf(1)   4: inf(0)   5: 1   6: inf(0)
//   7: 0    8: 0       9: inf(0)   10: inf(0)   11: inf(0)
// 0 and 1 are ordinary values; inf(0) is a win (there is a move to a 0) that is not
// a Nim heap in a sum; inf() and inf(1) are draws: from 1 o'clock and from
// 3 o'clock neither player can force the hand to 12. The start, 1 o'clock, is a
// draw.
// 12 positions. Bigger: HOURS = 24 (a multiple of 4, for the drawing), other steps
// or shortcuts.
const title = { en: 'The clock (a game on a cycle)', uk: 'Годинник (гра на циклі)' };
const description = {
  en: 'Both players turn one clock hand 2 or 3 hours forward; from 3 o\'clock it may also go back to 1. Whoever brings it exactly to 12 wins, and passing 12 goes round again. From 1 o\'clock neither player can force a win: a draw.',
  uk: 'Обидва гравці повертають одну стрілку годинника на 2 або 3 години вперед; з третьої години її можна також повернути назад на першу. Хто поставить стрілку точно на 12, той виграє, а проминувши 12, стрілка йде на нове коло. З першої години жоден гравець не може гарантувати собі виграш: нічия.',
};
const teaches = {
  en: 'A game on a cycle: draws, and infinite values that still win or still draw in a sum.',
  uk: 'Гра на циклі: нічиї та нескінченні значення, що в сумі ігор виграють або ведуть до нічиєї.',
};
const group = 'loopy';
const HOURS = 12; // 0 is 12 o'clock
const steps = [2, 3];
const back = { 3: [1] }; // the shortcuts back
const start = 1;

function moves(h) {
  if (h === 0) return []; // the hand is on 12: the game is over
  return [...new Set([...steps.map((s) => (h + s) % HOURS), ...(back[h] || [])])];
}
const name = (h) => (h === 0 ? HOURS : h);
function moveName(a, b) {
  if (back[a] && back[a].includes(b)) return { en: `back to ${name(b)} o'clock`, uk: `назад на ${name(b)} годину` };
  const k = (b - a + HOURS) % HOURS;
  return { en: `${k} hours forward, to ${name(b)}`, uk: `на ${k} години вперед: стрілка на ${name(b)}` };
}
// The dial as a ring of cells around a square (HOURS / 4 + 1 cells a side), 12
// o'clock at the top left, clockwise.
const SIDE = HOURS / 4 + 1;
const ring = [];
for (let c = 0; c < SIDE - 1; c++) ring.push([0, c]);
for (let r = 0; r < SIDE - 1; r++) ring.push([r, SIDE - 1]);
for (let c = SIDE - 1; c > 0; c--) ring.push([SIDE - 1, c]);
for (let r = SIDE - 1; r > 0; r--) ring.push([r, 0]);
function show(h) {
  const rows = Array.from({ length: SIDE }, () => Array(SIDE).fill('.'));
  ring.forEach(([r, c]) => { rows[r][c] = 'o'; });
  rows[0][0] = 'N';
  const [r, c] = ring[h];
  rows[r][c] = 'H';
  return rows.map((row) => row.join(''));
}
const legend = { H: { color: '#7b4bb8', text: '●' }, N: { color: '#e8d9a8', text: '12' }, o: { color: '#eeeeee' }, '.': { color: '' } };
