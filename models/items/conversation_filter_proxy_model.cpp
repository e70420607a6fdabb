// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_filter_proxy_model.h"

#include "items/conversation_list_model.h"

#include <QElapsedTimer>

#include <climits>
#include <utility>

using namespace std::chrono_literals;

namespace {

constexpr auto kRefreshDelay = 150ms; ///< at most one re-sort per this while rows keep coming
constexpr qint64 kWarmSliceNs = 3'000'000; ///< the cache fills in slices of this much time

using Key = ConversationRows::Key;
constexpr qint8 kUnknown = -1; ///< m_accepted: not looked at since the criteria changed
constexpr qint8 kHidden = 0;
constexpr qint8 kShown = 1;
static_assert(int(ConversationFilterProxyModel::SortKey::FileOrder) == int(Key::FileOrder)
    && int(ConversationFilterProxyModel::SortKey::Id) == int(Key::Id)
    && int(ConversationFilterProxyModel::SortKey::Title) == int(Key::Title)
    && int(ConversationFilterProxyModel::SortKey::Agent) == int(Key::Agent)
    && int(ConversationFilterProxyModel::SortKey::Start) == int(Key::Start)
    && int(ConversationFilterProxyModel::SortKey::Messages) == int(Key::Messages)
    && int(ConversationFilterProxyModel::SortKey::Turns) == int(Key::Turns));

} // namespace

ConversationFilterProxyModel::ConversationFilterProxyModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(kRefreshDelay);
    connect(&m_refresh, &QTimer::timeout, this, [this] {
        if (isFiltering() || m_sortKey != SortKey::FileOrder)
            refilter();
    });
    m_warm.setSingleShot(true);
    m_warm.setInterval(0);
    connect(&m_warm, &QTimer::timeout, this, &ConversationFilterProxyModel::warmSlice);
}

int ConversationFilterProxyModel::sourceRows() const
{
    const QAbstractItemModel *model = sourceModel();
    return model ? model->rowCount() : 0;
}

void ConversationFilterProxyModel::scheduleWarm(int from)
{
    m_warmFrom = qMin(m_warmFrom, qMax(0, from));
    if (!m_warm.isActive())
        m_warm.start();
}

bool ConversationFilterProxyModel::isCacheWarm() const
{
    return !m_warm.isActive() && m_warmFrom >= sourceRows();
}

void ConversationFilterProxyModel::warmSlice()
{
    const QAbstractItemModel *model = sourceModel();
    const int n = sourceRows();
    QElapsedTimer timer;
    timer.start();
    int r = m_warmFrom;
    for (; r < n; ++r) {
        if (!m_rows.isKnown(r))
            m_rows.row(*model, r);
        if ((r & 31) == 31 && timer.nsecsElapsed() >= kWarmSliceNs) {
            ++r;
            break;
        }
    }
    m_warmFrom = r;
    if (r < n)
        m_warm.start(); // the rest after the events that came meanwhile
}

void ConversationFilterProxyModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    beginResetModel();
    if (QAbstractItemModel *old = this->sourceModel())
        disconnect(old, nullptr, this, nullptr);
    QAbstractProxyModel::setSourceModel(sourceModel);
    if (sourceModel) {
        // Changes other than rows appended or values changed are rare (the list model resets):
        // the proxy resets with them.
        auto begin = [this] {
            if (!m_resetting) {
                m_resetting = true;
                beginResetModel();
            }
        };
        auto end = [this] { resetFromSource(); };
        connect(sourceModel, &QAbstractItemModel::modelAboutToBeReset, this, begin);
        connect(sourceModel, &QAbstractItemModel::modelReset, this, end);
        connect(sourceModel, &QAbstractItemModel::layoutAboutToBeChanged, this, begin);
        connect(sourceModel, &QAbstractItemModel::layoutChanged, this, end);
        connect(sourceModel, &QAbstractItemModel::rowsAboutToBeRemoved, this, begin);
        connect(sourceModel, &QAbstractItemModel::rowsRemoved, this, end);
        connect(sourceModel, &QAbstractItemModel::rowsAboutToBeMoved, this, begin);
        connect(sourceModel, &QAbstractItemModel::rowsMoved, this, end);
        connect(sourceModel, &QAbstractItemModel::columnsAboutToBeInserted, this, begin);
        connect(sourceModel, &QAbstractItemModel::columnsInserted, this, end);
        connect(sourceModel, &QAbstractItemModel::columnsAboutToBeRemoved, this, begin);
        connect(sourceModel, &QAbstractItemModel::columnsRemoved, this, end);
        connect(sourceModel, &QAbstractItemModel::columnsAboutToBeMoved, this, begin);
        connect(sourceModel, &QAbstractItemModel::columnsMoved, this, end);
        connect(sourceModel, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int first, int last) {
                if (!parent.isValid())
                    onRowsInserted(first, last);
            });
        connect(sourceModel, &QAbstractItemModel::dataChanged, this,
            &ConversationFilterProxyModel::onDataChanged);
        connect(sourceModel, &QAbstractItemModel::headerDataChanged, this,
            [this](Qt::Orientation orientation, int first, int last) {
                if (orientation == Qt::Horizontal)
                    Q_EMIT headerDataChanged(orientation, first, last);
            });
    }
    m_resetting = true;
    resetFromSource();
}

void ConversationFilterProxyModel::resetFromSource()
{
    const bool began = m_resetting;
    if (!began)
        beginResetModel();
    m_resetting = false;
    m_rows.clear();
    m_accepted.fill(kUnknown, sourceRows());
    m_warmFrom = 0;
    setVisibleRows(visibleRows());
    endResetModel();
    scheduleWarm(0);
}

void ConversationFilterProxyModel::onRowsInserted(int first, int last)
{
    if (first < m_proxyRow.size()) { // inserted before rows already shown: they moved
        resetFromSource();
        return;
    }
    m_proxyRow.resize(last + 1);
    m_accepted.resize(last + 1, kUnknown);
    QVector<int> shown;
    ConversationRows::TextMemo memo;
    for (int r = first; r <= last; ++r) {
        m_proxyRow[r] = -1;
        m_accepted[r] = kUnknown;
        if (accepted(r, memo))
            shown.append(r);
    }
    if (!shown.isEmpty()) {
        const int at = int(m_visible.size());
        beginInsertRows(QModelIndex(), at, at + int(shown.size()) - 1);
        for (int r : std::as_const(shown)) {
            m_proxyRow[r] = int(m_visible.size());
            m_visible.append(r);
        }
        endInsertRows();
    }
    // Appended at the end; their place in the order comes with the next re-sort.
    if (m_sortKey != SortKey::FileOrder)
        scheduleRefresh();
    scheduleWarm(first);
}

void ConversationFilterProxyModel::onDataChanged(
    const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    if (topLeft.parent().isValid())
        return;
    const int last = qMin(bottomRight.row(), int(m_proxyRow.size()) - 1);
    int low = INT_MAX;
    int high = -1;
    for (int r = topLeft.row(); r <= last; ++r) {
        m_rows.forget(r);
        if (r < m_accepted.size())
            m_accepted[r] = kUnknown;
        const int p = m_proxyRow.at(r);
        if (p >= 0) {
            low = qMin(low, p);
            high = qMax(high, p);
        }
    }
    scheduleWarm(topLeft.row());
    if (isFiltering() || m_sortKey != SortKey::FileOrder)
        scheduleRefresh();
    if (high >= 0)
        Q_EMIT dataChanged(index(low, topLeft.column()), index(high, bottomRight.column()), roles);
}

void ConversationFilterProxyModel::scheduleRefresh()
{
    if (!m_refresh.isActive())
        m_refresh.start();
}

QVector<int> ConversationFilterProxyModel::visibleRows()
{
    const QAbstractItemModel *model = sourceModel();
    if (!model)
        return {};
    QVector<int> order
        = m_rows.sortedRows(*model, model->rowCount(), Key(int(m_sortKey)), m_sortOrder);
    if (!isFiltering())
        return order;
    QVector<int> shown;
    ConversationRows::TextMemo memo;
    for (int r : std::as_const(order)) {
        if (accepted(r, memo))
            shown.append(r);
    }
    return shown;
}

bool ConversationFilterProxyModel::accepted(int sourceRow, ConversationRows::TextMemo &memo)
{
    if (!isFiltering())
        return true;
    if (sourceRow >= m_accepted.size())
        m_accepted.resize(sourceRows(), kUnknown);
    qint8 &known = m_accepted[sourceRow];
    if (known == kUnknown)
        known = m_rows.accepts(m_rows.row(*sourceModel(), sourceRow), m_criteria, memo) ? kShown
                                                                                        : kHidden;
    return known == kShown;
}

void ConversationFilterProxyModel::forgetAccepted(bool narrower)
{
    // A narrower criterion hides what the wider one hid: only the rows shown are looked at again.
    for (qint8 &known : m_accepted) {
        if (!narrower || known == kShown)
            known = kUnknown;
    }
}

void ConversationFilterProxyModel::setVisibleRows(QVector<int> rows)
{
    m_visible = std::move(rows);
    m_proxyRow = QVector<int>(sourceRows(), -1);
    for (int p = 0; p < m_visible.size(); ++p)
        m_proxyRow[m_visible.at(p)] = p;
}

void ConversationFilterProxyModel::refilter(QAbstractItemModel::LayoutChangeHint hint)
{
    m_refresh.stop();
    QVector<int> rows = visibleRows();
    if (rows == m_visible)
        return;
    Q_EMIT layoutAboutToBeChanged({}, hint);
    const QModelIndexList from = persistentIndexList();
    QVector<int> sourceOf;
    sourceOf.reserve(from.size());
    for (const QModelIndex &index : from)
        sourceOf.append(m_visible.at(index.row()));
    setVisibleRows(std::move(rows));
    QModelIndexList to;
    to.reserve(from.size());
    for (int i = 0; i < from.size(); ++i) {
        const int p = m_proxyRow.at(sourceOf.at(i));
        to.append(p >= 0 ? createIndex(p, from.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged({}, hint);
}

void ConversationFilterProxyModel::setText(const QString &text)
{
    const QString folded = text.trimmed().toCaseFolded();
    if (folded == m_criteria.text)
        return;
    const bool narrower = !m_criteria.text.isEmpty() && folded.contains(m_criteria.text);
    m_criteria.text = folded;
    forgetAccepted(narrower);
    refilter();
}

void ConversationFilterProxyModel::setTimeRange(const QDateTime &from, const QDateTime &to)
{
    if (from == m_from && to == m_to && from.isValid() == m_from.isValid()
        && to.isValid() == m_to.isValid())
        return;
    m_from = from;
    m_to = to;
    // Converted once: a local time costs a time zone look-up.
    m_criteria.hasFrom = from.isValid();
    m_criteria.hasTo = to.isValid();
    m_criteria.fromMillis = from.isValid() ? from.toMSecsSinceEpoch() : 0;
    m_criteria.toMillis = to.isValid() ? to.toMSecsSinceEpoch() : 0;
    forgetAccepted(false);
    refilter();
}

void ConversationFilterProxyModel::setTurnRange(int minTurns, int maxTurns)
{
    minTurns = qMax(-1, minTurns);
    maxTurns = qMax(-1, maxTurns);
    if (minTurns == m_criteria.minTurns && maxTurns == m_criteria.maxTurns)
        return;
    m_criteria.minTurns = minTurns;
    m_criteria.maxTurns = maxTurns;
    forgetAccepted(false);
    refilter();
}

ConversationFilterProxyModel::SortKey ConversationFilterProxyModel::keyForColumn(int column)
{
    return SortKey(int(ConversationRows::keyForColumn(column)));
}

int ConversationFilterProxyModel::columnForKey(SortKey key)
{
    return ConversationRows::columnForKey(Key(int(key)));
}

void ConversationFilterProxyModel::sortBy(SortKey key, Qt::SortOrder order)
{
    m_sortKey = key;
    m_sortOrder = key == SortKey::FileOrder ? Qt::AscendingOrder : order;
    refilter(QAbstractItemModel::VerticalSortHint);
}

void ConversationFilterProxyModel::sort(int column, Qt::SortOrder order)
{
    sortBy(keyForColumn(column), order);
}

QModelIndex ConversationFilterProxyModel::index(
    int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_visible.size() || column < 0
        || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex ConversationFilterProxyModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex ConversationFilterProxyModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int ConversationFilterProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int ConversationFilterProxyModel::columnCount(const QModelIndex &parent) const
{
    const QAbstractItemModel *model = sourceModel();
    return parent.isValid() || !model ? 0 : model->columnCount();
}

bool ConversationFilterProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

QModelIndex ConversationFilterProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    const QAbstractItemModel *model = sourceModel();
    if (!model || !proxyIndex.isValid() || proxyIndex.row() >= m_visible.size())
        return {};
    return model->index(m_visible.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex ConversationFilterProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel()
        || sourceIndex.parent().isValid() || sourceIndex.row() >= m_proxyRow.size())
        return {};
    const int p = m_proxyRow.at(sourceIndex.row());
    return p >= 0 ? createIndex(p, sourceIndex.column()) : QModelIndex();
}

QVariant ConversationFilterProxyModel::headerData(
    int section, Qt::Orientation orientation, int role) const
{
    const QAbstractItemModel *model = sourceModel();
    if (!model)
        return {};
    if (orientation == Qt::Horizontal)
        return model->headerData(section, orientation, role);
    return section >= 0 && section < m_visible.size()
        ? model->headerData(m_visible.at(section), orientation, role)
        : QVariant();
}
