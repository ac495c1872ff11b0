// The board of board.html on a <canvas>: walls, exits, the two pieces, the map
// colours (who wins with a piece on each cell) with depths, the moves a player
// may make, the last move, a keyboard cursor. Reports pointer and key input as
// cells; knows nothing of the rules.
(function () {
  'use strict';
  var PG = (window.PG = window.PG || {});

  // Okabe-Ito: blue for the pursuer, orange for the evader, grey for a draw,
  // bluish green for exits.
  var COLORS = {
    pursuer: '#0072B2',
    evader: '#E69F00',
    draw: '#BBBBBB',
    exit: '#009E73',
    wallLight: '#3d444d',
    wallDark: '#5f6873',
  };
  PG.COLORS = COLORS;

  function rgb(hex) {
    var n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }

  // The colour of a winner's cell, lighter the longer the game lasts (t in 0..1).
  function shade(hex, t) {
    var c = rgb(hex);
    var k = 0.62 * t;
    return 'rgb(' + c.map(function (x) {
      return Math.round(x + (255 - x) * k);
    }).join(',') + ')';
  }
  PG.shade = shade;

  function css(name, fallback) {
    var v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    return v || fallback;
  }

  function BoardCanvas(canvas, wrap) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.ctx = canvas.getContext('2d');
    this.model = null;
    this.view = {}; // { pursuer, evader, map, mapPiece, targets, last, dim }
    this.cursor = 0;
    this.cs = 20;
    this.hover = -1;
    this.dragging = false;
    this.onDown = function () {}; // (cell, ev)
    this.onDrag = function () {}; // (cell)
    this.onUp = function () {};
    this.onKey = function () {}; // (cell, ev) -> true if handled
    this.onHover = function () {}; // (cell or -1, x, y)
    this._bind();
  }

  BoardCanvas.prototype.cellAt = function (ev) {
    var rect = this.canvas.getBoundingClientRect();
    var m = this.model;
    if (!m) return -1;
    var x = ev.clientX - rect.left;
    var y = ev.clientY - rect.top;
    var c = Math.floor(x / this.cs);
    var r = Math.floor(y / this.cs);
    if (r < 0 || c < 0 || r >= m.rows || c >= m.cols) return -1;
    return r * m.cols + c;
  };

  BoardCanvas.prototype._bind = function () {
    var self = this;
    var cv = this.canvas;
    cv.addEventListener('pointerdown', function (ev) {
      var c = self.cellAt(ev);
      if (c < 0) return;
      ev.preventDefault();
      cv.focus({ preventScroll: true });
      self.cursor = c;
      self.dragging = true;
      try {
        cv.setPointerCapture(ev.pointerId);
      } catch (e) {
        // not capturable (synthetic events)
      }
      self.onDown(c, ev);
    });
    cv.addEventListener('pointermove', function (ev) {
      var c = self.cellAt(ev);
      if (c !== self.hover) {
        self.hover = c;
        self.draw();
      }
      self.onHover(c, ev.clientX, ev.clientY);
      if (self.dragging && c >= 0) self.onDrag(c);
    });
    var up = function () {
      if (!self.dragging) return;
      self.dragging = false;
      self.onUp();
    };
    cv.addEventListener('pointerup', up);
    cv.addEventListener('pointercancel', up);
    cv.addEventListener('pointerleave', function () {
      self.hover = -1;
      self.onHover(-1);
      self.draw();
    });
    cv.addEventListener('contextmenu', function (ev) {
      ev.preventDefault();
    });
    cv.addEventListener('keydown', function (ev) {
      var m = self.model;
      if (!m) return;
      var r = Math.floor(self.cursor / m.cols);
      var c = self.cursor % m.cols;
      var moved = true;
      if (ev.key === 'ArrowUp') r = Math.max(0, r - 1);
      else if (ev.key === 'ArrowDown') r = Math.min(m.rows - 1, r + 1);
      else if (ev.key === 'ArrowLeft') c = Math.max(0, c - 1);
      else if (ev.key === 'ArrowRight') c = Math.min(m.cols - 1, c + 1);
      else moved = false;
      if (moved && !ev.altKey && !ev.ctrlKey && !ev.metaKey) {
        ev.preventDefault();
        self.cursor = r * m.cols + c;
        if (ev.shiftKey) self.onDrag(self.cursor); // Shift+arrows paint
        self.draw();
        return;
      }
      if (self.onKey(self.cursor, ev)) {
        ev.preventDefault();
        self.draw();
      }
    });
    cv.addEventListener('focus', function () {
      self.draw();
    });
    cv.addEventListener('blur', function () {
      self.draw();
    });
  };

  // Sizes the canvas to the model and the space it has.
  BoardCanvas.prototype.layout = function () {
    var m = this.model;
    if (!m) return;
    var avail = Math.max(200, this.wrap.clientWidth - 2);
    var maxH = Math.max(260, Math.min(window.innerHeight * 0.78, 900));
    if (document.documentElement.classList.contains('embed')) {
      // embed mode: the board takes the height the frame has left
      var other = document.documentElement.scrollHeight - (this.canvas.offsetHeight || 0);
      maxH = Math.max(100, window.innerHeight - other - 4);
    }
    var cs = Math.floor(Math.min(avail / m.cols, maxH / m.rows, 56));
    cs = Math.max(cs, 4);
    this.cs = cs;
    var w = cs * m.cols;
    var h = cs * m.rows;
    var dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = w + 'px';
    this.canvas.style.height = h + 'px';
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  };

  BoardCanvas.prototype.setModel = function (m) {
    this.model = m;
    if (this.cursor >= m.rows * m.cols) this.cursor = 0;
    this.layout();
    this.draw();
  };

  BoardCanvas.prototype.setView = function (v) {
    this.view = v || {};
    this.draw();
  };

  function disc(ctx, x, y, r, fill, letter, size) {
    ctx.beginPath();
    ctx.arc(x, y, r + Math.max(1.5, r * 0.14), 0, 2 * Math.PI);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1, r * 0.1);
    ctx.strokeStyle = '#1a1a1a';
    ctx.stroke();
    if (size >= 14) {
      ctx.fillStyle = fill === COLORS.pursuer ? '#ffffff' : '#1a1a1a';
      ctx.font = '700 ' + Math.round(r * 1.15) + 'px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(letter, x, y + r * 0.06);
    }
  }

  BoardCanvas.prototype.draw = function () {
    var m = this.model;
    if (!m) return;
    var ctx = this.ctx;
    var cs = this.cs;
    var v = this.view;
    var W = cs * m.cols;
    var H = cs * m.rows;
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    var free = css('--field', '#ffffff');
    var line = css('--line', '#dde1e6');
    var wall = dark ? COLORS.wallDark : COLORS.wallLight;
    var words = PG.words(m);
    ctx.clearRect(0, 0, W, H);
    ctx.fillStyle = free;
    ctx.fillRect(0, 0, W, H);
    var map = v.map;
    var numbers = cs >= 18;
    var maxDepth = [1, 1, 1];
    if (map) {
      for (var q = 0; q < map.winner.length; q++) {
        var wq = map.winner[q];
        if (wq < 3 && map.depth[q] > maxDepth[wq]) maxDepth[wq] = map.depth[q];
      }
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '600 ' + Math.max(9, Math.round(cs * 0.38)) + 'px ui-monospace, Menlo, Consolas, monospace';
    for (var r = 0; r < m.rows; r++) {
      for (var c = 0; c < m.cols; c++) {
        var i = r * m.cols + c;
        var x = c * cs;
        var y = r * cs;
        if (m.walls[i]) {
          ctx.fillStyle = wall;
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
            var step = Math.max(5, cs / 4);
            for (var h = -cs; h < cs; h += step) {
              ctx.moveTo(x + h, y + cs);
              ctx.lineTo(x + h + cs, y);
            }
            ctx.stroke();
            ctx.restore();
          }
          continue;
        }
        if (map) {
          var w = map.winner[i];
          var t = map.depth[i] >= 0 ? map.depth[i] / maxDepth[w] : 1;
          ctx.fillStyle = w === 1 ? shade(COLORS.pursuer, t) : w === 2 ? shade(COLORS.evader, t) : COLORS.draw;
          ctx.fillRect(x, y, cs, cs);
          if (numbers && map.depth[i] >= 0 && i !== v.pursuer && i !== v.evader) {
            ctx.fillStyle = w === 1 && t < 0.55 ? '#ffffff' : '#1a1a1a';
            ctx.fillText(String(map.depth[i]), x + cs / 2, y + cs / 2 + 1);
          }
        }
        if (m.exits[i]) {
          var inset = map ? Math.max(1.5, cs * 0.08) : 0;
          if (map) {
            ctx.strokeStyle = COLORS.exit;
            ctx.lineWidth = Math.max(2, cs * 0.14);
            ctx.strokeRect(x + inset + ctx.lineWidth / 2, y + inset + ctx.lineWidth / 2, cs - 2 * inset - ctx.lineWidth, cs - 2 * inset - ctx.lineWidth);
          } else {
            ctx.fillStyle = COLORS.exit;
            ctx.fillRect(x, y, cs, cs);
            if (cs >= 14) {
              ctx.fillStyle = '#ffffff';
              ctx.font = '700 ' + Math.round(cs * 0.5) + 'px system-ui, sans-serif';
              ctx.fillText(words.exit === 'food' ? 'F' : 'E', x + cs / 2, y + cs / 2 + 1);
              ctx.font = '600 ' + Math.max(9, Math.round(cs * 0.38)) + 'px ui-monospace, Menlo, Consolas, monospace';
            }
          }
        }
      }
    }
    // grid lines
    if (cs >= 6) {
      ctx.strokeStyle = map ? 'rgba(0,0,0,0.18)' : line;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (var k = 0; k <= m.cols; k++) {
        ctx.moveTo(k * cs + 0.5, 0);
        ctx.lineTo(k * cs + 0.5, H);
      }
      for (k = 0; k <= m.rows; k++) {
        ctx.moveTo(0, k * cs + 0.5);
        ctx.lineTo(W, k * cs + 0.5);
      }
      ctx.stroke();
    }
    var center = function (cell) {
      return [(cell % m.cols) * cs + cs / 2, Math.floor(cell / m.cols) * cs + cs / 2];
    };
    // the last move
    if (v.last && v.last.from !== v.last.to) {
      var a = center(v.last.from);
      var b = center(v.last.to);
      ctx.strokeStyle = v.last.side === 0 ? COLORS.pursuer : '#D55E00';
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
    // the moves a player may make
    if (v.targets) {
      v.targets.forEach(function (cell) {
        var p = center(cell);
        ctx.beginPath();
        ctx.arc(p[0], p[1], Math.max(2.5, cs * 0.16), 0, 2 * Math.PI);
        ctx.fillStyle = 'rgba(20,20,20,0.55)';
        ctx.fill();
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
      });
    }
    // the pieces (the one whose map is shown drawn hollow: it could stand anywhere)
    var radius = Math.max(2.5, cs * 0.36);
    var pieces = [
      [v.pursuer, COLORS.pursuer, words.pl, 'pursuer'],
      [v.evader, COLORS.evader, words.el, 'evader'],
    ];
    pieces.forEach(function (pc) {
      if (pc[0] === undefined || pc[0] < 0) return;
      var p = center(pc[0]);
      if (v.mapPiece === pc[3]) {
        ctx.beginPath();
        ctx.arc(p[0], p[1], radius, 0, 2 * Math.PI);
        ctx.lineWidth = Math.max(2, cs * 0.1);
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
        ctx.setLineDash([3, 2]);
        ctx.strokeStyle = '#1a1a1a';
        ctx.stroke();
        ctx.setLineDash([]);
        return;
      }
      if (v.pursuer === v.evader && pc[3] === 'evader') {
        disc(ctx, p[0] + radius * 0.45, p[1] + radius * 0.45, radius * 0.7, pc[1], pc[2], cs * 0.7);
        return;
      }
      disc(ctx, p[0], p[1], radius, pc[1], pc[2], cs);
    });
    // hover and keyboard cursor
    if (this.hover >= 0) {
      ctx.strokeStyle = dark ? '#ffffff' : '#1b1f24';
      ctx.lineWidth = 1.5;
      ctx.strokeRect((this.hover % m.cols) * cs + 1, Math.floor(this.hover / m.cols) * cs + 1, cs - 2, cs - 2);
    }
    if (document.activeElement === this.canvas) {
      ctx.strokeStyle = css('--focus', '#2f6fc4');
      ctx.lineWidth = Math.max(2, Math.min(3, cs * 0.15));
      ctx.setLineDash([4, 2]);
      ctx.strokeRect((this.cursor % m.cols) * cs + 1.5, Math.floor(this.cursor / m.cols) * cs + 1.5, cs - 3, cs - 3);
      ctx.setLineDash([]);
    }
  };

  PG.BoardCanvas = BoardCanvas;
})();
