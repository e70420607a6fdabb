// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QWidget>

#include <memory>

class ComparisonDelegate;
class EvaluationTurnsModel;
class MetricRowsModel;
class QLabel;
class QTableView;
class QTreeView;
struct Conversation;

/// The "Evaluation" pane: the evaluation case or result a conversation holds (CES evaluation
/// results, ADK eval cases), expected beside actual turn by turn (the responses diffed word by
/// word, the tool calls aligned), and the metrics of the case and of the selected turn with
/// their scores, thresholds, verdicts and explanations. Activating a turn shows its actual
/// messages (turnActivated). Shows a note for conversations that are not evaluations. Owned
/// by the main window; holds the shown conversation.
class EvaluationPane : public QWidget
{
    Q_OBJECT
public:
    explicit EvaluationPane(QWidget *parent = nullptr);

    /// Shows conversation `index` (null: none).
    void setConversation(int index, std::shared_ptr<const Conversation> conversation);

    QLabel *header() const { return m_header; }
    QTreeView *turnsView() const { return m_turns; }
    QTableView *metricsView() const { return m_metrics; }
    EvaluationTurnsModel *turnsModel() const { return m_turnsModel; }
    MetricRowsModel *metricsModel() const { return m_metricsModel; }

Q_SIGNALS:
    /// A conversation holding an evaluation is shown (the window may bring the pane forward).
    void evaluationShown();
    /// A turn was activated: show its first actual message.
    void turnActivated(const ChunkRef &where);

protected:
    void changeEvent(QEvent *event) override;

private:
    void turnChanged();
    void activate(int turn);
    void retranslate();

    QLabel *m_header;
    QTreeView *m_turns;
    QTableView *m_metrics;
    EvaluationTurnsModel *m_turnsModel;
    MetricRowsModel *m_metricsModel;
    ComparisonDelegate *m_delegate;
    std::shared_ptr<const Conversation> m_conversation;
    int m_index = -1;
};
