// The site's pages, listed once. Plain data (no imports): the nav (ui/site-nav.js)
// reads it in the browser; scripts/build-web.js reads it to bundle each page's
// entry and to list the solver worker's operations (worker/ops.js);
// scripts/build-dist.js to copy the site; tests/node/pages.test.js to check every
// page. A new page adds its folder under pages/ and one entry here:
//   file    the HTML file, from the repository's root
//   name    the page's name (its folder under pages/, and what its embed says it is)
//   entry   its script under web/src, bundled by esbuild into web/generated/<bundle>
//   bundle  (with entry) the bundle's file under web/generated/, which the HTML loads
//   nav     (pages in the site's nav, in its order) the label's key in i18n/*.json,
//           and its English text (shown before the strings are applied)
//   ops     (pages that ask the solver worker) their operations under web/src
//   text    (a bundle another one carries as text) the name its text is imported by
// rules-sandbox.html is the rules page's sandboxed frame: rules.js carries its
// script as text, for the frame written inline on file://. The course pages
// are examples for course authors: a plain page that embeds ours, and one that talks
// to its embed (course-host-example.js, a plain script, not bundled).
export const PAGES = [
  { file: 'index.html', name: 'graph', entry: 'pages/graph/main.js', bundle: 'graph.js', nav: { key: 'nav.graphs', text: 'Graphs' }, ops: 'pages/graph/ops.js' },
  { file: 'race.html', name: 'race', entry: 'pages/race/main.js', bundle: 'race.js', nav: { key: 'nav.race', text: 'Race (BOI 2008)' }, ops: 'pages/race/ops.js' },
  { file: 'board.html', name: 'board', entry: 'pages/pursuit/main.js', bundle: 'board.js', nav: { key: 'nav.pursuit', text: 'Pursuit (boards)' }, ops: 'pages/pursuit/ops.js' },
  { file: 'rules.html', name: 'rules', entry: 'pages/rules/main.js', bundle: 'rules.js', nav: { key: 'nav.rules', text: 'Games from rules' } },
  { file: 'rules-sandbox.html', name: 'rules-sandbox', entry: 'pages/rules/sandbox/frame.js', bundle: 'rules-sandbox.js', text: 'rules-frame-source' },
  { file: 'web/course-example.html', name: 'course-example' },
  { file: 'web/course-host-example.html', name: 'course-host-example' },
];

// The bundles that are no page's own: the script every page loads in <head>, and
// the <game-graph> element (for other sites' pages).
export const SHARED_BUNDLES = [
  { entry: 'boot/main.js', bundle: 'boot.js' },
  { entry: 'element/main.js', bundle: 'game-graph-element.js' },
];
