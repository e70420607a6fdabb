// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_matches.h"

#include "json_tree_matches.h"
#include "search/text_matches.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHash>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSliceMsecs = 25; ///< a worker posts what it found at least this often

// A JSON value cannot contain a match when its raw text does not contain the query's text: true
// only when that is certain (no escapes that could hide a character of the query, no regex).
bool cannotMatch(const QString &raw, const FindQuery &query)
{
    if (query.regex)
        return false;
    for (const QChar c : query.text) {
        if (c == u'"' || c == u'\\' || c.unicode() < 0x20)
            return false;
    }
    if (raw.contains(u"\\u"_s) || raw.contains(u"\\/"_s))
        return false;
    return !raw.contains(query.text, query.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive);
}

void matchJsonValue(const JsonText &value, const FindQuery &query, int limit,
    ConversationMatch base, QVector<ConversationMatch> &out)
{
    const QString raw = QString::fromUtf8(value.json);
    if (cannotMatch(raw, query))
        return;
    base.where = ConversationMatch::Where::Json;
    const std::shared_ptr<JsonNode> root = parseJsonTree(value.json);
    if (!root) { // not JSON: the card shows the text as it is
        const QVector<Utf16Range> ranges = findMatches(raw, query, limit);
        for (int k = 0; k < ranges.size(); ++k) {
            base.ordinal = k;
            base.range = ranges.at(k);
            out.append(base);
        }
        return;
    }
    const QVector<JsonTreeMatch> found = findJsonTreeMatches(root.get(), query, limit);
    const JsonNode *pathOf = nullptr;
    QString path;
    for (int k = 0; k < found.size(); ++k) {
        const JsonTreeMatch &m = found.at(k);
        if (m.node != pathOf) {
            pathOf = m.node;
            path = jsonTreePath(m.node);
        }
        base.inKey = m.inKey;
        base.ordinal = k;
        base.range = m.range;
        base.path = path;
        out.append(base);
    }
}

} // namespace

ConversationMatches::ConversationMatches(QObject *parent)
    : QAbstractListModel(parent)
{ }

ConversationMatches::~ConversationMatches()
{
    m_workers.cancelAll(true);
}

bool ConversationMatches::searchesText(const Chunk &chunk)
{
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Thought:
    case ChunkKind::Transcript:
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
    case ChunkKind::File:
    case ChunkKind::Error:
        return true;
    default:
        return false;
    }
}

QVector<JsonText> ConversationMatches::jsonValues(const Chunk &chunk)
{
    QVector<JsonText> values;
    switch (chunk.kind) {
    case ChunkKind::ToolCall:
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        if (!chunk.json.isNull())
            values.append(chunk.json);
        break;
    case ChunkKind::ToolResponse: // as ToolResponseCard shows it
        if (!chunk.error.isNull())
            values.append(chunk.error);
        if (!chunk.output.isNull())
            values.append(chunk.output);
        else if (chunk.error.isNull() && !chunk.json.isNull())
            values.append(chunk.json);
        break;
    default:
        break;
    }
    return values;
}

QVector<ConversationMatch> ConversationMatches::matchMessage(
    const Conversation &conversation, int message, const FindQuery &query, int limit)
{
    if (query.isEmpty() || !query.isValid())
        return {};
    return matchValidQuery(conversation, message, query, limit);
}

QVector<ConversationMatch> ConversationMatches::matchValidQuery(
    const Conversation &conversation, int message, const FindQuery &query, int limit)
{
    QVector<ConversationMatch> out;
    if (message < 0 || message >= conversation.messages.size() || limit == 0)
        return out;
    const Message &m = conversation.messages.at(message);
    for (int c = 0; c < m.chunks.size(); ++c) {
        const Chunk &chunk = m.chunks.at(c);
        const int left = limit < 0 ? -1 : limit - int(out.size());
        if (left == 0)
            break;
        ConversationMatch base;
        base.message = message;
        base.chunk = c;
        if (searchesText(chunk)) {
            const QVector<Utf16Range> ranges = findMatches(chunk.text, query, left);
            for (int k = 0; k < ranges.size(); ++k) {
                base.ordinal = k;
                base.range = ranges.at(k);
                out.append(base);
            }
            continue;
        }
        const QVector<JsonText> values = jsonValues(chunk);
        for (int v = 0; v < values.size(); ++v) {
            const int rest = limit < 0 ? -1 : limit - int(out.size());
            if (rest == 0)
                break;
            base.value = quint8(v);
            matchJsonValue(values.at(v), query, rest, base, out);
        }
    }
    return out;
}

void ConversationMatches::setSearch(
    std::shared_ptr<const Conversation> conversation, const FindQuery &query)
{
    m_workers.cancelAll(false);
    beginResetModel();
    m_conversation = std::move(conversation);
    m_query = query;
    m_matches.clear();
    m_messagesDone = 0;
    m_truncated = false;
    ++m_generation;
    const bool search = m_conversation && !query.isEmpty() && query.isValid();
    m_complete = !search;
    endResetModel();
    if (!search) {
        Q_EMIT completed();
        return;
    }
    const quint64 generation = m_generation;
    m_workers.start([this, generation, c = m_conversation, query](const std::atomic_bool &cancel) {
        QVector<ConversationMatch> batch;
        QElapsedTimer timer;
        timer.start();
        bool posted = false;
        int total = 0;
        const int messages = int(c->messages.size());
        auto post = [&](int messagesDone, bool finished) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, b = std::move(batch), messagesDone, finished]() mutable {
                    applyBatch(generation, std::move(b), messagesDone, finished);
                },
                Qt::QueuedConnection);
            batch = {};
            posted = true;
            timer.restart();
        };
        for (int m = 0; m < messages && !cancel.load(); ++m) {
            const QVector<ConversationMatch> found
                = matchValidQuery(*c, m, query, kMaxMatches - total);
            total += int(found.size());
            batch += found;
            const bool last = m == messages - 1 || total >= kMaxMatches;
            if (last || timer.elapsed() >= kSliceMsecs || batch.size() >= kSliceMatches
                || (!posted && !batch.isEmpty()))
                post(m + 1, last);
            if (last)
                break;
        }
        if (messages == 0 && !cancel.load())
            post(0, true);
    });
}

void ConversationMatches::applyBatch(
    quint64 generation, QVector<ConversationMatch> batch, int messagesDone, bool finished)
{
    if (generation != m_generation)
        return; // a cancelled search
    if (!batch.isEmpty()) {
        const int first = count();
        beginInsertRows(QModelIndex(), first, first + int(batch.size()) - 1);
        m_matches.insert(m_matches.end(), std::make_move_iterator(batch.begin()),
            std::make_move_iterator(batch.end()));
        endInsertRows();
    }
    m_messagesDone = messagesDone;
    if (finished) {
        m_complete = true;
        m_truncated = count() >= kMaxMatches;
    }
    Q_EMIT progress(messagesDone, m_conversation ? int(m_conversation->messages.size()) : 0);
    if (finished)
        Q_EMIT completed();
}

bool ConversationMatches::waitForComplete(int msecs)
{
    QDeadlineTimer deadline(msecs);
    while (!m_complete && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return m_complete;
}

int ConversationMatches::firstAtOrAfter(int message, int chunk) const
{
    const auto it = std::lower_bound(m_matches.cbegin(), m_matches.cend(),
        qMakePair(message, chunk), [](const ConversationMatch &m, const QPair<int, int> &key) {
            return m.message < key.first || (m.message == key.first && m.chunk < key.second);
        });
    return int(it - m_matches.cbegin());
}

QPair<int, int> ConversationMatches::matchesOf(int message, int chunk) const
{
    const int first = firstAtOrAfter(message, chunk);
    const int last = chunk >= 0 ? firstAtOrAfter(message, chunk + 1) : firstAtOrAfter(message + 1);
    return {first, last};
}

int ConversationMatches::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant ConversationMatches::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const ConversationMatch &m = m_matches.at(size_t(index.row()));
    switch (role) {
    case Qt::DisplayRole: {
        // Where it is and the text around it (a JSON match names its path).
        if (m.where == ConversationMatch::Where::Json)
            return m.path;
        const Message *message = m_conversation && m.message < m_conversation->messages.size()
            ? &m_conversation->messages.at(m.message)
            : nullptr;
        if (!message || m.chunk >= message->chunks.size())
            return QVariant();
        const QString &text = message->chunks.at(m.chunk).text;
        const qsizetype from = qMax<qsizetype>(0, m.range.begin - 30);
        QString context = text.mid(from, m.range.end + 30 - from).simplified();
        return context;
    }
    case MessageRole:
        return m.message;
    case ChunkRole:
        return m.chunk;
    case WhereRole:
        return m.where == ConversationMatch::Where::Json ? u"json"_s : u"text"_s;
    case ValueRole:
        return int(m.value);
    case InKeyRole:
        return m.inKey;
    case OrdinalRole:
        return m.ordinal;
    case BeginRole:
        return int(m.range.begin);
    case EndRole:
        return int(m.range.end);
    case PathRole:
        return m.path;
    }
    return QVariant();
}

QHash<int, QByteArray> ConversationMatches::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(MessageRole, "message"_ba);
    names.insert(ChunkRole, "chunk"_ba);
    names.insert(WhereRole, "where"_ba);
    names.insert(ValueRole, "value"_ba);
    names.insert(InKeyRole, "inKey"_ba);
    names.insert(OrdinalRole, "ordinal"_ba);
    names.insert(BeginRole, "begin"_ba);
    names.insert(EndRole, "end"_ba);
    names.insert(PathRole, "path"_ba);
    return names;
}
