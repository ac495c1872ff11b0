// The site's nav and its language picker, written once. Each page's header holds
//   <gg-site-nav page="board.html"></gg-site-nav>
// and this element renders the nav (the current page marked) and the picker
// (select#lang) into it. boot.js, loaded in <head>, defines the element, so the
// parser builds it as it reads the header: no first paint without the nav.
// The pages are those of the pages manifest with a nav label, in its order.
// The texts carry data-i18n keys; ui/header.js fills them and wires the picker.
import { LANGUAGE_NAMES } from '../core/languages.js';
import { PAGES as ALL_PAGES } from '../pages/manifest.js';

export const PAGES = ALL_PAGES.filter((p) => p.nav).map((p) => ({ href: p.file, key: p.nav.key, text: p.nav.text }));

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

function renderSiteNav(host, current) {
  const nav = el('nav', { class: 'site-nav', 'aria-label': 'Pages', 'data-i18n-attr': 'aria-label:nav.aria' });
  for (const p of PAGES) {
    const a = el('a', { href: p.href, 'data-i18n': p.key }, p.text);
    if (p.href === current) a.setAttribute('aria-current', 'page');
    nav.appendChild(a);
  }
  const pick = el('label', { class: 'lang-pick' });
  pick.appendChild(el('span', { 'data-i18n': 'lang.switch' }, 'Language'));
  const select = el('select', { id: 'lang' });
  for (const code in LANGUAGE_NAMES) select.appendChild(el('option', { value: code, lang: code }, LANGUAGE_NAMES[code]));
  pick.appendChild(select);
  host.replaceChildren(nav, pick);
}

export function defineSiteNav() {
  if (typeof customElements === 'undefined' || customElements.get('gg-site-nav')) return;
  customElements.define(
    'gg-site-nav',
    class extends HTMLElement {
      connectedCallback() {
        if (!this.querySelector('#lang')) renderSiteNav(this, this.getAttribute('page'));
      }
    },
  );
}
