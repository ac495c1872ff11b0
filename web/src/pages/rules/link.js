// The rules page's link (core/urlstate.js):
//   #gz=<packed script>&at=0.4.17&max=100000&nomove=win&mem=2&lang=uk&quiz=1&embed=1
// (a partizan game's also starts=right, the side moving first, and as=left or
// as=right, the side played against the solver)
// (g= where the browser cannot compress), or #example=<id>&… for an example
// unedited; every field left out at its default. at=: the line played, as position ids
// (the first is the position opened, 0 the start), played again move by move once
// the game is solved, the first time only; a move the game no longer has ends it,
// said (#link-note). A script from a link is shown, not run, until the reader
// presses Run (#link-notice), except in an embed (script.js).
//
//   const link = createLink(page, { maxStates, maxMemory });
//   await link.open()          the options of the page's link applied: { text, example }
//   link.replayOnce()          after a solve: the link's line, the first time
//   link.continueReplay()      once a position is shown: the next move of the line
//   link.forget()              the line given up (a position set by the course page)
//   link.copy()                Copy link: the address bar, then the clipboard
//   link.render(st)            the notice of a script from a link not run yet
import { t, fmt, lang } from '../../core/i18n.js';
import { say } from '../../core/say.js';
import { $, isEmbed } from '../../core/dom.js';
import { readFragment, packText, unpackText } from '../../core/urlstate.js';
import { MAX_SOURCE_CHARS } from '../../../../wasm/rules/compile.js';
import { DEFAULT_MAX_STATES } from './state.js';
import { stepOf } from './game-line.js';
import { MAX_STATES_LIMIT } from '../../../../wasm/rules/limits.json';

const MAX_LINE = 2000; // moves of a line a link carries, at most

// The ids of a link's line ('0.4.17'), or null for none or a damaged one (said).
function lineOf(text) {
  if (text === null || text === undefined || text === '') return null;
  const ids = String(text).split('.').map(Number);
  if (ids.length > MAX_LINE + 1 || !ids.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31)) {
    $('link-note').textContent = t('rules.lineDamaged');
    return null;
  }
  return ids;
}

export function createLink(page, { maxStates, maxMemory }) {
  const { S, store } = page;
  let bootLine = null; // the line of the link the page opened with, until the first solve
  let replayIds = null; // the line being played again: ids, the first the position opened

  async function open() {
    const params = readFragment(location.hash);
    const mem = Number(params.get('mem')) * 2 ** 30;
    if ([...$('max-memory').options].some((o) => Number(o.value) === mem)) $('max-memory').value = String(mem);
    const max = Number(params.get('max'));
    if (max >= 1 && max <= MAX_STATES_LIMIT) $('max-states').value = String(Math.floor(max));
    if (params.get('nomove') === 'win') $('no-move').value = 'win';
    S.convention($('no-move').value === 'win' ? 'win' : 'lose');
    // a quiz: the values hidden from the start (an embed for a lesson)
    if (params.get('quiz') === '1') S.quiz(true);
    if (params.get('starts') === 'right') S.options({ starter: 'right' });
    const as = params.get('as');
    if (as === 'left' || as === 'right') S.options({ as });
    bootLine = lineOf(params.get('at'));
    let text = null;
    try {
      text = await unpackText(params);
    } catch (e) {
      $('link-note').textContent = t('rules.linkDamaged');
    }
    if (text !== null && text.length > MAX_SOURCE_CHARS) {
      // more than the module reads: refused here, with its size (not shown, not run)
      const size = text.length;
      say($('link-note'), () => t('rules.linkTooBig', { size: fmt(size), max: fmt(MAX_SOURCE_CHARS) }));
      text = null;
    }
    return { text, example: params.get('example') };
  }

  // the line of a link, played again once (the first solve after the page opened)
  function replayOnce() {
    if (!bootLine) return;
    replayIds = bootLine;
    bootLine = null;
    if (replayIds[0] !== 0) S.goTo([replayIds[0]]);
  }

  // One more move of the link's line, once the position before it is shown; a move
  // the game does not have ends the replay, said.
  function continueReplay() {
    const st = store.get();
    if (!replayIds || !st.summary || !st.view) return;
    if (st.path[0] !== replayIds[0]) {
      replayIds = null;
      return;
    }
    const k = st.path.length;
    if (k >= replayIds.length) {
      replayIds = null;
      return;
    }
    const m = st.view.moves.find((x) => x.to === replayIds[k]);
    if (!m) {
      replayIds = null;
      say($('link-note'), () => t('rules.lineStale', { n: fmt(k - 1), count: k - 1 }));
      return;
    }
    S.played(stepOf(st.view, m, null));
  }

  async function fragment() {
    const st = store.get();
    const extra = [];
    // the position reached: the ids of the line played (the first, the position opened)
    if (st.summary && (st.path.length > 1 || st.path[0] !== 0)) extra.push('at=' + st.path.slice(0, MAX_LINE + 1).join('.'));
    if (st.summary && st.summary.partizan) {
      if (st.starter === 'right') extra.push('starts=right');
      if (st.as) extra.push('as=' + st.as);
    }
    if (maxStates() !== DEFAULT_MAX_STATES) extra.push('max=' + maxStates());
    if ($('no-move').value === 'win') extra.push('nomove=win');
    if (maxMemory() !== 2 ** 30) extra.push('mem=' + maxMemory() / 2 ** 30);
    if (lang() !== 'en') extra.push('lang=' + lang());
    if (st.quiz) extra.push('quiz=1');
    if (isEmbed()) extra.push('embed=1');
    if (st.example) return ['example=' + st.example, ...extra].join('&');
    const packed = await packText(page.editor.text());
    if (packed.tooLong) return null;
    return [packed.param, ...extra].join('&');
  }

  async function copy() {
    const frag = await fragment();
    if (frag === null) {
      $('link-note').textContent = t('rules.linkTooLong');
      return;
    }
    history.replaceState(null, '', '#' + frag);
    let copied = false;
    try {
      await navigator.clipboard.writeText(location.href);
      copied = true;
    } catch (e) {
      copied = false;
    }
    $('link-note').textContent = copied ? t('rules.linkCopied') : t('rules.linkInBar');
  }

  function render(st) {
    $('link-notice').hidden = !(st.fromLink && st.status !== 'running');
  }

  $('copy-link').addEventListener('click', copy);

  return {
    open,
    replayOnce,
    continueReplay,
    forget() {
      replayIds = null;
    },
    copy,
    render,
  };
}
