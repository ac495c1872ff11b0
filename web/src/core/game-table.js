// A partizan game's table of canonical games (the module's, of a solve with values:
// value, gameStart, gameLeft, gameOptions, gameText; rules scripts' and partizan
// graphs' alike), without the DOM: games compared (G <= H, Conway's recursive
// definition over the table's options), numbers read off canonical forms (the
// simplest number between the options), and for each option of a position
// whether the canonical form keeps it, removes it as dominated by another option,
// or bypasses it as reversible. Read by the rules page's "Why?" (in its sandbox's
// worker, pages/rules/sandbox/partizan-why.js) and by the graph page's partizan
// solve (pages/graph/partizan-ops.js: each side's best moves by the theory).
//
//   const T = gameTable(r);
//   T.leq(a, b), T.numberOf(g), T.textOf(g), T.left(g), T.right(g)
//   optionRoles(T, g, games, side)   per option (a game id): { role, because }
//   bestMoves(value, T, edges, side) per move of a side, 1 when best by the theory

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

// Per move of one side (edges: its (u, v) pairs, value: each position's game), 1
// when it is a best move by the theory: its option dominated by no other option of
// that side from u (an option equal to one listed before it is as good).
export function bestMoves(value, T, edges, side) {
  const m = edges.length >> 1;
  const flags = new Uint8Array(m);
  const byFrom = new Map(); // u -> its moves' indices
  for (let k = 0; k < m; k++) {
    const u = edges[2 * k];
    const list = byFrom.get(u);
    if (list) list.push(k);
    else byFrom.set(u, [k]);
  }
  for (const [u, ks] of byFrom) {
    const games = ks.map((k) => value[edges[2 * k + 1]]);
    optionRoles(T, value[u], games, side).forEach((x, i) => {
      flags[ks[i]] = x.role !== 'dominated' || games[x.because] === games[i] ? 1 : 0;
    });
  }
  return flags;
}
