// The race board on a <canvas>: squares coloured by the distance from A, from B,
// or by shortest-path layer (middle layer marked), the starts, the pieces with
// their trails, the last step and the jump. One pixel per square is painted into
// an n x n image that is scaled up, so a 300 x 300 board costs one drawImage per
// frame; numbers, grid lines and outlines appear only when squares are big enough.
(function () {
  'use strict';
  var RACE = (window.RACE = window.RACE || {});

  var MAX_CELL = 72; // css pixels per square, at most
  var MAX_SIZE = 720; // css pixels of the board, at most

  function hexRgb(s) {
    s = String(s || '').trim();
    var m = /^#([0-9a-f]{6})$/i.exec(s);
    if (!m) return [128, 128, 128];
    var v = parseInt(m[1], 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  }
  function mix(c0, c1, t) {
    return [c0[0] + (c1[0] - c0[0]) * t, c0[1] + (c1[1] - c0[1]) * t, c0[2] + (c1[2] - c0[2]) * t];
  }
  function css(c) {
    return 'rgb(' + Math.round(c[0]) + ',' + Math.round(c[1]) + ',' + Math.round(c[2]) + ')';
  }
  function luminance(c) {
    return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
  }

  var COLOR_VARS = [
    'wall', 'free', 'cut', 'off', 'a', 'b', 'a-near', 'a-far', 'b-near', 'b-far',
    'lay-a', 'lay-a2', 'lay-b2', 'lay-b', 'middle', 'jump', 'grid', 'ink', 'hover',
  ];

  function BoardView(canvas, wrap) {
    this.canvas = canvas;
    this.wrap = wrap;
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
    this.colors = null;
    this.handlers = {};
    this.dragging = false;
    var self = this;
    this.readColors();
    if (window.matchMedia) {
      var mq = window.matchMedia('(prefers-color-scheme: dark)');
      var onTheme = function () {
        self.readColors();
        self.baseKey = null;
        self.draw();
      };
      if (mq.addEventListener) mq.addEventListener('change', onTheme);
    }
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(function () {
        self.layout();
      }).observe(wrap);
    }
    window.addEventListener('resize', function () {
      self.layout();
    });
    canvas.addEventListener('pointerdown', function (ev) {
      var q = self.squareAt(ev);
      if (q < 0 || !self.editing) return;
      ev.preventDefault();
      self.dragging = true;
      try {
        canvas.setPointerCapture(ev.pointerId);
      } catch (e) {
        /* no capture: fine */
      }
      self.emit('down', q);
    });
    canvas.addEventListener('pointermove', function (ev) {
      var q = self.squareAt(ev);
      if (q !== self.hover) {
        self.hover = q;
        self.emit('hover', q);
        if (self.dragging && q >= 0) self.emit('drag', q);
        self.draw();
      }
    });
    var up = function () {
      if (!self.dragging) return;
      self.dragging = false;
      self.emit('up', self.hover);
    };
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('pointerleave', function () {
      if (self.dragging) return;
      self.hover = -1;
      self.emit('hover', -1);
      self.draw();
    });
  }

  BoardView.prototype.on = function (name, fn) {
    this.handlers[name] = fn;
  };
  BoardView.prototype.emit = function (name, arg) {
    if (this.handlers[name]) this.handlers[name](arg);
  };

  BoardView.prototype.readColors = function () {
    var cs = getComputedStyle(this.canvas);
    var c = {};
    COLOR_VARS.forEach(function (k) {
      c[k] = hexRgb(cs.getPropertyValue('--race-' + k));
    });
    this.colors = c;
  };

  BoardView.prototype.setBoard = function (board, sol) {
    this.board = board;
    this.sol = sol || null;
    this.baseKey = null;
    this.layout();
  };
  BoardView.prototype.setMode = function (mode) {
    this.mode = mode;
    this.draw();
  };
  BoardView.prototype.setEditing = function (on) {
    this.editing = on;
    this.canvas.classList.toggle('editing', on);
    this.draw();
  };
  // frame: { posA, posB, trailA, trailB (arrays of squares), last (the step
  // just made, { player, extra, from, to } or null), jumpSquare (-1: none yet),
  // landing (the last step landed on the other piece) }
  BoardView.prototype.setFrame = function (frame) {
    this.frame = frame;
    this.draw();
  };

  // Square under a pointer event, -1 outside.
  BoardView.prototype.squareAt = function (ev) {
    if (!this.board) return -1;
    var r = this.canvas.getBoundingClientRect();
    var k = r.width / (this.size + 2 * this.pad); // css pixels on screen per layout pixel
    var x = (ev.clientX - r.left) / k - this.pad;
    var y = (ev.clientY - r.top) / k - this.pad;
    var n = this.board.n;
    var c = Math.floor(x / this.cell);
    var row = Math.floor(y / this.cell);
    if (c < 0 || row < 0 || c >= n || row >= n) return -1;
    return row * n + c;
  };

  // Centre of a square in page coordinates (for tests and tooltips).
  BoardView.prototype.squareCenter = function (q) {
    var r = this.canvas.getBoundingClientRect();
    var k = r.width / (this.size + 2 * this.pad);
    var c = this.center(q);
    return { x: r.left + (c[0] + this.pad) * k, y: r.top + (c[1] + this.pad) * k };
  };

  BoardView.prototype.layout = function () {
    if (!this.board) return;
    var n = this.board.n;
    var avail = Math.max(120, Math.min(this.wrap.clientWidth || MAX_SIZE, MAX_SIZE));
    if (document.documentElement.classList.contains('embed')) {
      // embed mode: the board takes the height the frame has left
      var other = document.documentElement.scrollHeight - (this.canvas.offsetHeight || 0);
      avail = Math.max(100, Math.min(avail, window.innerHeight - other - 4));
    }
    // Small squares get a margin, so that pieces and marks on the edge show whole.
    var pad = avail / n >= 14 ? 0 : 8;
    var cell = (avail - 2 * pad) / n;
    if (cell >= 2) cell = Math.min(MAX_CELL, Math.floor(cell));
    var size = cell * n;
    var dpr = window.devicePixelRatio || 1;
    this.cell = cell;
    this.size = size;
    this.pad = pad;
    this.dpr = dpr;
    this.canvas.style.width = size + 2 * pad + 'px';
    this.canvas.style.height = size + 2 * pad + 'px';
    var px = Math.round((size + 2 * pad) * dpr);
    if (this.canvas.width !== px) {
      this.canvas.width = px;
      this.canvas.height = px;
    }
    this.draw();
  };

  // Fill colour of square q in the current mode.
  BoardView.prototype.squareColor = function (q) {
    var C = this.colors;
    var bd = this.board;
    var s = this.sol;
    if (!bd.cells[q]) return C.wall;
    if (!s) return C.free;
    var da = s.distA[q];
    if (da < 0) return C.cut;
    if (this.mode === 'a') return mix(C['a-near'], C['a-far'], s.maxA ? da / s.maxA : 0);
    var db = s.distB[q];
    if (this.mode === 'b') return mix(C['b-near'], C['b-far'], s.maxB ? db / s.maxB : 0);
    if (da + db !== s.distance) return C.off;
    // A's half in blues, B's half in oranges, both paler towards the middle.
    var m = s.middleLayer;
    if (da === m) return C.middle;
    if (da < m) return mix(C['lay-a'], C['lay-a2'], m > 1 ? da / (m - 1) : 0);
    return mix(C['lay-b2'], C['lay-b'], s.distance - m > 1 ? (da - m - 1) / (s.distance - m - 1) : 1);
  };

  BoardView.prototype.buildBase = function () {
    var bd = this.board;
    var key = this.mode + (this.sol ? '+' : '-');
    if (this.base && this.baseKey === key && this.baseBoard === bd && this.baseSol === this.sol) return;
    var n = bd.n;
    if (this.sol && this.sol.maxA === undefined) {
      var ma = 0;
      var mb = 0;
      for (var i = 0; i < n * n; i++) {
        if (this.sol.distA[i] > ma) ma = this.sol.distA[i];
        if (this.sol.distB[i] > mb) mb = this.sol.distB[i];
      }
      this.sol.maxA = ma;
      this.sol.maxB = mb;
    }
    var img = document.createElement('canvas');
    img.width = n;
    img.height = n;
    var ictx = img.getContext('2d');
    var data = ictx.createImageData(n, n);
    var px = data.data;
    for (var q = 0; q < n * n; q++) {
      var c = this.squareColor(q);
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
  };

  BoardView.prototype.center = function (q) {
    var n = this.board.n;
    return [((q % n) + 0.5) * this.cell, (Math.floor(q / n) + 0.5) * this.cell];
  };

  BoardView.prototype.draw = function () {
    var bd = this.board;
    if (!bd || !this.size) return;
    var ctx = this.ctx;
    var C = this.colors;
    var n = bd.n;
    var cell = this.cell;
    var size = this.size;
    var self = this;
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
      for (var i = 1; i < n; i++) {
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

    var s = this.sol;
    // The middle layer, outlined (layers view).
    if (s && this.mode === 'layers' && cell >= 5) {
      ctx.strokeStyle = css(C.ink);
      ctx.lineWidth = cell >= 16 ? 2 : 1;
      for (var m = 0; m < s.middle.length; m++) {
        var q0 = s.middle[m];
        ctx.strokeRect((q0 % n) * cell + 1, Math.floor(q0 / n) * cell + 1, cell - 2, cell - 2);
      }
    }

    // Numbers: distance from A, from B, or the layer.
    if (s && cell >= 18) {
      ctx.font = '600 ' + Math.round(Math.min(15, cell * 0.36)) + 'px ui-monospace, Menlo, Consolas, monospace';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (var q = 0; q < n * n; q++) {
        if (!bd.cells[q] || s.distA[q] < 0 || q === bd.a || q === bd.b) continue;
        var v;
        if (this.mode === 'a') v = s.distA[q];
        else if (this.mode === 'b') v = s.distB[q];
        else if (s.distA[q] + s.distB[q] === s.distance) v = s.distA[q];
        else continue;
        var fill = this.squareColor(q);
        ctx.fillStyle = luminance(fill) > 0.5 ? '#1b1f24' : '#ffffff';
        var cc = this.center(q);
        ctx.fillText(String(v), cc[0], cc[1] + 0.5);
      }
    }

    // The starts: a ring in the owner's colour (the opponent's goal).
    var ringR = Math.max(4, cell * 0.42);
    [[bd.a, C.a], [bd.b, C.b]].forEach(function (pair) {
      var c = self.center(pair[0]);
      ctx.beginPath();
      ctx.arc(c[0], c[1], ringR, 0, 2 * Math.PI);
      ctx.setLineDash(cell >= 12 ? [3, 3] : []);
      ctx.lineWidth = Math.max(2, cell * 0.08);
      ctx.strokeStyle = css(pair[1]);
      ctx.stroke();
      ctx.setLineDash([]);
    });

    var f = this.frame;
    if (f) {
      var lw = Math.max(2, cell * 0.16);
      var trail = function (list, color) {
        if (!list || list.length < 2) return;
        ctx.beginPath();
        var c0 = self.center(list[0]);
        ctx.moveTo(c0[0], c0[1]);
        for (var k = 1; k < list.length; k++) {
          var ck = self.center(list[k]);
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
        var jc = this.center(f.jumpSquare);
        var big = f.landing || (f.last && f.last.extra);
        this.star(jc[0], jc[1], Math.max(big ? 11 : 7, cell * (big ? 0.75 : 0.5)), C.jump, C.ink);
      }

      // The last step: an arrow (dashed for the extra step of a jump).
      if (f.last && f.last.from !== f.last.to) {
        this.arrow(this.center(f.last.from), this.center(f.last.to), f.last.player === 0 ? C.a : C.b,
          Math.max(2, cell * 0.12), f.last.extra);
      }

      // The pieces; on the same square (mid-jump) the jumper stands on top, offset.
      var r = Math.max(7, cell * 0.34);
      var same = f.posA === f.posB;
      var jumper = f.last ? f.last.player : 0;
      var off = same ? Math.max(3, r * 0.45) : 0;
      var order = same && jumper === 0 ? [1, 0] : [0, 1];
      order.forEach(function (p) {
        var c = self.center(p === 0 ? f.posA : f.posB);
        var dx = same ? (p === jumper ? off : -off) : 0;
        self.piece(c[0] + dx, c[1] - dx, r, p === 0 ? C.a : C.b, p === 0 ? 'A' : 'B');
      });
    }

    // Hover outline (and the editing cursor).
    if (this.hover >= 0 && (this.editing || cell >= 6)) {
      ctx.strokeStyle = css(C.hover);
      ctx.lineWidth = 2;
      var hq = this.hover;
      var w = Math.max(cell, 4);
      ctx.strokeRect((hq % n) * cell + cell / 2 - w / 2, Math.floor(hq / n) * cell + cell / 2 - w / 2, w, w);
    }
  };

  BoardView.prototype.piece = function (x, y, r, color, label) {
    var ctx = this.ctx;
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
  };

  BoardView.prototype.star = function (x, y, r, fill, ink) {
    var ctx = this.ctx;
    ctx.beginPath();
    for (var i = 0; i < 16; i++) {
      var a = (Math.PI * i) / 8 - Math.PI / 2;
      var rr = i % 2 ? r * 0.5 : r;
      ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = css(fill);
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = css(ink);
    ctx.stroke();
  };

  BoardView.prototype.arrow = function (p0, p1, color, w, dashed) {
    var ctx = this.ctx;
    var dx = p1[0] - p0[0];
    var dy = p1[1] - p0[1];
    var len = Math.sqrt(dx * dx + dy * dy) || 1;
    var ux = dx / len;
    var uy = dy / len;
    var head = Math.max(6, w * 2.6);
    var endX = p1[0] - ux * head * 0.6;
    var endY = p1[1] - uy * head * 0.6;
    ctx.beginPath();
    ctx.moveTo(p0[0], p0[1]);
    ctx.lineTo(endX, endY);
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
  };

  RACE.BoardView = BoardView;
  RACE.mixColor = function (a, b, t) {
    return css(mix(hexRgb(a), hexRgb(b), t));
  };
})();
