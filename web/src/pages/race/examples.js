// Example inputs of the race page (BOI 2008 "Game"): the statement's sample,
// small boards that show each case of the analysis, and generated 300 x 300
// boards. Each example is { id, text } or { id, make() -> text }; its name is
// the string race.ex.<id>.

// Rows (arrays of strings) -> one board of the official input, without t.
const board = (rows) => rows.length + '\n' + rows.join('\n') + '\n';
const input = (boards) => boards.length + '\n' + boards.join('');

// Small deterministic PRNG (mulberry32), so a generated example is the same every time.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rowsOf = (grid) => grid.map((r) => r.join(''));
const filled = (n, ch) => Array.from({ length: n }, () => new Array(n).fill(ch));

function open(n) {
  const g = filled(n, '.');
  g[0][0] = 'A';
  g[n - 1][n - 1] = 'B';
  return rowsOf(g);
}

// Full rows joined alternately at the right and the left end: the longest corridor.
function serpentine(n) {
  const g = filled(n, '#');
  for (let r = 0; r < n; r += 2) g[r].fill('.');
  for (let r = 1; r < n; r += 2) g[r][(r >> 1) % 2 === 0 ? n - 1 : 0] = '.';
  const last = (n - 1) & ~1;
  g[0][0] = 'A';
  g[last][(last >> 1) % 2 === 0 ? n - 1 : 0] = 'B';
  return rowsOf(g);
}

// About p walls at random, with a monotone staircase from the top-left corner
// to the bottom-right one kept open (so A and B are joined).
function randomWalls(n, p, seed) {
  const rand = rng(seed);
  const g = filled(n, '.');
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (rand() < p) g[r][c] = '#';
  let y = 0;
  let x = 0;
  g[0][0] = '.';
  while (y < n - 1 || x < n - 1) {
    if (y === n - 1 || (x < n - 1 && rand() < 0.5)) x++;
    else y++;
    g[y][x] = '.';
  }
  g[0][0] = 'A';
  g[n - 1][n - 1] = 'B';
  return rowsOf(g);
}

export const SAMPLE = '2\n4\nA...\n.#..\n....\n...B\n4\nA...\n....\n..#.\n...B\n';

export const EXAMPLES = [
  { id: 'sample', text: SAMPLE },
  {
    id: 'doorway',
    text: input([board([
      'A....#....',
      '.....#....',
      '.....#....',
      '.....#....',
      '..........',
      '.....#....',
      '.....#....',
      '.....#....',
      '.....#....',
      '.....#...B',
    ])]),
  },
  {
    id: 'escape',
    text: input([board(['A.......', '........', '........', '........', '........', '.....#..', '........', '.......B'])]),
  },
  {
    id: 'odd',
    text: input([board(['A.......', '........', '...##...', '...##...', '........', '........', '........', '......B.'])]),
  },
  { id: 'open12', text: input([board(open(12))]) },
  { id: 'serp15', text: input([board(serpentine(15))]) },
  { id: 'walls20', text: input([board(randomWalls(20, 0.25, 7))]) },
  { id: 'open300', make: () => input([board(open(300))]) },
  { id: 'serp300', make: () => input([board(serpentine(300))]) },
  { id: 'walls300', make: () => input([board(randomWalls(300, 0.2, 2008))]) },
];

export const exampleText = (ex) => (ex.make ? ex.make() : ex.text);
export const exampleById = (id) => EXAMPLES.find((e) => e.id === id) || null;
