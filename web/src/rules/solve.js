// solveRules: a rules script explored (explore.js), its graph written straight
// into the module's memory and solved there (wasm/bindings_rules.cpp), and the
// result: outcome, depth and move per position id, with the positions rebuilt on
// demand by replaying moves from the start.
import { compileRules, RulesError, ArgumentError, Cancelled } from './compile.js';
import { explore, keyOf, movesOf, lengthOf, elementOf, DEFAULT_MAX_STATES, MAX_STATES_LIMIT } from './explore.js';
import { keyText } from './keys.js';

// raw: the module's raw bindings { reserve, view, solve, free } (see module-api.js);
// throws RulesError for errors of the script, and what raw throws for the rest.
export function solveRulesWith(raw, source, opts) {
  const options = opts || {};
  const maxStates = options.maxStates === undefined ? DEFAULT_MAX_STATES : options.maxStates;
  if (typeof maxStates !== 'number' || !(maxStates >= 1) || maxStates > MAX_STATES_LIMIT || !Number.isInteger(maxStates)) {
    throw new ArgumentError(`options.maxStates must be a whole number from 1 to ${MAX_STATES_LIMIT}`);
  }
  const userProgress = options.onProgress;
  const onProgress =
    userProgress &&
    ((found, solved, phase) => {
      try {
        userProgress(found, solved, phase);
      } catch (e) {
        throw new Cancelled(e);
      }
    });
  const rules = compileRules(source);
  const ex = explore(rules, {
    maxStates,
    maxMemory: options.maxMemory,
    onProgress: onProgress && ((found) => onProgress(found, 0, 'explore')),
  });
  const n = ex.n;
  const m = ex.m;
  const hasFixed = ex.fixed !== null;
  const grundy = options.grundy === true;
  if (grundy && hasFixed) {
    const w = rules.where('outcome');
    throw new RulesError(
      `Sprague-Grundy values are defined for normal play only: this game ends by outcome(p) at some positions (line ${w.line}, column ${w.column})`,
      { kind: 'declare', line: w.line, column: w.column }
    );
  }
  if (grundy && options.noMove === 'win') {
    throw new ArgumentError("Sprague-Grundy values are defined for normal play only: options.noMove must be 'lose'");
  }

  // The moves into the module's memory, a chunk at a time (each chunk dropped once written).
  const ptr = raw.reserve(n, m, hasFixed);
  let sol;
  try {
    let offset = 0;
    for (let c = 0; c < ex.chunks.length; c++) {
      const chunk = ex.chunks[c];
      ex.chunks[c] = null;
      const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      raw.view(ptr, offset, bytes.length).set(bytes);
      offset += bytes.length;
    }
    if (hasFixed) raw.view(ptr, 8 * m, n).set(ex.fixed);
    sol = raw.solve(ptr, n, m, hasFixed, onProgress && ((done, total) => onProgress(n, total > 0 ? Math.round((n * done) / total) : n, 'solve')), grundy);
  } finally {
    raw.free(ptr);
  }
  return rulesResult(rules, ex, sol, options.noMove === 'win' ? 'win' : 'lose');
}

// The result object of the API (see wasm/gamegraph.d.ts, RulesSolution).
export function rulesResult(rules, ex, sol, noMove) {
  const n = ex.n;
  const parent = ex.parent;
  const index = ex.index;
  let keys = null;
  const cache = new Map();

  const checkId = (i, fn) => {
    if (!Number.isInteger(i) || i < 0 || i >= n) throw new ArgumentError(`${fn}: ${i} is not a position id (0..${n - 1})`);
  };
  const r = {
    n,
    m: ex.m,
    start: 0,
    noMove,
    fixed: ex.fixed,
    title: rules.title,
    description: rules.description,
    legend: rules.legend,
    outcome: sol.outcome,
    depth: sol.depth,
    move: sol.move,
    rules,
    key(i) {
      checkId(i, 'key');
      if (!keys) keys = Array.from(index.keys());
      return keyText(keys[i]);
    },
    indexOf(p) {
      let k;
      try {
        k = keyOf(rules, p);
      } catch (e) {
        return -1;
      }
      const t = index.get(k);
      return t === undefined ? -1 : t;
    },
    // The position of id i: replayed from the start along the moves by which it
    // was first reached (moves(p) must give the same moves each time).
    position(i) {
      checkId(i, 'position');
      if (i === 0) return rules.start;
      if (cache.has(i)) return cache.get(i);
      const path = [];
      let v = i;
      while (v > 0 && !cache.has(v)) {
        path.push(v);
        v = parent[v];
      }
      let p = v === 0 ? rules.start : cache.get(v);
      for (let s = path.length - 1; s >= 0; s--) {
        const want = path[s];
        const list = movesOf(rules, p);
        const count = lengthOf(rules, p, list);
        let next;
        for (let j = 0; j < count && next === undefined; j++) {
          const q = elementOf(rules, p, list, j);
          if (index.get(keyOf(rules, q, p, j)) === want) next = q;
        }
        if (next === undefined) {
          throw new RulesError(`moves(p) gave other moves when called again at position ${JSON.stringify(r.key(parent[want]))}: it must give the same moves each time`, {
            kind: 'result',
          });
        }
        p = next;
        if (cache.size > 4096) cache.clear();
        cache.set(want, p);
      }
      return p;
    },
    // The ids of the moves of position i, in the order moves(p) gives them
    // (none at a position whose outcome(p) ended the game).
    moves(i) {
      checkId(i, 'moves');
      if (ex.fixed && ex.fixed[i] !== 0) return [];
      const p = r.position(i);
      const list = movesOf(rules, p);
      const count = lengthOf(rules, p, list);
      const ids = [];
      for (let j = 0; j < count; j++) {
        const t = index.get(keyOf(rules, elementOf(rules, p, list, j), p, j));
        ids.push(t === undefined ? -1 : t);
      }
      return ids;
    },
  };
  if (sol.grundy) {
    r.grundy = sol.grundy;
    r.infStart = sol.infStart;
    r.infValues = sol.infValues;
    r.grundyMove = sol.grundyMove;
    r.grundyOrder = sol.grundyOrder;
    r.grundyStage = sol.grundyStage;
    r.infSet = (i) => r.infValues.slice(r.infStart[i], r.infStart[i + 1]);
    r.label = (i) => (r.grundy[i] >= 0 ? String(r.grundy[i]) : `inf(${Array.prototype.join.call(r.infSet(i), ',')})`);
  }
  return r;
}
