// The "A player who cannot move" select (#no-move) follows the script in the
// editor: a partizan script (left(p) and right(p)) is played by the normal rule
// only (its values are defined so; the engine refuses the other), so for one the
// select is disabled at "loses", with a short note saying why (#no-move-note); an
// impartial script has it back as the reader left it. The store's convention
// follows what the select says.
//
//   const noMove = createNoMove(page);
//   noMove.check(source)   at once (run.js, before a run): the select for that script
import { $ } from '../../core/dom.js';
import { scriptKind } from './script-kind.js';

const CHECK_MS = 150; // typing: the script is read again this long after the last key

export function createNoMove({ S, store }) {
  const select = $('no-move');
  const note = $('no-move-note');
  let chosen = null; // the reader's choice while a partizan script holds the select
  let timer = 0;
  let checked = null; // the text last read

  function check(source) {
    clearTimeout(timer);
    if (source === checked) return;
    checked = source;
    const kind = scriptKind(source);
    const partizan = !!(kind && kind.partizan);
    if (partizan === select.disabled) return;
    if (partizan) {
      chosen = select.value;
      select.value = 'lose';
    } else if (chosen !== null) {
      select.value = chosen;
      chosen = null;
    }
    select.disabled = partizan;
    note.hidden = !partizan;
    if (partizan) select.setAttribute('aria-describedby', 'no-move-note');
    else select.removeAttribute('aria-describedby');
    const convention = select.value === 'win' ? 'win' : 'lose';
    if (store.get().convention !== convention) S.convention(convention);
  }

  store.subscribe((st, prev) => {
    if (st.source === prev.source) return;
    clearTimeout(timer);
    // a whole script set (an example, a link, a draft) at once; typing, a moment after
    if (prev.source === '' || st.example !== null || st.fromLink) check(st.source);
    else timer = setTimeout(() => check(store.get().source), CHECK_MS);
  });

  return { check };
}
