// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "chunk_card.h"
#include "grounded_text.h"
#include "items/grounding_index.h"

class MarkdownBrowser;

/// Card for Text (Markdown), Thought (muted italic Markdown) and Transcript (labelled speech
/// transcript, italic plain text) chunks. A Text chunk that is a grounding base text shows its
/// cited segments highlighted with citation markers; clicking one emits citationClicked. Shares
/// the message's Grounding.
class TextCard : public ChunkCard
{
    Q_OBJECT
public:
    TextCard(const Chunk &chunk, ChunkAddress address, QWidget *parent = nullptr);
    /// The card's title for `chunk` (a transcript is marked as audio), translated.
    static QString title(const Chunk &chunk);
    MarkdownBrowser *browser() const { return m_browser; }

    /// Highlights the segments of `index` that fall in this chunk (nothing for thoughts or texts
    /// no segment touches); renders again only when there is something to highlight.
    void setGrounding(const GroundingIndex &index);
    /// The segments highlighted in this card, sorted.
    QVector<int> citedSegments() const { return m_segments; }
    GroundedText::Mode renderMode() const { return m_mode; }
    /// Gives the segments in `segments` the strong highlight (the others the normal one).
    void setSelectedSegments(const QVector<int> &segments);
    /// The top of the first highlighted piece of `segment`, in card coordinates; -1 when absent.
    int segmentTop(int segment) const;
    QRect currentFindMatchRect() const override;

Q_SIGNALS:
    /// The user clicked cited text of `segment` (the innermost one under the pointer).
    void citationClicked(int segment);

protected:
    void retranslateUi() override;
    void applyFind() override;

private:
    QString citationToolTip(const QVector<int> &segments) const;
    int innermost(const QVector<int> &segments) const;

    MarkdownBrowser *m_browser = nullptr;
    GroundingIndex m_grounding;
    QVector<CitedRange> m_ranges;
    QVector<int> m_segments;
    GroundedText::Mode m_mode = GroundedText::Mode::Markdown;
    QVector<Utf16Range> m_findShown; ///< find occurrences in the rendered document
    int m_findCurrent = -1; ///< the one that is the current match
};
