// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_status_text.h"

#include <QCoreApplication>

// The context stays "GroundedText", where these words were first translated.
QString citationStatusText(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Resolved:
        //: how a cited range matched the text: exactly
        return QCoreApplication::translate("GroundedText", "offsets exact");
    case CitationStatus::Adjusted:
        //: how a cited range matched: its byte offsets split a character and were widened
        return QCoreApplication::translate("GroundedText", "offsets adjusted");
    case CitationStatus::Relocated:
        //: how a cited range matched: found by its text at another place
        return QCoreApplication::translate("GroundedText", "relocated by its text");
    case CitationStatus::Mismatch:
        //: how a cited range matched: the text at the offsets differs from the cited text
        return QCoreApplication::translate("GroundedText", "text mismatch");
    case CitationStatus::Unresolved:
        //: how a cited range matched: it could not be placed in the text
        return QCoreApplication::translate("GroundedText", "unresolved");
    }
    return QString();
}
