// The step-through model: turns the engine's event log (traceGraphText's `trace`,
// five int32 per event, see solver/core/trace.hpp) into the steps a reader walks
// through, and replays them into the state shown at any step: what is decided,
// the counters, the queue, the vertex taken from the queue and the move looked at.
// No DOM here (the page, the <game-graph> element and the Node tests share it).
import { DRAW, WIN } from './outcome.js';

var EV = { FIXED: 1, NO_MOVE: 2, COUNTER: 3, DEQUEUE: 4, EXAMINE: 5, DECIDE: 6, DRAW: 7, END: 8 };
var STRIDE = 5;

// Step kinds (narration keys in the language files: 'step.<kind>').
//   start                    every vertex gets its counter
//   fixed     {v, o}         v's outcome is fixed in the text
//   nomove    {v, o}         v has no move
//   dequeue   {v, o, depth, preds}  v leaves the queue (preds: moves into it)
//   seen      {u, v, o}      u was decided already (o: its outcome)
//   win       {u, v, depth}  u can move to the lost v: WIN
//   count     {u, v, before, after, moves}  u's move to the won v: counter down
//   lose      {u, v, depth, moves}  u's last open move reaches a won position: LOSE
//   draws     {list}         nothing else can be decided: DRAW
function buildSteps(trace) {
  var steps = [{ kind: 'start', ev: [] }];
  var n = trace.length / STRIDE;
  var moves = {}; // initial counter = number of moves
  var preds = null;
  var draws = [];
  for (var i = 0; i < n; i++) {
    var p = i * STRIDE;
    var k = trace[p];
    var a = trace[p + 1];
    var b = trace[p + 2];
    var c = trace[p + 3];
    var d = trace[p + 4];
    if (k === EV.COUNTER) {
      steps[0].ev.push(i);
      moves[a] = b;
    } else if (k === EV.FIXED) {
      steps.push({ kind: 'fixed', v: a, o: b, ev: [i] });
    } else if (k === EV.NO_MOVE) {
      steps.push({ kind: 'nomove', v: a, o: b, ev: [i] });
    } else if (k === EV.DEQUEUE) {
      preds = { kind: 'dequeue', v: a, o: b, depth: c, preds: 0, ev: [i] };
      steps.push(preds);
    } else if (k === EV.EXAMINE) {
      if (preds) preds.preds++;
      var next = i + 1 < n ? trace[(i + 1) * STRIDE] : 0;
      var decides = next === EV.DECIDE && trace[(i + 1) * STRIDE + 1] === a;
      if (c < 0) {
        steps.push({ kind: 'seen', u: a, v: b, ev: [i] });
      } else if (decides) {
        var q = (i + 1) * STRIDE;
        var o = trace[q + 2];
        steps.push(
          o === WIN
            ? { kind: 'win', u: a, v: b, depth: trace[q + 3], ev: [i, i + 1] }
            : { kind: 'lose', u: a, v: b, depth: trace[q + 3], moves: moves[a], before: c, after: d, ev: [i, i + 1] }
        );
        i++;
      } else {
        steps.push({ kind: 'count', u: a, v: b, before: c, after: d, moves: moves[a], ev: [i] });
      }
    } else if (k === EV.DECIDE) {
      throw new Error('trace: a decision without its examined move at event ' + i);
    } else if (k === EV.DRAW) {
      draws.push(a);
    } else if (k === EV.END) {
      steps.push({ kind: 'draws', list: draws, ev: [i] });
    }
  }
  return steps;
}

// model = new TraceModel(result): result has n, edges, trace (and the
// solution of the same run, which the last step reproduces).
function TraceModel(result) {
  this.result = result;
  this.n = result.n;
  this.trace = result.trace;
  this.steps = buildSteps(result.trace);
  this._cache = null;
}

// The state after the steps 0..k (k = -1: before anything):
//   outcome   Int8Array: -1 undecided, else a code of core/outcome.js
//   depth     Int32Array (-1 unknown or draw)
//   move      Int32Array: the move that decided a vertex (-1 none)
//   counter   Int32Array: moves not yet known to reach a won position (-1: no counter)
//   queue     the vertices waiting, the next first
//   current   the vertex last taken from the queue (-1 none)
//   examined  the vertex whose move into `current` is being looked at (-1 none)
//   changed   the vertex this step decided (-1 none)
TraceModel.prototype.stateAt = function (k) {
  var n = this.n;
  var s = this._cache && this._cache.k <= k ? this._cache : null;
  if (!s) {
    s = {
      k: -1,
      outcome: new Int8Array(n).fill(-1),
      depth: new Int32Array(n).fill(-1),
      move: new Int32Array(n).fill(-1),
      counter: new Int32Array(n).fill(-1),
      q: [],
      head: 0,
      current: -1,
      examined: -1,
      changed: -1,
    };
  } else {
    s = {
      k: s.k,
      outcome: s.outcome.slice(),
      depth: s.depth.slice(),
      move: s.move.slice(),
      counter: s.counter.slice(),
      q: s.q.slice(),
      head: s.head,
      current: s.current,
      examined: s.examined,
      changed: s.changed,
    };
  }
  var t = this.trace;
  for (var j = s.k + 1; j <= k && j < this.steps.length; j++) {
    var step = this.steps[j];
    s.examined = -1;
    s.changed = -1;
    for (var e = 0; e < step.ev.length; e++) {
      var p = step.ev[e] * STRIDE;
      var kind = t[p];
      var a = t[p + 1];
      if (kind === EV.COUNTER) s.counter[a] = t[p + 2];
      else if (kind === EV.FIXED || kind === EV.NO_MOVE) {
        s.outcome[a] = t[p + 2];
        s.changed = a;
        if (t[p + 2] !== DRAW) {
          s.depth[a] = 0;
          s.q.push(a);
        }
      } else if (kind === EV.DEQUEUE) {
        s.head++;
        s.current = a;
      } else if (kind === EV.EXAMINE) {
        s.examined = a;
        if (t[p + 3] >= 0) s.counter[a] = t[p + 4];
      } else if (kind === EV.DECIDE) {
        s.outcome[a] = t[p + 2];
        s.depth[a] = t[p + 3];
        s.move[a] = t[p + 4];
        s.changed = a;
        s.q.push(a);
      } else if (kind === EV.DRAW) {
        s.outcome[a] = DRAW;
      } else if (kind === EV.END) {
        s.current = -1;
      }
    }
    if (step.kind === 'draws') {
      for (var d = 0; d < step.list.length; d++) s.outcome[step.list[d]] = DRAW;
    }
    s.k = j;
  }
  this._cache = s;
  return {
    step: s.k,
    outcome: s.outcome,
    depth: s.depth,
    move: s.move,
    counter: s.counter,
    queue: s.q.slice(s.head),
    current: s.current,
    examined: s.examined,
    changed: s.changed,
  };
};

TraceModel.EV = EV;
TraceModel.STRIDE = STRIDE;
TraceModel.buildSteps = buildSteps;
export { TraceModel };

