// <game-graph>: a live, solved game graph for any course page (bundled to
// web/generated/game-graph-element.js). The page includes this one script and
// writes graphs in the page:
//
//   <script src="https://example.org/gamegraph/web/generated/game-graph-element.js"></script>
//   <game-graph>
//   a b
//   b c
//   </game-graph>
//
// The script finds what it needs beside itself: its styles
// (game-graph-element.css, added as a <link>) and the solver module
// (gamegraph.js, added as a <script>), so that it works under a strict
// Content-Security-Policy (script-src 'self'; style-src 'self'), served or from
// file://. Attributes and behaviour: see ./game-graph.js.
import './element.css';
import { defineGameGraph } from './game-graph.js';
import { moduleMissingError } from '../core/solver-client.js';
import { quietCytoscapeStyle } from '../ui/cytoscape-csp.js';

// The folder of this script (web/generated/), from its own <script src>.
function scriptFolder() {
  let src = document.currentScript && document.currentScript.src;
  if (!src) {
    // not run from a plain <script src> (injected late): find the tag instead
    const tag = Array.from(document.scripts).find((s) => /game-graph-element\.js(\?|#|$)/.test(s.src));
    src = tag ? tag.src : new URL('web/generated/game-graph-element.js', document.baseURI).href;
  }
  return src.replace(/[^/]*([?#].*)?$/, '');
}

// Adds a <link rel=stylesheet> unless the page has one for href already;
// resolves once it is loaded (or failed: the element still works, unstyled).
function addStyles(href) {
  return new Promise((resolve) => {
    const have = Array.from(document.querySelectorAll('link[rel~="stylesheet"]')).find((l) => l.href === href);
    if (have && have.sheet) {
      resolve();
      return;
    }
    const link = have || document.createElement('link');
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
    if (!have) {
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    }
  });
}

// Loads the solver module as a classic script (its global factory GameGraph)
// unless the page has it already. Rejects when it cannot be had.
function addModule(src) {
  if (typeof window.GameGraph === 'function') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.addEventListener('load', () => (typeof window.GameGraph === 'function' ? resolve() : reject(moduleMissingError())));
    s.addEventListener('error', () => reject(moduleMissingError()));
    document.head.appendChild(s);
  });
}

if (window.customElements && !window.customElements.get('game-graph')) {
  const base = scriptFolder();
  quietCytoscapeStyle(document);
  defineGameGraph({
    styles: addStyles(base + 'game-graph-element.css'),
    module: addModule(base + 'gamegraph.js'),
    // the solver's page, where the element sits in the site's web/generated/
    fullPage: /\/web\/generated\/$/.test(base) ? new URL('../../index.html', base).href : null,
  });
}
