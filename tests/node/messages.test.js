// The solver's messages in the reader's language (web/src/core/messages.js): every
// parse error, memory refusal and Grundy refusal the module gives for a catalogue
// of bad inputs is recognised; in English the page's strings give back the
// module's own text exactly, in Ukrainian the message keeps its numbers and the
// quoted input and leaves no English word but the format's own keywords.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const { root, GameGraph, loadPageModule } = require('./helpers.js');
// The page's ES modules, bundled to CommonJS for this test.
const M = loadPageModule({
  contents: "export * from './web/src/core/messages.js'; export { setLang } from './web/src/core/i18n.js';",
});

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// [text, options, key expected] — one input for each message of the parsers.
const CASES = [
  ['a b\u0001\n', {}, 'msg.control'],
  ['a b = win x\n', {}, 'msg.unexpected'],
  ['= win\n', {}, 'msg.nameBeforeEq'],
  ['a b c\n', {}, 'msg.afterEdge'],
  ['a =\n', {}, 'msg.outcomeMissing'],
  ['a = maybe\n', {}, 'msg.outcomeBad'],
  ['a = win\na = lose\n', {}, 'msg.refixed'],
  ['', { format: 'cp' }, 'msg.header'],
  ['3 2 1\n', { format: 'cp' }, 'msg.headerAlone'],
  ['3\n', { format: 'cp' }, 'msg.headerNoM'],
  ['x 2\n', { format: 'cp' }, 'msg.headerN'],
  ['3 y\n', { format: 'cp' }, 'msg.headerM'],
  ['99999999999 0\n', { format: 'cp' }, 'msg.nTooBig'],
  ['3 3000000000\n', { format: 'cp' }, 'msg.mTooBig'],
  ['2 1\n1 2\n2 1\n', { format: 'cp' }, 'msg.moreEdges'],
  ['2 1\n1 2 2\n', { format: 'cp' }, 'msg.thirdToken'],
  ['2 1\n1\n', { format: 'cp' }, 'msg.oneToken'],
  ['2 1\n1 x\n', { format: 'cp' }, 'msg.vertexNumber'],
  ['2 1\n1 3\n', { format: 'cp' }, 'msg.outOfRange'],
  ['2 1\n0 3\n', { format: 'cp0' }, 'msg.outOfRange'],
  ['2 2\n1 2\n', { format: 'cp' }, 'msg.fewerEdges'],
  ['100000000 0\n', {}, 'msg.headerMemory'],
  ['a b\nb c\n', { maxMemory: 64 }, 'msg.graphMemory'],
];

function messageOf(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof gg.GameGraphError, String(e));
    return e.message;
  }
  assert.fail('no error');
}

const ALLOWED = new Set(['win', 'lose', 'draw', 'maybe']); // the format's keywords, the input quoted

test('every message of the module: English as the module says it, Ukrainian with no English left', () => {
  const messages = CASES.map(([text, opts]) => messageOf(() => gg.solveGraphText(text, opts)));
  messages.push(messageOf(() => gg.grundyGraphText('a b\nb = win\n')));
  // the partizan graph text's (the graph page reads partizan graphs too)
  for (const [text, opts] of [['a L b c\n'], ['a = win\n'], ['a b c\n'], ['a L\n'], ['a R\n'], ['a L b\n', { maxMemory: 64 }]]) {
    messages.push(messageOf(() => gg.solvePartizanText(text, opts)));
  }
  for (const msg of messages) {
    M.setLang('en');
    assert.equal(M.localMessage(msg), msg);
    M.setLang('uk');
    const uk = M.localMessage(msg);
    assert.notEqual(uk, msg, `not recognised: ${msg}`);
    for (const n of msg.match(/\d+/g) || []) assert.ok(uk.includes(n) || /\d,\d/.test(uk), `${n} lost in ${uk}`);
    for (const q of msg.match(/'[^' ]+'/g) || []) assert.ok(uk.includes(q), `${q} lost in ${uk}`);
    const english = (uk.replace(/'[^']*'/g, '').match(/[A-Za-z]{3,}/g) || []).filter((w) => !ALLOWED.has(w));
    assert.deepEqual(english, [], uk);
  }
  M.setLang('uk');
  assert.equal(M.localMessage(messages[0]), 'рядок 1, стовпець 4: неочікуваний керівний символ (байт 1)');
  assert.match(M.localMessage(messages[CASES.length - 3 + 1]), /^рядок 1: заголовок оголошує 100000000 вершин і 0 ходів: .* 4,09 ГіБ пам’яті, більше за бюджет 1,00 ГіБ$/);
  // quoted input holding quotes and the words of the message
  assert.equal(M.localMessage(messageOf(() => gg.solveGraphText("a b c'd:\n"))),
    "рядок 1, стовпець 5: неочікуване 'c'd:' після ходу 'a b': рядок містить хід 'u v', вершину 'u' або результат 'u = win|lose|draw'");
  // an unknown message is shown as it is
  assert.equal(M.localMessage('something new'), 'something new');
  M.setLang('en');
});

test('the keys of the messages are in both languages', () => {
  const en = JSON.parse(fs.readFileSync(path.join(root, 'web', 'src', 'i18n', 'en.json'), 'utf8'));
  const uk = JSON.parse(fs.readFileSync(path.join(root, 'web', 'src', 'i18n', 'uk.json'), 'utf8'));
  for (const k of M.MESSAGE_KEYS) {
    assert.equal(typeof en[k], 'string', k);
    assert.equal(typeof uk[k], 'string', k);
  }
});
