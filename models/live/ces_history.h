// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>

struct Conversation;

/// The history a live CES session starts from (SessionConfig.historicalContexts): messages of a
/// conversation of any family written as CES Messages (`{role, chunks[], eventTime}`). A plain
/// value, built by of().
struct CesHistory {
    QByteArray json; ///< a compact JSON array of Message; "[]" when nothing could be written
    int messages = 0; ///< the messages written
    /// The chunks with no CES form that were left out: thoughts, code and its results, files,
    /// errors, unknown keys, undecodable bytes, and tool calls or responses, or transfers, that
    /// name no CES resource (an ADK function call has only a name).
    int leftOutChunks = 0;

    /// Messages 0 … `lastMessage` of `c` (all of them when `lastMessage` is negative or past the
    /// end). A message whose role is "user" stays the user's; every other role becomes "agent".
    /// A message left with no chunk is left out.
    static CesHistory of(const Conversation &c, int lastMessage = -1);
};
