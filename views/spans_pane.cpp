// SPDX-License-Identifier: GPL-2.0-or-later
#include "spans_pane.h"

#include "items/span_details.h"
#include "items/span_tree_model.h"
#include "span_bar_delegate.h"
#include "theme.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr int kExpandedRoots = 200;
}

SpansPane::SpansPane(QWidget *parent)
    : QWidget(parent)
    , m_view(new QTreeView)
    , m_model(new SpanTreeModel(this))
    , m_empty(new QLabel(this))
    , m_derived(new QLabel(this))
    , m_details(new QPlainTextEdit)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(u"spansPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_view->setObjectName(u"spanTree"_s);
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // a message's spans
    m_view->header()->setStretchLastSection(true);
    m_view->setItemDelegateForColumn(SpanTreeModel::TimelineColumn, new SpanBarDelegate(m_view));
    m_details->setObjectName(u"spanDetails"_s);
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    m_derived->setObjectName(u"derivedTraceNote"_s);
    m_derived->setTextFormat(Qt::PlainText);
    m_derived->setWordWrap(true);
    m_derived->setStyleSheet(Theme::colorRule(Theme::of(this).warning));
    layout->addWidget(m_derived);
    layout->addWidget(m_splitter);
    layout->addWidget(m_empty);
    setConversation(nullptr);
    retranslateUi();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            showDetails(current);
            if (m_selecting || !current.isValid())
                return;
            const Span *span = m_model->spanAt(current);
            if (span)
                Q_EMIT spanPicked(
                    SpanLink::ofSpan(*span, current.data(SpanTreeModel::TurnRole).toInt()));
        });
}

void SpansPane::setConversation(std::shared_ptr<const Conversation> conversation)
{
    const bool derived = conversation && conversation->spansDerived;
    const bool traceOnly = conversation && conversation->messages.isEmpty();
    m_model->setConversation(std::move(conversation));
    const bool any = m_model->rowCount() > 0;
    m_splitter->setVisible(any);
    m_empty->setVisible(!any);
    m_derived->setVisible(any && derived);
    m_details->clear();
    if (any) {
        // Open the agent runs of a few invocations; of many, only the first (expanding costs
        // layout for every row).
        if (m_model->rowCount() <= kExpandedRoots)
            m_view->expandToDepth(2);
        else
            m_view->expandRecursively(m_model->index(0, 0), 2);
        for (int c = 0; c < SpanTreeModel::AttributesColumn; ++c)
            m_view->resizeColumnToContents(c);
        m_view->setColumnWidth(SpanTreeModel::TimelineColumn,
            qMax(m_view->columnWidth(SpanTreeModel::TimelineColumn), 220));
        if (traceOnly) // a trace file: no message will pick a span, so show the first one
            selectTurn(0);
    }
}

void SpansPane::selectTurn(int turn)
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid() && current.data(SpanTreeModel::TurnRole).toInt() == turn)
        return; // the user's span (perhaps a child) stays selected
    const QModelIndex index = m_model->index(turn, 0);
    if (index.isValid()) {
        m_selecting = true;
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
        m_selecting = false;
    }
}

void SpansPane::showMessage(const SpanLink &link)
{
    const QModelIndexList spans = m_model->matching(link);
    if (spans.isEmpty()) {
        if (link.turn >= 0)
            selectTurn(link.turn);
        return;
    }
    m_selecting = true;
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    const QModelIndex keep = spans.contains(current) ? current : spans.first();
    m_view->selectionModel()->setCurrentIndex(keep, QItemSelectionModel::NoUpdate);
    QItemSelection selection;
    for (const QModelIndex &i : spans) {
        selection.select(i, i.siblingAtColumn(SpanTreeModel::ColumnCount - 1));
        for (QModelIndex up = i.parent(); up.isValid(); up = up.parent())
            m_view->expand(up);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(keep);
    m_selecting = false;
    showDetails(keep);
}

QString SpansPane::detailsText() const
{
    return m_details->toPlainText();
}

bool SpansPane::showsDerivedNote() const
{
    return !m_derived->isHidden();
}

void SpansPane::showDetails(const QModelIndex &current)
{
    const Span *span = m_model->spanAt(current);
    m_details->setPlainText(span ? spandetails::text(*span) : QString());
}

void SpansPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SpansPane::retranslateUi()
{
    m_model->retranslate();
    //: shown in the trace pane when the conversation has no spans
    m_empty->setText(tr("This conversation has no trace spans."));
    //: shown above a trace that the program built from the events' timestamps
    m_derived->setText(tr("Derived from event times: the file has no trace, so these spans show "
                          "the time between events, not measured durations."));
    showDetails(m_view->currentIndex());
    //: accessible name of the trace pane's tree of spans
    m_view->setAccessibleName(tr("Spans"));
    //: accessible name of the trace pane's text about the selected span
    m_details->setAccessibleName(tr("Span details"));
    //: accessible description of the trace pane's tree of spans
    m_view->setAccessibleDescription(tr("The spans of the trace, nested, with their timeline; "
                                        "selecting one shows its details and its message"));
    //: accessible description of the trace pane's text about the selected span
    m_details->setAccessibleDescription(
        tr("The IDs, times and attributes of the selected span, read-only"));
}
