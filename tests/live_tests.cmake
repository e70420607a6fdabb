# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the live floor (models/live): the SSE parser, the MCP client, answer queries and
# token sources against the project's fake server, and real MCP peers installed from npm.

inspector_add_test(tst_sse_parser models)

inspector_add_test(tst_adk_client models Qt6::Network)
target_sources(tst_adk_client PRIVATE fake_adk_server.cpp fake_adk_server.h http_request.h
    kyoto_grounding.h)
inspector_add_test(tst_adk_session_text models)

# The Agent Engine sessions REST client against the project's loopback fake of that API.
inspector_add_test(tst_agent_engine_client models Qt6::Network)
target_sources(tst_agent_engine_client PRIVATE fake_agent_engine_server.cpp
    fake_agent_engine_server.h http_request.h kyoto_grounding.h)

inspector_add_test(tst_mcp_client models Qt6::Network)
target_sources(tst_mcp_client PRIVATE fake_mcp_server.cpp fake_mcp_server.h
    hostile_mcp.cpp hostile_mcp.h)

# Real MCP peers from npm (tests/mcp_peers): installed by a fixture (npm ci only when needed),
# started on 127.0.0.1 by the test, stopped at its end. Also runs the built executable.
inspector_add_test(tst_mcp_peers models Qt6::Network)
target_sources(tst_mcp_peers PRIVATE fake_mcp_server.cpp fake_mcp_server.h
    hostile_mcp.cpp hostile_mcp.h)
target_compile_definitions(tst_mcp_peers PRIVATE
    INSPECTOR_MCP_PEERS_DIR="${CMAKE_CURRENT_SOURCE_DIR}/mcp_peers"
    INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_mcp_peers conversation-inspector)
add_test(NAME mcp_peers_install COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/mcp_peers/install.sh)
set_tests_properties(mcp_peers_install PROPERTIES FIXTURES_SETUP mcp_peers)
set_tests_properties(tst_mcp_peers PROPERTIES FIXTURES_REQUIRED mcp_peers TIMEOUT 300)

# The official ADK TypeScript API server (tests/adk_peer) with a scripted agent: installed by a
# fixture (npm ci only when needed), started on 127.0.0.1 by the test, stopped at its end.
# It also runs the built executable (`adk run`).
inspector_add_test(tst_adk_peer models Qt6::Network)
target_sources(tst_adk_peer PRIVATE cli_process.h)
target_compile_definitions(tst_adk_peer PRIVATE
    INSPECTOR_ADK_PEER_DIR="${CMAKE_CURRENT_SOURCE_DIR}/adk_peer"
    INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_adk_peer conversation-inspector)
add_test(NAME adk_peer_install COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/adk_peer/install.sh)
set_tests_properties(adk_peer_install PROPERTIES FIXTURES_SETUP adk_peer)
set_tests_properties(tst_adk_peer PROPERTIES FIXTURES_REQUIRED adk_peer TIMEOUT 300)

# The CES SessionService client against the project's loopback fake of that API; the request
# JSON, the streamed-array splitter and the saved form of a live session.
inspector_add_test(tst_ces_session_client models Qt6::Network)
target_sources(tst_ces_session_client PRIVATE fake_ces_server.cpp fake_ces_server.h http_request.h
    loopback_http_server.h counting_token_command.h)
inspector_add_test(tst_ces_session_text models)
inspector_add_test(tst_ces_history models)
inspector_add_test(tst_json_array_splitter models)
inspector_add_test(tst_google_error models)
