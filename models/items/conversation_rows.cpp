// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_rows.h"

#include "items/conversation_list_model.h"

#include <QDateTime>

#include <algorithm>
#include <tuple>
#include <utility>
#include <vector>

namespace {

/// Whether `haystack` contains `needle` (both case-folded already). Looks for the needle's first
/// character with the vectorised character search and compares the rest there: several times
/// faster on 50,000 rows than QString::contains(), whose short-needle search hashes every
/// character.
bool containsFolded(QStringView haystack, QStringView needle)
{
    const qsizetype last = haystack.size() - needle.size();
    if (needle.isEmpty() || last < 0)
        return needle.isEmpty();
    const QChar first = needle.front();
    const QStringView rest = needle.mid(1);
    if (haystack.size() < 48) { // titles, last segments: a plain loop beats a call per hit
        const char16_t *h = haystack.utf16();
        for (qsizetype at = 0; at <= last; ++at) {
            if (h[at] == first.unicode() && haystack.mid(at + 1, rest.size()) == rest)
                return true;
        }
        return false;
    }
    for (qsizetype from = 0; from <= last;) {
        const qsizetype at = haystack.indexOf(first, from);
        if (at < 0 || at > last)
            return false;
        if (haystack.mid(at + 1, rest.size()) == rest)
            return true;
        from = at + 1;
    }
    return false;
}

using Row = ConversationRows::Row;
using Key = ConversationRows::Key;

/// The numeric value `key` sorts `r` by; false when it is not known.
bool numericValue(const Row &r, Key key, qint64 *value)
{
    switch (key) {
    case Key::Start:
        *value = r.startMillis;
        return r.hasStart;
    case Key::Messages:
        *value = r.messages;
        return r.messages >= 0;
    case Key::Turns:
        *value = r.turns;
        return r.turns >= 0;
    default:
        return false;
    }
}

bool isNumeric(Key key)
{
    return key == Key::Start || key == Key::Messages || key == Key::Turns;
}

} // namespace

const Row &ConversationRows::row(const QAbstractItemModel &model, int sourceRow)
{
    static const Row none;
    if (sourceRow < 0)
        return none;
    if (size_t(sourceRow) >= m_rows.size())
        m_rows.resize(size_t(qMax(sourceRow + 1, model.rowCount())));
    Row &r = m_rows[size_t(sourceRow)];
    if (r.known)
        return r;
    const QModelIndex title = model.index(sourceRow, ConversationListModel::TitleColumn);
    r.id = title.data(ConversationListModel::IdRole).toString().toCaseFolded();
    r.idTail = qint32(r.id.lastIndexOf(u'/') + 1);
    r.idStart
        = indexIn(m_idStarts, m_idStartIndex, m_lastIdStart, QStringView(r.id).left(r.idTail));
    r.title = title.data(Qt::DisplayRole).toString().toCaseFolded();
    r.titleIsIdTail = r.title == QStringView(r.id).mid(r.idTail);
    if (r.titleIsIdTail)
        r.title = QString();
    const QVariant part = title.data(ConversationListModel::PartRole);
    r.part = part.isValid() ? part.toInt() : -1;
    r.session = r.part >= 0 ? title.data(ConversationListModel::TitleRole).toString().toCaseFolded()
                            : QString();
    // Most files name one agent: its rows share one pair of strings (a million rows would
    // otherwise hold a million copies of its last segment).
    bool newAgent = false;
    r.agent = indexIn(m_agents, m_agentIndex, m_lastAgent,
        title.data(ConversationListModel::AgentRole).toString().toCaseFolded(), &newAgent);
    if (newAgent)
        m_agentsShown.append(model.index(sourceRow, ConversationListModel::AgentColumn)
                                 .data(Qt::DisplayRole)
                                 .toString()
                                 .toCaseFolded());
    // The start column's sort value is nanoseconds since the epoch: no time zone conversion
    // (a local time costs a tzset() per row). Models without it give the start as a QDateTime.
    const QVariant nanos = model.index(sourceRow, ConversationListModel::StartColumn)
                               .data(ConversationListModel::SortRole);
    if (nanos.isValid()) {
        const qint64 n = nanos.toLongLong();
        r.hasStart = n != std::numeric_limits<qint64>::min();
        r.startMillis = r.hasStart ? (n >= 0 ? n : n - 999'999) / 1'000'000 : 0;
    } else {
        const QDateTime start = title.data(ConversationListModel::StartRole).toDateTime();
        r.hasStart = start.isValid();
        r.startMillis = r.hasStart ? start.toMSecsSinceEpoch() : 0;
    }
    const QVariant messages = title.data(ConversationListModel::MessageCountRole);
    const QVariant turns = title.data(ConversationListModel::TurnCountRole);
    r.messages = messages.isValid() ? messages.toInt() : -1;
    r.turns = turns.isValid() ? turns.toInt() : -1;
    r.known = true;
    return r;
}

void ConversationRows::clear()
{
    m_rows.clear();
    m_agents.clear();
    m_agentsShown.clear();
    m_agentIndex.clear();
    m_lastAgent = -1;
    m_idStarts.clear();
    m_idStartIndex.clear();
    m_lastIdStart = -1;
    m_rankedKey = kNoRanking;
}

void ConversationRows::forget(int sourceRow)
{
    if (sourceRow >= 0 && size_t(sourceRow) < m_rows.size())
        m_rows[size_t(sourceRow)].known = false;
    m_rankedKey = kNoRanking;
}

bool ConversationRows::isKnown(int sourceRow) const
{
    return sourceRow >= 0 && size_t(sourceRow) < m_rows.size() && m_rows[size_t(sourceRow)].known;
}

qint32 ConversationRows::indexIn(QVector<QString> &table, QHash<QString, qint32> &indices,
    qint32 &last, QStringView value, bool *added)
{
    if (last >= 0 && table.at(last) == value)
        return last;
    const QString key = value.toString();
    auto it = indices.constFind(key);
    if (it == indices.constEnd()) {
        it = indices.insert(key, qint32(table.size()));
        table.append(key);
        if (added)
            *added = true;
    }
    last = it.value();
    return last;
}

bool ConversationRows::textLess(const Row &a, const Row &b, Key key) const
{
    switch (key) {
    case Key::Id:
        return a.id < b.id;
    case Key::Title: // parts by conversation, then by number ("Part 2" < "Part 10")
        if (a.part >= 0 || b.part >= 0)
            return std::make_tuple(a.part >= 0 ? QStringView(a.id) : title(a), a.part)
                < std::make_tuple(b.part >= 0 ? QStringView(b.id) : title(b), b.part);
        return title(a) < title(b);
    case Key::Agent:
        return agentShown(a) < agentShown(b);
    default:
        return false;
    }
}

bool ConversationRows::accepts(const Row &r, const Criteria &c, TextMemo &memo) const
{
    if (!c.text.isEmpty()) {
        if (r.idStart != memo.idStart) {
            memo.idStart = r.idStart;
            memo.idStartHit = containsFolded(m_idStarts.at(r.idStart), c.text);
        }
        if (r.agent != memo.agent) {
            memo.agent = r.agent;
            memo.agentHit = containsFolded(agent(r), c.text);
        }
        // A match not inside the id's start ends in its last segment (which is also the title
        // of a conversation without one).
        const qsizetype tailFrom = qMax(qsizetype(0), r.idTail - (c.text.size() - 1));
        if (!memo.idStartHit && !memo.agentHit
            && !containsFolded(QStringView(r.id).mid(tailFrom), c.text)
            && (r.titleIsIdTail || !containsFolded(r.title, c.text))
            && !containsFolded(r.session, c.text))
            return false;
    }
    if (c.hasFrom || c.hasTo) {
        if (!r.hasStart || (c.hasFrom && r.startMillis < c.fromMillis)
            || (c.hasTo && r.startMillis >= c.toMillis))
            return false;
    }
    if (c.minTurns >= 0 || c.maxTurns >= 0) {
        if (r.turns < 0 || (c.minTurns >= 0 && r.turns < c.minTurns)
            || (c.maxTurns >= 0 && r.turns > c.maxTurns))
            return false;
    }
    return true;
}

void ConversationRows::rank(const QAbstractItemModel &model, int rows, Key key)
{
    m_ranked.clear();
    m_unknown.clear();
    m_groupStart.clear();
    m_ranked.reserve(rows);
    if (isNumeric(key)) {
        // Values and rows side by side: one sort of plain pairs, no look-ups while comparing.
        std::vector<std::pair<qint64, int>> values;
        values.reserve(size_t(rows));
        for (int i = 0; i < rows; ++i) {
            qint64 value = 0;
            if (numericValue(row(model, i), key, &value))
                values.emplace_back(value, i);
            else
                m_unknown.append(i);
        }
        std::sort(values.begin(), values.end());
        m_groupStart.reserve(int(values.size()));
        for (size_t i = 0; i < values.size(); ++i) {
            m_ranked.append(values[i].second);
            const bool same = i > 0 && values[i - 1].first == values[i].first;
            m_groupStart.append(same ? m_groupStart.back() : int(i));
        }
    } else {
        std::vector<const Row *> byRow(size_t(rows), nullptr);
        for (int i = 0; i < rows; ++i) {
            byRow[size_t(i)] = &row(model, i);
            m_ranked.append(i);
        }
        auto less
            = [&](int a, int b) { return textLess(*byRow[size_t(a)], *byRow[size_t(b)], key); };
        std::stable_sort(m_ranked.begin(), m_ranked.end(), less);
        m_groupStart.reserve(rows);
        for (int i = 0; i < m_ranked.size(); ++i) {
            const bool same = i > 0 && !less(m_ranked.at(i - 1), m_ranked.at(i));
            m_groupStart.append(same ? m_groupStart.back() : i);
        }
    }
    m_rankedKey = key;
    m_rankedRows = rows;
}

QVector<int> ConversationRows::sortedRows(
    const QAbstractItemModel &model, int rows, Key key, Qt::SortOrder order)
{
    QVector<int> out;
    out.reserve(rows);
    if (key == Key::FileOrder) {
        for (int i = 0; i < rows; ++i)
            out.append(i);
        return out;
    }
    if (m_rankedKey != key || m_rankedRows != rows)
        rank(model, rows, key);
    if (order == Qt::AscendingOrder) {
        out += m_ranked;
    } else {
        // Groups of equal values from the largest down, each in file order.
        for (int end = int(m_ranked.size()); end > 0;) {
            const int start = m_groupStart.at(end - 1);
            out.append(m_ranked.mid(start, end - start));
            end = start;
        }
    }
    out += m_unknown;
    return out;
}

ConversationRows::Key ConversationRows::keyForColumn(int column)
{
    switch (column) {
    case ConversationListModel::TitleColumn:
        return Key::Title;
    case ConversationListModel::StartColumn:
        return Key::Start;
    case ConversationListModel::MessagesColumn:
        return Key::Messages;
    case ConversationListModel::TurnsColumn:
        return Key::Turns;
    case ConversationListModel::AgentColumn:
        return Key::Agent;
    }
    return Key::FileOrder;
}

int ConversationRows::columnForKey(Key key)
{
    switch (key) {
    case Key::FileOrder:
        return -1;
    case Key::Id:
    case Key::Title:
        return ConversationListModel::TitleColumn;
    case Key::Agent:
        return ConversationListModel::AgentColumn;
    case Key::Start:
        return ConversationListModel::StartColumn;
    case Key::Messages:
        return ConversationListModel::MessagesColumn;
    case Key::Turns:
        return ConversationListModel::TurnsColumn;
    }
    return -1;
}
