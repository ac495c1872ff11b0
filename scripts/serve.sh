#!/usr/bin/env bash
# Installs what is missing, builds the WebAssembly module and serves the page
# (with an example loaded) on http://localhost:${PORT:-8000}/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
scripts/build.sh wasm
exec node scripts/serve.js "${PORT:-8000}"
