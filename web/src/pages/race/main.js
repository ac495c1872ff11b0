// The race page (race.html, BOI 2008 "Game"): the text of the boards, the solve
// (in the solver worker; small boards on the page's thread), the verdict and
// why, the board with its distance layers, the board editor, the replay of the
// race, the state in the URL, the draft kept in the browser, and the exports.
// Embedded, it speaks to the course page around it (core/embed-host.js). This file
// is the wiring of its parts, each made by its own createX(page):
//   text.js         the text: typed, pasted, opened, picked, restored, kept aside
//   solve.js        the solve (only the latest answer counts)
//   results.js      the status, the error, the verdict, the board drawn, its legend
//   race-card.js    the replay of the race (ui/replay.js)
//   board-tools.js  the board editor
//   link.js         the link in the address bar, Copy link, what of a link was not used
//   embed.js        the course page around an embed: the position and its key
//   exports.js      the files saved
// `page` holds what they share: the state's updates (S) and store, the solver
// client, the draft, the editor, the link the page opened with and the board view.
// Exposes window.raceApp for scripting and for the tests.
import '../../styles/base.css';
import './race.css';
import { t, onLangChange } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { createSolverClient, pageModule } from '../../core/solver-client.js';
import { createDraft } from '../../core/draft.js';
import { setUpHeader } from '../../ui/header.js';
import { Editor } from '../../ui/editor.js';
import { createRaceState } from './state.js';
import { decodeState } from './link-codec.js';
import { createSolve } from './solve.js';
import { createLink } from './link.js';
import { createResults } from './results.js';
import { createRaceCard } from './race-card.js';
import { createText } from './text.js';
import { createBoardTools } from './board-tools.js';
import { createEmbed } from './embed.js';
import { createExports } from './exports.js';

setUpHeader();

const editor = new Editor($('editor'));
const client = createSolverClient({ workerUrl: 'web/generated/worker.js' });
const draft = createDraft('race');
const fromUrl = decodeState(location.hash);
const S = createRaceState({ mode: fromUrl.mode, line: fromUrl.line, jump: fromUrl.jump, index: fromUrl.index });
const { store } = S;
const page = { S, store, client, draft, editor, fromUrl, view: null };

const results = createResults(page, { race: () => card.race, textAside: () => text.aside() });
const { view } = results;
page.view = view;
const link = createLink(page);
const card = createRaceCard(page, { link });
const solve = createSolve(page);
const embed = createEmbed(page, { card, results });
const text = createText(page, { solve });
const tools = createBoardTools(page, { text, solve, pause: () => card.replay.pause() });
createExports(page);

// ---- everything that follows the state ---------------------------------------------------

store.subscribe((s, p) => {
  if (s.status !== p.status || s.phase !== p.phase || s.error !== p.error || s.fromEdit !== p.fromEdit) results.status();
  if (s.error !== p.error) results.error();
  const boardChanged = s.sols !== p.sols || s.boards !== p.boards || s.index !== p.index;
  if (boardChanged || s.error !== p.error || s.phase !== p.phase || s.jump !== p.jump) results.verdict();
  if (s.mode !== p.mode) view.setMode(s.mode);
  if (boardChanged || s.line !== p.line) card.rebuild();
  if (boardChanged || s.line !== p.line || s.step !== p.step) card.renderStep();
  if (boardChanged || s.mode !== p.mode || s.line !== p.line) results.legend();
  if (boardChanged || s.edit !== p.edit || s.error !== p.error || s.phase !== p.phase) {
    tools.render();
    results.cellInfo();
  }
  if (s.speed !== p.speed) card.renderSpeed();
  embed.tell(s, p);
  if (s.playing && s.step !== p.step) return; // the link waits for the pause
  if (boardChanged || s.mode !== p.mode || s.line !== p.line || s.jump !== p.jump || s.step !== p.step ||
    s.playing !== p.playing || s.error !== p.error) link.write();
});

// ---- the controls between parts ------------------------------------------------------------

$('board-tabs').addEventListener('click', (ev) => {
  const b = ev.target.closest('[data-board]');
  if (b) S.select(Number(b.dataset.board));
});
const radios = (name, f) => document.querySelectorAll('input[name="' + name + '"]').forEach((r) => {
  r.addEventListener('change', () => r.checked && f(r.value));
});
radios('view', S.setMode);
radios('line', S.setLine);
radios('tool', S.setTool);
$('full-check').addEventListener('change', (ev) => {
  if (ev.target.id !== 'jump-optional') return;
  S.setJump(ev.target.checked ? 'optional' : 'mandatory');
  solve.now();
});

// ---- start -------------------------------------------------------------------------------

text.fillExamples();
card.renderSpeed();
// The language switch: every text written by code again.
onLangChange(() => {
  text.fillExamples();
  results.status();
  results.verdict();
  results.legend();
  results.cellInfo();
  card.renderSpeed();
  link.relabel();
  card.relabel();
});

document.querySelector('input[name="view"][value="' + fromUrl.mode + '"]').checked = true;
view.setMode(fromUrl.mode);
text.open();
results.status();
results.verdict();

const ready = pageModule().then(
  async () => {
    await solve.now();
    // the board the link asks for is not there (then the first is shown)
    if (fromUrl.index > 0 && fromUrl.index >= store.get().boards.length && store.get().boards.length) {
      link.addLinkPart('linkpart.damaged', { part: 'i' });
    }
    link.sayLinkParts();
    embed.ready();
  },
  (e) => {
    S.startFailed(e.code === 'module-missing' ? t('race.noModule') : t('race.startFailed', { msg: e.message || String(e) }));
    throw e;
  }
);
ready.catch(() => {}); // said in the status line; raceApp.ready still rejects

window.raceApp = {
  ready,
  store,
  view,
  replay: card.replay,
  client,
  get state() {
    return store.get();
  },
  get solveCount() {
    return store.get().solveCount;
  },
  get race() {
    return card.race;
  },
  get solution() {
    const s = store.get();
    return s.sols[s.index] || null;
  },
  select: (i) => S.select(i),
  setStep: (k) => card.replay.go(k),
  solve: () => solve.now(),
  squareCenter: (q) => view.cellCenter(q),
  position: embed.position,
  hideValues: embed.hideValues,
};
