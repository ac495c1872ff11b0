// The rules page's examples, in the reader's language: the picker (a select
// grouped by kind of game) and the gallery (a dialog of cards, one per game, by
// group: its thumbnail drawn by its show(p) at the start, its title and what it
// teaches; a card opens the game). The examples and their texts come from
// examples.js (read from the scripts at build time: no script runs here).
//
//   const g = createGallery({ select, dialog, openButton, onPick(id) });
//   g.render(currentId)   // again when the language changes
import { t, lang } from '../../core/i18n.js';
import { EXAMPLES, GROUPS, exampleText } from './examples.js';
import { defaultColor } from './position-view.js';

function el(doc, tag, cls, text) {
  const e = doc.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// The start of a game in small coloured squares (its legend's colours, else the
// page's default colour of a character; blanks left white).
function thumbnail(doc, e) {
  const box = el(doc, 'span', 'thumb');
  box.setAttribute('aria-hidden', 'true');
  const rows = e.thumb || [];
  const width = rows.reduce((w, r) => Math.max(w, Array.from(r).length), 0);
  if (!width) {
    box.classList.add('thumb-none');
    return box;
  }
  box.style.setProperty('--thumb-cols', String(width));
  for (const row of rows) {
    const cells = Array.from(row);
    for (let c = 0; c < width; c++) {
      const ch = cells[c] === undefined ? ' ' : cells[c];
      const cell = el(doc, 'span', 'thumb-cell');
      const color = Object.prototype.hasOwnProperty.call(e.colors || {}, ch) ? e.colors[ch] : defaultColor(ch);
      if (color) cell.style.setProperty('background-color', color);
      box.appendChild(cell);
    }
  }
  return box;
}

export function createGallery({ select, dialog, openButton, onPick }) {
  const doc = select.ownerDocument;
  const title = (e) => exampleText(e.title, lang());

  function fillSelect(current) {
    select.textContent = '';
    const none = el(doc, 'option', '', t('rules.exEdited'));
    none.value = '';
    select.appendChild(none);
    for (const g of GROUPS) {
      const list = EXAMPLES.filter((e) => e.group === g);
      if (!list.length) continue;
      const og = el(doc, 'optgroup');
      og.label = t('rules.group.' + g);
      for (const e of list) {
        const o = el(doc, 'option', '', title(e));
        o.value = e.id;
        og.appendChild(o);
      }
      select.appendChild(og);
    }
    select.value = current || '';
  }

  function fillDialog() {
    const host = dialog.querySelector('.gallery-groups');
    host.textContent = '';
    for (const g of GROUPS) {
      const list = EXAMPLES.filter((e) => e.group === g);
      if (!list.length) continue;
      const section = el(doc, 'section', 'gallery-group');
      const h = el(doc, 'h3', '', t('rules.group.' + g));
      h.id = 'gallery-' + g;
      section.setAttribute('aria-labelledby', h.id);
      section.appendChild(h);
      const cards = el(doc, 'ul', 'gallery-cards');
      for (const e of list) {
        const li = el(doc, 'li');
        const b = el(doc, 'button', 'gallery-card');
        b.type = 'button';
        b.dataset.example = e.id;
        b.appendChild(thumbnail(doc, e));
        const words = el(doc, 'span', 'gallery-words');
        words.appendChild(el(doc, 'strong', 'gallery-title', title(e)));
        words.appendChild(el(doc, 'span', 'gallery-teaches', exampleText(e.teaches, lang())));
        b.appendChild(words);
        b.addEventListener('click', () => {
          dialog.close();
          onPick(e.id);
        });
        li.appendChild(b);
        cards.appendChild(li);
      }
      section.appendChild(cards);
      host.appendChild(section);
    }
  }

  openButton.addEventListener('click', () => {
    fillDialog();
    dialog.showModal();
    const first = dialog.querySelector('.gallery-card');
    if (first) first.focus();
  });
  dialog.querySelector('.gallery-close').addEventListener('click', () => dialog.close());
  // a click on the backdrop closes it too
  dialog.addEventListener('click', (ev) => {
    if (ev.target === dialog) dialog.close();
  });

  return {
    render(current) {
      fillSelect(current);
      if (dialog.open) fillDialog();
    },
    // The title of an example in the reader's language.
    title: (id) => {
      const e = EXAMPLES.find((x) => x.id === id);
      return e ? title(e) : id;
    },
  };
}
