# SPDX-License-Identifier: GPL-2.0-or-later
# Translations of every tr() / QT_TRANSLATE_NOOP in models/, views/ and app/ (included from
# views/CMakeLists.txt). `cmake --build <dir> --target update_translations` rewrites i18n/*.ts;
# a normal build compiles them and embeds :/i18n/inspector_{ja,es,en}.qm in the views library.
# Qt 6.4 macros (toolchain.md Snippet B): one target per qt_add_lupdate, English plurals through a
# second -pluralonly target.
set(INSPECTOR_I18N_DIR ${PROJECT_SOURCE_DIR}/i18n)
file(GLOB_RECURSE INSPECTOR_I18N_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/models/*.cpp ${PROJECT_SOURCE_DIR}/models/*.h
    ${PROJECT_SOURCE_DIR}/views/*.cpp ${PROJECT_SOURCE_DIR}/views/*.h
    ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h)

qt_add_lupdate(views
    TS_FILES ${INSPECTOR_I18N_DIR}/inspector_ja.ts ${INSPECTOR_I18N_DIR}/inspector_es.ts
    SOURCES ${INSPECTOR_I18N_SOURCES}
    OPTIONS -no-obsolete -locations none)
qt_add_lupdate(inspector_en_plurals
    TS_FILES ${INSPECTOR_I18N_DIR}/inspector_en.ts
    SOURCES ${INSPECTOR_I18N_SOURCES}
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}/models
    OPTIONS -pluralonly -no-obsolete -locations none)
qt_add_lrelease(views
    TS_FILES ${INSPECTOR_I18N_DIR}/inspector_ja.ts ${INSPECTOR_I18N_DIR}/inspector_es.ts
             ${INSPECTOR_I18N_DIR}/inspector_en.ts
    QM_FILES_OUTPUT_VARIABLE inspector_qm_files)
qt_add_resources(views "inspector_translations" PREFIX /i18n
    BASE ${CMAKE_CURRENT_BINARY_DIR} FILES ${inspector_qm_files})
# Installed too, for packagers and tools beside the app (the app reads its embedded copies).
install(FILES ${inspector_qm_files}
    DESTINATION ${CMAKE_INSTALL_DATADIR}/conversation-inspector/translations)
