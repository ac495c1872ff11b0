// The graph-based games of board.html (cat and mouse, cop and robber) drawn with
// the shared graph view (ui/graph-view.js: Cytoscape.js, its layout and look),
// recoloured for the pursuit game: the pieces on their vertices, the map colours
// (who wins with a piece on each vertex), the moves of the piece to move with
// their values.
import { GraphView, DRAW_MAX_VERTICES, DRAW_MAX_EDGES } from '../../ui/graph-view.js';
import { t, fmt } from '../../core/i18n.js';
import { words } from './model.js';
import { palette } from './board-canvas.js';

function extraStyle(P) {
  return [
    { selector: 'node.pg-plain', style: { 'background-color': '#f4f5f7', color: '#1a1a1a' } },
    { selector: 'edge.pg-undirected', style: { 'target-arrow-shape': 'none', width: 2 } },
    { selector: 'node.pg-exit', style: { 'border-width': 4, 'border-color': P.exit, 'border-opacity': 1, 'border-style': 'solid' } },
    { selector: 'node.pg-pursuer', style: { 'underlay-color': P.pursuer, 'underlay-opacity': 0.95, 'underlay-padding': 7, 'underlay-shape': 'ellipse' } },
    { selector: 'node.pg-evader', style: { 'underlay-color': P.evader, 'underlay-opacity': 0.95, 'underlay-padding': 7, 'underlay-shape': 'ellipse' } },
    { selector: 'node.pg-target', style: { 'border-width': 3, 'border-style': 'dashed', 'border-color': '#1a1a1a', 'border-opacity': 1 } },
    { selector: 'node.pg-best', style: { 'border-width': 4, 'border-style': 'solid' } },
    { selector: 'node.pg-both', style: { 'underlay-color': '#6b3fa0' } },
    { selector: 'node.pg-ghost-pursuer', style: { 'border-width': 4, 'border-style': 'dashed', 'border-color': P.pursuer, 'border-opacity': 1 } },
    { selector: 'node.pg-ghost-evader', style: { 'border-width': 4, 'border-style': 'dashed', 'border-color': P.evaderLine, 'border-opacity': 1 } },
  ];
}

// Edges to draw: each undirected pair once (no arrows) when the graph is symmetric.
function drawnEdges(m) {
  const e = m.edges;
  const seen = new Set();
  for (let k = 0; k < e.length; k += 2) seen.add(e[k] + ',' + e[k + 1]);
  let symmetric = true;
  for (let k = 0; k < e.length && symmetric; k += 2) symmetric = seen.has(e[k + 1] + ',' + e[k]);
  if (!symmetric) return { edges: e, undirected: false };
  const out = [];
  const once = new Set();
  for (let k = 0; k < e.length; k += 2) {
    const u = Math.min(e[k], e[k + 1]);
    const v = Math.max(e[k], e[k + 1]);
    if (once.has(u + ',' + v)) continue;
    once.add(u + ',' + v);
    out.push(u, v);
  }
  return { edges: Int32Array.from(out), undirected: true };
}

export class GraphBoard {
  constructor(container, note) {
    this.container = container;
    this.note = note;
    this.view = new GraphView(container);
    this.view.layoutName = 'fcose';
    this.model = null;
    this.drawn = false;
    this.onDown = () => {};
  }

  static canDraw(m) {
    return m.n <= DRAW_MAX_VERTICES && m.edges.length / 2 <= DRAW_MAX_EDGES;
  }

  setModel(m) {
    this.model = m;
    if (!GraphBoard.canDraw(m)) {
      this.view.clear();
      this.drawn = false;
      this.container.hidden = true;
      this.note.hidden = false;
      this.note.textContent = t('pg.graphTooBig', { n: fmt(m.n), m: fmt(m.edges.length / 2) });
      return;
    }
    this.container.hidden = false;
    this.note.hidden = true;
    const d = drawnEdges(m);
    const n = m.n;
    this.view.onSelect = (v) => {
      if (v >= 0) this.onDown(v);
    };
    this.view.show({
      n,
      m: d.edges.length / 2,
      names: m.labels || null,
      outcome: new Uint8Array(n),
      depth: new Int32Array(n).fill(-1),
      move: new Int32Array(n).fill(-1),
      edges: d.edges,
      fixed: null,
    });
    const cy = this.view.cy;
    const style = cy.style();
    for (const s of extraStyle(palette())) style.selector(s.selector).style(s.style);
    style.update();
    if (d.undirected) cy.edges().addClass('pg-undirected');
    cy.autounselectify(true);
    this.drawn = true;
  }

  // v: { pursuer, evader, map, mapPiece, targets, moveLabels }
  setView(v) {
    if (!this.drawn) return;
    const m = this.model;
    const cy = this.view.cy;
    const w = words(m);
    const P = palette();
    const labels = new Map((v.moveLabels || []).map((l) => [l.cell, l]));
    const targets = new Set(v.targets || []);
    cy.batch(() => {
      for (let i = 0; i < m.n; i++) {
        const node = cy.getElementById('v' + i);
        let name = m.labels ? m.labels[i] : String(i);
        const tags = [];
        if (i === v.pursuer) tags.push(v.mapPiece === 'pursuer' ? '(' + w.Pursuer + ')' : w.Pursuer);
        if (i === v.evader) tags.push(v.mapPiece === 'evader' ? '(' + w.Evader + ')' : w.Evader);
        let second = tags.join(' + ');
        let fill = null;
        let ink = '#1a1a1a';
        if (v.map) {
          const win = v.map.winner[i];
          fill = win === 1 ? P.pursuer : win === 2 ? P.evader : P.draw;
          ink = win === 1 ? '#ffffff' : '#1a1a1a';
          const dep = v.map.depth[i];
          const mark = (win === 1 ? w.pl : win === 2 ? w.el : t('letter.D')) + (dep >= 0 ? dep : '');
          second = second ? second + ' · ' + mark : mark;
        }
        const label = labels.get(i);
        if (label && i !== v.pursuer && i !== v.evader) second = second ? second + ' · ' + label.short : label.short;
        if (m.exits[i]) name += ' (' + w.exit + ')';
        node.data('label', second ? name + '\n' + second : name);
        node.data('w', Math.max(44, Math.round(Math.max(name.length, second.length) * 7.4 + 18)));
        node.toggleClass('pg-plain', !fill);
        if (fill) {
          node.data('fill', fill);
          node.data('ink', ink);
        }
        node.toggleClass('pg-exit', !!m.exits[i]);
        const isP = i === v.pursuer && v.mapPiece !== 'pursuer';
        const isE = i === v.evader && v.mapPiece !== 'evader';
        node.toggleClass('pg-pursuer', isP);
        node.toggleClass('pg-evader', isE);
        node.toggleClass('pg-both', isP && isE);
        node.toggleClass('pg-target', targets.has(i));
        node.toggleClass('pg-best', !!(label && label.best));
        node.toggleClass('pg-ghost-pursuer', i === v.pursuer && v.mapPiece === 'pursuer');
        node.toggleClass('pg-ghost-evader', i === v.evader && v.mapPiece === 'evader');
      }
    });
  }

  resize() {
    if (this.drawn) this.view.resize();
  }

  // The drawn position of a vertex on the page (client coordinates).
  cellCenter(v) {
    const p = this.view.cy.getElementById('v' + v).renderedPosition();
    const b = this.container.getBoundingClientRect();
    return { x: b.left + p.x, y: b.top + p.y };
  }
}
