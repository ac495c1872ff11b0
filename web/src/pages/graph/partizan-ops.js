// The graph page's partizan solve, run by 'graph.solve' (ops.js) in the solver
// worker or on the page's thread: whether the request is a partizan graph (the
// format 'partizan', or 'auto' and the text's first move a line 'u L v' / 'u R v',
// core/partizan.js; a file or a big text's bytes scanned piece by piece until that
// line), and its solve with the module's solvePartizanText, values included:
//   { format: 'partizan', n, m, mLeft, mRight, lines, names, leftEdges, rightEdges,
//     outcomeLeft, depthLeft, moveLeft, outcomeRight, depthRight, moveRight,
//     classes (per position, core/partizan.js outcomeClass), counts (per class),
//     short, values (per position its canonical value in the usual notation, or null),
//     valueError ({ message, code, position } of a game with a cycle, or null),
//     distinctGames, leftBest, rightBest (per move of that side: 1 when best by the
//     theory, core/game-table.js; null for a game with cycles or a big one) }
import { own } from '../../core/worker-host.js';
import { moveLineScanner, outcomeClass } from '../../core/partizan.js';
import { gameTable, bestMoves } from '../../core/game-table.js';

const PIECE = 1 << 20; // bytes scanned at a time for the first move line
const BEST_MAX_MOVES = 200000; // a bigger graph: its best moves by the fastest win alone

// The pieces of the request's text, as strings, one at a time (a generator of promises).
async function* pieces(args) {
  if (typeof args.text === 'string') {
    yield args.text;
    return;
  }
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  const size = args.bytes ? args.bytes.length : args.file.size;
  for (let at = 0; at < size; at += PIECE) {
    const end = Math.min(size, at + PIECE);
    const bytes = args.bytes ? args.bytes.subarray(at, end) : new Uint8Array(await args.file.slice(at, end).arrayBuffer());
    yield decoder.decode(bytes, { stream: end < size });
  }
}

// Whether a request of 'graph.solve' is a partizan graph.
export async function isPartizanRequest(args) {
  if (args.format === 'partizan') return true;
  if (args.format && args.format !== 'auto') return false;
  const scan = moveLineScanner();
  for await (const piece of pieces(args)) {
    const v = scan.push(piece);
    if (v !== null) return v;
  }
  return scan.end() === true;
}

async function wholeText(args) {
  if (typeof args.text === 'string') return args.text;
  if (args.bytes) return new TextDecoder('utf-8').decode(args.bytes);
  return args.file.text();
}

export async function solvePartizan(gg, args, ctx) {
  ctx.progress({ phase: 'parsing', bytes: args.bytes ? args.bytes.length : args.file ? args.file.size : args.text.length }, true);
  const r = gg.solvePartizanText(await wholeText(args), { value: true });
  const n = r.n;
  const classes = new Array(n);
  const counts = { L: 0, R: 0, N: 0, P: 0, draw: 0 };
  for (let i = 0; i < n; i++) {
    const c = outcomeClass(r.outcomeLeft[i], r.outcomeRight[i]);
    classes[i] = c;
    if (c in counts) counts[c]++;
    else counts.draw++;
  }
  const e = r.valueError;
  const result = {
    format: 'partizan',
    n,
    m: r.mLeft + r.mRight,
    mLeft: r.mLeft,
    mRight: r.mRight,
    lines: r.lines,
    names: r.names,
    leftEdges: own(r.leftEdges),
    rightEdges: own(r.rightEdges),
    outcomeLeft: own(r.outcomeLeft),
    depthLeft: own(r.depthLeft),
    moveLeft: own(r.moveLeft),
    outcomeRight: own(r.outcomeRight),
    depthRight: own(r.depthRight),
    moveRight: own(r.moveRight),
    classes,
    counts,
    short: !e,
    values: e ? null : Array.from({ length: n }, (_, i) => r.valueText(i)),
    valueError: e ? { message: e.message, code: e.code, position: e.position } : null,
    distinctGames: e ? 0 : r.distinctGames,
    // each side's best moves by the theory (short games up to BEST_MAX_MOVES), else null
    leftBest: null,
    rightBest: null,
  };
  if (!e && result.m <= BEST_MAX_MOVES) {
    try {
      const T = gameTable(r);
      const value = r.value;
      const left = bestMoves(value, T, result.leftEdges, 'left');
      const right = bestMoves(value, T, result.rightEdges, 'right');
      result.leftBest = left;
      result.rightBest = right;
      ctx.transfer.push(left.buffer, right.buffer);
    } catch (err) {
      // games nested too deep to compare here (G <= H recurses over their forms):
      // the best moves by the fastest win alone
      if (!(err instanceof RangeError)) throw err;
    }
  }
  for (const k of ['leftEdges', 'rightEdges', 'outcomeLeft', 'depthLeft', 'moveLeft', 'outcomeRight', 'depthRight', 'moveRight']) {
    ctx.transfer.push(result[k].buffer);
  }
  return result;
}
