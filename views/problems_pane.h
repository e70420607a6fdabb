// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class DiagnosticListModel;
class QComboBox;
class QLabel;
class QTableView;

/// The problems list: every diagnostic of the document, of the open conversation and of its
/// messages (a DiagnosticListModel, owned, which filters and sorts itself), with a severity
/// filter. Activating (double-click, Enter) a problem that belongs to a message emits
/// messageActivated. A flat table, not a tree: a hostile file has 438,704 problems, and a tree
/// view lays out every row when its model resets.
class ProblemsPane : public QWidget
{
    Q_OBJECT
public:
    /// What the severity filter lets through.
    enum class Filter { All, WarningsAndErrors, ErrorsOnly };

    explicit ProblemsPane(QWidget *parent = nullptr);

    /// Shows `documentProblems` and the problems of `conversation` (may be null), which is the
    /// `conversationIndex`-th of the document.
    void setProblems(const Diagnostics &documentProblems, int conversationIndex,
        std::shared_ptr<const Conversation> conversation);
    /// Every problem, whatever the filter.
    int count() const;
    /// The problems the filter lets through.
    int visibleCount() const;
    void setFilter(Filter filter);
    QTableView *view() const { return m_view; }
    DiagnosticListModel *model() const { return m_model; }

Q_SIGNALS:
    void messageActivated(ChunkRef ref);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void applyFilter();
    void updateSummary();

    DiagnosticListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QComboBox *m_filter = nullptr;
    QLabel *m_summary = nullptr;
    int m_conversationIndex = -1;
};
