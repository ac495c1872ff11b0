// Interface language: English or Ukrainian (the strings live in web/src/i18n/<lang>.json),
// picked from ?lang= / #lang=, then the reader's last choice, then the browser's
// languages. t(key, vars) gives a string with {name} replaced by vars.name
// (values are inserted as given: escape them first where the result is HTML).
// A string that is an object is a plural: { one, few, many, other } picked by vars.count.
// Elements carrying data-i18n="key" get that text; data-i18n-html="key" gets HTML;
// data-i18n-attr="aria-label:key; title:key2" sets attributes.
import en from '../i18n/en.json';
import uk from '../i18n/uk.json';
import { LANGUAGE_NAMES } from './languages.js';

export const STRINGS = { en, uk };
export const LANGS = Object.keys(LANGUAGE_NAMES);
const STORE_KEY = 'gamegraph.lang';
const LOCALES = { en: 'en-US', uk: 'uk-UA' };
const listeners = [];

function fromUrl() {
  if (typeof location === 'undefined') return null;
  const m = /[?&#]lang=([a-z]+)/.exec(location.search + location.hash);
  return m && LANGS.includes(m[1]) ? m[1] : null;
}
function fromStore() {
  try {
    const v = globalThis.localStorage && globalThis.localStorage.getItem(STORE_KEY);
    return LANGS.includes(v) ? v : null;
  } catch (e) {
    return null;
  }
}
function fromBrowser() {
  const list = (typeof navigator !== 'undefined' && (navigator.languages || [navigator.language])) || [];
  for (const l of list) {
    const code = String(l || '').toLowerCase().split('-')[0];
    if (LANGS.includes(code)) return code;
  }
  return 'en';
}

let current = fromUrl() || fromStore() || fromBrowser();

export function lang() {
  return current;
}

const plurals = {};
function pluralCategory(l, n) {
  if (!plurals[l]) plurals[l] = new Intl.PluralRules(LOCALES[l] || l);
  return plurals[l].select(n);
}

// The string of key in lang (English where lang lacks it, the key itself where both do).
export function t(key, vars, l = current) {
  let s = STRINGS[l] && STRINGS[l][key];
  if (s === undefined) s = en[key];
  if (s === undefined) return key;
  if (typeof s === 'object') {
    const count = vars && vars.count !== undefined ? Number(vars.count) : 0;
    s = s[pluralCategory(l, count)] || s.other;
  }
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (all, name) => (vars[name] !== undefined ? String(vars[name]) : all));
}

// A number written for the reader's language (digit groups, decimal sign).
export function fmt(x, options) {
  return Number(x).toLocaleString(LOCALES[current] || 'en-US', options);
}

// A count with its words in the reader's language: key a text with {n} and its
// plural forms ("rules.nMoves": "1 move", "12 moves"; "12 ходів").
export function tn(key, n) {
  return t(key, { n: fmt(n), count: n });
}

// A size in bytes for the reader: "812 bytes", "3.4 KiB", "10 MiB", "2.5 GiB"
// (digits: at most that many after the point, instead of 1, 2 for GiB).
export function fmtBytes(b, digits) {
  const most = (d) => ({ maximumFractionDigits: digits === undefined ? d : digits });
  if (b < 1024) return t('size.bytes', { n: fmt(b) });
  if (b < 1024 * 1024) return t('size.kb', { n: fmt(b / 1024, most(1)) });
  if (b < 1024 * 1024 * 1024) return t('size.mb', { n: fmt(b / 1024 / 1024, most(1)) });
  return t('size.gb', { n: fmt(b / 1024 / 1024 / 1024, most(2)) });
}

// What a run needs over its budget, as fmtBytes says it, with more digits where
// the two would read the same ("more than 2.001 GiB, and 2 GiB is allowed").
export function fmtNeed(need, budget) {
  if (fmtBytes(need) !== fmtBytes(budget)) return fmtBytes(need);
  for (let d = 1; d < 6; d++) if (fmtBytes(need, d) !== fmtBytes(budget, d)) return fmtBytes(need, d);
  return fmtBytes(need, 6);
}

// Fills the data-i18n* elements under root (default: the document).
export function applyStrings(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.getAttribute('data-i18n'));
  for (const el of root.querySelectorAll('[data-i18n-html]')) el.innerHTML = t(el.getAttribute('data-i18n-html'));
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.getAttribute('data-i18n-attr').split(';')) {
      const kv = pair.split(':');
      if (kv.length === 2) el.setAttribute(kv[0].trim(), t(kv[1].trim()));
    }
  }
  if (root === document) {
    document.documentElement.lang = current;
    const title = document.querySelector('title[data-i18n]');
    if (title) document.title = title.textContent;
  }
}

// Changes the language, remembers it, refills the page and tells every listener.
// { page: false }: neither remembered nor applied to the document (a guest on
// someone else's page, the <game-graph> element, follows that page's language).
export function setLang(l, { page = true } = {}) {
  if (!LANGS.includes(l) || l === current) return;
  current = l;
  if (page) {
    try {
      globalThis.localStorage.setItem(STORE_KEY, l);
    } catch (e) {
      // storage refused (file://, private mode): the switch still works for this page
    }
    if (typeof document !== 'undefined') applyStrings();
  }
  for (const f of listeners) f(l);
}

export function onLangChange(f) {
  listeners.push(f);
}
