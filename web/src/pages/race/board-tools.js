// The race page's board editor (board-editor.js: the edits themselves): Edit on
// and off, walls painted by a drag, A and B placed, resize, clear, random walls,
// boards added and deleted. The edited boards become the text; small boards are
// solved at once, bigger ones when the drag ends.
//
//   const tools = createBoardTools(page, { text, solve, pause });
//   tools.render()     the tools (and the exports) enabled as the state allows
// text: text.js; solve: solve.js; pause(): the replay paused (editing stops it).
import { $ } from '../../core/dom.js';
import * as edit from './board-editor.js';
import { boardsText } from './link-codec.js';

const SOLVE_WHILE_DRAGGING_N = 100; // bigger boards are solved when the drag ends

const replaced = (list, i, x) => list.map((y, j) => (j === i ? x : y));

export function createBoardTools(page, { text, solve, pause }) {
  const { S, store, view } = page;

  // The edited boards become the text; small boards are solved at once.
  function commitBoards(boards, sols, index, solveNow) {
    const boardText = boardsText(boards);
    const ta = $('race-text');
    const top = ta.scrollTop;
    text.show(boardText);
    ta.scrollTop = top;
    S.edited({ boards, sols, index, text: boardText });
    text.byReader(boardText);
    if (solveNow) solve.now();
  }

  function editCurrent(f, solveNow = true) {
    const s = store.get();
    const bd = s.boards[s.index];
    if (!bd) return;
    const nb = f(bd);
    if (nb) commitBoards(replaced(s.boards, s.index, nb), replaced(s.sols, s.index, null), s.index, solveNow);
  }

  let paint = 0; // the value a wall drag paints
  let lastDrag = -1; // the square the drag was on last
  function editAt(q, first) {
    const s = store.get();
    const bd = s.boards[s.index];
    if (!bd || q < 0) return;
    if (s.tool !== 'wall' && !first) return;
    if (first && s.tool === 'wall' && q !== bd.a && q !== bd.b) paint = bd.cells[q] ? 0 : 1;
    const squares = first || lastDrag < 0 ? [q] : edit.lineSquares(bd.n, lastDrag, q);
    lastDrag = q;
    editCurrent((b) => edit.applyTool(b, s.tool, squares, paint), bd.n <= SOLVE_WHILE_DRAGGING_N);
  }

  function render() {
    const s = store.get();
    const bd = s.boards[s.index];
    if (bd) $('size').value = bd.n;
    const editable = !!bd && (!s.error || s.fromEdit) && s.phase !== 'failed';
    $('edit').disabled = !editable;
    if (!editable && s.edit) S.setEditing(false);
    $('edit').checked = store.get().edit;
    $('edit-tools').hidden = !store.get().edit;
    view.setEditing(store.get().edit);
    $('delete-board').disabled = s.boards.length <= 1;
    const solved = s.sols.some(Boolean);
    for (const id of ['export-csv', 'export-json']) $(id).disabled = !solved;
    $('export-png').disabled = !bd;
  }

  $('edit').addEventListener('change', (ev) => {
    S.setEditing(ev.target.checked);
    if (ev.target.checked) pause();
  });
  const resizeTo = () => editCurrent((bd) => edit.resize(bd, $('size').value));
  $('resize').addEventListener('click', resizeTo);
  $('size').addEventListener('keydown', (ev) => ev.key === 'Enter' && resizeTo());
  $('clear').addEventListener('click', () => editCurrent(edit.clearWalls));
  $('random').addEventListener('click', () => editCurrent((bd) => edit.randomWalls(bd)));
  $('add-board').addEventListener('click', () => {
    const s = store.get();
    commitBoards([...s.boards, edit.openBoard(8)], [...s.sols, null], s.boards.length, true);
  });
  $('delete-board').addEventListener('click', () => {
    const s = store.get();
    if (s.boards.length <= 1) return;
    const keep = (_, j) => j !== s.index;
    commitBoards(s.boards.filter(keep), s.sols.filter(keep), Math.min(s.index, s.boards.length - 2), true);
  });
  view.on('down', (q) => editAt(q, true));
  view.on('drag', (q) => editAt(q, false));
  view.on('up', () => {
    lastDrag = -1;
    const s = store.get();
    const bd = s.boards[s.index];
    if (bd && bd.n > SOLVE_WHILE_DRAGGING_N && !s.sols[s.index]) solve.now();
  });

  return { render };
}
