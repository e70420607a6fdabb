# SPDX-License-Identifier: GPL-2.0-or-later
# Discovery Engine reader (formats.md §1.6), included by models/formats/CMakeLists.txt.
target_sources(models_formats PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/discovery_answer_reader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_assist_reader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_common.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_conversation_builder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_conversation_builder.h
    ${CMAKE_CURRENT_LIST_DIR}/discovery_details.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_grouping.cpp ${CMAKE_CURRENT_LIST_DIR}/discovery_grouping.h
    ${CMAKE_CURRENT_LIST_DIR}/discovery_internal.h
    ${CMAKE_CURRENT_LIST_DIR}/discovery_reader.cpp ${CMAKE_CURRENT_LIST_DIR}/discovery_reader.h
    ${CMAKE_CURRENT_LIST_DIR}/discovery_references.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_session_reader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery_stream.cpp
)
