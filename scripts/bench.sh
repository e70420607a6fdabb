#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/bench.sh [inspector-bench options, e.g. --size 100000000 --only ces-jsonl]
# Installs what is missing (the build's packages, jq and simdjson for the baselines), configures
# a Release build in build/release and runs the benchmark: without options through the `bench`
# target (1 GiB inputs, about 8 GB of free disk in build/release/bench-data; --huge needs 11 GB
# more), with options by running inspector-bench directly after building it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install_deps.sh
INSPECTOR_PACKAGES+=(jq libsimdjson-dev)
inspector_install_deps

launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DINSPECTOR_BUILD_TESTS=OFF \
    -DINSPECTOR_BUILD_BENCH=ON "${launcher[@]}"
if [ "$#" -eq 0 ]; then
    exec cmake --build build/release -j"$(nproc)" --target bench
fi
cmake --build build/release -j"$(nproc)" --target inspector-bench inspector-generate \
    conversation-inspector
QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 exec build/release/bench/inspector-bench "$@"
