// Breadth-first exploration of the positions reachable from a script's start,
// numbered in order of discovery (the start is 0), deduplicated by key in a
// KeyStore (typed memory, no JavaScript object per position). What the script
// says of a batch of positions is computed by expandBatch (expand.js) on this
// thread or by workers (pool.js); the batches are taken in id order and their
// results integrated here in that order, so the ids, the moves and every error are
// the same whoever computed them.
//
// Per position, besides its key: its fixed outcome (1 byte), with tiers its tier's
// index (1 or 2 bytes); without tiers its moves as (u, v) pairs of ids (8 bytes a
// move, in chunks; a partizan script's Left's and Right's apart), which the engine
// solves; with tiers no move is kept (tiers.js
// generates them again). Where the script gives key(p) but no fromKey(k), a
// position cannot be rebuilt from its key: the positions waiting to be expanded
// are kept as they are, with the id each was first reached from (4 bytes), and
// the script runs on this thread only.
//
//   const ex = new Explorer(rules, { maxStates, maxMemory, onProgress });
//   exploreHere(ex);                  // or: await exploreWith(ex, pool)
//   ex.store, ex.n, ex.m, ex.forward, ex.takeMoves(side), ex.fixedCodes(), ex.parentOf(i), ex.tierOfId(i), ...
import { RulesError, formatBytes, formatNeed } from './compile.js';
export { formatBytes };
import { KeyStore, PAGE, PAGE_BITS, NONE, copyOfKeys, keysHeld } from './key-store.js';
import { KeyOut, hashInt, hashRecord } from './key-bytes.js';
import { BatchOut, expandBatch, expandSlice, writeKeyOf, tierOf, errorFromData } from './expand.js';
import { runBatches, LOCAL_BATCH } from './pipeline.js';
import { SWEEP_MAX } from './sweep.js';
// The engine's limits, written once in limits.json (data, so that the command,
// cli/gamegraph-rules.js, a CommonJS script, reads the same): here the positions
// explored by default (solve.js checks the options against the rest).
import { DEFAULT_MAX_STATES } from './limits.json';
const CHUNK = 1 << 20; // int32 values per chunk of moves (4 MB)
const MASK = PAGE - 1;
const MIN_POOL_BATCH = 128; // fewer waiting: expanded here
const PROGRESS_MS = 100;
const QUEUE_MAX = 1 << 20; // positions kept waiting as they are, at most (see queueOn)
const ESTIMATE_FROM = 1000; // positions expanded before what a position costs is said


export class Explorer {
  constructor(rules, options) {
    const o = options || {};
    this.rules = rules;
    this.mode = rules.key ? (rules.fromKey ? 'fromKey' : 'object') : 'default';
    // tiers: tier(p) read and checked (no move goes down a tier); keepMoves: the
    // moves kept for the engine (without tiers, for Sprague-Grundy values, or where
    // positions cannot be rebuilt from their keys to generate their moves again)
    this.tiered = !!rules.tier;
    this.keepMoves = !this.tiered || o.keepMoves === true || this.mode === 'object';
    // the moves kept for the module's engine whatever they are (Sprague-Grundy values)
    this.forEngine = o.keepMoves === true;
    this.maxStates = o.maxStates === undefined ? DEFAULT_MAX_STATES : o.maxStates;
    this.budget = o.maxMemory === undefined ? Infinity : o.maxMemory;
    this.onProgress = o.onProgress || null;
    this.held = 0; // bytes of the per-position pages and the moves (the store counts its own)
    this.store = new KeyStore({
      budget: this.budget,
      onBudget: (need) => this.memoryError(need),
      otherBytes: () => this.held,
    });
    this.fixedPages = [];
    this.anyFixed = false;
    this.tierPages = [];
    this.tierWide = false; // tier indices in Uint16Array pages (more than 255 tiers)
    this.tierValues = [];
    this.tierIndex = new Map();
    this.inner = []; // per tier index: whether a move stays inside the tier
    this.parentPages = [];
    // Positions waiting to be expanded, kept as they are, for the ids from next on,
    // where they cannot be rebuilt from their keys ('object'). (Keeping them
    // elsewhere too, to save rebuilding them, was measured slower: a million
    // positions kept alive cost the garbage collector more than their rebuilding.)
    // queueOn: new positions are being added.
    this.queue = [];
    this.qhead = 0;
    this.queueOn = this.mode === 'object';
    // the moves kept: per side (one for moves(p), Left's and Right's for a partizan
    // script), full chunks, the chunk being filled and its fill
    this.partizan = !!rules.partizan;
    this.moveLists = rules.sides.map(() => ({ chunks: [], chunk: new Int32Array(0), fill: 0 }));
    this.m = 0;
    // whether every move kept goes to a later id (solved then by sweep.js)
    this.forward = true;
    this.mLeft = 0;
    this.next = 0; // the next id to hand out in a batch
    this.done = 0; // the ids whose expansion is integrated
    this.lastReport = -Infinity;
    this.workers = 1;
    this.busy = 0;
    this.resolved = new Int32Array(0);
    this.begin();
  }

  get n() {
    return this.store.n;
  }

  // ---- memory --------------------------------------------------------------------------

  bytes() {
    return this.store.bytes() + this.held;
  }

  // The bytes one batch's expansion may hold (its moves' keys and bookkeeping): half
  // what the budget leaves (its moves, once integrated, need about as much again),
  // so that one position whose moves(p) never ends (a Proxy with an endless length)
  // is stopped by the budget, naming that position, rather than by a timeout.
  batchBytes() {
    return this.budget === Infinity ? Infinity : Math.max(1 << 24, (this.budget - this.bytes()) / 2);
  }

  memoryError(need) {
    throw new RulesError(
      `exploring needs more than ${formatNeed(need, this.budget)} (${this.n.toLocaleString('en')} positions and ${this.m.toLocaleString('en')} moves found so far), over the budget of ${formatBytes(this.budget)}`,
      { kind: 'memory', bytesNeeded: need, bytesBudget: this.budget, found: this.n }
    );
  }

  // Room for a solve that holds `extra` bytes beside what exploring holds (which
  // stays), or the memory error saying so ("solving the N positions{how} needs ...").
  solveRoom(extra, how) {
    const need = this.bytes() + extra;
    if (need > this.budget) {
      throw new RulesError(`solving the ${this.n.toLocaleString('en')} positions${how} needs ${formatNeed(need, this.budget)}, over the budget of ${formatBytes(this.budget)}`, {
        kind: 'memory',
        bytesNeeded: need,
        bytesBudget: this.budget,
        found: this.n,
      });
    }
  }

  // Room for `extra` more bytes of ours, or the memory error.
  reserve(extra) {
    const need = this.bytes() + extra;
    if (need > this.budget) this.memoryError(need);
    this.held += extra;
  }

  // The bytes a position costs, from what the positions found so far cost: its
  // key and its entry of the table, its other per-position bytes, its moves.
  perPosition() {
    const slot = this.store.width * 4;
    return Math.ceil(this.exploreBytes() + this.solveBytes() + (slot / 0.75) * 1.5); // the table three quarters full, and a doubling on the way
  }

  // What a position holds while exploring besides its slot of the key table: its
  // key, its other per-position bytes, its moves.
  exploreBytes() {
    const n = Math.max(1, this.n);
    const keys = this.store.ints ? 8 : (this.store.bytes() - this.store.slots.byteLength) / n;
    const other = 1 + (this.tiered ? (this.tierWide ? 2 : 1) : 0) + (this.mode === 'object' ? 4 + 64 : 0);
    const moves = this.done > 0 ? this.m / this.done : 0;
    return keys + other + (this.keepMoves ? 8 * moves : 0);
  }

  // What solving adds per position: the results (outcome and depth) and the
  // order of the tiers, or the sweep's (sweep.js); where the module's engine
  // solves, its own (wasm/bindings_rules.cpp rules_reserve: 31 bytes a position
  // and 18 a move, 8 of them the moves kept here, dropped as they are copied; a
  // partizan script's more, about).
  solveBytes() {
    if (!this.byEngine()) return 9;
    const moves = this.done > 0 ? this.m / this.done : 0;
    return 31 + 10 * moves;
  }

  // Whether the module's engine solves the moves kept (a partizan script, a move
  // back to an earlier id, Sprague-Grundy values), which counts its own memory
  // against the budget apart (wasm/bindings_rules.cpp rules_reserve), rather than
  // tiers.js or the sweep (sweep.js) beside what exploring holds: what solve.js
  // does, decided here.
  byEngine() {
    return this.keepMoves && (this.partizan || this.forEngine || !this.forward || this.n > SWEEP_MAX);
  }

  // The positions the budget holds at what a position costs so far, the key
  // table's doublings counted where they peak and the solve after (keysHeld),
  // a chunk of moves being filled aside; 0 without a budget, or where the
  // module's engine solves (its memory is not this one's to say).
  fits() {
    if (this.byEngine()) return 0;
    const budget = this.budget - (this.keepMoves ? CHUNK * 4 : 0);
    return keysHeld(budget, this.exploreBytes(), this.store.width * 4, this.solveBytes());
  }

  // ---- per-position pages ------------------------------------------------------------

  newId(id, tierIdx, parent) {
    const p = id >>> PAGE_BITS;
    if (p === this.fixedPages.length) {
      let extra = PAGE;
      if (this.tiered) extra += this.tierWide ? 2 * PAGE : PAGE;
      if (this.mode === 'object') extra += 4 * PAGE;
      this.reserve(extra);
      this.fixedPages.push(new Uint8Array(PAGE));
      if (this.tiered) this.tierPages.push(this.tierWide ? new Uint16Array(PAGE) : new Uint8Array(PAGE));
      if (this.mode === 'object') this.parentPages.push(new Int32Array(PAGE));
    }
    if (this.tiered) this.tierPages[p][id & MASK] = tierIdx;
    if (this.mode === 'object') this.parentPages[p][id & MASK] = parent;
  }

  tierIndexOf(t) {
    let i = this.tierIndex.get(t);
    if (i !== undefined) return i;
    i = this.tierValues.length;
    if (i === 65536) {
      throw new RulesError(`tier(p) gave more than 65,536 different tiers: a tier is a number that no move decreases (the stones placed, the pieces taken), not a position's own number`, {
        kind: 'result',
        line: this.rules.where('tier').line,
        column: this.rules.where('tier').column,
      });
    }
    if (i === 256 && !this.tierWide) {
      this.reserve(this.tierPages.length * PAGE);
      this.tierWide = true;
      this.tierPages = this.tierPages.map((a) => Uint16Array.from(a));
    }
    this.tierValues.push(t);
    this.inner.push(false);
    this.tierIndex.set(t, i);
    return i;
  }

  tierOfId(id) {
    return this.tierPages[id >>> PAGE_BITS][id & MASK];
  }

  fixedOfId(id) {
    return this.fixedPages[id >>> PAGE_BITS][id & MASK];
  }

  parentOf(id) {
    return this.parentPages[id >>> PAGE_BITS][id & MASK];
  }

  // The fixed outcome of every position in one array (null when there is none).
  fixedCodes() {
    if (!this.anyFixed) return null;
    const n = this.n;
    const out = new Uint8Array(n);
    for (let p = 0; p * PAGE < n; p++) out.set(this.fixedPages[p].subarray(0, Math.min(PAGE, n - p * PAGE)), p * PAGE);
    return out;
  }

  // ---- the start -----------------------------------------------------------------------

  begin() {
    const rules = this.rules;
    const out = new KeyOut(256);
    const k = writeKeyOf(rules, rules.start, undefined, 0, out);
    let t = 0;
    if (this.tiered) t = this.tierIndexOf(tierOf(rules, rules.start));
    const r = k >= 0 ? this.store.idOfInt(k, hashInt(k), this.maxStates) : this.store.idOfRecord(out.words, 0, out.len >>> 2, hashRecord(out.words, 0, out.len >>> 2), this.maxStates);
    if (r === NONE) this.tooMany();
    this.newId(0, t, -1);
    if (this.queueOn) this.queue.push(rules.start);
  }

  tooMany() {
    throw new RulesError(
      `more than ${this.maxStates.toLocaleString('en')} positions are reachable from the start: raise the cap (maxStates) or make the game smaller`,
      { kind: 'too-many', limit: this.maxStates }
    );
  }

  // ---- batches -------------------------------------------------------------------------

  // The next batch of at most max positions to expand (within one page of ids), or
  // null when every position found so far has been handed out.
  take(max) {
    const from = this.next;
    const n = this.n;
    if (from >= n) return null;
    const to = Math.min(n, from + max, ((from >>> PAGE_BITS) + 1) << PAGE_BITS);
    this.next = to;
    const b = { from, to, slice: null, positions: null, tiers: null };
    const queued = this.queue.length - this.qhead;
    if (queued > 0) {
      const k = Math.min(queued, to - from);
      this.next = from + k;
      b.to = from + k;
      b.positions = this.queue.slice(this.qhead, this.qhead + k);
      for (let i = this.qhead; i < this.qhead + k; i++) this.queue[i] = undefined;
      this.qhead += k;
      if (this.qhead >= 65536 && this.qhead * 2 >= this.queue.length) {
        this.queue = this.queue.slice(this.qhead);
        this.qhead = 0;
      }
    } else {
      // (views: a batch for a worker is copied as it is sent, exploreWith's task)
      b.slice = this.store.sliceView(from, to);
    }
    if (this.tiered) {
      b.tiers = new Float64Array(b.to - from);
      for (let id = from; id < b.to; id++) b.tiers[id - from] = this.tierValues[this.tierOfId(id)];
    }
    return b;
  }

  // Integrates what was found of batch b (a BatchOut or its packed form), which
  // must be the next in id order. Throws the batch's error once the work before it
  // is integrated, as if every position had been expanded in order.
  integrate(b, out) {
    if (b.from !== this.done) throw new Error(`batches out of order: ${b.from}, expected ${this.done}`);
    const store = this.store;
    const limit = this.maxStates;
    const tiered = this.tiered;
    const storeMoves = this.keepMoves;
    const keep = this.queueOn && out.positions !== null;
    if (this.queueOn && !keep) this.stopQueue();
    const keyWords = out.key.words || new Uint32Array(out.key.bytes.buffer, out.key.bytes.byteOffset, out.key.bytes.length >>> 2);
    if (out.m > this.resolved.length) this.resolved = new Int32Array(out.m);
    const same = out.same;
    let touched = 0; // the moves touched so far
    // (the tiers of the keys found are read below, where the moves are not kept)
    const touchTiers = tiered && !storeMoves ? this.tierPages : null;
    const resolved = this.resolved;
    let c = 0;
    let from = 0;
    let lastTier = NaN;
    let lastIdx = 0;
    for (let i = 0; i < out.parents; i++) {
      const id = b.from + i;
      const code = out.fixed[i];
      if (code !== 0) {
        this.fixedPages[id >>> PAGE_BITS][id & MASK] = code;
        this.anyFixed = true;
        continue;
      }
      const pt = tiered ? this.tierOfId(id) : 0;
      const d = out.degree[i];
      const dl = this.partizan ? out.leftDegree[i] : d;
      this.mLeft += this.partizan ? dl : 0;
      for (let j = 0; j < d; j++, c++) {
        if (c === touched) touched = store.touchSpan(out.hash, same, c, out.m, touchTiers);
        const k = out.ik[c];
        const end = out.end[c] >>> 2;
        const s = same[c];
        let t = s >= 0 ? resolved[s] : k >= 0 ? store.idOfInt(k, out.hash[c], limit) : store.recordOf(c, keyWords, from, end, out.hash[c], limit);
        if (k < 0) from = end;
        if (t >= 0) resolved[c] = t;
        else if (t !== NONE) resolved[c] = -t - 1;
        if (t < 0) {
          if (t === NONE) this.tooMany();
          t = -t - 1;
          let ti = 0;
          if (tiered) {
            const tv = out.tier[c];
            if (tv !== lastTier) {
              lastTier = tv;
              lastIdx = this.tierIndexOf(tv);
            }
            ti = lastIdx;
          }
          this.newId(t, ti, id);
          if (keep && this.queueOn) {
            const q = out.positions[c];
            if (this.mode === 'object' || (this.queue.length - this.qhead < QUEUE_MAX && (typeof q === 'string' || (typeof q === 'number' && !Object.is(q, -0))))) this.queue.push(q);
            else this.stopQueue();
          }
        }
        if (storeMoves) {
          const list = this.moveLists[j < dl ? 0 : 1];
          if (list.fill === list.chunk.length) this.newChunk(list);
          list.chunk[list.fill++] = id;
          list.chunk[list.fill++] = t;
          if (t <= id) this.forward = false;
        } else if (tiered && this.tierOfId(t) === pt) {
          this.inner[pt] = true;
        }
        this.m++;
      }
    }
    this.done = b.from + out.parents;
    if (out.error) throw out.packed ? errorFromData(out.error.error) : out.error.error;
    if (this.done < b.to) throw new Error('a batch came back short');
    this.progress();
  }

  // No more positions kept (those kept stay for their ids; the later ones are
  // rebuilt from their keys).
  stopQueue() {
    if (this.mode !== 'object') this.queueOn = false;
  }

  newChunk(list) {
    if (list.chunk.length) list.chunks.push(list.chunk);
    this.reserve(CHUNK * 4);
    list.chunk = new Int32Array(CHUNK);
    list.fill = 0;
  }

  // The moves of side (0: moves(p)'s or Left's, 1: Right's) in chunks of (u, v)
  // pairs, the last one cut to its fill, handed over: the explorer keeps none of
  // them (the caller drops each once used).
  takeMoves(side) {
    const l = this.moveLists[side];
    const chunks = l.chunks;
    if (l.fill) chunks.push(l.chunk.subarray(0, l.fill));
    this.moveLists[side] = { chunks: [], chunk: new Int32Array(0), fill: 0 };
    return chunks;
  }

  finished() {
    return this.done === this.n && this.next === this.n;
  }

  progress(force) {
    if (!this.onProgress) return;
    const now = Date.now();
    if (!force && now - this.lastReport < PROGRESS_MS) return;
    this.lastReport = now;
    // (what a position costs is not said from too few positions expanded: one with
    // three million moves first made it 24 MB a position; 0 until then)
    const estimated = this.done >= ESTIMATE_FROM || this.finished();
    this.onProgress(this.n, this.done, 'explore', {
      bytes: this.bytes(),
      bytesPerPosition: estimated ? this.perPosition() : 0,
      fits: estimated ? this.fits() : 0,
      budget: this.budget,
      workers: this.workers,
      busy: this.busy,
      moves: this.m,
    });
  }
}

// ---- drivers --------------------------------------------------------------------------------

// Everything explored on this thread: a few batches expanded, then integrated
// together (the table's lookups then run one after another, without the script's
// work in between to push their memory out of the caches: measured 15% less time
// in lookups); a batch with an error ends the group, which is integrated up to it.
const GROUP = 8;
export function exploreHere(ex, until) {
  const outs = [];
  const taken = [];
  for (;;) {
    if (until && until()) return false;
    let k = 0;
    for (; k < GROUP; k++) {
      const b = ex.take(LOCAL_BATCH);
      if (!b) break;
      if (k === outs.length) outs.push(new BatchOut());
      const out = outs[k];
      const opts = { outcome: true, tiers: ex.tiered, keep: ex.queueOn, maxBytes: ex.batchBytes() };
      if (b.positions) expandBatch(ex.rules, b.positions, b.tiers, out, opts);
      else expandSlice(ex.rules, ex.mode, b.slice, b.from, b.tiers, out, opts);
      taken[k] = b;
      if (out.error) {
        k++;
        break;
      }
    }
    if (k === 0) break;
    for (let i = 0; i < k; i++) ex.integrate(taken[i], outs[i]);
  }
  ex.progress(true);
  return true;
}

// Everything explored by the workers of pool (pool.js) and this thread
// (pipeline.js), the results integrated in id order here. Where few positions
// wait (a narrow game: a chain), they are expanded here: a trip to a worker costs
// more than a few positions. Positions kept as they are (from before the pool)
// are expanded here, in their turn.
export async function exploreWith(ex, pool) {
  ex.workers = pool.size + 1;
  ex.stopQueue(); // (the workers get keys; what is kept is expanded here first)
  const hereOpts = { outcome: true, tiers: ex.tiered, keep: false };
  await runBatches(pool, {
    take: (max) => ex.take(max),
    here: () => ex.queue.length > ex.qhead,
    narrow: () => ex.n - ex.next < MIN_POOL_BATCH,
    expand(b, out) {
      hereOpts.maxBytes = ex.batchBytes();
      if (b.positions) expandBatch(ex.rules, b.positions, b.tiers, out, hereOpts);
      else expandSlice(ex.rules, ex.mode, b.slice, b.from, b.tiers, out, hereOpts);
    },
    task(b) {
      // (the keys copied out of the store's pages, the copy moved to the worker)
      const slice = copyOfKeys(b.slice);
      b.slice = null;
      const transfer = [slice.ints ? slice.ints.buffer : slice.bytes.buffer];
      if (b.tiers) transfer.push(b.tiers.buffer);
      return { msg: { type: 'expand', firstId: b.from, slice, tiers: b.tiers, opts: { outcome: true, tiers: ex.tiered, maxBytes: ex.batchBytes() } }, transfer };
    },
    integrate: (b, out) => ex.integrate(b, out),
    long: (out) => ex.store.growsWith(out.m),
    busy(n) {
      ex.busy = n;
    },
  });
  ex.progress(true);
}
