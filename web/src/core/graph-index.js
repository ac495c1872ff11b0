// A solved graph kept where it was solved (the solver worker, or the page's
// thread for small graphs) and the questions the page asks of it without ever
// holding more than a screenful: find a vertex by name, its neighbourhood (moves
// and moves into it, one or two steps out), the optimal line from it, and the
// rows of the table for a sort and a filter, on millions of vertices.
// No DOM, no strings of the page: also run by the Node tests.
//
// Outcomes as the module's (core/outcome.js); depth -1 for a draw.
import { FIXED_NONE, outcomeRank } from './outcome.js';

// Sort keys. Each sorted index is an Int32Array of vertices, computed once per
// key and kept; 'id' is the order of the text (no index needed).
const SORT_KEYS = ['id', 'name', 'outcome', 'depth', 'move'];

function fail(code, message) {
  var e = new Error(message);
  e.code = code;
  return e;
}

// Stable counting sort of `order` (Int32Array) by key[v] in 0..k-1.
function countingSort(order, key, k) {
  var count = new Int32Array(k + 1);
  var i;
  for (i = 0; i < order.length; i++) count[key[order[i]] + 1]++;
  for (i = 1; i <= k; i++) count[i] += count[i - 1];
  var out = new Int32Array(order.length);
  for (i = 0; i < order.length; i++) {
    var v = order[i];
    out[count[key[v]]++] = v;
  }
  return out;
}

function identity(n) {
  var a = new Int32Array(n);
  for (var i = 0; i < n; i++) a[i] = i;
  return a;
}

// graph: { n, m, names (array of strings, or null for the cp forms: the numbers
//          "1".."n", or "0".."n-1" when format is 'cp0'), format, outcome, depth,
//          move, edges, fixed } as the solve returns them.
// The arrays are read, never changed; edges are dropped once the adjacency
// lists are built.
export function GraphIndex(graph) {
  this.n = graph.n;
  this.m = graph.m;
  this.names = graph.names || null;
  this.first = graph.format === 'cp0' ? 0 : 1; // the number of vertex 0 when names is null
  this.outcome = graph.outcome;
  this.depth = graph.depth;
  this.move = graph.move;
  this.fixed = graph.fixed || null;
  this.edges = graph.edges || null;
  this.adj = null; // { outStart, out, inStart, in }
  this.sorted = {}; // key -> Int32Array
  this.filtered = null; // { key, list }
  this.stamp = null; // Int32Array(n): BFS marks
  this.stampNo = 0;
  this.maxDepth = -1;
  for (var v = 0; v < this.n; v++) if (this.depth[v] > this.maxDepth) this.maxDepth = this.depth[v];
}

GraphIndex.prototype.name = function (v) {
  return this.names ? this.names[v] : String(v + this.first);
};

GraphIndex.prototype.info = function (v) {
  var mv = this.move[v];
  return {
    v: v,
    name: this.name(v),
    outcome: this.outcome[v],
    depth: this.depth[v],
    move: mv,
    moveName: mv >= 0 ? this.name(mv) : null,
    fixed: this.fixed ? this.fixed[v] : 0,
  };
};

// ---- the adjacency lists (both directions), built once ------------------------

GraphIndex.prototype.adjacency = function () {
  if (this.adj) return this.adj;
  var n = this.n;
  var m = this.m;
  var e = this.edges;
  if (!e) throw fail('no-edges', 'the moves of this graph are not kept');
  var outStart = new Int32Array(n + 1);
  var inStart = new Int32Array(n + 1);
  var k;
  for (k = 0; k < m; k++) {
    outStart[e[2 * k] + 1]++;
    inStart[e[2 * k + 1] + 1]++;
  }
  for (k = 0; k < n; k++) {
    outStart[k + 1] += outStart[k];
    inStart[k + 1] += inStart[k];
  }
  var out = new Int32Array(m);
  var inn = new Int32Array(m);
  var fo = outStart.slice(0, n);
  var fi = inStart.slice(0, n);
  for (k = 0; k < m; k++) {
    var u = e[2 * k];
    var w = e[2 * k + 1];
    out[fo[u]++] = w;
    inn[fi[w]++] = u;
  }
  this.adj = { outStart: outStart, out: out, inStart: inStart, in: inn };
  this.edges = null;
  return this.adj;
};

GraphIndex.prototype.newStamp = function () {
  if (!this.stamp) this.stamp = new Int32Array(this.n);
  this.stampNo++;
  if (this.stampNo > 2000000000) {
    this.stamp.fill(0);
    this.stampNo = 1;
  }
  return this.stampNo;
};

// ---- find by name ------------------------------------------------------------------

// The vertex named exactly `query` (-1 if none) and up to `limit` vertices whose
// names start with it (the exact one first), in the order of the text (for the
// cp forms, by number). more: whether more names start with it.
GraphIndex.prototype.find = function (query, limit) {
  limit = Math.max(1, Math.min(limit || 20, 200));
  var q = String(query || '');
  var n = this.n;
  var exact = -1;
  var found = [];
  var more = false;
  if (!q) return { exact: -1, matches: [], more: false };
  if (!this.names) {
    // names are the numbers first..first + n - 1: those written with q as
    // prefix, shortest first ('0' is a name of its own: no other starts with it)
    var first = this.first;
    var last = n - 1 + first;
    if (/^(0|[1-9][0-9]*)$/.test(q) && q.length <= 10) {
      var base = Number(q);
      if (base >= first && base <= last) exact = base - first;
      var width = 1;
      for (var lo = base; lo <= last; lo *= 10, width *= 10) {
        var hi = Math.min(last, lo + width - 1);
        for (var x = Math.max(lo, first); x <= hi; x++) {
          if (found.length >= limit) {
            more = true;
            break;
          }
          found.push(x - first);
        }
        if (more || lo === 0) break;
      }
    }
  } else {
    var names = this.names;
    for (var v = 0; v < n; v++) {
      var s = names[v];
      if (s.length < q.length || s.charCodeAt(0) !== q.charCodeAt(0) || !s.startsWith(q)) continue;
      if (s.length === q.length && exact < 0) {
        exact = v;
        continue;
      }
      if (found.length < limit) found.push(v);
      else more = true;
    }
    if (exact >= 0) {
      found.unshift(exact);
      if (found.length > limit) {
        found.pop();
        more = true;
      }
    }
  }
  var self = this;
  return {
    exact: exact,
    matches: found.map(function (v) {
      return self.info(v);
    }),
    more: more,
  };
};

// ---- the neighbourhood ----------------------------------------------------------------

// The vertices at most `radius` (1 or 2) moves from v, following moves forwards
// (successors) and backwards (predecessors), nearest first, capped at `cap`
// vertices (v, then its optimal move, then successors before predecessors).
// Returns { centre, radius, vertices: [info + dist, dir], edges: Int32Array of
// (i, j) pairs of indices into vertices (every move between two shown vertices,
// at most maxEdges), total: vertices within the radius, more: total - shown,
// edgesCut: moves left out }.
// dir: 0 the centre, 1 reached by moves from it, 2 by moves into it, 3 both.
GraphIndex.prototype.neighbourhood = function (v, radius, cap, maxEdges) {
  var n = this.n;
  if (!(v >= 0 && v < n)) throw fail('bad-vertex', 'no vertex ' + v);
  radius = radius === 2 ? 2 : 1;
  cap = Math.max(2, Math.min(cap || 300, 5000));
  maxEdges = maxEdges || 4000;
  var A = this.adjacency();
  var mark = this.newStamp();
  var stamp = this.stamp;
  var order = [v]; // every vertex within the radius, BFS order
  var dist = [0];
  var dir = [0];
  var where = new Map(); // vertex -> index in order
  stamp[v] = mark;
  where.set(v, 0);
  var mv = this.move[v];
  var frontierStart = 0;
  for (var d = 1; d <= radius; d++) {
    var frontierEnd = order.length;
    // the optimal move first (the line the page cares about)
    if (d === 1 && mv >= 0 && stamp[mv] !== mark) {
      stamp[mv] = mark;
      where.set(mv, order.length);
      order.push(mv);
      dist.push(1);
      dir.push(1);
    }
    for (var pass = 0; pass < 2; pass++) {
      var start = pass === 0 ? A.outStart : A.inStart;
      var list = pass === 0 ? A.out : A.in;
      for (var f = frontierStart; f < frontierEnd; f++) {
        var u = order[f];
        for (var j = start[u]; j < start[u + 1]; j++) {
          var w = list[j];
          if (stamp[w] === mark) {
            var iw = where.get(w);
            if (iw !== undefined && dist[iw] === d) dir[iw] |= pass === 0 ? 1 : 2;
            continue;
          }
          stamp[w] = mark;
          // past the cap the vertex is only counted
          if (order.length < cap) where.set(w, order.length);
          order.push(w);
          dist.push(d);
          dir.push(pass === 0 ? 1 : 2);
        }
      }
    }
    frontierStart = frontierEnd;
    if (d === 1 && order.length > cap) {
      // the ring-2 vertices would all be cut: only count them
      // (cheap enough: every vertex is marked once)
    }
  }
  var total = order.length;
  var shown = Math.min(total, cap);
  var vertices = new Array(shown);
  for (var i = 0; i < shown; i++) {
    var x = this.info(order[i]);
    x.dist = dist[i];
    x.dir = dir[i];
    vertices[i] = x;
  }
  var edges = [];
  var edgesCut = 0;
  for (var a = 0; a < shown; a++) {
    var p = order[a];
    for (var k = A.outStart[p]; k < A.outStart[p + 1]; k++) {
      var b = where.get(A.out[k]);
      if (b === undefined || b >= shown) continue;
      if (edges.length >= 2 * maxEdges) edgesCut++;
      else edges.push(a, b);
    }
  }
  return {
    centre: v,
    radius: radius,
    vertices: vertices,
    edges: Int32Array.from(edges),
    total: total,
    more: total - shown,
    edgesCut: edgesCut,
  };
};

// ---- the optimal line --------------------------------------------------------------

// Following the optimal moves from v: { steps: [info], end, cycleFrom } with end
// 'nomove' (the last has no move), 'fixed' (its outcome is fixed in the text),
// 'cycle' (the next move goes back to steps[cycleFrom]: a draw), or 'cut' (max steps).
GraphIndex.prototype.walk = function (v, max) {
  var n = this.n;
  if (!(v >= 0 && v < n)) throw fail('bad-vertex', 'no vertex ' + v);
  max = Math.max(1, Math.min(max || 1000, 100000));
  var steps = [this.info(v)];
  var at = new Map();
  at.set(v, 0);
  var x = v;
  for (;;) {
    if (this.fixed && this.fixed[x] !== FIXED_NONE) return { steps: steps, end: 'fixed' };
    var y = this.move[x];
    if (y < 0) return { steps: steps, end: 'nomove' };
    if (at.has(y)) return { steps: steps, end: 'cycle', cycleFrom: at.get(y) };
    if (steps.length >= max) return { steps: steps, end: 'cut' };
    at.set(y, steps.length);
    steps.push(this.info(y));
    x = y;
  }
};

// ---- the table's rows ----------------------------------------------------------------

// rank[v]: the place of v's name in the order of names (the cp form: v).
GraphIndex.prototype.nameRank = function () {
  if (this.sorted._rank) return this.sorted._rank;
  var n = this.n;
  var rank = new Int32Array(n);
  var byName = this.sortIndex('name');
  for (var i = 0; i < n; i++) rank[byName[i]] = i;
  this.sorted._rank = rank;
  return rank;
};

// The vertices in the order of `key`, ascending (Int32Array, kept); null for 'id'.
//   name: by name (UTF-16 code units; the cp form numerically), ties by id
//   outcome: wins, losses, draws, each by depth; depth: by depth (draws last),
//   ties by outcome; move: by the name of the best move's target (none last).
GraphIndex.prototype.sortIndex = function (key) {
  if (key === 'id' || SORT_KEYS.indexOf(key) < 0) return null;
  if (this.sorted[key]) return this.sorted[key];
  var n = this.n;
  var order;
  var i;
  if (key === 'name') {
    if (!this.names) {
      order = identity(n);
    } else {
      var names = this.names;
      var idx = Array.from(identity(n));
      idx.sort(function (a, b) {
        var x = names[a];
        var y = names[b];
        return x < y ? -1 : x > y ? 1 : a - b;
      });
      order = Int32Array.from(idx);
    }
  } else if (key === 'outcome' || key === 'depth') {
    var oKey = new Uint8Array(n);
    var dKey = new Int32Array(n);
    var maxD = this.maxDepth < 0 ? 0 : this.maxDepth;
    for (i = 0; i < n; i++) {
      oKey[i] = outcomeRank(this.outcome[i]); // wins, losses, draws (as the page's table)
      dKey[i] = this.depth[i] < 0 ? maxD + 1 : this.depth[i];
    }
    order = identity(n);
    if (key === 'outcome') order = countingSort(countingSort(order, dKey, maxD + 2), oKey, 3);
    else order = countingSort(countingSort(order, oKey, 3), dKey, maxD + 2);
  } else {
    var rank = this.nameRank();
    var mKey = new Int32Array(n);
    for (i = 0; i < n; i++) mKey[i] = this.move[i] < 0 ? n : rank[this.move[i]];
    order = countingSort(identity(n), mKey, n + 1);
  }
  this.sorted[key] = order;
  return order;
};

// A filter: { outcomes: [0..2] or null (all), dmin, dmax (null: unbounded; a
// bound leaves the draws out: they have no depth), q: name substring, any case }.
function filterKey(f) {
  if (!f) return '';
  var o = f.outcomes && f.outcomes.length < 3 ? f.outcomes.slice().sort().join(',') : '*';
  var lo = f.dmin === null || f.dmin === undefined || f.dmin === '' ? '' : String(Number(f.dmin));
  var hi = f.dmax === null || f.dmax === undefined || f.dmax === '' ? '' : String(Number(f.dmax));
  var q = f.q ? String(f.q).toLowerCase() : '';
  return o === '*' && lo === '' && hi === '' && q === '' ? '' : o + '|' + lo + '|' + hi + '|' + q;
}

// The list of the vertices shown for a sort key and a filter, ascending:
// null when it is the sorted index itself (or the identity).
GraphIndex.prototype.list = function (sort, filter) {
  var fk = filterKey(filter);
  var order = this.sortIndex(sort);
  if (!fk) return order;
  var key = sort + '#' + fk;
  if (this.filtered && this.filtered.key === key) return this.filtered.list;
  var n = this.n;
  var okO = [true, true, true];
  if (filter.outcomes && filter.outcomes.length < 3) {
    okO = [false, false, false];
    for (var o of filter.outcomes) if (o >= 0 && o <= 2) okO[o] = true;
  }
  var hasLo = filter.dmin !== null && filter.dmin !== undefined && filter.dmin !== '';
  var hasHi = filter.dmax !== null && filter.dmax !== undefined && filter.dmax !== '';
  var lo = hasLo ? Number(filter.dmin) : 0;
  var hi = hasHi ? Number(filter.dmax) : Infinity;
  var byDepth = hasLo || hasHi;
  var q = filter.q ? String(filter.q).toLowerCase() : '';
  var names = this.names;
  var out = new Int32Array(n);
  var k = 0;
  for (var i = 0; i < n; i++) {
    var v = order ? order[i] : i;
    if (!okO[this.outcome[v]]) continue;
    if (byDepth) {
      var d = this.depth[v];
      if (d < 0 || d < lo || d > hi) continue;
    }
    if (q) {
      var s = names ? names[v] : String(v + this.first);
      if (s.indexOf(q) < 0 && s.toLowerCase().indexOf(q) < 0) continue;
    }
    out[k++] = v;
  }
  var list = out.slice(0, k);
  this.filtered = { key: key, list: list };
  return list;
};

// How many entries a list sorted by depth holds before its draws (they come
// last: they have no depth); kept on the list.
GraphIndex.prototype.decidedCount = function (list) {
  if (list._decided === undefined) {
    var k = list.length;
    while (k > 0 && this.depth[list[k - 1]] < 0) k--;
    list._decided = k;
  }
  return list._decided;
};

// Where row `pos` of the table for { sort, dir } is in the ascending list:
// descending reverses the list, except by depth, where it reverses the decided
// vertices only and the draws stay last in both directions (its own inverse).
GraphIndex.prototype.listPos = function (list, total, sort, dir, pos) {
  if (!(dir < 0)) return pos;
  var end = sort === 'depth' && list ? this.decidedCount(list) : total;
  return pos < end ? end - 1 - pos : pos;
};

// Rows [from, from + count) of the table for { sort, dir (1 or -1), filter }:
// { total, from, rows: [info] }.
GraphIndex.prototype.rows = function (req) {
  var sort = req.sort || 'id';
  var list = this.list(sort, req.filter);
  var total = list ? list.length : this.n;
  var from = Math.max(0, Math.min(Number(req.from) || 0, total));
  var count = Math.max(0, Math.min(Number(req.count) || 0, 1000, total - from));
  var rows = new Array(count);
  for (var i = 0; i < count; i++) {
    var pos = this.listPos(list, total, sort, req.dir, from + i);
    rows[i] = this.info(list ? list[pos] : pos);
  }
  return { total: total, from: from, rows: rows };
};

// Where vertex v is in the table for { sort, dir, filter } (-1: filtered out).
GraphIndex.prototype.rowOf = function (req) {
  var v = req.v;
  var sort = req.sort || 'id';
  var list = this.list(sort, req.filter);
  var total = list ? list.length : this.n;
  var pos = -1;
  if (!list) pos = v >= 0 && v < this.n ? v : -1;
  else {
    for (var i = 0; i < total; i++) {
      if (list[i] === v) {
        pos = i;
        break;
      }
    }
  }
  if (pos >= 0) pos = this.listPos(list, total, sort, req.dir, pos);
  return { total: total, pos: pos };
};
