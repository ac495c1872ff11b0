// Keys written as bytes, without making a string per key where it can be
// helped. A key is held either as an integer (0 <= k <= 2^53 - 1: the position
// or the script's key(p) is such a number) or as the UTF-8 bytes of a JSON text:
// the canonical JSON of the position (keys.js, canonical) when the script has no
// key(p), or the JSON of what key(p) returned (a string quoted, a number as
// written). Whole numbers held as text are written as JSON numbers, so that 12 and
// "12" stay one key (keys.js, normalKey) however they are held.
//
// A key's bytes are written as a record: the JSON text, a comma, then spaces up
// to a multiple of 4 bytes, so that records are compared and hashed 4 bytes at a
// time (as Uint32 words), and a run of records between brackets reads as a JSON
// array once its last comma is a space. (No JSON text ends with a comma or a
// space: a record's text ends before the last byte that is not a space.)
//
// A KeyOut is where records are written: out.bytes / out.words (views of one
// buffer that grows) from out.len on (a multiple of 4). writeDefaultKey(p, out)
// and writeScriptKey(k, out) return the key as an integer (nothing written), or -1
// with its record written at the end of out. hashRecord / hashInt give the 32-bit
// hash the key store probes with.
import { defaultKeyText } from './keys.js';

const MAX_INT_KEY = 9007199254740991; // 2^53 - 1
// whether the words of a Uint32Array are little-endian in memory
export const LITTLE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export class KeyOut {
  constructor(size) {
    const n = Math.max(16, (size || 4096) + 3) & ~3;
    this.bytes = new Uint8Array(n);
    this.words = new Uint32Array(this.bytes.buffer);
    this.len = 0;
  }
  reserve(extra) {
    const need = this.len + extra + 4;
    if (need <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < need) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.bytes.subarray(0, this.len));
    this.bytes = b;
    this.words = new Uint32Array(b.buffer);
  }
}

// Ends the record begun at start: the comma, then spaces to a multiple of 4.
function seal(out) {
  out.reserve(4);
  const b = out.bytes;
  let at = out.len;
  b[at++] = 0x2c;
  while (at & 3) b[at++] = 0x20;
  out.len = at;
}

// The UTF-8 bytes of a well-formed string (no lone surrogate: JSON.stringify
// escapes them) appended to out.
export function writeText(s, out) {
  const n = s.length;
  out.reserve(n * 3);
  const b = out.bytes;
  let at = out.len;
  for (let i = 0; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      b[at++] = c;
    } else if (c < 0x800) {
      b[at++] = 0xc0 | (c >> 6);
      b[at++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(++i);
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      b[at++] = 0xf0 | (c >> 18);
      b[at++] = 0x80 | ((c >> 12) & 63);
      b[at++] = 0x80 | ((c >> 6) & 63);
      b[at++] = 0x80 | (c & 63);
    } else {
      b[at++] = 0xe0 | (c >> 12);
      b[at++] = 0x80 | ((c >> 6) & 63);
      b[at++] = 0x80 | (c & 63);
    }
  }
  out.len = at;
}

// A string as its JSON (quoted), written straight as bytes when every character
// is printable ASCII with nothing to escape; otherwise through JSON.stringify.
function writeQuoted(s, out) {
  const n = s.length;
  out.reserve(n + 2);
  const b = out.bytes;
  let at = out.len;
  b[at++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) {
      writeText(JSON.stringify(s), out);
      return;
    }
    b[at++] = c;
  }
  b[at++] = 0x22;
  out.len = at;
}

// The default keys of many strings at once (what writeQuoted and seal write for
// each, list[i]'s record ending at ends[at + i]): where they are all of one length
// (a board game's positions), joined into one text in their records' layout and
// encoded by one call, then checked word by word (ASCII with no control
// character, quote or backslash: writeQuoted's fast path, which also sends DEL to
// JSON.stringify, which writes it as it is); else one by one. Reading a
// string the script built of pieces costs far more one at a time (each read
// flattens it first, a call to the engine's runtime): Connect Four 5 x 4's moves,
// 165 ns a move one by one, 110 ns so, its hashing included; the module on one
// thread 0.6 s faster in all (medians of 5 alternating runs) with moves written 256
// at a time (expand.js, PENDING_MOVES), 0.2 s with 4,096 (more strings kept alive
// through the collector's runs).
let encoder = null;
const separators = [];
export function writeQuotedRun(list, out, ends, at) {
  const k = list.length;
  if (k > 1 && typeof TextEncoder === 'function' && quotedRun(list, out, ends, at)) return;
  for (let i = 0; i < k; i++) {
    writeQuoted(list[i], out);
    seal(out);
    ends[at + i] = out.len;
  }
}

// The bytes of a record's words that are its text (those of a text of n
// characters, the last asked kept).
let masks = new Int32Array(0);
let masksOf = -1;
function textMasks(n, W) {
  if (masksOf !== n) {
    masks = new Int32Array(W);
    for (let b = 1; b <= n; b++) masks[b >>> 2] |= 0xff << ((LITTLE ? b & 3 : 3 - (b & 3)) << 3);
    masksOf = n;
  }
  return masks;
}

function quotedRun(list, out, ends, at) {
  const k = list.length;
  const n = list[0].length;
  for (let i = 1; i < k; i++) if (list[i].length !== n) return false;
  // a record: the quote, the text, the quote, the comma, pad spaces
  const pad = (4 - ((n + 3) & 3)) & 3;
  const rec = n + 3 + pad;
  const need = rec * k;
  out.reserve(need);
  const start = out.len;
  if (!encoder) encoder = new TextEncoder();
  if (!separators[pad]) separators[pad] = '",' + ' '.repeat(pad) + '"';
  const sep = separators[pad];
  // (k records of rec: the first quote and the last record's end written apart,
  // not joined to the text, which would then be copied once more to be read
  // flat: expandBatch 3 to 5% less engine time, Connect Four 5 x 4's moves)
  const text = list.join(sep);
  const inner = need - 3 - pad;
  const b = out.bytes;
  const r = encoder.encodeInto(text, b.subarray(start + 1, start + 1 + inner));
  // (one byte a character, each read: ASCII only)
  if (r.read !== inner || r.written !== inner) return false;
  b[start] = 0x22;
  b[start + need - 2 - pad] = 0x22;
  b[start + need - 1 - pad] = 0x2c;
  for (let x = start + need - pad; x < start + need; x++) b[x] = 0x20;
  // each word of a record with the bytes outside its text (quotes, comma, spaces)
  // made 'A': then any byte below 0x20, a quote or a backslash is in the text
  const W = rec >>> 2;
  const keep = textMasks(n, W);
  const w = out.words;
  let bad = 0;
  let x = start >>> 2;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < W; j++, x++) {
      const m = keep[j];
      const u = (w[x] & m) | (0x41414141 & ~m);
      const q = u ^ 0x22222222;
      const s = u ^ 0x5c5c5c5c;
      bad |= ((u - 0x20202020) & ~u) | ((q - 0x01010101) & ~q) | ((s - 0x01010101) & ~s);
    }
    ends[at + i] = start + rec * (i + 1);
  }
  if ((bad & 0x80808080) !== 0) return false;
  out.len = start + need;
  return true;
}

// A whole number |x| < 2^31 in decimal.
function writeSmallInt(x, out) {
  out.reserve(12);
  const b = out.bytes;
  let at = out.len;
  if (x < 0) {
    b[at++] = 0x2d;
    x = -x;
  }
  if (x < 10) {
    b[at++] = 48 + x;
    out.len = at;
    return;
  }
  let digits = 0;
  for (let y = x; y > 0; y = (y / 10) | 0) digits++;
  at += digits;
  out.len = at;
  for (let y = x; y > 0; y = (y / 10) | 0) b[--at] = 48 + (y % 10);
}

// An array of strings, numbers and such arrays written as canonical JSON: true
// when done, false (nothing kept) when it holds anything else, to be written by
// the general path.
function writeArray(v, out, depth) {
  if (depth > 100) return false;
  const start = out.len;
  out.reserve(2);
  out.bytes[out.len++] = 0x5b;
  const n = v.length;
  for (let i = 0; i < n; i++) {
    if (i) {
      out.reserve(1);
      out.bytes[out.len++] = 0x2c;
    }
    const x = v[i];
    if (typeof x === 'number') {
      if ((x | 0) === x) writeSmallInt(x, out);
      else if (Number.isFinite(x)) writeText(JSON.stringify(x), out);
      else {
        out.len = start;
        return false;
      }
    } else if (typeof x === 'string') {
      writeQuoted(x, out);
    } else if (Array.isArray(x) && i in v && writeArray(x, out, depth + 1)) {
      // written
    } else {
      out.len = start;
      return false;
    }
  }
  out.reserve(1);
  out.bytes[out.len++] = 0x5d;
  return true;
}

// The default key of position p (keys.js, defaultKey) written to out: the integer
// (returned) or -1 and its JSON text's bytes. Throws what defaultKey throws (a
// string saying why p has no key, or what reading p threw).
export function writeDefaultKey(p, out) {
  if (typeof p === 'number') {
    // (-0 is 0, as its JSON is: the position rebuilt from its key is 0)
    if (p >= 0 && p <= MAX_INT_KEY && Math.floor(p) === p) return p === 0 ? 0 : p;
  } else if (typeof p === 'string') {
    writeQuoted(p, out);
    seal(out);
    return -1;
  } else if (Array.isArray(p) && writeArray(p, out, 0)) {
    seal(out);
    return -1;
  }
  writeText(defaultKeyText(p), out);
  seal(out);
  return -1;
}

// What key(p) returned, k (a string or a finite number, already checked), written
// to out as writeDefaultKey does.
export function writeScriptKey(k, out) {
  if (typeof k === 'number') {
    if (k >= 0 && k <= MAX_INT_KEY && Math.floor(k) === k) return k === 0 ? 0 : k;
    if (Math.floor(k) === k && Math.abs(k) <= MAX_INT_KEY) {
      writeText(String(k === 0 ? 0 : k), out);
    } else {
      writeQuoted(String(k), out); // as keys.js holds it: the text of the number
    }
    seal(out);
    return -1;
  }
  const w = wholeNumber(k);
  if (w !== null) {
    if (w >= 0) return w;
    writeText(String(w), out);
    seal(out);
    return -1;
  }
  writeQuoted(k, out);
  seal(out);
  return -1;
}

// An integer key as a record (a store that holds its keys as text).
export function writeIntRecord(k, out) {
  writeText(String(k), out);
  seal(out);
}

// The whole number a string spells (keys.js: "12" and 12 are one key), or null.
const WHOLE = /^-?(?:0|[1-9][0-9]{0,15})$/;
export function wholeNumber(s) {
  const c = s.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 45) || !WHOLE.test(s)) return null;
  const x = Number(s);
  return Math.abs(x) <= MAX_INT_KEY ? (x === 0 ? 0 : x) : null;
}

// 32-bit hashes: murmur3's over the words of a record words[a..b), and of an
// integer key.
export function hashRecord(words, a, b) {
  let h = 0x9747b28c | 0;
  for (let i = a; i < b; i++) {
    let k = Math.imul(words[i], 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= (b - a) << 2;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

// hashInt(k) for k below 2^32 is one to one (each step, a product by an odd
// number or a xor with a right shift, can be undone): key-store.js relies on it.
export function hashInt(k) {
  const lo = k >>> 0;
  const hi = (k / 4294967296) >>> 0;
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  return h ^ (h >>> 16);
}

// The end of the JSON text of the record bytes[from..to) (its comma and spaces dropped).
export function recordEnd(bytes, from, to) {
  let e = to;
  while (e > from && bytes[e - 1] === 0x20) e--;
  return e - 1;
}
