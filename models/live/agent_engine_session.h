// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_error.h"
#include "transcript/timestamp.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <optional>

class QNetworkReply;

/// A Vertex AI reasoning engine's resource name, `projects/P/locations/L/reasoningEngines/E`
/// (adk-live.md §5), and the default host of its location. A plain value.
struct AgentEngineName {
    QString project;
    QString location;
    QString engine;

    /// nullopt unless `text` is such a name (no other segment, none empty).
    static std::optional<AgentEngineName> parse(const QString &text);
    QString path() const; ///< "projects/P/locations/L/reasoningEngines/E"
    QUrl defaultEndpoint() const; ///< https://L-aiplatform.googleapis.com
};

/// One session as sessions.list gives it (no events). A plain value.
struct AgentEngineSessionInfo {
    QString name; ///< the full resource name
    QString id; ///< its last segment (the ADK session id)
    QString userId;
    QString displayName;
    Timestamp createTime;
    Timestamp updateTime; ///< ADK's lastUpdateTime
};
Q_DECLARE_METATYPE(AgentEngineSessionInfo)

/// The pieces of the Agent Engine REST replies (adk-live.md §5) the client reads: a sessions page,
/// an events page, an Operation, the Google error envelope. Stateless.
namespace agentengine {

/// A sessions.list page: its sessions and nextPageToken; false when `json` is not such a page.
bool readSessionsPage(
    const QByteArray &json, QVector<AgentEngineSessionInfo> *sessions, QString *nextPageToken);
/// A sessions.events.list page: how many events and its nextPageToken; false when `json` is
/// not such a page (an empty page may leave `sessionEvents` out).
bool readEventsPage(const QByteArray &json, int *events, QString *nextPageToken);

/// A long-running Operation (operations.get, sessions.create, sessions.delete).
struct OperationState {
    QString name;
    bool done = false;
    QByteArray responseJson; ///< `response` when done without error
    McpError error; ///< `error` (a google.rpc.Status) when done with one
};
/// False when `json` is not an Operation object. `{}` (a delete that answers nothing) is done.
bool readOperation(const QByteArray &json, OperationState *operation);

/// The Google error envelope `{"error":{"code","message","status"}}` in words ("NOT_FOUND:
/// Session not found"), else the body's text without markup, cut to a few hundred characters.
QString errorDetail(const QByteArray &body);

/// Why a finished request failed, in words; none for a 2xx reply. 401/403 are Auth, 404 says
/// what is missing, other statuses Http (each with errorDetail(body)), then a timeout or a
/// network failure of `reply`.
McpError replyError(int status, const QNetworkReply &reply, const QByteArray &body,
    const QUrl &endpoint, int idleTimeoutMs);

/// `endpoint` + "/{version}/" + `path` (a resource or Operation name, which may end in its own
/// "?query"), with the `query` items ("key=percent-encoded value") after it.
QUrl requestUrl(
    const QUrl &endpoint, const QString &version, const QString &path, QStringList query);

/// A session id, or the last segment of a session resource name.
QString sessionIdOf(const QString &idOrName);

} // namespace agentengine
