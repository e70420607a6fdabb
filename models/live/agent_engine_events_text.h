// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QString>

/// The text of an Agent Engine session's events while they come page by page: one events page
/// `{"sessionEvents":[…]}` holding every event so far (formats.md §1.4.1; each event compact as
/// `agent-engine get --output` writes it, so a one-page session is the very line it saves).
/// The first page with events is the base; the events of later pages are appended to it, so
/// that a shown document grows by them (LiveUpdate). A plain value; the Agent Engine page owns
/// one.
class AgentEngineEventsText
{
public:
    /// The events of one sessions.events.list page, each as compact JSON, in order; empty when
    /// the page has none or is not a page. Thread-safe (reads only).
    static QByteArrayList eventsOf(const QByteArray &pageJson);

    AgentEngineEventsText() = default;
    explicit AgentEngineEventsText(const QString &sessionId);

    bool isNull() const { return m_id.isEmpty(); }
    QString sessionId() const { return m_id; }
    /// Adds a page's events: the base when none came before, else appended.
    void addEvents(const QByteArrayList &events);
    qsizetype count() const { return m_baseEvents.size() + m_appended.size(); }
    /// The events after the base page, in order.
    const QByteArrayList &appendedEvents() const { return m_appended; }
    /// Which text the appended events grow (non-zero; a new number for each session opened).
    quint64 base() const { return m_base; }
    /// The id of the newest event (the last segment of its name); empty when none.
    QString lastEventId() const;
    /// `{"sessionEvents":[…]}` with every event so far.
    QByteArray text() const;

private:
    QString m_id;
    QByteArrayList m_baseEvents;
    QByteArrayList m_appended;
    quint64 m_base = 0;
};
