// SPDX-License-Identifier: GPL-2.0-or-later
// The only place in views/ that names colours.
#include "theme.h"

#include <QGuiApplication>
#include <QWidget>
#include <QtMath>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

QColor rgb(QRgb value)
{
    return QColor::fromRgb(value);
}

qreal channel(qreal c)
{
    return c <= 0.03928 ? c / 12.92 : qPow((c + 0.055) / 1.055, 2.4);
}

qreal luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

QPalette Theme::darkPalette()
{
    QPalette p;
    const QColor window(0x2d, 0x2f, 0x33);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x8a, 0x8d, 0x91);
    for (const QPalette::ColorGroup group :
        {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const QColor fore = group == QPalette::Disabled ? disabled : text;
        p.setColor(group, QPalette::Window, window);
        p.setColor(group, QPalette::WindowText, fore);
        p.setColor(group, QPalette::Base, base);
        p.setColor(group, QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
        p.setColor(group, QPalette::Text, fore);
        p.setColor(group, QPalette::Button, window);
        p.setColor(group, QPalette::ButtonText, fore);
        p.setColor(group, QPalette::BrightText, QColor(0xff, 0xff, 0xff));
        p.setColor(group, QPalette::Highlight, QColor(0x3d, 0x6f, 0xb6));
        p.setColor(group, QPalette::HighlightedText, text);
        p.setColor(group, QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
        p.setColor(group, QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
        p.setColor(group, QPalette::ToolTipBase, base);
        p.setColor(group, QPalette::ToolTipText, text);
        p.setColor(group, QPalette::PlaceholderText, disabled);
        p.setColor(group, QPalette::Light, QColor(0x45, 0x48, 0x4d));
        p.setColor(group, QPalette::Midlight, QColor(0x3a, 0x3c, 0x41));
        p.setColor(group, QPalette::Mid, QColor(0x24, 0x25, 0x28));
        p.setColor(group, QPalette::Dark, QColor(0x17, 0x18, 0x1a));
        p.setColor(group, QPalette::Shadow, QColor(0x00, 0x00, 0x00));
    }
    return p;
}

QColor Theme::mix(const QColor &a, const QColor &b, qreal t)
{
    const auto blend = [t](qreal x, qreal y) { return x + (y - x) * t; };
    return QColor::fromRgbF(float(blend(a.redF(), b.redF())), float(blend(a.greenF(), b.greenF())),
        float(blend(a.blueF(), b.blueF())), float(blend(a.alphaF(), b.alphaF())));
}

qreal Theme::contrast(const QColor &a, const QColor &b)
{
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QString Theme::css(const QColor &color)
{
    if (color.alpha() == 255)
        return color.name(QColor::HexRgb);
    return u"rgba(%1, %2, %3, %4)"_s.arg(color.red())
        .arg(color.green())
        .arg(color.blue())
        .arg(color.alpha());
}

QString Theme::colorRule(const QColor &color)
{
    return u"color: %1;"_s.arg(css(color));
}

Theme Theme::of(const QWidget *widget)
{
    return cached(widget ? widget->palette() : QGuiApplication::palette());
}

Theme Theme::app()
{
    return cached(QGuiApplication::palette());
}

Theme Theme::cached(const QPalette &palette)
{
    // Painters ask for every row of every frame: derive the tones once per palette. Views live
    // in the GUI thread only.
    static QPalette last;
    static std::optional<Theme> theme;
    if (!theme || (last.cacheKey() != palette.cacheKey() && last != palette)) {
        last = palette;
        theme.emplace(palette);
    }
    return *theme;
}

Theme::Theme(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    text = palette.color(QPalette::Text);
    dark = luminance(base) < luminance(text);
    selection = palette.color(QPalette::Highlight);
    selectionText = palette.color(QPalette::HighlightedText);
    if (contrast(selection, selectionText) < 4.5) {
        // A saturated highlight under its own text reads poorly: a tint of it under body text.
        selection = mix(selection, base, 0.6);
        selectionText = text;
    }
    // A neutral between the surface and the text: borders and quiet fills in a dark theme.
    const auto tint = [&](qreal t) { return mix(base, text, t); };
    // Each pair: the light tone, then the dark one.
    const auto pick
        = [this](const QColor &light, const QColor &darkTone) { return dark ? darkTone : light; };

    muted = pick(rgb(0x6b7280), tint(0.62));
    secondary = pick(rgb(0x4b5563), tint(0.75));
    link = pick(rgb(0x2f5fa7), rgb(0x8ab4f8));
    error = pick(rgb(0xb42318), rgb(0xf28b82));
    warning = pick(rgb(0xa15c07), rgb(0xf6c26b));
    focusRing = pick(rgb(0x2f5fa7), rgb(0x8ab4f8));

    canvas = pick(rgb(0xf3f4f6), mix(base, Qt::black, 0.35));
    messageFill = pick(rgb(0xffffff), base);
    messageBorder = pick(rgb(0xdfe3e8), tint(0.22));
    selectedMessageBorder = pick(rgb(0x7aa2d8), rgb(0x7aa2d8));
    cardFill = pick(rgb(0xf8f9fb), tint(0.05));
    toolCardFill = pick(rgb(0xf6f7fb), mix(tint(0.05), rgb(0x5b7db1), 0.10));
    transferCardFill = pick(rgb(0xf4f8f5), mix(tint(0.05), rgb(0x4f8a6e), 0.10));
    errorCardFill = pick(rgb(0xfdf4f3), mix(base, rgb(0xb42318), 0.16));
    cardBorder = pick(rgb(0xe6e8ec), tint(0.16));
    errorCardBorder = pick(rgb(0xebc1bd), mix(base, rgb(0xf28b82), 0.45));
    selectedCardBorder = pick(rgb(0xd9a441), rgb(0xd9a441));
    selectedCardFill = pick(rgb(0xfffaf0), mix(base, rgb(0xd9a441), 0.14));
    placeholderBorder = pick(rgb(0xc4c9d0), tint(0.35));
    buttonFill = pick(rgb(0xf3f4f6), tint(0.10));
    buttonBorder = pick(rgb(0xc4c9d0), tint(0.32));
    roleUser = rgb(0x5b7db1);
    roleAgent = rgb(0x4f8a6e);
    roleOther = rgb(0x868e96);
    roleText = rgb(0xffffff);

    citation1 = pick(rgb(0xfff1b8), rgb(0x4a3f18));
    citation2 = pick(rgb(0xffe58f), rgb(0x5a4a16));
    citation3 = pick(rgb(0xffd666), rgb(0x6b5613));
    citationSelected = pick(rgb(0xffc069), rgb(0x8a5a12));
    citationMarker = link;
    // Uncited sentences: a cool tone no citation depth uses.
    uncited = pick(rgb(0xe3e7fb), rgb(0x2a3052));
    uncitedCurrent = pick(rgb(0xb4bff5), rgb(0x46508a));

    findMatch = pick(rgb(0xb8e8c4), rgb(0x1f4d2e));
    evidenceMatch = pick(rgb(0xd6e6ff), rgb(0x274266));
    findCurrent = pick(rgb(0x1a7f44), rgb(0x4cc27f));
    findCurrentText = pick(rgb(0xffffff), rgb(0x0b1f12));

    badgeText = pick(rgb(0x1f2937), text);
    badgePlainFill = pick(rgb(0xeef2f7), tint(0.14));
    badgePlainText = pick(rgb(0x374151), text);
    badgeWarningFill = pick(rgb(0xfef3c7), rgb(0x4a3a12));
    badgeWarningText = pick(rgb(0x92400e), rgb(0xf6d58b));
    badgeErrorFill = pick(rgb(0xfee2e2), rgb(0x4d1f1f));
    badgeErrorText = pick(rgb(0x991b1b), rgb(0xf8b4b4));

    bannerWarningFill = badgeWarningFill;
    bannerWarningText = pick(rgb(0x78350f), rgb(0xf6d58b));
    bannerErrorFill = badgeErrorFill;
    bannerErrorText = badgeErrorText;
    stateSucceeded = pick(rgb(0x166534), rgb(0x6ee7a0));
    stateFailed = pick(rgb(0x991b1b), rgb(0xf28b82));
    stateOther = pick(rgb(0x92400e), rgb(0xf6c26b));
    stepSucceeded = rgb(0x16a34a);
    stepFailed = rgb(0xdc2626);
    stepRunning = rgb(0xd97706);
    stepUnknown = rgb(0x9ca3af);
    relatedBorder = pick(rgb(0xcbd5e1), tint(0.30));
    relatedFill = pick(rgb(0xf8fafc), tint(0.06));
    relatedHover = pick(rgb(0xeef2ff), mix(base, rgb(0x8ab4f8), 0.18));

    stateAdded = pick(rgb(0xdcfce7), rgb(0x173d25));
    stateChanged = pick(rgb(0xfef3c7), rgb(0x4a3a12));
    diffRemoved = pick(rgb(0xfde2e1), rgb(0x5a2423));
    diffAdded = pick(rgb(0xd7f5dd), rgb(0x1d4a2a));
    stateUnchanged = pick(rgb(0xf1f5f9), tint(0.06));

    chipFill = pick(rgb(0xe8edf5), tint(0.15));
    chipText = pick(rgb(0x1f2937), text);
    noteFill = pick(rgb(0xfff4dc), rgb(0x3f3314));
    noteBorder = pick(rgb(0xf0d49a), rgb(0x7a6424));
    referenceAccent = link;
    referenceSupportFill = pick(rgb(0xe6effc), rgb(0x1f3350));
    referenceMissingFill = pick(rgb(0xfdf3e4), rgb(0x3d2f14));
    referenceMissing = rgb(0xc27a0e);
    referenceCited = roleUser;
    referenceUncited = roleOther;
    referenceBadgeText = rgb(0xffffff);

    spanRoot = rgb(0x8fa8c8);
    spanChild = rgb(0xa9b8cc);
    barFill = pick(rgb(0xeef1f5), tint(0.08));
    barBorder = messageBorder;
    activeFilter = pick(rgb(0x1d4ed8), rgb(0x8ab4f8));
    errorFieldFill = pick(rgb(0xfdecea), rgb(0x4d1f1f));
}

QColor Theme::invocationColor(const QString &id) const
{
    if (id.isEmpty())
        return {};
    // FNV-1a over the UTF-16 code units: qHash mixes in a per-process random seed, and the
    // colour of an invocation must stay the same from one run to the next.
    quint32 hash = 2166136261u;
    for (const QChar c : id) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    const int hue = int(hash % 360);
    return dark ? QColor::fromHsl(hue, 90, 70) : QColor::fromHsl(hue, 150, 225);
}

QColor Theme::citationColor(int depth, bool selected) const
{
    if (selected)
        return citationSelected;
    if (depth <= 1)
        return citation1;
    return depth == 2 ? citation2 : citation3;
}

QString Theme::messageViewStyleSheet() const
{
    return uR"(
#messageList { background: %1; }
*[muted="true"] { color: %2; }
*[errorText="true"] { color: %3; }
*[warningText="true"] { color: %4; }
)"_s.arg(css(canvas), css(muted), css(error), css(warning));
}
