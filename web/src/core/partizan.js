// Partizan graphs on the graph page, without the DOM: whether a text is one (the
// partizan graph text of solver/partizan/partizan_game.hpp, whose moves are lines
// 'u L v' and 'u R v', lines no other form of the page accepts), and a position's
// outcome class from its outcomes for both starters.
//
//   readsPartizan(text)       true when the text's first line of more than one token
//                             is a move 'u L v' or 'u R v' (L, R in either case)
//   moveLineScanner()         the same over a text given in pieces: push(piece) and
//                             end() give true, false, or null (not decided yet)
//   outcomeClass(ol, or)      'L', 'R', 'N', 'P', 'D', or with a draw for one starter
//                             'LD', 'DL', 'RD', 'DR' (who wins with Left moving first,
//                             then with Right moving first)
//   CLASSES                   the classes in the order of the page's sorts and filters
//   isPartizanResult(r)       whether a solve of the graph page is a partizan graph's
import { WIN, DRAW } from './outcome.js';

// A line's verdict: null for a line of fewer than two tokens (a position, a
// comment, a blank line), else whether it is a partizan move. Tokens are split at
// blanks; '#' at the start of a line or after a blank starts a comment (as the
// parsers of both texts read them).
function lineVerdict(line) {
  const hash = line.search(/(^|[ \t])#/);
  const tokens = (hash < 0 ? line : line.slice(0, hash)).split(/[ \t\r]+/).filter(Boolean);
  if (tokens.length < 2) return null;
  return tokens.length >= 3 && /^[LlRr]$/.test(tokens[1]);
}

export function moveLineScanner() {
  let rest = '';
  let start = true;
  let verdict = null;
  return {
    push(piece) {
      if (verdict !== null) return verdict;
      rest += piece;
      if (start && rest.length) {
        if (rest.charCodeAt(0) === 0xfeff) rest = rest.slice(1); // a byte-order mark at the very start
        start = false;
      }
      let from = 0;
      let at;
      while ((at = rest.indexOf('\n', from)) >= 0) {
        verdict = lineVerdict(rest.slice(from, at));
        from = at + 1;
        if (verdict !== null) {
          rest = '';
          return verdict;
        }
      }
      rest = rest.slice(from);
      return null;
    },
    end() {
      if (verdict === null && rest) verdict = lineVerdict(rest);
      rest = '';
      return verdict;
    },
  };
}

export function readsPartizan(text) {
  const scan = moveLineScanner();
  return scan.push(text) === true || scan.end() === true;
}

// Who wins with the player to move first being Left (resp. Right), from that
// player's outcome: 'L', 'R', or 'D' for a draw.
const winner = (first, o) => (o === DRAW ? 'D' : (o === WIN) === (first === 'L') ? 'L' : 'R');

export function outcomeClass(ol, or) {
  const a = winner('L', ol);
  const b = winner('R', or);
  if (a === b) return a; // L, R, or D: a draw whoever starts
  if (a === 'L' && b === 'R') return 'N'; // the first player wins
  if (a === 'R' && b === 'L') return 'P'; // the second player wins
  return a + b;
}

export const CLASSES = ['L', 'R', 'N', 'P', 'LD', 'DL', 'RD', 'DR', 'D'];

export const isPartizanResult = (r) => !!r && r.format === 'partizan';
