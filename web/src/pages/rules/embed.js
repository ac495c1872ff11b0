// The course page around an embedded rules page (core/embed-host.js): told when
// the game is shown (ready) and after every move (by the reader or the solver); it
// may set the position (by its key: answered once that position is shown) and hide
// the values (the quiz). The position's state: its key, value, remoteness, the
// moves played, whether the values are hidden.
//
//   const embed = createEmbed(page, { forgetLine });
//   embed.restart()     a new game solved: ready() again once its start is shown
//   embed.announce()    after each view shown: ready(), a move, or nothing
// forgetLine(): a position set by the host ends the replay of a link's line.
import { createHost } from '../../core/embed-host.js';
import { DRAW, outcomeName } from '../../core/outcome.js';

export function createEmbed(page, { forgetLine }) {
  const { S, store, sandbox } = page;
  let announced = -1; // moves announced since the solve (-1: not even the start)

  // Resolves once the position chosen is shown (its view fetched) or given up
  // (another run, a failure): whichever comes first.
  function viewShown() {
    return new Promise((resolve) => {
      const off = store.subscribe((st) => {
        if (st.view || !st.summary) {
          off();
          resolve();
        }
      });
    });
  }

  const host = createHost({
    page: 'rules',
    async setPosition(key) {
      if (!store.get().summary) return;
      try {
        const r = await sandbox.call('find', { key });
        if (r.id >= 0 && store.get().summary) {
          forgetLine();
          S.goTo([r.id]);
          await viewShown(); // the state that answers says the position taken
        }
      } catch (e) {
        // a position the game does not have: nothing to show
      }
    },
    hideValues: (on) => S.quiz(on),
    state() {
      const st = store.get();
      const v = st.view;
      if (!v) return { hidden: st.quiz };
      return { key: v.key, value: outcomeName(v.outcome), remoteness: v.outcome === DRAW ? null : v.depth, ply: st.steps.length, hidden: st.quiz };
    },
  });

  function announce() {
    const st = store.get();
    if (announced < 0) {
      announced = st.steps.length;
      host.ready();
    } else if (st.steps.length > announced) {
      announced = st.steps.length;
      const last = st.steps[st.steps.length - 1];
      host.moved({ name: last.name, by: last.by === 'solver' ? 'solver' : 'player' });
    } else {
      announced = st.steps.length; // undone or opened elsewhere
    }
  }

  return {
    announce,
    restart() {
      announced = -1;
    },
  };
}
