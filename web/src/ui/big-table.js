// The table of vertices for graphs of any size: the Table of table.js (sorted
// and filtered on the page) up to `remoteMin` vertices; past it the sorting and
// filtering happen where the graph is kept (the solver worker: 'graph.rows',
// core/graph-index.js) and the page asks only for the rows in view, so millions
// of rows never make a long task on the page. Both also filter by a depth range.
//
//   table.source = (op, args) => Promise     op 'graph.rows' | 'graph.rowOf'
//   table.setDepth(min, max)                  null: unbounded (a bound leaves the draws out)
//   root.dataset.rows: 'loading' while rows in view are awaited, 'ready' once shown
import { t } from '../core/i18n.js';
import { Table, tableRowHtml } from './table.js';
import { createLatest } from '../core/latest.js';

const MARGIN = 40; // rows asked for beyond the ones in view
const SORT_OF = { index: 'id', name: 'name', outcome: 'outcome', depth: 'depth', move: 'move' };

export class BigTable extends Table {
  constructor(root) {
    super(root);
    this.remoteMin = 50000;
    this.source = null;
    this.remote = false;
    this.dmin = null;
    this.dmax = null;
    this.asks = createLatest(); // a refresh asks anew: rows of an older sort or filter are dropped
    this.failed = null; // the ticket of the rows that could not be had
    this.total = 0;
    this.cache = new Map(); // position -> row
    this.inFlight = false;
    this.onError = () => {};
  }

  setResult(result, keepSort) {
    this.remote = !!(result && this.source && result.n >= this.remoteMin);
    super.setResult(result, keepSort);
  }

  setDepth(min, max) {
    this.dmin = min === '' || min === null || min === undefined || Number.isNaN(Number(min)) ? null : Number(min);
    this.dmax = max === '' || max === null || max === undefined || Number.isNaN(Number(max)) ? null : Number(max);
    this.refresh();
    this.body.scrollTop = 0;
  }

  filter() {
    const f = {};
    if (this.filterOutcome >= 0) f.outcomes = [this.filterOutcome];
    if (this.dmin !== null) f.dmin = this.dmin;
    if (this.dmax !== null) f.dmax = this.dmax;
    if (this.query) f.q = this.query;
    return f;
  }

  request() {
    return { sort: SORT_OF[this.sortCol] || 'id', dir: this.sortDir, filter: this.filter() };
  }

  refresh() {
    if (!this.remote) {
      super.refresh();
      if (this.result && (this.dmin !== null || this.dmax !== null)) {
        const d = this.result.depth;
        const lo = this.dmin === null ? 0 : this.dmin;
        const hi = this.dmax === null ? Infinity : this.dmax;
        this.view = this.view.filter((v) => d[v] >= 0 && d[v] >= lo && d[v] <= hi);
        this.render();
        this.onCounts();
      }
      this.root.dataset.rows = 'ready';
      return;
    }
    this.asks.drop();
    this.cache = new Map();
    this.total = 0;
    this.known = false;
    this.view = new Uint32Array(0);
    this.updateHead();
    this.render();
    this.onCounts();
  }

  filtered() {
    return super.filtered() || this.dmin !== null || this.dmax !== null;
  }

  counts() {
    if (!this.remote) return super.counts();
    return { shown: this.known ? this.total : null, total: this.result ? this.result.n : 0, filtered: this.filtered() };
  }

  geometry() {
    const g = super.geometry();
    if (!this.remote) return g;
    // as Table.geometry, for the total the worker gave
    const total = this.total;
    const full = total * Table.ROW_H;
    const MAX_PX = 8000000;
    g.total = total;
    g.scaled = full > MAX_PX;
    g.height = g.scaled ? MAX_PX : full;
    return g;
  }

  // The rows in view: from the cache, the missing ones asked for.
  render() {
    if (!this.remote) {
      super.render();
      return;
    }
    const g = this.geometry();
    const total = g.total;
    this.root.setAttribute('aria-rowcount', String(total + 1));
    this.spacer.style.height = g.height + 'px';
    this.empty.hidden = !this.known || total > 0;
    const top = this.body.scrollTop;
    const exact = g.scaled ? (top / Math.max(1, g.height - g.h)) * Math.max(0, total - g.rowsInView) : top / Table.ROW_H;
    const firstInView = Math.floor(exact);
    const y0 = top - (exact - firstInView) * Table.ROW_H;
    const first = Math.max(0, firstInView - 4);
    const last = this.known ? Math.min(total, firstInView + Math.ceil(g.rowsInView) + 5) : firstInView + Math.ceil(g.rowsInView) + 5;
    let html = '';
    let missing = -1;
    for (let i = first; i < last; i++) {
      const row = this.cache.get(i);
      if (!row) {
        if (missing < 0) missing = i;
        continue;
      }
      html += this.remoteRowHtml(row, i, y0 + (i - firstInView) * Table.ROW_H);
    }
    this.rows.innerHTML = html;
    // Placed through the CSSOM (no style attribute: the pages run under style-src 'self').
    const kids = this.rows.children;
    for (let k = 0; k < kids.length; k++) kids[k].style.top = kids[k].dataset.y + 'px';
    if (this.failedNow()) this.root.dataset.rows = 'failed';
    else if (missing >= 0 || !this.known) this.fetch(Math.max(0, (missing >= 0 ? missing : first) - MARGIN), last - first + 2 * MARGIN);
    else if (!this.inFlight) this.root.dataset.rows = 'ready';
  }

  // Whether the rows of the latest refresh could not be had.
  failedNow() {
    return !!this.failed && this.failed.current();
  }

  fetch(from, count) {
    this.root.dataset.rows = 'loading';
    this.rows.setAttribute('data-wait', t('table.wait'));
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    this.again = false;
    const ticket = this.asks.ticket();
    this.source('graph.rows', { ...this.request(), from, count })
      .then(
        (page) => {
          if (!ticket.current()) return;
          if (this.cache.size > 20000) this.cache = new Map();
          const counted = this.known && this.total === page.total;
          this.total = page.total;
          this.known = true;
          if (!counted) this.onCounts();
          page.rows.forEach((row, i) => this.cache.set(page.from + i, row));
        },
        (e) => {
          if (!ticket.current()) return;
          this.failed = ticket;
          this.again = false;
          if (!e.cancelled) this.onError(e);
        }
      )
      .then(() => {
        this.inFlight = false;
        if (!ticket.current() || (!this.failedNow() && (this.again || this.known))) this.render();
      });
  }

  remoteRowHtml(row, pos, y) {
    return tableRowHtml({ v: row.v, name: row.name, outcome: row.outcome, fixed: row.fixed !== 0, depth: row.depth,
      moveName: row.move < 0 ? null : row.moveName }, pos, this.selected, ' data-y="' + y + '"');
  }

  select(v, scroll) {
    if (!this.remote) {
      super.select(v, scroll);
      return;
    }
    this.selected = v;
    this.render();
    if (v < 0 || !scroll) return;
    const ticket = this.asks.ticket();
    this.source('graph.rowOf', { ...this.request(), v }).then(
      (at) => {
        if (!ticket.current() || at.pos < 0 || this.selected !== v) return;
        const g = this.geometry();
        const rowTop = this.scrollTopFor(at.pos, g);
        const st = this.body.scrollTop;
        if (g.scaled || rowTop < st || rowTop + Table.ROW_H > st + g.h) {
          this.body.scrollTop = Math.max(0, this.scrollTopFor(Math.max(0, at.pos - Math.floor(g.rowsInView / 2)), g));
        }
        this.render();
      },
      () => {}
    );
  }

  onKey(ev) {
    if (!this.remote) {
      super.onKey(ev);
      return;
    }
    if (ev.key !== 'ArrowDown' && ev.key !== 'ArrowUp') return;
    ev.preventDefault();
    let pos = -1;
    for (const [p, row] of this.cache) {
      if (row.v === this.selected) {
        pos = p;
        break;
      }
    }
    const next = pos < 0 ? this.cache.get(Math.floor(this.body.scrollTop / Table.ROW_H)) : this.cache.get(pos + (ev.key === 'ArrowDown' ? 1 : -1));
    if (next) this.onSelect(next.v);
  }
}
