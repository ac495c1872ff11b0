// Shared by the tests of partizan games (not a test file itself): a plain oracle of
// outcomes for both starters, and classic games written as partizan graph texts
// by code of their own (not the rules engine's, nor the solver's).
'use strict';

// Win / lose / draw and depth for both starters by rounds (as tests/native's
// naive::outcomes): round 0, no move: lose, and the fixed states (fixed[s][p]: 1
// win, 2 lose, 3 draw, 0 none; optional) as fixed; round k: a move to a state lost
// before wins, all moves to states won before lose. side 0: Left to move. result:
// 0 draw, 1 win, 2 lose; depth -1 for a draw.
function fixpoint(n, moves, fixed) {
  const result = [Array(n).fill(0), Array(n).fill(0)];
  const round = [Array(n).fill(-1), Array(n).fill(-1)];
  for (let s = 0; s < 2; s++) {
    for (let p = 0; p < n; p++) {
      const f = fixed ? fixed[s][p] : 0;
      if (f === 1 || f === 2) (result[s][p] = f), (round[s][p] = 0);
      else if (f === 3) round[s][p] = -2; // decided: a draw
      else if (moves[s][p].length === 0) (result[s][p] = 2), (round[s][p] = 0);
    }
  }
  for (let k = 1; ; k++) {
    let any = false;
    for (let s = 0; s < 2; s++) {
      for (let p = 0; p < n; p++) {
        if (round[s][p] !== -1) continue;
        const done = (q) => round[1 - s][q] >= 0 && round[1 - s][q] < k;
        const win = moves[s][p].some((q) => done(q) && result[1 - s][q] === 2);
        const lose = moves[s][p].every((q) => done(q) && result[1 - s][q] === 1);
        if (win || lose) {
          result[s][p] = win ? 1 : 2;
          round[s][p] = k;
          any = true;
        }
      }
    }
    if (!any) return { result, depth: round.map((r) => r.map((d) => (d < 0 ? -1 : d))) };
  }
}

// A canonical form (nested arrays [[Left options], [Right options]]) with each list
// sorted, so that two stores' forms of one game compare equal whatever order their
// games were made in.
function sortedForm(f) {
  const side = (list) => list.map(sortedForm).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return [side(f[0]), side(f[1])];
}

// The example scripts of partizan games (examples/rules; tests/node/gallery-partizan.test.js checks them).
const PARTIZAN_EXAMPLES = ['domineering', 'hackenbush', 'cutcake', 'toads-and-frogs', 'partizan-subtraction', 'tug-of-war'];

// Domineering on a rows x cols board, as a text: positions are the boards ('.'
// free, 'x' covered, rows joined by '/'); Left places vertically, Right
// horizontally.
function domineeringText(rows, cols) {
  const full = Array.from({ length: rows }, () => '.'.repeat(cols)).join('/');
  const seen = new Set([full]);
  const todo = [full];
  const lines = [full];
  while (todo.length) {
    const b = todo.pop();
    const g = b.split('/').map((row) => row.split(''));
    for (let i = 0; i < rows; i++) {
      for (let j = 0; j < cols; j++) {
        for (const [side, di, dj] of [['L', 1, 0], ['R', 0, 1]]) {
          if (i + di >= rows || j + dj >= cols || g[i][j] !== '.' || g[i + di][j + dj] !== '.') continue;
          const h = g.map((row) => row.slice());
          h[i][j] = h[i + di][j + dj] = 'x';
          const next = h.map((row) => row.join('')).join('/');
          lines.push(`${b} ${side} ${next}`);
          if (!seen.has(next)) {
            seen.add(next);
            todo.push(next);
          }
        }
      }
    }
  }
  return lines.join('\n') + '\n';
}

// Toads and Frogs on a row (T Left's toads move right, F Right's frogs left, one
// step into an empty cell or a jump over one of the other kind), as a text.
function toadsText(start) {
  const seen = new Set([start]);
  const todo = [start];
  const lines = [start];
  while (todo.length) {
    const s = todo.pop();
    for (let i = 0; i < s.length; i++) {
      const dir = s[i] === 'T' ? 1 : s[i] === 'F' ? -1 : 0;
      if (!dir) continue;
      const other = s[i] === 'T' ? 'F' : 'T';
      let to = -1;
      if (s[i + dir] === '.') to = i + dir;
      else if (s[i + dir] === other && s[i + 2 * dir] === '.') to = i + 2 * dir;
      if (to < 0) continue;
      const t = s.split('');
      t[i] = '.';
      t[to] = s[i];
      const next = t.join('');
      lines.push(`${s} ${dir > 0 ? 'L' : 'R'} ${next}`);
      if (!seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return lines.join('\n') + '\n';
}

// Domineering as a rules script: tests/rules/domineering-small.js (the rules page's
// tests load it as it is) on a rows x cols board, `covered` the character of a
// covered cell ('#' in the file; 'x' where the script is compared with
// domineeringText's positions).
const DOMINEERING_SCRIPT = require('fs').readFileSync(require('path').join(__dirname, '..', 'rules', 'domineering-small.js'), 'utf8');
function domineeringScript(rows, cols, covered = '#') {
  const sized = DOMINEERING_SCRIPT.replace('Domineering 2 x 2', `Domineering ${rows} x ${cols}`).replace('Доміно 2 x 2', `Доміно ${rows} x ${cols}`)
    .replace("const ROWS = 2, COLS = 2;\nconst start = '../..'", `const ROWS = ${rows}, COLS = ${cols};\nconst start = '${Array(rows).fill('.'.repeat(cols)).join('/')}'`);
  if (sized === DOMINEERING_SCRIPT && (rows !== 2 || cols !== 2)) throw new Error('tests/rules/domineering-small.js changed: its size lines are not where they were');
  return sized.replace("= '#';", `= '${covered}';`);
}

module.exports = { fixpoint, sortedForm, domineeringText, domineeringScript, toadsText, PARTIZAN_EXAMPLES };
