// SPDX-License-Identifier: GPL-2.0-or-later
#include "spans_pane.h"

#include "items/span_tree_model.h"
#include "span_bar_delegate.h"
#include "theme.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SpansPane::SpansPane(QWidget *parent)
    : QWidget(parent)
    , m_view(new QTreeView(this))
    , m_model(new SpanTreeModel(this))
    , m_empty(new QLabel(this))
{
    setObjectName(u"spansPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_view->setObjectName(u"spanTree"_s);
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);
    m_view->setItemDelegateForColumn(SpanTreeModel::TimelineColumn, new SpanBarDelegate(m_view));
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    layout->addWidget(m_view);
    layout->addWidget(m_empty);
    setConversation(nullptr);
    retranslateUi();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (m_selecting || !current.isValid())
                return;
            const QVariant turn = current.data(SpanTreeModel::TurnRole);
            if (turn.isValid())
                Q_EMIT turnPicked(turn.toInt());
        });
}

void SpansPane::setConversation(std::shared_ptr<const Conversation> conversation)
{
    m_model->setConversation(std::move(conversation));
    const bool any = m_model->rowCount() > 0;
    m_view->setVisible(any);
    m_empty->setVisible(!any);
    if (any) {
        m_view->expandToDepth(1);
        for (int c = 0; c < SpanTreeModel::AttributesColumn; ++c)
            m_view->resizeColumnToContents(c);
        m_view->setColumnWidth(SpanTreeModel::TimelineColumn,
            qMax(m_view->columnWidth(SpanTreeModel::TimelineColumn), 220));
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
}
