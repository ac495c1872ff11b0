// The run of the rules page: the script solved in a fresh sandbox (sandbox-client.js)
// with the options chosen (the cap on positions, the convention, the memory), its
// progress in the status line (positions found or solved, the memory held, the
// workers busy), a note when it seems stuck, Stop, and the error of a run that
// failed (or of the sandbox itself). Only the latest run's answer counts.
//
//   const runner = createRun(page, { onNewGame, onSolved });
//   runner.run()                       solves the editor's script; resolves once it is in the state
//   runner.stop()                      the run, or any call after it (the sandbox ends)
//   runner.render(st)                  the status line, Run / Stop, the error box, #app's status
//   runner.fillMemory()                the memory choices in the reader's language
//   runner.maxStates(), maxMemory()    the options as chosen (read by the link)
//   runner.solveCount                  runs solved since the page opened
// onNewGame() is called just before a solved game enters the state, onSolved() just after.
import { t, tn, fmt, fmtBytes, fmtNeed } from '../../core/i18n.js';
import { say } from '../../core/say.js';
import { $ } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { DEFAULT_MAX_STATES } from './state.js';
import { MAX_STATES_LIMIT } from '../../../../wasm/rules/limits.json';
import { placeIn, positionWords } from '../../../../wasm/rules/error-place.cjs';
import PIECE_TYPES from '../../../../wasm/rules/error-pieces.json';

// a run that finds no new position for this long says the script may be stuck
const STUCK_MS = 4000;

// What the page keeps of an error (plain fields: its message, code and kind, each
// piece of a script's error, wasm/rules/error-pieces.json, as its type, and the
// sandbox's own faults' part, after and seconds: see sandbox-client.js). A piece
// the error lacks is '', or a number: 0, but -1 for index and NaN for the tiers.
const NUMBER_DEFAULT = { index: -1, tierFrom: NaN, tierTo: NaN };
export function infoOf(e) {
  const info = {
    message: String(e.message),
    code: typeof e.code === 'string' ? e.code : '',
    kind: typeof e.kind === 'string' ? e.kind : '',
  };
  for (const k of Object.keys(PIECE_TYPES)) {
    const x = e[k];
    if (PIECE_TYPES[k] === 'string') info[k] = typeof x === 'string' ? x : '';
    else info[k] = typeof x === 'number' && Number.isFinite(x) && (k !== 'index' || (Number.isInteger(x) && x >= 0)) ? x : k in NUMBER_DEFAULT ? NUMBER_DEFAULT[k] : 0;
  }
  info.part = typeof e.part === 'string' ? e.part : '';
  info.after = e.after === true;
  info.seconds = Number(e.seconds) || 0;
  return info;
}
// The sandbox's own faults (the script broke its protocol, it ended, a call had
// no answer in time, Stop during a call after the solve): the sandbox is gone.
const FAULTS = new Set(['protocol', 'ended', 'timeout', 'stopped']);
const PART_KEYS = new Set(['explore', 'show', 'replay', 'table', 'sum', 'script']);

// The progress: positions found (per second) or solved (the tier being solved),
// then the memory held (and what a position costs, and how many the budget holds
// when that is fewer than the cap), the workers busy.
function progressText(p, cap) {
  let text;
  if (p.phase === 'solve') {
    text = p.tiers
      ? t('rules.st.solvingTier', { step: fmt(p.tierStep), tiers: fmt(p.tiers), solved: fmt(p.solved), n: fmt(p.found) })
      : t('rules.st.solving', { positions: tn('rules.nPositionsFound', p.found) });
  } else {
    // (no rate before one is measured, nor while the script seems stuck)
    text = p.rate > 0
      ? t('rules.st.exploring', { positions: tn('rules.nPositionsFound', p.found), rate: fmt(p.rate) })
      : t('rules.st.exploringNoRate', { positions: tn('rules.nPositionsFound', p.found) });
  }
  const more = [];
  if (p.bytes > 0) {
    more.push(p.phase === 'explore' && p.bytesPerPosition > 0
      ? t('rules.st.memoryEach', { held: fmtBytes(p.bytes), each: fmt(p.bytesPerPosition) })
      : t('rules.st.memory', { held: fmtBytes(p.bytes) }));
    if (p.phase === 'explore' && p.fits > 0 && p.budget > 0 && p.fits < cap) {
      more.push(t('rules.st.fits', { budget: fmtBytes(p.budget), n: fmt(p.fits) }));
    }
  }
  if (p.workers > 1) more.push(t('rules.st.workers', { busy: fmt(p.busy), workers: fmt(p.workers) }));
  return more.length ? text + ' ' + more.join(' · ') : text;
}

function statusText(st) {
  if (st.status === 'loading') return t('rules.loading');
  if (st.status === 'running') return progressText(st.progress || { found: 0, rate: 0, phase: 'explore' }, st.maxStates);
  if (st.status === 'stopped') return t('rules.st.stopped', { n: fmt(st.stoppedAt), count: st.stoppedAt });
  if (st.status === 'error') return st.error && FAULTS.has(st.error.code) ? t('rules.st.ended') : t('rules.st.error');
  if (st.summary) {
    const s = st.summary;
    let solved = t('rules.st.solved', { positions: tn('rules.nPositions', s.n), moves: tn('rules.nMoves', s.m), ms: fmt(Math.round(s.ms)) });
    if (s.tiers) solved += ' ' + t('rules.st.tiers', { tiers: fmt(s.tiers), count: s.tiers });
    if (st.ran !== null && st.source !== st.ran) return solved + ' ' + t('rules.st.changed');
    if (s.noMove !== st.convention) return solved + ' ' + t(st.convention === 'win' ? 'rules.st.conventionWin' : 'rules.st.conventionLose');
    return solved;
  }
  if (st.fromLink) return t('rules.st.notRun');
  return '';
}

function errorTitle(e) {
  if (e.code === 'too-big') return t('rules.err.tooBig');
  if (e.code === 'memory' || e.code === 'worker-died') return t('rules.err.memory');
  if (e.code === 'cancelled') return t('rules.st.stopped', { n: 0, count: 0 });
  const k = { syntax: 'syntax', throw: 'throw', result: 'result', key: 'key', declare: 'declare' }[e.kind];
  return k ? t('rules.err.' + k) : t('rules.err.other');
}

// What a function of the script returned wrong (an error's said), in the
// reader's words: the text and, for an outcome, the words it expects instead.
const SAID = {
  'not-array': { text: 'rules.err.notArrayText' },
  outcome: { text: 'rules.err.outcomeText', words: 'rules.err.outcomeWords' },
  'outcome-partizan': { text: 'rules.err.outcomeText', words: 'rules.err.outcomeWordsPartizan' },
  'key-type': { text: 'rules.err.keyTypeText' },
  'tier-type': { text: 'rules.err.tierTypeText' },
  'from-key': { text: 'rules.err.fromKeyText' },
};

// Why a position has no key (a NoKey's reason, wasm/rules/keys.js: 'undefined',
// 'number:NaN', 'class:Map', ...) in the reader's words.
function noKeyText(reason) {
  const at = reason.indexOf(':');
  const kind = at < 0 ? reason : reason.slice(0, at);
  const what = at < 0 ? '' : reason.slice(at + 1);
  const known = ['undefined', 'function', 'symbol', 'bigint', 'number', 'is-number', 'deep', 'hole', 'class'];
  return t('rules.err.noKey.' + (known.includes(kind) ? kind : 'other'), { what, type: kind });
}

// What went wrong, after its title, in the reader's language where the engine
// gave its pieces (the place and the position are said apart, below): a syntax
// error's own words, what a function threw, what it returned wrong (an array
// expected, an outcome's word, a key or a tier, a move down a tier), too many
// positions (naming the page's field rather than the module's option), the
// memory a run needs and the memory allowed (not a position's moves over what a
// batch may hold: the engine's words say how many), a start or a moves(p) not
// declared; else the engine's words, without the place and the position.
function errorMessage(e) {
  if (e.kind === 'syntax' && e.detail) return e.detail;
  if (e.kind === 'too-many' && e.limit > 0) return t('rules.err.tooManyText', { n: fmt(e.limit), count: e.limit });
  if (e.code === 'memory' && !e.position && e.bytesNeeded > 0 && e.bytesBudget > 0) {
    const words = { need: fmtNeed(e.bytesNeeded, e.bytesBudget), budget: fmtBytes(e.bytesBudget) };
    return e.found > 0 ? t('rules.err.memoryFoundText', { ...words, n: fmt(e.found), count: e.found }) : t('rules.err.memoryText', words);
  }
  if (e.kind === 'throw' && (e.detail || THROWN_SAID.test(e.said))) {
    if (e.call) return t('rules.err.threwText', { call: e.call, thrown: thrownWords(e) });
    if (/^setup(-|$)/.test(e.said)) return t('rules.err.threwSetupText', { thrown: thrownWords(e) });
  }
  if (e.kind === 'declare' && (e.said === 'no-start' || e.said === 'no-moves')) return t(e.said === 'no-start' ? 'rules.err.noStartText' : 'rules.err.noMovesText');
  const said = e.kind === 'result' && e.call && Object.prototype.hasOwnProperty.call(SAID, e.said) ? SAID[e.said] : null;
  if (said) return t(said.text, { call: e.call, value: e.value, words: said.words ? t(said.words) : '' });
  if (e.said === 'unkeyable' && e.value) {
    const why = noKeyText(e.value);
    if (e.kind === 'key') return t('rules.err.unkeyableStart', { why });
    if (e.kind === 'result' && e.call && e.index >= 0) return t('rules.err.unkeyableText', { call: e.call, index: fmt(e.index), why });
  }
  if (e.kind === 'result' && e.said === 'tier-down' && Number.isFinite(e.tierFrom) && Number.isFinite(e.tierTo)) {
    return t('rules.err.tierDownText', { from: e.position, to: e.value, a: String(e.tierFrom), b: String(e.tierTo) });
  }
  return bareMessage(e);
}

// What the script threw (an error's detail, value and said: RulesError in
// wasm/rules/compile.js): an exception's own words, else the value as code, or
// what it is (said 'thrown-symbol', 'setup-function', ...).
const THROWN_SAID = /^(thrown|setup)-(value|symbol|function|object|unreadable)$/;
function thrownWords(e) {
  if (e.detail) return e.detail;
  const m = THROWN_SAID.exec(e.said);
  if (m && m[2] === 'value' && e.value) return t('rules.err.thrownValue', { value: e.value });
  if (m && m[2] !== 'value') return t('rules.err.thrown.' + m[2]);
  return t('rules.err.thrown.object');
}

// The engine's own message (English) without what the line below it says: the
// place in the script and the position (error-place.cjs finds them).
function bareMessage(e) {
  const m = String(e.message);
  if (e.line) {
    const p = placeIn(m, e.line, e.column, e.position);
    if (p.at >= 0) return m.slice(0, p.at) + m.slice(p.at + p.length + p.after);
  }
  const w = positionWords(e.position).find((x) => m.endsWith(x));
  return w ? m.slice(0, m.length - w.length) : m;
}

// A fault of the sandbox, naming the part of the script that was running.
function faultText(e) {
  const part = t('rules.part.' + (PART_KEYS.has(e.part) ? e.part : 'script'));
  if (e.code === 'protocol') return t('rules.err.protocol', { part });
  if (e.code === 'ended') return t(e.after ? 'rules.err.endedAfter' : 'rules.err.endedWhile', { part });
  if (e.code === 'timeout') return t('rules.err.timeout', { part, n: fmt(e.seconds) });
  return t('rules.err.stopped', { part });
}

function renderError(st) {
  const box = $('error');
  const e = st.status === 'error' ? st.error : null;
  box.hidden = !e;
  if (!e) return;
  $('error-text').textContent = FAULTS.has(e.code) ? faultText(e) : errorTitle(e) + ': ' + errorMessage(e);
  const parts = [];
  if (e.line) parts.push(t('rules.err.at', { line: e.line, column: e.column }));
  if (e.position) parts.push(e.call === 'fromKey(k)' ? t('rules.err.atKey', { key: e.position }) : t('rules.err.position', { position: e.position }));
  if (e.code === 'too-big') parts.push(t('rules.err.tooBigHint'));
  $('error-where').textContent = parts.join(' · ');
  $('show-error').hidden = !e.line;
}

// Whether the results shown are of another script or convention than the ones chosen now.
function isStale(st) {
  return !!st.summary && st.status !== 'running' && ((st.ran !== null && st.source !== st.ran) || st.summary.noMove !== st.convention);
}

export function createRun(page, { onNewGame, onSolved }) {
  const { S, store, sandbox, draft } = page;
  const appEl = $('app');
  const runs = createLatest();
  let solveCount = 0;

  // The cap the field says: its whole number where it is one in range, otherwise
  // the nearest that is (the default for no number), what a run uses and a link
  // carries.
  function maxStates() {
    const typed = $('max-states').value.trim();
    const x = Number(typed);
    if (typed === '' || !Number.isFinite(x)) return DEFAULT_MAX_STATES;
    return Math.min(MAX_STATES_LIMIT, Math.max(1, Math.floor(x)));
  }

  // The cap for a run (maxStates()), written back into the field and said beside
  // it where the field held something else.
  function capForRun() {
    const field = $('max-states');
    const typed = field.value.trim();
    const x = Number(typed);
    const cap = maxStates();
    const note = $('max-states-note');
    note.hidden = cap === x;
    if (cap !== x) {
      note.textContent = t('rules.capFixed', { typed: typed === '' ? t('rules.capEmpty') : typed, max: fmt(MAX_STATES_LIMIT), cap: fmt(cap) });
      field.value = String(cap);
    }
    return cap;
  }

  // The memory the sandbox may hold (the select's bytes; 1 GiB by default).
  function maxMemory() {
    const v = Number($('max-memory').value);
    return v >= 1 << 28 && v <= 2 ** 36 ? v : 2 ** 30;
  }

  // The memory choices, named in the reader's language.
  function fillMemory() {
    for (const o of $('max-memory').options) o.textContent = t('size.gb', { n: fmt(Number(o.value) / 2 ** 30) });
  }

  async function run() {
    const { editor } = page;
    const source = editor.text();
    const ticket = runs.next();
    const cap = capForRun();
    page.noMove.check(source); // (a partizan script has no other convention)
    const noMove = $('no-move').value === 'win' ? 'win' : 'lose';
    const memory = maxMemory();
    S.options({ maxStates: cap, noMove });
    draft.ungate(source); // run once: the saved text no longer waits for Run
    S.running();
    // A fresh sandbox for every run: nothing a script leaves behind (built-ins it
    // changed, timers) can reach the next script, say one the reader typed after a
    // shared link's.
    sandbox.stop();
    editor.setRunError(null);
    let found = 0;
    watchStuck(ticket);
    try {
      const summary = await sandbox.call(
        'solve',
        { source, maxStates: cap, noMove, maxMemory: memory },
        {
          onProgress(p) {
            if (!ticket.current()) return;
            found = Number(p.found) || 0;
            const ms = Number(p.ms) || 0;
            // (the rate, positions a second since the start, once there is a second to average)
            S.progress({ ...p, found, rate: ms >= 1000 ? Math.round((found * 1000) / ms) : 0, phase: p.phase === 'solve' ? 'solve' : 'explore' });
          },
        }
      );
      if (!ticket.current()) return;
      solveCount++;
      onNewGame();
      S.solved(summary, source);
      onSolved();
    } catch (e) {
      if (!ticket.current()) return;
      if (e.cancelled) {
        S.stopped(found);
        return;
      }
      const info = infoOf(e);
      S.failed(info, source);
      if (info.line) editor.setRunError({ source, line: info.line, column: info.column, message: errorMessage(info) });
      // the error where the reader sees it (the page may be scrolled to the script)
      $('error').scrollIntoView({ block: 'nearest' });
    }
  }

  // A run that finds no new position for STUCK_MS says that the script may be stuck
  // in an endless loop (in its top level, while the sandbox says it has not run;
  // else moves(p) never returning, say), until a position comes or the run ends.
  let stuckTimer = 0;
  function watchStuck(ticket) {
    clearInterval(stuckTimer);
    let seen = -1;
    let since = performance.now();
    const note = $('stuck-note');
    note.hidden = true;
    stuckTimer = setInterval(() => {
      const st = store.get();
      if (!ticket.current() || st.status !== 'running') {
        clearInterval(stuckTimer);
        note.hidden = true;
        return;
      }
      const p = st.progress || { found: 0, phase: 'explore' };
      if (p.found !== seen || p.phase !== 'explore') {
        seen = p.found;
        since = performance.now();
        note.hidden = true;
        return;
      }
      const secs = Math.floor((performance.now() - since) / 1000);
      if (performance.now() - since >= STUCK_MS && note.hidden) {
        // (the sandbox said it began and the engine has not said the script's top
        // level has run: ran false)
        const where = p.ran === false ? 'rules.st.stuckTop' : 'rules.st.stuck';
        say(note, () => t(where, { n: fmt(secs), count: secs }));
        // (the rate, an average up to the last position found, is not what happens now)
        if (p.rate > 0) S.progress({ ...p, rate: 0 });
        note.hidden = false;
      }
    }, 500);
  }

  // Stop: the solve under way, or any call after it (a view stuck in show(p), an
  // export): the sandbox ends, and with it the solved game.
  function stop() {
    const st = store.get();
    if (st.status !== 'running') {
      if (!sandbox.busy()) return;
      const part = sandbox.part();
      sandbox.stop();
      S.failed(infoOf({ message: 'stopped', code: 'stopped', part }), st.ran);
      return;
    }
    const found = st.progress ? st.progress.found : 0;
    runs.drop();
    sandbox.stop();
    S.stopped(found);
  }

  function render(st) {
    appEl.dataset.status = st.status === 'running' ? 'running' : st.status === 'loading' ? 'loading' : 'idle';
    appEl.classList.toggle('stale', isStale(st) || (st.status === 'running' && !!st.summary));
    $('run').disabled = st.status === 'loading';
    $('stop').disabled = !(st.status === 'running' || st.busy);
    $('status').textContent = statusText(st);
    $('status').dataset.state = st.status;
    if (st.status !== 'running') $('stuck-note').hidden = true;
    renderError(st);
  }

  $('run').addEventListener('click', () => run());
  $('run-link').addEventListener('click', () => run());
  $('stop').addEventListener('click', stop);
  $('no-move').addEventListener('change', () => S.convention($('no-move').value === 'win' ? 'win' : 'lose'));
  $('show-error').addEventListener('click', () => {
    const e = store.get().error;
    if (e && e.line) page.editor.goTo(e.line, e.column);
  });
  sandbox.onBusy((busy) => S.busy(busy));
  sandbox.onReset((err) => {
    // the sandbox's own fault is said whatever call was under way (a page of the
    // table, the drawing, a sum: their callers say nothing)
    if (err && FAULTS.has(err.code)) S.failed(infoOf(err), store.get().ran);
    else if (store.get().status !== 'running' && store.get().summary) S.lost();
  });

  return {
    run,
    stop,
    render,
    fillMemory,
    maxStates,
    maxMemory,
    get solveCount() {
      return solveCount;
    },
  };
}
