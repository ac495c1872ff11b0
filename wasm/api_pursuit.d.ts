// The gamegraph module's declarations for pursuit games (police and thief, cat and
// mouse, cop and robber): the family of bindings_pursuit.cpp and api_pursuit.js.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
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
}
