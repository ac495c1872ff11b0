// The graph page's state in the link (core/urlstate.js):
//   #gz=<packed text>&nomove=win&fmt=cp&sel=<vertex>&layout=circle&view=steps&step=4&quiz=1&lang=uk&embed=1
// (g= instead of gz= where the browser cannot compress; every field left out at
// its default). The address bar follows the page after each solve and view
// change; Copy link and the Embed box read it. Old links (#gz=…&nomove=win,
// #g=…) open as they did.
// The position played rides along:
//   sel=<vertex>&play=first|second&mv=0.2.1   a game against the solver from the
//       vertex sel (first: the reader moved first), and the moves played in it, the
//       reader's and the solver's, each as its index among the moves of the vertex
//       it was played from (ui/explain.js successors' order: the order of the text)
//   sel=<vertex>&walk=3                        Around a vertex: the walk along optimal
//       play from sel, at its step 3 (0 is sel)
// quiz=1: the values hidden ("Hide values").
// A part that does not fit the graph (a vertex it lacks, a move it does not have,
// a step past the line's end, a field that does not parse) is said on the page
// (#link-part) and ignored: the rest of the link still opens.
// createLink is the part: the address bar written after each solve and view
// change, Copy link, the embed code, and the link opened (at the start or a
// hashchange): its options, its graph, the view it asks for once solved.
import { t, fmt, lang } from '../../core/i18n.js';
import { say } from '../../core/say.js';
import { $, escapeHtml as esc, debounce, isEmbed } from '../../core/dom.js';
import { readFragment, writeFragment, packText, unpackText } from '../../core/urlstate.js';
import { clipName, vertexName } from '../../core/names.js';
import { FORMATS, LAYOUTS } from './state.js';
import { fmtBytes } from '../../core/i18n.js';

const DEFAULTS = { nomove: 'lose', fmt: 'auto', layout: 'auto', view: 'solved', vals: 'outcome', quiz: '' };

// What a fragment asks for: { text (null: none), param (its packed text as the
// fragment writes it: 'gz=…'), noMove, format, sel, layout, view, step }.
// Rejects with a LinkError when the packed text is damaged or too big.
export async function readLink(hash) {
  const p = readFragment(hash);
  const text = await unpackText(p);
  const step = p.get('step');
  const packed = p.get('gz') !== null ? 'gz=' + p.get('gz') : p.get('g') !== null ? 'g=' + p.get('g') : '';
  return {
    text,
    param: text === null ? '' : packed,
    noMove: p.get('nomove') === 'win' ? 'win' : p.has('nomove') ? 'lose' : null,
    format: FORMATS.includes(p.get('fmt')) ? p.get('fmt') : null,
    sel: p.get('sel'),
    layout: LAYOUTS.includes(p.get('layout')) ? p.get('layout') : null,
    view: p.get('view') === 'steps' ? 'steps' : null,
    values: p.get('vals') === 'grundy' ? 'grundy' : null,
    quiz: p.get('quiz') === '1',
    step: step !== null && /^\d+$/.test(step) ? Number(step) : 0,
    ...playFields(p),
  };
}

// The game or walk a fragment carries: { play: null | 'first' | 'second', moves
// (indices), walk (a step, or null), damaged: the names of fields that do not parse }.
function playFields(p) {
  const damaged = [];
  const playParam = p.get('play');
  let play = null;
  if (playParam === 'first' || playParam === 'second') play = playParam;
  else if (playParam !== null) damaged.push('play');
  const mv = p.get('mv');
  let moves = [];
  if (mv !== null && mv !== '') {
    if (/^\d{1,9}(\.\d{1,9})*$/.test(mv) && mv.length <= 20000) moves = mv.split('.').map(Number);
    else damaged.push('mv');
  }
  const walkParam = p.get('walk');
  let walk = null;
  if (walkParam !== null) {
    if (/^\d{1,9}$/.test(walkParam)) walk = Number(walkParam);
    else damaged.push('walk');
  }
  if (moves.length && !play && !damaged.includes('play')) damaged.push('mv');
  return { play, moves: play ? moves : [], walk, damaged };
}

// hooks: loadLinked(text, opts) (a link's text into the editor, or aside when too
// big for it: returns the file kept aside, or null), select(v, from) (a vertex on
// the card shown).
export function createLink(page, hooks) {
  const { state, store, results } = page;
  let packed = { text: null, param: '', tooLong: false, bytes: 0 };
  let lastHash = null;
  // A link's text too big for the editor, solved as a file: the link's own packed
  // text stays in the address bar while that file is shown ({ file, param }).
  let linkGraph = null;
  function keepLinkGraph(file, param) {
    linkGraph = file && param ? { file, param } : null;
  }

  // The packed text of the graph shown (packed once per text).
  async function packedText(text) {
    if (packed.text !== text) {
      const p = await packText(text);
      packed = { text, ...p };
    }
    return packed;
  }

  function viewFields(s) {
    const fields = {};
    const play = results.play;
    const walk = page.explore ? page.explore.walk : null;
    if (s.view === 'steps') {
      fields.view = 'steps';
      fields.step = String(s.step);
    } else if (play.active() && s.result && play.result === s.result) {
      fields.sel = vertexName(s.result, play.from);
      fields.play = play.humanFirst ? 'first' : 'second';
      fields.mv = play.moveIndices().join('.');
    } else if (walk && walk.at > 0) {
      fields.sel = walk.steps[0].name;
      fields.walk = String(walk.at);
    } else if (s.selected >= 0 && s.result && s.selected < s.result.n) {
      fields.sel = vertexName(s.result, s.selected);
    }
    fields.layout = s.layout;
    return fields;
  }

  // The fragment of the page as it is (the graph shown, if it fits in a link).
  async function fragment({ embed = false } = {}) {
    const s = store.get();
    let graph = '';
    let tooLong = false;
    if (s.source === 'editor' && s.result && !s.stale) {
      const p = await packedText(s.text);
      graph = p.param;
      tooLong = p.tooLong;
    } else if (s.source === 'file' && linkGraph && linkGraph.file === s.file && s.result && !s.stale) {
      graph = linkGraph.param;
    }
    const fields = { embed, nomove: s.noMove, fmt: s.format, ...viewFields(s), vals: s.values, quiz: s.quiz ? '1' : '' };
    if (embed) fields.lang = lang() !== 'en' ? lang() : '';
    const rest = writeFragment(fields, DEFAULTS);
    return { hash: [graph, rest].filter(Boolean).join('&'), tooLong, hasGraph: !!graph };
  }

  function writeHash(hash) {
    const h = hash ? '#' + hash : '';
    lastHash = h;
    try {
      history.replaceState(history.state, '', h ? location.href.replace(/#.*$/, '') + h : location.pathname + location.search);
    } catch (e) {
      if (location.hash !== h) location.hash = h;
    }
  }

  // After a solve: the address bar holds the graph, and the note says so.
  async function update() {
    const s = store.get();
    const note = $('link-note');
    const f = await fragment({ embed: isEmbed() });
    if (store.get() !== s && store.get().text !== s.text) return; // a newer edit will write its own
    writeHash(f.hash);
    if (s.source === 'file' && f.hasGraph) {
      say(note, () => t('link.ok'), 'note');
    } else if (s.source === 'file') {
      say(note, () => t('link.file'), 'note');
    } else if (f.tooLong) {
      say(note, () => t('link.tooBig', { size: fmtBytes(packed.bytes) }), 'note warn');
    } else if (f.hasGraph) {
      say(note, () => t('link.ok'), 'note');
      page.draft.markClean(s.text);
    }
    if (!$('embed-box').hidden) fillEmbedBox();
    const full = $('open-full');
    if (full) full.href = location.href.replace(/([#&?])embed=1&?/, '$1').replace(/[&#?]$/, '');
  }
  // View changes (selection, step, layout) follow in the address bar, a little later.
  const updateView = debounce(() => {
    if (!store.get().busy) update();
  }, 200);
  store.subscribe((s, prev) => {
    // results out of date: the link no longer carries the old graph
    if (s.stale && !prev.stale && !s.busy) update();
    if (!s.loaded || s.busy) return;
    if (s.selected !== prev.selected || s.step !== prev.step || s.view !== prev.view || s.layout !== prev.layout ||
        s.values !== prev.values || s.quiz !== prev.quiz) updateView();
  });

  function isOwnHash() {
    return location.hash === lastHash || (lastHash === '' && !location.hash);
  }

  function pageUrl() {
    return location.href.replace(/[?#].*$/, '');
  }

  async function embedUrl() {
    const f = await fragment({ embed: true });
    if (!f.hasGraph) return null;
    return pageUrl() + '#' + f.hash;
  }

  function elementSnippet() {
    const s = store.get();
    const base = pageUrl().replace(/index\.html$/, '');
    const text = s.source === 'editor' ? s.text : '';
    const lines = text.split('\n').filter((l) => l.trim() && !/^\s*#/.test(l));
    let attrs = s.noMove === 'win' ? ' no-move="win"' : '';
    if (s.view === 'steps') attrs += ' view="steps"';
    return '<script src="' + base + 'web/generated/game-graph-element.js"></' + 'script>\n<game-graph' + attrs + '>\n' + esc(lines.join('\n')) + '\n</game-graph>';
  }

  async function fillEmbedBox() {
    $('embed-element').value = elementSnippet();
    const url = await embedUrl();
    if (!url) {
      $('embed-iframe').value = '';
      $('embed-open').removeAttribute('href');
      say($('embed-note'), () => t('embed.noLink'));
      return;
    }
    $('embed-note').textContent = '';
    $('embed-iframe').value =
      '<iframe src="' + esc(url) + '" width="640" height="440" title="' + esc(t('app.title')) + '" loading="lazy"></iframe>';
    $('embed-open').href = url;
  }

  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (e) {
      const ta = document.createElement('textarea');
      ta.value = text;
      document.body.appendChild(ta);
      ta.select();
      let ok = false;
      try {
        ok = document.execCommand('copy');
      } catch (e2) {
        ok = false;
      }
      ta.remove();
      return ok;
    }
  }

  $('copy-link').addEventListener('click', async () => {
    const note = $('link-note');
    const url = location.href;
    if (await copyText(url)) {
      say(note, () => t('link.copied', { n: fmt(url.length) }), 'note ok');
    } else {
      window.prompt(t('link.copyPrompt'), url);
    }
  });
  $('embed-btn').addEventListener('click', () => {
    const box = $('embed-box');
    box.hidden = !box.hidden;
    $('embed-btn').setAttribute('aria-expanded', box.hidden ? 'false' : 'true');
    if (!box.hidden) fillEmbedBox();
  });
  for (const b of document.querySelectorAll('[data-copy]')) {
    b.addEventListener('click', async () => {
      const ta = $(b.getAttribute('data-copy'));
      ta.select();
      await copyText(ta.value);
      say($('embed-note'), () => t('embed.copied'));
    });
  }

  // The game or the walk shown changed: the address bar follows.
  const viewChanged = () => {
    if (store.get().loaded && !store.get().busy) updateView();
  };

  // ---- the link opened: its options, its graph, the view it asks for once solved ----

  let pendingView = null; // view state from the link, applied after the first solve
  let restoring = 0; // a link's walk being restored: its steps are not moves
  // Why the link's graph could not be opened (damaged, too big), said again once
  // the graph shown instead is solved (its status would hide it).
  let linkFailure = null;

  // What of the link could not be used, said above the drawing (also embedded)
  // until the next link is opened: [[key, vars]].
  function sayLinkParts(parts) {
    const el = $('link-part');
    el.hidden = !parts.length;
    if (parts.length) say(el, () => parts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
  }

  // The link in the address bar opened: its options set, its text in the editor
  // (or aside); true if it has a graph to solve.
  async function open() {
    let l;
    linkFailure = null;
    sayLinkParts([]);
    try {
      l = await readLink(location.search.slice(1) + '&' + location.hash.slice(1));
    } catch (e) {
      linkFailure = e.message;
      state.setStatus('status.linkBroken', { msg: e.message }, 'error');
      return false;
    }
    if (l.layout) state.setLayout(l.layout);
    if (l.noMove) state.setNoMove(l.noMove);
    if (l.format) state.setFormat(l.format);
    if (l.values) state.setValues(l.values);
    if (l.quiz) state.setQuiz(true);
    pendingView = { sel: l.sel, view: l.view, step: l.step, play: l.play, moves: l.moves, walk: l.walk, damaged: l.damaged };
    if (l.text === null) return false;
    // a text too big for the editor is kept aside, as a big paste (and the address
    // bar keeps the link's graph)
    const aside = hooks.loadLinked(l.text, { noMove: l.noMove || 'lose', format: l.format || 'auto' });
    keepLinkGraph(aside, l.param);
    return true;
  }

  // Once the page has settled: why the link's graph could not be opened, again.
  function sayFailure() {
    if (linkFailure) state.setStatus('status.linkBroken', { msg: linkFailure }, 'error');
  }

  // The selection, step-through, game or walk a link asked for, once its graph is solved.
  function showPending() {
    const p = pendingView;
    const r = store.get().result;
    if (!p || !r) return;
    pendingView = null;
    const parts = (p.damaged || []).map((part) => ['linkpart.damaged', { part }]);
    let v = -1;
    if (p.sel !== null && p.sel !== undefined) {
      for (let x = 0; x < r.n; x++) {
        if (vertexName(r, x) === p.sel) {
          v = x;
          break;
        }
      }
      if (v >= 0) hooks.select(v, 'link');
      else parts.push(['linkpart.vertex', { name: clipName(p.sel, 40) }]);
    }
    if (p.view === 'steps') {
      results.openSteps(p.step || 0);
    } else if (v >= 0 && p.play) {
      const done = r.edges ? results.restorePlay(v, p.play === 'first', p.moves) : 0;
      if (done < p.moves.length || !r.edges) parts.push(['linkpart.moves', { k: done, n: p.moves.length }]);
    } else if (v >= 0 && p.walk) {
      restoring++;
      page.explore
        .openWalk(v, p.walk)
        .then((ok) => ok || sayLinkParts([...parts, ['linkpart.walk', { k: p.walk }]]))
        .finally(() => restoring--);
    }
    sayLinkParts(parts);
  }

  // A link opened in the address bar of the page shown (not one the page wrote).
  window.addEventListener('hashchange', async () => {
    if (isOwnHash()) return;
    if (await open()) page.solve();
  });

  return {
    update,
    viewChanged,
    embedUrl,
    fillEmbedBox,
    isOwnHash,
    keepLinkGraph,
    open,
    sayFailure,
    showPending,
    // a link's walk being restored (its steps are not the reader's moves)
    restoring: () => restoring > 0,
    results,
  };
}
