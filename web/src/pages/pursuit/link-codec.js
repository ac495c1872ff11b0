// The pursuit page's link codec: the board, its rules and the position played as
// the fields of the fragment (core/urlstate.js), and back (link.js writes and reads
// the address bar with it).
//
// Fragment: preset=<id> alone for an unedited preset; otherwise f (family; an older
// name is read too, FAMILY_WAS), g=/gz= (the board's text: the article's format for
// a grid, the out-lists for a graph), the rules (pm pr pp, em er ep, first, draw, pex), the pieces (p, e),
// and for graphs the exits (x), the cells a side may not enter (fp, fe) and
// 1-based labels (lb); a loaded move set that is not one of the panel's (pc, ec).
// The position played rides along with either (playFields, readPlay):
//   mv=12.13.25   the moves from the start, each as the cell (or vertex) the moving
//                 piece went to (a pass: the cell it stays on)
//   at=2          the move shown, when not the last of mv (stepping back, or along
//                 the solver's optimal line past them)
//   pl=evader     the side a person plays against the solver (none: watching)
// A part that does not parse, or a move the game does not have there, is said on
// the page (#link-part) and ignored (link.js restorePlay).
import { readFragment, writeFragment, packText, unpackText } from '../../core/urlstate.js';
import { isEmbed } from '../../core/dom.js';
import { lang } from '../../core/i18n.js';
import { toText, toAdjacency, defaultRules, MOVE_SETS } from './model.js';

// Families by their names in older links: LeetCode 1728's game was 'cat-mouse-food'
// before it took the name of its command and format, 'cat-mouse-grid'.
const FAMILY_WAS = { 'cat-mouse-food': 'cat-mouse-grid' };

const list = (a) => (a ? Array.from(a.entries()).filter(([, v]) => v).map(([i]) => i).join(',') : '');
const cells = (s, n) => {
  const a = new Uint8Array(n);
  for (const x of String(s || '').split(',')) if (/^\d+$/.test(x) && Number(x) < n) a[Number(x)] = 1;
  return a;
};

// The fragment's fields of a model (without the packed text).
function ruleFields(m) {
  const r = m.rules;
  const side = (k) => (r[k].moves === 'custom' ? Array.from(r[k].custom).join(',') : '');
  return {
    f: m.family,
    pm: m.kind === 'grid' ? r.pursuer.moves : '',
    pr: m.kind === 'grid' ? r.pursuer.reach : '',
    pp: r.pursuer.pass ? 1 : 0,
    em: m.kind === 'grid' ? r.evader.moves : '',
    er: m.kind === 'grid' ? r.evader.reach : '',
    ep: r.evader.pass ? 1 : 0,
    pc: side('pursuer'),
    ec: side('evader'),
    first: r.first,
    draw: r.drawAs,
    pex: r.pursuerExitWins ? 1 : 0,
    nm: r.noMove,
    p: m.pursuer,
    e: m.evader,
    x: m.kind === 'graph' ? list(m.exits) : '',
    fp: list(m.forbidden && m.forbidden.pursuer),
    fe: list(m.forbidden && m.forbidden.evader),
    lb: m.kind === 'graph' && m.labels && m.labels[0] === '1' ? 1 : '',
  };
}

// The position played as fields of the fragment: s is the page's state.
export function playFields(s) {
  const h = s.history;
  if (!h || !h.length) return {};
  const cell = (a, b) => (a.side === 0 ? b.pursuer : b.evader);
  const last = s.human === 'none' ? Math.min(h.length - 1, Math.max(s.optimalFrom, 0)) : s.idx;
  const mv = [];
  for (let i = 1; i <= last; i++) mv.push(cell(h[i - 1], h[i]));
  return { mv: mv.join('.'), at: s.human === 'none' && s.idx !== last ? String(s.idx) : '', pl: s.human === 'none' ? '' : s.human };
}

// The position a fragment asks for: { moves (cells), at (a move, or null), human,
// damaged: the names of the fields that do not parse }.
export function readPlay(params) {
  const damaged = [];
  let moves = [];
  const mv = params.get('mv');
  if (mv) {
    if (/^\d{1,9}(\.\d{1,9})*$/.test(mv) && mv.length <= 20000) moves = mv.split('.').map(Number);
    else damaged.push('mv');
  }
  let at = null;
  const a = params.get('at');
  if (a !== null) {
    if (/^\d{1,9}$/.test(a)) at = Number(a);
    else damaged.push('at');
  }
  let human = 'none';
  const pl = params.get('pl');
  if (pl === 'pursuer' || pl === 'evader') human = pl;
  else if (pl !== null) damaged.push('pl');
  return { moves, at, human, damaged };
}

// The fragment for a model ('' when nothing needs saying). base: the unedited
// preset's model; play: playFields of the position shown.
export async function fragmentFor(m, presetId, base, play = {}) {
  const keep = readFragment(location.hash);
  const tail = { ...play, embed: isEmbed() ? 1 : '', lang: keep.get('lang') === lang() ? lang() : '' };
  if (m === base && presetId) return { frag: writeFragment({ preset: presetId, ...tail }), tooLong: false };
  const text = m.kind === 'grid' ? toText(m) : toAdjacency(m);
  const packed = await packText(text);
  if (packed.tooLong) return { frag: writeFragment({ preset: presetId, ...tail, mv: '', at: '', pl: '' }), tooLong: true };
  const defs = { pr: 1, er: 1, first: 'pursuer', draw: 'draw', nm: 'lose', pp: 0, ep: 0, pex: 0 };
  return { frag: writeFragment({ preset: presetId, ...ruleFields(m), ...tail }, defs) + '&' + packed.param, tooLong: false };
}

// The board a fragment carries, or null (a preset alone, nothing). parseGrid(text)
// resolves to a model of the article's text. Throws a LinkError for a damaged link.
export async function modelFromFragment(params, parseGrid) {
  const text = await unpackText(params);
  if (text === null) return null;
  const f = params.get('f');
  const family = FAMILY_WAS[f] || f || 'police-thief';
  let m;
  if (/^\s*\[/.test(text)) {
    const adj = JSON.parse(text);
    if (!Array.isArray(adj) || !adj.every((r) => Array.isArray(r) && r.every((v) => Number.isInteger(v) && v >= 0 && v < adj.length))) throw new Error('bad graph');
    const edges = [];
    adj.forEach((r, u) => r.forEach((v) => edges.push(u, v)));
    const n = adj.length;
    m = {
      kind: 'graph',
      n,
      edges: Int32Array.from(edges),
      exits: cells(params.get('x'), n),
      labels: Array.from({ length: n }, (_, i) => String(params.get('lb') === '1' ? i + 1 : i)),
      rules: defaultRules(),
    };
    m.rules.pursuer = { moves: 'edges', reach: 1, pass: false };
    m.rules.evader = { moves: 'edges', reach: 1, pass: false };
  } else {
    m = await parseGrid(text);
  }
  const n = m.kind === 'grid' ? m.rows * m.cols : m.n;
  const r = m.rules;
  for (const [k, c] of [['pursuer', 'p'], ['evader', 'e']]) {
    const moves = params.get(c + 'm');
    const custom = params.get(c + 'c');
    if (m.kind === 'grid') {
      if (custom) r[k] = { ...r[k], moves: 'custom', custom: Int32Array.from(custom.split(',').map(Number)) };
      else if (MOVE_SETS.includes(moves)) r[k] = { ...r[k], moves };
      const reach = Number(params.get(c + 'r') || 1);
      r[k].reach = Number.isInteger(reach) && reach >= 1 && reach <= 64 ? reach : 1;
    }
    r[k].pass = params.get(c + 'p') === '1';
  }
  r.first = params.get('first') === 'evader' ? 'evader' : 'pursuer';
  r.drawAs = ['pursuer', 'evader'].includes(params.get('draw')) ? params.get('draw') : 'draw';
  r.pursuerExitWins = params.get('pex') === '1';
  r.noMove = ['win', 'draw'].includes(params.get('nm')) ? params.get('nm') : 'lose';
  m.forbidden = { pursuer: params.get('fp') ? cells(params.get('fp'), n) : null, evader: params.get('fe') ? cells(params.get('fe'), n) : null };
  m.family = family;
  const piece = (k) => {
    const v = params.get(k);
    return v !== null && /^\d+$/.test(v) && Number(v) < n ? Number(v) : -1;
  };
  if (m.kind === 'graph' || params.has('p')) {
    m.pursuer = piece('p');
    m.evader = piece('e');
  }
  return m;
}
