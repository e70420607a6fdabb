# SPDX-License-Identifier: GPL-2.0-or-later
# Shared grounding logic (formats.md §2), included by models/formats/CMakeLists.txt.
target_sources(models_formats PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/grounding_base_text.cpp ${CMAKE_CURRENT_LIST_DIR}/grounding_base_text.h
    ${CMAKE_CURRENT_LIST_DIR}/grounding_chunks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/grounding_internal.h
    ${CMAKE_CURRENT_LIST_DIR}/grounding_offsets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/grounding_reader.cpp ${CMAKE_CURRENT_LIST_DIR}/grounding_reader.h
    ${CMAKE_CURRENT_LIST_DIR}/rendered_content.cpp ${CMAKE_CURRENT_LIST_DIR}/rendered_content.h
)
