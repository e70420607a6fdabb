// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace adk {
/// The member of an ADK Session object that carries the body of `/debug/trace/session/{id}`
/// (adk-live.md §4.2), our addition: the ADK page publishes the live session with its measured
/// spans, and a saved copy reopens with them. The session's trace is then those spans, joined
/// to its events, not one derived from event times.
inline constexpr char kDebugTraceKey[] = "debugTrace";
} // namespace adk
