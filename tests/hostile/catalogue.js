'use strict';
// The catalogue of hostile inputs (index.tsv: input, command, exit code, the
// module's error code, the message expected), read by tests/node/hostile.test.js
// and tests/browser/hostile.test.js.
const fs = require('fs');
const path = require('path');

const dir = __dirname;

function readCatalogue() {
  return fs
    .readFileSync(path.join(dir, 'index.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [input, command, exit, code, expect] = l.split('\t');
      return { input, command, exit: Number(exit), code, expect: expect || '' };
    });
}

module.exports = { dir, readCatalogue };
