// Breadth-first exploration of the positions reachable from a script's start,
// deduplicated by key, into the engine's compact graph: ids in order of discovery
// (the start is 0), the moves as (u, v) pairs of ids in chunks of Int32Array, the
// fixed outcomes as one byte per position. What is held per position: its key in
// one Map (key -> id), and the id of the position it was first reached from (so
// that any position can be rebuilt by replaying moves from the start). The
// positions themselves are held only while they wait in the queue.
import { RulesError, describePosition, thrownText } from './compile.js';
import { defaultKey, normalKey } from './keys.js';

export const DEFAULT_MAX_STATES = 5000000;
export const MAX_STATES_LIMIT = 16000000; // a JavaScript Map holds at most 2^24 keys
const CHUNK = 1 << 20; // int32 values per chunk of edges (4 MB)
const FIXED_CODE = { win: 1, lose: 2, draw: 3 };

// Bytes held per position and per move while exploring, besides the keys
// themselves: the Map's entry (about 40 bytes on 64-bit engines without pointer
// compression, its table at most half empty), the parent id, the fixed outcome,
// and the results (outcome, depth, move); two int32 per move.
export const BYTES_PER_POSITION = 64;
export const BYTES_PER_MOVE = 8;

// The key of q (its held form) under the script's rules. parent and index say
// where q came from, for messages.
export function keyOf(rules, q, parent, index) {
  if (rules.key) {
    let k;
    try {
      k = rules.key(q);
    } catch (e) {
      throw rules.error('key', q, e);
    }
    if (typeof k === 'number' ? !Number.isFinite(k) : typeof k !== 'string') {
      throw rules.error('key', q, undefined, `returned ${describePosition(k)}, not a string or a finite number`);
    }
    return normalKey(k);
  }
  try {
    return defaultKey(q);
  } catch (e) {
    // a string says why q has no key; anything else was thrown while reading q (a
    // Proxy's trap, a getter): q cannot be keyed either, and the script is to blame
    const why = typeof e === 'string' ? e : `reading it threw ${thrownText(e)}`;
    if (parent === undefined) {
      const w = rules.where('start');
      throw new RulesError(`start cannot be keyed: ${why} (line ${w.line}, column ${w.column})`, {
        kind: 'key',
        line: w.line,
        column: w.column,
      });
    }
    throw rules.error('moves', parent, undefined, `returned, at index ${index}, a position that cannot be keyed: ${why}`);
  }
}

// What outcome(p) says, as a fixed code (0: go on).
export function fixedOf(rules, p) {
  let o;
  try {
    o = rules.outcome(p);
  } catch (e) {
    throw rules.error('outcome', p, e);
  }
  if (o === undefined || o === null) return 0;
  const code = typeof o === 'string' ? FIXED_CODE[o.toLowerCase()] : undefined;
  if (code === undefined) {
    throw rules.error('outcome', p, undefined, `returned ${describePosition(o)}: expected 'win', 'lose', 'draw' or undefined`);
  }
  return code;
}

// moves(p) as an array (or a RulesError).
export function movesOf(rules, p) {
  let list;
  try {
    list = rules.moves(p);
  } catch (e) {
    throw rules.error('moves', p, e);
  }
  if (!Array.isArray(list)) {
    throw rules.error('moves', p, undefined, `returned ${describePosition(list)}, not an array of positions`);
  }
  return list;
}

// list.length and list[j] of what moves(p) returned: an array, but perhaps a
// Proxy of one or one with getters, whose exceptions are the script's.
export function lengthOf(rules, p, list) {
  try {
    return list.length;
  } catch (e) {
    throw rules.error('moves', p, e);
  }
}
export function elementOf(rules, p, list, j) {
  try {
    return list[j];
  } catch (e) {
    throw rules.error('moves', p, e);
  }
}

function grow(a, need) {
  if (need <= a.length) return a;
  const b = new a.constructor(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

// Explores rules from its start. options: maxStates (cap on positions), maxMemory
// (bytes, refused beyond), onProgress(found, explored) (called now and then; it
// may throw to stop). Returns { n, m, chunks (Int32Array pairs, the last one
// partly filled), fixed (Uint8Array or null), parent (Int32Array), index (Map) }.
export function explore(rules, options) {
  const o = options || {};
  const maxStates = o.maxStates === undefined ? DEFAULT_MAX_STATES : o.maxStates;
  const maxMemory = o.maxMemory === undefined ? Infinity : o.maxMemory;
  const onProgress = o.onProgress;
  const index = new Map();
  let parent = new Int32Array(1024);
  let fixed = null;
  const chunks = [];
  let chunk = new Int32Array(CHUNK);
  let fill = 0; // int32 values used in chunk
  let m = 0;
  let keyChars = 0;

  // The positions waiting to be expanded, in id order: queue[head] is the next.
  let queue = [rules.start];
  let head = 0;

  const add = (k) => {
    const id = index.size;
    if (id >= maxStates) {
      throw new RulesError(
        `more than ${maxStates.toLocaleString('en')} positions are reachable from the start: raise the cap (maxStates) or make the game smaller`,
        { kind: 'too-many' }
      );
    }
    index.set(k, id);
    if (typeof k === 'string') keyChars += k.length;
    return id;
  };
  // What is held so far, refused over the budget (checked every 4096 positions
  // and every chunk of moves).
  const checkMemory = () => {
    const bytes = index.size * BYTES_PER_POSITION + keyChars * 2 + m * BYTES_PER_MOVE;
    if (bytes > maxMemory) {
      throw new RulesError(
        `exploring needs more than ${Math.round(bytes / 1048576)} MB (${index.size.toLocaleString('en')} positions and ${m.toLocaleString('en')} moves found so far), over the budget of ${Math.round(maxMemory / 1048576)} MB`,
        { kind: 'memory', bytesNeeded: bytes, bytesBudget: maxMemory }
      );
    }
  };
  const startKey = keyOf(rules, rules.start);
  add(startKey);
  parent[0] = -1;

  let last = 0; // the first report comes at once (4,096 positions), then every 100 ms
  for (let id = 0; id < index.size; id++) {
    const p = queue[head];
    queue[head++] = undefined;
    if (head >= 65536 && head * 2 >= queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    if (rules.outcome) {
      const code = fixedOf(rules, p);
      if (code !== 0) {
        if (!fixed) fixed = new Uint8Array(parent.length);
        fixed = grow(fixed, id + 1);
        fixed[id] = code;
        continue;
      }
    }
    const list = movesOf(rules, p);
    const count = lengthOf(rules, p, list);
    for (let j = 0; j < count; j++) {
      const q = elementOf(rules, p, list, j);
      const k = keyOf(rules, q, p, j);
      let t = index.get(k);
      if (t === undefined) {
        t = add(k);
        if (t >= parent.length) parent = grow(parent, t + 1);
        parent[t] = id;
        queue.push(q);
      }
      if (fill === CHUNK) {
        checkMemory();
        chunks.push(chunk);
        chunk = new Int32Array(CHUNK);
        fill = 0;
      }
      chunk[fill++] = id;
      chunk[fill++] = t;
      m++;
    }
    if ((id & 4095) === 4095) {
      checkMemory();
      if (onProgress) {
        const now = Date.now();
        if (now - last >= 100) {
          last = now;
          onProgress(index.size, id + 1);
        }
      }
    }
  }
  chunks.push(chunk.subarray(0, fill));
  const n = index.size;
  if (fixed && fixed.length !== n) {
    const f = new Uint8Array(n);
    f.set(fixed.subarray(0, Math.min(n, fixed.length)));
    fixed = f;
  }
  if (parent.length !== n) parent = parent.slice(0, n);
  if (onProgress) onProgress(n, n);
  return { n, m, chunks, fixed, parent, index, keyChars };
}
