// Shared by the api_<game>.js wrappers (all appended with --post-js, in name order,
// inside the module factory, so `Module` is the module being built and `ggApi` is
// visible to the files after this one).
/* global Module */
/* exported ggApi */
var ggApi = (function () {
  // Every error of the module. `code` is stable (match it, not the message):
  // 'parse' (with line and column), 'too-big', 'memory' (with bytesNeeded and
  // bytesBudget when known), 'trace-too-big', 'bad-argument', 'not-short' (values
  // of a partizan game with a cycle), 'internal'.
  class GameGraphError extends Error {
    constructor(message, line, column, code) {
      super(message);
      this.name = 'GameGraphError';
      this.code = code !== undefined ? code : line !== undefined ? 'parse' : 'bad-argument';
      if (line !== undefined) {
        this.line = line;
        this.column = column;
      }
    }
  }

  // Raw bindings return { error, code, line?, column?, bytesNeeded?, bytesBudget? }
  // instead of throwing.
  function unwrap(r) {
    if (r !== null && typeof r === 'object' && r.error !== undefined) {
      const e = new GameGraphError(r.error, r.line, r.column, r.code);
      if (r.bytesNeeded !== undefined) {
        e.bytesNeeded = r.bytesNeeded;
        e.bytesBudget = r.bytesBudget;
      }
      throw e;
    }
    return r;
  }

  // The options argument: null or undefined mean every default; anything but an
  // object is refused.
  function options(o, fn) {
    if (o === undefined || o === null) return {};
    if (typeof o !== 'object') throw new GameGraphError(`${fn}: options must be an object, not ${typeof o}`);
    return o;
  }

  // options[key], or fallback when absent (undefined or null); must be one of allowed.
  function option(options, key, allowed, fallback) {
    const v = options[key] === undefined || options[key] === null ? fallback : options[key];
    if (!allowed.includes(v)) {
      throw new GameGraphError(`options.${key} must be ${allowed.map((a) => `'${a}'`).join(' or ')}, not ${JSON.stringify(v)}`);
    }
    return v;
  }

  // options.maxMemory in bytes (default: a browser tab's budget, 1 GiB).
  function maxMemory(options) {
    const m = options.maxMemory;
    if (m === undefined || m === null) return 1073741824;
    if (typeof m !== 'number' || !(m > 0)) throw new GameGraphError('options.maxMemory must be a positive number of bytes');
    return m;
  }

  // onProgress runs in the middle of a solve. An exception thrown there must not
  // cross the WebAssembly frames: it would skip the cleanup of the call (the copy
  // of the text, the C++ objects), leaking about the input's size each time. So the
  // raw binding gets a wrapper that never throws: it keeps the exception and
  // returns true, the solve stops by a C++ exception (every destructor runs), and
  // call() rethrows the caller's own exception once the binding has returned.
  function progress(options) {
    const f = options.onProgress;
    const box = { fn: undefined, thrown: false, error: undefined };
    if (f === undefined || f === null) return box;
    if (typeof f !== 'function') throw new GameGraphError('options.onProgress must be a function');
    box.fn = function (done, total) {
      try {
        f(done, total);
        return false;
      } catch (e) {
        box.thrown = true;
        box.error = e;
        return true;
      }
    };
    return box;
  }

  // The result of a raw binding called with progress(options).fn: the exception
  // onProgress threw, else the unwrapped result.
  function finish(box, r) {
    if (box.thrown) throw box.error;
    return unwrap(r);
  }

  // A JS string as the C++ side reads it: UTF-16 with a lone surrogate (half of a
  // pair) is not text; each becomes U+FFFD, as a TextEncoder does, so that it
  // cannot swallow the character after it on the way to UTF-8.
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  function wellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
  }

  // ---- text into the heap, without Embind's string conversion ----------------------------

  // malloc(len) or a GameGraphError of code 'memory'.
  function heapAlloc(len, what) {
    const ptr = Module._malloc(Math.max(1, len));
    if (!ptr) {
      const e = new GameGraphError(`out of memory: no room in this WebAssembly memory for ${what} (${len} bytes)`, undefined, undefined, 'memory');
      e.bytesNeeded = len;
      throw e;
    }
    return ptr;
  }

  // A Uint8Array copied into the heap (one copy): { ptr, len }; free with heapFree.
  function bytesToHeap(bytes) {
    const ptr = heapAlloc(bytes.length, 'the input');
    Module.HEAPU8.set(bytes, ptr);
    return { ptr: ptr, len: bytes.length };
  }

  // The UTF-8 length of a JS string as a TextEncoder writes it (a lone surrogate
  // becomes U+FFFD, 3 bytes).
  function utf8Length(text) {
    let len = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) len += 1;
      else if (c < 0x800) len += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        len += 4;
        i++;
      } else len += 3;
    }
    return len;
  }

  // A JS string written into the heap as UTF-8 by TextEncoder.encodeInto (lone
  // surrogates become U+FFFD there, as the README promises): { ptr, len }. Tries
  // the string's length first (exact for ASCII), else measures and writes again.
  const encoder = new TextEncoder();
  function textToHeap(text) {
    let cap = text.length;
    let ptr = heapAlloc(cap, 'the text');
    let r = encoder.encodeInto(text, Module.HEAPU8.subarray(ptr, ptr + cap));
    if (r.read < text.length) {
      Module._free(ptr);
      cap = utf8Length(text);
      ptr = heapAlloc(cap, 'the text');
      r = encoder.encodeInto(text, Module.HEAPU8.subarray(ptr, ptr + cap));
    }
    return { ptr: ptr, len: r.written };
  }

  function heapFree(block) {
    Module._free(block.ptr);
  }

  // ---- names read lazily ------------------------------------------------------------------

  // Gives a graph result its names without building millions of strings:
  // r.name(v) decodes one name (from r.nameBytes / r.nameStart, the named form's
  // names kept as bytes, or the number v + 1, v for cp0), and r.names, the array of
  // every name, is built the first time it is read. name is not enumerable (a
  // result can still be posted to a worker); names is (as it always was).
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true }); // a name may begin with U+FEFF
  function lazyNames(r) {
    let name;
    if (r.nameBytes) {
      const bytes = r.nameBytes;
      const start = r.nameStart;
      name = function (v) {
        if (!(v >= 0 && v < r.n)) return undefined;
        return decoder.decode(bytes.subarray(start[v], start[v + 1] - 1));
      };
    } else if (r.format === 'cp' || r.format === 'cp0') {
      const first = r.format === 'cp' ? 1 : 0;
      name = function (v) {
        return v >= 0 && v < r.n ? String(v + first) : undefined;
      };
    } else {
      name = function () {
        return undefined;
      };
    }
    Object.defineProperty(r, 'name', { value: name, enumerable: false, configurable: true, writable: true });
    Object.defineProperty(r, 'names', {
      enumerable: true,
      configurable: true,
      get: function () {
        let all;
        if (r.nameBytes) {
          const joined = decoder.decode(r.nameBytes);
          all = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
        } else {
          all = new Array(r.n);
          for (let v = 0; v < r.n; v++) all[v] = name(v);
        }
        Object.defineProperty(r, 'names', { value: all, enumerable: true, configurable: true, writable: true });
        return all;
      },
      set: function (value) {
        Object.defineProperty(r, 'names', { value: value, enumerable: true, configurable: true, writable: true });
      },
    });
    return r;
  }

  Module.GameGraphError = GameGraphError;
  Module.Outcome = Object.freeze({ DRAW: 0, WIN: 1, LOSE: 2 });
  Module.Fixed = Object.freeze({ NONE: 0, WIN: 1, LOSE: 2, DRAW: 3 });
  return {
    GameGraphError, unwrap, options, option, maxMemory, progress, finish, wellFormed,
    heapAlloc, bytesToHeap, textToHeap, heapFree, lazyNames,
  };
})();
