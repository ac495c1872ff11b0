// The one interface between an embedded page (any page of this site in an
// <iframe>, with or without #embed=1) and the course page around it, the same on
// every page: the embed tells its host what happens, by window.postMessage to its
// parent; the host may set the position shown and hide the values (a quiz).
//
// From the embed to the host (targetOrigin '*': a course page may be anywhere,
// and nothing private is sent: the game is the one the host embedded):
//   { gamegraph: 1, type: 'ready', page, state }      once the game is solved and shown
//   { gamegraph: 1, type: 'move', page, state, move } after every move played
//   { gamegraph: 1, type: 'state', page, state }       in answer to 'get-state'
//   state: { key, value: 'win' | 'lose' | 'draw', remoteness (moves to the end, null
//            for a draw), ply (moves played since the position opened), hidden
//            (values hidden) }; move: { name, by: 'player' | 'solver' }
// From the host to the embed (only from the embedding window; anything else is
// ignored, and so is a message of another shape):
//   { gamegraph: 1, type: 'set-position', key }        show the position of that key
//   { gamegraph: 1, type: 'hide-values', on: true }    hide (or show again) the values
//   { gamegraph: 1, type: 'get-state' }                answered by 'state'
//
//   const host = createHost({ page: 'rules', setPosition(key) {}, hideValues(on) {}, state: () => ({...}) });
//   host.ready(); host.moved({ name, by });
const TYPES = new Set(['set-position', 'hide-values', 'get-state']);
const MAX_KEY = 10000;

// Whether this page runs inside another's frame.
export function embedded() {
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
function wire(st) {
  const s = st || {};
  const value = s.value === 'win' || s.value === 'lose' || s.value === 'draw' ? s.value : null;
  return {
    key: s.key === undefined || s.key === null ? null : clipText(s.key, MAX_KEY),
    value,
    remoteness: value && value !== 'draw' && Number.isInteger(s.remoteness) ? s.remoteness : null,
    ply: Number.isInteger(s.ply) && s.ply >= 0 ? s.ply : 0,
    hidden: !!s.hidden,
  };
}

export function createHost({ page, setPosition, hideValues, state }) {
  const on = embedded();
  const post = (msg) => {
    if (!on) return;
    try {
      window.parent.postMessage({ gamegraph: 1, page, ...msg }, '*');
    } catch (e) {
      // a host that cannot be reached: nothing to tell
    }
  };
  const current = () => wire(state ? state() : null);
  if (on) {
    window.addEventListener('message', (ev) => {
      if (ev.source !== window.parent) return;
      const m = ev.data;
      if (!m || typeof m !== 'object' || m.gamegraph !== 1 || !TYPES.has(m.type)) return;
      if (m.type === 'set-position') {
        if (typeof m.key === 'string' && m.key.length <= MAX_KEY && setPosition) setPosition(m.key);
      } else if (m.type === 'hide-values') {
        if (typeof m.on === 'boolean' && hideValues) hideValues(m.on);
      } else {
        post({ type: 'state', state: current() });
      }
    });
  }
  return {
    embedded: on,
    // The game is shown: its first state.
    ready: () => post({ type: 'ready', state: current() }),
    // A move was played (name: its name; by: 'player' or 'solver').
    moved: (move) => post({ type: 'move', state: current(), move: { name: clipText(move && move.name !== undefined ? move.name : '', 200), by: move && move.by === 'solver' ? 'solver' : 'player' } }),
  };
}
