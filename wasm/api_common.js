// Shared by the api_<game>.js wrappers (all appended with --post-js, in name order,
// inside the module factory, so `Module` is the module being built and `ggApi` is
// visible to the files after this one).
/* global Module */
/* exported ggApi */
var ggApi = (function () {
  // Every error of the module. `code` is stable (match it, not the message):
  // 'parse' (with line and column), 'too-big', 'memory' (with bytesNeeded and
  // bytesBudget when known), 'trace-too-big', 'bad-argument', 'internal'.
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

  Module.GameGraphError = GameGraphError;
  Module.Outcome = Object.freeze({ DRAW: 0, WIN: 1, LOSE: 2 });
  Module.Fixed = Object.freeze({ NONE: 0, WIN: 1, LOSE: 2, DRAW: 3 });
  return { GameGraphError, unwrap, options, option, maxMemory, progress, finish, wellFormed };
})();
