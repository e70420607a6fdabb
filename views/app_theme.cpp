// SPDX-License-Identifier: GPL-2.0-or-later
#include "app_theme.h"

#include "theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"ui/theme"_s;

/// The desktop's style and palette, as the application started with them.
struct Desktop {
    QString style;
    QPalette palette;
};

const Desktop &desktop()
{
    static const Desktop original {QApplication::style()->name(), QApplication::palette()};
    return original;
}

} // namespace

ThemeMode AppTheme::saved()
{
    return fromId(QSettings().value(kKey).toString()).value_or(ThemeMode::System);
}

void AppTheme::set(ThemeMode mode)
{
    QSettings().setValue(kKey, id(mode));
    apply(mode);
}

void AppTheme::apply(ThemeMode mode)
{
    const Desktop &original = desktop();
    if (mode == ThemeMode::System) {
        if (QApplication::style()->name() != original.style)
            QApplication::setStyle(QStyleFactory::create(original.style));
        QApplication::setPalette(original.palette);
        return;
    }
    if (QApplication::style()->name() != u"fusion"_s)
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    QApplication::setPalette(palette(mode));
}

QString AppTheme::id(ThemeMode mode)
{
    switch (mode) {
    case ThemeMode::Light:
        return u"light"_s;
    case ThemeMode::Dark:
        return u"dark"_s;
    case ThemeMode::System:
        break;
    }
    return u"system"_s;
}

std::optional<ThemeMode> AppTheme::fromId(const QString &id)
{
    for (const ThemeMode mode : {ThemeMode::System, ThemeMode::Light, ThemeMode::Dark}) {
        if (AppTheme::id(mode) == id)
            return mode;
    }
    return std::nullopt;
}

QPalette AppTheme::palette(ThemeMode mode)
{
    if (mode == ThemeMode::Dark)
        return Theme::darkPalette();
    if (mode == ThemeMode::Light) {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
        return fusion ? fusion->standardPalette() : QPalette();
    }
    return desktop().palette;
}
