// SPDX-License-Identifier: GPL-2.0-or-later
#include "record_index.h"

#include "record_scan.h"
#include "sse_framing.h"

#include <cstring>
#include <initializer_list>

using namespace Qt::StringLiterals;

namespace {

// Whether `key`, folded (ASCII lower case, '_' dropped), is one of `folded`.
bool foldedKeyIn(const char *key, qint64 length, std::initializer_list<const char *> folded)
{
    char buffer[32];
    qint64 n = 0;
    for (qint64 i = 0; i < length; ++i) {
        char c = key[i];
        if (c == '_')
            continue;
        if (n >= static_cast<qint64>(sizeof buffer) - 1)
            return false;
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        buffer[n++] = c;
    }
    buffer[n] = '\0';
    for (const char *k : folded) {
        if (std::strcmp(k, buffer) == 0)
            return true;
    }
    return false;
}

} // namespace

bool RecordIndex::isPageKey(const char *key, qint64 length)
{
    return length >= 8 && foldedKeyIn(key, length, {"conversations", "sessions"});
}

RecordIndex::RecordIndex(const char *data, qint64 size, qsizetype recordChunkBytes)
    : m_data(data)
    , m_size(size)
    , m_window(data)
    , m_windowEnd(size)
    , m_elements(recordChunkBytes)
{ }

const char *RecordIndex::bytesAt(qint64 offset, qint64 length) const
{
    return offset >= m_windowBegin && offset + length <= m_windowEnd ? m_window + offset
                                                                     : m_data + offset;
}

qint64 RecordIndex::scanBytes(const char *bytes, qint64 length)
{
    if (m_finished)
        return m_pos;
    // The window's base is a pointer to where offset 0 would be: m_window + offset is `bytes`
    // + (offset - begin) for every offset of the window. Computed through integers, never
    // dereferenced outside [begin, end).
    const qint64 begin = m_pos;
    const qint64 end = qMin(m_size, begin + length);
    m_window = reinterpret_cast<const char *>(
        reinterpret_cast<quintptr>(bytes) - static_cast<quintptr>(begin));
    m_windowBegin = begin;
    m_windowEnd = end;
    scanTo(end);
    m_window = m_data;
    m_windowBegin = 0;
    m_windowEnd = m_size;
    return m_pos;
}

bool RecordIndex::isContainerKey(const char *key, qint64 length)
{
    return foldedKeyIn(key, length,
        {"sessionevents", "events", "turns", "conversations", "messages", "sessions",
            "evalcaseresults", "evalcases"});
}

qint64 RecordIndex::scan(qint64 limit)
{
    return scanTo(limit);
}

qint64 RecordIndex::scanTo(qint64 limit)
{
    if (m_finished)
        return m_pos;
    limit = qMin(limit, m_size);
    if (m_mode == Mode::Start) {
        qint64 i = m_pos;
        while (i < m_size && recordscan::isBlank(m_data[i])) {
            if (m_data[i] == '\n') {
                ++m_line;
                m_lineStart = i + 1;
            }
            ++i;
        }
        if (i >= m_size) {
            m_pos = i;
            fail(QT_TRANSLATE_NOOP("Diagnostic", "The file is empty"), i);
            return m_pos;
        }
        // The first non-blank character decides (formats.md §1.2 step 2). SSE lines must start
        // a line.
        const bool lineStart = i == 0 || m_data[i - 1] == '\n' || m_data[i - 1] == '\r';
        if (lineStart && sse::isSseLine(m_data + i, m_size - i)) {
            m_mode = Mode::Sse;
            m_framing = Framing::ServerSentEvents;
            m_pos = i;
        } else if (m_data[i] == '{' || m_data[i] == '[') {
            m_mode = Mode::Json;
            m_pos = i;
        } else if (m_data[i] == '"') {
            // A document that is one JSON string (ADK < 1.22 results hold their JSON in one,
            // evaluations.md §3.8 rule 0): one record; its reader parses it again.
            qint64 end = m_size;
            while (end > i && recordscan::isBlank(m_data[end - 1]))
                --end;
            m_mode = Mode::Json;
            m_valueBegin = i;
            m_valueLine = m_line;
            m_valueColumn = columnAt(i);
            endTopValue(end);
            m_pos = m_size;
            finish();
            return m_pos;
        } else {
            m_pos = i;
            fail(QT_TRANSLATE_NOOP("Diagnostic", "Not JSON: expected '{' or '[' but found %1"), i,
                {QString::fromUtf8(m_data + i, qMin<qint64>(12, m_size - i)).trimmed()});
            return m_pos;
        }
    }
    if (m_mode == Mode::Json)
        scanJson(limit); // may turn to Mode::Lines
    if (m_mode == Mode::Lines)
        scanLines(limit);
    else if (m_mode == Mode::Sse)
        scanSse(limit);
    if (!m_finished && m_pos >= m_size)
        finish();
    return m_pos;
}

void RecordIndex::fail(const char *sourceText, qint64 offset, QStringList args)
{
    if (m_error.isNull()) {
        m_error.sourceText = sourceText;
        m_error.args = std::move(args);
        m_error.offset = offset;
    }
    m_pos = m_size;
    finish();
}

void RecordIndex::failAfterValue(qint64 offset)
{
    fail(QT_TRANSLATE_NOOP("Diagnostic", "Unexpected text after a JSON value: %1"), offset,
        {QString::fromUtf8(m_data + offset, qMin<qint64>(12, m_size - offset)).trimmed()});
}

void RecordIndex::endTopValue(qint64 end)
{
    m_values.append({m_valueBegin, end, m_valueLine, m_values.size(), m_valueColumn, m_valuePage});
    if (m_topValues == 0) {
        m_objEnd = end;
        if (m_topArray)
            m_chosen = m_elements;
    }
    ++m_topValues;
    m_valueBegin = -1;
}

void RecordIndex::scanJson(qint64 limit)
{
    const char *const d = m_window; // valid in [m_windowBegin, m_windowEnd), which holds limit
    qint64 i = m_pos;
    for (; i < limit; ++i) {
        if (m_inString) {
            if (!m_escape) {
                i = recordscan::skipStringBody(d, i, limit);
                if (i >= limit)
                    break;
            }
            const char c = d[i];
            if (m_escape) {
                m_escape = false;
                if (c == '\n') { // invalid, but every line break counts, escaped or not
                    ++m_line;
                    m_lineStart = i + 1;
                }
            } else if (c == '\\') {
                m_escape = true;
            } else if (c == '"') {
                m_inString = false;
                if (m_stack.size() == 1)
                    m_stringEnd = i;
                m_lastNonWs = i;
            } else if (c == '\n') {
                ++m_line;
                m_lineStart = i + 1;
            }
            continue;
        }
        if (m_stack.size() >= 3) {
            i = scanDeep(d, i, limit);
            if (i >= limit || m_inString)
                break;
        }
        const char c = d[i];
        if (c == '\n') {
            ++m_line;
            m_lineStart = i + 1;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r')
            continue;
        const qsizetype depth = m_stack.size();
        if (depth == 0) {
            if (c == '{' || c == '[') {
                m_valueBegin = i;
                m_valuePage = false;
                m_valueLine = m_line;
                m_valueColumn = columnAt(i);
                if (m_topValues == 0) {
                    m_topArray = c == '[';
                    m_objBegin = i;
                }
            } else {
                failAfterValue(i);
                return;
            }
        }
        // Elements of the record array of the first top-level value.
        const bool elementDepth
            = m_topValues == 0 && ((depth == 1 && m_topArray) || (depth == 2 && m_inContainer));
        if (elementDepth) {
            if (c == ',' || c == ']') {
                if (m_elementBegin >= 0) {
                    m_elements.append({m_elementBegin, m_lastNonWs + 1, m_elementLine,
                        m_elements.size(), m_elementColumn, m_elementPage});
                    m_elementBegin = -1;
                }
            } else if (m_elementBegin < 0) {
                m_elementBegin = i;
                m_elementPage = false;
                m_elementLine = m_line;
                m_elementColumn = columnAt(i);
            }
        }
        switch (c) {
        case '"':
            m_inString = true;
            m_keyBegin = i + 1;
            if (depth == 1)
                m_stringBegin = i + 1;
            break;
        case ':': {
            // A list page key one level inside a record: top-level values (depth 1) or the
            // elements of a top-level array (depth 2).
            // Broken text can hold a ':' with no string before it (m_keyBegin -1).
            const bool recordLevel = depth == 1 || (depth == 2 && m_topArray && m_topValues == 0);
            m_pageKey = recordLevel && m_keyBegin >= 0 && m_lastNonWs > m_keyBegin
                && isPageKey(
                    bytesAt(m_keyBegin, m_lastNonWs - m_keyBegin), m_lastNonWs - m_keyBegin);
            if (depth == 1 && !m_topArray && m_topValues == 0 && m_stringEnd > m_stringBegin
                && m_stringBegin >= 0) {
                const qint64 keyLength = m_stringEnd - m_stringBegin;
                const char *key = bytesAt(m_stringBegin, keyLength);
                m_keyIsContainer = isContainerKey(key, keyLength);
                if (m_keyIsContainer)
                    m_curKey = QString::fromUtf8(key, keyLength);
                m_expectValueAfterKey = true;
            }
            break;
        }
        case '{':
        case '[':
            if (m_pageKey && c == '[') {
                if (depth == 1)
                    m_valuePage = true;
                else
                    m_elementPage = true;
            }
            m_pageKey = false;
            if (depth == 1 && m_expectValueAfterKey && m_keyIsContainer && c == '[') {
                m_inContainer = true;
                m_curArrOpen = i;
                m_elements.clear();
                m_elementBegin = -1;
            }
            m_stack.push_back(c);
            break;
        case '}':
        case ']': {
            if (depth == 0 || m_stack.back() != (c == '}' ? '{' : '[')) {
                fail(QT_TRANSLATE_NOOP("Diagnostic", "Unexpected '%1'"), i,
                    {QString(QLatin1Char(c))});
                return;
            }
            m_stack.pop_back();
            if (depth == 2 && m_inContainer && c == ']') {
                m_inContainer = false;
                if (!m_elements.isEmpty()) {
                    m_chosen = m_elements;
                    m_containerKey = m_curKey;
                    m_arrOpen = m_curArrOpen;
                    m_arrClose = i;
                }
                m_elements.clear();
            }
            if (depth == 1) {
                endTopValue(i + 1);
                if (m_allowLines && m_valueLine == m_line) {
                    // A value on one line: JSON Lines (or one document), read line by line from
                    // here.
                    m_mode = Mode::Lines;
                    m_linePhase = LinePhase::Between;
                    m_lastNonWs = i;
                    m_pos = i + 1;
                    return;
                }
            }
            break;
        }
        default:
            break;
        }
        if (depth == 1 && c != ':')
            m_expectValueAfterKey = false;
        m_lastNonWs = i;
    }
    m_pos = i;
}

void RecordIndex::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_mode == Mode::Sse) {
        m_final = m_values;
        return;
    }
    if (m_mode == Mode::Lines)
        finishLines();
    const bool broken = m_inString || !m_stack.empty()
        || (m_mode == Mode::Lines && m_linePhase == LinePhase::Value);
    if (broken && m_error.isNull()) {
        m_error.truncated = true;
        m_error.offset = m_size;
        m_error.sourceText = QT_TRANSLATE_NOOP(
            "Diagnostic", "The text ends inside a record that starts at line %1, column %2");
    }
    if (m_topValues >= 2 || (m_topValues == 1 && broken)) {
        m_framing = Framing::JsonSequence;
        m_final = m_values;
        m_containerKey.clear();
        m_chosen.clear();
        if (broken)
            m_error.recordBegin = m_valueBegin;
    } else if (m_topValues == 1 || broken) {
        m_framing
            = m_topValues == 1 || m_objBegin >= 0 ? Framing::SingleDocument : Framing::Unknown;
        if (broken) {
            // Keep the complete elements before the cut.
            if (m_inContainer || m_topArray) {
                m_chosen = m_elements;
                if (m_inContainer) {
                    m_containerKey = m_curKey;
                    m_arrOpen = m_curArrOpen;
                    m_arrClose = -1;
                }
            }
            m_error.recordBegin = m_elementBegin >= 0 ? m_elementBegin : m_objBegin;
            m_final = m_chosen;
        } else if (m_topArray || !m_containerKey.isEmpty()) {
            m_final = m_chosen;
        } else {
            m_final = m_values;
        }
    }
    m_final.renumber();
    // The candidates are in m_final now (shared): drop the scanner's own references.
    m_elements = {};
    m_chosen = {};
    if (m_error.recordBegin >= 0 && m_error.truncated) {
        TextPosition p;
        if (m_error.recordBegin == m_elementBegin)
            p = {m_elementLine, m_elementColumn};
        else if (m_error.recordBegin == m_valueBegin)
            p = {m_valueLine, m_valueColumn};
        else
            p = positionAt(m_error.recordBegin);
        m_error.args = {QString::number(p.line), QString::number(p.column)};
    }
}

QString RecordIndex::recordPath(const RecordRange &r) const
{
    if (!m_containerKey.isEmpty())
        return m_containerKey + u'[' + QString::number(r.index) + u']';
    if (m_framing == Framing::SingleDocument && m_topArray)
        return u'[' + QString::number(r.index) + u']';
    return QString();
}

void RecordIndex::stop()
{
    if (m_finished)
        return;
    m_error.sourceText
        = QT_TRANSLATE_NOOP("Diagnostic", "Loading was stopped; the rest of the file is not shown");
    m_error.offset = m_pos;
    m_size = m_pos;
    finish();
}

RecordList RecordIndex::provisionalRecords(qsizetype from) const
{
    // A copy of the tail only: the scanner keeps appending to its own lists.
    const RecordList *all = nullptr;
    if (m_finished)
        all = &m_final;
    else if (m_mode == Mode::Sse || m_topValues >= 2)
        all = &m_values;
    else if (m_topValues == 0 && (m_topArray || m_inContainer))
        all = &m_elements;
    if (!all || from >= all->size())
        return {};
    return all->mid(from);
}

qsizetype RecordIndex::provisionalCount() const
{
    if (m_finished)
        return m_final.size();
    if (m_mode == Mode::Sse || m_topValues >= 2)
        return m_values.size();
    if (m_topValues == 0 && (m_topArray || m_inContainer))
        return m_elements.size();
    return 0;
}

void RecordIndex::releaseRecordsBefore(qsizetype i)
{
    // Only the provisional records of a record array (those of top-level values are units one
    // by one, few per file).
    if (!m_finished && m_mode == Mode::Json && m_topValues == 0 && (m_topArray || m_inContainer))
        m_elements.releaseBefore(i);
}

Framing RecordIndex::provisionalFraming() const
{
    if (m_finished)
        return m_framing;
    if (m_mode == Mode::Sse)
        return Framing::ServerSentEvents;
    if (m_topValues >= 2)
        return Framing::JsonSequence;
    if (m_topValues == 0 && (m_topArray || m_inContainer))
        return Framing::SingleDocument;
    return Framing::Unknown;
}

QByteArray RecordIndex::provisionalEnvelopeText() const
{
    if (m_finished)
        return envelopeText();
    if (!m_inContainer || m_objBegin < 0 || m_curArrOpen < 0)
        return QByteArray();
    QByteArray out(m_data + m_objBegin, m_curArrOpen + 1 - m_objBegin);
    out.append("]}");
    return out;
}

QByteArray RecordIndex::recordText(const RecordRange &r) const
{
    return recordText(m_data, m_size, r, m_framing == Framing::ServerSentEvents);
}

QByteArray RecordIndex::envelopeText() const
{
    if (m_containerKey.isEmpty() || m_objBegin < 0 || m_arrOpen < 0)
        return QByteArray();
    QByteArray out(m_data + m_objBegin, m_arrOpen + 1 - m_objBegin);
    if (m_arrClose >= 0 && m_objEnd > m_arrClose && m_error.isNull())
        out.append(m_data + m_arrClose, m_objEnd - m_arrClose);
    else
        out.append("]}");
    return out;
}

TextPosition RecordIndex::positionAt(const char *data, qint64 size, qint64 offset,
    qint64 anchorOffset, qint64 anchorLine, qint64 anchorColumn)
{
    offset = qBound<qint64>(0, offset, size);
    if (anchorOffset > offset || anchorOffset < 0) {
        anchorOffset = 0;
        anchorLine = 1;
        anchorColumn = 1;
    }
    qint64 line = anchorLine;
    qint64 lineStart = anchorOffset;
    bool newLine = false;
    for (qint64 i = anchorOffset; i < offset; ++i) {
        if (data[i] == '\n') {
            ++line;
            lineStart = i + 1;
            newLine = true;
        }
    }
    qint64 column = 1;
    if (!newLine) {
        if (anchorColumn > 0) {
            column = anchorColumn;
        } else {
            // Find the real start of the anchor's line.
            while (lineStart > 0 && data[lineStart - 1] != '\n')
                --lineStart;
        }
    }
    for (qint64 i = lineStart; i < offset; ++i) {
        if ((static_cast<unsigned char>(data[i]) & 0xC0) != 0x80)
            ++column;
    }
    return {line, column};
}

qint64 RecordIndex::columnAt(qint64 offset)
{
    // Incremental: counts code points from the last known column on this line (linear overall).
    if (m_colOffset < m_lineStart || m_colOffset > offset) {
        m_colOffset = m_lineStart;
        m_colValue = 1;
    }
    // The part before the scan window (if any) is read from the mapping.
    auto count = [this](const char *bytes, qint64 from, qint64 to) {
        for (qint64 i = from; i < to; ++i) {
            if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80)
                ++m_colValue;
        }
    };
    const qint64 split = qBound(m_colOffset, m_windowBegin, offset);
    count(m_data, m_colOffset, split);
    count(m_window, split, offset);
    m_colOffset = offset;
    return m_colValue;
}

TextPosition RecordIndex::positionAt(qint64 offset) const
{
    return positionAt(m_data, m_size, offset);
}
