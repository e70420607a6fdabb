// SPDX-License-Identifier: GPL-2.0-or-later
// The views' theme: the only colours of views/ are in views/theme.*, a light palette keeps the
// look the views always had, and a dark palette gives readable text on every surface.
#include "app_icon.h"
#include "app_theme.h"
#include "theme.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// The palettes Preferences and `screenshot --theme` force (AppTheme).
QPalette darkPalette()
{
    return AppTheme::palette(ThemeMode::Dark);
}

QPalette lightPalette()
{
    return AppTheme::palette(ThemeMode::Light);
}

struct Pair {
    const char *what;
    QColor foreground;
    QColor background;
    qreal minimum; ///< 4.5 for body text, 3 for bold badges
};

QVector<Pair> textPairs(const Theme &t)
{
    QVector<Pair> pairs = {
        {"text on a message", t.text, t.messageFill, 4.5},
        {"text on a card", t.text, t.cardFill, 4.5},
        {"text on a tool card", t.text, t.toolCardFill, 4.5},
        {"text on a transfer card", t.text, t.transferCardFill, 4.5},
        {"text on an error card", t.text, t.errorCardFill, 4.5},
        {"text on a selected card", t.text, t.selectedCardFill, 4.5},
        {"muted on a message", t.muted, t.messageFill, 4.5},
        {"muted on a card", t.muted, t.cardFill, 4.5},
        {"muted on a tool card", t.muted, t.toolCardFill, 4.5},
        {"secondary on a message", t.secondary, t.messageFill, 4.5},
        {"link on a card", t.link, t.cardFill, 4.5},
        {"link on a tool card", t.link, t.toolCardFill, 4.5},
        {"error on an error card", t.error, t.errorCardFill, 4.5},
        {"warning on a message", t.warning, t.messageFill, 4.5},
        {"text on one citation", t.text, t.citation1, 4.5},
        {"text on two citations", t.text, t.citation2, 4.5},
        {"text on three citations", t.text, t.citation3, 4.5},
        {"text on the selected citation", t.text, t.citationSelected, 4.5},
        {"marker on a card", t.citationMarker, t.cardFill, 4.5},
        {"text on a find match", t.text, t.findMatch, 4.5},
        {"the current find match", t.findCurrentText, t.findCurrent, 4.5},
        {"selected text", t.selectionText, t.selection, 4.5},
        {"role user", t.roleText, t.roleUser, 3},
        {"role agent", t.roleText, t.roleAgent, 3},
        {"role other", t.roleText, t.roleOther, 3},
        {"plain badge", t.badgePlainText, t.badgePlainFill, 4.5},
        {"warning badge", t.badgeWarningText, t.badgeWarningFill, 4.5},
        {"error badge", t.badgeErrorText, t.badgeErrorFill, 4.5},
        {"muted badge", t.muted, t.messageFill, 4.5},
        {"warning banner", t.bannerWarningText, t.bannerWarningFill, 4.5},
        {"error banner", t.bannerErrorText, t.bannerErrorFill, 4.5},
        {"text on an added key", t.text, t.stateAdded, 4.5},
        {"text on a changed key", t.text, t.stateChanged, 4.5},
        {"text on an unchanged key", t.text, t.stateUnchanged, 4.5},
        {"chip", t.chipText, t.chipFill, 4.5},
        {"text on a note", t.text, t.noteFill, 4.5},
        {"text on a supporting source", t.text, t.referenceSupportFill, 4.5},
        {"text on a missing source", t.text, t.referenceMissingFill, 4.5},
        {"warning on a missing source", t.warning, t.referenceMissingFill, 4.5},
        {"missing source badge", t.referenceBadgeText, t.referenceMissing, 3},
        {"cited source badge", t.referenceBadgeText, t.referenceCited, 3},
        {"uncited source badge", t.referenceBadgeText, t.referenceUncited, 3},
        {"text on the filter bar", t.text, t.barFill, 4.5},
        {"active filter", t.activeFilter, t.barFill, 4.5},
        {"text in an invalid field", t.text, t.errorFieldFill, 4.5},
        {"text on a button", t.text, t.buttonFill, 4.5},
        {"state succeeded", t.stateSucceeded, t.messageFill, 4.5},
        {"state failed", t.stateFailed, t.messageFill, 4.5},
        {"state other", t.stateOther, t.messageFill, 4.5},
    };
    for (const QString &id : {u"e-5f1c2d7a"_s, u"e-0000aaaa"_s, u"e-ja-1"_s, u"inv-42"_s})
        pairs.append({"invocation badge", t.badgeText, t.invocationColor(id), 4.5});
    return pairs;
}

} // namespace

class TstTheme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The colours live in views/theme.*: any other file of views/ that names a colour (a
    // #rrggbb, QColor(r, g, b), a named Qt or CSS colour) fails, with its line.
    void noColourLiteralOutsideTheTheme()
    {
        const QVector<QRegularExpression> patterns = {
            QRegularExpression(u"#[0-9a-fA-F]{6}\\b"_s),
            QRegularExpression(u"[\"\\s:]#[0-9a-fA-F]{3}\\b"_s),
            QRegularExpression(u"QColor\\s*\\w*\\s*[({]\\s*(0x|[0-9])"_s),
            QRegularExpression(u"QColor::from(Rgb|Hsl|Hsv|Cmyk)\\w*\\(\\s*(0x|[0-9])"_s),
            QRegularExpression(u"QColor\\s*\\w*\\s*[({]\\s*u?\""_s),
            QRegularExpression(u"QColorConstants::"_s),
            QRegularExpression(u"Qt::(white|black|red|darkRed|green|darkGreen|blue|darkBlue|cyan|"
                               "darkCyan|magenta|darkMagenta|yellow|darkYellow|gray|darkGray|"
                               "lightGray)\\b"_s),
            QRegularExpression(u"rgba?\\(\\s*[0-9]"_s),
            QRegularExpression(u"(color|background)\\s*:\\s*(?!palette|transparent|%)[a-zA-Z]+"_s),
        };
        const QDir views(QStringLiteral(INSPECTOR_VIEWS_DIR));
        QVERIFY(views.exists());
        QDirIterator it(
            views.path(), {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        QStringList found;
        while (it.hasNext()) {
            const QString path = it.next();
            const QString name = views.relativeFilePath(path);
            if (name == u"theme.cpp"_s || name == u"theme.h"_s)
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++files;
            const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
            for (int i = 0; i < lines.size(); ++i) {
                for (const QRegularExpression &pattern : patterns) {
                    if (pattern.match(lines.at(i)).hasMatch())
                        found.append(
                            u"views/%1:%2: %3"_s.arg(name).arg(i + 1).arg(lines.at(i).trimmed()));
                }
            }
        }
        QVERIFY(files > 50);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // A light palette keeps the colours the views had before the theme existed.
    void lightPaletteKeepsTheLook()
    {
        const Theme t(lightPalette());
        QVERIFY(!t.dark);
        QCOMPARE(t.muted, QColor(u"#6b7280"_s));
        QCOMPARE(t.canvas, QColor(u"#f3f4f6"_s));
        QCOMPARE(t.messageFill, QColor(u"#ffffff"_s));
        QCOMPARE(t.messageBorder, QColor(u"#dfe3e8"_s));
        QCOMPARE(t.cardFill, QColor(u"#f8f9fb"_s));
        QCOMPARE(t.roleUser, QColor(u"#5b7db1"_s));
        QCOMPARE(t.link, QColor(u"#2f5fa7"_s));
        QCOMPARE(t.citation1, QColor(u"#fff1b8"_s));
        QCOMPARE(t.findMatch, QColor(u"#b8e8c4"_s));
        QCOMPARE(t.text, lightPalette().color(QPalette::Text));
        // Invocation colours: the hue comes from the id alone (the same in the next run).
        QCOMPARE(t.invocationColor(u"e-5f1c2d7a"_s).hslHue(), 30);
        QCOMPARE(t.invocationColor(u"e-0000aaaa"_s).hslHue(), 211);
        QVERIFY(!t.invocationColor(QString()).isValid());
        QCOMPARE(Theme::css(t.muted), u"#6b7280"_s);
        QCOMPARE(Theme::colorRule(t.error), u"color: #b42318;"_s);
    }

    void readable_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    // Every text colour reaches the WCAG contrast on the surfaces it is drawn on.
    void readable()
    {
        QFETCH(bool, dark);
        const Theme t(dark ? darkPalette() : lightPalette());
        QCOMPARE(t.dark, dark);
        QStringList poor;
        for (const Pair &p : textPairs(t)) {
            const qreal ratio = Theme::contrast(p.foreground, p.background);
            if (ratio < p.minimum)
                poor.append(u"%1: %2 on %3 is %4:1"_s.arg(QString::fromLatin1(p.what),
                    p.foreground.name(), p.background.name(), QString::number(ratio, 'f', 2)));
        }
        QVERIFY2(poor.isEmpty(), qPrintable(poor.join(u'\n')));
        // Dark surfaces under light text (not the light theme's white cards).
        if (dark) {
            QVERIFY(t.messageFill.lightness() < 80);
            QVERIFY(t.cardFill.lightness() < 90);
            QVERIFY(t.canvas.lightness() < 80);
            QVERIFY(t.citation1.lightness() < 110);
            QVERIFY(t.findMatch.lightness() < 110);
            QVERIFY(t.invocationColor(u"e-1"_s).lightness() < 110);
        }
    }

    // The window's icon: every hicolor size the build rendered from the SVG, each one drawn.
    void appIconHoldsEverySize()
    {
        QCOMPARE(AppIcon::sizes(), QList<int>({16, 22, 24, 32, 48, 64, 128, 256, 512}));
        const QIcon icon = AppIcon::icon();
        for (const int size : {16, 48, 512}) {
            const QImage image = icon.pixmap(size, size).toImage();
            QCOMPARE(image.size(), QSize(size, size));
            QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
        }
        // Crisp at 200 %: the 64 px drawing for a 32 px icon, not the 32 px one scaled up.
        const QPixmap doubled = icon.pixmap(QSize(32, 32), 2.0);
        QCOMPARE(doubled.size(), QSize(64, 64));
    }
};

QTEST_MAIN(TstTheme)
#include "tst_theme.moc"
