// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "gui_stall_monitor.h"

#include <QString>

#include <functional>

class MainWindow;

/// What the "gui" child does with the window after opening a file, as a user would through its
/// widgets and actions (key presses 100 ms apart, menu choices), each user session timed as one
/// phase of a GuiStallMonitor it does not own; they print `bench:key=value` lines
/// (Headless::report). Plus the event-loop helpers every GUI measurement uses.
namespace GuiPhases {

/// Runs the event loop until `done()` holds (checked every millisecond) or `timeoutMs` passed.
bool waitUntil(const std::function<bool()> &done, int timeoutMs);
/// Lets the event loop run for `ms` (paints, deferred layouts, idle work).
void idle(int ms);
/// Prints the figures of a finished phase as `<prefix>_stall_ms`, `_stall_at_ms`, `_stalls_over`
/// and `_duration_ms`.
void reportPhase(const QString &prefix, const GuiStallMonitor::Phase &phase);

/// Phase "find": Ctrl+F, types a frequent word, Find Next a few times, waits for the file-wide
/// count (FileSearch over the whole file), then a regular expression, then clears the field.
void find(MainWindow &window, GuiStallMonitor &monitor);
/// Phase "filter": the message filter bar (a role, a chunk kind, a tool name, "only matching"
/// with a find query, Clear), then the conversation list's filter text and two sorts, then
/// everything back as it was.
void filter(MainWindow &window, GuiStallMonitor &monitor);

} // namespace GuiPhases
