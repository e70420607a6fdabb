// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QVector>

/// One dispatched Server-Sent Event: its type, its data (the `data:` lines joined with "\n",
/// raw UTF-8 bytes) and the last event id seen so far. A plain value.
struct SseEvent {
    QString type = QStringLiteral("message"); ///< `event:` field; "message" when absent
    QByteArray data; ///< UTF-8; several `data:` lines joined with '\n'
    QString lastEventId; ///< `id:` of this or an earlier event (WHATWG semantics)
};

/// Incremental text/event-stream parser (WHATWG HTML "server-sent events" interpretation).
/// Feed it the bytes of a response as they arrive, in any split: events, lines, CR LF pairs
/// and UTF-8 sequences may be cut anywhere. Handles LF, CR LF and CR line ends, comments,
/// `event:`, `data:`, `id:` and `retry:`, and a leading byte order mark. Owned by its reader.
class SseParser
{
public:
    /// Parses `bytes` and returns the events completed by them (in order).
    QVector<SseEvent> feed(const QByteArray &bytes);
    /// The stream ended: a last line without a line end is processed; an event without its
    /// closing blank line is discarded (as the standard says) and counted in discardedAtEnd().
    QVector<SseEvent> finish();

    /// `retry:` in milliseconds; -1 when the stream never sent one.
    qint64 retryMs() const { return m_retryMs; }
    QString lastEventId() const { return m_lastEventId; }
    /// Comment lines seen (keep-alives such as ": ping").
    int commentCount() const { return m_comments; }
    /// Whether finish() dropped an unterminated event (the stream was cut mid-event).
    bool discardedAtEnd() const { return m_discardedAtEnd; }
    /// Bytes waiting for a line end.
    qsizetype pendingBytes() const { return m_line.size(); }

private:
    void processLine(const QByteArray &line, QVector<SseEvent> &out);
    void dispatch(QVector<SseEvent> &out);

    QByteArray m_line; ///< the current incomplete line (raw bytes)
    QByteArray m_data; ///< data buffer of the event being built
    QString m_eventType;
    QString m_lastEventId;
    bool m_hasData = false;
    bool m_sawFieldInEvent = false;
    bool m_skipLf = false; ///< the previous chunk ended with CR: a leading LF belongs to it
    bool m_bomChecked = false;
    bool m_discardedAtEnd = false;
    qint64 m_retryMs = -1;
    int m_comments = 0;
};
