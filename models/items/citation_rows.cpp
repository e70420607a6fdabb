// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_rows.h"

#include "grounding_coverage.h"
#include "grounding_index.h"
#include "transcript/utf8_text.h"

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

/// Whether `range` fits in `text` without splitting a surrogate pair (as the message view
/// places highlights: a range that does not is not in this text).
bool fits(const QString &text, Utf16Range range)
{
    const qsizetype n = text.size();
    return range.begin >= 0 && range.begin <= range.end && range.end <= n
        && !(range.begin > 0 && range.begin < n && text.at(range.begin).isLowSurrogate())
        && !(range.end > 0 && range.end < n && text.at(range.end).isLowSurrogate());
}

/// The chunk of `message` that holds part range `range`, -1 when none does.
int chunkOf(const Message &message, const PartRange &range)
{
    for (int c = 0; c < message.chunks.size(); ++c) {
        const Chunk &chunk = message.chunks.at(c);
        if (citedText(chunk) && chunk.sourcePart == range.partIndex
            && fits(chunk.text, range.utf16))
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
CitationRow segmentRow(
    const Message &message, const GroundingIndex &index, int segment, qsizetype *begin)
{
    const Grounding &grounding = *index.grounding();
    const CitedSegment &s = grounding.citations.at(segment);
    CitationRow row;
    row.segment = segment;
    row.text = s.text.isEmpty() ? s.sourceText.value_or(QString()) : s.text;
    row.status = s.status;
    row.wholeMessage = s.wholeMessage;
    const QVector<PartRange> ranges = GroundingIndex::displayRanges(s);
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
    row.flags.setFlag(CitationFlag::Weak, CitationRows::isWeak(grounding, segment));
    return row;
}

/// The cited ranges of `chunk`'s text: the part ranges of the placed segments, the whole text
/// when a segment applies to the whole message.
QVector<Utf16Range> citedRanges(const GroundingIndex &index, const Chunk &chunk)
{
    const Grounding &grounding = *index.grounding();
    QVector<Utf16Range> cited;
    for (const CitedSegment &s : grounding.citations) {
        if (s.wholeMessage)
            return {Utf16Range {0, chunk.text.size()}};
    }
    for (int segment : index.placedSegments()) {
        for (const PartRange &r : GroundingIndex::displayRanges(grounding.citations.at(segment))) {
            if (r.partIndex == chunk.sourcePart && fits(chunk.text, r.utf16))
                cited.append(r.utf16);
        }
    }
    return cited;
}

} // namespace

QVector<CitationRow> CitationRows::ofMessage(const Message &message, int row)
{
    if (!message.grounding || !grounded(*message.grounding))
        return {};
    const GroundingIndex index(message.grounding);
    QVector<Placed> placed;
    for (int segment : index.readingOrder()) {
        qsizetype begin = 0;
        CitationRow r = segmentRow(message, index, segment, &begin);
        const int chunk = r.chunk >= 0 ? r.chunk : std::numeric_limits<int>::max();
        placed.append({chunk, begin, std::move(r)});
    }
    GroundingCoverage total;
    bool anyText = false;
    for (int c = 0; c < message.chunks.size(); ++c) {
        const Chunk &chunk = message.chunks.at(c);
        if (!citedText(chunk))
            continue;
        anyText = true;
        const GroundingCoverage coverage
            = GroundingCoverage::of(chunk.text, true, citedRanges(index, chunk));
        total.shownCharacters += coverage.shownCharacters;
        total.citedCharacters += coverage.citedCharacters;
        if (coverage.uncitedSentences.isEmpty())
            continue;
        const Utf8Text text(chunk.text);
        for (const Utf16Range &sentence : coverage.uncitedSentences) {
            CitationRow r;
            r.kind = CitationRow::Kind::UncitedSentence;
            r.chunk = c;
            r.part = chunk.sourcePart;
            r.bytes = Utf8Range {text.byteAt(sentence.begin), text.byteAt(sentence.end)};
            r.text = chunk.text.mid(sentence.begin, sentence.length());
            r.flags = CitationFlag::Uncited;
            placed.append({c, sentence.begin, std::move(r)});
        }
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
        if (anyText)
            p.row.coverage = total.share();
        rows.append(std::move(p.row));
    }
    return rows;
}

QVector<CitationRow> CitationRows::of(
    const Conversation &conversation, const std::atomic_bool *cancel)
{
    QVector<CitationRow> rows;
    for (int m = 0; m < conversation.messages.size(); ++m) {
        if (cancel && cancel->load())
            break;
        rows += ofMessage(conversation.messages.at(m), m);
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

bool CitationRows::isWeak(const Grounding &grounding, int segment)
{
    // To be fed by the evidence measure (GroundingEvidence::weak with its setting's threshold)
    // once it is there; until then no segment is flagged.
    Q_UNUSED(grounding);
    Q_UNUSED(segment);
    return false;
}
