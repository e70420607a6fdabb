// SPDX-License-Identifier: GPL-2.0-or-later
// MessageCoverage (issue 16, item 2) on the real-shaped Markdown answers of
// adk_session_markdown_answers.json, counted by hand (see the comments): Traditional Chinese,
// Japanese, Spanish and English, headings, bold, lists, a table, code, a link; the uncited
// sentences and their byte ranges; a support for the whole answer; and the Problems pane's note
// for a boundary inside a link's address.
#include "document/document.h"
#include "transcript/message_coverage.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const Conversation> load(const QString &name)
{
    Document document;
    document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/") + name);
    if (!document.waitForLoaded(-1) || document.conversationCount() < 1)
        return nullptr;
    return document.conversation(0);
}

/// The texts of the uncited sentences, cut from each chunk's UTF-8 bytes by their byte ranges
/// (which must agree with the UTF-16 ranges).
QStringList uncitedTexts(const Message &message, const MessageCoverage &coverage)
{
    QStringList out;
    for (const MessageCoverage::Sentence &s : coverage.uncited) {
        const QString &text = message.chunks.at(s.chunk).text;
        const QByteArray bytes = text.toUtf8();
        const QString byBytes
            = QString::fromUtf8(bytes.mid(s.bytes.begin, s.bytes.end - s.bytes.begin));
        if (byBytes != text.mid(s.utf16.begin, s.utf16.length()))
            out << u"<byte and UTF-16 ranges disagree>"_s;
        out << byBytes;
    }
    return out;
}

} // namespace

class TstMessageCoverage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markdownAnswers_data()
    {
        QTest::addColumn<int>("message");
        QTest::addColumn<int>("shown");
        QTest::addColumn<int>("cited");
        QTest::addColumn<int>("percent");
        QTest::addColumn<QStringList>("uncited");
        // 查核結果 4 + the bold claim 26 + the WHO sentence 21 + 衛福部… 11 + 保持… 15 + the
        // table's four cells 12 + 詳見世界衛生組織的說明。 12 (brackets and the address not shown)
        // = 101; cited 26 + 21 + 11 + the second row's cells 8 = 66.
        QTest::newRow("zh")
            << 1 << 101 << 66 << 65
            << QStringList {u"查核結果"_s, u"保持勤洗手才是有效的預防方法。"_s, u"說法 | 判定"_s,
                   u"詳見[世界衛生組織](https://www.who.int/zh/emergencies)的說明。"_s};
        // 京都の紅葉 5 + 京都の秋は紅葉が見事です。 13 + 東福寺：…有名です。 18 +
        // 永観堂：…あります。 18
        // + 混雑…おすすめです。 18 + ぜひ訪れてください。 10 = 82 (list numbers not shown);
        // cited 紅葉が見事です。 8 + 東福寺… 18 + 永観堂 3 + 混雑… 18 = 47.
        QTest::newRow("ja") << 3 << 82 << 47 << 57
                            << QStringList {u"京都の紅葉"_s, u"ぜひ訪れてください。"_s};
        // Resumen 7 + ¿Cuándo se fundó Madrid? 21 + La ciudad… I. 42 + Población: 10 + unos 3,3
        // millones de habitantes 27 + Capital de España desde 1561. 25 + print('¡Hola!') 15
        // (fences not shown) = 147; cited 42 + 27 = 69.
        QTest::newRow("es") << 5 << 147 << 69 << 46
                            << QStringList {u"Resumen"_s, u"¿Cuándo se fundó **Madrid**?"_s,
                                   u"Capital de España desde 1561."_s, u"print('¡Hola!')"_s};
        // Python's 8 + sorted() 8 + returns a new sorted list. 22 + See the docs for key
        // functions. 26 + It is stable. 11 = 75; cited 22 + See the docs 10 + 11 = 43. Every
        // sentence has a cited character.
        QTest::newRow("en") << 7 << 75 << 43 << 57 << QStringList {};
    }

    void markdownAnswers()
    {
        QFETCH(int, message);
        QFETCH(int, shown);
        QFETCH(int, cited);
        QFETCH(int, percent);
        QFETCH(QStringList, uncited);
        const auto conversation = load(u"adk_session_markdown_answers.json"_s);
        QVERIFY(conversation);
        const Message &m = conversation->messages.at(message);
        const MessageCoverage coverage = MessageCoverage::of(m);
        QVERIFY(coverage.applies);
        QCOMPARE(coverage.shownCharacters, shown);
        QCOMPARE(coverage.citedCharacters, cited);
        QCOMPARE(coverage.percent(), percent);
        QCOMPARE(uncitedTexts(m, coverage), uncited);
    }

    void computedOnceWhenRead()
    {
        // A conversation read for showing carries each grounded answer's coverage, computed on
        // the reading thread; it equals what the message's own data give, so a view reading it
        // through of() never computes it again.
        const auto conversation = load(u"adk_session_markdown_answers.json"_s);
        QVERIFY(conversation);
        int grounded = 0;
        for (const Message &m : conversation->messages) {
            QCOMPARE(bool(m.coverage), bool(m.grounding));
            if (!m.grounding)
                continue;
            ++grounded;
            Message bare = m;
            bare.coverage.reset();
            const MessageCoverage fresh = MessageCoverage::of(bare);
            QCOMPARE(m.coverage->shownCharacters, fresh.shownCharacters);
            QCOMPARE(m.coverage->citedCharacters, fresh.citedCharacters);
            QCOMPARE(m.coverage->uncited, fresh.uncited);
            QCOMPARE(MessageCoverage::of(m).uncited, fresh.uncited);
        }
        QCOMPARE(grounded, 4);
    }

    void questionsHaveNoCoverage()
    {
        const auto conversation = load(u"adk_session_markdown_answers.json"_s);
        QVERIFY(conversation);
        for (int i : {0, 2, 4, 6})
            QVERIFY(!MessageCoverage::of(conversation->messages.at(i)).applies);
    }

    void wholeAnswerSupportCoversEverything()
    {
        // grounding_browser_ja.json's first answer has a support with no segment (`{}`): its
        // sources apply to the whole answer, so nothing of it is uncited.
        const auto conversation = load(u"grounding_browser_ja.json"_s);
        QVERIFY(conversation);
        bool found = false;
        for (const Message &m : conversation->messages) {
            if (!m.grounding)
                continue;
            const bool whole
                = std::any_of(m.grounding->citations.cbegin(), m.grounding->citations.cend(),
                    [](const CitedSegment &s) { return s.wholeMessage; });
            if (!whole)
                continue;
            found = true;
            const MessageCoverage coverage = MessageCoverage::of(m);
            QVERIFY(coverage.applies);
            QCOMPARE(coverage.citedCharacters, coverage.shownCharacters);
            QVERIFY(coverage.uncited.isEmpty());
        }
        QVERIFY(found);
    }

    void boundaryInsideALinkAddressIsNoted()
    {
        // The English answer's first segment ends inside the link's address: an info in the
        // Problems pane at that support's path, and the highlight stops at the link text.
        Document document;
        document.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_markdown_answers.json"));
        QVERIFY(document.waitForLoaded(-1));
        const auto conversation = document.conversation(0);
        QVERIFY(conversation);
        QStringList notes;
        for (const Message &m : conversation->messages) {
            for (const Diagnostic &d : m.diagnostics)
                notes << d.location.jsonPath + u": "_s + d.englishText();
        }
        for (const Diagnostic &d : conversation->diagnostics)
            notes << d.location.jsonPath + u": "_s + d.englishText();
        QCOMPARE(notes,
            QStringList {u"events[7].groundingMetadata.groundingSupports[0]: The cited segment "
                         u"ends inside text the Markdown does not show (a link's address); its "
                         u"highlight ends at the nearest shown text"_s});
    }
};

QTEST_GUILESS_MAIN(TstMessageCoverage)
#include "tst_message_coverage.moc"
