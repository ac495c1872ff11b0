// The graph page's explorer, for graphs of any size (open at once for those too
// big to draw): find a vertex by name (exact, then names starting with what is
// typed), draw its neighbourhood (its moves and the moves into it, one or two
// steps out, coloured by outcome; a click recentres there), and walk along
// optimal play from it. Every question goes where the solved graph is kept
// (explore-ops.js: the solver worker, or the page's thread for small graphs);
// the page holds only what is on screen. Also the table's rows for big graphs
// (ui/big-table.js) and its depth filter.
//
// #explore-card data-state: 'empty' | 'loading' | 'drawn' | 'notfound' | 'error';
// data-centre: the name of the vertex in the middle; #nb-walk-box data-step, data-end.
import './explore.css';
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { GraphView } from '../../ui/graph-view.js';
import { DRAW, wordKey, outcomeName } from '../../core/outcome.js';

const CAP = 300; // vertices drawn around the centre at most
const MATCHES = 12; // names offered while typing
const WALK_MAX = 2000;

function verdict(x) {
  const o = t(wordKey(x.outcome));
  return x.outcome === DRAW ? o : t('o.inDepth', { o, d: fmt(x.depth) });
}

function badge(x) {
  const w = outcomeName(x.outcome);
  return '<span class="badge badge-' + w + '">' + esc(verdict(x)) + '</span>';
}

// Positions of the neighbourhood: the centre in the middle, the vertices it
// moves to on the right, those moving into it on the left (both: below), the
// second ring outside, each near a first-ring neighbour.
export function aroundPositions(nb) {
  const V = nb.vertices;
  const pos = new Array(V.length);
  pos[0] = { x: 0, y: 0 };
  const arcs = { 1: [], 2: [], 3: [] };
  const ring2 = [];
  for (let i = 1; i < V.length; i++) {
    if (V[i].dist === 1) arcs[V[i].dir || 1].push(i);
    else ring2.push(i);
  }
  // arc centre and width (radians; y grows downwards)
  const span = { 1: [0, (2 * Math.PI) / 3], 2: [Math.PI, (2 * Math.PI) / 3], 3: [Math.PI / 2, Math.PI / 3] };
  const SP = 95;
  let r1 = 170;
  for (const d of [1, 2, 3]) r1 = Math.max(r1, (arcs[d].length * SP) / span[d][1]);
  const angle = new Array(V.length).fill(0);
  for (const d of [1, 2, 3]) {
    const list = arcs[d];
    const [mid, width] = span[d];
    list.forEach((i, k) => {
      const a = list.length === 1 ? mid : mid - width / 2 + (width * (k + 0.5)) / list.length;
      angle[i] = a;
      pos[i] = { x: r1 * Math.cos(a), y: r1 * Math.sin(a) };
    });
  }
  if (ring2.length) {
    const parentAngle = new Map();
    for (let k = 0; k < nb.edges.length; k += 2) {
      const a = nb.edges[k];
      const b = nb.edges[k + 1];
      if (V[a].dist === 1 && V[b].dist === 2 && !parentAngle.has(b)) parentAngle.set(b, angle[a]);
      if (V[b].dist === 1 && V[a].dist === 2 && !parentAngle.has(a)) parentAngle.set(a, angle[b]);
    }
    const norm = (a) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    ring2.sort((a, b) => norm(parentAngle.get(a) || 0) - norm(parentAngle.get(b) || 0) || a - b);
    const r2 = Math.max(r1 + 190, (ring2.length * SP) / (2 * Math.PI));
    // spread evenly, starting near the first one's parent
    const start = norm(parentAngle.get(ring2[0]) || 0);
    ring2.forEach((i, k) => {
      const a = start + (2 * Math.PI * k) / ring2.length;
      pos[i] = { x: r2 * Math.cos(a), y: r2 * Math.sin(a) };
    });
  }
  return pos;
}

// The neighbourhood as a small solved graph for GraphView (local ids).
function subResult(nb) {
  const V = nb.vertices;
  const k = V.length;
  const local = new Map(V.map((x, i) => [x.v, i]));
  const r = {
    n: k,
    m: nb.edges.length / 2,
    names: V.map((x) => x.name),
    outcome: Uint8Array.from(V, (x) => x.outcome),
    depth: Int32Array.from(V, (x) => x.depth),
    move: Int32Array.from(V, (x) => (local.has(x.move) ? local.get(x.move) : -1)),
    edges: nb.edges,
    fixed: Uint8Array.from(V, (x) => x.fixed),
    format: 'named',
  };
  return { r, local };
}

export function createExplore(page) {
  const { store, client } = page;
  const results = page.results;
  const card = $('explore-card');
  const view = new GraphView($('nb-cy'));
  view.layoutName = 'preset';
  let keep = null; // { result, id, where }
  let nb = null; // the neighbourhood shown
  let local = null; // global -> local ids of nb
  let walk = null; // { steps, end, cycleFrom, at }
  const finds = createLatest(); // only the latest search's matches are listed
  const arounds = createLatest(); // only the latest neighbourhood asked for is drawn

  // ---- asking where the graph is kept ---------------------------------------------

  function run(r, op, args) {
    return r.keptIn === 'here' ? client.callHere(op, args) : client.call(op, args);
  }

  // Runs op on the kept graph of the result shown; hands the graph back first
  // when it is no longer kept there (the worker was stopped, say by a cancel).
  async function query(op, args) {
    const r = store.get().result;
    if (!r) throw new Error('nothing solved');
    if (!keep || keep.result !== r) keep = { result: r, id: r.keepId };
    try {
      return await run(r, op, { ...args, keepId: keep.id });
    } catch (e) {
      if (e.code !== 'not-kept' || keep.result !== r) throw e;
      const graph = { n: r.n, m: r.m, format: r.format, names: r.names, nameBytes: r.nameBytes, nameStart: r.nameStart, outcome: r.outcome, depth: r.depth, move: r.move, edges: r.edges, fixed: r.fixed };
      const back = await run(r, 'graph.keep', { graph });
      keep.id = back.keepId;
      return run(r, op, { ...args, keepId: keep.id });
    }
  }
  results.table.source = query;
  results.table.onError = (e) => setStatus('nb.error', { msg: e.message }, 'error');

  // ---- status -----------------------------------------------------------------------

  let status = { key: 'nb.prompt' };
  function setStatus(key, vars, state) {
    status = { key, vars };
    renderStatus();
    if (state) card.dataset.state = state;
  }
  function renderStatus() {
    const el = $('nb-status');
    if (status.key === 'nb.centre' && nb) {
      const c = nb.vertices[0];
      el.innerHTML = t('nb.centreHtml', {
        name: '<code>' + esc(c.name) + '</code>',
        verdict: badge(c),
        out: fmt(status.vars.out),
        in: fmt(status.vars.in),
      });
    } else {
      const vars = status.vars ? Object.fromEntries(Object.entries(status.vars).map(([k, x]) => [k, esc(String(x))])) : undefined;
      el.innerHTML = t(status.key, vars);
    }
  }

  // ---- find by name -------------------------------------------------------------------

  async function suggest() {
    const q = $('nb-find').value.trim();
    const ticket = finds.next();
    const list = $('nb-matches');
    if (!q || !store.get().result) {
      list.hidden = true;
      list.innerHTML = '';
      return null;
    }
    let f;
    try {
      f = await query('graph.find', { q, limit: MATCHES });
    } catch (e) {
      if (!e.cancelled && ticket.current()) setStatus('nb.error', { msg: e.message }, 'error');
      return null;
    }
    if (!ticket.current()) return null;
    list.innerHTML =
      f.matches
        .map((x) => '<li><button type="button" class="nb-match" data-v="' + x.v + '"><code>' + esc(x.name) + '</code> ' + badge(x) + '</button></li>')
        .join('') + (f.more ? '<li class="muted">' + esc(t('nb.moreNames')) + '</li>' : '');
    list.hidden = f.matches.length === 0;
    return f;
  }

  let findTimer = 0;
  $('nb-find').addEventListener('input', () => {
    clearTimeout(findTimer);
    findTimer = setTimeout(suggest, 150);
  });
  $('nb-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearTimeout(findTimer);
    const q = $('nb-find').value.trim();
    if (!q) return;
    const f = await suggest();
    if (!f) return;
    const v = f.exact >= 0 ? f.exact : f.matches.length ? f.matches[0].v : -1;
    if (v < 0) {
      setStatus('nb.notFound', { q }, 'notfound');
      return;
    }
    $('nb-matches').hidden = true;
    pick(v);
  });
  $('nb-matches').addEventListener('click', (ev) => {
    const b = ev.target.closest('button[data-v]');
    if (!b) return;
    $('nb-matches').hidden = true;
    pick(Number(b.getAttribute('data-v')));
  });

  // A vertex chosen here: the page selects it (explanation, table) and the
  // neighbourhood moves there.
  function pick(v) {
    results.select(v, 'explore');
    centre(v);
  }

  // ---- the neighbourhood ------------------------------------------------------------------

  function radius() {
    return Number($('nb-radius').value) === 1 ? 1 : 2;
  }

  async function centre(v, { keepWalk } = {}) {
    const r = store.get().result;
    if (!r || v < 0 || v >= r.n) return;
    if (!keepWalk && walk && walk.steps[walk.at].v !== v) closeWalk();
    const ticket = arounds.next();
    card.dataset.state = 'loading';
    let got;
    try {
      got = await query('graph.around', { v, radius: radius(), cap: CAP });
    } catch (e) {
      if (ticket.current() && !e.cancelled) setStatus('nb.error', { msg: e.message }, 'error');
      return;
    }
    if (!ticket.current() || store.get().result !== r) return;
    nb = got;
    card.open = true;
    $('nb-wrap').hidden = false;
    const sub = subResult(nb);
    local = sub.local;
    view.positions = aroundPositions(nb);
    view.show(sub.r);
    view.select(0);
    let out = 0;
    let inn = 0;
    for (const x of nb.vertices) {
      if (x.dist === 1 && x.dir & 1) out++;
      if (x.dist === 1 && x.dir & 2) inn++;
    }
    setStatus('nb.centre', { out, in: inn });
    const more = $('nb-more');
    more.hidden = !(nb.more > 0 || nb.edgesCut > 0);
    more.textContent = nb.more > 0 ? t('nb.more', { n: fmt(nb.more), r: fmt(nb.radius) }) : nb.edgesCut > 0 ? t('nb.edgesCut', { n: fmt(nb.edgesCut) }) : '';
    $('nb-walk').disabled = store.get().quiz; // optimal play tells what a quiz hides
    showWalkPath();
    card.dataset.centre = nb.vertices[0].name;
    // drawn once the browser has painted the new drawing
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (ticket.current()) card.dataset.state = 'drawn';
      })
    );
  }

  view.onSelect = (i) => {
    if (!nb || i < 0 || i >= nb.vertices.length || i === 0) return;
    pick(nb.vertices[i].v);
  };
  $('nb-radius').addEventListener('change', () => nb && centre(nb.centre, { keepWalk: true }));

  // ---- walking along optimal play ------------------------------------------------------------

  async function startWalk() {
    if (!nb || store.get().quiz) return;
    const from = nb.centre;
    let w;
    try {
      w = await query('graph.walk', { v: from, max: WALK_MAX });
    } catch (e) {
      if (!e.cancelled) setStatus('nb.error', { msg: e.message }, 'error');
      return;
    }
    if (store.get().quiz) return;
    walk = { ...w, at: 0 };
    $('nb-walk-box').hidden = false;
    renderWalk();
    showWalkPath();
  }

  function closeWalk() {
    const had = !!walk;
    walk = null;
    $('nb-walk-box').hidden = true;
    $('walk-list').innerHTML = '';
    view.showPath([]);
    if (page.walkShown) page.walkShown();
    if (had) walked(null);
  }

  // The walk moved: the course page around an embed hears of it (one step on is a
  // move of optimal play, anything else a new position), and the link follows.
  function walked(move) {
    if (page.position) page.position(move);
    if (page.linkChanged) page.linkChanged();
  }

  function walkTo(i) {
    if (!walk) return;
    const before = walk.at;
    walk.at = Math.max(0, Math.min(walk.steps.length - 1, i));
    renderWalk();
    const S = walk.steps;
    const v = S[walk.at].v;
    if (walk.at !== before) walked(walk.at === before + 1 ? { name: S[before].name + ' → ' + S[walk.at].name, by: 'solver' } : null);
    results.select(v, 'explore');
    centre(v, { keepWalk: true });
  }

  // Opens the walk from v at step k (a link's walk=k): resolves to false when the
  // line is shorter (its last step is shown), true otherwise.
  async function openWalk(v, k) {
    card.hidden = false;
    if (!card.open) {
      card.open = true;
      await new Promise((resolve) => setTimeout(resolve, 0)); // the toggle's own centring first
    }
    await centre(v);
    if (!nb || nb.centre !== v) return true;
    await startWalk();
    if (!walk) return true;
    walkTo(k);
    return k < walk.steps.length;
  }

  function renderWalk() {
    const box = $('nb-walk-box');
    if (!walk) return;
    const S = walk.steps;
    box.dataset.step = String(walk.at);
    box.dataset.end = walk.end;
    $('walk-pos').textContent = t('walk.pos', { k: fmt(walk.at + 1), n: fmt(S.length) });
    $('walk-back').disabled = walk.at === 0;
    $('walk-next').disabled = walk.at >= S.length - 1;
    // the list: a window of steps around the current one (a line may be long)
    const lo = Math.max(0, walk.at - 50);
    const hi = Math.min(S.length, walk.at + 150);
    let html = '';
    for (let i = lo; i < hi; i++) {
      const x = S[i];
      html +=
        '<li value="' + (i + 1) + '"' + (i === walk.at ? ' class="here" aria-current="step"' : '') + '><button type="button" class="link" data-step="' + i + '"><code>' +
        esc(x.name) + '</code></button> ' + badge(x) + '</li>';
    }
    $('walk-list').innerHTML = html;
    const last = S[S.length - 1];
    const name = '<code>' + esc(last.name) + '</code>';
    let end;
    if (walk.end === 'nomove') end = t('walk.endNoMove', { name, verdict: badge(last) });
    else if (walk.end === 'fixed') end = t('walk.endFixed', { name, verdict: badge(last) });
    else if (walk.end === 'cycle') end = t('walk.endCycle', { name: '<code>' + esc(S[walk.cycleFrom].name) + '</code>', k: fmt(walk.cycleFrom + 1) });
    else end = t('walk.endCut', { n: fmt(S.length) });
    $('walk-end').innerHTML = end;
    const here = $('walk-list').querySelector('.here');
    if (here && here.scrollIntoView) here.scrollIntoView({ block: 'nearest' });
    if (page.walkShown) page.walkShown();
  }

  // The line from the current step, as far as the drawing shows it.
  function showWalkPath() {
    if (!walk || !nb || !local) {
      view.showPath([]);
      return;
    }
    const path = [];
    for (let i = walk.at; i < walk.steps.length; i++) {
      const l = local.get(walk.steps[i].v);
      if (l === undefined) break;
      path.push(l);
    }
    if (walk.end === 'cycle' && path.length === walk.steps.length - walk.at) {
      const back = local.get(walk.steps[walk.cycleFrom].v);
      if (back !== undefined) path.push(back);
    }
    view.showPath(path.length > 1 ? path : []);
  }

  $('nb-walk').addEventListener('click', startWalk);
  $('walk-next').addEventListener('click', () => walkTo(walk ? walk.at + 1 : 0));
  $('walk-back').addEventListener('click', () => walkTo(walk ? walk.at - 1 : 0));
  $('walk-close').addEventListener('click', closeWalk);
  $('walk-list').addEventListener('click', (ev) => {
    const b = ev.target.closest('button[data-step]');
    if (b) walkTo(Number(b.getAttribute('data-step')));
  });

  // ---- the table's depth filter -------------------------------------------------------------

  let depthTimer = 0;
  const depthFilter = () => {
    clearTimeout(depthTimer);
    depthTimer = setTimeout(() => results.table.setDepth($('depth-min').value, $('depth-max').value), 200);
  };
  $('depth-min').addEventListener('input', depthFilter);
  $('depth-max').addEventListener('input', depthFilter);

  // ---- a new result ---------------------------------------------------------------------------

  function reset() {
    nb = null;
    local = null;
    closeWalk();
    view.clear();
    $('nb-wrap').hidden = true;
    $('nb-more').hidden = true;
    $('nb-matches').hidden = true;
    $('nb-walk').disabled = true;
    delete card.dataset.centre;
    setStatus('nb.prompt', null, 'empty');
  }

  // After the page has shown a new result: a graph too big to draw opens the
  // explorer on the selected vertex (or the first one); the same graph under
  // the other convention keeps its centre.
  function presented(sameGraph) {
    const s = store.get();
    const r = s.result;
    const centreBefore = nb ? nb.centre : -1;
    const hadWalk = !!walk;
    reset();
    if (!r || r.n === 0) {
      card.hidden = !r;
      return;
    }
    card.hidden = false;
    if (!s.drawn) card.open = true;
    const v = sameGraph && centreBefore >= 0 ? centreBefore : s.selected >= 0 ? s.selected : !s.drawn ? 0 : -1;
    if (v >= 0 && (card.open || !s.drawn)) centre(v).then(() => hadWalk && sameGraph && startWalk());
  }

  // A vertex chosen elsewhere on the page (the table, the drawing, the picker):
  // the explorer follows it when it is open.
  function selected(v, from) {
    if (from === 'explore' || !card.open || v < 0) return;
    if (nb && nb.centre === v) return;
    centre(v);
  }

  // a quiz: no walk along optimal play (it would tell the best moves and who wins)
  store.subscribe((s, prev) => {
    if (s.quiz === prev.quiz) return;
    if (s.quiz) closeWalk();
    $('nb-walk').disabled = !nb || s.quiz;
  });

  card.addEventListener('toggle', () => {
    const s = store.get();
    if (card.open && !nb && s.result && s.result.n > 0) {
      view.resize();
      centre(s.selected >= 0 ? s.selected : 0);
    }
  });

  onLangChange(() => {
    renderStatus();
    if (walk) renderWalk();
    if (nb) view.relabel();
    if (nb) {
      const more = $('nb-more');
      more.textContent = nb.more > 0 ? t('nb.more', { n: fmt(nb.more), r: fmt(nb.radius) }) : nb.edgesCut > 0 ? t('nb.edgesCut', { n: fmt(nb.edgesCut) }) : '';
    }
  });

  reset();
  card.hidden = true;
  return { presented, selected, centre, query, view, startWalk, walkTo, openWalk, get neighbourhood() { return nb; }, get walk() { return walk; } };
}
