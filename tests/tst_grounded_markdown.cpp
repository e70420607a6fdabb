// SPDX-License-Identifier: GPL-2.0-or-later
// Cited Markdown keeps its formatting under every highlight (issue 16, item 1): a property test
// over generated Markdown (headings, paragraphs, lists, quotes, tables, fenced code; bold,
// italic, code spans and links; English, Japanese, Spanish and emoji) with random segment
// boundaries, asserting that each segment's highlighted text is its source text minus the
// markup and that the card stays Markdown; and every fixture with citations renders Markdown.
#include "document/document.h"
#include "export/safe_text_document.h"
#include "grounded_text.h"
#include "transcript/grounding_index.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTest>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

/// Generated Markdown with, per source character, whether a rendering shows it as text.
struct Generated {
    QString text;
    QVector<bool> shown;
    QVector<bool> hidden; ///< shown nowhere, not even as markup (a link's address)

    void markup(const QString &s) { add(s, false, false); }
    void content(const QString &s) { add(s, true, false); }
    void address(const QString &s) { add(s, false, true); }
    void add(const QString &s, bool isShown, bool isHidden)
    {
        text += s;
        shown.append(QVector<bool>(s.size(), isShown));
        hidden.append(QVector<bool>(s.size(), isHidden));
    }
};

class MarkdownGenerator
{
public:
    explicit MarkdownGenerator(quint32 seed)
        : m_random(seed)
    { }

    Generated generate()
    {
        Generated g;
        const int blocks = 1 + bounded(5);
        for (int b = 0; b < blocks; ++b) {
            if (b > 0)
                g.markup(u"\n\n"_s);
            switch (bounded(7)) {
            case 0:
                g.markup(u"#"_s.repeated(1 + bounded(3)) + u" "_s);
                inline_(g, 1 + bounded(3));
                break;
            case 1:
            case 2: {
                const bool numbered = bounded(2);
                const int items = 1 + bounded(3);
                for (int i = 0; i < items; ++i) {
                    if (i > 0)
                        g.markup(u"\n"_s);
                    g.markup(numbered ? QString::number(i + 1) + u". "_s : u"- "_s);
                    inline_(g, 1 + bounded(4));
                }
                break;
            }
            case 3:
                g.markup(u"> "_s);
                inline_(g, 2 + bounded(4));
                break;
            case 4: {
                g.markup(u"| "_s);
                g.content(word());
                g.markup(u" | "_s);
                g.content(word());
                g.markup(u" |\n|---|---|\n| "_s);
                g.content(word());
                g.markup(u" | "_s);
                g.content(word());
                g.markup(u" |"_s);
                break;
            }
            case 5:
                g.markup(u"```"_s + (bounded(2) ? u"python"_s : QString()) + u"\n"_s);
                g.content(word() + u" = "_s + word());
                g.markup(u"\n```"_s);
                break;
            default:
                inline_(g, 3 + bounded(8));
            }
        }
        return g;
    }

private:
    int bounded(int n) { return int(m_random.bounded(n)); }

    QString word()
    {
        static const QStringList words = {u"Kyoto"_s, u"autumn"_s, u"leaves"_s, u"temple"_s,
            u"京都"_s, u"紅葉"_s, u"東福寺"_s, u"は"_s, u"です。"_s, u"¿Dónde"_s, u"está?"_s,
            u"año"_s, u"señal"_s, u"🍁"_s, u"🏯👍🏽"_s, u"2024"_s, u"ruta-7"_s};
        return words.at(bounded(int(words.size())));
    }

    void inline_(Generated &g, int words)
    {
        for (int w = 0; w < words; ++w) {
            if (w > 0)
                g.content(u" "_s);
            const QString text = word();
            switch (bounded(7)) {
            case 0:
                g.markup(u"**"_s);
                g.content(text);
                g.markup(u"**"_s);
                break;
            case 1:
                g.markup(u"*"_s);
                g.content(text);
                g.markup(u"*"_s);
                break;
            case 2:
                g.markup(u"`"_s);
                g.content(text);
                g.markup(u"`"_s);
                break;
            case 3:
                g.markup(u"["_s);
                g.content(text);
                g.markup(u"]("_s);
                g.address(u"https://example.com/"_s + QString::number(bounded(100)));
                g.markup(u")"_s);
                break;
            default:
                g.content(text);
            }
        }
    }

    QRandomGenerator m_random;
};

QString withoutSpace(const QString &s)
{
    QString out;
    for (const QChar c : s) {
        if (!c.isSpace() && c != QChar::ParagraphSeparator && c != QChar::LineSeparator)
            out += c;
    }
    return out;
}

} // namespace

class TstGroundedMarkdown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void highlightsKeepTheMarkdown()
    {
        constexpr int kCases = 10000;
        QRandomGenerator random(20261126);
        int failures = 0;
        QString firstFailure;
        for (int c = 0; c < kCases; ++c) {
            const Generated g = MarkdownGenerator(random.generate()).generate();
            // One to three segments, possibly overlapping, with boundaries anywhere but inside
            // a link's address.
            QVector<CitedRange> ranges;
            const int segments = 1 + int(random.bounded(3));
            for (int s = 0; s < segments; ++s) {
                qsizetype a = random.bounded(int(g.text.size()) + 1);
                qsizetype b = random.bounded(int(g.text.size()) + 1);
                if (a > b)
                    std::swap(a, b);
                // Segments come from code point offsets: never inside a surrogate pair.
                const auto inside = [&g](qsizetype at) {
                    return at > 0 && at < g.text.size()
                        && ((g.hidden.at(at) && g.hidden.at(at - 1))
                            || g.text.at(at).isLowSurrogate());
                };
                if (a == b || inside(a) || inside(b))
                    continue;
                ranges.append({s, {a, b}, {s + 1}, true});
            }
            SafeTextDocument document;
            const GroundedText::Mode mode
                = GroundedText::render(&document, g.text, true, ranges, {});
            bool ok = mode == GroundedText::Mode::Markdown;
            QString why;
            for (const CitedRange &r : ranges) {
                QString expected;
                for (qsizetype i = r.range.begin; i < r.range.end; ++i) {
                    if (g.shown.at(i))
                        expected += g.text.at(i);
                }
                const QString actual = GroundedText::highlightedText(&document, r.segment);
                if (withoutSpace(actual) != withoutSpace(expected)) {
                    ok = false;
                    why = u"segment [%1, %2): expected «%3», highlighted «%4»"_s.arg(r.range.begin)
                              .arg(r.range.end)
                              .arg(expected, actual);
                }
            }
            if (!ok && failures++ == 0)
                firstFailure = u"case %1: %2\n--- source:\n%3"_s.arg(c).arg(why, g.text);
        }
        QVERIFY2(failures == 0,
            qPrintable(
                u"%1 of %2 cases failed; first: %3"_s.arg(failures).arg(kCases).arg(firstFailure)));
    }

    void everyFixtureWithCitationsRendersMarkdown()
    {
        int cards = 0;
        const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
        for (const QString &name : data.entryList(QDir::Files)) {
            Document document;
            document.openFile(data.filePath(name));
            if (!document.waitForLoaded(10000))
                continue;
            for (int c = 0; c < document.conversationCount(); ++c) {
                const auto conversation = document.conversation(c);
                for (int m = 0; conversation && m < conversation->messages.size(); ++m) {
                    const Message &message = conversation->messages.at(m);
                    if (!message.grounding)
                        continue;
                    const GroundingIndex index(message.grounding);
                    for (const Chunk &chunk : message.chunks) {
                        const QVector<CitedRange> ranges
                            = GroundedText::rangesForChunk(index, chunk);
                        if (ranges.isEmpty())
                            continue;
                        SafeTextDocument rendered;
                        QVector<int> hidden;
                        QCOMPARE(GroundedText::render(&rendered, chunk.text, true, ranges, {},
                                     Theme::app(), &hidden),
                            GroundedText::Mode::Markdown);
                        // Every segment with text to show is highlighted.
                        for (const CitedRange &r : ranges) {
                            if (r.range.end <= r.range.begin || hidden.contains(r.segment)
                                || chunk.text.mid(r.range.begin, r.range.end - r.range.begin)
                                       .trimmed()
                                       .isEmpty())
                                continue;
                            QVERIFY2(!GroundedText::highlightedText(&rendered, r.segment).isEmpty(),
                                qPrintable(
                                    u"%1 message %2 segment %3"_s.arg(name).arg(m).arg(r.segment)));
                        }
                        ++cards;
                    }
                }
            }
        }
        QVERIFY2(cards >= 10, qPrintable(QString::number(cards)));
    }

    void markersFollowTheLastShownCharacter()
    {
        // **Bold claim.** — the marker goes after "claim." and before nothing of the markup.
        const QString md = u"Intro. **Bold claim.** Next."_s;
        const qsizetype b = md.indexOf(u"Bold"_s);
        const qsizetype e = md.indexOf(u"**"_s, b) + 2; // the segment ends after the markup
        SafeTextDocument document;
        QCOMPARE(GroundedText::render(&document, md, true, {{0, {b, e}, {3}, true}}, {}),
            GroundedText::Mode::Markdown);
        QCOMPARE(document.toPlainText(), u"Intro. Bold claim.[3] Next."_s);
        QCOMPARE(GroundedText::highlightedText(&document, 0), u"Bold claim."_s);
    }
};

QTEST_MAIN(TstGroundedMarkdown)
#include "tst_grounded_markdown.moc"
