// SPDX-License-Identifier: GPL-2.0-or-later
// Agent Engine event pages and ADK sessions and event lists (formats.md §1.4.1, §1.4.2, §1.4.6).
#include "adk_reader.h"
#include "trace_reader.h"

#include "json/state_timeline.h"

#include "genai_content_reader.h"

#include <nlohmann/json.hpp>

#include <QHash>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

// Collects the events of one conversation from records of any accepted shape (nlohmann values
// or a tape's).
template<typename J>
class EventCollector
{
public:
    explicit EventCollector(Conversation &c)
        : m_c(c)
    { }

    void collect(const J &v, const QString &path, const SourceLocation &where)
    {
        if (v.is_array()) {
            qint64 i = 0;
            for (const J &item : v) {
                if (!item.is_null())
                    collect(item, path + u'[' + QString::number(i) + u']', where);
                ++i;
            }
            return;
        }
        if (!v.is_object()) {
            genai::wrongType(m_c.diagnostics, where, path, "object", v);
            return;
        }
        if (const J *events = field(v, "sessionEvents")) {
            m_agentEngine = true;
            readList(*events, tolerant::path(path, "sessionEvents"), where);
            return;
        }
        if (const J *sessions = field(v, "sessions"); sessions && sessions->is_array()) {
            qint64 i = 0;
            for (const J &s : *sessions)
                readSession(s, tolerant::path(path, "sessions", i++), where);
            return;
        }
        if (field(v, "events")) {
            readSession(v, path, where);
            return;
        }
        append(adk::readEvent(v, path, where, m_enums), where);
        if (field(v, "eventMetadata") || field(v, "rawEvent"))
            m_agentEngine = true;
    }

    bool agentEngine() const { return m_agentEngine; }
    /// The measured spans a live session carries (adk::kDebugTraceKey), flat.
    QVector<Span> &spans() { return m_spans; }
    genai::EnumMapper &enums() { return m_enums; }
    /// Where each message's record starts (parallel to the conversation's messages).
    QVector<SourceLocation> &locations() { return m_locations; }

private:
    void append(Message m, const SourceLocation &where)
    {
        m_locations.append(genai::at(where, m.jsonPath));
        m_c.messages.append(std::move(m));
    }

    void readList(const J &events, const QString &path, const SourceLocation &where)
    {
        if (!events.is_array()) {
            genai::wrongType(m_c.diagnostics, where, path, "array", events);
            return;
        }
        if (m_c.messages.isEmpty()) { // not per page: that would copy on every page
            m_c.messages.reserve(qsizetype(events.size()));
            m_locations.reserve(qsizetype(events.size()));
        }
        qint64 i = 0;
        for (const J &e : events) {
            // Null elements are records that did not parse (already reported).
            if (!e.is_null())
                append(adk::readEvent(e, tolerant::path(path, "", i), where, m_enums), where);
            ++i;
        }
    }

    void readSession(const J &s, const QString &path, const SourceLocation &where)
    {
        if (!s.is_object()) {
            genai::wrongType(m_c.diagnostics, where, path, "object", s);
            return;
        }
        if (!m_haveSession) {
            m_haveSession = true;
            m_c.jsonPath = path;
            m_c.id = tolerant::stringOr(s, "id");
            const QString app = tolerant::stringOr(s, "appName");
            m_c.title = app.isEmpty() ? m_c.id
                : m_c.id.isEmpty()    ? app
                                      : u"%1 · %2"_s.arg(app, m_c.id);
            if (!app.isEmpty())
                m_c.properties.append({u"appName"_s, app});
            if (const QString user = tolerant::stringOr(s, "userId"); !user.isEmpty())
                m_c.properties.append({u"userId"_s, user});
            const Timestamp updated = tolerant::toTimestamp(field(s, "lastUpdateTime"));
            if (updated.valid)
                m_c.properties.append({u"lastUpdateTime"_s, updated.toRfc3339()});
            if (const J *state = field(s, "state"))
                m_c.declaredState = tolerant::toJsonText(*state);
            m_c.extra = tolerant::unknownFields(
                s, {"id", "appname", "userid", "lastupdatetime", "state", "events", "debugtrace"});
            m_c.raw = tolerant::rawTextWithout(s, {"events", "debugtrace"});
            readSpans(s, path, where);
        } else {
            m_c.diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "Several sessions in one conversation; their events are shown together"),
                {}, genai::at(where, path)));
        }
        if (const J *events = field(s, "events"))
            readList(*events, tolerant::path(path, "events"), where);
    }

    // The live session's `/debug/trace/session/{id}` spans (adk::kDebugTraceKey).
    void readSpans(const J &s, const QString &path, const SourceLocation &where)
    {
        const J *spans = field(s, adk::kDebugTraceKey);
        if (!spans)
            return;
        const QString spansPath = tolerant::path(path, adk::kDebugTraceKey);
        if (!spans->is_array()) {
            genai::wrongType(m_c.diagnostics, where, spansPath, "array", *spans);
            return;
        }
        qint64 i = 0;
        for (const J &span : *spans) // a tape's converted: spans are read through nlohmann
            m_spans.append(trace::readSpan(tolerant::asJson(span),
                tolerant::path(spansPath, "", i++), where, m_c.diagnostics));
    }

    Conversation &m_c;
    QVector<Span> m_spans;
    QVector<SourceLocation> m_locations;
    genai::EnumMapper m_enums;
    bool m_agentEngine = false;
    bool m_haveSession = false;
};

// Agent Engine: the session path is the conversation id (§1.4.1).
void setAgentEngineSession(Conversation &c, const SourceLocation &where)
{
    QString session;
    for (const Message &m : std::as_const(c.messages)) {
        for (const auto &p : m.properties) {
            if (p.first != u"name"_s)
                continue;
            const QString s = QString::fromUtf8(adk::sessionPath(p.second.toUtf8()));
            if (s.isEmpty())
                continue;
            if (session.isEmpty()) {
                session = s;
            } else if (s != session) {
                c.diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP("Diagnostic", "Event %1 belongs to another session: %2"),
                    {m.id, s}, genai::at(where, m.jsonPath)));
            }
        }
    }
    if (session.isEmpty())
        return;
    c.id = session;
    c.title = session.section(u'/', -1);
    const qsizetype engine = session.indexOf(u"/reasoningEngines/"_s);
    if (engine >= 0)
        c.properties.append({u"reasoningEngine"_s, session.mid(engine + 18).section(u'/', 0, 0)});
}

// Pages arrive in ascending timestamp order; sort only when they do not (§1.4.1).
void sortWhenOutOfOrder(
    Conversation &c, QVector<SourceLocation> &locations, const SourceLocation &where)
{
    bool allValid = true;
    bool ordered = true;
    for (qsizetype i = 0; i < c.messages.size(); ++i) {
        allValid = allValid && c.messages.at(i).time.valid;
        if (i > 0 && c.messages.at(i).time < c.messages.at(i - 1).time)
            ordered = false;
    }
    if (ordered || !allValid)
        return;
    QVector<qsizetype> order(c.messages.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&c](qsizetype a, qsizetype b) { return c.messages.at(a).time < c.messages.at(b).time; });
    QVector<Message> messages;
    QVector<SourceLocation> sortedLocations;
    for (qsizetype i : order) {
        messages.append(std::move(c.messages[i]));
        sortedLocations.append(locations.value(i));
    }
    c.messages = std::move(messages);
    locations = std::move(sortedLocations);
    c.diagnostics.append(makeDiagnostic(Severity::Info,
        QT_TRANSLATE_NOOP(
            "Diagnostic", "The events are not in timestamp order; they are shown sorted by time"),
        {}, genai::at(where, QString())));
}

void setTimesFromMessages(Conversation &c)
{
    for (const Message &m : std::as_const(c.messages)) {
        if (!m.time.valid)
            continue;
        if (!c.start.valid || m.time < c.start)
            c.start = m.time;
        if (!c.end.valid || c.end < m.time)
            c.end = m.time;
    }
}

// §1.4.5: the state rebuilt from every stateDelta, compared with the session's own `state`.
void compareDeclaredState(Conversation &c, const SourceLocation &fileOnly)
{
    if (c.declaredState.isNull())
        return; // nothing to compare with (and no timeline to build for a million events)
    SourceLocation where = fileOnly;
    where.jsonPath = tolerant::path(c.jsonPath, "state");
    const StateTimeline timeline(c);
    for (const StateChange &d : timeline.declaredDifferences()) {
        const QString before = QString::fromUtf8(d.before.json);
        const QString after = QString::fromUtf8(d.after.json);
        if (d.before.isNull())
            c.diagnostics.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "The session state has %1 = %2, which no event's stateDelta sets"),
                {d.key, after}, where));
        else if (d.after.isNull())
            c.diagnostics.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "The events set the state key %1 (last to %2), but the session state lacks it"),
                {d.key, before}, where));
        else
            c.diagnostics.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "The session state has %1 = %2, but the events give %3"),
                {d.key, after, before}, where));
    }
}

template<typename J>
Conversation readRecords(const QString &formatId, const QVector<BasicReaderRecord<J>> &records)
{
    Conversation c;
    EventCollector<J> collector(c);
    SourceLocation fileOnly;
    for (const BasicReaderRecord<J> &r : records) {
        if (fileOnly.file.isEmpty())
            fileOnly.file = r.location.file;
        if (!r.value) {
            c.diagnostics += r.diagnostics;
            continue;
        }
        collector.collect(*r.value, r.jsonPath, r.location);
    }
    if (formatId.startsWith(u"agentengine."_s) || collector.agentEngine()) {
        setAgentEngineSession(c, fileOnly);
        sortWhenOutOfOrder(c, collector.locations(), fileOnly);
    }
    adk::mergePartials(c.messages, collector.locations());
    // Each invocation is a turn, numbered in order of appearance.
    QHash<QString, int> turns;
    const Message *previous = nullptr; // the events of an invocation usually follow each other
    for (Message &m : c.messages) {
        if (previous && previous->invocationId == m.invocationId)
            m.turn = previous->turn;
        else if (!m.invocationId.isEmpty())
            m.turn = *turns.insert(m.invocationId, turns.value(m.invocationId, int(turns.size())));
        previous = &m;
    }
    c.turnCount = int(turns.size());
    setTimesFromMessages(c);
    c.diagnostics += collector.enums().takeNotes();
    pairToolCalls(c);
    compareDeclaredState(c, fileOnly);
    if (!collector.spans().isEmpty()) { // measured: no derived trace
        QSet<QString> events;
        for (const Message &m : std::as_const(c.messages))
            events.insert(m.id);
        c.turnSpans = trace::rootsOfEvents(
            trace::buildTree(std::move(collector.spans()), fileOnly, c.diagnostics), events);
    }
    trace::deriveFromEvents(c);
    return c;
}

} // namespace

Conversation AdkReader::read(const QString &formatId, const QVector<ReaderRecord> &records) const
{
    return readRecords(formatId, records);
}

Conversation AdkReader::readTape(const QString &formatId, const QVector<TapeRecord> &records) const
{
    return readRecords(formatId, records);
}

ConversationSummary AdkReader::summarize(const Conversation &c) const
{
    ConversationSummary s = FormatReader::summarize(c);
    for (const auto &p : c.properties) {
        if (p.first == u"appName"_s || (s.agent.isEmpty() && p.first == u"reasoningEngine"_s))
            s.agent = p.second;
    }
    return s;
}
