// The course page around an embedded pursuit page, board.html (core/embed-host.js): the
// position shown is the one on the board, its key 'P <place> E <place> <P|E>' (a
// place is 'row,column' from 1 on a grid, the vertex's label on a graph); a key the
// host sends is stepped to on the line shown, else set up as a new start; each move
// (the person's or the solver's) and any other change is told to the host.
//
//   const embed = createEmbed(page, { query, go, stopSolverMove, refreshStart });
//   embed.ready()             the first start is solved and shown: host.ready(), once
//   embed.tell(s, prev, by)   after each change of the state (by: who made a move)
//   embed.position()          the position shown, as the host reads it (or null)
//   embed.positionKey(info)   a position's key
import { createHost } from '../../core/embed-host.js';
import { isFresh, current } from './state.js';
import * as M from './model.js';
import { moveText } from './play.js';

// A place as a position's key names it: 'row,column' from 1 on a grid, the vertex's
// label on a graph.
function placeKey(m, c) {
  if (m.kind === 'grid') return Math.floor(c / m.cols) + 1 + ',' + ((c % m.cols) + 1);
  return m.labels ? m.labels[c] : String(c);
}

// The key of a position: 'P <pursuer's place> E <evader's place> <side to move, P or E>',
// e.g. 'P 3,4 E 7,1 P' (the police at row 3 column 4, the thief at row 7 column 1,
// the police to move); on a graph 'P 2 E 5 E'.
export function positionKey(m, info) {
  return 'P ' + placeKey(m, info.pursuer) + ' E ' + placeKey(m, info.evader) + ' ' + (info.side === 0 ? 'P' : 'E');
}

// A key -> { p, e, side } of cells of the board, or null.
function parseKey(m, key) {
  const k = /^\s*P\s+(\S+)\s+E\s+(\S+)\s+([PE])\s*$/.exec(key);
  if (!k) return null;
  const cell = (x) => {
    if (m.kind === 'grid') {
      const g = /^(\d{1,4}),(\d{1,4})$/.exec(x);
      if (!g) return -1;
      const r = Number(g[1]) - 1;
      const c = Number(g[2]) - 1;
      return r >= 0 && r < m.rows && c >= 0 && c < m.cols ? r * m.cols + c : -1;
    }
    const i = m.labels ? m.labels.indexOf(x) : /^\d{1,9}$/.test(x) ? Number(x) : -1;
    return i >= 0 && i < m.n ? i : -1;
  };
  const p = cell(k[1]);
  const e = cell(k[2]);
  return p < 0 || e < 0 ? null : { p, e, side: k[3] === 'P' ? 'pursuer' : 'evader' };
}

export function createEmbed(page, hooks) {
  const { store, updates } = page;
  const S = () => store.get();
  let hostReady = false; // host.ready() once the first start is solved and shown
  let lastPosted = '';
  const postedKey = (s) => (current(s) && isFresh(s) ? current(s).state + '|' + s.idx : '');

  // The position shown, for the host: its key, its value for the side to move, the
  // moves to the end with best play, the moves since the start.
  function position() {
    const s = S();
    const cur = current(s);
    if (!cur || !isFresh(s)) return null;
    const value = cur.winner === 0 ? 'draw' : cur.winner === cur.side + 1 ? 'win' : 'lose';
    return { key: positionKey(s.model, cur), value, remoteness: cur.depth >= 0 ? cur.depth : null, ply: s.idx };
  }

  // A position named by the host: found on the line shown, it is stepped to;
  // otherwise the pieces are put there with that side to move, as a new start (the
  // board is then one's own, and its link carries it). Refused (nothing changes)
  // when the key names no position of this game (a wall, a place off the board).
  async function setPosition(key) {
    const s = S();
    if (!isFresh(s) || s.busy || !s.history.length) return;
    const m = s.model;
    const k = parseKey(m, key);
    if (!k) return;
    let info;
    try {
      info = await hooks.query('at', [k.p, k.e, k.side]);
    } catch (e) {
      return;
    }
    const now = S();
    if (!info || now.model !== m) return;
    const last = now.human === 'none' ? now.history.length - 1 : now.idx;
    const i = now.history.findIndex((x, j) => j <= last && x.state === info.state);
    if (i >= 0) {
      hooks.go(i);
      return;
    }
    hooks.stopSolverMove();
    let next = M.withPiece(M.withPiece(m, 'pursuer', k.p), 'evader', k.e);
    if (next.rules.first !== k.side) next = M.withRules(next, { first: k.side });
    updates.startChanged(next);
    await hooks.refreshStart();
  }

  const host = createHost({ page: 'board', setPosition, hideValues: (on) => updates.quiz(on), state: () => ({ ...position(), hidden: S().quiz }) });

  function ready() {
    if (hostReady) return;
    hostReady = true;
    lastPosted = postedKey(S());
    host.ready();
  }

  // After each change of the state: one move on along the same line is a move (the
  // person's, or the solver's: its reply, a step of its optimal line), any other
  // change of the position shown a new state.
  function tell(s, prev, by) {
    const now = postedKey(s);
    if (now === lastPosted || !hostReady) return;
    const before = current(prev);
    const cur = current(s);
    lastPosted = now;
    if (cur && before && isFresh(prev) && s.idx === prev.idx + 1 && s.history[s.idx - 1].state === before.state) host.moved({ name: moveText(s.model, before, cur), by });
    else host.changed();
  }

  return { ready, tell, position, positionKey: (info) => positionKey(S().model, info) };
}
