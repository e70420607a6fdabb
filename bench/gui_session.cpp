// SPDX-License-Identifier: GPL-2.0-or-later
#include "gui_session.h"

#include "document/document.h"
#include "gui_phases.h"
#include "gui_stall_monitor.h"
#include "headless_measurements.h"
#include "items/message_list_model.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "open_documents.h"
#include "process_memory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QSettings>

#include <algorithm>
#include <cstdlib>
#include <numeric>

using namespace Qt::StringLiterals;
using GuiPhases::idle;
using GuiPhases::reportPhase;
using GuiPhases::waitUntil;
using Headless::report;

namespace {

constexpr int kWaitMs = 30 * 60 * 1000; // a huge conversation read synchronously can be slow today
constexpr int kSteps = 50;
constexpr int kStepWaitMs = 60 * 1000;
constexpr int kQuietMs = 500;

double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

/// RssAnon growth since `base` and the file pages mapped, as `rss_anon_growth_<when>` etc.
void reportMemory(const QString &when, const ProcessMemory &base)
{
    QCoreApplication::processEvents(); // deliver what the document queued before measuring
    const ProcessMemory now = ProcessMemory::current();
    report(u"rss_anon_growth_"_s + when, QString::number(now.rssAnonBytes - base.rssAnonBytes));
    report(u"rss_file_"_s + when, QString::number(now.rssFileBytes));
    report(u"peak_rss_"_s + when, QString::number(now.peakRssBytes));
}

/// A window like the app's, shown off screen at the screenshot size, settings untouched.
void prepare(MainWindow &window)
{
    window.setPersistLayout(false);
    window.resize(1400, 900);
    window.show();
    idle(300);
}

bool firstConversationShown(const MainWindow &window)
{
    const MessageView *view = window.messageView();
    return view->conversationIndex() == 0 && view->model()->rowCount() > 0;
}

bool documentSettled(const MainWindow &window)
{
    const Document *document = window.currentDocument();
    return !document || document->state() != Document::State::Loading;
}

} // namespace

int GuiSession::childGui(const QString &path, int stallCutoffSeconds)
{
    // Long conversations in parts, as the window shows them by default (the children share
    // one settings folder, and the scroll child sets the opposite).
    QSettings().setValue(OpenDocuments::wholeConversationsKey(), false);
    MainWindow window;
    prepare(window);
    MessageView *view = window.messageView();
    const ProcessMemory base = ProcessMemory::current();

    GuiStallMonitor monitor;
    monitor.sampleStacks(); // a stall over the target then says what the GUI thread did
    // A block of minutes is a finding, not something to sit through: report it and end.
    monitor.setCutoff(stallCutoffSeconds * 1000.0, [](const QString &phase, double blockedMs) {
        report(phase + u"_stall_ms"_s, blockedMs);
        report(phase + u"_cut_off"_s, blockedMs);
        std::_Exit(0);
    });
    monitor.start(u"open"_s);
    QElapsedTimer timer;
    timer.start();
    window.openFiles({path});
    const bool shown = waitUntil(
        [&] {
            const Document *document = window.currentDocument();
            return firstConversationShown(window)
                || (document && document->state() == Document::State::Failed);
        },
        kWaitMs);
    report(u"first_s"_s, shown && firstConversationShown(window) ? seconds(timer) : -1.0);
    view->listView()->viewport()->repaint();
    report(u"first_paint_s"_s, seconds(timer));
    waitUntil([&] { return documentSettled(window); }, kWaitMs);
    const double loadedSeconds = seconds(timer);
    report(u"loaded_s"_s, loadedSeconds);
    reportMemory(u"loaded"_s, base);
    // The summary pass (the list's columns) and the work the window queues when loading ends
    // (problems, counts, list updates) still belong to opening: the phase ends once every
    // summary is known and the GUI has been free of stalls for a while.
    Document *document = window.currentDocument();
    if (document && document->state() == Document::State::Ready
        && waitUntil([&] { return document->summariesComplete(); }, kWaitMs)) {
        report(u"summaries_s"_s, seconds(timer));
        reportMemory(u"summaries"_s, base);
    }
    const bool quiet = monitor.waitUntilQuiet(kQuietMs, kWaitMs);
    // When the last stall ended, but not before loading did.
    report(u"quiet_s"_s,
        quiet ? std::max(seconds(timer) - monitor.quietForMs() / 1000.0, loadedSeconds) : -1.0);
    monitor.stop();
    reportPhase(u"open"_s, monitor.phase(u"open"_s));
    reportMemory(u"quiet"_s, base);

    const int count = document ? document->conversationCount() : 0;
    report(u"conversations"_s, QString::number(count));
    if (!firstConversationShown(window))
        return 0;
    // Step through conversations like a user holding the Down key; a single-conversation file
    // steps through messages instead.
    const bool byMessage = count < 2;
    const int steps
        = byMessage ? std::min(kSteps, view->model()->rowCount() - 1) : std::min(kSteps, count - 1);
    report(u"step_kind"_s, byMessage ? u"messages"_s : u"conversations"_s);
    QVector<double> stepMs;
    monitor.start(u"step"_s);
    for (int i = 1; i <= steps; ++i) {
        QElapsedTimer step;
        step.start();
        if (byMessage) {
            // Nothing may be selected at first: the first step then selects message 0.
            const int before = view->currentRef().message;
            window.nextMessage();
            waitUntil([&] { return view->currentRef().message != before; }, kStepWaitMs);
        } else {
            window.nextConversation();
            waitUntil(
                [&] { return view->conversationIndex() == i && view->model()->rowCount() > 0; },
                kStepWaitMs);
        }
        view->listView()->viewport()->repaint();
        stepMs.append(double(step.nsecsElapsed()) / 1e6);
        idle(20); // about the key repeat rate
    }
    monitor.stop();
    reportPhase(u"step"_s, monitor.phase(u"step"_s));
    report(u"steps"_s, QString::number(stepMs.size()));
    if (!stepMs.isEmpty()) {
        report(u"step_mean_ms"_s,
            std::accumulate(stepMs.cbegin(), stepMs.cend(), 0.0) / double(stepMs.size()));
        report(u"step_max_ms"_s, *std::max_element(stepMs.cbegin(), stepMs.cend()));
    }
    // Then Find and the filters, in the conversation stepping reached.
    GuiPhases::find(window, monitor);
    GuiPhases::filter(window, monitor);
    return 0;
}

int GuiSession::childScroll(const QString &path, int frames)
{
    // One view of all 100,000 messages (the window would show them in parts otherwise; the
    // window child sets it back).
    QSettings().setValue(OpenDocuments::wholeConversationsKey(), true);
    MainWindow window;
    prepare(window);
    MessageView *view = window.messageView();
    QElapsedTimer timer;
    timer.start();
    window.openFiles({path});
    if (!waitUntil(
            [&] { return firstConversationShown(window) || documentSettled(window); }, kWaitMs)
        || !waitUntil([&] { return firstConversationShown(window); }, kWaitMs)) {
        report(u"error"_s, u"the conversation was not shown"_s);
        return 0;
    }
    report(u"open_s"_s, seconds(timer));
    waitUntil([&] { return documentSettled(window); }, kWaitMs);
    report(u"loaded_s"_s, seconds(timer));
    idle(300);

    MessageListView *list = view->listView();
    QScrollBar *bar = list->verticalScrollBar();
    report(u"rows"_s, QString::number(view->model()->rowCount()));
    report(u"scroll_max"_s, QString::number(bar->maximum()));
    report(u"page_step"_s, QString::number(bar->pageStep()));
    QVector<double> frameMs;
    for (int i = 0; i < frames && bar->value() < bar->maximum(); ++i) {
        QElapsedTimer frame;
        frame.start();
        bar->setValue(std::min(bar->maximum(), bar->value() + bar->pageStep()));
        // Deferred work the scroll queued (materialising the rows now on screen, their layout
        // requests), then a synchronous paint of the list.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        list->viewport()->repaint();
        frameMs.append(double(frame.nsecsElapsed()) / 1e6);
    }
    report(u"frames"_s, QString::number(frameMs.size()));
    if (frameMs.isEmpty())
        return 0;
    const double mean
        = std::accumulate(frameMs.cbegin(), frameMs.cend(), 0.0) / double(frameMs.size());
    QVector<double> sorted = frameMs;
    std::sort(sorted.begin(), sorted.end());
    const auto at = [&sorted](double quantile) {
        return sorted.at(std::min(int(sorted.size()) - 1, int(quantile * double(sorted.size()))));
    };
    report(u"frame_mean_ms"_s, mean);
    report(u"frame_median_ms"_s, at(0.5));
    report(u"frame_p99_ms"_s, at(0.99));
    report(u"frame_max_ms"_s, sorted.last());
    report(u"frame_first_ms"_s, frameMs.first());
    return 0;
}
