// Where a rules error's message says its place " (line L, column C)", for those
// that say the place apart (the command in front, FILE:LINE:COLUMN:; the rules
// page in the line below): the occurrence that ends the message or comes just
// before its position (", at position P", " at key P", ...; a thrown text or a
// position may hold the same words), else the last one. CommonJS, so that the
// command (a CommonJS script) requires it and the page's bundle imports it.
//
//   placeIn(message, line, column, position)
//     -> { at, length, after }: the place at message[at, at + length) (at -1:
//        none), the position's words just after it over `after` characters (0:
//        none)
//   positionWords(position): those words, as the engine writes them

function positionWords(position) {
  return typeof position !== 'string' || position === '' ? [] : [', at position ', ' at position ', ', at key ', ' at key '].map((w) => w + position);
}

function placeIn(message, line, column, position) {
  const m = String(message);
  const place = ` (line ${line}, column ${column})`;
  const words = positionWords(position);
  const afterAt = (j) => {
    const rest = m.slice(j + place.length);
    const w = words.find((x) => rest.startsWith(x));
    return w === undefined ? (rest === '' ? 0 : -1) : w.length;
  };
  const last = m.lastIndexOf(place);
  for (let j = last; j >= 0; j = j > 0 ? m.lastIndexOf(place, j - 1) : -1) {
    const after = afterAt(j);
    if (after >= 0) return { at: j, length: place.length, after };
  }
  return { at: last, length: place.length, after: last < 0 ? 0 : Math.max(0, afterAt(last)) };
}

module.exports = { placeIn, positionWords };
