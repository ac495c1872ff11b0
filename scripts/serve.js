// A small static file server for the pages (no dependencies), also used by the
// browser tests (tests/browser/helpers.js).
//   node scripts/serve.js [PORT]   serves the project root on http://localhost:PORT/
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

// An http.Server (not yet listening) serving the files below root.
function createStaticServer(root = ROOT) {
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
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
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
}

module.exports = { createStaticServer };

if (require.main === module) {
  const port = Number(process.argv[2] || process.env.PORT || 8000);
  createStaticServer().listen(port, '127.0.0.1', () => {
    console.log(`gamegraph: serving ${ROOT} at http://localhost:${port}/  (Ctrl-C to stop)`);
  });
}
