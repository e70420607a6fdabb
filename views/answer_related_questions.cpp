// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_related_questions.h"

#include "items/plain_tool_tip.h"
#include "theme.h"

#include <QEvent>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxQuestionChars = 90;

} // namespace

AnswerRelatedQuestions::AnswerRelatedQuestions(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(u"answerRelatedQuestions"_s);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
}

void AnswerRelatedQuestions::setQuestions(const QStringList &questions)
{
    m_questions = questions;
    rebuild();
}

void AnswerRelatedQuestions::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void AnswerRelatedQuestions::rebuild()
{
    qDeleteAll(findChildren<QPushButton *>(QString(), Qt::FindDirectChildrenOnly));
    for (const QString &question : std::as_const(m_questions)) {
        auto *button = new QPushButton(this);
        button->setObjectName(u"relatedQuestion"_s);
        const QString shown = question.size() > kMaxQuestionChars
            ? question.left(kMaxQuestionChars - 1) + u'…'
            : question;
        button->setText(shown);
        //: tooltip of a related question button; %1 the question
        button->setToolTip(plainToolTip(tr("%1\nClick to use this question").arg(question)));
        button->setCursor(Qt::PointingHandCursor);
        button->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
        const Theme theme = Theme::of(this);
        button->setStyleSheet(
            u"QPushButton { text-align: left; padding: 3px 10px; border: 1px "
            u"solid %1; border-radius: 11px; background: %2; } "
            u"QPushButton:hover { background: %3; }"_s.arg(Theme::css(theme.relatedBorder),
                Theme::css(theme.relatedFill), Theme::css(theme.relatedHover)));
        connect(button, &QPushButton::clicked, this,
            [this, question] { Q_EMIT questionActivated(question); });
        m_layout->addWidget(button, 0, Qt::AlignLeft);
    }
}
