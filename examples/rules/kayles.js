// Kayles: a row of 10 pins; a move knocks down one pin or two adjacent pins, which
// may split a row in two; whoever cannot move loses. A position is the sorted list
// of its rows' lengths (the order of the rows does not matter). Its Sprague-Grundy
// values are the octal game 0.77 (OEIS A002186): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2 for
// rows of 0..10 pins, so the start (value 2) is a win.
const title = { en: 'Kayles (10 pins)', uk: 'Кеглі (10 кеглів)' };
const description = {
  en: 'A row of 10 pins; a move knocks down one pin or two adjacent ones, which may split a row in two; whoever cannot move loses.',
  uk: 'Ряд із 10 кеглів; хід — збити одну кеглю або дві сусідні, що може розбити ряд на два; хто не може ходити, програє.',
};
const teaches = { en: 'An octal game (0.77): a position is a sum of rows, worth the XOR of their values (OEIS A002186).', uk: 'Октальна гра (0.77): позиція — сума рядів, її значення — XOR їхніх значень (OEIS A002186).' };
const group = 'octal';
const start = [10];
function moves(rows) {
  const next = [];
  rows.forEach((len, i) => {
    if (i > 0 && rows[i - 1] === len) return; // the same row length again: the same moves
    const rest = rows.filter((_, j) => j !== i);
    for (const take of [1, 2]) {
      for (let left = 0; left + take <= len; left++) {
        next.push([...rest, left, len - take - left].filter((r) => r > 0).sort((a, b) => a - b));
      }
    }
  });
  return next;
}
// The move's name: the row it knocks pins from, and how many pins.
function moveName(a, b) {
  // the row hit: the one of a that b no longer has; what is left of it: the rows of
  // b beyond a's others (knocking 1 pin from 4 may leave 3, or 1 and 2)
  const left = b.slice();
  let row = 0;
  for (const r of a) {
    const j = left.indexOf(r);
    if (j >= 0) left.splice(j, 1);
    else row = r;
  }
  const gone = row - left.reduce((x, y) => x + y, 0);
  const pins = { en: `knock down ${gone} pin${gone === 1 ? '' : 's'} from the row of ${row}`, uk: `збити ${gone === 1 ? '1 кеглю' : `${gone} кеглі`} з ряду з ${row}` };
  if (left.length === 0) return { en: pins.en + ', leaving none', uk: pins.uk + ', нічого не лишивши' };
  return { en: `${pins.en}, leaving ${left.join(' and ')}`, uk: `${pins.uk}, лишивши ${left.join(' і ')}` };
}
function show(rows) { return [rows.map((r) => 'I'.repeat(r)).join('.')]; }
const legend = { I: { color: '#8a5a2b', text: '|' } };
