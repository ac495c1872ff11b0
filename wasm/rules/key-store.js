// The positions' keys in typed memory, numbered 0, 1, 2, ... in the order they
// are added, and found again by an open-addressing hash table (linear probing).
// No JavaScript object per key and no cap but memory.
//
// Two ways to hold keys (key-bytes.js):
//   ints: while every key is an integer 0..2^53-1: 8 bytes a key (Float64Array
//     pages of PAGE ids); the table's slots are [id + 1, hash] (8 bytes);
//   bytes: otherwise: each key's record (key-bytes.js: its JSON text, a comma,
//     spaces to a multiple of 4 bytes) in the byte page of its id's page, with the
//     end of each record in a Uint32Array (4 bytes a key); the slots are [id + 1,
//     hash, word offset of the record in its page] (12 bytes), so that a key is
//     compared, 4 bytes at a time, with one read of its page. A first key that is
//     not an integer turns the integers held so far into text (once).
// The table is at most 70% full and doubled when full (from the hashes it holds:
// no key is read again). Memory is counted as it is allocated; growth beyond the
// budget calls the caller's onBudget(bytesNeeded), which throws, before it allocates.
//
//   const s = new KeyStore({ budget, onBudget(need) { throw ... }, otherBytes: () => 0 });
//   s.idOfInt(k, hashInt(k), limit)      id >= 0 when held; else added: -(id + 1); or NONE
//   s.idOfRecord(words, a, b, hash, limit)  the same for the record words[a..b)
//   s.touchSpan(hash, same, c, m), then s.recordOf(c, words, a, b, hash, limit) for
//     the moves c it touched: the same, faster (see touch)
import { hashRecord, hashInt, KeyOut, writeIntRecord, recordEnd, LITTLE } from './key-bytes.js';

export const PAGE_BITS = 16;
export const PAGE = 1 << PAGE_BITS;
// moves whose lookups are touched at once, at most (see touch)
export const TOUCH_SPAN = 1024;
const MASK = PAGE - 1;
// At most this full: 70%, or 80% from 2^24 slots (a doubling of a big table costs
// a gigabyte; linear probing at 80% still finds a key in about 3 looks).
const loadOf = (cap) => (cap >= 1 << 24 ? 0.8 : 0.7);
const MIN_SLOTS = 1 << 12;
// What idOf* returns when the key is absent and not added (the store holds limit keys).
export const NONE = -0x80000000;
const SMALL = 4294967296; // 2^32

// pages[id >>> PAGE_BITS][id & MASK] read for the ids[0..k), independent loads
// four to an iteration, or-ed together (touch's reads of what is kept per id).
function readById(pages, ids, k) {
  let s0 = 0;
  let s1 = 0;
  let i = 0;
  for (; i + 4 <= k; i += 4) {
    const x0 = ids[i];
    const x1 = ids[i + 1];
    const x2 = ids[i + 2];
    const x3 = ids[i + 3];
    s0 |= pages[x0 >>> PAGE_BITS][x0 & MASK] | pages[x1 >>> PAGE_BITS][x1 & MASK];
    s1 |= pages[x2 >>> PAGE_BITS][x2 & MASK] | pages[x3 >>> PAGE_BITS][x3 & MASK];
  }
  for (; i < k; i++) s0 |= pages[ids[i] >>> PAGE_BITS][ids[i] & MASK];
  return s0 | s1;
}

// The most keys a budget holds at `each` bytes apiece besides the table (whose
// slots take `slot` bytes each) while they are added, and `after` bytes more
// apiece once they all are: the table's doublings counted where they peak (the
// table full to its load, the new one of twice its slots allocated beside it, as
// KeyStore.rebuild asks). (Connect Four 5 x 5 in tiers, 10 bytes a position while
// exploring, 9 more to solve, beside its 8-byte slot: explored within 2 GiB up to
// 53.7 million positions, where the budget over what a position costs on average
// said 61 million.)
export function keysHeld(budget, each, slot, after = 0) {
  if (!(budget > 0) || !(each > 0) || budget === Infinity) return 0;
  // (the bytes of k keys: each id's page, of PAGE ids, allocated at once)
  const paged = (k) => Math.ceil(k / PAGE) * PAGE * each;
  let most = 0;
  for (let cap = MIN_SLOTS; cap <= 2 ** 42; cap *= 2) {
    const top = Math.floor(cap * loadOf(cap));
    let here = Math.min(top, Math.floor((budget - cap * slot) / (each + after)));
    if (paged(here) + here * after + cap * slot > budget) {
      // as many as the last page's bytes leave, or its ids not allocated
      const rest = after > 0 ? Math.floor((budget - cap * slot - paged(here)) / after) : -1;
      here = Math.max(here - (here % PAGE), Math.min(here, rest));
    }
    if (here > most) most = here;
    // (more keys need this table or a bigger one; or the doubling does not fit)
    if (here < top || paged(top) + 3 * cap * slot > budget) break;
  }
  return most;
}

// A copy of what KeyStore.sliceView gives, in buffers of its own (to be moved to
// another thread).
export function copyOfKeys(v) {
  return v.ints ? { ints: v.ints.slice(), bytes: null } : { ints: null, bytes: v.bytes.slice() };
}

export class KeyStore {
  constructor(options) {
    const o = options || {};
    this.budget = o.budget === undefined ? Infinity : o.budget;
    this.onBudget = o.onBudget || ((need) => { throw new Error(`the keys need ${need} bytes`); });
    this.other = o.otherBytes || (() => 0); // bytes held by others, counted against the same budget
    this.n = 0;
    this.ints = true;
    // every integer key held is below 2^32: hashInt is one to one on those, so a
    // slot whose hash is a small key's holds that key (idOfInt does not read it)
    this.small = true;
    this.intPages = [];
    this.bytePages = []; // Uint8Array per page
    this.wordPages = []; // Uint32Array views of the same
    this.ends = []; // Uint32Array per page: the end of each record (bytes)
    this.fill = []; // bytes used in each byte page
    this.width = 2; // Uint32 entries a slot
    this.cap = MIN_SLOTS;
    this.slots = new Uint32Array(MIN_SLOTS * 2);
    this.mask = MIN_SLOTS - 1;
    this.held = this.slots.byteLength;
    this.scratch = null;
    this.decoder = null;
    this.viewed = null; // copyPlain's last buffer and its DataView
    this.view = null;
    // touch's lists, and where its loads are summed (so that they are not optimised away)
    this.touchAt = new Int32Array(0);
    this.touchId = new Int32Array(0);
    this.sink = 0;
    // what touch found of the moves [hintFrom, hintTo) when keys are text (recordOf):
    // per move, 2 * the slot holding its hash (its key, unless two keys share a
    // hash), or 2 * the empty slot that ended its probe + 1 (not held then), or -1
    // (neither within 8 slots); until the table is rebuilt (its slots then move)
    this.hint = new Int32Array(0);
    this.hintFrom = 0;
    this.hintTo = 0;
  }

  bytes() {
    return this.held;
  }

  // Throws through onBudget unless `extra` more bytes fit.
  ensure(extra) {
    const need = this.held + this.other() + extra;
    if (need > this.budget) this.onBudget(need);
  }

  // ---- the table ----------------------------------------------------------------------

  // A table of cap slots of the current width, filled from the old one's entries.
  rebuild(cap) {
    const w = this.width;
    this.ensure(cap * w * 4);
    const old = this.slots;
    const oldW = old.length / this.cap;
    const slots = new Uint32Array(cap * w);
    // (written before it is read: a page of new memory read first is mapped
    // twice, for the read and again for the first write)
    slots.fill(0);
    const mask = cap - 1;
    for (let s = 0; s < old.length; s += oldW) {
      const e = old[s];
      if (e === 0) continue;
      let i = old[s + 1] & mask;
      while (slots[i * w] !== 0) i = (i + 1) & mask;
      const at = i * w;
      slots[at] = e;
      slots[at + 1] = old[s + 1];
      if (w === 3) slots[at + 2] = oldW === 3 ? old[s + 2] : 0;
    }
    this.held += slots.byteLength - old.byteLength;
    this.slots = slots;
    this.cap = cap;
    this.mask = mask;
    this.hintTo = this.hintFrom;
  }

  // Whether adding `more` keys may double a table of a million slots or more
  // (which takes a while: the pipeline gives its workers more to do first).
  growsWith(more) {
    return this.cap >= 1 << 20 && this.n + more > this.cap * loadOf(this.cap);
  }

  // ---- adding -------------------------------------------------------------------------

  // Room for one more id (its page) and one more entry of the table.
  room(keyBytes) {
    if (this.n + 1 > this.cap * loadOf(this.cap)) this.rebuild(this.cap * 2);
    const p = this.n >>> PAGE_BITS;
    if (this.ints) {
      if (p === this.intPages.length) {
        this.ensure(PAGE * 8);
        this.intPages.push(new Float64Array(PAGE));
        this.held += PAGE * 8;
      }
      return;
    }
    if (p === this.bytePages.length) {
      // as big as the last page came to be (keys of a game are of about one
      // length): a page grown by doubling copies itself each time, into new
      // memory whose every page the system must first map
      const size = Math.max(1 << 14, keyBytes, p > 0 ? (this.fill[p - 1] + 4095) & ~4095 : 0);
      this.ensure(PAGE * 4 + size);
      this.bytePages.push(new Uint8Array(size));
      this.wordPages.push(new Uint32Array(this.bytePages[p].buffer));
      this.ends.push(new Uint32Array(PAGE));
      this.fill.push(0);
      this.held += PAGE * 4 + size;
    }
    const page = this.bytePages[p];
    const need = this.fill[p] + keyBytes;
    if (need > page.length) {
      let size = page.length * 2;
      while (size < need) size *= 2;
      this.ensure(size);
      const b = new Uint8Array(size);
      b.set(page.subarray(0, this.fill[p]));
      this.bytePages[p] = b;
      this.wordPages[p] = new Uint32Array(b.buffer);
      this.held += size - page.length;
    }
  }

  // Appends the record words[a..b) to the page of the next id; returns its word offset.
  appendRecord(words, a, b) {
    const p = this.n >>> PAGE_BITS;
    const page = this.wordPages[p];
    const from = this.fill[p] >>> 2;
    let at = from;
    for (let i = a; i < b; i++) page[at++] = words[i];
    this.fill[p] = at << 2;
    this.ends[p][this.n & MASK] = at << 2;
    return from;
  }

  // Every integer key held so far as text (a key that is not an integer came).
  // (the integer pages are read until every key is written again: counted till then)
  toBytes() {
    const ints = this.intPages;
    const n = this.n;
    this.ints = false;
    this.intPages = [];
    this.width = 3;
    this.ensure(this.cap * 12);
    this.held += this.cap * 12 - this.slots.byteLength;
    this.slots = new Uint32Array(this.cap * 3);
    this.hintTo = this.hintFrom;
    const out = new KeyOut(64);
    this.n = 0;
    for (let id = 0; id < n; id++) {
      out.len = 0;
      writeIntRecord(ints[id >>> PAGE_BITS][id & MASK], out);
      this.idOfRecord(out.words, 0, out.len >>> 2, hashRecord(out.words, 0, out.len >>> 2), Infinity);
    }
    this.held -= ints.length * PAGE * 8;
  }

  // ---- finding (and adding) -----------------------------------------------------------
  // idOfInt / idOfBytes: the id of the key when it is held (>= 0); else, when fewer
  // than `limit` keys are held, the key is added with the next id and -(id + 1) is
  // returned; else NONE.

  idOfInt(k, h, limit) {
    if (!this.ints) {
      const out = this.scratchOut();
      writeIntRecord(k, out);
      return this.idOfRecord(out.words, 0, out.len >>> 2, hashRecord(out.words, 0, out.len >>> 2), limit);
    }
    const slots = this.slots;
    const mask = this.mask;
    const pages = this.intPages;
    const hu = h >>> 0;
    // (every key held and k below 2^32: the slot's hash is the key's only if it is
    // the key, and the key is not read)
    const small = this.small && k < SMALL;
    let i = h & mask;
    for (;;) {
      const e = slots[2 * i];
      if (e === 0) break;
      if (slots[2 * i + 1] === hu) {
        const id = e - 1;
        if (small || pages[id >>> PAGE_BITS][id & MASK] === k) return id;
      }
      i = (i + 1) & mask;
    }
    if (this.n >= limit) return NONE;
    const id = this.n;
    if (id + 1 > this.cap * loadOf(this.cap) || id >>> PAGE_BITS === pages.length) {
      this.room(0);
      i = h & this.mask;
      while (this.slots[2 * i] !== 0) i = (i + 1) & this.mask;
    }
    if (k >= SMALL) this.small = false;
    this.slots[2 * i] = id + 1;
    this.slots[2 * i + 1] = hu;
    this.intPages[id >>> PAGE_BITS][id & MASK] = k;
    this.n = id + 1;
    return -id - 1;
  }

  idOfRecord(words, a, b, h, limit) {
    if (this.ints) {
      if (this.n === 0) {
        this.ints = false;
        this.width = 3;
        this.held -= this.slots.byteLength;
        this.slots = new Uint32Array(this.cap * 3);
        this.held += this.slots.byteLength;
      } else {
        this.toBytes();
      }
    }
    const len = b - a;
    const slots = this.slots;
    const mask = this.mask;
    const hu = h >>> 0;
    let i = h & mask;
    for (;;) {
      const at = 3 * i;
      const e = slots[at];
      if (e === 0) break;
      if (slots[at + 1] === hu) {
        const page = this.wordPages[(e - 1) >>> PAGE_BITS];
        const from = slots[at + 2];
        let x = 0;
        while (x < len && page[from + x] === words[a + x]) x++;
        if (x === len) return e - 1;
      }
      i = (i + 1) & mask;
    }
    return this.addRecord(words, a, b, h, limit, i);
  }

  // idOfRecord for move c (its record words[a..b)) of the moves touch last read
  // (measured 1 to 2% faster than idOfRecord's own probe: Connect Four 5 x 4 on one
  // thread, 7.07 s against 7.10 s, medians of 5 alternating runs, each faster):
  // from the slot where touch found its hash; else from the empty slot that ended
  // its probe, where it is added (those moves are of distinct keys, the same key
  // in a batch found again in it, BatchOut.sameAs: a slot filled since holds
  // another key).
  recordOf(c, words, a, b, h, limit) {
    if (c >= this.hintFrom && c < this.hintTo) {
      const x = this.hint[c - this.hintFrom];
      if (x >= 0) {
        const slots = this.slots;
        let i = x >>> 1;
        if ((x & 1) === 0) {
          const at = 3 * i;
          const e = slots[at];
          const page = this.wordPages[(e - 1) >>> PAGE_BITS];
          const from = slots[at + 2];
          const len = b - a;
          let y = 0;
          while (y < len && page[from + y] === words[a + y]) y++;
          if (y === len) return e - 1;
          // (another key of the same hash: looked up from its first slot)
        } else {
          const mask = this.mask;
          while (slots[3 * i] !== 0) i = (i + 1) & mask;
          return this.addRecord(words, a, b, h, limit, i);
        }
      }
    }
    return this.idOfRecord(words, a, b, h, limit);
  }

  // The record words[a..b) (hash h), not held, added in the empty slot i when
  // fewer than limit keys are held: -(id + 1); else NONE.
  addRecord(words, a, b, h, limit, i) {
    if (this.n >= limit) return NONE;
    const len = b - a;
    const hu = h >>> 0;
    const p = this.n >>> PAGE_BITS;
    if (this.n + 1 > this.cap * loadOf(this.cap) || p === this.bytePages.length || this.fill[p] + 4 * len > this.bytePages[p].length) {
      const grew = this.n + 1 > this.cap * loadOf(this.cap);
      this.room(4 * len);
      if (grew) {
        i = h & this.mask;
        while (this.slots[3 * i] !== 0) i = (i + 1) & this.mask;
      }
    }
    const id = this.n;
    const offset = this.appendRecord(words, a, b);
    const at = 3 * i;
    this.slots[at] = id + 1;
    this.slots[at + 1] = hu;
    this.slots[at + 2] = offset;
    this.n = id + 1;
    return -id - 1;
  }

  // Reads what looking up these keys will read (their slots, then the keys those
  // slots point to), all independent loads, so that the memory brings them in
  // together rather than one after another: the lookups that follow then find them
  // in the caches. Only a slot whose hash is the key's leads to its key (the
  // first such slot from the key's own, as the lookup goes): for a key not held,
  // the key of another would be a miss for nothing. hash[c] for c in [a, b) but
  // those whose same[c] >= 0 (found again in their batch: not looked up).
  // A caller touches at most TOUCH_SPAN moves ahead of its lookups (touchSpan(hash,
  // same, a, m, idPages): moves a.. at most m, returns where it stopped): the pages of
  // more slots and keys than that are more than the processor's address cache
  // (TLB) holds, and the lookups would find them evicted (a pool's batch of 2,048
  // positions touched at once: its lookups' first load 236 samples of 576 in
  // idOfRecord, page walks).
  // The addresses are listed first and then read in a loop with no branch, eight
  // loads an iteration into four sums: a loop that also computes its addresses,
  // or branches on what it read, has fewer loads under way at once (measured
  // 23 ns a load against 12 in a table of 100 MB).
  touchSpan(hash, same, a, m, idPages) {
    const b = Math.min(m, a + TOUCH_SPAN);
    this.touch(hash, same, a, b, idPages);
    return b;
  }

  touch(hash, same, a, b, idPages) {
    this.hintTo = this.hintFrom;
    if (b - a < 64) return;
    if (this.touchAt.length < b - a) {
      this.touchAt = new Int32Array(b - a);
      this.touchId = new Int32Array(b - a);
    }
    const at = this.touchAt;
    const slots = this.slots;
    const mask = this.mask;
    const w = this.width;
    let n = 0;
    for (let c = a; c < b; c++) if (same[c] < 0) at[n++] = w * (hash[c] & mask);
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let i = 0;
    for (; i + 8 <= n; i += 8) {
      s0 |= slots[at[i]] | slots[at[i + 1]];
      s1 |= slots[at[i + 2]] | slots[at[i + 3]];
      s2 |= slots[at[i + 4]] | slots[at[i + 5]];
      s3 |= slots[at[i + 6]] | slots[at[i + 7]];
    }
    for (; i < n; i++) s0 |= slots[at[i]];
    if (this.ints && this.small && !idPages) {
      // nothing is read per id: small integer keys are not (see idOfInt)
      this.sink |= s0 | s1 | s2 | s3;
      return;
    }
    // the keys: the ids the slots hold (and where a text key's record is in its
    // page), then the keys read; for text keys, what was found (hint)
    const ids = this.touchId;
    const text = !this.ints;
    if (text) {
      if (this.hint.length < b - a) this.hint = new Int32Array(Math.max(TOUCH_SPAN, b - a));
      this.hintFrom = a;
      this.hintTo = b;
    }
    const hint = this.hint;
    let k = 0;
    for (let c = a; c < b; c++) {
      if (same[c] >= 0) continue;
      const hu = hash[c] >>> 0;
      let j = hu & mask;
      let found = -1;
      for (let x = 0; x < 8; x++) {
        const e = slots[w * j];
        if (e === 0) {
          found = 2 * j + 1;
          break;
        }
        if (slots[w * j + 1] === hu) {
          if (text) at[k] = slots[w * j + 2];
          ids[k++] = e - 1;
          found = 2 * j;
          break;
        }
        j = (j + 1) & mask;
      }
      if (text) hint[c - a] = found;
    }
    if (!this.ints) {
      const pages = this.wordPages;
      for (i = 0; i + 4 <= k; i += 4) {
        s0 |= pages[ids[i] >>> PAGE_BITS][at[i]] | pages[ids[i + 1] >>> PAGE_BITS][at[i + 1]];
        s1 |= pages[ids[i + 2] >>> PAGE_BITS][at[i + 2]] | pages[ids[i + 3] >>> PAGE_BITS][at[i + 3]];
      }
      for (; i < k; i++) s0 |= pages[ids[i] >>> PAGE_BITS][at[i]];
    } else if (!this.small) {
      // (integer keys are read only once one of 2^32 or more is held: see idOfInt)
      s0 |= readById(this.intPages, ids, k);
    }
    // what the caller keeps per id and will read for these keys (their tiers)
    if (idPages) s2 |= readById(idPages, ids, k);
    this.sink |= s0 | s1 | s2 | s3;
  }

  // The id of a key written by key-bytes.js (k: its integer, or -1 for the record
  // out.bytes[0..out.len)), or -1 when it is not held. Changes nothing.
  find(k, out) {
    if (k >= 0) {
      if (this.ints) {
        const r = this.idOfInt(k, hashInt(k), 0);
        return r >= 0 ? r : -1;
      }
      const rec = new KeyOut(24);
      writeIntRecord(k, rec);
      return this.findRecord(rec.words, 0, rec.len >>> 2);
    }
    if (this.ints) return -1;
    return this.findRecord(out.words, 0, out.len >>> 2);
  }

  findRecord(words, a, b) {
    const r = this.idOfRecord(words, a, b, hashRecord(words, a, b), 0);
    return r >= 0 ? r : -1;
  }

  scratchOut() {
    if (!this.scratch) this.scratch = new KeyOut(64);
    this.scratch.len = 0;
    return this.scratch;
  }

  // ---- reading --------------------------------------------------------------------------

  // The key of id as an integer, or -1 when keys are held as text.
  intKey(id) {
    return this.ints ? this.intPages[id >>> PAGE_BITS][id & MASK] : -1;
  }

  // Where the record of id is in its page: [page, from, to] (bytes).
  span(id) {
    const p = id >>> PAGE_BITS;
    const j = id & MASK;
    const ends = this.ends[p];
    return [this.bytePages[p], j ? ends[j - 1] : 0, ends[j]];
  }

  // The JSON text of the key of id copied into dst from at, when it is printable
  // ASCII without blanks and fits (what the command's table prints as it is held):
  // the end of the copy; else -1 (dst then holds some of it, past at). Copied a
  // word at a time (records start on a word), each word's bytes checked together
  // (the command's serial end: Connect Four 5 x 4's 3.9 million keys in 0.1 s,
  // 0.25 s a byte at a time).
  copyPlain(id, dst, at) {
    if (this.ints) return -1;
    const p = id >>> PAGE_BITS;
    const j = id & MASK;
    const ends = this.ends[p];
    const bytes = this.bytePages[p];
    const from = j ? ends[j - 1] : 0;
    const end = recordEnd(bytes, from, ends[j]);
    if (end <= from || at + end - from > dst.length) return -1;
    const view = this.viewOf(dst);
    const words = this.wordPages[p];
    const whole = (from >>> 2) + ((end - from) >>> 2);
    // a byte of a word below 0x21 or above 0x7e sets the top bit of its byte in
    // odd (exact for the test "any": a borrow or a carry only follows such a byte)
    let odd = 0;
    for (let w = from >>> 2; w < whole; w++) {
      const x = words[w];
      odd |= ((x - 0x21212121) & ~x) | (x + 0x01010101) | x;
      view.setUint32(at, x, LITTLE);
      at += 4;
    }
    for (let x = whole << 2; x < end; x++) {
      const c = bytes[x];
      if (c <= 0x20 || c >= 0x7f) return -1;
      dst[at++] = c;
    }
    return (odd & 0x80808080) === 0 ? at : -1;
  }

  // A DataView of dst (the last one kept: a caller fills a few buffers in turn).
  viewOf(dst) {
    if (this.viewed !== dst) {
      this.viewed = dst;
      this.view = new DataView(dst.buffer, dst.byteOffset, dst.byteLength);
    }
    return this.view;
  }

  // The JSON text of the key of id.
  text(id) {
    if (this.ints) return String(this.intPages[id >>> PAGE_BITS][id & MASK]);
    const s = this.span(id);
    return this.decode(s[0], s[1], recordEnd(s[0], s[1], s[2]));
  }

  decode(bytes, a, b) {
    if (b - a < 64) {
      let ascii = true;
      for (let i = a; i < b; i++) {
        if (bytes[i] >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) return String.fromCharCode.apply(null, bytes.subarray(a, b));
    }
    if (!this.decoder) this.decoder = new TextDecoder();
    return this.decoder.decode(bytes.subarray(a, b));
  }

  // The keys of ids from..to-1 (within one page): { ints: Float64Array } or
  // { bytes: Uint8Array } holding their records, as views of the store's pages, to
  // be read here before any key is added (what a later key adds goes past them, or
  // to a page grown into new memory: they read the same keys); copyOfKeys copies
  // them for another thread.
  sliceView(from, to) {
    const p = from >>> PAGE_BITS;
    if (this.ints) return { ints: this.intPages[p].subarray(from & MASK, ((to - 1) & MASK) + 1), bytes: null };
    const ends = this.ends[p];
    const j = from & MASK;
    return { ints: null, bytes: this.bytePages[p].subarray(j ? ends[j - 1] : 0, ends[(to - 1) & MASK]) };
  }

  // The keys of the listed ids ids[from..to) as sliceView gives them, in a copy.
  gather(ids, from, to) {
    if (this.ints) {
      const out = new Float64Array(to - from);
      for (let i = from; i < to; i++) {
        const id = ids[i];
        out[i - from] = this.intPages[id >>> PAGE_BITS][id & MASK];
      }
      return { ints: out, bytes: null };
    }
    let total = 0;
    for (let i = from; i < to; i++) {
      const id = ids[i];
      const j = id & MASK;
      const ends = this.ends[id >>> PAGE_BITS];
      total += ends[j] - (j ? ends[j - 1] : 0);
    }
    const out = new Uint32Array(total >>> 2);
    let at = 0;
    for (let i = from; i < to; i++) {
      const id = ids[i];
      const p = id >>> PAGE_BITS;
      const j = id & MASK;
      const ends = this.ends[p];
      const a = (j ? ends[j - 1] : 0) >>> 2;
      const b = ends[j] >>> 2;
      const page = this.wordPages[p];
      for (let x = a; x < b; x++) out[at++] = page[x];
    }
    return { ints: null, bytes: new Uint8Array(out.buffer) };
  }
}
