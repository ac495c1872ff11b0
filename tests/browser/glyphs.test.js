'use strict';
// The glyph audit: every character beyond ASCII that the pages can show (the
// strings of web/src/i18n in both languages, every page of the site, the web sources
// with their CSS, the rules page's example scripts and the rules engine) is drawn by the fonts the pages ask for (the sans and the mono
// stacks of styles/tokens.css, as Chromium resolves them with its fallbacks): none
// comes out as the box of a missing glyph ("tofu"). A character is missing when
// it draws exactly as a private-use code point no font has; the check is shown to
// catch a character this machine's fonts lack.
//
//   node scripts/test-browser.js tests/browser/glyphs.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const H = require('./helpers');
const { PAGES } = require('../../scripts/build-web.js');

const skip = H.moduleMissing;
const S = H.useBrowser(skip);

function files(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else if (/\.(js|json|css)$/.test(e.name)) out.push(p);
  }
  return out;
}

// Every page of the site (web/src/pages/manifest.js): its HTML file, and the scripts
// and stylesheets of its own it loads that are not bundles (the course pages').
function pageFiles() {
  const out = [];
  for (const { file } of PAGES) {
    const html = path.join(H.ROOT, file);
    out.push(html);
    for (const m of fs.readFileSync(html, 'utf8').matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"#?:]+\.(?:js|css))"/g)) {
      const own = path.join(path.dirname(html), m[1]);
      if (!own.startsWith(path.join(H.ROOT, 'web', 'generated') + path.sep) && !out.includes(own)) out.push(own);
    }
  }
  return out;
}

// Every character above ASCII in the sources of what the pages show (the rules
// page's example scripts too: their titles, move names and drawings; and the rules
// engine's messages, wasm/rules), with one
// place it comes from; spaces, invisible format characters and marks are left out.
function usedCharacters() {
  const where = new Map();
  const sources = files(path.join(H.ROOT, 'web', 'src'))
    .concat(files(path.join(H.ROOT, 'examples', 'rules')))
    .concat(files(path.join(H.ROOT, 'wasm', 'rules')))
    .concat(pageFiles());
  for (const file of sources) {
    for (const ch of fs.readFileSync(file, 'utf8')) {
      if (ch.codePointAt(0) < 128 || where.has(ch) || /[\p{Z}\p{Cf}\p{Cc}\p{M}\p{Co}]/u.test(ch)) continue;
      where.set(ch, path.relative(H.ROOT, file));
    }
  }
  return where;
}

test('every character the pages use is drawn by their fonts: no tofu', { skip }, async () => {
  const used = usedCharacters();
  assert.ok(used.has('В') && used.has('→'), 'the audit reads the strings');
  const pages = pageFiles();
  assert.ok(PAGES.length >= 7 && PAGES.every(({ file }) => pages.includes(path.join(H.ROOT, file))), 'the audit reads every page');
  assert.ok(pages.includes(path.join(H.ROOT, 'web', 'course-host-example.js')), 'and the course pages\' own scripts');
  const page = await H.openApp(S.browser, S.server.url + 'index.html', 'gameGraphApp', { width: 800, height: 600 });
  try {
    const missing = await page.evaluate((chars) => {
      const c = document.createElement('canvas');
      c.width = 48;
      c.height = 48;
      const g = c.getContext('2d', { willReadFrequently: true });
      const draw = (ch, font) => {
        g.clearRect(0, 0, 48, 48);
        g.font = '32px ' + font;
        g.fillText(ch, 4, 36);
        return Array.from(g.getImageData(0, 0, 48, 48).data).join(',');
      };
      const root = getComputedStyle(document.documentElement);
      const stacks = [root.getPropertyValue('--sans'), root.getPropertyValue('--mono')].map((s) => s.trim());
      const out = { stacks, missing: [], control: [] };
      for (const font of stacks) {
        const tofu = draw('\uE000', font);
        // the check itself: characters this machine's fonts lack (Sinhala, Linear B) are caught
        out.control.push(draw('\u0D9E', font) === tofu && draw('\u{10000}', font) === tofu);
        for (const ch of chars) if (draw(ch, font) === tofu) out.missing.push(ch + ' U+' + ch.codePointAt(0).toString(16).toUpperCase() + ' (' + font.split(',')[0] + ')');
      }
      return out;
    }, [...used.keys()]);
    assert.equal(missing.stacks.length, 2);
    assert.ok(missing.stacks.every((s) => s.length > 0), 'the font stacks are read from tokens.css');
    assert.deepEqual(missing.control, [true, true], 'the check catches a missing glyph');
    assert.deepEqual(missing.missing.map((m) => m + ' from ' + used.get(m[0])), []);
  } finally {
    await page.close();
  }
});
