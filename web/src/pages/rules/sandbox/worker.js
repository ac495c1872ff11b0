// The worker of the rules page, started by the sandboxed frame (frame.js) from a
// Blob holding the module's source followed by this bundle. It runs the rules
// script (gg.solveRulesSync: the script's functions are called on this thread),
// keeps the solved game, and answers the page's later questions: a position and
// its moves, pages of the table, the small state graph, the exports. Every
// answer is plain data; the page treats it as untrusted text. The requests are
// answered by the one worker host (core/worker-host.js: its dispatch, its error
// shape), which also says 'begin' as it takes each one (the frame watches them).
/* global GameGraph */
import { startHost } from '../../../core/worker-host.js';
import { scriptKind } from '../script-kind.js';
import { csv, csvField } from '../../../core/files.js';
import { graphHead, graphLines, graphName } from './export.js';
import { heapText, HEAP_MAX } from '../../../core/sum-game.js';
import { plainColor } from '../plain-color.js';
import { inLanguage } from '../../../../../wasm/rules/compile.js';
import { DRAW, outcomeName, countOutcomes } from '../../../core/outcome.js';
import { clip, shown, listMoves, moveNameOf as nameOfMove } from './positions.js';
import { partizanSummary, partizanView, partizanRows, PARTIZAN_EXPORT_ROWS } from './partizan.js';
import { createPartizanSums, sumError, positionIn, checkPlayable } from './partizan-sum.js';

import { DRAW_MAX_VERTICES, DRAW_MAX_EDGES, ROWS_MAX, SUM_LIST_MAX, TITLE_MAX, DESCRIPTION_MAX, LEGEND_MAX, LEGEND_TEXT_MAX } from './limits.js';

const PROGRESS_MS = 100;
const EXPORT_PART = 50000; // positions a part of an export, at most
const EXPORT_PART_CHARS = 4 << 20; // and about this many characters
// Sums of games: another example is explored up to SUM_MAX_STATES positions; a game
// is sent to the page to be played in a sum up to SUM_PLAY_MAX positions; the
// positions offered in a part's list, up to SUM_LIST_MAX.
const SUM_MAX_STATES = 200000;

let gg = null; // the module, once loaded
let lang = 'en';
let kept = null; // { r, ms }

// A script's text in every language it gives ({ '*': text } for one text), clipped.
function texts(all, max) {
  const out = {};
  let count = 0;
  for (const k of Object.keys(all || {})) {
    if (++count > 8) break;
    out[k] = clip(all[k], max);
  }
  return out;
}

function legendOf(legend) {
  const out = {};
  if (!legend || typeof legend !== 'object') return out;
  let count = 0;
  for (const ch of Object.keys(legend)) {
    if (++count > LEGEND_MAX) break;
    const e = legend[ch];
    if (typeof e === 'string') out[clip(ch, LEGEND_TEXT_MAX)] = { color: plainColor(e) ? e : '', text: '' };
    else if (e && typeof e === 'object') {
      const color = e.color; // read once: a getter may answer differently the next time
      out[clip(ch, LEGEND_TEXT_MAX)] = {
        color: plainColor(color) ? color : '', // never a value that can hold a URL
        // no text: the character itself on a coloured cell, nothing on a blank one
        text: typeof e.text === 'string' ? clip(e.text, LEGEND_TEXT_MAX) : e.text === undefined && typeof color === 'string' && color !== '' ? ch : '',
      };
    }
  }
  return out;
}

// The kind of a script (script-kind.js); one that does not parse is solved as an
// impartial one without values, and solveRules says where it fails.
const kindOf = (source) => scriptKind(source) || { partizan: false, outcome: true, tiers: true };

// The script explored and solved by the module with as many workers as the
// machine has cores (each a Web Worker of this sandbox), its progress reported
// (ctx.progress, at most every PROGRESS_MS; the first at once).
async function solve(args, ctx) {
  kept = null;
  const source = String(args.source);
  const noMove = args.noMove === 'win' ? 'win' : 'lose';
  const t0 = performance.now();
  // ran: whether the script's top level has run (the engine reports first as soon
  // as it has; this worker's own first report, before, says it has not): where
  // nothing comes after, the page knows which part may be stuck. The reports of
  // 0 positions are sent at once without holding back the next.
  const report = (found, solved, phase, i, ran) => {
    ctx.progress({
      found, solved, phase, ms: performance.now() - t0, ran,
      bytes: i.bytes || 0, bytesPerPosition: i.bytesPerPosition || 0, fits: i.fits || 0, budget: i.budget || 0,
      workers: i.workers || 1, busy: i.busy || 0,
      tier: i.tier === undefined ? null : i.tier, tierStep: i.tierStep || 0, tiers: i.tiers || 0,
    }, found === 0);
  };
  const onProgress = (found, solved, phase, info) => report(found, solved, phase, info || {}, true);
  report(0, 0, 'explore', {}, false);
  const workers = Math.max(1, Math.min(16, Number(self.navigator && navigator.hardwareConcurrency) || 1));
  const opts = { maxStates: args.maxStates, noMove, onProgress, workers };
  const budget = Number(args.maxMemory);
  if (budget >= 2 ** 20 && budget <= 2 ** 36) opts.maxMemory = budget;
  let r;
  const kind = kindOf(source);
  if (kind.partizan) {
    // a partizan script: both starters, and its values where the game is short;
    // always in normal play (the page offers no other convention for it)
    r = await gg.solveRules(source, { ...opts, noMove: 'lose', value: true });
    kept = { r, ms: performance.now() - t0 };
    return summaryOf(r, kept.ms, 'lose', workers, { grundy: false, label: '', noValues: 'partizan', partizan: partizanSummary(r) });
  }
  // Sprague-Grundy values where the game is in normal play, without tiers (whose
  // moves are not kept)
  const hasOutcome = kind.outcome;
  const hasTiers = kind.tiers;
  const grundy = noMove === 'lose' && !hasOutcome && !hasTiers;
  try {
    r = await gg.solveRules(source, { ...opts, grundy });
  } catch (e) {
    if (!grundy || !(e && e.kind === 'declare' && /Sprague-Grundy/.test(e.message))) throw e;
    r = await gg.solveRules(source, opts);
  }
  const ms = performance.now() - t0;
  kept = { r, ms };
  return summaryOf(r, ms, noMove, workers, {
    grundy: !!r.grundy,
    label: r.grundy ? r.label(0) : '',
    // why the game has no Sprague-Grundy values (and so no sum, no step-through)
    noValues: r.grundy ? '' : noMove === 'win' ? 'misere' : hasOutcome ? 'outcome' : hasTiers ? 'tiers' : 'other',
  });
}

// What the page is told of the game solved: its size, texts, the start's value
// (a partizan game's for Left moving first; its own in `partizan`) and the counts;
// values: the fields that say which values it has.
function summaryOf(r, ms, noMove, workers, values) {
  const outcome = r.partizan ? r.outcomeLeft : r.outcome;
  const counts = countOutcomes(outcome, r.n);
  let fixed = 0;
  if (r.fixed) for (let i = 0; i < r.n; i++) if (r.fixed[i]) fixed++;
  return {
    n: r.n,
    m: r.m,
    // (in the page's language where the script gives several)
    title: clip(inLanguage(r.rules.texts.title, lang) || r.title || '', TITLE_MAX),
    description: clip(inLanguage(r.rules.texts.description, lang) || r.description || '', DESCRIPTION_MAX),
    // every language's, for a page whose language changes after the solve
    titles: texts(r.rules.texts.title, TITLE_MAX),
    descriptions: texts(r.rules.texts.description, DESCRIPTION_MAX),
    legend: legendOf(r.legend),
    noMove,
    outcome: outcome[0],
    depth: r.partizan ? r.depthLeft[0] : r.depth[0],
    draws: counts.draw,
    wins: counts.win,
    losses: counts.lose,
    fixed,
    // left(p) and right(p) declared beside moves(p): not used (the script is impartial)
    sidesUnused: !!(r.rules && r.rules.sidesUnused),
    tiers: r.tiers || 0,
    workers,
    ...values,
    ms,
  };
}

function view(args) {
  const r = kept.r;
  const id = args.id;
  if (r.partizan) return partizanView(r, id, args.side, lang, kept, (i) => gg.partizanSteps(r, i));
  const p = r.position(id);
  const out = {
    id,
    key: clip(r.key(id), 300),
    outcome: r.outcome[id],
    depth: r.depth[id],
    move: r.bestMove(id),
    fixed: r.fixed ? r.fixed[id] : 0,
    label: r.grundy ? r.label(id) : '',
    show: shown(r, p),
    moves: [],
    more: 0,
  };
  if (out.fixed) return out;
  const grid = out.show && out.show.grid ? out.show : null;
  const fields = (to) => ({ outcome: r.outcome[to], depth: r.depth[to], label: r.grundy ? r.label(to) : '' });
  Object.assign(out, listMoves(r, p, r.moves(id), r.rules.moves(p), grid, fields, lang));
  return out;
}

function rows(args) {
  const r = kept.r;
  const from = Math.max(0, Math.min(r.n, args.offset | 0));
  const to = Math.min(r.n, from + Math.max(1, Math.min(ROWS_MAX, args.count | 0)));
  if (r.partizan) return partizanRows(r, from, to);
  const out = [];
  for (let i = from; i < to; i++) {
    const b = r.bestMove(i);
    out.push({
      id: i,
      key: clip(r.key(i), 200),
      outcome: r.outcome[i],
      depth: r.depth[i],
      best: b >= 0 ? clip(r.key(b), 200) : '',
      label: r.grundy ? r.label(i) : '',
    });
  }
  return { offset: from, rows: out };
}

// Every move (u, v) in order of u, replaying the exploration (moves(p) for each
// position in turn, the frontier held as positions).
function forEachMove(r, f) {
  const queue = [r.rules.start];
  let head = 0;
  let next = 1;
  for (let u = 0; u < r.n; u++) {
    const p = queue[head];
    queue[head++] = undefined;
    if (head > 65536) {
      queue.splice(0, head);
      head = 0;
    }
    if (r.fixed && r.fixed[u]) continue;
    const list = r.rules.moves(p);
    for (let j = 0; j < list.length; j++) {
      const v = r.indexOf(list[j]);
      if (v < 0) continue; // moves(p) gave another move this time
      if (v === next) {
        queue.push(list[j]);
        next++;
      }
      f(u, v);
    }
  }
}

function graph() {
  const r = kept.r;
  // (a partizan game's two kinds of moves are not drawn: its graph is exported as text)
  if (r.partizan) return { partizan: true, n: r.n, m: r.m };
  if (r.n > DRAW_MAX_VERTICES || r.m > DRAW_MAX_EDGES) return { tooBig: true, n: r.n, m: r.m };
  const edges = [];
  forEachMove(r, (u, v) => edges.push(u, v));
  const names = [];
  for (let i = 0; i < r.n; i++) names.push(clip(r.key(i), 40));
  return {
    n: r.n,
    m: edges.length / 2,
    edges: Int32Array.from(edges),
    names,
    outcome: r.outcome.slice(),
    depth: r.depth.slice(),
    move: r.move.slice(),
    fixed: r.fixed ? r.fixed.slice() : null,
    // the Sprague-Grundy labelling as it happened, for its step-through on the page
    labelling: r.grundy && r.grundyOrder ? {
      grundy: r.grundy.slice(), infStart: r.infStart.slice(), infValues: r.infValues.slice(),
      order: r.grundyOrder.slice(), orderStage: r.grundyStage.slice(),
    } : null,
  };
}

// An export in parts, so that no text of gigabytes is ever made: each call gives
// the positions from args.from on, at most EXPORT_PART of them or about
// EXPORT_PART_CHARS characters, and the id to ask for next (-1: the last part).
// The first part holds the file's head, the last its tail. The page joins the
// parts in a Blob.
function exportFile(args) {
  const r = kept.r;
  const from = Math.max(0, Math.min(r.n, Math.floor(Number(args.from)) || 0));
  let text = '';
  let i = from;
  const row = (r.partizan ? PARTIZAN_EXPORT_ROWS : EXPORT_ROWS)[args.kind === 'graph' ? 'graph' : args.kind === 'csv' ? 'csv' : 'json'];
  if (from === 0) text += row.head(r);
  for (; i < r.n && i - from < EXPORT_PART && text.length < EXPORT_PART_CHARS; i++) text += row.line(r, i);
  const next = i < r.n ? i : -1;
  if (next < 0) text += row.tail(r);
  return { text, next, n: r.n };
}

const EXPORT_ROWS = {
  graph: {
    head: graphHead,
    line: (r, u) => graphLines(r, u, r.fixed && r.fixed[u] ? [] : r.moves(u)),
    tail: () => '',
  },
  csv: {
    head: (r) => csv(['key', 'name', 'outcome', 'depth', 'best_move'].concat(r.grundy ? ['grundy'] : []), []),
    line(r, i) {
      const b = r.bestMove(i);
      const fields = [r.key(i), graphName(r.key(i)), outcomeName(r.outcome[i]), r.outcome[i] === DRAW ? '' : r.depth[i], b >= 0 ? r.key(b) : ''];
      if (r.grundy) fields.push(r.label(i));
      return fields.map(csvField).join(',') + '\n';
    },
    tail: () => '',
  },
  json: {
    head: (r) => `{\n "title": ${JSON.stringify(r.title || '')},\n "noMove": ${JSON.stringify(r.noMove)},\n "positions": ${r.n},\n "moves": ${r.m},\n "values": [\n`,
    line(r, i) {
      const b = r.bestMove(i);
      const o = { key: r.key(i), outcome: outcomeName(r.outcome[i]), depth: r.outcome[i] === DRAW ? null : r.depth[i], best: b >= 0 ? r.key(b) : null };
      if (r.grundy) o.grundy = r.label(i);
      return (i ? ',\n' : '') + '  ' + JSON.stringify(o);
    },
    tail: () => '\n ]\n}\n',
  },
};

// ---- sums of games ----------------------------------------------------------------------
// A part of a sum, from the page: { game: 'this' } (the solved game), { game: 'rules',
// source } (another example's script, solved here with its values and kept), or
// { game: 'heap', size }; at: a position id (0, the start, for a heap).
const sumSolved = new Map(); // script or 'heap k' -> a solved game with values

// { r, rules: true | false (a heap: a graph) }
function sumPart(part) {
  if (part.game === 'heap') {
    const k = Math.max(0, Math.min(HEAP_MAX, Math.floor(Number(part.size)) || 0));
    const key = 'heap ' + k;
    if (!sumSolved.has(key)) sumSolved.set(key, { r: gg.grundyGraphText(heapText(k), { format: 'named', order: true }), rules: false });
    return sumSolved.get(key);
  }
  if (part.game === 'rules') {
    const source = String(part.source);
    if (!sumSolved.has(source)) {
      if (kindOf(source).outcome) throw sumError('this game ends by outcome(p): it has no Sprague-Grundy values', 'no-values');
      sumSolved.set(source, { r: gg.solveRulesSync(source, { grundy: true, maxStates: SUM_MAX_STATES }), rules: true });
    }
    return sumSolved.get(source);
  }
  if (!kept.r.grundy) throw sumError('this game has no Sprague-Grundy values', 'no-values');
  return { r: kept.r, rules: true };
}

const positionOf = (g, part) => positionIn(g.r.n, part.game === 'heap' ? 0 : Number(part.at) || 0);

const nameOf = (g, i) => (g.rules ? clip(g.r.key(i), 60) : g.r.names[i]);

// What moving from position a to b is called in game g: moveName(p, q), or ''.
const moveNameOf = (g, a, b) => (g.rules ? nameOfMove(g.r, a, b, lang) : '');

// The positions of a part's game to pick from: their keys, the first SUM_LIST_MAX
// (a partizan game's with their values).
function sumPositions(args) {
  if (kept.r.partizan) return partizanSums.positions(args, SUM_LIST_MAX);
  const g = sumPart(args.part);
  const keys = [];
  for (let i = 0; i < g.r.n && i < SUM_LIST_MAX; i++) keys.push(nameOf(g, i));
  return { n: g.r.n, keys };
}

// The sum's value, outcome and a winning move (gg.sumGames on the solved games).
function sum(args) {
  const games = args.parts.map(sumPart);
  const at = args.parts.map((p, i) => positionOf(games[i], p));
  const s = gg.sumGames(games.map((g, i) => ({ result: g.r, vertex: at[i] })));
  let move = null;
  if (s.move) {
    const g = games[s.move.component];
    move = { component: s.move.component, from: nameOf(g, s.move.from), to: nameOf(g, s.move.to), toLabel: g.r.label(s.move.to),
      name: moveNameOf(g, s.move.from, s.move.to) };
  }
  return {
    value: s.value,
    infSet: Array.from(s.infSet),
    outcome: s.outcome,
    components: games.map((g, i) => ({ label: g.r.label(at[i]), key: nameOf(g, at[i]) })),
    move,
  };
}

// The games of a sum to be played on the page (core/sum-game.js's component()):
// moves, values, sets K, the labelling's order and the positions' names.
function sumComponents(args) {
  return args.parts.map((part) => {
    const g = sumPart(part);
    const r = g.r;
    checkPlayable(r.n);
    let edges = r.edges;
    if (g.rules) {
      const list = [];
      forEachMove(r, (u, v) => list.push(u, v));
      edges = Int32Array.from(list);
    }
    const names = [];
    for (let i = 0; i < r.n; i++) names.push(nameOf(g, i));
    return {
      n: r.n,
      m: edges.length / 2,
      edges: edges.slice(),
      grundy: r.grundy.slice(),
      infStart: r.infStart.slice(),
      infValues: r.infValues.slice(),
      order: (g.rules ? r.grundyOrder : r.order).slice(),
      names,
      at: positionOf(g, part),
    };
  });
}

// The id of the position whose key is args.key (-1: none), for a course page setting the position.
function find(args) {
  const id = typeof args.key === 'string' && args.key.length <= 10000 ? kept.r.find(args.key) : -1;
  return { id };
}

// Sums of partizan games (partizan-sum.js): their value and winning moves, the
// solver's move in one played, the games to play.
const partizanSums = createPartizanSums({ gg: () => gg, solved: () => kept.r, lang: () => lang });

const OPS = {
  find, solve, view, rows, graph, export: exportFile, sumPositions, sum, sumComponents,
  pzSum: (args) => partizanSums.sum(args),
  pzSumComponents: (args) => partizanSums.components(args),
};

// Each operation as the host calls it: the page's language taken first (for the
// texts a script gives in several: title, move names), and past the solve, a
// solved game needed.
const HOSTED = {};
for (const name of Object.keys(OPS)) {
  HOSTED[name] = (module, args, ctx) => {
    if (typeof args.lang === 'string' && /^[a-z]{2,3}$/.test(args.lang)) lang = args.lang;
    if (name !== 'solve' && !kept) throw Object.assign(new Error('nothing solved yet'), { code: 'no-result' });
    return OPS[name](args, ctx);
  };
}

startHost(self, () => GameGraph().then((m) => (gg = m)), HOSTED, { begin: true, progressMs: PROGRESS_MS });
