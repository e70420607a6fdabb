// SPDX-License-Identifier: GPL-2.0-or-later
// Byte → UTF-16 mapping and span resolution (formats.md §2.3-2.6), incl. the worked examples.
#include "transcript/utf8_text.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

SourceLocation here()
{
    SourceLocation loc;
    loc.file = u"answer.json"_s;
    loc.jsonPath = u"answer.citations[0]"_s;
    return loc;
}

bool hasNote(const SpanResolution &r, Severity severity, const QString &fragment)
{
    for (const Diagnostic &d : r.notes) {
        if (d.severity == severity && d.englishText().contains(fragment))
            return true;
    }
    return false;
}

} // namespace

class TestUtf8Text : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void prefixTable()
    {
        const Utf8Text t(u"aé東🥘b"_s); // bytes: 1 + 2 + 3 + 4 + 1
        QCOMPARE(t.byteLength(), 11);
        QCOMPARE(t.text().size(), 6);
        const qsizetype expected[] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 5, 6};
        for (qint64 b = 0; b <= 11; ++b)
            QCOMPARE(t.utf16At(b), expected[b]);
        QCOMPARE(t.utf16At(-5), 0);
        QCOMPARE(t.utf16At(500), 6);
        QCOMPARE(t.byteAt(0), 0);
        QCOMPARE(t.byteAt(2), 3);
        QCOMPARE(t.byteAt(3), 6);
        QCOMPARE(t.byteAt(4), 6); // inside the surrogate pair → the emoji's first byte
        QCOMPARE(t.byteAt(5), 10);
        QCOMPARE(t.byteAt(6), 11);
        QCOMPARE(t.byteAt(99), 11);
        QVERIFY(t.isContinuationByte(2));
        QVERIFY(!t.isContinuationByte(3));
        QVERIFY(!t.isContinuationByte(-1));
        QVERIFY(!t.isContinuationByte(11));
        QCOMPARE(t.toUtf16(Utf8Range {3, 10}), (Utf16Range {2, 5}));
    }

    void emptyText()
    {
        const Utf8Text t;
        QCOMPARE(t.utf16At(3), 0);
        QCOMPARE(t.byteAt(3), 0);
        const SpanResolution r = resolveUtf8Span(t, 0, 4, true, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Adjusted); // end clamped to 0 → [0, 0)
        QVERIFY(r.text.isEmpty());
    }

    // formats.md §2.5 example 1: Discovery Engine, Japanese, omitted start.
    void workedExampleJapanese()
    {
        const QString answer = u"東京タワーは1958年に完成しました。高さは333メートルです。"_s;
        const Utf8Text base(answer);
        QCOMPARE(base.byteLength(), 82);
        QCOMPARE(base.text().size(), 32);

        SpanResolution r = resolveUtf8Span(base, 0, 49, true, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.bytes, (Utf8Range {0, 49}));
        QCOMPARE(r.utf16, (Utf16Range {0, 19}));
        QCOMPARE(r.text, u"東京タワーは1958年に完成しました。"_s);
        QVERIFY(r.notes.isEmpty());

        r = resolveUtf8Span(base, 49, 82, true, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.utf16, (Utf16Range {19, 32}));
        QCOMPARE(r.text, u"高さは333メートルです。"_s);

        // The wrong way the spec warns about.
        QCOMPARE(answer.mid(0, 49), answer);
    }

    // formats.md §2.5 example 2: Spanish plus emoji over the concatenation C of two parts.
    void workedExampleSpanishEmoji()
    {
        const QString part0 = u"La paella 🥘 nació en Valencia."_s;
        const QString part1 = u" Hoy se come en todo el mundo."_s;
        const Utf8Text c(part0 + part1);
        QCOMPARE(c.byteLength(), 64);
        QCOMPARE(c.text().size(), 61);

        SpanResolution r = resolveUtf8Span(c, 0, 34, true, part0, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.bytes, (Utf8Range {0, 34}));
        QCOMPARE(r.utf16, (Utf16Range {0, 31}));
        QCOMPARE(r.text, part0);

        r = resolveUtf8Span(c, 35, 64, true, u"Hoy se come en todo el mundo."_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.utf16, (Utf16Range {32, 61}));
        QCOMPARE(r.text, u"Hoy se come en todo el mundo."_s);

        // The same support read against part 1 alone (hypothetical partIndex 1).
        const Utf8Text p1(part1);
        r = resolveUtf8Span(p1, 1, 30, true, u"Hoy se come en todo el mundo."_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.utf16, (Utf16Range {1, 30}));
    }

    // formats.md §2.5 example 3: Korean, an end offset that splits 다.
    void workedExampleKorean()
    {
        const Utf8Text base(u"서울의 인구는 약 940만 명입니다. 한강이 도시를 가로지릅니다."_s);
        QCOMPARE(base.byteLength(), 84);
        QCOMPARE(base.text().size(), 36);

        SpanResolution r
            = resolveUtf8Span(base, 0, 42, true, u"서울의 인구는 약 940만 명입니다"_s, here());
        QCOMPARE(r.status, CitationStatus::Adjusted);
        QCOMPARE(r.bytes, (Utf8Range {0, 43}));
        QCOMPARE(r.utf16, (Utf16Range {0, 19}));
        QCOMPARE(r.text, u"서울의 인구는 약 940만 명입니다"_s);
        QCOMPARE(r.notes.size(), 1);
        QCOMPARE(r.notes[0].severity, Severity::Warning);
        QCOMPARE(r.notes[0].args.last(), u"1"_s); // moved by one byte
        QCOMPARE(r.notes[0].location.jsonPath, u"answer.citations[0]"_s);

        r = resolveUtf8Span(base, 45, 84, true, u"한강이 도시를 가로지릅니다."_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.bytes, (Utf8Range {45, 84}));
        QCOMPARE(r.utf16, (Utf16Range {21, 36}));
        QVERIFY(r.notes.isEmpty());

        // A start inside a character snaps backwards.
        r = resolveUtf8Span(base, 1, 9, true, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Adjusted);
        QCOMPARE(r.bytes, (Utf8Range {0, 9}));
        QCOMPARE(r.text, u"서울의"_s);
    }

    void rejectedRanges_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<bool>("valid");
        QTest::newRow("invalid flag") << qint64(0) << qint64(5) << false;
        QTest::newRow("negative start") << qint64(-3) << qint64(5) << true;
        QTest::newRow("negative end") << qint64(0) << qint64(-5) << true;
        QTest::newRow("reversed") << qint64(10) << qint64(5) << true;
        QTest::newRow("empty") << qint64(5) << qint64(5) << true;
        QTest::newRow("end absent, start set") << qint64(7) << qint64(0) << true;
        QTest::newRow("start past end") << qint64(100) << qint64(120) << true;
        QTest::newRow("int64 extremes")
            << std::numeric_limits<qint64>::min() << std::numeric_limits<qint64>::max() << true;
    }

    void rejectedRanges()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(bool, valid);
        const Utf8Text base(u"Hello, wonderful world."_s);
        SpanResolution r = resolveUtf8Span(base, start, end, valid, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Unresolved);
        QVERIFY(r.text.isEmpty());
        QCOMPARE(r.notes.size(), 1);
        QCOMPARE(r.notes[0].severity, Severity::Warning);
        QVERIFY(!r.notes[0].text().isEmpty());

        // With a cited text, a rejected range goes straight to the search.
        r = resolveUtf8Span(base, start, end, valid, u"wonderful"_s, here());
        QCOMPARE(r.status, CitationStatus::Relocated);
        QCOMPARE(r.bytes, (Utf8Range {7, 16}));
        QCOMPARE(r.utf16, (Utf16Range {7, 16}));
        QCOMPARE(r.text, u"wonderful"_s);

        r = resolveUtf8Span(base, start, end, valid, u"absent"_s, here());
        QCOMPARE(r.status, CitationStatus::Unresolved);
        QVERIFY(r.text.isEmpty());
    }

    void endPastTheEndIsClamped()
    {
        const Utf8Text base(u"東京タワーは1958年に完成しました。高さは333メートルです。"_s);
        const SpanResolution r = resolveUtf8Span(base, 49, 1000, true, std::nullopt, here());
        QCOMPARE(r.status, CitationStatus::Adjusted);
        QCOMPARE(r.bytes, (Utf8Range {49, 82}));
        QCOMPARE(r.utf16, (Utf16Range {19, 32}));
        QVERIFY(hasNote(r, Severity::Warning,
            u"End offset 1000 is past the end of the text (82 bytes); clamped"_s));
    }

    /// Found by fuzz_grounding: a one-byte cited text past the end was "found" in the byte after
    /// the text (Qt 6.4's lastIndexOf reads one past a view). A relocation stays inside the text.
    void relocationNeverLeavesTheText()
    {
        for (const QString &text : {u"\u0000"_s, u"a"_s, u"é"_s, u"ab"_s}) {
            const Utf8Text base(text);
            for (qint64 start = 0; start <= 4; ++start) {
                for (const QString &cited : {QString(QChar(0)), u"a"_s, u"b"_s}) {
                    const SpanResolution r = resolveUtf8Span(base, start, 0, true, cited, here());
                    QVERIFY(r.bytes.end <= base.byteLength());
                    if (r.status == CitationStatus::Relocated)
                        QCOMPARE(r.text, cited);
                }
            }
        }
        // The one-byte text at the very end is found where it is.
        const Utf8Text base(u"xa"_s);
        const SpanResolution r = resolveUtf8Span(base, 5, 0, true, u"a"_s, here());
        QCOMPARE(r.status, CitationStatus::Relocated);
        QCOMPARE(r.bytes, (Utf8Range {1, 2}));
    }

    void relocationPicksTheClosestOccurrence()
    {
        const Utf8Text base(u"café: one. café: two. café: three."_s);
        // bytes: "café" is 5 bytes; occurrences at 0, 12 and 24.
        SpanResolution r = resolveUtf8Span(base, 20, 26, true, u"café"_s, here());
        QCOMPARE(r.status, CitationStatus::Relocated);
        QCOMPARE(r.bytes, (Utf8Range {24, 29}));
        QCOMPARE(r.text, u"café"_s);
        QVERIFY(hasNote(r, Severity::Warning, u"found at bytes [24, 29)"_s));
        r = resolveUtf8Span(base, 13, 18, true, u"café"_s, here());
        QCOMPARE(r.status, CitationStatus::Relocated);
        QCOMPARE(r.bytes, (Utf8Range {12, 17}));
        QCOMPARE(r.utf16, (Utf16Range {11, 15}));
        // A leading space in the slice is only a whitespace difference: resolved, info note.
        r = resolveUtf8Span(base, 11, 16, true, u"café"_s, here());
        QCOMPARE(r.status, CitationStatus::Adjusted);
        QCOMPARE(r.bytes, (Utf8Range {11, 17}));
        QVERIFY(hasNote(r, Severity::Info, u"whitespace"_s));
    }

    void mismatchKeepsTheSlice()
    {
        const Utf8Text base(u"Hello, wonderful world."_s);
        const SpanResolution r = resolveUtf8Span(base, 0, 5, true, u"Goodbye"_s, here());
        QCOMPARE(r.status, CitationStatus::Mismatch);
        QCOMPARE(r.bytes, (Utf8Range {0, 5}));
        QCOMPARE(r.text, u"Hello"_s);
        QVERIFY(hasNote(r, Severity::Warning, u"Goodbye"_s));
    }

    void whitespaceAndNormalizationDifferences()
    {
        const Utf8Text base(u"東京タワーは1958年に完成しました。高さは333メートルです。"_s);
        SpanResolution r = resolveUtf8Span(
            base, 0, 49, true, u"  東京タワーは1958年に完成しました。\n"_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.text, u"東京タワーは1958年に完成しました。"_s);
        QCOMPARE(r.notes.size(), 1);
        QCOMPARE(r.notes[0].severity, Severity::Info);

        // Decomposed é in the base (e + U+0301), composed in the cited text.
        const Utf8Text decomposed(u"Cafe\u0301 con leche"_s);
        r = resolveUtf8Span(decomposed, 0, 6, true, u"Café"_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.notes.size(), 1);
        QCOMPARE(r.notes[0].severity, Severity::Info);
    }

    void crlfCountsBothBytes()
    {
        const Utf8Text base(u"line one\r\nline two\r\n"_s);
        const SpanResolution r = resolveUtf8Span(base, 10, 18, true, u"line two"_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.utf16, (Utf16Range {10, 18}));
        QCOMPARE(r.text, u"line two"_s);
    }

    void invalidUtf8Bytes()
    {
        // A stray byte, a truncated 3-byte sequence, an overlong form, then valid text.
        const QByteArray bytes("ab\xff"
                               "cd\xe6\x9d"
                               "ef\xc0\xaf"
                               "g\xe6\x9d\xb1");
        const Utf8Text t(bytes);
        QCOMPARE(t.byteLength(), bytes.size());
        // Each invalid byte is one U+FFFD, exactly as QString::fromUtf8 decodes it.
        QCOMPARE(t.text(), u"ab\uFFFDcd\uFFFD\uFFFDef\uFFFD\uFFFDg東"_s);
        QCOMPARE(t.text(), QString::fromUtf8(bytes));
        QCOMPARE(t.utf16At(3), 3); // 'c'
        QCOMPARE(t.utf16At(5), 5); // \xe6 → U+FFFD
        QCOMPARE(t.utf16At(6), 6); // \x9d → U+FFFD
        QCOMPARE(t.utf16At(7), 7); // 'e'
        QCOMPARE(t.utf16At(9), 9); // \xc0 → U+FFFD
        QCOMPARE(t.utf16At(10), 10); // \xaf → U+FFFD
        QCOMPARE(t.utf16At(11), 11);
        QCOMPARE(t.utf16At(12), 12);
        QCOMPARE(t.utf16At(13), 12); // inside 東
        QCOMPARE(t.utf16At(15), 13);
        const SpanResolution r = resolveUtf8Span(t, 7, 9, true, u"ef"_s, here());
        QCOMPARE(r.status, CitationStatus::Resolved);
        QCOMPARE(r.utf16, (Utf16Range {7, 9}));
        // Every range stays inside the text.
        for (qint64 s = -1; s <= bytes.size() + 1; ++s) {
            for (qint64 e = -1; e <= bytes.size() + 1; ++e) {
                const SpanResolution x = resolveUtf8Span(t, s, e, true, std::nullopt, here());
                QVERIFY(x.utf16.begin >= 0 && x.utf16.end <= t.text().size());
                QVERIFY(x.utf16.begin <= x.utf16.end);
            }
        }
    }

    void decodesLikeQtOnRandomBytes()
    {
        // Random byte soup biased towards UTF-8 lead and continuation bytes.
        quint32 seed = 12345;
        auto next = [&seed]() {
            seed = seed * 1103515245u + 12345u;
            return (seed >> 16) & 0x7fff;
        };
        const unsigned char pool[] = {'a', ' ', 0x80, 0x9d, 0xbf, 0xa0, 0x8f, 0x90, 0xc0, 0xc2,
            0xdf, 0xe0, 0xe6, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0x00};
        for (int round = 0; round < 3000; ++round) {
            QByteArray bytes;
            const int n = int(next() % 12);
            for (int i = 0; i < n; ++i)
                bytes.append(char(pool[next() % sizeof(pool)]));
            const Utf8Text t(bytes);
            QCOMPARE(t.text(), QString::fromUtf8(bytes));
            QCOMPARE(t.utf16At(t.byteLength()), t.text().size());
        }
    }

    void fromQStringAndBytesAgree()
    {
        const QString s = u"✨\uFE0F Tokyo 東京 🥘 done"_s;
        const Utf8Text a(s);
        const Utf8Text b(s.toUtf8());
        QCOMPARE(a.text(), s);
        QCOMPARE(b.text(), s);
        QCOMPARE(a.bytes(), b.bytes());
        for (qint64 i = 0; i <= a.byteLength(); ++i)
            QCOMPARE(a.utf16At(i), b.utf16At(i));
    }

    void diagnosticsTranslateAndLocate()
    {
        const Utf8Text base(u"abc"_s);
        const SpanResolution r = resolveUtf8Span(base, 2, 1, true, std::nullopt, here());
        QCOMPARE(r.notes.size(), 1);
        QCOMPARE(r.notes[0].englishText(), u"Empty or inverted cited range [2, 1)"_s);
        QCOMPARE(r.notes[0].location.toString(), u"answer.json (answer.citations[0])"_s);
        QCOMPARE(Diagnostic::severityId(Severity::Info), u"info"_s);
        QCOMPARE(citationStatusId(CitationStatus::Relocated), u"relocated"_s);
    }
};

QTEST_GUILESS_MAIN(TestUtf8Text)
#include "tst_utf8_text.moc"
