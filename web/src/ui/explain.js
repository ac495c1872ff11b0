// Why a vertex is won, lost or drawn, from a solved graph (names, edges, fixed,
// outcome, depth, move): the optimal line of play, for a LOSE every move and the
// reply that beats it, for a DRAW the cycle that keeps it alive. Pure functions
// plus one HTML renderer, shared by the page and the <game-graph> element.
import { t, fmt } from '../core/i18n.js';
import { escapeHtml as esc } from '../core/dom.js';
import { shownName } from '../core/names.js';
import { DRAW, WIN, LOSE, FIXED_NONE, outcomeName, nameKey, wordKey } from '../core/outcome.js';


// Distinct targets of the moves of v, in the order of the text.
function successors(r, v) {
  if (!r.edges) return [];
  if (!r._succ) {
    var start = new Int32Array(r.n + 1);
    var e = r.edges;
    var k;
    for (k = 0; k < r.m; k++) start[e[2 * k] + 1]++;
    for (k = 0; k < r.n; k++) start[k + 1] += start[k];
    var fill = start.slice(0, r.n);
    var adj = new Int32Array(r.m);
    for (k = 0; k < r.m; k++) adj[fill[e[2 * k]]++] = e[2 * k + 1];
    r._succ = { start: start, adj: adj };
  }
  var s = r._succ;
  var out = [];
  var seen = {};
  for (var j = s.start[v]; j < s.start[v + 1]; j++) {
    var x = s.adj[j];
    if (!seen[x]) {
      seen[x] = true;
      out.push(x);
    }
  }
  return out;
}

function isFixed(r, v) {
  return !!(r.fixed && r.fixed[v] !== FIXED_NONE);
}

// The optimal line from v: following the best moves. Returns
// { vertices, end: 'nomove' | 'fixed' | 'cycle' | 'cut', cycleFrom } where for a
// cycle vertices[cycleFrom] is the vertex the line comes back to.
function line(r, v, max) {
  max = max || 200;
  var vertices = [v];
  var at = {};
  at[v] = 0;
  var x = v;
  for (;;) {
    if (isFixed(r, x)) return { vertices: vertices, end: 'fixed' };
    var y = r.move[x];
    if (y < 0) return { vertices: vertices, end: 'nomove' };
    if (at[y] !== undefined) return { vertices: vertices, end: 'cycle', cycleFrom: at[y] };
    if (vertices.length >= max) return { vertices: vertices, end: 'cut' };
    at[y] = vertices.length;
    vertices.push(y);
    x = y;
  }
}

function outcomeText(r, v) {
  var o = r.outcome[v];
  if (o === DRAW) return t(wordKey(DRAW));
  return t('o.inDepth', { o: t(wordKey(o)), d: r.depth[v] });
}

function badge(r, v) {
  return '<span class="badge badge-' + outcomeName(r.outcome[v]) + '">' + esc(outcomeText(r, v)) + '</span>';
}

// The HTML explaining v. opts: { noMove: 'lose' | 'win' }.
function render(r, v, opts) {
  opts = opts || {};
  var name = function (x) {
    return '<code>' + esc(shownName(r, x)) + '</code>';
  };
  var o = r.outcome[v];
  var succ = successors(r, v);
  var fixed = isFixed(r, v);
  var moveTo = r.move[v];
  var why;
  if (fixed) {
    why = t('explain.fixed', { v: name(v), o: esc(t(nameKey(o))) });
  } else if (!r.edges) {
    why = '';
  } else if (succ.length === 0) {
    why = t('explain.noMove', {
      verb: t(o === WIN ? 'verb.wins' : 'verb.loses'),
      rule: t(opts.noMove === 'win' ? 'verb.wins' : 'verb.loses'),
    });
  } else if (o === WIN) {
    why = t('explain.win', { t: name(moveTo), ot: esc(outcomeText(r, moveTo)) });
  } else if (o === LOSE) {
    why = t('explain.lose', { t: name(moveTo), ot: esc(outcomeText(r, moveTo)) });
  } else {
    why = t('explain.draw', { t: name(moveTo) });
  }
  var html = '<p class="ex-head">' + badge(r, v) + ' ' + name(v) + ' — ' + why + '</p>';
  if (!r.edges) return html;

  // the optimal line
  if (!fixed && succ.length) {
    var L = line(r, v);
    var items = L.vertices.map(function (x, i) {
      var cls = L.end === 'cycle' && i >= L.cycleFrom ? ' class="in-cycle"' : '';
      return '<li' + cls + '>' + name(x) + ' ' + badge(r, x) + '</li>';
    });
    var last = L.vertices[L.vertices.length - 1];
    if (L.end === 'cycle') {
      items.push('<li class="in-cycle back">' + t('explain.cycleBack', { v: name(L.vertices[L.cycleFrom]) }) + '</li>');
    }
    html += '<div class="ex-block"><h3>' + esc(t('explain.line')) + '</h3><ol class="ex-line">' + items.join('') + '</ol>';
    if (L.end === 'nomove') html += '<p class="muted">' + t('explain.lineEndNoMove', { v: name(last) }) + '</p>';
    else if (L.end === 'fixed') html += '<p class="muted">' + t('explain.lineEndFixed', { v: name(last) }) + '</p>';
    else if (L.end === 'cycle') {
      var cyc = L.vertices.slice(L.cycleFrom).concat([L.vertices[L.cycleFrom]]).map(name).join(' → ');
      html += '<p class="ex-cycle">' + esc(t('explain.cycle')) + ' ' + cyc + '</p>';
    }
    html += '</div>';
  }

  // every move, and what it gives
  if (!fixed && succ.length) {
    var shown = succ.slice(0, 24);
    var lis = shown.map(function (x) {
      var ot = esc(outcomeText(r, x));
      var text;
      if (o === LOSE) {
        text = t('explain.failMove', { t: name(x), ot: ot });
        if (isFixed(r, x)) text += t('explain.failFixed');
        else if (r.move[x] >= 0) text += t('explain.failBy', { r: name(r.move[x]) });
      } else if (o === DRAW) {
        text = t(r.outcome[x] === DRAW ? 'explain.drawKeep' : 'explain.drawBad', { t: name(x), ot: ot });
      } else {
        text = t('explain.winOther', { t: name(x), ot: ot });
      }
      return '<li class="' + (x === moveTo ? 'best' : '') + '" data-v="' + x + '">' + badge(r, x) + ' ' + text + '</li>';
    });
    if (succ.length > shown.length) lis.push('<li class="muted">' + esc(t('explain.more', { n: fmt(succ.length - shown.length) })) + '</li>');
    var title = o === LOSE ? t('explain.whyFails') : o === DRAW ? t('explain.drawMoves') : t('explain.moves');
    html += '<div class="ex-block"><h3>' + esc(title) + '</h3><ul class="ex-moves">' + lis.join('') + '</ul></div>';
  }
  return html;
}

export const Explain = {
  successors: successors,
  line: line,
  render: render,
  outcomeText: outcomeText,
  badge: badge,
};

