// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/span.h"

#include <QString>

/// The Trace pane's details of one span as plain text: name, ids, times, duration, the event it
/// belongs to, then every attribute; attributes that hold JSON text (ADK's `llm_request`,
/// `llm_response`, `tool_call_args`, `tool_response`) are parsed a second time and
/// pretty-printed. Translated at the time of the call. A namespace of pure functions.
namespace spandetails {

QString text(const Span &span);
/// `value` pretty-printed when it is a JSON object or array, or a string holding one; the
/// string itself otherwise.
QString prettyValue(const QByteArray &jsonValue);

} // namespace spandetails
