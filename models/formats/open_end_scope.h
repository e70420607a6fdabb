// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

/// While alive, the readers on the thread that made it read records whose source is still being
/// written: a live run streams into them, so streamed fragments at their end are an answer still
/// coming, not a stream cut off (adk::mergePartials). Set around the read of a live document's
/// last conversation (ConversationUnit::openEnd); scopes nest; owned by the caller's stack frame.
class OpenEndScope
{
public:
    explicit OpenEndScope(bool openEnd);
    ~OpenEndScope();
    OpenEndScope(const OpenEndScope &) = delete;
    OpenEndScope &operator=(const OpenEndScope &) = delete;

    /// Whether this thread reads an open end now (false unless a scope said so).
    static bool active();

private:
    bool m_previous;
};
