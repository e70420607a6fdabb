// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_coverage.h"

#include "conversation.h"
#include "grounding.h"
#include "grounding_coverage.h"
#include "message.h"

#include <QStringView>

namespace {

/// The cited UTF-16 ranges of the text of `chunk` (whole text when a segment covers the message).
QVector<Utf16Range> citedRanges(const Grounding &grounding, const Chunk &chunk)
{
    QVector<Utf16Range> cited;
    for (const CitedSegment &segment : grounding.citations) {
        if (segment.wholeMessage)
            return {Utf16Range {0, chunk.text.size()}};
        for (const PartRange &r : segment.displayRanges()) {
            if (r.fitsText(chunk.sourcePart, chunk.text))
                cited.append(r.utf16);
        }
    }
    return cited;
}

} // namespace

int MessageCoverage::percent() const
{
    if (shownCharacters <= 0)
        return 0;
    return int((citedCharacters * 100) / shownCharacters);
}

MessageCoverage MessageCoverage::of(const Message &message)
{
    return message.coverage ? *message.coverage : compute(message);
}

void MessageCoverage::attach(Conversation &conversation)
{
    for (Message &message : conversation.messages) {
        if (message.grounding)
            message.coverage = std::make_shared<const MessageCoverage>(compute(message));
    }
}

MessageCoverage MessageCoverage::compute(const Message &message)
{
    MessageCoverage out;
    if (!message.grounding)
        return out;
    for (int c = 0; c < message.chunks.size(); ++c) {
        const Chunk &chunk = message.chunks.at(c);
        if (chunk.kind != ChunkKind::Text || chunk.sourcePart < 0)
            continue;
        const GroundingCoverage coverage
            = GroundingCoverage::of(chunk.text, true, citedRanges(*message.grounding, chunk));
        out.applies = out.applies || coverage.shownCharacters > 0;
        out.shownCharacters += coverage.shownCharacters;
        out.citedCharacters += coverage.citedCharacters;
        // Byte offsets in one pass: the sentences come in order.
        qsizetype at16 = 0;
        qint64 at8 = 0;
        const QStringView text(chunk.text);
        for (const Utf16Range &r : coverage.uncitedSentences) {
            at8 += text.mid(at16, r.begin - at16).toUtf8().size();
            const qint64 begin8 = at8;
            at8 += text.mid(r.begin, r.length()).toUtf8().size();
            at16 = r.end;
            out.uncited.append({c, r, Utf8Range {begin8, at8}});
        }
    }
    return out;
}
