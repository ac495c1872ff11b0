// Why a partizan position has its value, in the theory's terms, from the module's
// table of canonical games (a RulesPartizanSolution with values: value, gameStart,
// gameLeft, gameOptions, gameText): games compared (G <= H, Conway's recursive
// definition over the table's options), numbers read off canonical forms (the
// simplest number between the options), and for each option of a position
// whether the canonical form keeps it, removes it as dominated by another option,
// or bypasses it as reversible. Runs in the sandbox's worker; no DOM, no strings
// of the page.
//
//   const T = gameTable(r);
//   T.leq(a, b), T.numberOf(g), T.textOf(g), T.left(g), T.right(g)
//   optionRoles(T, g, games, side)   per option (a game id): { role, because }
//   whyOf(T, g, leftGames, rightGames)   { kind: 'number' | 'numberForm' | 'switch' | 'other', ... }

// The simplest number strictly between a and b (a < b; either may be infinite):
// the integer nearest to 0, else the dyadic of the smallest denominator.
export function simplestBetween(a, b) {
  if (a < 0 && b > 0) return 0;
  const n = a >= 0 ? Math.floor(a) + 1 : Math.ceil(b) - 1;
  if (n > a && n < b) return n;
  for (let d = 2; d <= 2 ** 52; d *= 2) {
    const m = Math.floor(a * d) + 1;
    if (m / d < b) return m / d;
  }
  return (a + b) / 2;
}

// A dyadic number as the module writes it: '3', '-1/2', '3/4'.
export function numberText(x) {
  let d = 1;
  while (!Number.isInteger(x * d) && d < 2 ** 52) d *= 2;
  return d === 1 ? String(x + 0) : `${x * d}/${d}`;
}

export function gameTable(r) {
  const start = r.gameStart;
  const nLeft = r.gameLeft;
  const opts = r.gameOptions;
  const count = start.length - 1;
  const left = (g) => opts.subarray(start[g], start[g] + nLeft[g]);
  const right = (g) => opts.subarray(start[g] + nLeft[g], start[g + 1]);
  const leqMemo = new Map();
  const numbers = new Map();
  let texts = null;

  // G <= H: no Left option of G is >= H, and no Right option of H is <= G.
  function leq(a, b) {
    if (a === b) return true; // every game once in the table: equal games are one id
    const k = a * count + b;
    let v = leqMemo.get(k);
    if (v === undefined) {
      v = !left(a).some((aL) => leq(b, aL)) && !right(b).some((bR) => leq(bR, a));
      leqMemo.set(k, v);
    }
    return v;
  }

  // The number a canonical form is, or null: no option is 0, {n|} is n + 1 (n >= 0),
  // {|n} is n - 1 (n <= 0), {a|b} with numbers a < b the simplest number between.
  function numberOf(g) {
    if (numbers.has(g)) return numbers.get(g);
    const L = left(g);
    const R = right(g);
    let x = null;
    if (L.length <= 1 && R.length <= 1) {
      const a = L.length ? numberOf(L[0]) : -Infinity;
      const b = R.length ? numberOf(R[0]) : Infinity;
      if (a !== null && b !== null && a < b) x = simplestBetween(a, b);
    }
    numbers.set(g, x);
    return x;
  }

  // A game of the table in the usual notation: the module's text where it is the
  // value of a position, a number, else '' (not named).
  function textOf(g) {
    if (!texts) texts = String(r.gameText || '').split('\n');
    if (texts[g]) return texts[g];
    const x = numberOf(g);
    return x === null ? '' : numberText(x);
  }

  return { leq, numberOf, textOf, left, right };
}

// Each option of a position worth g (games: the options' game ids, on one side):
// 'kept' by the canonical form, 'dominated' (because: the index of an option at
// least as good for that side), 'reversible' (because: the game of the answer
// that reverses it, as text), or 'other' (replaced by what reversing it gave).
export function optionRoles(T, g, games, side) {
  const canon = new Set(side === 'left' ? T.left(g) : T.right(g));
  const better = side === 'left' ? (a, b) => T.leq(a, b) : (a, b) => T.leq(b, a); // b at least as good as a
  return games.map((j, i) => {
    if (canon.has(j)) return { role: 'kept', because: -1, through: '' };
    // dominated by a better option, else by an equal one listed before it
    let k = games.findIndex((h) => h !== j && better(j, h));
    if (k < 0) k = games.findIndex((h, x) => h === j && x < i);
    if (k >= 0) return { role: 'dominated', because: k, through: '' };
    // Left's option j reverses through a Right answer jR <= g (Right's through a Left answer >= g)
    const answers = side === 'left' ? T.right(j) : T.left(j);
    for (const a of answers) {
      if (side === 'left' ? T.leq(a, g) : T.leq(g, a)) return { role: 'reversible', because: -1, through: T.textOf(a) };
    }
    return { role: 'other', because: -1, through: '' };
  });
}

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
