// Fraenkel and Yesha's labelling, step by step, on a Cytoscape drawing (the graph
// page's Sprague-Grundy mode and the rules page's state graph): after k steps the
// first k vertices of the engine's order carry their values, the others "?", and
// the narration says why the k-th got its value. g: { n, m, edges, names, grundy,
// infStart, infValues, outcome, order, orderStage } (grundyGraphText with order).
import { t, applyStrings } from '../core/i18n.js';
import { outcomeColors } from './graph-style.js';
import { outcomeLetter } from '../core/outcome.js';

// A value as written: "3", "∞(0,2)", "∞(∅)" (the CLI writes inf(0,2)).
export function valueText(value, k) {
  if (value >= 0) return String(value);
  return '∞(' + (k && k.length ? Array.from(k).join(',') : '∅') + ')';
}
function grundyLabel(g, v) {
  return valueText(g.grundy[v], g.infValues.subarray(g.infStart[v], g.infStart[v + 1]));
}

// Paints step k (0..n) on cy; returns the narration.
function paintLabellingStep(cy, g, k) {
  k = Math.max(0, Math.min(k, g.n));
  const given = new Uint8Array(g.n);
  for (let i = 0; i < k; i++) given[g.order[i]] = 1;
  const current = k > 0 ? g.order[k - 1] : -1;
  const colors = outcomeColors(cy.container());
  cy.batch(() => {
    for (let v = 0; v < g.n; v++) {
      const node = cy.getElementById('v' + v);
      const name = g.names[v];
      if (given[v]) {
        const c = colors[outcomeLetter(g.outcome[v])];
        node.data({ label: name + '\n' + grundyLabel(g, v), fill: c.fill, ink: c.text });
        node.classes(v === current ? 'current' : '');
      } else {
        node.data({ label: name + '\n?', fill: '#ffffff', ink: '#1a1a1a' });
        node.classes('undecided');
      }
    }
    cy.edges().forEach((e) => {
      const u = Number(e.source().data('v'));
      e.toggleClass('quiet', !given[u]);
    });
  });
  return k === 0 ? t('gr.stepStart') : labellingNarration(g, k - 1);
}

// What happened at entry i of the labelling.
function labellingNarration(g, i) {
  const v = g.order[i];
  const m = g.orderStage[i];
  const name = g.names[v];
  const succ = [];
  for (let e = 0; e < g.m; e++) if (g.edges[2 * e] === v) succ.push(g.edges[2 * e + 1]);
  if (g.grundy[v] < 0) return t('gr.stepInf', { stage: m, v: name, value: grundyLabel(g, v) });
  const before = new Uint8Array(g.n); // valued before this entry
  for (let j = 0; j < i; j++) before[g.order[j]] = 1;
  const open = succ.filter((w) => !before[w] || g.grundy[w] < 0);
  if (succ.length === 0) return t('gr.stepNoMove', { stage: m, v: name });
  if (open.length === 0) {
    const vals = [...new Set(succ.map((w) => g.grundy[w]))].sort((a, b) => a - b).join(', ');
    return t('gr.stepMex', { stage: m, v: name, vals, m });
  }
  return t('gr.stepReverse', { stage: m, v: name, m, others: [...new Set(open.map((w) => g.names[w]))].join(', ') });
}

// The step-through's controls (Start, Back, Step, End, "Step k of n") and its
// narration, rendered into box (an empty element; prefix names the counter and the
// narration: <prefix>-count, <prefix>-narration). The page keeps the step: current()
// gives it, last() the last step, and go(k) is called with the step a button or a
// key asks for (← → a step, Home / End the ends, with the focus in the controls).
// paint(cy, g, k) shows step k on the drawing, the narration and the counter.
export function mountStepControls(box, prefix, { current, last, go }) {
  box.innerHTML = `
<div class="st-controls" role="group" data-i18n-attr="aria-label:gr.steps">
  <button type="button" class="st-btn" data-act="first" data-i18n="steps.restart">Start</button>
  <button type="button" class="st-btn" data-act="back" data-i18n="steps.back">Back</button>
  <button type="button" class="st-btn st-play" data-act="next" data-i18n="steps.next">Step</button>
  <button type="button" class="st-btn" data-act="last" data-i18n="steps.end">End</button>
  <span class="st-count" id="${prefix}-count"></span>
</div>
<p class="st-narration" id="${prefix}-narration" aria-live="polite"></p>`;
  applyStrings(box);
  const target = { first: () => 0, back: () => current() - 1, next: () => current() + 1, last };
  for (const b of box.querySelectorAll('.st-btn')) b.addEventListener('click', () => go(target[b.dataset.act]()));
  box.addEventListener('keydown', (ev) => {
    const act = { ArrowLeft: 'back', ArrowRight: 'next', Home: 'first', End: 'last' }[ev.key];
    if (!act) return;
    ev.preventDefault();
    go(target[act]());
  });
  return {
    paint(cy, g, k) {
      k = Math.max(0, Math.min(k, g.n));
      box.querySelector('.st-narration').textContent = paintLabellingStep(cy, g, k);
      box.querySelector('.st-count').textContent = t('steps.counter', { k, n: g.n });
      box.dataset.step = String(k);
    },
  };
}
