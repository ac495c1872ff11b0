// The race page's link codec: its boards as text, and its state as the fields of the
// URL fragment (through the one codec, core/urlstate.js; link.js writes and reads the
// address bar with it), readable and short for small boards:
//   #b=A...-.x..-....-...B~A...-....-..x.-...B&i=2&v=layers&s=5&line=full&jump=optional
// b: the boards, rows joined by '-', boards by '~' ('x' is a black square, '#'
// would end the fragment); i: the board shown (1-based); v: the colouring (a, b
// or layers); s: the step of the race shown; line: 'full' to replay the
// full-state solver's line; jump: the full-state solver's jump rule. Boards too
// big for a link are left out (MAX_BOARD_CHARS). embed=1 and lang= stay.
// The position reached is the step s of the race replayed (the positions and the
// moves before it follow from the boards): a link after a few steps opens at the
// same step, with the same steps listed before it. A field that does not parse
// is listed in `damaged` (said on the page, #link-part, and ignored); a step past
// the race's end is said and the end shown (race-card.js).
import { readFragment, writeFragment } from '../../core/urlstate.js';

const MAX_BOARD_CHARS = 6000;

function rows(bd) {
  const out = [];
  const n = bd.n;
  for (let r = 0; r < n; r++) {
    let s = '';
    for (let c = 0; c < n; c++) {
      const q = r * n + c;
      s += q === bd.a ? 'A' : q === bd.b ? 'B' : bd.cells[q] ? '.' : '#';
    }
    out.push(s);
  }
  return out;
}

// Boards { n, cells, a, b } -> the official input.
export function boardsText(boards) {
  return boards.length + '\n' + boards.map((bd) => bd.n + '\n' + rows(bd).join('\n') + '\n').join('');
}

const DEFAULTS = { i: 1, v: 'layers', s: 0, line: 'race', jump: 'mandatory' };

// The fragment for the state (without '#'); tooBig: the boards were left out.
export function encodeState(st, { embed = false, lang = null } = {}) {
  const total = st.boards.reduce((sum, bd) => sum + bd.n * (bd.n + 1), 0);
  const tooBig = total > MAX_BOARD_CHARS;
  const b = !tooBig && st.boards.length ? st.boards.map((bd) => rows(bd).join('-').replace(/#/g, 'x')).join('~') : '';
  const hash = writeFragment(
    { b, i: st.index + 1, v: st.mode, s: tooBig ? 0 : st.step, line: st.line, jump: st.jump, embed, lang },
    DEFAULTS
  );
  return { hash, tooBig };
}

// The fragment -> { text (official input, or null), index, mode, step, line, jump }.
export function decodeState(hash) {
  const params = readFragment(hash);
  const out = { text: null, index: 0, mode: 'layers', step: 0, line: 'race', jump: 'mandatory', damaged: [] };
  const bad = (name, ok) => {
    if (params.has(name) && !ok(params.get(name))) out.damaged.push(name);
  };
  bad('i', (x) => /^[1-9]\d{0,5}$/.test(x));
  bad('v', (x) => ['a', 'b', 'layers'].includes(x));
  bad('s', (x) => /^\d{1,9}$/.test(x));
  bad('line', (x) => ['race', 'full'].includes(x));
  bad('jump', (x) => ['mandatory', 'optional'].includes(x));
  const b = params.get('b');
  if (b) {
    const boards = b.split('~').map((bd) => {
      const rs = bd.split('-').map((r) => r.replace(/x/g, '#'));
      return rs.length + '\n' + rs.join('\n') + '\n';
    });
    out.text = boards.length + '\n' + boards.join('');
  }
  const i = parseInt(params.get('i'), 10);
  if (i >= 1) out.index = i - 1;
  const v = params.get('v');
  if (v === 'a' || v === 'b' || v === 'layers') out.mode = v;
  const s = params.get('s');
  if (s !== null && /^\d{1,9}$/.test(s)) out.step = Number(s);
  if (params.get('line') === 'full') out.line = 'full';
  if (params.get('jump') === 'optional') out.jump = 'optional';
  return out;
}
