// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_session_text.h"
#include "live_update.h"

#include <atomic>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

using namespace Qt::StringLiterals;

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/// The byte after the string whose opening quote is at `i` (the size when it never closes).
qsizetype skipString(const char *d, qsizetype i, qsizetype size)
{
    for (++i; i < size;) {
        const void *q = std::memchr(d + i, '"', std::size_t(size - i));
        if (!q)
            return size;
        const qsizetype at = static_cast<const char *>(q) - d;
        qsizetype slashes = 0;
        while (at - 1 - slashes > i - 1 && d[at - 1 - slashes] == '\\')
            ++slashes;
        if (slashes % 2 == 0)
            return at + 1;
        i = at + 1;
    }
    return size;
}

} // namespace

AdkSessionText::Layout AdkSessionText::locate(const QByteArray &body)
{
    Layout layout;
    const char *d = body.constData();
    const qsizetype size = body.size();
    qsizetype i = 0;
    while (i < size && isBlank(d[i]))
        ++i;
    if (i >= size || d[i] != '{')
        return layout;
    int depth = 0;
    qsizetype keyBegin = -1; // the last string at depth 1 (a key or a value)
    qsizetype keyEnd = -1;
    qsizetype eventsOpen = -1; // the '[' of the events array
    for (; i < size; ++i) {
        const char c = d[i];
        switch (c) {
        case '"': {
            const qsizetype end = skipString(d, i, size);
            if (depth == 1) {
                keyBegin = i + 1;
                keyEnd = end - 1;
                layout.hasMembers = true;
            }
            i = end - 1;
            break;
        }
        case '{':
        case '[':
            ++depth;
            if (c == '[' && depth == 2 && keyEnd - keyBegin == 6
                && std::memcmp(d + keyBegin, "events", 6) == 0) {
                eventsOpen = i;
                qsizetype k = i + 1;
                while (k < size && isBlank(d[k]))
                    ++k;
                layout.hasEvents = k < size && d[k] != ']';
            }
            break;
        case '}':
        case ']':
            --depth;
            if (depth == 1 && c == ']' && eventsOpen >= 0 && layout.arrayEnd < 0)
                layout.arrayEnd = i;
            if (depth == 0) {
                layout.objectEnd = c == '}' ? i : -1;
                return layout;
            }
            break;
        case ',':
        case ':':
            if (depth == 1 && c == ',')
                keyBegin = keyEnd = -1;
            break;
        default:
            break;
        }
    }
    return Layout(); // never closed: not a session object
}

AdkSessionText::AdkSessionText(const QString &id, const QByteArray &body, Layout layout)
    : m_id(id)
    , m_body(body)
    , m_layout(layout)
    , m_located(true)
{ }

AdkSessionText::AdkSessionText(const QString &id, const QByteArray &body)
    : m_id(id)
    , m_body(body)
{ }

void AdkSessionText::setLayout(Layout layout)
{
    m_layout = layout;
    m_located = true;
}

void AdkSessionText::setExtraMember(const QByteArray &key, const QByteArray &json)
{
    const QByteArray trimmed = json.trimmed();
    if (key == m_extraKey && trimmed == m_extraJson)
        return;
    m_extraKey = key;
    m_extraJson = trimmed;
    m_base = nextBase();
}

quint64 AdkSessionText::nextBase()
{
    static std::atomic<quint64> last {0};
    return ++last;
}

AdkSessionText AdkSessionText::empty(const QString &id, const QString &app, const QString &user)
{
    // Through QString's own JSON escaping: ids typed by the user may hold quotes.
    const auto quoted = [](const QString &s) -> QByteArray {
        QByteArray out = "\"";
        for (const QChar ch : s) {
            const char16_t u = ch.unicode();
            if (u == u'"' || u == u'\\')
                out += '\\' + QByteArray(1, char(u));
            else if (u < 0x20)
                out += "\\u00" + QByteArray::number(u, 16).rightJustified(2, '0');
            else
                out += QString(ch).toUtf8();
        }
        return out + '"';
    };
    const QByteArray body = "{\"id\":" + quoted(id) + ",\"appName\":" + quoted(app)
        + ",\"userId\":" + quoted(user) + ",\"events\":[]}";
    return AdkSessionText(id, body, locate(body));
}

void AdkSessionText::appendEvent(const QByteArray &eventJson)
{
    m_appended.append(eventJson.trimmed());
}

void AdkSessionText::appendUserEvent(const QString &text, double seconds)
{
    const QJsonObject content {
        {u"role"_s, u"user"_s}, {u"parts"_s, QJsonArray {QJsonObject {{u"text"_s, text}}}}};
    appendEvent(QJsonDocument(
        QJsonObject {{u"author"_s, u"user"_s}, {u"timestamp"_s, seconds}, {u"content"_s, content}})
                    .toJson(QJsonDocument::Compact));
}

QByteArray AdkSessionText::text() const
{
    const bool extra = !m_extraKey.isEmpty() && !m_extraJson.isEmpty();
    if (m_appended.isEmpty() && !extra)
        return m_body;
    if (!m_located) { // events came before the worker's layout: find it here, once
        m_layout = locate(m_body);
        m_located = true;
    }
    if (m_layout.objectEnd < 0)
        return m_body; // not a session object: the Document says what is wrong with it
    qsizetype bytes = m_body.size() + m_extraKey.size() + m_extraJson.size() + 32;
    for (const QByteArray &e : m_appended)
        bytes += e.size() + 1;
    QByteArray out;
    out.reserve(bytes);
    const bool inArray = m_layout.arrayEnd >= 0;
    const bool appended = !m_appended.isEmpty();
    // The body up to where the events go; the events; then the rest of the body up to its '}'.
    const qsizetype cut = inArray && appended ? m_layout.arrayEnd : m_layout.objectEnd;
    out.append(m_body.constData(), cut);
    bool hasMembers = m_layout.hasMembers;
    if (appended) {
        if (!inArray) {
            out += hasMembers ? ",\"events\":[" : "\"events\":[";
            hasMembers = true;
        }
        bool first = !inArray || !m_layout.hasEvents;
        for (const QByteArray &e : m_appended) {
            if (!first)
                out += ',';
            out += e;
            first = false;
        }
        if (!inArray)
            out += ']';
        else
            out.append(m_body.constData() + cut, m_layout.objectEnd - cut);
    }
    if (extra) {
        out += hasMembers ? ",\"" : "\"";
        out += m_extraKey + "\":" + m_extraJson;
    }
    out.append(m_body.constData() + m_layout.objectEnd, m_body.size() - m_layout.objectEnd);
    return out;
}

LiveUpdate AdkSessionText::liveUpdate() const
{
    LiveUpdate update;
    update.text = [copy = *this] { return copy.text(); }; // the copy shares the bytes
    update.base = m_base;
    update.appended = m_appended;
    update.keepPlace = true; // a session's updates never take the user away from an event
    return update;
}
