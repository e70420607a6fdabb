#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/run.sh [FILE...]
# Installs what is missing, builds a Release build in build/release and opens the files (the
# bundled example when none is given).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install_deps.sh
inspector_install_deps

cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DINSPECTOR_BUILD_TESTS=OFF
cmake --build build/release -j"$(nproc)"
exec build/release/app/conversation-inspector "$@"
