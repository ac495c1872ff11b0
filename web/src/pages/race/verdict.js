// The verdict views: the tabs of the boards (with the program's output), the
// winner and why (D, parity, the middle layer, whether the jump can be forced),
// and the full-state check with its jump rule.
import { t, fmt } from '../../core/i18n.js';
import { escapeHtml } from '../../core/dom.js';
import { sq, who, plural, ordinal } from './words.js';

export function renderTabs(el, s) {
  const count = s.boards.length;
  el.hidden = count <= 1;
  if (count <= 1) {
    el.innerHTML = '';
    return;
  }
  let html = '';
  const out = [];
  for (let i = 0; i < count; i++) {
    const sol = s.sols[i];
    const w = sol ? sol.winner : '?';
    out.push(w);
    html += '<button type="button" class="tab" role="tab" data-board="' + i + '" aria-selected="' + (i === s.index) + '">' +
      escapeHtml(t('race.tab', { i: fmt(i + 1) })) + ' ' + (sol ? who(w) : '<span class="muted">?</span>') + '</button>';
  }
  html += '<span class="out muted">' + escapeHtml(t('race.output')) + ' <code>' + escapeHtml(out.join(' ')) + '</code></span>';
  el.innerHTML = html;
}

// els: { badge, title, sub, why, full }
export function renderVerdict(els, s) {
  const sol = s.sols[s.index];
  const bd = s.boards[s.index];
  const { badge, why, full } = els;
  if (!sol) {
    badge.textContent = '–';
    badge.className = 'winner-badge';
    els.title.textContent = t(s.phase === 'loading' || (bd && s.phase === 'busy' && !s.error) ? 'race.st.solving' : bd ? 'race.noAnswer' : 'race.noBoard');
    els.sub.textContent = s.error ? t('race.fixFirst', { msg: s.error.message }) : '';
    why.innerHTML = '';
    full.innerHTML = '';
    full.className = 'full-check';
    full.hidden = true;
    return;
  }
  const n = sol.n;
  const D = sol.distance;
  const m = sol.middleLayer;
  const W = sol.winner;
  badge.textContent = W;
  badge.className = 'winner-badge ' + (W === 'A' ? 'win-a' : 'win-b');
  els.title.textContent = t('race.wins', { w: W });
  els.sub.textContent = (s.boards.length > 1 ? t('race.boardOf', { i: fmt(s.index + 1), n: fmt(s.boards.length) }) + ' · ' : '') +
    t('race.verdictSub', { n: fmt(n), a: sq(n, sol.a), b: sq(n, sol.b), ms: sol.ms < 1 ? '< 1' : fmt(Math.round(sol.ms)) });
  const items = [t('race.why.D', { d: fmt(D), steps: plural(D, 'race.nSteps') })];
  const mid = t('race.why.mid', { m: fmt(m), squares: plural(sol.middle.length, 'race.nSquares') });
  const ord = { mid, m: fmt(m), ord: ordinal(m) };
  if (sol.odd) {
    items.push(t('race.why.odd', ord));
    items.push(t(sol.jumpForced ? 'race.why.oddForced' : 'race.why.oddAvoid'));
  } else {
    items.push(t('race.why.even', ord));
    items.push(t(sol.jumpForced ? 'race.why.evenForced' : 'race.why.evenNotForced', { m: fmt(m) }));
  }
  why.innerHTML = items.map((x) => '<li>' + x + '</li>').join('');

  const f = sol.full;
  full.hidden = false;
  const rule = '<label><input type="checkbox" id="jump-optional"' + (s.jump === 'optional' ? ' checked' : '') + '> ' +
    escapeHtml(t('race.full.rule')) + '</label>';
  if (!f.available) {
    const reason = f.limit === 0 ? t('race.full.notRequested')
      : f.cells !== undefined ? t('race.full.tooBig', { cells: fmt(f.cells), limit: fmt(f.limit) }) : escapeHtml(f.reason);
    full.className = 'full-check unavailable';
    full.innerHTML = '<span class="tag">' + t('race.full.na') + '</span> ' + reason + '.<br>' + rule;
  } else {
    const res = f.outcome === 'draw' ? t('race.full.draw') : t('race.full.wins', { w: who(f.winner), turns: plural(f.depth, 'race.nTurns') });
    full.className = 'full-check ' + (f.agrees ? 'agrees' : 'disagrees');
    full.innerHTML = '<span class="tag">' + t(f.agrees ? 'race.full.agrees' : 'race.full.disagrees') + '</span>' +
      t('race.full.text', { states: fmt(f.states), jump: t('race.full.jump.' + f.jump), res }) +
      (f.agrees ? '' : t('race.full.report', { w: who(W) })) + '<br>' + rule;
  }
}
