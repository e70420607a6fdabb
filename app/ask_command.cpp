// SPDX-License-Identifier: GPL-2.0-or-later
#include "ask_command.h"

#include "command_line.h"
#include "document/document.h"
#include "export/cited_answer_text.h"
#include "export/terminal_text.h"
#include "live/answer_query.h"
#include "live/mcp_client.h"
#include "live/token_source.h"
#include "mcp_command.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// The answer with its numbered sources, then related questions and the session.
QString tail(const CitedAnswer &answer, const QStringList &related, const QString &session)
{
    QString out = answer.lines();
    if (!related.isEmpty()) {
        //: ask output: heading of the related questions list
        out += u'\n' + AskCommand::tr("Related questions:") + u'\n';
        for (const QString &q : related)
            out += u"- "_s + q + u'\n';
    }
    if (!session.isEmpty())
        //: ask output: %1 the session resource name (to continue with --session)
        out += u'\n' + AskCommand::tr("Session: %1").arg(session) + u'\n';
    return out;
}

// Through the reader (whatever format it detects the exchange as): the answer message's text
// chunk and its resolved citations.
std::optional<CitedAnswer> fromReader(const AnswerQueryResult &result)
{
    Document document;
    document.openData(result.exchangeJsonl(), u"ask"_s);
    if (!document.waitForLoaded(30000) || document.conversationCount() < 1)
        return std::nullopt;
    const auto conversation = document.conversation(document.conversationCount() - 1);
    if (!conversation)
        return std::nullopt;
    const Message *answer = nullptr;
    for (const Message &m : conversation->messages)
        if (m.answer || m.grounding)
            answer = &m;
    return answer ? CitedAnswer::of(*answer) : std::nullopt;
}

// Straight from the JSON: answerText and its references (no citation markers).
CitedAnswer fromJson(const AnswerQueryResult &result)
{
    const QJsonObject answer
        = QJsonDocument::fromJson(result.responseJson).object().value(u"answer"_s).toObject();
    CitedAnswer out;
    out.text = result.answerText;
    for (const QJsonValue &v : answer.value(u"references"_s).toArray()) {
        const QJsonObject r = v.toObject();
        QJsonObject meta
            = r.value(u"chunkInfo"_s).toObject().value(u"documentMetadata"_s).toObject();
        if (meta.isEmpty())
            meta = r.value(u"unstructuredDocumentInfo"_s).toObject();
        if (meta.isEmpty())
            meta = r.value(u"structuredDocumentInfo"_s).toObject();
        out.sources.append({meta.value(u"title"_s).toString(), meta.value(u"uri"_s).toString()});
    }
    return out;
}

} // namespace

QString AskCommand::answerText(const AnswerQueryResult &result)
{
    const std::optional<CitedAnswer> read = fromReader(result);
    return tail(read ? *read : fromJson(result), result.relatedQuestions, result.sessionName);
}

int AskCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Asks a Vertex AI Search app one question through its conversational_search MCP "
           "tool and prints the grounded answer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const McpCommand::ConnectionOptions connection;
    connection.addTo(parser);
    const QCommandLineOption servingConfig(u"serving-config"_s,
        tr("The serving config resource name (projects/…/servingConfigs/…)."), u"NAME"_s);
    const QCommandLineOption session(
        u"session"_s, tr("Continue this session, or - to let the server start one."), u"NAME|-"_s);
    const QCommandLineOption output(u"output"_s,
        tr("Append the JSON-RPC exchange to this JSONL file (the app opens it again)."), u"FILE"_s);
    const QCommandLineOption json(u"json"_s, tr("Print the raw AnswerQueryResponse JSON."));
    const QCommandLineOption language(u"language"_s, tr("The answer language (BCP 47)."),
        tr("code", "value placeholder of --language"));
    const QCommandLineOption related(u"related-questions"_s, tr("Ask for related questions."));
    const QCommandLineOption noCitations(u"no-citations"_s, tr("Do not ask for citations."));
    const QCommandLineOption preamble(u"preamble"_s, tr("A custom preamble for the answer."),
        tr("text", "value placeholder of --preamble"));
    const QCommandLineOption model(u"model-version"_s, tr("The answer model version."),
        tr("version", "value placeholder of --model-version"));
    const QCommandLineOption maxResults(
        u"max-results"_s, tr("How many search results to ground on."), u"N"_s);
    const QCommandLineOption filter(u"filter"_s, tr("A search filter expression."),
        tr("expression", "value placeholder of --filter"));
    parser.addOptions({servingConfig, session, output, json, language, related, noCitations,
        preamble, model, maxResults, filter});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"ask"_s, tr("The command."), u"ask"_s);
    parser.addPositionalArgument(u"QUESTION"_s, tr("The question."), u"QUESTION"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    AnswerQueryRequest request;
    request.question = parser.positionalArguments().mid(1).join(u' ');
    request.servingConfig = parser.value(servingConfig);
    request.setSession(parser.value(session));
    request.includeCitations = !parser.isSet(noCitations);
    request.relatedQuestions = parser.isSet(related);
    request.answerLanguage = parser.value(language);
    request.preamble = parser.value(preamble);
    request.modelVersion = parser.value(model);
    request.filter = parser.value(filter);
    if (parser.isSet(maxResults)) {
        bool ok = false;
        request.maxResults = parser.value(maxResults).toInt(&ok);
        if (!ok || request.maxResults < 1)
            return CommandLine::usageError(parser, tr("--max-results needs a positive number"));
    }
    if (request.question.trimmed().isEmpty())
        return CommandLine::usageError(parser, tr("the QUESTION is missing"));
    if (request.servingConfig.isEmpty())
        return CommandLine::usageError(parser, tr("--serving-config is required"));
    if (parser.isSet(session) && parser.value(session).trimmed().isEmpty())
        return CommandLine::usageError(parser, tr("--session needs a name or -"));

    McpClientSettings settings;
    TokenSource tokens;
    QString error;
    if (!McpCommand::readConnection(parser, connection, &settings, &tokens, &error))
        return CommandLine::usageError(parser, error);
    settings.clientVersion = QCoreApplication::applicationVersion();
    McpClient client;
    client.setSettings(settings);
    client.setTokenSource(&tokens);
    AnswerQuery query(&client);
    AnswerQueryResult result;
    QEventLoop loop;
    QObject::connect(&query, &AnswerQuery::answered, &loop, [&](const AnswerQueryResult &r) {
        result = r;
        loop.quit();
    });
    query.ask(request);
    loop.exec();

    if (parser.isSet(output) && !result.exchangeJsonl().isEmpty()) {
        QString reason;
        if (!AnswerQuery::writeFile(parser.value(output), result.exchangeJsonl(), true, &reason)) {
            CommandLine::printErr(
                tr("conversation-inspector: %1: %2").arg(parser.value(output), reason) + u'\n');
            return CommandLine::InputError;
        }
    }
    if (!result.ok())
        return McpCommand::failure(result.error);
    if (parser.isSet(json))
        CommandLine::writeOut(terminalSafeJson(result.responseJson) + '\n');
    else
        CommandLine::printOut(answerText(result));
    return CommandLine::Ok;
}
