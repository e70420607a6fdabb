// SPDX-License-Identifier: GPL-2.0-or-later
// GroundingCoverage (issue 16, item 2) on hand-checked answers in Latin, Japanese, Chinese and
// Spanish script, plain and Markdown: the shown characters, the cited ones, the uncited
// sentences; and MarkdownGaps, the source-only mask both coverage and the highlights use.
#include "transcript/grounding_coverage.h"
#include "transcript/markdown_gaps.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Utf16Range rangeOf(const QString &text, const QString &part)
{
    const qsizetype at = text.indexOf(part);
    return {at, at + part.size()};
}

} // namespace

class TstGroundingCoverage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void english()
    {
        const QString text = u"Kyoto is old. It has many temples! Is it crowded? Yes."_s;
        const auto c = GroundingCoverage::of(text, false,
            {rangeOf(text, u"Kyoto is old."_s), rangeOf(text, u"It has many temples!"_s)});
        // 11 + 17 + 12 + 4 characters that are not spaces; the first two sentences cited.
        QCOMPARE(c.shownCharacters, 44);
        QCOMPARE(c.citedCharacters, 28);
        QCOMPARE(c.uncitedSentences,
            (QVector<Utf16Range> {rangeOf(text, u"Is it crowded?"_s), rangeOf(text, u"Yes."_s)}));
        QCOMPARE(qRound(c.share() * 100), 64);
    }

    void japanese()
    {
        const QString text = u"京都は古い都です。寺が多い。混雑していますか？"_s;
        const auto c = GroundingCoverage::of(text, true, {{0, 9}, {3, 5}}); // overlapping
        QCOMPARE(c.shownCharacters, 23);
        QCOMPARE(c.citedCharacters, 9);
        QCOMPARE(c.uncitedSentences, (QVector<Utf16Range> {{9, 14}, {14, 23}}));
    }

    void chinese()
    {
        const QString text = u"京都很古老。寺庙很多！"_s;
        const auto c = GroundingCoverage::of(text, true, {});
        QCOMPARE(c.shownCharacters, 11);
        QCOMPARE(c.citedCharacters, 0);
        QCOMPARE(c.share(), 0.0);
        QCOMPARE(c.uncitedSentences, (QVector<Utf16Range> {{0, 6}, {6, 11}}));
    }

    void spanishAndEmoji()
    {
        const QString text = u"¿Dónde está? Aquí 🍁."_s;
        const auto c = GroundingCoverage::of(text, false, {rangeOf(text, u"Aquí 🍁."_s)});
        // ¿Dónde(6) está?(5) Aquí(4) 🍁(1 character, two UTF-16 units) .(1)
        QCOMPARE(c.shownCharacters, 17);
        QCOMPARE(c.citedCharacters, 6);
        QCOMPARE(c.uncitedSentences, (QVector<Utf16Range> {rangeOf(text, u"¿Dónde está?"_s)}));
    }

    void markdownMarkupIsNotText()
    {
        const QString text
            = u"**Kyoto** is [old](https://x.example/z).\n\n- One item\n- Two item\n\n```py\nx = 1\n```"_s;
        const auto c = GroundingCoverage::of(text, true, {rangeOf(text, u"Kyoto"_s)});
        // Kyoto(5) is(2) old(3) .(1) | One item(7) | Two item(7) | x=1(3): 28 shown.
        QCOMPARE(c.shownCharacters, 28);
        QCOMPARE(c.citedCharacters, 5);
        // The list items and the code are uncited sentences, trimmed of their markers.
        QCOMPARE(c.uncitedSentences,
            (QVector<Utf16Range> {rangeOf(text, u"One item"_s), rangeOf(text, u"Two item"_s),
                rangeOf(text, u"x = 1"_s)}));
    }

    void markdownGapsMask()
    {
        const QString text
            = u"# Title\n\n> [link](https://x.example/a) `code`\n\n```py\n- kept\n```"_s;
        const QByteArray mask = MarkdownGaps::mask(text);
        QCOMPARE(mask.size(), text.size());
        QCOMPARE(mask.at(0), char(MarkdownGaps::Markup)); // '#'
        QCOMPARE(mask.at(text.indexOf(u"Title"_s)), char(MarkdownGaps::Shown));
        QCOMPARE(mask.at(text.indexOf(u"> "_s)), char(MarkdownGaps::Markup));
        const qsizetype url = text.indexOf(u"https"_s);
        QCOMPARE(mask.at(url), char(MarkdownGaps::HiddenText));
        QCOMPARE(mask.at(url - 1), char(MarkdownGaps::Markup)); // '('
        QVERIFY(MarkdownGaps::insideHiddenText(mask, url + 3));
        QVERIFY(!MarkdownGaps::insideHiddenText(mask, url)); // its first character: an edge
        QCOMPARE(mask.at(text.indexOf(u"```py"_s) + 3), char(MarkdownGaps::Markup)); // info
        QCOMPARE(mask.at(text.indexOf(u"- kept"_s)), char(MarkdownGaps::Shown)); // code content
    }
};

QTEST_GUILESS_MAIN(TstGroundingCoverage)
#include "tst_grounding_coverage.moc"
