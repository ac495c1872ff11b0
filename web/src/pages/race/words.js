// Small pieces of the race page's text: square names, the A / B badges, plurals
// and ordinals in the page's language.
import { t, fmt } from '../../core/i18n.js';

// Square q of an n x n board as r<row>c<column>, both from 1.
export const sq = (n, q) => 'r' + (Math.floor(q / n) + 1) + 'c' + ((q % n) + 1);

// The badge of player p (0 or 'A': A; 1 or 'B': B), as HTML.
export const who = (p) => (p === 0 || p === 'A' ? '<span class="pa">A</span>' : '<span class="pb">B</span>');

export const plural = (k, key) => t(key, { count: k, n: fmt(k) });

// 1st, 2nd, … (the English strings' {ord}; the Ukrainian ones write {m}-й).
export function ordinal(k) {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = k % 100;
  return fmt(k) + (s[(v - 20) % 10] || s[v] || s[0]);
}
