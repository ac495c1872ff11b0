'use strict';
// web/src/core/files.js: CSV fields as a spreadsheet reads them (OWASP "CSV
// injection": a cell that would start a formula is shown as text).
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers.js');

const F = loadPageModule('web/src/core/files.js');

test('a field that a spreadsheet would run is prefixed with an apostrophe and quoted', () => {
  assert.equal(F.csvField('=1+2'), `"'=1+2"`);
  assert.equal(F.csvField('@SUM(A1)'), `"'@SUM(A1)"`);
  assert.equal(F.csvField('+cmd|x'), `"'+cmd|x"`);
  assert.equal(F.csvField('-2+3'), `"'-2+3"`);
  assert.equal(F.csvField('-1/2'), `"'-1/2"`); // a game's value: an expression, kept as text
  assert.equal(F.csvField('\tx'), `"'\tx"`);
  assert.equal(F.csvField('\rx'), `"'\rx"`);
  assert.equal(F.csvField('-'), `"'-"`);
  assert.equal(F.csvField('-e5'), `"'-e5"`);
  // (a number followed by anything is no longer only a number)
  assert.equal(F.csvField('-1\n=1+1'), `"'-1\n=1+1"`);
  assert.equal(F.csvField('-1 '), `"'-1 "`);
  assert.equal(F.csvField('-1,5'), `"'-1,5"`);
});

test('numbers, and text that is only a number, pass as they are', () => {
  assert.equal(F.csvField(-3), '-3');
  assert.equal(F.csvField('-3'), '-3');
  assert.equal(F.csvField('+2'), '+2');
  assert.equal(F.csvField('-1.5'), '-1.5');
  assert.equal(F.csvField('-.5'), '-.5');
  assert.equal(F.csvField('-2e10'), '-2e10');
  assert.equal(F.csvField('12'), '12');
  // (not the number -Infinity, which a spreadsheet reads as a formula)
  assert.equal(F.csvField(-Infinity), `"'-Infinity"`);
  assert.equal(F.csvField(Infinity), 'Infinity');
  assert.equal(F.csvField(NaN), 'NaN');
});

test('quotes, commas and line breaks are quoted; a whole table', () => {
  assert.equal(F.csvField('a,b'), '"a,b"');
  assert.equal(F.csvField('say "hi"'), '"say ""hi"""');
  assert.equal(F.csvField('two\nlines'), '"two\nlines"');
  assert.equal(F.csvField('plain'), 'plain');
  assert.equal(F.csv(['key', 'depth'], [['-3', 2], ['=x', '']]), `key,depth\n-3,2\n"'=x",\n`);
});
