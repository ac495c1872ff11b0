// The gamegraph module's declarations for explicit game graphs (solveGraphText,
// solveGraphBytes, solveGraphBlob, solveGraphSliced, startGraphSolve,
// solveGraphEdges): the family of bindings_graph.cpp and api_graph.js.
//
// Part of the declarations whose index is gamegraph.d.ts (which references this
// file): what is declared here is merged into its namespace GameGraph (a module
// augmentation), so GameGraph.Module and the types named here are one with the
// other families'.
export {};

declare module './gamegraph' {
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
}
