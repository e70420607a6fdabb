// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class AdkClient;

/// `conversation-inspector adk … run APP USER MESSAGE` (docs/cli.md "adk"): creates a session
/// when asked, runs the agent over /run_sse and prints the stream as it comes (partial text, then
/// each final event with numbered citations), or every event as a line of JSON; writes the stored
/// session with --output. Stateless; AdkCommand parses the command line.
class AdkRunCommand
{
    Q_DECLARE_TR_FUNCTIONS(AdkRunCommand)
public:
    /// What the command line asked for. A plain value.
    struct Request {
        QString app;
        QString user;
        QString session; ///< an id, or empty or "-" for a new session
        QString message;
        QByteArray stateDelta; ///< a JSON object, or empty
        QString output; ///< a file for the stored session, or empty
        bool json = false;
    };
    /// Returns the exit code.
    static int run(AdkClient &client, const Request &request);
};
