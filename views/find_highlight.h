// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/offsets.h"

#include <QColor>
#include <QList>
#include <QTextEdit>
#include <QVector>

class QLabel;

/// Find highlighting shared by the chunk cards, the JSON trees and the State pane: the colours
/// (distinct from the grounding highlights), extra selections for rendered text (which never
/// touch the document's own formats), highlighted rich text for labels, and which shown
/// occurrence is the conversation's current match. Stateless.
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
    /// Extra selections for `ranges` of `edit`'s document, the `current`-th one strong.
    static QList<QTextEdit::ExtraSelection> selections(
        QTextEdit *edit, const QVector<Utf16Range> &ranges, int current);
    /// Highlights `query` in `edit` (extra selections): returns the occurrences shown and sets
    /// `current` to the one that is the match of `ordinal` (-1: none) among the `sourceText`
    /// matches, which start at `sourceBegin`.
    static QVector<Utf16Range> highlightTextEdit(QTextEdit *edit, const QString &sourceText,
        const FindQuery &query, int ordinal, qsizetype sourceBegin, int *current);
    /// The rectangle of `range` in `edit`, in `relativeTo`'s coordinates.
    static QRect rangeRect(const QTextEdit *edit, Utf16Range range, const QWidget *relativeTo);

    /// `text` as rich text (white space and line breaks kept) with `ranges` highlighted.
    static QString highlightedHtml(
        const QString &text, const QVector<Utf16Range> &ranges, int current);
    /// Shows `plainText` in `label` with the occurrences of `query` highlighted (the `current`-th
    /// strong); plain text again when there are none. Returns how many were highlighted.
    static int highlightLabel(
        QLabel *label, const QString &plainText, const FindQuery &query, int current);

    /// Which of `shown` occurrences (in a displayed text `shownLength` long) is the match of
    /// `ordinal` among `sourceCount` occurrences in a source text `sourceLength` long (starting
    /// at `sourceBegin`): the same ordinal when both counts agree (the usual case), else the
    /// one at the nearest relative position (Markdown syntax or hidden link targets differ).
    static int pickCurrent(const QVector<Utf16Range> &shown, qsizetype shownLength, int ordinal,
        int sourceCount, qsizetype sourceBegin, qsizetype sourceLength);
};
