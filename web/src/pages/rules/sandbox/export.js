// The state graph of a solved rules game in the graph text format (README, "The
// graph format"): a header comment, the start declared alone on the first line
// (so the text is never read as the competitive-programming form, and the start is
// vertex 1 again), then per position in order of exploration its fixed outcome
// (`u = win`) or its moves (`u v`), so the vertices are numbered as the positions.
// A name is the position's key where that is a token of the format; otherwise
// the characters the format cannot hold (blanks, '#', controls, and '%' itself)
// are written %XX (UTF-8, as encodeURIComponent), so names stay distinct.

export function graphName(key) {
  const k = String(key);
  if (k === '') return '%';
  if (k === '=') return '%3D';
  return k.replace(/[%#\s\p{C}]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch (e) {
      return '%EF%BF%BD'; // a lone surrogate
    }
  });
}

const FIXED = ['', 'win', 'lose', 'draw'];

// r: a RulesSolution; forEachMove(r, f) calls f(u, v) for every move in order of u.
export function graphText(r, forEachMove) {
  const names = new Array(r.n);
  for (let i = 0; i < r.n; i++) names[i] = graphName(r.key(i));
  const title = String(r.title || 'rules').replace(/\s+/g, ' ');
  const out = [
    `# ${title}: the state graph of a rules script, ${r.n} positions, ${r.m} moves (gamegraph, rules.html)`,
    `# names: the positions' keys (%XX where a key holds a blank, '#', '%' or a control character)`,
    r.noMove === 'win' ? '# a player who cannot move WINS here: solve with --no-move win (or the switch on the graph page)' : '# a player who cannot move loses',
    names[0],
  ];
  let last = -1;
  const flushFixed = (upTo) => {
    for (let u = last + 1; u < upTo; u++) if (r.fixed && r.fixed[u]) out.push(names[u] + ' = ' + FIXED[r.fixed[u]]);
    last = upTo - 1;
  };
  forEachMove(r, (u, v) => {
    if (u > last) flushFixed(u + 1);
    out.push(names[u] + ' ' + names[v]);
  });
  flushFixed(r.n);
  return out.join('\n') + '\n';
}
