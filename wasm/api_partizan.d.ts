// The gamegraph module's declarations for partizan games (solvePartizanText,
// solvePartizanEdges, partizanSum, partizanSteps, partizanFormSteps; solver/partizan/, the CLI's `gamegraph partizan`
// and `gamegraph partizan-sum`): the family of bindings_partizan.cpp and
// api_partizan.js. Left and Right have moves of their own; every position is solved
// for both starters (cycles allowed: win, lose or draw), and a short game (finite,
// without cycles) also gets Conway's canonical values.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
  /** Outcome classes by code (Module.OutcomeClass): P the second player wins, N the first,
   *  L Left wins whoever starts, R Right does. */
  const enum OutcomeClassCode { P = 0, N = 1, L = 2, R = 3 }
  type OutcomeClassLetter = 'P' | 'N' | 'L' | 'R';

  interface PartizanOptions {
    /** Also the canonical value of every position (short games only: see PartizanValues). */
    value?: boolean;
    /** Memory budget in bytes (default 1 GiB); over it: code 'memory' with bytesNeeded. */
    maxMemory?: number;
  }

  /** The values of a partizan game's positions (with options.value). A game with a cycle has
   *  none: valueError is then a GameGraphError of code 'not-short' naming a position on one
   *  (its outcomes are still given), and every value function throws it. */
  interface PartizanValues {
    /** Whether the game is short (finite, without cycles); false where it has a cycle. */
    short?: boolean;
    /** Why there are no values (null when there are, and without options.value). */
    valueError: GameGraphError | null;
    /** Per position: its value's number in the table of games (gameStart, ...). */
    value?: Int32Array;
    /** The table of games: every canonical form the values are made of, each once, an option
     *  before its game. Game k's options are gameOptions[gameStart[k] .. gameStart[k + 1]), the
     *  first gameLeft[k] of them Left's. */
    gameStart?: Uint32Array;
    gameLeft?: Uint32Array;
    gameOptions?: Int32Array;
    /** Per game of the table: its OutcomeClassCode. */
    gameClass?: Uint8Array;
    /** The notation of the games that are values of positions, joined by '\n' ('' for the others). */
    gameText?: string;
    /** The distinct games the solver's store held (every one canonical). */
    distinctGames?: number;
    /** The value of position i in the usual notation: '0', '3/4', '*2', '^', 'v*', '±1', '{2 | -1/2}'.
     *  Without options.value each of these functions throws a GameGraphError saying so. */
    valueText(i: number): string;
    /** Its outcome class. */
    valueClass(i: number): OutcomeClassLetter;
    /** Its canonical form as JSON, nested arrays [[Left options], [Right options]] (0 is [[],[]]). */
    valueJson(i: number): string;
    /** The same, parsed. */
    valueForm(i: number): PartizanForm;
  }

  /** A canonical form: [Left options, Right options], each a form. */
  type PartizanForm = [PartizanForm[], PartizanForm[]];

  /** Every position solved for both starters: the outcome for the player moving first (Left,
   *  resp. Right), the depth (moves to the end: the winner fastest, the loser slowest; -1 for a
   *  draw) and an optimal first move (the position moved to, -1: none). */
  interface PartizanOutcomes {
    n: number;
    /** The moves of each side. */
    mLeft: number;
    mRight: number;
    outcomeLeft: Uint8Array;
    depthLeft: Int32Array;
    moveLeft: Int32Array;
    outcomeRight: Uint8Array;
    depthRight: Int32Array;
    moveRight: Int32Array;
    /** The positions Left (resp. Right) can move to from position i, in the order given. */
    leftMoves(i: number): number[];
    rightMoves(i: number): number[];
  }

  /** A partizan graph solved (solvePartizanText, solvePartizanEdges). */
  interface PartizanSolution extends PartizanOutcomes, PartizanValues {
    /** Each side's moves as flat (from, to) pairs. */
    leftEdges: Int32Array;
    rightEdges: Int32Array;
  }

  /** A partizan graph read from its text: the names of its positions too. */
  interface PartizanTextSolution extends PartizanSolution {
    format: 'partizan';
    /** The text's lines. */
    lines: number;
    /** Every position's name, in order of first appearance (the first is the start). */
    names: string[];
    /** One name (undefined out of range), read without building names. */
    name(i: number): string | undefined;
  }

  /** A result with values, at one of its positions. */
  interface PartizanSumComponent {
    result: PartizanSolution | RulesPartizanSolution;
    position: number;
  }

  /** A winning first move of a sum: in components[component], from its position to `to`. */
  interface PartizanSumMove {
    component: number;
    from: number;
    to: number;
  }

  interface PartizanSumResult {
    /** The sum's value in the usual notation. */
    value: string;
    outcomeClass: OutcomeClassLetter;
    /** Its canonical form as JSON, and parsed. */
    json(): string;
    form(): PartizanForm;
    /** A winning move for Left moving first and for Right moving first (null: that side loses). */
    move: { left: PartizanSumMove | null; right: PartizanSumMove | null };
    /** The distinct games the sum's store held. */
    distinctGames: number;
  }

  /** What a step of the simplification does (partizanSteps): removes a dominated option, bypasses
   *  a reversible one, or (the last step) names what is left: a number by the simplicity rule, a
   *  nimber by the mex rule, x + n.^ + *m ('ups'), a switch {a | b} = m ± d, or a general form. */
  type PartizanStepKind = 'dominated' | 'reversible' | 'number' | 'nimber' | 'ups' | 'switch' | 'general';

  /** One step; every game in the usual notation. */
  interface PartizanStep {
    kind: PartizanStepKind;
    /** dominated, reversible: whose option goes ('' for the last step). */
    side: 'left' | 'right' | '';
    /** dominated, reversible: the option removed or bypassed. */
    option: string;
    /** dominated: the option of the same side at least as good (it stays); reversible: the
     *  answer that reverses it (a Right option of a Left option, <= G; a Left option of a Right
     *  option, >= G). */
    by: string;
    /** reversible: what replaces the option (the answer's options of that side; maybe none). */
    replacement: string[];
    /** number: the value; ups: its number part x ('' otherwise). */
    number: string;
    /** number: Left's best option and Right's ('' where that side has none), the value the
     *  simplest number between; switch: {low | high}, low > high. */
    low: string;
    high: string;
    /** nimber: n of *n. */
    nim: number;
    /** ups: x + ups.^ + *star (ups < 0: downs). */
    ups: number;
    star: number;
    /** The form after the step ({A, B | C}; the last step's: the canonical form's notation). */
    form: string;
  }

  /** The simplification of one game to its canonical form, step by step. A game too big for steps
   *  has none: tooBig says which limit it passed ('options': more than tooBigLimit distinct
   *  options on a side; 'optionsDuring': as many once reversible options are bypassed; 'steps';
   *  'form': a form longer than tooBigLimit characters; 'games': the options' forms hold more
   *  than tooBigLimit distinct games), tooBigWhat the same in English; value is still given. */
  interface PartizanSteps {
    /** The canonical form's notation. */
    value: string;
    /** The options given (repeats counted), the distinct ones, and the game they make. */
    givenLeft: number;
    givenRight: number;
    startLeft: string[];
    startRight: string[];
    start: string;
    steps: PartizanStep[];
    tooBig: '' | 'options' | 'optionsDuring' | 'steps' | 'form' | 'games';
    tooBigCount: number;
    tooBigLimit: number;
    tooBigWhat: string;
  }

  interface Module {
    /** The simplification of a position's game (its options: the values of the positions each
     *  side moves to) to its canonical form, step by step; result solved with options.value (a
     *  game without values throws its valueError). */
    partizanSteps(result: PartizanSolution | RulesPartizanSolution, position: number, options?: { maxMemory?: number }): PartizanSteps;
    /** The same for the game {left | right} given by its options' forms ([[], []] is 0). */
    partizanFormSteps(left: PartizanForm[], right: PartizanForm[], options?: { maxMemory?: number }): PartizanSteps;
    /** Parses a partizan graph's text ('u L v' a move of Left's, 'u R v' one of Right's, 'u' a
     *  position) and solves it for both starters; with options.value, the values too. Parse
     *  errors carry line and column (code 'parse'). */
    solvePartizanText(text: string, options?: PartizanOptions): PartizanTextSolution;
    /** The same for n positions and each side's moves as flat (from, to) pairs. */
    solvePartizanEdges(n: number, leftEdges: Int32Array, rightEdges: Int32Array, options?: PartizanOptions): PartizanSolution;
    /** The sum of positions of partizan games solved with their values (a move is a move in one
     *  of them): its value, class and a winning move for each starter. A component without
     *  values throws its valueError (code 'not-short' for a cycle). */
    partizanSum(components: PartizanSumComponent[], options?: { maxMemory?: number }): PartizanSumResult;
    readonly OutcomeClass: { readonly P: 0; readonly N: 1; readonly L: 2; readonly R: 3 };
  }
}
