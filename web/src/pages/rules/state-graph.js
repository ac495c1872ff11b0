// The rules page's state graph, when small enough to draw (ui/graph-view.js):
// every position with its value (and its Sprague-Grundy value, with the step-through
// of the labelling: label-steps.js), the position shown selected and the line
// played to it; a vertex clicked opens its position.
//
//   const graph = createStateGraph(page);
//   graph.load()              asks the sandbox for the graph of the game solved
//   graph.follow(at, path)    the position shown and the line that led there
//   graph.render(st)          hidden while there is no solved game
//   graph.relabel()           in a new language
//   graph.view()              the GraphView (null until a graph was drawn)
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { say } from '../../core/say.js';
import { GraphView } from '../../ui/graph-view.js';
import { valueText } from '../../ui/grundy-steps.js';
import { createLabelSteps } from './label-steps.js';

export function createStateGraph(page) {
  const { S, store, sandbox } = page;
  let graphView = null;
  let shown = null; // the graph last asked for (drawn unless too big)

  // The outcomes drawn again, the position shown selected.
  function outcomes() {
    if (graphView && shown && !shown.tooBig && !shown.partizan) {
      graphView.show(shown);
      const st = store.get();
      graphView.select(st.path[st.path.length - 1]);
    }
  }
  const steps = createLabelSteps({ graph: () => shown, cy: () => graphView && graphView.cy, outcomes });

  async function load() {
    const s = store.get().summary;
    const card = $('graph-card');
    let g;
    try {
      g = await sandbox.call('graph', {});
    } catch (e) {
      return;
    }
    if (store.get().summary !== s) return;
    card.hidden = false;
    // with values, each position drawn with its key and its value (G = 2, G = ∞(0))
    if (g.labelling && !g.tooBig && !g.partizan) {
      const L = g.labelling;
      g.labels = Array.from({ length: g.n }, (_, i) => 'G = ' + valueText(L.grundy[i], L.infValues.subarray(L.infStart[i], L.infStart[i + 1])));
    }
    shown = g;
    steps.reset();
    if (g.tooBig || g.partizan) {
      // (a partizan game's graph, its moves of two kinds, is not drawn: exported as text)
      $('cy').hidden = true;
      say($('graph-note'), () => (g.partizan ? t('rules.pz.graph') : t('rules.graphTooBig', { n: fmt(g.n), m: fmt(g.m) })));
      if (graphView) graphView.clear();
      return;
    }
    $('cy').hidden = false;
    say($('graph-note'), () => t('rules.graphNote'));
    if (!graphView) {
      graphView = new GraphView($('cy'));
      graphView.onSelect = (v) => {
        if (v >= 0 && store.get().summary) S.goTo([v]);
      };
    }
    graphView.show(g);
    const st = store.get();
    graphView.select(st.path[st.path.length - 1]);
    steps.render();
  }

  function follow(at, path) {
    if (graphView) {
      graphView.select(at);
      graphView.showPath(path.length > 1 ? path : []);
    }
  }

  function render(st) {
    if (!st.summary) $('graph-card').hidden = true;
  }

  function relabel() {
    if (graphView) graphView.relabel();
    steps.relabel();
  }

  return { load, follow, render, relabel, view: () => graphView };
}
