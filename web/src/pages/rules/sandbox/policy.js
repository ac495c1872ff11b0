// The Content-Security-Policy of the rules page's sandbox, written once: nothing
// from the network (no fetch, no image, no style, no frame, no form), scripts only
// as each stage needs them, 'unsafe-eval' for the rules script the worker compiles,
// and workers only from blob: (the frame starts its worker from a Blob, which the
// worker's own workers are started from too). Only script-src differs:
//   FRAME_POLICY         rules-sandbox.html served: its script is a file of the site
//                        (scripts/build-web.js writes it into the page's <meta>;
//                        scripts/serve.js --csp sends the page's <meta> as its header)
//   INLINE_FRAME_POLICY  the same frame written inline on file:// (sandbox-client.js:
//                        an opaque origin cannot load a file), its script inline
//   WORKER_POLICY        what the frame narrows itself to before it starts the worker
//                        (frame.js): scripts from blob: only, so that the worker cannot
//                        even importScripts a file of the site
const REST = [
  "worker-src blob:",
  "child-src blob:",
  "connect-src 'none'",
  "img-src 'none'",
  "style-src 'none'",
  "font-src 'none'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
];

const policy = (scripts) => ["default-src 'none'", 'script-src ' + scripts].concat(REST).join('; ');

export const FRAME_POLICY = policy("'self' 'unsafe-eval' blob:");
export const INLINE_FRAME_POLICY = policy("'unsafe-inline' 'unsafe-eval' blob:");
export const WORKER_POLICY = policy("blob: 'unsafe-eval'");
