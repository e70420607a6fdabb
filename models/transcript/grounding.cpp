// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding.h"

using namespace Qt::StringLiterals;

QString citationStatusId(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Resolved:
        return u"resolved"_s;
    case CitationStatus::Adjusted:
        return u"adjusted"_s;
    case CitationStatus::Relocated:
        return u"relocated"_s;
    case CitationStatus::Mismatch:
        return u"mismatch"_s;
    case CitationStatus::Unresolved:
        return u"unresolved"_s;
    }
    return u"unresolved"_s;
}

QString referenceKindId(Reference::Kind kind)
{
    switch (kind) {
    case Reference::Kind::Web:
        return u"web"_s;
    case Reference::Kind::RetrievedContext:
        return u"retrievedContext"_s;
    case Reference::Kind::Maps:
        return u"maps"_s;
    case Reference::Kind::UnstructuredDocument:
        return u"unstructuredDocument"_s;
    case Reference::Kind::Chunk:
        return u"chunk"_s;
    case Reference::Kind::StructuredDocument:
        return u"structuredDocument"_s;
    case Reference::Kind::Citation:
        return u"citation"_s;
    case Reference::Kind::Empty:
        return u"empty"_s;
    case Reference::Kind::Missing:
        return u"missing"_s;
    }
    return u"empty"_s;
}

QVector<PartRange> CitedSegment::displayRanges() const
{
    if (wholeMessage || status == CitationStatus::Unresolved)
        return {};
    QVector<PartRange> ranges;
    for (const PartRange &r : partRanges) {
        if (r.partIndex >= 0 && r.utf16.begin >= 0 && r.utf16.end > r.utf16.begin)
            ranges.append(r);
    }
    if (ranges.isEmpty() && partRanges.isEmpty() && utf16.end > utf16.begin && utf16.begin >= 0)
        ranges.append(PartRange {qMax(partIndex, 0), bytes, utf16});
    return ranges;
}

bool PartRange::fitsText(int part, const QString &text) const
{
    const qsizetype length = text.size();
    if (partIndex != part || utf16.begin < 0 || utf16.end > length || utf16.begin >= utf16.end)
        return false;
    return !(utf16.begin > 0 && text.at(utf16.begin).isLowSurrogate())
        && !(utf16.end < length && text.at(utf16.end).isLowSurrogate());
}
