// The course page around an embed of the graph page (core/embed-host.js): the
// position is the vertex shown (the game's, the walk's, or the one selected; a
// partizan graph's selected vertex with its value or class), told to the host as
// it changes; a vertex the host names is selected (the game goes on from there).
import { Explain } from '../../ui/explain.js';
import { createHost } from '../../core/embed-host.js';
import { vertexName } from '../../core/names.js';
import { DRAW, outcomeName } from '../../core/outcome.js';
import { isPartizanResult } from '../../core/partizan.js';

// hooks: restoring() (a link's walk being restored: its steps are not moves),
// viewChanged() (the address bar follows the view).
export function createEmbed(page, hooks) {
  const { state, store, results, partizan } = page;

  // The position shown: the vertex of the game played, of the walk along optimal
  // play, or the one selected (key: its name; ply: moves since it opened).
  function position() {
    const s = store.get();
    const r = s.result;
    if (!r) return null;
    const play = results.play;
    const walk = page.explore.walk;
    let v = s.selected;
    let ply = 0;
    if (play.active() && play.result === r) {
      v = play.here();
      ply = play.path.length - 1;
    } else if (walk) {
      v = walk.steps[walk.at].v;
      ply = walk.at;
    }
    if (v < 0 || v >= r.n) return { key: null, ply: 0 };
    // a partizan position: its value (a short game) or its outcome class
    if (isPartizanResult(r)) return { key: vertexName(r, v), value: r.values ? r.values[v] : r.classes[v], remoteness: null, ply: 0 };
    const o = r.outcome[v];
    return { key: vertexName(r, v), value: outcomeName(o), remoteness: o !== DRAW ? r.depth[v] : null, ply };
  }

  // A vertex named by the host: selected (the game goes on from there, the reader
  // to move, when one is being played). Resolves once it is shown (or refused).
  async function setPosition(key) {
    const r = store.get().result;
    if (!r || store.get().busy) return;
    if (isPartizanResult(r)) {
      const v = r.names.indexOf(key);
      if (v >= 0) partizan.select(v, 'host');
      return;
    }
    let f;
    try {
      f = await page.explore.query('graph.find', { q: key, limit: 1 });
    } catch (e) {
      return;
    }
    if (!f || f.exact < 0 || store.get().result !== r) return;
    const v = f.exact;
    const playing = results.play.active();
    results.select(v, 'host');
    if (playing && r.edges && Explain.successors(r, v).length > 0 && !(r.fixed && r.fixed[v] !== 0)) results.startPlay(v, true);
  }

  // hide-values is the page's own quiz ("Hide values"): one state, whoever sets it
  const host = createHost({ page: 'graph', setPosition, hideValues: (on) => state.setQuiz(on), state: () => ({ ...position(), hidden: store.get().quiz }) });
  let lastPosted = '';
  // The position shown changed: a move (one step on) or anything else.
  function changed(move) {
    const st = position();
    const now = st ? st.key + '|' + st.ply : '';
    if (move && !hooks.restoring()) host.moved(move);
    else if (now !== lastPosted) host.changed();
    lastPosted = now;
    hooks.viewChanged();
  }
  store.subscribe((s, prev) => {
    if (s.selected !== prev.selected || s.result !== prev.result) changed(null);
  });

  return { position, changed, ready: () => host.ready() };
}
