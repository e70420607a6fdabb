// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_pane.h"

#include "items/plain_tool_tip.h"
#include "transcript/display_time.h"

#include "form_grid.h"

#include "answer_attachments.h"
#include "answer_related_questions.h"
#include "answer_steps_view.h"
#include "answer_words.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

/// Date and time in the UI locale, with seconds (the latency is shown beside them).
QString timeText(const Timestamp &time)
{
    const QDateTime local = DisplayTime::of(time);
    const QLocale locale;
    QString timeFormat = locale.timeFormat(QLocale::ShortFormat);
    if (!timeFormat.contains(u's'))
        timeFormat.replace(u"mm"_s, u"mm:ss"_s);
    return locale.toString(local.date(), QLocale::ShortFormat) + u' '
        + locale.toString(local.time(), timeFormat);
}

QString jsonValueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    // Numbers, booleans and null: the JSON text of the value.
    const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel *sectionTitle(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

QLabel *valueLabel(QWidget *parent, const QString &name, Qt::TextFormat format = Qt::PlainText)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(format);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setOpenExternalLinks(false);
    return label;
}

} // namespace

AnswerPane::AnswerPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"answerPane"_s);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    outer->addWidget(m_stack);
    m_empty = new QLabel(m_stack);
    m_empty->setObjectName(u"answerEmpty"_s);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(Theme::colorRule(Theme::of(this).muted) + u" padding: 12px;"_s);
    m_stack->addWidget(m_empty);

    m_splitter = new QSplitter(Qt::Vertical, m_stack);
    m_splitter->setChildrenCollapsible(false);
    m_stack->addWidget(m_splitter);
    auto *scroll = new QScrollArea(m_splitter);
    scroll->setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *top = new QWidget(scroll);
    auto *layout = new QVBoxLayout(top);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    m_title = sectionTitle(top, u"answerTitle"_s);
    m_name = valueLabel(top, u"answerName"_s);
    m_name->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    m_skipped = valueLabel(top, u"answerSkipped"_s, Qt::RichText);
    m_skipped->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_name);
    layout->addWidget(m_skipped);

    m_form = new FormGrid;
    m_state = valueLabel(top, u"answerState"_s);
    m_score = valueLabel(top, u"answerGroundingScore"_s);
    m_created = valueLabel(top, u"answerCreated"_s);
    m_completed = valueLabel(top, u"answerCompleted"_s);
    m_latency = valueLabel(top, u"answerLatency"_s);
    auto *tokenRow = new QWidget(top);
    auto *tokenLayout = new QHBoxLayout(tokenRow);
    tokenLayout->setContentsMargins(0, 0, 0, 0);
    m_token = new QLineEdit(tokenRow);
    m_token->setObjectName(u"answerQueryToken"_s);
    m_token->setReadOnly(true);
    m_token->setFrame(false);
    m_copyToken = new QToolButton(tokenRow);
    m_copyToken->setObjectName(u"copyQueryToken"_s);
    m_copyToken->setAutoRaise(true);
    connect(m_copyToken, &QToolButton::clicked, this,
        [this] { QApplication::clipboard()->setText(m_token->text()); });
    tokenLayout->addWidget(m_token, 1);
    tokenLayout->addWidget(m_copyToken);
    m_classifications = valueLabel(top, u"answerClassifications"_s, Qt::RichText);
    m_safety = valueLabel(top, u"answerSafety"_s, Qt::RichText);
    m_queryConfig = valueLabel(top, u"answerQueryConfig"_s);
    for (QWidget *field : {static_cast<QWidget *>(m_state), static_cast<QWidget *>(m_score),
             static_cast<QWidget *>(m_created), static_cast<QWidget *>(m_completed),
             static_cast<QWidget *>(m_latency), tokenRow, static_cast<QWidget *>(m_classifications),
             static_cast<QWidget *>(m_safety), static_cast<QWidget *>(m_queryConfig)})
        m_form->addRow(plainLabel(top), field);
    layout->addLayout(m_form);

    m_relatedTitle = sectionTitle(top, u"relatedTitle"_s);
    m_related = new AnswerRelatedQuestions(top);
    connect(m_related, &AnswerRelatedQuestions::questionActivated, this,
        &AnswerPane::relatedQuestionActivated);
    layout->addWidget(m_relatedTitle);
    layout->addWidget(m_related);
    m_blobsTitle = sectionTitle(top, u"blobsTitle"_s);
    m_blobs = new AnswerAttachments(top);
    layout->addWidget(m_blobsTitle);
    layout->addWidget(m_blobs);
    layout->addStretch(1);
    scroll->setWidget(top);

    auto *bottom = new QWidget(m_splitter);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(6, 0, 6, 6);
    m_stepsTitle = sectionTitle(bottom, u"stepsTitle"_s);
    m_steps = new AnswerStepsView(bottom);
    bottomLayout->addWidget(m_stepsTitle);
    bottomLayout->addWidget(m_steps, 1);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(bottom);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    rebuild();
}

void AnswerPane::showMessage(std::shared_ptr<const Conversation> conversation, int index)
{
    m_conversation = std::move(conversation);
    std::shared_ptr<const AnswerDetails> answer;
    int answerMessage = -1;
    if (m_conversation && index >= 0 && index < m_conversation->messages.size()) {
        const QVector<Message> &messages = m_conversation->messages;
        if (messages.at(index).answer) {
            answerMessage = index;
        } else if (const int turn = messages.at(index).turn; turn >= 0) {
            for (int i = 0; i < messages.size(); ++i) {
                if (messages.at(i).turn == turn && messages.at(i).answer) {
                    answerMessage = i;
                    break;
                }
            }
        }
        if (answerMessage >= 0)
            answer = messages.at(answerMessage).answer;
    }
    if (answer == m_answer && answerMessage == m_answerMessage)
        return; // same answer: keep the steps' selection
    m_answer = std::move(answer);
    m_answerMessage = answerMessage;
    rebuild();
}

void AnswerPane::setAnswer(std::shared_ptr<const AnswerDetails> answer)
{
    m_conversation.reset();
    m_answer = std::move(answer);
    m_answerMessage = -1;
    rebuild();
}

void AnswerPane::clear()
{
    setAnswer(nullptr);
}

void AnswerPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        rebuild();
    QWidget::changeEvent(event);
}

void AnswerPane::rebuild()
{
    //: answer pane, when the selected message has no Discovery Engine answer
    m_empty->setText(tr("The selected message has no Discovery Engine answer data."));
    //: button that copies the answer query token
    m_copyToken->setText(tr("Copy"));
    m_copyToken->setToolTip(tr("Copy the answer query token to the clipboard"));
    //: accessible name of the field with the Discovery Engine answer query token
    m_token->setAccessibleName(tr("Answer query token"));
    //: accessible description of the answer query token field
    m_token->setAccessibleDescription(tr("The log ID of the answer request, read-only"));
    if (!m_answer) {
        m_steps->setAnswer(nullptr);
        m_stack->setCurrentWidget(m_empty);
        return;
    }
    m_stack->setCurrentWidget(m_splitter);
    m_title->setText(m_answerMessage >= 0
            //: answer pane title; %1 the number of the message holding the answer
            ? tr("Answer of message %1").arg(m_answerMessage + 1)
            //: answer pane title
            : tr("Answer"));
    m_name->setText(m_answer->name);
    m_name->setVisible(!m_answer->name.isEmpty());
    buildHeader();
    buildRelated();
    buildBlobs();
    //: answer pane section: the agent's steps (searches and results); %n their count
    m_stepsTitle->setText(tr("Steps (%n)", nullptr, int(m_answer->steps.size())));
    m_steps->setAnswer(m_answer);
    m_steps->parentWidget()->setVisible(!m_answer->steps.isEmpty());
}

void AnswerPane::buildHeader()
{
    const AnswerDetails &a = *m_answer;
    // Skipped reasons (and a failed state) as a banner above everything else.
    const Theme theme = Theme::of(this);
    QStringList lines;
    for (const QString &reason : a.skippedReasons)
        lines.append(u"<b>%1</b> — %2 <span style=\"color:%4\">(%3)</span>"_s.arg(
            esc(AnswerWords::skippedReason(reason)), esc(AnswerWords::skippedExplanation(reason)),
            esc(reason), Theme::css(theme.muted)));
    const bool failed = AnswerWords::isFailure(a.state);
    if (!lines.isEmpty())
        //: banner heading in the answer pane when the service skipped the answer
        lines.prepend(u"<b>%1</b>"_s.arg(esc(tr("No answer was generated."))));
    else if (failed)
        //: banner in the answer pane when the answer's state is FAILED
        lines.append(u"<b>%1</b>"_s.arg(esc(tr("The answer failed."))));
    m_skipped->setText(lines.join(u"<br>"_s));
    m_skipped->setVisible(!lines.isEmpty());
    const bool failedBanner = failed && a.skippedReasons.isEmpty();
    m_skipped->setStyleSheet(u"background: %1; color: %2; border-radius: 4px;"_s.arg(
        Theme::css(failedBanner ? theme.bannerErrorFill : theme.bannerWarningFill),
        Theme::css(failedBanner ? theme.bannerErrorText : theme.bannerWarningText)));

    const auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    //: answer pane field: Answer.state in words
    label(m_state, tr("State"));
    m_state->setText(AnswerWords::state(a.state));
    m_state->setToolTip(plainToolTip(a.state));
    const QColor color = failed       ? theme.stateFailed
        : (a.state == u"SUCCEEDED"_s) ? theme.stateSucceeded
                                      : theme.stateOther;
    m_state->setStyleSheet(Theme::colorRule(color) + u" font-weight: bold;"_s);

    //: answer pane field: how well the whole answer is supported by its sources (0–1)
    label(m_score, tr("Grounding score"));
    m_score->setText(a.groundingScore ? QLocale().toString(*a.groundingScore, 'f', 2)
                                      //: grounding score absent from the file (not 0)
                                      : tr("not scored"));
    //: answer pane field: when the answer was created
    label(m_created, tr("Created"));
    m_created->setText(a.createTime.valid ? timeText(a.createTime) : QString());
    m_created->setToolTip(a.createTime.valid ? a.createTime.toRfc3339() : QString());
    m_form->setRowVisible(m_created, a.createTime.valid);
    //: answer pane field: when the answer was completed
    label(m_completed, tr("Completed"));
    m_completed->setText(a.completeTime.valid ? timeText(a.completeTime) : QString());
    m_completed->setToolTip(a.completeTime.valid ? a.completeTime.toRfc3339() : QString());
    m_form->setRowVisible(m_completed, a.completeTime.valid);
    //: answer pane field: time from creation to completion of the answer
    label(m_latency, tr("Latency"));
    const bool timed = a.createTime.valid && a.completeTime.valid;
    if (timed) {
        const qint64 nanos = a.completeTime.nanosSinceEpoch - a.createTime.nanosSinceEpoch;
        m_latency->setText(nanos >= 0
                ? formatDuration(nanos)
                //: latency when the completion time is before creation
                : tr("%1 (completed before it was created)").arg(formatDuration(nanos)));
    }
    m_form->setRowVisible(m_latency, timed);

    //: answer pane field: the log id of the answer request (answerQueryToken)
    label(m_token->parentWidget(), tr("Query token"));
    m_token->setText(a.answerQueryToken);
    m_token->setCursorPosition(0);
    m_form->setRowVisible(m_token->parentWidget(), !a.answerQueryToken.isEmpty());

    //: answer pane field: how the service classified the query (adversarial, ...)
    label(m_classifications, tr("Query classification"));
    QStringList classes;
    for (const auto &[type, positive] : a.queryClassifications) {
        //: query classification line: %1 the type ("Adversarial query"), %2 "yes" or "no"
        const QString line = tr("%1: %2").arg(AnswerWords::classificationType(type),
            //: the query is / is not of this classification type
            positive ? tr("yes") : tr("no"));
        classes.append(positive
                ? u"<b style=\"color:%1\">%2</b>"_s.arg(Theme::css(theme.stateOther), esc(line))
                : esc(line));
    }
    m_classifications->setText(classes.join(u"<br>"_s));
    m_form->setRowVisible(m_classifications, !classes.isEmpty());

    //: answer pane field: safety ratings of the answer
    label(m_safety, tr("Safety"));
    m_safety->setText(safetyHtml());
    m_form->setRowVisible(m_safety, !a.safetyRatings.isEmpty());

    //: answer pane field: the session turn's query configuration (model, ...)
    label(m_queryConfig, tr("Query configuration"));
    QStringList config;
    const QJsonObject object = QJsonDocument::fromJson(a.queryConfig.json).object();
    for (auto it = object.begin(); it != object.end(); ++it)
        config.append(u"%1 = %2"_s.arg(it.key(), jsonValueText(*it)));
    if (config.isEmpty() && !a.queryConfig.isNull())
        config.append(QString::fromUtf8(a.queryConfig.json));
    m_queryConfig->setText(config.join(u'\n'));
    m_form->setRowVisible(m_queryConfig, !config.isEmpty());
}

QString AnswerPane::safetyHtml() const
{
    QStringList lines;
    const QLocale locale;
    for (const SafetyRating &r : m_answer->safetyRatings) {
        QString probability = AnswerWords::harmLevel(r.probability);
        if (r.probabilityScore)
            probability += u" (%1)"_s.arg(locale.toString(*r.probabilityScore, 'f', 2));
        QString severity = AnswerWords::harmLevel(r.severity);
        if (r.severityScore)
            severity += u" (%1)"_s.arg(locale.toString(*r.severityScore, 'f', 2));
        //: safety rating line: %1 category ("Hate speech"), %2 probability ("low (0.12)"),
        //: %3 severity
        QString line = esc(tr("%1: probability %2, severity %3")
                               .arg(AnswerWords::harmCategory(r.category), probability, severity));
        if (r.blocked)
            //: safety rating: the content was blocked for this category
            line = u"<span style=\"color:%1\"><b>%2</b> %3</span>"_s.arg(
                Theme::css(Theme::of(this).stateFailed), esc(tr("Blocked")), line);
        lines.append(line);
    }
    return lines.join(u"<br>"_s);
}

void AnswerPane::buildRelated()
{
    //: answer pane section: follow-up questions the service suggests
    m_relatedTitle->setText(tr("Related questions"));
    m_related->setQuestions(m_answer->relatedQuestions);
    m_relatedTitle->setVisible(!m_answer->relatedQuestions.isEmpty());
    m_related->setVisible(!m_answer->relatedQuestions.isEmpty());
}

void AnswerPane::buildBlobs()
{
    //: answer pane section: images and other data attached to the answer
    m_blobsTitle->setText(tr("Attachments"));
    m_blobs->setBlobs(m_answer->blobAttachments);
    m_blobsTitle->setVisible(!m_answer->blobAttachments.isEmpty());
    m_blobs->setVisible(!m_answer->blobAttachments.isEmpty());
}
