// A small static file server for the pages (no dependencies), also used by the
// browser tests (tests/browser/helpers.js).
//   node scripts/serve.js [PORT] [--csp]   serves the site on http://localhost:PORT/
// Only the site is served: the pages at the root and what lies under web/ and
// docs/; never a dotfile or dot-folder (.git), the sources of the solver, the
// build folders or node_modules. With --csp (or GAMEGRAPH_CSP=1) every answer
// carries the strict Content-Security-Policy the pages are written for.
const http = require('http');
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'";
// The rules page's sandbox (rules-sandbox.html, in a frame of opaque origin): no
// network at all, and 'unsafe-eval' for the rules script it runs in its worker.
const SANDBOX_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' blob:; worker-src blob:; child-src blob:; connect-src 'none'; img-src 'none'; style-src 'none'; form-action 'none'; base-uri 'none'";

// Whether the path (relative to the root, '/'-separated, no leading '/') is part
// of the site.
function isSitePath(rel) {
  const parts = rel.split('/');
  if (parts.some((p) => p.startsWith('.') || p === '')) return false;
  if (parts.length === 1) return /\.(html|svg|png|ico)$/.test(parts[0]);
  return parts[0] === 'web' || parts[0] === 'docs';
}

// An http.Server (not yet listening) serving the site below root.
function createStaticServer(root = ROOT, { csp = false } = {}) {
  return http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root + path.sep) || !isSitePath(path.relative(root, file).split(path.sep).join('/'))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers = { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'x-content-type-options': 'nosniff' };
      if (csp) headers['content-security-policy'] = rel === '/rules-sandbox.html' ? SANDBOX_CSP : CSP;
      res.writeHead(200, headers);
      res.end(data);
    });
  });
}

module.exports = { createStaticServer, isSitePath, CSP };

if (require.main === module) {
  const args = process.argv.slice(2);
  const port = Number(args.find((a) => /^\d+$/.test(a)) || process.env.PORT || 8000);
  const csp = args.includes('--csp') || process.env.GAMEGRAPH_CSP === '1';
  createStaticServer(ROOT, { csp }).listen(port, '127.0.0.1', () => {
    console.log(`gamegraph: serving ${ROOT} at http://localhost:${port}/  (Ctrl-C to stop)`);
  });
}
