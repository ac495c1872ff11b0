// The module's public JS API (appended to the Emscripten output with --post-js, so
// `Module` is the module being built). Wraps the raw Embind functions: checks
// options, splits names, and turns error objects into GameGraphError exceptions.
/* global Module */
(function () {
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

  function unwrap(r) {
    if (r.error !== undefined) throw new GameGraphError(r.error, r.line, r.column);
    return r;
  }

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

  Module.solveGraphText = function solveGraphText(text, options = {}) {
    if (typeof text !== 'string') throw new GameGraphError('solveGraphText: text must be a string');
    const r = unwrap(Module._solveGraphText(
      text,
      option(options, 'noMove', ['lose', 'win'], 'lose'),
      option(options, 'format', ['auto', 'named', 'cp'], 'auto'),
      progress(options)));
    const joined = r.namesJoined;
    delete r.namesJoined;
    r.names = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    return r;
  };

  Module.solveGraphEdges = function solveGraphEdges(n, edges, options = {}) {
    if (!(edges instanceof Int32Array)) throw new GameGraphError('solveGraphEdges: edges must be an Int32Array of (u, v) pairs');
    if (options.fixed !== undefined && !(options.fixed instanceof Uint8Array)) {
      throw new GameGraphError('solveGraphEdges: options.fixed must be a Uint8Array');
    }
    if (typeof n !== 'number') throw new GameGraphError('solveGraphEdges: n must be a number');
    return unwrap(Module._solveGraphEdges(
      n, edges, options.fixed, option(options, 'noMove', ['lose', 'win'], 'lose'), progress(options)));
  };
})();
