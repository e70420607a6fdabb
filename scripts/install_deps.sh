#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Installs the Debian 12 packages the build, the tests and the screenshots need, only when some
# are missing (checked with dpkg-query first). Sourced by run.sh and test.sh.
set -euo pipefail

INSPECTOR_PACKAGES=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    qt6-image-formats-plugins qtkeychain-qt6-dev
    nlohmann-json3-dev libmimalloc-dev libsimdjson-dev
    xvfb xauth fonts-noto-cjk fonts-noto-color-emoji imagemagick webp clang-format
    qt6-svg-dev desktop-file-utils appstream shared-mime-info man-db
)

inspector_install_deps() {
    local missing=()
    local pkg
    # The MCP peer tests need node and npm; the machine usually has them (not from Debian).
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        missing+=(nodejs npm)
    fi
    for pkg in "${INSPECTOR_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        return 0
    fi
    echo "Installing missing packages: ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        "${missing[@]}"
}
