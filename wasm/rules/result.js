// The result of solveRules (declared in wasm/api_rules.d.ts, RulesSolution): outcome and
// depth per position id, an optimal move, the keys, and the positions rebuilt on
// demand: from their keys (the key is the position's JSON, or the script's
// fromKey(k) rebuilds it), else by replaying moves from the start along the ids
// each position was first reached from. A partizan script's (left(p) and right(p)):
// per position the outcome, depth and optimal move with Left moving first and with
// Right moving first, each side's moves, and the values' table when asked for
// (module-api.js reads them: wasm/api_partizan.js).
import { RulesError, ArgumentError, describePosition } from './compile.js';
import { OUTCOME } from './outcome.js';
import { KeyOut, wholeNumber, writeScriptKey } from './key-bytes.js';
import { positionsOf, writeKeyOf } from './expand.js';

// The fields of a partizan script's solve (bindings_partizan.cpp) its result has.
const PARTIZAN_FIELDS = ['mLeft', 'mRight', 'outcomeLeft', 'depthLeft', 'moveLeft', 'outcomeRight', 'depthRight', 'moveRight',
  'short', 'cyclePosition', 'value', 'gameStart', 'gameLeft', 'gameOptions', 'gameClass', 'gameText', 'distinctGames'];

// values: { outcome, depth, move (Int32Array, or null: found on demand) }; a
// partizan script's: what bindings_partizan.cpp's solve gives, and noValues (a
// RulesError: why there are no values, when asked for) or undefined.
export function rulesResult(rules, ex, values, noMove) {
  const n = ex.n;
  const store = ex.store;
  const mode = ex.mode;
  const cache = new Map();
  const scratch = new KeyOut(256);
  let move = values.move;

  const checkId = (i, fn) => {
    if (!Number.isInteger(i) || i < 0 || i >= n) throw new ArgumentError(`${fn}: ${i} is not a position id (0..${n - 1})`);
  };
  // The value of the key of id: the JSON value held (a number, a string, ...).
  const keyValue = (i) => (store.ints ? store.intKey(i) : JSON.parse(store.text(i)));
  // The id of position q (reached from p by its index-th move of side's function), or -1.
  const idOf = (q, p, index, side) => {
    scratch.len = 0;
    const k = writeKeyOf(rules, q, p, index, scratch, side);
    return store.find(k, scratch);
  };
  // The ids of the moves side's function gives at i (none where outcome(p) ended the game).
  const idsOf = (i, side, fn) => {
    checkId(i, fn);
    if (r.fixed && r.fixed[i] !== 0) return [];
    const p = r.position(i);
    return positionsOf(rules, p, side).map((q, j) => idOf(q, p, j, side));
  };

  const r = {
    n,
    m: ex.m,
    start: 0,
    noMove,
    fixed: ex.fixedCodes(),
    title: rules.title,
    description: rules.description,
    legend: rules.legend,
    outcome: values.outcome,
    depth: values.depth,
    tiers: ex.tiered ? ex.tierValues.length : 0,
    rules,
    key(i) {
      checkId(i, 'key');
      if (mode === 'default' || store.ints) return store.text(i);
      const v = keyValue(i);
      return typeof v === 'string' ? v : String(v);
    },
    // The key of i as an integer (its text is its digits), or -1.
    intKey(i) {
      return store.ints ? store.intKey(i) : -1;
    },
    // The text of the key of i copied into dst (a Uint8Array) from at, where it is
    // held as its own text and is printable ASCII without blanks: the end of the
    // copy; else -1 (key(i) then says it).
    keyInto(i, dst, at) {
      return mode === 'default' ? store.copyPlain(i, dst, at) : -1;
    },
    // The id of the position whose key has this text (as key(i) gives it), or -1.
    find(text) {
      if (typeof text !== 'string') return -1;
      if (mode === 'default') {
        let p;
        try {
          p = JSON.parse(text);
        } catch (e) {
          return -1;
        }
        return r.indexOf(p);
      }
      const w = wholeNumber(text);
      scratch.len = 0;
      const k = writeScriptKey(w !== null ? w : text, scratch);
      return store.find(k, scratch);
    },
    indexOf(p) {
      try {
        return idOf(p, undefined, 0);
      } catch (e) {
        return -1;
      }
    },
    position(i) {
      checkId(i, 'position');
      // (rebuilt from its key where exploring rebuilt it so, the start too: the
      // same position moves(p) was called with, -0 read as 0)
      if (mode === 'default') return keyValue(i);
      if (mode === 'fromKey') {
        const k = keyValue(i);
        try {
          return rules.fromKey(k);
        } catch (e) {
          throw rules.error('fromKey', k, e);
        }
      }
      return i === 0 ? rules.start : replay(i);
    },
    // The ids of the moves of position i, in the order moves(p) gives them
    // (none at a position whose outcome(p) ended the game).
    moves(i) {
      return idsOf(i, 'moves', 'moves');
    },
    // An optimal move of position i (-1: none): the engine's, or where the moves
    // are not kept (tiers) or every move goes to a later id (solved by sweep.js)
    // the first move in the order moves(p) gives that realises the value (a win in
    // depth - 1 to a lost position, a loss to a won one of depth - 1, a draw that
    // keeps it).
    bestMove(i) {
      checkId(i, 'bestMove');
      if (move) return move[i];
      return bestOf(r, i);
    },
  };
  if (rules.partizan) {
    r.partizan = true;
    for (const f of PARTIZAN_FIELDS) if (values[f] !== undefined) r[f] = values[f];
    r.noValues = values.noValues;
    r.leftMoves = (i) => idsOf(i, 'left', 'leftMoves');
    r.rightMoves = (i) => idsOf(i, 'right', 'rightMoves');
    delete r.outcome;
    delete r.depth;
    delete r.moves;
    delete r.bestMove;
    return r;
  }
  if (values.grundy) {
    r.grundy = values.grundy;
    r.infStart = values.infStart;
    r.infValues = values.infValues;
    r.grundyMove = values.grundyMove;
    r.grundyOrder = values.grundyOrder;
    r.grundyStage = values.grundyStage;
    r.infSet = (i) => r.infValues.slice(r.infStart[i], r.infStart[i + 1]);
    r.label = (i) => (r.grundy[i] >= 0 ? String(r.grundy[i]) : `inf(${Array.prototype.join.call(r.infSet(i), ',')})`);
  }
  Object.defineProperty(r, 'move', {
    enumerable: true,
    get() {
      if (!move) {
        const all = new Int32Array(n);
        for (let i = 0; i < n; i++) all[i] = bestOf(r, i);
        move = all;
      }
      return move;
    },
  });

  function replay(i) {
    if (cache.has(i)) return cache.get(i);
    const path = [];
    let v = i;
    while (v > 0 && !cache.has(v)) {
      path.push(v);
      v = ex.parentOf(v);
    }
    let p = v === 0 ? rules.start : cache.get(v);
    for (let s = path.length - 1; s >= 0; s--) {
      const want = path[s];
      let next;
      for (const side of rules.sides) {
        const list = positionsOf(rules, p, side);
        for (let j = 0; j < list.length && next === undefined; j++) if (idOf(list[j], p, j, side) === want) next = list[j];
      }
      if (next === undefined) {
        const fns = rules.partizan ? 'left(p) and right(p)' : 'moves(p)';
        throw new RulesError(`${fns} gave other moves when called again at position ${describePosition(r.key(ex.parentOf(want)))}: they must give the same moves each time`, {
          kind: 'result',
        });
      }
      p = next;
      if (cache.size > 4096) cache.clear();
      cache.set(want, p);
    }
    return p;
  }
  return r;
}

// The first move of i, in moves(p) order, that realises i's value.
function bestOf(r, i) {
  const o = r.outcome[i];
  const d = r.depth[i];
  if (r.fixed && r.fixed[i] !== 0) return -1;
  const ids = r.moves(i);
  for (const t of ids) {
    if (t < 0) continue;
    const ot = r.outcome[t];
    if (o === OUTCOME.WIN && ot === OUTCOME.LOSE && r.depth[t] === d - 1) return t;
    if (o === OUTCOME.LOSE && ot === OUTCOME.WIN && r.depth[t] === d - 1) return t;
    if (o === OUTCOME.DRAW && ot === OUTCOME.DRAW) return t;
  }
  return -1;
}
