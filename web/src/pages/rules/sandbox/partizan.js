// A partizan script (left(p) and right(p)) in the rules sandbox's worker: what the
// page is told of it, as plain data. The summary (the start's outcome for each
// starter, its value and class, the classes counted); the view of a position for
// the side to move (its moves in the shape an impartial view has, so the page's
// game, quiz and value history play it as they are, and both sides' moves with the
// value each reaches, whether the canonical form keeps it, and why the position
// has its value: partizan-why.js; the simplification step by step: the module's
// partizanSteps); the table's rows; the exports' lines (CSV,
// JSON, the partizan graph text `u L v` / `u R v`).
import { DRAW, WIN, outcomeName, fixedOutcome } from '../../../core/outcome.js';
import { graphName } from './export.js';
import { whyOf } from './partizan-why.js';
import { gameTable, optionRoles } from '../../../core/game-table.js';
import { csvField } from '../../../core/files.js';
import { clip, shown, listMoves } from './positions.js';
import { STEPS_SENT, STEP_TEXT, STEP_FORM, REPLACED_SENT } from './limits.js';
import { isBestMove, moveRank as rank } from '../../../core/quiz.js';

export const VALUE_MAX = 500; // characters of a value's text sent (a longer one: cut, with …)
const FIELD = { left: ['outcomeLeft', 'depthLeft', 'moveLeft'], right: ['outcomeRight', 'depthRight', 'moveRight'] };
const otherOf = (side) => (side === 'left' ? 'right' : 'left');

// A position's class from its outcomes for both starters: L (Left wins whoever
// starts), R, N (the first player wins), P (the second); D where either starter draws.
export function classOf(outcomeLeft, outcomeRight) {
  if (outcomeLeft === DRAW || outcomeRight === DRAW) return 'D';
  if (outcomeLeft === WIN) return outcomeRight === WIN ? 'N' : 'L';
  return outcomeRight === WIN ? 'R' : 'P';
}

const valued = (r) => !!r.value && !r.valueError;

// The value of position i as text ('' without values; cut past VALUE_MAX).
export function valueAt(r, i) {
  if (!valued(r)) return '';
  let s;
  try {
    s = r.valueText(i);
  } catch (e) {
    return '';
  }
  return clip(s, VALUE_MAX);
}

// Position i for the player moving first on side: { outcome, depth, move }.
function sideAt(r, i, side) {
  const [o, d, m] = FIELD[side];
  return { outcome: r[o][i], depth: r[d][i], move: r[m][i] };
}

// Why a game has no values: '' (it has), 'cycle', 'outcome' (outcome(p) ends it), 'other'.
export function noValueOf(r) {
  if (valued(r)) return '';
  const code = r.valueError && r.valueError.code;
  return code === 'not-short' ? 'cycle' : code === 'script' ? 'outcome' : 'other';
}

// The summary's partizan part.
export function partizanSummary(r) {
  const counts = { L: 0, R: 0, N: 0, P: 0, D: 0 };
  for (let i = 0; i < r.n; i++) counts[classOf(r.outcomeLeft[i], r.outcomeRight[i])]++;
  const left = sideAt(r, 0, 'left');
  const right = sideAt(r, 0, 'right');
  return {
    left: { outcome: left.outcome, depth: left.depth },
    right: { outcome: right.outcome, depth: right.depth },
    cls: classOf(left.outcome, right.outcome),
    value: valueAt(r, 0),
    noValue: noValueOf(r),
    counts,
    games: valued(r) ? r.distinctGames || 0 : 0,
  };
}

// The simplification of a position's game step by step (the module's
// partizanSteps) as the page is told it: texts clipped (an option, an answer, a
// bound at STEP_TEXT characters, a form at STEP_FORM), at most STEPS_SENT steps
// and REPLACED_SENT options replacing a reversible one (replaced: how many);
// sandbox/limits.js.
export function stepsReply(s) {
  const c = (x) => clip(x, STEP_TEXT);
  return {
    value: clip(s.value, VALUE_MAX),
    start: clip(s.start, STEP_FORM),
    givenLeft: s.givenLeft,
    givenRight: s.givenRight,
    tooBig: s.tooBig,
    tooBigCount: s.tooBigCount,
    tooBigLimit: s.tooBigLimit,
    steps: s.steps.slice(0, STEPS_SENT).map((x) => ({
      kind: x.kind,
      side: x.side,
      option: c(x.option),
      by: c(x.by),
      replacement: x.replacement.slice(0, REPLACED_SENT).map(c),
      replaced: x.replacement.length,
      number: c(x.number),
      low: c(x.low),
      high: c(x.high),
      nim: x.nim,
      ups: x.ups,
      star: x.star,
      form: clip(x.form, STEP_FORM),
    })),
  };
}

// The view of position id with `side` to move, move names in lang; kept: an
// object kept with the solved game (its table of games, made once, is put there);
// steps(id): the module's partizanSteps of a position (the simplification step
// by step; its failure leaves the view without steps).
export function partizanView(r, id, side, lang, kept, steps) {
  side = side === 'right' ? 'right' : 'left';
  const p = r.position(id);
  const f = r.fixed ? r.fixed[id] : 0;
  // outcome(p) naming the winner (4: Left, 5: Right) said for the player to move (1 wins, 2 loses)
  const fixed = f === 4 ? (side === 'left' ? 1 : 2) : f === 5 ? (side === 'right' ? 1 : 2) : f;
  const show = shown(r, p);
  const grid = show && show.grid ? show : null;
  const lists = {};
  for (const s of ['left', 'right']) {
    const at = sideAt(r, id, s);
    // a move of s: what it reaches for the other side, then to move
    const [o, d] = FIELD[otherOf(s)];
    const fields = (to) => ({ outcome: r[o][to], depth: r[d][to], label: '', value: valueAt(r, to), role: '', because: -1, through: '' });
    const listed = f ? { moves: [], more: 0 } : listMoves(r, p, s === 'left' ? r.leftMoves(id) : r.rightMoves(id), r.rules[s](p), grid, fields, lang);
    lists[s] = { ...at, ...listed };
  }
  const out = {
    id,
    key: clip(r.key(id), 300),
    outcome: lists[side].outcome,
    depth: lists[side].depth,
    move: lists[side].move,
    // the move that gives the outcome its depth (the engine's: the fastest win, the
    // slowest loss), which "Why?" names; move, the one the page stars and the
    // solver plays, may be another, best by the theory (below)
    depthMove: lists[side].move,
    fixed,
    label: '',
    show,
    moves: lists[side].moves,
    more: lists[side].more,
    partizan: { side, value: valueAt(r, id), cls: classOf(lists.left.outcome, lists.right.outcome), left: lists.left, right: lists.right, why: null, steps: null },
  };
  if (valued(r) && !f) {
    if (!kept.table) kept.table = gameTable(r);
    const T = kept.table;
    const engine = { left: lists.left.move, right: lists.right.move };
    try {
      const g = r.value[id];
      const games = (s) => lists[s].moves.map((m) => r.value[m.to]);
      for (const s of ['left', 'right']) {
        optionRoles(T, g, games(s), s).forEach((x, i) => Object.assign(lists[s].moves[i], { role: x.role, because: x.because, through: clip(x.through, 200) }));
      }
      // each side's move the solver plays: the engine's (the fastest win, the slowest
      // loss) unless its option is dominated; then the fastest of the best by the
      // theory (core/quiz.js, isBestMove), which the page stars and the quiz accepts
      for (const s of ['left', 'right']) {
        const l = lists[s];
        const mine = l.moves.find((m) => m.to === l.move);
        if (!mine || mine.role !== 'dominated') continue;
        let best = null;
        for (const m of l.moves) if (isBestMove(l, m) && (best === null || rank(m) > rank(best))) best = m;
        if (best) l.move = best.to;
      }
      out.move = lists[side].move;
      out.partizan.why = whyOf(T, g, games('left'), games('right'));
    } catch (e) {
      // games nested too deep to compare here (G <= H recurses over their forms):
      // no roles, no Why?, the engine's moves
      if (!(e instanceof RangeError)) throw e;
      for (const s of ['left', 'right']) {
        for (const m of lists[s].moves) Object.assign(m, { role: '', because: -1, through: '' });
        lists[s].move = engine[s];
      }
      out.move = lists[side].move;
      out.partizan.why = null;
    }
    if (steps) {
      try {
        out.partizan.steps = stepsReply(steps(id));
      } catch (e) {
        out.partizan.steps = null; // (memory, say: the view without its steps)
      }
    }
  }
  return out;
}

// The table's rows from..to-1.
export function partizanRows(r, from, to) {
  const rows = [];
  const best = (m) => (m >= 0 ? clip(r.key(m), 200) : '');
  for (let i = from; i < to; i++) {
    const l = sideAt(r, i, 'left');
    const rt = sideAt(r, i, 'right');
    rows.push({
      id: i,
      key: clip(r.key(i), 200),
      value: valueAt(r, i),
      cls: classOf(l.outcome, rt.outcome),
      left: { outcome: l.outcome, depth: l.depth, best: best(l.move) },
      right: { outcome: rt.outcome, depth: rt.depth, best: best(rt.move) },
    });
  }
  return { offset: from, partizan: true, rows };
}

// One position's fields as the exports write them.
function record(r, i) {
  const side = (s) => {
    const a = sideAt(r, i, s);
    return { outcome: outcomeName(a.outcome), depth: a.outcome === DRAW ? null : a.depth, best: a.move >= 0 ? r.key(a.move) : null };
  };
  let value = null;
  try {
    value = valued(r) ? r.valueText(i) : null;
  } catch (e) {
    value = null;
  }
  return { key: r.key(i), value, class: classOf(r.outcomeLeft[i], r.outcomeRight[i]), left: side('left'), right: side('right') };
}

const CSV_HEAD = ['key', 'name', 'value', 'class', 'left_first', 'left_depth', 'left_best', 'right_first', 'right_depth', 'right_best'];

export const PARTIZAN_EXPORT_ROWS = {
  // the partizan graph text (README, "Partizan games"): Left's moves `u L v`, Right's `u R v`
  graph: {
    head(r) {
      const title = String(r.title || 'rules').replace(/\s+/g, ' ');
      const lines = [`# ${title}: the partizan state graph of a rules script, ${r.n} positions, ${r.mLeft} moves of Left's, ${r.mRight} of Right's (gamegraph, rules.html)`,
        `# names: the positions' keys (%XX where a key holds a blank, '#', '%' or a control character)`];
      if (r.fixed) lines.push('# outcome(p) ends the game at some positions: written here without moves, each with a comment');
      lines.push(graphName(r.key(0)));
      return lines.join('\n') + '\n';
    },
    line(r, u) {
      const name = graphName(r.key(u));
      const f = r.fixed ? r.fixed[u] : 0;
      if (f) return `# ${name}: outcome(p) = ${f === 4 ? 'left' : f === 5 ? 'right' : outcomeName(fixedOutcome(f))}\n${name}\n`;
      let out = '';
      for (const v of r.leftMoves(u)) out += `${name} L ${graphName(r.key(v))}\n`;
      for (const v of r.rightMoves(u)) out += `${name} R ${graphName(r.key(v))}\n`;
      return out;
    },
    tail: () => '',
  },
  csv: {
    head: () => CSV_HEAD.join(',') + '\n',
    line(r, i) {
      const o = record(r, i);
      const s = (a) => [a.outcome, a.depth === null ? '' : a.depth, a.best === null ? '' : a.best];
      return [o.key, graphName(o.key), o.value === null ? '' : o.value, o.class, ...s(o.left), ...s(o.right)].map(csvField).join(',') + '\n';
    },
    tail: () => '',
  },
  json: {
    head: (r) => `{\n "title": ${JSON.stringify(r.title || '')},\n "partizan": true,\n "positions": ${r.n},\n "leftMoves": ${r.mLeft},\n "rightMoves": ${r.mRight},\n "values": [\n`,
    line: (r, i) => (i ? ',\n' : '') + '  ' + JSON.stringify(record(r, i)),
    tail: () => '\n ]\n}\n',
  },
};
