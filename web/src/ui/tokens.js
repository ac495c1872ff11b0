// The colour tokens of styles/tokens.css as code reads them (the drawings on a
// canvas or of Cytoscape, which CSS does not reach), and the arithmetic of colours.
//
//   readTokens(el, { key: '--name' })   -> { key: its value on el }
//   hexRgb('#rrggbb') -> [r, g, b]; rgbCss([r, g, b]) -> 'rgb(r,g,b)'; mix(c0, c1, t); luminance(c)
//   onSchemeChange(f)   f() whenever the system turns light or dark

// The light values of the tokens the drawings read, for a document without
// tokens.css (the <game-graph> element before its stylesheet has come).
const LIGHT = {
  '--win': '#0072B2',
  '--win-ink': '#ffffff',
  '--lose': '#E69F00',
  '--lose-ink': '#1a1a1a',
  '--lose-edge': '#D55E00',
  '--draw': '#BBBBBB',
  '--draw-ink': '#1a1a1a',
  '--left': '#009E73',
  '--left-ink': '#1a1a1a',
  '--right': '#CC79A7',
  '--right-ink': '#1a1a1a',
  '--pursuer': '#0072B2',
  '--evader': '#E69F00',
  '--exit': '#009E73',
  '--wall': '#3d444d',
  '--field': '#ffffff',
  '--line': '#dde1e6',
  '--ink': '#1b1f24',
  '--focus': '#2f6fc4',
};

// The CSS custom properties of el (the tokens of styles/tokens.css), by key:
// names { key: '--name' } -> { key: its value, trimmed, or its light value ('' if none) }.
export function readTokens(el, names) {
  const cs = el ? getComputedStyle(el) : null;
  const out = {};
  for (const [key, name] of Object.entries(names)) out[key] = (cs && cs.getPropertyValue(name).trim()) || LIGHT[name] || '';
  return out;
}

// '#rrggbb' -> [r, g, b] (grey for anything else).
export function hexRgb(s) {
  const m = /^#([0-9a-f]{6})$/i.exec(String(s || '').trim());
  if (!m) return [128, 128, 128];
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
export const rgbCss = (c) => 'rgb(' + Math.round(c[0]) + ',' + Math.round(c[1]) + ',' + Math.round(c[2]) + ')';
// c0 to c1 by t in 0..1
export const mix = (c0, c1, t) => [c0[0] + (c1[0] - c0[0]) * t, c0[1] + (c1[1] - c0[1]) * t, c0[2] + (c1[2] - c0[2]) * t];
export const luminance = (c) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

// f() whenever the system turns light or dark (the tokens change with it).
export function onSchemeChange(f) {
  const mq = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)');
  if (mq && mq.addEventListener) mq.addEventListener('change', f);
}
