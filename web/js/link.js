// The shareable link: the graph text and the convention live in the URL fragment,
//   #gz=<base64url of the deflate-raw compressed text>&nomove=win
//   #g=<base64url of the UTF-8 text>                 (where CompressionStream is missing)
// nomove is left out for the default convention ('lose').
(function () {
  'use strict';
  var GG = (window.GG = window.GG || {});

  // Longest fragment the page writes; bigger graphs are not put into the link.
  var MAX_LINK_CHARS = 32000;

  function toBase64Url(bytes) {
    var s = '';
    for (var i = 0; i < bytes.length; i += 0x8000) {
      s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64Url(text) {
    var b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    while (b64.length % 4) b64 += '=';
    var s = atob(b64);
    var bytes = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
    return bytes;
  }

  function pipe(bytes, stream) {
    var out = new Blob([bytes]).stream().pipeThrough(stream);
    return new Response(out).arrayBuffer().then(function (buf) {
      return new Uint8Array(buf);
    });
  }

  var canDeflate = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
  function deflateWorks() {
    try {
      new CompressionStream('deflate-raw');
      return true;
    } catch (e) {
      return false;
    }
  }
  canDeflate = canDeflate && deflateWorks();

  // Returns a Promise of { hash, tooLong, chars } for the text and convention.
  // hash is '' when the graph is too big for a link.
  GG.encodeLink = function (text, noMove) {
    var raw = new TextEncoder().encode(text);
    var tail = noMove === 'win' ? '&nomove=win' : '';
    // Far too big to bother compressing (the deflated form of a text is rarely
    // under a tenth of it).
    if (raw.length > MAX_LINK_CHARS * 12) {
      return Promise.resolve({ hash: '', tooLong: true, bytes: raw.length });
    }
    var plain = 'g=' + toBase64Url(raw);
    var done = function (packed) {
      var best = packed && packed.length < plain.length ? packed : plain;
      if (best.length > MAX_LINK_CHARS) return { hash: '', tooLong: true, bytes: raw.length };
      return { hash: '#' + best + tail, tooLong: false, bytes: raw.length };
    };
    if (!canDeflate) return Promise.resolve(done(null));
    return pipe(raw, new CompressionStream('deflate-raw')).then(
      function (z) {
        return done('gz=' + toBase64Url(z));
      },
      function () {
        return done(null);
      }
    );
  };

  // Reads a fragment (with or without '#'). Returns a Promise of
  // { text, noMove } or null when it names no graph; rejects with an Error
  // whose message explains a broken link.
  GG.decodeLink = function (hash) {
    var params = new URLSearchParams(String(hash || '').replace(/^#/, ''));
    var noMove = params.get('nomove') === 'win' ? 'win' : 'lose';
    var g = params.get('g');
    var gz = params.get('gz');
    if (g === null && gz === null) {
      return Promise.resolve(params.has('nomove') ? { text: null, noMove: noMove } : null);
    }
    var bytes;
    try {
      bytes = fromBase64Url(gz !== null ? gz : g);
    } catch (e) {
      return Promise.reject(new Error('the graph in this link is damaged (bad base64)'));
    }
    var decode = function (b) {
      return { text: new TextDecoder().decode(b), noMove: noMove };
    };
    if (gz === null) return Promise.resolve(decode(bytes));
    if (!canDeflate) {
      return Promise.reject(new Error('this browser cannot decompress the graph in this link (no DecompressionStream)'));
    }
    return pipe(bytes, new DecompressionStream('deflate-raw')).then(decode, function () {
      throw new Error('the graph in this link is damaged (it does not decompress)');
    });
  };

  GG.MAX_LINK_CHARS = MAX_LINK_CHARS;
})();
