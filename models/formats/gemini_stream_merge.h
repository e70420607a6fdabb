// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_reader.h"

#include <nlohmann/json_fwd.hpp>

#include <QHash>
#include <QString>
#include <QVector>

/// Where the pieces of a merged Gemini response came from, so diagnostics and chunks point at
/// the source records. Keys are candidate `index` values. A plain value.
struct GeminiStreamSources {
    QHash<int, QVector<QString>> partPaths; ///< JSON path of each merged part's first piece
    QHash<int, QVector<SourceLocation>> partLocations; ///< record location of each merged part
    QHash<int, QString> candidatePaths; ///< where the candidate first appeared
    QHash<int, SourceLocation> candidateLocations;
    QHash<int, QString> groundingPaths; ///< the last groundingMetadata merged in
    QHash<int, QString> citationPaths; ///< the last citationMetadata merged in
    QString errorPath; ///< the Google error body that ended the stream, if any
    SourceLocation errorLocation;
    SourceLocation firstLocation; ///< the first record
    int records = 0; ///< records merged
};

namespace gemini {
/// Merges the records of a `gemini.response` or `gemini.stream` file into one
/// GenerateContentResponse (formats.md §1.5.5): parts appended per candidate `index` (text
/// pieces of consecutive records coalesced when their thought flags match), finishReason and
/// usageMetadata last, modelVersion/responseId/createTime first, citations collected, grounding
/// chunks and supports appended, query lists united. A Google error body ends the stream and is
/// kept as `error`. A single record is left as it is. Problems go to `diagnostics`.
void mergeStream(const QVector<ReaderRecord> &records, nlohmann::ordered_json &merged,
    GeminiStreamSources &sources, Diagnostics &diagnostics);
} // namespace gemini
