// SPDX-License-Identifier: GPL-2.0-or-later
// The word diff of the evaluation and comparison views (compare/text_diff.h): tokens in English,
// Spanish and Japanese, runs that rebuild both texts, a shortest script checked against a plain
// dynamic programme on random texts, and the bound on rewritten texts.
#include "compare/text_diff.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using Kind = TextDiffRun::Kind;

namespace {

QStringList tokens(const QString &text)
{
    QStringList out;
    for (const Utf16Range &r : diffTokens(text))
        out << text.mid(r.begin, r.length());
    return out;
}

/// The runs as "=same", "-removed", "+added" pieces of text.
QStringList pieces(
    const QString &left, const QString &right, int maxEdits = 2000, TextDiffOptions options = {})
{
    QStringList out;
    for (const TextDiffRun &run : diffWords(left, right, options, maxEdits)) {
        switch (run.kind) {
        case Kind::Same:
            out << u'=' + left.mid(run.left.begin, run.left.length());
            break;
        case Kind::Removed:
            out << u'-' + left.mid(run.left.begin, run.left.length());
            break;
        case Kind::Added:
            out << u'+' + right.mid(run.right.begin, run.right.length());
            break;
        }
    }
    return out;
}

/// The fewest tokens removed plus added, by the textbook dynamic programme (longest common
/// subsequence).
int editDistance(const QStringList &a, const QStringList &b)
{
    QVector<QVector<int>> lcs(a.size() + 1, QVector<int>(b.size() + 1, 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            lcs[i][j]
                = a.at(i) == b.at(j) ? lcs[i + 1][j + 1] + 1 : qMax(lcs[i + 1][j], lcs[i][j + 1]);
    return int(a.size() + b.size() - 2 * lcs[0][0]);
}

} // namespace

class TestTextDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("english") << u"Don't stop, it's 9 am."_s
                                 << QStringList {u"Don't"_s, u" "_s, u"stop"_s, u","_s, u" "_s,
                                        u"it's"_s, u" "_s, u"9"_s, u" "_s, u"am"_s, u"."_s};
        QTest::newRow("spanish") << u"¿Dónde está?"_s
                                 << QStringList {u"¿"_s, u"Dónde"_s, u" "_s, u"está"_s, u"?"_s};
        // Japanese has no spaces between words: every character is a token.
        QTest::newRow("japanese") << u"京都へ行く。"_s
                                  << QStringList {
                                         u"京"_s, u"都"_s, u"へ"_s, u"行"_s, u"く"_s, u"。"_s};
        // Grapheme clusters stay whole: a combining accent in its word, a kana with a
        // combining voicing mark, an emoji family joined by zero-width joiners, a flag.
        QTest::newRow("graphemes") << u"cafe\u0301 か\u3099き 👩\u200d👧 🇯🇵!"_s
                                   << QStringList {u"cafe\u0301"_s, u" "_s, u"か\u3099"_s, u"き"_s,
                                          u" "_s, u"👩\u200d👧"_s, u" "_s, u"🇯🇵"_s, u"!"_s};
        QTest::newRow("empty") << QString() << QStringList();
    }

    void tokens()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QCOMPARE(::tokens(text), expected);
        QCOMPARE(::tokens(text).join(QString()), text); // the tokens cover the text
    }

    void runs_data()
    {
        QTest::addColumn<QString>("left");
        QTest::addColumn<QString>("right");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("a number") << u"The museum opens at 9 am."_s
                                  << u"The museum opens at 10 am."_s
                                  << QStringList {
                                         u"=The museum opens at "_s, u"-9"_s, u"+10"_s, u"= am."_s};
        QTest::newRow("japanese words")
            << u"京都の秋は紅葉が見事です。"_s << u"京都の秋は紅葉がきれいです。"_s
            << QStringList {u"=京都の秋は紅葉が"_s, u"-見事"_s, u"+きれい"_s, u"=です。"_s};
        QTest::newRow("spaces join changes")
            << u"a b c"_s << u"x y c"_s << QStringList {u"-a b"_s, u"+x y"_s, u"= c"_s};
        QTest::newRow("added word")
            << u"Gracias por esperar."_s << u"Gracias otra vez por esperar."_s
            << QStringList {u"=Gracias "_s, u"+otra vez "_s, u"=por esperar."_s};
        QTest::newRow("same") << u"same text"_s << u"same text"_s << QStringList {u"=same text"_s};
        QTest::newRow("from nothing") << QString() << u"new"_s << QStringList {u"+new"_s};
        QTest::newRow("to nothing") << u"old"_s << QString() << QStringList {u"-old"_s};
        QTest::newRow("both empty") << QString() << QString() << QStringList();
    }

    void runs()
    {
        QFETCH(QString, left);
        QFETCH(QString, right);
        QFETCH(QStringList, expected);
        QCOMPARE(pieces(left, right), expected);
    }

    void options()
    {
        const QString left = u"Hello  World　ＡＢＣ１"_s; // an ideographic space, full-width forms
        const QString right = u"hello world ABC1"_s;
        QCOMPARE(pieces(left, right), (QStringList {u"-"_s + left, u"+"_s + right}));
        TextDiffOptions all;
        all.ignoreSpace = all.ignoreCase = all.ignoreWidth = true;
        QCOMPARE(pieces(left, right, 2000, all), QStringList {u"="_s + left});
        TextDiffOptions caseOnly;
        caseOnly.ignoreCase = true;
        QCOMPARE(pieces(u"Kyoto"_s, u"KYOTO"_s, 2000, caseOnly), QStringList {u"=Kyoto"_s});
    }

    void shortestOnRandomTexts()
    {
        // Small vocabularies make many common tokens: the script must rebuild both texts and
        // be as short as the dynamic programme says (white space joins aside, which only
        // lengthen it: none here, the words are glued by punctuation).
        QRandomGenerator random(31);
        const QStringList words {u"a"_s, u"b"_s, u"京"_s, u"都"_s, u"c"_s, u","_s};
        for (int round = 0; round < 300; ++round) {
            QString left;
            QString right;
            for (int i = int(random.bounded(12)); i > 0; --i)
                left += words.at(random.bounded(int(words.size())));
            for (int i = int(random.bounded(12)); i > 0; --i)
                right += words.at(random.bounded(int(words.size())));
            QString rebuiltLeft;
            QString rebuiltRight;
            int edits = 0;
            for (const TextDiffRun &run : diffWords(left, right)) {
                if (run.kind != Kind::Added)
                    rebuiltLeft += left.mid(run.left.begin, run.left.length());
                if (run.kind != Kind::Removed)
                    rebuiltRight += right.mid(run.right.begin, run.right.length());
                if (run.kind == Kind::Removed)
                    edits += int(::tokens(left.mid(run.left.begin, run.left.length())).size());
                if (run.kind == Kind::Added)
                    edits += int(::tokens(right.mid(run.right.begin, run.right.length())).size());
            }
            QCOMPARE(rebuiltLeft, left);
            QCOMPARE(rebuiltRight, right);
            QCOMPARE(edits, editDistance(::tokens(left), ::tokens(right)));
        }
    }

    void rewrittenTextsStayCheap()
    {
        // Beyond maxEdits the middle is one removal and one addition.
        const QString left = u"Start. one two three four five six. End."_s;
        const QString right = u"Start. uno dos tres cuatro cinco seis. End."_s;
        QCOMPARE(pieces(left, right, 3),
            (QStringList {u"=Start. "_s, u"-one two three four five six"_s,
                u"+uno dos tres cuatro cinco seis"_s, u"=. End."_s}));
        QCOMPARE(pieces(left, right).size(), 4); // the same runs with room to spare
    }
};

QTEST_GUILESS_MAIN(TestTextDiff)
#include "tst_text_diff.moc"
