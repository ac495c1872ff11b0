// The public JS API of the pursuit games (declared in api_pursuit.d.ts): wraps the raw
// Embind functions of bindings_pursuit.cpp. A solve returns a PursuitGame that
// keeps the solved game inside the module (3 bytes per state) and answers
// questions about it; free it with delete().
/* global Module, ggApi */
(function () {
  // (No destructuring: Emscripten 3.1.6's JS optimizer drops destructured names.)
  const GameGraphError = ggApi.GameGraphError;
  const unwrap = ggApi.unwrap;
  const options = ggApi.options;
  const option = ggApi.option;
  const progress = ggApi.progress;
  const finish = ggApi.finish;
  const wellFormed = ggApi.wellFormed;

  const Side = Object.freeze({ PURSUER: 0, EVADER: 1 });
  const Winner = Object.freeze({ NONE: 0, PURSUER: 1, EVADER: 2 });
  const NOT_A_POSITION = 255;
  const NO_DEPTH = 65535;
  const PRESETS = ['police-thief', 'cat-mouse', 'cat-mouse-grid', 'cop-robber'];

  function fail(msg) {
    throw new GameGraphError(msg);
  }

  function isWhole(x, lo, hi) {
    return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
  }

  function sideCode(side, what) {
    if (side === 0 || side === 'pursuer') return 0;
    if (side === 1 || side === 'evader') return 1;
    return fail(`${what} must be 'pursuer' (0) or 'evader' (1), not ${JSON.stringify(side)}`);
  }

  // A byte per cell, from a Uint8Array or an array of numbers / booleans.
  function bytes(a, n, what) {
    if (a === undefined || a === null) return null;
    if (!(a instanceof Uint8Array) && !Array.isArray(a)) fail(`${what} must be a Uint8Array or an array`);
    if (a.length !== n) fail(`${what} must hold one entry per cell: ${n} expected, got ${a.length}`);
    return a instanceof Uint8Array ? a : Uint8Array.from(a, (x) => (x ? 1 : 0));
  }

  const STEPS4 = [[-1, 0], [1, 0], [0, -1], [0, 1]];
  const STEPS8 = STEPS4.concat([[-1, -1], [-1, 1], [1, -1], [1, 1]]);

  // A side's grid moves as (dr, dc, reach) triples: 'steps4', 'steps8' (with
  // `reach`, slides of 1..reach cells), 'none', or a list of [dr, dc] / [dr, dc, reach].
  function moveTriples(moves, reach, what) {
    if (moves === undefined) fail(`${what}.moves is missing: 'steps4', 'steps8', 'none' or a list of [dr, dc, reach]`);
    if (moves instanceof Int32Array) {
      if (moves.length % 3 !== 0) fail(`${what}.moves must hold (dr, dc, reach) triples`);
      return moves;
    }
    let list;
    if (moves === 'steps4') list = STEPS4;
    else if (moves === 'steps8') list = STEPS8;
    else if (moves === 'none') list = [];
    else if (Array.isArray(moves)) list = moves;
    else fail(`${what}.moves must be 'steps4', 'steps8', 'none' or a list of [dr, dc, reach], not ${JSON.stringify(moves)}`);
    const r = reach === undefined ? 1 : reach;
    if (!isWhole(r, 1, 1 << 20)) fail(`${what}.reach must be a whole number from 1`);
    const t = new Int32Array(list.length * 3);
    list.forEach((m, i) => {
      if (!Array.isArray(m) || m.length < 2 || m.length > 3 || !m.every((x) => isWhole(x, -(1 << 20), 1 << 20))) {
        fail(`${what}.moves[${i}] must be [dr, dc] or [dr, dc, reach] (whole numbers)`);
      }
      const k = m.length === 3 ? m[2] : r;
      if (!isWhole(k, 1, 1 << 20)) fail(`${what}.moves[${i}]: the reach must be at least 1`);
      t[3 * i] = m[0];
      t[3 * i + 1] = m[1];
      t[3 * i + 2] = k;
    });
    return t;
  }

  function sideRules(r, isGrid, cells, what) {
    if (r === undefined || r === null || typeof r !== 'object') fail(`rules.${what} must be an object`);
    return {
      moves: isGrid ? moveTriples(r.moves, r.reach, 'rules.' + what) : new Int32Array(0),
      pass: !!r.pass,
      forbidden: bytes(r.forbidden, cells, `rules.${what}.forbidden`),
    };
  }

  // The spec with every field present and typed, for the raw bindings.
  function normalise(spec) {
    if (spec === null || typeof spec !== 'object') fail('the pursuit game must be an object { board, rules, start }');
    const b = spec.board;
    if (b === null || typeof b !== 'object') fail('board must be an object');
    let board;
    let cells;
    if (b.kind === 'grid') {
      if (!isWhole(b.rows, 1, 1 << 20) || !isWhole(b.cols, 1, 1 << 20)) fail('board.rows and board.cols must be whole numbers from 1');
      cells = b.rows * b.cols;
      if (cells > 0x7fffffff) fail('the grid has too many cells');
      board = {
        kind: 'grid',
        rows: b.rows,
        cols: b.cols,
        blocked: bytes(b.blocked, cells, 'board.blocked'),
        exits: bytes(b.exits, cells, 'board.exits'),
      };
    } else if (b.kind === 'graph') {
      if (!isWhole(b.n, 1, 1 << 20)) fail('board.n must be a whole number from 1');
      cells = b.n;
      let edges = b.edges === undefined ? new Int32Array(0) : b.edges;
      if (Array.isArray(edges)) edges = Int32Array.from(edges);
      if (!(edges instanceof Int32Array)) fail('board.edges must be an Int32Array or an array of (u, v) pairs, flat');
      if (edges.length % 2 !== 0) fail('board.edges must hold (u, v) pairs: its length is odd');
      for (let i = 0; i < edges.length; i++) {
        if (edges[i] < 0 || edges[i] >= cells) fail(`board.edges[${i}] = ${edges[i]}: vertex out of range 0..${cells - 1}`);
      }
      board = { kind: 'graph', n: b.n, edges: edges, undirected: !!b.undirected, exits: bytes(b.exits, cells, 'board.exits') };
    } else {
      fail(`board.kind must be 'grid' or 'graph', not ${JSON.stringify(b.kind)}`);
    }
    const r = spec.rules;
    if (r === null || typeof r !== 'object') fail('rules must be an object { pursuer, evader, ... }');
    const rules = {
      pursuer: sideRules(r.pursuer, board.kind === 'grid', cells, 'pursuer'),
      evader: sideRules(r.evader, board.kind === 'grid', cells, 'evader'),
      pursuerExitWins: !!r.pursuerExitWins,
      drawAs: option(r, 'drawAs', ['draw', 'pursuer', 'evader'], 'draw'),
      noMove: option(r, 'noMove', ['lose', 'win', 'draw'], 'lose'),
    };
    let start = null;
    if (spec.start !== undefined && spec.start !== null) {
      const s = spec.start;
      if (!isWhole(s.pursuer, 0, cells - 1)) fail(`start.pursuer must be a cell from 0 to ${cells - 1}`);
      if (!isWhole(s.evader, 0, cells - 1)) fail(`start.evader must be a cell from 0 to ${cells - 1}`);
      if (board.kind === 'grid' && board.blocked) {
        if (board.blocked[s.pursuer]) fail(`the pursuer stands on a wall (cell ${s.pursuer})`);
        if (board.blocked[s.evader]) fail(`the evader stands on a wall (cell ${s.evader})`);
      }
      start = { pursuer: s.pursuer, evader: s.evader, first: ['pursuer', 'evader'][sideCode(s.first === undefined ? 'pursuer' : s.first, 'start.first')] };
    }
    return { board: board, rules: rules, start: start };
  }

  // options.maxMemory: the budget in bytes, as every family takes it (default: the
  // module's own limit only). options.maxMemoryMiB: the same in MiB, deprecated,
  // still accepted for old callers; one or the other, not both.
  function budgetBytes(options) {
    const given = (x) => x !== undefined && x !== null;
    const bytes = options.maxMemory;
    const mib = options.maxMemoryMiB;
    if (given(bytes) && given(mib)) fail('options.maxMemory (bytes) and options.maxMemoryMiB (deprecated) are the same budget: give one of them');
    if (given(bytes)) {
      if (typeof bytes !== 'number' || !(bytes > 0)) fail('options.maxMemory must be a positive number of bytes');
      return bytes;
    }
    if (!given(mib)) return 0; // the module's own limit only
    if (typeof mib !== 'number' || !(mib > 0)) fail('options.maxMemoryMiB must be a positive number');
    return mib * 1048576;
  }

  class PursuitGame {
    constructor(raw, setup, startState, preset) {
      this._h = raw;
      this.setup = setup;
      this.preset = preset;
      this.kind = setup.board.kind;
      if (this.kind === 'grid') {
        this.rows = setup.board.rows;
        this.cols = setup.board.cols;
      }
      this.numCells = raw.numCells();
      this.numPositions = raw.numPositions();
      this.numStates = raw.numStates();
      this.bytesNeeded = raw.bytesNeeded();
      this.edgesExamined = raw.edgesExamined();
      this.startState = startState;
      this.start = startState >= 0 ? this.info(startState) : null;
      if (preset !== undefined) this.answer = this._answer();
    }

    _live() {
      if (this._h === null) fail('this PursuitGame was deleted');
      return this._h;
    }
    _state(s) {
      if (!isWhole(s, 0, this.numStates - 1)) fail(`state must be a whole number from 0 to ${this.numStates - 1}, not ${s}`);
      return s;
    }

    // The state with the pieces on these cells and `side` to move; -1 if a cell is not a position.
    state(pursuerCell, evaderCell, side) {
      return this._live().state(pursuerCell, evaderCell, sideCode(side, 'side'));
    }
    positionOf(cell) {
      return this._live().positionOf(cell);
    }
    cellOf(position) {
      return this._live().cellOf(position);
    }
    info(s) {
      return unwrap(this._live().info(this._state(s)));
    }
    optimalMove(s) {
      return unwrap(this._live().optimalMove(this._state(s)));
    }
    successors(s) {
      return unwrap(this._live().successors(this._state(s)));
    }
    line(s, maxPlies) {
      const m = maxPlies === undefined ? 1000 : maxPlies;
      if (!isWhole(m, 0, 1000000)) fail('maxPlies must be a whole number from 0 to 1000000');
      return unwrap(this._live().line(this._state(s), m));
    }
    map(piece, otherCell, toMove) {
      const p = sideCode(piece, 'piece');
      if (!isWhole(otherCell, 0, this.numCells - 1)) fail(`the other piece's cell must be from 0 to ${this.numCells - 1}`);
      if (this.positionOf(otherCell) < 0) fail(`cell ${otherCell} is a wall`);
      return unwrap(this._live().map(p, otherCell, sideCode(toMove, 'toMove')));
    }
    pursuerWinningStarts(first) {
      return unwrap(this._live().pursuerWinningStarts(sideCode(first === undefined ? 'pursuer' : first, 'first')));
    }
    outcomes() {
      return unwrap(this._live().outcomes());
    }
    depths() {
      return unwrap(this._live().depths());
    }
    delete() {
      if (this._h !== null) {
        this._h.delete();
        this._h = null;
      }
    }
    isDeleted() {
      return this._h === null;
    }

    // What the CLI command of the preset prints (without the final newline).
    _answer() {
      const w = this.start ? this.start.winner : 0;
      switch (this.preset) {
        case 'police-thief':
          return w === Winner.PURSUER ? 'Police catches the thief' : w === Winner.EVADER ? 'The thief escapes' : 'Draw';
        case 'cat-mouse':
          return w === Winner.EVADER ? '1' : w === Winner.PURSUER ? '2' : '0';
        case 'cat-mouse-grid':
          return w === Winner.EVADER ? 'true' : 'false';
        case 'cop-robber': {
          const c = Array.from(this.pursuerWinningStarts('pursuer'), (x) => x + 1);
          return (c.length ? '1' : '0') + '\n' + c.join(' ');
        }
        default:
          return undefined;
      }
    }
  }

  function presetName(preset) {
    if (!PRESETS.includes(preset)) fail(`preset must be ${PRESETS.map((p) => `'${p}'`).join(', ')}, not ${JSON.stringify(preset)}`);
    return preset;
  }

  Module.PursuitSide = Side;
  Module.Winner = Winner;
  Module.NOT_A_POSITION = NOT_A_POSITION;
  Module.NO_DEPTH = NO_DEPTH;
  Module.PursuitGame = PursuitGame;

  // The board, rules and start of a preset's text (no solve), in the spec form.
  Module.parsePursuitText = function parsePursuitText(text, preset) {
    if (typeof text !== 'string') fail('parsePursuitText: text must be a string');
    return unwrap(Module._pursuitParseText(wellFormed(text), presetName(preset)));
  };

  Module.solvePursuitText = function solvePursuitText(text, preset, opts) {
    if (typeof text !== 'string') fail('solvePursuitText: text must be a string');
    const o = options(opts, 'solvePursuitText');
    const p = progress(o);
    const r = finish(p, Module._pursuitSolveText(wellFormed(text), presetName(preset), budgetBytes(o), p.fn));
    return new PursuitGame(r.game, r.setup, r.startState, preset);
  };

  Module.solvePursuit = function solvePursuit(spec, opts) {
    const s = normalise(spec);
    const o = options(opts, 'solvePursuit');
    const p = progress(o);
    const r = finish(p, Module._pursuitSolveSpec(s, budgetBytes(o), p.fn));
    return new PursuitGame(r.game, s, r.startState);
  };

  // { bytes, positions, states, available }: the memory a solve would need (bytes)
  // and what the module can still hold (available), without solving.
  Module.pursuitBytesNeeded = function pursuitBytesNeeded(spec) {
    return unwrap(Module._pursuitBytesNeeded(normalise(spec)));
  };
})();
