// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding.h"
#include "transcript/offsets.h"

#include <QString>
#include <QVector>
#include <optional>

struct AnswerDetails;

/// What one source of a cited segment gives to compare with it, and how much of the segment it
/// shares. A plain value, part of a GroundingEvidence.
struct SourceEvidence {
    int reference = -1; ///< index into Grounding::references
    /// The text the source gives: a snippet, the chunk contents, retrievedContext.text, a Maps
    /// place text followed by its review snippets, or (Discovery Engine, when the reference has
    /// none) the plain text of the search results' snippets for the same document.
    QString text;
    QVector<Utf16Range> sourceMatches; ///< the shared words in `text`, in order, merged
    QVector<Utf16Range> segmentMatches; ///< the shared words in the segment's text
    /// The segment appears verbatim in `text`: white space, case, width and the punctuation at
    /// the segment's ends aside.
    bool quoted = false;
    bool noText = false; ///< the source gives no text to compare
    /// confidenceScores[i] of the support (Gemini), else the support's groundingScore (Discovery
    /// Engine); nullopt when the source gives neither.
    std::optional<double> confidence;
    double support = 0.0; ///< 0 to 1, see GroundingEvidence
};

/// The evidence beside one cited segment: for each of its sources, the text it gives and the
/// words it shares with the segment.
///
/// The support measure, in one sentence: the share of the segment's distinct content words
/// (words other than a few function words such as "the", "de", "la"; in Chinese, Japanese and
/// Korean text, where words are not spaced, each pair of adjacent characters) that also occur in
/// the source's text. Both texts are compared after NFKC normalisation and case folding, so
/// full-width and half-width forms and upper and lower case do not matter; accents do.
/// A plain value computed from the grounding; owns nothing.
struct GroundingEvidence {
    int segment = -1; ///< index into Grounding::citations
    QString segmentText; ///< the segment's text (its resolved text, else the source's segment.text)
    QVector<SourceEvidence> sources; ///< in the order of CitedSegment::references

    /// True when at least one source gives text to compare.
    bool hasText() const;
    /// The highest support among the sources that give text (0 when none does).
    double bestSupport() const;
    /// The segment has text, the sources give text, and the best support is below `threshold`
    /// (a support for the whole answer has no text of its own to compare: never weak).
    bool weak(double threshold) const
    {
        return !segmentText.trimmed().isEmpty() && hasText() && bestSupport() < threshold;
    }

    /// The evidence for segment `segment` of `grounding` (empty when out of range). `details`, the
    /// Discovery Engine answer details of the same message, may be null.
    static GroundingEvidence of(
        const Grounding &grounding, int segment, const AnswerDetails *details = nullptr);
    /// The evidence of `sourceText` for `segmentText` (no text, no score: noText is set); only
    /// the first maxComparedCharacters of the source count.
    static SourceEvidence compare(const QString &segmentText, const QString &sourceText);
    /// The text `reference` gives to compare, see SourceEvidence::text.
    static QString sourceText(const Reference &reference, const AnswerDetails *details = nullptr);
};

/// How much of a source's text is compared (a longer one on its start): about 70 ms of work in a
/// release build, so that a source of megabytes does not stall the window.
inline constexpr qsizetype maxComparedCharacters = 100000;

/// The default threshold below which a segment's best support counts as weak (30 %).
inline constexpr double defaultWeakSupportThreshold = 0.3;
/// The QSettings key of the threshold the user chose (the evidence view's "Weak below").
QString weakSupportThresholdKey();
/// The threshold the user chose, 0 to 1 (the default when none).
double weakSupportThreshold();
