// SPDX-License-Identifier: GPL-2.0-or-later
#include "gui_phases.h"

#include "conversation_list_pane.h"
#include "find_bar.h"
#include "headless_measurements.h"
#include "items/conversation_list_model.h"
#include "items/conversation_matches.h"
#include "items/message_filter_proxy_model.h"
#include "main_window.h"
#include "message_filter_bar.h"
#include "message_view.h"
#include "search/file_search.h"

#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QTableView>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;
using Headless::report;

namespace {

constexpr int kKeyMs = 100; ///< between two key presses or clicks of the user
constexpr int kWaitMs = 5 * 60 * 1000;
constexpr int kQuietMs = 500;
constexpr int kFindSteps = 5;
/// Matches often in every generated shape: user and agent text, tool names in calls, responses
/// and state ("lookup_order"), in English, Japanese and Spanish conversations alike.
const QString kWord = u"order"_s;
const QString kRegex = u"A-\\d+"_s; ///< order numbers in text and tool arguments
const QString kListText = u"17"_s; ///< a fragment of ids, titles and part numbers

void sendKey(QWidget *target, int key, Qt::KeyboardModifiers modifiers, const QString &text = {})
{
    QKeyEvent press(QEvent::KeyPress, key, modifiers, text);
    QCoreApplication::sendEvent(target, &press);
    QKeyEvent release(QEvent::KeyRelease, key, modifiers, text);
    QCoreApplication::sendEvent(target, &release);
}

/// Types `text` into `target` one key every kKeyMs (Qt key codes of ASCII characters are their
/// upper-case codes).
void type(QWidget *target, const QString &text)
{
    for (const QChar c : text) {
        sendKey(target, c.toUpper().unicode(), Qt::NoModifier, QString(c));
        GuiPhases::idle(kKeyMs);
    }
}

/// Ctrl+A, Backspace.
void erase(QWidget *target)
{
    sendKey(target, Qt::Key_A, Qt::ControlModifier);
    sendKey(target, Qt::Key_Backspace, Qt::NoModifier);
    GuiPhases::idle(kKeyMs);
}

/// Opens `menu` under `button`, checks the first enabled choice whose data is one of `wanted`
/// (else the first enabled choice), closes it; the data of the choice, empty when none.
QString choose(QToolButton *button, QMenu *menu, const QStringList &wanted)
{
    menu->popup(button->mapToGlobal(QPoint(0, button->height())));
    GuiPhases::idle(kKeyMs);
    QAction *pick = nullptr;
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (!action->isCheckable() || !action->isEnabled())
            continue;
        if (!pick)
            pick = action;
        if (wanted.contains(action->data().toString())) {
            pick = action;
            break;
        }
    }
    if (pick)
        pick->trigger();
    GuiPhases::idle(kKeyMs);
    menu->hide();
    return pick ? pick->data().toString() : QString();
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

/// Waits until the open conversation's matches of `query` are complete, then until the
/// file-wide count is (FileSearch does not run for a one-conversation file).
void waitForFind(MainWindow &window, const FindQuery &query, const QString &prefix)
{
    MessageView *view = window.messageView();
    const ConversationMatches *matches = view->finder()->matches();
    const FileSearch *fileSearch = window.findChild<FileSearch *>();
    QElapsedTimer timer;
    timer.start();
    GuiPhases::waitUntil(
        [&] { return view->finder()->query() == query && matches->isComplete(); }, kWaitMs);
    report(prefix + u"_count_ms"_s, msSince(timer));
    report(prefix + u"_matches"_s, QString::number(matches->count()));
    GuiPhases::waitUntil([&] { return !fileSearch || !fileSearch->isRunning(); }, kWaitMs);
    report(prefix + u"_file_s"_s, msSince(timer) / 1000.0);
    report(prefix + u"_file_matches"_s, QString::number(view->finder()->findBar()->fileMatches()));
}

} // namespace

bool GuiPhases::waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    const QDeadlineTimer deadline(timeoutMs);
    QEventLoop loop;
    QTimer poll;
    poll.setTimerType(Qt::PreciseTimer);
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || deadline.hasExpired())
            loop.quit();
    });
    poll.start();
    loop.exec();
    return done();
}

void GuiPhases::idle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

void GuiPhases::reportPhase(const QString &prefix, const GuiStallMonitor::Phase &phase)
{
    report(prefix + u"_stall_ms"_s, phase.longestStallMs);
    report(prefix + u"_stall_at_ms"_s, phase.stallAtMs);
    report(prefix + u"_stall_cpu_ms"_s, phase.longestGapCpuMs);
    report(prefix + u"_stalls_over"_s, QString::number(phase.stallsOverThreshold));
    report(prefix + u"_duration_ms"_s, phase.durationMs);
    QStringList stacks;
    for (const QStringList &stack : phase.longestStallStacks)
        stacks << stack.mid(0, 24).join(u" < "_s);
    if (!stacks.isEmpty())
        report(prefix + u"_stall_stack"_s, stacks.join(u" || "_s));
}

void GuiPhases::find(MainWindow &window, GuiStallMonitor &monitor)
{
    MessageView *view = window.messageView();
    FindBar *bar = view->finder()->findBar();
    QAction *findAction = window.findChild<QAction *>(u"findAction"_s);
    if (!findAction)
        return;
    monitor.start(u"find"_s);
    findAction->trigger(); // Ctrl+F
    idle(kKeyMs);
    type(bar->lineEdit(), kWord);
    waitForFind(window, bar->query(), u"find"_s);

    // F3 a few times (it goes on into the next conversation with matches after the last one).
    // A file without the word (the hostile inputs) has nothing to step to.
    const bool anyMatch
        = view->finder()->matches()->count() > 0 || view->finder()->findBar()->fileMatches() > 0;
    int steps = 0;
    for (int i = 0; anyMatch && i < kFindSteps; ++i) {
        const int before = view->finder()->currentMatch();
        const int conversation = view->conversationIndex();
        window.findNext();
        if (waitUntil(
                [&] {
                    return view->finder()->currentMatch() >= 0
                        && (view->finder()->currentMatch() != before
                            || view->conversationIndex() != conversation);
                },
                kWaitMs))
            ++steps;
        idle(kKeyMs);
    }
    report(u"find_next_steps"_s, QString::number(steps));

    // A regular expression: the switch, then the pattern over the old text.
    bar->regexButton()->click();
    idle(kKeyMs);
    erase(bar->lineEdit());
    type(bar->lineEdit(), kRegex);
    waitForFind(window, bar->query(), u"find_regex"_s);

    // Clear the field, then close the bar (Escape).
    bar->regexButton()->click();
    erase(bar->lineEdit());
    waitUntil([&] { return view->finder()->query().isEmpty(); }, kWaitMs);
    sendKey(bar->lineEdit(), Qt::Key_Escape, Qt::NoModifier);
    monitor.waitUntilQuiet(kQuietMs, kWaitMs);
    monitor.stop();
    reportPhase(u"find"_s, monitor.phase(u"find"_s));
}

void GuiPhases::filter(MainWindow &window, GuiStallMonitor &monitor)
{
    MessageView *view = window.messageView();
    MessageFilterBar *bar = view->finder()->filterBar();
    MessageFilterProxyModel *proxy = view->finder()->proxy();
    QAction *findAction = window.findChild<QAction *>(u"findAction"_s);
    auto settled = [proxy] { return !proxy->isFilterPending(); };
    monitor.start(u"filter"_s);

    // The message filter bar (View ▸ Filter Bar): a role, a chunk kind, a tool name.
    view->finder()->filterBarAction()->trigger();
    idle(kKeyMs);
    report(u"filter_role"_s, choose(bar->whoButton(), bar->whoMenu(), {u"agent"_s, u"model"_s}));
    waitUntil(settled, kWaitMs);
    report(u"filter_kind"_s,
        choose(bar->kindsButton(), bar->kindsMenu(), {chunkKindId(ChunkKind::ToolCall)}));
    waitUntil(settled, kWaitMs);
    report(u"filter_rows_kind"_s, QString::number(proxy->rowCount()));
    bar->toolField()->setFocus(Qt::MouseFocusReason);
    type(bar->toolField(), kWord);
    waitUntil([&] { return proxy->filter().toolName == kWord && settled(); }, kWaitMs);
    report(u"filter_rows_tool"_s, QString::number(proxy->rowCount()));

    // "Only matching" needs a find query: Ctrl+F, the word, then the switch.
    if (findAction) {
        findAction->trigger();
        idle(kKeyMs);
        FindBar *findBar = view->finder()->findBar();
        erase(findBar->lineEdit());
        type(findBar->lineEdit(), kWord);
        const FindQuery query = findBar->query();
        waitUntil(
            [&] {
                const ConversationMatches *matches = view->finder()->matches();
                return view->finder()->query() == query && matches->isComplete()
                    && (bar->isOnlyMatchingAvailable() || matches->count() == 0);
            },
            kWaitMs);
        if (bar->isOnlyMatchingAvailable()) {
            bar->onlyMatchingButton()->click();
            waitUntil([&] { return proxy->onlyMatching() && settled(); }, kWaitMs);
            report(u"filter_rows_matching"_s, QString::number(proxy->rowCount()));
        }
        idle(kKeyMs);
    }
    bar->clearButton()->click();
    waitUntil([&] { return !proxy->isFiltering() && settled(); }, kWaitMs);
    idle(kKeyMs);
    if (findAction)
        sendKey(view->finder()->findBar()->lineEdit(), Qt::Key_Escape, Qt::NoModifier);
    view->finder()->filterBarAction()->trigger(); // hides the bar
    idle(kKeyMs);

    // The conversation list: a filter text, two sorts by a header click, then back.
    ConversationListPane *list = window.conversationList();
    ConversationFilterProxyModel *listProxy = list->proxy();
    list->filterField()->setFocus(Qt::MouseFocusReason);
    type(list->filterField(), kListText);
    waitUntil([&] { return listProxy->text() == kListText; }, kWaitMs);
    idle(kKeyMs);
    report(u"filter_list_rows"_s, QString::number(listProxy->rowCount()));
    QHeaderView *header = list->view()->horizontalHeader();
    header->setSortIndicator(ConversationListModel::MessagesColumn, Qt::DescendingOrder);
    idle(kKeyMs);
    header->setSortIndicator(ConversationListModel::StartColumn, Qt::AscendingOrder);
    idle(kKeyMs);
    erase(list->filterField());
    waitUntil([&] { return listProxy->text().isEmpty(); }, kWaitMs);
    idle(kKeyMs);
    list->sortBy(ConversationFilterProxyModel::SortKey::FileOrder, Qt::AscendingOrder);
    monitor.waitUntilQuiet(kQuietMs, kWaitMs);
    monitor.stop();
    reportPhase(u"filter"_s, monitor.phase(u"filter"_s));
}
