// The interface languages, each by its own name: the language picker's list
// (ui/site-nav.js) and the strings (core/i18n.js, web/src/i18n/<code>.json) both
// follow this list. A new language: its JSON, its import in core/i18n.js, a line here.
export const LANGUAGE_NAMES = {
  en: 'English',
  uk: 'Українська',
};
