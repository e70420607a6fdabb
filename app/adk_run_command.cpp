// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_run_command.h"

#include "adk_command.h"
#include "command_line.h"
#include "export/terminal_text.h"
#include "live/adk_client.h"
#include "mcp_command.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

// Prints a run as it streams: partial text deltas as they come, then each final event through
// the reader (its text with numbered citations, its tool calls and errors); with --json every
// event as one line of JSON.
class RunPrinter
{
public:
    RunPrinter(const QString &app, const QString &user, bool json)
        : m_app(app)
        , m_user(user)
        , m_json(json)
    { }
    QString sessionId;
    QString agentError; ///< the last final event's errorCode and message, if any
    bool streamFailed = false;

    /// One event (or a stream error) as it arrives. Printing a final event reads it through a
    /// Document, whose wait runs an event loop in which the next ones can arrive: they wait in
    /// the queue, so that everything is printed in order.
    void take(const QByteArray &eventJson, bool partial, const McpError &error = McpError())
    {
        m_queue.append({eventJson, partial, error});
        if (m_busy)
            return;
        m_busy = true;
        while (!m_queue.isEmpty()) {
            const Item item = m_queue.takeFirst();
            if (item.error.isError())
                printError(item.error);
            else
                print(item.json, item.partial);
        }
        m_busy = false;
    }
    void end()
    {
        if (m_openLine)
            CommandLine::printOut(u"\n"_s);
        m_openLine = false;
    }

private:
    struct Item {
        QByteArray json;
        bool partial;
        McpError error;
    };

    void print(const QByteArray &eventJson, bool partial)
    {
        const QJsonObject event = QJsonDocument::fromJson(eventJson).object();
        if (m_json) {
            CommandLine::writeOut(
                terminalSafeJson(QJsonDocument(event).toJson(QJsonDocument::Compact)) + '\n');
        } else if (partial) {
            for (const QJsonValue &part :
                event.value(u"content"_s).toObject().value(u"parts"_s).toArray())
                if (!part.toObject().value(u"thought"_s).toBool()) {
                    const QString delta = part.toObject().value(u"text"_s).toString();
                    CommandLine::printOut(delta);
                    m_openLine = m_openLine || !delta.isEmpty();
                }
        } else {
            if (m_openLine)
                CommandLine::printOut(u"\n\n"_s);
            m_openLine = false;
            printFinal(event);
        }
        if (partial)
            return;
        const QString code = event.value(u"errorCode"_s).toString();
        agentError.clear();
        if (!code.isEmpty())
            agentError = code + u": "_s + event.value(u"errorMessage"_s).toString();
    }

    void printError(const McpError &error)
    {
        end();
        CommandLine::printErr(
            AdkRunCommand::tr("conversation-inspector: %1").arg(error.text()) + u'\n');
        streamFailed = true;
    }

    void printFinal(const QJsonObject &event)
    {
        // Read as a one-event Session, so citations resolve exactly as in the window.
        const QJsonObject session {{u"id"_s, sessionId}, {u"appName"_s, m_app},
            {u"userId"_s, m_user}, {u"events"_s, QJsonArray {event}}};
        CommandLine::printOut(AdkCommand::transcriptText(
            QJsonDocument(session).toJson(QJsonDocument::Compact), false));
    }

    QString m_app;
    QString m_user;
    bool m_json;
    bool m_openLine = false;
    bool m_busy = false;
    QList<Item> m_queue;
};

} // namespace

int AdkRunCommand::run(AdkClient &client, const Request &request)
{
    const QString app = request.app;
    const QString user = request.user;
    RunPrinter printer(app, user, request.json);
    const QObject scope; // the connections end with this call
    printer.sessionId = request.session;
    if (printer.sessionId.isEmpty() || printer.sessionId == u"-"_s) {
        QObject::connect(&client, &AdkClient::sessionCreated, &scope,
            [&](int, const AdkSessionInfo &s) { printer.sessionId = s.id; });
        if (const McpError e = AdkCommand::wait(client, client.createSession(app, user));
            e.isError())
            return McpCommand::failure(e);
    }
    QObject::connect(&client, &AdkClient::eventReceived, &scope,
        [&](int, const QByteArray &json, bool partial) { printer.take(json, partial); });
    QObject::connect(&client, &AdkClient::streamError, &scope,
        [&](int, const McpError &e) { printer.take({}, false, e); });
    const McpError error = AdkCommand::wait(client,
        client.run({app, user, printer.sessionId, request.message, request.stateDelta, true}));
    printer.end();
    //: adk run output: %1 the session id (to continue with --session)
    const QString sessionLine = tr("Session: %1").arg(printer.sessionId) + u'\n';
    if (request.json)
        CommandLine::printErr(sessionLine);
    else
        CommandLine::printOut(u'\n' + sessionLine);
    if (!request.output.isEmpty()) { // what the server stored, whatever the stream did
        QByteArray json;
        if (const McpError e
            = AdkCommand::fetchSession(client, app, user, printer.sessionId, &json);
            e.isError())
            return McpCommand::failure(e);
        if (!AdkCommand::writeOutput(request.output, json))
            return CommandLine::InputError;
    }
    if (error.isError())
        return McpCommand::failure(error);
    if (!printer.agentError.isEmpty()) {
        CommandLine::printErr(
            tr("conversation-inspector: the agent ended with error %1").arg(printer.agentError)
            + u'\n');
        return CommandLine::InputError;
    }
    return printer.streamFailed ? CommandLine::InputError : CommandLine::Ok;
}
