// Writes the generated inputs of the hostile catalogue (index.tsv) into a folder:
// the ones too large to keep in the repository, or made of arbitrary bytes.
//   node tests/hostile/make.js DIR
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node tests/hostile/make.js DIR');
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });
const put = (name, data) => fs.writeFileSync(path.join(dir, name), data);
const MB10 = 10 * 1000 * 1000;

// Every byte value, in a fixed pseudo-random order (NULs, controls, invalid UTF-8).
const bin = Buffer.alloc(65536);
let x = 12345;
for (let i = 0; i < bin.length; i++) {
  x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  bin[i] = x >>> 24;
}
put('binary.bin', bin);
// 10 MB on one line: a name, a LeetCode 913 adjacency list, a number.
put('line-10mb-name.txt', 'x'.repeat(MB10));
put('line-10mb-words.txt', 'a '.repeat(MB10 / 2));
const lists = [];
for (let i = 0, len = 1; len < MB10; i++) {
  const s = `[${(i + 1) % 500000},${(i + 7) % 500000}]`;
  lists.push(s);
  len += s.length + 1;
}
put('line-10mb-cat-mouse.txt', '[' + lists.join(',') + ']');
put('line-10mb-digits.txt', '9'.repeat(MB10));
// Deep nesting of brackets in the LeetCode formats (1 MB).
put('nested-brackets.txt', '['.repeat(1 << 20) + ']'.repeat(1 << 20));
// LeetCode 1728 with one row of 30000 cells and jumps of 1,000,000.
put('long-row-jumps.txt', '["C' + '.'.repeat(29998) + 'M"]\n1000000 1000000\n');
