// The Sprague-Grundy labelling step by step on the rules page's state graph
// (ui/grundy-steps.js): the positions in the order the engine gave them their
// values; the button opens it at the first step and closes it (the outcomes drawn
// again).
//
//   const steps = createLabelSteps({ graph, cy, outcomes });
//     graph()     the graph shown (state-graph.js: its labelling, n, tooBig), or null
//     cy()        the drawing's Cytoscape instance, once there is one
//     outcomes()  draws the outcomes again (the step-through closed)
//   steps.render()    after the graph or its drawing changed
//   steps.reset()     a new graph: closed
//   steps.relabel()   in a new language
import { $ } from '../../core/dom.js';
import { mountStepControls } from '../../ui/grundy-steps.js';

export function createLabelSteps({ graph, cy, outcomes }) {
  let step = -1; // -1: closed
  const controls = mountStepControls($('gs-stepper'), 'gs', {
    current: () => step,
    last: () => (graph() ? graph().n : 0),
    go,
  });

  function go(k) {
    const g = graph();
    if (!g || !g.labelling) return;
    step = Math.max(0, Math.min(k, g.n));
    render();
  }

  function render() {
    const g = graph();
    const can = !!(g && !g.tooBig && g.labelling && cy());
    const on = can && step >= 0;
    $('gs-steps').hidden = !(g && !g.tooBig && g.labelling);
    $('gs-steps').setAttribute('aria-pressed', on ? 'true' : 'false');
    $('gs-stepper').hidden = !on;
    if (on) controls.paint(cy(), { ...g, ...g.labelling }, step);
  }

  $('gs-steps').addEventListener('click', () => {
    if (step >= 0) {
      step = -1;
      render();
      outcomes();
    } else {
      go(0);
    }
  });

  return {
    render,
    reset() {
      step = -1;
      render();
    },
    relabel() {
      if (step >= 0) render();
    },
  };
}
