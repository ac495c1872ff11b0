'use strict';
// Every page is ready for a strict Content-Security-Policy and loads only built
// bundles: no inline script, style element or attribute, no on* handler, no
// source module (web/src) loaded directly, and every file it names exists.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const PAGES = ['index.html', 'board.html', 'race.html', 'rules.html', 'rules-sandbox.html', 'web/course-example.html'].filter((p) => fs.existsSync(path.join(ROOT, p)));

for (const page of PAGES) {
  test(page + ' has no inline script or style and names only files that exist', () => {
    const html = fs.readFileSync(path.join(ROOT, page), 'utf8');
    const lines = html.split('\n');
    const where = (i) => page + ':' + (html.slice(0, i).split('\n').length);
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      assert.match(m[1], /\bsrc=/, 'inline script at ' + where(m.index));
      assert.strictEqual(m[2].trim(), '', 'script with a body at ' + where(m.index));
      assert.doesNotMatch(m[1], /type=["']?module/, 'a module script at ' + where(m.index));
    }
    for (const m of html.matchAll(/<style\b/gi)) assert.fail('a <style> element at ' + where(m.index));
    for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+|style)\s*=/gi)) assert.fail('an inline ' + m[1] + '= attribute at ' + where(m.index));
    for (const m of html.matchAll(/\b(?:src|href)="([^"#?:]+)"/g)) {
      const ref = m[1];
      if (/^(https?|mailto|data):/.test(ref) || ref === '' || /\.html$/.test(ref)) continue;
      assert.doesNotMatch(ref, /(^|\/)web\/src\//, 'a source module loaded directly at ' + where(m.index));
      const file = path.join(ROOT, path.dirname(page), ref);
      assert.ok(fs.existsSync(file), ref + ' (named at ' + where(m.index) + ') does not exist: run scripts/build.sh');
    }
    assert.ok(lines.length > 5);
  });
}

// The nav and the language picker are written once (web/src/ui/site-nav.js): each
// page only names itself in its header's <gg-site-nav>, and loads boot.js in <head>
// (which defines the element) before it.
test('each page names itself in its one <gg-site-nav>, and every page of the nav exists', () => {
  const src = fs.readFileSync(path.join(ROOT, 'web', 'src', 'ui', 'site-nav.js'), 'utf8');
  const listed = [...src.matchAll(/href: '([^']+)'/g)].map((m) => m[1]);
  assert.deepStrictEqual(listed, ['index.html', 'race.html', 'board.html', 'rules.html']);
  for (const page of listed) {
    const html = fs.readFileSync(path.join(ROOT, page), 'utf8');
    const navs = [...html.matchAll(/<gg-site-nav page="([^"]*)"><\/gg-site-nav>/g)];
    assert.strictEqual(navs.length, 1, page);
    assert.strictEqual(navs[0][1], page);
    assert.doesNotMatch(html, /class="site-nav"|id="lang"/, page + ' writes the nav or the picker itself');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<script src="web\/generated\/boot\.js"><\/script>/, page);
  }
  const langs = fs.readFileSync(path.join(ROOT, 'web', 'src', 'core', 'languages.js'), 'utf8');
  for (const m of langs.matchAll(/^\s+(\w+): '/gm)) {
    assert.ok(fs.existsSync(path.join(ROOT, 'web', 'src', 'i18n', m[1] + '.json')), 'strings for ' + m[1]);
  }
});
