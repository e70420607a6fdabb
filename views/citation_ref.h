// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMetaType>

/// Points at a cited segment and/or a source of one message's grounding: the small value the
/// message view and the References pane emit and the main window relays. Indices are into the
/// current Document, Conversation::messages, Grounding::citations (-1 = none) and
/// Grounding::references (-1 = none).
struct CitationRef {
    int conversation = -1;
    int message = -1;
    int segment = -1;
    int reference = -1;
    bool isValid() const { return conversation >= 0 && message >= 0; }
    bool operator==(const CitationRef &o) const
    {
        return conversation == o.conversation && message == o.message && segment == o.segment
            && reference == o.reference;
    }
    bool operator!=(const CitationRef &o) const { return !(*this == o); }
};
Q_DECLARE_METATYPE(CitationRef)
