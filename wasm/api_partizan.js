// The public JS API of partizan games (declared in api_partizan.d.ts): wraps the raw
// Embind functions of bindings_partizan.cpp, checks the options, reads the values
// (the table of games) on demand; also lends the rules engine its solve and its
// result's values (ggApi.partizan, for wasm/rules).
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;

  // The outcome classes by their codes (OutcomeClass in solver/partizan/canonical.hpp).
  const OutcomeClass = Object.freeze({ P: 0, N: 1, L: 2, R: 3 });
  const CLASS_LETTER = ['P', 'N', 'L', 'R'];
  // The longest canonical form given as JSON, in characters (as the C++ store's).
  const MAX_FORM_CHARS = 1 << 20;

  // The options of a solve: value (boolean), maxMemory.
  function settle(opts, fn) {
    const o = ggApi.options(opts, fn);
    if (o.value !== undefined && o.value !== null && typeof o.value !== 'boolean') {
      throw new GameGraphError(`${fn}: options.value must be true or false`);
    }
    return { value: o.value === true, maxMemory: ggApi.maxMemory(o) };
  }

  // Solves n positions whose moves are given as lists of Int32Array chunks of
  // (from, to) pairs, Left's and Right's (each chunk dropped from its list once
  // copied into the module's memory); fixed: a code per position (0 none, 1 win, 2
  // lose, 3 draw for the player to move, 4 Left wins, 5 Right wins) or null. The
  // raw answer (bindings_partizan.cpp, solve).
  function solveMoves(n, left, right, fixed, value, budget) {
    const pairs = (list) => list.reduce((a, c) => a + c.length, 0) / 2;
    const ml = pairs(left);
    const mr = pairs(right);
    const ptr = unwrap(Module._partizanReserve(n, ml, mr, fixed !== null, budget)).ptr;
    try {
      let at = ptr;
      for (const list of [left, right]) {
        for (let i = 0; i < list.length; i++) {
          const c = list[i];
          list[i] = null;
          Module.HEAPU8.set(new Uint8Array(c.buffer, c.byteOffset, c.byteLength), at); // HEAPU8 read anew
          at += c.byteLength;
        }
      }
      if (fixed !== null) Module.HEAPU8.set(fixed, at);
      return unwrap(Module._partizanSolve(ptr, n, ml, mr, fixed !== null, value, budget));
    } finally {
      Module._free(ptr);
    }
  }

  // The canonical form of game k of a table (gameStart, gameLeft, gameOptions) as
  // JSON, [[Left options], [Right options]], built without recursion; longer than
  // MAX_FORM_CHARS: an error of code 'too-big'.
  function formJson(t, k) {
    let out = '';
    const stack = [];
    const open = (g) => {
      out += '[[';
      stack.push({ g, i: 0, right: false });
    };
    open(k);
    while (stack.length) {
      if (out.length > MAX_FORM_CHARS) {
        throw new GameGraphError(`the canonical form as JSON is longer than ${MAX_FORM_CHARS} characters`, undefined, undefined, 'too-big');
      }
      const f = stack[stack.length - 1];
      const from = t.gameStart[f.g];
      const count = t.gameStart[f.g + 1] - from;
      const left = t.gameLeft[f.g];
      if (!f.right && f.i === left) {
        out += '],[';
        f.right = true;
      } else if (f.i === count) {
        out += ']]';
        stack.pop();
      } else {
        if (f.i > (f.right ? left : 0)) out += ',';
        open(t.gameOptions[from + f.i++]);
      }
    }
    return out;
  }

  // A table's games read by number: text(k) (the notation, for the games that are
  // values), letter(k), json(k), form(k).
  function games(t) {
    let texts = null;
    return {
      text(k) {
        if (texts === null) texts = t.gameText.split('\n');
        return texts[k];
      },
      letter: (k) => CLASS_LETTER[t.gameClass[k]],
      json: (k) => formJson(t, k),
      form: (k) => JSON.parse(formJson(t, k)),
    };
  }

  // The moves of each side of a result from its edges, position by position:
  // leftMoves(i), rightMoves(i) (arrays of positions, in the order given).
  function movesFromEdges(r) {
    const csr = {};
    const build = (edges) => {
      const start = new Uint32Array(r.n + 1);
      for (let j = 0; j < edges.length; j += 2) start[edges[j] + 1]++;
      for (let i = 0; i < r.n; i++) start[i + 1] += start[i];
      const at = start.slice(0, r.n);
      const to = new Int32Array(edges.length / 2);
      for (let j = 0; j < edges.length; j += 2) to[at[edges[j]]++] = edges[j + 1];
      return { start, to };
    };
    const side = (name, edges) => (i) => {
      if (!Number.isInteger(i) || i < 0 || i >= r.n) throw new GameGraphError(`${name}: ${i} is not a position (0..${r.n - 1})`);
      if (!csr[name]) csr[name] = build(edges);
      return Array.from(csr[name].to.subarray(csr[name].start[i], csr[name].start[i + 1]));
    };
    r.leftMoves = side('leftMoves', r.leftEdges);
    r.rightMoves = side('rightMoves', r.rightEdges);
  }

  // Gives a raw answer its values, when asked for: valueText(i), valueClass(i),
  // valueJson(i), valueForm(i) per position (the table's arrays stay, for sums).
  // Without the option they throw, saying so. Where there are none, the game is not short (nameOf(i): the name of the
  // position on a cycle), or else noValues is the reason (a GameGraphError); each
  // of them then throws it, and r.valueError holds it.
  function withValues(r, asked, nameOf, noValues) {
    r.valueError = null;
    if (!asked) {
      // (declared on every result: without the option they say how to get them)
      const unasked = (name) => () => {
        throw new GameGraphError(`${name}: the values were not asked for: solve with options.value: true`);
      };
      r.valueText = unasked('valueText');
      r.valueClass = unasked('valueClass');
      r.valueJson = unasked('valueJson');
      r.valueForm = unasked('valueForm');
      return r;
    }
    let error = null;
    if (r.short === false) {
      error = new GameGraphError(
        `position ${nameOf(r.cyclePosition)} is on a cycle: values are defined for short games only (finite, without cycles); the outcomes for both starters are given`,
        undefined,
        undefined,
        'not-short'
      );
      error.position = nameOf(r.cyclePosition);
    } else if (noValues) {
      error = noValues;
    }
    delete r.cyclePosition;
    if (error) {
      r.valueError = error;
      const refuse = () => {
        throw error;
      };
      r.valueText = r.valueClass = r.valueJson = r.valueForm = refuse;
      return r;
    }
    const g = games(r);
    const at = (name, i) => {
      if (!Number.isInteger(i) || i < 0 || i >= r.n) throw new GameGraphError(`${name}: ${i} is not a position (0..${r.n - 1})`);
      return r.value[i];
    };
    r.valueText = (i) => g.text(at('valueText', i));
    r.valueClass = (i) => g.letter(at('valueClass', i));
    r.valueJson = (i) => g.json(at('valueJson', i));
    r.valueForm = (i) => g.form(at('valueForm', i));
    return r;
  }

  // ---- the public functions -------------------------------------------------------------

  Module.solvePartizanText = function solvePartizanText(text, opts) {
    if (typeof text !== 'string') throw new GameGraphError('solvePartizanText: text must be a string');
    const o = settle(opts, 'solvePartizanText');
    const block = ggApi.textToHeap(text);
    let r;
    try {
      r = unwrap(Module._partizanText(block.ptr, block.len, o.value, o.maxMemory));
    } finally {
      ggApi.heapFree(block);
    }
    r.format = 'partizan';
    ggApi.lazyNames(r);
    movesFromEdges(r);
    return withValues(r, o.value, (i) => JSON.stringify(r.name(i)));
  };

  function edgeArray(a, what) {
    if (!(a instanceof Int32Array)) throw new GameGraphError(`solvePartizanEdges: ${what} must be an Int32Array of (from, to) pairs`);
    if (a.length % 2 !== 0) throw new GameGraphError(`solvePartizanEdges: ${what} must hold pairs: its length is odd`);
    return a;
  }

  Module.solvePartizanEdges = function solvePartizanEdges(n, leftEdges, rightEdges, opts) {
    if (!Number.isInteger(n) || n < 0 || n > 1073741823) throw new GameGraphError('solvePartizanEdges: n must be a whole number from 0 to 1073741823');
    const left = edgeArray(leftEdges, 'leftEdges');
    const right = edgeArray(rightEdges, 'rightEdges');
    const o = settle(opts, 'solvePartizanEdges');
    const r = solveMoves(n, [left], [right], null, o.value, o.maxMemory);
    r.leftEdges = left;
    r.rightEdges = right;
    movesFromEdges(r);
    return withValues(r, o.value, String);
  };

  // A result solved with its values at position p, checked as partizanSum and
  // partizanSteps take it: its values, the position, and each side's moves from it,
  // every one of its positions (a result changed since it was solved). fn: the
  // function; at: how the caller names the result's place ('' or 'components[i].').
  // Returns each side's moves.
  function valuedAt(fn, at, r, p) {
    if (r.valueError) throw r.valueError;
    if (!(r.value instanceof Int32Array) || typeof r.leftMoves !== 'function') {
      throw new GameGraphError(`${fn}: ${at}result has no values: solve it with options.value: true`);
    }
    if (!Number.isInteger(p) || p < 0 || p >= r.n) throw new GameGraphError(`${fn}: ${at}position must be a position 0..${r.n - 1}`);
    const moves = (list) => {
      for (const q of list) if (!(q >= 0 && q < r.n)) throw new GameGraphError(`${fn}: ${at}result gives ${q} as a move from ${p}: not one of its positions`);
      return list;
    };
    return { left: moves(Int32Array.from(r.leftMoves(p))), right: moves(Int32Array.from(r.rightMoves(p))) };
  }

  // One component of a sum: { result, position } -> what the raw binding takes.
  function sumPart(c, i, tables) {
    if (c === null || typeof c !== 'object' || c.result === null || typeof c.result !== 'object') {
      throw new GameGraphError(`partizanSum: components[${i}] must be { result, position }, result solved with options.value`);
    }
    const r = c.result;
    const p = c.position;
    const { left, right } = valuedAt('partizanSum', `components[${i}].`, r, p);
    let t = tables.indexOf(r);
    if (t < 0) t = tables.push(r) - 1;
    return {
      table: t,
      value: r.value[p],
      left,
      leftValue: left.map((q) => r.value[q]),
      right,
      rightValue: right.map((q) => r.value[q]),
    };
  }

  Module.partizanSum = function partizanSum(components, opts) {
    if (!Array.isArray(components) || components.length === 0) {
      throw new GameGraphError('partizanSum: components must be a non-empty array of { result, position }');
    }
    const o = ggApi.options(opts, 'partizanSum');
    const tables = [];
    const parts = components.map((c, i) => sumPart(c, i, tables));
    const r = unwrap(Module._partizanSum(tables, parts, ggApi.maxMemory(o)));
    const g = games(r);
    const move = (k, to) => (k < 0 ? null : { component: k, from: components[k].position, to });
    return {
      value: g.text(r.value),
      outcomeClass: g.letter(r.value),
      json: () => g.json(r.value),
      form: () => g.form(r.value),
      move: { left: move(r.leftComponent, r.leftTo), right: move(r.rightComponent, r.rightTo) },
      distinctGames: r.distinctGames,
    };
  };

  // ---- the simplification step by step

  // The most distinct games the steps' table may hold (the options' forms and
  // every game below them); past it, the steps say tooBig: 'games'.
  const STEPS_MAX_GAMES = 20000;

  // The games of table t reachable from roots, as a table of their own (the
  // table's order kept: an option before its game): { table, number } (number:
  // Map from t's numbers), or null past max games.
  function subTable(t, roots, max) {
    const mark = new Set();
    const stack = roots.slice();
    while (stack.length) {
      const g = stack.pop();
      if (mark.has(g)) continue;
      mark.add(g);
      if (mark.size > max) return null;
      for (let i = t.gameStart[g]; i < t.gameStart[g + 1]; i++) stack.push(t.gameOptions[i]);
    }
    const order = Array.from(mark).sort((a, b) => a - b);
    const number = new Map(order.map((g, k) => [g, k]));
    const gameStart = new Uint32Array(order.length + 1);
    const gameLeft = new Uint32Array(order.length);
    const options = [];
    order.forEach((g, k) => {
      for (let i = t.gameStart[g]; i < t.gameStart[g + 1]; i++) options.push(number.get(t.gameOptions[i]));
      gameStart[k + 1] = options.length;
      gameLeft[k] = t.gameLeft[g];
    });
    return { table: { gameStart, gameLeft, gameOptions: Int32Array.from(options) }, number };
  }

  // A game too big for steps before the module is asked (tooBig 'games').
  function tooManyGames(value) {
    return {
      value, givenLeft: 0, givenRight: 0, startLeft: [], startRight: [], start: '', steps: [],
      tooBig: 'games', tooBigCount: 0, tooBigLimit: STEPS_MAX_GAMES,
      tooBigWhat: `the options' forms hold more than ${STEPS_MAX_GAMES} distinct games`,
    };
  }

  // Steps of the game whose options are the games left, right of table t.
  function stepsOf(t, left, right, o, value) {
    const sub = subTable(t, left.concat(right), STEPS_MAX_GAMES);
    if (sub === null) return tooManyGames(value());
    const ids = (list) => Int32Array.from(list, (g) => sub.number.get(g));
    return unwrap(Module._partizanSteps(sub.table, ids(left), ids(right), ggApi.maxMemory(o)));
  }

  Module.partizanSteps = function partizanSteps(result, position, opts) {
    if (result === null || typeof result !== 'object') throw new GameGraphError('partizanSteps: result must be a partizan game solved with options.value: true');
    if (!result.valueError && !(result.gameStart instanceof Uint32Array)) throw new GameGraphError('partizanSteps: result has no values: solve it with options.value: true');
    const moves = valuedAt('partizanSteps', '', result, position);
    const o = ggApi.options(opts, 'partizanSteps');
    const games = (list) => Array.from(list, (q) => result.value[q]);
    return stepsOf(result, games(moves.left), games(moves.right), o, () => result.valueText(position));
  };

  // The most nodes of the forms given to partizanFormSteps.
  const FORM_NODES_MAX = 100000;

  Module.partizanFormSteps = function partizanFormSteps(left, right, opts) {
    const fn = 'partizanFormSteps';
    if (!Array.isArray(left) || !Array.isArray(right)) throw new GameGraphError(`${fn}: left and right must be arrays of forms [[Left options], [Right options]]`);
    const o = ggApi.options(opts, fn);
    // The forms as a table, an option before its game (a form met twice, as the
    // same array, made once), without recursion.
    const number = new Map();
    const gameStart = [0];
    const gameLeft = [];
    const options = [];
    const bad = () => new GameGraphError(`${fn}: a form must be [[Left options], [Right options]], each option a form (0 is [[], []])`);
    const tooMany = () => new GameGraphError(`${fn}: the forms hold more than ${FORM_NODES_MAX} games`, undefined, undefined, 'too-big');
    const check = (f) => {
      if (!Array.isArray(f) || f.length !== 2 || !Array.isArray(f[0]) || !Array.isArray(f[1])) throw bad();
      return f[0].concat(f[1]);
    };
    const path = new Set(); // the forms being made (a form inside itself: refused)
    const make = (root) => {
      if (number.has(root)) return number.get(root);
      const stack = [{ f: root, o: check(root), i: 0 }];
      path.add(root);
      while (stack.length) {
        const top = stack[stack.length - 1];
        while (top.i < top.o.length && number.has(top.o[top.i])) top.i++;
        if (top.i < top.o.length) {
          const x = top.o[top.i];
          if (path.has(x)) throw bad();
          if (stack.length >= FORM_NODES_MAX) throw tooMany();
          stack.push({ f: x, o: check(x), i: 0 });
          path.add(x);
          continue;
        }
        if (gameLeft.length >= FORM_NODES_MAX) throw tooMany();
        for (const x of top.o) options.push(number.get(x));
        gameLeft.push(top.f[0].length);
        gameStart.push(options.length);
        number.set(top.f, gameLeft.length - 1);
        stack.pop();
        path.delete(top.f);
      }
      return number.get(root);
    };
    const l = left.map(make);
    const r = right.map(make);
    const t = { gameStart: Uint32Array.from(gameStart), gameLeft: Uint32Array.from(gameLeft), gameOptions: Int32Array.from(options) };
    return unwrap(Module._partizanSteps(t, Int32Array.from(l), Int32Array.from(r), ggApi.maxMemory(o)));
  };

  Module.OutcomeClass = OutcomeClass;
  ggApi.partizan = { solveMoves, withValues, stepsOf };
})();
