// TypeScript declarations for the gamegraph WebAssembly module (web/generated/gamegraph.js,
// one file with the .wasm inlined, a CommonJS factory named GameGraph). Load it with
//   <script src="gamegraph.js"></script>  then  const gg = await GameGraph();
// in a page or a worker (importScripts), or in Node / TypeScript with
//   import GameGraph = require('./gamegraph.js');  const gg = await GameGraph();
// and name its types GameGraph.Module, GameGraph.Solution, ...
//
// The module's interface, GameGraph.Module, is declared in parts, one per block
// below (TypeScript merges them): a new family of games adds its own block with
// its own `interface Module { ... }`. tests/node/dts.test.js checks that the
// members declared here are exactly those of the real module, with the same
// constants; tests/types/usage.ts uses every one of them.

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
   * script: line and column in the script), 'cancelled' (a solve in slices stopped by
   * its options.signal), 'internal' (a bug).
   */
  type GameGraphErrorCode = 'parse' | 'too-big' | 'memory' | 'trace-too-big' | 'bad-argument' | 'script' | 'cancelled' | 'internal';

  class GameGraphError extends Error {
    constructor(message: string, line?: number, column?: number);
    name: 'GameGraphError';
    code: GameGraphErrorCode;
    line?: number;
    column?: number;
    /** Refused for memory (code 'memory'): the bytes needed and the limit that refused them. */
    bytesNeeded?: number;
    bytesBudget?: number;
    /** Errors of a rules script (solveRules): what went wrong, and the position that caused it (JSON). */
    kind?: 'syntax' | 'declare' | 'throw' | 'result' | 'key' | 'too-many' | 'memory';
    position?: string;
  }

  interface Module {
    GameGraphError: typeof GameGraphError;
  }

  // ---- explicit game graphs (solveGraphText, solveGraphEdges) ----------------------------

  /** Outcome codes, for the player to move: the values of `outcome` arrays (Module.Outcome). */
  const enum OutcomeCode { DRAW = 0, WIN = 1, LOSE = 2 }
  /** Fixed-outcome codes: the values of `fixed` arrays (Module.Fixed). */
  const enum FixedCode { NONE = 0, WIN = 1, LOSE = 2, DRAW = 3 }

  interface SolveOptions {
    /** What a vertex with no move is worth to the player to move there. Default 'lose'. */
    noMove?: 'lose' | 'win';
    /** Called now and then while solving with (states decided so far, total states).
     *  An exception it throws stops the solve and is rethrown as it is. */
    onProgress?: (done: number, total: number) => void;
    /** Memory budget in bytes (default 1 GiB): a bigger graph is refused before it is
     *  built, with a GameGraphError of code 'memory' and its bytesNeeded. */
    maxMemory?: number;
  }

  interface TextOptions extends SolveOptions {
    /** 'auto' (default) detects the competitive-programming form "n m" + m lines, 1..n or 0..n-1. */
    format?: 'auto' | 'named' | 'cp' | 'cp0';
    /** Called every 65,536 lines of the parse with (bytes read, the text's bytes); in the
     *  auto form again from 0 if the text turns out named. Thrown exceptions stop the solve. */
    onParse?: (doneBytes: number, totalBytes: number) => void;
  }

  /** What solveGraphBlob reads of a Blob or a File (declared here: no DOM types needed). */
  interface BlobLike {
    readonly size: number;
    slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  }

  interface BlobOptions extends TextOptions {
    /** Called as the blob is read, with (bytes read so far, its size). */
    onRead?: (done: number, total: number) => void;
    /** Reads the slice [start, end) instead of blob.slice(start, end).arrayBuffer(): exactly
     *  those bytes. Asked for in order, each before the slice before it is parsed, so that
     *  a reader may read ahead (a worker of its own, say). */
    readSlice?: (start: number, end: number) => Promise<ArrayBuffer | Uint8Array>;
  }

  /** What stops a solve in slices (an AbortSignal; declared here: no DOM types needed). */
  interface SignalLike {
    readonly aborted: boolean;
  }

  interface SlicedOptions extends BlobOptions {
    /** The work of one slice, in milliseconds (default 16): each phase's budget is
     *  measured and adapted to it. */
    sliceMs?: number;
    /** Stops the solve between two slices: it rejects with a GameGraphError of code 'cancelled'. */
    signal?: SignalLike | null;
    /** What runs between two slices (default: a MessageChannel message, else setTimeout 0). */
    pause?: () => Promise<unknown>;
  }

  /** Where a solve in slices is, after a step. */
  interface SliceStep {
    /** True once the solve is over: then call result(). */
    done: boolean;
    /** The phase it is in: the text read, the graph built, the engine, or over. */
    phase: 'parsing' | 'building' | 'solving' | 'done';
    /** How far the phase is, of total: bytes of the text; units of the build; states decided. */
    at: number;
    total: number;
    /** The number of vertices, once the text is read (0 while parsing). */
    n: number;
  }

  /** A solve stepped by its caller (startGraphSolve). */
  interface GraphSolveRun {
    readonly phase: SliceStep['phase'];
    readonly done: boolean;
    /** About budget units of work (bytes parsed; edges and vertices built; states and moves
     *  of the engine), at least 1, never past its phase's end. An error frees the run. */
    step(budget: number): SliceStep;
    /** Once a step said done: the same as solveGraphBytes gives. Frees the run. */
    result(): TextSolution;
    /** The same, its arrays copied out one part at a time, between() awaited between two. */
    resultInParts(between: () => Promise<unknown>): Promise<TextSolution>;
    /** Frees the run's memory at once (a run dropped without it keeps it). */
    free(): void;
  }

  interface EdgeOptions extends SolveOptions {
    /** One FixedCode per vertex (or omitted): a fixed outcome ignores the vertex's moves. */
    fixed?: Uint8Array;
  }

  interface Solution {
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

  interface TextSolution extends Solution {
    /** The form actually read. */
    format: 'named' | 'cp' | 'cp0';
    /** Vertex names, in order of first appearance (or "1".."n" for the cp form). Built
     *  the first time it is read: on a big graph, prefer name(v). */
    names: string[];
    /** The name of vertex v (undefined out of range), decoded on demand: no strings are
     *  built for the other vertices. */
    name(v: number): string | undefined;
    /** The named form's names as UTF-8, each followed by '\n' (solveGraphText and
     *  solveGraphBytes; absent for the cp forms, whose names are numbers). */
    nameBytes?: Uint8Array;
    /** n + 1 offsets into nameBytes: name v is nameBytes[nameStart[v], nameStart[v + 1] - 1). */
    nameStart?: Uint32Array;
    /** The parsed moves as 2*m vertex ids: u0, v0, u1, v1, ... */
    edges: Int32Array;
    /** One FixedCode per vertex. */
    fixed: Uint8Array;
    /** The number of lines of the text read (a last line without a newline counts). */
    lines: number;
  }

  interface Module {
    /** Parses a graph's text ('u v...' lines or the cp form) and solves it. Parse errors carry line and column. */
    solveGraphText(text: string, options?: TextOptions): TextSolution;
    /** The same from the text's UTF-8 bytes (a file's File.arrayBuffer(), say): copied into
     *  the module's memory once and parsed there. Parse errors carry line and column. */
    solveGraphBytes(bytes: Uint8Array, options?: TextOptions): TextSolution;
    /** The same from a Blob (a File): read in slices of 4 MB, each copied straight into the
     *  module's memory (no copy of its own) and its complete lines parsed there while the
     *  next slice is read; a parse error is thrown as soon as its line has arrived.
     *  onRead(done, total) reports the bytes read. */
    solveGraphBlob(blob: BlobLike, options?: BlobOptions): Promise<TextSolution>;
    /** The same solve in slices of about options.sliceMs of work, the event loop running
     *  between them (for a thread that must stay responsive): the same result and errors
     *  as solveGraphBytes; the same onRead, onParse and onProgress (with (0, n) while the
     *  graph is built). A Blob is read first, as solveGraphBlob does. */
    solveGraphSliced(input: string | Uint8Array | BlobLike, options?: SlicedOptions): Promise<TextSolution>;
    /** A solve in slices stepped by the caller: step(budget) until done, then result(). */
    startGraphSolve(input: string | Uint8Array, options?: TextOptions): GraphSolveRun;
    /** Solves a graph given as n vertices and the moves as flat (u, v) pairs. */
    solveGraphEdges(n: number, edges: Int32Array, options?: EdgeOptions): Solution;
    readonly Outcome: { readonly DRAW: 0; readonly WIN: 1; readonly LOSE: 2 };
    readonly Fixed: { readonly NONE: 0; readonly WIN: 1; readonly LOSE: 2; readonly DRAW: 3 };
  }

  // ---- the traced solve (traceGraphText) -------------------------------------------------

  interface TraceOptions {
    noMove?: 'lose' | 'win';
    format?: 'auto' | 'named' | 'cp' | 'cp0';
    /** Refuse graphs whose log could exceed this many events (default 2,000,000). */
    maxEvents?: number;
    /** Memory budget in bytes, as in SolveOptions (default 1 GiB). */
    maxMemory?: number;
  }

  /**
   * The engine's own event log of the solve that produced the solution: TRACE_STRIDE (5)
   * int32 per event, [kind, a, b, c, d], kinds in Module.TraceEvent (see solver/core/trace.hpp).
   */
  interface TracedSolution extends TextSolution {
    trace: Int32Array;
  }

  interface Module {
    /** solveGraphText with the engine's event log of the same run (for teaching views). */
    traceGraphText(text: string, options?: TraceOptions): TracedSolution;
    readonly TraceEvent: {
      readonly FIXED: 1; readonly NO_MOVE: 2; readonly COUNTER: 3; readonly DEQUEUE: 4;
      readonly EXAMINE: 5; readonly DECIDE: 6; readonly DRAW: 7; readonly END: 8;
    };
    readonly TRACE_STRIDE: 5;
  }

  // ---- pursuit games (police and thief, cat and mouse, cop and robber) -------------------

  /** Which piece: the pursuer (police, cat, cop) or the evader (thief, mouse, robber). */
  type PursuitSideName = 'pursuer' | 'evader';
  /** A side as a name or a PursuitSideCode. */
  type PursuitSideArg = PursuitSideName | PursuitSideCode;
  const enum PursuitSideCode { PURSUER = 0, EVADER = 1 }
  /** Who wins a state with optimal play (NONE: endless play, a draw). */
  const enum WinnerCode { NONE = 0, PURSUER = 1, EVADER = 2 }

  /** The text formats of the presets (the CLI commands of the same names). */
  type PursuitPreset = 'police-thief' | 'cat-mouse' | 'cat-mouse-grid' | 'cop-robber';

  /** A grid: rows x cols cells, row-major (cell = row * cols + col). */
  interface GridBoard {
    kind: 'grid';
    rows: number;
    cols: number;
    /** One entry per cell, nonzero / true = wall (omitted: no walls). */
    blocked?: Uint8Array | ReadonlyArray<number | boolean> | null;
    /** One entry per cell, nonzero / true = exit (omitted: no exits). */
    exits?: Uint8Array | ReadonlyArray<number | boolean> | null;
  }

  /** A graph of n vertices (0..n-1); the pieces move along its edges. */
  interface GraphBoard {
    kind: 'graph';
    n: number;
    /** The moves as flat (u, v) pairs. */
    edges?: Int32Array | number[];
    /** Add every edge both ways. */
    undirected?: boolean;
    exits?: Uint8Array | ReadonlyArray<number | boolean> | null;
  }

  /** A side's grid moves: a named set, or [dr, dc] / [dr, dc, reach] offsets, or (dr, dc, reach) triples. */
  type PursuitMoves = 'steps4' | 'steps8' | 'none' | Array<[number, number] | [number, number, number]> | Int32Array;

  interface PursuitSideRules {
    /**
     * Grids only (graph boards move along the edges): 'steps4' (up, down, left,
     * right), 'steps8' (and the diagonals), 'none', or a list of [dr, dc] or
     * [dr, dc, reach] offsets (an Int32Array of triples is accepted too). A move
     * of reach k slides 1..k cells, stopped by walls, the board's edge and
     * forbidden cells; with reach 1 an offset like [2, 1] is a jump.
     */
    moves?: PursuitMoves;
    /** The reach of the named move sets and of [dr, dc] offsets (default 1). */
    reach?: number;
    /** May stay put for a turn. */
    pass?: boolean;
    /** One entry per cell: nonzero / true = this side may not enter. */
    forbidden?: Uint8Array | ReadonlyArray<number | boolean> | null;
  }

  interface PursuitRules {
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
  interface PursuitSpec {
    board: GridBoard | GraphBoard;
    rules: PursuitRules;
    start?: { pursuer: number; evader: number; first?: PursuitSideName | PursuitSideCode } | null;
  }

  /** A side's rules as the module holds them: moves as (dr, dc, reach) triples. */
  interface ParsedSideRules {
    moves: Int32Array;
    pass: boolean;
    forbidden: Uint8Array | null;
  }

  /**
   * A spec as parsePursuitText returns it and a PursuitGame keeps it (its setup):
   * arrays typed, every field present. blocked and exits are null only in the setup
   * of a solvePursuit game given none; parsePursuitText always fills them.
   */
  interface ParsedPursuitSpec {
    board:
      | { kind: 'grid'; rows: number; cols: number; blocked: Uint8Array | null; exits: Uint8Array | null }
      | { kind: 'graph'; n: number; edges: Int32Array; undirected?: boolean; exits: Uint8Array | null };
    rules: {
      pursuer: ParsedSideRules;
      evader: ParsedSideRules;
      pursuerExitWins: boolean;
      drawAs: 'draw' | 'pursuer' | 'evader';
      noMove: 'lose' | 'win' | 'draw';
    };
    /** null without a start (cop-robber: the question is about every start). */
    start: { pursuer: number; evader: number; first: PursuitSideName } | null;
  }

  interface PursuitSolveOptions {
    /** Memory budget in bytes: a board needing more is refused. The module's own 2 GiB limit always applies. */
    maxMemory?: number;
    /** @deprecated The same budget in MiB (give maxMemory or this, not both). */
    maxMemoryMiB?: number;
    /** Called now and then while solving with (states processed, total states). */
    onProgress?: (done: number, total: number) => void;
  }

  /** One state: the pieces' cells, the side to move and the result for it. */
  interface PursuitStateInfo {
    state: number;
    pursuer: number;
    evader: number;
    /** PursuitSideCode of the side to move. */
    side: PursuitSideCode;
    /** OutcomeCode for the side to move (draws counted as rules.drawAs says). */
    outcome: OutcomeCode;
    /** Moves (plies) to the end with optimal play; -1 for endless play. */
    depth: number;
    winner: WinnerCode;
    /** The game is over here (capture or exit). */
    ended: boolean;
  }

  /** For every cell: who wins (WinnerCode; NOT_A_POSITION on a wall) and in how many moves (-1: none). */
  interface PursuitMap {
    winner: Uint8Array;
    depth: Int32Array;
  }

  /**
   * A solved pursuit game, kept inside the module (3 bytes per state) and queried
   * state by state: nothing big is copied unless asked for (outcomes(), depths()).
   * States are numbered (pursuerPosition * numPositions + evaderPosition) * 2 + side,
   * positions being the free cells in row-major order (or the vertices).
   * Made by solvePursuit and solvePursuitText only. Call delete() when done: the
   * memory is not freed otherwise.
   */
  class PursuitGame {
    private constructor();
    readonly kind: 'grid' | 'graph';
    /** Grids only. */
    readonly rows?: number;
    readonly cols?: number;
    readonly numCells: number;
    readonly numPositions: number;
    readonly numStates: number;
    /** The memory the solve needed at its peak, in bytes. */
    readonly bytesNeeded: number;
    readonly edgesExamined: number;
    /** The spec that was solved, every field present. */
    readonly setup: ParsedPursuitSpec;
    /** The start state (-1 without a start) and its result. */
    readonly startState: number;
    readonly start: PursuitStateInfo | null;
    /** Games from solvePursuitText: the preset, and what its CLI command prints (without the final newline). */
    readonly preset?: PursuitPreset;
    readonly answer?: string;

    /** The state with the pieces on these cells and `side` to move; -1 if a cell is a wall. */
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
     * For every cell, who wins and in how many moves when `piece` stands there,
     * the other piece on otherCell and `toMove` to move.
     */
    map(piece: PursuitSideArg, otherCell: number, toMove: PursuitSideArg): PursuitMap;
    /** The cells from which the pursuer, `first` to move (default the pursuer), wins wherever the evader starts. */
    pursuerWinningStarts(first?: PursuitSideArg): Int32Array;
    /** Copies of every state's OutcomeCode and depth (NO_DEPTH for endless play). */
    outcomes(): Uint8Array;
    depths(): Uint16Array;
    /** Frees the solved game; any later query throws a GameGraphError. */
    delete(): void;
    isDeleted(): boolean;
  }

  interface PursuitNeeds {
    /** Bytes the solve would need at its peak. */
    bytes: number;
    positions: number;
    states: number;
    /** Bytes the module can still allocate (its memory is capped at 2 GiB). */
    available: number;
  }

  interface Module {
    /** Solves a preset's text (the same answers as the CLI command of that name). Parse errors carry line and column. */
    solvePursuitText(text: string, preset: PursuitPreset, options?: PursuitSolveOptions): PursuitGame;
    /** Solves a board and rules, e.g. from an editor. */
    solvePursuit(spec: PursuitSpec, options?: PursuitSolveOptions): PursuitGame;
    /** Parses a preset's text into a spec, without solving. */
    parsePursuitText(text: string, preset: PursuitPreset): ParsedPursuitSpec;
    /** The memory a solve would need, without solving. */
    pursuitBytesNeeded(spec: PursuitSpec): PursuitNeeds;
    /** For instanceof only: games come from solvePursuit and solvePursuitText. */
    PursuitGame: typeof PursuitGame;
    readonly PursuitSide: { readonly PURSUER: 0; readonly EVADER: 1 };
    readonly Winner: { readonly NONE: 0; readonly PURSUER: 1; readonly EVADER: 2 };
    /** PursuitGame.map's winner on a wall. */
    readonly NOT_A_POSITION: 255;
    /** PursuitGame.depths() for endless play. */
    readonly NO_DEPTH: 65535;
  }

  // ---- the race game of BOI 2008 "Game" (solveRace) ---------------------------------------

  interface RaceOptions {
    /** The full-state solver runs on boards with at most this many white squares
     *  reachable from A (0..4000; default 400, as the CLI; 0 = never). */
    fullLimit?: number;
    /** Whether the extra step of a jump may be declined (full-state solver only). Default 'mandatory'. */
    jump?: 'mandatory' | 'optional';
    /** Memory budget in bytes (default 1 GiB): the call's peak need (the boards, then the
     *  layered analysis and, within fullLimit, the full-state solve of the hungriest board)
     *  is computed before anything big is allocated; over it, a GameGraphError of code
     *  'memory' with bytesNeeded and bytesBudget, naming the board. */
    maxMemory?: number;
  }

  /** The exact full-state answer (every position of both pieces and the side to move). */
  interface RaceFullState {
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
    /** The full-state solver's time in milliseconds. */
    ms?: number;
  }

  /** One board of the input, solved and explained. Squares are row * n + column, 0-based, row 0 on top. */
  interface RaceSolution {
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

  interface Module {
    /** The race game of BOI 2008: the official input (t, then per board n and n rows of '.', '#',
     *  'A', 'B'), one solution per board. Parse errors carry line and column. */
    solveRace(text: string, options?: RaceOptions): RaceSolution[];
    readonly RaceStep: {
      readonly SIZE: 6; readonly PLAYER: 0; readonly EXTRA: 1; readonly FROM: 2;
      readonly TO: 3; readonly POS_A: 4; readonly POS_B: 5;
    };
  }

  // ---- Sprague-Grundy ----------------------------------------------------------------
  // (solver/core/grundy.hpp; the CLI's `gamegraph grundy` and `gamegraph sum`.) One block:
  // the Module interface below merges into the others.

  interface GrundyOptions {
    /** 'auto' (default) detects the competitive-programming form "n m" + m lines, 1..n or 0..n-1. */
    format?: 'auto' | 'named' | 'cp' | 'cp0';
    /** Only 'lose' (normal play) is accepted: anything else is a GameGraphError. */
    noMove?: 'lose';
    /** Also return the labelling as it happened (order, orderStage), for a step-through. */
    order?: boolean;
  }

  /** Smith's generalised Sprague-Grundy values of every vertex (normal play). */
  interface GrundySolution {
    format: 'named' | 'cp' | 'cp0';
    names: string[];
    n: number;
    m: number;
    /** The parsed moves as 2*m vertex ids: u0, v0, u1, v1, ... */
    edges: Int32Array;
    /** Per vertex: the value, or -1 for an infinite value inf(K). */
    grundy: Int32Array;
    /** n + 1 offsets into infValues: the set K of vertex i is infValues[infStart[i] .. infStart[i + 1]). */
    infStart: Int32Array;
    infValues: Int32Array;
    /** The set K of vertex i (increasing; empty for a finite value), a copy. */
    infSet(i: number): Int32Array;
    /** The CLI's text of vertex i's value: '3', 'inf()', 'inf(0,3)'. */
    label(i: number): string;
    /** Per vertex: a move realising the value (to a 0 from a win, to a draw from a draw), -1 if none. */
    move: Int32Array;
    /** Per vertex: OutcomeCode read from the value (0 LOSE, > 0 WIN, inf(K): WIN if 0 in K, else DRAW). */
    outcome: Uint8Array;
    /** The greatest finite value + 1 (0 if none). */
    numValues: number;
    /** With options.order: the vertices in the order the labelling gave them their values
     *  (stage m: first those valued m, then those found infinite at its end). */
    order?: Int32Array;
    /** With options.order: the stage of each entry of order (the value m for a finite one;
     *  for an infinite one, the stage m at whose end it had no move to a vertex valued m). */
    orderStage?: Int32Array;
  }

  /** A solveRules result with its Sprague-Grundy values (solved with options.grundy: true;
   *  a RulesSolution whose grundy is set). */
  interface RulesGrundySolution extends RulesSolution {
    grundy: Int32Array;
    infStart: Int32Array;
    infValues: Int32Array;
  }

  interface SumComponent {
    /** A grundyGraphText result, or a solveRules result solved with options.grundy: true
     *  (one solved without it is a GameGraphError); the kinds mix freely in a sum. */
    result: GrundySolution | RulesGrundySolution;
    /** The component's position: a vertex index of result (a position id for rules). */
    vertex: number;
  }

  interface SumResult {
    /** The sum's value as the CLI prints it: '5', 'inf(1,4)', 'inf()'. */
    label: string;
    /** The value, or -1 for an infinite one. */
    value: number;
    /** Its set K when infinite (increasing). */
    infSet: Int32Array;
    /** OutcomeCode for the player to move. */
    outcome: OutcomeCode;
    /** A winning move when outcome is WIN: in components[component] (0-based), from -> to; else null. */
    move: { component: number; from: number; to: number } | null;
  }

  interface Module {
    /** Sprague-Grundy values of a graph given as text. Fixed outcomes ('u = win') are refused
     *  as a GameGraphError naming their line and column. */
    grundyGraphText(text: string, options?: GrundyOptions): GrundySolution;
    /** The sum of games (each turn a move in one component): value, outcome, a winning move. */
    sumGames(components: SumComponent[]): SumResult;
  }
  // ---- end of Sprague-Grundy ----
  // ---- games from rules ------------------------------------------------------------------
  // (web/src/rules, bundled into the module; the rules page; cli/gamegraph-rules.js.) A
  // rules script declares `start` and `function moves(p)`, optionally `outcome(p)`,
  // `key(p)`, `fromKey(k)`, `tier(p)`, `show(p)`, `moveName(p, q)`, `title`, `description`
  // and `legend` (see the README, "Games from rules"). One block: the Module interface below
  // merges into the others.

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
    /** Also the Sprague-Grundy values (normal play, no outcome(p) ending the game). */
    grundy?: boolean;
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
    /** While exploring: what a position costs, estimated from those found so far. */
    bytesPerPosition?: number;
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
    moves(p: unknown): unknown[];
    outcome?: (p: unknown) => 'win' | 'lose' | 'draw' | undefined;
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

  /** Every position reachable from the start, numbered in order of discovery (breadth-first). */
  interface RulesSolution {
    /** Positions and moves explored. */
    n: number;
    m: number;
    /** The id of the start position (0). */
    start: number;
    noMove: 'lose' | 'win';
    /** Per position: FixedCode given by outcome(p), or null when the script has no outcome(p)
     *  ending the game anywhere. */
    fixed: Uint8Array | null;
    title: string;
    description: string;
    legend: Record<string, string | RulesLegendEntry> | null;
    /** As solveGraphEdges gives them, indexed by position id. */
    outcome: Uint8Array;
    depth: Int32Array;
    /** An optimal move of every position (-1: none). With tiers the moves are not kept: the first
     *  read computes them all (bestMove(i) computes one). */
    readonly move: Int32Array;
    /** With tier(p): how many tiers; else 0. */
    tiers: number;
    /** An optimal move of position i (-1: none): the engine's, or with tiers the first move in
     *  the order moves(p) gives that realises i's value. */
    bestMove(i: number): number;
    /** The position's key (a string). */
    key(i: number): string;
    /** The position's key as an integer where keys are held as integers, else -1. */
    intKey(i: number): number;
    /** Where the text of the position's key is held as bytes ([bytes, from, to], to be read at
     *  once), or null where it is not held as its own text. */
    keyBytes(i: number): [Uint8Array, number, number] | null;
    /** The position itself (rebuilt from its key: its JSON, or the script's fromKey; else by
     *  replaying moves from the start). */
    position(i: number): unknown;
    /** The id of position p (through its key), or -1 if it is not reachable. */
    indexOf(p: unknown): number;
    /** The ids of position i's moves in the order moves(p) gives them. */
    moves(i: number): number[];
    rules: CompiledRules;
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
     *  inside a sandboxed worker. */
    solveRules(source: string, options?: RulesOptions): Promise<RulesSolution>;
    /** The same, synchronously, all on the calling thread (options.workers must be 1 or absent). */
    solveRulesSync(source: string, options?: RulesOptions): RulesSolution;
  }
  // ---- end of games from rules ----
}

export = GameGraph;
