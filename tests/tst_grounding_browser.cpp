// SPDX-License-Identifier: GPL-2.0-or-later
// The grounding browser: cited segments highlighted in the message view (through Markdown
// rendering, across parts, overlapping), the References pane, and the links between them.
#include "document/document.h"
#include "grounded_text.h"
#include "items/message_list_model.h"
#include "items/reference_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "painted_probe.h"
#include "references_pane.h"

#include <QAction>
#include <QColor>
#include <QDockWidget>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QListView>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolTip>

using namespace Qt::StringLiterals;
using namespace painted_probe;

namespace {

const QColor kSelected(0xff, 0xc0, 0x69);

// The painted text of message `row` whose chunk is source part `part` (valid until the row is
// painted again).
const QTextDocument *documentOfPart(const MessageView *view, int row, int part)
{
    const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row);
    const Message *message = view->model()->message(row);
    if (!painted || !message)
        return nullptr;
    for (const PaintedMessage::Document &doc : painted->documents) {
        const Chunk &chunk = message->chunks.at(doc.chunk);
        if (chunk.kind == ChunkKind::Text && chunk.sourcePart == part)
            return doc.document.get();
    }
    return nullptr;
}

// Segments whose every highlighted piece has the strong (selected) colour.
QVector<int> selectedIn(const QTextDocument *document)
{
    QVector<int> selected;
    for (int segment : GroundedText::segments(document)) {
        bool all = true;
        for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                const QStringList ids
                    = f.stringProperty(GroundedText::SegmentsProperty).split(u',');
                if (f.boolProperty(GroundedText::MarkerProperty)
                    || !ids.contains(QString::number(segment)))
                    continue;
                all = all && f.background().color() == kSelected;
            }
        }
        if (all)
            selected.append(segment);
    }
    return selected;
}

} // namespace

class TstGroundingBrowser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        // Settings of its own per run (opening files writes the recent list): runs of this test
        // from several build folders at once never wait for each other's settings lock.
        QCoreApplication::setApplicationName(
            u"tst_grounding_browser_"_s + QString::number(QCoreApplication::applicationPid()));
        QSettings().remove(u"window"_s);
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void cleanupTestCase() { QFile::remove(QSettings().fileName()); }

    // Overlapping and nested ranges become disjoint intervals (formats.md §2.6 case 11).
    void elementaryIntervals()
    {
        const QVector<CitedRange> ranges = {{0, {0, 10}, {1}, true}, {1, {4, 6}, {2}, true},
            {2, {8, 14}, {3}, true}, {3, {0, 10}, {4}, true}};
        const QVector<GroundedText::Interval> intervals = GroundedText::elementaryIntervals(ranges);
        QCOMPARE(intervals.size(), 5);
        QCOMPARE(intervals.at(0).begin, 0);
        QCOMPARE(intervals.at(0).end, 4);
        QCOMPARE(intervals.at(0).segments, (QVector<int> {0, 3}));
        QCOMPARE(intervals.at(1).segments, (QVector<int> {0, 1, 3}));
        QCOMPARE(intervals.at(3).segments, (QVector<int> {0, 2, 3}));
        QCOMPARE(intervals.at(4).begin, 10);
        QCOMPARE(intervals.at(4).segments, (QVector<int> {2}));
    }

    // A segment inside a link target (text Markdown does not show) stays Markdown: it covers
    // the link's text, and the caller is told; CRLF keeps its two units.
    void boundaryInsideHiddenText()
    {
        QTextDocument document;
        const QString text = u"見て [東京](https://ex.example/ab) です。\r\n次の行"_s;
        const qsizetype url = text.indexOf(u"ex.example"_s);
        const qsizetype next = text.indexOf(u"次の行"_s);
        const QVector<CitedRange> ranges
            = {{0, {url, url + 12}, {1}, true}, {1, {next, next + 3}, {2}, true}};
        QVector<int> hidden;
        QCOMPARE(GroundedText::render(&document, text, true, ranges, {}, Theme::app(), &hidden),
            GroundedText::Mode::Markdown);
        QCOMPARE(GroundedText::highlightedText(&document, 0), u"東京"_s);
        QCOMPARE(GroundedText::highlightedText(&document, 1), u"次の行"_s);
        QCOMPARE(hidden, QVector<int> {0});
        // Markdown that carries its markers stays Markdown.
        QTextDocument markdown;
        const QString md = u"# 見出し\n\n**太字**の文です🗼。"_s;
        const qsizetype bold = md.indexOf(u"太字"_s);
        QCOMPARE(GroundedText::render(&markdown, md, true,
                     {{0, {bold, bold + 2}, {1}, true}, {1, {0, 6}, {2}, true}}, {}),
            GroundedText::Mode::Markdown);
        QCOMPARE(GroundedText::highlightedText(&markdown, 0), u"太字"_s);
        QCOMPARE(GroundedText::highlightedText(&markdown, 1), u"見出し"_s);
        QCOMPARE(markdown.toPlainText(), u"見出し[2]\n太字[1]の文です🗼。"_s);
        // Boundaries at the starts of a heading, a quote, a fenced block and a table row keep
        // the block syntax: still Markdown, still exact.
        QTextDocument blocks;
        const QString md2
            = u"前文です。\n\n## 見出し2\n\n> 引用文\n\n```\nコード\n```\n\n| a | b |\n|---|---|\n| 表 | 値 |\n"_s;
        auto span = [&md2](const QString &from, const QString &to) {
            const qsizetype b = md2.indexOf(from);
            return Utf16Range {b, md2.indexOf(to, b) + to.size()};
        };
        const QVector<CitedRange> blockRanges = {{0, span(u"## "_s, u"見出し2"_s), {1}, true},
            {1, span(u"> "_s, u"引用文"_s), {2}, true}, {2, span(u"```"_s, u"コード"_s), {3}, true},
            {3, span(u"| 表"_s, u"値"_s), {4}, true}};
        QCOMPARE(GroundedText::render(&blocks, md2, true, blockRanges, {}),
            GroundedText::Mode::Markdown);
        QCOMPARE(GroundedText::highlightedText(&blocks, 0), u"見出し2"_s);
        QCOMPARE(GroundedText::highlightedText(&blocks, 1), u"引用文"_s);
        QCOMPARE(GroundedText::highlightedText(&blocks, 2), u"コード"_s);
        QCOMPARE(GroundedText::highlightedText(&blocks, 3), u"表\n値"_s);
        QCOMPARE(GroundedText::segmentsOfLink(u"cite:2,5"_s), (QVector<int> {2, 5}));
        QVERIFY(GroundedText::segmentsOfLink(u"https://x.example/"_s).isEmpty());
    }

    void highlightsAndLinks()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/grounding_browser_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        QCOMPARE(w.openConversation()->messages.size(), 4);
        const Message &message = w.openConversation()->messages.at(1);
        QVERIFY(message.grounding);
        QCOMPARE(message.grounding->citations.size(), 6);

        w.selectMessage(1);
        MessageView *view = w.messageView();
        const auto d0 = [view] { return documentOfPart(view, 1, 0); };
        const auto d2 = [view] { return documentOfPart(view, 1, 2); };
        QVERIFY(d0() && d2());

        // Exactly the cited text is highlighted; the segment across parts has one piece in each;
        // markers are numbered as in the References pane and placed at segment ends.
        QCOMPARE(GroundedText::highlightedText(d0(), 1), u"東京タワーは1958年に完成しました。"_s);
        QCOMPARE(GroundedText::highlightedText(d0(), 0), u"完成しました。"_s);
        QCOMPARE(GroundedText::highlightedText(d2(), 0), u"高さは333メートル"_s);
        QCOMPARE(GroundedText::highlightedText(d2(), 2), u"高さは333メートルです🗼。"_s);
        QCOMPARE(GroundedText::segmentRanges(d2(), 2).size(), 2); // split by the [1][2] marker
        QCOMPARE(GroundedText::highlightedText(d2(), 3), u"展望台は150メートル"_s);
        QCOMPARE(GroundedText::highlightedText(d2(), 4), u"夜はライトアップ✨します"_s);
        QCOMPARE(GroundedText::segments(d0()), (QVector<int> {0, 1}));
        QCOMPARE(GroundedText::segments(d2()), (QVector<int> {0, 2, 3, 4}));
        QCOMPARE(d0()->toPlainText(), u"東京タワーは1958年に完成しました。[1]"_s);
        QCOMPARE(d2()->toPlainText(),
            u"高さは333メートル[1][2]です🗼。[2]\n展望台は150メートル[3][4]\n夜はライトアップ✨します[5]"_s);
        // The thought is never highlighted.
        const Message &groundedMessage = w.openConversation()->messages.at(1);
        for (int k = 0; k < groundedMessage.chunks.size(); ++k) {
            if (groundedMessage.chunks.at(k).kind != ChunkKind::Thought)
                continue;
            QTRY_VERIFY(onScreen(view, 1, target(view, 1, Kind::ShowThought, k)->rect));
            QVERIFY(clickTarget(view, 1, Kind::ShowThought, k));
            bool found = false;
            for (const PaintedMessage::Document &doc : view->paintedMessage(1)->documents) {
                if (doc.chunk == k) {
                    found = true;
                    QVERIFY(GroundedText::segments(doc.document.get()).isEmpty());
                }
            }
            QVERIFY(found);
        }

        // The References pane follows the selected message: queries, safe chips, sources.
        w.showPanel(u"references"_s);
        ReferencesPane *pane = w.referencesPane();
        QTRY_VERIFY(pane->isVisible());
        QCOMPARE(pane->currentCitation(), (CitationRef {0, 1, -1, -1}));
        ReferenceListModel *model = pane->model();
        QCOMPARE(model->rowCount(), 6);
        const QString chips = pane->findChild<QLabel *>(u"searchChips"_s)->text();
        QVERIFY(chips.contains(u"href=\"https://www.google.com/search"_s));
        QVERIFY(!chips.contains(u"javascript"_s)); // shown as text, never as a link
        QVERIFY(
            pane->findChild<QLabel *>(u"searchQueries"_s)->text().contains(u"東京タワー 高さ"_s));
        QVERIFY(pane->findChild<QLabel *>(u"wholeAnswerSources"_s)->text().contains(u"[6]"_s));

        // Hovering cited text lists its sources.
        const QVector<QRect> cited = view->paintedMessage(1)->segmentRects(3);
        QVERIFY(!cited.isEmpty());
        QTRY_VERIFY(onScreen(view, 1, cited.first()));
        QWidget *viewport = view->listView()->viewport();
        const QPoint hover = view->rowRect(1).topLeft() + cited.first().center();
        QHelpEvent help(QEvent::ToolTip, hover, viewport->mapToGlobal(hover));
        QCoreApplication::sendEvent(viewport, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY(QToolTip::text().contains(u"[3] 展望台ガイド"_s));
        QVERIFY(QToolTip::text().contains(u"[4] missing source"_s));
        QToolTip::hideText();

        // Clicking a cited segment selects it and marks its sources in the pane.
        QCOMPARE(view->paintedMessage(1)->hitTest(cited.first().center()).kind, Kind::Citation);
        QTRY_VERIFY(onScreen(view, 1, cited.first()));
        QVERIFY(click(view, 1, cited.first()));
        QTRY_COMPARE(w.messageView()->currentCitation(), (CitationRef {0, 1, 3, -1}));
        QCOMPARE(pane->currentCitation(), (CitationRef {0, 1, 3, -1}));
        QCOMPARE(model->selectedSegment(), 3);
        QVector<int> supporting;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row).data(ReferenceListModel::SupportsSelectedRole).toBool())
                supporting.append(model->referenceAt(row));
        }
        QCOMPARE(supporting, (QVector<int> {2, 5})); // 展望台ガイド and the missing index 7
        QVERIFY(model->index(3).data(ReferenceListModel::MissingRole).toBool());
        QCOMPARE(selectedIn(d2()), (QVector<int> {3}));
        QVERIFY(selectedIn(d0()).isEmpty());
        QVERIFY(pane->findChild<QLabel *>(u"selectedCitation"_s)->text().contains(u"[3][4]"_s));

        // Selecting a source highlights every segment it supports, in both parts.
        const int row = model->rowOfReference(1);
        pane->view()->setCurrentIndex(model->index(row));
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 1, -1, 1}));
        QCOMPARE(w.messageView()->selectedSegments(), (QVector<int> {0, 2}));
        QCOMPARE(selectedIn(d0()), (QVector<int> {0}));
        QCOMPARE(selectedIn(d2()), (QVector<int> {0, 2}));
        QCOMPARE(model->selectedSegment(), -1);
        QVERIFY(pane->findChild<QLabel *>(u"referenceDetails"_s)
                    ->text()
                    .contains(u"https://redirect.example/history"_s));
    }

    void nextAndPreviousCitation()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/grounding_browser_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        w.selectMessage(0);

        // In reading order: message 1 by position (1, 0, 2, 3, 4), then message 3.
        const QVector<int> order = {1, 0, 2, 3, 4};
        for (int segment : order) {
            QTest::keyClick(&w, Qt::Key_F8);
            QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 1, segment, -1}));
            QCOMPARE(w.messageView()->currentRef().message, 1);
            QCOMPARE(w.referencesPane()->model()->selectedSegment(), segment);
        }
        QCOMPARE(selectedIn(documentOfPart(w.messageView(), 1, 2)), (QVector<int> {4}));
        w.navigation()->nextCitation();
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 3, 0, -1}));
        QCOMPARE(w.messageView()->currentRef().message, 3);
        QCOMPARE(w.referencesPane()->currentCitation(), (CitationRef {0, 3, 0, -1}));
        QCOMPARE(w.referencesPane()->model()->rowCount(), 1);
        QVERIFY(w.referencesPane()
                    ->model()
                    ->index(0)
                    .data(ReferenceListModel::SupportsSelectedRole)
                    .toBool());
        QCOMPARE(w.referencesPane()
                     ->model()
                     ->index(0)
                     .data(ReferenceListModel::SelectedScoreRole)
                     .toDouble(),
            0.88);
        w.navigation()->nextCitation(); // the last one: stays
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 3, 0, -1}));
        QTest::keyClick(&w, Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 1, 4, -1}));
        QCOMPARE(w.referencesPane()->currentCitation(), (CitationRef {0, 1, 4, -1}));
        w.navigation()->previousCitation();
        QCOMPARE(w.messageView()->currentCitation(), (CitationRef {0, 1, 3, -1}));

        // Selecting another message clears the citation.
        w.selectMessage(2);
        QVERIFY(!w.messageView()->currentCitation().isValid());
        QCOMPARE(w.referencesPane()->currentCitation(), (CitationRef {0, 2, -1, -1}));
        QCOMPARE(w.referencesPane()->model()->rowCount(), 0);
    }

    // The genai helper's ADK session fixture goes through the same path.
    void adkSessionFixture()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/adk_session_grounded_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        int groundedRow = -1;
        const auto &messages = w.openConversation()->messages;
        for (int i = 0; i < messages.size() && groundedRow < 0; ++i) {
            if (messages.at(i).grounding && !messages.at(i).grounding->citations.isEmpty())
                groundedRow = i;
        }
        QVERIFY(groundedRow >= 0);
        w.navigation()->nextCitation();
        const CitationRef ref = w.messageView()->currentCitation();
        QCOMPARE(ref.message, groundedRow);
        QVERIFY(ref.segment >= 0);
        // Every placed segment's text shows highlighted exactly (across the cards of its parts).
        const Grounding &g = *messages.at(groundedRow).grounding;
        int checked = 0;
        for (int s = 0; s < g.citations.size(); ++s) {
            const CitedSegment &segment = g.citations.at(s);
            if (segment.partRanges.isEmpty())
                continue;
            QString shown;
            for (const PartRange &r : segment.partRanges) {
                const QTextDocument *document
                    = documentOfPart(w.messageView(), groundedRow, r.partIndex);
                QVERIFY(document);
                shown += GroundedText::highlightedText(document, s);
            }
            QCOMPARE(shown, segment.text);
            ++checked;
        }
        QVERIFY(checked > 0);
        QCOMPARE(w.referencesPane()->model()->selectedSegment(), ref.segment);
    }

    // A Discovery Engine answer: one Markdown answer text (source part 0), an overall score.
    void discoveryAnswer()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/de_answer_response_ja.json")});
        QVERIFY(w.waitForLoaded(10000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        w.navigation()->nextCitation();
        const CitationRef ref = w.messageView()->currentCitation();
        QVERIFY(ref.segment >= 0);
        const Message &message = w.openConversation()->messages.at(ref.message);
        const QTextDocument *answer = documentOfPart(w.messageView(), ref.message, 0);
        QVERIFY(answer);
        for (int s : GroundedText::segments(answer)) {
            // The cited raw Markdown, rendered: the same text without its emphasis markers.
            QString cited = message.grounding->citations.at(s).text;
            cited.remove(u"**"_s);
            QCOMPARE(GroundedText::highlightedText(answer, s), cited);
        }
        QVERIFY(!GroundedText::segments(answer).isEmpty());
        const auto *score = w.referencesPane()->findChild<QLabel *>(u"groundingScore"_s);
        QVERIFY(!score->isHidden());
        QVERIFY(score->text().startsWith(u"Grounding score: 0.8"_s));
    }
};

QTEST_MAIN(TstGroundingBrowser)
#include "tst_grounding_browser.moc"
