// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export_dialog.h"
#include "items/export_job.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QPrinter;
class QProgressDialog;
class SelectionRelay;

/// File ▸ Export…, Export as PDF… and Print…: asks what to export (ExportDialog) or where to
/// print (QPrintDialog), then runs an ExportJob on the current document with a progress dialog
/// that cancels, and says in the status bar where the file went (a message box when it failed).
/// Reads the document, the open conversation and the selected message through SelectionRelay
/// and the conversation list's selection through a function; owns its actions, the running job
/// and its progress dialog; owned by the main window.
class WindowExport : public QObject
{
    Q_OBJECT
public:
    WindowExport(SelectionRelay *selection, std::function<QVector<int>()> selectedConversations,
        QWidget *window);
    ~WindowExport() override;

    QAction *exportAction() const { return m_export; }
    QAction *pdfAction() const { return m_pdf; }
    QAction *printAction() const { return m_print; }

    /// What there is to export now (the dialog's scopes).
    ExportScopes scopes() const;
    /// Writes what `choice` names in the background; false when there is nothing to write or an
    /// export is running.
    bool startExport(const ExportChoice &choice);
    /// Prints the open conversation on `printer` in the background (Print… after its dialog).
    bool startPrint(std::shared_ptr<QPrinter> printer);
    /// The running export or print; null when none runs.
    ExportJob *job() const { return m_job.get(); }

    void retranslate();

Q_SIGNALS:
    /// For the status bar.
    void statusMessage(const QString &text, int timeoutMs);
    /// An export or print ended: `error` empty when it was written; `canceled` when stopped.
    void exportFinished(const QString &error, bool canceled);

private:
    /// The conversations (and message) of `scope`, with the sink still to set; no conversations
    /// when the scope has nothing.
    ExportJob::Request request(ExportScope scope) const;
    void run(ExportJob::Request request, const QString &done);
    void ended(const QString &error, bool canceled);
    void exportWith(std::optional<ExportFormat> format);
    void print();
    void updateActions();

    SelectionRelay *m_selection;
    std::function<QVector<int>()> m_selectedConversations;
    QWidget *m_window;
    QAction *m_export;
    QAction *m_pdf;
    QAction *m_print;
    std::unique_ptr<ExportJob> m_job;
    QProgressDialog *m_progress = nullptr;
};
