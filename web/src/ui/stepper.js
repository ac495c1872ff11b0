// The step-through view: controls (start, back, play/pause, step, end, speed),
// the narration of the current step in plain words, the queue and the counters,
// and the drawing coloured as the algorithm knows it at that step. Built inside
// any element (the page's panel, a <game-graph> element, the embed view).
import { t, fmt, applyStrings } from '../core/i18n.js';
import { createReplay, bindReplayControls, icon } from './replay.js';
import { escapeHtml as esc } from '../core/dom.js';
import { shownName } from '../core/names.js';
import { TraceModel } from '../core/trace-model.js';
import { DRAW, WIN, LOSE, outcomeName, wordKey, letterKey } from '../core/outcome.js';
const MAX_COUNTERS = 80;


// The narration of a step, as HTML (vertex names in <code>).
function narrate(step, r) {
  var name = function (x) {
    return '<code>' + esc(shownName(r, x)) + '</code>';
  };
  var word = function (o) {
    return '<strong>' + esc(t(wordKey(o))) + '</strong>';
  };
  var inDepth = function (o, d) {
    return '<strong>' + esc(t('o.inDepth', { o: t(wordKey(o)), d: d })) + '</strong>';
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
        o: esc(t('o.inDepth', { o: t(wordKey(step.o)), d: step.depth })),
      });
    case 'seen':
      return t('step.seen', { u: name(step.u), v: name(step.v), o: esc(t(wordKey(r.outcome[step.u]))) });
    case 'win':
      return t('step.win', { u: name(step.u), v: name(step.v), o: inDepth(WIN, step.depth) });
    case 'count':
      return t('step.count', { u: name(step.u), v: name(step.v), count: step.after, before: step.before, after: step.after });
    case 'lose':
      return t(step.moves === 1 ? 'step.lose1' : step.moves === 2 ? 'step.lose2' : 'step.loseN', {
        u: name(step.u),
        count: step.moves,
        o: inDepth(LOSE, step.depth),
      });
    case 'draws':
      if (!step.list.length) return t('step.noDraws', { o: word(DRAW) });
      return t('step.draws', { o: word(DRAW), list: step.list.map(name).join(', ') });
  }
  return '';
}

function button(act, replayAct, key, extra = '') {
  return (
    '<button type="button" class="st-btn' + extra + '" data-act="' + act + '" data-replay="' + replayAct + '">' +
    icon(replayAct === 'toggle' ? 'play' : replayAct) + ' <span class="st-label" data-i18n="' + key + '">' + esc(t(key)) + '</span></button>'
  );
}

// The step-through of a traced solve, drawn by a GraphView. Playing, pausing,
// stepping, the speed and the keys are the one replay controller's
// (ui/replay.js); this shows step k: the narration, the queue, the counters and
// the drawing as the algorithm knows it then.
//   new Stepper(root, graphView, { onClose, onChange(k), keyTarget })
// keyTarget: where the keys act (the stepper itself by default; a page may give
// its document while the step-through is open).
class Stepper {
  constructor(rootEl, graphView, opts = {}) {
    this.root = rootEl;
    this.graph = graphView;
    this.opts = opts;
    this.model = null;
    this.result = null;
    this.replay = createReplay({ onStep: (k) => this.show(k) });
    rootEl.classList.add('stepper');
    rootEl.innerHTML =
      '<div class="st-top"><h3 class="st-title" data-i18n="steps.title">' + esc(t('steps.title')) + '</h3>' +
      (opts.onClose ? '<button type="button" class="st-close small" data-act="close" data-i18n="steps.close">' + esc(t('steps.close')) + '</button>' : '') +
      '</div>' +
      '<div class="st-controls" role="group" data-i18n-attr="aria-label:steps.title" aria-label="' + esc(t('steps.title')) + '">' +
      button('start', 'first', 'steps.restart') +
      button('back', 'back', 'steps.back') +
      button('play', 'toggle', 'steps.play', ' st-play') +
      button('next', 'step', 'steps.next') +
      button('end', 'last', 'steps.end') +
      '<label class="st-speed"><span data-i18n="steps.speed">' + esc(t('steps.speed')) + '</span> ' +
      '<input type="range" min="0" step="1" data-replay="speed"></label>' +
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
    };
    const close = rootEl.querySelector('[data-act="close"]');
    if (close) close.addEventListener('click', () => opts.onClose());
    this.unbind = bindReplayControls(rootEl, this.replay, { keyTarget: opts.keyTarget || rootEl });
    // The controller draws the play button as an icon; it keeps its word too.
    this.replay.subscribe(() => this.labelPlay());
    this.labelPlay();
  }

  // result: a traced solution (traceGraphText), already drawn by graphView.
  load(result, k = 0) {
    this.result = result;
    this.model = new TraceModel(result);
    this.replay.setCount(this.model.steps.length, Math.max(0, Math.min(this.model.steps.length - 1, k)));
  }

  steps() {
    return this.model ? this.model.steps.length : 0;
  }

  get k() {
    return this.replay.index;
  }

  get playing() {
    return this.replay.playing;
  }

  go(k) {
    if (this.model) this.replay.go(k);
  }

  act(a) {
    const r = this.replay;
    ({ start: r.first, back: r.back, next: r.step, end: r.last, play: r.toggle })[a]?.();
  }

  play() {
    this.replay.play();
  }

  pause() {
    this.replay.pause();
  }

  toggle() {
    this.replay.toggle();
  }

  show(k) {
    if (!this.model) return;
    this.render(k);
    if (this.opts.onChange) this.opts.onChange(k);
  }

  render(k = this.replay.index) {
    if (!this.model) return;
    const r = this.result;
    const step = this.model.steps[k];
    const st = this.model.stateAt(k);
    this.graph.showTrace(st);
    this.el.count.textContent = t('steps.counter', { k: fmt(k + 1), n: fmt(this.steps()) });
    this.el.narration.innerHTML = narrate(step, r);
    this.el.narration.setAttribute('data-kind', step.kind);
    this.root.setAttribute('data-step', String(k));
    const name = (x) => esc(shownName(r, x));
    // the queue: the next out first
    const q = st.queue;
    const qh = q.slice(0, 40).map((v) => {
      const o = st.outcome[v];
      return '<li class="chip chip-' + outcomeName(o) + '"><code>' + name(v) + '</code> <span class="badge badge-' + outcomeName(o) + '">' +
        esc(t(letterKey(o))) + fmt(st.depth[v]) + '</span></li>';
    });
    if (q.length > 40) qh.push('<li class="muted">+' + fmt(q.length - 40) + '</li>');
    this.el.queue.innerHTML = q.length ? qh.join('') : '<li class="muted">' + esc(t('steps.queueEmpty')) + '</li>';
    // the counters of the vertices with moves (undecided first, then as decided)
    const items = [];
    for (let v = 0; v < r.n && items.length < MAX_COUNTERS; v++) {
      if (st.counter[v] < 0) continue;
      const o = st.outcome[v];
      let cls = o < 0 ? 'chip-open' : 'chip-' + outcomeName(o);
      if (v === st.examined) cls += ' chip-now';
      const val = o < 0 ? fmt(st.counter[v]) : esc(t(letterKey(o))) + (o !== DRAW ? fmt(st.depth[v]) : '');
      items.push('<li class="chip ' + cls + '" data-v="' + v + '"><code>' + name(v) + '</code> <span class="cnt">' + val + '</span></li>');
    }
    this.el.counters.innerHTML = items.join('');
  }

  labelPlay() {
    const b = this.el.play;
    const key = this.replay.playing ? 'steps.pause' : 'steps.play';
    if (!b.querySelector('.st-label')) b.insertAdjacentHTML('beforeend', ' <span class="st-label"></span>');
    const label = b.querySelector('.st-label');
    label.setAttribute('data-i18n', key);
    label.textContent = t(key);
  }

  // Re-renders the texts in the current language.
  relabel() {
    applyStrings(this.root);
    this.replay.setSpeed(this.replay.speed); // the controller says its labels again
    this.labelPlay();
    this.render();
  }

  stop() {
    this.replay.setCount(0);
    this.model = null;
  }

  destroy() {
    this.stop();
    this.unbind();
  }
}

Stepper.narrate = narrate;

export { Stepper };

