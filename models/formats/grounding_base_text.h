// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding.h"
#include "transcript/utf8_text.h"

#include <QString>
#include <QVector>
#include <optional>

/// One part of a Gemini/ADK/Agent Engine Content as the grounding reader needs it: its text (empty
/// for non-text parts), whether it is a thought and whether it has `text` at all.
struct GroundingPart {
    QString text;
    bool isThought = false;
    bool isText = true;
};

/// Where one text part sits inside the concatenation C of rule G (formats.md §2.2).
struct PartSpan {
    int partIndex = -1; ///< index into the parts list
    Utf8Range bytesInC; ///< the part's bytes inside C
    Utf16Range utf16InC; ///< the part's UTF-16 units inside C's QString
};

/// The base texts of rule G over one Content: C (non-thought text parts concatenated with no
/// separator) and each part alone. Resolves segments against them with the rule's retry and maps
/// ranges of C back onto the parts. Owns copies of the texts; a plain value.
class GroundingBaseText
{
public:
    GroundingBaseText() = default;
    explicit GroundingBaseText(const QVector<GroundingPart> &parts);

    const Utf8Text &concatenation() const { return m_concatenation; }
    const QVector<PartSpan> &partSpans() const { return m_spans; }
    int partCount() const { return int(m_parts.size()); }
    /// True when part `index` exists and has `text` (thought or not).
    bool isTextPart(int index) const;
    /// Part `index` alone (empty when it does not exist).
    Utf8Text partText(int index) const;

    /// A range of C as one highlight range per part it touches (empty parts are skipped).
    QVector<PartRange> toPartRanges(Utf8Range bytesInC) const;

    /// Resolves [start, end) per rule G: against part `partIndex` alone when it is >= 1, else
    /// against C; when the result fails the check against `sourceText` (mismatch, relocation or
    /// unresolved), retries once with the other reading and keeps whichever resolved cleanly.
    /// Fills bytes, utf16, text, status, partIndex, partRanges, otherReading of `segment`;
    /// appends resolution notes (with `location`) to `notes`.
    void resolve(CitedSegment &segment, std::optional<qint64> partIndex, qint64 start, qint64 end,
        bool offsetsValid, const std::optional<QString> &sourceText, const SourceLocation &location,
        Diagnostics &notes) const;

private:
    struct Reading {
        int partIndex = -1; ///< -1: C
        SpanResolution resolution;
    };
    Reading read(int partIndex, qint64 start, qint64 end, bool offsetsValid,
        const std::optional<QString> &sourceText, const SourceLocation &location) const;
    void apply(CitedSegment &segment, const Reading &reading) const;

    QVector<GroundingPart> m_parts;
    QVector<Utf8Text> m_partTexts;
    QVector<PartSpan> m_spans;
    Utf8Text m_concatenation;
};
