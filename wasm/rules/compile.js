// A rules script made into a game (its syntax checked first by syntax.js, which
// finds its declarations): its top level run once to read what it declares, and every
// later error of its functions located in the script through the stack of the
// exception (the script runs under one source name, SOURCE_NAME).
//
//   const rules = compileRules(source, declarationsOf(source));   // throws RulesError
//   rules.start, rules.moves(p), rules.outcome?, rules.key?, rules.fromKey?, rules.tier?,
//   rules.show?, rules.moveName?,
//   rules.title, rules.description, rules.legend, rules.where(name) -> { line, column }
//   rules.error(name, p, e, what) -> the RulesError of a function of the script
//     (what undefined: it threw e, whatever e is; else it returned what it may not)
// A partizan script declares left(p) and right(p), the positions Left, resp. Right,
// can move to, instead of moves(p): rules.partizan is then true, rules.moves
// undefined and rules.sides ['left', 'right'] (['moves'] otherwise): the functions
// that give a position's moves, in the order they are called.

import PIECE_TYPES from './error-pieces.json';

const SOURCE_NAME = 'gamegraph-rules.js';
export const MAX_SOURCE_CHARS = 1 << 20;

// What a script may declare at its top level (functions, or const/let/var).
const FUNCTIONS = ['moves', 'left', 'right', 'outcome', 'key', 'fromKey', 'tier', 'show', 'moveName'];
const VALUES = ['start', 'title', 'description', 'teaches', 'group', 'legend'];
const NAMES = [...VALUES, ...FUNCTIONS];

// An error of the script. kind: 'syntax', 'declare' (something required is
// missing or of the wrong type), 'throw' (the script threw), 'result' (a function
// returned what it may not), 'key' (a position that cannot be keyed), 'too-many'
// (over maxStates), 'memory'. line and column (1-based) are in the script, when
// known; position is the position's text (JSON, shortened), when there is one.
// A wrong argument of the API (not the script's fault): code 'bad-argument'.
export class ArgumentError extends Error {}

// What onProgress threw (to stop the work): rethrown to the caller as it is.
export class Cancelled extends Error {
  constructor(error) {
    super('cancelled by onProgress');
    this.error = error;
  }
}

// "1.5 GiB", "230.0 MiB", "12.0 KiB", "100 bytes" (as the C++ side's format_bytes).
export function formatBytes(b, digits) {
  if (b >= 1073741824) return (b / 1073741824).toFixed(digits === undefined ? 2 : digits) + ' GiB';
  if (b >= 1048576) return (b / 1048576).toFixed(digits === undefined ? 1 : digits) + ' MiB';
  if (b >= 1024) return (b / 1024).toFixed(digits === undefined ? 1 : digits) + ' KiB';
  return Math.round(b) + ' bytes';
}

// What a run needs, over its budget, as formatBytes says it, with more digits
// where the two would read the same ("needs more than 2.001 GiB, over the
// budget of 2.00 GiB": a doubling of the key table just past it).
export function formatNeed(need, budget) {
  if (formatBytes(need) !== formatBytes(budget)) return formatBytes(need);
  for (let d = 1; d < 6; d++) if (formatBytes(need, d) !== formatBytes(budget, d)) return formatBytes(need, d);
  return formatBytes(need, 6);
}

// Control characters (a binary script's, in a parser's message) as \uXXXX.
const escapeControls = (text) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

// An error of a script, its message in English, and for a page to say it in its
// reader's language the pieces it is made of: kind (syntax, throw, result, key,
// too-many, memory, ...), where (line, column) and at which position; detail: a
// syntax error's own words, or what a function of the script threw (an
// exception's own words: none for a thrown value that is not one); call: that
// function ('moves(p)', 'fromKey(k)'); said: what it returned wrong, where the
// page has words for it ('not-array', 'outcome', 'outcome-partizan', 'key-type',
// 'tier-type', 'from-key'), with value (what it returned, as code: returnedText;
// none where that is English), or 'tier-down' (a move from position, in tier
// tierFrom, to value, in tier tierTo), or 'unkeyable' (a position with no key:
// value its reason, keys.js NoKey; index: where in the list of moves it was), or
// the declaration missing ('no-start', 'no-moves'); for what was thrown without
// words of its own (no detail): 'thrown-value' (a value that is no exception,
// with value, it as code), 'thrown-symbol', 'thrown-function', 'thrown-object'
// (one that cannot be shown as code) or 'thrown-unreadable' (an exception whose
// message cannot be read); for what the script's top level threw while it was set
// up: 'setup' (with detail), or 'setup-value', ... as for 'thrown-'; limit: the
// cap too many positions passed.
export class RulesError extends Error {
  // (No destructuring in wasm/rules: it is bundled into the module, whose
  // optimizer, Emscripten 3.1.6's, drops destructured names.)
  constructor(message, info) {
    super(escapeControls(message));
    const i = info || {};
    this.name = 'RulesError';
    this.kind = i.kind || 'script';
    copyPieces(i, this);
    for (const k of TEXT_PIECES) if (typeof this[k] === 'string') this[k] = escapeControls(this[k]);
  }
}

// The pieces an error may carry beside its message and kind (the position,
// bytesNeeded and bytesBudget of an error of memory, and the rest above), each a
// number or a string, named once in error-pieces.json (data, which the pages read
// too: core/worker-host.js carries them across threads, pages/rules/run.js reads
// them): whatever carries an error on here (errorData and errorFromData between
// threads, the module's GameGraphError) copies them all with copyPieces; the text
// ones have their control characters escaped. (A new piece also needs its
// declaration in gamegraph.d.ts; a number whose default on the page is not 0,
// run.js's NUMBER_DEFAULT.)
export const ERROR_PIECES = Object.keys(PIECE_TYPES);
const TEXT_PIECES = ERROR_PIECES.filter((k) => PIECE_TYPES[k] === 'string');
// The pieces from has copied to to (those it has); returns to.
export function copyPieces(from, to) {
  for (let k = 0; k < ERROR_PIECES.length; k++) {
    const x = from[ERROR_PIECES[k]];
    if (x !== undefined) to[ERROR_PIECES[k]] = x;
  }
  return to;
}

// A text a script gives: a string, or an object of strings by language code ({ en:
// 'Nim', uk: 'Нім' }). languages(v): that object ({} for anything else; a string
// is every language's); inLanguage(v, lang): the text in lang, else in English,
// else the first given ('' when none).
export function languages(v) {
  if (typeof v === 'string') return { '*': v };
  const out = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    let count = 0;
    for (const k of Object.keys(v)) {
      if (++count > 32) break;
      let x;
      try {
        x = v[k];
      } catch (e) {
        continue;
      }
      if (typeof x === 'string' && /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(k)) out[k] = x;
    }
  }
  return out;
}
export function inLanguage(v, lang) {
  const all = languages(v);
  if (all['*'] !== undefined) return all['*'];
  if (all[lang] !== undefined) return all[lang];
  if (all.en !== undefined) return all.en;
  const keys = Object.keys(all);
  return keys.length ? all[keys[0]] : '';
}

// A position as text for messages: JSON, at most about 200 characters. A value
// that has no JSON (NaN, 10n, undefined, a function) is written as JavaScript
// writes it; one whose reading throws (a getter, a Proxy) says so, and what it
// threw is described once more at most (a toJSON that throws objects whose toJSON
// throws goes no deeper); inner: describing such a thrown value.
export function describePosition(p, inner = false) {
  let s;
  switch (typeof p) {
    case 'number':
      s = Object.is(p, -0) ? '-0' : String(p);
      break;
    case 'bigint':
      s = String(p) + 'n';
      break;
    case 'undefined':
      s = 'undefined';
      break;
    case 'symbol':
      s = 'a symbol';
      break;
    case 'function':
      s = 'a function';
      break;
    default:
      try {
        s = JSON.stringify(p);
      } catch (e) {
        s = undefined;
        if (p && typeof p === 'object') s = inner ? 'an object that cannot be shown' : `an object that cannot be shown (${thrownText(e, undefined, true)})`;
      }
      if (s === undefined) s = safeString(p);
  }
  return s.length > 200 ? s.slice(0, 197) + '...' : s;
}

// String(x), or what can be said of x when even that throws.
function safeString(x) {
  try {
    return String(x);
  } catch (e) {
    return Object.prototype.toString.call(x);
  }
}

// What was thrown, read without letting a second exception out (an exception's
// name or message may be getters that throw): exception, whether it is one (an
// Error, or an object with a message); words, what it says in its own words
// ("TypeError: x is undefined", at most 2,000 characters), or undefined when it
// is none or they cannot be read.
function readThrown(e) {
  try {
    if (!(e instanceof Error || (e && typeof e === 'object' && typeof e.message === 'string'))) return { exception: false, words: undefined };
    const text = (typeof e.name === 'string' && e.name ? e.name + ': ' : '') + String(e.message);
    return { exception: true, words: text.length > 2000 ? text.slice(0, 1997) + '...' : text };
  } catch (x) {
    return { exception: true, words: undefined };
  }
}

// The pieces saying what a script threw where a page says it in its reader's
// language (see RulesError): its own words (detail), or said: prefix + '-value'
// with value, the value as code; else what it is, prefix + '-symbol',
// '-function', '-object' (one with no JSON form); or prefix + '-unreadable'.
function thrownPieces(e, read, prefix) {
  if (read.words !== undefined) return { detail: read.words };
  if (read.exception) return { said: prefix + '-unreadable' };
  const value = returnedText(e);
  if (value !== undefined) return { said: prefix + '-value', value };
  return { said: prefix + (typeof e === 'symbol' ? '-symbol' : typeof e === 'function' ? '-function' : '-object') };
}

// The value a script threw, as text: an exception's own words, else what can be
// said of it in English ("the value 5"); read: readThrown(e), when read already;
// inner: e was thrown while a value was being described (see describePosition).
export function thrownText(e, read, inner = false) {
  const r = read || readThrown(e);
  if (r.words !== undefined) return r.words;
  return r.exception ? 'an exception whose message cannot be read' : 'the value ' + describePosition(e, inner);
}

// What a function of the script returned, as describePosition writes it, where
// that is code (JSON, or as JavaScript writes the value), else undefined (it is
// English: "a function", "a symbol", "an object that cannot be shown").
export function returnedText(v) {
  if (typeof v === 'symbol' || typeof v === 'function') return undefined;
  if (v && typeof v === 'object') {
    try {
      JSON.stringify(v);
    } catch (e) {
      return undefined;
    }
  }
  return describePosition(v);
}

// How many lines the Function constructor puts before the body (2 in V8, 1 or 0
// elsewhere): measured once by a probe.
let headerLines;
const FRAME = new RegExp(SOURCE_NAME.replace(/[.]/g, '\\.') + ':(\\d+):(\\d+)');
function frameOf(stack) {
  const m = typeof stack === 'string' ? FRAME.exec(stack) : null;
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}
function header() {
  if (headerLines === undefined) {
    headerLines = 2;
    try {
      new Function('throw new Error("probe")\n//# sourceURL=' + SOURCE_NAME)();
    } catch (e) {
      const f = frameOf(e && e.stack);
      if (f) headerLines = f.line - 1;
    }
  }
  return headerLines;
}

// Where in the script an exception was thrown (its first frame in the script).
function whereThrown(e) {
  let stack;
  try {
    stack = e && typeof e === 'object' ? e.stack : undefined;
  } catch (x) {
    stack = undefined;
  }
  const f = frameOf(stack);
  if (!f) return null;
  const line = f.line - header();
  return line >= 1 ? { line, column: f.column } : null;
}

// A partizan script: left(p) and right(p) both, not with moves(p), nor with
// tier(p) (its games are solved whole, for both starters).
function checkPartizan(got, where) {
  const refuse = (name, message) => {
    const w = where(name);
    throw new RulesError(`${message} (line ${w.line}, column ${w.column})`, { kind: 'declare', line: w.line, column: w.column });
  };
  for (const side of ['left', 'right']) {
    const other = side === 'left' ? 'right' : 'left';
    if (got[other] === undefined) {
      refuse(side, `a partizan script declares both left(p) and right(p), the positions each player can move to: declare ${other}(p) too (returning [] where that player has no move)`);
    }
  }
  if (got.tier !== undefined) {
    refuse('tier', 'tier(p) is not supported for partizan scripts (left(p) and right(p)): their positions are solved whole, for both starters; drop tier(p)');
  }
}

// declared: the script's top-level declarations (syntax.js, declarationsOf), which
// also checked its syntax.
export function compileRules(source, declared) {
  if (typeof source !== 'string') throw new RulesError('the rules script must be a string', { kind: 'declare' });
  if (source.length > MAX_SOURCE_CHARS) {
    throw new RulesError(`the rules script is ${source.length} characters long: at most ${MAX_SOURCE_CHARS} are read`, {
      kind: 'declare',
    });
  }
  const decl = declared || {};
  const where = (name) => decl[name] || { line: 1, column: 1 };

  // The script runs as the body of a function that returns its declarations.
  const tail = NAMES.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`).join(', ');
  let got;
  try {
    // eslint-disable-next-line no-new-func
    const factory = new Function(source + '\n;return { ' + tail + ' };\n//# sourceURL=' + SOURCE_NAME);
    got = factory();
  } catch (e) {
    // (where: none for what carries no stack, a value thrown that is no exception)
    const w = whereThrown(e);
    const read = readThrown(e);
    const pieces = thrownPieces(e, read, 'setup');
    if (pieces.detail !== undefined) pieces.said = 'setup';
    pieces.kind = 'throw';
    if (w) {
      pieces.line = w.line;
      pieces.column = w.column;
    }
    throw new RulesError(`the script threw ${thrownText(e, read)}${w ? ` (line ${w.line}, column ${w.column})` : ''} while it was being set up`, pieces);
  }

  // A script without moves(p) that declares left or right is partizan; one with
  // moves(p) is impartial, whatever else it names left or right (its own helpers,
  // as scripts written before partizan games may have).
  const partizan = got.moves === undefined && (got.left !== undefined || got.right !== undefined);
  if (partizan) checkPartizan(got, where);
  else if (typeof got.moves !== 'function') {
    const w = where('moves');
    throw new RulesError(
      got.moves === undefined
        ? 'the script declares no function moves(p): it must give the positions reachable in one move from p (or, for a partizan game, left(p) and right(p): those of each player)'
        : `moves must be a function, not ${typeof got.moves} (line ${w.line}, column ${w.column})`,
      { kind: 'declare', line: w.line, column: w.column, said: got.moves === undefined ? 'no-moves' : undefined }
    );
  }
  if (got.start === undefined) {
    throw new RulesError('the script declares no start: the starting position (a number, a string, an array, an object)', {
      kind: 'declare',
      line: 1,
      column: 1,
      said: 'no-start',
    });
  }
  for (const f of FUNCTIONS) {
    if (!partizan && (f === 'left' || f === 'right')) continue;
    if (got[f] !== undefined && typeof got[f] !== 'function') {
      const w = where(f);
      throw new RulesError(`${f} must be a function, not ${typeof got[f]} (line ${w.line}, column ${w.column})`, {
        kind: 'declare',
        line: w.line,
        column: w.column,
      });
    }
  }

  if (got.fromKey !== undefined && got.key === undefined) {
    const w = where('fromKey');
    throw new RulesError(`fromKey(k) rebuilds a position from the key that key(p) gives: declare key(p) too, or drop fromKey (line ${w.line}, column ${w.column})`, {
      kind: 'declare',
      line: w.line,
      column: w.column,
    });
  }

  const rules = {
    source,
    start: got.start,
    partizan,
    // left(p) and right(p) declared beside moves(p): not used (the script is impartial)
    sidesUnused: !partizan && typeof got.left === 'function' && typeof got.right === 'function',
    sides: partizan ? ['left', 'right'] : ['moves'],
    moves: partizan ? undefined : got.moves,
    left: partizan ? got.left : undefined,
    right: partizan ? got.right : undefined,
    outcome: got.outcome,
    key: got.key,
    fromKey: got.fromKey,
    tier: got.tier,
    show: got.show,
    moveName: got.moveName,
    // texts a script may give in several languages ({ en: 'Nim', uk: 'Нім' }): the
    // English one (or the first) here, every one in texts[name]
    title: inLanguage(got.title, 'en'),
    description: inLanguage(got.description, 'en'),
    teaches: inLanguage(got.teaches, 'en'),
    group: typeof got.group === 'string' ? got.group.slice(0, 40) : '',
    texts: { title: languages(got.title), description: languages(got.description), teaches: languages(got.teaches) },
    legend: got.legend && typeof got.legend === 'object' ? got.legend : null,
    where,
    declared: decl,
    // An error of the script's function name, called at position p (its text), from
    // what it threw, e (what undefined; e may be undefined too: throw undefined), or
    // for what it returned (what, words saying so; said and value: what it is, for a
    // page's words, see RulesError).
    // fromKey's argument is a key: "fromKey(k) ... at key 12".
    error(name, p, e, what, said, value) {
      // (what undefined: the function threw e, which may be any value, undefined too)
      const threw = what === undefined;
      const w = (threw && whereThrown(e)) || where(name);
      const call = name === 'fromKey' ? 'fromKey(k)' : name + '(p)';
      const at = name === 'fromKey' ? 'key' : 'position';
      const position = describePosition(p);
      // (what was thrown read once: its name and message may be getters)
      const read = threw ? readThrown(e) : null;
      const message = threw
        ? `${call} threw ${thrownText(e, read)} (line ${w.line}, column ${w.column}) at ${at} ${position}`
        : `${call} ${what} (line ${w.line}, column ${w.column}), at ${at} ${position}`;
      const info = { kind: threw ? 'throw' : 'result', line: w.line, column: w.column, position, call };
      if (read) copyPieces(thrownPieces(e, read, 'thrown'), info);
      if (said !== undefined && value !== undefined) {
        info.said = said;
        info.value = value;
      }
      return new RulesError(message, info);
    },
  };
  return rules;
}
