// The position drawn by show(p) as a board to play on (the rules page): a grid of
// cells (role grid; each cell keyboard-reachable, named "row 2, column 3: X", the
// arrow keys moving between them), where a click, Enter or Space plays the move
// that changes that cell (game-line.js's movesAtCell: several moves are offered in
// a small menu, none is said in the live region); each cell a move changes is
// painted with that move's value for the player who plays it (a colour and a
// letter with the number of moves, as board.html paints its cells), unless the
// values are hidden (a quiz). A drawing that is text, not a grid, is drawn by
// position-view.js's drawShow. Everything from the script is written as text, its
// colours only through the CSSOM and only plain colour syntax (position-view.js).
import { t, fmt, lang } from '../../core/i18n.js';
import { drawShow, moveResult, okColor, defaultColor, EMPTY } from './position-view.js';
import { movesAtCell, cellMoves, moveLabel, moveWorth } from './game-line.js';

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// The short mark of what m is worth to the player who plays it: W3, L4, D.
function worthMark(m) {
  const w = moveWorth(m);
  if (w.value === 'draw') return t('letter.D');
  return t(w.value === 'win' ? 'letter.W' : 'letter.L') + w.moves;
}
const worthClass = (m) => 'o-' + moveWorth(m).value;

// host: the element the drawing goes in (#pos-view); note: the live region where
// the board says what a click did not play; onPlay(move): a listed move to play.
export function createPlayBoard(host, { note, onPlay }) {
  let view = null;
  let width = 0;
  let rows = 0;
  let canPlay = false;
  let paint = true;
  let at = 0; // the cell holding the tab stop
  let menu = null;
  let drawn = null; // what is drawn: redrawn only when it changes

  const where = (i) => ({ row: fmt(Math.floor(i / width) + 1), column: fmt((i % width) + 1) });
  const say = (text) => {
    note.textContent = text;
  };

  function cellName(ch, i, entry) {
    const what = EMPTY.has(ch) ? t('rules.cellEmpty') : ch;
    let name = t('rules.cellName', { ...where(i), what });
    if (entry && paint) {
      name += entry.moves.length === 1
        ? ' · ' + t('rules.cellOne', { move: moveLabel(entry.best), result: moveResult(entry.best).text })
        : ' · ' + t('rules.cellSeveral', { count: entry.moves.length, n: fmt(entry.moves.length) });
    }
    return name;
  }

  function closeMenu(refocus) {
    if (!menu) return;
    const cell = menu.cell;
    menu.box.remove();
    menu = null;
    if (refocus) focusCell(cell);
  }

  function openMenu(i, moves) {
    closeMenu(false);
    const cell = host.querySelector(`.cell[data-i="${i}"]`);
    const box = el('div', 'cell-menu');
    box.setAttribute('role', 'menu');
    box.setAttribute('aria-label', t('rules.cellMenu', where(i)));
    for (const m of moves) {
      const b = el('button', 'cell-menu-item');
      b.type = 'button';
      b.setAttribute('role', 'menuitem');
      b.tabIndex = -1;
      b.dataset.to = String(m.to);
      b.appendChild(el('span', 'cell-menu-name', moveLabel(m)));
      if (paint) {
        const badge = el('span', 'badge small ' + worthClass(m), worthMark(m));
        badge.setAttribute('aria-hidden', 'true');
        b.appendChild(badge);
        b.setAttribute('aria-label', moveLabel(m) + ': ' + moveResult(m).text);
      }
      b.addEventListener('click', () => {
        closeMenu(true);
        onPlay(m);
      });
      box.appendChild(b);
    }
    box.addEventListener('keydown', (ev) => {
      const items = [...box.querySelectorAll('.cell-menu-item')];
      const k = items.indexOf(document.activeElement);
      const to = { ArrowDown: k + 1, ArrowUp: k - 1, Home: 0, End: items.length - 1 }[ev.key];
      if (to !== undefined) {
        ev.preventDefault();
        items[(to + items.length) % items.length].focus();
      } else if (ev.key === 'Escape') {
        ev.preventDefault();
        ev.stopPropagation();
        closeMenu(true);
      } else if (ev.key === 'Tab') {
        closeMenu(false);
      }
    });
    // beside the cell, within the board's column (not clipped by the drawing's scroll)
    const anchor = host.parentElement;
    anchor.appendChild(box);
    const a = anchor.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    box.style.setProperty('left', Math.max(0, Math.min(c.left - a.left, anchor.clientWidth - box.offsetWidth)) + 'px');
    box.style.setProperty('top', c.bottom - a.top + 2 + 'px');
    menu = { box, cell: i };
    say(t('rules.cellPick', { ...where(i), count: moves.length, n: fmt(moves.length) }));
    box.querySelector('.cell-menu-item').focus();
  }

  function activate(i) {
    at = i;
    if (!view) return;
    if (!canPlay) {
      say(view.moves.length === 0 ? t('rules.cellOver') : t('rules.cellWait'));
      return;
    }
    const found = movesAtCell(view.moves, i, width);
    if (found.how === 'none') say(t('rules.cellNone', where(i)));
    else if (found.moves.length === 1) {
      say('');
      onPlay(found.moves[0]);
    } else openMenu(i, found.moves);
  }

  function focusCell(i) {
    const cells = host.querySelectorAll('.pos-grid .cell');
    if (!cells.length) return;
    i = Math.max(0, Math.min(i, cells.length - 1));
    for (const c of cells) c.tabIndex = -1;
    cells[i].tabIndex = 0;
    at = i;
    cells[i].focus();
  }

  function drawGrid(grid, legend) {
    rows = grid.length;
    width = grid[0].length;
    if (at >= rows * width) at = 0;
    const paints = paint ? cellMoves(view.moves) : new Map();
    const box = el('div', 'pos-grid');
    box.style.setProperty('grid-template-columns', `repeat(${width}, var(--cell))`);
    box.setAttribute('role', 'grid');
    box.setAttribute('aria-label', t(canPlay ? 'rules.boardAria' : 'rules.boardAriaWait'));
    grid.forEach((row, y) => {
      const line = el('div', 'pos-row');
      line.setAttribute('role', 'row');
      row.forEach((ch, x) => {
        const i = y * width + x;
        const entry = legend && Object.prototype.hasOwnProperty.call(legend, ch) ? legend[ch] : null;
        const cell = el('div', 'cell');
        cell.setAttribute('role', 'gridcell');
        cell.dataset.i = String(i);
        cell.tabIndex = i === at ? 0 : -1;
        const color = entry ? entry.color : defaultColor(ch);
        if (okColor(color)) {
          cell.classList.add('filled');
          cell.style.setProperty('--cell-color', color);
        }
        const glyph = entry ? entry.text || '' : EMPTY.has(ch) ? '' : ch;
        const g = el('span', 'cell-glyph', glyph);
        g.setAttribute('aria-hidden', 'true');
        cell.appendChild(g);
        const p = paints.get(i);
        if (p) {
          const mark = el('span', 'cell-val ' + worthClass(p.best) + (glyph ? '' : ' alone') + (p.moves.length > 1 ? ' several' : ''), worthMark(p.best));
          mark.setAttribute('aria-hidden', 'true');
          cell.appendChild(mark);
          cell.dataset.value = moveWorth(p.best).value;
        }
        if (canPlay && view.moves.length) cell.classList.add('playable');
        cell.setAttribute('aria-label', cellName(ch, i, p));
        line.appendChild(cell);
      });
      box.appendChild(line);
    });
    box.addEventListener('click', (ev) => {
      const cell = ev.target.closest('.cell');
      if (!cell) return;
      const i = Number(cell.dataset.i);
      focusCell(i);
      activate(i);
    });
    box.addEventListener('keydown', (ev) => {
      const cell = ev.target.closest('.cell');
      if (!cell) return;
      const i = Number(cell.dataset.i);
      const x = i % width;
      const to = {
        ArrowLeft: x > 0 ? i - 1 : i,
        ArrowRight: x < width - 1 ? i + 1 : i,
        ArrowUp: i - width >= 0 ? i - width : i,
        ArrowDown: i + width < rows * width ? i + width : i,
        Home: ev.ctrlKey ? 0 : i - x,
        End: ev.ctrlKey ? rows * width - 1 : i - x + width - 1,
      }[ev.key];
      if (to !== undefined) {
        ev.preventDefault();
        focusCell(to);
      } else if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        activate(i);
      }
    });
    return box;
  }

  document.addEventListener('pointerdown', (ev) => {
    if (menu && !menu.box.contains(ev.target)) closeMenu(false);
  }, true);

  // Draws view (the sandbox's view of the position) with the script's legend;
  // opts: { canPlay: the reader may move now, paint: the values shown }.
  function render(v, legend, opts) {
    const want = { v, legend, canPlay: !!opts.canPlay, paint: opts.paint !== false, lang: lang() };
    if (drawn && Object.keys(want).every((k) => want[k] === drawn[k])) return;
    drawn = want;
    const hadFocus = host.contains(document.activeElement) || (document.activeElement === document.body && host.dataset.focus === 'yes');
    closeMenu(false);
    view = v;
    canPlay = !!opts.canPlay;
    paint = opts.paint !== false;
    host.textContent = '';
    if (v.show && v.show.grid && v.show.grid.length && v.show.grid[0].length) {
      host.appendChild(drawGrid(v.show.grid, legend));
      if (hadFocus) focusCell(at);
    } else {
      width = 0;
      drawShow(host, v.show, legend, v.key);
    }
  }
  host.addEventListener('focusin', () => {
    host.dataset.focus = 'yes';
  });
  host.addEventListener('focusout', (ev) => {
    if (!host.contains(ev.relatedTarget) && ev.relatedTarget !== null) host.dataset.focus = 'no';
  });

  return {
    render,
    get menuOpen() {
      return !!menu;
    },
    clear() {
      closeMenu(false);
      say('');
    },
  };
}
