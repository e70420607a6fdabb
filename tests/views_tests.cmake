# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the item models (models/items) and the main window (views).
inspector_add_test(tst_conversation_list_model models)
inspector_add_test(tst_message_list_model models)
inspector_add_test(tst_json_tree_model models)
inspector_add_test(tst_span_tree_model models)
inspector_add_test(tst_image_decoder models)
inspector_add_test(tst_diagnostic_list_model models)
inspector_add_test(tst_main_window views)
inspector_add_test(tst_compare_with views)
inspector_add_test(tst_evaluation_pane views)
# The Trace pane: derived traces, trace files, the two-way link with the messages (issue 18).
inspector_add_test(tst_spans_pane views)
inspector_add_test(tst_grounding_browser views)
inspector_add_test(tst_uncited_sentences views)
# The evidence beside a marked segment in the References pane (issue 16, item 3).
inspector_add_test(tst_evidence_view views)
# The Citations pane: filled when shown, filters, activation, CSV, and in the window.
inspector_add_test(tst_citations_overview_pane views)
# Cited Markdown keeps its formatting: 10,000 generated cases.
inspector_add_test(tst_grounded_markdown views)
inspector_add_test(tst_event_views views)
inspector_add_test(tst_message_list_view views)
inspector_add_test(tst_answer_pane views)
inspector_add_test(tst_mcp_tool_form views)
# The query panel against the project's fake MCP server on 127.0.0.1.
inspector_add_test(tst_query_panel views Qt6::Network)
target_sources(tst_query_panel PRIVATE fake_mcp_server.cpp fake_mcp_server.h
    hostile_mcp.cpp hostile_mcp.h)
inspector_add_test(tst_query_panel_adk views Qt6::Network)
target_sources(tst_query_panel_adk PRIVATE fake_adk_server.cpp fake_adk_server.h http_request.h)
# Not a test: renders the window mid-stream for the README (scripts/screenshots.sh).
qt_add_executable(live-screenshot live_screenshot.cpp fake_adk_server.cpp fake_adk_server.h
    fake_agent_engine_server.cpp fake_agent_engine_server.h fake_ces_server.cpp fake_ces_server.h
    http_request.h kyoto_grounding.h)
target_link_libraries(live-screenshot PRIVATE views Qt6::Network Qt6::Test)
target_compile_definitions(live-screenshot PRIVATE INSPECTOR_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
# The Agent Engine page against the loopback fake of the sessions REST API (issue 18, item 3).
inspector_add_test(tst_query_panel_ces views Qt6::Network)
target_sources(tst_query_panel_ces PRIVATE fake_ces_server.cpp fake_ces_server.h http_request.h)
inspector_add_test(tst_query_panel_agent_engine views Qt6::Network)
target_sources(tst_query_panel_agent_engine PRIVATE fake_agent_engine_server.cpp
    fake_agent_engine_server.h http_request.h kyoto_grounding.h)
# Follow mode and the file-wide find count, on temporary files.
inspector_add_test(tst_follow_and_file_find views)
inspector_add_test(tst_painted_message views)
# The message list for assistive technologies: rows, cards, buttons and links, with press actions.
inspector_add_test(tst_message_accessibility views)
# Text card documents kept and laid out in the background when long.
inspector_add_test(tst_painted_documents views)
inspector_add_test(tst_painted_json_trees views)
# Hostile markup in every field of three fixtures never reaches rich text in the window.
inspector_add_test(tst_hostile_window views)
# The shape of views/ from its sources: no class over ~600 lines (split files counted together),
# panes that never include each other.
inspector_add_test(tst_views_architecture Qt6::Core)
target_compile_definitions(tst_views_architecture PRIVATE
    INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# The window's controllers: OpenDocuments, SelectionRelay, FileFind's own progress and Cancel.
inspector_add_test(tst_window_controllers views)
# The views' colours: only in views/theme.*, readable with light and dark palettes.
inspector_add_test(tst_theme views)
target_compile_definitions(tst_theme PRIVATE INSPECTOR_VIEWS_DIR="${PROJECT_SOURCE_DIR}/views")

# View ▸ Zoom (keys, Ctrl+wheel, remembered) and Help ▸ Keyboard Shortcuts (from the actions).
inspector_add_test(tst_window_menus views)
inspector_add_test(tst_window_export views Qt6::PrintSupport)
inspector_add_test(tst_preferences views)
inspector_add_test(tst_accessibility_walk views)
