#!/usr/bin/env node
// Runs the browser tests with ONE headless Chromium and ONE static server for all
// the test files (each file used to start its own): starts both, then
// `node --test` on the files, which connect to them (tests/browser/helpers.js,
// useBrowser) through GG_BROWSER_WS and GG_SERVER_URL, then stops both.
//   node scripts/test-browser.js                  every tests/browser/*.test.js
//   node scripts/test-browser.js FILE... [--test-* options]
// Exit code: that of node --test. A file run alone (node --test FILE) still works:
// it starts its own Chromium and server.
'use strict';
const { spawn } = require('child_process');
const path = require('path');
const H = require('../tests/browser/helpers');

async function main() {
  const args = process.argv.slice(2);
  if (!args.some((a) => !a.startsWith('-'))) args.push(path.join(H.ROOT, 'tests', 'browser') + path.sep);
  const server = await H.serve();
  const browser = await H.launchServer();
  let child = null;
  const stop = async () => {
    await browser.close();
    await server.close();
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (child) child.kill(sig);
    });
  }
  const code = await new Promise((resolve) => {
    child = spawn(process.execPath, ['--test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, GG_BROWSER_WS: browser.wsEndpoint(), GG_SERVER_URL: server.url },
    });
    child.on('exit', (c, signal) => resolve(c === null ? (signal ? 1 : 0) : c));
  });
  await stop();
  process.exit(code);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
