// SPDX-License-Identifier: GPL-2.0-or-later
// The window's File ▸ Export… (every scope and format, the CLI's writers), Print…, File ▸ Close,
// and Edit ▸ Copy, Copy as Markdown, Copy as JSON and Select All.
#include "conversation_list_pane.h"
#include "document/document.h"
#include "edit_actions.h"
#include "export/json_writer.h"
#include "items/export_formats.h"
#include "items/message_list_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "window_export.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPrinter>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// Two Agent Engine sessions: four messages, then one.
const QString kJsonLines = QStringLiteral(INSPECTOR_TEST_DATA "/agentengine_pages.jsonl");
const QString kConversation = QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// What `export --format json` writes for `document`.
QByteArray cliJson(Document *document)
{
    return JsonWriter::write(ExportFormats::sourceOf(*document));
}

/// Runs `choice` and waits for it to end; the error it ended with.
QString exportNow(MainWindow &w, const ExportChoice &choice)
{
    QSignalSpy finished(w.windowExport(), &WindowExport::exportFinished);
    if (!w.windowExport()->startExport(choice))
        return u"not started"_s;
    if (!finished.wait(30000))
        return u"did not end"_s;
    return finished.first().first().toString();
}

void openAndWait(MainWindow &w, const QStringList &files)
{
    w.resize(1200, 800);
    w.show();
    w.openFiles(files);
    QVERIFY(w.waitForLoaded(30000));
    QTRY_VERIFY(w.openConversation() != nullptr);
}

/// Ctrl+clicks message `row` of the message view (adds it to the selection, or takes it out):
/// a press and a release, as a hand does.
void controlClickMessage(MainWindow &w, int row)
{
    QAbstractItemView *list = w.messageView()->listView();
    const QModelIndex index = list->model()->index(row, 0);
    list->scrollTo(index);
    // The rows are laid out in passes: wait until the point is on the row, not where it was.
    QPoint at;
    QTRY_VERIFY([&] {
        const QRect rect = list->visualRect(index);
        at = QPoint(rect.center().x(), rect.top() + rect.height() / 4);
        return rect.isValid() && list->viewport()->rect().contains(at)
            && list->indexAt(at) == index;
    }());
    QTest::mousePress(list->viewport(), Qt::LeftButton, Qt::ControlModifier, at);
    QTest::mouseRelease(list->viewport(), Qt::LeftButton, Qt::ControlModifier, at);
    QTest::keyRelease(list, Qt::Key_Control); // the application sees no Ctrl held any more
}

/// Selects message `row` of the open conversation once the message view lists it.
void selectMessage(MainWindow &w, int row)
{
    QTRY_VERIFY(w.messageView()->model()->rowCount() > row);
    w.selectMessage(row);
    QCOMPARE(w.selection()->currentRef().message, row);
}

} // namespace

class TstWindowExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_window_export"_s);
        QSettings().remove(u"export"_s);
        LanguageManager::instance()->applyLanguage(u"en"_s);
    }

    void dialogOffersTheScopesThatApply()
    {
        MainWindow w;
        openAndWait(w, {kJsonLines});
        WindowExport *exporter = w.windowExport();
        QVERIFY(exporter->exportAction()->isEnabled());
        QVERIFY(exporter->printAction()->isEnabled());
        selectMessage(w, 1);
        ExportScopes scopes = exporter->scopes();
        QCOMPARE(scopes.conversations, w.currentDocument()->conversationCount());
        QVERIFY(scopes.conversationOpen);
        QCOMPARE(scopes.selectedMessages, 1);
        QCOMPARE(scopes.fileBaseName, u"agentengine_pages"_s);

        ExportDialog dialog(scopes, std::nullopt);
        QVERIFY(dialog.scopeButton(ExportScope::File)->isEnabled());
        QVERIFY(dialog.scopeButton(ExportScope::File)
                    ->text()
                    .contains(QString::number(scopes.conversations)));
        QVERIFY(!dialog.scopeButton(ExportScope::SelectedConversations)->isEnabled());
        QVERIFY(dialog.scopeButton(ExportScope::Message)->isEnabled());
        QCOMPARE(dialog.choice().scope, ExportScope::Conversation);
        QVERIFY(dialog.choice().path.endsWith(u"/agentengine_pages.html"_s));
        // Another format: the file's suffix follows.
        dialog.formatBox()->setCurrentIndex(
            dialog.formatBox()->findData(int(ExportFormat::Markdown)));
        QCOMPARE(dialog.choice().format, ExportFormat::Markdown);
        QVERIFY(dialog.choice().path.endsWith(u"/agentengine_pages.md"_s));
        dialog.scopeButton(ExportScope::Message)->setChecked(true);
        dialog.accept(); // remembered for the next time

        ExportDialog pdf(scopes, ExportFormat::Pdf);
        QCOMPARE(pdf.choice().format, ExportFormat::Pdf);
        QCOMPARE(pdf.choice().scope, ExportScope::Message);
        QVERIFY(pdf.choice().path.endsWith(u".pdf"_s));
        ExportDialog again(scopes, std::nullopt);
        QCOMPARE(again.choice().format, ExportFormat::Markdown);

        // Two conversations selected in the list: that scope applies.
        QTableView *list = w.conversationList()->view();
        list->selectAll();
        scopes = exporter->scopes();
        QCOMPARE(scopes.selectedConversations, w.currentDocument()->conversationCount());
        QVERIFY(ExportDialog(scopes, std::nullopt)
                    .scopeButton(ExportScope::SelectedConversations)
                    ->isEnabled());
    }

    void exportWritesEachScope()
    {
        MainWindow w;
        openAndWait(w, {kJsonLines});
        QTemporaryDir dir;
        // The whole file: what the CLI writes.
        const QString all = dir.filePath(u"all.json"_s);
        QCOMPARE(exportNow(w, {ExportFormat::Json, ExportScope::File, all}), QString());
        QCOMPARE(readAll(all), cliJson(w.currentDocument()));
        QVERIFY(w.statusBar()->currentMessage().contains(u"all.json"_s));

        // This conversation, as Markdown: its messages and no other conversation.
        w.selectConversation(1);
        QTRY_COMPARE(w.selection()->conversationIndex(), 1);
        QTRY_VERIFY(w.openConversation() != nullptr);
        const auto open = w.openConversation();
        const QString md = dir.filePath(u"one.md"_s);
        QCOMPARE(exportNow(w, {ExportFormat::Markdown, ExportScope::Conversation, md}), QString());
        const QString markdown = QString::fromUtf8(readAll(md));
        QCOMPARE(markdown.count(u"\n## "_s), 1);
        QCOMPARE(
            markdown.count(u"\n### "_s) + markdown.startsWith(u"### "_s), open->messages.size());

        // The selected message, as JSON.
        selectMessage(w, 0);
        const QString one = dir.filePath(u"message.json"_s);
        QCOMPARE(exportNow(w, {ExportFormat::Json, ExportScope::Message, one}), QString());
        const QJsonArray messages
            = QJsonDocument::fromJson(readAll(one))[u"conversations"_s][0][u"messages"_s].toArray();
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().toObject(),
            QJsonDocument::fromJson(JsonWriter::message(open->messages.first())).object());

        // PDF, and a write that fails says where.
        const QString pdf = dir.filePath(u"all.pdf"_s);
        QCOMPARE(exportNow(w, {ExportFormat::Pdf, ExportScope::File, pdf}), QString());
        QVERIFY(readAll(pdf).startsWith("%PDF-"));
        const QString bad = dir.filePath(u"missing/x.html"_s);
        QVERIFY(exportNow(w, {ExportFormat::Html, ExportScope::File, bad}).contains(bad));
        QVERIFY(w.windowExport()->exportAction()->isEnabled()); // ready for the next one
    }

    void exportsTheSelectedMessages()
    {
        MainWindow w;
        openAndWait(w, {kConversation});
        const auto open = w.openConversation();
        QVERIFY(open->messages.size() >= 3);
        selectMessage(w, 0);
        QCOMPARE(w.selection()->selectedMessages(), (QVector<int> {0}));
        controlClickMessage(w, 2); // several, in the conversation's order
        QCOMPARE(w.selection()->selectedMessages(), (QVector<int> {0, 2}));
        QCOMPARE(w.windowExport()->scopes().selectedMessages, 2);
        ExportDialog dialog(w.windowExport()->scopes(), std::nullopt);
        QVERIFY(dialog.scopeButton(ExportScope::Message)->isEnabled());
        QVERIFY(dialog.scopeButton(ExportScope::Message)->text().contains(u"2"_s));
        QTemporaryDir dir;
        const QString two = dir.filePath(u"messages.json"_s);
        QCOMPARE(exportNow(w, {ExportFormat::Json, ExportScope::Message, two}), QString());
        const QJsonArray both
            = QJsonDocument::fromJson(readAll(two))[u"conversations"_s][0][u"messages"_s].toArray();
        QCOMPARE(both.size(), 2);
        QCOMPARE(both.at(1).toObject(),
            QJsonDocument::fromJson(JsonWriter::message(open->messages.at(2))).object());
    }

    void printsTheOpenConversation()
    {
        MainWindow w;
        openAndWait(w, {kConversation});
        QTemporaryDir dir;
        auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
        printer->setOutputFormat(QPrinter::PdfFormat);
        const QString path = dir.filePath(u"printed.pdf"_s);
        printer->setOutputFileName(path);
        QSignalSpy finished(w.windowExport(), &WindowExport::exportFinished);
        QVERIFY(w.windowExport()->startPrint(printer));
        QVERIFY(!w.windowExport()->printAction()->isEnabled()); // one at a time
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().first().toString(), QString());
        QVERIFY(readAll(path).startsWith("%PDF-"));
        QVERIFY(w.windowExport()->printAction()->isEnabled());
    }

    void closeLeavesTheOtherFilesThenNothing()
    {
        MainWindow w;
        openAndWait(w, {kConversation, kJsonLines});
        QCOMPARE(w.documents()->count(), 2);
        QAction *close = w.findChild<QAction *>(u"closeAction"_s);
        QVERIFY(close && close->isEnabled());
        QCOMPARE(close->shortcut(), QKeySequence(QKeySequence::Close));
        close->trigger();
        QCOMPARE(w.documents()->count(), 1);
        QVERIFY(w.windowTitle().startsWith(u"ces_conversation.json"_s));
        QTRY_VERIFY(w.openConversation() != nullptr);
        close->trigger();
        QCOMPARE(w.documents()->count(), 0);
        QCOMPARE(w.currentDocument(), nullptr);
        QCOMPARE(w.windowTitle(), u"Conversation Inspector"_s);
        QVERIFY(!close->isEnabled());
        QVERIFY(!w.windowExport()->exportAction()->isEnabled());
        QVERIFY(!w.windowExport()->printAction()->isEnabled());
        QCOMPARE(w.openConversation(), nullptr);
        QCOMPARE(w.conversationList()->view()->model()->rowCount(), 0);
        QCOMPARE(w.messageView()->model()->rowCount(), 0);
        QVERIFY(w.editActions()->jsonText().isEmpty());
        close->trigger(); // nothing open: nothing happens
        // And a file opens again as before.
        openAndWait(w, {kJsonLines});
        QVERIFY(close->isEnabled());
    }

    void editMenuCopiesWhatHasTheFocus()
    {
        MainWindow w;
        openAndWait(w, {kConversation});
        QVERIFY(QTest::qWaitForWindowActive(&w));
        EditActions *edit = w.editActions();
        const auto open = w.openConversation();
        // The list's current row set without a selection, as focus sets it: selecting the
        // message selects it, so that a Ctrl+click adds to it (this once lost message 0).
        QTRY_VERIFY(w.messageView()->model()->rowCount() > 1);
        QAbstractItemView *messages = w.messageView()->listView();
        messages->selectionModel()->setCurrentIndex(
            messages->model()->index(0, 0), QItemSelectionModel::NoUpdate);
        selectMessage(w, 0);
        QCOMPARE(messages->selectionModel()->selectedRows(),
            QModelIndexList {messages->model()->index(0, 0)});
        messages->setFocus();
        QTRY_VERIFY(messages->hasFocus());

        // No text or card selected: the message as Markdown; Copy as JSON: the message.
        const QString markdown = edit->copyText();
        QVERIFY2(markdown.startsWith(u"### "_s), qPrintable(markdown));
        QCOMPARE(edit->markdownText(), markdown);
        w.findChild<QAction *>(u"copyJsonAction"_s)->trigger();
        const QJsonObject json
            = QJsonDocument::fromJson(QGuiApplication::clipboard()->text().toUtf8()).object();
        QCOMPARE(json.value(u"role"_s).toString(), open->messages.first().role);
        w.findChild<QAction *>(u"copyAction"_s)->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), markdown);

        // Two messages selected: both, as Markdown and as a JSON array.
        QCOMPARE(w.selection()->selectedMessages(), (QVector<int> {0}));
        controlClickMessage(w, 1);
        QCOMPARE(w.selection()->selectedMessages(), (QVector<int> {0, 1}));
        const QString both = edit->copyText();
        QVERIFY2(both.startsWith(markdown), qPrintable(both));
        QCOMPARE(both.count(u"### "_s), 2);
        const QJsonArray array = QJsonDocument::fromJson(edit->jsonText().toUtf8()).array();
        QCOMPARE(array.size(), 2);
        QCOMPARE(array.at(1).toObject().value(u"role"_s).toString(), open->messages.at(1).role);
        controlClickMessage(w, 1); // and out again
        QCOMPARE(w.selection()->selectedMessages(), (QVector<int> {0}));

        // A text field: its selection.
        auto *field = new QLineEdit(u"Kyoto in autumn"_s, &w);
        field->show();
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        w.findChild<QAction *>(u"selectAllAction"_s)->trigger();
        QCOMPARE(field->selectedText(), u"Kyoto in autumn"_s);
        field->setSelection(0, 5);
        QCOMPARE(edit->copyText(), u"Kyoto"_s);

        // A list: its selected rows' cells, tab-separated.
        QTableView *list = w.conversationList()->view();
        list->setFocus();
        QTRY_VERIFY(list->hasFocus());
        list->setCurrentIndex(list->model()->index(0, 0));
        list->selectionModel()->select(list->model()->index(0, 0),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QString row = edit->copyText();
        QVERIFY(row.contains(list->model()->index(0, 0).data().toString()));
        QCOMPARE(row.count(u'\t'), list->model()->columnCount() - 1);
    }
};

QTEST_MAIN(TstWindowExport)
#include "tst_window_export.moc"
