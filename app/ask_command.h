// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

struct AnswerQueryResult;

/// `conversation-inspector ask --endpoint URL --serving-config NAME [...] QUESTION`: one
/// `conversational_search` call (cli.md "ask and mcp"); prints the answer with its citations as
/// numbered footnotes (or the raw AnswerQueryResponse with --json) and appends the exchange to
/// --output. Needs a QCoreApplication. Stateless.
class AskCommand
{
    Q_DECLARE_TR_FUNCTIONS(AskCommand)
public:
    /// `arguments` is the whole command line (program, "ask", ...). Returns the exit code.
    static int run(const QStringList &arguments);
    /// The answer as text: the answer with [n] markers, the numbered sources, related
    /// questions and the session. Read through the Discovery Engine reader (the same values as
    /// the window); falls back to the JSON itself when the reader cannot read it.
    static QString answerText(const AnswerQueryResult &result);
};
