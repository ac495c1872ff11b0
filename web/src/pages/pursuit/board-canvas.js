// The board of board.html on a <canvas>: walls, exits, the two pieces, the map
// colours (who wins with a piece on each cell) with depths, the moves of the
// piece to move labelled with their value, the last move, a keyboard cursor.
// Reports pointer and key input as cells; knows nothing of the rules. Also
// writes the same board as an SVG document (boardSvg), from the model. The grid's
// machinery (sizing, hit-testing, pointer input, the pieces) is ui/grid-canvas.js,
// the colours' ui/tokens.js.
import { words } from './model.js';
import { escapeHtml } from '../../core/dom.js';
import { GridCanvas, disc, SANS, MONO } from '../../ui/grid-canvas.js';
import { readTokens, hexRgb, rgbCss, mix } from '../../ui/tokens.js';

// The colours come from styles/tokens.css (light and dark; 6-digit hex).
export function palette() {
  return readTokens(document.documentElement, { pursuer: '--pursuer', evader: '--evader', evaderLine: '--lose-edge', draw: '--draw', exit: '--exit', wall: '--wall', free: '--field', line: '--line', ink: '--ink', focus: '--focus' });
}

// The colour of a winner's cell, lighter the longer the game lasts (k in 0..1).
function shade(hex, k) {
  return rgbCss(mix(hexRgb(hex), [255, 255, 255], 0.62 * k));
}

// The fill of a map cell, and the depth scale per winner.
function mapScale(map) {
  const maxDepth = [1, 1, 1];
  for (let q = 0; q < map.winner.length; q++) {
    const w = map.winner[q];
    if (w < 3 && map.depth[q] > maxDepth[w]) maxDepth[w] = map.depth[q];
  }
  return maxDepth;
}
function mapFill(map, i, maxDepth, P) {
  const w = map.winner[i];
  const k = map.depth[i] >= 0 ? map.depth[i] / maxDepth[w] : 1;
  return { fill: w === 1 ? shade(P.pursuer, k) : w === 2 ? shade(P.evader, k) : P.draw, light: !(w === 1 && k < 0.55) };
}

export class BoardCanvas extends GridCanvas {
  constructor(canvas, wrap) {
    super(canvas, wrap);
    this.model = null;
    this.view = {}; // { pursuer, evader, map, mapPiece, targets, moveLabels, last }
    this.cursor = 0;
    this.onDown = () => {}; // (cell, ev)
    this.onDrag = () => {}; // (cell)
    this.onUp = () => {};
    this.onKey = () => false; // (cell, ev) -> true if handled
    this.onHover = () => {}; // (cell or -1, x, y)
    this.bind();
  }

  // The board shown (the grid follows it).
  get model() {
    return this.m;
  }
  set model(m) {
    this.m = m;
    this.cols = m ? m.cols : 0;
    this.rows = m ? m.rows : 0;
  }
  // css pixels per cell
  get cs() {
    return this.cell;
  }

  // Pointer input: a press (the canvas focused, the cursor there) and a drag paint
  // cells, a hover shows the tip.
  pressed(c, ev) {
    this.canvas.focus({ preventScroll: true });
    this.cursor = c;
    this.onDown(c, ev);
  }
  moved(c, changed, ev) {
    if (changed) this.draw();
    this.onHover(c, ev.clientX, ev.clientY);
    if (this.dragging && c >= 0) this.onDrag(c);
  }
  released() {
    this.onUp();
  }
  left() {
    this.hover = -1;
    this.onHover(-1);
    this.draw();
  }

  bind() {
    const cv = this.canvas;
    this.bindPointer();
    cv.addEventListener('contextmenu', (ev) => ev.preventDefault());
    cv.addEventListener('keydown', (ev) => {
      const m = this.model;
      if (!m) return;
      let r = Math.floor(this.cursor / m.cols);
      let c = this.cursor % m.cols;
      let moved = true;
      if (ev.key === 'ArrowUp') r = Math.max(0, r - 1);
      else if (ev.key === 'ArrowDown') r = Math.min(m.rows - 1, r + 1);
      else if (ev.key === 'ArrowLeft') c = Math.max(0, c - 1);
      else if (ev.key === 'ArrowRight') c = Math.min(m.cols - 1, c + 1);
      else moved = false;
      if (moved && !ev.altKey && !ev.ctrlKey && !ev.metaKey) {
        ev.preventDefault();
        ev.stopPropagation(); // the arrows move the cursor here, not the replay
        this.cursor = r * m.cols + c;
        if (ev.shiftKey) this.onDrag(this.cursor); // Shift+arrows paint
        this.draw();
        return;
      }
      if (this.onKey(this.cursor, ev)) {
        ev.preventDefault();
        ev.stopPropagation();
        this.draw();
      }
    });
    cv.addEventListener('focus', () => this.draw());
    cv.addEventListener('blur', () => this.draw());
  }

  // Sizes the canvas to the model and the space it has (maxHeight: the page's choice).
  layout(maxHeight) {
    const m = this.model;
    if (!m) return;
    const avail = Math.max(120, this.wrap.clientWidth - 2);
    const maxH = Math.max(100, maxHeight || Math.min(window.innerHeight * 0.78, 900));
    const cs = Math.max(4, Math.floor(Math.min(avail / m.cols, maxH / m.rows, 56)));
    this.cell = cs;
    this.setSize(cs * m.cols, cs * m.rows);
  }

  setModel(m, maxHeight) {
    this.model = m;
    if (this.cursor >= m.rows * m.cols) this.cursor = 0;
    this.layout(maxHeight);
    this.draw();
  }

  setView(v) {
    this.view = v || {};
    this.draw();
  }

  draw() {
    const m = this.model;
    if (!m) return;
    const { ctx, cs } = this;
    const v = this.view;
    const P = palette();
    const W = cs * m.cols;
    const H = cs * m.rows;
    const w = words(m);
    this.begin();
    ctx.fillStyle = P.free;
    ctx.fillRect(0, 0, W, H);
    const map = v.map;
    const numbers = cs >= 18;
    const maxDepth = map ? mapScale(map) : null;
    const numFont = '600 ' + Math.max(9, Math.round(cs * 0.38)) + 'px ' + MONO;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = numFont;
    for (let r = 0; r < m.rows; r++) {
      for (let c = 0; c < m.cols; c++) {
        const i = r * m.cols + c;
        const x = c * cs;
        const y = r * cs;
        if (m.walls[i]) {
          ctx.fillStyle = P.wall;
          ctx.fillRect(x, y, cs, cs);
          if (cs >= 10) {
            // hatched: a wall never looks like a grey (drawn) cell of a map
            ctx.save();
            ctx.beginPath();
            ctx.rect(x, y, cs, cs);
            ctx.clip();
            ctx.strokeStyle = 'rgba(255,255,255,0.16)';
            ctx.lineWidth = 1;
            ctx.beginPath();
            const step = Math.max(5, cs / 4);
            for (let h = -cs; h < cs; h += step) {
              ctx.moveTo(x + h, y + cs);
              ctx.lineTo(x + h + cs, y);
            }
            ctx.stroke();
            ctx.restore();
          }
          continue;
        }
        if (map) {
          const f = mapFill(map, i, maxDepth, P);
          ctx.fillStyle = f.fill;
          ctx.fillRect(x, y, cs, cs);
          if (numbers && map.depth[i] >= 0 && i !== v.pursuer && i !== v.evader) {
            ctx.fillStyle = f.light ? '#1a1a1a' : '#ffffff';
            ctx.fillText(String(map.depth[i]), x + cs / 2, y + cs / 2 + 1);
          }
        }
        if (m.exits[i]) {
          if (map) {
            const inset = Math.max(1.5, cs * 0.08);
            ctx.strokeStyle = P.exit;
            ctx.lineWidth = Math.max(2, cs * 0.14);
            const lw = ctx.lineWidth;
            ctx.strokeRect(x + inset + lw / 2, y + inset + lw / 2, cs - 2 * inset - lw, cs - 2 * inset - lw);
          } else {
            ctx.fillStyle = P.exit;
            ctx.fillRect(x, y, cs, cs);
            if (cs >= 14) {
              ctx.fillStyle = '#ffffff';
              ctx.font = '700 ' + Math.round(cs * 0.5) + 'px ' + SANS;
              ctx.fillText(w.xl, x + cs / 2, y + cs / 2 + 1);
              ctx.font = numFont;
            }
          }
        }
      }
    }
    // grid lines
    if (cs >= 6) {
      ctx.strokeStyle = map ? 'rgba(0,0,0,0.18)' : P.line;
      ctx.lineWidth = 1;
      this.gridLines(true, 0.5);
    }
    const center = (cell) => this.center(cell);
    // the last move
    if (v.last && v.last.from !== v.last.to) {
      const a = center(v.last.from);
      const b = center(v.last.to);
      ctx.strokeStyle = v.last.side === 0 ? P.pursuer : P.evaderLine;
      ctx.lineWidth = Math.max(2, cs * 0.12);
      ctx.setLineDash([Math.max(3, cs * 0.2), Math.max(2, cs * 0.12)]);
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(a[0], a[1], Math.max(2, cs * 0.12), 0, 2 * Math.PI);
      ctx.fillStyle = ctx.strokeStyle;
      ctx.fill();
    }
    // the moves of the piece to move: a dot, or a badge with the move's value
    const labelled = new Set();
    if (v.moveLabels && cs >= 16) {
      const size = Math.max(9, Math.round(cs * 0.3));
      for (const l of v.moveLabels) {
        if (l.cell === v.pursuer || l.cell === v.evader) continue; // a pass: shown in the list
        // the badge's text within its cell (a small board: a smaller font, down to
        // 7 px; a value that still does not fit: a dot of its colour, the value in the list)
        let fontPx = size;
        ctx.font = '700 ' + fontPx + 'px ' + SANS;
        while (ctx.measureText(l.short).width + 4 > cs - 4 && fontPx > 7) ctx.font = '700 ' + --fontPx + 'px ' + SANS;
        labelled.add(l.cell);
        const [px, py] = center(l.cell);
        if (ctx.measureText(l.short).width + 4 > cs - 4) {
          ctx.beginPath();
          ctx.arc(px, py, Math.max(3, cs * 0.2), 0, 2 * Math.PI);
          ctx.fillStyle = l.winner === 1 ? P.pursuer : l.winner === 2 ? P.evader : P.draw;
          ctx.fill();
          ctx.lineWidth = l.best ? 2.5 : 1.2;
          ctx.strokeStyle = l.best ? '#1a1a1a' : '#ffffff';
          ctx.stroke();
          continue;
        }
        const bw = Math.min(cs - 4, Math.max(cs * 0.62, ctx.measureText(l.short).width + 8));
        const bh = Math.max(12, cs * 0.42);
        ctx.beginPath();
        ctx.roundRect(px - bw / 2, py - bh / 2, bw, bh, bh / 2);
        ctx.fillStyle = l.winner === 1 ? P.pursuer : l.winner === 2 ? P.evader : P.draw;
        ctx.fill();
        ctx.lineWidth = l.best ? 2.5 : 1.2;
        ctx.strokeStyle = l.best ? '#1a1a1a' : '#ffffff';
        ctx.stroke();
        ctx.fillStyle = l.winner === 1 ? '#ffffff' : '#1a1a1a';
        ctx.fillText(l.short, px, py + 1);
      }
      ctx.font = numFont;
    }
    if (v.targets) {
      for (const cell of v.targets) {
        if (labelled.has(cell)) continue;
        const [px, py] = center(cell);
        ctx.beginPath();
        ctx.arc(px, py, Math.max(2.5, cs * 0.16), 0, 2 * Math.PI);
        ctx.fillStyle = 'rgba(20,20,20,0.55)';
        ctx.fill();
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
      }
    }
    // the pieces (the one whose map is shown drawn hollow: it could stand anywhere)
    const radius = Math.max(2.5, cs * 0.36);
    const pieces = [
      [v.pursuer, P.pursuer, w.pl, 'pursuer', '#ffffff'],
      [v.evader, P.evader, w.el, 'evader', '#1a1a1a'],
    ];
    for (const [cell, fill, letter, name, ink] of pieces) {
      if (cell === undefined || cell < 0) continue;
      const [px, py] = center(cell);
      if (v.mapPiece === name) {
        ctx.beginPath();
        ctx.arc(px, py, radius, 0, 2 * Math.PI);
        ctx.lineWidth = Math.max(2, cs * 0.1);
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
        ctx.setLineDash([3, 2]);
        ctx.strokeStyle = '#1a1a1a';
        ctx.stroke();
        ctx.setLineDash([]);
        continue;
      }
      if (v.pursuer === v.evader && name === 'evader') piece(ctx, px + radius * 0.45, py + radius * 0.45, radius * 0.7, fill, letter, cs * 0.7, ink);
      else piece(ctx, px, py, radius, fill, letter, cs, ink);
    }
    // hover and keyboard cursor
    if (this.hover >= 0) {
      ctx.strokeStyle = P.ink;
      ctx.lineWidth = 1.5;
      this.outline(this.hover, 1);
    }
    if (document.activeElement === this.canvas) {
      ctx.strokeStyle = P.focus;
      ctx.lineWidth = Math.max(2, Math.min(3, cs * 0.15));
      ctx.setLineDash([4, 2]);
      this.outline(this.cursor, 1.5);
      ctx.setLineDash([]);
    }
  }
}

// A piece: a disc with its letter (shown from cells of 14 px: size), ringed in white.
function piece(ctx, x, y, r, fill, letter, size, ink) {
  disc(ctx, x, y, r, { fill, halo: Math.max(1.5, r * 0.14), edge: '#1a1a1a', edgeWidth: Math.max(1, r * 0.1), label: letter, font: size >= 14 ? Math.round(r * 1.15) : 0, ink, dy: r * 0.06 });
}

// The board as an SVG document, written from the model (cells, walls, exits,
// pieces; the map colours and depths when one is shown): cs units per cell.
export function boardSvg(m, v = {}, cs = 40) {
  const P = palette();
  const w = words(m);
  const W = m.cols * cs;
  const H = m.rows * cs;
  const out = [];
  out.push('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + W + ' ' + H + '" width="' + W + '" height="' + H + '" font-family="DejaVu Sans, Arial, sans-serif">');
  out.push('<title>' + escapeHtml(w.Pursuer + ' / ' + w.Evader + ': ' + m.rows + ' × ' + m.cols) + '</title>');
  out.push('<rect width="' + W + '" height="' + H + '" fill="#ffffff"/>');
  const maxDepth = v.map ? mapScale(v.map) : null;
  for (let i = 0; i < m.rows * m.cols; i++) {
    const x = (i % m.cols) * cs;
    const y = Math.floor(i / m.cols) * cs;
    const at = ' x="' + x + '" y="' + y + '" width="' + cs + '" height="' + cs + '"';
    if (m.walls[i]) {
      out.push('<rect class="wall"' + at + ' fill="' + P.wall + '"/>');
      continue;
    }
    if (v.map) {
      const f = mapFill(v.map, i, maxDepth, P);
      out.push('<rect class="cell"' + at + ' fill="' + f.fill + '"/>');
      if (v.map.depth[i] >= 0 && i !== v.pursuer && i !== v.evader) {
        out.push('<text x="' + (x + cs / 2) + '" y="' + (y + cs / 2) + '" text-anchor="middle" dominant-baseline="central" font-size="' + Math.round(cs * 0.38) + '" fill="' + (f.light ? '#1a1a1a' : '#ffffff') + '">' + v.map.depth[i] + '</text>');
      }
    } else {
      out.push('<rect class="cell"' + at + ' fill="#ffffff"/>');
    }
    if (m.exits[i]) {
      out.push('<rect class="exit" x="' + (x + 3) + '" y="' + (y + 3) + '" width="' + (cs - 6) + '" height="' + (cs - 6) + '" fill="' + (v.map ? 'none' : P.exit) + '" stroke="' + P.exit + '" stroke-width="5"/>');
      if (!v.map) out.push('<text x="' + (x + cs / 2) + '" y="' + (y + cs / 2) + '" text-anchor="middle" dominant-baseline="central" font-weight="700" font-size="' + Math.round(cs * 0.5) + '" fill="#ffffff">' + escapeHtml(w.xl) + '</text>');
    }
  }
  const grid = [];
  for (let k = 0; k <= m.cols; k++) grid.push('M' + k * cs + ' 0V' + H);
  for (let k = 0; k <= m.rows; k++) grid.push('M0 ' + k * cs + 'H' + W);
  out.push('<path d="' + grid.join('') + '" stroke="#c3c9d0" stroke-width="1" fill="none"/>');
  const pieces = [
    [v.pursuer ?? m.pursuer, P.pursuer, w.pl, '#ffffff', 'pursuer'],
    [v.evader ?? m.evader, P.evader, w.el, '#1a1a1a', 'evader'],
  ];
  for (const [cell, fill, letter, ink, name] of pieces) {
    if (cell === undefined || cell < 0) continue;
    const cx = (cell % m.cols) * cs + cs / 2;
    const cy = Math.floor(cell / m.cols) * cs + cs / 2;
    const r = cs * 0.36;
    if (v.mapPiece === name) {
      out.push('<circle class="' + name + '" cx="' + cx + '" cy="' + cy + '" r="' + r + '" fill="none" stroke="#1a1a1a" stroke-width="2" stroke-dasharray="3 2"/>');
      continue;
    }
    out.push('<g class="' + name + '"><circle cx="' + cx + '" cy="' + cy + '" r="' + r + '" fill="' + fill + '" stroke="#1a1a1a" stroke-width="2"/><text x="' + cx + '" y="' + cy + '" text-anchor="middle" dominant-baseline="central" font-weight="700" font-size="' + Math.round(r * 1.15) + '" fill="' + ink + '">' + escapeHtml(letter) + '</text></g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
