// Shared by the api_<game>.js wrappers (all appended with --post-js, in name order,
// inside the module factory, so `Module` is the module being built and `ggApi` is
// visible to the files after this one).
/* global Module */
/* exported ggApi */
var ggApi = (function () {
  class GameGraphError extends Error {
    constructor(message, line, column) {
      super(message);
      this.name = 'GameGraphError';
      if (line !== undefined) {
        this.line = line;
        this.column = column;
      }
    }
  }

  // Raw bindings return { error, line?, column? } instead of throwing.
  function unwrap(r) {
    if (r.error !== undefined) throw new GameGraphError(r.error, r.line, r.column);
    return r;
  }

  // options[key], or fallback when absent; must be one of allowed.
  function option(options, key, allowed, fallback) {
    const v = options[key] === undefined ? fallback : options[key];
    if (!allowed.includes(v)) {
      throw new GameGraphError(`options.${key} must be ${allowed.map((a) => `'${a}'`).join(' or ')}, not ${JSON.stringify(v)}`);
    }
    return v;
  }

  function progress(options) {
    const f = options.onProgress;
    if (f !== undefined && typeof f !== 'function') throw new GameGraphError('options.onProgress must be a function');
    return f;
  }

  Module.GameGraphError = GameGraphError;
  Module.Outcome = Object.freeze({ DRAW: 0, WIN: 1, LOSE: 2 });
  Module.Fixed = Object.freeze({ NONE: 0, WIN: 1, LOSE: 2, DRAW: 3 });
  return { GameGraphError, unwrap, option, progress };
})();
