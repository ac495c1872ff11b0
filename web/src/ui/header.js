// The header every page shares: the language switch (#lang) and, in embed mode,
// a link to the full page. Fills the data-i18n* texts of the document.
import { applyStrings, lang, setLang, onLangChange, t } from '../core/i18n.js';
import { isEmbed } from '../core/dom.js';

export function setUpHeader({ fullPageLinkInto = 'results' } = {}) {
  applyStrings();
  const sel = document.getElementById('lang');
  if (sel) {
    sel.value = lang();
    sel.addEventListener('change', () => setLang(sel.value));
    onLangChange(() => {
      sel.value = lang();
    });
  }
  if (isEmbed()) {
    const a = document.createElement('a');
    a.className = 'embed-full small-btn';
    a.target = '_blank';
    a.rel = 'noopener';
    a.setAttribute('data-i18n', 'embed.full');
    a.textContent = t('embed.full');
    const update = () => {
      a.href = location.href.replace(/([#&?])embed=1&?/, '$1').replace(/[&#?]$/, '');
    };
    update();
    window.addEventListener('hashchange', update);
    const host = document.getElementById(fullPageLinkInto);
    if (host) host.appendChild(a);
  }
}
