// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QVBoxLayout;

/// The related questions of a Discovery Engine answer as a column of chip buttons; clicking one
/// emits questionActivated() with the whole question (long ones are shortened on the button
/// only). Owned by the answer pane.
class AnswerRelatedQuestions : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerRelatedQuestions(QWidget *parent = nullptr);

    void setQuestions(const QStringList &questions);

Q_SIGNALS:
    void questionActivated(const QString &question);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QStringList m_questions;
    QVBoxLayout *m_layout = nullptr;
};
