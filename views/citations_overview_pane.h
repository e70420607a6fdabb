// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "citation_ref.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class CitationOverviewModel;
class CitationOverviewProxyModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeView;

/// The citations overview of the open conversation: every cited segment and every uncited
/// sentence of its grounded answers in a sortable table (a CitationOverviewModel behind a
/// CitationOverviewProxyModel, both owned), with a flag filter, a text filter and Export CSV.
/// Builds the rows only while it is shown to the user (setShown: the window ties it to its dock,
/// whose tab may be behind another). Activating a row (double-click, Enter) emits the
/// segment's CitationRef, or the uncited sentence's ChunkRef; the window relays them.
class CitationsOverviewPane : public QWidget
{
    Q_OBJECT
public:
    /// What the flag filter lets through.
    enum class Filter { All, Weak, Uncited, MissingSource, AnyFlag };

    explicit CitationsOverviewPane(QWidget *parent = nullptr);

    /// Follows conversation `index` of the shown document (null: none); built when shown.
    void setConversation(int index, std::shared_ptr<const Conversation> conversation);
    /// Whether the user sees the pane (default false): the rows are built while true.
    void setShown(bool shown);
    bool isShown() const { return m_shown; }
    void setFilter(Filter filter);
    void setTextFilter(const QString &text);
    /// Writes the rows shown (filtered, in their order) as CSV (CitationsCsv) to `path`; false
    /// with `*error` set when it could not.
    bool exportCsv(const QString &path, QString *error) const;

    CitationOverviewModel *model() const { return m_model; }
    CitationOverviewProxyModel *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    /// A cited segment was activated.
    void citationActivated(CitationRef ref);
    /// An uncited sentence was activated: its message and text chunk.
    void sentenceActivated(ChunkRef ref);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void applyFilter();
    void updateSummary();
    void activate(const QModelIndex &index);
    void onExportRequested();

    CitationOverviewModel *m_model = nullptr;
    CitationOverviewProxyModel *m_proxy = nullptr;
    QComboBox *m_filter = nullptr;
    QLineEdit *m_text = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_summary = nullptr;
    QTreeView *m_view = nullptr;
    int m_index = -1;
    bool m_shown = false;
    std::shared_ptr<const Conversation> m_conversation;
};
