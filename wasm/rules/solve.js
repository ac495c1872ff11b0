// solveRules: a rules script explored (explore.js: on this thread, or by this
// thread and a pool of workers, pipeline.js and pool.js), then solved: without tiers its moves written into the
// module's memory and solved there by the engine (wasm/bindings_rules.cpp); with
// tier(p), tier by tier from the last (tiers.js); a partizan script's (left(p)
// and right(p)) each side's moves solved for both starters by the partizan engine
// (wasm/bindings_partizan.cpp), with their canonical values when asked for. The
// result: outcome, depth and an optimal move per position id, the positions
// rebuilt on demand (result.js).
import { compileRules, RulesError, ArgumentError, Cancelled } from './compile.js';
import { declarationsOf } from './syntax.js';
import { Explorer, exploreHere, exploreWith } from './explore.js';
import { rulesResult } from './result.js';
import { createPool, coreCount, canSpawn } from './pool.js';
import { solveTiers, solveTiersWith } from './tiers.js';
import { solveForward, sweepBytes } from './sweep.js';
import { DEFAULT_MAX_STATES, MAX_STATES_LIMIT, MAX_WORKERS } from './limits.json';
// Exploring starts on the calling thread; workers are started once the game proves
// bigger than this (a small game is done before they would have started), and
// this thread explores on while they start (Connect Four 5 x 4: the workers
// ready after 0.3 s instead of 0.4 s with 20,000).
const LOCAL_FIRST_POSITIONS = 2000;

// The options checked and completed.
function settle(source, opts) {
  const options = opts || {};
  const maxStates = options.maxStates === undefined ? DEFAULT_MAX_STATES : options.maxStates;
  if (typeof maxStates !== 'number' || !(maxStates >= 1) || maxStates > MAX_STATES_LIMIT || !Number.isInteger(maxStates)) {
    throw new ArgumentError(`options.maxStates must be a whole number from 1 to ${MAX_STATES_LIMIT}`);
  }
  let workers = options.workers;
  if (workers !== undefined && (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)) {
    throw new ArgumentError(`options.workers must be a whole number from 1 to ${MAX_WORKERS}`);
  }
  const userProgress = options.onProgress;
  const onProgress =
    userProgress &&
    ((found, solved, phase, info) => {
      try {
        userProgress(found, solved, phase, info);
      } catch (e) {
        throw new Cancelled(e);
      }
    });
  const rules = compileRules(source, declarationsOf(source));
  // the script's top level has run: said at once, before anything else of the
  // script runs (a page that hears nothing can tell a loop in the top level from
  // one in its functions)
  if (onProgress) onProgress(0, 0, 'explore', null);
  const grundy = options.grundy === true;
  if (grundy && options.noMove === 'win') {
    throw new ArgumentError("Sprague-Grundy values are defined for normal play only: options.noMove must be 'lose'");
  }
  const value = options.value === true;
  checkPartizan(rules, grundy, value, options.noMove);
  const ex = new Explorer(rules, { maxStates, maxMemory: options.maxMemory, onProgress, keepMoves: grundy });
  return { options, rules, ex, onProgress, grundy, value, noMove: options.noMove === 'win' ? 'win' : 'lose', workers };
}

// What a partizan script can be asked, and what only one can.
function checkPartizan(rules, grundy, value, noMove) {
  if (!rules.partizan) {
    if (value && rules.sidesUnused) {
      throw new ArgumentError('options.value gives the canonical values of a partizan script, but this one declares moves(p) beside left(p) and right(p), so it is impartial and its left(p) and right(p) are not used: drop moves(p) to make it partizan');
    }
    if (value) {
      throw new ArgumentError('options.value gives the canonical values of a partizan script (left(p) and right(p)); an impartial one (moves(p)) has its Sprague-Grundy values with options.grundy (the value *n)');
    }
    return;
  }
  if (grundy) {
    throw new ArgumentError('Sprague-Grundy values are for impartial games (moves(p)): a partizan script (left(p) and right(p)) has its canonical values with options.value');
  }
  if (noMove === 'win') {
    throw new ArgumentError("a partizan script is played under normal play: options.noMove must be 'lose' (the player who cannot move loses; outcome(p) may end the game otherwise)");
  }
}

// raw: the module's raw bindings { reserve, view, solve, free, solveTier } (see
// module-api.js); throws RulesError for errors of the script, and what raw throws
// for the rest. Everything on this thread.
export function solveRulesSync(raw, source, opts) {
  const s = settle(source, opts);
  if (s.workers !== undefined && s.workers > 1) throw new ArgumentError('solveRulesSync runs on the calling thread: options.workers must be 1 (use solveRules for more)');
  try {
    exploreHere(s.ex);
    checkGrundy(s);
    if (!s.ex.keepMoves) return rulesResult(s.rules, s.ex, solveTiers(raw, s), s.noMove);
    return rulesResult(s.rules, s.ex, s.rules.partizan ? solvePartizan(raw, s) : solveGraph(raw, s), s.noMove);
  } catch (e) {
    throw withFound(e, s.ex);
  }
}

// A refusal for memory, wherever it came from (exploring, a solve here, the
// module's engine, a worker), with the positions found by then (error piece found).
function withFound(e, ex) {
  if (e && (e.code === 'memory' || e.kind === 'memory') && e.found === undefined) e.found = ex.n;
  return e;
}

// The same with options.workers threads (default: the machine's cores) running
// the script, where workers can be started: this thread and a pool of one worker
// fewer (pipeline.js); resolves with the result.
export async function solveRulesAsync(raw, source, opts, workerSource) {
  const s = settle(source, opts);
  const want = s.workers === undefined ? coreCount() : s.workers;
  const ex = s.ex;
  let pool = null;
  try {
    if (want > 1 && ex.mode !== 'object' && workerSource && canSpawn()) {
      // this thread first; the workers once the game proves big
      if (!exploreHere(ex, () => ex.n >= LOCAL_FIRST_POSITIONS)) {
        pool = createPool(want - 1, workerSource, { source, mode: ex.mode, declared: s.rules.declared });
        // on here while they start
        while (!pool.isReady && !ex.finished()) {
          const t0 = Date.now();
          exploreHere(ex, () => Date.now() - t0 > 20);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        if (!ex.finished()) {
          await pool.ready;
          await exploreWith(ex, pool);
        }
      }
    } else {
      exploreHere(ex);
    }
    checkGrundy(s);
    if (!ex.keepMoves) {
      const values = pool ? await solveTiersWith(raw, s, pool) : solveTiers(raw, s);
      return rulesResult(s.rules, ex, values, s.noMove);
    }
    return rulesResult(s.rules, ex, s.rules.partizan ? solvePartizan(raw, s) : solveGraph(raw, s), s.noMove);
  } catch (e) {
    throw withFound(e, ex);
  } finally {
    if (pool) pool.terminate();
  }
}

function checkGrundy(s) {
  if (s.grundy && s.ex.anyFixed) {
    const w = s.rules.where('outcome');
    throw new RulesError(
      `Sprague-Grundy values are defined for normal play only: this game ends by outcome(p) at some positions (line ${w.line}, column ${w.column})`,
      { kind: 'declare', line: w.line, column: w.column }
    );
  }
}

// Without tiers: where every move goes to a later id, one sweep from the last
// position down (sweep.js); else the moves into the module's memory, a chunk at a
// time (each chunk dropped once written), solved there.
function solveGraph(raw, s) {
  const ex = s.ex;
  if (!ex.byEngine()) return sweepGraph(s);
  const n = ex.n;
  const m = ex.m;
  const fixed = ex.fixedCodes();
  const hasFixed = fixed !== null;
  const onProgress = s.onProgress;
  const ptr = raw.reserve(n, m, hasFixed);
  let sol;
  try {
    let offset = 0;
    const chunks = ex.takeMoves(0);
    for (let c = 0; c < chunks.length; c++) {
      const chunk = chunks[c];
      chunks[c] = null;
      const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      raw.view(ptr, offset, bytes.length).set(bytes);
      offset += bytes.length;
    }
    if (hasFixed) raw.view(ptr, 8 * m, n).set(fixed);
    sol = raw.solve(ptr, n, m, hasFixed, onProgress && ((done, total) => onProgress(n, total > 0 ? Math.round((n * done) / total) : n, 'solve')), s.grundy);
  } finally {
    raw.free(ptr);
  }
  return sol;
}

function sweepGraph(s) {
  const ex = s.ex;
  const n = ex.n;
  // (what the explorer holds stays: the keys, and the moves until each chunk is read;
  // the fixed outcomes copied into one array)
  ex.solveRoom((ex.anyFixed ? n : 0) + sweepBytes(n, ex.m), '');
  const onProgress = s.onProgress;
  if (onProgress) onProgress(n, 0, 'solve');
  const values = solveForward(n, ex.takeMoves(0), ex.fixedCodes(), s.noMove, onProgress && ((solved) => onProgress(n, solved, 'solve')));
  if (onProgress) onProgress(n, n, 'solve');
  return values;
}

// A partizan script: each side's moves handed to the engine (raw.solvePartizan,
// wasm/api_partizan.js: into the module's memory, each chunk dropped once
// written), solved for both starters, with the values when asked for; where
// outcome(p) ends the game somewhere it is not under normal play alone, and has
// no values (noValues says why, unless a cycle does first).
function solvePartizan(raw, s) {
  const ex = s.ex;
  const fixed = ex.fixedCodes();
  if (s.onProgress) s.onProgress(ex.n, 0, 'solve');
  const sol = raw.solvePartizan(ex.n, ex.takeMoves(0), ex.takeMoves(1), fixed, s.value);
  if (s.value && fixed !== null && sol.short !== false) {
    const w = s.rules.where('outcome');
    sol.noValues = new RulesError(
      `values are defined for games under normal play (the player who cannot move loses): this game ends by outcome(p) at some positions (line ${w.line}, column ${w.column}); the outcomes for both starters are given`,
      { kind: 'declare', line: w.line, column: w.column }
    );
  }
  if (s.onProgress) s.onProgress(ex.n, ex.n, 'solve');
  return sol;
}
