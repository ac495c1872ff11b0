// The gamegraph module's declarations for Sprague-Grundy values and sums of games
// (grundyGraphText, sumGames; solver/core/grundy.hpp, the CLI's `gamegraph grundy`
// and `gamegraph sum`): the family of bindings_grundy.cpp and api_grundy.js.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
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
}
