// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_pane.h"

#include "comparison_delegate.h"
#include "items/evaluation_turns_model.h"
#include "items/metric_rows_model.h"
#include "transcript/conversation.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

EvaluationPane::EvaluationPane(QWidget *parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(splitter, 1);
    retranslate();
}

void EvaluationPane::setConversation(int index, std::shared_ptr<const Conversation> conversation)
{
    if (conversation == m_conversation)
        return;
    m_conversation = std::move(conversation);
    m_index = index;
    const auto evaluation = m_conversation ? m_conversation->evaluation : nullptr;
    m_turnsModel->setCase(evaluation);
    m_metricsModel->setRows(evaluation.get(), -1);
    if (m_turnsModel->rowCount() > 0) // its first turn's metrics beside the case's
        m_turns->setCurrentIndex(m_turnsModel->index(0, 0));
    retranslate();
    if (evaluation)
        Q_EMIT evaluationShown();
}

void EvaluationPane::turnChanged()
{
    const int turn = m_turns->currentIndex().row();
    m_metricsModel->setRows(m_turnsModel->evaluationCase(), turn);
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
