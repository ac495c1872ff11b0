// Page state as a small store: one plain object, replaced (never mutated) by
// explicit updates; views subscribe and render from it. Each page names its
// updates in its own state.js; nothing else writes the state.
//
//   const store = createStore({ a: 1 });
//   store.subscribe((state, prev) => { if (state.a !== prev.a) render(state); });
//   store.set({ a: 2 });              // a shallow patch
//   store.update((s) => ({ a: s.a + 1 }));

export function createStore(initial) {
  let state = Object.freeze({ ...initial });
  const subscribers = new Set();
  function commit(next) {
    const prev = state;
    let changed = false;
    for (const k in next) {
      if (next[k] !== prev[k]) {
        changed = true;
        break;
      }
    }
    if (!changed) return;
    state = Object.freeze({ ...prev, ...next });
    for (const f of [...subscribers]) f(state, prev);
  }
  return {
    get: () => state,
    set: (patch) => commit(patch),
    update: (f) => commit(f(state)),
    subscribe(f) {
      subscribers.add(f);
      return () => subscribers.delete(f);
    },
  };
}
