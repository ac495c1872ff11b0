// Where the vertices of a solved graph's drawing (ui/graph-view.js) stand: the
// layout schemes it chooses among and what it asks of Cytoscape for each; the
// algorithms behind the layered ones are ui/graph-layout.js.
//
//   hugePositions(result, layoutName)   a huge drawing's places without a layout run:
//                                       { kind: 'grid' | 'circle', at }, the grid by
//                                       outcome and depth (wins, losses, draws)
//   hugeViewport(at, w, h, minZoom, maxZoom)   { zoom, pan } fitting those places in w x h
//   layoutKind(name, n, result, positions)     the scheme a layout name stands for:
//                                       'auto' is layers for an acyclic graph of at
//                                       most 400 vertices, else force-directed
//   layoutOptions(kind, cy, result, positions, fcose)   { opts (Cytoscape's layout
//                                       options), layered (the layers, for 'breadthfirst') }
//   orientations(cy, layered)           the drawing as laid out and its alternatives:
//                                       turned sideways, its layers cut into bands
//   preferredOrientation(o, w, h, padding)   which of them suits a w x h area best
//                                       (-1: the drawing as laid out)
import { layeredPositions, turnedPositions, wrappedPositions, preferLayout } from './graph-layout.js';

// A grid in the order wins, losses, draws, each by depth (O(n), for drawings
// too big for a force-directed layout): same-coloured bands, the quick wins first.
function outcomeGridPositions(result) {
  var n = result.n;
  var rank = [2, 0, 1];
  var maxD = 0;
  var v;
  for (v = 0; v < n; v++) if (result.depth[v] > maxD) maxD = result.depth[v];
  var key = new Int32Array(n);
  for (v = 0; v < n; v++) key[v] = rank[result.outcome[v]] * (maxD + 2) + (result.depth[v] < 0 ? maxD + 1 : result.depth[v]);
  var order = Array.from({ length: n }, function (_, i) {
    return i;
  });
  order.sort(function (a, b) {
    return key[a] - key[b] || a - b;
  });
  var cols = Math.max(1, Math.ceil(Math.sqrt(n * 1.6)));
  var pos = new Array(n);
  for (var i = 0; i < n; i++) pos[order[i]] = { x: (i % cols) * 110, y: Math.floor(i / cols) * 64 };
  return pos;
}

function circlePositions(n) {
  var r = Math.max(200, (n * 90) / (2 * Math.PI));
  var pos = new Array(n);
  for (var i = 0; i < n; i++) pos[i] = { x: r * Math.cos((2 * Math.PI * i) / n), y: r * Math.sin((2 * Math.PI * i) / n) };
  return pos;
}

// Positions of a huge drawing (no layout run: Cytoscape's preset layout and fit
// take seconds on 20,000 vertices and 60,000 edges).
export function hugePositions(result, layoutName) {
  var kind = layoutName === 'circle' ? 'circle' : 'grid';
  return { kind: kind, at: kind === 'circle' ? circlePositions(result.n) : outcomeGridPositions(result) };
}

// The viewport that fits a huge drawing from its positions alone (cy.fit measures
// every edge).
export function hugeViewport(at, w, h, minZoom, maxZoom) {
  var x1 = Infinity;
  var y1 = Infinity;
  var x2 = -Infinity;
  var y2 = -Infinity;
  for (var i = 0; i < at.length; i++) {
    var p = at[i];
    if (p.x < x1) x1 = p.x;
    if (p.x > x2) x2 = p.x;
    if (p.y < y1) y1 = p.y;
    if (p.y > y2) y2 = p.y;
  }
  x1 -= 60;
  x2 += 60;
  y1 -= 25;
  y2 += 25;
  var zoom = Math.min((w - 48) / (x2 - x1), (h - 48) / (y2 - y1));
  zoom = Math.max(minZoom, Math.min(maxZoom, zoom));
  return { zoom: zoom, pan: { x: w / 2 - zoom * (x1 + x2) / 2, y: h / 2 - zoom * (y1 + y2) / 2 } };
}

// Whether the drawn graph has no cycle (Kahn's algorithm): game trees and
// other acyclic games read best in layers.
function acyclic(result) {
  var n = result.n;
  var e = result.edges;
  var indeg = new Int32Array(n);
  var start = new Int32Array(n + 1);
  var k;
  for (k = 0; k < result.m; k++) {
    indeg[e[2 * k + 1]]++;
    start[e[2 * k] + 1]++;
  }
  for (k = 0; k < n; k++) start[k + 1] += start[k];
  var fill = start.slice(0, n);
  var adj = new Int32Array(result.m);
  for (k = 0; k < result.m; k++) adj[fill[e[2 * k]]++] = e[2 * k + 1];
  var queue = [];
  for (k = 0; k < n; k++) if (indeg[k] === 0) queue.push(k);
  var seen = 0;
  while (queue.length) {
    var u = queue.pop();
    seen++;
    for (var j = start[u]; j < start[u + 1]; j++) if (--indeg[adj[j]] === 0) queue.push(adj[j]);
  }
  return seen === n;
}

export function layoutKind(name, n, result, positions) {
  var kind = name;
  if (kind === 'auto') kind = n <= 400 && result && acyclic(result) ? 'breadthfirst' : 'fcose';
  if (kind === 'preset' && !positions) kind = 'fcose';
  return kind;
}

// fcose: whether the fcose extension is registered (else Cytoscape's cose).
export function layoutOptions(kind, cy, result, positions, fcose) {
  var n = cy.nodes().length;
  if (kind === 'preset') {
    return {
      opts: {
        name: 'preset',
        animate: false,
        padding: 24,
        positions: function (node) {
          return positions[node.data('v')];
        },
      },
    };
  }
  if (kind === 'breadthfirst') {
    // Layers computed here (Cytoscape's breadthfirst piles the vertices of a
    // cycle on top of each other): the edges closing cycles turned round,
    // longest-path layers, boxes spaced by their width.
    var widths = cy.nodes().map(function (node) {
      return node.data('w');
    });
    var byIndex = new Array(result.n);
    cy.nodes().forEach(function (node, i) {
      byIndex[node.data('v')] = widths[i];
    });
    var lay = layeredPositions(result, byIndex);
    return {
      layered: lay,
      opts: {
        name: 'preset',
        animate: false,
        padding: 24,
        positions: function (node) {
          return lay.positions[node.data('v')];
        },
      },
    };
  }
  if (kind === 'circle') return { opts: { name: 'circle', animate: false, padding: 24 } };
  if (fcose) {
    return {
      opts: {
        name: 'fcose',
        // 'proof' looks best but grows fast (about 1 s at 300 vertices on a slow
        // machine, minutes at 2000); 'draft' (spectral only) stays under a second.
        quality: n <= 150 ? 'proof' : n <= 400 ? 'default' : 'draft',
        randomize: true,
        animate: false,
        nodeDimensionsIncludeLabels: true,
        idealEdgeLength: function () {
          return 80;
        },
        nodeRepulsion: function () {
          return 9000;
        },
        nodeSeparation: 90,
        padding: 24,
      },
    };
  }
  return { opts: { name: 'cose', animate: false, padding: 24 } };
}

// The drawing as laid out, turned sideways (layers left to right; another layout
// mirrored along the diagonal) and, for layers, cut into bands of layers (a long
// chain of layers wrapped as lines of text are), to show whichever suits the area
// best (graph-layout.js): a small frame much wider than tall gets the turned one,
// a chain of 31 layers in a card gets four bands of eight.
export function orientations(cy, layered) {
  var first = [];
  var widths = [];
  cy.nodes().forEach(function (node) {
    var p = node.position();
    first[node.data('v')] = { x: p.x, y: p.y };
    widths[node.data('v')] = node.data('w');
  });
  var others = [layered ? layered.sideways : turnedPositions(first, widths)];
  if (layered && layered.lists && layered.lists.length >= 4 && first.length <= 400) {
    for (var bands = 2; bands <= Math.min(16, layered.lists.length); bands++) others.push(wrappedPositions(layered.lists, widths, bands));
  }
  return { first: first, others: others, widths: widths, on: -1 };
}

export function preferredOrientation(o, w, h, padding) {
  return preferLayout(o.first, o.others, o.widths, w, h, padding);
}
