// SPDX-License-Identifier: GPL-2.0-or-later
// MessageViewFind, filter part: the filter bar above the list, the proxy the list shows, the
// mapping between the list's rows and message indices, and jumps to messages the filter hides.
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "message_filter_bar.h"
#include "message_view_find.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCoreApplication>
#include <QItemSelectionModel>
#include <QWidget>
#include <algorithm>

using namespace Qt::StringLiterals;

void MessageViewFind::initFilter(QWidget *parent)
{
    m_proxy = new MessageFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_filterBar = new MessageFilterBar(parent);
    m_filterBar->setProxy(m_proxy);
    m_filterBar->hide();

    m_filterBarAction = new QAction(this);
    m_filterBarAction->setObjectName(u"filterBarAction"_s);
    m_filterBarAction->setCheckable(true);
    connect(m_filterBarAction, &QAction::toggled, this, [this](bool on) {
        m_filterBar->setVisible(on);
        if (on) {
            m_filterBar->focusBar();
            return;
        }
        m_filterBar->clear(); // a hidden bar filters nothing: no message hides without a trace
        Q_EMIT listFocusWanted();
    });
    m_focusFilterAction = new QAction(this);
    m_focusFilterAction->setObjectName(u"focusFilterAction"_s);
    m_focusFilterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_focusFilterAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_focusFilterAction, &QAction::triggered, this, [this] {
        m_filterBarAction->setChecked(true);
        m_filterBar->focusBar();
    });
    parent->addAction(m_focusFilterAction); // the shortcut also works where no menu holds it

    connect(m_filterBar, &MessageFilterBar::escapePressed, this, &MessageViewFind::listFocusWanted);
    connect(m_filterBar, &MessageFilterBar::showAnywayRequested, this, [this] {
        const std::function<void()> jump = std::move(m_hiddenJump);
        m_hiddenJump = nullptr;
        m_filterBar->clear();
        if (jump)
            jump();
    });
    connect(
        m_proxy, &MessageFilterProxyModel::filterApplied, this, &MessageViewFind::filterApplied);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_hiddenJump = nullptr; // the notice spoke of the previous conversation
        m_filterBar->hideHiddenNotice();
    });
    retranslate();
}

void MessageViewFind::retranslate()
{
    // The View menu's entries keep the context of the view they act on (its catalog entries).
    //: View menu: show or hide the message filter bar
    m_filterBarAction->setText(QCoreApplication::translate("MessageView", "Filter Bar"));
    //: View menu: show the message filter bar and put the keyboard focus in it
    m_focusFilterAction->setText(QCoreApplication::translate("MessageView", "Filter Messages…"));
}

QModelIndex MessageViewFind::viewIndex(int row) const
{
    return m_proxy->mapFromSource(m_model->index(row));
}

int MessageViewFind::rowOf(const QModelIndex &viewIndex) const
{
    return viewIndex.isValid() ? m_proxy->mapToSource(viewIndex).row() : -1;
}

QVector<int> MessageViewFind::selected(const QAbstractItemView *list, int current) const
{
    QVector<int> rows;
    const QModelIndexList indexes = list->selectionModel()->selectedIndexes();
    for (const QModelIndex &index : indexes) {
        if (const int row = rowOf(index); row >= 0)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty() && current >= 0)
        rows.append(current);
    return rows;
}

void MessageViewFind::selectAlone(QAbstractItemView *list, int row) const
{
    const QModelIndex index = viewIndex(row);
    if (index.isValid() && !list->selectionModel()->isSelected(index))
        list->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
}

bool MessageViewFind::revealOrNotify(int row, std::function<void()> jump)
{
    if (viewIndex(row).isValid()) {
        m_hiddenJump = nullptr;
        m_filterBar->hideHiddenNotice();
        return true;
    }
    m_hiddenJump = std::move(jump);
    if (!m_filterBarAction->isChecked()) {
        const QSignalBlocker block(m_filterBarAction);
        m_filterBarAction->setChecked(true);
        m_filterBar->show();
    }
    m_filterBar->showHiddenNotice(row);
    return false;
}

int MessageViewFind::neighbourMessage(int row, int step) const
{
    const int rows = m_proxy->rowCount();
    if (rows == 0)
        return -1;
    if (row < 0)
        return m_proxy->toSourceRow(0);
    int at = m_proxy->fromSourceRow(row);
    if (at < 0) {
        // A hidden row: the first shown one after it (the list keeps the conversation's order).
        int low = 0;
        int high = rows;
        while (low < high) {
            const int mid = (low + high) / 2;
            if (m_proxy->toSourceRow(mid) < row)
                low = mid + 1;
            else
                high = mid;
        }
        at = step > 0 ? low - 1 : low;
    }
    return m_proxy->toSourceRow(qBound(0, at + step, rows - 1));
}

void MessageViewFind::setMatchingRows(const QVector<int> &sortedRows, bool available)
{
    m_proxy->setMatchingRows(sortedRows);
    m_filterBar->setOnlyMatchingAvailable(available);
}
