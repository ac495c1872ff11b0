// The pursuit page's model: a grid (walls, exits) or a graph, the two pieces, the
// rules in the form of the rules panel, and the family of the game that names the
// pieces: police and thief ('police-thief'), cat and mouse on a graph ('cat-mouse',
// LeetCode 913) and on a grid ('cat-mouse-grid', LeetCode 1728), cop and robber
// ('cop-robber'), each named as its command and input format are. Converts to the
// module's spec (solvePursuit) and from a parsed text; writes the article's text
// format; reads LeetCode's literal inputs (normaliseLeetCode). A model is never
// changed in place: the edits below return a new one (state.js keeps it frozen).
import { t, lang, STRINGS } from '../../core/i18n.js';

const STEPS4 = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const STEPS8 = STEPS4.concat([[-1, -1], [-1, 1], [1, -1], [1, 1]]);
const KNIGHT = [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]];

// The move sets of the rules panel (their names: pg.moveSet.<value>).
export const MOVE_SETS = ['steps4', 'steps8', 'slides4', 'slides8', 'knight', 'none'];

const triples = (list, reach) => Int32Array.from(list.flatMap(([dr, dc]) => [dr, dc, reach]));

function sideMoves(r) {
  switch (r.moves) {
    case 'steps4': return triples(STEPS4, 1);
    case 'steps8': return triples(STEPS8, 1);
    case 'slides4': return triples(STEPS4, r.reach);
    case 'slides8': return triples(STEPS8, r.reach);
    case 'knight': return triples(KNIGHT, 1);
    case 'none': return new Int32Array(0);
    default: return r.custom;
  }
}

// The rules panel's form of a side's moves, from (dr, dc, reach) triples.
function movesOf(tr) {
  const key = (dr, dc) => dr + ',' + dc;
  const set = new Set();
  let reach = 0;
  let sameReach = true;
  let passMove = false;
  for (let i = 0; i < tr.length; i += 3) {
    if (tr[i] === 0 && tr[i + 1] === 0) {
      passMove = true;
      continue;
    }
    set.add(key(tr[i], tr[i + 1]));
    if (reach === 0) reach = tr[i + 2];
    else if (reach !== tr[i + 2]) sameReach = false;
  }
  const keys = [...set].sort().join(';');
  const same = (list) => list.map((m) => key(m[0], m[1])).sort().join(';') === keys;
  if (!passMove && sameReach) {
    if (keys === '') return { moves: 'none', reach: 1 };
    if (same(STEPS4)) return { moves: reach === 1 ? 'steps4' : 'slides4', reach };
    if (same(STEPS8)) return { moves: reach === 1 ? 'steps8' : 'slides8', reach };
    if (same(KNIGHT) && reach === 1) return { moves: 'knight', reach: 1 };
  }
  return { moves: 'custom', reach: 1, custom: Int32Array.from(tr) };
}

export function defaultRules() {
  return {
    pursuer: { moves: 'steps8', reach: 1, pass: true },
    evader: { moves: 'steps4', reach: 1, pass: true },
    first: 'pursuer',
    drawAs: 'draw',
    pursuerExitWins: false,
    noMove: 'lose',
  };
}

// An empty grid with the article's rules.
export function newGrid(rows, cols) {
  return {
    kind: 'grid',
    rows,
    cols,
    walls: new Uint8Array(rows * cols),
    exits: new Uint8Array(rows * cols),
    pursuer: -1,
    evader: -1,
    rules: defaultRules(),
    family: 'police-thief',
    forbidden: { pursuer: null, evader: null },
  };
}

// A model from a spec as parsePursuitText returns it.
export function fromSpec(spec, family, labels) {
  const b = spec.board;
  let m;
  if (b.kind === 'grid') {
    m = newGrid(b.rows, b.cols);
    m.walls = Uint8Array.from(b.blocked);
    m.exits = Uint8Array.from(b.exits);
  } else {
    m = { kind: 'graph', n: b.n, edges: Int32Array.from(b.edges), exits: Uint8Array.from(b.exits), labels: labels || null };
  }
  const r = spec.rules;
  const p = b.kind === 'grid' ? movesOf(r.pursuer.moves) : { moves: 'edges', reach: 1 };
  const e = b.kind === 'grid' ? movesOf(r.evader.moves) : { moves: 'edges', reach: 1 };
  p.pass = !!r.pursuer.pass;
  e.pass = !!r.evader.pass;
  m.rules = { pursuer: p, evader: e, first: spec.start ? spec.start.first : 'pursuer', drawAs: r.drawAs, pursuerExitWins: !!r.pursuerExitWins, noMove: r.noMove };
  m.forbidden = {
    pursuer: r.pursuer.forbidden ? Uint8Array.from(r.pursuer.forbidden) : null,
    evader: r.evader.forbidden ? Uint8Array.from(r.evader.forbidden) : null,
  };
  m.pursuer = spec.start ? spec.start.pursuer : -1;
  m.evader = spec.start ? spec.start.evader : -1;
  m.family = family;
  return m;
}

export const numCells = (m) => (m.kind === 'grid' ? m.rows * m.cols : m.n);

export function numPositions(m) {
  if (m.kind !== 'grid') return m.n;
  let p = 0;
  for (const w of m.walls) if (!w) p++;
  return p;
}

// The words of the model's family in the interface's language (pg.words).
export function words(m) {
  const family = m && m.family;
  const table = (l) => STRINGS[l] && STRINGS[l]['pg.words'];
  const en = table('en');
  const here = table(lang()) || en;
  const f = en[family] ? family : 'police-thief';
  return { ...en[f], ...(here[f] || {}) };
}

// What is wrong with the model before solving (null: nothing).
export function problem(m) {
  const w = words(m);
  if (m.pursuer < 0) return t('pg.placeFirst', { p: w.pursuer, P: w.Pursuer });
  if (m.evader < 0) return t('pg.placeFirst', { p: w.evader, P: w.Evader });
  return null;
}

// The module's spec (solvePursuit).
export function toSpec(m) {
  const grid = m.kind === 'grid';
  const side = (k) => {
    const r = m.rules[k];
    return { moves: grid ? sideMoves(r) : undefined, pass: r.pass, forbidden: m.forbidden[k] || undefined };
  };
  const board = grid
    ? { kind: 'grid', rows: m.rows, cols: m.cols, blocked: m.walls, exits: m.exits }
    : { kind: 'graph', n: m.n, edges: m.edges, exits: m.exits };
  return {
    board,
    rules: { pursuer: side('pursuer'), evader: side('evader'), pursuerExitWins: m.rules.pursuerExitWins, drawAs: m.rules.drawAs, noMove: m.rules.noMove },
    start: m.pursuer >= 0 && m.evader >= 0 ? { pursuer: m.pursuer, evader: m.evader, first: m.rules.first } : null,
  };
}

// The article's text format (police P, thief T, walls *, exits E).
export function toText(m) {
  const lines = [m.rows + ' ' + m.cols];
  for (let r = 0; r < m.rows; r++) {
    let s = '';
    for (let c = 0; c < m.cols; c++) {
      const i = r * m.cols + c;
      s += i === m.pursuer ? 'P' : i === m.evader ? 'T' : m.walls[i] ? '*' : m.exits[i] ? 'E' : '.';
    }
    lines.push(s);
  }
  return lines.join('\n') + '\n';
}

// The graph's moves as out-lists ("[[2,5],[3],...]", LeetCode 913's form).
export function toAdjacency(m) {
  const out = Array.from({ length: m.n }, () => []);
  for (let k = 0; k < m.edges.length; k += 2) out[m.edges[k]].push(m.edges[k + 1]);
  return JSON.stringify(out);
}

// ---- edits: each returns a new model (or the same one when nothing changes) ----

const copy = (m, patch) => ({ ...m, ...patch });

export function withRules(m, rules) {
  return copy(m, { rules: { ...m.rules, ...rules, pursuer: { ...m.rules.pursuer, ...(rules.pursuer || {}) }, evader: { ...m.rules.evader, ...(rules.evader || {}) } } });
}

// A piece put on a cell (a wall there is cleared).
export function withPiece(m, piece, cell) {
  if (m[piece] === cell) return m;
  const patch = { [piece]: cell };
  if (m.kind === 'grid' && m.walls[cell]) {
    patch.walls = m.walls.slice();
    patch.walls[cell] = 0;
  }
  return copy(m, patch);
}

// A cell made a wall (1), free (0), an exit (value 1) or not (0); tool 'free' clears both.
export function withCell(m, tool, cell, value) {
  if (m.kind !== 'grid') {
    if (tool !== 'exit') return m;
    const exits = m.exits.slice();
    exits[cell] = value === undefined ? (exits[cell] ? 0 : 1) : value;
    return exits[cell] === m.exits[cell] ? m : copy(m, { exits });
  }
  const walls = m.walls.slice();
  const exits = m.exits.slice();
  if (tool === 'wall') {
    const w = value === undefined ? (walls[cell] ? 0 : 1) : value;
    if (w && (cell === m.pursuer || cell === m.evader)) return m;
    walls[cell] = w;
    if (w) exits[cell] = 0;
  } else if (tool === 'exit') {
    const x = value === undefined ? (exits[cell] ? 0 : 1) : value;
    exits[cell] = x;
    if (x) walls[cell] = 0;
  } else if (tool === 'free') {
    walls[cell] = 0;
    exits[cell] = 0;
  }
  if (walls[cell] === m.walls[cell] && exits[cell] === m.exits[cell]) return m;
  return copy(m, { walls, exits });
}

export function withoutWalls(m) {
  return m.kind === 'grid' ? copy(m, { walls: new Uint8Array(m.walls.length) }) : m;
}

// The same board, rows x cols, its content kept at the top left.
export function resize(m, rows, cols) {
  const n = newGrid(rows, cols);
  n.rules = m.rules;
  n.family = m.family;
  const move = (c) => {
    if (c < 0) return -1;
    const r = Math.floor(c / m.cols);
    const k = c % m.cols;
    return r < rows && k < cols ? r * cols + k : -1;
  };
  for (let i = 0; i < m.rows * m.cols; i++) {
    const j = move(i);
    if (j < 0) continue;
    n.walls[j] = m.walls[i];
    n.exits[j] = m.exits[i];
  }
  n.pursuer = move(m.pursuer);
  n.evader = move(m.evader);
  if (n.pursuer >= 0) n.walls[n.pursuer] = 0;
  if (n.evader >= 0) n.walls[n.evader] = 0;
  return n;
}

// ---- texts -----------------------------------------------------------------------------

// Which format a pasted text is in.
export function detectFormat(text) {
  const s = text.replace(/^\uFEFF/, '').trimStart();
  if (/^(grid|catJump|mouseJump)\s*=/.test(s)) return 'cat-mouse-grid';
  if (/^graph\s*=/.test(s)) return 'cat-mouse';
  if (s.startsWith('[')) return /^\[\s*"/.test(s) ? 'cat-mouse-grid' : 'cat-mouse';
  const lines = s.split(/\r?\n/);
  const head = lines[0].trim().split(/\s+/);
  if (head.length === 1 && /^\d+$/.test(head[0]) && lines.length > 1 && /^[01](\s+[01])*\s*$/.test(lines[1].trim())) return 'cop-robber';
  return 'police-thief';
}

export class TextError extends Error {
  constructor(message, line, column) {
    super('line ' + line + ', column ' + column + ': ' + message);
    this.name = 'GameGraphError';
    this.line = line;
    this.column = column;
  }
}

// Line and column (1-based, in characters) of an offset of text.
export function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: Array.from(lines[lines.length - 1]).length + 1 };
}

function offsetOf(text, line, column) {
  const lines = text.split('\n');
  let pos = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
  const chars = Array.from(lines[line - 1] || '');
  return pos + chars.slice(0, Math.max(0, column - 1)).join('').length;
}

// The end of the bracketed value starting at text[i] ('[' ... ']', strings skipped).
function bracketEnd(text, i) {
  let depth = 0;
  for (let k = i; k < text.length; k++) {
    const c = text[k];
    if (c === '"') {
      const q = text.indexOf('"', k + 1);
      if (q < 0) return text.length;
      k = q;
    } else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return k + 1;
  }
  return text.length;
}

// LeetCode's literal inputs, pasted as the problem shows them, in the parser's
// own format: 913 `graph = [[2,5],[3],...]`, 1728 `grid = ["####F",...],
// catJump = 1, mouseJump = 2` (also without the names: `[...], 1, 2`). Returns
// { text, map } where map(line, column) gives the place in the original text of
// a place in the returned one (for the parser's errors); texts in the parser's
// format come back as they are. Throws a TextError for a malformed input.
export function normaliseLeetCode(text, format) {
  const same = { text, map: (line, column) => ({ line, column }) };
  if (format !== 'cat-mouse' && format !== 'cat-mouse-grid') return same;
  const s = text.replace(/^\uFEFF/, '');
  const shift = text.length - s.length;
  const names = format === 'cat-mouse' ? ['graph'] : ['grid', 'catJump', 'mouseJump'];
  // Values in order: [start, end) in s.
  const values = [];
  let i = 0;
  const skip = () => {
    while (i < s.length && /[\s,]/.test(s[i])) i++;
  };
  skip();
  const named = /^[A-Za-z_]\w*\s*=/.test(s.slice(i));
  if (!named && format === 'cat-mouse') return same; // the bare form is the parser's
  if (!named && !/^\[[^]*\]\s*,/.test(s.trim())) return same; // 1728 with its numbers on the next line
  const fail = (msg, at) => {
    const lc = lineColumn(text, at + shift);
    throw new TextError(msg, lc.line, lc.column);
  };
  while (i < s.length) {
    let name = null;
    const m = /^([A-Za-z_]\w*)\s*=\s*/.exec(s.slice(i));
    if (m) {
      name = m[1];
      if (!names.includes(name)) fail(t('pg.lc.unknownName', { name, names: names.join(', ') }), i);
      i += m[0].length;
    }
    const start = i;
    if (s[i] === '[') i = bracketEnd(s, i);
    else {
      const n = /^-?\d+/.exec(s.slice(i));
      if (!n) fail(t('pg.lc.expectedValue', { name: name || names[values.length] || '?' }), i);
      i += n[0].length;
    }
    values.push({ name: name || names[values.length], start, end: i });
    skip();
  }
  for (const n of names) {
    const v = values.filter((x) => x.name === n);
    if (v.length === 0) fail(t('pg.lc.missing', { name: n }), s.length);
    if (v.length > 1) fail(t('pg.lc.twice', { name: n }), v[1].start);
  }
  const ordered = names.map((n) => values.find((x) => x.name === n));
  // The parser's text: the grid (or graph) on line 1, then "catJump mouseJump".
  const segs = []; // { at: offset in out, from: offset in s, len }
  let out = '';
  const put = (v) => {
    segs.push({ at: out.length, from: v.start, len: v.end - v.start });
    out += s.slice(v.start, v.end);
  };
  put(ordered[0]);
  out += '\n';
  if (ordered.length > 1) {
    put(ordered[1]);
    out += ' ';
    put(ordered[2]);
    out += '\n';
  }
  const map = (line, column) => {
    const off = offsetOf(out, line, column);
    let best = segs[0];
    for (const g of segs) if (g.at <= off) best = g;
    const o = best.from + Math.min(off - best.at, best.len);
    return lineColumn(text, o + shift);
  };
  return { text: out, map };
}

// A cell or vertex for people: "(row, column)" 1-based, or the vertex's label.
export function where(m, c) {
  if (m.kind === 'grid') return '(' + (Math.floor(c / m.cols) + 1) + ', ' + ((c % m.cols) + 1) + ')';
  return m.labels ? m.labels[c] : String(c);
}

export const nMoves = (n) => t('pg.nMoves', { count: n });

// The sentence for a state's result: "Police catch the thief in 9 moves".
export function verdict(m, info) {
  const w = words(m);
  if (info.ended) {
    const v = { p: w.Pursuer, e: w.Evader, pv: w.pursuerVerb, ev: w.evaderVerb, atExit: w.atExit || t('pg.onExit', { anExit: w.anExit }), place: t(m.kind === 'grid' ? 'pg.cell' : 'pg.vertex') };
    return t(info.pursuer === info.evader ? 'pg.v.caughtAtOnce' : info.winner === 2 ? 'pg.v.evaderAtOnce' : 'pg.v.pursuerAtOnce', v);
  }
  const n = nMoves(info.depth);
  if (info.winner === 1) return info.depth >= 0 ? w.pWins.replace('{n}', n) : w.pEndless;
  if (info.winner === 2) return info.depth >= 0 ? w.eWins.replace('{n}', n) : w.eEndless;
  return w.draw;
}

// What the judge of the LeetCode problems answers for the start (null for other games):
// 913: 1 the mouse wins, 2 the cat wins, 0 a draw; 1728: true when the mouse wins.
export function judgeAnswer(m, info) {
  if (!info) return null;
  if (m.family === 'cat-mouse') return { problem: 913, answer: info.winner === 2 ? '1' : info.winner === 1 ? '2' : '0' };
  if (m.family === 'cat-mouse-grid') return { problem: 1728, answer: info.winner === 2 ? 'true' : 'false' };
  return null;
}
