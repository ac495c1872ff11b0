// The replay view of the race: the steps prepared once (positions, trails, the
// jump), the frame the board draws at step k, the caption, and the list of
// steps. Playing, stepping, the speed and the keys are the one replay
// controller's (ui/replay.js); this module only says what step k looks like.
import { t, fmt } from '../../core/i18n.js';
import { escapeHtml } from '../../core/dom.js';
import { sq, who, plural } from './words.js';

const STEP = 6; // fields of one step: player, extra, from, to, posA, posB
const MOVES_LISTED = 160; // races up to this many steps list every step

// Milliseconds per step at each speed of the replay slider (1 … 200 steps/s):
// a race of ~600 steps on a 300 x 300 board plays in 10 s at the fastest
// comfortable speed, a 12-step race at 2 steps/s.
export const RACE_SPEEDS = [1000, 500, 250, 100, 40, 15, 5];
export const stepsPerSecond = (i) => Math.round(1000 / RACE_SPEEDS[i]);

// The speed for a race of S steps: about 12 seconds for the whole race.
export function speedFor(S) {
  const want = Math.max(2, S / 12);
  for (let i = 0; i < RACE_SPEEDS.length; i++) if (stepsPerSecond(i) >= want) return i;
  return RACE_SPEEDS.length - 1;
}

// The steps replayed once: positions, trails and the jump, per step.
export function prepareRace(bd, steps) {
  const S = steps.length / STEP;
  const trailA = [bd.a];
  const trailB = [bd.b];
  const countA = new Int32Array(S + 1);
  const countB = new Int32Array(S + 1);
  countA[0] = 1;
  countB[0] = 1;
  let landing = -1;
  let jumpSquare = -1;
  for (let i = 0; i < S; i++) {
    const o = i * STEP;
    const to = steps[o + 3];
    if (steps[o + 2] !== to) (steps[o] === 0 ? trailA : trailB).push(to);
    if (!steps[o + 1] && steps[o + 4] === steps[o + 5] && landing < 0) {
      landing = i + 1; // after step i + 1 steps
      jumpSquare = to;
    }
    countA[i + 1] = trailA.length;
    countB[i + 1] = trailB.length;
  }
  return { bd, steps, S, trailA: Int32Array.from(trailA), trailB: Int32Array.from(trailB), countA, countB, landing, jumpSquare };
}

export function stepAt(race, i) {
  const o = i * STEP;
  const st = race.steps;
  return { player: st[o], extra: st[o + 1] === 1, from: st[o + 2], to: st[o + 3], posA: st[o + 4], posB: st[o + 5] };
}

// What the board shows after k steps.
export function frameAt(race, k) {
  const last = k > 0 ? stepAt(race, k - 1) : null;
  return {
    posA: last ? last.posA : race.bd.a,
    posB: last ? last.posB : race.bd.b,
    trailA: race.trailA.subarray(0, race.countA[k]),
    trailB: race.trailB.subarray(0, race.countB[k]),
    last,
    jumpSquare: race.landing >= 0 && k >= race.landing ? race.jumpSquare : -1,
    landing: !!(last && !last.extra && last.posA === last.posB),
  };
}

function describeStep(st, bd, sol) {
  const n = bd.n;
  const opp = st.player === 0 ? bd.b : bd.a;
  const P = who(st.player);
  const Q = who(1 - st.player);
  if (st.extra && st.from === st.to) return t('race.s.declines', { p: P, sq: sq(n, st.to) });
  let text = t(st.extra ? 'race.s.extra' : 'race.s.moves', { p: P, from: sq(n, st.from), to: sq(n, st.to) });
  const lands = !st.extra && st.posA === st.posB;
  if (lands) {
    const layer = sol.distA[st.to];
    text += t('race.s.lands', {
      p: P, q: Q, mid: layer === sol.middleLayer && layer + sol.distB[st.to] === sol.distance ? t('race.s.landsMid', { m: fmt(layer) }) : '',
    });
    if (st.to !== opp) text += t('race.s.extraNow', { p: P });
  }
  if (st.to === opp) text += t('race.s.reaches', { p: P, q: Q, mid: lands ? t('race.s.midJump') : '', w: st.player === 0 ? 'A' : 'B' });
  return text;
}

// The caption of step k, as HTML.
export function captionHtml(race, sol, k) {
  const bd = race.bd;
  if (k === 0) {
    return t('race.s.start', { a: who(0), sa: sq(bd.n, bd.a), b: who(1), sb: sq(bd.n, bd.b) }) + (race.S ? escapeHtml(t('race.s.press')) : '');
  }
  return '<strong>' + fmt(k) + '.</strong> ' + describeStep(stepAt(race, k - 1), bd, sol);
}

// The list of steps (or, for a long race, a note saying how many there are).
export function renderMoves(list, note, race) {
  if (!race || race.S > MOVES_LISTED) {
    list.innerHTML = '';
    list.hidden = true;
    note.hidden = !race;
    note.textContent = race ? plural(race.S, 'race.movesNote') : '';
    return;
  }
  note.hidden = true;
  list.hidden = false;
  let html = '';
  for (let i = 0; i < race.S; i++) {
    const st = stepAt(race, i);
    const jump = st.extra || st.posA === st.posB;
    const label = fmt(i + 1) + '. ' + (st.player === 0 ? 'A' : 'B') + ' ' +
      (st.extra && st.from === st.to ? t('race.mv.stays') : (st.extra ? '+' : '') + sq(race.bd.n, st.to));
    html += '<li class="' + (st.player === 0 ? 'a' : 'b') + (jump ? ' jump' : '') + '"><button type="button" data-step="' + (i + 1) + '">' +
      escapeHtml(label) + '</button></li>';
  }
  list.innerHTML = html;
}

// Marks step k in the list; while playing, keeps it in view.
export function markMove(list, k, playing) {
  if (list.hidden) return;
  const items = list.children;
  for (let i = 0; i < items.length; i++) {
    items[i].classList.toggle('current', i + 1 === k);
    items[i].classList.toggle('future', i + 1 > k);
  }
  const cur = items[k - 1];
  if (cur && playing) {
    const lt = list.scrollTop;
    const top = cur.offsetTop - list.offsetTop;
    if (top < lt || top > lt + list.clientHeight - 24) list.scrollTop = Math.max(0, top - list.clientHeight / 2);
  }
}
