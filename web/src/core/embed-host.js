// The one interface between an embedded page (any page of this site in an
// <iframe>, with or without #embed=1) and the course page around it, the same on
// every page: the embed tells its host what happens, by window.postMessage to its
// parent; the host may set the position shown and hide the values (a quiz).
//
// From the embed to the host (targetOrigin '*': a course page may be anywhere,
// and nothing private is sent: the game is the one the host embedded):
//   { gamegraph: 1, type: 'ready', page, state }      once the game is solved and shown
//   { gamegraph: 1, type: 'move', page, state, move } after every move played (the
//                                                      position shown went one move on)
//   { gamegraph: 1, type: 'state', page, state }       in answer to 'get-state', after
//            every 'set-position' and 'hide-values' (whether the key was taken or not:
//            compare state.key), and when the position shown changes otherwise than
//            by a move (undo, a step back, another position chosen, a new game)
//   state: { key, value: 'win' | 'lose' | 'draw' (for the player to move; null when
//            no position is shown), remoteness (moves to the end with best play, null
//            for a draw), ply (moves played since the position opened), hidden
//            (values hidden) }; move: { name, by: 'player' | 'solver' }
//   page: 'graph' | 'board' | 'race' | 'rules'; each page's key is in the README
//            ("Talking to an embed").
// From the host to the embed (only from the embedding window, window.parent:
// a message from any other window, a sibling frame, a popup or the embed itself,
// is ignored, and so is a message of another shape):
//   { gamegraph: 1, type: 'set-position', key }        show the position of that key
//   { gamegraph: 1, type: 'hide-values', on: true }    hide (or show again) the values
//   { gamegraph: 1, type: 'get-state' }                answered by 'state'
// A 'set-position' that arrives before the game is shown waits for ready() (the
// last one only); 'hide-values' takes effect at once.
//
//   const host = createHost({ page: 'rules', setPosition(key) {}, hideValues(on) {}, state: () => ({...}) });
//   host.ready(); host.moved({ name, by }); host.changed();
// moved() and changed() say nothing before ready().
// setPosition may return a promise (the page looks the key up in its worker):
// the 'state' that answers it is posted once it settles, and the page's own
// changed() calls meanwhile are left out (that answer says where it ended).
const TYPES = new Set(['set-position', 'hide-values', 'get-state']);
const MAX_KEY = 10000;

// Whether this page runs inside another's frame.
function embedded() {
  try {
    return window.parent !== window;
  } catch (e) {
    return true;
  }
}

function clipText(s, max) {
  const t = String(s);
  return t.length > max ? t.slice(0, max - 1) + '…' : t;
}

// A state as it crosses: plain fields of known types only.
function wire(st, hidden) {
  const s = st || {};
  const value = s.value === 'win' || s.value === 'lose' || s.value === 'draw' ? s.value : null;
  return {
    key: s.key === undefined || s.key === null ? null : clipText(s.key, MAX_KEY),
    value,
    remoteness: value && value !== 'draw' && Number.isInteger(s.remoteness) ? s.remoteness : null,
    ply: Number.isInteger(s.ply) && s.ply >= 0 ? s.ply : 0,
    hidden: s.hidden !== undefined ? !!s.hidden : hidden,
  };
}

export function createHost({ page, setPosition, hideValues, state }) {
  const on = embedded();
  let isReady = false;
  let hidden = false;
  let waiting = null; // a set-position that came before ready()
  let applying = 0; // set-positions under way
  const post = (msg) => {
    if (!on) return;
    try {
      window.parent.postMessage({ gamegraph: 1, page, ...msg }, '*');
    } catch (e) {
      // a host that cannot be reached: nothing to tell
    }
  };
  const current = () => {
    let st = null;
    try {
      st = state ? state() : null;
    } catch (e) {
      st = null;
    }
    return wire(st, hidden);
  };
  const answer = () => post({ type: 'state', state: current() });
  function applyPosition(key) {
    let done;
    applying++;
    try {
      done = setPosition ? setPosition(key) : null;
    } catch (e) {
      done = null;
    }
    const settle = () => {
      applying--;
      answer();
    };
    Promise.resolve(done).then(settle, settle);
  }
  if (on) {
    window.addEventListener('message', (ev) => {
      if (ev.source !== window.parent) return;
      const m = ev.data;
      if (!m || typeof m !== 'object' || m.gamegraph !== 1 || !TYPES.has(m.type)) return;
      if (m.type === 'set-position') {
        if (typeof m.key !== 'string' || m.key.length > MAX_KEY) return;
        if (isReady) applyPosition(m.key);
        else waiting = m.key;
      } else if (m.type === 'hide-values') {
        if (typeof m.on !== 'boolean') return;
        hidden = m.on;
        if (hideValues) hideValues(m.on);
        answer();
      } else {
        answer();
      }
    });
  }
  return {
    embedded: on,
    // Whether the host asked to hide the values.
    get hidden() {
      return hidden;
    },
    // The game is shown: its first state (then a set-position that was waiting).
    ready() {
      const first = !isReady;
      isReady = true;
      post({ type: 'ready', state: current() });
      if (first && waiting !== null) {
        const key = waiting;
        waiting = null;
        applyPosition(key);
      }
    },
    // A move was played (name: its name; by: 'player' or 'solver'); none is told
    // before ready() (a link's moves played again while the page opens).
    moved: (move) => isReady && post({ type: 'move', state: current(), move: { name: clipText(move && move.name !== undefined ? move.name : '', 200), by: move && move.by === 'solver' ? 'solver' : 'player' } }),
    // The position shown changed otherwise than by a move.
    changed: () => isReady && !applying && answer(),
  };
}
