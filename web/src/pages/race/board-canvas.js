// The race board on a <canvas>: squares coloured by the distance from A, from B,
// or by shortest-path layer (middle layer marked), the starts, the pieces with
// their trails, the last step and the jump. One pixel per square is painted into
// an n x n image that is scaled up, so a 300 x 300 board costs one drawImage per
// frame; numbers, grid lines and outlines appear only when squares are big enough.
// Colours: the --race-* tokens of styles/tokens.css (6-digit hex).
import { isEmbed } from '../../core/dom.js';

const MAX_CELL = 72; // css pixels per square, at most
const MAX_SIZE = 720; // css pixels of the board, at most
const MIN_SIZE = 120;

function hexRgb(s) {
  const m = /^#([0-9a-f]{6})$/i.exec(String(s || '').trim());
  if (!m) return [128, 128, 128];
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
const mix = (c0, c1, t) => [c0[0] + (c1[0] - c0[0]) * t, c0[1] + (c1[1] - c0[1]) * t, c0[2] + (c1[2] - c0[2]) * t];
const css = (c) => 'rgb(' + Math.round(c[0]) + ',' + Math.round(c[1]) + ',' + Math.round(c[2]) + ')';
const luminance = (c) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

const COLOR_VARS = [
  'wall', 'free', 'cut', 'off', 'a', 'b', 'a-near', 'a-far', 'b-near', 'b-far',
  'lay-a', 'lay-a2', 'lay-b2', 'lay-b', 'middle', 'jump', 'grid', 'ink', 'hover',
];

// The largest squares of distance from A and from B (cached on the solution).
export function maxDistances(sol) {
  if (sol.maxA === undefined) {
    let ma = 0;
    let mb = 0;
    for (let i = 0; i < sol.distA.length; i++) {
      if (sol.distA[i] > ma) ma = sol.distA[i];
      if (sol.distB[i] > mb) mb = sol.distB[i];
    }
    sol.maxA = ma;
    sol.maxB = mb;
  }
  return sol;
}

export class BoardView {
  // canvas: the <canvas>; wrap: its box (the width it may take); fitHeight():
  // the css pixels of height the board may take (the page's layout decides).
  constructor(canvas, wrap, { fitHeight = null } = {}) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.fitHeight = fitHeight;
    this.ctx = canvas.getContext('2d');
    this.board = null; // { n, cells, a, b }
    this.sol = null; // the RaceSolution of this board, or null
    this.mode = 'layers'; // 'a' | 'b' | 'layers'
    this.frame = null; // see setFrame
    this.editing = false;
    this.hover = -1;
    this.base = null; // the n x n image of the squares
    this.baseKey = null;
    this.cell = 10;
    this.size = 0;
    this.pad = 0;
    this.dpr = 1;
    this.colors = null;
    this.handlers = {};
    this.dragging = false;
    this.readColors();
    const mq = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)');
    if (mq && mq.addEventListener) {
      mq.addEventListener('change', () => {
        this.readColors();
        this.baseKey = null;
        this.draw();
      });
    }
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.layout()).observe(wrap);
    window.addEventListener('resize', () => this.layout());
    canvas.addEventListener('pointerdown', (ev) => {
      const q = this.squareAt(ev);
      if (q < 0 || !this.editing) return;
      ev.preventDefault();
      this.dragging = true;
      try {
        canvas.setPointerCapture(ev.pointerId);
      } catch (e) {
        // no capture: fine
      }
      this.emit('down', q);
    });
    canvas.addEventListener('pointermove', (ev) => {
      const q = this.squareAt(ev);
      if (q === this.hover) return;
      this.hover = q;
      this.emit('hover', q);
      if (this.dragging && q >= 0) this.emit('drag', q);
      this.draw();
    });
    const up = () => {
      if (!this.dragging) return;
      this.dragging = false;
      this.emit('up', this.hover);
    };
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('pointerleave', () => {
      if (this.dragging) return;
      this.hover = -1;
      this.emit('hover', -1);
      this.draw();
    });
  }

  on(name, fn) {
    this.handlers[name] = fn;
  }
  emit(name, arg) {
    if (this.handlers[name]) this.handlers[name](arg);
  }

  readColors() {
    const cs = getComputedStyle(this.canvas);
    const c = {};
    for (const k of COLOR_VARS) c[k] = hexRgb(cs.getPropertyValue('--race-' + k));
    this.colors = c;
  }

  setBoard(board, sol) {
    if (board === this.board && (sol || null) === this.sol) return;
    this.board = board;
    this.sol = sol || null;
    this.baseKey = null;
    this.layout();
  }
  setMode(mode) {
    if (mode === this.mode) return;
    this.mode = mode;
    this.draw();
  }
  setEditing(on) {
    this.editing = on;
    this.canvas.classList.toggle('editing', on);
    this.draw();
  }
  // frame: { posA, posB, trailA, trailB (arrays of squares), last (the step
  // just made, { player, extra, from, to } or null), jumpSquare (-1: none yet),
  // landing (the last step landed on the other piece) }
  setFrame(frame) {
    this.frame = frame;
    this.draw();
  }

  // Square under a pointer event, -1 outside.
  squareAt(ev) {
    if (!this.board) return -1;
    const r = this.canvas.getBoundingClientRect();
    const k = r.width / (this.size + 2 * this.pad); // css pixels on screen per layout pixel
    const x = (ev.clientX - r.left) / k - this.pad;
    const y = (ev.clientY - r.top) / k - this.pad;
    const n = this.board.n;
    const c = Math.floor(x / this.cell);
    const row = Math.floor(y / this.cell);
    if (c < 0 || row < 0 || c >= n || row >= n) return -1;
    return row * n + c;
  }

  // Centre of a square in page coordinates (for tests and tooltips).
  squareCenter(q) {
    const r = this.canvas.getBoundingClientRect();
    const k = r.width / (this.size + 2 * this.pad);
    const c = this.center(q);
    return { x: r.left + (c[0] + this.pad) * k, y: r.top + (c[1] + this.pad) * k };
  }

  layout() {
    if (!this.board) return;
    const n = this.board.n;
    let avail = Math.max(MIN_SIZE, Math.min(this.wrap.clientWidth || MAX_SIZE, MAX_SIZE));
    const h = this.fitHeight ? this.fitHeight() : Infinity;
    if (h < avail) avail = Math.max(isEmbed() ? 90 : MIN_SIZE, Math.floor(h));
    // Small squares get a margin, so that pieces and marks on the edge show whole.
    const pad = avail / n >= 14 ? 0 : 8;
    let cell = (avail - 2 * pad) / n;
    if (cell >= 2) cell = Math.min(MAX_CELL, Math.floor(cell));
    const size = cell * n;
    const dpr = window.devicePixelRatio || 1;
    this.cell = cell;
    this.size = size;
    this.pad = pad;
    this.dpr = dpr;
    this.canvas.style.width = size + 2 * pad + 'px';
    this.canvas.style.height = size + 2 * pad + 'px';
    const px = Math.round((size + 2 * pad) * dpr);
    if (this.canvas.width !== px) {
      this.canvas.width = px;
      this.canvas.height = px;
    }
    this.draw();
  }

  // Fill colour of square q in the current mode.
  squareColor(q) {
    const C = this.colors;
    const bd = this.board;
    const s = this.sol;
    if (!bd.cells[q]) return C.wall;
    if (!s) return C.free;
    const da = s.distA[q];
    if (da < 0) return C.cut;
    if (this.mode === 'a') return mix(C['a-near'], C['a-far'], s.maxA ? da / s.maxA : 0);
    const db = s.distB[q];
    if (this.mode === 'b') return mix(C['b-near'], C['b-far'], s.maxB ? db / s.maxB : 0);
    if (da + db !== s.distance) return C.off;
    // A's half in blues, B's half in oranges, both paler towards the middle.
    const m = s.middleLayer;
    if (da === m) return C.middle;
    if (da < m) return mix(C['lay-a'], C['lay-a2'], m > 1 ? da / (m - 1) : 0);
    return mix(C['lay-b2'], C['lay-b'], s.distance - m > 1 ? (da - m - 1) / (s.distance - m - 1) : 1);
  }

  buildBase() {
    const bd = this.board;
    const key = this.mode + (this.sol ? '+' : '-');
    if (this.base && this.baseKey === key && this.baseBoard === bd && this.baseSol === this.sol) return;
    const n = bd.n;
    if (this.sol) maxDistances(this.sol);
    const img = document.createElement('canvas');
    img.width = n;
    img.height = n;
    const ictx = img.getContext('2d');
    const data = ictx.createImageData(n, n);
    const px = data.data;
    for (let q = 0; q < n * n; q++) {
      const c = this.squareColor(q);
      px[4 * q] = c[0];
      px[4 * q + 1] = c[1];
      px[4 * q + 2] = c[2];
      px[4 * q + 3] = 255;
    }
    ictx.putImageData(data, 0, 0);
    this.base = img;
    this.baseKey = key;
    this.baseBoard = bd;
    this.baseSol = this.sol;
  }

  center(q) {
    const n = this.board.n;
    return [((q % n) + 0.5) * this.cell, (Math.floor(q / n) + 0.5) * this.cell];
  }

  draw() {
    const bd = this.board;
    if (!bd || !this.size) return;
    const ctx = this.ctx;
    const C = this.colors;
    const n = bd.n;
    const cell = this.cell;
    const size = this.size;
    this.buildBase();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, this.pad * this.dpr, this.pad * this.dpr);
    ctx.imageSmoothingEnabled = cell < 1;
    ctx.drawImage(this.base, 0, 0, size, size);
    ctx.strokeStyle = css(C.grid);
    ctx.lineWidth = 1;
    ctx.strokeRect(-0.5, -0.5, size + 1, size + 1);

    // Grid lines.
    if (cell >= 7) {
      ctx.beginPath();
      for (let i = 1; i < n; i++) {
        ctx.moveTo(i * cell, 0);
        ctx.lineTo(i * cell, size);
        ctx.moveTo(0, i * cell);
        ctx.lineTo(size, i * cell);
      }
      ctx.strokeStyle = css(C.grid);
      ctx.lineWidth = 1;
      ctx.globalAlpha = 0.55;
      ctx.stroke();
      ctx.globalAlpha = 1;
    }

    const s = this.sol;
    // The middle layer, outlined (layers view).
    if (s && this.mode === 'layers' && cell >= 5) {
      ctx.strokeStyle = css(C.ink);
      ctx.lineWidth = cell >= 16 ? 2 : 1;
      for (const q0 of s.middle) ctx.strokeRect((q0 % n) * cell + 1, Math.floor(q0 / n) * cell + 1, cell - 2, cell - 2);
    }

    // Numbers: distance from A, from B, or the layer.
    if (s && cell >= 18) {
      ctx.font = '600 ' + Math.round(Math.min(15, cell * 0.36)) + 'px ui-monospace, Menlo, Consolas, monospace';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let q = 0; q < n * n; q++) {
        if (!bd.cells[q] || s.distA[q] < 0 || q === bd.a || q === bd.b) continue;
        let v;
        if (this.mode === 'a') v = s.distA[q];
        else if (this.mode === 'b') v = s.distB[q];
        else if (s.distA[q] + s.distB[q] === s.distance) v = s.distA[q];
        else continue;
        ctx.fillStyle = luminance(this.squareColor(q)) > 0.5 ? '#1b1f24' : '#ffffff';
        const cc = this.center(q);
        ctx.fillText(String(v), cc[0], cc[1] + 0.5);
      }
    }

    // The starts: a ring in the owner's colour (the opponent's goal).
    const ringR = Math.max(4, cell * 0.42);
    for (const [q, color] of [[bd.a, C.a], [bd.b, C.b]]) {
      const c = this.center(q);
      ctx.beginPath();
      ctx.arc(c[0], c[1], ringR, 0, 2 * Math.PI);
      ctx.setLineDash(cell >= 12 ? [3, 3] : []);
      ctx.lineWidth = Math.max(2, cell * 0.08);
      ctx.strokeStyle = css(color);
      ctx.stroke();
      ctx.setLineDash([]);
    }

    const f = this.frame;
    if (f) this.drawFrame(f);

    // Hover outline (and the editing cursor).
    if (this.hover >= 0 && (this.editing || cell >= 6)) {
      ctx.strokeStyle = css(C.hover);
      ctx.lineWidth = 2;
      const hq = this.hover;
      const w = Math.max(cell, 4);
      ctx.strokeRect((hq % n) * cell + cell / 2 - w / 2, Math.floor(hq / n) * cell + cell / 2 - w / 2, w, w);
    }
  }

  drawFrame(f) {
    const ctx = this.ctx;
    const C = this.colors;
    const cell = this.cell;
    const lw = Math.max(2, cell * 0.16);
    const trail = (list, color) => {
      if (!list || list.length < 2) return;
      ctx.beginPath();
      const c0 = this.center(list[0]);
      ctx.moveTo(c0[0], c0[1]);
      for (let k = 1; k < list.length; k++) {
        const ck = this.center(list[k]);
        ctx.lineTo(ck[0], ck[1]);
      }
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#ffffff'; // a casing, so the trail shows on any colour
      ctx.lineWidth = lw + 2;
      ctx.globalAlpha = 0.75;
      ctx.stroke();
      ctx.strokeStyle = css(color);
      ctx.lineWidth = lw;
      ctx.globalAlpha = 1;
      ctx.stroke();
    };
    trail(f.trailA, C.a);
    trail(f.trailB, C.b);

    // The jump square: a star, large right at the jump.
    if (f.jumpSquare >= 0) {
      const jc = this.center(f.jumpSquare);
      const big = f.landing || (f.last && f.last.extra);
      this.star(jc[0], jc[1], Math.max(big ? 11 : 7, cell * (big ? 0.75 : 0.5)), C.jump, C.ink);
    }

    // The last step: an arrow (dashed for the extra step of a jump).
    if (f.last && f.last.from !== f.last.to) {
      this.arrow(this.center(f.last.from), this.center(f.last.to), f.last.player === 0 ? C.a : C.b,
        Math.max(2, cell * 0.12), f.last.extra);
    }

    // The pieces; on the same square (mid-jump) the jumper stands on top, offset.
    const r = Math.max(7, cell * 0.34);
    const same = f.posA === f.posB;
    const jumper = f.last ? f.last.player : 0;
    const off = same ? Math.max(3, r * 0.45) : 0;
    for (const p of same && jumper === 0 ? [1, 0] : [0, 1]) {
      const c = this.center(p === 0 ? f.posA : f.posB);
      const dx = same ? (p === jumper ? off : -off) : 0;
      this.piece(c[0] + dx, c[1] - dx, r, p === 0 ? C.a : C.b, p === 0 ? 'A' : 'B');
    }
  }

  piece(x, y, r, color, label) {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = css(color);
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, r * 0.16);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.beginPath();
    ctx.arc(x, y, r + ctx.lineWidth, 0, 2 * Math.PI);
    ctx.stroke();
    if (r >= 8) {
      ctx.fillStyle = label === 'A' ? '#ffffff' : '#1a1a1a';
      ctx.font = '700 ' + Math.round(r * 1.05) + 'px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, x, y + 0.5);
    }
  }

  star(x, y, r, fill, ink) {
    const ctx = this.ctx;
    ctx.beginPath();
    for (let i = 0; i < 16; i++) {
      const a = (Math.PI * i) / 8 - Math.PI / 2;
      const rr = i % 2 ? r * 0.5 : r;
      ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = css(fill);
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = css(ink);
    ctx.stroke();
  }

  arrow(p0, p1, color, w, dashed) {
    const ctx = this.ctx;
    const dx = p1[0] - p0[0];
    const dy = p1[1] - p0[1];
    const len = Math.sqrt(dx * dx + dy * dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const head = Math.max(6, w * 2.6);
    ctx.beginPath();
    ctx.moveTo(p0[0], p0[1]);
    ctx.lineTo(p1[0] - ux * head * 0.6, p1[1] - uy * head * 0.6);
    ctx.strokeStyle = css(color);
    ctx.lineWidth = w;
    ctx.setLineDash(dashed ? [w * 1.6, w * 1.2] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(p1[0], p1[1]);
    ctx.lineTo(p1[0] - ux * head - uy * head * 0.55, p1[1] - uy * head + ux * head * 0.55);
    ctx.lineTo(p1[0] - ux * head + uy * head * 0.55, p1[1] - uy * head - ux * head * 0.55);
    ctx.closePath();
    ctx.fillStyle = css(color);
    ctx.fill();
  }

  // The picture of the board as it is shown, as a PNG Blob.
  toBlob() {
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }
}
