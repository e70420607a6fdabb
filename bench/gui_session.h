// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// The measurements with the real MainWindow, each run in its own child process (off screen).
/// They print `bench:key=value` lines (Headless::report) for the parent's tables.
namespace GuiSession {

/// Child mode "gui": opens `path` in a shown MainWindow and reports the time until the first
/// conversation's messages are in the message view, the time until loaded, the RssAnon growth
/// then, once the summary pass is done and once the window is quiet, and the longest GUI stalls
/// while opening (up to quiet after the summary pass) and while stepping through the first 50
/// conversations (or messages, when the file holds one conversation), then while finding and
/// filtering (GuiPhases::find, GuiPhases::filter). A single block of the GUI thread longer than
/// `stallCutoffSeconds` is reported as such and ends the child.
int childGui(const QString &path, int stallCutoffSeconds);
/// Child mode "scroll": opens `path` (one long conversation), then scrolls the message list one
/// page per frame and reports the layout + paint time of each frame (mean, median, p99, max).
int childScroll(const QString &path, int frames);

} // namespace GuiSession
