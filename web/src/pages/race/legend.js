// The legend under the board (for the colouring shown) and the line that
// describes the square under the pointer. Swatches take their colours from the
// --race-* tokens through element.style (no style attribute in the HTML).
import { t, fmt } from '../../core/i18n.js';
import { escapeHtml } from '../../core/dom.js';
import { maxDistances } from './board-canvas.js';
import { sq, plural } from './words.js';

const STAR_SVG = '<svg class="star" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="' + (() => {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * i) / 8 - Math.PI / 2;
    const r = i % 2 ? 4.5 : 9;
    d += (i ? 'L' : 'M') + (10 + r * Math.cos(a)).toFixed(2) + ' ' + (10 + r * Math.sin(a)).toFixed(2);
  }
  return d + 'Z';
})() + '"/></svg>';

function hasCutOff(sol) {
  if (sol.cutOff === undefined) {
    sol.cutOff = false;
    for (let q = 0; q < sol.cells.length; q++) {
      if (sol.cells[q] && sol.distA[q] < 0) {
        sol.cutOff = true;
        break;
      }
    }
  }
  return sol.cutOff;
}

// race: the replayed race (its jumpSquare), or null.
export function renderLegend(el, s, race) {
  const sol = s.sols[s.index];
  const items = []; // [swatch kind, colour names, text]
  if (sol) {
    maxDistances(sol);
    if (s.mode === 'layers') {
      items.push(['ramp', ['lay-a', 'lay-a2'], t('race.lg.layersA', { k: fmt(Math.max(0, sol.middleLayer - 1)) })]);
      items.push(['ramp', ['lay-b2', 'lay-b'], t('race.lg.layersB', { k: fmt(Math.min(sol.distance, sol.middleLayer + 1)), d: fmt(sol.distance) })]);
      items.push(['box', ['middle'], t('race.lg.middle', { m: fmt(sol.middleLayer) })]);
      items.push(['box', ['off'], t('race.lg.off')]);
    } else if (s.mode === 'a') {
      items.push(['ramp', ['a-near', 'a-far'], t('race.lg.fromA', { k: fmt(sol.maxA || 0) })]);
    } else {
      items.push(['ramp', ['b-near', 'b-far'], t('race.lg.fromB', { k: fmt(sol.maxB || 0) })]);
    }
  } else {
    items.push(['box', ['free'], t('race.lg.white')]);
  }
  items.push(['box', ['wall'], t('race.lg.black')]);
  if (sol && hasCutOff(sol)) items.push(['box', ['cut'], t('race.lg.cut')]);
  items.push(['ring', ['a'], t('race.lg.startA')]);
  items.push(['ring', ['b'], t('race.lg.startB')]);
  if (race && race.jumpSquare >= 0) items.push(['star', [], t('race.lg.jump')]);
  el.innerHTML = items.map(([kind, , text]) => '<li>' + (kind === 'star' ? STAR_SVG : '<span class="' + kind + '"></span>') + ' ' + escapeHtml(text) + '</li>').join('');
  const cs = getComputedStyle(document.documentElement);
  const color = (name) => cs.getPropertyValue('--race-' + name).trim();
  el.querySelectorAll('li').forEach((li, i) => {
    const [kind, names] = items[i];
    const sw = li.firstElementChild;
    if (kind === 'ramp') sw.style.background = 'linear-gradient(90deg,' + color(names[0]) + ',' + color(names[1]) + ')';
    else if (kind === 'box') sw.style.background = color(names[0]);
    else if (kind === 'ring') sw.style.borderColor = color(names[0]);
  });
}

// The square q under the pointer (-1: none), as HTML.
export function cellInfoHtml(s, q) {
  const bd = s.boards[s.index];
  if (q < 0 || !bd) return s.edit ? escapeHtml(t('race.ci.edit')) : '&nbsp;';
  const n = bd.n;
  const sol = s.sols[s.index];
  let text = '<strong>' + sq(n, q) + '</strong>';
  if (!bd.cells[q]) text += escapeHtml(t('race.ci.black'));
  else if (!sol) text += escapeHtml(t('race.ci.white'));
  else if (sol.distA[q] < 0) text += escapeHtml(t('race.ci.cut'));
  else {
    const da = sol.distA[q];
    const db = sol.distB[q];
    text += escapeHtml(t('race.ci.dist', { steps: plural(da, 'race.nSteps'), db: fmt(db) }));
    if (da + db === sol.distance) text += escapeHtml(t('race.ci.onPath', { k: fmt(da) }) + (da === sol.middleLayer ? t('race.ci.middle') : ''));
    else text += escapeHtml(plural(da + db - sol.distance, 'race.ci.offPath'));
  }
  if (q === bd.a) text += escapeHtml(t('race.ci.startA'));
  if (q === bd.b) text += escapeHtml(t('race.ci.startB'));
  return text;
}
