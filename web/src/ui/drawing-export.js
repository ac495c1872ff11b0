// Exports of a solved graph: the drawing as SVG (written here from the laid-out
// drawing: no dependency) or PNG (Cytoscape's own renderer), the results as CSV
// (spreadsheet-safe, core/files.js) or JSON.
import { vertexName } from '../core/names.js';
import { escapeHtml as xml } from '../core/dom.js';
import { csv } from '../core/files.js';
var WORD = ['DRAW', 'WIN', 'LOSE'];
var FIXED_WORD = [null, 'WIN', 'LOSE', 'DRAW'];

function num(x) {
  return Math.round(x * 100) / 100;
}

// The points of an edge's path as Cytoscape draws it: straight, or a chain of
// quadratic curves through its control points (bezier edges and loops).
function edgePath(e) {
  var s = e.sourceEndpoint();
  var t = e.targetEndpoint();
  var ctrl = e.controlPoints && e.controlPoints();
  var d = 'M' + num(s.x) + ' ' + num(s.y);
  var last = s;
  if (ctrl && ctrl.length) {
    for (var i = 0; i < ctrl.length; i++) {
      var c = ctrl[i];
      var end = i + 1 < ctrl.length ? { x: (c.x + ctrl[i + 1].x) / 2, y: (c.y + ctrl[i + 1].y) / 2 } : t;
      d += ' Q' + num(c.x) + ' ' + num(c.y) + ' ' + num(end.x) + ' ' + num(end.y);
      last = c;
    }
  } else {
    d += ' L' + num(t.x) + ' ' + num(t.y);
  }
  return { d: d, from: last, tip: t };
}

// The drawing as an SVG document (model coordinates, the whole graph).
export const drawingSvg = function (cy) {
  var bb = cy.elements().boundingBox({ includeLabels: true, includeOverlays: false });
  var pad = 16;
  var x0 = bb.x1 - pad;
  var y0 = bb.y1 - pad;
  var w = bb.w + 2 * pad;
  var h = bb.h + 2 * pad;
  var out = [];
  out.push('<svg xmlns="http://www.w3.org/2000/svg" viewBox="' + [num(x0), num(y0), num(w), num(h)].join(' ') +
    '" width="' + Math.ceil(w) + '" height="' + Math.ceil(h) + '" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace">');
  out.push('<rect x="' + num(x0) + '" y="' + num(y0) + '" width="' + num(w) + '" height="' + num(h) + '" fill="#ffffff"/>');
  cy.edges().forEach(function (e) {
    if (!e.visible()) return;
    var p = edgePath(e);
    var color = e.style('line-color');
    var width = parseFloat(e.style('width'));
    var opacity = parseFloat(e.style('opacity'));
    var style = e.style('line-style');
    var dash = style === 'dashed' ? ' stroke-dasharray="7 4"' : style === 'dotted' ? ' stroke-dasharray="2 3"' : '';
    var size = Math.max(Math.pow(width * 13.37, 0.9), 29) * parseFloat(e.style('arrow-scale') || 1);
    var len = 0.3 * size;
    var half = 0.15 * size;
    var dx = p.tip.x - p.from.x;
    var dy = p.tip.y - p.from.y;
    var norm = Math.sqrt(dx * dx + dy * dy) || 1;
    dx /= norm;
    dy /= norm;
    var bx = p.tip.x - dx * len;
    var by = p.tip.y - dy * len;
    out.push('<g opacity="' + num(opacity) + '"><path d="' + p.d + '" fill="none" stroke="' + color + '" stroke-width="' +
      num(width) + '"' + dash + '/>' +
      '<path d="M' + num(p.tip.x) + ' ' + num(p.tip.y) + ' L' + num(bx - dy * half) + ' ' + num(by + dx * half) + ' L' +
      num(bx + dy * half) + ' ' + num(by - dx * half) + ' Z" fill="' + color + '"/></g>');
  });
  cy.nodes().forEach(function (n) {
    var p = n.position();
    var nw = n.width();
    var nh = n.height();
    var bw = parseFloat(n.style('border-width'));
    var borderOpacity = parseFloat(n.style('border-opacity'));
    var bs = n.style('border-style');
    var dash = bs === 'dashed' ? ' stroke-dasharray="6 3"' : bs === 'dotted' ? ' stroke-dasharray="2 2"' : '';
    out.push('<g><rect x="' + num(p.x - nw / 2) + '" y="' + num(p.y - nh / 2) + '" width="' + num(nw) + '" height="' + num(nh) +
      '" rx="8" fill="' + n.style('background-color') + '" stroke="' + n.style('border-color') + '" stroke-opacity="' +
      num(borderOpacity) + '" stroke-width="' + num(bw) + '"' + dash + '/>');
    var lines = String(n.data('label') || '').split('\n');
    var lh = 15;
    var y = p.y - ((lines.length - 1) * lh) / 2;
    lines.forEach(function (line, i) {
      out.push('<text x="' + num(p.x) + '" y="' + num(y + i * lh) + '" text-anchor="middle" dominant-baseline="central" font-size="12" fill="' +
        n.style('color') + '">' + xml(line) + '</text>');
    });
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('\n');
};

export const drawingPng = function (cy) {
  return cy.png({ output: 'blob', full: true, scale: 2, bg: '#ffffff' });
};

export function resultsCsv(r) {
  const rows = [];
  for (let v = 0; v < r.n; v++) {
    rows.push([vertexName(r, v), WORD[r.outcome[v]], r.depth[v] < 0 ? '' : r.depth[v], r.move[v] < 0 ? '' : vertexName(r, r.move[v])]);
  }
  return csv(['vertex', 'outcome', 'depth', 'best_move'], rows);
}

// { noMove, format, vertices: [{ name, outcome, depth, move, fixed }], moves: [[from, to]] }
export const resultsJson = function (r, noMove) {
  var vertices = [];
  for (var v = 0; v < r.n; v++) {
    vertices.push({
      name: vertexName(r, v),
      outcome: WORD[r.outcome[v]],
      depth: r.depth[v] < 0 ? null : r.depth[v],
      move: r.move[v] < 0 ? null : vertexName(r, r.move[v]),
      fixed: r.fixed ? FIXED_WORD[r.fixed[v]] : null,
    });
  }
  var moves = [];
  if (r.edges) for (var k = 0; k < r.m; k++) moves.push([vertexName(r, r.edges[2 * k]), vertexName(r, r.edges[2 * k + 1])]);
  return JSON.stringify({ noMove: noMove, format: r.format, vertices: vertices, moves: moves }, null, 1) + '\n';
};

