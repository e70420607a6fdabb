// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_rows.h"

#include "transcript/grounding_index.h"
#include "transcript/message_coverage.h"

#include <algorithm>
#include <limits>

namespace {

/// Whether the grounding cites into the message's texts at all (a message that only lists the
/// queries it searched has no answer to cover).
bool grounded(const Grounding &grounding)
{
    return !grounding.citations.isEmpty() || !grounding.references.isEmpty();
}

/// The Text chunks a grounding's part ranges point into (Chunk::sourcePart).
bool citedText(const Chunk &chunk)
{
    return chunk.kind == ChunkKind::Text && chunk.sourcePart >= 0;
}

/// The chunk of `message` that holds part range `range`, -1 when none does.
int chunkOf(const Message &message, const PartRange &range)
{
    for (int c = 0; c < message.chunks.size(); ++c) {
        const Chunk &chunk = message.chunks.at(c);
        if (citedText(chunk) && range.fitsText(chunk.sourcePart, chunk.text))
            return c;
    }
    return -1;
}

/// A row with where it starts, to put a message's rows in reading order.
struct Placed {
    int chunk;
    qsizetype begin;
    CitationRow row;
};

/// The row of segment `segment`; `begin` gets where it starts in its chunk's text.
CitationRow segmentRow(const Message &message, const GroundingIndex &index, int segment,
    double weakThreshold, qsizetype *begin)
{
    const Grounding &grounding = *index.grounding();
    const CitedSegment &s = grounding.citations.at(segment);
    CitationRow row;
    row.segment = segment;
    row.text = s.text.isEmpty() ? s.sourceText.value_or(QString()) : s.text;
    row.status = s.status;
    row.wholeMessage = s.wholeMessage;
    const QVector<PartRange> ranges = s.displayRanges();
    if (!ranges.isEmpty()) {
        row.chunk = chunkOf(message, ranges.first());
        row.part = ranges.size() == 1 ? ranges.first().partIndex : s.partIndex;
        row.bytes = ranges.size() == 1 ? ranges.first().bytes : s.bytes;
        *begin = ranges.first().utf16.begin;
    }
    QVector<int> references = s.references;
    std::sort(references.begin(), references.end());
    references.erase(std::unique(references.begin(), references.end()), references.end());
    bool missing = references.isEmpty();
    for (int r : std::as_const(references)) {
        CitationSource source;
        if (r >= 0 && r < grounding.references.size()) {
            const Reference &reference = grounding.references.at(r);
            source = {r, index.number(r), GroundingIndex::label(reference), reference.uri,
                reference.kind == Reference::Kind::Missing};
        } else {
            source.missing = true;
        }
        missing = missing || source.missing;
        row.sources.append(source);
    }
    std::stable_sort(row.sources.begin(), row.sources.end(),
        [](const CitationSource &a, const CitationSource &b) { return a.number < b.number; });
    row.flags.setFlag(CitationFlag::MissingSource, missing);
    row.flags.setFlag(CitationFlag::Unresolved, s.status == CitationStatus::Unresolved);
    row.flags.setFlag(CitationFlag::Mismatch, s.status == CitationStatus::Mismatch);
    row.flags.setFlag(CitationFlag::Weak,
        GroundingEvidence::of(grounding, segment, message.answer.get()).weak(weakThreshold));
    return row;
}

} // namespace

QVector<CitationRow> CitationRows::ofMessage(const Message &message, int row, double weakThreshold)
{
    if (!message.grounding || !grounded(*message.grounding))
        return {};
    const GroundingIndex index(message.grounding);
    QVector<Placed> placed;
    for (int segment : index.readingOrder()) {
        qsizetype begin = 0;
        CitationRow r = segmentRow(message, index, segment, weakThreshold, &begin);
        const int chunk = r.chunk >= 0 ? r.chunk : std::numeric_limits<int>::max();
        placed.append({chunk, begin, std::move(r)});
    }
    const MessageCoverage coverage = MessageCoverage::of(message);
    for (const MessageCoverage::Sentence &sentence : coverage.uncited) {
        const Chunk &chunk = message.chunks.at(sentence.chunk);
        CitationRow r;
        r.kind = CitationRow::Kind::UncitedSentence;
        r.chunk = sentence.chunk;
        r.part = chunk.sourcePart;
        r.bytes = sentence.bytes;
        r.text = chunk.text.mid(sentence.utf16.begin, sentence.utf16.length());
        r.flags = CitationFlag::Uncited;
        placed.append({sentence.chunk, sentence.utf16.begin, std::move(r)});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        return a.chunk != b.chunk ? a.chunk < b.chunk : a.begin < b.begin;
    });
    QVector<CitationRow> rows;
    rows.reserve(placed.size());
    const QString author = message.author.isEmpty() ? message.role : message.author;
    for (Placed &p : placed) {
        p.row.message = row;
        p.row.author = author;
        if (coverage.applies)
            p.row.coverage = coverage.share();
        rows.append(std::move(p.row));
    }
    return rows;
}

QVector<CitationRow> CitationRows::of(
    const Conversation &conversation, const std::atomic_bool *cancel, double weakThreshold)
{
    QVector<CitationRow> rows;
    for (int m = 0; m < conversation.messages.size(); ++m) {
        if (cancel && cancel->load())
            break;
        rows += ofMessage(conversation.messages.at(m), m, weakThreshold);
    }
    return rows;
}

qsizetype CitationRows::cost(const Conversation &conversation)
{
    qsizetype cost = 0;
    for (const Message &message : conversation.messages) {
        if (!message.grounding || !grounded(*message.grounding))
            continue;
        cost += message.grounding->citations.size();
        for (const Chunk &chunk : message.chunks)
            cost += citedText(chunk) ? chunk.text.size() : 0;
    }
    return cost;
}
