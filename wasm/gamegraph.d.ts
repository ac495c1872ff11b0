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
  format?: 'auto' | 'named' | 'cp' | 'cp0';
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
  format: 'named' | 'cp' | 'cp0';
  /** Vertex names, in order of first appearance (or "1".."n" for the cp form). */
  names: string[];
  /** The parsed moves as 2*m vertex ids: u0, v0, u1, v1, ... */
  edges: Int32Array;
  /** One FixedCode per vertex. */
  fixed: Uint8Array;
}

export interface TraceOptions {
  noMove?: 'lose' | 'win';
  format?: 'auto' | 'named' | 'cp' | 'cp0';
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

// ---- pursuit games (police and thief, cat and mouse, cop and robber) -------------------

/** Which piece: the pursuer (police, cat, cop) or the evader (thief, mouse, robber). */
export type PursuitSideName = 'pursuer' | 'evader';
/** A side as a name or a PursuitSideCode. */
export type PursuitSideArg = PursuitSideName | PursuitSideCode;
export declare const enum PursuitSideCode { PURSUER = 0, EVADER = 1 }
/** Who wins a state with optimal play (NONE: endless play, a draw). */
export declare const enum WinnerCode { NONE = 0, PURSUER = 1, EVADER = 2 }

/** The text formats of the presets (the CLI commands of the same names). */
export type PursuitPreset = 'police-thief' | 'cat-mouse' | 'cat-mouse-grid' | 'cop-robber';

/** A grid: rows x cols cells, row-major (cell = row * cols + col). */
export interface GridBoard {
  kind: 'grid';
  rows: number;
  cols: number;
  /** One byte per cell, nonzero = wall (omitted: no walls). */
  blocked?: Uint8Array | ArrayLike<number> | null;
  /** One byte per cell, nonzero = exit (omitted: no exits). */
  exits?: Uint8Array | ArrayLike<number> | null;
}

/** A graph of n vertices (0..n-1); the pieces move along its edges. */
export interface GraphBoard {
  kind: 'graph';
  n: number;
  /** The moves as flat (u, v) pairs. */
  edges: Int32Array | number[];
  /** Add every edge both ways. */
  undirected?: boolean;
  exits?: Uint8Array | ArrayLike<number> | null;
}

export interface PursuitSideRules {
  /**
   * Grids only (graph boards move along the edges): 'steps4' (up, down, left,
   * right), 'steps8' (and the diagonals), 'none', or a list of [dr, dc] or
   * [dr, dc, reach] offsets (an Int32Array of triples is accepted too). A move
   * of reach k slides 1..k cells, stopped by walls, the board's edge and
   * forbidden cells; with reach 1 an offset like [2, 1] is a jump.
   */
  moves?: 'steps4' | 'steps8' | 'none' | Array<[number, number] | [number, number, number]> | Int32Array;
  /** The reach of the named move sets (default 1). */
  reach?: number;
  /** May stay put for a turn. */
  pass?: boolean;
  /** One byte per cell: nonzero = this side may not enter. */
  forbidden?: Uint8Array | ArrayLike<number> | null;
}

export interface PursuitRules {
  pursuer: PursuitSideRules;
  evader: PursuitSideRules;
  /** The pursuer on an exit wins too (LeetCode 1728's food). Default false. */
  pursuerExitWins?: boolean;
  /** What endless play counts as. Default 'draw'. */
  drawAs?: 'draw' | 'pursuer' | 'evader';
  /** For a side to move with no move at all. Default 'lose'. */
  noMove?: 'lose' | 'win' | 'draw';
}

/**
 * A pursuit game: the board, the rules and optionally the start. Endings: both
 * pieces on one cell: the pursuer wins; the evader on an exit: the evader wins;
 * optionally the pursuer on an exit: the pursuer wins.
 */
export interface PursuitSpec {
  board: GridBoard | GraphBoard;
  rules: PursuitRules;
  start?: { pursuer: number; evader: number; first?: PursuitSideName } | null;
}

/** A spec as the parser returns it: arrays typed, every field present. */
export interface ParsedPursuitSpec extends PursuitSpec {
  board: (GridBoard & { blocked: Uint8Array; exits: Uint8Array }) | (GraphBoard & { edges: Int32Array; exits: Uint8Array });
  rules: Required<PursuitRules> & {
    pursuer: { moves: Int32Array; pass: boolean; forbidden: Uint8Array | null };
    evader: { moves: Int32Array; pass: boolean; forbidden: Uint8Array | null };
  };
  /** null for cop-robber (the question is about every start). */
  start: { pursuer: number; evader: number; first: PursuitSideName } | null;
}

export interface PursuitSolveOptions {
  /** Refuse a board needing more memory than this (MiB). The module's own 2 GiB limit always applies. */
  maxMemoryMiB?: number;
  /** Called now and then while solving with (states processed, total states). */
  onProgress?: (done: number, total: number) => void;
}

/** One state: the pieces' cells, the side to move and the result for it. */
export interface PursuitStateInfo {
  state: number;
  pursuer: number;
  evader: number;
  /** PursuitSideCode of the side to move. */
  side: 0 | 1;
  /** OutcomeCode for the side to move (draws counted as rules.drawAs says). */
  outcome: 0 | 1 | 2;
  /** Moves (plies) to the end with optimal play; -1 for endless play. */
  depth: number;
  winner: 0 | 1 | 2;
  /** The game is over here (capture or exit). */
  ended: boolean;
}

/**
 * A solved pursuit game, kept inside the module (3 bytes per state) and queried
 * state by state: nothing big is copied unless asked for (outcomes(), depths()).
 * States are numbered (pursuerPosition * numPositions + evaderPosition) * 2 + side,
 * positions being the free cells in row-major order (or the vertices).
 * Call delete() when done: the memory is not freed otherwise.
 */
export declare class PursuitGame {
  readonly kind: 'grid' | 'graph';
  readonly rows?: number;
  readonly cols?: number;
  readonly numCells: number;
  readonly numPositions: number;
  readonly numStates: number;
  /** The memory the solve needed at its peak, in bytes. */
  readonly bytesNeeded: number;
  readonly edgesExamined: number;
  /** The spec that was solved. */
  readonly setup: PursuitSpec | ParsedPursuitSpec;
  /** The start state (-1 without a start) and its result. */
  readonly startState: number;
  readonly start: PursuitStateInfo | null;
  /** Games from solvePursuitText: the preset, and what its CLI command prints (without the final newline). */
  readonly preset?: PursuitPreset;
  readonly answer?: string;

  /** The state with the pieces on these cells; -1 if a cell is a wall. */
  state(pursuerCell: number, evaderCell: number, side: PursuitSideArg): number;
  /** The position of a cell, -1 for a wall; and the cell of a position. */
  positionOf(cell: number): number;
  cellOf(position: number): number;
  info(state: number): PursuitStateInfo;
  /** An optimal move (the state after it): fastest win, slowest loss, or a move keeping the play endless; -1 if none. */
  optimalMove(state: number): number;
  /** The states one move away (none once the game has ended). */
  successors(state: number): Int32Array;
  /** The state and the states of optimal play after it, up to maxPlies moves (default 1000). */
  line(state: number, maxPlies?: number): Int32Array;
  /**
   * For every cell, who wins (WinnerCode; NOT_A_POSITION on a wall) and in how
   * many moves (-1: none) when `piece` stands there, the other piece on
   * otherCell and `toMove` to move.
   */
  map(piece: PursuitSideArg, otherCell: number, toMove: PursuitSideArg): { winner: Uint8Array; depth: Int32Array };
  /** The cells from which the pursuer, `first` to move (default the pursuer), wins wherever the evader starts. */
  pursuerWinningStarts(first?: PursuitSideArg): Int32Array;
  /** Copies of every state's OutcomeCode and depth (NO_DEPTH for endless play). */
  outcomes(): Uint8Array;
  depths(): Uint16Array;
  delete(): void;
  isDeleted(): boolean;
}

export interface PursuitNeeds {
  /** Bytes the solve would need at its peak. */
  bytes: number;
  positions: number;
  states: number;
  /** Bytes the module can still allocate (its memory is capped at 2 GiB). */
  available: number;
}

/** Every error thrown by the module. Parse errors carry the 1-based line and column. */
export declare class GameGraphError extends Error {
  name: 'GameGraphError';
  line?: number;
  column?: number;
  /** Pursuit games refused for memory: the bytes needed and the limit that refused them. */
  bytesNeeded?: number;
  bytesBudget?: number;
}

// ---- the race game of BOI 2008 "Game" (solveRace) ----------------------------

export interface RaceOptions {
  /** The full-state solver runs on boards with at most this many white squares
   *  reachable from A (0..4000; default 400, as the CLI; 0 = never). */
  fullLimit?: number;
  /** Whether the extra step of a jump may be declined (full-state solver only). Default 'mandatory'. */
  jump?: 'mandatory' | 'optional';
}

/** The exact full-state answer (every position of both pieces and the side to move). */
export interface RaceFullState {
  /** False when the board is too large (see reason) or fullLimit is 0. */
  available: boolean;
  /** Why it is not available. */
  reason?: string;
  /** White squares reachable from A, and the limit it was compared with. */
  cells: number;
  limit: number;
  jump: 'mandatory' | 'optional';
  /** The rest only when available. */
  outcome?: 'A' | 'B' | 'draw';
  /** The winner, null for a draw. */
  winner?: 'A' | 'B' | null;
  /** Whether it names the same winner as the layered analysis. */
  agrees?: boolean;
  /** Turns to the end (a jump is one turn), winner fastest, loser slowest; -1 for a draw. */
  depth?: number;
  states?: number;
  drawStates?: number;
  /** The solver's optimal line, RaceStep records as in RaceSolution.race. */
  line?: Int32Array;
  ms?: number;
}

/** One board of the input, solved and explained. Squares are row * n + column, 0-based, row 0 on top. */
export interface RaceSolution {
  /** 0-based board index, and the 1-based input line of its n. */
  index: number;
  line: number;
  n: number;
  /** Start squares. */
  a: number;
  b: number;
  /** n*n: 1 = white (the starts included), 0 = black. */
  cells: Uint8Array;
  winner: 'A' | 'B';
  /** D, the shortest distance between the starts, and its parity. */
  distance: number;
  odd: boolean;
  /** Who can land on the other (A if D is odd, B if even), in layer middleLayer = ceil(D / 2). */
  catcher: 'A' | 'B';
  middleLayer: number;
  /** The squares of the middle layer, ascending. */
  middle: Int32Array;
  /** Whether the catcher can force the jump (D even: B wins iff true). */
  jumpForced: boolean;
  /** Where the catcher lands on the other in the race below; -1 without a jump. */
  jumpSquare: number;
  /** n*n: steps from A's / B's start; -1 on black squares and squares cut off. A square s is
   *  on a shortest path iff distA[s] >= 0 and distA[s] + distB[s] == distance (layer distA[s]). */
  distA: Int32Array;
  distB: Int32Array;
  /** distance + 1 entries: squares per shortest-path layer. */
  layerSize: Int32Array;
  /** An optimal race, RaceStep.SIZE (6) int32 per step: player (0 = A, 1 = B), extra (1 for the
   *  extra step of a jump), from, to, square of A after, square of B after. */
  race: Int32Array;
  /** Pair states the layered analysis evaluated, and its time in milliseconds. */
  pairs: number;
  ms: number;
  full: RaceFullState;
}

export interface GameGraphModule {
  solveGraphText(text: string, options?: TextOptions): TextSolution;
  solveGraphEdges(n: number, edges: Int32Array, options?: EdgeOptions): Solution;
  /** The race game of BOI 2008: the official input (t, then per board n and n rows of '.', '#',
   *  'A', 'B'), one solution per board. Parse errors carry line and column. */
  solveRace(text: string, options?: RaceOptions): RaceSolution[];
  RaceStep: { SIZE: 6; PLAYER: 0; EXTRA: 1; FROM: 2; TO: 3; POS_A: 4; POS_B: 5 };
  /** solveGraphText with the engine's event log of the same run (for teaching views). */
  traceGraphText(text: string, options?: TraceOptions): TracedSolution;
  /** Solves a preset's text (the same answers as the CLI command of that name). Parse errors carry line and column. */
  solvePursuitText(text: string, preset: PursuitPreset, options?: PursuitSolveOptions): PursuitGame;
  /** Solves a board and rules, e.g. from an editor. */
  solvePursuit(spec: PursuitSpec, options?: PursuitSolveOptions): PursuitGame;
  /** Parses a preset's text into a spec, without solving. */
  parsePursuitText(text: string, preset: PursuitPreset): ParsedPursuitSpec;
  /** The memory a solve would need, without solving. */
  pursuitBytesNeeded(spec: PursuitSpec): PursuitNeeds;
  PursuitGame: typeof PursuitGame;
  PursuitSide: { PURSUER: 0; EVADER: 1 };
  Winner: { NONE: 0; PURSUER: 1; EVADER: 2 };
  NOT_A_POSITION: 255;
  NO_DEPTH: 65535;
  Outcome: { DRAW: 0; WIN: 1; LOSE: 2 };
  TraceEvent: {
    FIXED: 1; NO_MOVE: 2; COUNTER: 3; DEQUEUE: 4; EXAMINE: 5; DECIDE: 6; DRAW: 7; END: 8;
  };
  TRACE_STRIDE: 5;
  GameGraphError: typeof GameGraphError;
}

declare function GameGraph(moduleOverrides?: object): Promise<GameGraphModule>;
export default GameGraph;
