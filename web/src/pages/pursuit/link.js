// The pursuit page's link: the address bar follows the board and the position played
// (link-codec.js writes the fragment; only the latest write counts), Copy link, the
// embed code and its copy; the position a link asks for (link-codec.js readPlay), played
// again once its start is solved; what of the link could not be used, said over the
// board (#link-part, also embedded).
//
//   const link = createLink(page, { lineFrom, query, ignoreStale, baseModel });
//   link.open(params)         the page's link read: quiz=1, the position to play again
//   link.forget()             the link's board could not be read: nor its moves
//   link.replayPending()      the position the link asks for, once the start is shown
//   link.write()              the address bar, soon (#app data-link 'pending' until then)
import { t, fmt } from '../../core/i18n.js';
import { $, debounce, escapeHtml } from '../../core/dom.js';
import { createLatest } from '../../core/latest.js';
import { say } from '../../core/say.js';
import { isFresh } from './state.js';
import { fragmentFor, playFields, readPlay } from './link-codec.js';
import { blunderOf, moverCell } from './play.js';
import { judgeMove } from './quiz.js';

// The code of an <iframe> showing this board in embed mode.
function embedCode(href, title) {
  const url = href.replace(/#.*$/, '') + '#' + (location.hash.slice(1).replace(/(^|&)embed=1(?=&|$)/, '').replace(/^&/, '') + '&embed=1').replace(/^&/, '');
  return '<iframe src="' + escapeHtml(url) + '" width="640" height="440" style="border:1px solid #ccc;border-radius:8px" title="' + escapeHtml(title) + '" loading="lazy"></iframe>';
}

export function createLink(page, hooks) {
  const { store, updates } = page;
  const S = () => store.get();
  const links = createLatest();
  let pendingPlay = null; // the position a link asks for (link-codec.js readPlay), played once the start is solved

  function open(params) {
    const play = readPlay(params);
    if (params.get('quiz') === '1') updates.quiz(true);
    if (play.moves.length || play.at !== null || play.human !== 'none' || play.damaged.length) pendingPlay = play;
  }

  async function replayPending() {
    if (!pendingPlay) return;
    const p = pendingPlay;
    pendingPlay = null;
    await restorePlay(p);
  }

  // The position a link asks for (link-codec.js readPlay), from the start shown: its
  // moves played one by one (each must be a move there), then the solver's optimal
  // line on; the move shown and the side a person plays. What does not fit is said
  // (#link-part) and ignored.
  async function restorePlay(p) {
    const s = S();
    const parts = p.damaged.map((part) => ['linkpart.damaged', { part }]);
    let cur = s.history[0];
    const hist = [cur];
    const flags = {};
    // a quiz's judgement of the person's moves: against the solver, those of the side
    // played; watching, none (the link does not say which moves were chosen and
    // which were steps of the solver's line)
    const picks = {};
    const mine = (info) => p.human !== 'none' && info.side === (p.human === 'pursuer' ? 0 : 1);
    try {
      for (const cell of p.moves) {
        if (cur.ended) break;
        const succ = await hooks.query('successors', [cur.state]);
        const next = succ.find((x) => moverCell(cur, x) === cell);
        if (!next) break;
        const flag = blunderOf(cur, next);
        if (flag) flags[hist.length] = flag;
        if (mine(cur)) picks[hist.length] = judgeMove(cur, next, succ);
        hist.push(next);
        cur = next;
      }
      const rest = await hooks.lineFrom(cur);
      if (S().history !== s.history) return;
      const n = hist.length - 1;
      if (n < p.moves.length) parts.push(['linkpart.moves', { k: n, n: p.moves.length }]);
      const history = hist.concat(rest.slice(1));
      let idx = p.human !== 'none' || p.at === null ? n : p.at;
      if (idx > history.length - 1) {
        parts.push(['linkpart.step', { k: idx, n: history.length - 1 }]);
        idx = history.length - 1;
      }
      if (p.human !== 'none') updates.human(p.human);
      updates.line(history, idx, p.human === 'none' ? 0 : idx, flags, n, picks);
    } catch (e) {
      hooks.ignoreStale(e);
    }
    sayLinkParts(parts);
  }

  // What of the link could not be used, said over the board (also embedded).
  function sayLinkParts(parts) {
    const el = $('link-part');
    el.hidden = !parts.length;
    if (parts.length) say(el, () => parts.map(([key, vars]) => t(key, vars)).join(' '), 'link-part note warn');
  }

  const writeSoon = debounce(async () => {
    const ticket = links.next();
    const s = S();
    if (!s.model) return;
    const { frag, tooLong } = await fragmentFor(s.model, s.presetId, hooks.baseModel(), { ...(isFresh(s) ? playFields(s) : {}), quiz: s.quiz ? 1 : '' });
    if (!ticket.current()) return;
    const url = location.href.replace(/#.*$/, '') + (frag ? '#' + frag : '');
    if (url !== location.href) history.replaceState(null, '', url);
    $('app').dataset.link = 'written';
    $('share-note').textContent = tooLong ? t('pg.linkTooLong') : '';
    if (!$('embed-box').hidden) $('embed-code').value = embedCode(location.href, t('pg.docTitle'));
  }, 200);

  function write() {
    $('app').dataset.link = 'pending'; // 'written' once the link holds the state (tests wait for it)
    writeSoon();
  }

  async function copy(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      $('share-note').textContent = done;
    } catch (e) {
      $('share-note').textContent = t('pg.copyByHand');
      window.prompt(t('pg.copyByHand'), text);
    }
  }
  $('copy-link').addEventListener('click', () => copy(location.href, t('link.copied', { n: fmt(location.href.length) })));
  $('embed-btn').addEventListener('click', () => {
    const box = $('embed-box');
    box.hidden = !box.hidden;
    $('embed-btn').setAttribute('aria-expanded', String(!box.hidden));
    $('embed-code').value = embedCode(location.href, t('pg.docTitle'));
  });
  $('copy-embed').addEventListener('click', () => copy($('embed-code').value, t('embed.copied')));

  return {
    open,
    forget: () => {
      pendingPlay = null;
    },
    replayPending,
    write,
  };
}
