// The gamegraph module's declarations for the race game of BOI 2008 "Game"
// (solveRace): the family of bindings_race.cpp and api_race.js.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
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
}
