// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding.h"

using namespace Qt::StringLiterals;

QString citationStatusId(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Resolved:
        return u"resolved"_s;
    case CitationStatus::Adjusted:
        return u"adjusted"_s;
    case CitationStatus::Relocated:
        return u"relocated"_s;
    case CitationStatus::Mismatch:
        return u"mismatch"_s;
    case CitationStatus::Unresolved:
        return u"unresolved"_s;
    }
    return u"unresolved"_s;
}
