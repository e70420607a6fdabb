// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_search_page.h"

#include "items/plain_tool_tip.h"
#include "query_panel_connection.h"
#include "query_panel_section.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
const QString kGroup = u"query"_s;
const QString kDefaultEndpoint = u"https://discoveryengine.googleapis.com/mcp"_s;
} // namespace

QueryPanelSearchPage::QueryPanelSearchPage(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    top->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_question = new QPlainTextEdit(this);
    m_question->setObjectName(u"question"_s);
    m_question->setTabChangesFocus(true);
    m_question->setFixedHeight(m_question->fontMetrics().lineSpacing() * 4 + 14);
    m_question->installEventFilter(this);
    m_questionLabel = new QLabel(this);
    m_questionLabel->setBuddy(m_question);
    top->addRow(m_questionLabel, m_question);
    layout->addLayout(top);

    auto *buttons = new QHBoxLayout;
    m_send = new QPushButton(this);
    m_send->setObjectName(u"send"_s);
    m_send->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(u"cancel"_s);
    m_cancel->setEnabled(false);
    m_newSession = new QPushButton(this);
    m_newSession->setObjectName(u"newSession"_s);
    m_save = new QPushButton(this);
    m_save->setObjectName(u"saveSession"_s);
    m_save->setEnabled(false);
    buttons->addWidget(m_send);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_newSession);
    buttons->addWidget(m_save);
    layout->addLayout(buttons);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_session = new QComboBox(this);
    m_session->setObjectName(u"sessionMode"_s);
    m_session->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_session->setMinimumContentsLength(12);
    for (int i = 0; i < 3; ++i)
        m_session->addItem(QString(), i);
    m_sessionLabel = new QLabel(this);
    form->addRow(m_sessionLabel, m_session);
    m_sessionName = new QLabel(this);
    m_sessionName->setObjectName(u"sessionName"_s);
    m_sessionName->setWordWrap(true);
    m_sessionName->setTextFormat(Qt::PlainText); // the server names the session
    m_sessionName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sessionName->hide();
    form->addRow(m_sessionName);
    layout->addLayout(form);

    m_options = new QueryPanelSection(this);
    m_options->setObjectName(u"optionsSection"_s);
    buildOptions();
    layout->addWidget(m_options);

    auto *where = new QFormLayout;
    where->setRowWrapPolicy(QFormLayout::WrapLongRows);
    where->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_serving = new QLineEdit(this);
    m_serving->setObjectName(u"servingConfig"_s);
    m_servingLabel = new QLabel(this);
    where->addRow(m_servingLabel, m_serving);
    layout->addLayout(where);
    m_connection = new QueryPanelConnection(
        kGroup, kDefaultEndpoint, QueryPanelConnection::Auth::Command, this);
    m_connection->setObjectName(u"searchConnection"_s);
    layout->addWidget(m_connection);
    layout->addStretch(1);

    connect(m_send, &QPushButton::clicked, this, &QueryPanelSearchPage::sendRequested);
    connect(m_cancel, &QPushButton::clicked, this, &QueryPanelSearchPage::cancelRequested);
    connect(m_save, &QPushButton::clicked, this, &QueryPanelSearchPage::saveRequested);
    connect(m_newSession, &QPushButton::clicked, this, &QueryPanelSearchPage::newSessionRequested);
    loadSettings();
    retranslate();
}

void QueryPanelSearchPage::buildOptions()
{
    QFormLayout *form = m_options->form();
    auto check = [this](const QString &name, bool on) {
        auto *box = new QCheckBox(m_options);
        box->setObjectName(name);
        box->setChecked(on);
        return box;
    };
    m_citations = check(u"includeCitations"_s, true);
    m_related = check(u"relatedQuestions"_s, true);
    m_supports = check(u"groundingSupports"_s, false);
    form->addRow(m_citations);
    form->addRow(m_related);
    form->addRow(m_supports);
    m_language = new QLineEdit(m_options);
    m_language->setObjectName(u"answerLanguage"_s);
    m_languageLabel = new QLabel(m_options);
    form->addRow(m_languageLabel, m_language);
    m_preamble = new QPlainTextEdit(m_options);
    m_preamble->setObjectName(u"preamble"_s);
    m_preamble->setTabChangesFocus(true);
    m_preamble->setFixedHeight(m_preamble->fontMetrics().lineSpacing() * 3 + 12);
    m_preambleLabel = new QLabel(m_options);
    form->addRow(m_preambleLabel, m_preamble);
    m_model = new QComboBox(m_options);
    m_model->setObjectName(u"modelVersion"_s);
    m_model->setEditable(true);
    m_model->addItems({QString(), u"stable"_s, u"preview"_s});
    m_modelLabel = new QLabel(m_options);
    form->addRow(m_modelLabel, m_model);
    m_maxResults = new QSpinBox(m_options);
    m_maxResults->setObjectName(u"maxResults"_s);
    m_maxResults->setRange(0, 100);
    m_maxResultsLabel = new QLabel(m_options);
    form->addRow(m_maxResultsLabel, m_maxResults);
    m_filter = new QLineEdit(m_options);
    m_filter->setObjectName(u"filter"_s);
    m_filterLabel = new QLabel(m_options);
    form->addRow(m_filterLabel, m_filter);
    m_ignoreLabel = new QLabel(m_options);
    form->addRow(m_ignoreLabel);
    m_ignoreAdversarial = check(u"ignoreAdversarialQuery"_s, false);
    m_ignoreNonAnswerSeeking = check(u"ignoreNonAnswerSeekingQuery"_s, false);
    m_ignoreJailBreaking = check(u"ignoreJailBreakingQuery"_s, false);
    m_ignoreLowRelevant = check(u"ignoreLowRelevantContent"_s, false);
    for (QCheckBox *box :
        {m_ignoreAdversarial, m_ignoreNonAnswerSeeking, m_ignoreJailBreaking, m_ignoreLowRelevant})
        form->addRow(box);
}

AnswerQueryRequest QueryPanelSearchPage::request(const QString &lastSession) const
{
    AnswerQueryRequest r;
    r.question = question();
    r.servingConfig = m_serving->text().trimmed();
    switch (sessionChoice()) {
    case SessionChoice::Automatic:
        r.setSession(u"-"_s);
        break;
    case SessionChoice::Continue:
        r.setSession(lastSession.isEmpty() ? u"-"_s : lastSession);
        break;
    case SessionChoice::None:
        r.setSession(QString());
        break;
    }
    r.includeCitations = m_citations->isChecked();
    r.relatedQuestions = m_related->isChecked();
    r.includeGroundingSupports = m_supports->isChecked();
    r.answerLanguage = m_language->text().trimmed();
    r.preamble = m_preamble->toPlainText().trimmed();
    r.modelVersion = m_model->currentText().trimmed();
    r.maxResults = m_maxResults->value();
    r.filter = m_filter->text().trimmed();
    r.ignoreAdversarialQuery = m_ignoreAdversarial->isChecked();
    r.ignoreNonAnswerSeekingQuery = m_ignoreNonAnswerSeeking->isChecked();
    r.ignoreJailBreakingQuery = m_ignoreJailBreaking->isChecked();
    r.ignoreLowRelevantContent = m_ignoreLowRelevant->isChecked();
    return r;
}

QString QueryPanelSearchPage::question() const
{
    return m_question->toPlainText().trimmed();
}

void QueryPanelSearchPage::setQuestion(const QString &question)
{
    m_question->setPlainText(question);
}

void QueryPanelSearchPage::setServingConfig(const QString &servingConfig)
{
    m_serving->setText(servingConfig);
    m_serving->setCursorPosition(0);
}

QueryPanelSearchPage::SessionChoice QueryPanelSearchPage::sessionChoice() const
{
    return SessionChoice(m_session->currentData().toInt());
}

void QueryPanelSearchPage::setSessionChoice(SessionChoice choice)
{
    m_session->setCurrentIndex(m_session->findData(int(choice)));
}

void QueryPanelSearchPage::setSessionName(const QString &name)
{
    //: query panel: the session that "continue" continues; %1 its resource name
    m_sessionName->setText(name.isEmpty() ? QString() : tr("Session: %1").arg(name));
    m_sessionName->setToolTip(plainToolTip(name));
    m_sessionName->setVisible(!name.isEmpty());
}

void QueryPanelSearchPage::setBusy(bool busy)
{
    m_send->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    m_newSession->setEnabled(!busy);
}

void QueryPanelSearchPage::setCanSave(bool canSave)
{
    m_save->setEnabled(canSave);
}

void QueryPanelSearchPage::focusQuestion()
{
    m_question->setFocus(Qt::OtherFocusReason);
    m_question->moveCursor(QTextCursor::End);
}

bool QueryPanelSearchPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_question && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && key->modifiers().testFlag(Qt::ControlModifier)) {
            if (m_send->isEnabled())
                Q_EMIT sendRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void QueryPanelSearchPage::loadSettings()
{
    const QSettings s;
    const QString g = kGroup + u'/';
    setServingConfig(s.value(g + u"servingConfig"_s).toString());
    m_citations->setChecked(s.value(g + u"includeCitations"_s, true).toBool());
    m_related->setChecked(s.value(g + u"relatedQuestions"_s, true).toBool());
    m_supports->setChecked(s.value(g + u"groundingSupports"_s, false).toBool());
    m_language->setText(s.value(g + u"answerLanguage"_s).toString());
    m_preamble->setPlainText(s.value(g + u"preamble"_s).toString());
    m_model->setCurrentText(s.value(g + u"modelVersion"_s).toString());
    m_maxResults->setValue(s.value(g + u"maxResults"_s, 0).toInt());
    m_filter->setText(s.value(g + u"filter"_s).toString());
    m_ignoreAdversarial->setChecked(s.value(g + u"ignoreAdversarialQuery"_s, false).toBool());
    m_ignoreNonAnswerSeeking->setChecked(
        s.value(g + u"ignoreNonAnswerSeekingQuery"_s, false).toBool());
    m_ignoreJailBreaking->setChecked(s.value(g + u"ignoreJailBreakingQuery"_s, false).toBool());
    m_ignoreLowRelevant->setChecked(s.value(g + u"ignoreLowRelevantContent"_s, false).toBool());
}

void QueryPanelSearchPage::saveSettings() const
{
    m_connection->saveSettings();
    QSettings s;
    const QString g = kGroup + u'/';
    s.setValue(g + u"servingConfig"_s, m_serving->text().trimmed());
    s.setValue(g + u"includeCitations"_s, m_citations->isChecked());
    s.setValue(g + u"relatedQuestions"_s, m_related->isChecked());
    s.setValue(g + u"groundingSupports"_s, m_supports->isChecked());
    s.setValue(g + u"answerLanguage"_s, m_language->text().trimmed());
    s.setValue(g + u"preamble"_s, m_preamble->toPlainText().trimmed());
    s.setValue(g + u"modelVersion"_s, m_model->currentText().trimmed());
    s.setValue(g + u"maxResults"_s, m_maxResults->value());
    s.setValue(g + u"filter"_s, m_filter->text().trimmed());
    s.setValue(g + u"ignoreAdversarialQuery"_s, m_ignoreAdversarial->isChecked());
    s.setValue(g + u"ignoreNonAnswerSeekingQuery"_s, m_ignoreNonAnswerSeeking->isChecked());
    s.setValue(g + u"ignoreJailBreakingQuery"_s, m_ignoreJailBreaking->isChecked());
    s.setValue(g + u"ignoreLowRelevantContent"_s, m_ignoreLowRelevant->isChecked());
}

void QueryPanelSearchPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelSearchPage::retranslate()
{
    //: query panel: label above the question box
    m_questionLabel->setText(tr("&Question (Ctrl+Enter sends):"));
    //: accessible description of the query panel's question box
    m_question->setAccessibleDescription(
        tr("The question for the search app of the serving config below"));
    //: query panel button: ask the question
    m_send->setText(tr("Send"));
    m_send->setToolTip(tr("Ask the question (Ctrl+Enter)"));
    //: query panel button: stop the running question
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop waiting for the answer"));
    //: query panel button: forget the session; the next question starts a new conversation
    m_newSession->setText(tr("New Session"));
    m_newSession->setToolTip(tr("Forget the session: the next question starts a new conversation"));
    //: query panel button: save the live session (JSONL) to a file
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save the live session to a JSONL file"));
    //: query panel: which Discovery Engine session the question belongs to
    m_sessionLabel->setText(tr("Session:"));
    //: session choice: send session "-" so that the server starts one
    m_session->setItemText(int(SessionChoice::Automatic), tr("New (automatic, \"-\")"));
    //: session choice: continue the session the last answer returned
    m_session->setItemText(int(SessionChoice::Continue), tr("Continue the last session"));
    //: session choice: ask without any session
    m_session->setItemText(int(SessionChoice::None), tr("No session"));
    m_session->setToolTip(tr("Which session the question belongs to"));
    //: query panel: the serving config resource name
    m_servingLabel->setText(tr("Serving config:"));
    m_serving->setPlaceholderText(u"projects/…/servingConfigs/default_search"_s);
    //: query panel: collapsible group with the AnswerQueryRequest options
    m_options->setTitle(tr("Options"));
    //: answer option
    m_citations->setText(tr("Include citations"));
    m_citations->setToolTip(tr("Ask for the sources each part of the answer cites"));
    //: answer option
    m_related->setText(tr("Related questions"));
    m_related->setToolTip(tr("Ask for follow-up questions to suggest"));
    //: answer option: ask for grounding supports (per-claim scores)
    m_supports->setText(tr("Grounding supports"));
    m_supports->setToolTip(tr("Ask for a grounding score for each claim of the answer"));
    //: answer option: BCP 47 language code of the answer
    m_languageLabel->setText(tr("Answer language:"));
    m_language->setPlaceholderText(tr("e.g. ja, en (automatic when empty)"));
    //: answer option: custom instructions for the answer model
    m_preambleLabel->setText(tr("Preamble:"));
    m_preamble->setToolTip(tr("Custom instructions for the model that writes the answer"));
    //: answer option: the answer model version
    m_modelLabel->setText(tr("Model version:"));
    m_model->setToolTip(tr("The answer model version, such as stable or preview; empty for the "
                           "server's default"));
    //: answer option: how many search results to ground on
    m_maxResultsLabel->setText(tr("Max results:"));
    m_maxResults->setToolTip(tr("How many search results the answer is grounded on"));
    //: special value of the max results spin box: let the server decide
    m_maxResults->setSpecialValueText(tr("Server default"));
    //: answer option: a search filter expression
    m_filterLabel->setText(tr("Filter:"));
    m_filter->setToolTip(tr("A filter expression that limits the documents searched"));
    //: answer options heading: kinds of queries the server should not answer
    m_ignoreLabel->setText(tr("Do not answer:"));
    m_ignoreAdversarial->setText(tr("Adversarial queries"));
    m_ignoreAdversarial->setToolTip(tr("Return no answer to a query classified as adversarial"));
    m_ignoreNonAnswerSeeking->setText(tr("Non-answer-seeking queries"));
    m_ignoreNonAnswerSeeking->setToolTip(
        tr("Return no answer to a query that does not seek one, such as a greeting"));
    m_ignoreJailBreaking->setText(tr("Jailbreaking queries"));
    m_ignoreJailBreaking->setToolTip(
        tr("Return no answer to a query that tries to bypass the app's rules"));
    m_ignoreLowRelevant->setText(tr("Low-relevance content"));
    m_ignoreLowRelevant->setToolTip(
        tr("Return no answer when the search finds only results of low relevance"));
}
