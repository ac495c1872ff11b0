// The solver's messages (parse errors, memory refusals, refused links, a solver
// that cannot start) in the reader's language. The module and the C++ solver speak
// English, with stable wording: each known message is matched here, its variable
// parts (numbers, quoted input, sizes) kept as they are, and said again through
// the strings of web/src/i18n (keys msg.*; the English strings give back the
// module's own text, so English is unchanged). An unknown message is shown as it is.
import { t, fmt } from './i18n.js';

const USAGE = "a line holds an edge 'u v', a vertex 'u' or an outcome 'u = win|lose|draw'";
const PARTIZAN_USAGE = "a line holds a move 'u L v' (Left's) or 'u R v' (Right's), or a position 'u'";
const Q = "('.*')"; // a quoted token as text.cpp's quoted() writes it (the rest of the pattern places its end)
const N = '(\\d+)';
const SIZE = '(\\d+(?:\\.\\d+)? (?:bytes|KiB|MiB|GiB|TiB))';

// [regular expression, key, names of the captured parts]
const PATTERNS = [
  [`unexpected control character \\(byte ${N}\\)`, 'msg.control', ['byte']],
  ['too many vertices', 'msg.tooManyVertices', []],
  [`expected a vertex name before '=': ${escapeRegExp(USAGE)}`, 'msg.nameBeforeEq', []],
  [`unexpected ${Q} after the edge ${Q}: ${escapeRegExp(USAGE)}`, 'msg.afterEdge', ['token', 'edge']],
  [`unexpected ${Q}: ${escapeRegExp(USAGE)}`, 'msg.unexpected', ['token']],
  ["expected win, lose or draw after '='", 'msg.outcomeMissing', []],
  [`expected win, lose or draw after '=', found ${Q}`, 'msg.outcomeBad', ['token']],
  [`the outcome of ${Q} is already fixed to (win|lose|draw)`, 'msg.refixed', ['name', 'outcome']],
  ["expected the header 'n m'", 'msg.header', []],
  ["expected the header 'n m' alone on its line", 'msg.headerAlone', []],
  ["expected the header 'n m': the number of edges is missing", 'msg.headerNoM', []],
  [`expected the number of vertices n, found ${Q}`, 'msg.headerN', ['token']],
  [`expected the number of edges m, found ${Q}`, 'msg.headerM', ['token']],
  [`n = ${N} is more than the ${N} vertices supported`, 'msg.nTooBig', ['n', 'max']],
  [`m = ${N} is too many edges`, 'msg.mTooBig', ['m']],
  [`more edge lines than the m = ${N} announced in the header`, 'msg.moreEdges', ['m']],
  [`expected two vertices 'u v', found a third token ${Q}`, 'msg.thirdToken', ['token']],
  ["expected two vertices 'u v', found one", 'msg.oneToken', []],
  [`expected a vertex number in (-?\\d+\\.\\.-?\\d+), found ${Q}`, 'msg.vertexNumber', ['range', 'token']],
  [`vertex ${N} is out of range (-?\\d+\\.\\.-?\\d+)`, 'msg.outOfRange', ['vertex', 'range']],
  [`expected ${N} edges after the header, found ${N}`, 'msg.fewerEdges', ['m', 'found']],
  ["a fixed outcome \\('u = win\\|lose\\|draw'\\): Sprague-Grundy values are defined for normal play only, " +
    'where a player who cannot move loses and nothing else decides', 'msg.grundyFixed', []],
  [`the header announces ${N} vertices and ${N} edges: reading and solving them needs ${SIZE} of memory, ` +
    `more than the budget of ${SIZE}`, 'msg.headerMemory', ['n', 'm', 'need', 'budget']],
  [`the graph has ${N} vertices and ${N} edges: solving it needs ${SIZE} of memory, more than the budget of ${SIZE}`,
    'msg.graphMemory', ['n', 'm', 'need', 'budget']],
  ["out of memory: the graph is too large for this browser's WebAssembly memory", 'msg.outOfMemory', []],
  // the partizan graph text (solver/partizan/partizan_game.cpp)
  [`unexpected ${Q} after the move ${Q}: ${escapeRegExp(PARTIZAN_USAGE)}`, 'msg.pzAfterMove', ['token', 'move']],
  [escapeRegExp("a fixed outcome ('u = win|lose|draw') is not part of a partizan graph, decided by its moves alone: " + PARTIZAN_USAGE), 'msg.pzFixed', []],
  [`expected L or R \\(whose move it is\\) between the two positions, found ${Q}: ${escapeRegExp(PARTIZAN_USAGE)}`, 'msg.pzSide', ['token']],
  [`expected the position Left moves to after ${Q}: ${escapeRegExp(PARTIZAN_USAGE)}`, 'msg.pzTargetLeft', ['token']],
  [`expected the position Right moves to after ${Q}: ${escapeRegExp(PARTIZAN_USAGE)}`, 'msg.pzTargetRight', ['token']],
  [`the partizan graph of ${N} positions and ${N} moves: reading it and solving it for both starters needs ${SIZE} of memory, ` +
    `more than the budget of ${SIZE}`, 'msg.pzMemory', ['n', 'm', 'need', 'budget']],
  // links (core/urlstate.js) and the solver's start (core/solver-client.js)
  ['bad base64', 'msg.linkDamaged', []],
  ['it does not decompress', 'msg.linkDamaged', []],
  [`over ${N} bytes`, 'msg.linkTooBig', ['bytes']],
  ['no DecompressionStream', 'msg.linkUnsupported', []],
  ['The solver module web/generated/gamegraph.js is missing or failed to load. Build it with scripts/build.sh wasm.',
    'msg.moduleMissing', []],
  ['the worker did not start in time', 'msg.workerLate', []],
  ['the solver worker stopped: (.*)', 'msg.workerStopped', ['why']],
].map(([re, key, names]) => [new RegExp('^' + re + '$'), key, names]);

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// "4.09 GiB", "100 bytes": the number in the reader's notation, the unit in words.
function size(s) {
  const m = /^(\d+)(?:\.(\d+))? (\w+)$/.exec(s);
  if (!m) return s;
  const digits = m[2] ? m[2].length : 0;
  const x = Number(m[1] + '.' + (m[2] || '0'));
  return t('msg.size', { x: fmt(x, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }), unit: t('msg.unit.' + m[3]) });
}

// One message without its place.
function body(msg) {
  for (const [re, key, names] of PATTERNS) {
    const m = re.exec(msg);
    if (!m) continue;
    const vars = {};
    names.forEach((name, i) => {
      const x = m[i + 1];
      vars[name] = name === 'why' ? body(x) : name === 'need' || name === 'budget' ? size(x) : x;
    });
    return t(key, vars);
  }
  return msg;
}

// The message in the reader's language: "line L, column C: ..." and "line L: ..."
// keep their place, said in that language too.
export function localMessage(msg) {
  if (typeof msg !== 'string') return msg;
  let m = /^line (\d+), column (\d+): ([\s\S]*)$/.exec(msg);
  if (m) return t('msg.at', { line: m[1], column: m[2], msg: body(m[3]) });
  m = /^line (\d+): ([\s\S]*)$/.exec(msg);
  if (m) return t('msg.atLine', { line: m[1], msg: body(m[2]) });
  return body(msg);
}

// Every key used above (for the tests).
export const MESSAGE_KEYS = ['msg.at', 'msg.atLine', 'msg.size', ...['bytes', 'KiB', 'MiB', 'GiB', 'TiB'].map((u) => 'msg.unit.' + u),
  ...new Set(PATTERNS.map((p) => p[1]))];
