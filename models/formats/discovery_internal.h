// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Building blocks shared by the Discovery Engine reader's files (discovery_*.cpp); not a public
// API. formats.md §1.6, rules D and A of §2.2.

#include "reader_support.h"
#include "transcript/answer_details.h"
#include "transcript/diagnostic.h"
#include "transcript/grounding.h"
#include "transcript/message.h"
#include "json/tolerant_json.h"

#include <QString>
#include <QStringList>

namespace discovery {

/// What an answer message takes from its surroundings (the response, the request, the turn).
struct AnswerContext {
    QString author; ///< engine / data store segment, else the serving config's
    QString answerQueryToken;
    JsonText queryConfig; ///< the turn's queryConfig, as an object
};

/// Enum tables (formats.md §1.6.5); index = value.
const QStringList &answerStateNames();
const QStringList &stepStateNames();
const QStringList &answerSkippedReasonNames();
const QStringList &queryClassificationNames();
const QStringList &attributionTypeNames();
const QStringList &sessionStateNames();
const QStringList &assistStateNames();
const QStringList &assistSkippedReasonNames();

using readers::at;
/// A string member (numbers rendered as text); empty when absent.
QString str(const tolerant::Json &obj, std::string_view key);
/// The engine (else data store) segment of a DE resource name; empty when it has none.
QString engineOf(const QString &resourceName);
/// The session part of an answer / assist answer name (`…/sessions/s7/answers/a1` →
/// `…/sessions/s7`); the name itself when it is a session name; empty otherwise.
QString sessionOf(const QString &resourceName);
/// A map given as an object or as an array of {key, value} entries, as an object (keys kept).
JsonText mapAsObject(const tolerant::Json &map);
/// A Struct value for display: verbatim, Struct-in-message form unwrapped (§3.7).
JsonText structText(const tolerant::Json &v);

/// One Answer.references[] item (unstructuredDocumentInfo, chunkInfo or structuredDocumentInfo).
Reference readReference(const tolerant::Json &reference, qint64 index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics);
/// One AssistAnswer textGroundingMetadata.references[] item.
Reference readAssistReference(const tolerant::Json &reference, qint64 index,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics);

/// Answer.steps[] into `details.steps`; every searchAction.query also goes to `queries`.
void readSteps(const tolerant::Json &steps, const QString &jsonPath, const SourceLocation &where,
    AnswerDetails &details, QStringList &queries, Diagnostics &diagnostics);
/// safetyRatings[] (DE HarmCategory table).
QVector<SafetyRating> readSafetyRatings(const tolerant::Json &ratings);
/// blobAttachments[] decoded; undecodable data gets a diagnostic.
QVector<AnswerBlob> readBlobs(const tolerant::Json &blobs, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics);
/// The first steps[].actions[].searchAction.query of an Answer; empty when none.
QString firstSearchQuery(const tolerant::Json &answer);

/// An Answer as the model message of a turn (text, image attachments, grounding, details).
Message readAnswer(const tolerant::Json &answer, const QString &jsonPath, int turn,
    const SourceLocation &where, const AnswerContext &context);
/// An AssistAnswer as one model message whose chunks are the replies (rule A grounding).
Message readAssistAnswer(const tolerant::Json &assist, const QString &jsonPath, int turn,
    const SourceLocation &where, const AnswerContext &context);

/// Whether `v` looks like an Answer / an AssistAnswer / a DE Session (after unwrapping).
bool looksAnswer(const tolerant::Json &v);
bool looksAssistAnswer(const tolerant::Json &v);
bool looksSession(const tolerant::Json &v);

/// Merges AnswerQueryResponse snapshots of one streamed answer (formats.md §1.6.6): cumulative
/// texts are replaced, deltas appended; every other member comes from the last snapshot that has
/// it. `cumulative` says which reading was used.
tolerant::Json mergeSnapshots(const QVector<const tolerant::Json *> &snapshots, bool &cumulative);

} // namespace discovery
