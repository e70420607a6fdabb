// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_ref.h"

#include <QVector>

/// Back/forward history of places in the message view: a jump ("Go to response", a problem, a
/// search hit) records where the user was, so Back returns there. A plain value owned by the main
/// window; bounded to kLimit places.
class NavigationHistory
{
public:
    static constexpr int kLimit = 100;

    /// Records `from` before a jump away from it; clears the forward list.
    void visit(const ChunkRef &from);
    bool canGoBack() const { return !m_back.isEmpty(); }
    bool canGoForward() const { return !m_forward.isEmpty(); }
    /// The place to go back to (invalid when none); `current` becomes the forward place.
    ChunkRef back(const ChunkRef &current);
    /// The place to go forward to (invalid when none); `current` becomes a back place.
    ChunkRef forward(const ChunkRef &current);
    void clear();

private:
    QVector<ChunkRef> m_back;
    QVector<ChunkRef> m_forward;
};
