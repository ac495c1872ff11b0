// The key of a position: what tells two positions apart. By default a canonical
// JSON of the position (object keys sorted); a script's key(p) may give its own
// (a string or a number). Keys are held as numbers where they are whole numbers
// (the key "12" and the key 12 are the same) and as strings otherwise, so that a
// counter game keys its positions without making a string each.

const MAX_DEPTH = 100;

// Why a value has no key: its words (English: the message) and, for a page to say
// it in its reader's words, a reason: 'undefined', 'function', 'symbol', 'bigint'
// (it holds one), 'number:X' (it holds the number X: NaN, Infinity), 'is-number:X'
// (it is that number), 'deep' (nested more than MAX_DEPTH), 'hole' (an array with
// a hole), 'class:NAME' (an object of a class, which has no JSON form).
export class NoKey {
  constructor(words, reason) {
    this.words = words;
    this.reason = reason;
  }
}

// A canonical JSON of v, or throws a NoKey saying why v has none.
function canonical(v, depth) {
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v)) throw new NoKey(`it holds the number ${v}`, 'number:' + v);
      return JSON.stringify(v);
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (depth > MAX_DEPTH) throw new NoKey(`it is nested more than ${MAX_DEPTH} deep (or refers to itself)`, 'deep');
      if (Array.isArray(v)) {
        let s = '[';
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) throw new NoKey('it holds an array with a hole', 'hole');
          s += (i ? ',' : '') + canonical(v[i], depth + 1);
        }
        return s + ']';
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        const name = proto && proto.constructor && proto.constructor.name ? proto.constructor.name : 'object';
        throw new NoKey(`it holds a ${name}, which has no JSON form: give the script a key(p)`, 'class:' + name);
      }
      const names = Object.keys(v).sort();
      let s = '{';
      for (let i = 0; i < names.length; i++) {
        s += (i ? ',' : '') + JSON.stringify(names[i]) + ':' + canonical(v[names[i]], depth + 1);
      }
      return s + '}';
    }
    default:
      throw new NoKey(`it holds ${v === undefined ? 'undefined' : 'a ' + typeof v}`, v === undefined ? 'undefined' : typeof v);
  }
}

// An array of numbers and strings: its JSON is already canonical.
function flatArray(v) {
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    const t = typeof x;
    if (t === 'string') continue;
    if (t !== 'number' || !Number.isFinite(x)) return false;
  }
  return true;
}

const WHOLE = /^-?(?:0|[1-9][0-9]{0,14})$/;

// A key as it is held: whole numbers (up to 15 digits) as numbers, the rest as strings.
function normalKey(k) {
  if (typeof k === 'number') {
    if (Number.isInteger(k) && Math.abs(k) < 1e15) return k === 0 ? 0 : k;
    return String(k);
  }
  const c = k.charCodeAt(0);
  if ((c >= 48 && c <= 57) || c === 45) {
    if (WHOLE.test(k)) return Number(k);
  }
  return k;
}

// The default key of p (held form), or throws a NoKey saying why it has none.
export function defaultKey(p) {
  if (typeof p === 'number') {
    if (Number.isInteger(p) && Math.abs(p) < 1e15) return p === 0 ? 0 : p;
    if (!Number.isFinite(p)) throw new NoKey(`it is the number ${p}`, 'is-number:' + p);
    return String(p);
  }
  if (Array.isArray(p) && flatArray(p)) return normalKey(JSON.stringify(p));
  return normalKey(canonical(p, 0));
}

// The text of p's default key as it is held in bytes (key-bytes.js): a number's
// digits, or the canonical JSON; throws what defaultKey throws.
export function defaultKeyText(p) {
  if (typeof p === 'number') {
    if (!Number.isFinite(p)) throw new NoKey(`it is the number ${p}`, 'is-number:' + p);
    return String(p);
  }
  return canonical(p, 0);
}

// A held key as the string the API gives (r.key(i)).
export function keyText(k) {
  return typeof k === 'number' ? String(k) : k;
}
