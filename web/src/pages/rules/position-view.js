// The position view of the rules page: show(p) drawn (a text, or a grid of cells
// coloured by the script's legend), the position's verdict, "why", and its moves
// with their outcomes (coloured as on the other pages). Everything written comes
// from the worker, that is from the script: text only (textContent), and colours
// through the CSSOM (a custom property set by style.setProperty), only plain
// colour syntax (plain-color.js: never a URL, var() or another function) that
// CSS.supports also accepts.
import { t, fmt } from '../../core/i18n.js';
import { parseValue, whyValue } from '../../core/grundy-why.js';
import { plainColor } from './plain-color.js';
import { keyText } from './game-line.js';
import { labelText } from '../../ui/sum-play.js';
import { DRAW, WIN, LOSE, outcomeName, letterKey, fixedOutcome, otherSide } from '../../core/outcome.js';
import { isBestMove } from '../../core/quiz.js';

// Colours for grid characters the legend does not name (Okabe-Ito and greys).
const PALETTE = ['#56B4E9', '#009E73', '#F0E442', '#CC79A7', '#D55E00', '#0072B2', '#E69F00', '#999999'];
export const EMPTY = new Set(['.', ' ', '_', '-']);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function okColor(c) {
  return plainColor(c) && typeof CSS !== 'undefined' && CSS.supports('color', c);
}

export function defaultColor(ch) {
  if (EMPTY.has(ch)) return '';
  return PALETTE[ch.codePointAt(0) % PALETTE.length];
}

// The cells of a grid, coloured by legend (char -> { color, text }).
export function drawShow(host, show, legend, key) {
  host.textContent = '';
  if (show && show.grid) {
    const rows = show.grid;
    const grid = el('div', 'pos-grid');
    grid.style.setProperty('grid-template-columns', `repeat(${rows[0].length}, var(--cell))`);
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', rows.map((r) => r.join('')).join(' / '));
    for (const row of rows) {
      for (const ch of row) {
        const entry = legend && Object.prototype.hasOwnProperty.call(legend, ch) ? legend[ch] : null;
        const cell = el('span', 'cell');
        const color = entry ? entry.color : defaultColor(ch);
        if (okColor(color)) {
          cell.classList.add('filled');
          cell.style.setProperty('--cell-color', color);
        }
        cell.textContent = entry ? entry.text || '' : EMPTY.has(ch) ? '' : ch;
        grid.appendChild(cell);
      }
    }
    host.appendChild(grid);
    return;
  }
  const pre = el('pre', 'pos-text');
  if (show && show.error) {
    pre.classList.add('show-error');
    pre.textContent = t('rules.showThrew', { message: show.error }) + '\n' + key;
  } else {
    pre.textContent = show && show.text !== undefined ? show.text : key;
  }
  host.appendChild(pre);
}

// The verdict of a position for the player to move: 'wins in 3 moves'.
export function outcomeText(o, depth) {
  if (o === DRAW) return t('rules.o.draw');
  if (depth === 0) return t(o === WIN ? 'rules.o.won' : 'rules.o.lost'); // (the game is over: not "in 0 moves")
  return t(o === WIN ? 'rules.o.winIn' : 'rules.o.loseIn', { count: depth, n: fmt(depth) });
}

export function badgeText(o, depth) {
  return t(letterKey(o)) + (o === DRAW ? '' : depth);
}

export const outcomeClass = (o) => 'o-' + outcomeName(o);

// A move's name: moveName, else the key it leads to (a string key without its JSON quotes).
function moveLabel(m) {
  return m.name || keyText(m.key);
}

// What playing move m means for the player who plays it.
export function moveResult(m) {
  const o = otherSide(m.outcome);
  if (o === DRAW) return { cls: outcomeClass(o), text: t('rules.mv.draw') };
  const count = m.depth + 1;
  return { cls: outcomeClass(o), text: t(o === WIN ? 'rules.mv.wins' : 'rules.mv.loses', { count, n: fmt(count) }) };
}

// Why the position has its Sprague-Grundy value (core/grundy-why.js): the mex of
// its options' values, Smith's rule where some are ∞; the move to a 0 it takes.
export function grundyWhyText(v) {
  const value = parseValue(v.label);
  if (!value) return '';
  const options = [];
  const seen = new Set();
  for (const m of v.moves) {
    const mv = parseValue(m.label);
    if (!mv || seen.has(m.to)) continue;
    seen.add(m.to);
    options.push({ name: moveLabel(m), value: mv });
  }
  const zero = v.moves.find((m) => m.label === '0');
  return whyValue({ name: clipKey(v.key), value, options, best: zero ? moveLabel(zero) : null });
}

function clipKey(key) {
  const k = keyText(key);
  return k.length > 40 ? k.slice(0, 39) + '…' : k;
}

export function whyText(v, noMove) {
  if (v.fixed) return t('rules.why.fixed', { o: t('rules.fx.' + outcomeName(fixedOutcome(v.fixed))) });
  if (v.moves.length === 0) return t(noMove === 'win' ? 'rules.why.noMoveWin' : 'rules.why.noMoveLose');
  // (the move that gives the outcome its depth: a partizan view's depthMove, where
  // the move starred, best by the theory, may win slower or lose sooner)
  const to = v.depthMove !== undefined && v.depthMove >= 0 ? v.depthMove : v.move;
  const best = v.moves.find((m) => m.to === to) || v.moves[0];
  const name = moveLabel(best);
  if (v.outcome === WIN) {
    return best.depth === 0 ? t('rules.why.winNow', { move: name }) : t('rules.why.win', { move: name, count: best.depth, n: fmt(best.depth) });
  }
  if (v.outcome === LOSE) {
    return v.moves.length === 1 ? t('rules.why.loseOne', { move: name, count: best.depth, n: fmt(best.depth) }) : t('rules.why.lose', { move: name, count: best.depth, n: fmt(best.depth) });
  }
  return t('rules.why.draw', { move: name });
}

// The list of moves: a button per move (click: play it); hidden: no value, star or
// Sprague-Grundy value (a quiz). side: a partizan game's side whose moves these
// are (v its record there: outcome, depth, moves): each move with the value it
// reaches, every optimal one starred.
export function drawMoves(list, v, grundy, onPlay, disabled, hidden = false, side = null) {
  list.textContent = '';
  for (const m of v.moves) {
    const li = el('li');
    const r = moveResult(m);
    const b = el('button', hidden ? 'move' : 'move ' + r.cls);
    b.type = 'button';
    b.dataset.to = String(m.to);
    b.disabled = !!disabled;
    b.appendChild(el('span', 'move-name', moveLabel(m)));
    if (!hidden) {
      b.appendChild(el('span', 'move-res', r.text));
      // (a partizan side's every optimal move, named so; else the solver's move)
      const best = side ? isBestMove(v, m) : m.to === v.move && v.outcome !== undefined;
      if (best) b.appendChild(el('span', 'move-best', '★'));
      if (best && side) b.appendChild(el('span', 'move-opt', t('rules.pz.optimalFor.' + side)));
      if (grundy && m.label) b.appendChild(el('span', 'move-g', 'G = ' + labelText(m.label)));
      if (side && m.value) b.appendChild(el('span', 'move-g', 'G = ' + m.value));
    }
    b.addEventListener('click', () => onPlay(m.to));
    li.appendChild(b);
    list.appendChild(li);
  }
  if (v.more) list.appendChild(el('li', 'muted', t('rules.moreMoves', { count: v.more, n: fmt(v.more) })));
  if (v.moves.length === 0) list.appendChild(el('li', 'muted', v.fixed ? t('rules.noMovesFixed') : t('rules.noMoves')));
}
