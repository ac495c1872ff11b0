// The pursuit page's editor: the tools (walls, exits, the pieces, free cells) applied
// by a click, a drag (a right-button drag frees), the keyboard on the canvas (arrows,
// Space, the tools' letters) or a tap on a graph's vertex; the tip over a cell; the
// rules panel, who moves first, the board's size, Clear, the board as text. An edit of
// the walls, exits or rules is a new game (solved again, soon); one of the pieces or of
// who moves first, another start of the same game. While a person plays, or embedded,
// a click is a move instead (line.tap).
//
//   const tools = createBoardTools(page, { solve, line });
//   tools.graphTap(v)         a vertex of a graph tapped
//   tools.render(s)           the panel follows a new model
//   tools.relabel()           in a new language
import { t } from '../../core/i18n.js';
import { $, isEmbed } from '../../core/dom.js';
import { isFresh } from './state.js';
import * as M from './model.js';
import { renameUi, rulesToUi, rulesFromUi, fillMoveSets } from './rules-panel.js';
import { tipText } from './maps.js';
import { setText } from './paste.js';

// the Latin letters of the pieces' tools, in every language
const LATIN_KEYS = { 'police-thief': ['p', 't'], 'cat-mouse': ['c', 'm'], 'cat-mouse-grid': ['c', 'm'], 'cop-robber': ['c', 'r'] };

export function createBoardTools(page, hooks) {
  const { store, updates, canvas } = page;
  const { solve, line } = hooks;
  const S = () => store.get();
  let paint = null; // what a drag paints

  // A new model from an edit: structural (solve again) or only the start.
  function edited(m) {
    const s = S();
    if (m === s.model) return false;
    const structural = m.kind === 'grid' ? m.walls !== s.model.walls || m.exits !== s.model.exits : m.exits !== s.model.exits;
    line.stopSolverMove();
    if (structural) {
      updates.gameChanged(m);
      solve.schedule(false);
    } else {
      updates.startChanged(m);
      if (isFresh(S())) solve.refreshStart();
    }
    return true;
  }

  function applyTool(cell, tool = S().tool, value) {
    const m = S().model;
    if (tool === 'pursuer' || tool === 'evader') return edited(M.withPiece(m, tool, cell));
    return edited(M.withCell(m, tool, cell, value));
  }

  const playing = () => S().human !== 'none';

  canvas.onDown = (cell, ev) => {
    if (line.tap(cell)) return;
    const m = S().model;
    const tool = S().tool;
    if (ev.button === 2) paint = { tool: 'free' };
    else if (tool === 'wall') paint = { tool, value: m.walls[cell] ? 0 : 1 };
    else if (tool === 'exit') paint = { tool, value: m.exits[cell] ? 0 : 1 };
    else paint = { tool };
    applyTool(cell, paint.tool, paint.value);
  };
  canvas.onDrag = (cell) => {
    if (playing() || isEmbed()) return;
    const tool = S().tool;
    const p = paint || { tool, value: tool === 'wall' || tool === 'exit' ? 1 : undefined };
    applyTool(cell, p.tool, p.value);
  };
  canvas.onUp = () => {
    paint = null;
    solve.afterDrag();
  };
  canvas.onKey = (cell, ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return false;
    const k = ev.key.toLowerCase();
    const w = M.words(S().model);
    if (k === ' ' || k === 'enter') {
      if (!line.tap(cell)) applyTool(cell);
      return true;
    }
    if (playing() || isEmbed()) return false;
    if (k === 'delete' || k === 'backspace') {
      applyTool(cell, 'free');
      return true;
    }
    const tools = { w: 'wall', r: 'free', x: 'exit' };
    tools[w.pl.toLowerCase()] = 'pursuer';
    if (w.el !== w.pl) tools[w.el.toLowerCase()] = 'evader';
    const [lp, le] = LATIN_KEYS[S().model.family] || LATIN_KEYS['police-thief'];
    tools[lp] = 'pursuer';
    tools[le] = 'evader';
    if (tools[k]) {
      setTool(tools[k]);
      return true;
    }
    return false;
  };
  canvas.onHover = (cell, x, y) => {
    const tip = $('tip');
    const text = tipText(S(), cell);
    if (!text) {
      tip.hidden = true;
      return;
    }
    tip.textContent = text;
    const r = $('canvas-wrap').getBoundingClientRect();
    tip.style.left = x - r.left + 14 + 'px';
    tip.style.top = y - r.top + 14 + 'px';
    tip.hidden = false;
  };

  function graphTap(v) {
    if (!line.tap(v)) applyTool(v);
  }

  function setTool(tool) {
    updates.tool(tool);
    const input = document.querySelector('input[name="tool"][value="' + tool + '"]');
    if (input) input.checked = true;
  }

  for (const i of document.querySelectorAll('input[name="tool"]')) i.addEventListener('change', () => i.checked && updates.tool(i.value));
  for (const id of ['moves-pursuer', 'moves-evader', 'reach-pursuer', 'reach-evader', 'pass-pursuer', 'pass-evader', 'draw-as', 'pursuer-exit']) {
    $(id).addEventListener('change', () => {
      const m = S().model;
      const next = M.withRules(m, rulesFromUi(m));
      line.stopSolverMove();
      updates.gameChanged(next);
      solve.schedule(false);
    });
  }
  $('first').addEventListener('change', () => edited(M.withRules(S().model, { first: $('first').value })));
  $('resize').addEventListener('click', () => {
    const r = Math.max(1, Math.min(256, parseInt($('rows').value, 10) || 1));
    const c = Math.max(1, Math.min(256, parseInt($('cols').value, 10) || 1));
    $('rows').value = r;
    $('cols').value = c;
    updates.newModel(M.resize(S().model, r, c), '', S().presetId || S().editedFrom);
    solve.schedule(false);
  });
  $('clear').addEventListener('click', () => edited(M.withoutWalls(S().model)));
  $('to-text').addEventListener('click', () => {
    const m = S().model;
    if (m.kind !== 'grid') return;
    setText(M.toText(m), 'police-thief');
    $('paste-box').open = true;
    updates.pasteError(null);
    $('paste-text').focus();
  });
  fillMoveSets();

  // The panel follows a new model (of the state s): the pieces' names, the rules, the size.
  function render(s) {
    const m = s.model;
    renameUi(m, s.tool);
    rulesToUi(m);
    if (m.kind === 'grid') {
      $('rows').value = m.rows;
      $('cols').value = m.cols;
    }
  }

  function relabel() {
    const s = S();
    fillMoveSets();
    renameUi(s.model, s.tool);
    rulesToUi(s.model);
  }

  return { graphTap, render, relabel };
}
