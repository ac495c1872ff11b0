// The gamegraph module's declarations for games from rules (solveRules,
// solveRulesSync): the family of bindings_rules.cpp and of its wrapper, the rules
// engine (wasm/rules, bundled into the module; also run by cli/gamegraph-rules.js
// and by the rules page's sandbox). A rules script declares `start` and
// `function moves(p)` (a partizan script: `left(p)` and `right(p)`, the positions
// Left, resp. Right, can move to), optionally `outcome(p)`, `key(p)`, `fromKey(k)`,
// `tier(p)` (not for partizan scripts), `show(p)`, `moveName(p, q)`, `title`,
// `description` and `legend` (see the README, "Games from rules").
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
  interface RulesOptions {
    /** The player who cannot move loses (default) or wins. */
    noMove?: 'lose' | 'win';
    /** At most this many positions are explored (default 5,000,000, at most 2,000,000,000); more
     *  is refused with code 'too-big'. */
    maxStates?: number;
    /** Threads running the script while exploring (default: the machine's cores; 1: all on the
     *  calling thread). Node's worker threads, or Web Workers in a page (a worker of a page's
     *  sandbox starts its own). The ids, results and errors are the same whatever the number. */
    workers?: number;
    /** Memory budget in bytes for exploring and solving (default 1 GiB); over it: code 'memory'. */
    maxMemory?: number;
    /** Also the Sprague-Grundy values (normal play, no outcome(p) ending the game; impartial
     *  scripts only). */
    grundy?: boolean;
    /** A partizan script's canonical values too (RulesPartizanSolution's valueText, ...): where
     *  the game has a cycle, or outcome(p) ends it somewhere, it has none and valueError says
     *  why (code 'not-short', resp. 'script'), its outcomes still given. */
    value?: boolean;
    /** Called now and then: positions found so far and, while solving, how many are solved;
     *  phase says which; info what is held and who works. Throwing stops the work (solveRules
     *  rejects with what was thrown). */
    onProgress?: (found: number, solved: number, phase: 'explore' | 'solve', info?: RulesProgressInfo) => void;
  }

  /** What onProgress is told besides the counts. */
  interface RulesProgressInfo {
    /** Bytes held now, and the budget (options.maxMemory). */
    bytes?: number;
    budget?: number;
    /** While exploring: what a position costs, estimated from those found so far (0 until 1,000 are expanded). */
    bytesPerPosition?: number;
    /** While exploring: the positions the budget holds at that cost, the peaks of the key table's
     *  doublings and the solve counted (0 until bytesPerPosition is said, without a budget, or
     *  where the module's engine solves: a cycle, a partizan script, Sprague-Grundy values). */
    fits?: number;
    /** Workers running the script, and how many are busy. */
    workers?: number;
    busy?: number;
    /** Moves found so far (exploring). */
    moves?: number;
    /** With tier(p), while solving: the tier being solved, its step (1 = the last tier) of how many. */
    tier?: number;
    tierStep?: number;
    tiers?: number;
  }

  /** One cell of a drawn position: its colour (CSS) and the text drawn in it. */
  interface RulesLegendEntry {
    color?: string;
    text?: string;
  }

  /** The script's functions as compiled (what a page calls to draw and name positions). */
  interface CompiledRules {
    source: string;
    start: unknown;
    /** Whether the script declares left(p) and right(p) (then moves is undefined). */
    partizan: boolean;
    /** The functions giving a position's moves: ['moves'], or ['left', 'right']. */
    sides: ('moves' | 'left' | 'right')[];
    /** An impartial script's moves(p); undefined for a partizan one. */
    moves?: (p: unknown) => unknown[];
    /** A partizan script's moves of each player (undefined for an impartial one). */
    left?: (p: unknown) => unknown[];
    right?: (p: unknown) => unknown[];
    /** 'win', 'lose', 'draw' for the player to move; a partizan script's also 'left' or
     *  'right' (that player wins, whoever is to move). */
    outcome?: (p: unknown) => 'win' | 'lose' | 'draw' | 'left' | 'right' | undefined;
    key?: (p: unknown) => string | number;
    /** The position whose key is k (k a number when the key is a whole number, else a string). */
    fromKey?: (k: string | number) => unknown;
    /** A number that no move decreases (the discs placed, the pieces taken). */
    tier?: (p: unknown) => number;
    show?: (p: unknown) => string | string[];
    moveName?: (p: unknown, q: unknown) => string;
    title: string;
    description: string;
    legend: Record<string, string | RulesLegendEntry> | null;
    /** Where a top-level name is declared (1-based), or line 1, column 1. */
    where(name: string): { line: number; column: number };
  }

  /** What the results of every rules script have: every position reachable from the start,
   *  numbered in order of discovery (breadth-first), its key and the position rebuilt. */
  interface RulesPositions {
    /** Positions and moves explored. */
    n: number;
    m: number;
    /** The id of the start position (0). */
    start: number;
    noMove: 'lose' | 'win';
    /** Per position: FixedCode given by outcome(p) (a partizan script's also 4: Left wins, 5:
     *  Right wins), or null when the script has no outcome(p) ending the game anywhere. */
    fixed: Uint8Array | null;
    title: string;
    description: string;
    legend: Record<string, string | RulesLegendEntry> | null;
    /** The position's key (a string). */
    key(i: number): string;
    /** The position's key as an integer where keys are held as integers, else -1. */
    intKey(i: number): number;
    /** The text of the position's key copied into dst from at, where it is held as its own
     *  text and is printable ASCII without blanks: the end of the copy; else -1 (key(i) says it).
     *  (What the command's table prints without a string per line.) */
    keyInto(i: number, dst: Uint8Array, at: number): number;
    /** The id of the position whose key has this text (as key(i) gives it), or -1. */
    find(text: string): number;
    /** The position itself (rebuilt from its key: its JSON, or the script's fromKey; else by
     *  replaying moves from the start). */
    position(i: number): unknown;
    /** The id of position p (through its key), or -1 if it is not reachable. */
    indexOf(p: unknown): number;
    /** With tier(p): how many tiers; else 0. */
    tiers: number;
    rules: CompiledRules;
  }

  /** A partizan script solved (left(p) and right(p)): every position for both starters, and
   *  with options.value its canonical values (PartizanValues: valueText(i), valueClass(i),
   *  valueJson(i), valueForm(i), the table of games). A partizan result is none of an impartial
   *  one's outcome, depth, move, moves or bestMove. */
  interface RulesPartizanSolution extends RulesPositions, PartizanOutcomes, PartizanValues {
    partizan: true;
  }

  /** An impartial script solved (moves(p)). */
  interface RulesSolution extends RulesPositions {
    partizan?: undefined;
    /** As solveGraphEdges gives them, indexed by position id. */
    outcome: Uint8Array;
    depth: Int32Array;
    /** An optimal move of every position (-1: none). With tiers the moves are not kept: the first
     *  read computes them all (bestMove(i) computes one). */
    readonly move: Int32Array;
    /** An optimal move of position i (-1: none): the engine's, or with tiers, or where every move
     *  goes to a later id, the first move in the order moves(p) gives that realises i's value. */
    bestMove(i: number): number;
    /** The ids of position i's moves in the order moves(p) gives them. */
    moves(i: number): number[];
    /** With options.grundy: as GrundySolution has them. */
    grundy?: Int32Array;
    infStart?: Int32Array;
    infValues?: Int32Array;
    grundyMove?: Int32Array;
    /** With options.grundy: the labelling as it happened, as GrundySolution's order and orderStage. */
    grundyOrder?: Int32Array;
    grundyStage?: Int32Array;
    infSet?(i: number): Int32Array;
    label?(i: number): string;
  }

  interface Module {
    /** Explores and solves a game given by its rules. Errors of the script reject with a
     *  GameGraphError of code 'script' whose message, line and column name the place in the
     *  script, with `position` (the position's JSON) where one caused it and `kind` ('syntax',
     *  'declare', 'throw', 'result', 'key'); too many positions: 'too-big'; memory: 'memory'.
     *  The script runs on the calling thread and options.workers workers: in a page, call it
     *  inside a sandboxed worker. A partizan script (left(p) and right(p)) gives a
     *  RulesPartizanSolution: tell them apart by `partizan`. */
    solveRules(source: string, options?: RulesOptions): Promise<RulesSolution | RulesPartizanSolution>;
    /** The same, synchronously, all on the calling thread (options.workers must be 1 or absent). */
    solveRulesSync(source: string, options?: RulesOptions): RulesSolution | RulesPartizanSolution;
  }
}
