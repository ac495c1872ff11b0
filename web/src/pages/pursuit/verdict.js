// The results' head: the status line, the solve's progress, the board's error,
// the verdict of the start (with LeetCode's judge answer and BOI 2014's), and
// "Why?": the current position's verdict explained in words from the solved
// game's own answers (its moves, the replies that beat them).
import { t, fmt } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { words, verdict, where, judgeAnswer, nMoves } from './model.js';
import { isFresh, current } from './state.js';

export function mib(bytes) {
  if (bytes >= 1073741824) return t('pg.unit.gib', { x: fmt(bytes / 1073741824, { maximumFractionDigits: 2, minimumFractionDigits: 2 }) });
  if (bytes >= 1048576) return t('pg.unit.mib', { x: fmt(bytes / 1048576, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) });
  return t('pg.unit.kib', { x: fmt(bytes / 1024, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) });
}

function fmtMs(ms) {
  return ms >= 1000 ? t('pg.unit.s', { x: fmt(ms / 1000, { maximumFractionDigits: 2, minimumFractionDigits: 2 }) }) : t('pg.unit.ms', { x: fmt(Math.max(1, Math.round(ms))) });
}

// The status line's text from its key and raw values.
export function statusText(st, client) {
  const v = st.vars || {};
  if (st.key === 'pg.st.solved') {
    const s = v.summary;
    const mode = client.mode();
    return t(st.key, { n: fmt(s.numStates), time: fmtMs(s.ms), mem: mib(s.bytesNeeded), mode: mode ? t('pg.mode.' + mode) : '' });
  }
  if (st.key === 'pg.st.changedBig') return t(st.key, { n: fmt(v.states), mem: mib(v.states * 7) });
  return t(st.key, v);
}

export function renderStatus(s, client) {
  const el = $('status');
  el.textContent = statusText(s.status, client);
  el.className = 'status' + (s.status.kind ? ' ' + s.status.kind : '');
  $('board-error').hidden = !s.error;
  $('board-error-text').textContent = s.error || '';
  const p = s.progress;
  $('progress').hidden = !p;
  if (p) {
    $('progress').classList.toggle('indeterminate', p.pct === null);
    $('progress-bar').style.width = p.pct === null ? '' : p.pct.toFixed(1) + '%';
    $('progress-label').textContent =
      p.pct === null ? t('pg.progressSetup', { n: fmt(p.n || 0) }) : t('pg.progress', { pct: fmt(Math.round(p.pct)), n: fmt(p.n), s: fmt(p.s, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) });
    if (p.pct !== null) $('app').dataset.progress = p.pct.toFixed(1);
  }
  const note = client.mode() === 'page' ? t('pg.noWorker', { why: (client.failure() && client.failure().message) || '' }) : '';
  $('run-note').hidden = !note;
  $('run-note').textContent = note;
}

// The verdict of the start; dimmed while the board has changed since. hidden: the
// values are hidden (a quiz): a sentence saying so instead.
let shown = null; // { model, info, copStarts } last drawn
export function renderVerdict(s, hidden = false) {
  const el = $('verdict');
  const start = isFresh(s) ? s.history[0] : null;
  if (start) shown = { model: s.model, info: start, copStarts: s.copStarts };
  else if (!s.summary) shown = null;
  const sub = $('verdict-sub');
  const judge = $('judge');
  // The verdict without a value: only text, no sub-line, no judge, no Why?.
  const blank = (text) => {
    el.textContent = text;
    el.className = 'pg-verdict-main';
    delete el.dataset.winner;
    delete el.dataset.depth;
    sub.textContent = '';
    judge.hidden = true;
    $('why-btn').hidden = true;
  };
  if (!shown) {
    blank('–');
    return;
  }
  const { model: m, info } = shown;
  const w = words(m);
  if (hidden) {
    blank(t('pg.quizVerdict'));
    $('why').hidden = true;
    $('why-btn').setAttribute('aria-expanded', 'false');
    return;
  }
  el.textContent = verdict(m, info);
  el.className = 'pg-verdict-main ' + (info.winner === 1 ? 'pg-pursuer' : info.winner === 2 ? 'pg-evader' : 'pg-draw') + (start ? '' : ' stale');
  el.dataset.winner = String(info.winner);
  el.dataset.depth = String(info.depth);
  const parts = [];
  if (info.depth > 0) {
    const a = Math.ceil(info.depth / 2);
    const b = Math.floor(info.depth / 2);
    parts.push(t('pg.sub.split', { a: nMoves(a), b: nMoves(b), first: info.side === 0 ? w.pursuer : w.evader, second: info.side === 0 ? w.evader : w.pursuer }));
  }
  parts.push(t('pg.sub.first', { who: info.side === 0 ? w.pursuer : w.evader, verb: info.side === 0 ? w.pMove : w.eMove }));
  if (m.family === 'cop-robber' && shown.copStarts) {
    const names = shown.copStarts.map((c) => where(m, c));
    parts.push(names.length ? t('pg.sub.boi1', { count: names.length, c: names.join(', ') }) : t('pg.sub.boi0'));
  }
  sub.textContent = parts.join(' ');
  const j = judgeAnswer(m, info);
  judge.hidden = !j;
  if (j) {
    judge.innerHTML = escapeHtml(t('pg.judge', { problem: j.problem })) + ' <code>' + escapeHtml(j.answer) + '</code>';
    judge.title = t('pg.judgeTitle.' + j.problem);
    judge.dataset.answer = j.answer;
  }
  $('why-btn').hidden = !start;
}

// ---- Why? ---------------------------------------------------------------------------

const moverWinner = (info) => (info.side === 0 ? 1 : 2);

// The value of a move for the side that makes it: { kind: 'win'|'lose'|'draw', n }.
export function moveValue(cur, after) {
  const mine = moverWinner(cur);
  const kind = after.winner === mine ? 'win' : after.winner === 0 ? 'draw' : 'lose';
  return { kind, n: after.depth >= 0 ? after.depth + 1 : -1 };
}

export function valueText(v) {
  if (v.kind === 'draw') return t('pg.mv.draw');
  return v.n >= 0 ? t('pg.mv.' + v.kind, { n: fmt(v.n) }) : t('pg.mv.' + v.kind + 'Endless');
}

export function valueShort(v) {
  const letter = t(v.kind === 'win' ? 'letter.W' : v.kind === 'lose' ? 'letter.L' : 'letter.D');
  return v.kind === 'draw' || v.n < 0 ? letter : letter + v.n;
}

// The words of one move: "(3, 4) → (3, 5)" or "waits at (3, 4)".
export function moveWords(m, cur, after) {
  const from = cur.side === 0 ? cur.pursuer : cur.evader;
  const to = cur.side === 0 ? after.pursuer : after.evader;
  return from === to ? t('pg.waitsShort', { at: where(m, from) }) : where(m, from) + ' → ' + where(m, to);
}

// The explanation of the position `cur` (already solved), as HTML.
export async function explain(m, cur, query) {
  const w = words(m);
  const me = cur.side === 0 ? w.pursuer : w.evader;
  const them = cur.side === 0 ? w.evader : w.pursuer;
  const li = (s) => '<li>' + s + '</li>';
  if (cur.ended) return '<p>' + escapeHtml(verdict(m, cur)) + '.</p>';
  const succ = await query('successors', [cur.state]);
  const v = { me, them, Me: me[0].toUpperCase() + me.slice(1) };
  if (!succ.length) return '<p>' + escapeHtml(t('pg.why.noMove', { ...v, rule: t('pg.noMoveRule.' + (m.rules.noMove || 'lose')) })) + '</p>';
  const values = succ.map((a) => ({ after: a, value: moveValue(cur, a) }));
  const mine = moverWinner(cur);
  if (cur.winner === mine) {
    const best = await query('optimalMove', [cur.state]);
    const d = best.depth;
    const head = t(d >= 0 ? 'pg.why.win' : 'pg.why.winEndless', { ...v, move: moveWords(m, cur, best), n: nMoves(Math.max(d, 0)) });
    const others = values.filter((x) => x.value.kind === 'win').length;
    const more = others > 1 ? ' ' + t('pg.why.winOthers', { count: others - 1 }) : '';
    return '<p>' + escapeHtml(head + more) + '</p>';
  }
  // A loss or a draw: every move, and for each losing one the reply that beats it.
  const replies = await Promise.all(values.map((x) => (x.value.kind === 'lose' && !x.after.ended ? query('optimalMove', [x.after.state]) : null)));
  const items = values.map((x, i) => {
    const move = moveWords(m, cur, x.after);
    if (x.value.kind === 'lose') {
      if (x.after.ended) return li(escapeHtml(t('pg.why.lostAtOnce', { ...v, move })));
      const r = replies[i];
      const n = x.after.depth >= 0 ? nMoves(x.after.depth) : '';
      return li(escapeHtml(t(x.after.depth >= 0 ? 'pg.why.beaten' : 'pg.why.beatenEndless', { ...v, move, reply: r ? moveWords(m, x.after, r) : '–', n })));
    }
    return li(escapeHtml(t('pg.why.keepsDraw', { ...v, move })));
  });
  const head = cur.winner === 0 ? t('pg.why.draw', v) : t(cur.depth >= 0 ? 'pg.why.lose' : 'pg.why.loseEndless', { ...v, n: nMoves(Math.max(cur.depth, 0)) });
  return '<p>' + escapeHtml(head) + '</p><ul class="pg-why-list">' + items.join('') + '</ul>';
}

export { current };
