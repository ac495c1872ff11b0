// Why a partizan position has its value, in the theory's terms, from the module's
// table of canonical games (core/game-table.js: games compared, numbers read off
// canonical forms, each option's role). Runs in the sandbox's worker; no DOM, no
// strings of the page.
//
//   whyOf(T, g, leftGames, rightGames)   { kind: 'number' | 'numberForm' | 'switch' | 'other', ... }

import { numberText } from '../../../core/game-table.js';

// Why a position is worth g, its options' games given (leftGames, rightGames):
//   number: g is a number and every option is one: g is the simplest number
//           between Left's best option (index lBest, -1: none) and Right's (rBest)
//   numberForm: g is a number, not every option is (removing and bypassing options
//           left a number's form)
//   switch: g = {a | b}, a > b numbers (a, b as text)
//   other: none of these
export function whyOf(T, g, leftGames, rightGames) {
  const x = T.numberOf(g);
  if (x !== null) {
    const ln = leftGames.map((j) => T.numberOf(j));
    const rn = rightGames.map((j) => T.numberOf(j));
    if (ln.every((v) => v !== null) && rn.every((v) => v !== null)) {
      let lBest = -1;
      let rBest = -1;
      ln.forEach((v, i) => {
        if (lBest < 0 || v > ln[lBest]) lBest = i;
      });
      rn.forEach((v, i) => {
        if (rBest < 0 || v < rn[rBest]) rBest = i;
      });
      return { kind: 'number', lBest, rBest, a: '', b: '' };
    }
    return { kind: 'numberForm', lBest: -1, rBest: -1, a: '', b: '' };
  }
  const L = T.left(g);
  const R = T.right(g);
  if (L.length === 1 && R.length === 1) {
    const a = T.numberOf(L[0]);
    const b = T.numberOf(R[0]);
    if (a !== null && b !== null && a > b) return { kind: 'switch', lBest: -1, rBest: -1, a: numberText(a), b: numberText(b) };
  }
  return { kind: 'other', lBest: -1, rBest: -1, a: '', b: '' };
}
