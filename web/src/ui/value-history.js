// The value history (GamesmanUni's "visual value history"), for any page that plays
// a game: after each move (and at the start), the value for the player to move,
// plotted move by move: a win above the axis, a loss below, a draw on it; the
// farther from the axis, the fewer moves are left (remoteness 0 at the edge, as
// GamesmanUni draws it). Marks differ in shape as well as colour (a win ▲, a loss
// ▼, a draw ◆: colour-blind safe). A point clicked, or reached by the arrow keys
// and Enter or Space, calls onPick(i): the page goes back to that position. Plain
// SVG built with DOM calls and styled by classes (value-history.css; colours from
// tokens.css): nothing a strict CSP forbids.
//
//   import { createValueHistory } from '../ui/value-history.js';
//   const vh = createValueHistory(host, {
//     onPick: (i) => {},            // optional: point i clicked (0: the start)
//     fileName: 'game.svg',         // optional: the SVG export's name (or a function giving it)
//     remoteness: true,             // optional: false where no point has one (a sum of games):
//                                   //   no remoteness marked, every win and loss halfway
//   });
//   vh.update(points, current);     // points: [{ value: 'win' | 'lose' | 'draw',
//                                   //   remoteness: number | null (unknown: drawn halfway),
//                                   //   label: string (the position, e.g. '3. X in row 1, column 2') }]
//                                   // current: the index of the point shown now (ringed), or -1
//   vh.svgText();                   // the chart as a standalone SVG document (colours written in)
//   vh.element;                     // the <figure> (accessible name "Value history")
//
// The texts follow the page's language (core/i18n.js, keys vh.*). Hide the host to
// hide the chart (a quiz).
import { t, fmt, onLangChange } from '../core/i18n.js';
import { download } from '../core/files.js';
import './value-history.css';

const NS = 'http://www.w3.org/2000/svg';
const PAD_L = 40; // the side words and the remoteness ticks
const PAD_R = 14;
const PAD_T = 12;
const PAD_B = 24; // the move numbers
const STEP = 28; // between two moves, at least (more where the chart has room, up to MAX_STEP)
const MAX_STEP = 56;
const HEIGHT = 176;
const MIN_WIDTH = 280;
const MARK = 6;

function svgEl(tag, attrs, cls) {
  const e = document.createElementNS(NS, tag);
  if (cls) e.setAttribute('class', cls);
  for (const k of Object.keys(attrs || {})) e.setAttribute(k, String(attrs[k]));
  return e;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

const r2 = (x) => Math.round(x * 100) / 100;

// The shape of a mark at (x, y): a triangle up (win), down (lose), a diamond (draw).
function markPath(value, x, y, s) {
  if (value === 'win') return `M${r2(x)} ${r2(y - s)}L${r2(x + s)} ${r2(y + s * 0.8)}L${r2(x - s)} ${r2(y + s * 0.8)}Z`;
  if (value === 'lose') return `M${r2(x)} ${r2(y + s)}L${r2(x + s)} ${r2(y - s * 0.8)}L${r2(x - s)} ${r2(y - s * 0.8)}Z`;
  return `M${r2(x)} ${r2(y - s)}L${r2(x + s)} ${r2(y)}L${r2(x)} ${r2(y + s)}L${r2(x - s)} ${r2(y)}Z`;
}

// What a point says: "3. X in row 1, column 2: the player to move wins in 5 moves".
function pointText(p) {
  if (p.value === 'draw') return t('vh.pointDraw', { label: p.label });
  const known = typeof p.remoteness === 'number' && p.remoteness >= 0;
  const key = p.value === 'win' ? (known ? 'vh.pointWin' : 'vh.pointWinSome') : known ? 'vh.pointLose' : 'vh.pointLoseSome';
  return t(key, { label: p.label, count: known ? p.remoteness : 0, n: known ? fmt(p.remoteness) : '' });
}

// Where the points go: { width, axis, xs, ys, levels, unit } for the points given,
// room: the width the chart has on the page (wider when the moves need it: it scrolls).
function layout(points, room) {
  const n = points.length;
  const width = Math.max(MIN_WIDTH, room, PAD_L + PAD_R + 16 + Math.max(1, n - 1) * STEP);
  const half = (HEIGHT - PAD_T - PAD_B) / 2;
  const axis = PAD_T + half;
  let max = 0;
  for (const p of points) if (typeof p.remoteness === 'number' && p.remoteness > max) max = p.remoteness;
  const levels = max + 1;
  const unit = half / levels;
  const step = n > 1 ? Math.min(MAX_STEP, (width - PAD_L - PAD_R - 16) / (n - 1)) : 0;
  const xs = points.map((_, i) => PAD_L + 8 + i * step);
  const ys = points.map((p) => {
    if (p.value === 'draw') return axis;
    const r = typeof p.remoteness === 'number' && p.remoteness >= 0 ? Math.min(p.remoteness, max) : levels / 2;
    const d = unit * (levels - r);
    return p.value === 'win' ? axis - d : axis + d;
  });
  return { width, axis, half, xs, ys, levels, unit, max };
}

// The remoteness marked on the side: 0 (the edge), the greatest, and a few between.
function ticks(max) {
  if (max <= 4) return Array.from({ length: max + 1 }, (_, i) => i);
  const step = Math.ceil(max / 4);
  const out = [];
  for (let r = 0; r < max; r += step) out.push(r);
  out.push(max);
  return out;
}

export function createValueHistory(host, { onPick = null, fileName = 'value-history.svg', remoteness = true } = {}) {
  const figure = el('figure', 'vh');
  const head = el('div', 'vh-head');
  const title = el('span', 'vh-title');
  const exportBtn = el('button', 'small vh-export');
  exportBtn.type = 'button';
  head.append(title, exportBtn);
  const scroll = el('div', 'vh-scroll');
  const svg = svgEl('svg', {}, 'vh-svg');
  scroll.appendChild(svg);
  const caption = el('figcaption', 'vh-caption');
  figure.append(head, scroll, caption);
  host.textContent = '';
  host.appendChild(figure);

  let points = [];
  let current = -1;
  let focusAt = -1; // the point that holds the tab stop (roving)

  function texts() {
    figure.setAttribute('aria-label', t('vh.title'));
    title.textContent = t('vh.title');
    exportBtn.textContent = t('vh.export');
    exportBtn.title = t('vh.exportTitle');
    caption.textContent = t(remoteness ? 'vh.caption' : 'vh.captionValues');
  }

  function draw() {
    const hadFocus = svg.contains(document.activeElement);
    svg.textContent = '';
    const L = layout(points, Math.floor(scroll.clientWidth) - 2);
    svg.setAttribute('viewBox', `0 0 ${L.width} ${HEIGHT}`);
    svg.setAttribute('width', String(L.width));
    svg.setAttribute('height', String(HEIGHT));
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', t('vh.points', { count: points.length, n: fmt(points.length) }));
    const grid = svgEl('g', {}, 'vh-grid');
    // the remoteness levels, both sides, and their numbers
    let last = Infinity;
    for (const r of remoteness ? ticks(L.max) : []) {
      const d = L.unit * (L.levels - r);
      // a number only where it has room: not on the one before, nor on the axis's D
      if (last - d < 11 || d < 10) continue;
      last = d;
      for (const y of [L.axis - d, L.axis + d]) {
        grid.appendChild(svgEl('line', { x1: PAD_L, x2: L.width - PAD_R, y1: r2(y), y2: r2(y) }, 'vh-level'));
        const label = svgEl('text', { x: PAD_L - 4, y: r2(y), 'text-anchor': 'end', 'dominant-baseline': 'central' }, 'vh-tick');
        label.textContent = fmt(r);
        grid.appendChild(label);
      }
    }
    grid.appendChild(svgEl('line', { x1: PAD_L, x2: L.width - PAD_R, y1: L.axis, y2: L.axis }, 'vh-axis'));
    const side = (text, y, cls) => {
      const e = svgEl('text', { x: 11, y: r2(y), 'text-anchor': 'middle', 'dominant-baseline': 'central', transform: `rotate(-90 11 ${r2(y)})` }, 'vh-side ' + cls);
      e.textContent = text;
      grid.appendChild(e);
    };
    side(t('vh.win'), L.axis - L.half / 2, 'vh-side-win');
    side(t('vh.lose'), L.axis + L.half / 2, 'vh-side-lose');
    const draw0 = svgEl('text', { x: PAD_L - 4, y: L.axis, 'text-anchor': 'end', 'dominant-baseline': 'central' }, 'vh-tick vh-tick-draw');
    draw0.textContent = t('letter.D');
    grid.appendChild(draw0);
    // the move numbers
    const every = Math.max(1, Math.ceil(points.length / 16));
    points.forEach((_, i) => {
      if (i % every !== 0 && i !== points.length - 1) return;
      const n = svgEl('text', { x: r2(L.xs[i]), y: HEIGHT - 6, 'text-anchor': 'middle' }, 'vh-move');
      n.textContent = fmt(i);
      grid.appendChild(n);
    });
    svg.appendChild(grid);
    if (points.length > 1) {
      const d = points.map((_, i) => (i ? 'L' : 'M') + r2(L.xs[i]) + ' ' + r2(L.ys[i])).join('');
      svg.appendChild(svgEl('path', { d, fill: 'none' }, 'vh-line'));
    }
    if (focusAt < 0 || focusAt >= points.length) focusAt = current >= 0 && current < points.length ? current : points.length - 1;
    points.forEach((p, i) => {
      const value = p.value === 'win' || p.value === 'lose' ? p.value : 'draw';
      const g = svgEl('g', { role: 'button', tabindex: i === focusAt ? 0 : -1, 'data-i': i, 'aria-label': pointText(p) }, 'vh-pt vh-' + value + (i === current ? ' vh-current' : ''));
      if (i === current) g.setAttribute('aria-current', 'step');
      const tip = svgEl('title');
      tip.textContent = pointText(p);
      g.appendChild(tip);
      if (i === current) g.appendChild(svgEl('circle', { cx: r2(L.xs[i]), cy: r2(L.ys[i]), r: MARK + 4 }, 'vh-ring'));
      g.appendChild(svgEl('circle', { cx: r2(L.xs[i]), cy: r2(L.ys[i]), r: MARK + 6 }, 'vh-hit'));
      g.appendChild(svgEl('path', { d: markPath(value, L.xs[i], L.ys[i], MARK) }, 'vh-mark'));
      svg.appendChild(g);
    });
    if (hadFocus) focusPoint(focusAt);
  }

  function focusPoint(i) {
    const g = svg.querySelector(`.vh-pt[data-i="${i}"]`);
    if (!g) return;
    for (const e of svg.querySelectorAll('.vh-pt')) e.setAttribute('tabindex', '-1');
    g.setAttribute('tabindex', '0');
    focusAt = i;
    g.focus();
  }

  function pick(i) {
    if (onPick && i >= 0 && i < points.length) onPick(i);
  }

  svg.addEventListener('click', (ev) => {
    const g = ev.target.closest && ev.target.closest('.vh-pt');
    if (!g) return;
    focusAt = Number(g.dataset.i);
    pick(focusAt);
  });
  svg.addEventListener('keydown', (ev) => {
    const g = ev.target.closest && ev.target.closest('.vh-pt');
    if (!g) return;
    const i = Number(g.dataset.i);
    const last = points.length - 1;
    const to = { ArrowLeft: i - 1, ArrowRight: i + 1, ArrowUp: i - 1, ArrowDown: i + 1, Home: 0, End: last }[ev.key];
    if (to !== undefined) {
      ev.preventDefault();
      focusPoint(Math.max(0, Math.min(last, to)));
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      pick(i);
    }
  });
  exportBtn.addEventListener('click', () => download(typeof fileName === 'function' ? fileName() : fileName, svgText(), 'image/svg+xml'));

  // The chart as a file: the drawing with the colours and fonts it has on the page
  // written into it (a file has no stylesheet), and nothing interactive.
  function svgText() {
    const copy = svg.cloneNode(true);
    const live = svg.querySelectorAll('*');
    const copies = copy.querySelectorAll('*');
    const PROPS = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-size', 'font-weight', 'font-family'];
    live.forEach((e, i) => {
      const c = copies[i];
      if (e.tagName === 'title') return;
      const cs = getComputedStyle(e);
      for (const p of PROPS) {
        const v = cs.getPropertyValue(p);
        if (v && v !== 'none' && !(p === 'opacity' && v === '1')) c.setAttribute(p, v);
        else if (p === 'fill' && v === 'none') c.setAttribute('fill', 'none');
      }
      for (const a of ['tabindex', 'role', 'aria-label', 'aria-current', 'data-i']) c.removeAttribute(a);
    });
    copy.removeAttribute('role');
    copy.removeAttribute('aria-label');
    copy.setAttribute('xmlns', NS);
    const bg = svgEl('rect', { width: '100%', height: '100%', fill: getComputedStyle(figure).getPropertyValue('--vh-bg').trim() || '#ffffff' });
    copy.insertBefore(bg, copy.firstChild);
    const name = svgEl('title');
    name.textContent = t('vh.title');
    copy.insertBefore(name, copy.firstChild);
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(copy) + '\n';
  }

  function update(list, at = -1) {
    points = Array.isArray(list) ? list.slice() : [];
    current = at;
    focusAt = at >= 0 ? at : points.length - 1;
    draw();
  }

  texts();
  draw();
  // drawn again to the width it has (a window resized, the chart shown)
  let room = 0;
  if (typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => {
      const w = Math.floor(scroll.clientWidth);
      if (w !== room) {
        room = w;
        draw();
      }
    }).observe(scroll);
  }
  onLangChange(() => {
    texts();
    draw();
  });

  return { element: figure, update, svgText };
}
