// SPDX-License-Identifier: GPL-2.0-or-later
// terminalSafe() and terminalSafeJson() (models/export/terminal_text.h): what the command line
// prints never holds a control a terminal would obey, and JSON stays the same JSON.
#include "export/terminal_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Whether `text` holds a character a terminal would act on instead of showing it.
bool hasUnsafe(const QString &text)
{
    for (const QChar c : text)
        if (isTerminalUnsafe(c.unicode()))
            return true;
    return false;
}

QString cp(char32_t c)
{
    return QString::fromUcs4(&c, 1);
}

} // namespace

class TstTerminalText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void escapes_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("osc title") << u"a\x1b]0;pwned\x07z"_s << u"a\\x1b]0;pwned\\x07z"_s;
        QTest::newRow("clear screen") << u"\x1b[2J\x1b[H"_s << u"\\x1b[2J\\x1b[H"_s;
        QTest::newRow("osc 52 clipboard")
            << u"\x1b]52;c;ZWNobyBwd25lZA==\x1b\\"_s << u"\\x1b]52;c;ZWNobyBwd25lZA==\\x1b\\"_s;
        QTest::newRow("nul bel bs cr") << u"\x00\x07\x08\r"_s << u"\\x00\\x07\\x08\\x0d"_s;
        QTest::newRow("tab and newline stay") << u"a\tb\nc"_s << u"a\tb\nc"_s;
        QTest::newRow("del") << u"x\x7fy"_s << u"x\\x7fy"_s;
        QTest::newRow("c1 csi") << cp(0x9b) + u"31m"_s << u"\\u009b31m"_s;
        QTest::newRow("c1 bounds") << cp(0x80) + cp(0x9f) << u"\\u0080\\u009f"_s;
        QTest::newRow("nbsp stays") << cp(0xa0) << cp(0xa0);
        QTest::newRow("rlo") << u"abc"_s + cp(0x202e) + u"txt.exe"_s << u"abc\\u202etxt.exe"_s;
        QTest::newRow("embeddings") << cp(0x202a) + cp(0x202b) + cp(0x202c) + cp(0x202d)
                                    << u"\\u202a\\u202b\\u202c\\u202d"_s;
        QTest::newRow("isolates") << cp(0x2066) + cp(0x2067) + cp(0x2068) + cp(0x2069)
                                  << u"\\u2066\\u2067\\u2068\\u2069"_s;
        QTest::newRow("marks") << cp(0x200e) + cp(0x200f) + cp(0x061c)
                               << u"\\u200e\\u200f\\u061c"_s;
        QTest::newRow("neighbours stay") << cp(0x2029) + cp(0x202f) + cp(0x206a) + cp(0x200d)
                                         << cp(0x2029) + cp(0x202f) + cp(0x206a) + cp(0x200d);
        QTest::newRow("japanese and emoji") << u"東京タワー 🗼 <b>"_s << u"東京タワー 🗼 <b>"_s;
        QTest::newRow("backslash stays") << u"C:\\x1b"_s << u"C:\\x1b"_s;
    }

    void escapes()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const QString safe = terminalSafe(input);
        QCOMPARE(safe, expected);
        QVERIFY(!hasUnsafe(safe));
    }

    void safeTextIsReturnedAsIs()
    {
        const QString text = QString::fromUtf8("check: 12 messages, 東京");
        QCOMPARE(terminalSafe(text).constData(), text.constData());
        const QByteArray json = QByteArray("{\n  \"a\": [1, \"x\"]\n}\t");
        QCOMPARE(terminalSafeJson(json).constData(), json.constData());
    }

    void jsonStaysTheSameValue()
    {
        // What nlohmann's dump() leaves raw (DEL, C1, bidi) and what a careless writer might.
        const QString text = u"t\x7f"_s + cp(0x9b) + u"2J"_s + cp(0x202e) + u"gpj.exe 東京"_s;
        const QByteArray input
            = "{\n  \"name\": \"" + text.toUtf8() + "\",\n  \"n\": [1, 2.5, true, null]\n}";
        const QByteArray safe = terminalSafeJson(input);
        QVERIFY(!hasUnsafe(QString::fromUtf8(safe)));
        QVERIFY(safe.contains("\\u007f\\u009b2J\\u202egpj.exe 東京"));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(safe, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc, QJsonDocument::fromJson(input));
        QCOMPARE(doc.object().value(u"name"_s).toString(), text);
        QVERIFY(safe.contains("\n  \"n\"")); // the indentation stays

        // A raw ESC inside a string (not valid JSON) becomes the escape that makes it valid.
        const QByteArray raw = "{\"t\":\"\x1b]0;pwned\x07\"}";
        const QByteArray fixed = terminalSafeJson(raw);
        QCOMPARE(fixed, QByteArray("{\"t\":\"\\u001b]0;pwned\\u0007\"}"));
        QCOMPARE(QJsonDocument::fromJson(fixed).object().value(u"t"_s).toString(),
            u"\x1b]0;pwned\x07"_s);

        // Invalid UTF-8 (a lone 0x9b byte is CSI on an 8-bit terminal) becomes U+FFFD.
        const QByteArray invalid = terminalSafeJson("[\"\x9b"
                                                    "31m\"]");
        QVERIFY(!invalid.contains('\x9b'));
        QCOMPARE(QJsonDocument::fromJson(invalid).array().at(0).toString(), cp(0xfffd) + u"31m"_s);
    }
};

QTEST_GUILESS_MAIN(TstTerminalText)
#include "tst_terminal_text.moc"
