// The presets of board.html, each in the text format of its source: the
// police-and-thief game of cp-algorithms' "Games on arbitrary graphs" (three
// boards on one maze: the police win, the thief escapes, a draw), a large open
// board, LeetCode 1728 and 913 (cat and mouse) and Baltic OI 2014 (cop and robber).
// Their titles and notes are strings: pg.preset.<id>, pg.presetNote.<id>.

function openBoard(n) {
  const rows = [n + ' ' + n];
  for (let r = 0; r < n; r++) {
    let s = '';
    for (let c = 0; c < n; c++) s += r === 0 && c === 0 ? 'P' : r === n - 1 && c === n - 1 ? 'T' : '.';
    rows.push(s);
  }
  return rows.join('\n') + '\n';
}

function matrix(n, edges) {
  const a = Array.from({ length: n }, () => new Array(n).fill(0));
  for (const [u, v] of edges) a[u][v] = a[v][u] = 1;
  return n + '\n' + a.map((r) => r.join(' ')).join('\n') + '\n';
}

function gridGraph(rows, cols) {
  const e = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = r * cols + c;
      if (c + 1 < cols) e.push([v, v + 1]);
      if (r + 1 < rows) e.push([v, v + cols]);
    }
  }
  return e;
}

export const PRESETS = [
  { id: 'article', format: 'police-thief', text: '8 10\nE....*....\n.**..*.**.\n.*........\n.*.****.*.\n...*..*...\n.*.*..*.*.\n.*.*T.*.*.\n...**...P.\n' },
  { id: 'escape', format: 'police-thief', text: '8 10\nP....*....\n.**..*.**.\n.*........\n.*.****.*.\n...*..*...\n.*.*..*.*.\n.*.*T.*.*.\n...**....E\n' },
  { id: 'draw', format: 'police-thief', text: '8 10\nE....*....\n.**..*.**.\n.*.......P\n.*.****.*.\n...*..*...\n.*.*T.*.*.\n.*....*.*.\n...**.....\n' },
  { id: 'open64', format: 'police-thief', text: openBoard(64), big: true },
  // as LeetCode shows the input of its example 1
  { id: 'lc1728', format: 'cat-mouse-grid', text: 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2\n' },
  { id: 'lc913', format: 'cat-mouse', text: 'graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n' },
  { id: 'boi-grid', format: 'cop-robber', text: matrix(12, gridGraph(3, 4)) },
  { id: 'boi-cycle', format: 'cop-robber', text: matrix(5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]) },
];

export const presetById = (id) => PRESETS.find((p) => p.id === id) || null;
