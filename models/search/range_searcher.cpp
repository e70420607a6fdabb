// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/range_searcher.h"

#include "search/text_matches.h"

#include <QVarLengthArray>

namespace {

/// Bytes searched between two checkpoints (cancel checks, progress, result batches).
constexpr qint64 Window = qint64(1) << 20;

} // namespace

namespace {

/// The query's pattern in a string of its own: forEachMatch reads re.pattern() for every value,
/// and a string shared by every worker would make all cores update one reference count.
QString ownPattern(const FindQuery &query)
{
    const QString shared = query.pattern();
    return QString(shared.constData(), shared.size());
}

} // namespace

RangeSearcher::RangeSearcher(const FindQuery &query, const AnchorSearch &anchor)
    : m_anchor(anchor)
    // A fresh compile per worker: no compiled pattern is shared between threads.
    , m_re(ownPattern(query), query.patternOptions())
    , m_valid(!query.isEmpty() && query.isValid())
{ }

QHash<int, ConversationHits> RangeSearcher::takeTallies()
{
    QHash<int, ConversationHits> out;
    out.swap(m_tallies);
    return out;
}

bool RangeSearcher::search(const char *data, const SearchRange &range, const Checkpoint &checkpoint)
{
    if (range.end <= range.begin)
        return checkpoint(0);
    if (!m_valid)
        return checkpoint(range.end - range.begin);
    return m_anchor.isUsable() ? searchAnchored(data, range, checkpoint)
                               : searchEveryValue(data, range, checkpoint);
}

void RangeSearcher::verify(const char *data, const JsonScalar &value, int conversation)
{
    const char *raw = data + value.bytes.begin;
    const qint64 length = value.bytes.length();
    if (value.isString) {
        JsonStrings::decode(raw, length, &m_buffer);
    } else {
        m_buffer.resize(length); // an ASCII literal
        for (qint64 i = 0; i < length; ++i)
            m_buffer[i] = QLatin1Char(raw[i]);
    }
    qsizetype first = -1;
    const qsizetype count = countMatches(QStringView(m_buffer), m_re, &first);
    if (count == 0)
        return;
    const qint64 offset = value.bytes.begin
        + (value.isString ? JsonStrings::byteOffsetOf(raw, length, first) : qint64(first));
    auto it = m_tallies.find(conversation);
    if (it == m_tallies.end()) {
        m_tallies.insert(conversation, ConversationHits {conversation, int(count), offset});
    } else {
        it->matches += int(count);
        if (it->firstOffset < 0 || offset < it->firstOffset)
            it->firstOffset = offset;
    }
    m_total += count;
}

bool RangeSearcher::searchEveryValue(
    const char *data, const SearchRange &range, const Checkpoint &checkpoint)
{
    JsonStrings scanner(data, range.begin, range.end);
    JsonScalar value;
    qint64 reported = range.begin;
    while (scanner.next(&value)) {
        verify(data, value, range.conversation);
        if (scanner.position() - reported >= Window) {
            const qint64 now = scanner.position();
            if (!checkpoint(now - reported))
                return false;
            reported = now;
        }
    }
    return checkpoint(range.end - reported);
}

bool RangeSearcher::searchAnchored(
    const char *data, const SearchRange &range, const Checkpoint &checkpoint)
{
    const qint64 end = range.end;
    const int patterns = m_anchor.patternCount();
    // next[i]: the next hit of pattern i at or after p inside the window, or the window's end.
    QVarLengthArray<qint64, 8> next(patterns);
    JsonStrings scanner(data, range.begin, end);
    JsonScalar pending;
    bool hasPending = false;
    qint64 p = range.begin;
    qint64 windowEnd = range.begin;
    qint64 reported = range.begin;
    while (p < end) {
        if (p >= windowEnd) {
            if (p - reported >= Window) {
                if (!checkpoint(p - reported))
                    return false;
                reported = p;
            }
            windowEnd = qMin(p + Window, end);
            for (int i = 0; i < patterns; ++i)
                next[i] = -1;
        }
        qint64 hit = windowEnd;
        for (int i = 0; i < patterns; ++i) {
            if (next[i] < p) {
                // Hits may start anywhere before windowEnd, so they may end after it.
                const qint64 limit = qMin(windowEnd + m_anchor.patternLength(i) - 1, end);
                const char *h = m_anchor.find(i, data + p, data + limit);
                next[i] = (h == data + limit) ? windowEnd : h - data;
            }
            hit = qMin(hit, next[i]);
        }
        if (hit >= windowEnd) {
            p = windowEnd;
            continue;
        }
        // The first value that ends after the hit; values before it held no hit.
        while (!hasPending || pending.bytes.end <= hit) {
            hasPending = scanner.next(&pending);
            if (!hasPending)
                break;
        }
        if (!hasPending) {
            p = end;
            break;
        }
        if (pending.bytes.begin <= hit) {
            verify(data, pending, range.conversation); // the whole value, once
            p = qMax(pending.bytes.end, hit + 1);
            hasPending = false;
        } else {
            p = pending.bytes.begin; // the hit was in a key or between values
        }
    }
    return checkpoint(end - reported);
}
