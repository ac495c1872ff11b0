// The table of vertices: name, outcome, depth, best move. Virtualised (only the
// rows in view are in the document) so that a million vertices scroll freely;
// sorted by any column with counting sorts, filtered by outcome and by name.
import { t } from '../core/i18n.js';
import { escapeHtml as esc } from '../core/dom.js';
import { vertexName, allNames, firstNumber, clipName } from '../core/names.js';

var ROW_H = 30;
var MAX_PX = 8000000;
var OUTCOME_RANK = [2, 0, 1]; // DRAW, WIN, LOSE -> W first, then L, then D
var OUTCOME_WORD = ['DRAW', 'WIN', 'LOSE'];
var COLUMNS = ['name', 'outcome', 'depth', 'move'];

// Stable counting sort of `order` by key[v] in 0..k-1.
function countingSort(order, key, k) {
  var count = new Uint32Array(k + 1);
  var i;
  for (i = 0; i < order.length; i++) count[key[order[i]] + 1]++;
  for (i = 1; i <= k; i++) count[i] += count[i - 1];
  var out = new Uint32Array(order.length);
  for (i = 0; i < order.length; i++) {
    var v = order[i];
    out[count[key[v]]++] = v;
  }
  return out;
}

function identity(n) {
  var a = new Uint32Array(n);
  for (var i = 0; i < n; i++) a[i] = i;
  return a;
}

function Table(root) {
  this.root = root;
  this.head = root.querySelector('.vt-head');
  this.body = root.querySelector('.vt-body');
  this.spacer = root.querySelector('.vt-spacer');
  this.rows = root.querySelector('.vt-rows');
  this.empty = root.querySelector('.vt-empty');
  this.result = null;
  this.sortCol = 'index';
  this.sortDir = 1;
  this.filterOutcome = -1;
  this.query = '';
  this.selected = -1;
  this.view = new Uint32Array(0);
  this.onSelect = function () {};
  this.onCounts = function () {}; // called when the rows shown (or their number) change
  this._nameRank = null;
  var self = this;
  this.head.addEventListener('click', function (ev) {
    var b = ev.target.closest('button[data-col]');
    if (b) self.sortBy(b.getAttribute('data-col'));
  });
  this.body.addEventListener('scroll', function () {
    self.render();
  });
  this.rows.addEventListener('click', function (ev) {
    var row = ev.target.closest('[data-v]');
    if (row) self.onSelect(Number(row.getAttribute('data-v')));
  });
  this.body.addEventListener('keydown', function (ev) {
    self.onKey(ev);
  });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(function () {
      self.render();
    }).observe(this.body);
  }
}

Table.prototype.setResult = function (result, keepSort) {
  this.result = result;
  this._nameRank = null;
  this._nameLower = null;
  if (!keepSort) {
    this.sortCol = 'index';
    this.sortDir = 1;
  }
  this.selected = -1;
  this.refresh();
  if (!keepSort) this.body.scrollTop = 0; // same graph (new convention): stay where the reader is
};

Table.prototype.name = function (v) {
  return vertexName(this.result, v);
};

// rank[v] = position of v among the names in sorted order.
Table.prototype.nameRank = function () {
  if (this._nameRank) return this._nameRank;
  var r = this.result;
  var n = r.n;
  var rank;
  var names = allNames(r);
  if (!names) {
    rank = identity(n); // "1".."n" (or "0".."n-1"), already in numeric order
  } else {
    var idx = Array.from(identity(n));
    if (n <= 50000) {
      var coll = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
      idx.sort(function (a, b) {
        return coll.compare(names[a], names[b]) || a - b;
      });
    } else {
      idx.sort(function (a, b) {
        var x = names[a];
        var y = names[b];
        return x < y ? -1 : x > y ? 1 : a - b;
      });
    }
    rank = new Uint32Array(n);
    for (var i = 0; i < n; i++) rank[idx[i]] = i;
  }
  this._nameRank = rank;
  return rank;
};

Table.prototype.sortedOrder = function () {
  var r = this.result;
  var n = r.n;
  var order = identity(n);
  var col = this.sortCol;
  var i;
  if (col === 'name') {
    order = countingSort(order, this.nameRank(), n);
  } else if (col === 'outcome' || col === 'depth') {
    var oKey = new Uint8Array(n);
    var dKey = new Uint32Array(n);
    var maxD = 0;
    for (i = 0; i < n; i++) {
      oKey[i] = OUTCOME_RANK[r.outcome[i]];
      var d = r.depth[i];
      if (d > maxD) maxD = d;
    }
    for (i = 0; i < n; i++) dKey[i] = r.depth[i] < 0 ? maxD + 1 : r.depth[i]; // draws last
    if (col === 'outcome') {
      order = countingSort(countingSort(order, dKey, maxD + 2), oKey, 3);
    } else {
      order = countingSort(countingSort(order, oKey, 3), dKey, maxD + 2);
    }
  } else if (col === 'move') {
    var rank = this.nameRank();
    var mKey = new Uint32Array(n);
    for (i = 0; i < n; i++) mKey[i] = r.move[i] < 0 ? n : rank[r.move[i]];
    order = countingSort(order, mKey, n + 1);
  }
  if (this.sortDir < 0) reverseOrder(order, col === 'depth' ? firstDraw(order, r.depth) : order.length);
  return order;
};

// Where the draws begin in an order by depth (they come last: they have no depth).
function firstDraw(order, depth) {
  var k = order.length;
  while (k > 0 && depth[order[k - 1]] < 0) k--;
  return k;
}

// Reverses order[0..end) in place: a descending sort by depth reverses the
// decided vertices only, and the draws stay last in both directions.
function reverseOrder(order, end) {
  for (var i = 0, j = end - 1; i < j; i++, j--) {
    var x = order[i];
    order[i] = order[j];
    order[j] = x;
  }
}


Table.prototype.refresh = function () {
  var r = this.result;
  if (!r) {
    this.view = new Uint32Array(0);
    this.render();
    return;
  }
  var order = this.sortedOrder();
  var fo = this.filterOutcome;
  var q = this.query.toLowerCase();
  if (fo >= 0 || q) {
    if (q && allNames(r) && !this._nameLower) {
      this._nameLower = allNames(r).map(function (s) {
        return s.toLowerCase();
      });
    }
    var lower = this._nameLower;
    var first = firstNumber(r);
    var out = new Uint32Array(order.length);
    var k = 0;
    for (var i = 0; i < order.length; i++) {
      var v = order[i];
      if (fo >= 0 && r.outcome[v] !== fo) continue;
      if (q && (lower ? lower[v] : String(v + first)).indexOf(q) === -1) continue;
      out[k++] = v;
    }
    order = out.slice(0, k);
  }
  this.view = order;
  this.updateHead();
  this.render();
  this.onCounts();
};

// Whether a filter (outcome, name; in BigTable also depth) leaves rows out.
Table.prototype.filtered = function () {
  return this.filterOutcome >= 0 || !!this.query;
};

// For the footer: { shown, total, filtered }, shown null while not yet known
// (BigTable's rows come from the worker).
Table.prototype.counts = function () {
  var n = this.result ? this.result.n : 0;
  return { shown: this.view.length, total: n, filtered: this.filtered() };
};

Table.prototype.updateHead = function () {
  var self = this;
  COLUMNS.forEach(function (col) {
    var b = self.head.querySelector('button[data-col="' + col + '"]');
    var cell = b.parentNode;
    if (self.sortCol === col) {
      cell.setAttribute('aria-sort', self.sortDir > 0 ? 'ascending' : 'descending');
      b.setAttribute('data-dir', self.sortDir > 0 ? 'asc' : 'desc');
    } else {
      cell.setAttribute('aria-sort', 'none');
      b.removeAttribute('data-dir');
    }
  });
};

Table.prototype.sortBy = function (col) {
  if (!this.result) return;
  if (this.sortCol === col) {
    if (this.sortDir > 0) this.sortDir = -1;
    else {
      this.sortCol = 'index'; // third click: back to the order of the text
      this.sortDir = 1;
    }
  } else {
    this.sortCol = col;
    this.sortDir = 1;
  }
  this.refresh();
};

Table.prototype.setFilter = function (outcome, query) {
  this.filterOutcome = outcome;
  this.query = query || '';
  this.refresh();
  this.body.scrollTop = 0;
};

// One row of the table (this one and ui/big-table.js): row is { v, name, outcome,
// fixed, depth, moveName } with depth < 0 and moveName null for none; extra is
// more attributes of the row element.
export function tableRowHtml(row, pos, selected, extra = '') {
  var word = OUTCOME_WORD[row.outcome];
  var depth = row.depth < 0 ? '—' : String(row.depth);
  var mv = row.moveName === null ? '<span class="none">—</span>' : esc(clipName(row.moveName));
  return (
    '<div class="vt-row' + (row.v === selected ? ' selected' : '') + '" role="row" data-v="' + row.v +
    '" aria-rowindex="' + (pos + 2) + '"' + extra + '>' +
    '<div role="cell" class="c-name" title="' + esc(clipName(row.name, 1000)) + '">' + esc(clipName(row.name)) + '</div>' +
    '<div role="cell" class="c-outcome"><span class="badge badge-' + word.toLowerCase() + '">' + esc(t('o.' + word)) + '</span>' +
    (row.fixed ? '<span class="fixed-tag" title="' + esc(t('table.fixedTitle', { o: t('o.' + word.toLowerCase()) })) + '">' +
      esc(t('table.fixed')) + '</span>' : '') +
    '</div>' +
    '<div role="cell" class="c-depth">' + depth + '</div>' +
    '<div role="cell" class="c-move">' + mv + '</div>' +
    '</div>'
  );
}

Table.prototype.rowHtml = function (v, pos) {
  var r = this.result;
  var mv = r.move[v];
  return tableRowHtml({ v: v, name: this.name(v), outcome: r.outcome[v], fixed: !!(r.fixed && r.fixed[v] !== 0),
    depth: r.depth[v], moveName: mv < 0 ? null : this.name(mv) }, pos, this.selected);
};

// Browsers cap the height of an element (Chromium near 33 million pixels), so
// past MAX_PX the scroll range is scaled: the scrollbar maps linearly onto the rows.
Table.prototype.geometry = function () {
  var total = this.view.length;
  var h = this.body.clientHeight || 400;
  var full = total * ROW_H;
  var scaled = full > MAX_PX;
  return {
    total: total,
    h: h,
    scaled: scaled,
    height: scaled ? MAX_PX : full,
    rowsInView: h / ROW_H,
  };
};

// The scrollTop that shows row `pos` at the top.
Table.prototype.scrollTopFor = function (pos, g) {
  if (!g.scaled) return pos * ROW_H;
  return (pos / Math.max(1, g.total - g.rowsInView)) * (g.height - g.h);
};

Table.prototype.render = function () {
  var g = this.geometry();
  var total = g.total;
  this.root.setAttribute('aria-rowcount', String(total + 1));
  this.spacer.style.height = g.height + 'px';
  this.empty.hidden = total > 0 || !this.result;
  var top = this.body.scrollTop;
  var exact = g.scaled ? (top / Math.max(1, g.height - g.h)) * Math.max(0, total - g.rowsInView) : top / ROW_H;
  var firstInView = Math.floor(exact);
  var y0 = top - (exact - firstInView) * ROW_H; // where row firstInView is drawn
  var first = Math.max(0, firstInView - 4);
  var last = Math.min(total, firstInView + Math.ceil(g.rowsInView) + 5);
  var html = '';
  for (var i = first; i < last; i++) html += this.rowHtml(this.view[i], i);
  this.rows.innerHTML = html;
  // Placed through the CSSOM: a style attribute in markup is refused by style-src 'self'.
  var kids = this.rows.children;
  for (var k = 0; k < kids.length; k++) kids[k].style.top = y0 + (first + k - firstInView) * ROW_H + 'px';
};

Table.prototype.select = function (v, scroll) {
  this.selected = v;
  if (v >= 0 && scroll) {
    var pos = this.view.indexOf(v);
    if (pos >= 0) {
      var g = this.geometry();
      var rowTop = this.scrollTopFor(pos, g);
      var st = this.body.scrollTop;
      if (g.scaled || rowTop < st || rowTop + ROW_H > st + g.h) {
        this.body.scrollTop = Math.max(0, this.scrollTopFor(Math.max(0, pos - Math.floor(g.rowsInView / 2)), g));
      }
    }
  }
  this.render();
};

Table.prototype.onKey = function (ev) {
  if (ev.key !== 'ArrowDown' && ev.key !== 'ArrowUp') return;
  if (!this.view.length) return;
  ev.preventDefault();
  var pos = this.view.indexOf(this.selected);
  pos = pos < 0 ? 0 : Math.max(0, Math.min(this.view.length - 1, pos + (ev.key === 'ArrowDown' ? 1 : -1)));
  this.onSelect(this.view[pos]);
};

// The rows currently drawn, as text (for the tests and for copying).
Table.prototype.visibleRows = function () {
  return Array.prototype.map.call(this.rows.querySelectorAll('.vt-row'), function (row) {
    return Array.prototype.map.call(row.children, function (c) {
      return c.textContent;
    });
  });
};

Table.ROW_H = ROW_H;
export { Table };

