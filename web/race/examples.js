// Example inputs of the race page (BOI 2008 "Game"): the statement's sample,
// small boards that show each case of the analysis, and generated 300 x 300
// boards. Each example is { id, title, text } or { id, title, make() -> text }.
(function (root) {
  'use strict';
  var RACE = (root.RACE = root.RACE || {});

  // Rows (arrays of strings) -> one board of the official input, without t.
  function board(rows) {
    return rows.length + '\n' + rows.join('\n') + '\n';
  }
  function input(boards) {
    return boards.length + '\n' + boards.join('');
  }

  // Small deterministic PRNG (mulberry32), so a generated example is the same every time.
  function rng(seed) {
    var a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  // grid: array of arrays of characters.
  function rowsOf(grid) {
    return grid.map(function (r) {
      return r.join('');
    });
  }
  function filled(n, ch) {
    var g = [];
    for (var r = 0; r < n; r++) {
      var row = [];
      for (var c = 0; c < n; c++) row.push(ch);
      g.push(row);
    }
    return g;
  }

  function open(n) {
    var g = filled(n, '.');
    g[0][0] = 'A';
    g[n - 1][n - 1] = 'B';
    return rowsOf(g);
  }

  // Full rows joined alternately at the right and the left end: the longest corridor.
  function serpentine(n) {
    var g = filled(n, '#');
    for (var r = 0; r < n; r += 2) for (var c = 0; c < n; c++) g[r][c] = '.';
    for (var r2 = 1; r2 < n; r2 += 2) g[r2][(r2 >> 1) % 2 === 0 ? n - 1 : 0] = '.';
    var last = (n - 1) & ~1;
    g[0][0] = 'A';
    g[last][(last >> 1) % 2 === 0 ? n - 1 : 0] = 'B';
    return rowsOf(g);
  }

  // About p walls at random, with a monotone staircase from the top-left corner
  // to the bottom-right one kept open (so A and B are joined).
  function randomWalls(n, p, seed) {
    var rand = rng(seed);
    var g = filled(n, '.');
    for (var r = 0; r < n; r++) for (var c = 0; c < n; c++) if (rand() < p) g[r][c] = '#';
    var y = 0;
    var x = 0;
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

  var SAMPLE = '2\n4\nA...\n.#..\n....\n...B\n4\nA...\n....\n..#.\n...B\n';

  RACE.examples = [
    { id: 'sample', title: 'Sample of the statement (2 boards: B, A)', text: SAMPLE },
    {
      id: 'doorway',
      title: 'B wins: the only doorway is in the middle',
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
      title: 'A wins: B cannot cover the middle layer',
      text: input([board([
        'A.......',
        '........',
        '........',
        '........',
        '........',
        '.....#..',
        '........',
        '.......B',
      ])]),
    },
    {
      id: 'odd',
      title: 'A wins: odd distance',
      text: input([board([
        'A.......',
        '........',
        '...##...',
        '...##...',
        '........',
        '........',
        '........',
        '......B.',
      ])]),
    },
    { id: 'open12', title: 'Open board 12 × 12', text: input([board(open(12))]) },
    { id: 'serp15', title: 'Serpentine maze 15 × 15', text: input([board(serpentine(15))]) },
    { id: 'walls20', title: 'Random walls (25%) 20 × 20', text: input([board(randomWalls(20, 0.25, 7))]) },
    {
      id: 'open300',
      title: 'Open board 300 × 300',
      make: function () {
        return input([board(open(300))]);
      },
    },
    {
      id: 'serp300',
      title: 'Serpentine maze 300 × 300',
      make: function () {
        return input([board(serpentine(300))]);
      },
    },
    {
      id: 'walls300',
      title: 'Random walls (20%) 300 × 300',
      make: function () {
        return input([board(randomWalls(300, 0.2, 2008))]);
      },
    },
  ];

  RACE.exampleText = function (ex) {
    return ex.make ? ex.make() : ex.text;
  };
  RACE.generators = { open: open, serpentine: serpentine, randomWalls: randomWalls, rng: rng };
})(typeof window !== 'undefined' ? window : globalThis);
