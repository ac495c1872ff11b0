// TypeScript declarations for the gamegraph WebAssembly module (web/generated/gamegraph.js,
// one file with the .wasm inlined, a CommonJS factory named GameGraph). Load it with
//   <script src="gamegraph.js"></script>  then  const gg = await GameGraph();
// in a page or a worker (importScripts), or in Node / TypeScript with
//   import GameGraph = require('./gamegraph.js');  const gg = await GameGraph();
// and name its types GameGraph.Module, GameGraph.Solution, ...
//
// This file is the index: the factory, its options and the errors every family
// shares. Each family of games declares its members of GameGraph.Module and its
// types in a file of its own, cut as its bindings are (wasm/bindings_<family>.cpp
// and wasm/api_<family>.js: wasm/api_<family>.d.ts), referenced below; TypeScript
// merges them into the namespace GameGraph. A new family adds its file and one
// line here. tests/node/dts.test.js checks that the members declared are exactly
// those of the real module, with the same constants, and that every family's
// bindings have their declarations; tests/types/usage.ts uses every one of them.
/// <reference path="api_graph.d.ts" />
/// <reference path="api_trace.d.ts" />
/// <reference path="api_pursuit.d.ts" />
/// <reference path="api_race.d.ts" />
/// <reference path="api_grundy.d.ts" />
/// <reference path="api_rules.d.ts" />
/// <reference path="api_partizan.d.ts" />

/** Resolves to the module once its WebAssembly is compiled and instantiated. */
declare function GameGraph(options?: GameGraph.ModuleOptions): Promise<GameGraph.Module>;

declare namespace GameGraph {
  // ---- loading ------------------------------------------------------------------------

  /** The Emscripten settings the factory accepts (INCOMING_MODULE_JS_API in wasm/CMakeLists.txt). */
  interface ModuleOptions {
    /** The module's WebAssembly, if you have it (it is inlined in the file otherwise). */
    wasmBinary?: ArrayBuffer | Uint8Array;
    locateFile?: (path: string, scriptDirectory: string) => string;
    /** Where the module's standard output and error go (default: the console). */
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    onAbort?: (what: unknown) => void;
  }

  // ---- errors ---------------------------------------------------------------------------

  /**
   * Every error the module throws (the module stays usable after one). Parse errors
   * carry the 1-based line and column; their message starts 'line L, column C: '.
   */
  /**
   * Stable error codes (match these, not the messages): 'parse' (malformed text;
   * line and column given), 'too-big' (beyond what the solver can index or store),
   * 'memory' (over options.maxMemory / maxMemoryMiB or out of memory; bytesNeeded
   * when known), 'trace-too-big' (over options.maxEvents), 'bad-argument' (an
   * argument or option of the wrong type or value), 'script' (an error of a rules
   * script: line and column in the script), 'not-short' (values asked of a partizan
   * game with a cycle: position names one on it), 'cancelled' (a solve in slices
   * stopped by its options.signal), 'internal' (a bug).
   */
  type GameGraphErrorCode = 'parse' | 'too-big' | 'memory' | 'trace-too-big' | 'bad-argument' | 'script' | 'not-short' | 'cancelled' | 'internal';

  class GameGraphError extends Error {
    constructor(message: string, line?: number, column?: number);
    name: 'GameGraphError';
    code: GameGraphErrorCode;
    line?: number;
    column?: number;
    /** Refused for memory (code 'memory'): the bytes needed and the limit that refused them;
     *  a rules script's exploring or solving: the positions found by then. */
    bytesNeeded?: number;
    bytesBudget?: number;
    found?: number;
    /** Errors of a rules script (solveRules): what went wrong, and the position that caused it
     *  (JSON); code 'not-short': the position on a cycle (its name, JSON). */
    kind?: 'syntax' | 'declare' | 'throw' | 'result' | 'key' | 'too-many' | 'memory';
    position?: string;
    /** A rules script's syntax error (kind 'syntax'): the parser's own words, without where;
     *  an exception of one of its functions (kind 'throw'): what it threw. */
    detail?: string;
    /** The function of a rules script at fault (kinds 'throw' and 'result'): 'moves(p)', 'fromKey(k)', ... */
    call?: string;
    /** What that function returned wrong, where it has a name: 'not-array' (moves(p), left(p) or
     *  right(p) gave no array), 'outcome' or 'outcome-partizan' (outcome(p) gave no outcome's word),
     *  'key-type' (key(p) gave no string or finite number), 'tier-type' (tier(p) gave no finite number);
     *  value: what it returned, as text; 'tier-down': a move from position (its tier tierFrom) to
     *  value (its tier tierTo, lower); 'from-key': fromKey(k) gave value, a position whose key(p)
     *  is not k (the error's position); kind 'declare': 'no-start', 'no-moves' (the script declares no
     *  start, no moves(p) nor left(p) and right(p)). Kind 'throw', what was thrown without words of
     *  its own (no detail): 'thrown-value' (a value that is no exception; value: it as code),
     *  'thrown-symbol', 'thrown-function', 'thrown-object' (what it is, where no code shows it) or
     *  'thrown-unreadable' (an exception whose message cannot be read); thrown by the script's top
     *  level while it was set up: 'setup' (with detail), or 'setup-value', ... as for 'thrown-'. */
    said?: 'not-array' | 'outcome' | 'outcome-partizan' | 'key-type' | 'tier-type' | 'tier-down' | 'from-key' | 'unkeyable' | 'no-start' | 'no-moves'
      | 'thrown-value' | 'thrown-symbol' | 'thrown-function' | 'thrown-object' | 'thrown-unreadable'
      | 'setup' | 'setup-value' | 'setup-symbol' | 'setup-function' | 'setup-object' | 'setup-unreadable';
    value?: string;
    /** said 'unkeyable' (a position with no key; kind 'key' for the start): value is why, 'undefined',
     *  'function', 'symbol', 'bigint', 'number:X' (it holds the number X), 'is-number:X' (it is X),
     *  'deep', 'hole' (an array with a hole), 'class:NAME'; index: where in the list of moves. */
    index?: number;
    tierFrom?: number;
    tierTo?: number;
    /** Too many positions (kind 'too-many'): the cap they passed (options.maxStates). */
    limit?: number;
  }

  interface Module {
    GameGraphError: typeof GameGraphError;
  }
}

export = GameGraph;
