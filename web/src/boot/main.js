// Loaded in <head> of every page before the first paint (web/generated/boot.js):
// embed mode (#embed=1 or ?embed=1) is decided here so an embedded page never
// flashes the full layout, and the header's <gg-site-nav> is defined so the parser
// renders the nav and the language picker as it reads them.
import { defineSiteNav } from '../ui/site-nav.js';

const q = location.search.slice(1) + '&' + location.hash.slice(1);
if (/(^|[#&?])embed=1(&|$)/.test(q)) document.documentElement.classList.add('embed');
defineSiteNav();
