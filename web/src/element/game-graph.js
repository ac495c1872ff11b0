// The <game-graph> custom element: the graph written between its tags, solved
// on the page's thread (small graphs: the solver client's callHere), drawn, with
// Step through, Explain a vertex and a link to the full page.
//
// Attributes: no-move="win" (a player who cannot move wins; default: loses),
// view="steps" (open with the step-through controls), height="360" (pixels of
// the drawing; default 320), layout="auto|fcose|breadthfirst|circle",
// solver="URL" (the solver page its "Open in the solver" link goes to; default:
// the site's index.html, two folders above the script). Lines may
// also be separated by the two characters \n (<game-graph>a b\nb c</game-graph>).
// Every element is independent: its own drawing, selection and steps. The text
// follows the page's <html lang> (en or uk), else the reader's language.
// A graph too big to draw (over DRAW_MAX_VERTICES / DRAW_MAX_EDGES) is still
// solved: the counts, and any vertex explained by its name (the first at once).
//
// Scripting: el.text (get/set: solves again), el.result (the solution), the
// 'solved' event (detail: the solution), data-status="loading|ready|error",
// data-drawn="true|false".
import { t, fmt, LANGS, setLang, onLangChange } from '../core/i18n.js';
import { escapeHtml as esc } from '../core/dom.js';
import { createLatest } from '../core/latest.js';
import { packText, writeFragment } from '../core/urlstate.js';
import { createSolverClient } from '../core/solver-client.js';
import { shownName, vertexName } from '../core/names.js';
import { countOutcomes } from '../core/outcome.js';
import { GraphView, DRAW_MAX_VERTICES, DRAW_MAX_EDGES } from '../ui/graph-view.js';
import { Stepper } from '../ui/stepper.js';
import { Explain } from '../ui/explain.js';

const LAYOUTS = ['auto', 'fcose', 'breadthfirst', 'circle'];
const DEFAULT_HEIGHT = 320;
const MIN_HEIGHT = 120;

const client = createSolverClient({ useWorker: false });
const live = new Set(); // the built elements in the document

// The language of the course page (<html lang>), unless the address names one.
function followPage() {
  if (/[?&#]lang=/.test(location.search + location.hash)) return;
  const l = (document.documentElement.getAttribute('lang') || '').toLowerCase().split('-')[0];
  if (LANGS.includes(l)) setLang(l, { page: false });
}

// An element met while the page is still being parsed may not have its text yet.
const domReady = new Promise((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', resolve, { once: true });
});

const SKELETON =
  '<div class="gge">' +
  '<div class="gge-bar"><span class="gge-counts" aria-live="polite"></span>' +
  '<span class="gge-tools"><button type="button" class="gge-btn" data-act="steps" aria-pressed="false"></button>' +
  '<button type="button" class="gge-btn" data-act="fit"></button>' +
  '<a class="gge-btn gge-open" target="_blank" rel="noopener" hidden></a></span></div>' +
  '<p class="gge-big" hidden></p>' +
  '<div class="gge-cy" role="img"></div>' +
  '<div class="gge-steps" hidden></div>' +
  '<div class="gge-explain"><label class="gge-pick"><span></span> <select></select>' +
  '<input type="text" autocomplete="off" autocapitalize="off" spellcheck="false" hidden></label>' +
  '<div class="gge-why" aria-live="polite"></div></div>' +
  '<p class="gge-error" role="alert" hidden></p>' +
  '</div>';

function createClass(ready, fullPage) {
  return class GameGraphElement extends HTMLElement {
    static get observedAttributes() {
      return ['no-move', 'view', 'height', 'layout', 'solver'];
    }

    connectedCallback() {
      if (this._built) {
        live.add(this);
        return;
      }
      this._built = true;
      domReady.then(() => this.build());
    }

    disconnectedCallback() {
      live.delete(this);
      if (this._stepper) this._stepper.pause();
    }

    build() {
      if (this._el) return;
      if (this._source === undefined) this._source = (this.textContent || '').replace(/\\n/g, '\n');
      this._selected = -1;
      this._solves = createLatest(); // only the latest solve's answer is shown
      this.innerHTML = SKELETON;
      const q = (s) => this.querySelector(s);
      this._el = {
        box: q('.gge'),
        counts: q('.gge-counts'),
        steps: q('[data-act="steps"]'),
        fit: q('[data-act="fit"]'),
        open: q('.gge-open'),
        big: q('.gge-big'),
        cy: q('.gge-cy'),
        stepper: q('.gge-steps'),
        pickLabel: q('.gge-pick span'),
        pick: q('.gge-pick select'),
        find: q('.gge-pick input'),
        why: q('.gge-why'),
        error: q('.gge-error'),
      };
      this.applyHeight();
      this._el.counts.textContent = t('el.loading');
      this.addEventListener('click', (ev) => {
        const b = ev.target.closest('[data-act]');
        if (!b || b.closest('.gge-steps') || !this.contains(b)) return;
        const act = b.getAttribute('data-act');
        if (act === 'steps') this.toggleSteps();
        else if (act === 'fit' && this._graph && this._graph.cy) this._graph.cy.fit(undefined, 16);
      });
      this._el.pick.addEventListener('change', () => this.select(Number(this._el.pick.value)));
      this._el.find.addEventListener('input', () => this.find(this._el.find.value));
      this.addEventListener('keydown', (ev) => {
        if (!this._stepper || this._el.stepper.hidden) return;
        const tag = ev.target.tagName;
        if (tag === 'SELECT' || tag === 'INPUT' || (tag === 'BUTTON' && ev.key === ' ')) return;
        if (this._stepper.handleKey(ev)) ev.preventDefault();
      });
      live.add(this);
      this.solve();
    }

    attributeChangedCallback(name, before, after) {
      if (!this._el || before === after) return;
      if (name === 'no-move') this.solve();
      else if (name === 'solver' && this._result) this.linkFullPage(this._solves.ticket());
      else if (name === 'height') this.applyHeight();
      else if (name === 'layout') {
        if (this._graph && this._drawn) this._graph.layout(this.layoutName());
      } else if (name === 'view' && this._result) this.toggleSteps(after === 'steps');
    }

    // The graph text; setting it solves again.
    get text() {
      return this._source;
    }
    set text(v) {
      this._source = String(v);
      if (this._el) this.solve();
    }

    get result() {
      return this._result;
    }

    layoutName() {
      const l = this.getAttribute('layout');
      return LAYOUTS.includes(l) ? l : 'auto';
    }

    applyHeight() {
      const h = Math.max(MIN_HEIGHT, Number(this.getAttribute('height')) || DEFAULT_HEIGHT);
      this._el.box.style.setProperty('--gge-height', h + 'px');
    }

    showError(e) {
      this.setAttribute('data-status', 'error');
      this._el.error.hidden = false;
      this._el.error.textContent = e && e.code === 'module-missing' ? t('el.missing') : t('el.error', { msg: (e && e.message) || String(e) });
      this._el.counts.textContent = '';
    }

    async solve() {
      const ticket = this._solves.next();
      const noMove = this.getAttribute('no-move') === 'win' ? 'win' : 'lose';
      this.setAttribute('data-status', 'loading');
      let r;
      try {
        await ready;
        r = await client.callHere('graph.solve', { text: this._source, noMove, trace: true });
      } catch (e) {
        if (ticket.current()) this.showError(e);
        return;
      }
      if (!ticket.current()) return;
      this._noMove = noMove;
      this._result = r;
      this._names = null;
      this._el.error.hidden = true;
      const drawn = GraphView.canDraw(r);
      this._drawn = drawn;
      this.setAttribute('data-drawn', String(drawn));
      if (this._stepper && !this._el.stepper.hidden) this.toggleSteps(false);
      this._el.cy.hidden = !drawn;
      this._el.fit.hidden = !drawn;
      this._el.big.hidden = drawn;
      this._el.pick.hidden = !drawn;
      this._el.find.hidden = drawn;
      this._el.steps.disabled = !drawn || !r.trace;
      if (drawn) {
        if (!this._graph) {
          this._graph = new GraphView(this._el.cy);
          this._graph.onSelect = (v) => this.select(v);
          this._stepper = new Stepper(this._el.stepper, this._graph, {
            onClose: () => {
              this.toggleSteps(false);
              this._el.steps.focus();
            },
          });
        }
        this._graph.layoutName = this.layoutName();
        this._graph.show(r);
        this._selected = -1;
      } else {
        if (this._graph) this._graph.clear();
        // the verdict of the first vertex at once
        this._selected = r.n > 0 ? 0 : -1;
        this._el.find.value = r.n > 0 ? vertexName(r, 0) : '';
      }
      this._findMiss = null;
      this.relabel();
      if (drawn && this.getAttribute('view') === 'steps') this.toggleSteps(true);
      this.linkFullPage(ticket);
      this.setAttribute('data-status', 'ready');
      this.dispatchEvent(new CustomEvent('solved', { detail: r }));
    }

    // "Open in the solver": the graph and convention in the full page's link
    // (none when the text is too long for a link).
    // The page is the solver attribute's, else the site's index.html where the
    // script sits in its web/generated/ (none from an npm copy without one).
    async linkFullPage(ticket) {
      const page = this.getAttribute('solver') || fullPage;
      const packed = page ? await packText(this._source) : { tooLong: true };
      if (!ticket.current()) return;
      const open = this._el.open;
      open.hidden = packed.tooLong;
      if (packed.tooLong) open.removeAttribute('href');
      else open.href = new URL(page, document.baseURI).href.replace(/#.*$/, '') + '#' + [packed.param, writeFragment({ nomove: this._noMove }, { nomove: 'lose' })].filter(Boolean).join('&');
    }

    // All texts in the current language.
    relabel() {
      const r = this._result;
      if (!r) return;
      const c = countOutcomes(r.outcome, r.n);
      const el = this._el;
      el.counts.textContent = [[t('count.wins'), c.win], [t('count.losses'), c.lose], [t('count.draws'), c.draw]].map(([k, x]) => k + ' ' + fmt(x)).join(' · ');
      el.steps.textContent = t('btn.steps');
      el.steps.title = el.steps.disabled ? t('el.noTrace') : t('btn.stepsTitle');
      el.fit.textContent = t('btn.fit');
      el.open.textContent = t('embed.full') + ' ↗';
      el.cy.setAttribute('aria-label', t('el.aria', { n: fmt(r.n), count: r.n }));
      el.big.textContent = this._drawn ? '' : t('el.tooBig', { n: fmt(r.n), m: fmt(r.m), maxN: fmt(DRAW_MAX_VERTICES), maxM: fmt(DRAW_MAX_EDGES) });
      el.pickLabel.textContent = t(this._drawn ? 'explain.pick' : 'el.find');
      if (this._drawn) {
        const options = ['<option value="-1">' + esc(t('explain.pickNone')) + '</option>'];
        for (let x = 0; x < r.n; x++) options.push('<option value="' + x + '">' + esc(shownName(r, x)) + '</option>');
        el.pick.innerHTML = options.join('');
        el.pick.value = String(this._selected);
        if (!el.stepper.hidden) this._stepper.relabel();
        else this._graph.relabel();
      }
      this.explain();
    }

    select(v) {
      if (!this._result) return;
      this._selected = v;
      this._findMiss = null;
      if (this._drawn) {
        this._el.pick.value = String(v);
        if (this._el.stepper.hidden) this._graph.select(v);
      }
      this.explain();
    }

    // A vertex by its name (graphs too big to draw).
    find(name) {
      const r = this._result;
      if (!r) return;
      if (!this._names) {
        this._names = new Map();
        for (let x = r.n - 1; x >= 0; x--) this._names.set(vertexName(r, x), x);
      }
      const key = name.trim();
      const v = this._names.get(key);
      if (v !== undefined) this.select(v);
      else {
        this._selected = -1;
        this._findMiss = key || null;
        this.explain();
      }
    }

    explain() {
      const r = this._result;
      const v = this._selected;
      const why = this._el.why;
      if (v < 0 || !r) {
        const msg = this._findMiss ? t('el.findNone', { name: this._findMiss }) : t(this._drawn ? 'el.prompt' : 'el.find');
        why.innerHTML = '<p class="gge-muted">' + esc(msg) + '</p>';
        if (this._drawn && this._el.stepper.hidden) this._graph.showPath([]);
        return;
      }
      why.innerHTML = Explain.render(r, v, { noMove: this._noMove });
      if (this._drawn && this._el.stepper.hidden) {
        const L = Explain.line(r, v);
        const path = L.vertices.slice();
        if (L.end === 'cycle') path.push(L.vertices[L.cycleFrom]);
        this._graph.showPath(path.length > 1 ? path : []);
      }
    }

    toggleSteps(on) {
      const r = this._result;
      if (!r) return;
      const open = (on === undefined ? this._el.stepper.hidden : on) && this._drawn && !!r.trace;
      this._el.stepper.hidden = !open;
      this._el.steps.setAttribute('aria-pressed', String(open));
      this.classList.toggle('gge-stepping', open);
      if (!this._stepper) return;
      if (open) {
        this._graph.showPath([]);
        this._graph.select(-1);
        this._stepper.load(r, 0);
      } else if (this._stepper.model) {
        this._stepper.stop();
        this._graph.endTrace();
        this.select(this._selected);
      }
    }

    relabelIfBuilt() {
      if (this._el && this._result) this.relabel();
    }
  };
}

// Defines <game-graph> (once). styles and module: promises of the element's
// stylesheet and of the solver module on the page; fullPage: the solver page's
// URL (or null: unknown).
export function defineGameGraph({ styles, module, fullPage }) {
  if (customElements.get('game-graph')) return;
  followPage();
  new MutationObserver(followPage).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  onLangChange(() => {
    for (const el of live) el.relabelIfBuilt();
  });
  const ready = Promise.all([styles, module]);
  ready.catch(() => {}); // each element reports it
  customElements.define('game-graph', createClass(ready, fullPage));
}
