// Small DOM helpers shared by every page: the one HTML-escape function, element
// look-up, and debounce. Anything that writes user data into HTML escapes it here.

export function escapeHtml(s) {
  return String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function $(id) {
  return document.getElementById(id);
}

// Calls f at most once per `ms` after the last call (trailing edge).
export function debounce(f, ms) {
  let timer = 0;
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => f.apply(this, args), ms);
  };
}

// Whether the page is shown inside another page (embed mode: #embed=1 or ?embed=1).
export function isEmbed() {
  return document.documentElement.classList.contains('embed');
}
