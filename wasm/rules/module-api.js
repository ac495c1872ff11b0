// The module's solveRules (declared in wasm/api_rules.d.ts). This file
// is bundled by esbuild (scripts/build-web.js, rulesApi) into one script appended
// to the module with --post-js after wasm/api_*.js, so `Module` is the module
// being built and `ggApi` its shared API helpers (wasm/api_common.js).
/* global Module, ggApi */
import { solveRulesSync as solveRulesSync_, solveRulesAsync } from './solve.js';
import exploreWorkerSource from 'rules-explore-worker-source';
import { RulesError, ArgumentError, Cancelled, describePosition, copyPieces } from './compile.js';

const GameGraphError = ggApi.GameGraphError;

// The codes of GameGraphError for the kinds of RulesError.
const CODES = { 'too-many': 'too-big', memory: 'memory' };

// Control characters (from what a script threw) as \uXXXX, as RulesError does.
function escapeControls(text) {
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function asGameGraphError(e) {
  if (e instanceof RulesError) {
    const g = new GameGraphError(e.message, e.line, e.column, CODES[e.kind] || 'script');
    g.kind = e.kind;
    copyPieces(e, g);
    return g;
  }
  if (e instanceof ArgumentError) return new GameGraphError('solveRules: ' + e.message);
  if (e instanceof Cancelled) return e.error;
  if (e instanceof GameGraphError) return e;
  // The engine refused no memory, but the JavaScript engine did (a browser tab's
  // limit, say): an error of memory, not of the script.
  if (e instanceof RangeError && /allocation failed|array buffer|typed array length|out of memory/i.test(String(e.message))) {
    return new GameGraphError(
      `this ${typeof process === 'object' && process.versions && process.versions.node ? 'process' : 'browser tab'} would not give more memory (${escapeControls(e.message)}): the game needs more than it allows; try a smaller game, tier(p), or the command line`,
      undefined,
      undefined,
      'memory'
    );
  }
  // Anything else was thrown by the explorer itself, which shares the script's
  // realm: a script that changes built-ins (Array.prototype.push, Map, JSON) can
  // break it.
  const what = `${e && e.name ? e.name + ': ' : ''}${e && e.message !== undefined ? e.message : String(e)}`;
  const g = new GameGraphError(
    `exploring failed: ${escapeControls(what)} (does the script change a built-in object such as Array.prototype, Map or JSON?)`,
    undefined,
    undefined,
    'script'
  );
  g.kind = 'throw';
  return g;
}

// The raw bindings of wasm/bindings_rules.cpp, their errors thrown.
const raw = {
  reserve(n, m, hasFixed, maxMemory) {
    return ggApi.unwrap(Module._rulesReserve(n, m, hasFixed, maxMemory)).ptr;
  },
  view: (ptr, offset, count) => Module._rulesView(ptr, offset, count),
  free: (ptr) => Module._rulesFree(ptr),
};

// The options checked, and the raw bindings with the budget and the convention.
function prepare(source, opts) {
  if (typeof source !== 'string') throw new GameGraphError('solveRules: source must be a string (the rules script)');
  const o = ggApi.options(opts, 'solveRules');
  const noMove = ggApi.option(o, 'noMove', ['lose', 'win'], 'lose');
  const budget = ggApi.maxMemory(o);
  if (o.onProgress !== undefined && o.onProgress !== null && typeof o.onProgress !== 'function') {
    throw new GameGraphError('options.onProgress must be a function');
  }
  if (o.grundy !== undefined && typeof o.grundy !== 'boolean') throw new GameGraphError('options.grundy must be true or false');
  if (o.value !== undefined && o.value !== null && typeof o.value !== 'boolean') throw new GameGraphError('options.value must be true or false');
  const bindings = {
    reserve: (n, m, hasFixed) => raw.reserve(n, m, hasFixed, budget),
    view: raw.view,
    free: raw.free,
    solve(ptr, n, m, hasFixed, onProgress, grundy) {
      const p = ggApi.progress({ onProgress });
      return ggApi.finish(p, Module._rulesSolve(ptr, n, m, hasFixed, noMove, p.fn, budget, grundy));
    },
    solveTier: (t) => solveTier(t, budget),
    solvePartizan: (n, left, right, fixed, value) => ggApi.partizan.solveMoves(n, left, right, fixed, value, budget),
  };
  const options = {
    maxStates: o.maxStates === null ? undefined : o.maxStates,
    workers: o.workers === null ? undefined : o.workers,
    maxMemory: budget,
    onProgress: o.onProgress || undefined,
    noMove,
    grundy: o.grundy === true,
    value: o.value === true,
  };
  return { bindings, options };
}

// One tier of a tiered game solved by the engine (tiers.js): its arrays copied
// into the module's memory in one block, solved, the results copied back.
function solveTier(t, budget) {
  const n = t.n;
  const m = t.innerTo.length;
  const parts = [t.innerStart, t.innerTo, t.extCount, t.extLoseMin, t.extWinMax, t.extWinCount, t.fixed];
  let bytes = 0;
  for (const a of parts) bytes += a.byteLength + 3 - ((a.byteLength + 3) % 4);
  const ptr = ggApi.unwrap(Module._rulesTierReserve(n, m, budget)).ptr;
  try {
    let at = 0;
    for (const a of parts) {
      Module._rulesView(ptr, at, a.byteLength).set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
      at += a.byteLength + 3 - ((a.byteLength + 3) % 4);
    }
    return ggApi.unwrap(Module._rulesSolveTier(ptr, n, m, t.noMove, budget));
  } finally {
    Module._rulesFree(ptr);
  }
}

// Rebuilding a position calls the script again: its errors as the module's. A
// partizan script's result gets its values' functions (wasm/api_partizan.js).
function wrapResult(r, value) {
  for (const f of ['key', 'position', 'moves', 'bestMove', 'leftMoves', 'rightMoves']) {
    const g = r[f];
    if (g === undefined) continue;
    r[f] = function (i) {
      try {
        return g(i);
      } catch (e) {
        throw asGameGraphError(e);
      }
    };
  }
  if (r.partizan) {
    const noValues = r.noValues ? asGameGraphError(r.noValues) : null;
    delete r.noValues;
    // a position named by its key: the JSON text it is, or the script's key(p) as JSON
    const nameOf = (i) => (r.rules.key ? describePosition(r.key(i)) : describePosition(r.position(i)));
    ggApi.partizan.withValues(r, value, nameOf, noValues);
  }
  return r;
}

// Runs the script with options.workers workers (default: the machine's cores;
// 1: all on this thread); the promise settles when all is solved. In a page, call
// it inside a worker.
Module.solveRules = function solveRules(source, opts) {
  let p;
  try {
    p = prepare(source, opts);
  } catch (e) {
    return Promise.reject(asGameGraphError(e));
  }
  return solveRulesAsync(p.bindings, source, p.options, exploreWorkerSource).then((r) => wrapResult(r, p.options.value), (e) => {
    throw asGameGraphError(e);
  });
};
// The same on this thread, returning the result (or throwing) at once.
Module.solveRulesSync = function solveRulesSync(source, opts) {
  try {
    const p = prepare(source, opts);
    return wrapResult(solveRulesSync_(p.bindings, source, p.options), p.options.value);
  } catch (e) {
    throw asGameGraphError(e);
  }
};
