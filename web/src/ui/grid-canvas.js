// A grid of square cells on a <canvas>, the machinery the pursuit page's board
// (pages/pursuit/board-canvas.js) and the race page's (pages/race/board-canvas.js)
// share; each page draws its own game on it.
//
//   class X extends GridCanvas       this.cols, this.rows: the grid (0: none yet);
//                                    this.cell: css pixels per cell; this.pad: a margin
//   setSize(w, h)                    the canvas takes w x h css pixels, at the screen's
//                                    pixel density (this.dpr)
//   begin()                          a frame: the canvas cleared, drawing in css pixels
//                                    from the grid's corner
//   cellAt(ev), cellCenter(c)        a pointer event's cell (-1 outside), a cell's centre
//                                    on the page (client coordinates), whatever the
//                                    canvas's shown size
//   center(c)                        a cell's centre in the grid's own css pixels
//   outline(c, inset)                a cell's square, inset (negative: outset), stroked
//   gridLines(edges, offset)         the lines between cells (edges: the border's too)
//   bindPointer()                    pointer input as cells: the methods pressable(c, ev),
//                                    pressed(c, ev) (a drag starts, the pointer captured),
//                                    moved(c, changed, ev), released(), left(); this.hover,
//                                    this.dragging
//   toBlob()                         the picture as shown, a PNG Blob
// and, for drawing: disc (a piece with its letter), star, arrow; the colours come
// from styles/tokens.css through ui/tokens.js.
export const SANS = 'system-ui, sans-serif';
export const MONO = 'ui-monospace, Menlo, Consolas, monospace';

// ---- shapes ------------------------------------------------------------------------------

// A piece: a disc of radius r filled with `fill`, and in it its label (font: the
// letter's size in px, 0 for none, in `ink`, dy below the centre); halo: the width of
// a white ring around it (0: none); edge, edgeWidth: its outline; outline: a thin
// ring just outside it.
export function disc(ctx, x, y, r, { fill, halo = 0, edge = null, edgeWidth = 1, outline = null, label = '', font = 0, ink = '#1a1a1a', dy = 0 }) {
  if (halo) {
    ctx.beginPath();
    ctx.arc(x, y, r + halo, 0, 2 * Math.PI);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  if (edge) {
    ctx.lineWidth = edgeWidth;
    ctx.strokeStyle = edge;
    ctx.stroke();
  }
  if (outline) {
    ctx.lineWidth = 1;
    ctx.strokeStyle = outline;
    ctx.beginPath();
    ctx.arc(x, y, r + 1, 0, 2 * Math.PI);
    ctx.stroke();
  }
  if (label && font) {
    ctx.fillStyle = ink;
    ctx.font = '700 ' + font + 'px ' + SANS;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x, y + dy);
  }
}

// An eight-pointed star of radius r at (x, y).
export function star(ctx, x, y, r, fill, ink) {
  ctx.beginPath();
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * i) / 8 - Math.PI / 2;
    const rr = i % 2 ? r * 0.5 : r;
    ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = ink;
  ctx.stroke();
}

// An arrow from p0 to p1 ([x, y]) of width w, its head on p1 (dashed: the shaft dashed).
export function arrow(ctx, p0, p1, color, w, dashed) {
  const dx = p1[0] - p0[0];
  const dy = p1[1] - p0[1];
  const len = Math.sqrt(dx * dx + dy * dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const head = Math.max(6, w * 2.6);
  ctx.beginPath();
  ctx.moveTo(p0[0], p0[1]);
  ctx.lineTo(p1[0] - ux * head * 0.6, p1[1] - uy * head * 0.6);
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.setLineDash(dashed ? [w * 1.6, w * 1.2] : []);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(p1[0], p1[1]);
  ctx.lineTo(p1[0] - ux * head - uy * head * 0.55, p1[1] - uy * head + ux * head * 0.55);
  ctx.lineTo(p1[0] - ux * head + uy * head * 0.55, p1[1] - uy * head - ux * head * 0.55);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

// ---- the grid ----------------------------------------------------------------------------

export class GridCanvas {
  // canvas: the <canvas>; wrap: its box (the width it may take).
  constructor(canvas, wrap) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.ctx = canvas.getContext('2d');
    this.cols = 0;
    this.rows = 0;
    this.cell = 20;
    this.pad = 0;
    this.dpr = 1;
    this.hover = -1;
    this.dragging = false;
  }

  setSize(w, h) {
    const dpr = window.devicePixelRatio || 1;
    this.dpr = dpr;
    this.canvas.style.width = w + 'px';
    this.canvas.style.height = h + 'px';
    const pw = Math.round(w * dpr);
    const ph = Math.round(h * dpr);
    if (this.canvas.width !== pw || this.canvas.height !== ph) {
      this.canvas.width = pw;
      this.canvas.height = ph;
    }
  }

  begin() {
    const { ctx, dpr, pad } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(dpr, 0, 0, dpr, pad * dpr, pad * dpr);
  }

  // Css pixels on the screen per css pixel of the layout (1 unless the page scales the canvas).
  scale(rect) {
    return rect.width / (this.cols * this.cell + 2 * this.pad);
  }

  cellAt(ev) {
    if (!this.cols) return -1;
    const r = this.canvas.getBoundingClientRect();
    const k = this.scale(r);
    const c = Math.floor(((ev.clientX - r.left) / k - this.pad) / this.cell);
    const row = Math.floor(((ev.clientY - r.top) / k - this.pad) / this.cell);
    if (c < 0 || row < 0 || c >= this.cols || row >= this.rows) return -1;
    return row * this.cols + c;
  }

  center(c) {
    return [((c % this.cols) + 0.5) * this.cell, (Math.floor(c / this.cols) + 0.5) * this.cell];
  }

  cellCenter(c) {
    const r = this.canvas.getBoundingClientRect();
    const k = this.scale(r);
    const p = this.center(c);
    return { x: r.left + (p[0] + this.pad) * k, y: r.top + (p[1] + this.pad) * k };
  }

  outline(c, inset) {
    const cell = this.cell;
    this.ctx.strokeRect((c % this.cols) * cell + inset, Math.floor(c / this.cols) * cell + inset, cell - 2 * inset, cell - 2 * inset);
  }

  gridLines(edges, offset) {
    const { ctx, cell, cols, rows } = this;
    const from = edges ? 0 : 1;
    ctx.beginPath();
    for (let k = from; k <= cols - from; k++) {
      ctx.moveTo(k * cell + offset, 0);
      ctx.lineTo(k * cell + offset, rows * cell);
    }
    for (let k = from; k <= rows - from; k++) {
      ctx.moveTo(0, k * cell + offset);
      ctx.lineTo(cols * cell, k * cell + offset);
    }
    ctx.stroke();
  }

  bindPointer() {
    const cv = this.canvas;
    cv.addEventListener('pointerdown', (ev) => {
      const c = this.cellAt(ev);
      if (c < 0 || !this.pressable(c, ev)) return;
      ev.preventDefault();
      this.dragging = true;
      try {
        cv.setPointerCapture(ev.pointerId);
      } catch (e) {
        // not capturable (synthetic events): fine
      }
      this.pressed(c, ev);
    });
    cv.addEventListener('pointermove', (ev) => {
      const c = this.cellAt(ev);
      const changed = c !== this.hover;
      this.hover = c;
      this.moved(c, changed, ev);
    });
    const up = () => {
      if (!this.dragging) return;
      this.dragging = false;
      this.released();
    };
    cv.addEventListener('pointerup', up);
    cv.addEventListener('pointercancel', up);
    cv.addEventListener('pointerleave', () => this.left());
  }
  pressable() {
    return true;
  }
  pressed() {}
  moved() {}
  released() {}
  left() {}

  toBlob() {
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }
}
