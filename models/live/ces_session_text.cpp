// SPDX-License-Identifier: GPL-2.0-or-later
// A live CES session as JSON Lines of bidi-style messages (config, realtimeInput, sessionOutput).
#include "ces_session_text.h"

#include "live_update.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>

using namespace Qt::StringLiterals;

namespace {

quint64 nextBase()
{
    static std::atomic<quint64> last {0};
    return ++last;
}

QByteArray wrapped(const QString &key, const QJsonObject &value)
{
    return QJsonDocument(QJsonObject {{key, value}}).toJson(QJsonDocument::Compact);
}

// `json` without white space outside its strings: one line (JSON strings hold no raw line end).
QByteArray compacted(const QByteArray &json)
{
    QByteArray out;
    out.reserve(json.size());
    bool inString = false;
    bool escape = false;
    for (const char ch : json) {
        if (inString) {
            if (escape)
                escape = false;
            else if (ch == '\\')
                escape = true;
            else if (ch == '"')
                inString = false;
        } else if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') {
            continue;
        } else if (ch == '"') {
            inString = true;
        }
        // A raw line end inside a (broken) string would split the line: escaped instead.
        if (inString && (ch == '\n' || ch == '\r')) {
            out += ch == '\n' ? "\\n" : "\\r";
            continue;
        }
        out += ch;
    }
    return out;
}

} // namespace

CesSessionText::CesSessionText(const CesRunRequest &request)
    : m_config(configLine(request))
    , m_session(request.session)
    , m_base(nextBase())
{ }

QByteArray CesSessionText::configLine(const CesRunRequest &request)
{
    return wrapped(u"config"_s, request.configJson());
}

QByteArrayList CesSessionText::inputLines(const CesRunRequest &request)
{
    QByteArrayList lines;
    for (const CesSessionInput &input : request.inputs)
        lines << wrapped(u"realtimeInput"_s, input.toJson());
    return lines;
}

QByteArray CesSessionText::outputLine(const QByteArray &outputJson)
{
    const QByteArray body = compacted(outputJson.trimmed());
    return "{\"sessionOutput\":" + (body.isEmpty() ? "{}"_ba : body) + '}';
}

void CesSessionText::appendInputs(const CesRunRequest &request)
{
    m_appended += inputLines(request);
}

void CesSessionText::appendOutput(const QByteArray &outputJson)
{
    m_appended << outputLine(outputJson);
}

QByteArray CesSessionText::text() const
{
    if (isNull())
        return {};
    qsizetype size = m_config.size() + 1;
    for (const QByteArray &line : m_appended)
        size += line.size() + 1;
    QByteArray out;
    out.reserve(size);
    out += m_config + '\n';
    for (const QByteArray &line : m_appended)
        out += line + '\n';
    return out;
}

LiveUpdate CesSessionText::liveUpdate(const QString &displayName, bool streaming) const
{
    LiveUpdate update;
    update.text = [copy = *this] { return copy.text(); }; // the copy shares the bytes
    update.base = m_base;
    update.appended = m_appended;
    update.displayName = displayName;
    update.keepPlace = true;
    update.streaming = streaming;
    return update;
}
