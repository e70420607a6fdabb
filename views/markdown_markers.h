// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QChar>
#include <QString>
#include <QVector>

/// Puts private-use marker characters into a text at given UTF-16 positions so that they survive
/// Markdown rendering: a position at the start of a line moves to where the line's text starts
/// (or back to the end of the text before it), so block syntax ("- ", "# ", "1. ", "> ", "| ",
/// fences, indentation) stays intact. The caller checks the rendering; see GroundedText. Stateless.
class MarkdownMarkers
{
public:
    /// A private-use character that does not occur in `text`.
    static QChar pickMarker(const QString &text);
    /// `text` with `marker` inserted before each of the sorted `positions` (one marker each; never
    /// between CR and LF; moved as described above when `markdown`; kept in order).
    static QString insert(
        const QString &text, QVector<qsizetype> positions, QChar marker, bool markdown);
};
