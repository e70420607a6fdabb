// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QWidget>

class Document;
class EvaluationCasesFilter;
class EvaluationCasesModel;
class QComboBox;
class QLabel;
class QTableView;

/// The "Cases" tab of the Evaluation pane: every case of the open evaluation file with its
/// verdict and a column of scores per metric, filtered by verdict and by metric and sorted by
/// any column (scores as numbers). Choosing a case shows its conversation (caseSelected);
/// activating it also asks for its expected and actual turns (caseActivated). Owned by the
/// Evaluation pane; holds its model and filter.
class EvaluationCasesView : public QWidget
{
    Q_OBJECT
public:
    explicit EvaluationCasesView(QWidget *parent = nullptr);

    /// Lists the cases of `document` once it has loaded (null: none).
    void setDocument(Document *document);
    /// Marks the first case of conversation `index` (the one the window shows) as current,
    /// without asking for it again (caseSelected is not emitted).
    void showConversation(int index);

    EvaluationCasesModel *model() const { return m_model; }
    EvaluationCasesFilter *filter() const { return m_filter; }
    QTableView *view() const { return m_view; }
    QComboBox *statusBox() const { return m_status; }
    QComboBox *metricBox() const { return m_metric; }
    QLabel *countLabel() const { return m_count; }

Q_SIGNALS:
    /// The current case changed: its conversation (message -1).
    void caseSelected(const ChunkRef &where);
    /// A case was activated (double-click, Enter): show it.
    void caseActivated(const ChunkRef &where);

protected:
    void changeEvent(QEvent *event) override;

private:
    ChunkRef refOf(const QModelIndex &index) const;
    void casesLoaded();
    void filterChanged();
    void fillMetrics();
    void updateCount();
    void retranslate();

    EvaluationCasesModel *m_model;
    EvaluationCasesFilter *m_filter;
    QComboBox *m_status;
    QComboBox *m_metric;
    QLabel *m_count;
    QTableView *m_view;
    int m_shown = -1; ///< the conversation the window shows
    bool m_following = false; ///< showConversation() moves the current row
};
