// SPDX-License-Identifier: GPL-2.0-or-later
// The Vertex AI Agent Engine sessions REST API (adk-live.md §5).
#include "agent_engine_client.h"

#include "mcp_client.h"
#include "token_source.h"
#include "waiting_operations.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

using namespace Qt::StringLiterals;

struct AgentEngineClient::Operation {
    Kind kind;
    QByteArray verb;
    QString path; ///< after /{version}/: a resource or an Operation name
    QByteArray body;
    QString filter;
    QString pageToken;
    bool paged = false;
    bool announceCreated = false; ///< a Session GET that ends a create
    QPointer<QNetworkReply> reply;
    QByteArray received;
    bool tooLarge = false;
    bool waitingForToken = false;
    bool authRetried = false;
    bool cancelled = false;
    int polls = 0;
};

namespace {

constexpr qsizetype kMaxBody = 64 * 1024 * 1024;

QString segment(const QString &s)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(s));
}

McpError malformed(const QString &detail)
{
    return makeMcpError(McpError::Kind::Protocol,
        QT_TRANSLATE_NOOP("McpError", "The server's answer is not the JSON expected."), {}, detail);
}

} // namespace

AgentEngineClient::AgentEngineClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{ }

AgentEngineClient::~AgentEngineClient()
{
    for (auto &[id, op] : m_operations) {
        if (op->reply) {
            op->reply->disconnect(this);
            op->reply->abort();
        }
    }
}

bool AgentEngineClient::setEngine(const QString &resourceName, McpError *error)
{
    const std::optional<AgentEngineName> name = AgentEngineName::parse(resourceName);
    if (!name) {
        if (error)
            *error = makeMcpError(McpError::Kind::InvalidEndpoint,
                QT_TRANSLATE_NOOP("McpError",
                    "\"%1\" is not a reasoning engine name "
                    "(projects/PROJECT/locations/LOCATION/reasoningEngines/ID)."),
                {resourceName});
        return false;
    }
    m_engine = name;
    return true;
}

bool AgentEngineClient::setEndpoint(const QUrl &url, McpError *error)
{
    if (!url.isEmpty() && !McpClient::isAllowedEndpoint(url, error))
        return false;
    m_endpoint = url;
    return true;
}

QUrl AgentEngineClient::endpoint() const
{
    if (!m_endpoint.isEmpty() || !m_engine)
        return m_endpoint;
    return m_engine->defaultEndpoint();
}

void AgentEngineClient::setTokenSource(TokenSource *tokens)
{
    if (m_tokens)
        m_tokens->disconnect(this);
    m_tokens = tokens;
    if (tokens) {
        connect(tokens, &TokenSource::ready, this, &AgentEngineClient::onTokenReady);
        connect(tokens, &TokenSource::failed, this, &AgentEngineClient::onTokenFailed);
    }
}

void AgentEngineClient::setPolling(int intervalMs, int maxPolls)
{
    m_pollIntervalMs = qMax(0, intervalMs);
    m_maxPolls = qMax(1, maxPolls);
}

QString AgentEngineClient::sessionPath(const QString &session) const
{
    return engine() + u"/sessions/"_s + segment(agentengine::sessionIdOf(session));
}

int AgentEngineClient::listSessions(const QString &userId)
{
    QString filter;
    if (!userId.isEmpty())
        filter = u"userId=\"%1\""_s.arg(QString(userId).replace(u'"', u"\\\""_s));
    return start(Kind::Sessions, "GET", engine() + u"/sessions"_s, {}, filter);
}

int AgentEngineClient::getSession(const QString &session)
{
    return start(Kind::Session, "GET", sessionPath(session), {});
}

int AgentEngineClient::listEvents(const QString &session)
{
    return start(Kind::Events, "GET", sessionPath(session) + u"/events"_s, {});
}

int AgentEngineClient::createSession(
    const QString &userId, const QByteArray &stateJson, const QString &sessionId)
{
    QJsonObject body {{u"userId"_s, userId}};
    const QJsonDocument state = QJsonDocument::fromJson(stateJson);
    if (state.isObject())
        body.insert(u"sessionState"_s, state.object());
    QString path = engine() + u"/sessions"_s;
    if (!sessionId.isEmpty()) // only when asked: ADK's own clients let the server choose
        path += u"?sessionId="_s + segment(sessionId);
    return start(Kind::Create, "POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

int AgentEngineClient::deleteSession(const QString &session)
{
    return start(Kind::Delete, "DELETE", sessionPath(session), {});
}

void AgentEngineClient::cancel(int operation)
{
    const auto it = m_operations.find(operation);
    if (it == m_operations.end())
        return;
    if (it->second->reply) {
        it->second->cancelled = true;
        it->second->reply->abort(); // finished() follows, and reports the cancellation
        return;
    }
    fail(operation,
        makeMcpError(McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled.")));
}

int AgentEngineClient::start(Kind kind, const QByteArray &verb, const QString &path,
    const QByteArray &body, const QString &filter)
{
    const int id = m_next++;
    auto op = std::make_unique<Operation>();
    op->kind = kind;
    op->verb = verb;
    op->path = path;
    op->body = body;
    op->filter = filter;
    op->paged = kind == Kind::Sessions || kind == Kind::Events;
    m_operations.emplace(id, std::move(op));
    McpError refused;
    if (!m_engine)
        refused = makeMcpError(McpError::Kind::InvalidEndpoint,
            QT_TRANSLATE_NOOP("McpError", "No reasoning engine is configured."));
    else
        McpClient::isAllowedEndpoint(endpoint(), &refused); // sets `refused` when it is not
    // Always asynchronous: the caller connects after it has the id.
    QMetaObject::invokeMethod(
        this,
        [this, id, refused] {
            if (refused.isError())
                fail(id, refused);
            else
                advance(id);
        },
        Qt::QueuedConnection);
    return id;
}

void AgentEngineClient::advance(int id)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return;
    if (m_tokens && !m_tokens->isFresh()) {
        it->second->waitingForToken = true;
        m_tokens->request();
        return;
    }
    send(id, *it->second);
}

void AgentEngineClient::onTokenReady()
{
    sendWaitingOperations(m_operations, [this](int id, Operation &op) {
        op.waitingForToken = false;
        send(id, op);
    });
}

void AgentEngineClient::onTokenFailed(const McpError &error)
{
    for (const int id : waitingOperations(m_operations))
        fail(id, error);
}

void AgentEngineClient::send(int id, Operation &op)
{
    QStringList query;
    if (op.paged) {
        query << u"pageSize="_s + QString::number(m_pageSize);
        if (!op.pageToken.isEmpty())
            query << u"pageToken="_s + segment(op.pageToken);
        if (!op.filter.isEmpty())
            query << u"filter="_s + segment(op.filter);
    }
    const QUrl url = agentengine::requestUrl(endpoint(), m_version, op.path, query);
    QNetworkRequest request(url);
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_idleTimeoutMs);
    request.setRawHeader("Accept", "application/json");
    if (!op.body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    if (m_tokens && !m_tokens->token().isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_tokens->token().toUtf8());
    op.received.clear();
    op.reply = m_network->sendCustomRequest(request, op.verb, op.body);
    connect(op.reply, &QNetworkReply::readyRead, this, [this, id] {
        const auto it = m_operations.find(id);
        if (it == m_operations.end() || !it->second->reply || !it->second->reply->isOpen())
            return;
        Operation &o = *it->second;
        o.received += o.reply->readAll();
        if (o.received.size() > kMaxBody) {
            o.tooLarge = true;
            o.reply->abort();
        }
    });
    connect(op.reply, &QNetworkReply::finished, this, [this, id] { onFinished(id); });
}

void AgentEngineClient::onFinished(int id)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end() || !it->second->reply)
        return;
    Operation &op = *it->second;
    QNetworkReply *reply = op.reply;
    op.reply = nullptr;
    reply->deleteLater();
    if (reply->isOpen() && !op.tooLarge)
        op.received += reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (op.cancelled)
        return fail(id,
            makeMcpError(McpError::Kind::Cancelled, QT_TRANSLATE_NOOP("McpError", "Cancelled.")));
    if (op.tooLarge)
        return fail(id,
            makeMcpError(McpError::Kind::TooLarge,
                QT_TRANSLATE_NOOP("McpError",
                    "The response is larger than the limit of %1 bytes; the call was stopped."),
                {QString::number(kMaxBody)}));
    if (status == 401 && !op.authRetried && m_tokens && m_tokens->canRefresh()) {
        // The token may have expired: run the token command again and send once more.
        op.authRetried = true;
        op.waitingForToken = true;
        m_tokens->invalidate();
        m_tokens->request(true);
        return;
    }
    const McpError error
        = agentengine::replyError(status, *reply, op.received, endpoint(), m_idleTimeoutMs);
    if (error.isError())
        return fail(id, error);
    onReply(id, op, op.received);
}

void AgentEngineClient::onReply(int id, Operation &op, const QByteArray &body)
{
    QString next;
    switch (op.kind) {
    case Kind::Sessions: {
        QVector<AgentEngineSessionInfo> sessions;
        if (!agentengine::readSessionsPage(body, &sessions, &next))
            return fail(id, malformed(agentengine::errorDetail(body)));
        if (next.isEmpty())
            m_operations.erase(id);
        Q_EMIT sessionsPage(id, sessions, next.isEmpty());
        break;
    }
    case Kind::Events: {
        int events = 0;
        if (!agentengine::readEventsPage(body, &events, &next))
            return fail(id, malformed(agentengine::errorDetail(body)));
        const QByteArray page = body; // `body` lives in the operation erased below
        if (next.isEmpty())
            m_operations.erase(id);
        Q_EMIT eventsPage(id, page, events, next.isEmpty());
        break;
    }
    case Kind::Session: {
        if (!QJsonDocument::fromJson(body).isObject())
            return fail(id, malformed(agentengine::errorDetail(body)));
        const bool created = op.announceCreated;
        const QByteArray session = body;
        m_operations.erase(id);
        if (created)
            Q_EMIT sessionCreated(id, session);
        else
            Q_EMIT sessionLoaded(id, session);
        return;
    }
    case Kind::Create:
    case Kind::Delete:
        return followOperation(id, op, body);
    }
    // The next page, unless the operation ended (its last page, or a slot cancelled it).
    const auto it = m_operations.find(id);
    if (it == m_operations.end() || next.isEmpty())
        return;
    it->second->pageToken = next;
    advance(id);
}

void AgentEngineClient::followOperation(int id, Operation &op, const QByteArray &body)
{
    agentengine::OperationState state;
    if (!agentengine::readOperation(body, &state))
        return fail(id, malformed(agentengine::errorDetail(body)));
    if (state.done && state.error.isError())
        return fail(id, state.error);
    if (state.done && op.kind == Kind::Delete) {
        m_operations.erase(id);
        Q_EMIT sessionDeleted(id);
        return;
    }
    if (state.done && !state.responseJson.isEmpty()) {
        m_operations.erase(id);
        Q_EMIT sessionCreated(id, state.responseJson);
        return;
    }
    if (state.done) { // created, but the Operation does not carry the Session: read it
        const qsizetype at = state.name.lastIndexOf(u"/operations/"_s);
        if (at < 0)
            return fail(id, malformed(QString::fromUtf8(body.left(300))));
        op.kind = Kind::Session;
        op.announceCreated = true;
        op.verb = "GET";
        op.path = state.name.left(at);
        op.body.clear();
        return advance(id);
    }
    if (++op.polls > m_maxPolls)
        return fail(id,
            makeMcpError(McpError::Kind::Timeout,
                QT_TRANSLATE_NOOP(
                    "McpError", "The operation %1 was not done after %2 polls; gave up."),
                {state.name, QString::number(m_maxPolls)}));
    op.verb = "GET"; // operations.get on the Operation's name
    op.path = state.name;
    op.body.clear();
    QTimer::singleShot(m_pollIntervalMs, this, [this, id] { advance(id); });
}

void AgentEngineClient::fail(int id, const McpError &error)
{
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return;
    m_operations.erase(it);
    Q_EMIT failed(id, error);
}
