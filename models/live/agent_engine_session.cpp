// SPDX-License-Identifier: GPL-2.0-or-later
// The Vertex AI Agent Engine sessions REST replies (adk-live.md §5).
#include "agent_engine_session.h"

#include "json/tolerant_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxDetail = 300;

Timestamp timeOf(const QJsonValue &v)
{
    return v.isString() ? tolerant::parseRfc3339(v.toString()) : Timestamp();
}

} // namespace

std::optional<AgentEngineName> AgentEngineName::parse(const QString &text)
{
    static const QRegularExpression name(
        u"^projects/([^/]+)/locations/([^/]+)/reasoningEngines/([^/]+)$"_s);
    const QRegularExpressionMatch m = name.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return AgentEngineName {m.captured(1), m.captured(2), m.captured(3)};
}

QString AgentEngineName::path() const
{
    return u"projects/%1/locations/%2/reasoningEngines/%3"_s.arg(project, location, engine);
}

QUrl AgentEngineName::defaultEndpoint() const
{
    QUrl url;
    url.setScheme(u"https"_s);
    url.setHost(location + u"-aiplatform.googleapis.com"_s);
    return url;
}

namespace agentengine {

bool readSessionsPage(
    const QByteArray &json, QVector<AgentEngineSessionInfo> *sessions, QString *nextPageToken)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonValue list = doc.object().value(u"sessions"_s);
    if (!doc.isObject() || !(list.isArray() || list.isUndefined()))
        return false;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject o = v.toObject();
        AgentEngineSessionInfo s;
        s.name = o.value(u"name"_s).toString();
        s.id = sessionIdOf(s.name);
        s.userId = o.value(u"userId"_s).toString();
        s.displayName = o.value(u"displayName"_s).toString();
        s.createTime = timeOf(o.value(u"createTime"_s));
        s.updateTime = timeOf(o.value(u"updateTime"_s));
        sessions->append(s);
    }
    *nextPageToken = doc.object().value(u"nextPageToken"_s).toString();
    return true;
}

bool readEventsPage(const QByteArray &json, int *events, QString *nextPageToken)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonValue list = doc.object().value(u"sessionEvents"_s);
    if (!doc.isObject() || !(list.isArray() || list.isUndefined()))
        return false;
    *events = int(list.toArray().size());
    *nextPageToken = doc.object().value(u"nextPageToken"_s).toString();
    return true;
}

bool readOperation(const QByteArray &json, OperationState *operation)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    operation->name = o.value(u"name"_s).toString();
    operation->done = o.value(u"done"_s).toBool() || o.isEmpty();
    if (o.value(u"error"_s).isObject()) {
        const QJsonObject status = o.value(u"error"_s).toObject();
        operation->done = true;
        operation->error = makeMcpError(McpError::Kind::Protocol,
            QT_TRANSLATE_NOOP("McpError", "The operation failed (code %1)."),
            {QString::number(status.value(u"code"_s).toInt())},
            status.value(u"message"_s).toString().left(kMaxDetail));
    } else if (o.value(u"response"_s).isObject()) {
        operation->responseJson
            = QJsonDocument(o.value(u"response"_s).toObject()).toJson(QJsonDocument::Compact);
    }
    return !operation->name.isEmpty() || operation->done;
}

QString errorDetail(const QByteArray &body)
{
    const QJsonObject error = QJsonDocument::fromJson(body).object().value(u"error"_s).toObject();
    const QString message = error.value(u"message"_s).toString();
    const QString status = error.value(u"status"_s).toString();
    if (!message.isEmpty() && !status.isEmpty())
        return QString(status + u": "_s + message).left(kMaxDetail);
    if (!message.isEmpty() || !status.isEmpty())
        return QString(status + message).left(kMaxDetail);
    static const QRegularExpression tags(u"<[^>]*>"_s);
    return QString::fromUtf8(body).remove(tags).simplified().left(kMaxDetail);
}

McpError replyError(int status, const QNetworkReply &reply, const QByteArray &body,
    const QUrl &endpoint, int idleTimeoutMs)
{
    McpError error;
    if (status == 401 || status == 403) {
        error = makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The server refused the credentials (HTTP %1)."),
            {QString::number(status)}, errorDetail(body));
    } else if (status == 404) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError",
                "Not found (HTTP 404): the engine or session does not exist, or is not visible "
                "to this account."),
            {}, errorDetail(body));
    } else if (status != 0 && status / 100 != 2) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."),
            {QString::number(status)}, errorDetail(body));
    } else if (reply.error() == QNetworkReply::OperationCanceledError) {
        error = makeMcpError(McpError::Kind::Timeout,
            QT_TRANSLATE_NOOP("McpError", "No response within %1 s."),
            {QString::number(idleTimeoutMs / 1000.0, 'g', 3)});
    } else if (reply.error() != QNetworkReply::NoError) {
        error = makeMcpError(McpError::Kind::Network,
            QT_TRANSLATE_NOOP("McpError", "Could not reach %1."), {endpoint.toString()},
            reply.errorString());
    }
    error.httpStatus = status;
    return error;
}

QUrl requestUrl(
    const QUrl &endpoint, const QString &version, const QString &path, QStringList query)
{
    QUrl url = endpoint;
    QString base = url.path(QUrl::FullyEncoded);
    while (base.endsWith(u'/'))
        base.chop(1);
    const qsizetype question = path.indexOf(u'?');
    url.setPath(base + u'/' + version + u'/' + path.left(question), QUrl::TolerantMode);
    if (question >= 0)
        query.prepend(path.mid(question + 1));
    if (!query.isEmpty())
        url.setQuery(query.join(u'&'), QUrl::StrictMode);
    return url;
}

QString sessionIdOf(const QString &idOrName)
{
    const qsizetype at = idOrName.lastIndexOf(u"/sessions/"_s);
    return at < 0 ? idOrName : idOrName.mid(at + 10).section(u'/', 0, 0);
}

} // namespace agentengine
