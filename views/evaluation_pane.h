// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QWidget>

#include <memory>

class ComparisonDelegate;
class Document;
class EvaluationCasesView;
class EvaluationTurnsModel;
class MetricRowsModel;
class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;
class QTreeView;
struct Conversation;

/// The "Evaluation" pane. Its "Case" tab: the evaluation case or result a conversation holds
/// (CES evaluation results, ADK eval cases), expected beside actual turn by turn (the responses
/// diffed word by word, the tool calls aligned), and the metrics of the case and of the selected
/// turn with their scores, thresholds, verdicts and explanations; activating a turn shows its
/// actual messages (turnActivated); a note for conversations that are not evaluations. Its
/// "Cases" tab: every case of the file, filtered and sorted (EvaluationCasesView); choosing one
/// shows it (caseChosen). Owned by the main window; holds the shown conversation.
class EvaluationPane : public QWidget
{
    Q_OBJECT
public:
    explicit EvaluationPane(QWidget *parent = nullptr);

    /// Shows conversation `index` (null: none).
    void setConversation(int index, std::shared_ptr<const Conversation> conversation);
    /// Lists the cases of `document` in the Cases tab (null: none).
    void setDocument(Document *document);
    /// Brings the Cases tab forward.
    void showCases();

    QLabel *header() const { return m_header; }
    QPushButton *linkedButton() const { return m_linked; }
    /// The name of the conversation the selected turn (else the case) ran; empty when none.
    QString linkedName() const;
    QTreeView *turnsView() const { return m_turns; }
    QTableView *metricsView() const { return m_metrics; }
    EvaluationTurnsModel *turnsModel() const { return m_turnsModel; }
    MetricRowsModel *metricsModel() const { return m_metricsModel; }
    EvaluationCasesView *casesView() const { return m_cases; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    /// A conversation holding an evaluation is shown (the window may bring the pane forward).
    void evaluationShown();
    /// A turn was activated: show its first actual message.
    void turnActivated(const ChunkRef &where);
    /// A case was chosen in the Cases tab: show its conversation (message -1).
    void caseChosen(const ChunkRef &where);
    /// "Open Linked Conversation": the conversation the selected turn (or the case) ran, by
    /// its name (a CES conversation, an ADK session id), at `turn`.
    void linkedConversationRequested(const QString &name, int turn);

protected:
    void changeEvent(QEvent *event) override;

private:
    void turnChanged();
    void openLinked();
    void activate(int turn);
    void retranslate();

    QTabWidget *m_tabs;
    EvaluationCasesView *m_cases;
    QLabel *m_header;
    QPushButton *m_linked;
    QTreeView *m_turns;
    QTableView *m_metrics;
    EvaluationTurnsModel *m_turnsModel;
    MetricRowsModel *m_metricsModel;
    ComparisonDelegate *m_delegate;
    std::shared_ptr<const Conversation> m_conversation;
    int m_index = -1;
};
