// Dawson's Kayles (the octal game 0.07, equivalent to Dawson's chess): a row of
// 12 pins; a move knocks down two adjacent pins; whoever cannot move loses. Its
// Sprague-Grundy values (OEIS A002187) are 0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2
// for rows of 0..12 pins: the start (value 2) is a win.
const title = { en: "Dawson's Kayles (12 pins)", uk: 'Кеглі Доусона (12 кеглів)' };
const description = {
  en: 'A row of 12 pins; a move knocks down two adjacent pins; whoever cannot move loses.',
  uk: 'Ряд із 12 кеглів; хід — збити дві сусідні кеглі; хто не може ходити, програє.',
};
const teaches = { en: 'The octal game 0.07, the same as Dawson\'s chess: values with a period of 34 after a while (OEIS A002187).', uk: 'Октальна гра 0.07, те саме, що шахи Доусона: значення з періодом 34 після певного місця (OEIS A002187).' };
const group = 'octal';
const start = [12];
function moves(rows) {
  const next = [];
  rows.forEach((len, i) => {
    if (i > 0 && rows[i - 1] === len) return;
    const rest = rows.filter((_, j) => j !== i);
    for (let left = 0; left + 2 <= len; left++) {
      next.push([...rest, left, len - 2 - left].filter((r) => r > 0).sort((a, b) => a - b));
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
