'use strict';
// The TypeScript declarations (wasm/gamegraph.d.ts, the index, and the file of each
// family it references, wasm/api_<family>.d.ts) against the real module: every
// family's bindings (wasm/bindings_<family>.cpp) have their declarations; the
// members of GameGraph.Module, read with the TypeScript compiler API, are exactly
// the module's public members (every name either side is on the other), functions
// where functions are declared, and the constants hold the declared values. The same
// for a PursuitGame's members and a GameGraphError's own fields. tests/types/usage.ts
// checks the types of the arguments and results (scripts/test.sh runs tsc on it).
//
//   node --test tests/node/dts.test.js
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { root, GameGraph } = require('./helpers');

const DTS = path.join(root, 'wasm', 'gamegraph.d.ts');

// What Emscripten 3.1.6 (MODULARIZE, Embind) itself puts on the module object; not
// the project's API. Names starting with '_' (the raw Embind functions, malloc...)
// are left out too.
const EMSCRIPTEN_RUNTIME = new Set([
  'BindingError', 'InternalError', 'UnboundTypeError',
  'HEAP8', 'HEAP16', 'HEAP32', 'HEAPU8', 'HEAPU16', 'HEAPU32', 'HEAPF32', 'HEAPF64',
  'asm', 'calledRun', 'ready', 'run', 'inspect', 'preloadedAudios', 'preloadedImages',
  'count_emval_handles', 'get_first_emval', 'flushPendingDeletes', 'getInheritedInstanceCount',
  'getLiveInheritedInstances', 'setDelayFunction',
]);

// ---- the declarations, through the compiler API ------------------------------------------

const program = ts.createProgram([DTS], { strict: true, noEmit: true, types: [], lib: ['lib.es2020.d.ts'] });
const checker = program.getTypeChecker();
const source = program.getSourceFile(DTS);
// The families' files (what the index references), each merged into the namespace.
const familyFiles = source.referencedFiles.map((r) => path.join(root, 'wasm', r.fileName));

// The blocks of statements of the namespace GameGraph: the index's, and each
// family's augmentation of it (declare module './gamegraph' { ... }).
function namespaceBlocks() {
  const ns = source.statements.find((s) => ts.isModuleDeclaration(s) && s.name.text === 'GameGraph');
  assert.ok(ns, 'gamegraph.d.ts declares no namespace GameGraph');
  const blocks = [{ file: 'gamegraph.d.ts', statements: ns.body.statements }];
  for (const f of familyFiles) {
    const sf = program.getSourceFile(f);
    assert.ok(sf, `${path.basename(f)} (referenced by gamegraph.d.ts) is not read`);
    const aug = sf.statements.filter((s) => ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.name.text === './gamegraph');
    assert.equal(aug.length, 1, `${path.basename(f)}: one declare module './gamegraph' { ... }`);
    blocks.push({ file: path.basename(f), statements: aug[0].body.statements });
  }
  return blocks;
}

// The declarations of the namespace GameGraph (merged, whatever file or block they are in).
function namespaceMember(name) {
  for (const b of namespaceBlocks()) {
    const decl = b.statements.find((s) => s.name && s.name.text === name);
    if (decl) return decl;
  }
  assert.fail(`gamegraph.d.ts and its families declare no GameGraph.${name}`);
}

// What a declared type says about a runtime value: { kind: 'function' }, { kind: 'value',
// value } for a literal (or an object of literals), or { kind: 'other' }.
function describe(type, decl) {
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return { kind: 'function' };
  if (type.isNumberLiteral() || type.isStringLiteral()) return { kind: 'value', value: type.value };
  if (type.flags & ts.TypeFlags.Object) {
    const props = checker.getPropertiesOfType(type);
    if (props.length > 0) {
      const value = {};
      for (const p of props) {
        const d = describe(checker.getTypeOfSymbolAtLocation(p, decl), decl);
        if (d.kind !== 'value') return { kind: 'other' };
        value[p.name] = d.value;
      }
      return { kind: 'value', value };
    }
  }
  return { kind: 'other' };
}

// name -> description for every member of a declared interface or class instance type.
function declaredMembers(name) {
  const decl = namespaceMember(name);
  const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(decl.name));
  const out = new Map();
  for (const p of checker.getPropertiesOfType(type)) {
    out.set(p.name, { ...describe(checker.getTypeOfSymbolAtLocation(p, decl), decl), optional: !!(p.flags & ts.SymbolFlags.Optional) });
  }
  return out;
}

// The members a class declares itself (not those it inherits), constructor left out.
function ownClassMembers(name) {
  const decl = namespaceMember(name);
  return decl.members.filter((m) => m.name && !ts.isConstructorDeclaration(m)).map((m) => m.name.text);
}

function sameNames(declared, real, what) {
  const d = [...declared].sort();
  const r = [...real].sort();
  assert.deepEqual(
    { 'declared, not on the module': d.filter((x) => !r.includes(x)), 'on the module, not declared': r.filter((x) => !d.includes(x)) },
    { 'declared, not on the module': [], 'on the module, not declared': [] },
    `${what}: gamegraph.d.ts and the module differ`);
}

function checkValues(declared, obj, what) {
  for (const [name, d] of declared) {
    if (!(name in obj)) continue; // reported by sameNames
    const v = obj[name];
    if (d.kind === 'function') assert.equal(typeof v, 'function', `${what}.${name} is declared a function`);
    else if (d.kind === 'value') assert.deepEqual(typeof v === 'object' ? { ...v } : v, d.value, `${what}.${name}`);
    else assert.notEqual(typeof v, 'function', `${what}.${name} is a function, declared as a value`);
  }
}

// ---- the real module ------------------------------------------------------------------------

let gg;
before(async () => {
  gg = await GameGraph();
});

test('one file of declarations per family of bindings, each referenced by the index', () => {
  const families = fs.readdirSync(path.join(root, 'wasm')).filter((f) => /^bindings_\w+\.cpp$/.test(f)).map((f) => f.slice('bindings_'.length, -'.cpp'.length)).sort();
  assert.ok(families.length >= 6, families.join(' '));
  assert.deepEqual(familyFiles.map((f) => path.basename(f)).sort(), families.map((f) => `api_${f}.d.ts`).sort());
  const onDisk = fs.readdirSync(path.join(root, 'wasm')).filter((f) => f.endsWith('.d.ts') && f !== 'gamegraph.d.ts').sort();
  assert.deepEqual(onDisk, families.map((f) => `api_${f}.d.ts`).sort(), 'every .d.ts of wasm/ is a family\'s');
  // each family declares its part of the module
  for (const b of namespaceBlocks().slice(1)) {
    assert.ok(b.statements.some((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'Module'), `${b.file} declares members of GameGraph.Module`);
  }
});

test('the .d.ts compiles on its own: no errors in the declarations', () => {
  const diags = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(diags, []);
});

test('GameGraph.Module: the same members as the module, functions and constants alike', () => {
  const declared = declaredMembers('Module');
  const real = Object.keys(gg).filter((k) => !k.startsWith('_') && !EMSCRIPTEN_RUNTIME.has(k));
  assert.ok(real.includes('solveGraphText') && real.includes('solveRace'), real.join(' '));
  sameNames(declared.keys(), real, 'Module');
  checkValues(declared, gg, 'Module');
  for (const [name, d] of declared) assert.equal(d.optional, false, `Module.${name} is always there: not optional`);
});

test('every Module.NAME the JS wrappers (wasm/api_*.js) set is declared', () => {
  const declared = declaredMembers('Module');
  const set = new Set();
  for (const f of fs.readdirSync(path.join(root, 'wasm')).filter((f) => /^api_.*\.js$/.test(f))) {
    const src = fs.readFileSync(path.join(root, 'wasm', f), 'utf8');
    for (const m of src.matchAll(/\bModule\.([A-Za-z]\w*)\s*=(?!=)/g)) set.add(m[1]);
  }
  assert.ok(set.size > 10, [...set].join(' '));
  for (const name of set) assert.ok(declared.has(name), `Module.${name} (set in wasm/api_*.js) is not in gamegraph.d.ts`);
});

test('GameGraph.PursuitGame: the same members as a solved game', () => {
  const declared = declaredMembers('PursuitGame');
  const g = gg.solvePursuitText('3 4\nP...\n.**.\n...T\n', 'police-thief'); // a grid from a preset: every field set
  try {
    const proto = Object.getOwnPropertyNames(gg.PursuitGame.prototype).filter((k) => k !== 'constructor');
    const real = [...Object.keys(g), ...proto].filter((k) => !k.startsWith('_'));
    sameNames(declared.keys(), real, 'PursuitGame');
    checkValues(declared, g, 'PursuitGame');
    // A graph game from a spec has no rows, cols, preset or answer: those must be optional.
    const h = gg.solvePursuit({ board: { kind: 'graph', n: 2, edges: [0, 1] }, rules: { pursuer: {}, evader: {} } });
    for (const [name, d] of declared) {
      if (h[name] === undefined) assert.ok(d.optional, `PursuitGame.${name} can be undefined: it must be optional`);
    }
    h.delete();
  } finally {
    g.delete();
  }
});

test('GameGraph.GameGraphError: its own fields are those the module\'s errors carry', () => {
  const declared = ownClassMembers('GameGraphError');
  const caught = (f) => {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof gg.GameGraphError, String(e));
      return e;
    }
    throw new Error('no error thrown');
  };
  const errors = [
    caught(() => gg.solveGraphText('a b c')), // parse error: line, column
    caught(() => gg.solveRace(42)), // no position
    caught(() => gg.solvePursuitText('64 64\nP' + '.'.repeat(63) + '\n' + ('.'.repeat(64) + '\n').repeat(62) + '.'.repeat(63) + 'T\n',
      'police-thief', { maxMemory: 1048576 })), // refused for memory
    caught(() => gg.solveRulesSync('const start = 0;\nfunction moves(p) { return 5; }')), // a rules script's: kind, position
    caught(() => gg.solveRulesSync('const start = 0;\nfunction moves(p) { return [p +]; }')), // its syntax error: detail
    caught(() => gg.solveRulesSync('const start = 0;\nfunction moves(p) { return [p + 1]; }', { maxStates: 10 })), // too many: limit
    caught(() => gg.solveRulesSync('const start = 1;\nfunction moves(p) { return p > 0 ? [p - 1] : []; }\nfunction tier(p) { return p; }')), // a move down a tier: tierFrom, tierTo
    caught(() => gg.solveRulesSync('const start = 0;\nfunction moves(p) { return [1, undefined]; }')), // a position with no key: index
    caught(() => gg.solveRulesSync('const start = 0;\nfunction moves(p) { return [p + 1]; }', { maxMemory: 2 ** 20 })), // a rules script over its memory: found
  ];
  const real = new Set(errors.flatMap((e) => Object.keys(e)));
  real.add('name');
  sameNames(declared, real, 'GameGraphError');
  assert.equal(typeof errors[2].bytesNeeded, 'number');
  assert.deepEqual([errors[4].kind, errors[4].detail, errors[5].kind, errors[5].limit], ['syntax', 'Unexpected token', 'too-many', 10]);
  assert.deepEqual([errors[3].kind, errors[3].call, errors[3].said, errors[3].value], ['result', 'moves(p)', 'not-array', '5']);
  assert.deepEqual([errors[6].said, errors[6].position, errors[6].value, errors[6].tierFrom, errors[6].tierTo], ['tier-down', '1', '0', 1, 0]);
  assert.deepEqual([errors[7].said, errors[7].value, errors[7].index], ['unkeyable', 'undefined', 1]);
  assert.deepEqual([errors[8].code, errors[8].bytesBudget, errors[8].found > 0, errors[8].bytesNeeded > 2 ** 20], ['memory', 2 ** 20, true, true]);
  const threw = caught(() => gg.solveRulesSync('const start = 0;\nfunction outcome(p) { throw new RangeError("no \\u0007"); }\nfunction moves(p) { return []; }'));
  assert.deepEqual([threw.kind, threw.call, threw.detail, threw.line], ['throw', 'outcome(p)', 'RangeError: no \\u0007', 2]);
  const word = caught(() => gg.solveRulesSync('const start = 0;\nfunction outcome(p) { return "won"; }\nfunction moves(p) { return []; }'));
  assert.deepEqual([word.kind, word.call, word.said, word.value], ['result', 'outcome(p)', 'outcome', '"won"']);
});
