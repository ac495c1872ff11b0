// TypeScript declarations for the gamegraph WebAssembly module (wasm/gamegraph.js,
// built as one file with the .wasm inlined). Load it with
//   <script src="gamegraph.js"></script>  then  const gg = await GameGraph();
// in a page or a worker (importScripts), or in Node with
//   const GameGraph = require('./gamegraph.js'); const gg = await GameGraph();

/** Outcome codes used in `outcome` arrays: for the player to move. */
export declare const enum OutcomeCode { DRAW = 0, WIN = 1, LOSE = 2 }

/** Fixed-outcome codes accepted by `solveGraphEdges` in `options.fixed`. */
export declare const enum FixedCode { NONE = 0, WIN = 1, LOSE = 2, DRAW = 3 }

export interface SolveOptions {
  /** What a vertex with no move is worth to the player to move there. Default 'lose'. */
  noMove?: 'lose' | 'win';
  /** Called now and then while solving with (states decided so far, total states). */
  onProgress?: (done: number, total: number) => void;
}

export interface TextOptions extends SolveOptions {
  /** 'auto' (default) detects the competitive-programming form "n m" + m lines. */
  format?: 'auto' | 'named' | 'cp';
}

export interface EdgeOptions extends SolveOptions {
  /** One FixedCode per vertex (or omitted): a fixed outcome ignores the vertex's moves. */
  fixed?: Uint8Array;
}

export interface Solution {
  /** Number of vertices and edges. */
  n: number;
  m: number;
  /** Per vertex: OutcomeCode for the player to move. */
  outcome: Uint8Array;
  /** Per vertex: moves to the end with optimal play (winner fastest, loser slowest); -1 for DRAW. */
  depth: Int32Array;
  /** Per vertex: the target of one optimal move (from a DRAW, a move keeping the draw); -1 if none. */
  move: Int32Array;
}

export interface TextSolution extends Solution {
  /** The form actually read. */
  format: 'named' | 'cp';
  /** Vertex names, in order of first appearance (or "1".."n" for the cp form). */
  names: string[];
  /** The parsed moves as 2*m vertex ids: u0, v0, u1, v1, ... */
  edges: Int32Array;
  /** One FixedCode per vertex. */
  fixed: Uint8Array;
}

export interface TraceOptions {
  noMove?: 'lose' | 'win';
  format?: 'auto' | 'named' | 'cp';
  /** Refuse graphs whose log could exceed this many events (default 2,000,000). */
  maxEvents?: number;
}

/**
 * The engine's own event log of the solve that produced the solution: five int32
 * per event, [kind, a, b, c, d], kinds in `TraceEvent` (see solver/trace.hpp).
 */
export interface TracedSolution extends TextSolution {
  trace: Int32Array;
}

/** Every error thrown by the module. Parse errors carry the 1-based line and column. */
export declare class GameGraphError extends Error {
  name: 'GameGraphError';
  line?: number;
  column?: number;
}

export interface GameGraphModule {
  solveGraphText(text: string, options?: TextOptions): TextSolution;
  solveGraphEdges(n: number, edges: Int32Array, options?: EdgeOptions): Solution;
  /** solveGraphText with the engine's event log of the same run (for teaching views). */
  traceGraphText(text: string, options?: TraceOptions): TracedSolution;
  Outcome: { DRAW: 0; WIN: 1; LOSE: 2 };
  TraceEvent: {
    FIXED: 1; NO_MOVE: 2; COUNTER: 3; DEQUEUE: 4; EXAMINE: 5; DECIDE: 6; DRAW: 7; END: 8;
  };
  TRACE_STRIDE: 5;
  GameGraphError: typeof GameGraphError;
}

declare function GameGraph(moduleOverrides?: object): Promise<GameGraphModule>;
export default GameGraph;
