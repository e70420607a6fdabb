// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Building blocks shared by the evaluation readers (adk_eval_*.cpp, ces_eval_*.cpp): statuses,
// metric rows, the double-encoded unwrap and the Conversation an EvaluationCase becomes.
#include "format_reader.h"
#include "reader_support.h"
#include "transcript/conversation.h"
#include "transcript/evaluation.h"
#include "json/tolerant_json.h"

#include <QString>
#include <QVector>
#include <functional>

namespace evalread {

using readers::at;
using readers::wrongType;
using tolerant::Json;

/// A status written as a name ("PASSED", "pass", "NOT_EVALUATED") or a number (ADK 1 passed,
/// 2 failed, 3 not evaluated, 4 informational; CES 1 PASS, 2 FAIL, 3 SKIPPED). 0 and the
/// UNSPECIFIED names are Unknown without a diagnostic; other values are Unknown with a warning
/// at `jsonPath`. `raw` receives the value as written.
EvaluationStatus readStatus(const Json *v, EvaluationFamily family, QString &raw,
    const SourceLocation &where, const QString &jsonPath, Diagnostics &diagnostics);

/// A number at `key` of `o` (numbers or numeric strings); nullopt when absent or null, with a
/// warning when it is of another type.
std::optional<double> readNumber(const Json &o, const char *key, const SourceLocation &where,
    const QString &parentPath, Diagnostics &diagnostics);

/// The array at `key`, or null when absent; a warning when the value is not an array.
const Json *arrayAt(const Json &o, const char *key, const SourceLocation &where,
    const QString &parentPath, Diagnostics &diagnostics);

/// A record that is a JSON string holding JSON (ADK < 1.22 result files): parses it into
/// `storage` and returns it with an Info diagnostic; otherwise returns `v` itself.
const Json &unwrapDoubleEncoded(const Json &v, Json &storage, const SourceLocation &where,
    const QString &jsonPath, Diagnostics &diagnostics);

/// The expected side, metrics and statuses of `e` as JSON for export's "extra".
JsonText toJson(const EvaluationCase &e);

/// What one reader call produced: cases, each with the messages of its actual side.
struct ReadCase {
    EvaluationCase evaluation;
    QVector<Message> messages;
    Diagnostics diagnostics;
    QVector<QPair<QString, QString>> properties;
};

/// The Conversation of the cases read from the records of one unit: one case is the
/// conversation itself; several are one conversation whose evaluation lists them in `cases`
/// (a run, a set or a list read whole), with their messages one after the other.
Conversation buildConversation(
    QVector<ReadCase> cases, const QString &formatId, EvaluationFamily family, Diagnostics extra);

/// Starts `rc` for object `o` at `jsonPath`: family and path, the id at `idKey` and the title at
/// `titleKey` (else the id's last segment; null: the id). False, with a warning, when `o` is no
/// object.
bool startCase(ReadCase &rc, EvaluationFamily family, const Json &o, const char *idKey,
    const char *titleKey, const QString &jsonPath, const SourceLocation &where);

/// Reads one record's value (a JSON string holding JSON already parsed again) into cases.
using ValueReader
    = std::function<void(const Json &value, const ReaderRecord &record, QVector<ReadCase> &out)>;
/// The Conversation of `records`, each read by `readValue`; every case gets `formatId` and
/// `family`, and a unit without any case is one empty case.
Conversation readRecords(const QVector<ReaderRecord> &records, const QString &formatId,
    EvaluationFamily family, const ValueReader &readValue);

/// Appends a message with one text chunk (role, author, turn) to `out`.
void appendText(QVector<Message> &out, const QString &role, const QString &text, int turn,
    const QString &jsonPath);

/// The text of the Text chunks of `chunks` (thoughts left out).
QStringList textParts(const QVector<Chunk> &chunks);

/// The tool calls among `chunks`, each with the response that answers it (by id, else by name)
/// when one follows; a `transfer_to_agent` call also sets `side.transferTarget`.
void collectToolCalls(const QVector<Chunk> &chunks, EvaluationSide &side);

} // namespace evalread
