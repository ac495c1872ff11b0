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
