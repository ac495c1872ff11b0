// The rules page's sum of games, shown when the game has Sprague-Grundy values:
// components are this game (at the position shown, or a chosen one), the other
// examples with values (each at a chosen position) and Nim heaps; the sum's value,
// its outcome and a winning move (a heap's size that cannot be one is said beside
// its field), and playing it against the solver (ui/sum-play.js) with the value
// history of the game played. For a partizan game (left(p) and right(p)) the same
// card sums this game and the gallery's partizan examples (sum-partizan.js: the
// canonical value, the class, a winning move for each starter; played as Left or
// Right).
// Scripts run only in the sandboxed worker (ops sumPositions, sum, sumComponents;
// pzSum, pzSumComponents for partizan games): the page sends the examples' text
// and gets plain data back.
import { t, fmt, applyStrings, onLangChange, lang } from '../../core/i18n.js';
import { $, escapeHtml as esc } from '../../core/dom.js';
import { component } from '../../core/sum-game.js';
import { createLatest } from '../../core/latest.js';
import { SUM_PLAY_HTML, showSumLine, showSumError, createSumPlay, labelText, partItemHtml, heapSizeHtml, editParts, IMPARTIAL } from '../../ui/sum-play.js';
import { EXAMPLES, exampleById, exampleText } from './examples.js';
import { showPartizanSum, createPartizanLogic, partizanComponent } from './sum-partizan.js';

const CARD = `
  <div class="card-head"><h2 id="rs-sum-title" data-i18n="gr.sumTitle">Sum of games</h2></div>
  <section class="rs-sum" aria-labelledby="rs-sum-title">
    <p class="muted" id="gy-sum-help"></p>
    <ol class="gy-parts" id="gy-parts"></ol>
    <button type="button" id="gy-add" class="small" data-i18n="gr.sumAdd">Add a game</button>
    <p class="gy-sum-result" id="gy-sum-result" aria-live="polite"></p>
    <ul class="pz-sum-moves" id="pz-sum-moves" aria-label="Winning moves" data-i18n-attr="aria-label:rules.pzSum.movesAria" hidden></ul>
    ${SUM_PLAY_HTML}
  </section>`;

// The games a part can be: this one, the examples with values, a heap; for a
// partizan game, this one and the partizan examples.
const GAMES = (partizan) => ['this'].concat(partizan ? EXAMPLES.filter((e) => e.group === 'partizan').map((e) => e.id) : EXAMPLES.filter((e) => e.grundy).map((e) => e.id).concat(['heap']));
const SHOWN = 'shown';
// The second part a new partizan game's sum starts with (a number: 3/4).
const PARTIZAN_SECOND = 'hackenbush';

export function createSumView({ store, sandbox }) {
  const card = $('sum-card');
  card.innerHTML = CARD;
  applyStrings(card);
  // parts: { game: 'this' | example id | 'heap', at: position id or SHOWN (this game), size }
  let parts = [];
  let keys = new Map(); // game -> the keys of its first positions (from the worker)
  let result = null; // the worker's sum, or { error }
  let partizan = false; // the game solved is partizan: the parts and the sum are partizan ones
  const sums = createLatest(); // only the latest sum asked is shown

  const gameName = (game) => (game === 'this' ? t('rules.sumThis') : game === 'heap' ? t('gr.heap') : exampleText(exampleById(game).title, lang()));
  const shownId = () => {
    const path = store.get().path;
    return path[path.length - 1];
  };
  // A part as the worker takes it (at: its position id, where the play is).
  function wire(p, at) {
    if (at !== undefined) return { ...wire(p), at };
    if (p.game === 'heap') return { game: 'heap', size: p.size };
    if (p.game === 'this') return { game: 'this', at: p.at === SHOWN ? shownId() : p.at };
    return { game: 'rules', source: exampleById(p.game).text, at: p.at };
  }

  async function loadKeys(game) {
    if (keys.has(game) || game === 'heap') return;
    const asked = keys; // a new game solved meanwhile brings its own
    asked.set(game, null);
    const part = game === 'this' ? { game: 'this' } : { game: 'rules', source: exampleById(game).text };
    let got;
    try {
      got = await sandbox.call('sumPositions', { part });
    } catch (e) {
      got = { n: 0, keys: [], error: String(e.message) };
    }
    if (asked !== keys) return;
    keys.set(game, got);
    renderParts();
  }

  function positionSelect(p) {
    const got = keys.get(p.game);
    const list = got ? got.keys : [];
    const options = [];
    if (p.game === 'this') {
      const st = store.get();
      const key = st.view ? st.view.key : '';
      options.push([SHOWN, t('rules.sumShown', { key })]);
    }
    // (a partizan game's positions with their values)
    list.forEach((k, i) => options.push([String(i), got.values && got.values[i] ? k + ' (' + got.values[i] + ')' : k]));
    if (!list.length && p.at !== SHOWN) options.push([String(p.at), '#' + p.at]);
    const more = got && got.n > list.length ? ' <span class="muted">' + esc(t('rules.sumFirst', { n: fmt(list.length), total: fmt(got.n) })) + '</span>' : '';
    const none = got && got.noValue ? ' <span class="pz-sum-novalue">' + esc(t('rules.pzSum.partNoValue.' + got.noValue)) + '</span>' : '';
    return '<label>' + esc(t('rules.sumAt')) + ' <select class="gy-at">' +
      options.map(([v, text]) => '<option value="' + esc(v) + '"' + (v === String(p.at) ? ' selected' : '') + '>' + esc(text) + '</option>').join('') +
      '</select></label>' + more + none;
  }

  function renderParts() {
    const games = GAMES(partizan).map((g) => [g, gameName(g)]);
    // the field the reader was in keeps the focus when the list is written again
    const at = document.activeElement;
    const li = at && $('gy-parts').contains(at) ? at.closest('li') : null;
    const field = li ? ['gy-src', 'gy-size', 'gy-at', 'gy-del'].find((c) => at.classList.contains(c)) : null;
    $('gy-parts').innerHTML = parts.map((p, i) => partItemHtml(i, parts.length, games, p.game, p.game === 'heap' ? heapSizeHtml(p.size, p.typed, i) : positionSelect(p))).join('');
    if (field) {
      const again = $('gy-parts').querySelector(`li[data-i="${li.dataset.i}"] .${field}`);
      if (again) again.focus();
    }
    for (const p of parts) loadKeys(p.game);
  }

  // The sum asked again (a game played goes on: a new language, the move names in it).
  async function sum() {
    player.stop();
    return ask();
  }
  async function ask() {
    const out = $('gy-sum-result');
    if (!parts.length) {
      out.textContent = '';
      return;
    }
    const ticket = sums.next();
    let r;
    try {
      r = await sandbox.call(partizan ? 'pzSum' : 'sum', { parts: parts.map((p) => wire(p)), side: null });
    } catch (e) {
      if (e.cancelled) return;
      r = { error: String(e.message) };
    }
    if (!ticket.current()) return;
    result = r;
    renderSum();
  }

  const partName = (i) => gameName(parts[i] ? parts[i].game : 'this');
  function renderSum() {
    const r = result;
    $('pz-sum-moves').hidden = true;
    if (r && r.error) showSumError($('gy-sum-result'), r.error);
    if (!r || r.error) return;
    if (partizan) {
      showPartizanSum($('gy-sum-result'), $('pz-sum-moves'), r, partName);
      // a sum without a value is not played
      $('gy-play').disabled = !r.value;
      return;
    }
    let move = null;
    if (r.move) {
      const m = r.move;
      const words = { k: m.component + 1, game: gameName(parts[m.component] ? parts[m.component].game : 'this'), from: m.from, to: m.to, value: labelText(m.toLabel) };
      move = m.name ? t('rules.sumMoveNamed', { ...words, move: m.name }) : t('rules.sumMove', words);
    }
    showSumLine($('gy-sum-result'), r.components.map((c) => labelText(c.label)), r.value, r.infSet, r.outcome, move);
  }

  const player = createSumPlay({
    gameName: partName,
    async load() {
      if (!parts.length) return null;
      const list = await sandbox.call(partizan ? 'pzSumComponents' : 'sumComponents', { parts: parts.map((p) => wire(p)) });
      return { comps: list.map((c) => (partizan ? partizanComponent(c) : component(c))), pos: list.map((c) => c.at) };
    },
    onError(e) {
      if (e.cancelled) return;
      result = { error: e.code === 'too-big' && e.limit ? t('rules.sumTooBig', { max: fmt(Number(e.limit)) }) : String(e.message) };
      renderSum();
    },
  });
  // A partizan sum played: its value and the solver's move asked of the sandbox at
  // the positions reached.
  const partizanLogic = createPartizanLogic((pos, side) => sandbox.call('pzSum', { parts: parts.map((p, i) => wire(p, pos[i])), side }));

  editParts({
    list: () => parts,
    fresh: (game) => ({ game, at: game === 'this' ? SHOWN : 0, size: 3 }),
    at: (p, v) => ({ ...p, at: v === SHOWN ? SHOWN : Number(v) }),
    added: () => (partizan ? { game: 'this', at: 0, size: 0 } : { game: 'heap', at: 0, size: 1 }),
    changed() {
      renderParts();
      sum();
    },
    keepTyped: true,
  });

  const helpText = () => t(partizan ? 'rules.pzSum.help' : 'rules.sumHelp');
  // A new game solved: the sum starts again (this game at the position shown, a heap
  // of 3; a partizan game's, Blue-Red Hackenbush).
  store.subscribe((st, prev) => {
    const on = !!(st.summary && (st.summary.grundy || st.summary.partizan));
    if (st.summary !== prev.summary) {
      card.hidden = !on;
      player.stop();
      keys = new Map();
      result = null;
      $('gy-sum-result').textContent = '';
      $('pz-sum-moves').hidden = true;
      if (!on) return;
      partizan = !!st.summary.partizan;
      player.setLogic(partizan ? partizanLogic : IMPARTIAL);
      $('gy-sum-help').textContent = helpText();
      parts = partizan ? [{ game: 'this', at: SHOWN }, { game: PARTIZAN_SECOND, at: 0, size: 0 }] : [{ game: 'this', at: SHOWN }, { game: 'heap', at: 0, size: 3 }];
      renderParts();
      sum();
      return;
    }
    if (on && st.view !== prev.view && st.view && parts.some((p) => p.game === 'this' && p.at === SHOWN)) {
      renderParts(); // the key of the position shown
      sum();
    }
  });
  onLangChange(() => {
    if (card.hidden) return;
    $('gy-sum-help').textContent = helpText();
    renderParts();
    renderSum();
    player.render();
    // the winning moves' names in the new language
    if (parts.length && result && !result.error) ask();
  });

  return {
    get parts() {
      return parts.map((p) => ({ ...p }));
    },
    get result() {
      return result;
    },
    get play() {
      return player.play;
    },
    setParts(list) {
      parts = list.map((p) => ({ game: p.game, at: p.at === undefined ? (p.game === 'this' ? SHOWN : 0) : p.at, size: p.size || 0 }));
      renderParts();
      return sum();
    },
  };
}
