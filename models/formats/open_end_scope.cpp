// SPDX-License-Identifier: GPL-2.0-or-later
#include "open_end_scope.h"

namespace {
thread_local bool openEndNow = false;
} // namespace

OpenEndScope::OpenEndScope(bool openEnd)
    : m_previous(openEndNow)
{
    openEndNow = openEnd;
}

OpenEndScope::~OpenEndScope()
{
    openEndNow = m_previous;
}

bool OpenEndScope::active()
{
    return openEndNow;
}
