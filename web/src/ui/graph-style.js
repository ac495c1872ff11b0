// The look of a solved graph's drawing (ui/graph-view.js): the Cytoscape stylesheet
// (vertices as boxes of their name and value, moves as arrows, the best move thick
// in the colour of its start, the step-through's and a line of play's marks; the
// huge drawings' cheaper look) and the outcome colours, read from the tokens of
// styles/tokens.css (Okabe-Ito, colour-blind safe: a win blue, a loss orange with
// vermillion best moves, a draw grey).
//
//   outcomeColors(el)   { W, L, D: { fill, text, edge } } as the tokens on el say
//   LETTER              an outcome code of the module (DRAW 0, WIN 1, LOSE 2) -> 'D', 'W', 'L'
//   HIDDEN              the colours of a vertex whose value is hidden (a quiz)
//   STYLE, HUGE_STYLE   the stylesheet, and what a huge drawing adds to it
//   nodeWidth(name, short)   a vertex box's width for its two lines
import { readTokens } from './tokens.js';

// Outcome codes of the module: DRAW = 0, WIN = 1, LOSE = 2. Fixed: NONE = 0, WIN = 1, LOSE = 2, DRAW = 3.
export const LETTER = ['D', 'W', 'L'];

// Each outcome's colours, from its tokens (their light values where there are none).
// A draw's best move keeps its grey (not --draw-edge, lighter in the dark theme): the
// drawings keep their light look in both.
const DRAW_MOVE = '#555555';

export function outcomeColors(el) {
  const c = readTokens(el, { W: '--win', Wtext: '--win-ink', L: '--lose', Ltext: '--lose-ink', Ledge: '--lose-edge', D: '--draw', Dtext: '--draw-ink' });
  return {
    W: { fill: c.W, text: c.Wtext, edge: c.W }, // Okabe-Ito blue
    L: { fill: c.L, text: c.Ltext, edge: c.Ledge }, // orange, best moves vermillion
    D: { fill: c.D, text: c.Dtext, edge: DRAW_MOVE }, // grey
  };
}

// The colours of a vertex whose value is hidden (a quiz: GraphView.hideValues).
export const HIDDEN = { fill: '#ffffff', text: '#1a1a1a' };

export function nodeWidth(name, short) {
  const len = Math.max(Array.from(name).length, short.length);
  return Math.max(40, Math.round(len * 7.4 + 18));
}

export const STYLE = [
  {
    selector: 'node',
    style: {
      shape: 'round-rectangle',
      width: 'data(w)',
      height: 38,
      'background-color': 'data(fill)',
      color: 'data(ink)',
      label: 'data(label)',
      'text-wrap': 'wrap',
      'text-valign': 'center',
      'text-halign': 'center',
      'font-family': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
      'font-size': 12,
      'line-height': 1.25,
      'border-width': 1,
      'border-color': '#333333',
      'border-opacity': 0.35,
      'min-zoomed-font-size': 7,
    },
  },
  {
    selector: 'node.fixed',
    style: { 'border-width': 4, 'border-style': 'double', 'border-color': '#222222', 'border-opacity': 1 },
  },
  {
    selector: 'node:selected',
    style: { 'border-width': 3, 'border-color': '#000000', 'border-opacity': 1, 'overlay-opacity': 0 },
  },
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': '#8f8f8f',
      'target-arrow-color': '#8f8f8f',
      'target-arrow-shape': 'triangle',
      'arrow-scale': 0.9,
      'curve-style': 'bezier',
      'control-point-step-size': 36,
      'loop-direction': '-30deg',
      'loop-sweep': '-70deg',
    },
  },
  {
    selector: 'edge.best',
    style: {
      width: 4,
      'line-color': 'data(color)',
      'target-arrow-color': 'data(color)',
      'arrow-scale': 1.1,
      'z-index': 10,
    },
  },
  { selector: 'edge.best-d', style: { 'line-style': 'dashed', 'line-dash-pattern': [7, 4] } },
  { selector: 'edge.ignored', style: { 'line-style': 'dotted', opacity: 0.6 } },
  {
    selector: '.faded',
    style: { opacity: 0.25 },
  },
  // the step-through view
  {
    selector: 'node.undecided',
    style: { 'border-width': 2, 'border-style': 'dashed', 'border-color': '#333333', 'border-opacity': 1 },
  },
  {
    selector: 'node.current',
    style: { 'border-width': 5, 'border-style': 'solid', 'border-color': '#000000', 'border-opacity': 1, 'underlay-color': '#ffd400', 'underlay-opacity': 0.9, 'underlay-padding': 6 },
  },
  {
    selector: 'node.examined',
    style: { 'border-width': 4, 'border-style': 'double', 'border-color': '#000000', 'border-opacity': 1, 'underlay-color': '#7aa7e0', 'underlay-opacity': 0.9, 'underlay-padding': 6 },
  },
  { selector: 'edge.quiet', style: { opacity: 0.55 } },
  {
    selector: 'edge.examining',
    style: { width: 5, 'line-color': '#000000', 'target-arrow-color': '#000000', 'line-style': 'solid', opacity: 1, 'z-index': 20, 'arrow-scale': 1.2 },
  },
  // an explained line of play, a game in progress
  {
    selector: 'edge.path',
    style: { width: 5, 'line-color': '#6a3d9a', 'target-arrow-color': '#6a3d9a', 'line-style': 'solid', opacity: 1, 'z-index': 15, 'arrow-scale': 1.2 },
  },
  {
    selector: 'node.path',
    style: { 'underlay-color': '#6a3d9a', 'underlay-opacity': 0.35, 'underlay-padding': 5 },
  },
  {
    selector: 'node.here',
    style: { 'border-width': 5, 'border-color': '#6a3d9a', 'border-opacity': 1, 'underlay-color': '#6a3d9a', 'underlay-opacity': 0.6, 'underlay-padding': 7 },
  },
];

// Huge drawings: straight thin edges, no labels.
export const HUGE_STYLE = [
  // no labels: 20,000 of them take most of the drawing's time (a click names the vertex)
  { selector: 'node', style: { label: '', width: 60, 'border-width': 0 } },
  { selector: 'edge', style: { 'curve-style': 'straight', width: 1, 'arrow-scale': 0.7 } },
  { selector: 'edge.best', style: { width: 2.5 } },
];
