// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/offsets.h"

#include <QColor>
#include <QVector>

class QTextDocument;

/// Find highlighting shared by the painted messages, the JSON trees and the State pane: the
/// colours (distinct from the grounding highlights), the occurrences in a rendered document, and
/// which shown occurrence is the conversation's current match. Stateless.
class FindHighlight
{
public:
    static QColor matchColor(); ///< background of every match
    static QColor currentColor(); ///< background of the current match
    static QColor currentTextColor(); ///< text on currentColor()

    /// The occurrences of `query` in a rendered document (document positions), citation
    /// markers of GroundedText left out.
    static QVector<Utf16Range> documentMatches(
        const QTextDocument *document, const FindQuery &query);

    /// Which of `shown` occurrences (in a displayed text `shownLength` long) is the match of
    /// `ordinal` among `sourceCount` occurrences in a source text `sourceLength` long (starting
    /// at `sourceBegin`): the same ordinal when both counts agree (the usual case), else the
    /// one at the nearest relative position (Markdown syntax or hidden link targets differ).
    static int pickCurrent(const QVector<Utf16Range> &shown, qsizetype shownLength, int ordinal,
        int sourceCount, qsizetype sourceBegin, qsizetype sourceLength);
};
