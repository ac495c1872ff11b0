// The public JS API of Sprague-Grundy values and sums of games (declared in
// api_grundy.d.ts): wraps the raw Embind functions of bindings_grundy.cpp.
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;
  const option = ggApi.option;

  // The CLI's text of a value: '3', or 'inf(0,2)' with its set K.
  function label(value, k) {
    return value >= 0 ? String(value) : `inf(${Array.prototype.join.call(k, ',')})`;
  }

  Module.grundyGraphText = function grundyGraphText(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('grundyGraphText: text must be a string');
    const options = ggApi.options(opts, 'grundyGraphText');
    if (options.noMove !== undefined && options.noMove !== 'lose') {
      throw new GameGraphError(`Sprague-Grundy values are defined for normal play only: options.noMove must be 'lose', not ${JSON.stringify(options.noMove)}`);
    }
    const r = unwrap(Module._grundyGraphText(text, option(options, 'format', ['auto', 'named', 'cp', 'cp0'], 'auto'),
      options.order === true));
    const joined = r.namesJoined;
    delete r.namesJoined;
    delete r.fixed;  // always none: fixed outcomes are refused
    r.names = joined.length === 0 ? [] : joined.slice(0, -1).split('\n');
    r.infSet = (i) => r.infValues.slice(r.infStart[i], r.infStart[i + 1]);
    r.label = (i) => label(r.grundy[i], r.infSet(i));
    return r;
  };

  // One component as the raw binding takes it: { edges, grundy, vertex }. A
  // grundyGraphText result gives its edges; a rules result (solveRules with
  // grundy: true) has no edges: the chosen position's moves alone, as edges from it
  // (sum_component reads only the chosen vertex's moves).
  function sumPart(c, i) {
    if (c === null || typeof c !== 'object' || c.result === null || typeof c.result !== 'object') {
      throw new GameGraphError(`sumGames: components[${i}] must be { result, vertex }, result from grundyGraphText or solveRules(script, { grundy: true })`);
    }
    if (typeof c.vertex !== 'number') throw new GameGraphError(`sumGames: components[${i}].vertex must be a number`);
    const r = c.result;
    if (r.edges !== undefined || typeof r.moves !== 'function') return { edges: r.edges, grundy: r.grundy, vertex: c.vertex };
    if (!r.grundy) {
      throw new GameGraphError(`sumGames: components[${i}].result was solved without Sprague-Grundy values: solve the rules with solveRules(script, { grundy: true })`);
    }
    const v = c.vertex;
    if (!Number.isInteger(v) || v < 0 || v >= r.n) {
      throw new GameGraphError(`sumGames: components[${i}].vertex must be a position id 0..${r.n - 1}`);
    }
    const to = r.moves(v).filter((w) => w >= 0);
    const edges = new Int32Array(2 * to.length);
    for (let j = 0; j < to.length; j++) {
      edges[2 * j] = v;
      edges[2 * j + 1] = to[j];
    }
    return { edges, grundy: r.grundy, vertex: v };
  }

  Module.sumGames = function sumGames(components) {
    if (!Array.isArray(components) || components.length === 0) {
      throw new GameGraphError('sumGames: components must be a non-empty array of { result, vertex }');
    }
    const parts = components.map(sumPart);
    const r = unwrap(Module._sumGames(parts));
    const k = r.moveComponent;
    return {
      label: r.label,
      value: r.value,
      infSet: r.infSet,
      outcome: r.outcome,
      move: k < 0 ? null : { component: k, from: components[k].vertex, to: r.moveTo },
    };
  };
})();
