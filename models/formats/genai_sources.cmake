# SPDX-License-Identifier: GPL-2.0-or-later
# Agent Engine, ADK and Gemini readers (formats.md §1.4, §1.5), included by
# models/formats/CMakeLists.txt.
target_sources(models_formats PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/adk_event_reader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/adk_normalised_event.cpp
    ${CMAKE_CURRENT_LIST_DIR}/adk_normalised_event.h
    ${CMAKE_CURRENT_LIST_DIR}/adk_reader.cpp ${CMAKE_CURRENT_LIST_DIR}/adk_reader.h
    ${CMAKE_CURRENT_LIST_DIR}/adk_debug_trace.h
    ${CMAKE_CURRENT_LIST_DIR}/adk_stream_merge.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gemini_reader.cpp ${CMAKE_CURRENT_LIST_DIR}/gemini_reader.h
    ${CMAKE_CURRENT_LIST_DIR}/gemini_stream_merge.cpp ${CMAKE_CURRENT_LIST_DIR}/gemini_stream_merge.h
    ${CMAKE_CURRENT_LIST_DIR}/genai_content_reader.cpp ${CMAKE_CURRENT_LIST_DIR}/genai_content_reader.h
    ${CMAKE_CURRENT_LIST_DIR}/genai_metadata.cpp ${CMAKE_CURRENT_LIST_DIR}/genai_metadata.h
)
