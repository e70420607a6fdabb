// SPDX-License-Identifier: GPL-2.0-or-later
#include "window_export.h"

#include "document/document.h"
#include "export/print_document.h"
#include "selection_relay.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>

using namespace Qt::StringLiterals;

WindowExport::WindowExport(
    SelectionRelay *selection, std::function<QVector<int>()> selectedConversations, QWidget *window)
    : QObject(window)
    , m_selection(selection)
    , m_selectedConversations(std::move(selectedConversations))
    , m_window(window)
    , m_export(new QAction(this))
    , m_pdf(new QAction(this))
    , m_print(new QAction(this))
{
    m_export->setObjectName(u"exportAction"_s);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_pdf->setObjectName(u"exportPdfAction"_s);
    m_print->setObjectName(u"printAction"_s);
    m_print->setShortcut(QKeySequence::Print);
    connect(m_export, &QAction::triggered, this, [this] { exportWith(std::nullopt); });
    connect(m_pdf, &QAction::triggered, this, [this] { exportWith(ExportFormat::Pdf); });
    connect(m_print, &QAction::triggered, this, &WindowExport::print);
    connect(selection, &SelectionRelay::conversationOpened, this, &WindowExport::updateActions);
    updateActions();
}

WindowExport::~WindowExport() = default;

ExportScopes WindowExport::scopes() const
{
    ExportScopes scopes;
    const Document *document = m_selection->document();
    if (!document)
        return scopes;
    scopes.conversations = document->conversationCount();
    scopes.selectedConversations = int(m_selectedConversations().size());
    scopes.conversationOpen = m_selection->openConversation() != nullptr;
    scopes.selectedMessages
        = scopes.conversationOpen ? int(m_selection->selectedMessages().size()) : 0;
    scopes.fileBaseName = QFileInfo(document->displayName()).completeBaseName();
    return scopes;
}

ExportJob::Request WindowExport::request(ExportScope scope) const
{
    ExportJob::Request request;
    const Document *document = m_selection->document();
    if (!document)
        return request;
    request.formatId = document->formatId();
    request.displayName = document->displayName();
    request.diagnostics = document->diagnostics();
    const auto open = m_selection->openConversation();
    switch (scope) {
    case ExportScope::File:
        for (int i = 0; i < document->conversationCount(); ++i)
            request.conversations.append(document->conversationReader(i));
        break;
    case ExportScope::SelectedConversations:
        for (const int i : m_selectedConversations())
            request.conversations.append(document->conversationReader(i));
        break;
    case ExportScope::Message:
        request.messages = m_selection->selectedMessages();
        if (request.messages.isEmpty())
            break;
        [[fallthrough]];
    case ExportScope::Conversation:
        // What the window shows (a trace open beside it joined in), read already.
        if (open)
            request.conversations.append([open] { return open; });
        break;
    }
    return request;
}

bool WindowExport::startExport(const ExportChoice &choice)
{
    ExportJob::Request job = request(choice.scope);
    if (m_job || job.conversations.isEmpty() || choice.path.isEmpty())
        return false;
    job.sink = ExportJob::fileSink(choice.format, choice.path);
    //: status bar after File > Export; %1 the file written
    run(std::move(job), tr("Exported to %1").arg(QDir::toNativeSeparators(choice.path)));
    return true;
}

bool WindowExport::startPrint(std::shared_ptr<QPrinter> printer)
{
    ExportJob::Request job = request(ExportScope::Conversation);
    if (m_job || job.conversations.isEmpty() || !printer)
        return false;
    job.sink = [printer](const ExportSource &source, const std::atomic_bool &) {
        PrintDocument::printTo(source, printer.get());
        return printer->printerState() == QPrinter::Error
            //: after File > Print failed
            ? tr("The printer reported an error; nothing may have been printed.")
            : QString();
    };
    //: status bar after File > Print
    run(std::move(job), tr("Sent to the printer"));
    return true;
}

void WindowExport::run(ExportJob::Request request, const QString &done)
{
    m_job = std::make_unique<ExportJob>();
    m_progress = new QProgressDialog(m_window);
    m_progress->setObjectName(u"exportProgress"_s);
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    m_progress->setMinimumDuration(500); // only a slow export shows it
    //: progress dialog of File > Export
    m_progress->setWindowTitle(tr("Export"));
    //: progress dialog of File > Export, while the conversations are read
    m_progress->setLabelText(tr("Reading the conversations…"));
    m_progress->setRange(0, int(request.conversations.size()));
    m_progress->setValue(0);
    connect(m_progress, &QProgressDialog::canceled, m_job.get(), &ExportJob::cancel);
    connect(m_job.get(), &ExportJob::progress, m_progress, &QProgressDialog::setValue);
    connect(m_job.get(), &ExportJob::writing, m_progress, [this] {
        //: progress dialog of File > Export, once everything is read
        m_progress->setLabelText(tr("Writing…"));
        m_progress->setRange(0, 0); // busy: the writer gives no steps
    });
    connect(m_job.get(), &ExportJob::finished, this, [this, done](const QString &error) {
        if (error.isEmpty())
            Q_EMIT statusMessage(done, 8000);
        ended(error, false);
    });
    connect(m_job.get(), &ExportJob::canceled, this, [this] {
        //: status bar after an export or print was canceled
        Q_EMIT statusMessage(tr("Export canceled"), 5000);
        ended(QString(), true);
    });
    updateActions();
    m_job->start(std::move(request));
}

void WindowExport::ended(const QString &error, bool canceled)
{
    m_progress->deleteLater();
    m_progress = nullptr;
    m_job.release()->deleteLater(); // its thread is done; it is emitting now
    updateActions();
    if (!error.isEmpty()) {
        auto *box
            = new QMessageBox(QMessageBox::Warning, tr("Export"), error, QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    Q_EMIT exportFinished(error, canceled);
}

void WindowExport::exportWith(std::optional<ExportFormat> format)
{
    ExportDialog dialog(scopes(), format, m_window);
    if (dialog.exec() == QDialog::Accepted)
        startExport(dialog.choice());
}

void WindowExport::print()
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    QPrintDialog dialog(printer.get(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        startPrint(printer);
}

void WindowExport::updateActions()
{
    const Document *document = m_selection->document();
    m_export->setEnabled(!m_job && document && document->conversationCount() > 0);
    m_pdf->setEnabled(m_export->isEnabled());
    m_print->setEnabled(!m_job && m_selection->openConversation() != nullptr);
}

void WindowExport::retranslate()
{
    //: File menu: write the file, a conversation or a message as JSON, Markdown, HTML, PDF or CSV
    m_export->setText(tr("&Export…"));
    //: File menu
    m_pdf->setText(tr("Export as P&DF…"));
    //: File menu: print the conversation shown
    m_print->setText(tr("&Print…"));
    m_print->setToolTip(tr("Prints the conversation shown, laid out as the HTML export"));
}
