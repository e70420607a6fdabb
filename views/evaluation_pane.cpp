// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_pane.h"

#include "comparison_delegate.h"
#include "evaluation_cases_view.h"
#include "items/evaluation_turns_model.h"
#include "items/metric_rows_model.h"
#include "transcript/conversation.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

EvaluationPane::EvaluationPane(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_cases(new EvaluationCasesView(this))
    , m_header(new QLabel(this))
    , m_linked(new QPushButton(this))
    , m_turns(new QTreeView(this))
    , m_metrics(new QTableView(this))
    , m_turnsModel(new EvaluationTurnsModel(this))
    , m_metricsModel(new MetricRowsModel(this))
    , m_delegate(new ComparisonDelegate(this))
{
    setObjectName(u"evaluationPane"_s);
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_turns->setModel(m_turnsModel);
    m_delegate->attach(m_turns);
    m_metrics->setModel(m_metricsModel);
    m_metrics->setWordWrap(true);
    m_metrics->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_metrics->verticalHeader()->hide();
    m_metrics->horizontalHeader()->setStretchLastSection(true);
    m_metrics->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_turns->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &EvaluationPane::turnChanged);
    connect(m_turns, &QTreeView::activated, this,
        [this](const QModelIndex &index) { activate(index.row()); });
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_turns);
    splitter->addWidget(m_metrics);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *casePage = new QWidget(this);
    auto *caseLayout = new QVBoxLayout(casePage);
    caseLayout->setContentsMargins(4, 4, 4, 4);
    auto *headerRow = new QHBoxLayout;
    headerRow->addWidget(m_header, 1);
    headerRow->addWidget(m_linked);
    m_linked->setObjectName(u"evaluationLinked"_s);
    m_linked->setEnabled(false);
    connect(m_linked, &QPushButton::clicked, this, &EvaluationPane::openLinked);
    caseLayout->addLayout(headerRow);
    caseLayout->addWidget(splitter, 1);
    m_tabs->setObjectName(u"evaluationTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(casePage, QString());
    m_tabs->addTab(m_cases, QString());
    connect(m_cases, &EvaluationCasesView::caseSelected, this, &EvaluationPane::caseChosen);
    connect(m_cases, &EvaluationCasesView::caseActivated, this, [this](const ChunkRef &where) {
        Q_EMIT caseChosen(where);
        m_tabs->setCurrentIndex(0); // its expected and actual turns
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    retranslate();
}

void EvaluationPane::setDocument(Document *document)
{
    m_cases->setDocument(document);
}

void EvaluationPane::showCases()
{
    m_tabs->setCurrentWidget(m_cases);
}

void EvaluationPane::setConversation(int index, std::shared_ptr<const Conversation> conversation)
{
    if (conversation == m_conversation)
        return;
    m_conversation = std::move(conversation);
    m_index = index;
    m_cases->showConversation(index);
    const auto evaluation = m_conversation ? m_conversation->evaluation : nullptr;
    m_turnsModel->setCase(evaluation);
    if (m_turnsModel->rowCount() > 0) // its first turn's metrics beside the case's
        m_turns->setCurrentIndex(m_turnsModel->index(0, 0));
    turnChanged(); // the metrics and the linked conversation of that turn (or of none)
    retranslate();
    if (evaluation)
        Q_EMIT evaluationShown();
}

void EvaluationPane::turnChanged()
{
    const int turn = m_turns->currentIndex().row();
    m_metricsModel->setRows(m_turnsModel->evaluationCase(), turn);
    const QString linked = linkedName();
    m_linked->setEnabled(!linked.isEmpty());
    //: tool tip of Open Linked Conversation; %1 the conversation or session name
    m_linked->setToolTip(linked.isEmpty()
            //: tool tip of Open Linked Conversation when it is disabled
            ? tr("The evaluation names no conversation or session for this turn")
            : tr("Opens %1, from the open files or the files beside this one").arg(linked));
}

QString EvaluationPane::linkedName() const
{
    const EvaluationCase *evaluation = m_turnsModel->evaluationCase();
    if (!evaluation)
        return QString();
    const int turn = m_turns->currentIndex().row();
    if (turn >= 0 && turn < evaluation->turns.size()
        && !evaluation->turns.at(turn).conversationName.isEmpty())
        return evaluation->turns.at(turn).conversationName;
    return evaluation->linkedConversation;
}

void EvaluationPane::openLinked()
{
    const EvaluationCase *evaluation = m_turnsModel->evaluationCase();
    const QString name = linkedName();
    if (!evaluation || name.isEmpty())
        return;
    const int row = m_turns->currentIndex().row();
    const int turn
        = row >= 0 && row < evaluation->turns.size() ? evaluation->turns.at(row).index : 0;
    Q_EMIT linkedConversationRequested(name, turn);
}

void EvaluationPane::activate(int turn)
{
    const EvaluationCase *evaluation = m_turnsModel->evaluationCase();
    if (!m_conversation || !evaluation || turn < 0 || turn >= evaluation->turns.size())
        return;
    // The actual messages of the turn: by their turn index, else the turn-th user message.
    const int wanted = evaluation->turns.at(turn).index;
    int userMessages = 0;
    for (int m = 0; m < m_conversation->messages.size(); ++m) {
        const Message &message = m_conversation->messages.at(m);
        const bool user = message.role.compare(u"user"_s, Qt::CaseInsensitive) == 0;
        if (message.turn == wanted || (message.turn < 0 && user && userMessages++ == turn)) {
            Q_EMIT turnActivated(ChunkRef {m_index, m, -1});
            return;
        }
    }
}

void EvaluationPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_turnsModel->retranslate();
        m_metricsModel->retranslate();
    }
    QWidget::changeEvent(event);
}

void EvaluationPane::retranslate()
{
    //: evaluation pane tab: the chosen case, expected beside actual
    m_tabs->setTabText(0, tr("Case"));
    //: evaluation pane button: opens the conversation or session the evaluation ran
    m_linked->setText(tr("Open Linked Conversation"));
    //: evaluation pane tab: every case of the file with its verdict and scores
    m_tabs->setTabText(1, tr("Cases"));
    //: accessible name of the evaluation pane's tabs
    m_tabs->setAccessibleName(tr("Evaluation"));
    //: accessible description of the evaluation pane's tabs (Case and Cases)
    m_tabs->setAccessibleDescription(
        tr("The chosen case, expected beside actual, and the table of every case of the file"));
    //: accessible name of the evaluation pane's turns, expected beside actual
    m_turns->setAccessibleName(tr("Turns"));
    //: accessible description of the evaluation pane's turns, expected beside actual
    m_turns->setAccessibleDescription(tr("The expected and the actual answer of each turn; Enter "
                                         "shows the turn's messages in the conversation"));
    //: accessible name of the evaluation pane's table of metrics
    m_metrics->setAccessibleName(tr("Metrics"));
    //: accessible description of the evaluation pane's table of metrics
    m_metrics->setAccessibleDescription(
        tr("The scores and verdicts of the case and of the selected turn"));
    const EvaluationCase *evaluation = m_turnsModel->evaluationCase();
    if (!evaluation) {
        //: evaluation pane, for a conversation that is not an evaluation case or result
        m_header->setText(tr("This conversation is not an evaluation result. Open a CES "
                             "evaluation result or an ADK eval set result to see expected beside "
                             "actual."));
        return;
    }
    const QString title = evaluation->title.isEmpty() ? evaluation->id : evaluation->title;
    const int cases = int(evaluation->cases.size());
    //: evaluation pane header; %1 the case, %2 its verdict ("✗ Fail"), %n its turns
    QString text = tr("%1 · %2 · %n turn(s)", nullptr, int(evaluation->turns.size()))
                       .arg(title, MetricRowsModel::statusText(evaluation->status));
    if (cases > 0)
        //: evaluation pane header, after the case: a run or set that lists its cases
        text += u" · "_s + tr("%n case(s)", nullptr, cases);
    m_header->setText(text);
}
