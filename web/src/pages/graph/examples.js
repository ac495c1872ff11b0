// The example graphs the page offers (each a text in the graph format of
// solver/graph/graph_text.hpp and the convention it is meant to be solved with,
// or a partizan graph's text, solver/partizan/partizan_game.hpp), and
// the example picker: picking one over text the reader edited keeps that text
// for an Undo.
import { t } from '../../core/i18n.js';
import { escapeHtml as esc } from '../../core/dom.js';

export const DEFAULT_EXAMPLE = 'rules';

// The graph of the first example, also solved under the other convention.
const RULES_GRAPH = ['a b', 'a c', 'b c', 'b d', 'c d', 'c e', 'd f', 'e f', 'e g', 'g h', 'h g', 'h a'];

export const EXAMPLES = [
  {
    id: 'rules',
    noMove: 'lose',
    text: [
      '# A token sits on a vertex; the player to move',
      '# slides it along an edge. Three rules decide:',
      '# 1. no move: lost for the player to move (f)',
      '# 2. a move into a lost position wins (d, e, b, a)',
      '# 3. all moves into won positions: lost (c)',
      '# What they never decide is a draw: g <-> h.',
      ...RULES_GRAPH,
    ].join('\n'),
  },
  {
    id: 'cycle',
    noMove: 'lose',
    text: [
      '# The token goes round the cycle a -> b -> c -> a.',
      '# From c a player could leave to d, but d is won',
      '# for the opponent (d -> e, and e has no move).',
      '# So nobody leaves: a, b, c are draws, and the',
      '# best move from c keeps the draw (c -> a).',
      'a b',
      'b c',
      'c a',
      'c d',
      'd e',
    ].join('\n'),
  },
  {
    id: 'rules-win',
    noMove: 'win',
    text: [
      '# The graph of "Three rules" under the other',
      '# convention: a player who cannot move WINS.',
      '# f becomes a win, and this time the cycle',
      '# g <-> h is decided too.',
      ...RULES_GRAPH,
    ].join('\n'),
  },
  {
    id: 'tictactoe',
    noMove: 'lose',
    text: [
      '# Tic-tac-toe endgame, X to move. A vertex is a',
      '# board, row by row ("." is empty). A finished',
      '# board is fixed for the player to move there:',
      '# after three in a row that player has lost',
      '# (= lose); a full board with no line is a draw.',
      '# X wins with the fork in the top middle.',
      '..X/X.O/OXO X.X/X.O/OXO',
      '..X/X.O/OXO .XX/X.O/OXO',
      '..X/X.O/OXO ..X/XXO/OXO',
      'X.X/X.O/OXO XOX/X.O/OXO',
      'X.X/X.O/OXO X.X/XOO/OXO',
      '.XX/X.O/OXO OXX/X.O/OXO',
      '.XX/X.O/OXO .XX/XOO/OXO',
      '..X/XXO/OXO O.X/XXO/OXO',
      '..X/XXO/OXO .OX/XXO/OXO',
      'XOX/X.O/OXO XOX/XXO/OXO',
      'X.X/XOO/OXO XXX/XOO/OXO',
      'OXX/X.O/OXO OXX/XXO/OXO',
      '.XX/XOO/OXO XXX/XOO/OXO',
      'O.X/XXO/OXO OXX/XXO/OXO',
      '.OX/XXO/OXO XOX/XXO/OXO',
      'XOX/XXO/OXO = draw',
      'XXX/XOO/OXO = lose',
      'OXX/XXO/OXO = lose',
    ].join('\n'),
  },
  {
    id: 'takeaway',
    noMove: 'lose',
    text: [
      '# A pile of 9 stones; a move takes 1 or 2 of',
      '# them. Facing an empty pile, you lose. The',
      '# losing piles are the multiples of 3.',
      '9 8', '9 7', '8 7', '8 6', '7 6', '7 5', '6 5', '6 4', '5 4',
      '5 3', '4 3', '4 2', '3 2', '3 1', '2 1', '2 0', '1 0',
    ].join('\n'),
  },
  {
    id: 'cp',
    noMove: 'lose',
    text: [
      '# Contest input: a header "n m", then m moves',
      '# "u v" between vertices 1..n. Parallel moves',
      '# and self-loops count: 6 can always stay put',
      '# (6 -> 6), so it is a draw.',
      '7 10',
      '1 2',
      '1 3',
      '2 4',
      '3 4',
      '3 4',
      '4 5',
      '5 7',
      '6 6',
      '6 2',
      '2 6',
    ].join('\n'),
  },
  // Sprague-Grundy values (the "Compute" switch): examples for sums of games.
  {
    id: 'nim',
    noMove: 'lose',
    values: 'grundy',
    text: [
      '# Nim with one heap of 4 tokens, as a graph: from',
      '# a heap of k a move takes any number of tokens,',
      '# leaving 0..k-1. The value of heap k is k itself,',
      '# and a sum of heaps is worth the XOR of their sizes.',
      'h4 h3', 'h4 h2', 'h4 h1', 'h4 h0',
      'h3 h2', 'h3 h1', 'h3 h0',
      'h2 h1', 'h2 h0',
      'h1 h0',
      'h0',
    ].join('\n'),
  },
  {
    id: 'subtract',
    noMove: 'lose',
    values: 'grundy',
    text: [
      '# A subtraction game: from a pile of p tokens take',
      '# 1, 3 or 4. The values repeat with period 7:',
      '# 0 1 0 1 2 3 2 | 0 1 0 1 2 3 2 | ...',
      '# (the strip under the drawing shows the period)',
      ...Array.from({ length: 15 }, (_, p) => [1, 3, 4].filter((k) => k <= p).map((k) => 'p' + p + ' p' + (p - k)).join('\n') || 'p0'),
    ].join('\n'),
  },
  {
    id: 'loopy',
    noMove: 'lose',
    values: 'grundy',
    text: [
      '# A graph with cycles: Smith\'s values. a, b, c are',
      '# finite (0, 1, 0). d and e only move to each other:',
      '# inf() (written \u221e(\u2205)), a draw. f can move to the 0 at c:',
      '# \u221e(0), a win. g moves to b (1) or d: \u221e(1), a draw.',
      'a b', 'b c', 'c',
      'd e', 'e d',
      'f d', 'f c',
      'g d', 'g b',
    ].join('\n'),
  },
];

// Kayles on a row of `pins`: a position is its rows of standing pins, longest first
// ("4+1"; "0" when none is left); a move knocks down one pin or two neighbours.
function kaylesText(pins) {
  const name = (rows) => (rows.length ? rows.join('+') : '0');
  const lines = [];
  const seen = new Set();
  const queue = [[pins]];
  seen.add(name([pins]));
  while (queue.length) {
    const rows = queue.shift();
    const next = new Set();
    rows.forEach((len, r) => {
      const rest = rows.filter((_, j) => j !== r);
      for (const k of [1, 2]) {
        for (let i = 0; i + k <= len; i++) {
          const after = rest.concat([i, len - i - k].filter((x) => x > 0)).sort((x, y) => y - x);
          next.add(name(after));
          if (!seen.has(name(after))) {
            seen.add(name(after));
            queue.push(after);
          }
        }
      }
    });
    if (next.size === 0) lines.push(name(rows));
    for (const to of next) lines.push(name(rows) + ' ' + to);
  }
  return lines;
}
EXAMPLES.push({
  id: 'kayles',
  noMove: 'lose',
  values: 'grundy',
  text: [
    '# Kayles: a row of 6 pins; a move knocks down one',
    '# pin or two neighbours, which may split the row. A',
    '# position is its rows ("4+1": rows of 4 and of 1).',
    '# A row of n is worth 0 1 2 3 1 4 3 for n = 0..6, and',
    '# a position the XOR of its rows (4+1: 1 xor 1 = 0).',
    ...kaylesText(6),
  ].join('\n'),
});

// ---- partizan graphs (solver/partizan/partizan_game.hpp: 'u L v', 'u R v') ----

// Blue-Red Hackenbush strings: a string of edges from the ground up, B blue
// (Left's), R red (Right's); cutting an edge drops every edge above it. A
// position is the string left ('ground' when none): Left moves to each prefix
// ending before a B, Right to each ending before an R.
function hackenbushText(strings) {
  const name = (s) => s || 'ground';
  const lines = [];
  const seen = new Set();
  const add = (s) => {
    if (seen.has(s)) return;
    seen.add(s);
    if (!s) lines.push('ground');
    for (let i = 0; i < s.length; i++) lines.push(name(s) + ' ' + (s[i] === 'B' ? 'L' : 'R') + ' ' + name(s.slice(0, i)));
    for (let i = 0; i < s.length; i++) add(s.slice(0, i));
  };
  strings.forEach(add);
  return lines;
}

// Domineering on a board of rows x cols: Left places a domino vertically, Right
// horizontally, on two empty cells; a position is the board, row by row ('.' an
// empty cell, 'x' a covered one, rows joined by '/').
function domineeringText(rows, cols) {
  const lines = [];
  const seen = new Set();
  const queue = ['.'.repeat(rows * cols)];
  const name = (b) => Array.from({ length: rows }, (_, r) => b.slice(r * cols, (r + 1) * cols)).join('/');
  seen.add(queue[0]);
  while (queue.length) {
    const b = queue.shift();
    let moves = 0;
    const put = (side, i, j) => {
      if (b[i] !== '.' || b[j] !== '.') return;
      const to = b.slice(0, i) + 'x' + b.slice(i + 1, j) + 'x' + b.slice(j + 1);
      lines.push(name(b) + ' ' + side + ' ' + name(to));
      moves++;
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    };
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (r + 1 < rows) put('L', r * cols + c, (r + 1) * cols + c);
        if (c + 1 < cols) put('R', r * cols + c, r * cols + c + 1);
      }
    }
    if (!moves) lines.push(name(b));
  }
  return lines;
}

EXAMPLES.push(
  {
    id: 'hackenbush',
    noMove: 'lose',
    text: [
      '# Blue-Red Hackenbush strings, from the ground up:',
      '# Left cuts a blue edge (B), Right a red one (R),',
      '# and every edge above the cut falls. A position',
      '# is the string left. Values by Berlekamp\'s rule:',
      '# BRB = 3/4, BR = 1/2, B = 1, BRR = 1/4, RB = -1/2.',
      ...hackenbushText(['BRB', 'BRR', 'RB', 'BB']),
    ].join('\n'),
  },
  {
    id: 'domineering',
    noMove: 'lose',
    text: [
      '# Domineering on a 2 x 3 board: Left places a domino',
      '# vertically (L), Right horizontally (R). A board',
      '# is written row by row, x a covered cell. The empty',
      '# board is {2 | -1/2} = 3/4±5/4: the first player',
      '# wins (class N); a 2 x 1 column is 1, a row of',
      '# two -1, the 2 x 2 square ±1.',
      ...domineeringText(2, 3),
    ].join('\n'),
  },
  {
    id: 'partizan-loop',
    noMove: 'lose',
    text: [
      '# A partizan game with a cycle: from a Left may go',
      '# to b, from b Right may go back to a. Neither can',
      '# force a win from a with Left to move: a draw.',
      '# Values exist for short games only (no cycle),',
      '# so the page gives the outcomes and says why.',
      'a L b',
      'b R a',
      'b L c',
      'c R d',
      'd',
    ].join('\n'),
  }
);

export function exampleById(id) {
  return EXAMPLES.find((e) => e.id === id) || null;
}

// The <select> of examples: its options in the current language, the value kept.
export function renderExamplePicker(select, value) {
  let html = '<option value="">' + esc(t('input.yourGraph')) + '</option>';
  for (const e of EXAMPLES) html += '<option value="' + esc(e.id) + '">' + esc(t('ex.' + e.id)) + '</option>';
  select.innerHTML = html;
  select.value = value || '';
}
