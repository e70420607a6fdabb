# SPDX-License-Identifier: GPL-2.0-or-later
# The application icon (included from views/CMakeLists.txt, as the translations are): every size
# of the hicolor theme is rendered from the one SVG by inspector-render-icon (Qt SVG), embedded
# as :/icons/<size>.png in the views library for the window (AppIcon) and installed, named by the
# app id, with the SVG under share/icons/hicolor.
find_package(Qt6 REQUIRED COMPONENTS Svg)
set(INSPECTOR_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/conversation-inspector.svg)
set(INSPECTOR_ICON_SIZES 16 22 24 32 48 64 128 256 512)

add_executable(inspector-render-icon ${PROJECT_SOURCE_DIR}/resources/icons/render_icon.cpp)
target_link_libraries(inspector-render-icon PRIVATE Qt6::Svg Qt6::Gui)

set(inspector_icon_pngs)
foreach(size IN LISTS INSPECTOR_ICON_SIZES)
    set(png ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}/${INSPECTOR_APP_ID}.png)
    add_custom_command(OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}
        COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
                $<TARGET_FILE:inspector-render-icon> ${INSPECTOR_ICON_SVG} ${size} ${png}
        DEPENDS inspector-render-icon ${INSPECTOR_ICON_SVG}
        COMMENT "Rendering the ${size} px icon" VERBATIM)
    set_source_files_properties(${png} PROPERTIES QT_RESOURCE_ALIAS icons/${size}.png)
    list(APPEND inspector_icon_pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${INSPECTOR_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
    RENAME ${INSPECTOR_APP_ID}.svg)
qt_add_resources(views "inspector_icons" PREFIX / FILES ${inspector_icon_pngs})
