// Only the latest answer counts: the one guard for a page that asks something
// (a solve, a view, a why, a link to write) and may ask again before the answer
// comes; an answer to an older question is dropped. In place of hand-made
// counters (`const my = ++gen; ... if (my !== gen) return;`):
//
//   const views = createLatest();
//   async function loadView() {
//     const ticket = views.next();          // a new question: every older ticket is stale
//     const v = await sandbox.call('view', args);
//     if (!ticket.current()) return;        // asked again since: this answer is not wanted
//     show(v);
//   }
//
//   views.ticket()   the latest question's ticket, without asking a new one (an answer
//                    read on behalf of the question under way: stale once another is asked)
//   views.drop()     no answer wanted any more (Stop, the solver gone): every ticket so
//                    far is stale, until the next one
//
// A ticket is a plain object; `current()` may be asked any number of times.
export function createLatest() {
  let last = 0;
  const ticketOf = (n) => ({ current: () => n === last });
  return {
    next: () => ticketOf(++last),
    ticket: () => ticketOf(last),
    drop() {
      last++;
    },
  };
}
