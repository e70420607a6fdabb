// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/grounding.h"
#include "transcript/offsets.h"

#include <QFlags>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

/// What the citations overview flags on a row (bits of CitationFlags).
enum class CitationFlag {
    Uncited = 0x1, ///< a sentence of a grounded answer that no segment cites
    MissingSource = 0x2, ///< a segment without a source, or citing an index that points nowhere
    Unresolved = 0x4, ///< the segment's offsets could not be placed in the text
    Mismatch = 0x8, ///< the text at the offsets differs from the cited text
    Weak = 0x10, ///< its sources give text that shares almost nothing with it
};
Q_DECLARE_FLAGS(CitationFlags, CitationFlag)
Q_DECLARE_OPERATORS_FOR_FLAGS(CitationFlags)

/// Every flag, in the order ids and labels list them.
inline constexpr CitationFlag kCitationFlags[]
    = {CitationFlag::Uncited, CitationFlag::MissingSource, CitationFlag::Unresolved,
        CitationFlag::Mismatch, CitationFlag::Weak};
/// "uncited", "missing_source", "unresolved", "mismatch", "weak": stable ids (not translated).
QString citationFlagId(CitationFlag flag);
/// The ids of `flags`, in kCitationFlags order.
QStringList citationFlagIds(CitationFlags flags);

/// One source of a cited segment as the overview lists it.
struct CitationSource {
    int reference = -1; ///< index into Grounding::references; -1: the index points nowhere
    int number = 0; ///< the number the References pane shows (GroundingIndex), 1-based
    QString label; ///< GroundingIndex::label (title, domain or host); may be empty
    QString uri;
    bool missing = false; ///< Reference::Kind::Missing
};

/// One row of the citations overview of a conversation: a cited segment of a message, or a
/// sentence of a grounded answer that no segment cites. A plain value built by CitationRows (the
/// items floor), listed by CitationOverviewModel and written by CitationsCsv.
struct CitationRow {
    enum class Kind { Segment, UncitedSentence };
    Kind kind = Kind::Segment;
    int message = -1; ///< index into Conversation::messages
    QString author; ///< the message's author, else its role
    int segment = -1; ///< index into Grounding::citations; -1 for an uncited sentence
    /// The Message::chunks index of the text it starts in; -1 when it has no place there
    /// (unresolved, whole message).
    int chunk = -1;
    /// The text the offsets are in: source part `part` (Chunk::sourcePart), or -1 for the
    /// concatenation of the text parts (a segment across parts, as the source gives it).
    int part = -1;
    std::optional<Utf8Range> bytes; ///< in that text; none without a place
    QString text; ///< the segment's text (its source text when unresolved), or the sentence
    QVector<CitationSource> sources; ///< in the order of their numbers
    CitationStatus status = CitationStatus::Resolved; ///< segments only
    bool wholeMessage = false; ///< a support without a segment: it covers the whole message
    /// The message's cited share (0 to 1) of the text a reader sees; none when it has no text.
    std::optional<double> coverage;
    CitationFlags flags;
};
