// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_command.h"

#include "command_line.h"
#include "export/terminal_text.h"
#include "live/mcp_client.h"
#include "live/mcp_protocol.h"
#include "live/token_source.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

int listTools(McpClient &client, bool json)
{
    const McpOutcome outcome = McpCommand::wait(client, client.listTools());
    if (!outcome.ok())
        return McpCommand::failure(outcome.error);
    if (json) {
        QByteArray out = "[";
        for (int i = 0; i < outcome.tools.size(); ++i)
            out += (i ? "," : "") + outcome.tools.at(i).rawJson;
        CommandLine::writeOut(terminalSafeJson(mcp::indentJson(out + "]")) + '\n');
        return CommandLine::Ok;
    }
    QString text;
    for (const McpTool &tool : outcome.tools) {
        QString line = tool.name;
        if (!tool.title.isEmpty() && tool.title != tool.name)
            line += u" ("_s + tool.title + u')';
        const QString description = tool.description.section(u'\n', 0, 0).trimmed();
        if (!description.isEmpty())
            line += u": "_s + description;
        text += line + u'\n';
    }
    CommandLine::printOut(text);
    return CommandLine::Ok;
}

QString contentSummary(const QByteArray &contentJson)
{
    QString out;
    const QJsonArray blocks = QJsonDocument::fromJson(contentJson).array();
    for (const QJsonValue &value : blocks) {
        const QJsonObject block = value.toObject();
        const QString type = block.value(u"type"_s).toString();
        if (type == u"text"_s)
            out += block.value(u"text"_s).toString() + u'\n';
        else if (type == u"image"_s || type == u"audio"_s)
            //: mcp call output for a binary content block: %1 image/audio, %2 MIME type, %3 size
            out += McpCommand::tr("[%1 %2, %3 bytes of base64]")
                       .arg(type, block.value(u"mimeType"_s).toString())
                       .arg(block.value(u"data"_s).toString().size())
                + u'\n';
        else if (type == u"resource_link"_s)
            out += McpCommand::tr("[link %1]").arg(block.value(u"uri"_s).toString()) + u'\n';
        else if (type == u"resource"_s)
            out += McpCommand::tr("[resource %1]")
                       .arg(block.value(u"resource"_s).toObject().value(u"uri"_s).toString())
                + u'\n';
    }
    return out;
}

int callTool(McpClient &client, const QString &tool, const QByteArray &args, bool json)
{
    const McpOutcome outcome = McpCommand::wait(client, client.callTool(tool, args));
    const McpToolResult &r = outcome.toolResult;
    if (!outcome.ok() && outcome.error.kind != McpError::Kind::Tool)
        return McpCommand::failure(outcome.error);
    // JSON goes out as JSON with every control escaped (terminalSafeJson()), text as text with
    // the controls made visible (printOut()).
    if (json) {
        CommandLine::writeOut(terminalSafeJson(mcp::indentJson(r.resultJson)) + '\n');
    } else if (!outcome.ok()) {
        // The tool's own error text goes with the explanation on stderr.
    } else if (!r.payloadJson.isEmpty()) {
        CommandLine::writeOut(terminalSafeJson(mcp::indentJson(r.payloadJson)) + '\n');
    } else {
        CommandLine::printOut(contentSummary(r.contentJson));
    }
    return outcome.ok() ? CommandLine::Ok : McpCommand::failure(outcome.error);
}

} // namespace

McpCommand::ConnectionOptions::ConnectionOptions()
    : endpoint(u"endpoint"_s, tr("The MCP endpoint (https, or http to localhost)."), u"URL"_s)
    , header(u"header"_s, tr("An extra HTTP header; repeatable. Never a token."),
          tr("'Name: value'", "value placeholder of --header"))
    , tokenCommand(tokenCommandOption())
    , project(u"project"_s, tr("The quota project (sent as x-goog-user-project)."), u"ID"_s)
    , era(u"era"_s,
          tr("The MCP protocol era: auto (probe 2026-07-28, fall back to 2025), modern or "
             "legacy."),
          tr("era", "value placeholder of --era"), u"auto"_s)
    , timeout(u"timeout"_s, tr("Seconds to wait for an answer or a progress report (default 60)."),
          tr("seconds", "value placeholder of --timeout"), u"60"_s)
    , maxResponseBytes(u"max-response-bytes"_s,
          tr("The largest response accepted (default 33554432)."),
          tr("bytes", "value placeholder of --max-response-bytes"), u"33554432"_s)
{ }

QCommandLineOption McpCommand::tokenCommandOption()
{
    return QCommandLineOption(u"token-command"_s,
        tr("A command that prints an access token, run without a shell, e.g. \"gcloud auth "
           "print-access-token\". Without it the CONVERSATION_INSPECTOR_TOKEN environment "
           "variable is used when set."),
        tr("command", "value placeholder of --token-command"));
}

std::optional<int> McpCommand::readTimeoutMs(
    const QCommandLineParser &parser, const QCommandLineOption &timeout, QString *error)
{
    bool ok = false;
    const double seconds = parser.value(timeout).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 86400) {
        *error = tr("--timeout needs a number of seconds");
        return std::nullopt;
    }
    return int(seconds * 1000);
}

void McpCommand::ConnectionOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOptions({endpoint, header, tokenCommand, project, era, timeout, maxResponseBytes});
}

bool McpCommand::readConnection(const QCommandLineParser &parser, const ConnectionOptions &options,
    McpClientSettings *settings, TokenSource *tokens, QString *error)
{
    const QString endpoint = parser.value(options.endpoint);
    if (endpoint.isEmpty()) {
        *error = tr("--endpoint is required");
        return false;
    }
    settings->endpoint = QUrl(endpoint);
    McpError insecure;
    if (!McpClient::isAllowedEndpoint(settings->endpoint, &insecure)) {
        *error = insecure.text();
        return false;
    }
    const std::optional<McpEra> era = mcpEraFromId(parser.value(options.era));
    if (!era) {
        *error = tr("unknown --era \"%1\" (use auto, modern or legacy)")
                     .arg(parser.value(options.era));
        return false;
    }
    settings->era = *era;
    const std::optional<int> timeoutMs = readTimeoutMs(parser, options.timeout, error);
    if (!timeoutMs)
        return false;
    settings->requestTimeoutMs = *timeoutMs;
    settings->maxTotalMs = qMax(settings->maxTotalMs, settings->requestTimeoutMs);
    bool ok = false;
    const qint64 bytes = parser.value(options.maxResponseBytes).toLongLong(&ok);
    if (!ok || bytes < 1024) {
        *error = tr("--max-response-bytes needs a number of bytes (at least 1024)");
        return false;
    }
    settings->maxResponseBytes = bytes;
    settings->userProject = parser.value(options.project);
    static const QRegularExpression name(u"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"_s);
    for (const QString &header : parser.values(options.header)) {
        const qsizetype colon = header.indexOf(u':');
        const QString key = colon > 0 ? header.left(colon).trimmed() : QString();
        const QString value = colon > 0 ? header.mid(colon + 1).trimmed() : QString();
        if (!name.match(key).hasMatch() || value.contains(u'\n') || value.contains(u'\r')) {
            *error = tr("--header needs 'Name: value', not \"%1\"").arg(header);
            return false;
        }
        if (mcplog::isSecretHeader(key.toLatin1())) {
            *error = tr("credentials are never given on the command line: use --token-command "
                        "or the CONVERSATION_INSPECTOR_TOKEN environment variable");
            return false;
        }
        settings->extraHeaders.append(McpHeader(key.toLatin1(), value.toUtf8()));
    }
    return readTokenSource(parser, options.tokenCommand, tokens, error);
}

bool McpCommand::readTokenSource(const QCommandLineParser &parser,
    const QCommandLineOption &tokenCommand, TokenSource *tokens, QString *error)
{
    if (parser.isSet(tokenCommand)) {
        if (!tokens->setCommand(parser.value(tokenCommand))) {
            *error = tr("--token-command names no program, or a quote is not closed");
            return false;
        }
    } else if (!qEnvironmentVariableIsEmpty("CONVERSATION_INSPECTOR_TOKEN")) {
        tokens->setEnvironment();
    } else {
        tokens->setNone();
    }
    return true;
}

McpError McpCommand::fetchToken(TokenSource &tokens, bool force)
{
    McpError error;
    if (tokens.mode() == TokenSource::Mode::None)
        return error;
    QEventLoop loop;
    QObject::connect(&tokens, &TokenSource::ready, &loop, &QEventLoop::quit);
    QObject::connect(&tokens, &TokenSource::failed, &loop, [&](const McpError &e) {
        error = e;
        loop.quit();
    });
    tokens.request(force);
    loop.exec();
    return error;
}

McpOutcome McpCommand::wait(McpClient &client, int operation)
{
    McpOutcome result;
    bool done = false;
    QEventLoop loop;
    QObject::connect(&client, &McpClient::finished, &loop, [&](const McpOutcome &outcome) {
        if (outcome.operation != operation)
            return;
        result = outcome;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return result;
}

int McpCommand::failure(const McpError &error)
{
    CommandLine::printErr(tr("conversation-inspector: %1").arg(error.text()) + u'\n');
    return CommandLine::InputError;
}

int McpCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Speaks to an MCP server over Streamable HTTP: lists its tools or calls one."));
    parser.addHelpOption();
    parser.addVersionOption();
    const ConnectionOptions connection;
    connection.addTo(parser);
    const QCommandLineOption json(u"json"_s, tr("Print the raw JSON result."));
    parser.addOption(json);
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"mcp"_s, tr("The command."), u"mcp"_s);
    parser.addPositionalArgument(u"action"_s,
        tr("list-tools, or call TOOL [ARGS_JSON] (a JSON object, default {})."),
        u"list-tools | call TOOL [ARGS_JSON]"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList positional = parser.positionalArguments().mid(1);
    const QString action = positional.value(0);
    if (action != u"list-tools"_s && action != u"call"_s)
        return CommandLine::usageError(parser, tr("say list-tools or call TOOL [ARGS_JSON]"));
    if ((action == u"list-tools"_s && positional.size() != 1)
        || (action == u"call"_s && (positional.size() < 2 || positional.size() > 3)))
        return CommandLine::usageError(parser, tr("wrong number of arguments for %1").arg(action));
    QByteArray args = positional.value(2).toUtf8();
    if (action == u"call"_s && !args.trimmed().isEmpty()
        && !QJsonDocument::fromJson(args).isObject())
        return CommandLine::usageError(parser, tr("ARGS_JSON must be a JSON object"));

    McpClientSettings settings;
    TokenSource tokens;
    QString error;
    if (!readConnection(parser, connection, &settings, &tokens, &error))
        return CommandLine::usageError(parser, error);
    McpClient client;
    settings.clientVersion = QCoreApplication::applicationVersion();
    client.setSettings(settings);
    client.setTokenSource(&tokens);
    if (action == u"list-tools"_s)
        return listTools(client, parser.isSet(json));
    return callTool(client, positional.value(1), args, parser.isSet(json));
}
