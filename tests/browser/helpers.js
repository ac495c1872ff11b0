'use strict';
// Shared by the browser tests: a tiny static server for the project root and a
// headless Chromium (the system's, driven by playwright-core).
const fs = require('fs');
const { before, after } = require('node:test');
const path = require('path');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');
const { createStaticServer } = require('../../scripts/serve');

const ROOT = path.resolve(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// How long a test waits for anything (a page to load, an element to be ready for a
// click, a state to be reached) before it fails. A guard against a hang, never an
// expectation of speed: on a loaded two-core machine (the suite beside builds and
// other tests) filling a 10 MB textarea alone takes half a minute, so Playwright's
// default of 30 s failed tests that were only slow. Every page and context a test
// opens gets it (withTimeouts); waits do not pass timeouts of their own.
const TIMEOUT = Number(process.env.GG_TEST_TIMEOUT_MS) || 300000;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Serves ROOT on 127.0.0.1 at a random port, with the server of scripts/serve.js.
// Resolves to { url, close }.
function serve() {
  const server = createStaticServer(ROOT);
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

// Set by scripts/test-browser.js, which starts one Chromium (a Playwright browser
// server) and one static server for all the test files it runs.
const SHARED_WS = process.env.GG_BROWSER_WS || '';
const SHARED_URL = process.env.GG_SERVER_URL || '';

// For a test file: hooks that start the static server and Chromium before its
// tests (unless skip says why not) and stop them after. Returns { browser, server },
// filled in by the first hook. Under scripts/test-browser.js they connect to the
// shared ones instead (and only disconnect after); a file run alone starts its own.
function useBrowser(skip) {
  const session = { browser: null, server: null };
  before(async () => {
    if (skip) return;
    if (SHARED_WS && SHARED_URL) {
      session.server = { url: SHARED_URL, close: async () => {} };
      session.browser = withTimeouts(await chromium.connect(SHARED_WS));
    } else {
      session.server = await serve();
      session.browser = await launch();
    }
  });
  after(async () => {
    if (session.browser) await session.browser.close();
    if (session.server) await session.server.close();
  });
  return session;
}

// Why the page tests cannot run (the module is not built), or false.
const moduleMissing = fs.existsSync(path.join(ROOT, 'web', 'generated', 'gamegraph.js'))
  ? false
  : 'web/generated/gamegraph.js is not built (scripts/build.sh wasm)';

const FILE_URL = pathToFileURL(path.join(ROOT, 'index.html')).href;

function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true }).then(withTimeouts);
}

// Gives every context made from `browser` (browser.newPage makes one too) the
// default timeout TIMEOUT for its actions, waits and navigations.
function withTimeouts(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(TIMEOUT);
    context.setDefaultNavigationTimeout(TIMEOUT);
    return context;
  };
  return browser;
}

// The same Chromium as a Playwright browser server (scripts/test-browser.js):
// test processes connect to its wsEndpoint().
function launchServer() {
  return chromium.launchServer({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

// Collects a page's errors in page.errors: its uncaught errors and, unless console
// is false, its console errors, but those ignore(text) expects.
function collectErrors(page, { console = true, ignore = () => false } = {}) {
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e));
  if (!console) return;
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore(m.text())) page.errors.push(new Error('console: ' + m.text()));
  });
}

// Waits until the page's app object (window[app]: the graph page's gameGraphApp,
// board.html's boardApp, race.html's raceApp, rules.html's rulesApp) is ready.
async function appReady(page, app) {
  await page.waitForFunction((name) => window[name] !== undefined, app);
  await page.evaluate((name) => window[name].ready, app);
}

// Opens a page of the project and waits until its app object is ready. Collects
// page errors and console errors in page.errors.
async function openApp(browser, url, app, { width = 1280, height = 1000 } = {}) {
  const page = await browser.newPage({ viewport: { width, height } });
  collectErrors(page);
  await page.goto(url);
  await appReady(page, app);
  return page;
}

// Opens a page of the project in a fresh browser context (its own storage, shared
// with no page opened before) and waits until its app object is ready. Options:
// the viewport's width and height, the locale, acceptDownloads, and the errors
// collected (console, ignore: as collectErrors). page.ctx is the context,
// page.done() closes it.
async function openFresh(browser, url, app, { width = 1280, height = 1000, locale, acceptDownloads, console, ignore } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, ...(locale ? { locale } : {}), ...(acceptDownloads ? { acceptDownloads } : {}) });
  const page = await ctx.newPage();
  collectErrors(page, { console, ignore });
  await page.goto(url);
  await appReady(page, app);
  page.ctx = ctx;
  page.done = () => ctx.close();
  return page;
}

// The text of each element matching sel, its blanks collapsed.
function lines(page, sel) {
  return page.$$eval(sel, (els) => els.map((e) => e.textContent.replace(/\s+/g, ' ').trim()));
}

// Opens the graph page and waits until the first solve is done.
async function openPage(browser, url, size) {
  const page = await openApp(browser, url, 'gameGraphApp', size);
  await idle(page);
  return page;
}

// Waits until no solve is running.
async function idle(page) {
  await page.waitForFunction(() => document.getElementById('app').dataset.status === 'idle');
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

// A paste of text into the element at selector, as the reader's would reach the
// page: a paste event carrying the text (the pages take big pastes aside; a
// synthetic paste inserts nothing by itself, so this is for the pages' handlers).
async function paste(page, selector, text) {
  await page.evaluate(
    ([sel, t]) => {
      const el = document.querySelector(sel);
      el.focus();
      const dt = new DataTransfer();
      dt.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    [selector, text]
  );
}

// The bytes of a finished download (a Playwright Download). Works with a shared
// Chromium too, where download.path() is not available (the file is on its side).
async function downloadBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

module.exports = { ROOT, TIMEOUT, FILE_URL, serve, launch, launchServer, useBrowser, paste, downloadBytes, moduleMissing, collectErrors, appReady, openApp, openFresh, lines, openPage, idle, enterGraph, solveNow };
