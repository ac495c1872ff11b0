// The one replay controller of every page: a position k among `count` steps
// (a trace, an optimal line, a race), play and pause on a timer, step, jump to
// either end, speed, and the keyboard. No drawing here: the page's onStep(k)
// draws step k; bindReplayControls wires buttons and a speed slider to it.
//
//   const replay = createReplay({ onStep: (k) => draw(k) });
//   replay.setCount(steps.length);        // back to step 0
//   bindReplayControls(panel, replay);    // [data-replay=first|back|toggle|step|last|speed|scrub]
//
// Keys (on the element given to bindReplayControls, or a control inside it):
// Space or K toggles play/pause, Left/Right step, Home/End go to either end,
// + and - change the speed.
import { t } from '../core/i18n.js';

// Milliseconds per step at each speed setting, slowest first.
const SPEEDS = [1200, 700, 400, 200, 80, 25];

export function createReplay({ onStep = () => {}, speeds = SPEEDS, speed = 2, loop = false } = {}) {
  const st = { count: 0, index: 0, playing: false, speed };
  const listeners = new Set();
  let timer = 0;

  const notify = () => {
    for (const f of [...listeners]) f(st);
  };
  const clamp = (k) => Math.max(0, Math.min(st.count - 1, k));

  function show(k) {
    st.index = clamp(k);
    onStep(st.index);
    notify();
  }
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(tick, speeds[st.speed]);
  }
  function tick() {
    if (!st.playing) return;
    if (st.index >= st.count - 1) {
      if (!loop) return pause();
      show(0);
    } else {
      show(st.index + 1);
    }
    if (st.index >= st.count - 1 && !loop) pause();
    else schedule();
  }
  function play() {
    if (st.playing || st.count < 2) return;
    if (st.index >= st.count - 1) show(0);
    st.playing = true;
    notify();
    schedule();
  }
  function pause() {
    clearTimeout(timer);
    if (!st.playing) return;
    st.playing = false;
    notify();
  }
  // A step the reader asked for stops the playing.
  function go(k) {
    pause();
    show(k);
  }

  return {
    get count() {
      return st.count;
    },
    get index() {
      return st.index;
    },
    get playing() {
      return st.playing;
    },
    get speed() {
      return st.speed;
    },
    speeds,
    setCount(n, k = 0) {
      pause();
      st.count = Math.max(0, n | 0);
      if (st.count) show(k);
      else {
        st.index = 0;
        notify();
      }
    },
    go,
    first: () => go(0),
    back: () => go(st.index - 1),
    step: () => go(st.index + 1),
    last: () => go(st.count - 1),
    play,
    pause,
    toggle: () => (st.playing ? pause() : play()),
    setSpeed(s) {
      st.speed = Math.max(0, Math.min(speeds.length - 1, s | 0));
      if (st.playing) schedule();
      notify();
    },
    subscribe(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
}

const ICONS = {
  first: 'M6 5h2v14H6zM20 5v14L9 12z',
  back: 'M18 5v14L7 12zM5 5h2v14H5z',
  play: 'M7 5v14l12-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  step: 'M6 5v14l11-7zM17 5h2v14h-2z',
  last: 'M4 5v14l11-7zM16 5h2v14h-2z',
};

// An inline SVG icon (never a font glyph that could render as an empty box).
export function icon(name) {
  return '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="' + ICONS[name] + '"/></svg>';
}

// Wires the controls found under root to the replay and keeps them in step:
// buttons [data-replay=first|back|toggle|step|last], an <input type=range>
// [data-replay=speed] and [data-replay=scrub], and the keys on keyTarget (root
// by default). Returns a function that unbinds.
export function bindReplayControls(root, replay, { keyTarget = root } = {}) {
  const q = (name) => root.querySelector('[data-replay="' + name + '"]');
  const off = [];
  const on = (el, type, f) => {
    if (!el) return;
    el.addEventListener(type, f);
    off.push(() => el.removeEventListener(type, f));
  };
  for (const name of ['first', 'back', 'toggle', 'step', 'last']) on(q(name), 'click', () => replay[name]());
  const speed = q('speed');
  on(speed, 'input', () => replay.setSpeed(Number(speed.value)));
  const scrub = q('scrub');
  on(scrub, 'input', () => replay.go(Number(scrub.value)));
  on(keyTarget, 'keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const tag = ev.target && ev.target.tagName;
    const typing = tag === 'TEXTAREA' || (tag === 'INPUT' && ev.target.type !== 'range' && ev.target.type !== 'button') || tag === 'SELECT';
    if (typing) return;
    const act = {
      ' ': 'toggle',
      k: 'toggle',
      ArrowLeft: 'back',
      ArrowRight: 'step',
      Home: 'first',
      End: 'last',
    }[ev.key];
    if (act) replay[act]();
    else if (ev.key === '+' || ev.key === '=') replay.setSpeed(replay.speed + 1);
    else if (ev.key === '-') replay.setSpeed(replay.speed - 1);
    else return;
    ev.preventDefault();
    ev.stopPropagation();
  });
  const render = () => {
    const toggle = q('toggle');
    if (toggle) {
      const key = replay.playing ? 'steps.pause' : 'steps.play';
      toggle.innerHTML = icon(replay.playing ? 'pause' : 'play');
      toggle.setAttribute('aria-label', t(key));
      toggle.title = t(key);
      toggle.setAttribute('aria-pressed', replay.playing ? 'true' : 'false');
      toggle.disabled = replay.count < 2;
    }
    const atStart = replay.index <= 0;
    const atEnd = replay.index >= replay.count - 1;
    for (const [name, dis] of [['first', atStart], ['back', atStart], ['step', atEnd], ['last', atEnd]]) {
      const b = q(name);
      if (b) b.disabled = dis || replay.count < 2;
    }
    if (speed) {
      speed.max = String(replay.speeds.length - 1);
      speed.value = String(replay.speed);
    }
    if (scrub) {
      scrub.max = String(Math.max(0, replay.count - 1));
      scrub.value = String(replay.index);
    }
  };
  for (const name of ['first', 'back', 'step', 'last']) {
    const b = q(name);
    if (b && !b.firstElementChild) b.innerHTML = icon(name);
  }
  off.push(replay.subscribe(render));
  render();
  return () => off.forEach((f) => f());
}
