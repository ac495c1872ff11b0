// The step-through view: controls (start, back, play/pause, step, end, speed),
// the narration of the current step in plain words, the queue and the counters,
// and the drawing coloured as the algorithm knows it at that step. Built inside
// any element (the page's panel, a <game-graph> element, the embed view).
import { t, applyStrings } from '../core/i18n.js';
import { escapeHtml as esc } from '../core/dom.js';
import { vertexName } from './graph-view.js';
import { GraphView } from './graph-view.js';
import { TraceModel } from '../core/trace-model.js';
var WORD = ['DRAW', 'WIN', 'LOSE'];
var SPEEDS = [1600, 1000, 600, 300, 120]; // ms per step
var MAX_COUNTERS = 80;


// The narration of a step, as HTML (vertex names in <code>).
function narrate(step, r) {
  var name = function (x) {
    return '<code>' + esc(vertexName(r, x)) + '</code>';
  };
  var word = function (o) {
    return '<strong>' + esc(t('o.' + WORD[o])) + '</strong>';
  };
  var inDepth = function (o, d) {
    return '<strong>' + esc(t('o.inDepth', { o: t('o.' + WORD[o]), d: d })) + '</strong>';
  };
  switch (step.kind) {
    case 'start':
      return esc(t('step.start'));
    case 'fixed':
      return t('step.fixed', { v: name(step.v), o: word(step.o) });
    case 'nomove':
      return t('step.nomove', { v: name(step.v), o: word(step.o) });
    case 'dequeue':
      return t(step.preds ? 'step.dequeue' : 'step.dequeueNone', {
        v: name(step.v),
        o: esc(t('o.inDepth', { o: t('o.' + WORD[step.o]), d: step.depth })),
      });
    case 'seen':
      return t('step.seen', { u: name(step.u), v: name(step.v), o: esc(t('o.' + WORD[r.outcome[step.u]])) });
    case 'win':
      return t('step.win', { u: name(step.u), v: name(step.v), o: inDepth(1, step.depth) });
    case 'count':
      return t('step.count', { u: name(step.u), v: name(step.v), count: step.after, before: step.before, after: step.after });
    case 'lose':
      return t(step.moves === 1 ? 'step.lose1' : step.moves === 2 ? 'step.lose2' : 'step.loseN', {
        u: name(step.u),
        count: step.moves,
        o: inDepth(2, step.depth),
      });
    case 'draws':
      if (!step.list.length) return t('step.noDraws', { o: word(0) });
      return t('step.draws', { o: word(0), list: step.list.map(name).join(', ') });
  }
  return '';
}

// Icons as inline SVG (glyphs like ⏮ are missing from many fonts).
var ICONS = {
  start: '<path d="M3 2h2v12H3zM14 2v12L6 8z"/>',
  back: '<path d="M12 2v12L4 8z"/>',
  play: '<path d="M4 2v12l10-6z"/>',
  pause: '<path d="M3 2h4v12H3zM9 2h4v12H9z"/>',
  next: '<path d="M2 2v12l8-6zM11 2h2v12h-2z"/>',
  end: '<path d="M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z"/>',
};
function icon(name) {
  return '<svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true" focusable="false">' + ICONS[name] + '</svg>';
}

function button(act, iconName, key, extra) {
  return (
    '<button type="button" class="st-btn' + (extra || '') + '" data-act="' + act + '">' +
    '<span class="st-icon">' + icon(iconName) + '</span> <span class="st-label" data-i18n="' + key + '">' +
    esc(t(key)) + '</span></button>'
  );
}

// root: an element to fill; graphView: the GraphView drawing the graph;
// opts.onClose: shows a Close button calling it; opts.onChange(k): after each step.
function Stepper(rootEl, graphView, opts) {
  this.root = rootEl;
  this.graph = graphView;
  this.opts = opts || {};
  this.model = null;
  this.k = 0;
  this.speed = 2;
  this.timer = 0;
  this.playing = false;
  var self = this;
  rootEl.classList.add('stepper');
  rootEl.innerHTML =
    '<div class="st-top"><h3 class="st-title" data-i18n="steps.title">' + esc(t('steps.title')) + '</h3>' +
    (this.opts.onClose ? '<button type="button" class="st-close small" data-act="close" data-i18n="steps.close">' + esc(t('steps.close')) + '</button>' : '') +
    '</div>' +
    '<div class="st-controls" role="group" data-i18n-attr="aria-label:steps.title" aria-label="' + esc(t('steps.title')) + '">' +
    button('start', 'start', 'steps.restart') +
    button('back', 'back', 'steps.back') +
    button('play', 'play', 'steps.play', ' st-play') +
    button('next', 'next', 'steps.next') +
    button('end', 'end', 'steps.end') +
    '<label class="st-speed"><span data-i18n="steps.speed">' + esc(t('steps.speed')) + '</span> ' +
    '<input type="range" min="0" max="' + (SPEEDS.length - 1) + '" step="1" value="' + this.speed + '"></label>' +
    '<span class="st-count" aria-live="off"></span>' +
    '</div>' +
    '<p class="st-narration" aria-live="polite"></p>' +
    '<div class="st-aside">' +
    '<div class="st-queue"><h4><span data-i18n="steps.queue">' + esc(t('steps.queue')) + '</span> <span class="muted st-sub" data-i18n="steps.queueNext">' + esc(t('steps.queueNext')) + '</span></h4><ol class="chips"></ol></div>' +
    '<div class="st-counters"><h4 data-i18n="steps.counters">' + esc(t('steps.counters')) + '</h4><ul class="chips"></ul>' +
    '<p class="muted st-help" data-i18n="steps.countersHelp">' + esc(t('steps.countersHelp')) + '</p></div>' +
    '</div>' +
    '<p class="muted st-keys" data-i18n="steps.keys">' + esc(t('steps.keys')) + '</p>';
  this.el = {
    count: rootEl.querySelector('.st-count'),
    narration: rootEl.querySelector('.st-narration'),
    queue: rootEl.querySelector('.st-queue .chips'),
    counters: rootEl.querySelector('.st-counters .chips'),
    play: rootEl.querySelector('[data-act="play"]'),
    speed: rootEl.querySelector('.st-speed input'),
  };
  rootEl.addEventListener('click', function (ev) {
    var b = ev.target.closest('[data-act]');
    if (!b || !rootEl.contains(b)) return;
    self.act(b.getAttribute('data-act'));
  });
  this.el.speed.addEventListener('input', function () {
    self.setSpeed(Number(self.el.speed.value));
  });
}

Stepper.narrate = narrate;

Stepper.prototype.act = function (a) {
  if (a === 'start') this.go(0);
  else if (a === 'back') this.go(this.k - 1);
  else if (a === 'next') this.go(this.k + 1);
  else if (a === 'end') this.go(this.steps() - 1);
  else if (a === 'play') this.toggle();
  else if (a === 'close' && this.opts.onClose) this.opts.onClose();
};

// result: a traced solution (traceGraphText), already drawn by graphView.
Stepper.prototype.load = function (result, k) {
  this.pause();
  this.result = result;
  this.model = new TraceModel(result);
  this.go(k === undefined ? 0 : k);
};

Stepper.prototype.steps = function () {
  return this.model ? this.model.steps.length : 0;
};

Stepper.prototype.go = function (k) {
  if (!this.model) return;
  var n = this.steps();
  k = Math.max(0, Math.min(n - 1, k));
  if (k !== this.k && !this.playingStep) this.pauseIfUser();
  this.k = k;
  this.render();
  if (this.opts.onChange) this.opts.onChange(k);
};

Stepper.prototype.pauseIfUser = function () {
  if (this.playing) this.pause();
};

Stepper.prototype.render = function () {
  if (!this.model) return;
  var k = this.k;
  var r = this.result;
  var step = this.model.steps[k];
  var st = this.model.stateAt(k);
  this.graph.showTrace(st);
  var n = this.steps();
  this.el.count.textContent = t('steps.counter', { k: k + 1, n: n });
  this.el.narration.innerHTML = narrate(step, r);
  this.el.narration.setAttribute('data-kind', step.kind);
  this.root.setAttribute('data-step', String(k));
  var name = function (x) {
    return esc(vertexName(r, x));
  };
  // the queue: the next out first
  var q = st.queue;
  var qh = q.slice(0, 40).map(function (v) {
    var o = WORD[st.outcome[v]];
    return '<li class="chip chip-' + o.toLowerCase() + '"><code>' + name(v) + '</code> <span class="badge badge-' + o.toLowerCase() + '">' +
      esc(t('letter.' + o[0])) + st.depth[v] + '</span></li>';
  });
  if (q.length > 40) qh.push('<li class="muted">+' + (q.length - 40) + '</li>');
  this.el.queue.innerHTML = q.length ? qh.join('') : '<li class="muted">' + esc(t('steps.queueEmpty')) + '</li>';
  // the counters of the vertices with moves (undecided first, then as decided)
  var items = [];
  for (var v = 0; v < r.n && items.length < MAX_COUNTERS; v++) {
    if (st.counter[v] < 0) continue;
    var o2 = st.outcome[v];
    var cls = o2 < 0 ? 'chip-open' : 'chip-' + WORD[o2].toLowerCase();
    if (v === st.examined) cls += ' chip-now';
    var val = o2 < 0 ? String(st.counter[v]) : esc(t('letter.' + WORD[o2][0])) + (o2 ? st.depth[v] : '');
    items.push('<li class="chip ' + cls + '" data-v="' + v + '"><code>' + name(v) + '</code> <span class="cnt">' + val + '</span></li>');
  }
  this.el.counters.innerHTML = items.join('');
  var atEnd = k >= n - 1;
  this.root.querySelector('[data-act="next"]').disabled = atEnd;
  this.root.querySelector('[data-act="end"]').disabled = atEnd;
  this.root.querySelector('[data-act="back"]').disabled = k === 0;
  this.root.querySelector('[data-act="start"]').disabled = k === 0;
  if (atEnd && this.playing) this.pause();
};

Stepper.prototype.setSpeed = function (s) {
  this.speed = Math.max(0, Math.min(SPEEDS.length - 1, s));
  this.el.speed.value = String(this.speed);
  if (this.playing) {
    this.pause();
    this.play();
  }
};

Stepper.prototype.play = function () {
  if (!this.model || this.playing) return;
  if (this.k >= this.steps() - 1) this.go(0);
  this.playing = true;
  var self = this;
  this.updatePlay();
  var tick = function () {
    if (!self.playing) return;
    self.playingStep = true;
    self.go(self.k + 1);
    self.playingStep = false;
    if (self.k >= self.steps() - 1) self.pause();
    else self.timer = setTimeout(tick, SPEEDS[self.speed]);
  };
  this.timer = setTimeout(tick, SPEEDS[this.speed]);
};

Stepper.prototype.pause = function () {
  clearTimeout(this.timer);
  this.timer = 0;
  if (this.playing) {
    this.playing = false;
    this.updatePlay();
  }
};

Stepper.prototype.toggle = function () {
  if (this.playing) this.pause();
  else this.play();
};

Stepper.prototype.updatePlay = function () {
  var b = this.el.play;
  var key = this.playing ? 'steps.pause' : 'steps.play';
  b.querySelector('.st-icon').innerHTML = icon(this.playing ? 'pause' : 'play');
  var label = b.querySelector('.st-label');
  label.setAttribute('data-i18n', key);
  label.textContent = t(key);
  b.setAttribute('aria-pressed', this.playing ? 'true' : 'false');
};

// Keyboard shortcuts; returns true when the key was used.
Stepper.prototype.handleKey = function (ev) {
  if (!this.model || ev.ctrlKey || ev.metaKey || ev.altKey) return false;
  switch (ev.key) {
    case ' ':
    case 'k':
      this.toggle();
      return true;
    case 'ArrowRight':
    case 'l':
      this.go(this.k + 1);
      return true;
    case 'ArrowLeft':
    case 'j':
      this.go(this.k - 1);
      return true;
    case 'Home':
      this.go(0);
      return true;
    case 'End':
      this.go(this.steps() - 1);
      return true;
    case '+':
    case '=':
      this.setSpeed(this.speed + 1);
      return true;
    case '-':
    case '_':
      this.setSpeed(this.speed - 1);
      return true;
  }
  return false;
};

// Re-renders the texts in the current language.
Stepper.prototype.relabel = function () {
  applyStrings(this.root);
  this.updatePlay();
  this.render();
};

Stepper.prototype.stop = function () {
  this.pause();
  this.model = null;
};

export { Stepper };

