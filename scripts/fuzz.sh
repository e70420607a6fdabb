#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]      (from any directory)
# Runs the libFuzzer targets of tests/fuzz (all of them, or the ones named) for SECONDS each
# (default 60). Installs clang and libFuzzer (libclang-rt-14-dev) when missing, configures
# build/fuzz with clang and -DINSPECTOR_FUZZ=ON (the libraries instrumented with
# -fsanitize=fuzzer-no-link,address,undefined), builds the targets and runs each one with the
# fixtures of tests/data, its seeds in tests/fuzz/corpus/<target>/, its regressions and the
# dictionary tests/fuzz/inspector.dict. The corpus it grows stays in build/fuzz/corpus/<target>/.
# Prints per target the executions, coverage (cov, ft) and any crash, hang (timeout), OOM or leak;
# each such input is minimized into tests/fuzz/regressions/<target>/ (the normal test build
# replays that folder as the ctest test fuzz_<target>). Exits non-zero when a target crashed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds=60
if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then
    seconds="$1"
    shift
fi

# shellcheck source=scripts/install_deps.sh
source "$root/scripts/install_deps.sh"
INSPECTOR_PACKAGES+=(clang libclang-rt-14-dev)
inspector_install_deps

all_targets=()
while IFS= read -r name; do
    all_targets+=("$name")
done < <(sed -n 's/^inspector_add_fuzzer(\([a-z_0-9]*\).*/\1/p' tests/fuzz/CMakeLists.txt)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for t in "${targets[@]}"; do
    if [[ ! " ${all_targets[*]} " =~ " $t " ]]; then
        echo "unknown fuzz target '$t' (known: ${all_targets[*]})" >&2
        exit 2
    fi
done

# The longest input each target is given (libFuzzer -max_len).
max_len() {
    case "$1" in
    document_* | fast_json | mcp_protocol | media) echo 65536 ;;
    follow) echo 32768 ;;
    mcp_tool_form | sse_parser) echo 16384 ;;
    *) echo 4096 ;;
    esac
}

# Targets that run a Document start threads: QThread::wait() returns before a finished thread's
# thread-local storage is freed, and libFuzzer's leak check after each input then reports that
# storage (glib's context, scratch buffers) as leaked. They run without the per-input check; the
# leak check at exit still runs over everything they allocated.
leak_check() {
    case "$1" in
    document_* | follow) echo -detect_leaks=0 ;;
    *) echo -detect_leaks=1 ;;
    esac
}

build="$root/build/fuzz"
launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DINSPECTOR_FUZZ=ON -DINSPECTOR_BUILD_TESTS=OFF -DINSPECTOR_BUILD_BENCH=OFF "${launcher[@]}" \
    >/dev/null
cmake --build "$build" -j"${FUZZ_BUILD_JOBS:-$(nproc)}" \
    --target "${targets[@]/#/fuzz_}"

export QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tests/fuzz/lsan.supp}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export XDG_RUNTIME_DIR="$build/xdg" XDG_CONFIG_HOME="$build/xdg-config"
mkdir -p "$XDG_RUNTIME_DIR" "$XDG_CONFIG_HOME" && chmod 700 "$XDG_RUNTIME_DIR"

summary=()
crashed=0
for t in "${targets[@]}"; do
    binary="$build/fuzz-targets/fuzz_$t"
    corpus="$build/corpus/$t"
    artifacts="$build/artifacts/$t"
    log="$build/logs/$t.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    rm -f "$artifacts"/*
    seeds=("$root/tests/data")
    for dir in "$root/tests/fuzz/corpus/$t" "$root/tests/fuzz/regressions/$t"; do
        [ -d "$dir" ] && seeds+=("$dir")
    done
    echo "== fuzz_$t: ${seconds}s, max_len $(max_len "$t")"
    status=0
    "$binary" -max_total_time="$seconds" -max_len="$(max_len "$t")" -rss_limit_mb=2048 \
        "$(leak_check "$t")" \
        -timeout=10 -dict="$root/tests/fuzz/inspector.dict" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    stats=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
    line="$(printf '%-16s %10s execs  %s' "$t" "${execs:-?}" "${stats:-no coverage line}")"
    found=("$artifacts"/*)
    if [ $status -ne 0 ] || [ -e "${found[0]}" ]; then
        crashed=1
        grep -E '^(SUMMARY|FUZZ ORACLE FAILED|==[0-9]+==ERROR)|runtime error|ALARM|out-of-memory' \
            "$log" | head -5 | sed 's/^/    /' || true
        mkdir -p "$root/tests/fuzz/regressions/$t"
        for artifact in "${found[@]}"; do
            [ -e "$artifact" ] || continue
            kind="$(basename "$artifact" | cut -d- -f1)"
            [ "$kind" = slow ] && continue # slow-unit-*: reported by libFuzzer, not a failure
            out="$root/tests/fuzz/regressions/$t/$kind-$(sha1sum "$artifact" | cut -c1-12)"
            "$binary" -minimize_crash=1 -runs=10000 -max_total_time=120 -timeout=10 \
                -rss_limit_mb=2048 -exact_artifact_path="$out" "$artifact" \
                >"$log.minimize" 2>&1 || true
            [ -e "$out" ] || cp "$artifact" "$out"
            echo "    $kind: $(stat -c %s "$out") bytes, ${out#"$root/"} (log: ${log#"$root/"})"
            line+="  $kind: ${out#"$root/"}"
        done
        [ "$status" -ne 0 ] && line+="  (exit $status)"
    fi
    echo "$line"
    summary+=("$line")
done

echo
echo "== scripts/fuzz.sh summary (${seconds}s per target) =="
printf '  %s\n' "${summary[@]}"
exit "$crashed"
