// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Grounding shared by every family (formats.md §1.5.3, §2; architecture.md "Grounding, once for
// all families"): readers extract, these functions resolve. nlohmann types are forward-declared.

#include "grounding_base_text.h"
#include "transcript/diagnostic.h"
#include "transcript/grounding.h"
#include "transcript/utf8_text.h"
#include "json/tolerant_json.h"

#include <QHash>
#include <QString>
#include <QVector>

/// Reads a Gemini / ADK / Agent Engine `groundingMetadata` and `citationMetadata` (either may be
/// null) of one candidate or event whose Content has `parts` (all parts, in order; indices match
/// `segment.partIndex`). Segments are resolved with rule G (§2.2); sources keep their chunk
/// numbers (references[i] is groundingChunks[i]); indices past the chunk list get a
/// Reference::Kind::Missing appended after the chunks; citationMetadata entries get a
/// Reference::Kind::Citation each. `jsonPath` is the path of the object that holds both metadata
/// keys (the candidate or event); problems go to `diagnostics` with `where` and a JSON path such
/// as `candidates[0].groundingMetadata.groundingSupports[3]`. Grounding::raw holds
/// {"groundingMetadata": …, "citationMetadata": …} with whichever was given.
Grounding readGeminiGrounding(const tolerant::Json *groundingMetadata,
    const tolerant::Json *citationMetadata, const QVector<GroundingPart> &parts,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics);

/// Same, with separate paths for the two metadata objects (Agent Engine keeps groundingMetadata
/// under eventMetadata). Either path may be empty when the object is null.
Grounding readGeminiGrounding(const tolerant::Json *groundingMetadata,
    const tolerant::Json *citationMetadata, const QVector<GroundingPart> &parts,
    const QString &groundingPath, const QString &citationPath, const SourceLocation &where,
    Diagnostics &diagnostics);

/// Notes each cited segment of `grounding` with a boundary inside text the Markdown of its part
/// does not show (a link's address, formats.md §2.2 rule D): its highlight can only start or end
/// at the nearest shown text. `partTexts[i]` is the text of part i (PartRange::partIndex).
void noteHiddenBoundaries(const Grounding &grounding, const QVector<QString> &partTexts,
    const SourceLocation &where, Diagnostics &diagnostics);

/// The references of a Grounding that a reader is filling, found by the index the producer
/// numbered them with, in constant time (a search through every reference for each of 200,000
/// citations with unknown ids ran for minutes). Built over `grounding.references` once the
/// sources are read; the references citations add go through it. Holds a reference to the
/// Grounding, which must outlive it.
class SourceReferences
{
public:
    explicit SourceReferences(Grounding &grounding);

    /// The index in `grounding.references` of the source numbered `sourceIndex`:
    /// references[sourceIndex] when it is a real source, else a Reference::Kind::Missing with
    /// that sourceIndex (found or appended; never renumbers). `created` (optional) says it was
    /// appended.
    int find(qint64 sourceIndex, bool *created = nullptr);
    /// The number of real sources (neither Missing nor Citation).
    int realCount() const { return m_realCount; }
    Grounding &grounding() { return m_grounding; }

private:
    Grounding &m_grounding;
    QHash<qint64, int> m_first; ///< source index → its first Missing or (index >= 0) real one
    int m_realCount = 0;
};

/// Resolves one Discovery Engine style offset citation against `base` (rule D / rule A):
/// `startIndex`/`endIndex` (UTF-8 bytes, int64 numbers or strings, absent start = 0), sources as
/// `sources[].referenceId` (decimal strings) or `referenceIndices[]`, optional `text` (check text),
/// `groundingScore` and `groundingCheckRequired`. `references` must already hold the answer's
/// references in order; dangling ids become Missing references (appended, one per id)
/// with a "missing source" diagnostic. The caller appends the returned segment.
CitedSegment resolveOffsetCitation(const Utf8Text &base, const tolerant::Json &citation,
    SourceReferences &references, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics);
