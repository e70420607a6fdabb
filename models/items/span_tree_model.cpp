// SPDX-License-Identifier: GPL-2.0-or-later
#include "span_tree_model.h"

#include "plain_tool_tip.h"
#include "transcript/display_time.h"

#include "json/json_node.h"

#include <QLocale>
#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace {
const QVector<Span> kNoSpans;
}

SpanTreeModel::SpanTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void SpanTreeModel::setConversation(std::shared_ptr<const Conversation> conversation)
{
    beginResetModel();
    m_conversation = std::move(conversation);
    m_places.clear();
    m_attributeCache.clear();
    m_rootExtent.clear();
    if (m_conversation) {
        const QVector<Span> &roots = m_conversation->turnSpans;
        for (int i = 0; i < roots.size(); ++i) {
            indexSpan(&roots.at(i), nullptr, i, i, &roots.at(i));
            m_rootExtent.insert(&roots.at(i), extentOf(roots.at(i)));
        }
    }
    endResetModel();
}

void SpanTreeModel::indexSpan(
    const Span *span, const Span *parent, int row, int turn, const Span *root)
{
    m_places.insert(span, Place {parent, row, turn, root});
    for (int i = 0; i < span->children.size(); ++i)
        indexSpan(&span->children.at(i), span, i, turn, root);
}

qint64 SpanTreeModel::extentOf(const Span &root)
{
    if (root.duration && *root.duration > 0)
        return *root.duration;
    // No duration on the root: the turn lasts until its last descendant ends (or, without
    // times, as long as its longest descendant).
    qint64 extent = 0;
    std::function<void(const Span &)> visit = [&](const Span &s) {
        if (s.duration) {
            const qint64 offset = root.start.valid && s.start.valid
                ? s.start.nanosSinceEpoch - root.start.nanosSinceEpoch
                : 0;
            extent = std::max(extent, std::max<qint64>(0, offset) + *s.duration);
        }
        for (const Span &c : s.children)
            visit(c);
    };
    for (const Span &c : root.children)
        visit(c);
    return extent;
}

const QVector<Span> &SpanTreeModel::childrenOf(const Span *parent) const
{
    if (parent)
        return parent->children;
    return m_conversation ? m_conversation->turnSpans : kNoSpans;
}

const Span *SpanTreeModel::spanAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<const Span *>(index.internalPointer()) : nullptr;
}

QModelIndexList SpanTreeModel::matching(const SpanLink &link) const
{
    QModelIndexList out;
    if (!m_conversation || (link.eventId.isEmpty() && link.toolCallIds.isEmpty()))
        return out;
    std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        for (int row = 0; row < rowCount(parent); ++row) {
            const QModelIndex i = index(row, 0, parent);
            if (link.matches(*spanAt(i)))
                out.append(i);
            visit(i);
        }
    };
    visit(QModelIndex());
    return out;
}

QModelIndex SpanTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return QModelIndex();
    const Span *child = &childrenOf(spanAt(parent)).at(row);
    return createIndex(row, column, const_cast<Span *>(child));
}

QModelIndex SpanTreeModel::parent(const QModelIndex &child) const
{
    const Span *s = spanAt(child);
    if (!s)
        return QModelIndex();
    const Place place = m_places.value(s);
    if (!place.parent)
        return QModelIndex();
    return createIndex(m_places.value(place.parent).row, 0, const_cast<Span *>(place.parent));
}

int SpanTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(childrenOf(spanAt(parent)).size());
}

int SpanTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString SpanTreeModel::attributesSummary(const JsonText &attributes)
{
    if (attributes.isNull())
        return QString();
    std::shared_ptr<JsonNode> root = parseJsonTree(attributes.json);
    if (!root)
        return QString::fromUtf8(attributes.json);
    if (root->type != JsonNode::Type::Object)
        return QString::fromUtf8(attributes.json);
    QStringList parts;
    for (const auto &child : root->children) {
        QString value;
        switch (child->type) {
        case JsonNode::Type::Object:
        case JsonNode::Type::Array:
            value = u"…"_s;
            break;
        case JsonNode::Type::Null:
            value = u"null"_s;
            break;
        default:
            value = child->scalar.simplified();
            if (value.size() > 80)
                value = value.left(79) + u'…';
        }
        parts.append(child->key + u"="_s + value);
    }
    return parts.join(u", "_s);
}

QVariant SpanTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const Span *s = spanAt(index);
    const Place place = m_places.value(s);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            if (!place.parent && s->name.isEmpty())
                //: name shown for a turn's root span that has no name; %1 is the turn number
                return tr("Turn %1").arg(place.turn + 1);
            return s->name;
        case DurationColumn:
            return s->duration ? formatDuration(*s->duration) : QString();
        case StartColumn: {
            const QDateTime t = DisplayTime::of(s->start);
            return t.isValid() ? QLocale().toString(t.time(), u"HH:mm:ss.zzz"_s) : QString();
        }
        case AttributesColumn: {
            auto it = m_attributeCache.constFind(s);
            if (it == m_attributeCache.constEnd())
                it = m_attributeCache.insert(s, attributesSummary(s->attributes));
            return *it;
        }
        }
        return QVariant();
    case Qt::ToolTipRole:
        if (index.column() == StartColumn)
            return s->start.valid ? s->start.toRfc3339() : QString();
        if (index.column() == AttributesColumn) // input text: shown exactly as written
            return plainToolTip(prettyJson(s->attributes));
        if (index.column() == TimelineColumn && s->duration) {
            const QVariant offset = data(index, StartOffsetRole);
            if (offset.isValid())
                //: tooltip of a trace bar: %1 time since the turn started, %2 duration
                return tr("Starts after %1, lasts %2")
                    .arg(formatDuration(offset.toLongLong()), formatDuration(*s->duration));
            //: tooltip of a trace bar when start times are unknown: %1 duration
            return tr("Lasts %1").arg(formatDuration(*s->duration));
        }
        if (index.column() == NameColumn && s->derived)
            //: tooltip of a span made by the program from the events' times
            return tr("Derived from event times: not measured by a tracer");
        return plainToolTip(s->jsonPath); // keys from the file
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case NameRole:
        return s->name;
    case DurationNanosRole:
        return s->duration ? QVariant(qlonglong(*s->duration)) : QVariant();
    case StartRole:
        return DisplayTime::of(s->start);
    case EndRole:
        return DisplayTime::of(s->end);
    case AttributesJsonRole:
        return s->attributes.json;
    case TurnRole:
        return place.turn;
    case JsonPathRole:
        return s->jsonPath;
    case EventIdRole:
        return s->eventId;
    case ToolCallIdRole:
        return s->toolCallId;
    case DerivedRole:
        return s->derived;
    case DurationFractionRole: {
        const qint64 extent = m_rootExtent.value(place.root);
        if (!s->duration || extent <= 0)
            return QVariant();
        return std::clamp(double(*s->duration) / double(extent), 0.0, 1.0);
    }
    case StartOffsetRole:
        if (!place.root || !place.root->start.valid || !s->start.valid)
            return QVariant();
        return qlonglong(s->start.nanosSinceEpoch - place.root->start.nanosSinceEpoch);
    case RootDurationRole: {
        const qint64 extent = m_rootExtent.value(place.root);
        return extent > 0 ? QVariant(qlonglong(extent)) : QVariant();
    }
    }
    return QVariant();
}

QVariant SpanTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        //: column header: trace span name
        return tr("Span");
    case DurationColumn:
        //: column header: how long the span took
        return tr("Duration");
    case TimelineColumn:
        //: column header: bars showing when each span ran within its turn
        return tr("Timeline");
    case StartColumn:
        //: column header: when the span started
        return tr("Start");
    case AttributesColumn:
        //: column header: the span's key/value attributes
        return tr("Attributes");
    }
    return QVariant();
}

QHash<int, QByteArray> SpanTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(NameRole, "name"_ba);
    names.insert(DurationNanosRole, "durationNanos"_ba);
    names.insert(StartRole, "start"_ba);
    names.insert(EndRole, "end"_ba);
    names.insert(AttributesJsonRole, "attributesJson"_ba);
    names.insert(TurnRole, "turn"_ba);
    names.insert(JsonPathRole, "jsonPath"_ba);
    names.insert(DurationFractionRole, "durationFraction"_ba);
    names.insert(StartOffsetRole, "startOffset"_ba);
    names.insert(RootDurationRole, "rootDuration"_ba);
    names.insert(EventIdRole, "eventId"_ba);
    names.insert(ToolCallIdRole, "toolCallId"_ba);
    names.insert(DerivedRole, "derived"_ba);
    return names;
}

void SpanTreeModel::emitAllChanged(const QModelIndex &parent)
{
    const int rows = rowCount(parent);
    if (rows == 0)
        return;
    Q_EMIT dataChanged(
        index(0, 0, parent), index(rows - 1, ColumnCount - 1, parent), {Qt::DisplayRole});
    for (int r = 0; r < rows; ++r)
        emitAllChanged(index(r, 0, parent));
}

void SpanTreeModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emitAllChanged(QModelIndex());
}
