// SPDX-License-Identifier: GPL-2.0-or-later
// The ADK API server's REST contract (adk-live.md §1) and its SSE runs (§2).
#include "adk_client.h"

#include "mcp_client.h"
#include "sse_parser.h"
#include "waiting_operations.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;

struct AdkClient::Operation {
    Kind kind;
    QByteArray verb;
    QUrl url;
    QByteArray request; ///< the request body
    bool waitingForToken = false;
    bool retried = false; ///< sent again after a 401
    QPointer<QNetworkReply> reply;
    SseParser sse; ///< a run's stream
    QByteArray body; ///< any other reply, and an error reply of a run
    bool eventStream = false;
    bool cancelled = false;
    bool bodyReadScheduled = false;
};

namespace {

constexpr qsizetype kMaxBody = 64 * 1024 * 1024;
constexpr qint64 kReadSlice = 4 * 1024 * 1024; ///< body bytes read per turn of the event loop
constexpr qsizetype kMaxDetail = 300;

QString segment(const QString &s)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(s));
}

// The server's own words in an error body (adk-live.md §1.1 "Error bodies"): TS `error`, Python
// `detail` (a text, or FastAPI's list of {msg}), Java `message`, else the text without markup.
QString serverMessage(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        for (const QString &key : {u"error"_s, u"detail"_s, u"message"_s}) {
            const QJsonValue v = o.value(key);
            if (v.isString())
                return v.toString().left(kMaxDetail);
            if (v.isObject() && v.toObject().value(u"message"_s).isString())
                return v.toObject().value(u"message"_s).toString().left(kMaxDetail);
            if (v.isArray()) {
                QStringList parts;
                for (const QJsonValue &item : v.toArray())
                    parts << (item.isObject() ? item.toObject().value(u"msg"_s).toString()
                                              : item.toVariant().toString());
                return parts.join(u"; "_s).left(kMaxDetail);
            }
        }
    }
    static const QRegularExpression tags(u"<[^>]*>"_s);
    return QString::fromUtf8(body).remove(tags).simplified().left(kMaxDetail);
}

Timestamp epochOf(const QJsonValue &v)
{
    if (!v.isDouble())
        return {};
    const double x = v.toDouble();
    if (!std::isfinite(x) || std::abs(x) > 1e15)
        return {};
    // adk-live.md §3: above 1e11 it is milliseconds (TS, Java), else seconds (Python, Go), whose
    // fraction holds microseconds.
    Timestamp t;
    t.nanosSinceEpoch = x > 1e11 ? qRound64(x) * 1000000 : qRound64(x * 1e6) * 1000;
    t.valid = true;
    return t;
}

AdkSessionInfo sessionInfo(const QJsonObject &o)
{
    AdkSessionInfo s;
    s.id = o.value(u"id"_s).toString();
    // Older Python builds write snake_case (adk-live.md §3 "JSON key case").
    s.appName = o.value(o.contains(u"appName"_s) ? u"appName"_s : u"app_name"_s).toString();
    s.userId = o.value(o.contains(u"userId"_s) ? u"userId"_s : u"user_id"_s).toString();
    s.lastUpdate = epochOf(
        o.value(o.contains(u"lastUpdateTime"_s) ? u"lastUpdateTime"_s : u"last_update_time"_s));
    return s;
}

McpError malformed(const char *what, const QString &detail = QString())
{
    return makeMcpError(McpError::Kind::Protocol, what, {}, detail);
}

} // namespace

AdkClient::AdkClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{ }

AdkClient::~AdkClient()
{
    for (auto &[id, op] : m_operations) {
        if (op->reply) {
            op->reply->disconnect(this);
            op->reply->abort();
        }
    }
}

bool AdkClient::setEndpoint(const QUrl &url, McpError *error)
{
    if (!McpClient::isAllowedEndpoint(url, error))
        return false;
    m_endpoint = url;
    return true;
}

QString AdkClient::sessionsPath(const QString &app, const QString &user) const
{
    return u"/apps/%1/users/%2/sessions"_s.arg(segment(app), segment(user));
}

int AdkClient::listApps()
{
    return start(Kind::Apps, "GET", u"/list-apps"_s, {});
}

int AdkClient::listSessions(const QString &app, const QString &user)
{
    return start(Kind::Sessions, "GET", sessionsPath(app, user), {});
}

int AdkClient::getSession(const QString &app, const QString &user, const QString &sessionId)
{
    return start(Kind::Session, "GET", sessionsPath(app, user) + u'/' + segment(sessionId), {});
}

int AdkClient::createSession(const QString &app, const QString &user, const QByteArray &stateJson)
{
    QJsonObject body;
    const QJsonDocument state = QJsonDocument::fromJson(stateJson);
    if (state.isObject())
        body.insert(u"state"_s, state.object());
    return start(Kind::Create, "POST", sessionsPath(app, user),
        QJsonDocument(body).toJson(QJsonDocument::Compact));
}

int AdkClient::deleteSession(const QString &app, const QString &user, const QString &sessionId)
{
    return start(Kind::Delete, "DELETE", sessionsPath(app, user) + u'/' + segment(sessionId), {});
}

int AdkClient::run(const AdkRunRequest &request)
{
    QJsonObject body {{u"appName"_s, request.appName}, {u"userId"_s, request.userId},
        {u"sessionId"_s, request.sessionId},
        {u"newMessage"_s,
            QJsonObject {{u"role"_s, u"user"_s},
                {u"parts"_s, QJsonArray {QJsonObject {{u"text"_s, request.text}}}}}},
        {u"streaming"_s, request.streaming}};
    const QJsonDocument delta = QJsonDocument::fromJson(request.stateDelta);
    if (delta.isObject() && !delta.object().isEmpty())
        body.insert(u"stateDelta"_s, delta.object());
    return start(
        Kind::Run, "POST", u"/run_sse"_s, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

int AdkClient::listArtifacts(const QString &app, const QString &user, const QString &sessionId)
{
    return start(Kind::Artifacts, "GET",
        sessionsPath(app, user) + u'/' + segment(sessionId) + u"/artifacts"_s, {});
}

int AdkClient::getArtifact(const QString &app, const QString &user, const QString &sessionId,
    const QString &name, int version)
{
    QString path
        = sessionsPath(app, user) + u'/' + segment(sessionId) + u"/artifacts/"_s + segment(name);
    if (version >= 0)
        path += u"/versions/"_s + QString::number(version);
    return start(Kind::Artifact, "GET", path, {});
}

int AdkClient::fetchSessionTrace(const QString &sessionId)
{
    return start(Kind::Trace, "GET", u"/debug/trace/session/"_s + segment(sessionId), {});
}

void AdkClient::setTokenSource(TokenSource *source)
{
    if (m_tokens)
        m_tokens->disconnect(this);
    m_tokens = source;
    if (source) {
        connect(source, &TokenSource::ready, this, &AdkClient::onTokenReady);
        connect(source, &TokenSource::failed, this, &AdkClient::onTokenFailed);
    }
}

void AdkClient::onTokenReady()
{
    sendWaitingOperations(m_operations, [this](int id, auto &op) { send(id, op); });
}

void AdkClient::onTokenFailed(const McpError &error)
{
    failWaitingOperations(m_operations, [this, &error](int id) { Q_EMIT failed(id, error); });
}

void AdkClient::cancel(int operation)
{
    const auto it = m_operations.find(operation);
    if (it != m_operations.end() && it->second->waitingForToken) {
        m_operations.erase(it);
        QMetaObject::invokeMethod(
            this,
            [this, operation] {
                Q_EMIT failed(operation,
                    makeMcpError(
                        McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled.")));
            },
            Qt::QueuedConnection);
        return;
    }
    if (it == m_operations.end() || !it->second->reply)
        return;
    it->second->cancelled = true;
    it->second->reply->abort(); // finished() follows, and reports the cancellation
}

int AdkClient::start(Kind kind, const QByteArray &verb, const QString &path, const QByteArray &body)
{
    const int id = m_next++;
    auto op = std::make_unique<Operation>();
    op->kind = kind;
    if (m_endpoint.isEmpty()) {
        QMetaObject::invokeMethod(
            this,
            [this, id] {
                Q_EMIT failed(id,
                    makeMcpError(McpError::Kind::InvalidEndpoint,
                        QT_TRANSLATE_NOOP("McpError", "No ADK server is configured.")));
            },
            Qt::QueuedConnection);
        return id;
    }
    QUrl url = m_endpoint;
    QString base = url.path(QUrl::FullyEncoded);
    while (base.endsWith(u'/'))
        base.chop(1);
    url.setPath(base + path, QUrl::StrictMode);
    op->verb = verb;
    op->url = url;
    op->request = body;
    startOperation(m_operations, id, std::move(op), m_tokens.data(),
        [this](int started, Operation &sent) { send(started, sent); });
    return id;
}

void AdkClient::send(int id, Operation &op)
{
    op.waitingForToken = false;
    QNetworkRequest request(op.url);
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_idleTimeoutMs);
    request.setRawHeader("Accept", op.kind == Kind::Run ? "text/event-stream" : "application/json");
    if (!op.request.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    const QString token = m_tokens ? m_tokens->token() : m_token;
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    op.reply = m_network->sendCustomRequest(request, op.verb, op.request);
    connect(op.reply, &QNetworkReply::readyRead, this, [this, id] { onReadyRead(id); });
    connect(op.reply, &QNetworkReply::finished, this, [this, id] { onFinished(id); });
}

bool AdkClient::retryWithNewToken(int id, std::unique_ptr<Operation> &op, int status)
{
    if (status != 401 || op->retried || op->cancelled || !m_tokens || !m_tokens->canRefresh())
        return false;
    op->retried = true;
    op->reply = nullptr;
    op->body.clear();
    op->bodyReadScheduled = false;
    op->sse = SseParser();
    op->eventStream = false;
    op->waitingForToken = true;
    m_operations.emplace(id, std::move(op));
    m_tokens->invalidate();
    m_tokens->request(true);
    return true;
}

void AdkClient::onReadyRead(int id)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end() || !it->second->reply)
        return;
    Operation &op = *it->second;
    QNetworkReply *reply = op.reply;
    if (!reply->isOpen()) // aborted
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    op.eventStream = op.kind == Kind::Run && status / 100 == 2
        && reply->header(QNetworkRequest::ContentTypeHeader)
               .toString()
               .startsWith(u"text/event-stream"_s, Qt::CaseInsensitive);
    if (!op.eventStream) {
        if (reply->bytesAvailable() > 0)
            scheduleBodyRead(id, op);
        return;
    }
    for (const SseEvent &e : op.sse.feed(reply->readAll())) {
        const QJsonDocument doc = QJsonDocument::fromJson(e.data);
        const QJsonObject o = doc.object();
        if (e.type == u"error"_s || (doc.isObject() && o.contains(u"error"_s)))
            Q_EMIT streamError(id,
                makeMcpError(McpError::Kind::Protocol,
                    QT_TRANSLATE_NOOP("McpError", "The agent reported an error: %1"),
                    {serverMessage(e.data)}));
        else if (!doc.isObject())
            Q_EMIT streamError(id,
                malformed(
                    QT_TRANSLATE_NOOP("McpError", "An event of the stream is not a JSON object."),
                    QString::fromUtf8(e.data.left(kMaxDetail))));
        else
            Q_EMIT eventReceived(id, e.data, o.value(u"partial"_s).toBool());
    }
}

void AdkClient::scheduleBodyRead(int id, Operation &op)
{
    if (op.bodyReadScheduled)
        return;
    op.bodyReadScheduled = true;
    // A timer, not a posted event: the loop delivers every posted event of a turn at once (the
    // network's pieces too), and a 0 ms single shot is one.
    QTimer::singleShot(1, Qt::PreciseTimer, this, [this, id] { readBodySlice(id); });
}

void AdkClient::readBodySlice(int id)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return;
    Operation &op = *it->second;
    op.bodyReadScheduled = false;
    QNetworkReply *reply = op.reply;
    if (!reply || !reply->isOpen())
        return;
    // Sized once from the declared length: no growing.
    const qint64 declared = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
    if (op.body.isEmpty() && declared > 0 && declared <= kMaxBody)
        op.body.reserve(declared);
    const qint64 slice = qMin(reply->bytesAvailable(), kReadSlice);
    const qsizetype had = op.body.size();
    op.body.resize(had + slice);
    const qint64 got = reply->read(op.body.data() + had, slice);
    op.body.truncate(had + qMax<qint64>(got, 0));
    if (op.body.size() > kMaxBody) {
        reply->abort();
        return;
    }
    if (got > 0 && reply->bytesAvailable() > 0)
        scheduleBodyRead(id, op);
}

void AdkClient::onFinished(int id)
{
    onReadyRead(id); // what arrived with the end
    if (const auto it = m_operations.find(id);
        it != m_operations.end() && it->second->bodyReadScheduled) {
        // The body is still being read: finish after its last slice.
        QTimer::singleShot(1, Qt::PreciseTimer, this, [this, id] { onFinished(id); });
        return;
    }
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return;
    std::unique_ptr<Operation> op = std::move(it->second);
    m_operations.erase(it);
    QNetworkReply *reply = op->reply;
    if (!reply)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (retryWithNewToken(id, op, status))
        return;
    McpError error;
    if (op->cancelled) {
        error
            = makeMcpError(McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled."));
    } else if (op->body.size() > kMaxBody) {
        error = makeMcpError(McpError::Kind::TooLarge,
            QT_TRANSLATE_NOOP("McpError",
                "The response is larger than the limit of %1 bytes; the call was stopped."),
            {QString::number(kMaxBody)});
    } else if (status == 401 || status == 403) {
        error = makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The server refused the credentials (HTTP %1)."),
            {QString::number(status)}, serverMessage(op->body));
        error.httpStatus = status;
    } else if (status != 0 && status / 100 != 2) {
        error = makeMcpError(McpError::Kind::Http,
            QT_TRANSLATE_NOOP("McpError", "The server answered HTTP %1."),
            {QString::number(status)}, serverMessage(op->body));
        error.httpStatus = status;
    } else if (reply->error() == QNetworkReply::OperationCanceledError) {
        error = makeMcpError(McpError::Kind::Timeout,
            QT_TRANSLATE_NOOP("McpError", "No response within %1 s."),
            {QString::number(m_idleTimeoutMs / 1000.0, 'g', 3)});
    } else if (reply->error() != QNetworkReply::NoError) {
        error = makeMcpError(McpError::Kind::Network,
            QT_TRANSLATE_NOOP("McpError", "Could not reach %1."), {m_endpoint.toString()},
            reply->errorString());
        if (op->eventStream)
            error = makeMcpError(McpError::Kind::Network,
                QT_TRANSLATE_NOOP("McpError", "The stream from %1 was cut before the run ended."),
                {m_endpoint.toString()}, reply->errorString());
    }
    if (error.isError()) {
        Q_EMIT failed(id, error);
        return;
    }
    finishOk(id, *op);
}

void AdkClient::finishOk(int id, Operation &op)
{
    if (op.kind == Kind::Run) {
        if (!op.eventStream) { // 200 with JSON: the server does not stream (an old or odd one)
            Q_EMIT failed(id,
                malformed(QT_TRANSLATE_NOOP(
                              "McpError", "The server did not answer with an event stream."),
                    serverMessage(op.body)));
            return;
        }
        op.sse.finish();
        if (op.sse.discardedAtEnd()) {
            Q_EMIT failed(id,
                makeMcpError(McpError::Kind::Protocol,
                    QT_TRANSLATE_NOOP("McpError", "The stream ended in the middle of an event.")));
            return;
        }
        Q_EMIT runFinished(id);
        return;
    }
    if (op.kind == Kind::Delete) {
        Q_EMIT sessionDeleted(id);
        return;
    }
    if (op.kind == Kind::Session) {
        // Tens of MB for a long session: not parsed here (the GUI thread); the Document reads
        // it off that thread and says what is wrong with it, if anything.
        const QByteArrayView body(op.body);
        qsizetype first = 0;
        qsizetype last = body.size() - 1;
        while (first <= last && QChar::isSpace(uchar(body.at(first))))
            ++first;
        while (last >= first && QChar::isSpace(uchar(body.at(last))))
            --last;
        if (first < last && body.at(first) == '{' && body.at(last) == '}') {
            Q_EMIT sessionLoaded(id, op.body);
            return;
        }
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(op.body, &parseError);
    switch (op.kind) {
    case Kind::Apps: {
        QStringList apps;
        for (const QJsonValue &v : doc.array())
            apps << v.toString();
        if (!doc.isArray()) // Python's ?detailed=true shape, in case a proxy asks for it
            for (const QJsonValue &v : doc.object().value(u"apps"_s).toArray())
                apps << v.toObject().value(u"name"_s).toString();
        if (!doc.isArray() && !doc.isObject())
            break;
        Q_EMIT appsListed(id, apps);
        return;
    }
    case Kind::Sessions: {
        // TS wraps the list with its pages; Python, Go and Java answer a bare array.
        const QJsonArray list
            = doc.isArray() ? doc.array() : doc.object().value(u"sessions"_s).toArray();
        if (!doc.isArray() && !doc.object().contains(u"sessions"_s))
            break;
        QVector<AdkSessionInfo> sessions;
        for (const QJsonValue &v : list)
            sessions << sessionInfo(v.toObject());
        Q_EMIT sessionsListed(id, sessions);
        return;
    }
    case Kind::Session: // not an object (see above)
        break;
    case Kind::Create:
        if (!doc.isObject())
            break;
        Q_EMIT sessionCreated(id, sessionInfo(doc.object()));
        return;
    case Kind::Trace:
        if (!doc.isArray())
            break;
        Q_EMIT traceLoaded(id, op.body);
        return;
    case Kind::Artifacts: {
        if (!doc.isArray())
            break;
        QStringList names;
        for (const QJsonValue &v : doc.array())
            names << v.toString();
        Q_EMIT artifactsListed(id, names);
        return;
    }
    case Kind::Artifact:
        if (!doc.isObject())
            break;
        Q_EMIT artifactLoaded(id, op.body);
        return;
    case Kind::Delete:
    case Kind::Run:
        return;
    }
    Q_EMIT failed(id,
        malformed(QT_TRANSLATE_NOOP("McpError", "The server's answer is not the JSON expected."),
            parseError.error != QJsonParseError::NoError
                ? parseError.errorString()
                : QString::fromUtf8(op.body.left(kMaxDetail))));
}
