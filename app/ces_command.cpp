// SPDX-License-Identifier: GPL-2.0-or-later
#include "ces_command.h"

#include "command_line.h"
#include "export/terminal_text.h"
#include "export/terminal_transcript.h"
#include "live/answer_query.h"
#include "live/ces_history.h"
#include "live/ces_session_client.h"
#include "live/ces_session_text.h"
#include "live/token_source.h"
#include "mcp_command.h"
#include "transcript/conversation.h"
#include "transcript/message.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

QString lastSegment(const QString &name)
{
    return name.section(u'/', -1);
}

// The name a tool call is shown by: its displayName, else its tool's or toolset tool's id.
QString toolName(const QJsonObject &call)
{
    const QString display = call.value(u"displayName"_s).toString();
    if (!display.isEmpty())
        return display;
    if (call.contains(u"tool"_s))
        return lastSegment(call.value(u"tool"_s).toString());
    const QJsonObject ts = call.value(u"toolsetTool"_s).toObject();
    const QString id = ts.value(u"toolId"_s).toString();
    return id.isEmpty() ? lastSegment(ts.value(u"toolset"_s).toString()) : id;
}

QByteArray compact(const QJsonValue &v)
{
    return v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                       : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
}

// Prints each SessionOutput as it arrives: its text, its tool calls ("calls TOOL {args}", as
// `adk`), a payload, its citations numbered over the run ("[n] title — uri"), the end of the
// session; with --json the output itself as one line.
class OutputPrinter
{
public:
    explicit OutputPrinter(bool json)
        : m_json(json)
    { }

    void print(const QByteArray &outputJson)
    {
        const QJsonObject o = QJsonDocument::fromJson(outputJson).object();
        if (m_json) {
            CommandLine::writeOut(terminalSafeJson(compact(o)) + '\n');
            return;
        }
        if (o.contains(u"text"_s))
            CommandLine::printOut(o.value(u"text"_s).toString() + u'\n');
        if (o.contains(u"toolCalls"_s)) {
            Message message;
            for (const QJsonValue &v :
                o.value(u"toolCalls"_s).toObject().value(u"toolCalls"_s).toArray()) {
                Chunk call;
                call.kind = ChunkKind::ToolCall;
                call.toolName = toolName(v.toObject());
                call.json.json = compact(v.toObject().value(u"args"_s).toObject());
                message.chunks.append(call);
            }
            CommandLine::printOut(TerminalTranscript::message(message));
        }
        if (o.contains(u"payload"_s))
            //: ces run output: %1 the agent's custom payload as JSON on one line
            CommandLine::printOut(
                CesCommand::tr("payload %1").arg(QString::fromUtf8(compact(o.value(u"payload"_s))))
                + u'\n');
        for (const QJsonValue &v :
            o.value(u"citations"_s).toObject().value(u"citedChunks"_s).toArray()) {
            const QJsonObject cited = v.toObject();
            const QString title = cited.value(u"title"_s).toString();
            const QString uri = cited.value(u"uri"_s).toString();
            const QString source = title.isEmpty() || uri.isEmpty()
                ? QString(title + uri)
                : QString(title + u" — "_s + uri);
            CommandLine::printOut(u"[%1] "_s.arg(++m_citations) + source + u'\n');
        }
        if (o.contains(u"endSession"_s)) {
            const QJsonObject metadata
                = o.value(u"endSession"_s).toObject().value(u"metadata"_s).toObject();
            QString line = CesCommand::tr("The agent ended the session.");
            if (!metadata.isEmpty())
                line += u' ' + QString::fromUtf8(compact(metadata));
            CommandLine::printOut(line + u'\n');
        }
    }

private:
    bool m_json;
    int m_citations = 0;
};

// The session the first line of `path` names when it is a live session's config line; empty
// when the file is missing, empty or not one. *exists gets whether it holds anything.
QString savedSession(const QString &path, bool *exists)
{
    QFile file(path);
    *exists = file.exists() && QFileInfo(path).size() > 0;
    if (!*exists || !file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject first = QJsonDocument::fromJson(file.readLine()).object();
    return first.value(u"config"_s).toObject().value(u"session"_s).toString();
}

} // namespace

int CesCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Speaks to a Conversational Agents app (CES SessionService): runs one turn of a "
           "session and prints the agent's outputs as they arrive."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption endpoint(u"endpoint"_s,
        tr("The API (default https://ces.googleapis.com; http only to localhost)."), u"URL"_s,
        CesSessionClient::defaultEndpoint().toString());
    const QCommandLineOption tokenCommand = McpCommand::tokenCommandOption();
    const QCommandLineOption timeout(u"timeout"_s,
        tr("Seconds a request may stay silent (default 120)."),
        tr("seconds", "value placeholder of --timeout"), u"120"_s);
    const QCommandLineOption session(u"session"_s,
        tr("The session (projects/P/locations/L/apps/A/sessions/S), or the app "
           "(projects/P/locations/L/apps/A) to start a new one."),
        u"NAME"_s);
    const QCommandLineOption stream(
        u"stream"_s, tr("Use streamRunSession: outputs are printed as they are made."));
    const QCommandLineOption sse(
        u"sse"_s, tr("Use streamRunSession as Server-Sent Events (alt=sse)."));
    const QCommandLineOption variables(u"variables"_s,
        tr("A JSON object of session variables, sent as an input before the text."), u"JSON"_s);
    const QCommandLineOption entryAgent(u"entry-agent"_s,
        tr("The agent that handles the session (default: the root agent)."), u"NAME"_s);
    const QCommandLineOption json(u"json"_s, tr("Print every output as one line of JSON."));
    const QCommandLineOption output(u"output"_s,
        tr("Append the turn to FILE (a live CES session, which the window and check open)."),
        u"FILE"_s);
    const QCommandLineOption history(u"history"_s,
        tr("Start the session from the messages of FILE's first conversation "
           "(historicalContexts)."),
        u"FILE"_s);
    const QCommandLineOption historyMessages(
        u"history-messages"_s, tr("Send only the first N messages of --history."), u"N"_s);
    parser.addOptions({endpoint, tokenCommand, timeout, session, stream, sse, variables, entryAgent,
        history, historyMessages, json, output});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"ces"_s, tr("The command."), u"ces"_s);
    parser.addPositionalArgument(
        u"action"_s, tr("run TEXT: send TEXT as the user's turn"), u"run TEXT..."_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments().mid(1);
    if (positional.value(0) != u"run"_s)
        return CommandLine::usageError(parser, tr("say run after the options"));
    const QString text = positional.mid(1).join(u' ');
    if (text.trimmed().isEmpty())
        return CommandLine::usageError(parser, tr("the TEXT is missing"));
    CesRunRequest request;
    QString name = parser.value(session);
    while (name.endsWith(u'/'))
        name.chop(1);
    static const QRegularExpression appName(u"^projects/[^/]+/locations/[^/]+/apps/[^/]+$"_s);
    const bool newSession = appName.match(name).hasMatch();
    request.session = newSession ? CesRunRequest::sessionName(name) : name;
    if (!CesRunRequest::isSessionName(request.session))
        return CommandLine::usageError(
            parser, tr("--session needs a session or an app name (projects/P/locations/L/apps/A)"));
    request.entryAgent = parser.value(entryAgent);
    if (parser.isSet(variables)) {
        const QByteArray object = parser.value(variables).toUtf8();
        if (!QJsonDocument::fromJson(object).isObject())
            return CommandLine::usageError(parser, tr("--variables must be a JSON object"));
        request.inputs << CesSessionInput::fromVariables(object);
    }
    request.inputs << CesSessionInput::fromText(text);
    if (parser.isSet(historyMessages) && !parser.isSet(history))
        return CommandLine::usageError(parser, tr("--history-messages needs --history"));
    bool countOk = true;
    const int count
        = parser.isSet(historyMessages) ? parser.value(historyMessages).toInt(&countOk) : -1;
    if (!countOk || count == 0 || count < -1)
        return CommandLine::usageError(parser, tr("--history-messages needs a count from 1"));
    if (parser.isSet(history)) {
        QString problem;
        const auto from = CommandLine::readConversation(parser.value(history), 0, &problem);
        if (!from) {
            CommandLine::printErr(problem);
            return CommandLine::InputError;
        }
        const CesHistory sent = CesHistory::of(*from, count - 1);
        if (sent.messages == 0)
            return CommandLine::usageError(parser,
                tr("%1 holds nothing that can be sent as a CES history")
                    .arg(parser.value(history)));
        request.historicalContexts = sent.json;
        //: ces run, on stderr: %n the messages sent as history; %1 the file
        QString line
            = tr("History: %n message(s) of %1", nullptr, sent.messages).arg(parser.value(history));
        if (sent.leftOutChunks > 0)
            //: ces run, after "History: …": thoughts, code, calls of no CES tool…
            line += tr(" (%n part(s) with no CES form left out)", nullptr, sent.leftOutChunks);
        CommandLine::printErr(line + u'\n');
    }
    const CesSessionClient::Mode mode = parser.isSet(sse) ? CesSessionClient::Mode::StreamSse
        : parser.isSet(stream)                            ? CesSessionClient::Mode::Stream
                                                          : CesSessionClient::Mode::Unary;
    const QString outputPath = parser.value(output);
    bool fileHasLines = false;
    if (!outputPath.isEmpty()) {
        const QString saved = savedSession(outputPath, &fileHasLines);
        if (fileHasLines && saved != request.session)
            return CommandLine::usageError(parser,
                tr("%1 holds another session (%2); give its session or a new file")
                    .arg(outputPath, saved.isEmpty() ? tr("not a live CES session") : saved));
    }
    QString error;
    const std::optional<int> timeoutMs = McpCommand::readTimeoutMs(parser, timeout, &error);
    if (!timeoutMs)
        return CommandLine::usageError(parser, error);
    CesSessionClient client;
    McpError refused;
    if (!client.setEndpoint(QUrl(parser.value(endpoint)), &refused))
        return CommandLine::usageError(parser, refused.text());
    client.setIdleTimeout(*timeoutMs);
    TokenSource tokens;
    if (!McpCommand::readTokenSource(parser, tokenCommand, &tokens, &error))
        return CommandLine::usageError(parser, error);
    client.setTokenSource(&tokens);

    OutputPrinter printer(parser.isSet(json));
    QByteArrayList lines;
    QEventLoop loop;
    McpError failure;
    QObject::connect(
        &client, &CesSessionClient::outputReceived, &loop, [&](int, const QByteArray &outputJson) {
            printer.print(outputJson);
            lines << CesSessionText::outputLine(outputJson);
        });
    QObject::connect(&client, &CesSessionClient::runFinished, &loop, &QEventLoop::quit);
    QObject::connect(&client, &CesSessionClient::failed, &loop, [&](int, const McpError &e) {
        failure = e;
        loop.quit();
    });
    client.run(request, mode);
    loop.exec();

    if (newSession) {
        //: ces run output: %1 the new session's name (to continue with --session)
        const QString line = tr("Session: %1").arg(request.session) + u'\n';
        if (parser.isSet(json))
            CommandLine::printErr(line);
        else
            CommandLine::printOut(u'\n' + line);
    }
    if (!outputPath.isEmpty() && (!failure.isError() || !lines.isEmpty())) {
        QByteArray bytes = fileHasLines ? QByteArray() : CesSessionText::configLine(request) + '\n';
        for (const QByteArray &line : CesSessionText::inputLines(request) + lines)
            bytes += line + '\n';
        QString reason;
        if (!AnswerQuery::writeFile(outputPath, bytes, true, &reason)) {
            CommandLine::printErr(
                tr("conversation-inspector: %1: %2").arg(outputPath, reason) + u'\n');
            return CommandLine::InputError;
        }
    }
    return failure.isError() ? McpCommand::failure(failure) : CommandLine::Ok;
}
