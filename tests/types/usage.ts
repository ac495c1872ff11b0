// A typed use of every member that wasm/gamegraph.d.ts and its families declare: type-checked (not
// run) by `npx tsc -p tests/types` in scripts/test.sh. Each block reads every field
// of what it gets into a variable of the exact type; the `@ts-expect-error` lines
// are wrong uses that the declarations must reject (tsc fails if one is accepted).
import GameGraph = require('../../wasm/gamegraph');

type Module = GameGraph.Module;

// ---- loading ----------------------------------------------------------------------------

async function load(): Promise<Module> {
  const plain: Module = await GameGraph();
  void plain;
  return GameGraph({
    locateFile: (p: string, dir: string) => dir + p,
    print: (s: string) => console.log(s),
    printErr: (s: string) => console.error(s),
    onAbort: (what: unknown) => console.error(what),
    wasmBinary: new Uint8Array(0),
  });
}

// @ts-expect-error: the factory takes no number
void GameGraph(42);
// @ts-expect-error: the module is not ready before the promise resolves
void (GameGraph().solveRace);

// ---- errors -----------------------------------------------------------------------------

function errors(gg: Module): void {
  try {
    gg.solveGraphText('a b c');
  } catch (e: unknown) {
    if (e instanceof gg.GameGraphError) {
      const name: 'GameGraphError' = e.name;
      const message: string = e.message;
      const line: number | undefined = e.line;
      const column: number | undefined = e.column;
      const needed: number | undefined = e.bytesNeeded;
      const budget: number | undefined = e.bytesBudget;
      const asError: Error = e;
      void [name, message, line, column, needed, budget, asError];
    }
  }
  const made = new gg.GameGraphError('line 1, column 2: oops', 1, 2);
  const alsoMade: GameGraph.GameGraphError = new gg.GameGraphError('no position');
  void [made, alsoMade];
  const e = new gg.GameGraphError('x');
  // @ts-expect-error: line is a number, maybe absent
  const l: number = e.line;
  void l;
}

// ---- explicit game graphs ---------------------------------------------------------------

function graphs(gg: Module): void {
  const r: GameGraph.TextSolution = gg.solveGraphText('a b\nb c\nc\n');
  const r2 = gg.solveGraphText('3 2\n1 2\n2 3\n', {
    noMove: 'win',
    format: 'cp',
    onProgress: (done: number, total: number) => void [done, total],
  });
  const n: number = r.n;
  const m: number = r.m;
  const outcome: Uint8Array = r.outcome;
  const depth: Int32Array = r.depth;
  const move: Int32Array = r.move;
  const format: 'named' | 'cp' | 'cp0' = r2.format;
  const names: string[] = r.names;
  const edges: Int32Array = r.edges;
  const fixed: Uint8Array = r.fixed;
  void [n, m, outcome, depth, move, format, names, edges, fixed];

  const b: GameGraph.TextSolution = gg.solveGraphBytes(new TextEncoder().encode('2 1\n1 2\n'), { format: 'cp', maxMemory: 1 << 28 });
  const first: string | undefined = b.name(0);
  const nameBytes: Uint8Array | undefined = r.nameBytes;
  const nameStart: Uint32Array | undefined = r.nameStart;
  void [first, nameBytes, nameStart];
  // @ts-expect-error: bytes, not a string
  gg.solveGraphBytes('a b');
  const fromBlob: Promise<GameGraph.TextSolution> = gg.solveGraphBlob(new Blob(['a b\n']), {
    format: 'named',
    onRead: (done: number, total: number) => void [done, total],
  });
  void fromBlob;
  const stop = new AbortController();
  const sliced: Promise<GameGraph.TextSolution> = gg.solveGraphSliced(new Blob(['a b\n']), {
    sliceMs: 8,
    signal: stop.signal,
    pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
    onRead: (done: number, total: number) => void [done, total],
    onParse: (done: number, total: number) => void [done, total],
    onProgress: (done: number, total: number) => void [done, total],
  });
  const sliced2: Promise<GameGraph.TextSolution> = gg.solveGraphSliced('a b', { format: 'named', signal: null });
  const sliced3: Promise<GameGraph.TextSolution> = gg.solveGraphSliced(new Uint8Array([97]));
  void [sliced, sliced2, sliced3];
  const run: GameGraph.GraphSolveRun = gg.startGraphSolve('a b\n', { noMove: 'win' });
  let step: GameGraph.SliceStep = run.step(1 << 16);
  while (!step.done) step = run.step(1 << 16);
  const phase: 'parsing' | 'building' | 'solving' | 'done' = step.phase;
  const at: number = step.at + step.total + step.n;
  const solvedInSlices: GameGraph.TextSolution = run.result();
  const inParts: Promise<GameGraph.TextSolution> = gg.startGraphSolve('a b\n').resultInParts(() => Promise.resolve());
  void inParts;
  run.free();
  void [phase, at, solvedInSlices, run.phase, run.done];
  // @ts-expect-error: no Blob for the stepped run
  gg.startGraphSolve(new Blob(['a b']));
  const cancelled: GameGraph.GameGraphErrorCode = 'cancelled';
  void cancelled;

  const s: GameGraph.Solution = gg.solveGraphEdges(3, new Int32Array([0, 1, 1, 2]));
  const s2 = gg.solveGraphEdges(3, new Int32Array([0, 1]), {
    noMove: 'lose',
    fixed: new Uint8Array([gg.Fixed.NONE, gg.Fixed.WIN, gg.Fixed.DRAW]),
    onProgress: () => {},
  });
  void [s.n, s.m, s.outcome, s.depth, s.move, s2];

  const win: 1 = gg.Outcome.WIN;
  const draw: 0 = gg.Outcome.DRAW;
  const lose: 2 = gg.Outcome.LOSE;
  const codes: number[] = [gg.Fixed.NONE, gg.Fixed.WIN, gg.Fixed.LOSE, gg.Fixed.DRAW];
  const code: GameGraph.OutcomeCode = GameGraph.OutcomeCode.WIN;
  const fcode: GameGraph.FixedCode = GameGraph.FixedCode.DRAW;
  void [win, draw, lose, codes, code, fcode];

  // @ts-expect-error: the edges are an Int32Array, not an array
  gg.solveGraphEdges(3, [0, 1]);
  // @ts-expect-error: no such noMove
  gg.solveGraphText('a b', { noMove: 'draw' });
  // @ts-expect-error: solveGraphEdges gives no names
  void gg.solveGraphEdges(1, new Int32Array(0)).names;
  // @ts-expect-error: the constants are read-only
  gg.Outcome.WIN = 2;
}

// ---- the traced solve -------------------------------------------------------------------

function traced(gg: Module): void {
  const t: GameGraph.TracedSolution = gg.traceGraphText('a b\n', { noMove: 'lose', format: 'named', maxEvents: 1000 });
  const t2 = gg.traceGraphText('a b\n');
  const trace: Int32Array = t.trace;
  const stride: 5 = gg.TRACE_STRIDE;
  const kinds: number[] = [
    gg.TraceEvent.FIXED, gg.TraceEvent.NO_MOVE, gg.TraceEvent.COUNTER, gg.TraceEvent.DEQUEUE,
    gg.TraceEvent.EXAMINE, gg.TraceEvent.DECIDE, gg.TraceEvent.DRAW, gg.TraceEvent.END,
  ];
  const fromText: GameGraph.TextSolution = t2;
  void [trace, stride, kinds, fromText, t2.names];
  // @ts-expect-error: maxEvents is a number
  gg.traceGraphText('a b\n', { maxEvents: '10' });
}

// ---- pursuit games ----------------------------------------------------------------------

function stateInfo(i: GameGraph.PursuitStateInfo): void {
  const state: number = i.state;
  const pursuer: number = i.pursuer;
  const evader: number = i.evader;
  const side: GameGraph.PursuitSideCode = i.side;
  const outcome: GameGraph.OutcomeCode = i.outcome;
  const depth: number = i.depth;
  const winner: GameGraph.WinnerCode = i.winner;
  const ended: boolean = i.ended;
  const pursuerToMove: boolean = i.side === GameGraph.PursuitSideCode.PURSUER;
  const evaderWins: boolean = i.winner === 2;
  void [state, pursuer, evader, side, outcome, depth, winner, ended, pursuerToMove, evaderWins];
}

function spec(s: GameGraph.ParsedPursuitSpec): void {
  const b = s.board;
  if (b.kind === 'grid') {
    const rows: number = b.rows;
    const cols: number = b.cols;
    const blocked: Uint8Array | null = b.blocked;
    void [rows, cols, blocked];
  } else {
    const n: number = b.n;
    const edges: Int32Array = b.edges;
    const undirected: boolean | undefined = b.undirected;
    void [n, edges, undirected];
  }
  const exits: Uint8Array | null = b.exits;
  const moves: Int32Array = s.rules.pursuer.moves;
  const pass: boolean = s.rules.evader.pass;
  const forbidden: Uint8Array | null = s.rules.evader.forbidden;
  const exitWins: boolean = s.rules.pursuerExitWins;
  const drawAs: 'draw' | 'pursuer' | 'evader' = s.rules.drawAs;
  const noMove: 'lose' | 'win' | 'draw' = s.rules.noMove;
  const first: GameGraph.PursuitSideName | undefined = s.start?.first;
  const start: number | undefined = s.start?.pursuer ?? s.start?.evader;
  void [exits, moves, pass, forbidden, exitWins, drawAs, noMove, first, start];
}

function game(gg: Module, g: GameGraph.PursuitGame): void {
  const kind: 'grid' | 'graph' = g.kind;
  const rows: number | undefined = g.rows;
  const cols: number | undefined = g.cols;
  const numCells: number = g.numCells;
  const numPositions: number = g.numPositions;
  const numStates: number = g.numStates;
  const bytesNeeded: number = g.bytesNeeded;
  const edgesExamined: number = g.edgesExamined;
  const startState: number = g.startState;
  const preset: GameGraph.PursuitPreset | undefined = g.preset;
  const answer: string | undefined = g.answer;
  void [kind, rows, cols, numCells, numPositions, numStates, bytesNeeded, edgesExamined, startState, preset, answer];
  spec(g.setup);
  if (g.start !== null) stateInfo(g.start);

  const st: number = g.state(0, 11, 'pursuer');
  const st2: number = g.state(0, 11, GameGraph.PursuitSideCode.EVADER);
  const pos: number = g.positionOf(3);
  const cell: number = g.cellOf(pos);
  stateInfo(g.info(st));
  const next: number = g.optimalMove(st);
  const succ: Int32Array = g.successors(st2);
  const line: Int32Array = g.line(st);
  const short: Int32Array = g.line(st, 3);
  const map: GameGraph.PursuitMap = g.map('pursuer', 11, 'evader');
  const mapWinner: Uint8Array = map.winner;
  const mapDepth: Int32Array = g.map(1, cell, 0).depth;
  const starts: Int32Array = g.pursuerWinningStarts();
  const startsEvader: Int32Array = g.pursuerWinningStarts('evader');
  const outcomes: Uint8Array = g.outcomes();
  const depths: Uint16Array = g.depths();
  const wall: boolean = mapWinner[0] === gg.NOT_A_POSITION;
  const endless: boolean = depths[0] === gg.NO_DEPTH;
  void [next, succ, line, short, mapDepth, starts, startsEvader, outcomes, wall, endless];
  g.delete();
  const deleted: boolean = g.isDeleted();
  void deleted;

  // @ts-expect-error: no such side
  g.state(0, 1, 'cat');
  // @ts-expect-error: read-only
  g.numStates = 3;
  // @ts-expect-error: games come from the solve functions only
  void new gg.PursuitGame();
}

function pursuit(gg: Module): void {
  const byText: GameGraph.PursuitGame = gg.solvePursuitText('3 4\nP...\n.**.\n...T\n', 'police-thief');
  const withOptions = gg.solvePursuitText('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', 'cat-mouse', {
    maxMemory: 64 * 1048576,
    onProgress: (done: number, total: number) => void [done, total],
  });
  game(gg, byText);
  game(gg, withOptions);

  const grid: GameGraph.PursuitSpec = {
    board: { kind: 'grid', rows: 2, cols: 3, blocked: [0, 1, 0, 0, 0, 0], exits: new Uint8Array(6) },
    rules: {
      pursuer: { moves: 'steps8', pass: true, forbidden: [false, false, false, false, false, true] },
      evader: { moves: [[0, 1], [1, 0, 2]], reach: 2 },
      pursuerExitWins: false,
      drawAs: 'evader',
      noMove: 'draw',
    },
    start: { pursuer: 0, evader: 5, first: 'evader' },
  };
  const graph: GameGraph.PursuitSpec = {
    board: { kind: 'graph', n: 3, edges: new Int32Array([0, 1, 1, 2]), undirected: true, exits: [0, 0, 1] },
    rules: { pursuer: {}, evader: { moves: new Int32Array([0, 1, 1]) } },
    start: null,
  };
  const byGraph = gg.solvePursuit(graph);
  game(gg, gg.solvePursuit(grid, { maxMemoryMiB: 1 })); // the deprecated budget in MiB, still accepted
  game(gg, byGraph);
  if (byGraph instanceof gg.PursuitGame) byGraph.delete();

  const parsed: GameGraph.ParsedPursuitSpec = gg.parsePursuitText('4\n0 1 0 1\n1 0 1 0\n0 1 0 1\n1 0 1 0\n', 'cop-robber');
  spec(parsed);
  const fromParsed: GameGraph.PursuitSpec = parsed; // a parsed spec solves as it is
  const needs: GameGraph.PursuitNeeds = gg.pursuitBytesNeeded(fromParsed);
  const bytes: number = needs.bytes;
  const positions: number = needs.positions;
  const states: number = needs.states;
  const available: number = needs.available;
  void [bytes, positions, states, available];

  const sides: [0, 1] = [gg.PursuitSide.PURSUER, gg.PursuitSide.EVADER];
  const winners: [0, 1, 2] = [gg.Winner.NONE, gg.Winner.PURSUER, gg.Winner.EVADER];
  const na: 255 = gg.NOT_A_POSITION;
  const nd: 65535 = gg.NO_DEPTH;
  void [sides, winners, na, nd];

  // @ts-expect-error: no such preset
  gg.solvePursuitText('', 'cat-dog');
  // @ts-expect-error: a board needs its kind
  gg.pursuitBytesNeeded({ board: { rows: 2, cols: 2 }, rules: { pursuer: {}, evader: {} } });
  // @ts-expect-error: no such move set
  gg.solvePursuit({ board: { kind: 'grid', rows: 1, cols: 2 }, rules: { pursuer: { moves: 'steps6' }, evader: {} } });
}

// ---- the race game ----------------------------------------------------------------------

function race(gg: Module): void {
  const boards: GameGraph.RaceSolution[] = gg.solveRace('1\n2\nA.\n.B\n');
  const b = gg.solveRace('1\n2\nA.\n.B\n', { fullLimit: 0, jump: 'optional', maxMemory: 1 << 30 })[0];
  const index: number = b.index;
  const line: number = b.line;
  const n: number = b.n;
  const a: number = b.a;
  const bb: number = b.b;
  const cells: Uint8Array = b.cells;
  const winner: 'A' | 'B' = b.winner;
  const distance: number = b.distance;
  const odd: boolean = b.odd;
  const catcher: 'A' | 'B' = b.catcher;
  const middleLayer: number = b.middleLayer;
  const middle: Int32Array = b.middle;
  const jumpForced: boolean = b.jumpForced;
  const jumpSquare: number = b.jumpSquare;
  const distA: Int32Array = b.distA;
  const distB: Int32Array = b.distB;
  const layerSize: Int32Array = b.layerSize;
  const steps: Int32Array = b.race;
  const pairs: number = b.pairs;
  const ms: number = b.ms;
  void [boards, index, line, n, a, bb, cells, winner, distance, odd, catcher, middleLayer, middle, jumpForced,
    jumpSquare, distA, distB, layerSize, steps, pairs, ms];

  const f: GameGraph.RaceFullState = b.full;
  const available: boolean = f.available;
  const reason: string | undefined = f.reason;
  const fcells: number = f.cells;
  const limit: number = f.limit;
  const jump: 'mandatory' | 'optional' = f.jump;
  const outcome: 'A' | 'B' | 'draw' | undefined = f.outcome;
  const fwinner: 'A' | 'B' | null | undefined = f.winner;
  const agrees: boolean | undefined = f.agrees;
  const depth: number | undefined = f.depth;
  const states: number | undefined = f.states;
  const drawStates: number | undefined = f.drawStates;
  const fline: Int32Array | undefined = f.line;
  const fms: number | undefined = f.ms;
  void [available, reason, fcells, limit, jump, outcome, fwinner, agrees, depth, states, drawStates, fline, fms];

  const R = gg.RaceStep;
  const fields: [6, 0, 1, 2, 3, 4, 5] = [R.SIZE, R.PLAYER, R.EXTRA, R.FROM, R.TO, R.POS_A, R.POS_B];
  const lastTo: number = steps[steps.length - R.SIZE + R.TO];
  void [fields, lastTo];

  // @ts-expect-error: no such jump rule
  gg.solveRace('', { jump: 'never' });
  // @ts-expect-error: the winner is 'A' or 'B', never a draw
  const drawn: 'draw' = b.winner;
  void drawn;
}

// ---- Sprague-Grundy -----------------------------------------------------------------
function grundy(gg: GameGraph.Module): void {
  const g: GameGraph.GrundySolution = gg.grundyGraphText('a b\nb c\n', { format: 'named' });
  const values: Int32Array = g.grundy;
  const set: Int32Array = g.infSet(0);
  const label: string = g.label(0);
  const moves: Int32Array = g.move;
  const outcome: Uint8Array = g.outcome;
  const k: number = g.numValues + g.n + g.m;
  const names: string[] = g.names;
  const start: Int32Array = g.infStart;
  const inf: Int32Array = g.infValues;
  const edges: Int32Array = g.edges;
  const s: GameGraph.SumResult = gg.sumGames([{ result: g, vertex: 0 }, { result: g, vertex: 1 }]);
  const sumLabel: string = s.label;
  const sumValue: number = s.value;
  const sumSet: Int32Array = s.infSet;
  const o: GameGraph.OutcomeCode = s.outcome;
  const mv: { component: number; from: number; to: number } | null = s.move;
  void [values, set, label, moves, outcome, k, names, start, inf, edges, sumLabel, sumValue, sumSet, o, mv];
  const labelled = gg.grundyGraphText('a b', { order: true, format: 'cp0' });
  const order: Int32Array | undefined = labelled.order;
  const stages: Int32Array | undefined = labelled.orderStage;
  void [order, stages];
  // @ts-expect-error: normal play only
  gg.grundyGraphText('a b', { noMove: 'win' });
}

// ---- partizan games -------------------------------------------------------------------
function partizan(gg: GameGraph.Module): void {
  const t: GameGraph.PartizanTextSolution = gg.solvePartizanText('a L b\na R c\nb\nc\n', { value: true, maxMemory: 1 << 26 });
  const n: number = t.n + t.mLeft + t.mRight + t.lines;
  const o: Uint8Array = t.outcomeLeft;
  const or: Uint8Array = t.outcomeRight;
  const d: Int32Array = t.depthLeft;
  const dr: Int32Array = t.depthRight;
  const ml: Int32Array = t.moveLeft;
  const mr: Int32Array = t.moveRight;
  const names: string[] = t.names;
  const name: string | undefined = t.name(0);
  const format: 'partizan' = t.format;
  const lm: number[] = t.leftMoves(0);
  const rm: number[] = t.rightMoves(0);
  const edges: Int32Array[] = [t.leftEdges, t.rightEdges];
  void [n, o, or, d, dr, ml, mr, names, name, format, lm, rm, edges];
  const text: string = t.valueText(0);
  const cls: GameGraph.OutcomeClassLetter = t.valueClass(0);
  const json: string = t.valueJson(0);
  const form: GameGraph.PartizanForm = t.valueForm(0);
  const short: boolean | undefined = t.short;
  const why: GameGraph.GameGraphError | null = t.valueError;
  const table: [Int32Array | undefined, Uint32Array | undefined, Uint32Array | undefined, Int32Array | undefined, Uint8Array | undefined, string | undefined, number | undefined] = [
    t.value, t.gameStart, t.gameLeft, t.gameOptions, t.gameClass, t.gameText, t.distinctGames,
  ];
  const code: 0 | 1 | 2 | 3 = gg.OutcomeClass[cls];
  void [text, cls, json, form, short, why, table, code];
  const e: GameGraph.PartizanSolution = gg.solvePartizanEdges(2, Int32Array.from([0, 1]), new Int32Array(0), { value: true });
  const s: GameGraph.PartizanSumResult = gg.partizanSum([{ result: t, position: 0 }, { result: e, position: 0 }], { maxMemory: 1 << 26 });
  const value: string = s.value;
  const sc: GameGraph.OutcomeClassLetter = s.outcomeClass;
  const sj: string = s.json();
  const sf: GameGraph.PartizanForm = s.form();
  const left: GameGraph.PartizanSumMove | null = s.move.left;
  const right: GameGraph.PartizanSumMove | null = s.move.right;
  void [value, sc, sj, sf, left, right, s.distinctGames];
  const steps: GameGraph.PartizanSteps = gg.partizanSteps(t, 0);
  const step: GameGraph.PartizanStep | undefined = steps.steps[0];
  const kind: GameGraph.PartizanStepKind | undefined = step && step.kind;
  const big: '' | 'options' | 'optionsDuring' | 'steps' | 'form' | 'games' = steps.tooBig;
  const zero: GameGraph.PartizanForm = [[], []];
  const fs: GameGraph.PartizanSteps = gg.partizanFormSteps([zero], [[[zero], [zero]]], { maxMemory: 1 << 26 });
  void [kind, big, fs.value, steps.start, steps.startLeft, step ? step.replacement : []];
  // @ts-expect-error: a form is [Left options, Right options]
  gg.partizanFormSteps([0], []);
  // @ts-expect-error: the moves of each side are Int32Arrays
  gg.solvePartizanEdges(2, [0, 1], new Int32Array(0));
}

async function rules(gg: GameGraph.Module): Promise<void> {
  const src = 'const start = 3;\nfunction moves(n) { return n > 0 ? [n - 1] : []; }\n';
  const solved = await gg.solveRules(src, {
    noMove: 'lose',
    maxStates: 1000,
    maxMemory: 1 << 26,
    grundy: true,
    onProgress: (found: number, solved: number, phase: 'explore' | 'solve') => void [found, solved, phase],
  });
  // @ts-expect-error: a partizan script's result has no outcome: tell them apart by partizan
  void solved.outcome;
  if (solved.partizan) throw new Error('an impartial script gives an impartial result');
  const r: GameGraph.RulesSolution = solved;
  const n: number = r.n + r.m + r.start;
  const o: Uint8Array = r.outcome;
  const d: Int32Array = r.depth;
  const mv: Int32Array = r.move;
  const key: string = r.key(0);
  const p: unknown = r.position(r.move[0]);
  const id: number = r.indexOf(2);
  const next: number[] = r.moves(0);
  const values: Int32Array | undefined = r.grundy;
  const label: string | undefined = r.label ? r.label(0) : undefined;
  const where: { line: number; column: number } = r.rules.where('moves');
  const shown: string | string[] | undefined = r.rules.show ? r.rules.show(r.position(0)) : undefined;
  const sync = gg.solveRulesSync(src) as GameGraph.RulesSolution;
  void [n, o, d, mv, key, p, id, next, values, label, where, shown, sync];
  // tiers, workers and what progress tells
  const tiered = <GameGraph.RulesSolution>await gg.solveRules(src + 'function tier(n) { return -n; }\n', {
    workers: 2,
    onProgress: (found, solved, phase, info?: GameGraph.RulesProgressInfo) => void [found, solved, phase, info && info.bytesPerPosition, info && info.tier],
  });
  const best: number = tiered.bestMove(0);
  const tiers: number = tiered.tiers;
  const ik: number = tiered.intKey(0);
  const kb: number = tiered.keyInto(0, new Uint8Array(64), 0);
  void [best, tiers, ik, kb];
  // @ts-expect-error: move is read-only (computed on demand with tiers)
  tiered.move = new Int32Array(1);
  // a sum of a rules game (solved with grundy: true) and a graph
  if (r.grundy) {
    const valued = r as GameGraph.RulesGrundySolution;
    const heap = gg.grundyGraphText('h2 h1\nh2 h0\nh1 h0\n');
    const s: GameGraph.SumResult = gg.sumGames([{ result: valued, vertex: 0 }, { result: heap, vertex: 0 }]);
    void s;
  }
  // @ts-expect-error: a RulesSolution may lack its values: solve it with grundy: true
  gg.sumGames([{ result: sync, vertex: 0 }]);
  try {
    await gg.solveRules('const start = 0; function moves(p) { return 5; }');
  } catch (e) {
    if (e instanceof gg.GameGraphError && e.code === 'script') {
      const at: [number | undefined, number | undefined, string | undefined, string | undefined] = [e.line, e.column, e.kind, e.position];
      void at;
    }
  }
  // @ts-expect-error: the script is a string
  gg.solveRulesSync(() => 0);
  // a partizan script: both starters, and the values
  const pz = await gg.solveRules('const start = 2;\nfunction left(n) { return n > 0 ? [n - 1] : []; }\nfunction right(n) { return []; }\n', { value: true });
  if (pz.partizan) {
    const both: [Uint8Array, Int32Array, Int32Array, Uint8Array] = [pz.outcomeLeft, pz.depthLeft, pz.moveRight, pz.outcomeRight];
    const lm: number[] = pz.leftMoves(0).concat(pz.rightMoves(0));
    const v: string = pz.valueText(0);
    const c: GameGraph.OutcomeClassLetter = pz.valueClass(0);
    const key: string = pz.key(0);
    const side: ('moves' | 'left' | 'right')[] = pz.rules.sides;
    const s: GameGraph.PartizanSumResult = gg.partizanSum([{ result: pz, position: 0 }]);
    void [both, lm, v, c, key, side, s];
    // @ts-expect-error: a partizan result's moves are leftMoves and rightMoves
    pz.moves(0);
  }
}

export async function main(): Promise<void> {
  const gg = await load();
  errors(gg);
  graphs(gg);
  traced(gg);
  pursuit(gg);
  race(gg);
  grundy(gg);
  partizan(gg);
  await rules(gg);
}
