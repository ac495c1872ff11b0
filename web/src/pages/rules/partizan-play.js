// A partizan game's play controls on the rules page: the side moving first (a new
// line from the position opened) and the side the reader plays against the solver
// (or both); shown instead of the impartial "Play against the solver" for a script
// with left(p) and right(p).
//
//   const sides = createPartizanPlay(page);
//   sides.render(st)
import { $ } from '../../core/dom.js';

export function createPartizanPlay(page) {
  const { S, store } = page;
  const labels = [...document.querySelectorAll('.pz-only')];

  function render(st) {
    const on = !!(st.summary && st.summary.partizan);
    for (const l of labels) l.hidden = !on;
    document.querySelector('label.vs').hidden = on;
    if (!on) return;
    $('starts').value = st.starter;
    $('as').value = st.as || 'off';
  }

  $('starts').addEventListener('change', () => {
    const side = $('starts').value === 'right' ? 'right' : 'left';
    if (side !== store.get().starter) S.starter(side);
  });
  $('as').addEventListener('change', () => {
    const v = $('as').value;
    S.as(v === 'left' || v === 'right' ? v : null);
  });

  return { render };
}
