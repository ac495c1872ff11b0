// Cytoscape, when it starts, adds a <style> element to the page (position:
// relative on its containers, class __________cytoscape_container) unless an
// element with the id below already exists. A strict Content-Security-Policy
// (style-src 'self', no 'unsafe-inline') refuses that element with a console
// error, so the pages and the <game-graph> element put a placeholder with that
// id in <head> first and carry the rule in their own stylesheets (base.css,
// element.css). Everything else Cytoscape styles goes through the CSSOM
// (element.style.x = ...), which the policy allows.
const CYTOSCAPE_STYLESHEET_ID = '__________cytoscape_stylesheet';

export function quietCytoscapeStyle(doc) {
  const d = doc || document;
  if (d.getElementById(CYTOSCAPE_STYLESHEET_ID)) return;
  const mark = d.createElement('meta');
  mark.id = CYTOSCAPE_STYLESHEET_ID;
  d.head.appendChild(mark);
}
