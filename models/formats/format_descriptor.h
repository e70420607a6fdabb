// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_names.h"

#include <nlohmann/json_fwd.hpp>

#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <QVector>
#include <memory>

class FormatReader;

/// How the records of a file become conversations. The unit builders (document/document_units)
/// switch on it; no one outside a format's family compares format ids.
enum class RecordGrouping {
    /// All records are one conversation (a big one is shown in parts).
    Whole,
    /// One conversation per record; a record that is a list page (`conversations[]`,
    /// `sessions[]`) is one per element.
    PerRecord,
    /// One conversation per record; a `sessions[]` list page is one per session.
    PerSession,
    /// Records group by a key found in their bytes (FormatDescriptor::recordKey, no parse);
    /// a record without one joins the previous record's conversation.
    ByKey,
    /// Records are parsed and grouped by FormatDescriptor::groupRecords (a log of requests and
    /// responses, sessions); a file of one record is PerRecord.
    Parsed,
};

/// How FormatDescriptor::groupRecords split parsed records: record indices per conversation,
/// in file order, and how many records belong to none. A plain value.
struct RecordGroups {
    QVector<QVector<int>> groups;
    int skipped = 0; ///< JSON-RPC notifications and protocol messages (initialize, tools/list)
};

/// Everything the program knows about one format id (formats.md §1.1), as plain data and
/// functions of the format's family: one row of the table in format_descriptor.cpp. Detection
/// (format_registry.cpp) decides the single-record id in the order of formats.md §1.2; the rest
/// reads this table.
struct FormatDescriptor {
    QStringView id; ///< "ces.conversation"
    QStringView family; ///< "ces": records of two families in one file are an error
    /// What users call it ("ADK session"), untranslated (formats::displayName() translates).
    const char *displayName;
    /// What its records are called when they are counted ("events", "messages", "turns",
    /// "records"), untranslated (formats::recordsWord() translates).
    const char *recordsWord;
    /// The id of a file holding several records of this shape (§1.2 step 5); `id` itself when
    /// this already is a multi-record shape.
    QStringView pluralId;
    /// A multi-record file of this id: a more precise id from all its first records (several
    /// snapshots of one answer are a stream), or an empty view to keep the id. May be null.
    QStringView (*refineRecords)(const QVector<const nlohmann::ordered_json *> &records);
    /// How records group when they are the elements of an array inside an envelope object
    /// (`{"turns": [...]}`: the envelope is given back to the reader with them).
    RecordGrouping inEnvelope;
    /// How records group otherwise (a top-level array, JSONL, SSE).
    RecordGrouping bare;
    /// Whole: the reader gets the records themselves, never put back into their envelope (each
    /// record is a message).
    bool recordsAreMessages;
    /// ByKey: the key of a record's JSON text (a view into it), empty when it has none.
    QByteArrayView (*recordKey)(QByteArrayView recordText);
    /// Parsed: groups the parsed records (null = did not parse; envelopes not yet removed).
    RecordGroups (*groupRecords)(const QVector<const nlohmann::ordered_json *> &records);
    /// The reader of this format (one per family; stateless).
    std::unique_ptr<FormatReader> (*createReader)();

    /// inEnvelope or bare, for records that `haveEnvelope` or not.
    RecordGrouping grouping(bool haveEnvelope) const { return haveEnvelope ? inEnvelope : bare; }
};

namespace formats {

/// Every format this version knows, in the order of formats.md §1.1.
const QVector<FormatDescriptor> &descriptors();
/// The descriptor of `formatId`, or null when it is no known format id.
const FormatDescriptor *descriptor(QStringView formatId);

/// "ces" for "ces.conversation"; empty for an unknown id.
QString family(const QString &formatId);
/// Step 5: the id of a file holding several records of the shape `singleId` ("ces.message" →
/// "ces.messages", "gemini.response" → "gemini.stream", ...); `singleId` itself otherwise.
QString pluralId(const QString &singleId);
/// Whether `formatId` is an evaluation format (its conversations are evaluation cases, runs or
/// sets: evaluations.md §3.8).
bool holdsEvaluations(const QString &formatId);
/// Whether this version has a reader for `formatId`.
bool hasReader(const QString &formatId);
/// The reader for `formatId`, or null when this version cannot show that format.
std::unique_ptr<FormatReader> createReader(const QString &formatId);

} // namespace formats
