// The state graph of a solved rules game in the graph text format (README, "The
// graph format"): a header comment, the start declared alone on the first line
// (so the text is never read as the competitive-programming form, and the start is
// vertex 1 again), then per position in order of exploration its fixed outcome
// (`u = win`) or its moves (`u v`), so the vertices are numbered as the positions.
// A name is the position's key where that is a token of the format; otherwise
// the characters the format cannot hold (blanks, '#', controls, and '%' itself)
// are written %XX (UTF-8, as encodeURIComponent), so names stay distinct.

import { outcomeName, fixedOutcome } from '../../../core/outcome.js';

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

// The head of the text: comments, then the start declared alone. r: a RulesSolution.
export function graphHead(r) {
  const title = String(r.title || 'rules').replace(/\s+/g, ' ');
  return [
    `# ${title}: the state graph of a rules script, ${r.n} positions, ${r.m} moves (gamegraph, rules.html)`,
    `# names: the positions' keys (%XX where a key holds a blank, '#', '%' or a control character)`,
    r.noMove === 'win' ? '# a player who cannot move WINS here: solve with --no-move win (or the switch on the graph page)' : '# a player who cannot move loses',
    graphName(r.key(0)),
  ].join('\n') + '\n';
}

// The lines of position u: its fixed outcome, or its moves (ids, in order).
export function graphLines(r, u, ids) {
  const name = graphName(r.key(u));
  if (r.fixed && r.fixed[u]) return name + ' = ' + outcomeName(fixedOutcome(r.fixed[u])) + '\n';
  let out = '';
  for (const v of ids) if (v >= 0) out += name + ' ' + graphName(r.key(v)) + '\n';
  return out;
}
