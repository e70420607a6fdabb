// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "json_text.h"
#include "offsets.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

/// How a cited range was resolved against its base text (formats.md §2.3 step 8).
enum class CitationStatus { Resolved, Adjusted, Relocated, Mismatch, Unresolved };
QString citationStatusId(CitationStatus status); ///< "resolved", "adjusted", ... (not translated)

/// One highlight range inside a single part's own text (rule G display, formats.md §2.2 step 5).
/// A cited range of the concatenation that crosses part boundaries yields one per part.
struct PartRange {
    int partIndex = -1; ///< index into the Content's parts (as given to the grounding reader)
    Utf8Range bytes; ///< the range in that part's own UTF-8 text
    Utf16Range utf16; ///< the range in that part's own QString
    bool operator==(const PartRange &o) const
    {
        return partIndex == o.partIndex && bytes == o.bytes && utf16 == o.utf16;
    }
    /// Whether the range is shown in `text`, the own text of part `part`: same part, inside
    /// the text, and not splitting a surrogate pair (such a range belongs to another text).
    bool fitsText(int part, const QString &text) const;
};

/// One cited segment of a message's text: a citation, a grounding support or a segment.
/// Offsets keep their unit in their type. Owned by its Grounding.
struct CitedSegment {
    qint64 sourceStart = 0; ///< the source's start after defaults (bytes), as given
    qint64 sourceEnd = 0; ///< the source's end after defaults (bytes), as given
    bool offsetsValid = true; ///< false when an offset was negative or not a number
    Utf8Range bytes; ///< resolved range in the base text (bytes)
    Utf16Range utf16; ///< the same range in the displayed QString (UTF-16 code units)
    int partIndex = -1; ///< -1: the concatenation of text parts; else that part alone
    QString text; ///< what the bytes resolve to; empty when unresolved
    std::optional<QString> sourceText; ///< `segment.text` when the source gave one
    QVector<int> references; ///< indices into Grounding::references
    QVector<std::optional<double>> scores; ///< parallel to references; nullopt = no score
    std::optional<double> groundingScore;
    std::optional<bool> groundingCheckRequired;
    CitationStatus status = CitationStatus::Unresolved;
    QString jsonPath;
    /// Display ranges per part (rule G); empty when unresolved or when the base is one text.
    QVector<PartRange> partRanges;
    /// A support without a segment: its sources apply to the whole message (no range, status
    /// Resolved, empty text). formats.md §2.6 case 15.
    bool wholeMessage = false;
    /// Rule G step 4: the first reading failed the text check and the other one (part 0 alone,
    /// or the concatenation) was used. Rule A: the concatenation of the replies was used.
    bool otherReading = false;
    /// Which list of the source it came from: "citation", "groundingSupport" (Discovery Engine
    /// Answer), "segment" (AssistAnswer textGroundingMetadata); empty for other families.
    QString origin;

    /// Where the segment is highlighted: its partRanges, or for a resolved segment whose reader
    /// gave none (one base text), one range in part max(partIndex, 0). Empty for unresolved and
    /// whole-message segments.
    QVector<PartRange> displayRanges() const;
};

/// A link extracted from active content (search chips of searchEntryPoint.renderedContent,
/// maps review snippets).
struct ExtractedLink {
    QString text;
    QString href;
};

/// A source that supports cited segments: a web page, a retrieved document, a DE reference...
struct Reference {
    enum class Kind {
        Web,
        RetrievedContext,
        Maps,
        UnstructuredDocument,
        Chunk,
        StructuredDocument,
        Citation,
        Empty,
        Missing
    };
    Kind kind = Kind::Empty;
    QString title;
    QString uri;
    QString domain;
    QString text; ///< snippet or chunk contents, plain text
    QString documentName;
    QString pageIdentifier;
    std::optional<double> relevanceScore;
    JsonText structData;
    JsonText raw;
    QString jsonPath;
    /// The index the source used for it (groundingChunkIndices value, referenceId, reference
    /// index); -1 for citations that carry their own source. Missing references keep the index
    /// that pointed nowhere.
    qint64 sourceIndex = -1;
    QString license; ///< citationMetadata
    QString publicationDate; ///< citationMetadata: "2019", "2019-05" or "2019-05-17"
    QString placeId; ///< maps chunks
    QVector<ExtractedLink> links; ///< maps review snippets (title, googleMapsUri)
    /// Maps: the review snippets' own titles (the words they quote), without the reviewId that
    /// `links` shows in place of a missing title; the text the evidence view compares.
    QStringList reviewSnippets;
    /// Discovery Engine: indices into the answer's blobAttachments (AnswerDetails) that belong to
    /// this reference's chunks.
    QVector<qint64> blobAttachmentIndexes;
};

/// "web", "retrievedContext", "maps", "unstructuredDocument", "chunk", "structuredDocument",
/// "citation", "empty", "missing": stable ids for export and roles (not translated).
QString referenceKindId(Reference::Kind kind);

/// The grounding of one message: cited segments, their sources and the queries that found them.
struct Grounding {
    QVector<CitedSegment> citations;
    QVector<Reference> references;
    QStringList queries; ///< webSearchQueries, retrievalQueries, rewritten search queries
    QVector<ExtractedLink> searchChips;
    std::optional<double> overallScore;
    JsonText raw;
    /// searchEntryPoint.sdkBlob decoded (base64 of JSON); null when absent or not JSON.
    JsonText searchEntryPointData;
    std::optional<double> dynamicRetrievalScore; ///< retrievalMetadata
    bool isEmpty() const
    {
        return citations.isEmpty() && references.isEmpty() && queries.isEmpty();
    }
};
