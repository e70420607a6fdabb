// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/answer_details.h"
#include "transcript/conversation.h"

#include <QWidget>
#include <memory>

class AnswerAttachments;
class AnswerRelatedQuestions;
class AnswerStepsView;
class FormGrid;
class QLabel;
class QLineEdit;
class QSplitter;
class QStackedWidget;
class QToolButton;

/// The "Answer" pane: the Discovery Engine data of the selected answer message (state, grounding
/// score, times and latency, query token, query classification, safety, skipped reasons as a
/// warning, related questions as buttons, attached images and the steps timeline). Shares the
/// Conversation and its AnswerDetails; never opens anything by itself. Clicking a related
/// question emits relatedQuestionActivated(); the main window decides what that does.
class AnswerPane : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerPane(QWidget *parent = nullptr);

    /// Shows the answer of message `index` of `conversation`. A message without one (the user's
    /// query) shows the answer of the same turn when there is one; otherwise the pane says there
    /// is no answer data.
    void showMessage(std::shared_ptr<const Conversation> conversation, int index);
    /// Shows `answer` directly (null: nothing to show).
    void setAnswer(std::shared_ptr<const AnswerDetails> answer);
    void clear();
    std::shared_ptr<const AnswerDetails> answer() const { return m_answer; }
    /// The message whose answer is shown (-1 when set directly or none).
    int answerMessage() const { return m_answerMessage; }
    AnswerStepsView *stepsView() const { return m_steps; }

Q_SIGNALS:
    /// A related question was clicked; `question` exactly as in the answer.
    void relatedQuestionActivated(const QString &question);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void buildHeader();
    void buildRelated();
    void buildBlobs();
    QString safetyHtml() const;

    std::shared_ptr<const Conversation> m_conversation;
    std::shared_ptr<const AnswerDetails> m_answer;
    int m_answerMessage = -1;

    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_name = nullptr;
    QLabel *m_skipped = nullptr;
    FormGrid *m_form = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_created = nullptr;
    QLabel *m_completed = nullptr;
    QLabel *m_latency = nullptr;
    QLineEdit *m_token = nullptr;
    QToolButton *m_copyToken = nullptr;
    QLabel *m_classifications = nullptr;
    QLabel *m_safety = nullptr;
    QLabel *m_queryConfig = nullptr;
    QLabel *m_relatedTitle = nullptr;
    AnswerRelatedQuestions *m_related = nullptr;
    QLabel *m_blobsTitle = nullptr;
    AnswerAttachments *m_blobs = nullptr;
    QLabel *m_stepsTitle = nullptr;
    AnswerStepsView *m_steps = nullptr;
};
