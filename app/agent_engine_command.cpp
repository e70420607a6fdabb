// SPDX-License-Identifier: GPL-2.0-or-later
#include "agent_engine_command.h"

#include "adk_command.h"
#include "command_line.h"
#include "export/terminal_text.h"
#include "live/agent_engine_client.h"
#include "live/token_source.h"
#include "mcp_command.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// Runs the event loop until `operation` of `client` is over (its last page, its result or
// failed()); returns its error, none on success.
McpError waitFor(AgentEngineClient &client, int operation)
{
    McpError error;
    bool done = false;
    QEventLoop loop;
    const auto end = [&](int op) {
        if (op != operation)
            return;
        done = true;
        loop.quit();
    };
    QObject::connect(&client, &AgentEngineClient::sessionsPage, &loop,
        [&](int op, const QVector<AgentEngineSessionInfo> &, bool last) {
            if (last)
                end(op);
        });
    QObject::connect(&client, &AgentEngineClient::eventsPage, &loop,
        [&](int op, const QByteArray &, int, bool last) {
            if (last)
                end(op);
        });
    QObject::connect(&client, &AgentEngineClient::failed, &loop, [&](int op, const McpError &e) {
        if (op == operation)
            error = e;
        end(op);
    });
    if (!done)
        loop.exec();
    return error;
}

QString timeText(const Timestamp &t)
{
    return t.valid ? t.toRfc3339() : QString();
}

int sessions(AgentEngineClient &client, const QString &user, bool json)
{
    QJsonArray all;
    const QObject scope; // the connection ends with this call
    QObject::connect(&client, &AgentEngineClient::sessionsPage, &scope,
        [&](int, const QVector<AgentEngineSessionInfo> &page, bool) {
            QString text;
            for (const AgentEngineSessionInfo &s : page) {
                all.append(QJsonObject {{u"name"_s, s.name}, {u"id"_s, s.id},
                    {u"userId"_s, s.userId}, {u"displayName"_s, s.displayName},
                    {u"createTime"_s, timeText(s.createTime)},
                    {u"updateTime"_s, timeText(s.updateTime)}});
                QStringList columns {s.id, timeText(s.updateTime), s.userId, s.displayName};
                while (!columns.isEmpty() && columns.last().isEmpty())
                    columns.removeLast();
                text += columns.join(u"  "_s) + u'\n';
            }
            if (!json)
                CommandLine::printOut(text); // page by page, as they come
        });
    if (const McpError e = waitFor(client, client.listSessions(user)); e.isError())
        return McpCommand::failure(e);
    if (json)
        CommandLine::writeOut(terminalSafeJson(QJsonDocument(all).toJson()));
    return CommandLine::Ok;
}

int get(AgentEngineClient &client, const QString &session, const QString &output, bool json)
{
    QByteArray file; // JSON Lines of the pages: agentengine.events (formats.md §1.4.1)
    int events = 0;
    const QObject scope; // the connection ends with this call
    QObject::connect(&client, &AgentEngineClient::eventsPage, &scope,
        [&](int, const QByteArray &page, int count, bool) {
            events += count;
            const QByteArray line
                = QJsonDocument::fromJson(page).toJson(QJsonDocument::Compact) + '\n';
            if (!output.isEmpty())
                file += line;
            else if (json)
                CommandLine::writeOut(terminalSafeJson(line));
            else if (count > 0)
                CommandLine::printOut(AdkCommand::transcriptText(page));
        });
    if (const McpError e = waitFor(client, client.listEvents(session)); e.isError())
        return McpCommand::failure(e);
    if (events == 0) { // nothing a window could open: no file
        CommandLine::printErr(
            AgentEngineCommand::tr("conversation-inspector: the session has no events") + u'\n');
        return output.isEmpty() ? CommandLine::Ok : CommandLine::InputError;
    }
    if (!output.isEmpty() && !AdkCommand::writeOutput(output, file))
        return CommandLine::InputError;
    return CommandLine::Ok;
}

} // namespace

int AgentEngineCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads the sessions of a Vertex AI Agent Engine (a reasoning engine) over REST: "
           "lists them, prints or saves one with its events."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption engine(u"engine"_s,
        tr("The reasoning engine: projects/PROJECT/locations/LOCATION/reasoningEngines/ID."),
        u"NAME"_s);
    const QCommandLineOption endpoint(u"endpoint"_s,
        tr("Another host than https://LOCATION-aiplatform.googleapis.com (https, or http to "
           "localhost)."),
        u"URL"_s);
    const QCommandLineOption apiVersion(u"api-version"_s,
        tr("The API version: v1beta1 (the default) or v1."), tr("version"), u"v1beta1"_s);
    const QCommandLineOption tokenCommand = McpCommand::tokenCommandOption();
    const QCommandLineOption timeout(u"timeout"_s,
        tr("Seconds a request may stay silent (default 60)."), tr("seconds"), u"60"_s);
    const QCommandLineOption user(u"user"_s, tr("sessions: only this user's."), u"U"_s);
    const QCommandLineOption output(u"output"_s,
        tr("get: write the events (Agent Engine events pages, JSON Lines)."), u"FILE"_s);
    const QCommandLineOption json(u"json"_s,
        tr("Print JSON: the sessions as one array; get: every events page as one line."));
    parser.addOptions({engine, endpoint, apiVersion, tokenCommand, timeout, user, output, json});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"agent-engine"_s, tr("The command."), u"agent-engine"_s);
    parser.addPositionalArgument(
        u"action"_s, tr("sessions | get SESSION"), u"sessions | get SESSION"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments().mid(1);
    const QString action = positional.value(0);
    if (action != u"sessions"_s && action != u"get"_s)
        return CommandLine::usageError(parser, tr("say sessions or get SESSION"));
    if (positional.size() != (action == u"get"_s ? 2 : 1))
        return CommandLine::usageError(parser, tr("wrong number of arguments for %1").arg(action));
    if ((parser.isSet(user) && action != u"sessions"_s)
        || (parser.isSet(output) && action != u"get"_s))
        return CommandLine::usageError(
            parser, tr("an option does not apply to %1 (see --help)").arg(action));
    const QString version = parser.value(apiVersion);
    if (version != u"v1beta1"_s && version != u"v1"_s)
        return CommandLine::usageError(parser, tr("--api-version is v1beta1 or v1"));
    QString error;
    const std::optional<int> timeoutMs = McpCommand::readTimeoutMs(parser, timeout, &error);
    if (!timeoutMs)
        return CommandLine::usageError(parser, error);

    AgentEngineClient client;
    McpError refused;
    if (!parser.isSet(engine))
        return CommandLine::usageError(parser, tr("--engine is required"));
    if (!client.setEngine(parser.value(engine), &refused)
        || !client.setEndpoint(QUrl(parser.value(endpoint)), &refused))
        return CommandLine::usageError(parser, refused.text());
    client.setApiVersion(version);
    client.setIdleTimeout(*timeoutMs);
    TokenSource tokens;
    if (!McpCommand::readTokenSource(parser, tokenCommand, &tokens, &error))
        return CommandLine::usageError(parser, error);
    client.setTokenSource(&tokens);
    if (action == u"sessions"_s)
        return sessions(client, parser.value(user), parser.isSet(json));
    return get(client, positional.at(1), parser.value(output), parser.isSet(json));
}
