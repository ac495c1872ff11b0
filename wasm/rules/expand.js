// What a rules script says of a batch of positions, as compact typed arrays: the
// work that calls the script, the same on the explorer's thread and in a worker
// (explore-worker.js), so that the results are the same whoever computes them.
//
//   const out = new BatchOut();
//   expandBatch(rules, positions, parentTiers, out, { outcome: true, tiers: true });
//   out.parents      positions done (all of them unless out.error)
//   out.fixed[i]     what outcome(p) said of positions[i] (0: go on, 1 win, 2 lose, 3 draw;
//                    for a partizan script also 4 Left wins, 5 Right wins)
//   out.degree[i]    its moves (those written before an error, for the last one); a
//                    partizan script's: Left's (out.leftDegree[i] of them), then Right's
//   out.m            moves written; for each, in order: out.ik[c] its key as an
//                    integer (or -1: the key's bytes end at out.end[c] in out.key.bytes,
//                    starting where the previous move's end), out.hash[c], and
//                    out.tier[c] what tier(q) said (with tiers)
//   out.error        null, or the first error: { parent, error }: what the script did
//                    wrong at positions[parent] (a RulesError); the batch stops there
//
// decodePositions(rules, mode, slice, firstId) rebuilds the positions of a batch
// of ids from their keys (KeyStore.sliceView, or its copy: copyOfKeys).
import { RulesError, describePosition, returnedText, thrownText, formatBytes, copyPieces } from './compile.js';
import { KeyOut, writeDefaultKey, writeScriptKey, writeQuotedRun, hashRecord, hashInt } from './key-bytes.js';
import { NoKey } from './keys.js';
import { FIXED } from './outcome.js';

// outcome(p)'s words as fixed codes (a switch: 'constructor' is no outcome); a
// partizan script's may name the winner, whoever is to move.
function fixedCode(o, partizan) {
  switch (o.toLowerCase()) {
    case 'win':
      return FIXED.WIN;
    case 'lose':
      return FIXED.LOSE;
    case 'draw':
      return FIXED.DRAW;
    case 'left':
      return partizan ? FIXED.LEFT_WINS : FIXED.NONE;
    case 'right':
      return partizan ? FIXED.RIGHT_WINS : FIXED.NONE;
    default:
      return FIXED.NONE;
  }
}

// What outcome(p) says, as a fixed code (FIXED.NONE: go on).
function fixedOf(rules, p) {
  let o;
  try {
    o = rules.outcome(p);
  } catch (e) {
    throw rules.error('outcome', p, e);
  }
  if (o === undefined || o === null) return FIXED.NONE;
  const code = typeof o === 'string' ? fixedCode(o, rules.partizan) : FIXED.NONE;
  if (code === FIXED.NONE) {
    const words = rules.partizan ? "'win', 'lose', 'draw' (for the player to move), 'left', 'right' (that player wins)" : "'win', 'lose', 'draw'";
    throw rules.error('outcome', p, undefined, `returned ${describePosition(o)}: expected ${words} or undefined`, rules.partizan ? 'outcome-partizan' : 'outcome', returnedText(o));
  }
  return code;
}

// moves(p) as an array (or a RulesError); side: the function giving the moves,
// 'moves', or a partizan script's 'left' or 'right' (rules.sides).
export function movesOf(rules, p, side = 'moves') {
  let list;
  try {
    list = rules[side](p);
  } catch (e) {
    throw rules.error(side, p, e);
  }
  if (!Array.isArray(list)) {
    throw rules.error(side, p, undefined, `returned ${describePosition(list)}, not an array of positions`, 'not-array', returnedText(list));
  }
  return list;
}

// list.length and list[j] of what moves(p) returned: an array, but perhaps a
// Proxy of one or one with getters, whose exceptions are the script's.
function lengthOf(rules, p, list, side = 'moves') {
  try {
    return list.length;
  } catch (e) {
    throw rules.error(side, p, e);
  }
}
function elementOf(rules, p, list, j, side = 'moves') {
  try {
    return list[j];
  } catch (e) {
    throw rules.error(side, p, e);
  }
}

// The positions side's function gives at p, as an array of its own (the same
// checks as movesOf, lengthOf, elementOf).
export function positionsOf(rules, p, side) {
  const list = movesOf(rules, p, side);
  const count = lengthOf(rules, p, list, side);
  const out = new Array(count);
  for (let j = 0; j < count; j++) out[j] = elementOf(rules, p, list, j, side);
  return out;
}

// key(q) checked: a string or a finite number.
function scriptKeyOf(rules, q) {
  let k;
  try {
    k = rules.key(q);
  } catch (e) {
    throw rules.error('key', q, e);
  }
  if (typeof k === 'number' ? !Number.isFinite(k) : typeof k !== 'string') {
    throw rules.error('key', q, undefined, `returned ${describePosition(k)}, not a string or a finite number`, 'key-type', returnedText(k));
  }
  return k;
}

// Writes the key of q (reached from p by its index-th move, of side's function; p
// undefined: q is the start) to out: its integer, or -1 with its bytes written.
export function writeKeyOf(rules, q, p, index, out, side = 'moves') {
  if (rules.key) return writeScriptKey(scriptKeyOf(rules, q), out);
  const start = out.len;
  try {
    return writeDefaultKey(q, out);
  } catch (e) {
    out.len = start;
    // a NoKey says why q has no key (and its reason, for a page's words); anything
    // else was thrown while reading q (a Proxy's trap, a getter): q cannot be keyed
    // either, and the script is to blame
    const noKey = e instanceof NoKey;
    const why = noKey ? e.words : `reading it threw ${thrownText(e)}`;
    if (p === undefined) {
      const w = rules.where('start');
      const info = { kind: 'key', line: w.line, column: w.column };
      if (noKey) {
        info.said = 'unkeyable';
        info.value = e.reason;
      }
      throw new RulesError(`start cannot be keyed: ${why} (line ${w.line}, column ${w.column})`, info);
    }
    const err = rules.error(side, p, undefined, `returned, at index ${index}, a position that cannot be keyed: ${why}`, noKey ? 'unkeyable' : undefined, noKey ? e.reason : undefined);
    err.index = index;
    throw err;
  }
}

// tier(q): a finite number.
export function tierOf(rules, q) {
  let t;
  try {
    t = rules.tier(q);
  } catch (e) {
    throw rules.error('tier', q, e);
  }
  if (typeof t !== 'number' || !Number.isFinite(t)) {
    throw rules.error('tier', q, undefined, `returned ${describePosition(t)}, not a finite number`, 'tier-type', returnedText(t));
  }
  return t;
}

// tier(q), checked against p's tier pt (no move goes down a tier).
function tierAfter(rules, p, q, pt) {
  const t = tierOf(rules, q);
  if (t < pt) throw tierDown(rules, p, q, pt, t);
  return t;
}

// A move from p (tier a) to q (tier b < a): the rules' promise broken.
function tierDown(rules, p, q, a, b) {
  const w = rules.where('tier');
  return new RulesError(
    `a move goes down a tier: from ${describePosition(p)} (tier ${a}) to ${describePosition(q)} (tier ${b}); tier(p) must never decrease along a move (line ${w.line}, column ${w.column})`,
    { kind: 'result', line: w.line, column: w.column, position: describePosition(p), call: 'tier(p)', said: 'tier-down', value: describePosition(q), tierFrom: a, tierTo: b }
  );
}

// pending moves (BatchOut.defer) at most, and their characters: one text of them
// all is made (far below the longest string)
const PENDING_MOVES = 256;
const PENDING_CHARS = 1 << 20;

function growTo(a, need) {
  if (need <= a.length) return a;
  let size = a.length * 2;
  while (size < need) size *= 2;
  const b = new a.constructor(size);
  b.set(a);
  return b;
}

export class BatchOut {
  constructor() {
    this.parents = 0;
    this.fixed = new Uint8Array(256);
    this.degree = new Uint32Array(256);
    this.leftDegree = new Uint32Array(256); // a partizan script's: Left's moves, the first of degree
    this.m = 0;
    this.ik = new Float64Array(1024);
    this.hash = new Int32Array(1024);
    this.end = new Uint32Array(1024);
    this.tier = new Float64Array(0);
    this.same = new Int32Array(1024);
    this.local = new Uint32Array(2048); // this batch's keys: move index + 1 (0: empty)
    this.key = new KeyOut(1 << 16);
    this.tiered = false;
    this.positions = null; // the moves' positions, when asked for (keep: true)
    this.error = null;
    // the last moves, strings keyed by default, whose keys are yet to be written
    // (flush: together, key-bytes.js writeQuotedRun), and their characters
    this.pending = [];
    this.pendingChars = 0;
    this.spare = []; // (the list flush writes from, swapped with pending)
    this.failed = false; // a flush failed (no memory): the batch cannot be told
  }

  reset(parents, tiers, keep) {
    this.parents = 0;
    if (this.fixed.length < parents) {
      this.fixed = new Uint8Array(parents);
      this.degree = new Uint32Array(parents);
      this.leftDegree = new Uint32Array(parents);
    } else {
      this.fixed.fill(0, 0, parents);
      this.degree.fill(0, 0, parents);
      this.leftDegree.fill(0, 0, parents);
    }
    this.m = 0;
    this.key.len = 0;
    this.local.fill(0);
    this.tiered = !!tiers;
    if (tiers && this.tier.length < this.ik.length) this.tier = new Float64Array(this.ik.length);
    this.positions = keep ? [] : null;
    this.error = null;
    this.pending.length = 0;
    this.spare.length = 0;
    this.pendingChars = 0;
    this.failed = false;
  }

  // The bytes the batch holds.
  bytes() {
    const b = (a) => a.byteLength;
    return b(this.key.bytes) + b(this.ik) + b(this.hash) + b(this.end) + b(this.same) + b(this.tier) + b(this.local) + (this.positions ? 8 * this.positions.length : 0);
  }

  // A move to the string q, keyed by default: its key written by flush.
  defer(q) {
    this.pending.push(q);
    this.pendingChars += q.length;
    this.m++;
    if (this.pending.length === PENDING_MOVES || this.pendingChars > PENDING_CHARS) this.flush();
  }

  // The keys of the pending moves written (each record, its hash, and the earlier
  // move of the batch with the same key).
  flush() {
    const list = this.pending;
    const k = list.length;
    if (k === 0) return;
    // (pending emptied first: a flush that fails, for want of memory, is not
    // done again, and what it wrote is not told as the batch's)
    this.pending = this.spare;
    this.spare = list;
    this.pendingChars = 0;
    this.failed = true;
    const c0 = this.m - k;
    let a = this.key.len >>> 2;
    writeQuotedRun(list, this.key, this.end, c0);
    const w = this.key.words;
    for (let c = c0; c < this.m; c++) {
      const b = this.end[c] >>> 2;
      this.ik[c] = -1;
      this.hash[c] = hashRecord(w, a, b);
      this.same[c] = this.sameAs(c);
      a = b;
    }
    list.length = 0;
    this.failed = false;
  }

  room() {
    const need = this.m + 1;
    if (need <= this.ik.length) return;
    this.ik = growTo(this.ik, need);
    this.hash = growTo(this.hash, need);
    this.end = growTo(this.end, need);
    this.same = growTo(this.same, need);
    if (this.tier.length) this.tier = growTo(this.tier, need);
  }

  // The earlier move of this batch whose key is that of move c (just written), or
  // -1 (c is then remembered): a third of a broad game's moves in a batch reach a
  // position another move of the batch reached, and the explorer then need not
  // look them up in its big table.
  sameAs(c) {
    if (2 * (c + 1) > this.local.length) this.growLocal(c);
    const h = this.hash[c];
    const local = this.local;
    const mask = local.length - 1;
    let i = h & mask;
    for (;;) {
      const e = local[i];
      if (e === 0) {
        local[i] = c + 1;
        return -1;
      }
      const d = e - 1;
      if (this.hash[d] === h && this.sameKey(d, c)) return d;
      i = (i + 1) & mask;
    }
  }

  sameKey(d, c) {
    const k = this.ik[c];
    if (k >= 0 || this.ik[d] >= 0) return this.ik[d] === k;
    const w = this.key.words;
    let a = d ? this.end[d - 1] >>> 2 : 0;
    const aEnd = this.end[d] >>> 2;
    let b = c ? this.end[c - 1] >>> 2 : 0;
    if (aEnd - a !== (this.end[c] >>> 2) - b) return false;
    while (a < aEnd) if (w[a++] !== w[b++]) return false;
    return true;
  }

  growLocal(c) {
    const local = new Uint32Array(this.local.length * 2);
    const mask = local.length - 1;
    for (let x = 0; x < c; x++) {
      if (this.same[x] !== -1) continue;
      let i = this.hash[x] & mask;
      while (local[i] !== 0) i = (i + 1) & mask;
      local[i] = x + 1;
    }
    this.local = local;
  }

  // The batch as plain data with its buffers (to post to another thread: the
  // arrays are copies of the used parts).
  pack() {
    const m = this.m;
    const e = this.error;
    return {
      packed: true,
      parents: this.parents,
      fixed: this.fixed.slice(0, this.parents),
      degree: this.degree.slice(0, this.parents),
      leftDegree: this.leftDegree.slice(0, this.parents),
      m,
      ik: this.ik.slice(0, m),
      hash: this.hash.slice(0, m),
      end: this.end.slice(0, m),
      same: this.same.slice(0, m),
      tier: this.tiered ? this.tier.slice(0, m) : null,
      key: { bytes: this.key.bytes.slice(0, this.key.len), len: this.key.len },
      positions: null,
      error: e ? { parent: e.parent, error: errorData(e.error) } : null,
    };
  }
}

export function transferList(packed) {
  const list = [packed.fixed.buffer, packed.degree.buffer, packed.leftDegree.buffer, packed.ik.buffer, packed.hash.buffer, packed.end.buffer, packed.same.buffer, packed.key.bytes.buffer];
  if (packed.tier) list.push(packed.tier.buffer);
  return list;
}

// An error as data that crosses threads, and back.
export function errorData(e) {
  if (e instanceof RulesError) {
    return copyPieces(e, { rules: true, message: e.message, kind: e.kind });
  }
  return { rules: false, message: thrownText(e), name: e && e.name ? String(e.name) : 'Error' };
}
export function errorFromData(d) {
  if (d.rules) {
    return new RulesError(d.message, copyPieces(d, { kind: d.kind }));
  }
  const e = new Error(d.message);
  e.name = d.name;
  return e;
}

// A batch grown past the memory it may hold, while expanding p's moves.
function batchTooBig(rules, p, side, count, done, out, budget) {
  const w = rules.where(side);
  return new RulesError(
    `${side}(p) returned ${count.toLocaleString('en')} positions (line ${w.line}, column ${w.column}), at position ${describePosition(p)}: the first ${done.toLocaleString('en')} of them already need ${formatBytes(out.bytes())}, more than the ${formatBytes(budget)} the memory budget leaves`,
    { kind: 'memory', line: w.line, column: w.column, position: describePosition(p), bytesNeeded: out.bytes(), bytesBudget: budget }
  );
}

// Expands each of positions: outcome(p) (with opts.outcome), then moves(p) (a
// partizan script's left(p), then right(p)), each move keyed (and its tier read
// and checked against parentTiers[i], with opts.tiers). opts.keep: keep the moves'
// positions in out.positions; opts.maxBytes: the bytes the batch may hold, looked
// at every 4,096 moves (a list that never ends is stopped so).
export function expandBatch(rules, positions, parentTiers, out, opts) {
  const withOutcome = opts.outcome && !!rules.outcome;
  const tiers = opts.tiers && !!rules.tier;
  const keep = !!opts.keep;
  const maxBytes = opts.maxBytes > 0 ? opts.maxBytes : Infinity;
  out.reset(positions.length, tiers, keep);
  const key = out.key;
  // a string's default key is written with the next ones (BatchOut.defer)
  const defer = !rules.key;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    let j = 0; // the moves written for p
    try {
      if (withOutcome) {
        const code = fixedOf(rules, p);
        if (code !== 0) {
          out.fixed[i] = code;
          out.parents = i + 1;
          continue;
        }
      }
      const pt = tiers ? parentTiers[i] : 0;
      for (const side of rules.sides) {
        const list = movesOf(rules, p, side);
        const count = lengthOf(rules, p, list, side);
        for (let x = 0; x < count; x++, j++) {
          const q = elementOf(rules, p, list, x, side);
          if (defer && typeof q === 'string') {
            const t = tiers ? tierAfter(rules, p, q, pt) : 0;
            out.room();
            const c = out.m;
            if (tiers) out.tier[c] = t;
            if (keep) out.positions.push(q);
            out.defer(q);
            if ((c & 4095) === 4095) {
              // (its keys written first: the bytes held as one by one)
              out.flush();
              if (out.bytes() > maxBytes) throw batchTooBig(rules, p, side, count, x + 1, out, maxBytes);
            }
            continue;
          }
          out.flush();
          const from = key.len;
          const k = writeKeyOf(rules, q, p, x, key, side);
          let t = 0;
          if (tiers) {
            try {
              t = tierAfter(rules, p, q, pt);
            } catch (e) {
              key.len = from;
              throw e;
            }
          }
          out.room();
          const c = out.m;
          out.ik[c] = k;
          out.hash[c] = k >= 0 ? hashInt(k) : hashRecord(key.words, from >>> 2, key.len >>> 2);
          out.end[c] = key.len;
          out.same[c] = out.sameAs(c);
          if (tiers) out.tier[c] = t;
          if (keep) out.positions.push(q);
          out.m = c + 1;
          if ((c & 4095) === 4095 && out.bytes() > maxBytes) throw batchTooBig(rules, p, side, count, x + 1, out, maxBytes);
        }
        if (side === 'left') out.leftDegree[i] = j;
      }
      out.degree[i] = j;
      out.parents = i + 1;
    } catch (e) {
      if (out.failed) throw e;
      out.flush();
      out.degree[i] = j;
      out.parents = i + 1;
      out.error = { parent: i, error: e };
      return out;
    }
  }
  out.flush();
  return out;
}

// ---- positions rebuilt from their keys -------------------------------------------------------

let decoder = null;
// Every position rebuilt by fromKey while exploring is checked against key(p) (a
// fromKey wrong only past the first few thousand keys otherwise explored another
// game, solved without a word); firstId NO_CHECK: a batch rebuilt again (tiers.js,
// its moves generated again), checked when it was explored.
export const NO_CHECK = -1;

// The values of the keys of a batch (KeyStore.sliceView: integers, or records, JSON
// texts each followed by a comma and spaces): numbers and JSON values.
function decodeKeys(slice) {
  if (slice.ints) return Array.from(slice.ints);
  if (!decoder) decoder = new TextDecoder();
  // one JSON array: the records between brackets, the last one's comma a space
  const b = slice.bytes;
  const n = b.length;
  const a = new Uint8Array(n + 2);
  a[0] = 0x5b;
  a.set(b, 1);
  let last = n;
  while (last > 0 && a[last] === 0x20) last--;
  if (last > 0) a[last] = 0x20;
  a[n + 1] = 0x5d;
  return JSON.parse(decoder.decode(a));
}

// Whether the script's keys a and b are the same key: the same number or string,
// else the same as the store holds them (written to the scratch KeyOuts ka, kb).
function sameScriptKey(a, b, ka, kb) {
  if (a === b) return true;
  ka.len = 0;
  kb.len = 0;
  const x = writeScriptKey(a, ka);
  if (x !== writeScriptKey(b, kb)) return false;
  if (x >= 0) return true;
  if (ka.len !== kb.len) return false;
  for (let i = 0; i < kb.len; i++) if (ka.bytes[i] !== kb.bytes[i]) return false;
  return true;
}

// The positions of a batch of ids from firstId on, rebuilt from their keys: mode
// 'default' (the key is the position's JSON), 'fromKey' (the script's fromKey(k),
// checked against key(p) unless firstId is NO_CHECK). Returns { positions, error }: the
// positions rebuilt before the first that could not be (error: its RulesError).
function decodePositions(rules, mode, slice, firstId) {
  const keys = decodeKeys(slice);
  if (mode !== 'fromKey') return { positions: keys, error: null };
  const out = [];
  const check = new KeyOut(64);
  const back = new KeyOut(64);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    let p;
    try {
      try {
        p = rules.fromKey(k);
      } catch (e) {
        throw rules.error('fromKey', k, e);
      }
      if (firstId !== NO_CHECK && !sameScriptKey(scriptKeyOf(rules, p), k, check, back)) {
        throw rules.error('fromKey', k, undefined, `gave ${describePosition(p)}, whose key(p) is not the key it was given: fromKey(k) must rebuild the position that key(p) named`, 'from-key', returnedText(p));
      }
    } catch (e) {
      return { positions: out, error: e };
    }
    out.push(p);
  }
  return { positions: out, error: null };
}

// The positions of a batch rebuilt from their keys, then expanded (expandBatch);
// a position that cannot be rebuilt is the batch's error, at its place.
export function expandSlice(rules, mode, slice, firstId, parentTiers, out, opts) {
  const d = decodePositions(rules, mode, slice, firstId);
  expandBatch(rules, d.positions, parentTiers, out, opts);
  if (d.error && !out.error) {
    const i = d.positions.length;
    out.parents = i + 1;
    if (out.fixed.length < i + 1) {
      out.fixed = growTo(out.fixed, i + 1);
      out.degree = growTo(out.degree, i + 1);
    }
    if (out.leftDegree.length < i + 1) out.leftDegree = growTo(out.leftDegree, i + 1);
    out.fixed[i] = 0;
    out.degree[i] = 0;
    out.leftDegree[i] = 0;
    out.error = { parent: i, error: d.error };
  }
  return out;
}
