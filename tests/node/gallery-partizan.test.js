// The example scripts of partizan games (examples/rules: Domineering, Blue-Red
// Hackenbush, Cutcake, Toads and Frogs, a partizan subtraction game, Tug of war):
// their declarations in two languages as the gallery wants them, their values
// against Winning Ways (Domineering's boards, Berlekamp's rule for Hackenbush
// strings, Cutcake's formula on every position, Toads and Frogs' rows), against
// partizan texts of the same games written here, and their outcomes against the
// plain fixpoint; the command gamegraph-rules on them (its table, --value,
// --value-json as the native `gamegraph partizan` gives it, Domineering 4 x 5's
// value, timed and printed).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

const { root, cliPath, GameGraph } = require('./helpers.js');
const { fixpoint, sortedForm, domineeringText, toadsText, PARTIZAN_EXAMPLES } = require('./partizan-games.js');

const EXAMPLES = path.join(root, 'examples', 'rules');
const CLI = path.join(root, 'cli', 'gamegraph-rules.js');
const example = (name) => fs.readFileSync(path.join(EXAMPLES, name + '.js'), 'utf8');
const CYRILLIC = /[а-яіїєґ]/i;
const PM = '\u00b1';

let gg;
test.before(async () => {
  gg = await GameGraph();
});

// The script with `const NAME = ...;` replaced.
function withConst(source, name, value) {
  const re = new RegExp(`^const ${name} = .*;$`, 'm');
  assert.match(source, re);
  return source.replace(re, `const ${name} = ${value};`);
}
function declarations(source) {
  const names = ['title', 'description', 'teaches', 'group', 'moveName', 'show', 'legend'];
  // eslint-disable-next-line no-new-func
  return new Function(source + `\n;return { ${names.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`).join(', ')} };`)();
}
const solve = (source, opts) => gg.solveRules(source, { value: true, workers: 1, ...opts });
// A dyadic value's text ('3/4', '-2') as a number.
const number = (text) => (text.includes('/') ? Number(text.split('/')[0]) / Number(text.split('/')[1]) : Number(text));

test('every partizan example: texts in English and Ukrainian, the partizan group, show as a grid, move names of both players', async () => {
  for (const name of PARTIZAN_EXAMPLES) {
    const src = example(name);
    const d = declarations(src);
    for (const field of ['title', 'description', 'teaches']) {
      const v = d[field];
      assert.ok(v && typeof v.en === 'string' && v.en.trim() && typeof v.uk === 'string' && CYRILLIC.test(v.uk), `${name}: ${field} in en and uk`);
      assert.ok(!/"/.test(v.uk), `${name}: ${field}.uk quotes with «»`);
    }
    assert.equal(d.group, 'partizan', name);
    assert.match(src, /Bigger/, `${name}: says how to make it bigger`);
    const r = await solve(src);
    assert.equal(r.partizan, true, name);
    assert.ok(r.n > 1 && r.n <= 200000, `${name}: ${r.n} positions`);
    const first = d.show(r.position(0));
    for (let i = 0; i < r.n; i += Math.max(1, Math.floor(r.n / 40))) {
      const p = r.position(i);
      const rows = d.show(p);
      assert.equal(rows.length, first.length, `${name}: rows of ${r.key(i)}`);
      for (const row of rows) {
        assert.equal([...row].length, [...first[0]].length, `${name}: equal-length rows at ${r.key(i)}`);
        for (const ch of row) assert.ok(ch in d.legend, `${name}: '${ch}' is in the legend`);
      }
      for (const j of r.leftMoves(i).slice(0, 2).concat(r.rightMoves(i).slice(0, 2))) {
        const m = d.moveName(p, r.position(j));
        assert.ok(m && m.en && CYRILLIC.test(m.uk) && !/undefined|NaN|\[object/.test(m.en + m.uk), `${name}: move name at ${r.key(i)}: ${JSON.stringify(m)}`);
      }
      // one side's moves to different positions have different names (Cutcake's
      // two cuts of one piece were once both "cut the 4 x 3 piece north to south")
      for (const moves of [r.leftMoves(i), r.rightMoves(i)]) {
        const named = new Map();
        for (const j of new Set(moves)) {
          const m = d.moveName(p, r.position(j));
          for (const lang of ['en', 'uk']) {
            const other = named.get(lang + m[lang]);
            assert.ok(other === undefined, `${name}: at ${r.key(i)}, "${m[lang]}" names the moves to ${other} and ${r.key(j)}`);
            named.set(lang + m[lang], r.key(j));
          }
        }
      }
    }
  }
});

test("Domineering: Winning Ways' boards, and every position of 3 x 3 as the partizan text of the game gives it", async () => {
  const board = (rows, cols) => withConst(example('domineering'), 'ROWS', `${rows}, COLS = ${cols}`);
  const value = async (rows, cols) => (await solve(board(rows, cols))).valueText(0);
  assert.equal(await value(3, 3), `${PM}1`);
  assert.equal(await value(2, 2), `${PM}1`);
  assert.equal(await value(2, 3), `3/4${PM}5/4`);
  assert.equal(await value(3, 2), `-3/4${PM}5/4`);
  for (let n = 1; n <= 6; n++) {
    assert.equal(await value(n, 1), String(Math.floor(n / 2)));
    assert.equal(await value(1, n), String(-Math.floor(n / 2)));
  }
  const r = await solve(example('domineering'));
  const t = gg.solvePartizanText(domineeringText(3, 3), { value: true });
  assert.equal(r.n, t.n);
  const ids = new Map(t.names.map((name, i) => [name, i]));
  const show = declarations(example('domineering')).show;
  for (let i = 0; i < r.n; i++) {
    const j = ids.get(show(r.position(i)).join('/').replace(/#/g, 'x'));
    assert.deepEqual(sortedForm(r.valueForm(i)), sortedForm(t.valueForm(j)), r.key(i));
    assert.deepEqual([r.outcomeLeft[i], r.depthLeft[i], r.outcomeRight[i], r.depthRight[i]], [t.outcomeLeft[j], t.depthLeft[j], t.outcomeRight[j], t.depthRight[j]]);
  }
});

test("Blue-Red Hackenbush: every position is the sum of its strings (Berlekamp's rule) and its tree", async () => {
  const r = await solve(example('hackenbush'));
  assert.equal(r.valueText(0), '3/4');
  assert.equal(r.valueClass(0), 'L');
  // a string's value, its edges from the ground up ('B' / 'R'), by Berlekamp's rule
  const string = (s) => {
    let v = 0;
    let i = 0;
    for (; i < s.length && s[i] === s[0]; i++) v += s[i] === 'B' ? 1 : -1;
    for (let half = 1 / 2; i < s.length; i++, half /= 2) v += s[i] === 'B' ? half : -half;
    return v;
  };
  // the tree (a blue trunk 5, a blue branch 6 and a red one 7), by hand: gone 0,
  // trunk alone 1 (B), with the blue branch 2 (BB), with the red one 1/2 (BR), with both 1
  const tree = (p) => (p[5] === '0' ? 0 : [[1, 1 / 2], [2, 1]][Number(p[6])][Number(p[7])]);
  const standing = (p, edges, colors) => edges.filter((e, k) => edges.slice(0, k + 1).every((x) => p[x] === '1')).map((e) => colors[edges.indexOf(e)]).join('');
  for (let i = 0; i < r.n; i++) {
    const p = r.position(i);
    const want = string(standing(p, [0, 1, 2], 'BRR')) + string(standing(p, [3, 4], 'RB')) + tree(p);
    assert.equal(number(r.valueText(i)), want, p);
  }
});

test("Cutcake: every position is the sum of Winning Ways' values of its pieces; 8 x 3 is 3", async () => {
  // w x h with 2^k <= h < 2^(k+1): floor(w / 2^k) - 1 when w >= h; the same for Right when h > w
  const log2 = (x) => Math.floor(Math.log2(x));
  const piece = ([w, h]) => (w >= h ? Math.floor(w / 2 ** log2(h)) - 1 : -(Math.floor(h / 2 ** log2(w)) - 1));
  const r = await solve(example('cutcake'));
  assert.equal(r.valueText(0), '1');
  for (let i = 0; i < r.n; i++) {
    const pieces = r.position(i);
    assert.equal(r.valueText(i), String(pieces.reduce((a, x) => a + piece(x), 0)), JSON.stringify(pieces));
  }
  assert.equal((await solve(withConst(example('cutcake'), 'W', '8, H = 3'))).valueText(0), '3');
});

test('Toads and Frogs: Winning Ways\' rows; every position of TTT..FFF as the partizan text of the game gives it', async () => {
  const v = async (row) => (await solve(withConst(example('toads-and-frogs'), 'start', `'${row}'`))).valueText(0);
  assert.equal(await v('TFTF.'), '0');
  assert.equal(await v('TFT.F'), '*');
  assert.equal(await v('T.TFF'), '^');
  assert.equal(await v('T.TFT.TF'), '5/4');
  assert.equal(await v('TT.TFTT.TF'), '{3 | 2*}');
  const r = await solve(example('toads-and-frogs'));
  const t = gg.solvePartizanText(toadsText('TTT..FFF'), { value: true });
  assert.equal(r.n, t.n);
  for (let i = 0; i < r.n; i++) {
    const j = t.names.indexOf(r.position(i));
    assert.deepEqual(sortedForm(r.valueForm(i)), sortedForm(t.valueForm(j)), r.key(i));
  }
});

test('the partizan subtraction game: 0, *, ^ by hand; every heap to 60 against its text, outcomes against the fixpoint', async () => {
  const r = await solve(withConst(example('partizan-subtraction'), 'start', '60'));
  const at = (n) => r.indexOf(n);
  assert.deepEqual([0, 1, 2].map((n) => r.valueText(at(n))), ['0', '*', '^']);
  assert.equal(r.valueText(at(12)), '^4');
  // the same game as a text: Left takes 1 or 2, Right 1 or 3
  const lines = [];
  const moves = [[], []];
  for (let n = 60; n >= 0; n--) {
    lines.push(`h${n}`);
    moves[0][n] = [1, 2].filter((k) => k <= n).map((k) => n - k);
    moves[1][n] = [1, 3].filter((k) => k <= n).map((k) => n - k);
    for (const m of moves[0][n]) lines.push(`h${n} L h${m}`);
    for (const m of moves[1][n]) lines.push(`h${n} R h${m}`);
  }
  const t = gg.solvePartizanText(lines.join('\n'), { value: true });
  const want = fixpoint(61, moves);
  for (let n = 0; n <= 60; n++) {
    const i = at(n);
    assert.deepEqual(sortedForm(r.valueForm(i)), sortedForm(t.valueForm(t.names.indexOf(`h${n}`))), `heap ${n}`);
    assert.deepEqual([r.outcomeLeft[i], r.depthLeft[i], r.outcomeRight[i], r.depthRight[i]], [want.result[0][n], want.depth[0][n], want.result[1][n], want.depth[1][n]], `heap ${n}`);
  }
});

test('Tug of war (cycles): outcomes for both starters against the fixpoint with its ends fixed; no values (not-short)', async () => {
  for (const right of ['[1, 3]', '[1, 2]', '[1]']) {
    const src = withConst(withConst(example('tug-of-war'), 'SQUARES', '15'), 'LEFT', `[1, 2], RIGHT = ${right}`);
    const r = await solve(src);
    const n = 16; // squares 1..15 (0 unused)
    const steps = [[1, 2], JSON.parse(right)];
    const moves = [0, 1].map((s) => Array.from({ length: n }, (_, p) => (p < 1 ? [] : steps[s].map((k) => (s === 0 ? p + k : p - k)).filter((q) => q >= 1 && q <= 15))));
    // the ends: Left's (15) a win for Left whoever moves, Right's (1) for Right
    const fixed = [0, 1].map((s) => Array.from({ length: n }, (_, p) => (p === 15 ? (s === 0 ? 1 : 2) : p === 1 ? (s === 0 ? 2 : 1) : 0)));
    const want = fixpoint(n, moves, fixed);
    let draws = 0;
    for (let i = 0; i < r.n; i++) {
      const p = r.position(i);
      assert.deepEqual([r.outcomeLeft[i], r.depthLeft[i], r.outcomeRight[i], r.depthRight[i]], [want.result[0][p], want.depth[0][p], want.result[1][p], want.depth[1][p]], `${right}: square ${p}`);
      draws += r.outcomeLeft[i] === 0;
    }
    if (right !== '[1]') assert.ok(draws > 0);
    assert.equal(r.valueError.code, 'not-short');
  }
});

// ---- the command ---------------------------------------------------------------------------

function cli(args) {
  return execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
}
function tmpScript(text) {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gg-partizan-')), 'game.js');
  fs.writeFileSync(f, text);
  return f;
}

test('gamegraph-rules on a partizan script: KEY LEFT_FIRST DEPTH RIGHT_FIRST DEPTH, --moves, --summary, --value, --value-json', async () => {
  const file = path.join(EXAMPLES, 'domineering.js');
  const table = cli(['--moves', file]).trimEnd().split('\n');
  const r = await solve(example('domineering'));
  assert.equal(table.length, r.n);
  const words = ['DRAW', 'WIN', 'LOSE'];
  const cell = (o, d) => `${words[o]} ${o === 0 ? '-' : d}`;
  const key = (m) => (m < 0 ? '-' : r.key(m));
  for (let i = 0; i < r.n; i++) {
    assert.equal(table[i], `${r.key(i)} ${cell(r.outcomeLeft[i], r.depthLeft[i])} ${cell(r.outcomeRight[i], r.depthRight[i])} ${key(r.moveLeft[i])} ${key(r.moveRight[i])}`);
  }
  assert.match(table[0], /^511 WIN 3 WIN 3 /); // the 3 x 3 board's nine free squares: 2^9 - 1
  assert.equal(cli(['--summary', file]), `${table[0].split(' ').slice(0, 5).join(' ')}\n# ${r.n} positions, ${r.mLeft + r.mRight} moves (${r.mLeft} Left's, ${r.mRight} Right's): Left first ${[1, 2, 0].map((o) => `${Array.from(r.outcomeLeft).filter((x) => x === o).length} ${words[o]}`).join(', ')}; Right first ${[1, 2, 0].map((o) => `${Array.from(r.outcomeRight).filter((x) => x === o).length} ${words[o]}`).join(', ')}\n`);
  // --value and --value-json as the native command gives them for the same game as a text
  const text = tmpScript(domineeringText(3, 3));
  const native = execFileSync(cliPath, ['partizan', '--value', '--value-json', text], { encoding: 'utf8' }).split('\n');
  const ours = cli(['--value', '--value-json', file]).split('\n');
  assert.equal(ours[0], native[0]);
  assert.deepEqual(sortedForm(JSON.parse(ours[1])), sortedForm(JSON.parse(native[1])));
  assert.equal(ours[0], `${PM}1 N`);
});

test('gamegraph-rules --value refuses a game with cycles (exit 1) and an impartial script (a usage error, exit 2), saying why', () => {
  const loopy = spawnSync(process.execPath, [CLI, '--value', path.join(EXAMPLES, 'tug-of-war.js')], { encoding: 'utf8' });
  assert.equal(loopy.status, 1);
  assert.match(loopy.stderr, /tug-of-war\.js: position \d+ is on a cycle: values are defined for short games only/);
  const table = spawnSync(process.execPath, [CLI, path.join(EXAMPLES, 'tug-of-war.js')], { encoding: 'utf8' });
  assert.equal(table.status, 0);
  assert.match(table.stdout, /^5 DRAW - DRAW -$/m);
  const imp = spawnSync(process.execPath, [CLI, '--value', path.join(EXAMPLES, 'nim.js')], { encoding: 'utf8' });
  assert.equal(imp.status, 2);
  assert.match(imp.stderr, /nim\.js: --value gives the canonical values of a partizan script .* with --grundy/);
  const g = spawnSync(process.execPath, [CLI, '--grundy', path.join(EXAMPLES, 'domineering.js')], { encoding: 'utf8' });
  assert.equal(g.status, 2);
  assert.match(g.stderr, /its canonical values with --value/);
  assert.equal(spawnSync(process.execPath, [CLI, '--value', '--grundy', path.join(EXAMPLES, 'nim.js')], { encoding: 'utf8' }).status, 2);
});

test('Domineering 4 x 5 (58,830 positions) valued by gamegraph-rules --value (timed and printed, not asserted)', () => {
  const file = tmpScript(withConst(example('domineering'), 'ROWS', '4, COLS = 5'));
  const t0 = process.hrtime.bigint();
  const out = cli(['--value', '--summary', file]);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  assert.match(out, /# 58830 positions/);
  assert.match(out, /^1 L$/m);
  console.log(`# Domineering 4 x 5 through gamegraph-rules --value --summary: ${ms.toFixed(0)} ms (the command's start-up included)`);
});
