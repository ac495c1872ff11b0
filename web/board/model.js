// The board page's model: a grid (walls, exits) or a graph, the two pieces, the
// rules in the form of the rules panel, and the words of the game (police and
// thief, cat and mouse, cop and robber). Converts to the module's spec
// (solvePursuit) and from a parsed preset text; writes the article's text format.
(function () {
  'use strict';
  var PG = (window.PG = window.PG || {});

  // The words of each family of games.
  var WORDS = {
    'police-thief': {
      pursuer: 'police', evader: 'thief', Pursuer: 'Police', Evader: 'Thief', pl: 'P', el: 'T', exit: 'exit', anExit: 'an exit',
      pWins: 'Police catch the thief in {n}', eWins: 'The thief escapes in {n}',
      pEndless: 'The police win: endless play counts for them', eEndless: 'The thief wins: endless play counts for the thief',
      draw: 'Draw: the thief is never caught and never escapes',
      pursuerVerb: 'win', evaderVerb: 'wins', pMove: 'move', eMove: 'moves',
    },
    'cat-mouse': {
      pursuer: 'cat', evader: 'mouse', Pursuer: 'Cat', Evader: 'Mouse', pl: 'C', el: 'M', exit: 'hole', anExit: 'the hole',
      pWins: 'The cat wins in {n}', eWins: 'The mouse wins in {n}',
      pEndless: 'The cat wins: the mouse never gets there', eEndless: 'The mouse wins: endless play counts for the mouse',
      draw: 'Draw: the play goes on for ever',
      pursuerVerb: 'wins', evaderVerb: 'wins', pMove: 'moves', eMove: 'moves',
    },
    'cop-robber': {
      pursuer: 'cop', evader: 'robber', Pursuer: 'Cop', Evader: 'Robber', pl: 'C', el: 'R', exit: 'exit', anExit: 'an exit',
      pWins: 'The cop catches the robber in {n}', eWins: 'The robber wins in {n}',
      pEndless: 'The cop wins: endless play counts for the cop', eEndless: 'The robber escapes for ever',
      draw: 'Draw: the robber is never caught',
      pursuerVerb: 'wins', evaderVerb: 'wins', pMove: 'moves', eMove: 'moves',
    },
  };
  WORDS['cat-mouse-food'] = Object.assign({}, WORDS['cat-mouse'], { exit: 'food', anExit: 'the food' });
  PG.WORDS = WORDS;

  var STEPS4 = [[-1, 0], [1, 0], [0, -1], [0, 1]];
  var STEPS8 = STEPS4.concat([[-1, -1], [-1, 1], [1, -1], [1, 1]]);
  var KNIGHT = [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]];

  // The move sets of the rules panel.
  PG.MOVE_SETS = [
    { value: 'steps4', label: '4 directions' },
    { value: 'steps8', label: '8 directions' },
    { value: 'slides4', label: 'slide 4 dirs' },
    { value: 'slides8', label: 'slide 8 dirs' },
    { value: 'knight', label: 'knight jumps' },
    { value: 'none', label: 'no move' },
  ];

  function triples(list, reach) {
    var t = new Int32Array(list.length * 3);
    list.forEach(function (m, i) {
      t[3 * i] = m[0];
      t[3 * i + 1] = m[1];
      t[3 * i + 2] = reach;
    });
    return t;
  }

  function sideMoves(r) {
    switch (r.moves) {
      case 'steps4': return triples(STEPS4, 1);
      case 'steps8': return triples(STEPS8, 1);
      case 'slides4': return triples(STEPS4, r.reach);
      case 'slides8': return triples(STEPS8, r.reach);
      case 'knight': return triples(KNIGHT, 1);
      case 'none': return new Int32Array(0);
      default: return r.custom;
    }
  }

  // The rules panel's form of a side's moves, from (dr, dc, reach) triples.
  function movesOf(t) {
    var key = function (dr, dc) {
      return dr + ',' + dc;
    };
    var set = {};
    var reach = 0;
    var sameReach = true;
    var passMove = false;
    for (var i = 0; i < t.length; i += 3) {
      if (t[i] === 0 && t[i + 1] === 0) {
        passMove = true;
        continue;
      }
      set[key(t[i], t[i + 1])] = true;
      if (reach === 0) reach = t[i + 2];
      else if (reach !== t[i + 2]) sameReach = false;
    }
    var keys = Object.keys(set).sort().join(';');
    var same = function (list) {
      return list.map(function (m) {
        return key(m[0], m[1]);
      }).sort().join(';') === keys;
    };
    if (!passMove && sameReach) {
      if (keys === '') return { moves: 'none', reach: 1 };
      if (same(STEPS4)) return { moves: reach === 1 ? 'steps4' : 'slides4', reach: reach };
      if (same(STEPS8)) return { moves: reach === 1 ? 'steps8' : 'slides8', reach: reach };
      if (same(KNIGHT) && reach === 1) return { moves: 'knight', reach: 1 };
    }
    return { moves: 'custom', reach: 1, custom: t };
  }

  function defaultRules() {
    return {
      pursuer: { moves: 'steps8', reach: 1, pass: true },
      evader: { moves: 'steps4', reach: 1, pass: true },
      first: 'pursuer',
      drawAs: 'draw',
      pursuerExitWins: false,
      noMove: 'lose',
    };
  }

  // An empty grid with the article's rules.
  PG.newGrid = function (rows, cols) {
    return {
      kind: 'grid',
      rows: rows,
      cols: cols,
      walls: new Uint8Array(rows * cols),
      exits: new Uint8Array(rows * cols),
      pursuer: -1,
      evader: -1,
      rules: defaultRules(),
      family: 'police-thief',
      forbidden: { pursuer: null, evader: null },
    };
  };

  // A model from a spec as parsePursuitText returns it.
  PG.fromSpec = function (spec, family, labels) {
    var b = spec.board;
    var m;
    if (b.kind === 'grid') {
      m = PG.newGrid(b.rows, b.cols);
      m.walls = Uint8Array.from(b.blocked);
      m.exits = Uint8Array.from(b.exits);
    } else {
      m = {
        kind: 'graph',
        n: b.n,
        edges: Int32Array.from(b.edges),
        exits: Uint8Array.from(b.exits),
        labels: labels || null,
      };
    }
    var r = spec.rules;
    var p = b.kind === 'grid' ? movesOf(r.pursuer.moves) : { moves: 'edges', reach: 1 };
    var e = b.kind === 'grid' ? movesOf(r.evader.moves) : { moves: 'edges', reach: 1 };
    p.pass = !!r.pursuer.pass;
    e.pass = !!r.evader.pass;
    m.rules = {
      pursuer: p,
      evader: e,
      first: spec.start ? spec.start.first : 'pursuer',
      drawAs: r.drawAs,
      pursuerExitWins: !!r.pursuerExitWins,
      noMove: r.noMove,
    };
    m.forbidden = {
      pursuer: r.pursuer.forbidden ? Uint8Array.from(r.pursuer.forbidden) : null,
      evader: r.evader.forbidden ? Uint8Array.from(r.evader.forbidden) : null,
    };
    m.pursuer = spec.start ? spec.start.pursuer : -1;
    m.evader = spec.start ? spec.start.evader : -1;
    m.family = family;
    return m;
  };

  PG.numCells = function (m) {
    return m.kind === 'grid' ? m.rows * m.cols : m.n;
  };

  PG.isWall = function (m, c) {
    return m.kind === 'grid' && m.walls[c] === 1;
  };

  PG.numPositions = function (m) {
    if (m.kind !== 'grid') return m.n;
    var p = 0;
    for (var i = 0; i < m.walls.length; i++) if (!m.walls[i]) p++;
    return p;
  };

  // What is wrong with the model before solving (null: nothing).
  PG.problem = function (m) {
    var w = PG.words(m);
    if (m.pursuer < 0) return 'Place the ' + w.pursuer + ' on the board (tool ' + w.Pursuer + ').';
    if (m.evader < 0) return 'Place the ' + w.evader + ' on the board (tool ' + w.Evader + ').';
    return null;
  };

  // The words in the interface's language: English above, others from
  // web/i18n/<lang>.js ('pg.words', by family), where they are loaded.
  function localWords(family) {
    var w = WORDS[family];
    var GG = typeof window !== 'undefined' ? window.GG : null;
    if (!GG || !GG.strings) return w;
    var table = GG.strings[GG.lang] && GG.strings[GG.lang]['pg.words'];
    return table && table[family] ? Object.assign({}, w, table[family]) : w;
  }
  PG.localWords = localWords;

  PG.words = function (m) {
    return localWords(WORDS[m.family] ? m.family : 'police-thief');
  };

  // The module's spec (solvePursuit).
  PG.toSpec = function (m) {
    var grid = m.kind === 'grid';
    var side = function (k) {
      var r = m.rules[k];
      return { moves: grid ? sideMoves(r) : undefined, pass: r.pass, forbidden: m.forbidden[k] || undefined };
    };
    var board = grid
      ? { kind: 'grid', rows: m.rows, cols: m.cols, blocked: m.walls, exits: m.exits }
      : { kind: 'graph', n: m.n, edges: m.edges, exits: m.exits };
    return {
      board: board,
      rules: {
        pursuer: side('pursuer'),
        evader: side('evader'),
        pursuerExitWins: m.rules.pursuerExitWins,
        drawAs: m.rules.drawAs,
        noMove: m.rules.noMove,
      },
      start: m.pursuer >= 0 && m.evader >= 0 ? { pursuer: m.pursuer, evader: m.evader, first: m.rules.first } : null,
    };
  };

  // The article's text format (police P, thief T, walls *, exits E).
  PG.toText = function (m) {
    var lines = [m.rows + ' ' + m.cols];
    for (var r = 0; r < m.rows; r++) {
      var s = '';
      for (var c = 0; c < m.cols; c++) {
        var i = r * m.cols + c;
        s += i === m.pursuer ? 'P' : i === m.evader ? 'T' : m.walls[i] ? '*' : m.exits[i] ? 'E' : '.';
      }
      lines.push(s);
    }
    return lines.join('\n') + '\n';
  };

  // The same board, rows x cols, its content kept at the top left.
  PG.resize = function (m, rows, cols) {
    var n = PG.newGrid(rows, cols);
    n.rules = m.rules;
    n.family = m.family;
    var move = function (c) {
      if (c < 0) return -1;
      var r = Math.floor(c / m.cols);
      var k = c % m.cols;
      return r < rows && k < cols ? r * cols + k : -1;
    };
    for (var i = 0; i < m.rows * m.cols; i++) {
      var j = move(i);
      if (j < 0) continue;
      n.walls[j] = m.walls[i];
      n.exits[j] = m.exits[i];
    }
    n.pursuer = move(m.pursuer);
    n.evader = move(m.evader);
    if (n.pursuer >= 0) n.walls[n.pursuer] = 0;
    if (n.evader >= 0) n.walls[n.evader] = 0;
    return n;
  };

  // Which preset format a pasted text is in.
  PG.detectFormat = function (text) {
    var t = text.replace(/^\uFEFF/, '').trimStart();
    if (t.startsWith('[')) {
      return /^\[\s*"/.test(t) ? 'cat-mouse-grid' : 'cat-mouse';
    }
    var lines = t.split(/\r?\n/);
    var head = lines[0].trim().split(/\s+/);
    if (head.length === 1 && /^\d+$/.test(head[0]) && lines.length > 1 && /^[01](\s+[01])*\s*$/.test(lines[1].trim())) {
      return 'cop-robber';
    }
    return 'police-thief';
  };

  PG.FAMILY_OF_FORMAT = {
    'police-thief': 'police-thief',
    'cat-mouse-grid': 'cat-mouse-food',
    'cat-mouse': 'cat-mouse',
    'cop-robber': 'cop-robber',
  };

  // A cell or vertex for people: "(row, column)" 1-based, or the vertex's label.
  PG.where = function (m, c) {
    if (m.kind === 'grid') return '(' + (Math.floor(c / m.cols) + 1) + ', ' + ((c % m.cols) + 1) + ')';
    return m.labels ? m.labels[c] : String(c);
  };

  PG.plural = function (n, one, many) {
    return n + ' ' + (n === 1 ? one : many);
  };

  // The sentence for a state's result: "Police catch the thief in 9 moves".
  PG.verdict = function (m, info) {
    var w = PG.words(m);
    var GG = typeof window !== 'undefined' ? window.GG : null;
    if (GG && GG.t && GG.lang !== 'en') {
      if (info.ended) {
        var v = { p: w.Pursuer, e: w.Evader, atExit: w.atExit || '' };
        return GG.t(info.pursuer === info.evader ? 'pg.v.caughtAtOnce' : info.winner === 2 ? 'pg.v.evaderAtOnce' : 'pg.v.pursuerAtOnce', v);
      }
      var n = GG.t('pg.nMoves', { count: info.depth });
      if (info.winner === 1) return info.depth >= 0 ? w.pWins.replace('{n}', n) : w.pEndless;
      if (info.winner === 2) return info.depth >= 0 ? w.eWins.replace('{n}', n) : w.eEndless;
      return w.draw;
    }
    if (info.ended) {
      if (info.pursuer === info.evader) return 'The ' + w.pursuer + ' ' + w.pursuerVerb + ' at once: both pieces start on one ' + (m.kind === 'grid' ? 'cell' : 'vertex');
      if (info.winner === 2) return 'The ' + w.evader + ' ' + w.evaderVerb + ' at once: it starts on ' + w.anExit;
      return 'The ' + w.pursuer + ' ' + w.pursuerVerb + ' at once: ' + (w.pMove === 'move' ? 'they start' : 'it starts') + ' on ' + w.anExit;
    }
    var moves = PG.plural(info.depth, 'move', 'moves');
    if (info.winner === 1) return info.depth >= 0 ? w.pWins.replace('{n}', moves) : w.pEndless;
    if (info.winner === 2) return info.depth >= 0 ? w.eWins.replace('{n}', moves) : w.eEndless;
    return w.draw;
  };
})();
