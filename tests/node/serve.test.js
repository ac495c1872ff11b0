'use strict';
// scripts/serve.js serves the site and nothing else: no dotfiles (.git), no
// sources, no path that climbs out of the root; with csp the strict policy.
const test = require('node:test');
const assert = require('node:assert');
const { createStaticServer, isSitePath, CSP } = require('../../scripts/serve.js');

async function withServer(opts, f) {
  const server = createStaticServer(undefined, opts);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    await f('http://127.0.0.1:' + server.address().port);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

test('serves the pages and web/, refuses everything else', async () => {
  await withServer({}, async (base) => {
    for (const p of ['/', '/index.html', '/board.html', '/race.html']) {
      const r = await fetch(base + p);
      assert.strictEqual(r.status, 200, p);
      assert.match(r.headers.get('content-type'), /text\/html/);
      assert.strictEqual(r.headers.get('content-security-policy'), null);
    }
    const refused = ['/.git/config', '/.git/HEAD', '/web/../.git/config', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd',
      '/solver/core/retrograde.hpp', '/package.json', '/node_modules/esbuild/package.json', '/build/native/CMakeCache.txt',
      '/scripts/serve.js', '/web/.secret', '/.ci/run', '/tests/node/serve.test.js'];
    for (const p of refused) assert.strictEqual((await fetch(base + p)).status, 404, p);
    assert.strictEqual((await fetch(base + '/web/README.md')).status, 200);
  });
});

test('--csp sends the strict policy', async () => {
  await withServer({ csp: true }, async (base) => {
    const r = await fetch(base + '/index.html');
    assert.strictEqual(r.headers.get('content-security-policy'), CSP);
    assert.match(CSP, /script-src 'self' 'wasm-unsafe-eval';/);
    // the rules sandbox: the policy its page declares (web/src/pages/rules/sandbox/policy.js)
    const s = await fetch(base + '/rules-sandbox.html');
    const declared = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await s.text())[1];
    assert.strictEqual(s.headers.get('content-security-policy'), declared);
    assert.match(declared, /^default-src 'none'; script-src 'self' 'unsafe-eval' blob:;.* connect-src 'none';/);
  });
});

test('isSitePath', () => {
  assert.ok(isSitePath('index.html'));
  assert.ok(isSitePath('web/generated/graph.js'));
  assert.ok(!isSitePath('.git/config'));
  assert.ok(!isSitePath('web/.git/x'));
  assert.ok(!isSitePath('README.md'));
  assert.ok(!isSitePath('cli/main.cpp'));
});
