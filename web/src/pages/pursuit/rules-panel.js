// The rules panel and the editor's names: the pieces' names wherever they
// appear (police and thief, cat and mouse, cop and robber), the move sets of
// each side, who moves first, what endless play counts as.
import { t } from '../../core/i18n.js';
import { $, escapeHtml } from '../../core/dom.js';
import { MOVE_SETS, words } from './model.js';

const SIDES = ['pursuer', 'evader'];

function setText(id, text) {
  const e = $(id);
  if (e) e.textContent = text;
}

// The move-set options (and the loaded custom set) in the current language.
export function fillMoveSets() {
  for (const k of SIDES) {
    const sel = $('moves-' + k);
    const keep = sel.value;
    const custom = sel.querySelector('option[value="custom"]');
    sel.textContent = '';
    for (const v of MOVE_SETS) sel.add(new Option(t('pg.moveSet.' + v), v));
    if (custom) sel.add(new Option(t('pg.customMoves'), 'custom'));
    sel.value = keep;
  }
}

// Names of the pieces everywhere they appear, and what the board's kind shows.
export function renameUi(m, tool) {
  const w = words(m);
  const grid = m.kind === 'grid';
  const Exit = w.exit[0].toUpperCase() + w.exit.slice(1);
  const wv = { p: w.pursuer, e: w.evader, P: w.Pursuer, E: w.Evader, exit: w.exit, Exit, anExit: w.anExit, atExit: w.atExit || '', pv: w.pursuerVerb, ev: w.evaderVerb,
    place: t(grid ? 'pg.cell' : 'pg.vertex'), pl: w.pl, el: w.el === w.pl ? '' : w.el, aExit: w.anExit };
  // the tool's key is underlined in its name where the name starts with it, else shown after it
  const keyed = (name, key) => (name[0].toUpperCase() === key.toUpperCase() ? '<u>' + escapeHtml(name[0]) + '</u>' + escapeHtml(name.slice(1)) : escapeHtml(name) + ' (<u>' + escapeHtml(key) + '</u>)');
  $('tool-pursuer').innerHTML = keyed(w.Pursuer, w.pl);
  $('tool-evader').innerHTML = w.el === w.pl ? escapeHtml(w.Evader) : keyed(w.Evader, w.el);
  $('tool-exit').innerHTML = Exit === 'Exit' ? 'E<u>x</u>it' : escapeHtml(Exit) + ' (<u>x</u>)';
  setText('rules-pursuer-name', w.Pursuer);
  setText('rules-evader-name', w.Evader);
  setText('view-pursuer', t('pg.viewMap', { p: w.pursuer }));
  setText('view-evader', t('pg.viewMap', { p: w.evader }));
  setText('human-pursuer', t('pg.youAre', { p: w.pursuer }));
  setText('human-evader', t('pg.youAre', { p: w.evader }));
  setText('lg-pursuer', t('pg.lgWins', { p: w.pursuer, verb: w.pursuerVerb }));
  setText('lg-evader', t('pg.lgWins', { p: w.evader, verb: w.evaderVerb }));
  setText('pursuer-exit-label', t('pg.exitWinsToo', wv));
  const first = $('first');
  first.options[0].textContent = w.pursuer;
  first.options[1].textContent = w.evader;
  const da = $('draw-as');
  da.options[1].textContent = t('pg.winFor', { p: w.pursuer });
  da.options[2].textContent = t('pg.winFor', { p: w.evader });
  $('rules-note').textContent = t('pg.rulesNote', wv) + (m.forbidden && m.forbidden.pursuer ? t('pg.rulesForbidden', wv) : '');
  for (const e of document.querySelectorAll('.grid-only')) e.hidden = !grid;
  $('size-row').hidden = !grid;
  for (const i of document.querySelectorAll('input[name="tool"][value="wall"], input[name="tool"][value="free"]')) i.parentNode.hidden = !grid;
  $('to-text').hidden = !grid;
  const hintVars = { ...wv, pl: escapeHtml(w.pl), el: escapeHtml(w.el), aExit: escapeHtml(w.anExit) };
  $('tool-hint').innerHTML = t(grid ? 'pg.toolHintGrid' : 'pg.toolHintGraph', hintVars);
  $('edit-legend').textContent = t(grid ? 'pg.editBoard' : 'pg.placePieces');
  $('lg-wall').hidden = !grid;
  $('lg-exit').hidden = !m.exits.includes(1) && !grid;
  setText('lg-exit-name', w.exit);
  setText('board-title', t(grid ? 'pg.boardTitle' : 'pg.graphTitle'));
  const checked = document.querySelector('input[name="tool"]:checked');
  if (checked && checked.value !== tool) {
    const input = document.querySelector('input[name="tool"][value="' + tool + '"]');
    if (input) input.checked = true;
  }
}

export function rulesToUi(m) {
  const r = m.rules;
  for (const k of SIDES) {
    const sel = $('moves-' + k);
    let custom = sel.querySelector('option[value="custom"]');
    if (r[k].moves === 'custom') {
      if (!custom) {
        custom = new Option(t('pg.customMoves'), 'custom');
        sel.add(custom);
      }
    } else if (custom) {
      custom.remove();
    }
    if (r[k].moves !== 'edges') sel.value = r[k].moves;
    $('reach-' + k).value = r[k].reach;
    $('reach-' + k).disabled = !/^slides/.test(r[k].moves);
    $('pass-' + k).checked = !!r[k].pass;
  }
  $('first').value = r.first;
  $('draw-as').value = r.drawAs;
  $('pursuer-exit').checked = !!r.pursuerExitWins;
}

// The rules as the panel shows them (a patch for model.withRules).
export function rulesFromUi(m) {
  const patch = { drawAs: $('draw-as').value, pursuerExitWins: $('pursuer-exit').checked };
  for (const k of SIDES) {
    const side = { pass: $('pass-' + k).checked };
    if (m.kind === 'grid') {
      side.moves = $('moves-' + k).value;
      side.reach = Math.max(1, Math.min(64, parseInt($('reach-' + k).value, 10) || 1));
    }
    patch[k] = side;
  }
  return patch;
}
