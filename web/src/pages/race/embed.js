// The course page around an embedded race page (core/embed-host.js): the
// position is the step of the race shown, its key 'A <square> B <square> <A|B>[+]'
// (keyAt below); one step on along the same race is a move (by 'solver': the race
// is the solver's), any other change of the step shown a new state. The host may
// set the position (a step of the race shown, by its key) and hide the values.
//
//   const embed = createEmbed(page, { card, results });
//   embed.ready()             the first solve is shown: host.ready()
//   embed.tell(s, prev)       after each change of the state
//   embed.position()          the position shown, as told to the host
//   embed.hideValues(on)
// card: race-card.js (the race shown, the replay); results: results.js (the quiz).
import { t } from '../../core/i18n.js';
import { createHost } from '../../core/embed-host.js';
import { frameAt, stepAt } from './race-view.js';
import { sq } from './words.js';

// Whether the line replayed is the full-state solver's (else the layered race).
function fullLine(s, sol) {
  return s.line === 'full' && !!(sol && sol.full.available && sol.full.line && sol.full.line.length);
}

// The player to move after k steps of the race (0: A, 1: B; at the end, the one
// who lost) and whether that move is a jump's extra step.
function moverAt(race, k) {
  if (k < race.S) {
    const st = stepAt(race, k);
    return { p: st.player, extra: st.extra };
  }
  return { p: race.S ? 1 - stepAt(race, race.S - 1).player : 0, extra: false };
}

// The key of the position after k steps: 'A <A's square> B <B's square> <A|B>', the
// squares as the page names them (r<row>c<column>, from 1), the player to move
// last, with '+' when that move is a jump's extra step: 'A r1c1 B r4c4 A',
// 'A r2c3 B r2c3 B+'.
function keyAt(race, k) {
  const f = frameAt(race, k);
  const n = race.bd.n;
  const m = moverAt(race, k);
  return 'A ' + sq(n, f.posA) + ' B ' + sq(n, f.posB) + ' ' + (m.p ? 'B' : 'A') + (m.extra ? '+' : '');
}

// The name of step i (from 0) of the race: 'A r1c2', 'B +r2c3' (a jump's extra
// step), as the list of steps names it.
function stepName(race, i) {
  const st = stepAt(race, i);
  return (st.player === 0 ? 'A' : 'B') + ' ' + (st.extra && st.from === st.to ? t('race.mv.stays') : (st.extra ? '+' : '') + sq(race.bd.n, st.to));
}

export function createEmbed(page, { card, results }) {
  const { store } = page;
  let hostReady = false; // host.ready() once the first solve is shown
  let lastPosted = ''; // the position last told to the host

  // The position shown, for the host: its key, the value for the player to move
  // (the winner of the line replayed: the layered race's, or the full-state
  // solver's, which may be a draw), the steps left in that line, the steps played.
  function position() {
    const s = store.get();
    const sol = s.sols[s.index];
    const race = card.race;
    if (!race || !sol) return null;
    const k = Math.min(s.step, race.S);
    const full = fullLine(s, sol);
    const winner = full ? (sol.full.outcome === 'draw' ? null : sol.full.winner === 'B' || sol.full.winner === 1 ? 1 : 0) : sol.winner === 'B' ? 1 : 0;
    const value = winner === null ? 'draw' : winner === moverAt(race, k).p ? 'win' : 'lose';
    return { key: keyAt(race, k), value, remoteness: value === 'draw' ? null : race.S - k, ply: k };
  }

  // A position named by the host: the step of the race shown with that key (the
  // replay pauses there); a key of no step of it is ignored.
  function setPosition(key) {
    const race = card.race;
    if (!race) return;
    const want = String(key).trim().replace(/\s+/g, ' ');
    for (let k = 0; k <= race.S; k++) {
      if (keyAt(race, k) === want) {
        card.replay.pause();
        card.replay.go(k);
        return;
      }
    }
  }

  const hideValues = (on) => results.hideValues(on);
  const host = createHost({ page: 'race', setPosition, hideValues, state: position });

  // After each change of the state: one step on along the same race is a move (the
  // race is the solver's: by 'solver'), any other change of the position a new state.
  function tell(s, p) {
    if (!hostReady) return;
    const st = position();
    const now = st ? st.key + '|' + st.ply : '';
    if (now === lastPosted) return;
    lastPosted = now;
    const race = card.race;
    const sameRace = s.sols === p.sols && s.boards === p.boards && s.index === p.index && s.line === p.line;
    if (sameRace && race && s.step === p.step + 1 && s.step <= race.S) host.moved({ name: stepName(race, s.step - 1), by: 'solver' });
    else host.changed();
  }

  function ready() {
    const st = position();
    lastPosted = st ? st.key + '|' + st.ply : '';
    hostReady = true;
    host.ready();
  }

  return { ready, tell, position, hideValues };
}
