// SPDX-License-Identifier: GPL-2.0-or-later
#include "diff_command.h"

#include "command_line.h"
#include "compare/comparison_writer.h"
#include "compare/conversation_comparison.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

int DiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compares two conversations, of any formats (a run against its golden, two runs of "
           "one agent): turn by turn on the user's text, then the answers word by word, the "
           "tool calls, the sources and the variables."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption json(u"json"_s, tr("Write the comparison as JSON."));
    const QCommandLineOption exitCode(u"exit-code"_s,
        tr("Exit with status 3 when the conversations differ (0 when they do not)."));
    const QCommandLineOption aConversation(u"a-conversation"_s,
        tr("The conversation of A to compare, from 1 (default 1)."),
        tr("n", "value placeholder of --a-conversation in --help"), u"1"_s);
    const QCommandLineOption bConversation(u"b-conversation"_s,
        tr("The conversation of B to compare, from 1 (default 1)."),
        tr("n", "value placeholder of --b-conversation in --help"), u"1"_s);
    parser.addOptions({json, exitCode, aConversation, bConversation});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"diff"_s, tr("The command."), u"diff"_s);
    parser.addPositionalArgument(u"A"_s, tr("The first transcript file."), u"A"_s);
    parser.addPositionalArgument(u"B"_s, tr("The second transcript file."), u"B"_s);
    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 2)
        return CommandLine::usageError(parser, tr("diff takes two files, A and B"));
    bool aOk = false;
    bool bOk = false;
    const int a = parser.value(aConversation).toInt(&aOk) - 1;
    const int b = parser.value(bConversation).toInt(&bOk) - 1;
    if (!aOk || !bOk || a < 0 || b < 0)
        return CommandLine::usageError(parser, tr("a conversation number starts at 1"));
    QString error;
    const auto left = CommandLine::readConversation(files.at(0), a, &error);
    const auto right = left ? CommandLine::readConversation(files.at(1), b, &error) : nullptr;
    if (!left || !right) {
        CommandLine::printErr(error);
        return CommandLine::InputError;
    }
    const ConversationComparison comparison = compareConversations(*left, *right);
    //: diff: how a side is named: %1 the file, %2 the conversation number
    const QString aName = tr("%1, conversation %2").arg(files.at(0)).arg(a + 1);
    const QString bName = tr("%1, conversation %2").arg(files.at(1)).arg(b + 1);
    if (parser.isSet(json))
        CommandLine::writeOut(ComparisonWriter::json(comparison, aName, bName));
    else
        CommandLine::printOut(ComparisonWriter::text(comparison, aName, bName));
    return parser.isSet(exitCode) && comparison.differences() > 0 ? kDiffer : CommandLine::Ok;
}
