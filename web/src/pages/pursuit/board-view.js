// What the pursuit page's board shows, fetched from the solved game and drawn: the
// pieces at the position shown, the last move, the map of a piece (the view radios;
// cached for the solved game in page.maps), the moves of the piece to move with their
// values (and which a click plays); on the canvas for a grid (page.canvas,
// board-canvas.js) or as a graph (graph-board.js), sized to what the page leaves it.
//
//   const view = createBoardView(page, { query, ignoreStale, onGraphTap });
//   view.refresh()            asks the solved game what the position shown needs (only
//                             the latest answer counts), then updates.shown
//   view.setModel(m, prev)    a new model: a new board (drawn anew) or the same one changed
//   view.draw(s)              the state's view drawn, described, the map's note
//   view.relayout()           the board sized again (the window, the verdict, an embed)
//   view.graph()              the GraphBoard, made when a graph is first shown (or null)
import { $, debounce, isEmbed } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { isFresh, current, humanToMove } from './state.js';
import { GraphBoard } from './graph-board.js';
import { moveValue, valueShort } from './verdict.js';
import { renderMapNote, describe } from './maps.js';

export function createBoardView(page, hooks) {
  const { store, updates, canvas, maps } = page;
  const S = () => store.get();
  const views = createLatest();
  let graph = null; // GraphBoard, made when a graph is first shown

  async function refresh() {
    const ticket = views.next();
    const s = S();
    const m = s.model;
    const cur = current(s);
    const view = { pursuer: cur ? cur.pursuer : m.pursuer, evader: cur ? cur.evader : m.evader };
    if (cur && s.idx > 0) {
      const prev = s.history[s.idx - 1];
      view.last = prev.side === 0 ? { from: prev.pursuer, to: cur.pursuer, side: 0 } : { from: prev.evader, to: cur.evader, side: 1 };
    }
    const fresh = isFresh(s) && cur;
    const jobs = [];
    if (s.viewMode !== 'plain' && fresh) {
      const piece = s.viewMode;
      const other = piece === 'pursuer' ? cur.evader : cur.pursuer;
      const key = s.solvedVersion + ':' + piece + ':' + other + ':' + cur.side;
      view.mapPiece = piece;
      if (maps.has(key)) view.map = maps.get(key);
      else {
        jobs.push(hooks.query('map', [piece, other, cur.side]).then((mp) => {
          maps.set(key, mp);
          view.map = mp;
        }));
      }
    }
    let moves = null;
    if (fresh && !cur.ended) {
      jobs.push(hooks.query('successors', [cur.state]).then((succ) => {
        moves = succ.map((after) => {
          const value = moveValue(cur, after);
          return { after, value, short: valueShort(value), cell: cur.side === 0 ? after.pursuer : after.evader, winner: after.winner };
        });
        // the best moves: the fastest win, else a draw, else the slowest loss
        const rank = (v) => (v.kind === 'win' ? 3e9 - (v.n < 0 ? 2e9 : v.n) : v.kind === 'draw' ? 0 : -3e9 + (v.n < 0 ? 2e9 : v.n));
        const top = Math.max(...moves.map((x) => rank(x.value)));
        for (const x of moves) x.best = rank(x.value) === top;
      }));
    }
    try {
      await Promise.all(jobs);
    } catch (e) {
      if (ticket.current()) hooks.ignoreStale(e);
      return;
    }
    if (!ticket.current()) return;
    const targets = moves && humanToMove(s) ? moves.map((x) => x.after) : null;
    if (targets) view.targets = moves.map((x) => x.cell);
    // embedded, watching: the moves are played by a click on their cells (line.js tap)
    else if (moves && isEmbed() && s.human === 'none') view.targets = moves.map((x) => x.cell);
    if (moves && !S().quiz) view.moveLabels = moves.map((x) => ({ cell: x.cell, short: x.short, winner: x.winner, best: x.best }));
    updates.shown(view, moves, targets);
  }

  function boardMaxHeight() {
    const wrap = $('canvas-wrap');
    if (isEmbed()) {
      // the board takes what the frame has left: measured with the canvas folded away
      canvas.canvas.style.height = '0px';
      return Math.max(60, wrap.clientHeight - 2);
    }
    const top = wrap.getBoundingClientRect().top + window.scrollY;
    // the whole board in the first screen where it can be (at least 220 px tall)
    return Math.max(220, Math.min(window.innerHeight * 0.82, window.innerHeight - top - 16));
  }

  function relayout() {
    const m = S().model;
    if (m && m.kind === 'grid') {
      canvas.layout(boardMaxHeight());
      canvas.draw();
    } else if (graph) {
      graph.resize();
    }
  }

  function showEditor(m) {
    const grid = m.kind === 'grid';
    $('canvas-wrap').hidden = !grid;
    $('graph-wrap').hidden = grid;
    if (grid) {
      canvas.setModel(m, boardMaxHeight());
    } else {
      if (!graph) {
        graph = new GraphBoard($('cy'), $('graph-note'));
        graph.onDown = hooks.onGraphTap;
      }
      graph.setModel(m);
    }
  }

  function setModel(m, prev) {
    if (!prev || m.kind !== prev.kind || m.rows !== prev.rows || m.cols !== prev.cols || m.n !== prev.n || m.edges !== prev.edges) {
      showEditor(m);
    } else if (m.kind === 'grid') {
      canvas.model = m;
    } else {
      graph.model = m;
    }
  }

  function draw(s) {
    const m = s.model;
    const view = s.view || { pursuer: m.pursuer, evader: m.evader };
    if (m.kind === 'grid') canvas.setView(view);
    else if (graph) graph.setView(view);
    describe(s);
    renderMapNote(s);
  }

  for (const i of document.querySelectorAll('input[name="view"]')) i.addEventListener('change', () => i.checked && updates.viewMode(i.value));
  window.addEventListener('resize', debounce(relayout, 120));
  // Embedded, the play card's height changes with what it says (a quiz's last move
  // and score): the board takes what is left.
  if (isEmbed() && typeof ResizeObserver !== 'undefined') new ResizeObserver(() => requestAnimationFrame(relayout)).observe($('play-card'));

  return { refresh, setModel, draw, relayout, graph: () => graph };
}
