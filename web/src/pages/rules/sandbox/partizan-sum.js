// Sums of partizan games in the rules sandbox's worker (the page's sum card for a
// script with left(p) and right(p)): the parts' games solved with their values,
// the sum's value, class and a winning move for each starter (the module's
// partizanSum), the solver's move in a sum played on the page, and the games sent
// to the page to be played. Plain data; no DOM.
//
// A part, from the page: { game: 'this' } (the partizan game solved) or { game:
// 'rules', source } (another partizan example, solved here with its values and
// kept), at: a position id.
//
//   const sums = createPartizanSums({ gg: () => gg, solved: () => kept.r, lang: () => lang });
//   sums.positions({ part })   sums.sum({ parts, side })   sums.components({ parts })
import { clip, moveNameOf } from './positions.js';
import { valueAt, noValueOf, VALUE_MAX } from './partizan.js';
import { scriptKind } from '../script-kind.js';
import { SUM_PLAY_MAX } from './limits.js';

const SUM_MAX_STATES = 200000; // another example is explored up to this many positions
const REPLY_TRIES = 400; // a losing side's moves weighed, at most
const NAMED_MOVES_MAX = 50000; // a game to play with at most this many moves has them named (moveName)

export function sumError(message, code, limit) {
  const e = new Error(message);
  e.code = code;
  if (limit !== undefined) e.limit = limit;
  return e;
}

// Position at of a game of n positions, checked (the sums of either kind).
export function positionIn(n, at) {
  if (!Number.isInteger(at) || at < 0 || at >= n) throw sumError(`no position ${at} (0..${n - 1})`, 'bad-position');
  return at;
}

// A game of n positions, checked small enough to be played in a sum on the page.
export function checkPlayable(n) {
  if (n > SUM_PLAY_MAX) throw sumError(`${n} positions: a game of at most ${SUM_PLAY_MAX} positions is played in a sum here`, 'too-big', SUM_PLAY_MAX);
}

export function createPartizanSums({ gg, solved, lang }) {
  const games = new Map(); // source -> a partizan game solved with its values

  function gameOf(part) {
    if (part.game === 'rules') {
      const source = String(part.source);
      if (!games.has(source)) {
        const kind = scriptKind(source);
        if (!kind || !kind.partizan) throw sumError('this game is not partizan: it has no left(p) and right(p)', 'not-partizan');
        games.set(source, gg().solveRulesSync(source, { value: true, maxStates: SUM_MAX_STATES }));
      }
      return games.get(source);
    }
    const r = solved();
    if (!r.partizan) throw sumError('the game solved is not partizan', 'not-partizan');
    return r;
  }
  const positionOf = (r, part) => positionIn(r.n, Number(part.at) || 0);
  const keyOf = (r, i) => clip(r.key(i), 60);

  // The positions of a part's game to pick from: their keys and values, the first max.
  function positions(part, max) {
    const r = gameOf(part);
    const keys = [];
    const values = [];
    for (let i = 0; i < r.n && i < max; i++) {
      keys.push(keyOf(r, i));
      values.push(valueAt(r, i));
    }
    return { n: r.n, keys, values, noValue: noValueOf(r) };
  }

  // The sum of the parts at their positions: its value and class, each part's
  // value, and a winning move for Left moving first and for Right moving first
  // (null: that side loses). Where a part's game has no values, the sum has none:
  // value '' and that part's noValue say why. side ('left' | 'right'): that side's
  // move is also chosen where it loses (`reply`: any move, one that leaves the
  // other side a position where it must still play well, class N, if there is one).
  function sum(args) {
    const rs = args.parts.map(gameOf);
    const at = args.parts.map((p, i) => positionOf(rs[i], p));
    const components = rs.map((r, i) => ({ key: keyOf(r, at[i]), value: valueAt(r, at[i]), noValue: noValueOf(r) }));
    const out = { value: '', cls: '', components, moves: { left: null, right: null }, reply: null };
    if (components.some((c) => c.noValue)) return out;
    const s = gg().partizanSum(rs.map((r, i) => ({ result: r, position: at[i] })));
    out.value = clip(s.value, VALUE_MAX);
    out.cls = s.outcomeClass;
    for (const side of ['left', 'right']) {
      const m = s.move[side];
      if (!m) continue;
      const r = rs[m.component];
      out.moves[side] = { component: m.component, to: m.to, from: keyOf(r, m.from), toKey: keyOf(r, m.to), toValue: valueAt(r, m.to), name: moveNameOf(r, m.from, m.to, lang()) };
    }
    const side = args.side === 'left' || args.side === 'right' ? args.side : null;
    if (side) {
      const m = out.moves[side] ? { component: out.moves[side].component, to: out.moves[side].to } : losingMove(rs, at, side);
      out.reply = m && { ...m, name: moveNameOf(rs[m.component], at[m.component], m.to, lang()) };
    }
    return out;
  }

  // A losing side's move: one after which the other side, to move, is in a position
  // of class N (it wins only by playing well) where there is one; else the first.
  function losingMove(rs, at, side) {
    let first = null;
    let tries = 0;
    for (let i = 0; i < rs.length; i++) {
      for (const to of rs[i][side === 'left' ? 'leftMoves' : 'rightMoves'](at[i])) {
        if (!first) first = { component: i, to };
        if (++tries > REPLY_TRIES) return first;
        const s = gg().partizanSum(rs.map((r, j) => ({ result: r, position: j === i ? to : at[j] })));
        if (s.outcomeClass === 'N') return { component: i, to };
      }
    }
    return first;
  }

  // The games of a sum to be played on the page: each side's moves (CSR: start,
  // to; names: each move's moveName, in the page's language, where the game has
  // at most NAMED_MOVES_MAX moves and a moveName), every position's key and value,
  // the position the part stands at.
  function components(args) {
    return args.parts.map((part) => {
      const r = gameOf(part);
      const why = noValueOf(r);
      if (why) throw sumError(why === 'cycle' ? 'this game has cycles: it has no value, and a sum with it none either' : 'this game has no values', 'no-values');
      checkPlayable(r.n);
      const named = !!r.rules.moveName && r.mLeft + r.mRight <= NAMED_MOVES_MAX;
      const side = (name) => {
        const start = new Int32Array(r.n + 1);
        const to = [];
        const names = named ? [] : null;
        for (let i = 0; i < r.n; i++) {
          for (const q of r[name](i)) {
            to.push(q);
            if (named) names.push(moveNameOf(r, i, q, lang()));
          }
          start[i + 1] = to.length;
        }
        return { start, to: Int32Array.from(to), names };
      };
      const names = [];
      const values = [];
      for (let i = 0; i < r.n; i++) {
        names.push(keyOf(r, i));
        values.push(valueAt(r, i));
      }
      return { n: r.n, names, values, left: side('leftMoves'), right: side('rightMoves'), at: positionOf(r, part) };
    });
  }

  return {
    positions: (args, max) => positions(args.part, max),
    sum,
    components,
    // a new game solved: the other examples stay solved (their scripts are the same)
  };
}
