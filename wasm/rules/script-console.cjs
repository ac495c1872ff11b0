// The script's console on standard error, each line written at once, for the
// command (cli/gamegraph-rules.js), whose table is on standard output: a script's
// console.log in a thread of its own went to standard output, into the table
// (with more than one thread) or was lost at the exit (with one). The command sets
// GAMEGRAPH_RULES_CONSOLE=stderr in its solver's thread, whose pool workers
// (explore-worker.js) then do the same. CommonJS, so that the command requires it
// and the workers' bundle imports it; `req` is the caller's require (Node's fs and
// console are not bundled).
//
//   consoleToStderr(require)   globalThis.console replaced by one writing to fd 2
'use strict';

const ENV = 'GAMEGRAPH_RULES_CONSOLE';

function consoleToStderr(req) {
  const fs = req('fs');
  const { Console } = req('console');
  const { Writable } = req('stream');
  let pause = null;
  // (a Writable whose every write is done before write returns)
  const sink = new Writable({
    write(chunk, encoding, done) {
      let at = 0;
      while (at < chunk.length) {
        try {
          at += fs.writeSync(2, chunk, at, chunk.length - at);
        } catch (e) {
          // a pipe read slowly (non-blocking: EAGAIN): a moment, then again
          if (e.code !== 'EAGAIN') break;
          if (!pause) pause = new Int32Array(new SharedArrayBuffer(4));
          Atomics.wait(pause, 0, 0, 5);
        }
      }
      done();
    },
  });
  globalThis.console = new Console({ stdout: sink, stderr: sink });
}

module.exports = { consoleToStderr, ENV };
