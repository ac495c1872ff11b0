// The presets of board.html, each in the text format of its source: the
// police-and-thief game of cp-algorithms' "Games on arbitrary graphs" (three
// boards on one maze: the police win, the thief escapes, a draw), a large open
// board, LeetCode 1728 and 913 (cat and mouse) and Baltic OI 2014 (cop and robber).
(function () {
  'use strict';
  var PG = (window.PG = window.PG || {});

  function openBoard(n) {
    var rows = [n + ' ' + n];
    for (var r = 0; r < n; r++) {
      var s = '';
      for (var c = 0; c < n; c++) s += r === 0 && c === 0 ? 'P' : r === n - 1 && c === n - 1 ? 'T' : '.';
      rows.push(s);
    }
    return rows.join('\n') + '\n';
  }

  function matrix(n, edges) {
    var a = [];
    for (var i = 0; i < n; i++) a.push(new Array(n).fill(0));
    edges.forEach(function (e) {
      a[e[0]][e[1]] = a[e[1]][e[0]] = 1;
    });
    return n + '\n' + a.map(function (r) {
      return r.join(' ');
    }).join('\n') + '\n';
  }

  function gridGraph(rows, cols) {
    var e = [];
    for (var r = 0; r < rows; r++) {
      for (var c = 0; c < cols; c++) {
        var v = r * cols + c;
        if (c + 1 < cols) e.push([v, v + 1]);
        if (r + 1 < rows) e.push([v, v + cols]);
      }
    }
    return e;
  }

  PG.PRESETS = [
    {
      id: 'article',
      title: 'Police and thief: the article’s game',
      format: 'police-thief',
      note: 'The rules of the cp-algorithms article: the police step in 8 directions, the thief in 4, both may wait, the police move first.',
      text: '8 10\nE....*....\n.**..*.**.\n.*........\n.*.****.*.\n...*..*...\n.*.*..*.*.\n.*.*T.*.*.\n...**...P.\n',
    },
    {
      id: 'escape',
      title: 'Police and thief: the thief escapes',
      format: 'police-thief',
      note: 'The same maze, the exit moved next to the thief’s corner: the police cannot get between.',
      text: '8 10\nP....*....\n.**..*.**.\n.*........\n.*.****.*.\n...*..*...\n.*.*..*.*.\n.*.*T.*.*.\n...**....E\n',
    },
    {
      id: 'draw',
      title: 'Police and thief: a draw',
      format: 'police-thief',
      note: 'The police must guard the exit and cannot leave it to chase the thief, who cannot get past: nobody wins.',
      text: '8 10\nE....*....\n.**..*.**.\n.*.......P\n.*.****.*.\n...*..*...\n.*.*T.*.*.\n.*....*.*.\n...**.....\n',
    },
    {
      id: 'open64',
      title: 'A large open board: 64 × 64 (33.5 million positions)',
      format: 'police-thief',
      note: '4096 free cells, so 2 × 4096² = 33,554,432 positions: solved in a Web Worker, the page stays usable.',
      text: openBoard(64),
      big: true,
    },
    {
      id: 'lc1728',
      title: 'Cat and mouse II (LeetCode 1728, example 1)',
      format: 'cat-mouse-grid',
      note: 'The mouse moves first; each side jumps up to catJump / mouseJump cells in a straight line; whoever reaches the food first wins, the cat also by catching the mouse; endless play counts for the cat.',
      text: '["####F","#C...","M...."]\n1 2\n',
    },
    {
      id: 'lc913',
      title: 'Cat and mouse on a graph (LeetCode 913, example 1)',
      format: 'cat-mouse',
      note: 'The mouse starts on vertex 1 and moves first, the cat on 2; vertex 0 is the hole (the mouse wins there, the cat may not enter it); both must move.',
      text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n',
    },
    {
      id: 'boi-grid',
      title: 'Cop and robber on a 3 × 4 grid (BOI 2014, test 8)',
      format: 'cop-robber',
      note: 'Baltic OI 2014: the cop chooses a corner, then the robber; the cop moves first and may wait, the robber must move. The question: is there a corner from which the cop always wins?',
      text: matrix(12, gridGraph(3, 4)),
    },
    {
      id: 'boi-cycle',
      title: 'Cop and robber on a 5-cycle (BOI 2014, example)',
      format: 'cop-robber',
      note: 'On a cycle of five corners the robber always keeps away: the cop can never win.',
      text: matrix(5, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]),
    },
  ];
})();
