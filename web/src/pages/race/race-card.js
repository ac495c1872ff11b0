// The race page's replay of the race (the one replay controller, ui/replay.js):
// the line replayed (the layered race, or the full-state solver's where it has
// one), its frame on the board at each step, the step count, the caption, the list
// of steps, the speed (following the race's length until the reader picks one),
// Go to the jump; the step a link asks for, shown after the first solve.
//
//   const card = createRaceCard(page, { link });
//   card.race             prepareRace of the line shown (race-view.js), or null
//   card.replay           the replay controller
//   card.rebuild()        the boards, their answers or the line changed
//   card.renderStep()     the step shown changed
//   card.renderSpeed()    the speed changed
//   card.relabel()        in a new language
// link: link.js (a step past the race's end is said with the link's other parts).
import { t, fmt } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createReplay, bindReplayControls, icon } from '../../ui/replay.js';
import { RACE_SPEEDS, stepsPerSecond, speedFor, prepareRace, frameAt, captionHtml, renderMoves, markMove } from './race-view.js';
import { plural } from './words.js';

// Whether the board's full-state solver has a line to replay.
const fullOk = (sol) => !!(sol && sol.full.available && sol.full.line && sol.full.line.length);

export function createRaceCard(page, { link }) {
  const { S, store, view } = page;
  let race = null; // prepareRace of the line shown, or null
  let pendingStep = page.fromUrl.step; // the step the link asks for, shown after the first solve
  let settingSpeed = false;
  const replay = createReplay({ speeds: RACE_SPEEDS, speed: 1 });
  replay.subscribe((st) => {
    const prev = store.get().speed;
    S.replayed({ index: st.index, playing: st.playing, speed: st.speed });
    if (!settingSpeed && st.speed !== prev) S.chooseSpeed(st.speed);
  });
  for (const [id, name] of [['back', 'back'], ['step', 'step']]) $(id).insertAdjacentHTML(name === 'back' ? 'afterbegin' : 'beforeend', icon(name));
  bindReplayControls($('race-card'), replay, { keyTarget: document });

  function rebuild() {
    const s = store.get();
    const sol = s.sols[s.index];
    const bd = s.boards[s.index];
    const full = fullOk(sol);
    const lineInputs = document.querySelectorAll('input[name="line"]');
    lineInputs[1].disabled = !full;
    lineInputs[1].parentNode.title = full ? '' : t('race.full.unavailable');
    const line = full ? s.line : 'race';
    lineInputs[line === 'full' ? 1 : 0].checked = true;
    view.setBoard(bd || null, sol || null);
    race = sol && bd ? prepareRace(bd, line === 'full' ? sol.full.line : sol.race) : null;
    if (race && !s.speedChosen) {
      settingSpeed = true;
      replay.setSpeed(speedFor(race.S));
      settingSpeed = false;
    }
    $('to-jump').hidden = !race || race.landing < 0;
    renderMoves($('moves'), $('moves-note'), race);
    const k = race ? Math.min(pendingStep, race.S) : 0;
    if (race && pendingStep > race.S) {
      link.addLinkPart('linkpart.step', { k: pendingStep, n: race.S });
      link.sayLinkParts();
    }
    if (race) pendingStep = 0;
    replay.setCount(race ? race.S + 1 : 0, k);
    if (line !== s.line && sol) S.setLine(line);
  }

  function renderStep() {
    const s = store.get();
    const sol = s.sols[s.index];
    if (!race || !sol) {
      view.setFrame(null);
      $('step-count').textContent = '–';
      $('caption').textContent = '';
      return;
    }
    const k = Math.min(s.step, race.S);
    view.setFrame(frameAt(race, k));
    $('step-count').textContent = t('race.stepCount', { k: fmt(k), S: fmt(race.S) });
    $('caption').innerHTML = captionHtml(race, sol, k);
    markMove($('moves'), k, s.playing);
  }

  function renderSpeed() {
    const sps = plural(stepsPerSecond(store.get().speed), 'race.speedOpt');
    $('speed-value').textContent = sps;
    $('speed').setAttribute('aria-valuetext', sps);
  }

  function relabel() {
    const s = store.get();
    document.querySelectorAll('input[name="line"]')[1].parentNode.title = fullOk(s.sols[s.index]) ? '' : t('race.full.unavailable');
    renderMoves($('moves'), $('moves-note'), race);
    renderStep();
  }

  $('to-jump').addEventListener('click', () => race && race.landing >= 0 && replay.go(race.landing));
  $('moves').addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-step]');
    if (b) replay.go(Number(b.dataset.step));
  });

  return {
    replay,
    rebuild,
    renderStep,
    renderSpeed,
    relabel,
    get race() {
      return race;
    },
  };
}
