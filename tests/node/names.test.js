'use strict';
// core/names.js: the names of a solved graph's vertices in each of their three
// forms, and the start of a name as shown (a name can be megabytes long).
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadPageModule } = require('./helpers');

const N = loadPageModule('web/src/core/names.js');

test('clipName keeps a short name, cuts a long one at a character, never inside a surrogate pair', () => {
  assert.equal(N.clipName('abc', 5), 'abc');
  assert.equal(N.clipName('abcde', 5), 'abcde');
  assert.equal(N.clipName('abcdef', 5), 'abcd…');
  // five characters written in ten code units: kept whole
  assert.equal(N.clipName('😀😀😀😀😀', 5), '😀😀😀😀😀');
  assert.equal(N.clipName('😀😀😀😀😀😀', 5), '😀😀😀😀…');
  assert.equal(N.clipName('a😀😀😀😀😀😀', 5), 'a😀😀😀…');
  // a name of ten million characters: its start
  const huge = 'x'.repeat(10 * 1024 * 1024);
  const c = N.clipName(huge);
  assert.equal(c, 'x'.repeat(N.NAME_SHOWN_MAX - 1) + '…');
  assert.equal([...c].length, N.NAME_SHOWN_MAX);
});

test('vertexName and shownName read every form: an array, UTF-8 bytes, the numbers of the cp forms', () => {
  const enc = new TextEncoder();
  const long = 'q'.repeat(1000);
  const bytes = enc.encode(['a', 'б', long].join('\n') + '\n');
  const nameStart = Uint32Array.from([0, 2, 5, 1006]);
  const r = { n: 3, nameBytes: bytes, nameStart };
  assert.deepEqual([0, 1, 2].map((v) => N.vertexName(r, v)), ['a', 'б', long]);
  assert.equal(N.shownName(r, 2), 'q'.repeat(N.NAME_SHOWN_MAX - 1) + '…');
  assert.deepEqual(N.allNames(r), ['a', 'б', long]);
  assert.equal(N.vertexName({ n: 3, format: 'cp' }, 0), '1');
  assert.equal(N.vertexName({ n: 3, format: 'cp0' }, 0), '0');
  assert.equal(N.shownName({ names: ['x', 'y'] }, 1), 'y');
});
