// SPDX-License-Identifier: GPL-2.0-or-later
// Rule G of formats.md §2.2: the concatenation of non-thought text parts, per-part readings and
// the mapping of ranges back onto the parts.
#include "grounding_base_text.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool isClean(CitationStatus status)
{
    return status == CitationStatus::Resolved || status == CitationStatus::Adjusted;
}

} // namespace

GroundingBaseText::GroundingBaseText(const QVector<GroundingPart> &parts)
    : m_parts(parts)
{
    QByteArray concatenated;
    m_partTexts.reserve(parts.size());
    for (int i = 0; i < parts.size(); ++i) {
        const GroundingPart &part = parts.at(i);
        m_partTexts.append(Utf8Text(part.isText ? part.text : QString()));
        if (!part.isText || part.isThought)
            continue;
        const QByteArray &bytes = m_partTexts.last().bytes();
        PartSpan span;
        span.partIndex = i;
        span.bytesInC = Utf8Range {concatenated.size(), concatenated.size() + bytes.size()};
        m_spans.append(span);
        concatenated += bytes;
    }
    m_concatenation = Utf8Text(concatenated);
    for (PartSpan &span : m_spans)
        span.utf16InC = m_concatenation.toUtf16(span.bytesInC);
}

bool GroundingBaseText::isTextPart(int index) const
{
    return index >= 0 && index < m_parts.size() && m_parts.at(index).isText;
}

Utf8Text GroundingBaseText::partText(int index) const
{
    if (index < 0 || index >= m_partTexts.size())
        return Utf8Text();
    return m_partTexts.at(index);
}

QVector<PartRange> GroundingBaseText::toPartRanges(Utf8Range bytesInC) const
{
    QVector<PartRange> ranges;
    for (const PartSpan &span : m_spans) {
        const qint64 begin = std::max(bytesInC.begin, span.bytesInC.begin);
        const qint64 end = std::min(bytesInC.end, span.bytesInC.end);
        if (begin >= end)
            continue;
        PartRange range;
        range.partIndex = span.partIndex;
        range.bytes = Utf8Range {begin - span.bytesInC.begin, end - span.bytesInC.begin};
        range.utf16 = m_partTexts.at(span.partIndex).toUtf16(range.bytes);
        ranges.append(range);
    }
    return ranges;
}

GroundingBaseText::Reading GroundingBaseText::read(int partIndex, qint64 start, qint64 end,
    bool offsetsValid, const std::optional<QString> &sourceText,
    const SourceLocation &location) const
{
    Reading reading;
    reading.partIndex = partIndex;
    const Utf8Text &base = partIndex < 0 ? m_concatenation : m_partTexts.at(partIndex);
    reading.resolution = resolveUtf8Span(base, start, end, offsetsValid, sourceText, location);
    return reading;
}

void GroundingBaseText::apply(CitedSegment &segment, const Reading &reading) const
{
    const SpanResolution &r = reading.resolution;
    segment.status = r.status;
    segment.partIndex = reading.partIndex;
    segment.partRanges.clear();
    if (r.status == CitationStatus::Unresolved) {
        segment.bytes = Utf8Range();
        segment.utf16 = Utf16Range();
        segment.text.clear();
        return;
    }
    segment.bytes = r.bytes;
    segment.utf16 = r.utf16;
    segment.text = r.text;
    if (reading.partIndex >= 0)
        segment.partRanges.append(PartRange {reading.partIndex, r.bytes, r.utf16});
    else
        segment.partRanges = toPartRanges(r.bytes);
}

void GroundingBaseText::resolve(CitedSegment &segment, std::optional<qint64> partIndex,
    qint64 start, qint64 end, bool offsetsValid, const std::optional<QString> &sourceText,
    const SourceLocation &location, Diagnostics &notes) const
{
    int primary = -1;
    if (partIndex && *partIndex != 0) {
        if (*partIndex >= 1 && *partIndex < m_parts.size() && isTextPart(int(*partIndex))) {
            primary = int(*partIndex);
        } else {
            notes.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "Segment partIndex %1 does not name a text part; the concatenated text is "
                    "used"),
                {QString::number(*partIndex)}, location));
        }
    }
    const Reading first = read(primary, start, end, offsetsValid, sourceText, location);
    segment.otherReading = false;
    if (isClean(first.resolution.status) || !sourceText) {
        apply(segment, first);
        notes += first.resolution.notes;
        return;
    }

    // Rule G step 4: retry once with the other reading.
    int other = -2;
    if (primary >= 0) {
        other = -1;
    } else if (!m_spans.isEmpty() && m_spans.first().partIndex == 0
        && m_spans.first().bytesInC.length() != m_concatenation.byteLength()) {
        other = 0;
    }
    if (other != -2) {
        const Reading second = read(other, start, end, offsetsValid, sourceText, location);
        if (isClean(second.resolution.status)) {
            apply(segment, second);
            segment.otherReading = true;
            notes += second.resolution.notes;
            if (other >= 0) {
                notes.append(makeDiagnostic(Severity::Info,
                    QT_TRANSLATE_NOOP("Diagnostic",
                        "The segment matches part %1 alone, not the concatenated text parts"),
                    {QString::number(other)}, location));
            } else {
                notes.append(makeDiagnostic(Severity::Info,
                    QT_TRANSLATE_NOOP("Diagnostic",
                        "The segment matches the concatenated text parts, not part %1 alone"),
                    {QString::number(primary)}, location));
            }
            return;
        }
    }
    apply(segment, first);
    notes += first.resolution.notes;
}
