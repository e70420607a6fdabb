// SPDX-License-Identifier: GPL-2.0-or-later
// live-screenshot: renders the window in the middle of a live ADK run, for the README (the app's
// own `screenshot` command renders files, and a stream has no file). The tests' FakeAdkServer
// plays the ADK API server: a first run answers in full, a second one streams its partial
// answer and then hangs, and the window is grabbed once the partial text is on screen.
// Usage: live-screenshot --lang en|ja|es --output FILE.png [--size 1400x900]
#include "fake_adk_server.h"
#include "language_manager.h"
#include "main_window.h"
#include "query_panel.h"
#include "query_panel_adk_page.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTreeWidget>

#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool waitFor(const std::function<bool()> &done, int msecs = 30000)
{
    return QTest::qWaitFor(done, msecs);
}

bool fail(const char *what)
{
    std::fprintf(stderr, "live-screenshot: %s\n", what);
    return false;
}

bool run(const QString &output, QSize size)
{
    FakeAdkServer server;
    if (!server.listen())
        return fail("the fake ADK server cannot listen");
    MainWindow window;
    window.setPersistLayout(false);
    window.resize(size);
    window.show();
    window.showPanel(u"adk"_s);
    QueryPanelAdkPage *page = window.queryPanel()->adkPage();
    page->endpointEdit()->setText(server.url().toString());
    page->userEdit()->setText(u"user"_s);
    page->connectToServer();
    if (!waitFor([&] { return page->appBox()->count() > 0; }))
        return fail("no apps listed");
    page->newSession();
    if (!waitFor([&] { return page->sessionList()->topLevelItemCount() > 0; }))
        return fail("no session created");
    page->sessionList()->setCurrentItem(page->sessionList()->topLevelItem(0));
    page->openSession();
    if (!waitFor([&] { return window.liveDocument() != nullptr; }))
        return fail("the session did not open");

    // A first question answered in full (a tool call and a grounded answer)…
    page->streamingBox()->setChecked(true);
    page->messageEdit()->setPlainText(u"京都の紅葉はいつ見頃ですか？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return !page->isRunning() && c && c->messages.size() >= 3 && !c->spansDerived;
        }))
        return fail("the first run did not end");
    // …then a second one caught mid-stream: its partial text on screen, the run still going.
    server.setPieceDelay(200);
    server.setRunEnd(FakeAdkServer::RunEnd::Hang);
    page->messageEdit()->setPlainText(u"嵐山はどうですか？"_s);
    page->send();
    if (!waitFor([&] {
            const auto c = window.openConversation();
            return c && !c->messages.isEmpty() && c->messages.last().flags.mergedFragments > 0
                && !c->messages.last().chunks.isEmpty()
                && c->messages.last().chunks.first().text.contains(u"下旬"_s);
        }))
        return fail("the partial answer was not shown");
    page->messageEdit()->setPlainText(u"紅葉の名所を三つ教えてください"_s);
    // The page's lower half: Stop and the running status.
    for (QWidget *w = page->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(w)) {
            area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
            break;
        }
    }
    for (int i = 0; i < 10; ++i) // the scroll and the last layout painted
        QCoreApplication::processEvents();
    const bool saved = window.grab().toImage().save(output, "PNG");
    page->stop();
    return saved || fail("cannot write the screenshot");
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption lang(u"lang"_s, u"en, ja or es"_s, u"code"_s, u"en"_s);
    const QCommandLineOption output(u"output"_s, u"the PNG to write"_s, u"file"_s);
    const QCommandLineOption sizeOption(u"size"_s, u"WxH"_s, u"size"_s, u"1400x900"_s);
    parser.addOptions({lang, output, sizeOption});
    parser.addHelpOption();
    parser.process(app);
    const QStringList wh = parser.value(sizeOption).split(u'x');
    if (!parser.isSet(output) || wh.size() != 2) {
        std::fprintf(stderr, "usage: live-screenshot --lang en|ja|es --output FILE [--size WxH]\n");
        return 2;
    }
    LanguageManager::instance()->applyLanguage(parser.value(lang));
    return run(parser.value(output), QSize(wh.at(0).toInt(), wh.at(1).toInt())) ? 0 : 1;
}
