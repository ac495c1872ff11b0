// The sum of games view shared by the graph page's Sprague-Grundy mode and the rules
// page: the line of a sum's value (its terms, the value, the outcome, a winning
// move), and playing the sum against the solver (core/sum-game.js) with a button
// per move of each component, and the value history of the game played
// (ui/value-history.js, under its moves: the sum's outcome for the player to move
// after each move). The page brings the
// components: solved graphs as core/sum-game.js's component() takes them, with
// names[v] for every vertex.
import { t, fmt } from '../core/i18n.js';
import { createValueHistory } from './value-history.js';
import { $, escapeHtml as esc } from '../core/dom.js';
import { createLatest } from '../core/latest.js';
import { valueText } from './grundy-steps.js';
import { parseValue, whySum } from '../core/grundy-why.js';
import { sumValue, solverMove, movesOf, anyMove, WIN, HEAP_MAX } from '../core/sum-game.js';
import { LOSE, outcomeName, nameKey } from '../core/outcome.js';
import './sum-play.css';


// The play controls (ids gy-play, gy-first, gy-playing ...), for the page's sum section.
export const SUM_PLAY_HTML = `
    <div class="gy-play-start">
      <button type="button" id="gy-play" class="small" data-i18n="gr.play">Play this sum against the solver</button>
      <label><span data-i18n="gr.playFirst">First to move:</span> <select id="gy-first">
        <option value="you" data-i18n="gr.playYou">you</option><option value="solver" data-i18n="gr.playSolver">the solver</option>
      </select></label>
    </div>
    <div class="gy-playing" id="gy-playing" hidden>
      <p class="gy-play-value" id="gy-play-value" aria-live="polite"></p>
      <p class="gy-play-status" id="gy-play-status" aria-live="polite"></p>
      <ol class="gy-play-parts" id="gy-play-parts"></ol>
      <div class="gy-play-tools">
        <button type="button" id="gy-play-undo" class="small" data-i18n="gr.playUndo">Undo my move</button>
        <button type="button" id="gy-play-restart" class="small" data-i18n="gr.playRestart">Start again</button>
        <button type="button" id="gy-play-stop" class="small ghost" data-i18n="gr.playStop">Stop playing</button>
      </div>
    </div>`;

// The sum's line into el: "1 ⊕ ∞(0) = ∞(1) · Win · <move>"; terms: each component's
// value as text; moveText: the winning move's words (null: none). Sets el's
// data-value (the sum's value as text) and data-outcome.
export function showSumLine(el, terms, value, infSet, outcome, moveText) {
  const total = valueText(value, infSet);
  let html = '<strong>' + esc(terms.join(' ⊕ ') + ' = ' + total) + '</strong> · ' + esc(t(nameKey(outcome)));
  html += ' · ' + esc(moveText !== null ? moveText : t(outcome === LOSE ? 'gr.sumLose' : 'gr.sumDraw'));
  // the theorem (or Smith's rule) that gives the sum its value, just after the line
  const values = terms.map(parseValue);
  let why = el.nextElementSibling;
  if (!why || !why.classList.contains('gy-sum-why')) {
    why = el.ownerDocument.createElement('p');
    why.className = 'gy-sum-why muted';
    el.insertAdjacentElement('afterend', why);
  }
  why.textContent = values.every((v) => v !== null) ? whySum(values) : '';
  el.innerHTML = html;
  el.dataset.value = total;
  el.dataset.outcome = String(outcome);
}

// ---- the list of the sum's parts (#gy-parts, #gy-add) -----------------------------------------

// One part's row: its game (a select of games: [id, name] pairs), where it stands
// (at: the page's HTML, heapSizeHtml for a heap), and a button removing it.
export function partItemHtml(i, count, games, selected, at) {
  const remove = esc(t('gr.sumRemove', { i: i + 1 }));
  return '<li data-i="' + i + '" data-game="' + esc(selected) + '"><label>' + esc(t('gr.sumGame')) + ' <select class="gy-src">' +
    games.map(([id, name]) => '<option value="' + esc(id) + '"' + (id === selected ? ' selected' : '') + '>' + esc(name) + '</option>').join('') +
    '</select></label> ' + at + ' <button type="button" class="small ghost gy-del" aria-label="' + remove + '" title="' + remove + '"' +
    (count <= 1 ? ' disabled' : '') + '>×</button></li>';
}
// typed: what the reader typed where it was not a size a heap can have (the field
// then says which size is used, and why); i: the part's index (the note's id).
export function heapSizeHtml(size, typed, i) {
  const note = typed === undefined || typed === null ? '' : heapNote(typed, size);
  const id = 'gy-size-note-' + (i === undefined ? 0 : i);
  return '<label>' + esc(t('gr.heapSize')) + ' <input type="number" class="gy-size" min="0" max="' + HEAP_MAX + '" step="1" value="' + size + '"' +
    (note ? ' aria-describedby="' + id + '"' : '') + '></label>' + (note ? ' <span class="gy-size-note" id="' + id + '">' + esc(note) + '</span>' : '');
}

// Why the size typed is not the size used: over the most, below 0, not whole, not a number.
export function heapNote(typed, size) {
  const raw = String(typed).trim();
  const x = Number(raw);
  if (raw === '' || !Number.isFinite(x)) return t('gr.heapNote.nan', { typed: raw, size: fmt(size) });
  if (x > HEAP_MAX) return t('gr.heapNote.big', { typed: fmt(x), max: fmt(HEAP_MAX), size: fmt(size) });
  if (x < 0) return t('gr.heapNote.negative', { typed: fmt(x), size: fmt(size) });
  return t('gr.heapNote.fraction', { typed: fmt(x), size: fmt(size) });
}

// The list's controls: list() the parts (changed in place), fresh(game) a new part of
// that game, at(part, value) the part at the position picked (.gy-at), added() the
// part that Add adds, changed() after each change. keepTyped: a heap's size typed
// that is not a size it can have is kept as the part's `typed` (heapSizeHtml says so).
export function editParts({ list, fresh, at, added, changed, keepTyped = false }) {
  $('gy-parts').addEventListener('change', (ev) => {
    const li = ev.target.closest('li');
    if (!li) return;
    const parts = list();
    const i = Number(li.dataset.i);
    const cls = ev.target.classList;
    if (cls.contains('gy-src')) parts[i] = fresh(ev.target.value);
    else if (cls.contains('gy-size')) {
      const raw = ev.target.value;
      const k = Math.floor(Number(raw));
      const size = Number.isFinite(k) && String(raw).trim() !== '' ? Math.max(0, Math.min(HEAP_MAX, k)) : 0;
      parts[i] = { ...parts[i], size };
      delete parts[i].typed;
      if (keepTyped && String(raw).trim() !== String(size)) parts[i].typed = String(raw);
    } else parts[i] = at(parts[i], ev.target.value);
    changed();
  });
  $('gy-parts').addEventListener('click', (ev) => {
    const b = ev.target.closest('.gy-del');
    const parts = list();
    if (!b || parts.length <= 1) return;
    parts.splice(Number(b.closest('li').dataset.i), 1);
    changed();
  });
  $('gy-add').addEventListener('click', () => {
    list().push(added());
    changed();
  });
}

// A refusal in place of the sum's line.
export function showSumError(el, text) {
  el.textContent = text;
  const why = el.nextElementSibling;
  if (why && why.classList.contains('gy-sum-why')) why.textContent = '';
  el.dataset.value = '';
  el.dataset.outcome = '';
}

// The module's label of a value ('3', 'inf(0,2)', 'inf()') as the pages write it: 3, ∞(0,2), ∞(∅).
export function labelText(label) {
  const m = /^inf\((.*)\)$/.exec(label);
  return m ? valueText(-1, m[1] ? m[1].split(',').map(Number) : []) : String(label);
}

function termText(c, v) {
  return valueText(c.grundy[v], c.infValues.subarray(c.infStart[v], c.infStart[v + 1]));
}

// gameName(i): the name of the i-th component's game; load(): a promise of
// { comps, pos } (the components and their start vertices) when the reader asks to
// play; onError(error) when load fails; history (default true): the value history
// of the game under its moves (the sum's outcome for the player to move after each
// move; a point clicked goes back there).
export function createSumPlay({ gameName, load, onError, history = true }) {
  // play: { comps, pos, start, first, you (the reader moves now), last (the move just
  // made: { comp, from, to, by }), history (before each of the reader's moves), over,
  // trail (the game so far: { pos, last, you, ply } after each move, the start first) }
  let play = null;
  const games = createLatest(); // a game started: only the latest start's components are played
  let historyHost = null;
  if (history) {
    historyHost = document.createElement('div');
    historyHost.className = 'vh-host gy-play-vh';
    historyHost.hidden = true;
    $('gy-playing').appendChild(historyHost);
  }
  const chart = historyHost ? createValueHistory(historyHost, { onPick: (i) => backTo(i), fileName: 'sum-value-history.svg', remoteness: false }) : null;
  const snap = () => ({ pos: play.pos.slice(), last: play.last, you: play.you, ply: play.ply });

  // Back to the position after i moves (the solver answers there if it is its turn).
  function backTo(i) {
    if (!play || i < 0 || i >= play.trail.length) return;
    const s = play.trail[i];
    play = { ...play, pos: s.pos.slice(), last: s.last, you: s.you, ply: s.ply, over: false, trail: play.trail.slice(0, i + 1), history: play.history.filter((h) => h.ply < i) };
    afterMove();
  }

  async function start() {
    const ticket = games.next();
    let got;
    try {
      got = await load();
    } catch (e) {
      if (ticket.current()) onError(e);
      return;
    }
    if (!ticket.current() || !got) return;
    const first = $('gy-first').value;
    play = { comps: got.comps, pos: got.pos.slice(), start: got.pos.slice(), first, you: first === 'you', last: null, history: [], over: false, ply: 0, trail: [] };
    play.trail.push(snap());
    afterMove();
  }
  function stop() {
    games.drop();
    play = null;
    $('gy-playing').hidden = true;
    $('gy-play').disabled = false;
    renderChart();
  }

  function playMove(comp, to, by) {
    const from = play.pos[comp];
    play.pos = play.pos.slice();
    play.pos[comp] = to;
    play.last = { comp, from, to, by };
    play.you = !play.you;
    play.ply++;
    play.trail = play.trail.slice(0, play.ply).concat([snap()]);
    afterMove();
  }
  // After every move (and at the start): the end, or the solver's answer, then the view.
  function afterMove() {
    play.over = !anyMove(play.comps, play.pos);
    if (!play.over && !play.you) {
      const last = play.last && play.last.by === 'you' ? play.last : null;
      const mv = solverMove(play.comps, play.pos, last);
      playMove(mv.comp, mv.to, 'solver');
      return;
    }
    render();
  }

  function render() {
    const box = $('gy-playing');
    if (!play) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.dataset.ply = String(play.ply); // moves made in this game
    $('gy-play').disabled = false;
    const { comps, pos } = play;
    const v = sumValue(comps, pos);
    const total = valueText(v.value, v.infSet);
    const line = $('gy-play-value');
    line.textContent = comps.map((c, i) => termText(c, pos[i])).join(' ⊕ ') + ' = ' + total + ' · ' +
      t(play.you ? 'gr.playForYou' : 'gr.playForSolver', { outcome: t(nameKey(v.outcome)) });
    line.dataset.value = total;
    line.dataset.outcome = String(v.outcome);
    const status = $('gy-play-status');
    let text = '';
    const lm = play.last;
    if (lm && lm.by === 'solver') {
      text = t('gr.playSolverMoved', { k: lm.comp + 1, from: comps[lm.comp].names[lm.from], to: comps[lm.comp].names[lm.to] }) + ' ';
    }
    if (play.over) text += t(play.you ? 'gr.playYouLose' : 'gr.playYouWin');
    else if (v.outcome === WIN) text += t('gr.playYourTurnWin');
    else text += t(v.outcome === LOSE ? 'gr.playYourTurnLose' : 'gr.playYourTurnDraw');
    status.textContent = text;
    status.dataset.over = play.over ? (play.you ? 'solver' : 'you') : '';
    $('gy-play-parts').innerHTML = comps.map((c, i) => {
      const here = pos[i];
      const moves = movesOf(c, here);
      const shown = moves.slice(0, 200);
      return '<li data-comp="' + i + '"><span class="gy-play-at">' + esc(t('gr.playAt', { k: i + 1, game: gameName(i),
        v: c.names[here], value: termText(c, here) })) + '</span> ' +
        (moves.length === 0 ? '<span class="muted">' + esc(t('gr.playNoMove')) + '</span>'
          : shown.map((w) => '<button type="button" class="small gy-mv" data-comp="' + i + '" data-to="' + w + '"' + (play.over || !play.you ? ' disabled' : '') +
            '>' + esc(c.names[w]) + ' (' + esc(termText(c, w)) + ')</button>').join(' ') +
            (moves.length > shown.length ? ' <span class="muted">' + esc(t('gr.playMore', { n: moves.length - shown.length })) + '</span>' : '')) + '</li>';
    }).join('');
    $('gy-play-undo').disabled = play.history.length === 0;
    renderChart();
  }

  // The value history: the sum's outcome for the player to move after each move (no
  // remoteness: the values of a sum do not give it).
  function renderChart() {
    if (!chart) return;
    historyHost.hidden = !play;
    if (!play) return;
    chart.update(play.trail.map((s, i) => {
      let label = t('gr.vhStart');
      if (i > 0 && s.last) {
        const c = play.comps[s.last.comp];
        label = t(s.last.by === 'you' ? 'gr.vhYou' : 'gr.vhSolver', { i: fmt(i), k: s.last.comp + 1, from: c.names[s.last.from], to: c.names[s.last.to] });
      }
      return { value: outcomeName(sumValue(play.comps, s.pos).outcome), remoteness: null, label };
    }), play.trail.length - 1);
  }

  $('gy-play').addEventListener('click', () => start());
  $('gy-play-stop').addEventListener('click', () => stop());
  $('gy-play-restart').addEventListener('click', () => {
    if (!play) return;
    play = { ...play, pos: play.start.slice(), you: play.first === 'you', last: null, history: [], over: false, ply: 0, trail: [] };
    play.trail.push(snap());
    afterMove();
  });
  $('gy-play-undo').addEventListener('click', () => {
    if (!play || play.history.length === 0) return;
    const h = play.history.pop();
    play = { ...play, pos: h.pos, last: h.last, ply: h.ply, you: true, over: false, trail: play.trail.slice(0, h.ply + 1) };
    render();
  });
  $('gy-play-parts').addEventListener('click', (ev) => {
    const b = ev.target.closest('.gy-mv');
    if (!b || !play || play.over || !play.you) return;
    play.history.push({ pos: play.pos.slice(), last: play.last, ply: play.ply });
    playMove(Number(b.dataset.comp), Number(b.dataset.to), 'you');
  });

  return {
    start,
    stop,
    render,
    get play() {
      return play;
    },
  };
}
