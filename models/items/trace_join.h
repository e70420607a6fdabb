// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <memory>

/// Joins a trace file opened beside its session (issue 18): the session's Trace pane shows the
/// file's measured spans instead of spans derived from event times. A namespace of pure
/// functions; the conversations are shared, never changed.
namespace tracejoin {

/// Whether `traceFile` (a conversation of a trace file: measured spans, no messages) holds the
/// spans of `session` (messages, no measured spans of its own): the same session id, or a span
/// whose event id is the id of one of its messages.
bool belongsTo(const Conversation &traceFile, const Conversation &session);
/// A copy of `session` (its messages shared) whose spans are the roots of `traceFile` that name
/// one of its events (all roots when none does, the session id having matched), in time order.
std::shared_ptr<const Conversation> joined(
    const Conversation &session, const Conversation &traceFile);

} // namespace tracejoin
