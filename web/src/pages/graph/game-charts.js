// The graph page's value histories (ui/value-history.js): one for the game played
// against the solver from a vertex (#play-vh, under it), one for the walk along
// optimal play in "Around a vertex" (#walk-vh, in the walk's box). Each plots, at
// the start and after each move, the value for the player to move; a point clicked
// goes back there (the game's moves after it are taken back, the walk steps back),
// and the link follows as it does for any move. In a quiz the game's chart waits
// for the end of the game (as the rules page's does), and the walk is closed.
import { t, fmt, onLangChange } from '../../core/i18n.js';
import { $ } from '../../core/dom.js';
import { clipName } from '../../core/names.js';
import { createValueHistory } from '../../ui/value-history.js';
import { DRAW, outcomeName } from '../../core/outcome.js';

// The walk's points: its steps up to the one shown ({ steps: [{ name, outcome,
// depth }], at }), each with the value for the player to move there.
function walkPoints(walk) {
  const S = walk.steps;
  const out = [];
  for (let i = 0; i <= walk.at && i < S.length; i++) {
    const x = S[i];
    const label = i === 0 ? t('play.vhStart', { v: clipName(x.name) }) : fmt(i) + '. ' + clipName(S[i - 1].name) + ' → ' + clipName(x.name);
    out.push({ value: outcomeName(x.outcome), remoteness: x.outcome === DRAW ? null : x.depth, label });
  }
  return out;
}

export function createGameCharts(page) {
  const { store, results } = page;
  const play = results.play;
  const base = () => (store.get().example ? 'gamegraph-' + store.get().example : 'gamegraph');

  const gameHost = $('play-vh');
  const game = createValueHistory(gameHost, { onPick: (i) => play.backTo(i), fileName: () => base() + '-game-value-history.svg' });
  function renderGame() {
    const s = store.get();
    const on = play.active() && play.result === s.result;
    // in a quiz the chart would tell every value: it waits for the end of the game
    const hide = !on || (s.quiz && !play.over);
    gameHost.hidden = hide;
    if (!hide) game.update(play.valuePoints(), play.path.length - 1);
  }

  const walkHost = $('walk-vh');
  const walkChart = createValueHistory(walkHost, { onPick: (i) => page.explore.walkTo(i), fileName: () => base() + '-walk-value-history.svg' });
  function renderWalk() {
    const w = page.explore.walk;
    const hide = !w || store.get().quiz;
    walkHost.hidden = hide;
    if (!hide) walkChart.update(walkPoints(w), w.at);
  }

  page.gameShown = renderGame;
  page.walkShown = renderWalk;
  store.subscribe((s, prev) => {
    if (s.quiz !== prev.quiz || s.result !== prev.result) {
      renderGame();
      renderWalk();
    }
  });
  onLangChange(() => {
    renderGame();
    renderWalk();
  });
  renderGame();
  renderWalk();
  return { game, walk: walkChart, renderGame, renderWalk };
}
