// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QVector>

class QTextDocument;

/// Where the characters of a rendered text document came from in its source text (Markdown or
/// plain): the rendered text is walked in order and each character found again in the source,
/// the markup between them (emphasis markers, list bullets, heading hashes, table pipes, link
/// destinations, escapes, entities) being the gaps. So a cited range of the source maps to the
/// rendered characters it shows without touching the source or the rendering (formats.md §2.2
/// rule D). Offsets: `sourceUtf16` in the source text, `position` in the document (UTF-16, a
/// block break one character). A plain value built once per rendering.
class RenderedAlignment
{
public:
    /// Characters whose format has the bool property `noSourceProperty` (citation markers) come
    /// from no source character and are never matched (-1: none).
    RenderedAlignment(
        const QTextDocument *document, const QString &source, int noSourceProperty = -1);

    /// The document position of the first rendered character other than white space from
    /// `sourceUtf16` or later (past the last one when there is none): where a range beginning
    /// there starts.
    int beginPosition(qsizetype sourceUtf16) const;
    /// One past the document position of the last rendered character other than white space
    /// from before `sourceUtf16` (0 when there is none): where a range ending there ends.
    int endPosition(qsizetype sourceUtf16) const;
    /// Whether `sourceUtf16` falls inside source text the rendering does not show (a link's
    /// address, an image's source): a boundary there can only be approximated.
    bool insideHiddenText(qsizetype sourceUtf16) const;
    /// Rendered characters other than white space that were not found in the source.
    int unmatched() const { return m_unmatched; }

private:
    QByteArray m_hidden; ///< per source character: shown, markup or hidden text
    QVector<int> m_position; ///< matched pairs, increasing in both
    QVector<qsizetype> m_sourceUtf16;
    int m_unmatched = 0;
};
