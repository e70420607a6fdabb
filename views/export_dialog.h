// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/export_formats.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

/// What File ▸ Export writes: the whole file, the conversations selected in the list, the open
/// conversation or the selected message.
enum class ExportScope { File, SelectedConversations, Conversation, Message };

/// The answer of the export dialog (a plain value).
struct ExportChoice {
    ExportFormat format = ExportFormat::Html;
    ExportScope scope = ExportScope::Conversation;
    QString path;
};

/// What there is to export when the dialog opens (a plain value the window fills).
struct ExportScopes {
    int conversations = 0; ///< in the file
    int selectedConversations = 0; ///< selected in the conversation list
    bool conversationOpen = false;
    int selectedMessages = 0; ///< selected in the message view
    QString fileBaseName; ///< the suggested file name without its suffix
};

/// File ▸ Export… and Export as PDF…: the format, what to export (scopes that do not apply are
/// disabled, with their counts) and where, with a Browse… button. Remembers the format, the
/// scope and the folder (QSettings "export/…"). Owned by the window that opens it.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// `format` preselects one (Export as PDF…); none: the one used last.
    ExportDialog(
        const ExportScopes &scopes, std::optional<ExportFormat> format, QWidget *parent = nullptr);

    ExportChoice choice() const;
    /// Sets the chosen path (tests; Browse… does the same).
    void setPath(const QString &path);
    QComboBox *formatBox() const { return m_format; }
    QRadioButton *scopeButton(ExportScope scope) const;

    void accept() override;

private:
    void browse();
    void formatChanged();
    void updateOk();

    QComboBox *m_format;
    QButtonGroup *m_scopes;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QDialogButtonBox *m_buttons;
};
