// The catalogue of hostile inputs (tests/hostile/index.tsv) against the module:
// the same inputs as the CLI (tests/hostile/run_cli.sh), through solveGraphText,
// solvePursuitText and solveRace. Each must throw a GameGraphError with the
// catalogue's code and message, or succeed with the CLI's output.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const { root, GameGraph } = require('./helpers.js');

const { dir, readCatalogue } = require('../hostile/catalogue');
const cases = readCatalogue();

let gg;
let gen;
test.before(async () => {
  gg = await GameGraph();
  gen = fs.mkdtempSync(path.join(os.tmpdir(), 'gamegraph-hostile-'));
  execFileSync('node', [path.join(dir, 'make.js'), gen]);
});
test.after(() => fs.rmSync(gen, { recursive: true, force: true }));

const NAMES = ['DRAW', 'WIN', 'LOSE'];

// The command's call in the module, and its result printed as the command prints it.
// bytes: the file's bytes as they are, for solveGraphBytes (graph only).
function run(command, text, bytes) {
  const [cmd, ...opts] = command.split(' ');
  if (cmd === 'graph') {
    const format = opts[0] === '--format' ? opts[1] : 'auto';
    const r = bytes ? gg.solveGraphBytes(bytes, { format }) : gg.solveGraphText(text, { format });
    return r.names.map((name, v) => `${name} ${NAMES[r.outcome[v]]} ${r.depth[v] < 0 ? '-' : r.depth[v]}\n`).join('');
  }
  if (cmd === 'race') return gg.solveRace(text).map((b) => b.winner + '\n').join('');
  const g = gg.solvePursuitText(text, cmd);
  const answer = g.answer + '\n';
  g.delete();
  return answer;
}

test('hostile inputs: the catalogue has cases for every format', () => {
  const commands = new Set(cases.map((c) => c.command.split(' ')[0]));
  for (const c of ['graph', 'police-thief', 'cat-mouse', 'cat-mouse-grid', 'cop-robber', 'race']) assert.ok(commands.has(c), c);
});

// The graph cases twice: as text, and as the file's raw bytes (solveGraphBytes).
const runs = cases.flatMap((c) => (c.command.startsWith('graph') ? [c, { ...c, bytes: true }] : [c]));
for (const c of runs) {
  test(`hostile input ${c.input} / ${c.command}${c.bytes ? ' (bytes)' : ''}`, () => {
    let file = path.join(dir, 'inputs', c.input);
    if (!fs.existsSync(file)) file = path.join(gen, c.input);
    // As a page gets it from a file: bytes decoded as UTF-8 (invalid bytes become U+FFFD),
    // or the bytes themselves.
    const raw = fs.readFileSync(file);
    const text = c.bytes ? null : raw.toString('utf8');
    const bytes = c.bytes ? new Uint8Array(raw.buffer, raw.byteOffset, raw.length) : null;
    const t0 = Date.now();
    if (c.exit === 0) {
      const out = run(c.command, text, bytes);
      assert.ok(out.includes(c.expect), `output lacks '${c.expect}': ${out.slice(0, 300)}`);
    } else {
      assert.throws(
        () => run(c.command, text, bytes),
        (e) => {
          assert.ok(e instanceof gg.GameGraphError, `not a GameGraphError: ${e}`);
          assert.equal(e.code, c.code, e.message);
          assert.ok(e.message.includes(c.expect), `message lacks '${c.expect}': ${e.message.slice(0, 300)}`);
          assert.ok(!e.message.includes('\u001b'), 'an escape character reached the message');
          return true;
        }
      );
    }
    assert.ok(Date.now() - t0 < 30000, `took ${Date.now() - t0} ms`);
  });
}
