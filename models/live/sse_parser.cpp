// SPDX-License-Identifier: GPL-2.0-or-later
#include "sse_parser.h"

using namespace Qt::StringLiterals;

QVector<SseEvent> SseParser::feed(const QByteArray &bytes)
{
    QVector<SseEvent> out;
    qsizetype i = 0;
    const qsizetype n = bytes.size();
    if (m_skipLf && n > 0) {
        if (bytes.at(0) == '\n')
            i = 1;
        m_skipLf = false;
    }
    while (i < n) {
        // Find the next CR or LF from i.
        qsizetype j = i;
        while (j < n && bytes.at(j) != '\n' && bytes.at(j) != '\r')
            ++j;
        m_line.append(bytes.constData() + i, j - i);
        if (j == n)
            break;
        if (!m_bomChecked) {
            m_bomChecked = true;
            if (m_line.startsWith("\xEF\xBB\xBF"))
                m_line.remove(0, 3);
        }
        const bool cr = bytes.at(j) == '\r';
        i = j + 1;
        if (cr) {
            if (i < n) {
                if (bytes.at(i) == '\n')
                    ++i;
            } else {
                m_skipLf = true; // the LF of a CR LF pair may come with the next chunk
            }
        }
        const QByteArray line = m_line;
        m_line.clear();
        processLine(line, out);
    }
    if (!m_bomChecked && m_line.size() >= 3) {
        m_bomChecked = true;
        if (m_line.startsWith("\xEF\xBB\xBF"))
            m_line.remove(0, 3);
    }
    return out;
}

QVector<SseEvent> SseParser::finish()
{
    QVector<SseEvent> out;
    if (!m_line.isEmpty()) {
        const QByteArray line = m_line;
        m_line.clear();
        processLine(line, out);
    }
    // An event without its terminating blank line is not dispatched (WHATWG).
    m_discardedAtEnd = m_sawFieldInEvent && m_hasData;
    m_data.clear();
    m_hasData = false;
    m_sawFieldInEvent = false;
    m_eventType.clear();
    m_skipLf = false;
    return out;
}

void SseParser::processLine(const QByteArray &line, QVector<SseEvent> &out)
{
    if (line.isEmpty()) {
        dispatch(out);
        return;
    }
    if (line.startsWith(':')) {
        ++m_comments;
        return;
    }
    QByteArray field = line;
    QByteArray value;
    const qsizetype colon = line.indexOf(':');
    if (colon >= 0) {
        field = line.left(colon);
        value = line.mid(colon + 1);
        if (value.startsWith(' '))
            value.remove(0, 1);
    }
    m_sawFieldInEvent = true;
    if (field == "data") {
        if (m_hasData)
            m_data.append('\n');
        m_data.append(value);
        m_hasData = true;
    } else if (field == "event") {
        m_eventType = QString::fromUtf8(value);
    } else if (field == "id") {
        if (!value.contains('\0'))
            m_lastEventId = QString::fromUtf8(value);
    } else if (field == "retry") {
        bool ok = false;
        const qint64 ms = value.toLongLong(&ok);
        bool digitsOnly = !value.isEmpty();
        for (const char c : value)
            digitsOnly = digitsOnly && c >= '0' && c <= '9';
        if (ok && digitsOnly)
            m_retryMs = ms;
    }
    // Any other field name is ignored.
}

void SseParser::dispatch(QVector<SseEvent> &out)
{
    if (m_hasData) {
        SseEvent event;
        if (!m_eventType.isEmpty())
            event.type = m_eventType;
        event.data = m_data;
        event.lastEventId = m_lastEventId;
        out.append(event);
    }
    m_data.clear();
    m_hasData = false;
    m_sawFieldInEvent = false;
    m_eventType.clear();
}
