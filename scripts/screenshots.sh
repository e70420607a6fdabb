#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Usage: scripts/screenshots.sh [--app PATH] [--live PATH] [--fixtures DIR]
# Renders the window off screen with the app's own `screenshot` command, in English, Japanese and
# Spanish: without --fixtures, the README's pictures into docs/screenshots/; with --fixtures DIR,
# every file of tests/data/ into DIR (one PNG per fixture and language, to compare two builds:
# run it once with each build's --app). --app defaults to build/release/app/conversation-inspector;
# --live (the tests' live-screenshot tool: the window in the middle of a streamed ADK run, which no
# file can show) to build/asan/tests/live-screenshot, skipped when it is not built.
set -euo pipefail
cd "$(dirname "$0")/.."
app=build/release/app/conversation-inspector
live=build/asan/tests/live-screenshot
fixtures=
while [ "$#" -gt 0 ]; do
    case "$1" in
    --app) app=$2; shift 2 ;;
    --live) live=$2; shift 2 ;;
    --fixtures) fixtures=$2; shift 2 ;;
    *) echo "usage: $0 [--app PATH] [--live PATH] [--fixtures DIR]" >&2; exit 2 ;;
    esac
done
export QT_QPA_PLATFORM=offscreen
shot() { # language output file [screenshot options...]
    local lang=$1 out=$2 file=$3
    shift 3
    "$app" screenshot --lang "$lang" --size 1400x900 --output "$out" "$@" "$file" 2>/dev/null
    if command -v convert >/dev/null 2>&1; then convert "$out" -strip "$out"; fi
}
for lang in en ja es; do
    if [ -n "$fixtures" ]; then
        mkdir -p "$fixtures"
        for file in tests/data/*; do
            name=$(basename "$file")
            [ "$name" = README.md ] && continue
            shot "$lang" "$fixtures/${name%.*}_$lang.png" "$file" --message 1 || true
        done
        continue
    fi
    shot "$lang" "docs/screenshots/$lang.png" resources/examples/ces_example_conversation.json \
        --message 1
    # Dark mode (as Preferences ▸ Theme ▸ Dark gives it) and a 200 % screen.
    shot "$lang" "docs/screenshots/dark_$lang.png" resources/examples/ces_example_conversation.json \
        --message 1 --theme dark
    QT_SCALE_FACTOR=2 shot "$lang" "docs/screenshots/hidpi_$lang.png" \
        resources/examples/ces_example_conversation.json --message 1 --size 1100x700
    shot "$lang" "docs/screenshots/adk_grounded_$lang.png" tests/data/adk_session_grounded_ja.json \
        --message 3 --panel references
    shot "$lang" "docs/screenshots/discovery_answer_$lang.png" tests/data/de_answer_response_ja.json \
        --message 3 --panel answer
    shot "$lang" "docs/screenshots/query_panel_$lang.png" tests/data/de_answer_response_ja.json \
        --message 3 --panel query
    shot "$lang" "docs/screenshots/adk_page_$lang.png" tests/data/adk_session_grounded_ja.json \
        --message 3 --panel adk
    # The Trace pane: spans derived from an ADK session's event times, and the measured spans
    # of the ADK server's /debug/trace body opened before their session (joined to its events).
    shot "$lang" "docs/screenshots/trace_derived_$lang.png" tests/data/adk_session_grounded_ja.json \
        --message 3 --panel trace
    shot "$lang" "docs/screenshots/trace_spans_$lang.png" tests/data/adk_session_kyoto_ts.json \
        tests/data/trace_adk_session.json --message 1 --panel trace
    # The Evaluation pane: a failing CES golden result, and an ADK eval case whose tool call and
    # answer differ from the expected ones.
    shot "$lang" "docs/screenshots/evaluation_ces_$lang.png" \
        tests/data/eval/ces_golden_result_fail_ja.json --panel evaluation
    shot "$lang" "docs/screenshots/evaluation_adk_$lang.png" \
        tests/data/eval/concierge_reservas_1772445307.81.evalset_result.json --panel evaluation
    shot "$lang" "docs/screenshots/evaluation_cases_$lang.png" \
        tests/data/eval/concierge_reservas_1772445307.81.evalset_result.json --panel cases
    # File ▸ Compare With…: a CES conversation beside its rerun (another answer, other tool
    # arguments, another variable).
    shot "$lang" "docs/screenshots/compare_$lang.png" tests/data/ces_conversation.json \
        --compare tests/data/ces_conversation_rerun.json
    # A live ADK run caught mid-stream: the partial answer growing in place, Stop enabled. An
    # Agent Engine session opened while its events still come page by page. A live CES turn
    # whose tool call waits for the client's response. A new CES session that starts from the
    # open conversation up to its selected message (historicalContexts).
    if [ -x "$live" ]; then
        for page in adk agentengine ces ces-history; do
            out="docs/screenshots/live_run_$lang.png"
            [ "$page" = agentengine ] && out="docs/screenshots/agent_engine_$lang.png"
            [ "$page" = ces ] && out="docs/screenshots/ces_live_$lang.png"
            [ "$page" = ces-history ] && out="docs/screenshots/ces_history_$lang.png"
            "$live" --lang "$lang" --size 1400x900 --page "$page" --output "$out" 2>/dev/null
            if command -v convert >/dev/null 2>&1; then convert "$out" -strip "$out"; fi
        done
    else
        echo "$live is not built: the live screenshots are left as they are" >&2
    fi
    # The evidence beside a claim, one kind of grounding per language: a weakly supported claim
    # of a Vertex AI Search and Google Search answer, a Discovery Engine answer, a Maps place.
    case $lang in
    en) evidence=(tests/data/grounding_evidence_en.json --message 0 --citation 3) ;;
    ja) evidence=(tests/data/de_answer_response_ja.json --message 3 --citation 4) ;;
    es) evidence=(tests/data/gemini_response.json --message 0 --citation 1) ;;
    esac
    shot "$lang" "docs/screenshots/evidence-$lang.png" "${evidence[@]}" --panel references
done
