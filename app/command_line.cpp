// SPDX-License-Identifier: GPL-2.0-or-later
#include "command_line.h"

#include "adk_command.h"
#include "agent_engine_command.h"
#include "app_icon.h"
#include "app_theme.h"
#include "ask_command.h"
#include "ces_command.h"
#include "check_command.h"
#include "diff_command.h"
#include "document/document.h"
#include "export/terminal_text.h"
#include "export_command.h"
#include "language_manager.h"
#include "main_window.h"
#include "mcp_command.h"
#include "network_proxy_setting.h"
#include "screenshot_command.h"
#include "time_zone_setting.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>

#include <cstdio>
#include <limits>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString kExampleResource = u":/examples/ces_example_conversation.json"_s;

QStringList argumentList(int argc, char **argv)
{
    QStringList list;
    for (int i = 0; i < argc; ++i)
        list << QString::fromLocal8Bit(argv[i]);
    return list;
}

} // namespace

void CommandLine::setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(u"ConversationInspector"_s);
    QCoreApplication::setApplicationName(u"conversation-inspector"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(INSPECTOR_VERSION));
}

void CommandLine::printOut(const QString &text)
{
    writeOut(terminalSafe(text).toUtf8());
}

void CommandLine::writeOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CommandLine::printErr(const QString &text)
{
    const QByteArray bytes = terminalSafe(text).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

int CommandLine::usageError(const QCommandLineParser &parser, const QString &message)
{
    printErr(tr("conversation-inspector: %1").arg(message) + u"\n\n"_s + parser.helpText());
    return UsageError;
}

std::optional<int> CommandLine::parseCommand(
    QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments))
        return usageError(parser, parser.errorText());
    if (parser.isSet(u"help"_s)) {
        printOut(parser.helpText());
        return Ok;
    }
    if (parser.isSet(u"version"_s)) {
        printOut(u"conversation-inspector "_s + QCoreApplication::applicationVersion() + u'\n');
        return Ok;
    }
    return std::nullopt;
}

QString CommandLine::failureMessage(const Document &document)
{
    const QString path = document.path().isEmpty() ? document.displayName() : document.path();
    return diagnosticMessage(path, document.failure());
}

std::shared_ptr<const Conversation> CommandLine::readConversation(
    const QString &path, int index, QString *error)
{
    Document document;
    DocumentTuning tuning = document.tuning();
    tuning.partsFromRecords = std::numeric_limits<int>::max(); // whole, as export reads them
    document.setTuning(tuning);
    document.openFile(path);
    if (!document.waitForLoaded(-1)) {
        *error = failureMessage(document);
        return nullptr;
    }
    if (index >= document.conversationCount()) {
        //: %1 the file, %2 the conversation asked for (1-based), %3 how many it has
        *error = tr("%1: there is no conversation %2 (the file has %3)")
                     .arg(path)
                     .arg(index + 1)
                     .arg(document.conversationCount())
            + u'\n';
        return nullptr;
    }
    return document.conversation(index);
}

QString CommandLine::diagnosticMessage(const QString &path, const Diagnostic &diagnostic)
{
    SourceLocation where = diagnostic.location;
    if (where.file.isEmpty())
        where.file = path;
    QString reason = diagnostic.text();
    if (reason.isEmpty())
        reason = tr("the file could not be read as a transcript");
    //: Error message: %1 file path with line:column, %2 the reason
    return tr("%1: %2").arg(where.toString(), reason) + u'\n';
}

int CommandLine::run(int argc, char **argv)
{
    setApplicationIdentity();
    const QStringList arguments = argumentList(argc, argv);
    const QString command = arguments.size() > 1 ? arguments.at(1) : QString();

    if (command == u"check"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return CheckCommand::run(arguments);
    }
    if (command == u"export"_s) {
        std::unique_ptr<QCoreApplication> app;
        if (ExportCommand::needsFonts(arguments)) { // laid out off screen, whatever the session
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        LanguageManager::instance()->applyLanguage(QString());
        return ExportCommand::run(arguments);
    }
    if (command == u"screenshot"_s)
        return ScreenshotCommand::run(argc, argv, arguments);
    if (command == u"ask"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return AskCommand::run(arguments);
    }
    if (command == u"mcp"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return McpCommand::run(arguments);
    }
    if (command == u"adk"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return AdkCommand::run(arguments);
    }
    if (command == u"ces"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return CesCommand::run(arguments);
    }
    if (command == u"diff"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return DiffCommand::run(arguments);
    }
    if (command == u"agent-engine"_s) {
        QCoreApplication app(argc, argv);
        LanguageManager::instance()->applyLanguage(QString());
        return AgentEngineCommand::run(arguments);
    }
    return runWindow(argc, argv, arguments);
}

int CommandLine::runWindow(int argc, char **argv, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Inspects conversational-AI transcripts (CES, Agent Engine, ADK, Gemini, Discovery "
           "Engine).\n\nCommands:\n"
           "  check [--json] FILE...           report what every file holds\n"
           "  export --format json|markdown|html [--output OUT] FILE\n"
           "                                   write a normalized transcript\n"
           "  screenshot --output OUT.png FILE...\n"
           "                                   render the window off screen\n"
           "  ask --endpoint URL --serving-config NAME QUESTION\n"
           "                                   ask conversational_search over MCP\n"
           "  mcp --endpoint URL list-tools | call TOOL [ARGS_JSON]\n"
           "                                   speak to any MCP server\n"
           "  adk --endpoint URL apps | sessions | get | run | trace ...\n"
           "                                   speak to an ADK API server\n"
           "  ces run --session NAME [--stream|--sse] TEXT\n"
           "                                   run a turn of a Conversational Agents app\n"
           "  agent-engine --engine NAME sessions | get SESSION\n"
           "                                   read Vertex AI Agent Engine sessions\n"
           "  diff [--json] [--exit-code] A B  compare two conversations\n"
           "Run a command with --help for its options."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption lang(u"lang"_s, tr("User interface language: en, ja or es."),
        tr("code", "value placeholder of --lang in --help"));
    parser.addOption(lang);
    // Qt's own -platform option, accepted so that it reaches QApplication.
    QCommandLineOption platform(u"platform"_s, tr("Qt platform plugin."),
        tr("name", "value placeholder of -platform in --help"));
    platform.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(platform);
    parser.addPositionalArgument(
        u"FILE"_s, tr("Transcript files to open; - reads standard input."), u"[FILE...]"_s);

    if (!parser.parse(arguments)) {
        QCoreApplication app(argc, argv);
        return usageError(parser, parser.errorText());
    }
    const QString code = parser.value(lang);
    if (parser.isSet(lang) && code != u"en"_s && code != u"ja"_s && code != u"es"_s) {
        QCoreApplication app(argc, argv);
        return usageError(parser, tr("unknown language \"%1\" (use en, ja or es)").arg(code));
    }
    if (parser.isSet(help) || parser.isSet(version)) {
        QCoreApplication app(argc, argv);
        if (parser.isSet(version)) {
            printOut(u"conversation-inspector "_s + QCoreApplication::applicationVersion() + u'\n');
            return Ok;
        }
        printOut(parser.helpText());
        return Ok;
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(AppIcon::icon());
    QGuiApplication::setDesktopFileName(QStringLiteral(INSPECTOR_APP_ID)); // Wayland: the entry
    if (const ThemeMode theme = AppTheme::saved(); theme != ThemeMode::System)
        AppTheme::apply(theme); // Preferences forced light or dark
    NetworkProxySetting::applySaved(); // the live queries' proxy, as Preferences set it
    TimeZoneSetting::applySaved(); // times in local time or UTC
    if (parser.isSet(lang))
        LanguageManager::instance()->applyLanguage(code);
    else
        LanguageManager::instance()->restoreSavedLanguage();

    QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        files << kExampleResource;
    MainWindow window;
    window.show();
    window.openFiles(files);
    return app.exec();
}
