// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QPalette>
#include <QString>

#include <optional>

/// Whether the window follows the desktop's light or dark palette or forces one.
enum class ThemeMode { System, Light, Dark };

/// The application's palette: the desktop's (System), or Qt's Fusion style with a light or a dark
/// palette (Preferences, `screenshot --theme`). Every colour the views paint comes from the palette
/// through Theme, so changing it here recolours everything. The choice persists ("ui/theme").
/// Stateless apart from the desktop's style and palette, kept at the first change.
class AppTheme
{
public:
    static ThemeMode saved();
    /// Applies `mode` to the QApplication now (widgets get a PaletteChange) and saves it.
    static void set(ThemeMode mode);
    /// Applies `mode` for this process only (`screenshot --theme`, tests).
    static void apply(ThemeMode mode);
    /// The id in settings and on the command line: "system", "light", "dark".
    static QString id(ThemeMode mode);
    static std::optional<ThemeMode> fromId(const QString &id);
    /// The palette a forced mode gives (Fusion's standard palette for Light).
    static QPalette palette(ThemeMode mode);
};
