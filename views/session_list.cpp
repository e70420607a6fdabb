// SPDX-License-Identifier: GPL-2.0-or-later
#include "session_list.h"

#include "live/adk_client.h"
#include "live/agent_engine_session.h"
#include "transcript/display_time.h"

#include <QDateTime>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeRole = Qt::UserRole; ///< the last update in ms since the epoch, for sorting

/// A row that sorts its time column by the time, not by its localised text.
class SessionItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;

    bool operator<(const QTreeWidgetItem &other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        const QVariant mine = data(column, kTimeRole);
        const QVariant theirs = other.data(column, kTimeRole);
        if (mine.isValid() || theirs.isValid())
            return mine.toLongLong() < theirs.toLongLong();
        return text(column).localeAwareCompare(other.text(column)) < 0;
    }
};

} // namespace

SessionList::SessionList(const QString &objectName, QWidget *parent, const QVector<Column> &columns)
    : QTreeWidget(parent)
    , m_columns(columns)
{
    setObjectName(objectName);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setColumnCount(int(columns.size()));
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setStretchLastSection(false);
    setMinimumHeight(fontMetrics().lineSpacing() * 6);
    retranslate();
    const int time = int(columns.indexOf(Column::LastUpdate));
    // Wide enough for a time (measuring every row would cost a pass over 10,000 of them).
    const QDateTime sample(QDate(2026, 12, 28), QTime(23, 59));
    header()->resizeSection(time,
        fontMetrics().horizontalAdvance(QLocale().toString(sample, QLocale::ShortFormat))
            + 4 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this));
    for (const Column c : {Column::User, Column::DisplayName})
        if (columns.contains(c)) // the id takes the room left
            header()->resizeSection(int(columns.indexOf(c)), fontMetrics().averageCharWidth() * 10);
    sortByColumn(time, Qt::DescendingOrder); // newest first
    setSortingEnabled(true);
}

void SessionList::setSessions(const QVector<AdkSessionInfo> &sessions)
{
    const QString selected = selectedId();
    clear();
    QVector<Row> rows;
    rows.reserve(sessions.size());
    for (const AdkSessionInfo &s : sessions)
        rows.append({s.id, s.userId, QString(), s.lastUpdate});
    addRows(rows);
    for (int i = 0; !selected.isEmpty() && i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->text(0) == selected) {
            setCurrentItem(topLevelItem(i));
            break;
        }
    }
}

void SessionList::addSessions(const QVector<AgentEngineSessionInfo> &sessions)
{
    QVector<Row> rows;
    rows.reserve(sessions.size());
    for (const AgentEngineSessionInfo &s : sessions)
        rows.append({s.id, s.userId, s.displayName, s.updateTime});
    addRows(rows);
}

void SessionList::addRows(const QVector<Row> &rows)
{
    QList<QTreeWidgetItem *> items;
    items.reserve(rows.size());
    const QLocale locale;
    for (const Row &r : rows) {
        auto *item = new SessionItem;
        for (int c = 0; c < m_columns.size(); ++c) {
            switch (m_columns.at(c)) {
            case Column::Id:
                item->setText(c, r.id);
                break;
            case Column::User:
                item->setText(c, r.user);
                break;
            case Column::DisplayName:
                item->setText(c, r.displayName);
                break;
            case Column::LastUpdate:
                item->setData(c, kTimeRole, r.lastUpdate.valid ? r.lastUpdate.nanosSinceEpoch : 0);
                if (r.lastUpdate.valid)
                    item->setText(
                        c, locale.toString(DisplayTime::of(r.lastUpdate), QLocale::ShortFormat));
                break;
            }
        }
        items.append(item);
    }
    // One sort for the whole batch, not one per row (the id column is first: selectedId()).
    setSortingEnabled(false);
    addTopLevelItems(items);
    setSortingEnabled(true);
}

QString SessionList::selectedId() const
{
    const QTreeWidgetItem *item = currentItem();
    return item && item->isSelected() ? item->text(0) : QString();
}

void SessionList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void SessionList::retranslate()
{
    //: accessible name of a list of sessions (ADK, Agent Engine)
    setAccessibleName(tr("Sessions"));
    //: accessible description of a list of sessions (ADK, Agent Engine)
    setAccessibleDescription(tr("The sessions on the server, newest first; Enter opens the "
                                "selected one in the main window"));
    QStringList labels;
    for (const Column c : std::as_const(m_columns)) {
        switch (c) {
        case Column::Id:
            //: session list column: the session's id
            labels << tr("Session");
            break;
        case Column::User:
            //: session list column: the user id the session belongs to
            labels << tr("User");
            break;
        case Column::DisplayName:
            //: session list column: the session's display name (may be empty)
            labels << tr("Display name");
            break;
        case Column::LastUpdate:
            //: session list column: when the session last changed
            labels << tr("Last update");
            break;
        }
    }
    setHeaderLabels(labels);
}
