// The simplification of a partizan game to its canonical form step by step in the
// module (partizanSteps, partizanFormSteps; solver/partizan/canonical_steps.*):
// known values with their steps, every position of Domineering (a graph text and
// a rules script) ending in the value the solve gives, games too big for steps,
// and the errors.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');

const { GameGraph } = require('./helpers.js');
const { domineeringText } = require('./partizan-games.js');

let gg;
test.before(async () => {
  gg = await GameGraph();
});

const PM = '\u00b1';
const zero = [[], []];
const star = [[zero], [zero]];
const one = [[zero], []];
const two = [[one], []];
const half = [[zero], [one]];
const up = [[zero], [star]];
const kinds = (s) => s.steps.map((x) => x.kind);

test('known values: {1/2 | 2} = 1, {0, * | 0} = ^*, {0 | *} = ^, {1 | 0, *}, {* | } = 0, {^ | } = 1, ±1', () => {
  let s = gg.partizanFormSteps([half], [two]);
  assert.equal(s.start, '{1/2 | 2}');
  assert.deepEqual(kinds(s), ['number']);
  assert.deepEqual([s.steps[0].low, s.steps[0].high, s.steps[0].number, s.steps[0].form], ['1/2', '2', '1', '1']);
  assert.equal(s.value, '1');
  assert.equal(s.tooBig, '');

  s = gg.partizanFormSteps([zero, star], [zero]);
  assert.equal(s.start, '{0, * | 0}');
  assert.deepEqual(kinds(s), ['ups']);
  assert.deepEqual([s.steps[0].ups, s.steps[0].star, s.steps[0].number, s.steps[0].form], [1, 1, '0', '^*']);

  s = gg.partizanFormSteps([zero], [star]);
  assert.deepEqual(kinds(s), ['ups']);
  assert.equal(s.value, '^');

  s = gg.partizanFormSteps([one], [zero, star]);
  assert.deepEqual(kinds(s), ['general']);
  assert.equal(s.steps[0].form, '{1 | 0, *}');

  s = gg.partizanFormSteps([star], []);
  assert.deepEqual(kinds(s), ['reversible', 'number']);
  assert.deepEqual([s.steps[0].side, s.steps[0].option, s.steps[0].by, s.steps[0].replacement, s.steps[0].form], ['left', '*', '0', [], '{| }']);
  assert.equal(s.value, '0');

  s = gg.partizanFormSteps([up], []);
  assert.deepEqual(kinds(s), ['reversible', 'number']);
  assert.deepEqual([s.steps[0].option, s.steps[0].by, s.steps[0].replacement, s.steps[0].form, s.steps[1].form], ['^', '*', ['0'], '{0 | }', '1']);

  s = gg.partizanFormSteps([zero, half], [one]);
  assert.deepEqual(kinds(s), ['dominated', 'number']);
  assert.deepEqual([s.steps[0].side, s.steps[0].option, s.steps[0].by, s.steps[0].form, s.steps[1].form], ['left', '0', '1/2', '{1/2 | 1}', '3/4']);

  // repeats count once; a switch
  const minus = [[], [zero]];
  s = gg.partizanFormSteps([one, one], [minus]);
  assert.deepEqual([s.givenLeft, s.startLeft, s.startRight], [2, ['1'], ['-1']]);
  assert.deepEqual(kinds(s), ['switch']);
  assert.deepEqual([s.steps[0].low, s.steps[0].high, s.steps[0].form], ['1', '-1', PM + '1']);

  // the mex rule
  const s2 = [[zero, star], [zero, star]];
  const s3 = [[zero, star, s2], [zero, star, s2]];
  s = gg.partizanFormSteps([zero, star, s3], [zero, star, s3]);
  assert.deepEqual(kinds(s), ['nimber']);
  assert.deepEqual([s.steps[0].nim, s.steps[0].form], [2, '*2']);
});

test('every position of Domineering 3 x 4 (a graph text) and 3 x 3 (a rules script): the steps end in its value', () => {
  const t = gg.solvePartizanText(domineeringText(3, 4), { value: true });
  const seen = new Set();
  for (let i = 0; i < t.n; i++) {
    const s = gg.partizanSteps(t, i);
    assert.equal(s.tooBig, '');
    assert.equal(s.value, t.valueText(i));
    assert.equal(s.steps[s.steps.length - 1].form, t.valueText(i));
    assert.equal(s.givenLeft, t.leftMoves(i).length);
    assert.equal(s.givenRight, t.rightMoves(i).length);
    for (const x of s.steps) seen.add(x.kind);
    // each form but the last is {... | ...}, the options after the step
    for (const x of s.steps.slice(0, -1)) assert.match(x.form, /^\{.*\}$/);
  }
  for (const k of ['dominated', 'reversible', 'number', 'switch']) assert.ok(seen.has(k), k);

  const src = `
const start = '.../.../...';
function place(p, di, dj) {
  const out = [];
  const g = p.split('/').map((r) => r.split(''));
  for (let i = 0; i + di < 3; i++)
    for (let j = 0; j + dj < 3; j++) {
      if (g[i][j] !== '.' || g[i + di][j + dj] !== '.') continue;
      const h = g.map((r) => r.slice());
      h[i][j] = h[i + di][j + dj] = 'x';
      out.push(h.map((r) => r.join('')).join('/'));
    }
  return out;
}
function left(p) { return place(p, 1, 0); }
function right(p) { return place(p, 0, 1); }
`;
  const r = gg.solveRulesSync(src, { value: true });
  for (let i = 0; i < r.n; i++) {
    const s = gg.partizanSteps(r, i);
    assert.equal(s.steps[s.steps.length - 1].form, r.valueText(i), r.key(i));
  }
  assert.equal(gg.partizanSteps(r, 0).value, PM + '1');
});

test('a game too big for steps says so, with its value', () => {
  // c_k = k (a chain of Left moves); p0 has Left moves to c_0 .. c_49: 50 distinct options
  const lines = ['p0'];
  for (let k = 1; k < 50; k++) lines.push(`c${k} L c${k - 1}`);
  for (let k = 0; k < 50; k++) lines.push(`p0 L c${k}`);
  const t = gg.solvePartizanText(lines.join('\n') + '\n', { value: true });
  const s = gg.partizanSteps(t, 0);
  assert.equal(s.tooBig, 'options');
  assert.equal(s.tooBigCount, 50);
  assert.equal(s.tooBigLimit, 40);
  assert.match(s.tooBigWhat, /too many options/);
  assert.deepEqual(s.steps, []);
  assert.equal(s.value, '50');
});

test('errors: no values, no such position, not a form', () => {
  const t = gg.solvePartizanText('a L b\n', {});
  assert.throws(() => gg.partizanSteps(t, 0), (e) => e instanceof gg.GameGraphError && /options.value/.test(e.message));
  const c = gg.solvePartizanText('a L b\nb R a\n', { value: true });
  assert.throws(() => gg.partizanSteps(c, 0), (e) => e instanceof gg.GameGraphError && e.code === 'not-short');
  const v = gg.solvePartizanText('a L b\n', { value: true });
  assert.throws(() => gg.partizanSteps(v, 2), (e) => e instanceof gg.GameGraphError && /position must be/.test(e.message));
  assert.throws(() => gg.partizanSteps(null, 0), gg.GameGraphError);
  assert.throws(() => gg.partizanFormSteps([[1, 2]], []), (e) => e instanceof gg.GameGraphError && /a form must be/.test(e.message));
  assert.throws(() => gg.partizanFormSteps('x', []), gg.GameGraphError);
  const loop = [[], []];
  loop[0].push(loop);
  assert.throws(() => gg.partizanFormSteps([loop], []), gg.GameGraphError);
  assert.throws(() => gg.partizanFormSteps([], [], { maxMemory: -1 }), gg.GameGraphError);
  // deep forms: no recursion; past 100,000 games refused as too big
  let deep = [[], []];
  for (let i = 0; i < 20000; i++) deep = [[deep], []];
  assert.equal(gg.partizanFormSteps([deep], []).value, '20001');
  for (let i = 0; i < 90000; i++) deep = [[deep], []];
  assert.throws(() => gg.partizanFormSteps([deep], []), (e) => e instanceof gg.GameGraphError && e.code === 'too-big' && /more than 100000 games/.test(e.message));
});
