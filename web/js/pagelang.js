// The language of the pursuit and race pages (board.html, race.html): fills the
// elements marked data-i18n* from web/i18n/<lang>.js and wires the switch in the
// header (#lang). The page's own script listens with GG.onLangChange for the text
// it writes itself. Embed mode (#embed=1) adds a link to the full page.
(function () {
  'use strict';
  var GG = window.GG;
  GG.applyStrings();
  var sel = document.getElementById('lang');
  if (sel) {
    sel.value = GG.lang;
    sel.addEventListener('change', function () {
      GG.setLang(sel.value);
    });
    GG.onLangChange(function () {
      sel.value = GG.lang;
    });
  }
  if (document.documentElement.classList.contains('embed')) {
    var a = document.createElement('a');
    a.className = 'embed-full small-btn';
    a.target = '_blank';
    a.rel = 'noopener';
    a.setAttribute('data-i18n', 'embed.full');
    a.textContent = GG.t('embed.full');
    a.href = location.href.replace(/([#&?])embed=1&?/, '$1').replace(/[&#?]$/, '');
    var results = document.getElementById('results');
    if (results) results.appendChild(a);
  }
})();
