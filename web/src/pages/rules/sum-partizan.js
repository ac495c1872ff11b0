// The rules page's sum card for a partizan game (left(p) and right(p)): the sum's line (its
// terms, its canonical value, its class in words, a winning move for Left moving
// first and for Right moving first, or that the starter loses; where a part's game
// has cycles, why there is no value), and the logic that plays the sum against the
// solver (ui/sum-play.js's createSumPlay): each side's moves from the games the
// sandbox sends (op pzSumComponents), the sum's value and the solver's move asked
// of the sandbox (op pzSum: the module's partizanSum), the script never run here.
//
//   showPartizanSum(el, movesEl, r, gameName)
//   noValueSumText(components, gameName)   '' or why the sum has no value
//   createPartizanLogic(ask)            ask(pos, side): a promise of pzSum's reply at pos
//   partizanComponent(c)                a component of pzSumComponents' reply, to play
import { t } from '../../core/i18n.js';
import { escapeHtml as esc } from '../../core/dom.js';
import { WIN, LOSE } from '../../core/outcome.js';
import { classText, sideName } from './partizan-words.js';

// The outcome for side moving first in a sum of class cls (L, R, N, P).
export function outcomeFor(cls, side) {
  if (cls === 'N') return WIN;
  if (cls === 'P') return LOSE;
  return (cls === 'L') === (side === 'left') ? WIN : LOSE;
}

// Why the sum has no value ('' where it has one): the first part whose game has none.
export function noValueSumText(components, gameName) {
  const k = components.findIndex((c) => c.noValue);
  if (k < 0) return '';
  return t('rules.pzSum.noValue.' + components[k].noValue, { k: k + 1, game: gameName(k) });
}

// A winning move of side moving first in words, or that side loses.
export function sumMoveText(side, m, gameName) {
  if (!m) return t('rules.pzSum.lose', { side: sideName(side) });
  const words = { side: sideName(side), k: m.component + 1, game: gameName(m.component), from: m.from, to: m.toKey, value: m.toValue, move: m.name };
  return t(m.name ? 'rules.pzSum.moveNamed' : 'rules.pzSum.move', words);
}

// The sum's line into el (data-value: its value, data-outcome: its class; both ''
// without a value) and each starter's winning move into movesEl (a list).
export function showPartizanSum(el, movesEl, r, gameName) {
  const terms = r.components.map((c, i) => c.value || '?' + (i + 1)).join(' + ');
  const why = noValueSumText(r.components, gameName);
  if (why) {
    el.textContent = why;
    el.dataset.value = '';
    el.dataset.outcome = '';
    movesEl.innerHTML = '';
    movesEl.hidden = true;
    return;
  }
  el.innerHTML = '<strong>' + esc(terms + ' = ' + r.value) + '</strong> · ' + esc(classText(r.cls));
  el.dataset.value = r.value;
  el.dataset.outcome = r.cls;
  movesEl.innerHTML = ['left', 'right'].map((side) => '<li data-side="' + side + '">' + esc(sumMoveText(side, r.moves[side], gameName)) + '</li>').join('');
  movesEl.hidden = false;
}

// A component of pzSumComponents' reply as the logic plays it.
export function partizanComponent(c) {
  return { n: c.n, names: c.names, values: c.values, left: c.left, right: c.right };
}

const KEYS = {
  forYou: 'rules.pzSum.forYou', forSolver: 'rules.pzSum.forSolver', turnWin: 'rules.pzSum.turnWin.{side}', turnLose: 'rules.pzSum.turnLose.{side}',
  turnDraw: 'rules.pzSum.turnLose.{side}', youLose: 'rules.pzSum.youLose', youWin: 'rules.pzSum.youWin', at: 'rules.pzSum.at.{side}',
};

// The logic of a partizan sum for createSumPlay; ask(pos, side) is the sandbox's
// pzSum at the positions pos with side to move (its reply: the solver's move for
// side). The last answer is kept: the value and the reply at one position are one call.
export function createPartizanLogic(ask) {
  let last = null; // { at, side, r }
  async function at(pos, side) {
    const key = pos.join(',');
    if (!last || last.at !== key || last.side !== side) last = { at: key, side, r: await ask(pos, side) };
    return last.r;
  }
  return {
    sides: true,
    join: ' + ',
    moves: (c, v, side) => c[side].to.subarray(c[side].start[v], c[side].start[v + 1]),
    // the j-th move of side from v: its name ('' none)
    moveName: (c, v, j, side) => (c[side].names ? c[side].names[c[side].start[v] + j] || '' : ''),
    term: (c, v) => c.values[v],
    async value(comps, pos, side) {
      const r = await at(pos, side);
      return { total: r.value, outcome: outcomeFor(r.cls, side), extra: classText(r.cls) };
    },
    async reply(comps, pos, lastMove, side) {
      const r = await at(pos, side);
      if (!r.reply) return null;
      const c = comps[r.reply.component];
      if (!c || r.reply.to >= c.n) throw new Error('the sandbox named a move that is not one');
      return { comp: r.reply.component, to: r.reply.to, name: r.reply.name };
    },
    keys: KEYS,
    sideName: (side) => (side ? sideName(side) : ''),
    // a point of the value history names the sum's value there
    pointLabel: (label, v) => t('rules.pz.vhPoint', { label, value: v.total }),
  };
}
