// SPDX-License-Identifier: GPL-2.0-or-later
// Server-sent events framing (formats.md §3.10): the SSE half of RecordIndex.
#include "sse_framing.h"
#include "record_index.h"

#include <cstring>

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool startsWith(const char *p, qint64 avail, const char *prefix)
{
    const auto n = static_cast<qint64>(std::strlen(prefix));
    return avail >= n && std::memcmp(p, prefix, static_cast<size_t>(n)) == 0;
}

// The end of the line starting at `from`: the offset of its '\r' or '\n', or `size`.
qint64 lineEnd(const char *data, qint64 size, qint64 from)
{
    qint64 i = from;
    while (i < size && data[i] != '\n' && data[i] != '\r')
        ++i;
    return i;
}

// Offset of the next line after a line ending at `eol` (LF, CRLF or CR).
qint64 nextLine(const char *data, qint64 size, qint64 eol)
{
    if (eol >= size)
        return size;
    if (data[eol] == '\r' && eol + 1 < size && data[eol + 1] == '\n')
        return eol + 2;
    return eol + 1;
}

// '{', or '[' followed by something that can start a JSON value ("[DONE]" is not JSON).
bool looksLikeJsonContainer(const char *p, qint64 n)
{
    if (n <= 0)
        return false;
    if (p[0] == '{')
        return true;
    if (p[0] != '[')
        return false;
    qint64 i = 1;
    while (i < n && isBlank(p[i]))
        ++i;
    if (i >= n)
        return true;
    const char c = p[i];
    return c == '{' || c == '[' || c == ']' || c == '"' || c == '-' || (c >= '0' && c <= '9')
        || c == 't' || c == 'f' || c == 'n';
}

} // namespace

namespace sse {

bool isSseLine(const char *p, qint64 avail)
{
    return startsWith(p, avail, "data:") || startsWith(p, avail, "event:")
        || startsWith(p, avail, "id:") || startsWith(p, avail, "retry:")
        || startsWith(p, avail, ":");
}

} // namespace sse

void RecordIndex::scanSse(qint64 limit)
{
    const char *const d = m_data;
    qint64 i = m_pos;
    auto dispatch = [this, d]() {
        if (m_eventHasData) {
            qint64 p = m_eventPayloadBegin;
            while (p < m_eventEnd && isBlank(d[p]))
                ++p;
            if (p < m_eventEnd && looksLikeJsonContainer(d + p, m_eventEnd - p))
                m_values.append({m_eventBegin, m_eventEnd, m_eventLine, m_values.size()});
            else
                ++m_skippedSse;
        }
        m_eventHasData = false;
        m_eventBegin = -1;
    };
    while (i < limit) {
        const qint64 eol = lineEnd(d, m_size, i);
        const qint64 len = eol - i;
        if (len == 0) {
            dispatch();
        } else if (startsWith(d + i, len, "data:")) {
            if (!m_eventHasData) {
                m_eventBegin = i;
                m_eventLine = m_line;
                m_eventPayloadBegin = i + 5;
                m_eventHasData = true;
            }
            m_eventEnd = eol;
        }
        // ':' comments, event:, id:, retry: and unknown fields carry no content.
        const qint64 next = nextLine(d, m_size, eol);
        if (next > eol)
            ++m_line;
        i = next;
    }
    m_pos = i;
    if (m_pos >= m_size)
        dispatch();
}

QByteArray RecordIndex::recordText(const char *data, qint64 size, const RecordRange &r, bool sse)
{
    if (!sse)
        return QByteArray::fromRawData(data + r.begin, r.end - r.begin);
    QByteArray out;
    qint64 i = r.begin;
    bool first = true;
    while (i < r.end) {
        const qint64 eol = qMin(lineEnd(data, size, i), r.end);
        if (startsWith(data + i, eol - i, "data:")) {
            qint64 p = i + 5;
            if (p < eol && data[p] == ' ')
                ++p;
            if (!first)
                out += '\n';
            out.append(data + p, eol - p);
            first = false;
        }
        i = nextLine(data, size, eol);
        if (i == eol)
            break;
    }
    return out;
}
