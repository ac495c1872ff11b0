// The public JS API of the traced solve (declared in api_trace.d.ts): traceGraphText is
// solveGraphText plus the engine's event log of that very run.
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;
  const options = ggApi.options;
  const option = ggApi.option;
  const maxMemory = ggApi.maxMemory;
  const wellFormed = ggApi.wellFormed;

  // Event kinds of the log: five int32 per event, [kind, a, b, c, d] (solver/core/trace.hpp).
  Module.TraceEvent = Object.freeze({
    FIXED: 1, // [1, s, outcome]          s has an outcome fixed in the text
    NO_MOVE: 2, // [2, s, outcome]        s has no move
    COUNTER: 3, // [3, s, moves]          s is undecided, with that many moves
    DEQUEUE: 4, // [4, v, outcome, depth] v leaves the queue
    EXAMINE: 5, // [5, u, v, before, after] the move u -> v; counter of u before/after (-1 -1: u was decided)
    DECIDE: 6, // [6, u, outcome, depth, v] u is decided by its move to v
    DRAW: 7, // [7, s]                    nothing decided s: DRAW
    END: 8, // [8]
  });
  Module.TRACE_STRIDE = 5;

  Module.traceGraphText = function traceGraphText(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('traceGraphText: text must be a string');
    const o = options(opts, 'traceGraphText');
    const maxEvents = o.maxEvents === undefined || o.maxEvents === null ? 2000000 : o.maxEvents;
    if (typeof maxEvents !== 'number' || !(maxEvents >= 1)) {
      throw new GameGraphError('options.maxEvents must be a number >= 1');
    }
    const r = unwrap(Module._traceGraphText(
      wellFormed(text),
      option(o, 'noMove', ['lose', 'win'], 'lose'),
      option(o, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      maxEvents,
      maxMemory(o)));
    const joined = r.namesJoined;
    delete r.namesJoined;
    r.names = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    Object.defineProperty(r, 'name', { value: (v) => r.names[v], enumerable: false, configurable: true, writable: true });
    return r;
  };
})();
