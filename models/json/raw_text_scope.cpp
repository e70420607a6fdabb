// SPDX-License-Identifier: GPL-2.0-or-later
#include "raw_text_scope.h"

namespace tolerant {

namespace {
thread_local bool rawTextsWanted = true;
} // namespace

RawTextScope::RawTextScope(bool wanted)
    : m_previous(rawTextsWanted)
{
    rawTextsWanted = wanted;
}

RawTextScope::~RawTextScope()
{
    rawTextsWanted = m_previous;
}

bool RawTextScope::wanted()
{
    return rawTextsWanted;
}

} // namespace tolerant
