// A note written by a page's code (not from a data-i18n key in the HTML) that must
// follow a change of language: say(el, () => t(key, vars), className) writes it
// now and again after each switch, as long as nothing else has written the element
// in between (then the note is no longer ours to say again).
import { onLangChange } from './i18n.js';

const live = new Map(); // element -> { text: () => string, said: string }

export function say(el, text, className) {
  const f = typeof text === 'function' ? text : () => text;
  const said = f();
  el.textContent = said;
  if (className !== undefined) el.className = className;
  live.set(el, { text: f, said });
}

onLangChange(() => {
  for (const [el, s] of live) {
    if (!el.isConnected || el.textContent !== s.said) {
      live.delete(el);
      continue;
    }
    s.said = s.text();
    el.textContent = s.said;
  }
});
