#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/package.sh         (from any directory; works on a clean clone)
# Builds the Debian package: installs what is missing, configures a Release build in
# build/package, builds it, runs `cpack -G DEB` (dependencies from dpkg-shlibdeps), checks the
# package with lintian (no error allowed), then unpacks it into a scratch root and runs the
# installed binary from there: --version, check and screenshot. Prints the package's path last.
# Install it with: sudo apt install ./build/package/conversation-inspector_*.deb
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=scripts/install_deps.sh
source "$root/scripts/install_deps.sh"
INSPECTOR_PACKAGES+=(dpkg-dev lintian file)
inspector_install_deps

build="$root/build/package"
launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
fi
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINSPECTOR_BUILD_TESTS=OFF \
    -DINSPECTOR_BUILD_BENCH=OFF "${launcher[@]}"
cmake --build "$build" -j"$(nproc)"
rm -f "$build"/conversation-inspector_*.deb
(cd "$build" && cpack -G DEB)
package="$(ls "$build"/conversation-inspector_*.deb)"

echo "== lintian $package"
lintian --fail-on error --tag-display-limit 0 "$package"

echo "== the unpacked package, run from a scratch root"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$package" "$scratch"
binary="$scratch/usr/bin/conversation-inspector"
example="$root/tests/data/ces_conversation.json"
"$binary" --version
QT_QPA_PLATFORM=offscreen "$binary" check "$example"
QT_QPA_PLATFORM=offscreen "$binary" screenshot --output "$scratch/window.png" "$example"
file "$scratch/window.png" | grep -q "PNG image data, 1400 x 900" \
    || { echo "screenshot: no 1400x900 PNG" >&2; exit 1; }
echo "screenshot: $(file -b "$scratch/window.png")"
dpkg-deb --field "$package" Package Version Depends Recommends
echo "$package"
