// Games with tiers (the script's tier(p): a number no move decreases), solved
// tier by tier from the last one down without keeping their moves: the moves of a
// tier's positions are generated again (expand.js, on this thread or by the
// workers) and the children, all in later tiers and so already solved, read by
// key. A tier with moves inside itself (seen while exploring) is solved by the
// engine's tier solve (solver/rules/tier_solve.hpp through raw.solveTier) from its inner
// moves and a summary of its moves out; the others position by position.
//
// Per position while solving: its outcome (1 byte) and depth (4 bytes) besides
// what exploring holds, and 4 bytes for the positions sorted by tier.
import { RulesError } from './compile.js';
import { BatchOut, expandSlice, errorFromData, NO_CHECK } from './expand.js';
import { OUTCOME, FIXED, fixedOutcome } from './outcome.js';
import { runBatches, LOCAL_BATCH } from './pipeline.js';
import { TOUCH_SPAN } from './key-store.js';


class TierSolve {
  constructor(raw, s) {
    const ex = s.ex;
    this.raw = raw;
    this.ex = ex;
    this.rules = s.rules;
    this.onProgress = s.onProgress;
    this.noMove = s.noMove === 'win' ? OUTCOME.WIN : OUTCOME.LOSE;
    const n = ex.n;
    ex.solveRoom(9 * n, ' tier by tier');
    ex.held += 9 * n;
    this.outcome = new Uint8Array(n);
    this.depth = new Int32Array(n);
    // the positions sorted by tier (a counting sort), the tiers from the last
    const T = ex.tierValues.length;
    const count = new Float64Array(T + 1);
    for (let id = 0; id < n; id++) count[ex.tierOfId(id) + 1]++;
    for (let t = 0; t < T; t++) count[t + 1] += count[t];
    this.start = Float64Array.from(count);
    this.order = new Int32Array(n);
    for (let id = 0; id < n; id++) this.order[count[ex.tierOfId(id)]++] = id;
    this.tiers = Array.from({ length: T }, (_, t) => t).sort((a, b) => ex.tierValues[b] - ex.tierValues[a]);
    this.solved = 0;
    this.lastReport = -Infinity;
    this.out = new BatchOut();
    this.resolved = new Int32Array(0);
    this.sink = 0; // (fetch's loads summed)
    this.tier = -1;
  }

  // The tier at step k (from the last), its ids, their fixed outcomes settled, and
  // the ids whose moves are to be generated.
  open(k) {
    const ex = this.ex;
    const t = this.tiers[k];
    this.tier = t;
    this.tierStep = k;
    const ids = this.order.subarray(this.start[t], this.start[t + 1]);
    this.ids = ids;
    const todo = [];
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      const code = ex.fixedOfId(id);
      if (code !== 0) {
        this.outcome[id] = fixedOutcome(code);
        this.depth[id] = code === FIXED.DRAW ? -1 : 0;
        this.solved++;
      } else {
        todo.push(id);
      }
    }
    this.todo = Int32Array.from(todo);
    this.next = 0;
    this.inner = ex.inner[t];
    if (this.inner) this.openInner();
  }

  // A tier with inner moves: its positions' local numbers (kept in depth[], which
  // is not set yet for this tier), the summary of their moves out, the inner moves.
  openInner() {
    const ids = this.ids;
    const nt = ids.length;
    for (let i = 0; i < nt; i++) this.depth[ids[i]] = i;
    this.local = {
      fixed: new Uint8Array(nt),
      extCount: new Uint32Array(nt),
      extLoseMin: new Int32Array(nt).fill(-1),
      extWinMax: new Int32Array(nt).fill(-1),
      extWinCount: new Uint32Array(nt),
      degree: new Uint32Array(nt),
      to: [],
    };
    for (let i = 0; i < nt; i++) this.local.fixed[i] = this.ex.fixedOfId(ids[i]);
  }

  take(max) {
    if (this.next >= this.todo.length) return null;
    const from = this.next;
    const to = Math.min(this.todo.length, from + max);
    this.next = to;
    return { from, to, slice: this.ex.store.gather(this.todo, from, to) };
  }

  // The moves generated again for batch b (the positions todo[b.from..b.to)):
  // first the id of every move (looked up by key), then each position's value
  // from its children's. The children's tiers, outcomes and depths are read a
  // span of moves ahead (fetch): each is a load from anywhere in arrays of a byte
  // or 4 per position, which one after another would wait for the memory each time.
  integrate(b, out) {
    if (out.error) throw out.packed ? errorFromData(out.error.error) : out.error.error;
    const ex = this.ex;
    const store = ex.store;
    const keyWords = out.key.words || new Uint32Array(out.key.bytes.buffer, out.key.bytes.byteOffset, out.key.bytes.length >>> 2);
    const outcome = this.outcome;
    const depth = this.depth;
    const tier = this.tier;
    const m = out.m;
    if (m > this.resolved.length) this.resolved = new Int32Array(m);
    const resolved = this.resolved;
    const same = out.same;
    let touched = 0; // the moves touched so far (store.touch)
    let from = 0;
    let known = m; // the moves whose ids are known (a key not held ends them)
    for (let c = 0; c < m; c++) {
      if (c === touched) touched = store.touchSpan(out.hash, same, c, m, null);
      const k = out.ik[c];
      const end = out.end[c] >>> 2;
      const t = same[c] >= 0 ? resolved[same[c]] : k >= 0 ? store.idOfInt(k, out.hash[c], 0) : store.idOfRecord(keyWords, from, end, out.hash[c], 0);
      if (k < 0) from = end;
      if (t < 0) {
        known = c; // (said below, in its turn among the errors of the moves before it)
        break;
      }
      resolved[c] = t;
    }
    let fetched = 0; // the moves whose children's values are fetched
    let c = 0;
    for (let i = 0; i < out.parents; i++) {
      const id = this.todo[b.from + i];
      const d = out.degree[i];
      let loseMin = 0x7fffffff;
      let winMax = -1;
      let wins = 0;
      let draws = 0;
      let innerCount = 0;
      const local = this.inner ? this.local : null;
      const li = local ? depth[id] : 0;
      for (let j = 0; j < d; j++, c++) {
        if (c === fetched) {
          fetched = Math.min(known, c + TOUCH_SPAN);
          this.fetch(resolved, c, fetched);
        }
        if (c === known) throw this.changed(id);
        const t = resolved[c];
        const tt = ex.tierOfId(t);
        if (tt === tier) {
          if (!local) throw this.changed(id);
          local.to.push(depth[t]);
          innerCount++;
          continue;
        }
        const ot = outcome[t];
        if (ot === OUTCOME.LOSE) {
          if (depth[t] < loseMin) loseMin = depth[t];
        } else if (ot === OUTCOME.WIN) {
          wins++;
          if (depth[t] > winMax) winMax = depth[t];
        } else {
          draws++;
        }
      }
      if (local) {
        local.degree[li] = innerCount;
        local.extCount[li] = d - innerCount;
        local.extLoseMin[li] = loseMin === 0x7fffffff ? -1 : loseMin;
        local.extWinMax[li] = winMax;
        local.extWinCount[li] = wins;
        continue;
      }
      if (d === 0) {
        outcome[id] = this.noMove;
        depth[id] = 0;
      } else if (loseMin !== 0x7fffffff) {
        outcome[id] = OUTCOME.WIN;
        depth[id] = loseMin + 1;
      } else if (draws > 0) {
        outcome[id] = OUTCOME.DRAW;
        depth[id] = -1;
      } else {
        outcome[id] = OUTCOME.LOSE;
        depth[id] = winMax + 1;
      }
      this.solved++;
    }
    this.progress();
  }

  // Reads the tier, outcome and depth of the children ids[a..b), independent
  // loads four to an iteration (as KeyStore.touch), so that the memory brings them
  // in together; their sum is kept, so that they are not optimised away.
  fetch(ids, a, b) {
    const outcome = this.outcome;
    const depth = this.depth;
    const ex = this.ex;
    let s0 = 0;
    let s1 = 0;
    let i = a;
    for (; i + 4 <= b; i += 4) {
      const t0 = ids[i];
      const t1 = ids[i + 1];
      const t2 = ids[i + 2];
      const t3 = ids[i + 3];
      s0 |= depth[t0] | depth[t1] | outcome[t0] | outcome[t1] | ex.tierOfId(t0) | ex.tierOfId(t1);
      s1 |= depth[t2] | depth[t3] | outcome[t2] | outcome[t3] | ex.tierOfId(t2) | ex.tierOfId(t3);
    }
    for (; i < b; i++) s0 |= depth[ids[i]] | outcome[ids[i]] | ex.tierOfId(ids[i]);
    this.sink |= s0 | s1;
  }

  // moves(p) gave, when called again, a move it had not given while exploring.
  changed(id) {
    return new RulesError(`moves(p) gave other moves when called again at position ${this.ex.store.text(id).slice(0, 200)}: it must give the same moves each time`, { kind: 'result' });
  }

  // The tier is generated: an inner tier solved by the engine.
  close() {
    if (!this.inner) return;
    const ids = this.ids;
    const nt = ids.length;
    const L = this.local;
    const start = new Uint32Array(nt + 1);
    // the moves came in the order of todo (ids in increasing order, fixed ones left out)
    for (let i = 0; i < nt; i++) start[i + 1] = start[i] + L.degree[i];
    const sol = this.raw.solveTier({
      n: nt,
      innerStart: start,
      innerTo: Uint32Array.from(L.to),
      fixed: L.fixed,
      extCount: L.extCount,
      extLoseMin: L.extLoseMin,
      extWinMax: L.extWinMax,
      extWinCount: L.extWinCount,
      noMove: this.noMove === OUTCOME.WIN ? 'win' : 'lose',
    });
    for (let i = 0; i < nt; i++) {
      const id = ids[i];
      this.outcome[id] = sol.outcome[i];
      this.depth[id] = sol.depth[i];
    }
    this.solved += this.todo.length;
    this.local = null;
    this.progress(true);
  }

  progress(force) {
    if (!this.onProgress) return;
    const now = Date.now();
    if (!force && now - this.lastReport < 100) return;
    this.lastReport = now;
    const ex = this.ex;
    this.onProgress(ex.n, this.solved, 'solve', {
      tier: ex.tierValues[this.tier],
      tierStep: this.tierStep + 1,
      tiers: this.tiers.length,
      bytes: ex.bytes(),
      budget: ex.budget,
      workers: ex.workers,
      busy: ex.busy,
    });
  }

  values() {
    this.ex.held -= 4 * this.ex.n;
    this.order = null;
    return { outcome: this.outcome, depth: this.depth, move: null };
  }
}

const REGEN = { outcome: false, tiers: false };

export function solveTiers(raw, s) {
  const ts = new TierSolve(raw, s);
  for (let k = 0; k < ts.tiers.length; k++) {
    ts.open(k);
    for (;;) {
      const b = ts.take(LOCAL_BATCH);
      if (!b) break;
      expandSlice(ts.rules, ts.ex.mode, b.slice, NO_CHECK, null, ts.out, REGEN);
      ts.integrate(b, ts.out);
    }
    ts.close();
  }
  ts.progress(true);
  return ts.values();
}

export async function solveTiersWith(raw, s, pool) {
  const ts = new TierSolve(raw, s);
  pool.doing('generating the moves again to solve the tiers');
  const job = {
    take: (max) => ts.take(max),
    here: () => false,
    narrow: () => false,
    expand(b, out) {
      expandSlice(ts.rules, ts.ex.mode, b.slice, NO_CHECK, null, out, REGEN);
    },
    task: (b) => ({ msg: { type: 'expand', firstId: NO_CHECK, slice: b.slice, tiers: null, opts: REGEN }, transfer: [b.slice.ints ? b.slice.ints.buffer : b.slice.bytes.buffer] }),
    integrate: (b, out) => ts.integrate(b, out),
    busy(n) {
      ts.ex.busy = n;
    },
  };
  for (let k = 0; k < ts.tiers.length; k++) {
    ts.open(k);
    await runBatches(pool, job);
    ts.close();
  }
  ts.progress(true);
  return ts.values();
}
