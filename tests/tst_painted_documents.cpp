// SPDX-License-Identifier: GPL-2.0-or-later
// PaintedDocuments: text card documents kept by what they show, long ones laid out on a worker
// thread; and the message view showing a placeholder for a long text until it is ready.
#include "chunk_texts.h"
#include "find_highlight.h"
#include "message_view.h"
#include "painted_documents.h"
#include "painted_probe.h"
#include "search/text_matches.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>

using namespace Qt::StringLiterals;

class TstPaintedDocuments : public QObject
{
    Q_OBJECT

private:
    /// A Markdown text of about `characters` UTF-16 units: paragraphs in English and Japanese.
    static QString longMarkdown(qsizetype characters)
    {
        QString text;
        for (int i = 0; text.size() < characters; ++i)
            text += u"Paragraph %1: **Kyoto** in autumn, 紅葉の名所は東福寺です。\n\n"_s.arg(i);
        return text;
    }

    static PaintedDocuments::Request request(const QString &text, int width = 500)
    {
        PaintedDocuments::Request r;
        r.text = text;
        r.font = QFont();
        r.width = width;
        return r;
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void smallTextsAreBuiltNowAndKept()
    {
        PaintedDocuments documents;
        const QString text = u"**Bold** and a [link](https://example.com)."_s;
        const auto first = documents.document(request(text));
        QVERIFY(first);
        QCOMPARE(first->toPlainText(), u"Bold and a link."_s);
        QVERIFY(first->size().width() > 0); // laid out
        // The same request (another find match, another selection) gets the same document.
        QCOMPARE(documents.document(request(text)), first);
        // Another width is another layout.
        const auto narrow = documents.document(request(text, 120));
        QVERIFY(narrow && narrow != first);
        QCOMPARE(narrow->textWidth(), 120.0);
        // A new style forgets them.
        documents.clear();
        QVERIFY(documents.document(request(text)) != first);
    }

    void longTextsAreLaidOutInTheBackground()
    {
        PaintedDocuments documents;
        QSignalSpy ready(&documents, &PaintedDocuments::ready);
        const QString text = longMarkdown(PaintedDocuments::kBackgroundChars * 2);
        QVERIFY(!documents.document(request(text)));
        QVERIFY(documents.busy());
        // Asking again while it builds starts nothing more.
        QVERIFY(!documents.document(request(text)));
        QVERIFY(ready.wait(60000));
        QCOMPARE(ready.count(), 1);
        QVERIFY(!documents.busy());
        const auto doc = documents.document(request(text));
        QVERIFY(doc);
        QCOMPARE(doc->thread(), QThread::currentThread());
        QVERIFY(doc->toPlainText().startsWith(u"Paragraph 0: Kyoto in autumn"_s));
        QVERIFY(doc->blockCount() > 1000);
    }

    void onlyTheLastRequestOfATextIsBuilt()
    {
        PaintedDocuments documents;
        QSignalSpy ready(&documents, &PaintedDocuments::ready);
        const QString text = longMarkdown(PaintedDocuments::kBackgroundChars * 4);
        // A window being resized asks for many widths; the ones asked over are skipped.
        for (int width = 300; width <= 600; width += 50)
            QVERIFY(!documents.document(request(text, width)));
        QTRY_VERIFY_WITH_TIMEOUT(!documents.busy(), 120000);
        QVERIFY(ready.count() >= 1);
        QVERIFY(ready.count() <= 2); // the one already building, and the last
        const auto last = documents.document(request(text, 600));
        QVERIFY(last);
        QCOMPARE(last->textWidth(), 600.0);
    }

    void destroyedWhileBuildingIsSafe()
    {
        // Under AddressSanitizer: the job outlives its owner and delivers nothing.
        const QString text = longMarkdown(PaintedDocuments::kBackgroundChars * 2);
        {
            PaintedDocuments documents;
            QVERIFY(!documents.document(request(text)));
        }
        PaintedDocuments other;
        QSignalSpy ready(&other, &PaintedDocuments::ready);
        QVERIFY(!other.document(request(text + u"."_s)));
        QVERIFY(ready.wait(60000));
    }

    void findMatchesAreKeptPerDocumentAndQuery()
    {
        PaintedDocuments documents;
        const QString text = u"Kyoto **in autumn**: Kyoto, and again kyoto."_s;
        const auto doc = documents.document(request(text));
        FindQuery query;
        query.text = u"kyoto"_s;
        const PaintedDocuments::Matches &matches = documents.matches(doc, text, query, 1000);
        QCOMPARE(matches.shown, FindHighlight::documentMatches(doc.get(), query));
        QCOMPARE(matches.shown.size(), 3);
        QCOMPARE(matches.sourceCount, int(findMatches(text, query).size()));
        QCOMPARE(documents.matches(doc, text, query, 2).shown.size(), 3); // kept as found
        FindQuery other = query;
        other.text = u"autumn"_s;
        QCOMPARE(documents.matches(doc, text, other, 1000).shown.size(), 1);
    }

    void theViewShowsAPlaceholderThenTheText()
    {
        MessageView view;
        Chunk chunk;
        chunk.kind = ChunkKind::Text;
        chunk.text = longMarkdown(PaintedDocuments::kBackgroundChars + 100);
        painted_probe::showMessage(view, {chunk});
        QVERIFY2(painted_probe::textOf(&view, 0, 0)
                     .contains(ChunkTexts::layingOutText(chunk.text.size())),
            qPrintable(painted_probe::textOf(&view, 0, 0).left(200)));
        QTRY_VERIFY_WITH_TIMEOUT(
            painted_probe::textOf(&view, 0, 0).contains(u"Paragraph 0: Kyoto in autumn"_s), 60000);
        QVERIFY(!painted_probe::textOf(&view, 0, 0)
                     .contains(ChunkTexts::layingOutText(chunk.text.size())));
        const auto painted = view.paintedMessage(0);
        QVERIFY(painted->height > 2000); // the whole text, not the placeholder line
    }
};

QTEST_MAIN(TstPaintedDocuments)
#include "tst_painted_documents.moc"
