// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_text_cards.h"

#include "chunk_texts.h"
#include "export/rendered_alignment.h"
#include "find_highlight.h"
#include "painted_documents.h"
#include "transcript/message.h"

#include <QTextDocument>
#include <QtMath>

using namespace PaintedLayout;

namespace {
constexpr int kMaxDocumentHighlights = 1000; ///< find highlights in one text
} // namespace

PaintedTextCards::PaintedTextCards(PaintedDocuments *documents)
    : m_documents(documents)
{ }

void PaintedTextCards::add(PaintedMessage &out, Column &column, const Metrics &m,
    const Message &message, const Chunk &chunk, const CardContext &context)
{
    PaintedDocuments::Request request;
    request.text = chunk.text;
    request.markdown = chunk.kind != ChunkKind::Transcript;
    request.font = chunk.kind == ChunkKind::Transcript || chunk.kind == ChunkKind::Thought
        ? m.italic
        : m.font;
    request.link = m.link;
    request.theme = m.theme;
    if (message.grounding && chunk.kind == ChunkKind::Text) {
        // One index per grounding (a hostile one has 200,000 citations) and the ranges of each
        // of its chunks once, not once per build.
        if (m_groundingIndex.sharedGrounding() != message.grounding) {
            m_groundingIndex = GroundingIndex(message.grounding);
            m_chunkRanges.clear();
            m_coverageKnown = false;
        }
        auto ranges = m_chunkRanges.find(&chunk);
        if (ranges == m_chunkRanges.end()) {
            QVector<CitedRange> found = GroundedText::rangesForChunk(m_groundingIndex, chunk);
            QByteArray key = PaintedDocuments::rangesKey(found);
            ranges = m_chunkRanges.insert(&chunk, {std::move(found), std::move(key)});
        }
        request.ranges = ranges->first;
        request.rangesKey = ranges->second;
        if (!request.ranges.isEmpty())
            request.selected = context.state.segments;
    }
    request.width = column.width;
    const std::shared_ptr<QTextDocument> doc = m_documents->document(request);
    if (!doc) {
        // Laid out in the background (PaintedDocuments::ready() builds the row again).
        addLabel(out, column, ChunkTexts::layingOutText(chunk.text.size()), m.italic, m.theme.muted,
            true);
        return;
    }
    const int top = column.place(qCeil(doc->size().height()));
    PaintedMessage::Document painted {QPoint(column.x, top), doc, m.text, context.chunk};
    const bool current
        = context.state.currentUncited && context.state.currentUncited->first == context.chunk;
    if (message.grounding && chunk.kind == ChunkKind::Text
        && (context.state.showUncited || current)) {
        if (!m_coverageKnown) {
            m_coverage = MessageCoverage::of(message);
            m_coverageKnown = true;
        }
        addUncited(out, painted, m, chunk, context);
    }
    if (context.state.finds())
        addMatches(out, std::move(painted), m, chunk, context);
    else
        out.documents.append(std::move(painted));
}

void PaintedTextCards::addUncited(PaintedMessage &out, PaintedMessage::Document &painted,
    const Metrics &m, const Chunk &chunk, const CardContext &context)
{
    const auto &current = context.state.currentUncited;
    const RenderedAlignment &alignment = m_documents->alignment(painted.document, chunk.text);
    for (const MessageCoverage::Sentence &sentence : m_coverage.uncited) {
        if (sentence.chunk != context.chunk)
            continue;
        const bool isCurrent
            = current && current->first == context.chunk && current->second == sentence.utf16;
        if (!isCurrent && !context.state.showUncited)
            continue;
        const int begin = alignment.beginPosition(sentence.utf16.begin);
        const int end = alignment.endPosition(sentence.utf16.end);
        if (begin >= end)
            continue;
        QAbstractTextDocumentLayout::Selection selection;
        selection.cursor = QTextCursor(painted.document.get());
        selection.cursor.setPosition(begin);
        selection.cursor.setPosition(end, QTextCursor::KeepAnchor);
        selection.format.setBackground(isCurrent ? m.theme.uncitedCurrent : m.theme.uncited);
        painted.selections.append(selection);
        if (isCurrent) {
            // Its place in the row, once the document is placed: the rects of its text.
            out.documents.append(painted);
            const QVector<QRect> rects
                = out.documentRangeRects(int(out.documents.size()) - 1, begin, end);
            out.documents.removeLast();
            if (!rects.isEmpty())
                out.currentUncited = rects.first();
        }
    }
}

void PaintedTextCards::addMatches(PaintedMessage &out, PaintedMessage::Document painted,
    const Metrics &m, const Chunk &chunk, const CardContext &context)
{
    const std::shared_ptr<QTextDocument> doc = painted.document;
    const PaintedDocuments::Matches &found
        = m_documents->matches(doc, chunk.text, context.state.query, kMaxDocumentHighlights);
    const QVector<Utf16Range> &shown = found.shown;
    int current = -1;
    if (const ConversationMatch *match = context.current(ConversationMatch::Where::Text))
        current = FindHighlight::pickCurrent(shown, doc->characterCount(), match->ordinal,
            found.sourceCount, match->range.begin, chunk.text.size());
    const int docIndex = int(out.documents.size());
    out.documents.append(std::move(painted));
    for (int i = 0; i < shown.size(); ++i) {
        QAbstractTextDocumentLayout::Selection selection;
        selection.cursor = QTextCursor(doc.get());
        selection.cursor.setPosition(int(shown.at(i).begin));
        selection.cursor.setPosition(int(shown.at(i).end), QTextCursor::KeepAnchor);
        selection.format.setBackground(i == current ? m.theme.findCurrent : m.theme.findMatch);
        if (i == current)
            selection.format.setForeground(m.theme.findCurrentText);
        out.documents[docIndex].selections.append(selection);
        const QVector<QRect> rects
            = out.documentRangeRects(docIndex, int(shown.at(i).begin), int(shown.at(i).end));
        if (rects.isEmpty())
            continue;
        PaintedMessage::Target &target
            = addButton(out, PaintedMessage::Target::Kind::FindMatch, rects.first(), context.chunk);
        target.current = i == current;
        if (target.current)
            out.currentFind = target.rect;
    }
}
