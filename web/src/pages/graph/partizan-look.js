// The look of a partizan graph's drawing (ui/graph-view.js's view.look, for the
// graph page's partizan card, partizan.js): Left's moves solid in --left and
// labelled L, Right's dashed in --right and labelled R (told apart without colour
// too), each side's optimal move thick; a position coloured by its outcome class
// (L --left, R --right, N: the player to move wins --win, P: loses --lose, a class
// with a draw --draw) and labelled with its value (short games) and class.
//
//   drawingResult(r)   the drawing's result from a partizan solve (partizan-ops.js):
//                      every move in edges, Left's first
//   PARTIZAN_LOOK      the look
import { readTokens } from '../../ui/tokens.js';

export function drawingResult(r) {
  const edges = new Int32Array(2 * r.m);
  edges.set(r.leftEdges, 0);
  edges.set(r.rightEdges, r.leftEdges.length);
  return { ...r, edges };
}

const FILL = { L: 'left', R: 'right', N: 'win', P: 'lose' };

export const PARTIZAN_LOOK = {
  style: [
    {
      selector: 'edge.left, edge.right',
      style: {
        'line-color': 'data(color)',
        'target-arrow-color': 'data(color)',
        label: 'data(side)',
        'font-size': 11,
        'font-weight': 'bold',
        color: '#1a1a1a',
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.9,
        'text-background-padding': 2,
        'text-background-shape': 'round-rectangle',
      },
    },
    { selector: 'edge.right', style: { 'line-style': 'dashed', 'line-dash-pattern': [7, 4] } },
  ],
  colors(el) {
    const c = readTokens(el, {
      left: '--left', leftInk: '--left-ink', right: '--right', rightInk: '--right-ink',
      win: '--win', winInk: '--win-ink', lose: '--lose', loseInk: '--lose-ink', draw: '--draw', drawInk: '--draw-ink',
    });
    const of = (k) => ({ fill: c[k], text: c[k + 'Ink'] });
    return { left: of('left'), right: of('right'), win: of('win'), lose: of('lose'), draw: of('draw') };
  },
  node(r, v, colors) {
    const cls = r.classes[v];
    const color = colors[FILL[cls] || 'draw'];
    return { outcome: cls, depth: -1, short: r.values ? r.values[v] + ' ' + cls : cls, fill: color.fill, ink: color.text };
  },
  edges(r, colors) {
    // each side's optimal move from u: its first edge u -> move (parallel copies stay thin)
    const bestLeft = new Int32Array(r.n).fill(-1);
    const bestRight = new Int32Array(r.n).fill(-1);
    for (let k = 0; k < r.m; k++) {
      const left = k < r.mLeft;
      const u = r.edges[2 * k];
      const best = left ? bestLeft : bestRight;
      if (best[u] === -1 && (left ? r.moveLeft : r.moveRight)[u] === r.edges[2 * k + 1]) best[u] = k;
    }
    return (k) => {
      const left = k < r.mLeft;
      const u = r.edges[2 * k];
      const best = (left ? bestLeft : bestRight)[u] === k;
      return { classes: (left ? 'left' : 'right') + (best ? ' best' : ''), color: colors[left ? 'left' : 'right'].fill, side: left ? 'L' : 'R' };
    };
  },
  // a quiz: whose move each edge is stays shown (it is the game, not its value); no best move
  hiddenEdges(r, colors) {
    return (k) => {
      const left = k < r.mLeft;
      return { classes: left ? 'left' : 'right', color: colors[left ? 'left' : 'right'].fill, side: left ? 'L' : 'R' };
    };
  },
};
