// SPDX-License-Identifier: GPL-2.0-or-later
// The citations overview as CSV (CitationsCsv): RFC 4180 quoting, UTF-8 Japanese text read back
// intact, byte offsets that cut the segment out of its chunk's text, flags and statuses as ids,
// and cells a spreadsheet would run as formulas defused.
#include "document/document.h"
#include "export/citations_csv.h"
#include "items/citation_rows.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// Reads RFC 4180 CSV (the test's own reader: quoted fields, doubled quotes, CRLF).
QVector<QStringList> parseCsv(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QVector<QStringList> lines;
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields.append(std::exchange(field, QString()));
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            fields.append(std::exchange(field, QString()));
            lines.append(std::exchange(fields, QStringList()));
            ++i;
        } else {
            field += c;
        }
    }
    return lines;
}

} // namespace

class TstCitationsCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quoting()
    {
        QCOMPARE(CitationsCsv::cell(u"plain text"_s), u"plain text"_s);
        QCOMPARE(CitationsCsv::cell(u"a, b"_s), u"\"a, b\""_s);
        QCOMPARE(CitationsCsv::cell(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
        QCOMPARE(CitationsCsv::cell(u"two\nlines"_s), u"\"two\nlines\""_s);
        QCOMPARE(CitationsCsv::cell(u"cr\rlf"_s), u"\"cr\rlf\""_s);
        QCOMPARE(CitationsCsv::cell(u"京都、東京"_s), u"京都、東京"_s);
        QCOMPARE(CitationsCsv::cell(QString()), QString());
    }

    void formulasDefused()
    {
        // A spreadsheet runs a cell that starts with = + - @ (tab, CR) as a formula.
        QCOMPARE(CitationsCsv::cell(u"=cmd|' /C calc'!A0"_s), u"'=cmd|' /C calc'!A0"_s);
        QCOMPARE(CitationsCsv::cell(u"+1+1"_s), u"'+1+1"_s);
        QCOMPARE(CitationsCsv::cell(u"-2"_s), u"'-2"_s);
        QCOMPARE(CitationsCsv::cell(u"@SUM(A1:A9)"_s), u"'@SUM(A1:A9)"_s);
        QCOMPARE(CitationsCsv::cell(u"\t=1"_s), u"'\t=1"_s);
        QCOMPARE(CitationsCsv::cell(u"=HYPERLINK(\"http://x\",\"a,b\")"_s),
            u"\"'=HYPERLINK(\"\"http://x\"\",\"\"a,b\"\")\""_s);
        QCOMPARE(CitationsCsv::cell(u"a=b"_s), u"a=b"_s); // only at the start
        QCOMPARE(CitationsCsv::cell(u"1958"_s), u"1958"_s);

        CitationRow row;
        row.kind = CitationRow::Kind::UncitedSentence;
        row.message = 2;
        row.author = u"@agent"_s;
        row.text = u"=1+2\r\nnext \"line\""_s;
        row.flags = CitationFlag::Uncited;
        const QVector<QStringList> lines = parseCsv(CitationsCsv::write(0, {row}));
        QCOMPARE(lines.size(), 2);
        const QStringList &fields = lines.at(1);
        QCOMPARE(fields.size(), CitationsCsv::columns().size());
        QCOMPARE(fields.at(2), u"'@agent"_s);
        QCOMPARE(fields.at(3), u"uncited_sentence"_s);
        QCOMPARE(fields.at(4), QString()); // no segment
        QCOMPARE(fields.at(9), u"'=1+2\r\nnext \"line\""_s);
        QCOMPARE(fields.at(14), u"uncited"_s);
    }

    void japaneseFixture()
    {
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json"));
        QVERIFY(document.waitForLoaded(10000));
        const auto conversation = document.conversation(0);
        QVERIFY(conversation);
        const QVector<CitationRow> rows = CitationRows::of(*conversation);
        const QByteArray csv = CitationsCsv::write(0, rows);
        QVERIFY(csv.startsWith("conversation,message,author,kind,segment,chunk,part,byte_start,"
                               "byte_end,text,sources,source_uris,status,coverage,flags\r\n"));
        QVERIFY(!csv.startsWith("\xEF\xBB\xBF")); // no byte order mark
        const QVector<QStringList> lines = parseCsv(csv);
        QCOMPARE(lines.size(), 1 + 7);
        const QStringList header = lines.first();
        QCOMPARE(header, CitationsCsv::columns());
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList &f = lines.at(i);
            QCOMPARE(f.size(), header.size());
            const CitationRow &row = rows.at(i - 1);
            QCOMPARE(f.at(9), row.text);
            // A segment inside one part, or a sentence: the bytes cut it out of its chunk.
            if (f.at(6).isEmpty() || row.status != CitationStatus::Resolved)
                continue;
            const Message &message = conversation->messages.at(f.at(1).toInt());
            const QByteArray text = message.chunks.at(f.at(5).toInt()).text.toUtf8();
            const qsizetype begin = f.at(7).toLongLong();
            QCOMPARE(QString::fromUtf8(text.mid(begin, f.at(8).toLongLong() - begin)), row.text);
        }
        QCOMPARE(lines.at(1),
            QStringList({u"0"_s, u"3"_s, u"kyoto_guide"_s, u"segment"_s, u"0"_s, u"0"_s, u"0"_s,
                u"0"_s, u"39"_s, u"京都の秋は紅葉が見事です。"_s, u"[1] kyoto-travel.example"_s,
                u"https://vertexaisearch.cloud.google.com/grounding-api-redirect/AbC1demo"_s,
                u"resolved"_s, u"1.0000"_s, QString()}));
        // Across parts 0 and 2: no part, the bytes of their concatenation.
        QCOMPARE(lines.at(2).mid(5, 4), QStringList({u"0"_s, QString(), u"39"_s, u"136"_s}));
        QCOMPARE(lines.at(2).at(10), u"[1] kyoto-travel.example, [2] 京都観光ナビ"_s);
        QCOMPARE(lines.at(3).at(12), u"relocated"_s);
        QCOMPARE(lines.at(4).at(10), u"[3], [4]"_s); // an empty source and a missing one
        QCOMPARE(lines.at(4).at(14), u"missing_source"_s);
        QCOMPARE(lines.at(5),
            QStringList({u"0"_s, u"6"_s, u"booking_agent"_s, u"uncited_sentence"_s, QString(),
                u"0"_s, u"0"_s, u"0"_s, u"11"_s, u"¡Perfecto!"_s, QString(), QString(), QString(),
                u"0.3239"_s, u"uncited"_s}));
    }
};

QTEST_GUILESS_MAIN(TstCitationsCsv)
#include "tst_citations_csv.moc"
