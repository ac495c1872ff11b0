// Interface language: English or Ukrainian (the strings live in web/i18n/<lang>.js),
// picked from ?lang= / #lang=, then the reader's last choice, then the browser's
// languages. GG.t(key, vars) gives a string with {name} replaced by vars.name
// (values are inserted as given: escape them first where the result is HTML).
// Elements carrying data-i18n="key" get that text; data-i18n-html="key" gets HTML;
// data-i18n-attr="aria-label:key; title:key2" sets attributes.
(function (root) {
  'use strict';
  var GG = (root.GG = root.GG || {});
  var LANGS = ['en', 'uk'];
  var STORE_KEY = 'gamegraph.lang';
  var listeners = [];

  function fromUrl() {
    if (typeof location === 'undefined') return null;
    var m = /[?&#]lang=([a-z]+)/.exec(location.search + location.hash);
    return m && LANGS.indexOf(m[1]) !== -1 ? m[1] : null;
  }
  function fromStore() {
    try {
      var v = root.localStorage && root.localStorage.getItem(STORE_KEY);
      return LANGS.indexOf(v) !== -1 ? v : null;
    } catch (e) {
      return null;
    }
  }
  function fromBrowser() {
    var list = (typeof navigator !== 'undefined' && (navigator.languages || [navigator.language])) || [];
    for (var i = 0; i < list.length; i++) {
      var code = String(list[i] || '').toLowerCase().split('-')[0];
      if (code === 'uk') return 'uk';
      if (code === 'en') return 'en';
    }
    return 'en';
  }

  GG.LANGS = LANGS;
  GG.lang = fromUrl() || fromStore() || fromBrowser();

  var plural = {};
  function pluralCategory(lang, n) {
    if (!plural[lang]) {
      try {
        plural[lang] = new Intl.PluralRules(lang);
      } catch (e) {
        plural[lang] = { select: function (x) { return x === 1 ? 'one' : 'other'; } };
      }
    }
    return plural[lang].select(n);
  }

  // The string of key in lang (English where lang lacks it, the key itself where
  // both do).
  GG.t = function (key, vars, lang) {
    lang = lang || GG.lang;
    var table = (GG.strings && GG.strings[lang]) || {};
    var s = table[key];
    if (s === undefined) s = GG.strings && GG.strings.en ? GG.strings.en[key] : undefined;
    if (s === undefined) return key;
    if (typeof s === 'object') {
      var count = vars && vars.count !== undefined ? Number(vars.count) : 0;
      s = s[pluralCategory(lang, count)] || s.other;
    }
    if (!vars) return s;
    return s.replace(/\{(\w+)\}/g, function (all, name) {
      return vars[name] !== undefined ? String(vars[name]) : all;
    });
  };

  GG.escapeHtml = function (s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };

  GG.fmt = function (x) {
    return Number(x).toLocaleString(GG.lang === 'uk' ? 'uk-UA' : 'en-US');
  };

  // Fills the data-i18n* elements under rootEl (default: the document).
  GG.applyStrings = function (rootEl) {
    if (typeof document === 'undefined') return;
    rootEl = rootEl || document;
    var i;
    var els = rootEl.querySelectorAll('[data-i18n]');
    for (i = 0; i < els.length; i++) els[i].textContent = GG.t(els[i].getAttribute('data-i18n'));
    els = rootEl.querySelectorAll('[data-i18n-html]');
    for (i = 0; i < els.length; i++) els[i].innerHTML = GG.t(els[i].getAttribute('data-i18n-html'));
    els = rootEl.querySelectorAll('[data-i18n-attr]');
    for (i = 0; i < els.length; i++) {
      var pairs = els[i].getAttribute('data-i18n-attr').split(';');
      for (var j = 0; j < pairs.length; j++) {
        var kv = pairs[j].split(':');
        if (kv.length === 2) els[i].setAttribute(kv[0].trim(), GG.t(kv[1].trim()));
      }
    }
    if (rootEl === document) {
      document.documentElement.lang = GG.lang;
      var title = document.querySelector('title[data-i18n]');
      if (title) document.title = title.textContent;
    }
  };

  // Changes the language, remembers it, and tells every listener.
  GG.setLang = function (lang) {
    if (LANGS.indexOf(lang) === -1 || lang === GG.lang) return;
    GG.lang = lang;
    try {
      root.localStorage.setItem(STORE_KEY, lang);
    } catch (e) {
      // storage refused (file://, private mode): the switch still works for this page
    }
    GG.applyStrings();
    for (var i = 0; i < listeners.length; i++) listeners[i](lang);
  };

  GG.onLangChange = function (f) {
    listeners.push(f);
  };
})(typeof window !== 'undefined' ? window : globalThis);
