// SPDX-License-Identifier: GPL-2.0-or-later
// FindQuery and findMatches(): the one definition of a match in decoded text (English,
// Japanese, Spanish), case, whole word, regex and its error message.
#include "search/find_query.h"
#include "search/text_matches.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

FindQuery plain(const QString &text, bool caseSensitive = false, bool wholeWord = false)
{
    FindQuery q;
    q.text = text;
    q.caseSensitive = caseSensitive;
    q.wholeWord = wholeWord;
    return q;
}

FindQuery regex(const QString &text, bool caseSensitive = false, bool wholeWord = false)
{
    FindQuery q = plain(text, caseSensitive, wholeWord);
    q.regex = true;
    return q;
}

/// The matched substrings, to compare readably.
QStringList matched(const QString &text, const FindQuery &q)
{
    QStringList out;
    for (const Utf16Range &r : findMatches(text, q))
        out << text.mid(r.begin, r.length());
    return out;
}

} // namespace

class TestFindQuery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyQueryMatchesNothing()
    {
        const FindQuery q;
        QVERIFY(q.isEmpty());
        QVERIFY(q.isValid());
        QVERIFY(q.errorString().isEmpty());
        QVERIFY(findMatches(u"anything"_s, q).isEmpty());
    }

    void plainTextIsLiteral()
    {
        const QString text = u"a.b axb (x) a.b"_s;
        const QVector<Utf16Range> hits = findMatches(text, plain(u"a.b"_s));
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0), (Utf16Range {0, 3}));
        QCOMPARE(hits.at(1), (Utf16Range {12, 15}));
        QCOMPARE(matched(text, plain(u"(x)"_s)), QStringList {u"(x)"_s});
        QCOMPARE(matched(u"C:\\temp\\x"_s, plain(u"\\temp\\"_s)), QStringList {u"\\temp\\"_s});
    }

    void regularExpressionOptions()
    {
        const QRegularExpression insensitive = plain(u"x"_s).regularExpression();
        QVERIFY(insensitive.patternOptions() & QRegularExpression::CaseInsensitiveOption);
        QVERIFY(insensitive.patternOptions() & QRegularExpression::UseUnicodePropertiesOption);
        const QRegularExpression sensitive = plain(u"x"_s, true).regularExpression();
        QVERIFY(!(sensitive.patternOptions() & QRegularExpression::CaseInsensitiveOption));
        QVERIFY(sensitive.patternOptions() & QRegularExpression::UseUnicodePropertiesOption);
        QCOMPARE(plain(u"a+b"_s).regularExpression().pattern(), u"a\\+b"_s);
    }

    void caseInsensitiveAscii()
    {
        const QString text = u"Weather in KYOTO: the kyoto weather is mild. Kyoto!"_s;
        QCOMPARE(
            matched(text, plain(u"kyoto"_s)), (QStringList {u"KYOTO"_s, u"kyoto"_s, u"Kyoto"_s}));
        QCOMPARE(matched(text, plain(u"Kyoto"_s, true)), QStringList {u"Kyoto"_s});
        QCOMPARE(findMatches(text, plain(u"WEATHER"_s)).size(), 2);
        QVERIFY(findMatches(text, plain(u"WEATHER"_s, true)).isEmpty());
    }

    void caseInsensitiveNonAscii()
    {
        // Spanish accents fold with their letters: Á/á, Ó/ó, Ñ/ñ.
        const QString text = u"La CANCIÓN de Ángel; una canción; Canción del AÑO y del año."_s;
        QCOMPARE(matched(text, plain(u"canción"_s)),
            (QStringList {u"CANCIÓN"_s, u"canción"_s, u"Canción"_s}));
        QCOMPARE(matched(text, plain(u"ángel"_s)), QStringList {u"Ángel"_s});
        QCOMPARE(matched(text, plain(u"año"_s)), (QStringList {u"AÑO"_s, u"año"_s}));
        QCOMPARE(matched(text, plain(u"año"_s, true)), QStringList {u"año"_s});
        // ...but an accent is not its bare letter.
        QVERIFY(findMatches(text, plain(u"cancion"_s)).isEmpty());
        // Greek and Cyrillic fold too.
        QCOMPARE(matched(u"ΑΘΗΝΑ, Αθηνα"_s, plain(u"αθηνα"_s)).size(), 2);
        QCOMPARE(matched(u"ПРИВЕТ, привет"_s, plain(u"Привет"_s)).size(), 2);
    }

    void japaneseAndSurrogatePairs()
    {
        const QString text = u"京都の秋は紅葉🍁が見事です。紅葉🍁"_s;
        const QVector<Utf16Range> hits = findMatches(text, plain(u"紅葉🍁"_s));
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0), (Utf16Range {5, 9})); // the emoji is two UTF-16 units
        QCOMPARE(hits.at(1), (Utf16Range {15, 19}));
        const QVector<Utf16Range> emoji = findMatches(text, plain(u"🍁"_s));
        QCOMPARE(emoji.size(), 2);
        QCOMPARE(emoji.at(0).length(), 2);
    }

    void wholeWordEnglish()
    {
        const QString text = u"cat concat cat_s cats (cat) CAT, cat2 cat"_s;
        const QVector<Utf16Range> hits = findMatches(text, plain(u"cat"_s, false, true));
        QCOMPARE(hits.size(), 4);
        QCOMPARE(hits.at(0), (Utf16Range {0, 3}));
        QCOMPARE(text.mid(hits.at(1).begin - 1, 5), u"(cat)"_s);
        QCOMPARE(text.mid(hits.at(2).begin, 4), u"CAT,"_s);
        QCOMPARE(hits.at(3).end, text.size());
        QCOMPARE(findMatches(text, plain(u"cat"_s, true, true)).size(), 3);
        QCOMPARE(findMatches(text, plain(u"cat"_s)).size(), 8);
    }

    void wholeWordNextToJapanese()
    {
        // Japanese has no spaces: a neighbour that is a letter (kana, kanji) is not a boundary,
        // punctuation such as 「」、。 is.
        const QString text = u"「京都」と東京都、京都タワー。京都、大阪"_s;
        const QVector<Utf16Range> hits = findMatches(text, plain(u"京都"_s, false, true));
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0), (Utf16Range {1, 3}));
        QCOMPARE(text.mid(hits.at(1).begin - 1, 4), u"。京都、"_s);
        QCOMPARE(findMatches(text, plain(u"京都"_s)).size(), 4);
        // Latin next to kana is not a whole word either; next to 「 」 it is.
        QVERIFY(findMatches(u"Kyotoへ行く"_s, plain(u"kyoto"_s, false, true)).isEmpty());
        QCOMPARE(findMatches(u"「Kyoto」へ"_s, plain(u"kyoto"_s, false, true)).size(), 1);
        // Spanish: ñ and accented letters are letters.
        QVERIFY(findMatches(u"añoranza"_s, plain(u"año"_s, false, true)).isEmpty());
        QCOMPARE(findMatches(u"¡el año!"_s, plain(u"año"_s, false, true)).size(), 1);
    }

    void regexMatches()
    {
        const QString text = u"forecast 18 days; 3 Days; 120 tokens"_s;
        QCOMPARE(matched(text, regex(u"\\d+ days"_s)), (QStringList {u"18 days"_s, u"3 Days"_s}));
        QCOMPARE(matched(text, regex(u"\\d+ days"_s, true)), QStringList {u"18 days"_s});
        QCOMPARE(matched(text, regex(u"\\d+"_s, false, true)),
            (QStringList {u"18"_s, u"3"_s, u"120"_s}));
        QCOMPARE(matched(u"京都で紅葉 奈良で鹿"_s, regex(u"\\p{Han}+で"_s)),
            (QStringList {u"京都で"_s, u"奈良で"_s}));
        // ^ and $ work per line.
        QCOMPARE(matched(u"one\ntwo\nthree"_s, regex(u"^t\\w+$"_s)),
            (QStringList {u"two"_s, u"three"_s}));
    }

    void emptyRegexMatchesAreNotHits()
    {
        QCOMPARE(matched(u"axxbx"_s, regex(u"x*"_s)), (QStringList {u"xx"_s, u"x"_s}));
        QVERIFY(findMatches(u"abc"_s, regex(u"\\b"_s)).isEmpty());
        QVERIFY(findMatches(u"🍁🍁"_s, regex(u"(?=x)|q*"_s)).isEmpty());
    }

    void invalidRegex()
    {
        const FindQuery bad = regex(u"a(b"_s);
        QVERIFY(!bad.isValid());
        QVERIFY(!bad.errorString().isEmpty());
        QVERIFY(bad.errorString().contains(bad.regularExpression().errorString()));
        QVERIFY(findMatches(u"a(b"_s, bad).isEmpty());
        // The same text as plain text is fine.
        FindQuery asText = bad;
        asText.regex = false;
        QVERIFY(asText.isValid());
        QVERIFY(asText.errorString().isEmpty());
        QCOMPARE(findMatches(u"a(b"_s, asText).size(), 1);
        // Invalid alone, even though "(?:a)(b)" would compile inside the whole-word wrapper.
        const FindQuery wrapped = regex(u"a)(b"_s, false, true);
        QVERIFY(!wrapped.isValid());
        QVERIFY(!wrapped.errorString().isEmpty());
        // An open \Q stays valid with whole word.
        QVERIFY(regex(u"\\Qa.b"_s, false, true).isValid());
        QCOMPARE(findMatches(u"x a.b y"_s, regex(u"\\Qa.b"_s, false, true)).size(), 1);
    }

    void limitAndCompiledForm()
    {
        const QString text = u"ab ab ab ab"_s;
        QCOMPARE(findMatches(text, plain(u"ab"_s), 2).size(), 2);
        QCOMPARE(findMatches(text, plain(u"ab"_s), 0).size(), 0);
        const QRegularExpression re = plain(u"AB"_s).regularExpression();
        QCOMPARE(findMatches(QStringView(text), re).size(), 4);
        qsizetype first = -2;
        QCOMPARE(countMatches(QStringView(text).mid(1), re, &first), 3);
        QCOMPARE(first, 2);
        QCOMPARE(countMatches(u"zz", re, &first), 0);
        QCOMPARE(first, -1);
    }

    void cacheFollowsTheQuery()
    {
        // findMatches() caches the compiled expression per thread: changing a switch must count.
        const QString text = u"Año año"_s;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(findMatches(text, plain(u"año"_s)).size(), 2);
            QCOMPARE(findMatches(text, plain(u"año"_s, true)).size(), 1);
            QCOMPARE(findMatches(text, regex(u"a.o"_s, true)).size(), 1);
            QCOMPARE(findMatches(text, regex(u"A.O"_s)).size(), 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestFindQuery)
#include "tst_find_query.moc"
