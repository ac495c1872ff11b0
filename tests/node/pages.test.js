'use strict';
// Every page is ready for a strict Content-Security-Policy and loads only built
// bundles: no inline script, style element or attribute, no on* handler, no
// source module (web/src) loaded directly, and every file it names exists.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
// The site's pages, listed once (web/src/pages/manifest.js, an ES module of data,
// loaded as the build loads it).
const MANIFEST = require('../../scripts/build-web.js').loadSourceModule('pages/manifest.js');
const PAGES = MANIFEST.PAGES.map((p) => p.file);

test('the pages manifest names every HTML page of the site, and each page loads its bundle', () => {
  const onDisk = fs.readdirSync(ROOT).filter((f) => f.endsWith('.html'))
    .concat(fs.readdirSync(path.join(ROOT, 'web')).filter((f) => f.endsWith('.html')).map((f) => 'web/' + f));
  assert.deepStrictEqual([...PAGES].sort(), onDisk.sort());
  for (const p of MANIFEST.PAGES) {
    if (!p.entry) continue;
    assert.ok(fs.existsSync(path.join(ROOT, 'web', 'src', p.entry)), p.entry);
    const html = fs.readFileSync(path.join(ROOT, p.file), 'utf8');
    assert.match(html, new RegExp('<script src="web/generated/' + p.bundle.replace(/\./g, '\\.') + '"'), p.file + ' loads ' + p.bundle);
    if (p.ops) assert.ok(fs.existsSync(path.join(ROOT, 'web', 'src', p.ops)), p.ops);
  }
});

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

// The nav and the language picker are written once (web/src/ui/site-nav.js, the
// manifest's pages with a nav label): each page only names itself in its header's
// <gg-site-nav>, and loads boot.js in <head> (which defines the element) before it.
test('each page names itself in its one <gg-site-nav>, and every page of the nav exists', () => {
  const listed = MANIFEST.PAGES.filter((p) => p.nav).map((p) => p.file);
  assert.ok(listed.length >= 4, listed.join(' '));
  // every page with a nav is in the nav
  assert.deepStrictEqual(PAGES.filter((p) => /<gg-site-nav/.test(fs.readFileSync(path.join(ROOT, p), 'utf8'))), listed);
  const en = JSON.parse(fs.readFileSync(path.join(ROOT, 'web', 'src', 'i18n', 'en.json'), 'utf8'));
  for (const p of MANIFEST.PAGES.filter((x) => x.nav)) assert.strictEqual(en[p.nav.key], p.nav.text, p.nav.key);
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

// The sandbox's policy is written once (web/src/pages/rules/sandbox/policy.js):
// rules-sandbox.html holds it as scripts/build-web.js writes it there.
test('rules-sandbox.html holds the sandbox\'s policy as policy.js writes it', () => {
  const { sandboxHtml } = require('../../scripts/build-web.js');
  const html = fs.readFileSync(path.join(ROOT, 'rules-sandbox.html'), 'utf8');
  assert.strictEqual(html, sandboxHtml(html), 'rules-sandbox.html is stale: node scripts/build-web.js writes it');
  assert.match(html, /content="default-src 'none'; script-src 'self' 'unsafe-eval' blob:;[^"]* connect-src 'none';/);
});

// The engine's limits are written once (wasm/rules/limits.json); the copies that
// cannot import them, the rules page's cap field and the declarations' words, agree.
test('rules.html\'s cap field and the declarations (api_rules.d.ts) say the engine\'s limits', () => {
  const L = JSON.parse(fs.readFileSync(path.join(ROOT, 'wasm', 'rules', 'limits.json'), 'utf8'));
  const field = /<input [^>]*id="max-states"[^>]*>/.exec(fs.readFileSync(path.join(ROOT, 'rules.html'), 'utf8'));
  assert.ok(field, 'rules.html has its #max-states field');
  assert.match(field[0], new RegExp(` max="${L.MAX_STATES_LIMIT}" `));
  assert.match(field[0], new RegExp(` value="${L.DEFAULT_MAX_STATES}" `));
  const words = (x) => x.toLocaleString('en');
  const dts = fs.readFileSync(path.join(ROOT, 'wasm', 'api_rules.d.ts'), 'utf8');
  assert.ok(dts.includes(`(default ${words(L.DEFAULT_MAX_STATES)}, at most ${words(L.MAX_STATES_LIMIT)})`), 'the maxStates option in api_rules.d.ts');
});

// The course page that talks to an embed (web/course-host-example.js, a plain
// script for course authors to read, not bundled) names the pages it embeds itself,
// each with a link and a key to try: each is a page of the manifest, under the
// manifest's name and file, offered by the page's picker and labelled with its
// file in both languages.
test('the course page that talks to an embed names pages of the manifest', () => {
  const js = fs.readFileSync(path.join(ROOT, 'web', 'course-host-example.js'), 'utf8');
  const html = fs.readFileSync(path.join(ROOT, 'web', 'course-host-example.html'), 'utf8');
  const object = (name) => js.match(new RegExp('var ' + name + ' = \\{([\\s\\S]*?)\\};'))[1];
  const embeds = [...object('PAGES').matchAll(/^\s*(\w+): '\.\.\/([\w.-]+\.html)#/gm)].map((m) => ({ name: m[1], file: m[2] }));
  assert.ok(embeds.length >= 3, 'the course page embeds pages');
  for (const { name, file } of embeds) {
    const page = MANIFEST.PAGES.find((p) => p.name === name);
    assert.ok(page, name + ' is a page of the manifest');
    assert.strictEqual(page.file, file, name + "'s file");
  }
  const names = embeds.map((e) => e.name);
  assert.deepStrictEqual([...object('KEYS').matchAll(/(\w+): '/g)].map((m) => m[1]), names, 'a key to try for each');
  const options = [...html.matchAll(/<option value="(\w+)" data-text="(\w+)">[^<]*\(([\w.-]+\.html)\)<\/option>/g)];
  assert.deepStrictEqual(options.map((m) => m[1]), names, 'the picker offers each');
  for (const [, name, key, file] of options) {
    assert.strictEqual(file, embeds.find((e) => e.name === name).file, name + "'s option names its file");
    const labels = [...js.matchAll(new RegExp('^\\s*' + key + ": '([^']*)'", 'gm'))].map((m) => m[1]);
    assert.strictEqual(labels.length, 2, key + ' in English and in Ukrainian');
    for (const label of labels) assert.ok(label.endsWith('(' + file + ')'), label + ' names ' + file);
  }
});
