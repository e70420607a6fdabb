// SPDX-License-Identifier: GPL-2.0-or-later
#include "screenshot_command.h"

#include "app_theme.h"

#include "command_line.h"
#include "compare_with.h"
#include "comparison_window.h"
#include "evaluation_cases_view.h"
#include "evaluation_pane.h"
#include "export_dialog.h"
#include "items/comparison_model.h"
#include "items/conversation_matches.h"
#include "items/evaluation_cases_model.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_view.h"
#include "preferences_dialog.h"
#include "shortcuts_dialog.h"
#include "window_docks.h"
#include "window_export.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDialog>
#include <QImage>
#include <QMenuBar>
#include <QPixmap>
#include <QRegularExpression>
#include <QSize>

using namespace Qt::StringLiterals;

namespace {

std::optional<QSize> parseSize(const QString &text)
{
    static const QRegularExpression pattern(u"^(\\d{2,5})[xX×](\\d{2,5})$"_s);
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    if (size.width() < 200 || size.height() < 150 || size.width() > 8000 || size.height() > 8000)
        return std::nullopt;
    return size;
}

/// The dialogs --dialog renders, by name (over `window`, with what it has open).
const QStringList &dialogNames()
{
    static const QStringList names {u"preferences"_s, u"export"_s, u"shortcuts"_s};
    return names;
}

QDialog *createDialog(const QString &name, MainWindow *window)
{
    if (name == u"preferences"_s)
        return new PreferencesDialog(window);
    if (name == u"export"_s)
        return new ExportDialog(window->windowExport()->scopes(), std::nullopt, window);
    return new ShortcutsDialog(window->menuBar(), window);
}

std::optional<int> parseIndex(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok && value >= 0 ? std::optional<int>(value) : std::nullopt;
}

} // namespace

int ScreenshotCommand::run(int argc, char **argv, const QStringList &arguments)
{
    // The screenshot is rendered off screen whatever the session has, unless the caller chose a
    // platform: the result must not depend on a window manager.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Renders the main window off screen with the given files open and writes a PNG."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption output(u"output"_s, tr("The PNG file to write."),
        tr("file", "value placeholder of --output in --help"));
    const QCommandLineOption lang(u"lang"_s, tr("User interface language: en, ja or es."),
        tr("code", "value placeholder of --lang in --help"));
    const QCommandLineOption size(u"size"_s, tr("Window size, default 1400x900."),
        tr("WxH", "value placeholder of --size: width x height in pixels"), u"1400x900"_s);
    const QCommandLineOption conversation(u"conversation"_s,
        tr("Conversation to select (0-based)."),
        tr("N", "value placeholder of --conversation and --message: a number"));
    const QCommandLineOption message(u"message"_s, tr("Message to select (0-based)."),
        tr("N", "value placeholder of --conversation and --message: a number"));
    const QCommandLineOption citation(u"citation"_s,
        tr("Cited segment of the selected message to mark (0-based): References shows its "
           "sources and their evidence."),
        tr("N", "value placeholder of --conversation and --message: a number"));
    const QCommandLineOption panel(u"panel"_s,
        tr("Panel to bring to the front: %1.").arg(WindowDocks::paneNames().join(u", "_s)),
        tr("name", "value placeholder of --panel"));
    const QCommandLineOption find(u"find"_s,
        tr("Text to find in the open conversation (the find bar is shown with its matches)."),
        tr("text", "value placeholder of --find"));
    const QCommandLineOption compare(u"compare"_s,
        tr("Another transcript to compare the selected conversation with (File ▸ Compare "
           "With…): the comparison window is rendered instead of the main window."),
        tr("file", "value placeholder of --output in --help"));
    const QCommandLineOption compareConversation(u"compare-conversation"_s,
        tr("Conversation of the --compare file (0-based, default 0)."),
        tr("N", "value placeholder of --conversation and --message: a number"));
    const QCommandLineOption theme(u"theme"_s,
        //: --help of screenshot --theme; keep the ids light, dark, system untranslated
        tr("Colours: light, dark, or system (the desktop's palette, the default)."),
        tr("theme", "value placeholder of --theme"));
    const QCommandLineOption dialog(u"dialog"_s,
        //: --help of screenshot --dialog; %1 the names, kept untranslated
        tr("A dialog to render over the window instead of the window: %1.")
            .arg(dialogNames().join(u", "_s)),
        tr("name", "value placeholder of --panel"));
    parser.addOptions({output, lang, size, conversation, message, citation, panel, find, compare,
        compareConversation, theme, dialog});
    //: Help text of the subcommand name itself
    parser.addPositionalArgument(u"screenshot"_s, tr("The command."), u"screenshot"_s);
    parser.addPositionalArgument(
        u"FILE"_s, tr("Transcript files; - reads standard input."), u"FILE..."_s);

    if (const std::optional<int> done = CommandLine::parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return CommandLine::usageError(parser, tr("no FILE given"));
    const QString outPath = parser.value(output);
    if (outPath.isEmpty())
        return CommandLine::usageError(parser, tr("--output is required"));
    const QString code = parser.value(lang);
    if (parser.isSet(lang) && code != u"en"_s && code != u"ja"_s && code != u"es"_s)
        return CommandLine::usageError(
            parser, tr("unknown language \"%1\" (use en, ja or es)").arg(code));
    const std::optional<QSize> windowSize = parseSize(parser.value(size));
    if (!windowSize)
        return CommandLine::usageError(parser, tr("--size must look like 1400x900"));
    std::optional<int> conversationIndex;
    std::optional<int> messageIndex;
    if (parser.isSet(conversation) && !(conversationIndex = parseIndex(parser.value(conversation))))
        return CommandLine::usageError(parser, tr("--conversation needs a number from 0"));
    if (parser.isSet(message) && !(messageIndex = parseIndex(parser.value(message))))
        return CommandLine::usageError(parser, tr("--message needs a number from 0"));
    std::optional<int> citationIndex;
    if (parser.isSet(citation) && !(citationIndex = parseIndex(parser.value(citation))))
        return CommandLine::usageError(parser, tr("--citation needs a number from 0"));
    if (citationIndex && !messageIndex)
        return CommandLine::usageError(parser, tr("--citation needs --message"));
    const QString panelName = parser.value(panel);
    if (parser.isSet(panel) && !WindowDocks::paneNames().contains(panelName))
        return CommandLine::usageError(parser, tr("unknown panel \"%1\"").arg(panelName));

    if (parser.isSet(dialog) && !dialogNames().contains(parser.value(dialog)))
        return CommandLine::usageError(
            parser, tr("unknown dialog \"%1\"").arg(parser.value(dialog)));
    const std::optional<ThemeMode> themeMode = AppTheme::fromId(parser.value(theme));
    if (parser.isSet(theme) && !themeMode) {
        return CommandLine::usageError(parser,
            tr("unknown theme \"%1\" (use light, dark or system)").arg(parser.value(theme)));
    }
    if (themeMode)
        AppTheme::apply(*themeMode); // for this screenshot only

    LanguageManager::instance()->applyLanguage(code);

    MainWindow window;
    window.setPersistLayout(false); // a screenshot never uses or changes the saved layout
    window.resize(*windowSize);
    window.show();
    window.openFiles(files);
    const bool loaded = window.waitForLoaded(60000);
    if (conversationIndex) {
        window.selectConversation(*conversationIndex);
        window.waitForLoaded(60000); // the selected conversation is read on a worker
    }
    if (messageIndex)
        window.selectMessage(*messageIndex);
    if (citationIndex)
        window.selection()->showCitation(CitationRef {
            window.selection()->conversationIndex(), *messageIndex, *citationIndex, -1});
    if (!panelName.isEmpty())
        window.showPanel(panelName);
    // The cases of an evaluation file are read on a worker once it has loaded.
    const EvaluationCasesModel *cases = window.evaluationPane()->casesView()->model();
    for (const QDeadlineTimer deadline(60000); cases->isLoading() && !deadline.hasExpired();)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    if (parser.isSet(find))
        window.find(parser.value(find)); // shows the first match once it is found
    window.resize(*windowSize);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    if (parser.isSet(find)) { // the search runs on a worker; let it finish and scroll
        window.messageView()->finder()->matches()->waitForComplete(30000);
        const QDeadlineTimer settle(300);
        while (!settle.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    QWidget *shown = &window;
    if (parser.isSet(compare)) {
        std::optional<int> other = 0;
        if (parser.isSet(compareConversation)
            && !(other = parseIndex(parser.value(compareConversation))))
            return CommandLine::usageError(
                parser, tr("--compare-conversation needs a number from 0"));
        window.compareWith()->compareWithFile(parser.value(compare), *other);
        const QDeadlineTimer deadline(60000);
        ComparisonWindow *comparison = nullptr;
        while (!deadline.hasExpired()
            && !((comparison = window.compareWith()->window())
                && comparison->model()->rowCount() > 0))
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (!comparison) {
            CommandLine::printErr(
                tr("%1: nothing to compare with").arg(parser.value(compare)) + u'\n');
            return CommandLine::InputError;
        }
        comparison->resize(*windowSize);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        shown = comparison;
    }
    std::unique_ptr<QDialog> shownDialog;
    if (parser.isSet(dialog)) {
        shownDialog.reset(createDialog(parser.value(dialog), &window));
        shownDialog->show();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        shown = shownDialog.get();
    }
    const QImage image = shown->grab().toImage();
    if (!image.save(outPath, "PNG")) {
        CommandLine::printErr(tr("%1: cannot write the screenshot").arg(outPath) + u'\n');
        return CommandLine::InputError;
    }
    if (!loaded) {
        CommandLine::printErr(
            tr("The screenshot was written, but not every file could be read.") + u'\n');
        return CommandLine::InputError;
    }
    return CommandLine::Ok;
}
