// SPDX-License-Identifier: GPL-2.0-or-later
// EvidenceView (issue 16, item 3) in the References pane: a marked segment of a real fixture lists
// its sources with the right badges and marked words; the weak threshold is a saved setting that
// changes the flag; source text with markup shows as text; long texts are capped.
#include "document/document.h"
#include "evidence_view.h"
#include "export/safe_text_document.h"
#include "language_manager.h"
#include "references_pane.h"
#include "theme.h"
#include "transcript/answer_details.h"
#include "transcript/conversation.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

// The texts of `document` on `fill`, in order, and the tooltip of the first fragment `badge`.
QStringList textsOn(const QTextDocument *document, const QColor &fill)
{
    QStringList texts;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().background().color() == fill
                && it.fragment().charFormat().background().style() != Qt::NoBrush)
                texts.append(it.fragment().text());
        }
    }
    return texts;
}

QString toolTipOf(const QTextDocument *document, const QString &badge)
{
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().text().replace(u'\u00a0', u' ').trimmed() == badge)
                return it.fragment().charFormat().toolTip();
        }
    }
    return QString();
}

// One segment citing one reference of text `text` (no score): a hand-made grounding.
std::shared_ptr<const Grounding> oneSource(const QString &segment, const QString &text)
{
    auto g = std::make_shared<Grounding>();
    Reference r;
    r.kind = Reference::Kind::Web;
    r.title = u"Example page"_s;
    r.text = text;
    g->references.append(r);
    CitedSegment s;
    s.text = segment;
    s.utf16 = {0, segment.size()};
    s.status = CitationStatus::Resolved;
    s.references = {0};
    s.scores = {std::nullopt};
    g->citations.append(s);
    return g;
}

// The grounding of message `message` of the first conversation of fixture `name`.
std::shared_ptr<const Grounding> groundingOf(Document &doc, const char *name, int message)
{
    doc.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
    if (!doc.waitForLoaded(10000))
        return nullptr;
    const auto conversation = doc.conversation(0);
    return message < conversation->messages.size() ? conversation->messages.at(message).grounding
                                                   : nullptr;
}

} // namespace

class TstEvidenceView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(
            u"tst_evidence_view_"_s + QString::number(QCoreApplication::applicationPid()));
        LanguageManager::instance()->applyLanguage(u"en"_s);
        QLocale::setDefault(QLocale::c());
    }

    void init() { QSettings().remove(EvidenceView::weakThresholdKey()); }

    void cleanupTestCase() { QFile::remove(QSettings().fileName()); }

    // gemini_response.json: "Cerca hay un café con vistas ☕." cites the Maps place (score 0.7),
    // whose text and review snippet share café and vistas (2 of 4 words).
    void mapsSegmentInTheReferencesPane()
    {
        Document doc;
        doc.openFile(QStringLiteral(INSPECTOR_TEST_DATA "/gemini_response.json"));
        QVERIFY(doc.waitForLoaded(10000));
        const auto conversation = doc.conversation(0);
        int message = -1;
        for (int i = 0; i < conversation->messages.size() && message < 0; ++i) {
            if (conversation->messages.at(i).grounding)
                message = i;
        }
        QVERIFY(message >= 0);
        const auto grounding = conversation->messages.at(message).grounding;
        int segment = -1;
        for (int i = 0; i < grounding->citations.size() && segment < 0; ++i) {
            if (grounding->citations.at(i).text.startsWith(u"Cerca"_s))
                segment = i;
        }
        QVERIFY(segment >= 0);

        ReferencesPane pane;
        pane.resize(500, 700);
        pane.show();
        auto *view = pane.findChild<EvidenceView *>();
        QVERIFY(view);
        pane.showMessage(0, message, grounding);
        QVERIFY(!view->isVisibleTo(&pane));
        pane.showCitation({0, message, segment, -1});
        QVERIFY(view->isVisibleTo(&pane));

        const QString text = view->document()->toPlainText();
        QVERIFY2(text.contains(u"Café Mirador"_s), qPrintable(text));
        QVERIFY(text.contains(u"support 50 %"_s));
        QVERIFY(text.contains(u"confidence 0.70"_s));
        QVERIFY(!text.contains(u"weak support"_s));
        QVERIFY(!text.contains(u"quoted"_s));
        QVERIFY(text.contains(u"Café con terraza y vistas a la catedral.\nVistas increíbles"_s));
        const Theme theme = Theme::of(view);
        QCOMPARE(textsOn(view->document(), theme.evidenceMatch),
            (QStringList {u"Café"_s, u"vistas"_s, u"Vistas"_s}));
        QCOMPARE(
            toolTipOf(view->document(), u"support 50 %"_s), EvidenceView::supportExplanation(0.3));
        QVERIFY(!view->isWeak());

        // The threshold from the spin box: saved, and the flag and badges follow.
        auto *box = view->findChild<QSpinBox *>(u"weakSupportThreshold"_s);
        QVERIFY(box);
        QCOMPARE(box->value(), 30);
        box->setValue(60);
        QCOMPARE(view->weakThreshold(), 0.6);
        QVERIFY(view->isWeak());
        QCOMPARE(QSettings().value(EvidenceView::weakThresholdKey()).toDouble(), 0.6);
        QVERIFY(view->document()->toPlainText().contains(u"weak support"_s));
        QVERIFY(view->findChild<QLabel *>(u"evidenceHeading"_s)->text().contains(u"weak"_s));
        EvidenceView another; // a new view reads the saved threshold
        QCOMPARE(another.weakThreshold(), 0.6);

        // Selecting a source (not a segment) hides the evidence.
        pane.showCitation({0, message, -1, 0});
        QVERIFY(!view->isVisibleTo(&pane));
    }

    // de_answer_response_ja.json, message 3: the groundingSupport "高さは333メートルです。"
    // (score 0.71) cites 展望台ガイド, whose chunks share 高さ and メートル (4 of 8 pairs).
    void discoveryEngineChunks()
    {
        Document doc;
        const auto grounding = groundingOf(doc, "de_answer_response_ja.json", 3);
        QVERIFY(grounding);
        QCOMPARE(grounding->citations.at(4).text, u"高さは333メートルです。"_s);
        EvidenceView view;
        view.showSegment(grounding, 4);
        const QString text = view.document()->toPlainText().simplified(); // badges in spaces
        QVERIFY2(
            text.contains(u"[2] 展望台ガイド support 50 % confidence 0.71"_s), qPrintable(text));
        QCOMPARE(textsOn(view.document(), Theme::of(&view).evidenceMatch),
            (QStringList {u"高さ"_s, u"メートル"_s, u"高さ"_s, u"メートル"_s}));
        QVERIFY(!view.isWeak());
    }

    // adk_session_grounded_ja.json, message 3: Google Search grounding, whose web chunks give no
    // text: every source says "no text", with its confidence, and nothing is flagged weak.
    void searchGroundingGivesNoText()
    {
        Document doc;
        const auto grounding = groundingOf(doc, "adk_session_grounded_ja.json", 3);
        QVERIFY(grounding);
        EvidenceView view;
        view.showSegment(grounding, 1);
        const QString text = view.document()->toPlainText().simplified();
        QVERIFY2(
            text.contains(u"kyoto-travel.example no text confidence 0.81"_s), qPrintable(text));
        QVERIFY(text.contains(u"京都観光ナビ no text confidence 0.77"_s));
        QVERIFY(!text.contains(u"support"_s));
        QVERIFY(!view.isWeak());
    }

    // A Discovery Engine reference without contents: its search results' snippets, as plain text.
    void searchResultSnippetsStandIn()
    {
        auto grounding = std::const_pointer_cast<Grounding>(
            oneSource(u"Abrimos a las 9 de la mañana."_s, QString()));
        grounding->references[0].kind = Reference::Kind::UnstructuredDocument;
        grounding->references[0].documentName = u"projects/p/documents/horarios"_s;
        auto answer = std::make_shared<AnswerDetails>();
        AnswerSearchResult result;
        result.document = grounding->references.at(0).documentName;
        result.snippets = {u"<b>Abrimos</b> a las 9&nbsp;h"_s};
        answer->steps = {AnswerStep {}};
        answer->steps[0].actions = {AnswerStepAction {}};
        answer->steps[0].actions[0].results = {result};
        EvidenceView view;
        view.showSegment(grounding, 0);
        QVERIFY(view.document()->toPlainText().contains(u"no text"_s));
        view.showSegment(grounding, 0, answer);
        QVERIFY(view.document()->toPlainText().contains(u"Abrimos a las 9 h"_s));
        QCOMPARE(textsOn(view.document(), Theme::of(&view).evidenceMatch),
            (QStringList {u"Abrimos"_s, u"9"_s}));
    }

    void quotedAndNoText()
    {
        EvidenceView view;
        view.showSegment(oneSource(u"Kyoto has many temples."_s,
                             u"In fact, Kyoto has many temples and shrines."_s),
            0);
        QVERIFY(view.document()->toPlainText().contains(u" quoted "_s));
        QVERIFY(view.document()->toPlainText().contains(u"support 100 %"_s));

        view.showSegment(oneSource(u"Kyoto has many temples."_s, QString()), 0);
        const QString text = view.document()->toPlainText();
        QVERIFY(text.contains(u" no text "_s));
        QVERIFY(!text.contains(u"support"_s));
        QVERIFY(!view.isWeak()); // nothing to compare is not weak support
        QVERIFY(!text.contains(u"confidence"_s));
    }

    void markupInSourceTextIsText()
    {
        const int refused = SafeTextDocument::refusedLoads();
        const QString hostile
            = u"<b>temples</b> <img src=\"file:///etc/passwd\"> &amp; <a href=\"x\">link</a>"_s;
        EvidenceView view;
        view.resize(400, 300);
        view.showSegment(oneSource(u"Many temples."_s, hostile), 0);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.document()->toPlainText().contains(hostile));
        QCOMPARE(
            textsOn(view.document(), Theme::of(&view).evidenceMatch), (QStringList {u"temples"_s}));
        QCOMPARE(SafeTextDocument::refusedLoads(), refused);
    }

    void longTextIsCapped()
    {
        QString text = u"temple "_s.repeated(2000); // 14,000 characters
        EvidenceView view;
        view.showSegment(oneSource(u"A temple."_s, text), 0);
        const QString shown = view.document()->toPlainText();
        QVERIFY(shown.endsWith(u"…"_s));
        QVERIFY(shown.size() < EvidenceView::shownCharacters + 200);
        QVERIFY(textsOn(view.document(), Theme::of(&view).evidenceMatch).size() <= 572);
    }
};

QTEST_MAIN(TstEvidenceView)
#include "tst_evidence_view.moc"
