# SPDX-License-Identifier: GPL-2.0-or-later
# The Debian package (scripts/package.sh runs `cpack -G DEB` in a Release build): what
# `cmake --install` puts in place, under /usr, with the package's own documents (copyright,
# changelog) in share/doc; the shared libraries it needs found by dpkg-shlibdeps.
set(INSPECTOR_PACKAGE_MAINTAINER
    "The Conversation Inspector developers <conversation-inspector@users.noreply.github.com>"
    CACHE STRING "The Debian package's maintainer (name and address)")
# The date of the release, not of the build: rebuilt from INSPECTOR_RELEASE_DATE.
execute_process(COMMAND date -u -R -d "${INSPECTOR_RELEASE_DATE} 12:00:00"
    OUTPUT_VARIABLE INSPECTOR_RELEASE_DATE_RFC2822 OUTPUT_STRIP_TRAILING_WHITESPACE)

set(docs ${CMAKE_BINARY_DIR}/package-docs)
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/copyright.in ${docs}/copyright @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/changelog.in ${docs}/changelog @ONLY)
find_program(INSPECTOR_GZIP gzip REQUIRED)
add_custom_command(OUTPUT ${docs}/changelog.gz
    COMMAND ${INSPECTOR_GZIP} -9 -n -c ${docs}/changelog > ${docs}/changelog.gz
    DEPENDS ${docs}/changelog COMMENT "Compressing the package changelog")
add_custom_target(package_docs ALL DEPENDS ${docs}/changelog.gz)
install(FILES ${docs}/copyright ${docs}/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/conversation-inspector)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME conversation-inspector)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${INSPECTOR_PACKAGE_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${INSPECTOR_PROJECT_URL})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so no shared library names them: the window's platform plugin (xcb,
# Wayland) and the WebP reader; Japanese needs a CJK font.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-image-formats-plugins, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "inspector of conversational-AI transcripts, citations and traces
Conversation Inspector shows what happened in a conversation with an AI agent
built on Google Cloud: Conversational Agents apps, Vertex AI Agent Engine and
ADK sessions, Gemini responses and Vertex AI Search answers. It opens files of
several gigabytes at once, shows every chunk of every message, links grounding
citations both ways to their sources, shows traces and evaluations, and runs
live queries over MCP and against ADK API servers, in English, Japanese and
Spanish. The same program checks and exports transcripts from the command line.")
include(CPack)
