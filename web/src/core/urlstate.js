// The one codec for a page's state in the URL fragment (#key=value&key=value),
// used by every page's share link, embed link and reload:
//   readFragment(hash)           -> URLSearchParams of the fragment
//   writeFragment(fields, defs)  -> 'a=1&b=x' (fields equal to their default left out)
//   packText(text)               -> Promise of { param: 'gz=...' | 'g=...', tooLong, bytes }
//   unpackText(params)           -> Promise of the text (or null when the link holds none)
// A text travels as base64url of its UTF-8 bytes, deflate-raw compressed (gz=)
// where the browser can, plain (g=) otherwise. Inflating is capped
// (MAX_UNPACKED_BYTES, read in chunks off the main thread by the browser's
// DecompressionStream): a link from a stranger cannot freeze or crash the tab.

// Longest fragment a page writes; bigger states are not put into the link.
const MAX_LINK_CHARS = 32000;
// Largest text a link may unpack to.
const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

class LinkError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'LinkError';
    this.code = code;
  }
}

export function readFragment(hash) {
  return new URLSearchParams(String(hash || '').replace(/^#/, ''));
}

// fields: { key: value } in the order wanted; a value that is undefined, null, ''
// or equal to defs[key] is left out. Values are URI-encoded (a packed text's
// base64url needs none).
export function writeFragment(fields, defs = {}) {
  const parts = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === '' || v === false || v === defs[k]) continue;
    parts.push(k + '=' + (v === true ? '1' : encodeURIComponent(String(v))));
  }
  return parts.join('&');
}

function toBase64Url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new LinkError('link-damaged', 'bad base64');
  let b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  while (b64.length % 4) b64 += '=';
  const s = atob(b64);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

function deflateWorks() {
  try {
    new CompressionStream('deflate-raw');
    new DecompressionStream('deflate-raw');
    return true;
  } catch (e) {
    return false;
  }
}
const canDeflate = typeof CompressionStream === 'function' && deflateWorks();

async function readAll(stream, cap) {
  const reader = stream.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > cap) {
      reader.cancel().catch(() => {});
      throw new LinkError('link-too-big', 'over ' + cap + ' bytes');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export async function packText(text, maxChars = MAX_LINK_CHARS) {
  const raw = new TextEncoder().encode(text);
  // Far too big to bother compressing (deflate rarely gets a text under a tenth).
  if (raw.length > maxChars * 12) return { param: '', tooLong: true, bytes: raw.length };
  const plain = 'g=' + toBase64Url(raw);
  let packed = null;
  if (canDeflate) {
    try {
      const z = await readAll(new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate-raw')), Infinity);
      packed = 'gz=' + toBase64Url(z);
    } catch (e) {
      packed = null;
    }
  }
  const best = packed && packed.length < plain.length ? packed : plain;
  if (best.length > maxChars) return { param: '', tooLong: true, bytes: raw.length };
  return { param: best, tooLong: false, bytes: raw.length };
}

// The text a fragment carries in g= or gz= (null if neither). Rejects with a
// LinkError (code 'link-damaged', 'link-too-big' or 'link-unsupported').
export async function unpackText(params, cap = MAX_UNPACKED_BYTES) {
  const g = params.get('g');
  const gz = params.get('gz');
  if (g === null && gz === null) return null;
  const bytes = fromBase64Url(gz !== null ? gz : g);
  let raw = bytes;
  if (gz !== null) {
    if (!canDeflate) throw new LinkError('link-unsupported', 'no DecompressionStream');
    try {
      raw = await readAll(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')), cap);
    } catch (e) {
      if (e instanceof LinkError) throw e;
      throw new LinkError('link-damaged', 'it does not decompress');
    }
  } else if (raw.length > cap) {
    throw new LinkError('link-too-big', 'over ' + cap + ' bytes');
  }
  return new TextDecoder().decode(raw);
}
