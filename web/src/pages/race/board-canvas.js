// The race board on a <canvas>: squares coloured by the distance from A, from B,
// or by shortest-path layer (middle layer marked), the starts, the pieces with
// their trails, the last step and the jump. One pixel per square is painted into
// an n x n image that is scaled up, so a 300 x 300 board costs one drawImage per
// frame; numbers, grid lines and outlines appear only when squares are big enough.
// Colours: the --race-* tokens of styles/tokens.css (6-digit hex). The grid's
// machinery (sizing, hit-testing, pointer input, the shapes) is ui/grid-canvas.js,
// the colours' ui/tokens.js.
import { isEmbed } from '../../core/dom.js';
import { GridCanvas, disc, star, arrow, MONO } from '../../ui/grid-canvas.js';
import { readTokens, hexRgb, rgbCss as css, mix, luminance, onSchemeChange } from '../../ui/tokens.js';

const MAX_CELL = 72; // css pixels per square, at most
const MAX_SIZE = 720; // css pixels of the board, at most
const MIN_SIZE = 120;

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

export class BoardView extends GridCanvas {
  // canvas: the <canvas>; wrap: its box (the width it may take); fitHeight():
  // the css pixels of height the board may take (the page's layout decides).
  constructor(canvas, wrap, { fitHeight = null } = {}) {
    super(canvas, wrap);
    this.fitHeight = fitHeight;
    this.board = null; // { n, cells, a, b }
    this.sol = null; // the RaceSolution of this board, or null
    this.mode = 'layers'; // 'a' | 'b' | 'layers'
    this.frame = null; // see setFrame
    this.editing = false;
    this.base = null; // the n x n image of the squares
    this.baseKey = null;
    this.cell = 10;
    this.size = 0;
    this.colors = null;
    this.handlers = {};
    this.readColors();
    onSchemeChange(() => {
      this.readColors();
      this.baseKey = null;
      this.draw();
    });
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.layout()).observe(wrap);
    window.addEventListener('resize', () => this.layout());
    this.bindPointer();
  }

  // Pointer input: squares pressed and dragged over while editing, the square hovered.
  pressable() {
    return this.editing;
  }
  pressed(q) {
    this.emit('down', q);
  }
  moved(q, changed) {
    if (!changed) return;
    this.emit('hover', q);
    if (this.dragging && q >= 0) this.emit('drag', q);
    this.draw();
  }
  released() {
    this.emit('up', this.hover);
  }
  left() {
    if (this.dragging) return;
    this.hover = -1;
    this.emit('hover', -1);
    this.draw();
  }

  on(name, fn) {
    this.handlers[name] = fn;
  }
  emit(name, arg) {
    if (this.handlers[name]) this.handlers[name](arg);
  }

  readColors() {
    const raw = readTokens(this.canvas, Object.fromEntries(COLOR_VARS.map((k) => [k, '--race-' + k])));
    const c = {};
    for (const k of COLOR_VARS) c[k] = hexRgb(raw[k]);
    this.colors = c;
  }

  setBoard(board, sol) {
    if (board === this.board && (sol || null) === this.sol) return;
    this.board = board;
    this.cols = this.rows = board ? board.n : 0;
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
    this.cell = cell;
    this.size = size;
    this.pad = pad;
    this.setSize(size + 2 * pad, size + 2 * pad);
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

  draw() {
    const bd = this.board;
    if (!bd || !this.size) return;
    const ctx = this.ctx;
    const C = this.colors;
    const n = bd.n;
    const cell = this.cell;
    const size = this.size;
    this.buildBase();
    this.begin();
    ctx.imageSmoothingEnabled = cell < 1;
    ctx.drawImage(this.base, 0, 0, size, size);
    ctx.strokeStyle = css(C.grid);
    ctx.lineWidth = 1;
    ctx.strokeRect(-0.5, -0.5, size + 1, size + 1);

    // Grid lines.
    if (cell >= 7) {
      ctx.strokeStyle = css(C.grid);
      ctx.lineWidth = 1;
      ctx.globalAlpha = 0.55;
      this.gridLines(false, 0);
      ctx.globalAlpha = 1;
    }

    const s = this.sol;
    // The middle layer, outlined (layers view).
    if (s && this.mode === 'layers' && cell >= 5) {
      ctx.strokeStyle = css(C.ink);
      ctx.lineWidth = cell >= 16 ? 2 : 1;
      for (const q0 of s.middle) this.outline(q0, 1);
    }

    // Numbers: distance from A, from B, or the layer.
    if (s && cell >= 18) {
      ctx.font = '600 ' + Math.round(Math.min(15, cell * 0.36)) + 'px ' + MONO;
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
      this.outline(this.hover, (cell - Math.max(cell, 4)) / 2);
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
      star(ctx, jc[0], jc[1], Math.max(big ? 11 : 7, cell * (big ? 0.75 : 0.5)), css(C.jump), css(C.ink));
    }

    // The last step: an arrow (dashed for the extra step of a jump).
    if (f.last && f.last.from !== f.last.to) {
      arrow(ctx, this.center(f.last.from), this.center(f.last.to), css(f.last.player === 0 ? C.a : C.b),
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
      const label = p === 0 ? 'A' : 'B';
      disc(ctx, c[0] + dx, c[1] - dx, r, {
        fill: css(p === 0 ? C.a : C.b),
        edge: '#ffffff',
        edgeWidth: Math.max(1.5, r * 0.16),
        outline: 'rgba(0,0,0,0.55)',
        label,
        font: r >= 8 ? Math.round(r * 1.05) : 0,
        ink: label === 'A' ? '#ffffff' : '#1a1a1a',
        dy: 0.5,
      });
    }
  }
}
