# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the app floor: translations, export writers and the command line; and the rules the
# project keeps in its own sources (test sources, CMake lists).

# Translations: embedded .qm files, LanguageManager, English plurals, no unfinished .ts entry.
inspector_add_test(tst_translations views)
target_compile_definitions(tst_translations PRIVATE INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# Export writers (models/export) on the bundled example and the CES fixtures; no display needed.
inspector_add_test(tst_export models)
inspector_add_test(tst_cited_pieces models)
target_compile_definitions(tst_export PRIVATE INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
inspector_add_test(tst_export_job models)
# The JSON export sent to a device piece by piece (ExportFormats::save, the CLI's stdout).
inspector_add_test(tst_export_stream models)
target_compile_definitions(tst_export_job PRIVATE INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# The built conversation-inspector binary, run through QProcess; `mcp` against the hostile mode
# of the project's fake MCP server (127.0.0.1 only).
inspector_add_test(tst_cli Qt6::Gui Qt6::Network)
target_sources(tst_cli PRIVATE fake_mcp_server.cpp fake_mcp_server.h
    hostile_mcp.cpp hostile_mcp.h)
target_compile_definitions(tst_cli PRIVATE INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_cli conversation-inspector)

# The test sources themselves: no fixed wait or timing assertion in tests/, no OPTIONAL include of
# a source or test list in any CMake file.
inspector_add_test(tst_test_sources Qt6::Core)
target_compile_definitions(tst_test_sources PRIVATE INSPECTOR_TESTS_DIR="${CMAKE_CURRENT_SOURCE_DIR}"
    INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")

# `adk` and `agent-engine`: the built binary against the project's loopback fakes of the ADK API
# server and of the Agent Engine sessions REST API (127.0.0.1 only).
inspector_add_test(tst_adk_cli Qt6::Network)
target_sources(tst_adk_cli PRIVATE cli_process.h fake_adk_server.cpp fake_adk_server.h
    http_request.h kyoto_grounding.h)
target_compile_definitions(tst_adk_cli PRIVATE INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_adk_cli conversation-inspector)
inspector_add_test(tst_agent_engine_cli Qt6::Network)
target_sources(tst_agent_engine_cli PRIVATE cli_process.h fake_agent_engine_server.cpp
    fake_agent_engine_server.h http_request.h kyoto_grounding.h)
target_compile_definitions(tst_agent_engine_cli PRIVATE
    INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_agent_engine_cli conversation-inspector)

# `diff`: the built binary on fixtures of two families, its text, JSON and exit codes.
inspector_add_test(tst_diff_cli Qt6::Core)
target_sources(tst_diff_cli PRIVATE cli_process.h)
target_compile_definitions(tst_diff_cli PRIVATE INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_diff_cli conversation-inspector)

# `cmake --install` of this build into a scratch prefix: the desktop files pass
# desktop-file-validate and `appstreamcli validate --pedantic`, the man page renders without a
# groff warning, the installed binary runs `--version`, `check` and `screenshot`.
inspector_add_test(tst_install Qt6::Gui)
target_compile_definitions(tst_install PRIVATE INSPECTOR_CMAKE="${CMAKE_COMMAND}"
    INSPECTOR_BUILD_DIR="${CMAKE_BINARY_DIR}" INSPECTOR_APP_ID="${INSPECTOR_APP_ID}"
    INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>") # cli_process.h
add_dependencies(tst_install conversation-inspector manpage)

# `ces`: the built binary against the project's loopback fake of the CES SessionService.
inspector_add_test(tst_ces_cli Qt6::Network)
target_sources(tst_ces_cli PRIVATE cli_process.h fake_ces_server.cpp fake_ces_server.h
    http_request.h loopback_http_server.h)
target_compile_definitions(tst_ces_cli PRIVATE INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_ces_cli conversation-inspector)
