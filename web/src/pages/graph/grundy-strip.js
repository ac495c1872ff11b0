// The values of a numbered graph as a strip (the Grundy card, under the sum): when
// the vertices are named one prefix and the numbers 0..N (p0 … p14, h0 … h4, 0 … 9),
// a row of cells 0..N coloured by value, and the period the values repeat with
// once it has been seen at least twice (a subtraction game's period 7), marked.
import { escapeHtml as esc } from '../../core/dom.js';

// Light fills with dark ink (the same in both themes): value 0 first.
const FILLS = ['#f4a3a3', '#a8d8a0', '#9cc3ec', '#f5d37a', '#d3a8e8', '#8fd6cf', '#f3b57d', '#c9c98a', '#e8a6c9', '#b0b8f0'];
const INF_FILL = '#d0d0d0';
const MIN = 4; // at least 0..3

// The values by number, or null when the names are not one prefix and 0..N.
function numbered(r) {
  if (r.n < MIN || r.n > 1000) return null;
  const byNumber = new Array(r.n).fill(-1);
  let prefix = null;
  for (let v = 0; v < r.n; v++) {
    const m = /^(\D*?)(0|[1-9]\d*)$/.exec(r.names[v]);
    if (!m) return null;
    if (prefix === null) prefix = m[1];
    else if (m[1] !== prefix) return null;
    const k = Number(m[2]);
    if (k >= r.n || byNumber[k] >= 0) return null;
    byNumber[k] = v;
  }
  return { prefix, vertices: byNumber };
}

// The smallest period p (and from where) seen at least twice in full, or null.
function period(labels) {
  const n = labels.length;
  for (let p = 1; 2 * p <= n; p++) {
    for (let pre = 0; pre + 2 * p <= n; pre++) {
      let ok = true;
      for (let i = pre; i + p < n && ok; i++) ok = labels[i] === labels[i + p];
      if (ok) return { p, from: pre };
    }
  }
  return null;
}

// The strip as SVG (presentation attributes only: no style, for the strict CSP).
export function renderStrip(r, label) {
  const num = numbered(r);
  if (!num) return null;
  const labels = num.vertices.map((v) => label(r, v));
  const per = period(labels);
  const W = 30;
  const H = 30;
  const top = 16;
  const width = labels.length * W + 2;
  const parts = [];
  labels.forEach((text, k) => {
    const v = num.vertices[k];
    const g = r.grundy[v];
    const fill = g < 0 ? INF_FILL : FILLS[g % FILLS.length];
    const x = 1 + k * W;
    parts.push('<g class="gy-cell" data-k="' + k + '" data-value="' + esc(text) + '"><title>' + esc(r.names[v] + ': ' + text) + '</title>' +
      '<rect x="' + x + '" y="' + top + '" width="' + W + '" height="' + H + '" fill="' + fill + '" stroke="#555" stroke-width="0.5"/>' +
      '<text x="' + (x + W / 2) + '" y="' + (top + H / 2 + 4) + '" text-anchor="middle" font-size="' + (text.length > 3 ? 8 : 12) + '" fill="#1a1a1a">' + esc(text) + '</text>' +
      '<text x="' + (x + W / 2) + '" y="11" text-anchor="middle" font-size="9" fill="currentColor">' + k + '</text></g>');
  });
  if (per && per.p > 1) {
    for (let k = per.from; k <= labels.length; k += per.p) {
      const x = 1 + k * W;
      parts.push('<line class="gy-period" x1="' + x + '" y1="' + (top - 3) + '" x2="' + x + '" y2="' + (top + H + 3) + '" stroke="currentColor" stroke-width="2.5"/>');
    }
  }
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + (top + H + 4) + '" viewBox="0 0 ' + width + ' ' + (top + H + 4) +
    '" role="img"' + (labels.length <= 40 ? ' class="fit"' : '') + '>' + parts.join('') + '</svg>';
  return { svg, first: r.names[num.vertices[0]], last: r.names[num.vertices[labels.length - 1]], n: labels.length, period: per };
}
