'use strict';
// Shared by the browser tests: a tiny static server for the project root and a
// headless Chromium (the system's, driven by playwright-core).
const http = require('http');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

// Serves ROOT on 127.0.0.1 at a random port. Resolves to { url, close }.
function serve() {
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(ROOT, path.normalize(rel));
    if (!file.startsWith(ROOT + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

const FILE_URL = pathToFileURL(path.join(ROOT, 'index.html')).href;

function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

// Opens a page of the project and waits until its app object (window[app]: the
// graph page's gameGraphApp, board.html's boardApp, race.html's raceApp) is ready.
// Collects page errors and console errors in page.errors.
async function openApp(browser, url, app, { width = 1280, height = 1000 } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(new Error('console: ' + m.text()));
  });
  await page.goto(url);
  await page.waitForFunction((name) => window[name] !== undefined, app);
  await page.evaluate((name) => window[name].ready, app);
  return page;
}

// Opens the graph page and waits until the first solve is done.
async function openPage(browser, url, size) {
  const page = await openApp(browser, url, 'gameGraphApp', size);
  await idle(page);
  return page;
}

// Waits until no solve is running.
async function idle(page, timeout = 60000) {
  await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle', null, {
    timeout,
  });
}

// Replaces the editor's text as a person would (select all, type) and solves.
async function enterGraph(page, text) {
  await page.fill('#graph-text', text);
  await solveNow(page);
}

async function solveNow(page) {
  const before = await page.evaluate(() => window.gameGraphApp.solveCount);
  await page.click('#solve');
  await idle(page);
  return before;
}

module.exports = { ROOT, FILE_URL, serve, launch, openApp, openPage, idle, enterGraph, solveNow };
