// The race page's state in the URL fragment, readable and short for small boards:
//   #b=A...-.x..-....-...B~A...-....-..x.-...B&i=2&v=layers&s=5&line=full&jump=optional
// b: the boards, rows joined by '-', boards by '~' ('x' is a black square, '#'
// would end the fragment); i: the board shown (1-based); v: the colouring (a, b
// or layers); s: the step of the race shown; line: 'full' to replay the
// full-state solver's line; jump: the full-state solver's jump rule. Boards too
// big for a link are left out (MAX_BOARD_CHARS).
(function (root) {
  'use strict';
  var RACE = (root.RACE = root.RACE || {});

  var MAX_BOARD_CHARS = 6000;

  function rows(bd) {
    var out = [];
    var n = bd.n;
    for (var r = 0; r < n; r++) {
      var s = '';
      for (var c = 0; c < n; c++) {
        var q = r * n + c;
        s += q === bd.a ? 'A' : q === bd.b ? 'B' : bd.cells[q] ? '.' : '#';
      }
      out.push(s);
    }
    return out;
  }

  // Boards { n, cells, a, b } -> the official input.
  RACE.boardsText = function (boards) {
    return boards.length + '\n' + boards.map(function (bd) {
      return bd.n + '\n' + rows(bd).join('\n') + '\n';
    }).join('');
  };

  // The fragment for the state (without '#'); board is '' when too big.
  RACE.encodeState = function (st) {
    var parts = [];
    var total = 0;
    st.boards.forEach(function (bd) {
      total += bd.n * (bd.n + 1);
    });
    var tooBig = total > MAX_BOARD_CHARS;
    if (!tooBig && st.boards.length) {
      parts.push('b=' + st.boards.map(function (bd) {
        return rows(bd).join('-').replace(/#/g, 'x');
      }).join('~'));
    }
    if (st.index > 0) parts.push('i=' + (st.index + 1));
    if (st.mode && st.mode !== 'layers') parts.push('v=' + st.mode);
    if (!tooBig && st.step > 0) parts.push('s=' + st.step);
    if (st.line === 'full') parts.push('line=full');
    if (st.jump === 'optional') parts.push('jump=optional');
    return { hash: parts.join('&'), tooBig: tooBig };
  };

  // The fragment -> { text (official input, or null), index, mode, step, line, jump }.
  RACE.decodeState = function (hash) {
    var params = new URLSearchParams(String(hash || '').replace(/^#/, ''));
    var out = { text: null, index: 0, mode: 'layers', step: 0, line: 'race', jump: 'mandatory' };
    var b = params.get('b');
    if (b) {
      var boards = b.split('~').map(function (bd) {
        var rs = bd.split('-').map(function (r) {
          return r.replace(/x/g, '#');
        });
        return rs.length + '\n' + rs.join('\n') + '\n';
      });
      out.text = boards.length + '\n' + boards.join('');
    }
    var i = parseInt(params.get('i'), 10);
    if (i >= 1) out.index = i - 1;
    var v = params.get('v');
    if (v === 'a' || v === 'b' || v === 'layers') out.mode = v;
    var s = parseInt(params.get('s'), 10);
    if (s >= 0) out.step = s;
    if (params.get('line') === 'full') out.line = 'full';
    if (params.get('jump') === 'optional') out.jump = 'optional';
    return out;
  };
})(typeof window !== 'undefined' ? window : globalThis);
