// SPDX-License-Identifier: GPL-2.0-or-later
#include "evaluation_cases_view.h"

#include "items/evaluation_cases_filter.h"
#include "items/evaluation_cases_model.h"
#include "items/evaluation_model.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The verdicts the filter offers, in its order (after "every verdict").
const EvaluationStatus kStatuses[]
    = {EvaluationStatus::Fail, EvaluationStatus::Pass, EvaluationStatus::NotEvaluated,
        EvaluationStatus::Skipped, EvaluationStatus::Informational, EvaluationStatus::Unknown};

} // namespace

EvaluationCasesView::EvaluationCasesView(QWidget *parent)
    : QWidget(parent)
    , m_model(new EvaluationCasesModel(this))
    , m_filter(new EvaluationCasesFilter(this))
    , m_status(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_view(new QTableView(this))
{
    setObjectName(u"evaluationCases"_s);
    m_status->setObjectName(u"evaluationCasesStatus"_s);
    m_metric->setObjectName(u"evaluationCasesMetric"_s);
    m_view->setObjectName(u"evaluationCasesTable"_s);
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(EvaluationCasesModel::StatusColumn, Qt::AscendingOrder); // failures first
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_count->setTextFormat(Qt::PlainText);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_status);
    filters->addWidget(m_metric);
    filters->addWidget(m_count, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    connect(m_model, &EvaluationCasesModel::casesLoaded, this, &EvaluationCasesView::casesLoaded);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EvaluationCasesView::updateCount);
    connect(m_status, &QComboBox::activated, this, &EvaluationCasesView::filterChanged);
    connect(m_metric, &QComboBox::activated, this, &EvaluationCasesView::filterChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && !m_following)
                Q_EMIT caseSelected(refOf(current));
        });
    connect(m_view, &QTableView::activated, this,
        [this](const QModelIndex &index) { Q_EMIT caseActivated(refOf(index)); });
    retranslate();
}

void EvaluationCasesView::setDocument(Document *document)
{
    m_model->setDocument(document);
}

void EvaluationCasesView::showConversation(int index)
{
    m_shown = index;
    const QModelIndex current = m_view->currentIndex();
    if (index < 0 || (current.isValid() && refOf(current).conversation == index))
        return;
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex at = m_filter->index(row, 0);
        if (refOf(at).conversation == index) {
            m_following = true;
            m_view->setCurrentIndex(at);
            m_view->scrollTo(at);
            m_following = false;
            return;
        }
    }
}

ChunkRef EvaluationCasesView::refOf(const QModelIndex &index) const
{
    return ChunkRef {index.data(EvaluationCasesModel::ConversationRole).toInt(), -1, -1};
}

void EvaluationCasesView::casesLoaded()
{
    fillMetrics();
    m_view->resizeColumnsToContents();
    updateCount();
    showConversation(m_shown);
}

void EvaluationCasesView::filterChanged()
{
    const QVariant status = m_status->currentData();
    m_filter->setStatus(status.isValid()
            ? std::optional<EvaluationStatus>(EvaluationStatus(status.toInt()))
            : std::nullopt);
    const QString metric = m_metric->currentData().toString();
    m_filter->setMetric(metric);
    // Filtered by a metric, the cases sort by its score, lowest first.
    const int column = m_filter->metricColumn(metric);
    if (column >= 0)
        m_view->sortByColumn(column, Qt::AscendingOrder);
    updateCount();
}

void EvaluationCasesView::fillMetrics()
{
    const QString chosen = m_metric->currentData().toString();
    m_metric->clear();
    //: evaluation cases filter: judge each case by its own verdict (no metric chosen)
    m_metric->addItem(tr("Case verdict"), QString());
    for (const QString &metric : m_model->metricNames())
        m_metric->addItem(metric, metric);
    m_metric->setCurrentIndex(qMax(0, m_metric->findData(chosen)));
    m_metric->setEnabled(m_metric->count() > 1);
    filterChanged();
}

void EvaluationCasesView::updateCount()
{
    const int all = m_model->rowCount();
    const int shown = m_filter->rowCount();
    if (m_model->isLoading())
        //: evaluation cases: while the file's cases are read
        m_count->setText(tr("Reading the cases…"));
    else if (shown == all)
        //: evaluation cases: how many there are
        m_count->setText(tr("%n case(s)", nullptr, all));
    else
        //: evaluation cases: %1 shown by the filters, %n in the file
        m_count->setText(tr("%1 of %n case(s)", nullptr, all).arg(shown));
}

void EvaluationCasesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
    }
    QWidget::changeEvent(event);
}

void EvaluationCasesView::retranslate()
{
    //: accessible name of the table of every evaluation case of the file
    m_view->setAccessibleName(tr("Evaluation cases"));
    //: accessible description of the table of every evaluation case of the file
    m_view->setAccessibleDescription(tr("Every case of the file with its verdict and scores; "
                                        "Enter shows the case's turns"));
    const int status = m_status->currentIndex();
    m_status->clear();
    //: evaluation cases filter: show cases of every verdict
    m_status->addItem(tr("Every verdict"));
    for (const EvaluationStatus s : kStatuses)
        m_status->addItem(EvaluationModel::statusText(s), int(s));
    m_status->setCurrentIndex(qMax(0, status));
    //: evaluation cases filter, tool tip
    m_status->setToolTip(tr("Show only the cases with this verdict (of the chosen metric)"));
    //: evaluation cases filter, tool tip
    m_metric->setToolTip(tr("Show only the cases scored on this metric, lowest score first"));
    if (m_metric->count() > 0)
        //: evaluation cases filter: judge each case by its own verdict (no metric chosen)
        m_metric->setItemText(0, tr("Case verdict"));
    else
        fillMetrics();
    updateCount();
}
