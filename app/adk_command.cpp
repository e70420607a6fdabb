// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_command.h"

#include "adk_run_command.h"

#include "command_line.h"
#include "document/document.h"
#include "export/terminal_text.h"
#include "export/terminal_transcript.h"
#include "live/adk_client.h"
#include "live/answer_query.h"
#include "live/token_source.h"
#include "mcp_command.h"
#include "transcript/conversation.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// Every conversation the reader makes of `json` (a Session, a span list), in order.
QVector<std::shared_ptr<const Conversation>> readAll(const QByteArray &json)
{
    QVector<std::shared_ptr<const Conversation>> out;
    Document document;
    document.openData(json, u"adk"_s);
    if (!document.waitForLoaded(60000))
        return out;
    for (int i = 0; i < document.conversationCount(); ++i)
        if (auto conversation = document.conversation(i))
            out.append(conversation);
    return out;
}

QString indented(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    return QString::fromUtf8(doc.isNull() ? json : doc.toJson(QJsonDocument::Indented));
}

void printJson(const QByteArray &json)
{
    CommandLine::writeOut(terminalSafeJson(indented(json).toUtf8().trimmed()) + '\n');
}

struct Request {
    QString action;
    QStringList args;
    QString user;
    QString session;
    QByteArray stateDelta;
    QString output;
    bool json = false;
};

int apps(AdkClient &client, const Request &request)
{
    QStringList apps;
    const QObject scope; // the connection ends with this call
    QObject::connect(
        &client, &AdkClient::appsListed, &scope, [&](int, const QStringList &a) { apps = a; });
    if (const McpError e = AdkCommand::wait(client, client.listApps()); e.isError())
        return McpCommand::failure(e);
    if (request.json)
        printJson(QJsonDocument(QJsonArray::fromStringList(apps)).toJson());
    else
        CommandLine::printOut(apps.isEmpty() ? QString() : QString(apps.join(u'\n') + u'\n'));
    return CommandLine::Ok;
}

int sessions(AdkClient &client, const Request &request)
{
    QVector<AdkSessionInfo> list;
    const QObject scope; // the connection ends with this call
    QObject::connect(&client, &AdkClient::sessionsListed, &scope,
        [&](int, const QVector<AdkSessionInfo> &s) { list = s; });
    if (const McpError e
        = AdkCommand::wait(client, client.listSessions(request.args.at(0), request.user));
        e.isError())
        return McpCommand::failure(e);
    QJsonArray json;
    QString text;
    for (const AdkSessionInfo &s : list) {
        const QString time = s.lastUpdate.valid ? s.lastUpdate.toRfc3339() : QString();
        json.append(
            QJsonObject {{u"id"_s, s.id}, {u"appName"_s, s.appName}, {u"userId"_s, s.userId},
                {u"lastUpdateTime"_s, time.isEmpty() ? QJsonValue() : QJsonValue(time)}});
        text += s.id + (time.isEmpty() ? QString() : QString(u"  "_s + time)) + u'\n';
    }
    if (request.json)
        printJson(QJsonDocument(json).toJson());
    else
        CommandLine::printOut(text);
    return CommandLine::Ok;
}

// What get and trace end with: `json` written to --output, or printed as JSON, or as `text`.
int deliver(const Request &request, const QByteArray &json, const QString &text)
{
    if (!request.output.isEmpty())
        return AdkCommand::writeOutput(request.output, json) ? CommandLine::Ok
                                                             : CommandLine::InputError;
    if (request.json)
        printJson(json);
    else
        CommandLine::printOut(text);
    return CommandLine::Ok;
}

int get(AdkClient &client, const Request &request)
{
    QByteArray json;
    if (const McpError e = AdkCommand::fetchSession(
            client, request.args.at(0), request.args.at(1), request.args.at(2), &json);
        e.isError())
        return McpCommand::failure(e);
    const bool asText = request.output.isEmpty() && !request.json;
    return deliver(request, json, asText ? AdkCommand::transcriptText(json) : QString());
}

int trace(AdkClient &client, const Request &request)
{
    QByteArray json;
    const QObject scope; // the connection ends with this call
    QObject::connect(&client, &AdkClient::traceLoaded, &scope,
        [&](int, const QByteArray &spans) { json = spans; });
    if (const McpError e = AdkCommand::wait(client, client.fetchSessionTrace(request.args.at(0)));
        e.isError())
        return McpCommand::failure(e);
    QString text;
    if (QJsonDocument::fromJson(json).array().isEmpty())
        text = AdkCommand::tr("The server has no spans for this session.") + u'\n';
    else if (request.output.isEmpty() && !request.json)
        for (const auto &conversation : readAll(json))
            text += TerminalTranscript::spans(conversation->turnSpans);
    return deliver(request, json, text);
}

} // namespace

McpError AdkCommand::wait(AdkClient &client, int operation)
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
    QObject::connect(&client, &AdkClient::appsListed, &loop, end);
    QObject::connect(&client, &AdkClient::sessionsListed, &loop, end);
    QObject::connect(&client, &AdkClient::sessionLoaded, &loop, end);
    QObject::connect(&client, &AdkClient::sessionCreated, &loop, end);
    QObject::connect(&client, &AdkClient::runFinished, &loop, end);
    QObject::connect(&client, &AdkClient::traceLoaded, &loop, end);
    QObject::connect(&client, &AdkClient::failed, &loop, [&](int op, const McpError &e) {
        if (op == operation)
            error = e;
        end(op);
    });
    if (!done)
        loop.exec();
    return error;
}

McpError AdkCommand::fetchSession(
    AdkClient &client, const QString &app, const QString &user, const QString &id, QByteArray *json)
{
    const QObject scope; // the connection ends with this call
    QObject::connect(&client, &AdkClient::sessionLoaded, &scope,
        [json](int, const QByteArray &body) { *json = body; });
    return wait(client, client.getSession(app, user, id));
}

QString AdkCommand::transcriptText(const QByteArray &json, bool authors)
{
    QString text;
    for (const auto &conversation : readAll(json))
        for (const Message &message : conversation->messages) {
            if (authors)
                text += (message.author.isEmpty() ? message.role : message.author) + u":\n"_s;
            text += TerminalTranscript::message(message);
            if (authors)
                text += u'\n';
        }
    return text;
}

bool AdkCommand::writeOutput(const QString &path, const QByteArray &bytes)
{
    QString reason;
    if (AnswerQuery::writeFile(path, bytes, false, &reason))
        return true;
    CommandLine::printErr(tr("conversation-inspector: %1: %2").arg(path, reason) + u'\n');
    return false;
}

int AdkCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Speaks to an ADK API server (adk web, adk api_server): lists its apps and a user's "
           "sessions, prints or saves a session or its trace, runs the agent with streaming."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption endpoint(
        u"endpoint"_s, tr("The ADK server (https, or http to localhost)."), u"URL"_s);
    const QCommandLineOption tokenCommand = McpCommand::tokenCommandOption();
    const QCommandLineOption timeout(u"timeout"_s,
        tr("Seconds a request may stay silent (default 120)."), tr("seconds"), u"120"_s);
    const QCommandLineOption user(
        u"user"_s, tr("sessions: the user id (default user)."), u"U"_s, u"user"_s);
    const QCommandLineOption session(u"session"_s,
        tr("run: continue this session, or - to create one (the default)."), u"ID|-"_s);
    const QCommandLineOption stateDelta(u"state-delta"_s,
        tr("run: a JSON object merged into the session state with the message."), u"JSON"_s);
    const QCommandLineOption output(u"output"_s,
        tr("get, run: write the session (an ADK session file); trace: write the spans."),
        u"FILE"_s);
    const QCommandLineOption json(u"json"_s,
        tr("Print JSON: the server's answer; run: every event as one line as it arrives."));
    parser.addOptions({endpoint, tokenCommand, timeout, user, session, stateDelta, output, json});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"adk"_s, tr("The command."), u"adk"_s);
    parser.addPositionalArgument(u"action"_s,
        tr("apps | sessions APP | get APP USER SESSION | run APP USER MESSAGE | trace SESSION"),
        u"ACTION [ARGS...]"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    Request request;
    const QStringList positional = parser.positionalArguments().mid(1);
    request.action = positional.value(0);
    request.args = positional.mid(1);
    request.user = parser.value(user);
    request.session = parser.value(session);
    request.stateDelta = parser.value(stateDelta).toUtf8();
    request.output = parser.value(output);
    request.json = parser.isSet(json);
    static const QHash<QString, QPair<int, int>> arity {{u"apps"_s, {0, 0}},
        {u"sessions"_s, {1, 1}}, {u"get"_s, {3, 3}}, {u"run"_s, {3, 1 << 20}},
        {u"trace"_s, {1, 1}}};
    if (!arity.contains(request.action))
        return CommandLine::usageError(
            parser, tr("say apps, sessions, get, run or trace after the options"));
    const auto [least, most] = arity.value(request.action);
    if (request.args.size() < least || request.args.size() > most)
        return CommandLine::usageError(
            parser, tr("wrong number of arguments for %1").arg(request.action));
    const bool isRun = request.action == u"run"_s;
    if ((parser.isSet(user) && request.action != u"sessions"_s)
        || ((parser.isSet(session) || parser.isSet(stateDelta)) && !isRun)
        || (parser.isSet(output)
            && (request.action == u"apps"_s || request.action == u"sessions"_s)))
        return CommandLine::usageError(
            parser, tr("an option does not apply to %1 (see --help)").arg(request.action));
    if (isRun && request.args.mid(2).join(u' ').trimmed().isEmpty())
        return CommandLine::usageError(parser, tr("the MESSAGE is missing"));
    if (parser.isSet(session) && request.session.trimmed().isEmpty())
        return CommandLine::usageError(parser, tr("--session needs an id or -"));
    if (parser.isSet(stateDelta) && !QJsonDocument::fromJson(request.stateDelta).isObject())
        return CommandLine::usageError(parser, tr("--state-delta must be a JSON object"));
    QString error;
    const std::optional<int> timeoutMs = McpCommand::readTimeoutMs(parser, timeout, &error);
    if (!timeoutMs)
        return CommandLine::usageError(parser, error);

    AdkClient client;
    McpError refused;
    if (!parser.isSet(endpoint))
        return CommandLine::usageError(parser, tr("--endpoint is required"));
    if (!client.setEndpoint(QUrl(parser.value(endpoint)), &refused))
        return CommandLine::usageError(parser, refused.text());
    client.setIdleTimeout(*timeoutMs);
    TokenSource tokens;
    if (!McpCommand::readTokenSource(parser, tokenCommand, &tokens, &error))
        return CommandLine::usageError(parser, error);
    if (const McpError e = McpCommand::fetchToken(tokens); e.isError())
        return McpCommand::failure(e);
    client.setToken(tokens.token());

    if (request.action == u"apps"_s)
        return apps(client, request);
    if (request.action == u"sessions"_s)
        return sessions(client, request);
    if (request.action == u"get"_s)
        return get(client, request);
    if (request.action == u"trace"_s)
        return trace(client, request);
    return AdkRunCommand::run(client,
        {request.args.at(0), request.args.at(1), request.session, request.args.mid(2).join(u' '),
            request.stateDelta, request.output, request.json});
}
