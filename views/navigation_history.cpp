// SPDX-License-Identifier: GPL-2.0-or-later
#include "navigation_history.h"

void NavigationHistory::visit(const ChunkRef &from)
{
    if (!from.isValid())
        return;
    if (m_back.isEmpty() || m_back.constLast() != from)
        m_back.append(from);
    if (m_back.size() > kLimit)
        m_back.removeFirst();
    m_forward.clear();
}

ChunkRef NavigationHistory::back(const ChunkRef &current)
{
    if (m_back.isEmpty())
        return ChunkRef {};
    if (current.isValid())
        m_forward.append(current);
    return m_back.takeLast();
}

ChunkRef NavigationHistory::forward(const ChunkRef &current)
{
    if (m_forward.isEmpty())
        return ChunkRef {};
    if (current.isValid())
        m_back.append(current);
    return m_forward.takeLast();
}

void NavigationHistory::clear()
{
    m_back.clear();
    m_forward.clear();
}
