// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// The "live" child of the benchmark (issue 18's performance): a loopback ADK API server in this
/// process serves an ADK session file as session "big" of app "bench", user "bench", and a run
/// whose answer streams in pieces; the window opens the session from the Query panel's ADK page,
/// then sends a message. It prints `bench:key=value` lines: the first screen after the body's
/// first byte, each streamed piece's delay until the message list shows it, the GUI stalls.
namespace LivePhase {

int childLive(const QString &path);

} // namespace LivePhase
