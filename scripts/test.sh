#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/test.sh
# Installs what is missing, builds a Debug build with AddressSanitizer and UBSan in build/asan,
# checks the formatting of every tracked C++ file and runs the whole test suite off screen.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install_deps.sh
inspector_install_deps

cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DINSPECTOR_SANITIZE=ON
cmake --build build/asan -j"$(nproc)"

# Formatting: every tracked (or, outside git, every) .cpp/.h file must match .clang-format.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t sources < <(git ls-files '*.cpp' '*.h')
else
    mapfile -t sources < <(find app models views tests -name '*.cpp' -o -name '*.h' | sort)
fi
misformatted=()
for file in "${sources[@]}"; do
    [ -f "$file" ] || continue
    if ! clang-format --dry-run --Werror "$file" >/dev/null 2>&1; then
        misformatted+=("$file")
    fi
done
if [ "${#misformatted[@]}" -gt 0 ]; then
    echo "These files are not formatted with clang-format (run clang-format -i on them):" >&2
    printf '  %s\n' "${misformatted[@]}" >&2
    exit 1
fi

mkdir -p build/asan/xdg && chmod 700 build/asan/xdg
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="$PWD/build/asan/xdg"
ctest --test-dir build/asan --output-on-failure
