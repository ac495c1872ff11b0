// Prepended to the module's glue (--pre-js), inside its factory function.
//
// The module is built with SINGLE_FILE: the WebAssembly binary sits in the glue as
// a data: URL. In a browser, Emscripten 3.1.6's glue first tries fetch() on that
// URL (getBinaryPromise) and only when that fails decodes the base64 itself
// (getBinary -> tryParseAsDataURI). Under a Content-Security-Policy with
// connect-src 'self' the fetch is refused, which the browser reports as a console
// error ("Connecting to 'data:...' violates ..."). This declaration shadows the
// global fetch in the factory's scope only: the glue's `typeof fetch == "function"`
// tests are then false and it takes the synchronous path at once (no request, the
// same bytes). Nothing else in the glue uses fetch; callers may still pass
// their own wasmBinary.
var fetch = undefined;
