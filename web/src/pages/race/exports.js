// What the race page saves (core/files.js): the board as a PNG picture, the
// boards' answers as CSV and JSON (winner, D, parity, the middle layer, whether
// the jump can be forced, the full-state check, the optimal race step by step),
// and the boards as text; createExports(page) wires the export menu.
import { download, csv, json } from '../../core/files.js';
import { $ } from '../../core/dom.js';
import { sq } from './words.js';

const STEP = 6;

function raceSteps(sol) {
  const out = [];
  const st = sol.race;
  for (let o = 0; o < st.length; o += STEP) {
    out.push({
      player: st[o] === 0 ? 'A' : 'B',
      extra: st[o + 1] === 1,
      from: sq(sol.n, st[o + 2]),
      to: sq(sol.n, st[o + 3]),
      jump: st[o + 1] !== 1 && st[o + 4] === st[o + 5],
    });
  }
  return out;
}

// The race in one field: "A r1c2, B r4c3, B +r3c3 …" ('+' an extra step).
const raceText = (steps) => steps.map((x) => x.player + ' ' + (x.extra ? '+' : '') + (x.extra && x.from === x.to ? '=' + x.to : x.to)).join(', ');

function answers(sols) {
  return sols.map((sol, i) => {
    if (!sol) return { board: i + 1, solved: false };
    const steps = raceSteps(sol);
    const f = sol.full;
    return {
      board: i + 1,
      n: sol.n,
      a: sq(sol.n, sol.a),
      b: sq(sol.n, sol.b),
      winner: sol.winner,
      distance: sol.distance,
      parity: sol.odd ? 'odd' : 'even',
      middleLayer: sol.middleLayer,
      middleSquares: sol.middle.length,
      jumpForced: !!sol.jumpForced,
      fullCheck: f.available ? { outcome: f.outcome, winner: f.winner, turns: f.depth, states: f.states, jump: f.jump, agrees: f.agrees } : null,
      raceSteps: steps.length,
      race: steps,
    };
  });
}

function saveCsv(sols, name = 'race-answers.csv') {
  const header = ['board', 'n', 'A', 'B', 'winner', 'D', 'parity', 'middle layer', 'middle squares', 'jump forced', 'full-state check', 'race steps', 'race'];
  const rows = answers(sols).map((x) => (x.solved === false ? [x.board, '', '', '', '?', '', '', '', '', '', '', '', ''] : [
    x.board, x.n, x.a, x.b, x.winner, x.distance, x.parity, x.middleLayer, x.middleSquares, x.jumpForced ? 'yes' : 'no',
    x.fullCheck ? (x.fullCheck.agrees ? 'agrees' : 'DISAGREES') : 'not available', x.raceSteps, raceText(x.race),
  ]));
  download(name, csv(header, rows), 'text/csv');
}

function saveJson(sols, name = 'race-answers.json') {
  download(name, json({ problem: 'BOI 2008 Game', boards: answers(sols) }), 'application/json');
}

async function savePng(view, name = 'race-board.png') {
  const blob = await view.toBlob();
  if (blob) download(name, blob);
}

export function saveText(text, name = 'race.txt') {
  download(name, text, 'text/plain');
}

// The export menu's buttons (the board shown as a PNG, every board's answers as CSV or JSON).
export function createExports(page) {
  const { store, view } = page;
  const closeMenu = () => $('export-menu').removeAttribute('open');
  $('export-png').addEventListener('click', () => {
    closeMenu();
    savePng(view, 'race-board-' + (store.get().index + 1) + '.png');
  });
  $('export-csv').addEventListener('click', () => {
    closeMenu();
    saveCsv(store.get().sols);
  });
  $('export-json').addEventListener('click', () => {
    closeMenu();
    saveJson(store.get().sols);
  });
}
