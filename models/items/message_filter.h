// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/message.h"

#include <QDateTime>
#include <QSet>
#include <QString>

/// What the message filter keeps: a plain value set by the filter bar and applied by
/// MessageFilterProxyModel. Every criterion left empty accepts all; set criteria must all hold.
struct MessageFilter {
    /// Who wrote it. A message passes when `roles` and `authors` are both empty, or its shown role
    /// (MessageListModel::shownRole, lower case: "user", "agent", "tool", ...) is in `roles`, or
    /// its author (exact) is in `authors`.
    QSet<QString> roles;
    QSet<QString> authors;
    /// Chunk kinds (bits of kindBit()): the message has at least one chunk of one of them. 0 = any.
    quint32 chunkKinds = 0;
    /// A tool call or response whose name (or toolset tool id) contains this text, ignoring case.
    QString toolName;
    /// Only messages whose grounding has cited segments.
    bool withCitations = false;
    /// Only messages with an error chunk, a tool error, or a warning or error diagnostic.
    bool withProblems = false;
    /// Time range [from, to); an invalid side is open. With a range, messages without a time fail.
    QDateTime from;
    QDateTime to;

    static quint32 kindBit(ChunkKind kind) { return 1u << unsigned(kind); }
    void setChunkKind(ChunkKind kind, bool on);
    bool hasChunkKind(ChunkKind kind) const { return chunkKinds & kindBit(kind); }
    bool hasTimeRange() const { return from.isValid() || to.isValid(); }

    /// True when any criterion is set.
    bool isActive() const;
    /// Whether `message` passes every set criterion (the reference the proxy's fast path follows).
    bool accepts(const Message &message) const;

    bool operator==(const MessageFilter &o) const;
    bool operator!=(const MessageFilter &o) const { return !(*this == o); }

    /// The facts the filter looks at, shared with MessageFilterFacts so both agree.
    static bool hasCitations(const Message &message);
    static bool hasProblems(const Message &message);
};
