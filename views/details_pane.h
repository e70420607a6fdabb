// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QWidget>
#include <functional>

class JsonTreeView;
class QLabel;
class QListWidget;
class QTreeWidget;

/// The right pane: the raw JSON of the selected conversation, message or chunk as a tree, its
/// unknown ("extra") fields, the conversation's properties and the diagnostics of what is shown.
/// Keeps copies of what it shows (values are cheap to copy).
class DetailsPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);

    void showConversation(const Conversation &conversation);
    void showMessage(const Message &message, int messageIndex);
    void showChunk(const Chunk &chunk, int messageIndex, int chunkIndex);
    void clear();

    JsonTreeView *rawTree() const { return m_raw; }
    JsonTreeView *extraTree() const { return m_extra; }

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Shown { Nothing, Conversation, Message, Chunk };
    void show(const JsonText &raw, const JsonText &extra, const Diagnostics &diagnostics);
    void setProperties(const QVector<QPair<QString, QString>> &properties);
    void retranslateUi();

    Shown m_shown = Shown::Nothing;
    int m_message = -1;
    int m_chunk = -1;
    QString m_jsonPath;
    ChunkKind m_kind = ChunkKind::Text;
    Diagnostics m_diagnostics;
    QVector<QPair<QString, QString>> m_properties;
    /// Builds the property rows in the current language (re-run on a language change).
    std::function<QVector<QPair<QString, QString>>()> m_rows;

    QLabel *m_title = nullptr;
    QLabel *m_path = nullptr;
    QTreeWidget *m_propertyTree = nullptr;
    QLabel *m_rawLabel = nullptr;
    JsonTreeView *m_raw = nullptr;
    QLabel *m_extraLabel = nullptr;
    JsonTreeView *m_extra = nullptr;
    QLabel *m_problemsLabel = nullptr;
    QListWidget *m_problems = nullptr;
};
