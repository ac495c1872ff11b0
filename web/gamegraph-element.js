// <game-graph>: a live, solved game graph for any course page. Include this
// script once (it loads the solver, Cytoscape and its own styles from beside
// itself), then write graphs in the page:
//
//   <script src="https://example.org/gamegraph/web/gamegraph-element.js"></script>
//   <game-graph>
//   a b
//   b c
//   </game-graph>
//
// Attributes: no-move="win" (a player who cannot move wins; default: loses),
// view="steps" (open with the step-through controls), height="360" (pixels of
// the drawing; default 320), layout="auto|fcose|breadthfirst|circle". Lines may
// also be separated by the two characters \n (<game-graph>a b\nb c</game-graph>).
// Every element is independent: its own drawing, selection and steps. The text
// follows the page's <html lang> (en or uk), else the browser's language.
(function () {
  'use strict';
  if (window.customElements && window.customElements.get('game-graph')) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/[^/]*(\?.*)?$/, '') : 'web/';
  var DEPS = [
    ['vendor/layout-base.js', function () { return window.layoutBase; }],
    ['vendor/cose-base.js', function () { return window.coseBase; }],
    ['vendor/cytoscape.min.js', function () { return window.cytoscape; }],
    ['vendor/cytoscape-fcose.js', function () { return window.cytoscapeFcose; }],
    ['generated/gamegraph.js', function () { return window.GameGraph; }],
    ['i18n/en.js', function () { return window.GG && GG.strings && GG.strings.en; }],
    ['i18n/uk.js', function () { return window.GG && GG.strings && GG.strings.uk; }],
    ['js/i18n.js', function () { return window.GG && GG.t; }],
    ['js/link.js', function () { return window.GG && GG.encodeLink; }],
    ['js/graphview.js', function () { return window.GG && GG.GraphView; }],
    ['js/trace.js', function () { return window.GG && GG.TraceModel; }],
    ['js/explain.js', function () { return window.GG && GG.Explain; }],
    ['js/stepper.js', function () { return window.GG && GG.Stepper; }],
  ];
  var TRACE_MAX_EVENTS = 4 * 2000 + 8000 + 1;

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = function () {
        reject(new Error('could not load ' + src));
      };
      document.head.appendChild(s);
    });
  }

  // The styles first: the drawing needs its height before it is laid out.
  var stylesReady = new Promise(function (resolve) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = base + 'element.css';
    link.onload = resolve;
    link.onerror = resolve;
    document.head.appendChild(link);
  });

  // The dependencies, in order (each only if the page does not have it already),
  // then the module: once for every element of the page.
  var ready = DEPS.reduce(function (p, dep) {
    return p.then(function () {
      return dep[1]() ? null : loadScript(base + dep[0]);
    });
  }, stylesReady).then(function () {
    var pageLang = (document.documentElement.getAttribute('lang') || '').toLowerCase().split('-')[0];
    if (!/[?&#]lang=/.test(location.search + location.hash) && GG.LANGS.indexOf(pageLang) !== -1) GG.lang = pageLang;
    return window.GameGraph();
  });

  // An element met while the page is still being parsed may not have its text yet.
  var domReady = new Promise(function (resolve) {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', resolve);
  });

  function esc(s) {
    return GG.escapeHtml(s);
  }

  function makeResult(r) {
    return {
      n: r.n,
      m: r.m,
      format: r.format,
      names: r.format === 'cp' ? null : r.names,
      outcome: r.outcome,
      depth: r.depth,
      move: r.move,
      edges: r.edges,
      fixed: r.fixed,
      trace: r.trace,
    };
  }

  var count = 0;

  class GameGraphElement extends HTMLElement {
    connectedCallback() {
      if (this._built) return;
      this._built = true;
      this._id = ++count;
      var self = this;
      domReady.then(function () {
        self.build();
      });
    }

    build() {
      this._source = (this.textContent || '').replace(/\\n/g, '\n');
      this._selected = -1;
      var h = Math.max(120, Number(this.getAttribute('height')) || 320);
      this.innerHTML =
        '<div class="gge" style="--gge-height:' + h + 'px">' +
        '<div class="gge-bar"><span class="gge-counts" aria-live="polite"></span>' +
        '<span class="gge-tools"><button type="button" class="gge-btn" data-act="steps" aria-pressed="false"></button>' +
        '<button type="button" class="gge-btn" data-act="fit"></button>' +
        '<a class="gge-btn gge-open" target="_blank" rel="noopener"></a></span></div>' +
        '<div class="gge-cy" role="img"></div>' +
        '<div class="gge-steps" hidden></div>' +
        '<div class="gge-explain"><label class="gge-pick"><span></span> <select></select></label>' +
        '<div class="gge-why" aria-live="polite"></div></div>' +
        '<p class="gge-error" role="alert" hidden></p>' +
        '</div>';
      this._el = {
        counts: this.querySelector('.gge-counts'),
        steps: this.querySelector('[data-act="steps"]'),
        fit: this.querySelector('[data-act="fit"]'),
        open: this.querySelector('.gge-open'),
        cy: this.querySelector('.gge-cy'),
        stepper: this.querySelector('.gge-steps'),
        pickLabel: this.querySelector('.gge-pick span'),
        pick: this.querySelector('.gge-pick select'),
        why: this.querySelector('.gge-why'),
        error: this.querySelector('.gge-error'),
      };
      this._el.counts.textContent = '…';
      var self = this;
      this.setAttribute('data-status', 'loading');
      this.addEventListener('click', function (ev) {
        var b = ev.target.closest('[data-act]');
        if (!b || b.closest('.gge-steps')) return;
        if (b.getAttribute('data-act') === 'steps') self.toggleSteps();
        else if (b.getAttribute('data-act') === 'fit' && self._graph && self._graph.cy) self._graph.cy.fit(undefined, 16);
      });
      this._el.pick.addEventListener('change', function () {
        self.select(Number(self._el.pick.value));
      });
      this.addEventListener('keydown', function (ev) {
        if (!self._stepper || self._el.stepper.hidden) return;
        var tag = ev.target.tagName;
        if (tag === 'SELECT' || (tag === 'BUTTON' && ev.key === ' ')) return;
        if (self._stepper.handleKey(ev)) ev.preventDefault();
      });
      ready.then(
        function () {
          self.solve();
          GG.onLangChange(function () {
            self.relabel();
          });
        },
        function (e) {
          self.showError(e.message);
        }
      );
    }

    static get observedAttributes() {
      return ['no-move', 'view'];
    }

    attributeChangedCallback() {
      if (this._graph) this.solve();
    }

    // The graph text; setting it solves again.
    get text() {
      return this._source;
    }
    set text(v) {
      this._source = String(v);
      if (this._graph) this.solve();
    }

    get result() {
      return this._result;
    }

    showError(msg) {
      this.setAttribute('data-status', 'error');
      this._el.error.hidden = false;
      this._el.error.textContent = GG.t ? GG.t('el.error', { msg: msg }) : msg;
    }

    solve() {
      var self = this;
      var noMove = this.getAttribute('no-move') === 'win' ? 'win' : 'lose';
      this._noMove = noMove;
      var r;
      ready.then(function (gg) {
        try {
          r = makeResult(gg.traceGraphText(self._source, { noMove: noMove, maxEvents: TRACE_MAX_EVENTS }));
        } catch (e) {
          self.showError(e.message);
          return;
        }
        self._el.error.hidden = true;
        self._result = r;
        if (!self._graph) {
          self._graph = new GG.GraphView(self._el.cy);
          self._graph.onSelect = function (v) {
            self.select(v);
          };
          self._stepper = new GG.Stepper(self._el.stepper, self._graph, {
            onClose: function () {
              self.toggleSteps(false);
              self._el.steps.focus();
            },
          });
        }
        var layout = self.getAttribute('layout');
        if (layout) self._graph.layoutName = layout;
        self._graph.show(r);
        self._selected = -1;
        self.relabel();
        if (self.getAttribute('view') === 'steps') self.toggleSteps(true);
        var link = GG.encodeLink(self._source, noMove);
        link.then(function (l) {
          if (!l.tooLong) self._el.open.href = base + '../index.html' + l.hash;
        });
        self.setAttribute('data-status', 'ready');
        self.dispatchEvent(new CustomEvent('solved', { detail: r }));
      });
    }

    // All texts in the current language.
    relabel() {
      var r = this._result;
      if (!r) return;
      var t = GG.t;
      var w = 0;
      var l = 0;
      var d = 0;
      for (var v = 0; v < r.n; v++) {
        if (r.outcome[v] === 1) w++;
        else if (r.outcome[v] === 2) l++;
        else d++;
      }
      this._el.counts.textContent = t('count.wins') + ' ' + w + ' · ' + t('count.losses') + ' ' + l + ' · ' + t('count.draws') + ' ' + d;
      this._el.steps.textContent = t('btn.steps');
      this._el.fit.textContent = t('btn.fit');
      this._el.open.textContent = t('embed.full') + ' ↗';
      this._el.cy.setAttribute('aria-label', t('el.aria', { n: r.n }));
      this._el.pickLabel.textContent = t('explain.pick');
      var html = '<option value="-1">' + esc(t('explain.pickNone')) + '</option>';
      for (var x = 0; x < r.n; x++) html += '<option value="' + x + '">' + esc(GG.vertexName(r, x)) + '</option>';
      this._el.pick.innerHTML = html;
      this._el.pick.value = String(this._selected);
      if (this._stepper && !this._el.stepper.hidden) this._stepper.relabel();
      else this._graph.relabel();
      this.explain();
    }

    select(v) {
      if (!this._result) return;
      this._selected = v;
      this._el.pick.value = String(v);
      if (this._el.stepper.hidden) this._graph.select(v);
      this.explain();
    }

    explain() {
      var r = this._result;
      var v = this._selected;
      if (v < 0 || !r) {
        this._el.why.innerHTML = '<p class="gge-muted">' + esc(GG.t('explain.prompt')) + '</p>';
        if (this._el.stepper.hidden) this._graph.showPath([]);
        return;
      }
      this._el.why.innerHTML = GG.Explain.render(r, v, { noMove: this._noMove });
      if (this._el.stepper.hidden) {
        var L = GG.Explain.line(r, v);
        var path = L.vertices.slice();
        if (L.end === 'cycle') path.push(L.vertices[L.cycleFrom]);
        this._graph.showPath(path.length > 1 ? path : []);
      }
    }

    toggleSteps(on) {
      if (!this._result) return;
      var open = on === undefined ? this._el.stepper.hidden : on;
      this._el.stepper.hidden = !open;
      this._el.steps.setAttribute('aria-pressed', open ? 'true' : 'false');
      this.classList.toggle('gge-stepping', open);
      if (open) {
        this._graph.showPath([]);
        this._graph.select(-1);
        this._stepper.load(this._result, 0);
      } else {
        this._stepper.stop();
        this._graph.endTrace();
        this.select(this._selected);
      }
    }
  }

  window.customElements.define('game-graph', GameGraphElement);
})();
