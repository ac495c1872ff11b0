// What the graph page's drawing shows, read back as data (window.gameGraphApp's
// node and bestEdges, for scripts and the tests): a vertex's data and computed
// style, the edges drawn as best moves.

// A vertex by name: { name, outcome, depth, label, background, color, fixed }, or null.
export function drawnNode(cy, name) {
  if (!cy) return null;
  const nodes = cy.nodes().filter((n) => n.data('name') === name);
  if (nodes.empty()) return null;
  const n = nodes[0];
  return {
    name: n.data('name'),
    outcome: n.data('outcome'),
    depth: n.data('depth'),
    label: n.data('label'),
    background: n.style('background-color'),
    color: n.style('color'),
    fixed: n.hasClass('fixed'),
  };
}

// The edges drawn as best moves: [{ from, to, color, width, arrow }].
export function drawnBestEdges(cy) {
  if (!cy) return [];
  return cy.edges('.best').map((e) => ({
    from: e.source().data('name'),
    to: e.target().data('name'),
    color: e.style('line-color'),
    width: parseFloat(e.style('width')),
    arrow: e.style('target-arrow-shape'),
  }));
}
