// The script's console (and its process.stdout) on standard error, each line
// written at once, for the command (cli/gamegraph-rules.js), whose table is on
// standard output: a script's console.log in a thread of its own went to standard
// output, into the table (with more than one thread) or was lost at the exit (with
// one). Where the command shows its progress (written without a line's end),
// each write first clears the line. The command sets GAMEGRAPH_RULES_CONSOLE to
// 'stderr' (or 'stderr+clear', with the progress) in its solver's thread, whose
// pool workers (explore-worker.js) then do the same. CommonJS, so that the command requires it
// and the workers' bundle imports it; `req` is the caller's require (Node's fs,
// console, stream and tty are not bundled). For the script's threads only: the
// command's main thread writes the table.
//
//   consoleToStderr(require, clearLine)   globalThis.console replaced by one writing to fd 2
//   fromEnv(require)                      the same as the environment says, if it does
'use strict';

const ENV = 'GAMEGRAPH_RULES_CONSOLE';

function consoleToStderr(req, clearLine) {
  const fs = req('fs');
  const { Console } = req('console');
  const { Writable } = req('stream');
  let pause = null;
  const clear = clearLine ? Buffer.from('\r\x1b[K') : null;
  // (a Writable whose every write is done before write returns)
  const sink = new Writable({
    write(data, encoding, done) {
      const chunk = clear ? Buffer.concat([clear, data]) : data;
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
  process.stdout.write = (chunk, encoding, done) => sink.write(chunk, encoding, done);
}

function fromEnv(req) {
  const v = process.env[ENV];
  if (v === 'stderr' || v === 'stderr+clear') consoleToStderr(req, v === 'stderr+clear');
}

module.exports = { consoleToStderr, fromEnv, ENV };
