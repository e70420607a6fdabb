// SPDX-License-Identifier: GPL-2.0-or-later
#include "problems_pane.h"

#include "items/diagnostic_list_model.h"
#include "row_table.h"
#include "theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ProblemsPane::ProblemsPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new DiagnosticListModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QComboBox(this))
    , m_summary(new QLabel(this))
{
    setObjectName(u"problemsPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *bar = new QHBoxLayout;
    m_filter->setObjectName(u"severityFilter"_s);
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < 3; ++i)
        m_filter->addItem(QString());
    m_summary->setObjectName(u"problemsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    bar->addWidget(m_filter);
    bar->addWidget(m_summary, 1);
    layout->addLayout(bar);

    m_view->setObjectName(u"problemsList"_s);
    m_view->setModel(m_model);
    RowTable::setUp(m_view);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // source order until the user sorts
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(
        DiagnosticListModel::SeverityColumn, QHeaderView::ResizeToContents);
    m_view->setColumnWidth(DiagnosticListModel::MessageColumn, 560);
    layout->addWidget(m_view);

    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int message = index.data(DiagnosticListModel::MessageIndexRole).toInt();
        if (message >= 0 && m_conversationIndex >= 0)
            Q_EMIT messageActivated(ChunkRef {m_conversationIndex, message, -1});
    });
    connect(m_filter, &QComboBox::currentIndexChanged, this, &ProblemsPane::applyFilter);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ProblemsPane::updateSummary);
    retranslateUi();
}

void ProblemsPane::setProblems(const Diagnostics &documentProblems, int conversationIndex,
    std::shared_ptr<const Conversation> conversation)
{
    m_conversationIndex = conversationIndex;
    m_model->setDiagnostics(documentProblems, std::move(conversation));
}

int ProblemsPane::count() const
{
    return m_model->totalCount();
}

int ProblemsPane::visibleCount() const
{
    return m_model->rowCount();
}

void ProblemsPane::setFilter(Filter filter)
{
    m_filter->setCurrentIndex(int(filter));
}

void ProblemsPane::applyFilter()
{
    switch (Filter(m_filter->currentIndex())) {
    case Filter::All:
        m_model->setMinimumSeverity(Severity::Info);
        break;
    case Filter::WarningsAndErrors:
        m_model->setMinimumSeverity(Severity::Warning);
        break;
    case Filter::ErrorsOnly:
        m_model->setMinimumSeverity(Severity::Error);
        break;
    }
    updateSummary();
}

void ProblemsPane::updateSummary()
{
    const int all = count();
    const int shown = visibleCount();
    if (all == shown)
        //: problems pane: number of problems
        m_summary->setText(tr("%n problem(s)", nullptr, all));
    else
        //: problems pane: %1 number shown by the filter, %2 "N problems" in total
        m_summary->setText(tr("%1 shown of %2").arg(shown).arg(tr("%n problem(s)", nullptr, all)));
}

void ProblemsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ProblemsPane::retranslateUi()
{
    //: accessible name of the problems pane's list
    m_view->setAccessibleName(tr("Problems"));
    //: accessible description of the problems pane's list
    m_view->setAccessibleDescription(tr("The errors, warnings and notes found in the file; Enter "
                                        "shows the message a problem is about"));
    //: severity filter of the problems pane
    m_filter->setItemText(int(Filter::All), tr("All problems"));
    //: severity filter of the problems pane
    m_filter->setItemText(int(Filter::WarningsAndErrors), tr("Warnings and errors"));
    //: severity filter of the problems pane
    m_filter->setItemText(int(Filter::ErrorsOnly), tr("Errors only"));
    //: tooltip of the severity filter of the problems pane
    m_filter->setToolTip(tr("Choose how serious a problem must be to be listed"));
    m_model->retranslate();
    updateSummary();
}
