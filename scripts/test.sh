#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/test.sh            (from any directory; works on a clean clone)
# Installs what is missing, checks that every translation is finished and that every C++ file
# (tracked, or new and not ignored) matches .clang-format, builds a Debug build with
# AddressSanitizer and UBSan in build/asan and runs the whole test suite off screen. Ends with a
# one-line summary per step; the exit status is non-zero when any step failed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=scripts/install_deps.sh
source "$root/scripts/install_deps.sh"
inspector_install_deps

build="$root/build/asan"
summary=()
step() { summary+=("$(printf '%-12s %s' "$1" "$2")"); }
finish() {
    echo
    echo "== scripts/test.sh summary =="
    printf '  %s\n' "${summary[@]}"
    exit "$1"
}

# 1. Translations: no entry left unfinished (cheap, before building).
mapfile -t unfinished < <(grep -l 'type="unfinished"' i18n/*.ts 2>/dev/null || true)
if [ "${#unfinished[@]}" -gt 0 ]; then
    echo "Unfinished translations (finish them in Qt Linguist or the .ts file):" >&2
    for file in "${unfinished[@]}"; do
        echo "  $file: $(grep -c 'type="unfinished"' "$file") unfinished" >&2
    done
    step translations "FAILED (${unfinished[*]})"
    finish 1
fi
catalogs=(i18n/*.ts)
step translations "ok (${#catalogs[@]} catalogs complete)"

# 2. Formatting: every tracked or new-but-not-ignored .cpp/.h file (outside git: every file).
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t sources < <(git -C "$root" ls-files --cached --others --exclude-standard \
        '*.cpp' '*.h' | sort -u)
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
    step formatting "FAILED (${#misformatted[@]} of ${#sources[@]} files)"
    finish 1
fi
step formatting "ok (${#sources[@]} files)"

# 3. Build.
if ! cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DINSPECTOR_SANITIZE=ON \
    || ! cmake --build "$build" -j"$(nproc)"; then
    step build "FAILED (see the compiler output above)"
    finish 1
fi
step build "ok ($build)"

# 4. Tests, off screen. The real MCP and ADK peers come from npm first (npm ci only when needed).
bash "$root/tests/mcp_peers/install.sh" || echo "warning: the MCP test peers could not be installed (tst_mcp_peers will fail)" >&2
bash "$root/tests/adk_peer/install.sh" || echo "warning: the ADK test peer could not be installed (tst_adk_peer will fail)" >&2
mkdir -p "$build/xdg" && chmod 700 "$build/xdg"
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="$build/xdg"
log="$build/ctest.log"
if ctest --test-dir "$build" --output-on-failure 2>&1 | tee "$log"; then
    step tests "ok ($(grep -Eo '[0-9]+% tests passed.*' "$log" | tail -1))"
    finish 0
fi
step tests "FAILED ($(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$log" | tail -1))"
mapfile -t failed < <(grep -E '^[[:space:]]+[0-9]+ - ' "$log" || true)
for line in "${failed[@]}"; do
    step "" "  ${line#"${line%%[![:space:]]*}"}"
done
finish 1
