// The graph-based games of board.html (cat and mouse, cop and robber) drawn with
// the graph page's view (web/js/graphview.js: Cytoscape.js, its layout and look),
// recoloured for the pursuit game: the pieces on their vertices, the map colours
// (who wins with a piece on each vertex), the moves a player may make.
/* global cytoscape */
(function () {
  'use strict';
  var PG = (window.PG = window.PG || {});
  var GG = window.GG;

  var EXTRA_STYLE = [
    { selector: 'node.pg-plain', style: { 'background-color': '#f4f5f7', color: '#1a1a1a' } },
    { selector: 'edge.pg-undirected', style: { 'target-arrow-shape': 'none', width: 2 } },
    { selector: 'node.pg-exit', style: { 'border-width': 4, 'border-color': '#009E73', 'border-opacity': 1, 'border-style': 'solid' } },
    {
      selector: 'node.pg-pursuer',
      style: { 'underlay-color': '#0072B2', 'underlay-opacity': 0.95, 'underlay-padding': 7, 'underlay-shape': 'ellipse' },
    },
    {
      selector: 'node.pg-evader',
      style: { 'underlay-color': '#E69F00', 'underlay-opacity': 0.95, 'underlay-padding': 7, 'underlay-shape': 'ellipse' },
    },
    {
      selector: 'node.pg-target',
      style: { 'border-width': 3, 'border-style': 'dashed', 'border-color': '#1a1a1a', 'border-opacity': 1 },
    },
    { selector: 'node.pg-both', style: { 'underlay-color': '#6b3fa0' } },
    { selector: 'node.pg-ghost-pursuer', style: { 'border-width': 4, 'border-style': 'dashed', 'border-color': '#0072B2', 'border-opacity': 1 } },
    { selector: 'node.pg-ghost-evader', style: { 'border-width': 4, 'border-style': 'dashed', 'border-color': '#D55E00', 'border-opacity': 1 } },
  ];

  function GraphBoard(container, note) {
    this.container = container;
    this.note = note;
    this.view = new GG.GraphView(container);
    this.view.layoutName = 'fcose';
    this.model = null;
    this.drawn = false;
    this.onDown = function () {};
  }

  GraphBoard.canDraw = function (m) {
    return m.n <= GG.DRAW_MAX_VERTICES && m.edges.length / 2 <= GG.DRAW_MAX_EDGES;
  };

  // Edges to draw: each undirected pair once (no arrows) when the graph is symmetric.
  function drawnEdges(m) {
    var seen = {};
    var e = m.edges;
    var k;
    for (k = 0; k < e.length; k += 2) seen[e[k] + ',' + e[k + 1]] = true;
    var symmetric = true;
    for (k = 0; k < e.length && symmetric; k += 2) symmetric = !!seen[e[k + 1] + ',' + e[k]];
    if (!symmetric) return { edges: e, undirected: false };
    var out = [];
    var once = {};
    for (k = 0; k < e.length; k += 2) {
      var u = Math.min(e[k], e[k + 1]);
      var v = Math.max(e[k], e[k + 1]);
      if (once[u + ',' + v]) continue;
      once[u + ',' + v] = true;
      out.push(u, v);
    }
    return { edges: Int32Array.from(out), undirected: true };
  }

  GraphBoard.prototype.setModel = function (m) {
    this.model = m;
    if (!GraphBoard.canDraw(m)) {
      this.view.clear();
      this.drawn = false;
      this.container.hidden = true;
      this.note.hidden = false;
      this.note.textContent =
        'This graph has ' + m.n + ' vertices and ' + m.edges.length / 2 + ' moves: too big to draw. The verdict and the play below still work.';
      return;
    }
    this.container.hidden = false;
    this.note.hidden = true;
    var d = drawnEdges(m);
    var n = m.n;
    var fake = {
      n: n,
      m: d.edges.length / 2,
      names: m.labels || null,
      outcome: new Uint8Array(n),
      depth: new Int32Array(n).fill(-1),
      move: new Int32Array(n).fill(-1),
      edges: d.edges,
      fixed: null,
    };
    var self = this;
    this.view.onSelect = function (v) {
      if (v >= 0) self.onDown(v);
    };
    this.view.show(fake);
    var cy = this.view.cy;
    var style = cy.style();
    EXTRA_STYLE.forEach(function (s) {
      style.selector(s.selector).style(s.style);
    });
    style.update();
    if (d.undirected) cy.edges().addClass('pg-undirected');
    cy.autounselectify(true);
    this.drawn = true;
    this.undirected = d.undirected;
  };

  // v: { pursuer, evader, map, mapPiece, targets }
  GraphBoard.prototype.setView = function (v) {
    if (!this.drawn) return;
    var m = this.model;
    var cy = this.view.cy;
    var words = PG.words(m);
    var targets = {};
    if (v.targets) {
      v.targets.forEach(function (t) {
        targets[t] = true;
      });
    }
    cy.batch(function () {
      for (var i = 0; i < m.n; i++) {
        var node = cy.getElementById('v' + i);
        var name = m.labels ? m.labels[i] : String(i);
        var tags = [];
        if (i === v.pursuer) tags.push(v.mapPiece === 'pursuer' ? '(' + words.Pursuer + ')' : words.Pursuer);
        if (i === v.evader) tags.push(v.mapPiece === 'evader' ? '(' + words.Evader + ')' : words.Evader);
        var second = tags.join(' + ');
        var fill = null;
        var ink = '#1a1a1a';
        if (v.map) {
          var w = v.map.winner[i];
          fill = w === 1 ? PG.COLORS.pursuer : w === 2 ? PG.COLORS.evader : PG.COLORS.draw;
          ink = w === 1 ? '#ffffff' : '#1a1a1a';
          var dep = v.map.depth[i];
          var mark = (w === 1 ? words.pl : w === 2 ? words.el : 'D') + (dep >= 0 ? dep : '');
          second = second ? second + ' · ' + mark : mark;
        }
        if (m.exits[i]) name += ' (' + words.exit + ')';
        var label = second ? name + '\n' + second : name;
        node.data('label', label);
        node.data('w', Math.max(44, Math.round(Math.max(name.length, second.length) * 7.4 + 18)));
        node.toggleClass('pg-plain', !fill);
        if (fill) {
          node.data('fill', fill);
          node.data('ink', ink);
        }
        node.toggleClass('pg-exit', !!m.exits[i]);
        var isP = i === v.pursuer && v.mapPiece !== 'pursuer';
        var isE = i === v.evader && v.mapPiece !== 'evader';
        node.toggleClass('pg-pursuer', isP);
        node.toggleClass('pg-evader', isE);
        node.toggleClass('pg-both', isP && isE);
        node.toggleClass('pg-target', !!targets[i]);
        node.toggleClass('pg-ghost-pursuer', i === v.pursuer && v.mapPiece === 'pursuer');
        node.toggleClass('pg-ghost-evader', i === v.evader && v.mapPiece === 'evader');
      }
    });
  };

  GraphBoard.prototype.resize = function () {
    if (this.drawn) this.view.resize();
  };

  // The drawn position of a vertex on the page (for tests and tips).
  GraphBoard.prototype.renderedPosition = function (v) {
    var node = this.view.cy.getElementById('v' + v);
    var p = node.renderedPosition();
    return { x: p.x, y: p.y };
  };

  PG.GraphBoard = GraphBoard;
  PG.hasCytoscape = function () {
    return typeof cytoscape === 'function';
  };
})();
