// The drawing of a solved graph with Cytoscape.js: vertices coloured by outcome
// (Okabe-Ito, colour-blind safe) with the outcome letter and depth in the label,
// the optimal move of each vertex as a thick arrow in the colour of its start. Its
// look (the stylesheet, the outcome colours) is graph-style.js, where its vertices
// stand (the layout schemes) graph-positions.js. Another look may be given
// (view.look, before the first drawing: the graph page's partizan drawing,
// pages/graph/partizan-look.js): { style: more of the stylesheet, colors(el): its
// palette, node(result, v, colors) -> { outcome, depth, short, fill, ink },
// edges(result, colors) -> (k) -> { classes, color, side } }; side a label drawn on
// the move ('' none); optionally hiddenEdges(result, colors), the same for a quiz
// (what a move is without its value: the partizan sides), else every move plain.
import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { t } from '../core/i18n.js';
import { withSeededRandom, graphSeed } from './graph-layout.js';
import { hugePositions, hugeViewport, layoutKind, layoutOptions, orientations, preferredOrientation } from './graph-positions.js';
import { STYLE, HUGE_STYLE, LETTER, HIDDEN, outcomeColors, nodeWidth } from './graph-style.js';
import { quietCytoscapeStyle } from './cytoscape-csp.js';
import { vertexName, clipName } from '../core/names.js';

export const DRAW_MAX_VERTICES = 2000;
export const DRAW_MAX_EDGES = 8000;
// The graph page draws up to these with Cytoscape's WebGL renderer (where the
// browser gives WebGL 2; else its canvas renderer) and a grid by outcome and depth.
export const BIG_DRAW_MAX_VERTICES = 20000;
export const BIG_DRAW_MAX_EDGES = 60000;

// What WebGL 2 this browser gives (asked once): 'gpu', 'software' (a CPU
// emulation such as SwiftShader or llvmpipe: slower than the canvas renderer
// for big drawings) or 'none'.
var webgl2 = null;
export function webgl2Kind() {
  if (webgl2 === null) {
    webgl2 = 'none';
    try {
      var c = document.createElement('canvas');
      var gl = c.getContext('webgl2');
      if (gl) {
        webgl2 = 'gpu';
        var info = gl.getExtension('WEBGL_debug_renderer_info');
        var name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
        if (/swiftshader|llvmpipe|softpipe|software|basic render/i.test(name)) webgl2 = 'software';
        var lose = gl.getExtension('WEBGL_lose_context');
        if (lose) lose.loseContext();
      }
    } catch (e) {
      webgl2 = 'none';
    }
  }
  return webgl2;
}

let fcoseReady = false;
function registerFcose() {
  if (fcoseReady) return true;
  cytoscape.use(fcose);
  fcoseReady = true;
  return true;
}

function letter(o) {
  return t('letter.' + o);
}

function shortLabel(result, v) {
  var o = LETTER[result.outcome[v]];
  return o === 'D' ? letter('D') : letter(o) + result.depth[v];
}

function GraphView(container) {
  this.container = container;
  // (its size never follows its canvases: a narrower window narrows it; base.css)
  if (container && container.classList) container.classList.add('gg-drawing');
  this.cy = null;
  this.onSelect = function () {};
  this.layoutName = 'auto';
  this.look = OUTCOME_LOOK;
}

// Big drawings: cheaper panning and zooming (edges hidden while moving).
var BIG_DRAWING = 500;

function dropUnusedWebglCanvas(cy) {
  var data = cy.renderer() && cy.renderer().data;
  var canvas = data && data.canvases && data.canvases[3];
  if (!canvas) return;
  var gl = data.contexts[3];
  var lose = gl && gl.getExtension && gl.getExtension('WEBGL_lose_context');
  if (lose) lose.loseContext();
  if (canvas.parentNode) canvas.parentNode.removeChild(canvas);
}

// huge: over DRAW_MAX_VERTICES / DRAW_MAX_EDGES, drawn with WebGL where there is one.
GraphView.prototype.ensure = function (big, huge) {
  big = !!big;
  // preferWebgl: undefined (WebGL on a GPU only), true (any WebGL 2), false (never)
  var kind = webgl2Kind();
  var webgl = !!huge && this.preferWebgl !== false && (kind === 'gpu' || (this.preferWebgl === true && kind === 'software'));
  this.webglKind = kind;
  var mode = webgl ? 'webgl' : huge ? 'huge' : big ? 'big' : 'small';
  if (this.cy && this.mode === mode) return this.cy;
  if (this.cy) this.cy.destroy();
  this.big = big;
  this.mode = mode;
  registerFcose();
  quietCytoscapeStyle(this.container.ownerDocument);
  var self = this;
  var container = this.container;
  var opts = {
    container: this.container,
    style: (huge ? STYLE.concat(HUGE_STYLE) : STYLE).concat(this.look.style),
    wheelSensitivity: 0.25,
    minZoom: huge ? 0.02 : 0.1,
    maxZoom: 4,
    selectionType: 'single',
    boxSelectionEnabled: false,
    hideEdgesOnViewport: big && !webgl,
    textureOnViewport: big && !webgl,
  };
  if (webgl) opts.renderer = { name: 'canvas', webgl: true };
  // The slower wheel zoom is chosen on purpose: Cytoscape's console warning about a
  // custom wheel sensitivity is silenced while the drawing is made (a page's
  // console stays clean), and only then.
  var warned = cytoscape.warnings();
  cytoscape.warnings(false);
  try {
    this.cy = cytoscape(opts);
  } finally {
    cytoscape.warnings(warned);
  }
  // Once a WebGL drawing was made, Cytoscape 3.34 gives every later drawing of
  // the page a fourth canvas holding a WebGL context it never uses: drop it.
  if (!webgl) dropUnusedWebglCanvas(this.cy);
  this.renderer = webgl ? 'webgl' : 'canvas';
  this.zoomBar();
  this.cy.on('tap', 'node', function (ev) {
    self.onSelect(Number(ev.target.data('v')));
  });
  this.cy.on('tap', function (ev) {
    if (ev.target === self.cy) self.onSelect(-1);
  });
  // Follow the container's size (a frame resized, a panel opened below it).
  if (!this.observer && typeof ResizeObserver === 'function') {
    var timer = 0;
    var last = '';
    this.observer = new ResizeObserver(function () {
      var size = container.clientWidth + 'x' + container.clientHeight;
      if (size === last) return;
      last = size;
      clearTimeout(timer);
      timer = setTimeout(function () {
        if (self.cy && container.clientWidth > 0 && container.clientHeight > 0) self.resize();
      }, 60);
    });
    this.observer.observe(container);
  }
  // Cytoscape finds the vertex under the pointer from the container's place on the
  // screen, kept from its last scroll or resize event: a drawing moved by the page
  // around it (a note or an explanation above it grown, a scroll whose event has not
  // come yet) took a click meant for a vertex for one elsewhere. Measured again at
  // each press, wheel turn and entry of the pointer, before Cytoscape reads it.
  if (!this.pointerWatch) {
    this.pointerWatch = true;
    var remeasure = function () {
      var r = self.cy && self.cy.renderer();
      if (r && r.invalidateContainerClientCoordsCache) r.invalidateContainerClientCoordsCache();
    };
    ['pointerenter', 'pointerdown', 'wheel'].forEach(function (type) {
      container.addEventListener(type, remeasure, { capture: true, passive: true });
    });
  }
  return this.cy;
};

GraphView.canDraw = function (result) {
  return result.n <= DRAW_MAX_VERTICES && result.m <= DRAW_MAX_EDGES && !!result.edges;
};
// What the graph page draws (the bigger ones with WebGL).
GraphView.canDrawBig = function (result) {
  return result.n <= BIG_DRAW_MAX_VERTICES && result.m <= BIG_DRAW_MAX_EDGES && !!result.edges;
};
GraphView.isHuge = function (result) {
  return result.n > DRAW_MAX_VERTICES || result.m > DRAW_MAX_EDGES;
};

// Positions of a huge drawing (no layout run: Cytoscape's preset layout and fit
// take seconds on 20,000 vertices and 60,000 edges).
GraphView.prototype.hugePositions = function () {
  var huge = hugePositions(this.result, this.layoutName);
  this.usedLayout = huge.kind;
  this.hugeAt = huge.at;
  return this.hugeAt;
};

// Fits a huge drawing from the positions alone (cy.fit measures every edge).
GraphView.prototype.fitHuge = function () {
  var cy = this.cy;
  var at = this.hugeAt;
  if (!cy || !at || !at.length) return;
  cy.viewport(hugeViewport(at, cy.width() || 600, cy.height() || 400, cy.minZoom(), cy.maxZoom()));
};

// Long names are cut in the drawing (the table and the explanation show them whole).
var LABEL_MAX = 24;
function labelName(name) {
  return clipName(name, LABEL_MAX);
}

function nodeData(look, result, v, hidden, colors) {
  var name = vertexName(result, v);
  var shown = labelName(name);
  if (hidden) {
    return { id: 'v' + v, v: v, name: name, outcome: '', depth: -1, short: '', label: shown, w: nodeWidth(shown, ''), fill: HIDDEN.fill, ink: HIDDEN.text };
  }
  var x = look.node(result, v, colors);
  return {
    id: 'v' + v,
    v: v,
    name: name,
    outcome: x.outcome,
    depth: x.depth,
    short: x.short,
    label: shown + '\n' + x.short,
    w: nodeWidth(shown, x.short),
    fill: x.fill,
    ink: x.ink,
  };
}

// Which edge index is drawn as the best move of its source (the first edge
// u -> move[u]; parallel copies stay thin).
function bestEdges(result) {
  var best = new Int32Array(result.n).fill(-1);
  var e = result.edges;
  for (var k = 0; k < result.m; k++) {
    var u = e[2 * k];
    if (best[u] === -1 && result.move[u] === e[2 * k + 1]) best[u] = k;
  }
  return best;
}

// A move drawn plain (values hidden).
var PLAIN = { classes: '', color: '#8f8f8f', side: '' };

// The look of a solved graph: vertices by outcome (the letter and depth, or
// result.labels: a label of each vertex in their place, e.g. its value), the
// best move of each vertex thick in the colour of its outcome, the moves of a
// fixed vertex dotted.
var OUTCOME_LOOK = {
  style: [],
  colors: outcomeColors,
  node: function (result, v, colors) {
    var o = LETTER[result.outcome[v]];
    var short = result.labels ? result.labels[v] : shortLabel(result, v);
    return { outcome: o, depth: result.depth[v], short: short, fill: colors[o].fill, ink: colors[o].text };
  },
  edges: function (result, colors) {
    var best = bestEdges(result);
    return function (k) {
      var u = result.edges[2 * k];
      if (result.fixed && result.fixed[u] !== 0) return { classes: 'ignored', color: '#8f8f8f', side: '' };
      if (best[u] !== k) return PLAIN;
      var o = LETTER[result.outcome[u]];
      return { classes: 'best best-' + o.toLowerCase(), color: colors[o].edge, side: '' };
    };
  },
};

// Draws a new graph (a new layout).
GraphView.prototype.show = function (result) {
  var huge = GraphView.isHuge(result);
  var cy = this.ensure(result.n > BIG_DRAWING, huge);
  this.result = result;
  this.hugeAt = null;
  var at = huge ? this.hugePositions() : null;
  var look = this.look;
  var colors = look.colors(this.container);
  var els = [];
  for (var v = 0; v < result.n; v++) {
    var fixed = result.fixed && result.fixed[v] !== 0;
    var el = { group: 'nodes', data: nodeData(look, result, v, this.valuesHidden, colors), classes: fixed && !this.valuesHidden ? 'fixed' : '' };
    if (at) el.position = at[v];
    els.push(el);
  }
  var edgeLook = look.edges(result, colors);
  var hiddenLook = look.hiddenEdges ? look.hiddenEdges(result, colors) : null;
  this.edgeOf = {};
  for (var k = 0; k < result.m; k++) {
    var key = result.edges[2 * k] + ',' + result.edges[2 * k + 1];
    if (this.edgeOf[key] === undefined) this.edgeOf[key] = k;
    var ec = this.valuesHidden ? (hiddenLook ? hiddenLook(k) : PLAIN) : edgeLook(k);
    els.push({
      group: 'edges',
      data: {
        id: 'e' + k,
        source: 'v' + result.edges[2 * k],
        target: 'v' + result.edges[2 * k + 1],
        color: ec.color,
        side: ec.side,
      },
      classes: ec.classes,
    });
  }
  cy.batch(function () {
    cy.elements().remove();
    cy.add(els);
  });
  this.result = result;
  if (huge) this.fitHuge();
  else this.layout();
};

// Same graph, new solution (the convention changed): keep the positions.
GraphView.prototype.update = function (result) {
  var cy = this.cy;
  var hidden = this.valuesHidden;
  var look = this.look;
  var colors = look.colors(this.container);
  var edgeLook = look.edges(result, colors);
  var hiddenLook = look.hiddenEdges ? look.hiddenEdges(result, colors) : null;
  cy.batch(function () {
    for (var v = 0; v < result.n; v++) {
      var node = cy.getElementById('v' + v);
      node.data(nodeData(look, result, v, hidden, colors));
      node.toggleClass('fixed', !hidden && !!(result.fixed && result.fixed[v] !== 0));
    }
    for (var k = 0; k < result.m; k++) {
      var ec = hidden ? (hiddenLook ? hiddenLook(k) : PLAIN) : edgeLook(k);
      var edge = cy.getElementById('e' + k);
      edge.data('color', ec.color);
      edge.data('side', ec.side);
      edge.classes(ec.classes);
    }
  });
  this.result = result;
};

GraphView.prototype.layout = function (name) {
  var cy = this.cy;
  if (!cy || cy.nodes().length === 0) return;
  if (name) this.layoutName = name;
  var n = cy.nodes().length;
  if (this.result && GraphView.isHuge(this.result)) {
    var at0 = this.hugePositions();
    cy.batch(function () {
      cy.nodes().forEach(function (node) {
        node.position(at0[node.data('v')]);
      });
    });
    this.fitHuge();
    return;
  }
  var kind = layoutKind(this.layoutName, n, this.result, this.positions);
  this.usedLayout = kind;
  var laid = layoutOptions(kind, cy, this.result, this.positions, fcoseReady);
  if (laid.layered) this.layered = laid.layered;
  var opts = laid.opts;
  // The same graph is laid out the same way on every load.
  withSeededRandom(this.result ? graphSeed(this.result) : 1, function () {
    cy.layout(opts).run();
  });
  this.orient = orientations(cy, kind === 'breadthfirst' ? this.layered : null);
  this.applyOrientation();
  this.fit();
};

// The margin around a fitted drawing: 24 px, less in a small area (an embedded
// frame), where every pixel goes to the vertices.
GraphView.prototype.fitPadding = function () {
  var side = Math.min(this.container.clientWidth, this.container.clientHeight);
  return side > 0 ? Math.round(Math.max(6, Math.min(24, side * 0.05))) : 24;
};

// Fits the drawing in its box (a huge one from its positions alone: cy.fit
// would measure every edge).
GraphView.prototype.fit = function () {
  if (!this.cy) return;
  if (this.hugeAt && this.result && GraphView.isHuge(this.result)) this.fitHuge();
  else this.cy.fit(undefined, this.fitPadding());
  // the area the drawing was last fitted to ('640x400'): tests wait for it to match
  this.fitted = this.container.clientWidth + 'x' + this.container.clientHeight;
};

GraphView.prototype.applyOrientation = function () {
  var o = this.orient;
  var cy = this.cy;
  if (!o || !cy || cy.nodes().length !== o.first.length) return;
  var want = preferredOrientation(o, this.container.clientWidth, this.container.clientHeight, this.fitPadding());
  if (want === o.on) return;
  o.on = want;
  var pos = want >= 0 ? o.others[want] : o.first;
  cy.nodes().positions(function (node) {
    return pos[node.data('v')];
  });
};

// The step-through view: state from TraceModel.stateAt (outcome -1 =
// undecided, with its counter), the vertex taken from the queue, the move looked at.
GraphView.prototype.showTrace = function (st) {
  var cy = this.cy;
  var result = this.result;
  if (!cy || !result) return;
  this.tracing = true;
  var self = this;
  var colors = outcomeColors(this.container);
  cy.batch(function () {
    for (var v = 0; v < result.n; v++) {
      var node = cy.getElementById('v' + v);
      var o = st.outcome[v];
      var name = labelName(vertexName(result, v));
      var short;
      var cls = [];
      if (result.fixed && result.fixed[v] !== 0) cls.push('fixed');
      if (o < 0) {
        short = st.counter[v] >= 0 ? '?' + st.counter[v] : '?';
        node.data({ label: name + '\n' + short, fill: '#ffffff', ink: '#1a1a1a', w: nodeWidth(name, short) });
        cls.push('undecided');
      } else {
        var L = LETTER[o];
        short = L === 'D' ? letter('D') : letter(L) + st.depth[v];
        node.data({ label: name + '\n' + short, fill: colors[L].fill, ink: colors[L].text, w: nodeWidth(name, short) });
      }
      if (v === st.current) cls.push('current');
      if (v === st.examined) cls.push('examined');
      node.classes(cls.join(' '));
    }
    for (var k = 0; k < result.m; k++) {
      var u = result.edges[2 * k];
      var t = result.edges[2 * k + 1];
      var edge = cy.getElementById('e' + k);
      var first = self.edgeOf[u + ',' + t] === k;
      if (first && u === st.examined && t === st.current) {
        edge.classes('examining');
      } else if (first && st.outcome[u] > 0 && st.move[u] === t) {
        var L2 = LETTER[st.outcome[u]];
        edge.data('color', colors[L2].edge);
        edge.classes('best best-' + L2.toLowerCase());
      } else {
        edge.classes(result.fixed && result.fixed[u] !== 0 ? 'ignored quiet' : 'quiet');
      }
    }
  });
};

// Back to the solved look (after the step-through view).
GraphView.prototype.endTrace = function () {
  if (!this.tracing || !this.result) return;
  this.tracing = false;
  var cy = this.cy;
  var result = this.result;
  cy.batch(function () {
    for (var v = 0; v < result.n; v++) {
      cy.getElementById('v' + v).classes(result.fixed && result.fixed[v] !== 0 ? 'fixed' : '');
    }
  });
  this.update(result);
};

// Marks a line of play: vertices in order (the last one is "here" when here is
// true). An empty list clears it.
GraphView.prototype.showPath = function (vertices, here) {
  var cy = this.cy;
  if (!cy || !this.result) return;
  var self = this;
  cy.batch(function () {
    cy.elements('.path, .here').removeClass('path here');
    for (var i = 0; i < vertices.length; i++) {
      var node = cy.getElementById('v' + vertices[i]);
      node.addClass(here && i === vertices.length - 1 ? 'here' : 'path');
      if (i > 0) {
        var k = self.edgeOf[vertices[i - 1] + ',' + vertices[i]];
        if (k !== undefined) cy.getElementById('e' + k).addClass('path');
      }
    }
  });
};

// Hides (or shows again) the values: every vertex white with its name alone, no
// best-move arrow, no fixed mark (a quiz; the drawing stays clickable).
GraphView.prototype.hideValues = function (on) {
  this.valuesHidden = !!on;
  if (this.result && this.cy && !this.tracing) this.update(this.result);
};

// Relabels the vertices in the current language (outcome letters).
GraphView.prototype.relabel = function () {
  if (this.result && this.cy && !this.tracing) this.update(this.result);
  if (this.bar) this.nameZoom();
};

// Buttons that magnify the drawing by half again, shrink it, or fit it to its
// area (a wheel or a pinch zooms too, but slowly on purpose, and a reader may
// have neither): a row just under the drawing, so that it hides no vertex.
var ZOOMS = [['in', '+', 1.5], ['out', '−', 1 / 1.5], ['fit', '', 0]];
GraphView.prototype.zoomBar = function () {
  var c = this.container;
  if (this.bar || !c || !c.parentNode || !c.ownerDocument) return;
  var doc = c.ownerDocument;
  var bar = doc.createElement('div');
  bar.className = 'gg-zoom';
  bar.setAttribute('role', 'group');
  var self = this;
  ZOOMS.forEach(function (z) {
    var b = doc.createElement('button');
    b.type = 'button';
    b.className = 'small ghost';
    b.dataset.zoom = z[0];
    b.textContent = z[1];
    b.addEventListener('click', function () {
      self.zoomBy(z[2]);
    });
    bar.appendChild(b);
  });
  c.insertAdjacentElement('afterend', bar);
  this.bar = bar;
  this.nameZoom();
};

GraphView.prototype.nameZoom = function () {
  var bar = this.bar;
  bar.setAttribute('aria-label', t('graph.zoom'));
  for (var i = 0; i < bar.children.length; i++) {
    var b = bar.children[i];
    var name = t('graph.zoom.' + b.dataset.zoom);
    b.setAttribute('aria-label', name);
    b.title = name;
    if (b.dataset.zoom === 'fit') b.textContent = t('graph.zoom.fitShort');
  }
};

// Zooms by factor f about the middle of the area (f 0: fits the drawing).
GraphView.prototype.zoomBy = function (f) {
  var cy = this.cy;
  if (!cy) return;
  if (!f) {
    this.fit();
    return;
  }
  var level = Math.max(cy.minZoom(), Math.min(cy.maxZoom(), cy.zoom() * f));
  cy.zoom({ level: level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
};

GraphView.prototype.clear = function () {
  if (this.cy) this.cy.elements().remove();
  this.result = null;
};

GraphView.prototype.resize = function () {
  if (this.cy) {
    this.cy.resize();
    this.applyOrientation();
    this.fit();
  }
};

GraphView.prototype.select = function (v) {
  var cy = this.cy;
  if (!cy || !this.result) return;
  cy.elements().unselect();
  if (v < 0) return;
  var node = cy.getElementById('v' + v);
  if (node.empty()) return;
  node.select();
  var ext = cy.extent();
  var p = node.position();
  if (p.x < ext.x1 || p.x > ext.x2 || p.y < ext.y1 || p.y > ext.y2) {
    cy.animate({ center: { eles: node } }, { duration: 250 });
  }
};

export { GraphView };

