// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QString>

struct LiveUpdate;

/// The text of a live ADK session: the server's session body as it came, plus the events
/// streamed since, joined into one ADK Session JSON without parsing either. A session of
/// 100,000 events is tens of megabytes: locate() scans it once (on a worker), and text() only
/// copies bytes, so the GUI thread never parses it (the Document does, off that thread). A
/// plain value; the ADK page owns one.
class AdkSessionText
{
public:
    /// Where the top-level "events" array of a session body is, found by locate().
    struct Layout {
        qsizetype arrayEnd = -1; ///< byte offset of the array's ']'; -1: no events array
        bool hasEvents = false; ///< the array holds at least one element
        qsizetype objectEnd = -1; ///< byte offset of the session's '}'; -1: not an object
        bool hasMembers = false; ///< the session object holds at least one member
    };

    /// Scans `body` (the text of a session object) for its top-level "events" array: strings
    /// are skipped as JSON lexes them; nothing is parsed. Thread-safe (reads only).
    static Layout locate(const QByteArray &body);

    AdkSessionText() = default;
    /// The server's `body` of GET session, with the `layout` locate() found in it. A body
    /// without an events array gets one (at its end) for the events appended.
    AdkSessionText(const QString &id, const QByteArray &body, Layout layout);
    /// The same before its layout is known (setLayout(), from a worker): text() locates it
    /// itself if events come first.
    AdkSessionText(const QString &id, const QByteArray &body);
    /// The layout locate() found in this text's body.
    void setLayout(Layout layout);
    /// The body this text was made from (to match a layout found for it).
    const QByteArray &body() const { return m_body; }
    /// A session not fetched yet: {"id", "appName", "userId", "events": []}.
    static AdkSessionText empty(const QString &id, const QString &app, const QString &user);

    bool isNull() const { return m_id.isEmpty(); }
    QString id() const { return m_id; }
    /// Appends the text of one event (a JSON object) to the events array.
    void appendEvent(const QByteArray &eventJson);
    /// Appends the user's own event with `text`, sent at `seconds` since the epoch, as the
    /// server will store it (until the server's record replaces it).
    void appendUserEvent(const QString &text, double seconds);
    /// The events appended since the body came.
    qsizetype appendedCount() const { return m_appended.size(); }
    /// Which text the appended events grow: a new number whenever the body or the extra member
    /// changes (text() then differs by more than appended events).
    quint64 base() const { return m_base; }
    /// Sets a member of the session object added at its end (`json`, a JSON value; empty: none),
    /// as the ADK page adds the server's spans (adk::kDebugTraceKey).
    void setExtraMember(const QByteArray &key, const QByteArray &json);
    /// The whole session: the body with the appended events at the end of its events array and
    /// the extra member at the end of the object.
    QByteArray text() const;
    /// This text as a live document's update that keeps the user's place: text() made when
    /// asked, base() and the appended events (the caller names it and its answer).
    LiveUpdate liveUpdate() const;

private:
    QString m_id;
    QByteArray m_body;
    mutable Layout m_layout;
    mutable bool m_located = false;
    QByteArrayList m_appended;
    QByteArray m_extraKey;
    QByteArray m_extraJson;
    quint64 m_base = nextBase();

    static quint64 nextBase();
};
