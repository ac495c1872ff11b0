// What the rules page accepts from its sandbox, without a browser: the plain colour
// syntax of a legend (web/src/pages/rules/plain-color.js: never a URL, var() or
// another function).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const M = loadPageModule({
  contents: "export { plainColor } from './web/src/pages/rules/plain-color.js';",
});

test('legend colours: plain colour syntax only', () => {
  const ok = ['#0a0', '#0a0f', '#00aa00', '#00aa00ff', 'rgb(0, 128, 0)', 'rgba(0,128,0,0.5)', 'rgb(0 128 0 / 50%)', 'hsl(120deg 50% 40%)', 'hsla(120, 50%, 40%, .5)', 'teal', 'transparent', 'RebeccaPurple'];
  const bad = [
    'var(--x, url(http://127.0.0.1:8839/leak))', 'url(http://x/)', 'rgb(var(--a), 0, 0)', 'rgb(calc(1px), 0, 0)', 'color-mix(in srgb, red, blue)',
    'image-set("x.png" 1x)', '#0a', '#00aa00f', 'red;background:url(x)', 'inherit', 'currentColor', 'none', '', ' red', 'red ', 'x'.repeat(100), null, 7, { toString: () => 'red' },
    'rgb(0,0,0,0,0)', 'rgb(0)', 'env(x)', 'attr(x)',
  ];
  for (const c of ok) assert.equal(M.plainColor(c), true, c);
  for (const c of bad) assert.equal(M.plainColor(c), false, String(c));
});
