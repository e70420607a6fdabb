#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# install_npm_peer.sh DIR: installs the npm test peer in DIR (tests/mcp_peers, tests/adk_peer)
# into DIR/node_modules with `npm ci`, only when node_modules is missing or package-lock.json
# changed since the last install. Used by scripts/test.sh and by the ctest fixtures. Without npm
# it only says so (the peer's test then skips).
set -euo pipefail
dir="$(cd "$1" && pwd)"
if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    echo "node/npm not found: the tests of $dir will be skipped" >&2
    exit 0
fi
stamp="$dir/node_modules/.conversation-inspector-lock"
want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    exit 0
fi
echo "Installing the test peer of $dir (npm ci)" >&2
(cd "$dir" && npm ci --no-audit --no-fund --omit=dev --loglevel=error)
echo "$want" > "$stamp"
