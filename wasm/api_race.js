// The public JS API of the race game of BOI 2008 "Game" (declared in api_race.d.ts):
// wraps the raw Embind function of bindings_race.cpp and checks options.
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;
  const options = ggApi.options;
  const option = ggApi.option;
  const wellFormed = ggApi.wellFormed;
  const maxMemory = ggApi.maxMemory;

  // The fields of one step in the flat `race` and `full.line` arrays.
  Module.RaceStep = Object.freeze({ SIZE: 6, PLAYER: 0, EXTRA: 1, FROM: 2, TO: 3, POS_A: 4, POS_B: 5 });

  Module.solveRace = function solveRace(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('solveRace: text must be a string');
    const o = options(opts, 'solveRace');
    const limit = o.fullLimit === undefined || o.fullLimit === null ? 400 : o.fullLimit;
    if (typeof limit !== 'number') throw new GameGraphError('options.fullLimit must be a number');
    return unwrap(Module._solveRace(wellFormed(text), limit, option(o, 'jump', ['mandatory', 'optional'], 'mandatory'),
      maxMemory(o))).boards;
  };
})();
