// Loaded in <head> of every page before the first paint (web/generated/boot.js):
// embed mode (#embed=1 or ?embed=1) is decided here so an embedded page never
// flashes the full layout.
const q = location.search.slice(1) + '&' + location.hash.slice(1);
if (/(^|[#&?])embed=1(&|$)/.test(q)) document.documentElement.classList.add('embed');
