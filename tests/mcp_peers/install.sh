#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Installs the real MCP peers of tst_mcp_peers into tests/mcp_peers/node_modules with `npm ci`,
# only when node_modules is missing or package-lock.json changed since the last install. Used by
# scripts/test.sh and by the ctest fixture. Without npm it only says so (the test then skips).
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    echo "node/npm not found: the MCP peer tests will be skipped" >&2
    exit 0
fi
stamp="$dir/node_modules/.conversation-inspector-lock"
want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    exit 0
fi
echo "Installing the MCP test peers (npm ci in $dir)" >&2
(cd "$dir" && npm ci --no-audit --no-fund --omit=dev --loglevel=error)
echo "$want" > "$stamp"
