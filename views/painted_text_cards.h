// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "painted_card_layout.h"

#include "grounded_text.h"
#include "transcript/grounding_index.h"
#include "transcript/message_coverage.h"

#include <QByteArray>
#include <QHash>
#include <QPair>

class PaintedDocuments;
struct Chunk;
struct Message;

/// The text documents of painted cards (Markdown, transcripts, open thoughts) with their cited
/// ranges and find matches, from PaintedDocuments. Keeps the grounding index of the last
/// grounded message; owned by PaintedMessageBuilder, which owns the documents.
class PaintedTextCards
{
public:
    explicit PaintedTextCards(PaintedDocuments *documents);
    PaintedTextCards(const PaintedTextCards &) = delete;
    PaintedTextCards &operator=(const PaintedTextCards &) = delete;

    /// Places the document of `chunk` (of `message`) in `column`, or a placeholder while a big
    /// one is laid out in the background.
    void add(PaintedMessage &out, PaintedLayout::Column &column, const PaintedLayout::Metrics &m,
        const Message &message, const Chunk &chunk, const PaintedLayout::CardContext &context);

private:
    /// The find matches of `painted` (appended to `out`) as selections and targets.
    void addMatches(PaintedMessage &out, PaintedMessage::Document painted,
        const PaintedLayout::Metrics &m, const Chunk &chunk,
        const PaintedLayout::CardContext &context);

    /// The uncited sentences of `chunk` (card `context.chunk`) as selections of `painted`.
    void addUncited(PaintedMessage &out, PaintedMessage::Document &painted,
        const PaintedLayout::Metrics &m, const Chunk &chunk,
        const PaintedLayout::CardContext &context);

    PaintedDocuments *m_documents;
    GroundingIndex m_groundingIndex; ///< of the last grounded message built
    MessageCoverage m_coverage; ///< of the same message (computed when first needed)
    bool m_coverageKnown = false;
    /// The cited ranges of its chunks, with their PaintedDocuments::rangesKey().
    QHash<const Chunk *, QPair<QVector<CitedRange>, QByteArray>> m_chunkRanges;
};
