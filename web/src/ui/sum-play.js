// The sum of games view shared by the graph page's Sprague-Grundy mode and the rules
// page: the line of a sum's value (its terms, the value, the outcome, a winning
// move), and playing the sum against the solver (core/sum-game.js) with a button
// per move of each component, and the value history of the game played
// (ui/value-history.js, under its moves: the sum's outcome for the player to move
// after each move). The page brings the
// components: solved graphs as core/sum-game.js's component() takes them, with
// names[v] for every vertex; or components of its own with the logic that plays
// them (IMPARTIAL below says what a logic gives; the rules page's partizan sums
// get their values and the solver's moves from its sandbox, as promises).
import { t, fmt } from '../core/i18n.js';
import { createValueHistory } from './value-history.js';
import { $, escapeHtml as esc } from '../core/dom.js';
import { createLatest } from '../core/latest.js';
import { valueText } from './grundy-steps.js';
import { parseValue, whySum } from '../core/grundy-why.js';
import { sumValue, solverMove, movesOf, WIN, HEAP_MAX } from '../core/sum-game.js';
import { LOSE, outcomeName, nameKey } from '../core/outcome.js';
import './sum-play.css';


// The play controls (ids gy-play, gy-first, gy-playing ...), for the page's sum section.
export const SUM_PLAY_HTML = `
    <div class="gy-play-start">
      <button type="button" id="gy-play" class="small" data-i18n="gr.play">Play this sum against the solver</button>
      <label id="gy-side-label" hidden><span data-i18n="gr.playAs">You play:</span> <select id="gy-side">
        <option value="left" data-i18n="rules.who.left">Left</option><option value="right" data-i18n="rules.who.right">Right</option>
      </select></label>
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

// How a sum's components play, for createSumPlay: the impartial one (the graph
// page's and the rules page's Sprague-Grundy sums, core/sum-game.js) here; a page
// may give another (the rules page's partizan sums, pages/rules/sum-partizan.js):
//   sides          whether the reader picks a side (#gy-side: 'left' | 'right')
//   join           the sign between the terms
//   moves(c, v, side)   the positions component c moves to from v, for side (null: impartial)
//   term(c, v)     v's value as text
//   value(comps, pos, side)   { total, outcome, extra }: the sum's value as text, the
//                  outcome for the side to move, a text said after it ('' none); or a promise of it
//   reply(comps, pos, last, side)   the solver's move { comp, to } for side, or a promise of it
//   keys           the i18n keys of what the play says (forYou, forSolver, turnWin,
//                  turnLose, turnDraw, youLose, youWin, at), '{side}' in a key: the side
//                  to move; sideName(side) names it ({side} in the texts)
//   pointLabel(label, value)   (optional) a point's label in the value history, its value given
//   moveName(c, v, j, side)    (optional) the name of the j-th of moves(c, v, side), '' none
// reply's move may carry its name (name): the solver's move is said with it.
export const IMPARTIAL = {
  sides: false,
  join: ' ⊕ ',
  moves: (c, v) => movesOf(c, v),
  term: (c, v) => valueText(c.grundy[v], c.infValues.subarray(c.infStart[v], c.infStart[v + 1])),
  value(comps, pos) {
    const v = sumValue(comps, pos);
    return { total: valueText(v.value, v.infSet), outcome: v.outcome, extra: '' };
  },
  reply: (comps, pos, last) => solverMove(comps, pos, last),
  keys: {
    forYou: 'gr.playForYou', forSolver: 'gr.playForSolver', turnWin: 'gr.playYourTurnWin', turnLose: 'gr.playYourTurnLose',
    turnDraw: 'gr.playYourTurnDraw', youLose: 'gr.playYouLose', youWin: 'gr.playYouWin', at: 'gr.playAt',
  },
  sideName: () => '',
};

const otherSide = (side) => (side === 'left' ? 'right' : side === 'right' ? 'left' : null);

// gameName(i): the name of the i-th component's game; load(): a promise of
// { comps, pos } (the components and their start positions) when the reader asks to
// play; onError(error) when load (or a value, a reply the logic asks for) fails;
// history (default true): the value history of the game under its moves (the sum's
// outcome for the player to move after each move; a point clicked goes back
// there); logic: how the components play (IMPARTIAL; setLogic changes it).
export function createSumPlay({ gameName, load, onError, history = true, logic = IMPARTIAL }) {
  // play: { comps, pos, start, first, side (the reader's: 'left' | 'right', null
  // impartial), you (the reader moves now), last (the move just made: { comp, from,
  // to, by }), value (the sum's now: logic.value's), thinking (the solver's move
  // asked for), history (before each of the reader's moves), over, trail (the game so
  // far: { pos, last, you, ply, value } after each move, the start first) }
  let play = null;
  const games = createLatest(); // a game started: only the latest start's components are played
  const steps = createLatest(); // a value or a reply asked: only the latest position's is used
  let historyHost = null;
  if (history) {
    historyHost = document.createElement('div');
    historyHost.className = 'vh-host gy-play-vh';
    historyHost.hidden = true;
    $('gy-playing').appendChild(historyHost);
  }
  const chart = historyHost ? createValueHistory(historyHost, { onPick: (i) => backTo(i), fileName: 'sum-value-history.svg', remoteness: false }) : null;
  const snap = () => ({ pos: play.pos.slice(), last: play.last, you: play.you, ply: play.ply, value: null });
  // the side to move now (null: impartial)
  const mover = () => (play.side ? (play.you ? play.side : otherSide(play.side)) : null);
  const say = (name, params = {}) => t(logic.keys[name].replace('{side}', mover() || ''), { ...params, side: logic.sideName(mover()) });
  const anyMoveNow = () => play.comps.some((c, i) => logic.moves(c, play.pos[i], mover()).length > 0);

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
    const side = logic.sides ? ($('gy-side').value === 'right' ? 'right' : 'left') : null;
    play = { comps: got.comps, pos: got.pos.slice(), start: got.pos.slice(), first, side, you: first === 'you', last: null, history: [], over: false, ply: 0, trail: [] };
    play.trail.push(snap());
    afterMove();
  }
  function stop() {
    games.drop();
    steps.drop();
    play = null;
    $('gy-playing').hidden = true;
    $('gy-play').disabled = false;
    renderChart();
  }

  function playMove(comp, to, by, name = '') {
    const from = play.pos[comp];
    play.pos = play.pos.slice();
    play.pos[comp] = to;
    play.last = { comp, from, to, by, name };
    play.you = !play.you;
    play.ply++;
    play.trail = play.trail.slice(0, play.ply).concat([snap()]);
    afterMove();
  }
  // After every move (and at the start): the sum's value, then the end, or the
  // solver's answer, then the view. (The logic may answer later: a newer position,
  // an undo or Stop meanwhile, and its answer is dropped.)
  async function afterMove() {
    const ticket = steps.next();
    const here = play;
    play.thinking = true;
    play.value = null;
    let v;
    try {
      v = await logic.value(here.comps, here.pos, mover());
      if (!ticket.current()) return;
      play.value = v;
      play.trail[play.ply].value = v;
      play.over = !anyMoveNow();
      if (!play.over && !play.you) {
        render(); // the value, and that the solver is to move
        const last = play.last && play.last.by === 'you' ? play.last : null;
        const mv = await logic.reply(here.comps, here.pos, last, mover());
        if (!ticket.current()) return;
        if (mv) {
          playMove(mv.comp, mv.to, 'solver', mv.name || '');
          return;
        }
      }
    } catch (e) {
      if (!ticket.current()) return;
      play.thinking = false;
      onError(e);
      render();
      return;
    }
    play.thinking = false;
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
    box.dataset.thinking = play.thinking ? 'true' : '';
    $('gy-play').disabled = false;
    const { comps, pos } = play;
    const v = play.value;
    const line = $('gy-play-value');
    const terms = comps.map((c, i) => logic.term(c, pos[i])).join(logic.join);
    if (v) {
      line.textContent = terms + ' = ' + v.total + (v.extra ? ' · ' + v.extra : '') + ' · ' +
        say(play.you ? 'forYou' : 'forSolver', { outcome: t(nameKey(v.outcome)) });
      line.dataset.value = v.total;
      line.dataset.outcome = String(v.outcome);
    } else {
      line.textContent = terms;
      line.dataset.value = '';
      line.dataset.outcome = '';
    }
    const status = $('gy-play-status');
    let text = '';
    const lm = play.last;
    if (lm && lm.by === 'solver') {
      text = t(lm.name ? 'gr.playSolverMovedNamed' : 'gr.playSolverMoved', { k: lm.comp + 1, from: comps[lm.comp].names[lm.from], to: comps[lm.comp].names[lm.to], move: lm.name }) + ' ';
    }
    const over = v && play.over;
    if (!v || (play.thinking && !play.you)) text += t('gr.playThinking');
    else if (over) text += say(play.you ? 'youLose' : 'youWin');
    else if (v.outcome === WIN) text += say('turnWin');
    else text += say(v.outcome === LOSE ? 'turnLose' : 'turnDraw');
    status.textContent = text;
    status.dataset.over = over ? (play.you ? 'solver' : 'you') : '';
    const side = mover();
    const idle = !play.over && play.you && !play.thinking;
    $('gy-play-parts').innerHTML = comps.map((c, i) => {
      const here = pos[i];
      const moves = Array.from(logic.moves(c, here, side));
      const shown = moves.slice(0, 200);
      return '<li data-comp="' + i + '"><span class="gy-play-at">' + esc(say('at', { k: i + 1, game: gameName(i),
        v: c.names[here], value: logic.term(c, here) })) + '</span> ' +
        (moves.length === 0 ? '<span class="muted">' + esc(t('gr.playNoMove')) + '</span>'
          : shown.map((w, j) => {
            // a named move: its name, the position reached in its title
            const name = logic.moveName ? logic.moveName(c, here, j, side) : '';
            return '<button type="button" class="small gy-mv" data-comp="' + i + '" data-to="' + w + '"' + (idle ? '' : ' disabled') +
              (name ? ' title="' + esc(c.names[w]) + '">' + esc(name) : '>' + esc(c.names[w])) + ' (' + esc(logic.term(c, w)) + ')</button>';
          }).join(' ') +
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
    const known = play.trail.filter((s) => s.value);
    chart.update(known.map((s, i) => {
      let label = t('gr.vhStart');
      if (i > 0 && s.last) {
        const c = play.comps[s.last.comp];
        label = t(s.last.by === 'you' ? 'gr.vhYou' : 'gr.vhSolver', { i: fmt(i), k: s.last.comp + 1, from: c.names[s.last.from], to: c.names[s.last.to] });
      }
      return { value: outcomeName(s.value.outcome), remoteness: null, label: logic.pointLabel ? logic.pointLabel(label, s.value) : label };
    }), known.length - 1);
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
    steps.drop();
    const trail = play.trail.slice(0, h.ply + 1);
    play = { ...play, pos: h.pos, last: h.last, ply: h.ply, you: true, over: false, thinking: false, trail, value: trail[h.ply].value };
    if (play.value) render();
    else afterMove();
  });
  $('gy-play-parts').addEventListener('click', (ev) => {
    const b = ev.target.closest('.gy-mv');
    if (!b || !play || play.over || !play.you || play.thinking) return;
    play.history.push({ pos: play.pos.slice(), last: play.last, ply: play.ply });
    playMove(Number(b.dataset.comp), Number(b.dataset.to), 'you');
  });

  // Another logic (the game loaded is another kind): the game stops; the side's
  // select is shown where the reader picks one.
  function setLogic(next) {
    if (next === logic) return;
    stop();
    logic = next;
    $('gy-side-label').hidden = !logic.sides;
  }
  $('gy-side-label').hidden = !logic.sides;

  return {
    start,
    stop,
    render,
    setLogic,
    get play() {
      return play;
    },
  };
}
