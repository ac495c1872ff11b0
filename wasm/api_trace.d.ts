// The gamegraph module's declarations for the traced solve (traceGraphText, the
// engine's event log): the family of bindings_trace.cpp and api_trace.js.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
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
}
