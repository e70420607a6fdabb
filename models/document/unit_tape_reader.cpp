// SPDX-License-Identifier: GPL-2.0-or-later
// readUnitFromTape(): a conversation unit's records parsed onto the thread's tape.
#include "unit_tape_reader.h"

#include "unit_record_texts.h"

#include "formats/format_reader.h"
#include "mapped_file.h"
#include "json/fast_json.h"
#include "json/json_parse.h"
#include "json/json_tape.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using tolerant::JsonTape;
using tolerant::TapeValue;

namespace {

constexpr std::size_t kNoValue = std::size_t(-1);

// Whether `record` is a JSON-RPC response, which formats::unwrapEnvelope() unwraps (in nlohmann
// values only).
bool mayBeEnvelope(const TapeValue &record)
{
    return tolerant::field(record, "result") != nullptr;
}

// Parses a unit's records onto a tape, one after the other: what an array of them holds.
class TapeRecords
{
public:
    TapeRecords(JsonTape &tape, const MappedFile &file, const ConversationUnit &unit,
        const QString &fileName, bool fromMapping, const std::vector<std::string> *typeOnlyKeys)
        : m_tape(tape)
        , m_file(file)
        , m_unit(unit)
        , m_fileName(fileName)
        , m_fromMapping(fromMapping)
        , m_typeOnlyKeys(typeOnlyKeys)
    { }

    /// Appends every record's value (a null for one that fails to parse, with its diagnostic in
    /// its record); `pathPerRecord`: every record gets its JSON path, else only failed ones (inside
    /// an envelope the reader sees the whole object). False when nlohmann must read the unit.
    bool parse(bool pathPerRecord)
    {
        m_records.reserve(m_unit.records.size());
        m_roots.reserve(std::size_t(m_unit.records.size()));
        RecordTexts texts(
            m_file, m_unit.records, m_unit.sse(), threadRecordBuffer(), m_fromMapping);
        const RecordPaths paths(m_unit.pathFormat());
        // The indexer checked the UTF-8 of the bytes it scanned: records there are not checked
        // again (SSE records are copied out of their framing, and checked).
        const qint64 utf8Checked = m_unit.sse() ? 0 : m_file.utf8CheckedUntil();
        while (!texts.atEnd()) {
            const RecordRange r = texts.record();
            TapeRecord rec = recordAt<TapeValue>(r, m_fileName, paths, pathPerRecord);
            const QByteArray text = texts.next();
            const std::size_t root = m_tape.size();
            if (tolerant::fastParseTape(text.constData(), std::size_t(text.size()), m_tape,
                    m_typeOnlyKeys, texts.inPlace(), r.end <= utf8Checked)) {
                if (mayBeEnvelope(m_tape.at(root)))
                    return false;
                m_roots.push_back(root);
            } else {
                tolerant::Json v;
                tolerant::JsonParseFailure failure;
                if (parseRecordText(text, v, &failure, nullptr, m_typeOnlyKeys))
                    return false;
                failedRecord(rec, m_file, r, m_unit.sse(), paths, failure, m_failures);
                m_tape.appendNull(); // as nlohmann's path puts a null in an envelope's array
                m_roots.push_back(kNoValue);
            }
            m_records.append(std::move(rec));
        }
        return true;
    }

    /// The records, their values on the tape (once nothing more is appended).
    QVector<TapeRecord> &records()
    {
        for (qsizetype i = 0; i < m_records.size(); ++i) {
            if (m_roots[std::size_t(i)] != kNoValue)
                m_records[i].value = &m_tape.at(m_roots[std::size_t(i)]);
        }
        return m_records;
    }
    /// The diagnostics of the records that did not parse.
    const Diagnostics &failures() const { return m_failures; }

private:
    JsonTape &m_tape;
    const MappedFile &m_file;
    const ConversationUnit &m_unit;
    const QString &m_fileName;
    const bool m_fromMapping;
    const std::vector<std::string> *m_typeOnlyKeys;
    QVector<TapeRecord> m_records;
    std::vector<std::size_t> m_roots; // where each record's value is on the tape (it moves)
    Diagnostics m_failures;
};

// Lays out on `tape` object `envelope` (at index 0) with the records in place of its container's
// array, as nlohmann's path sets envelope[containerKey] (appended when the envelope lacks it).
// The envelope's own values stay at the tape's start, unread. The object's index; kNoValue when
// nlohmann must read the unit.
std::size_t envelopeWithRecords(JsonTape &tape, TapeRecords &records, const std::string &key)
{
    const TapeValue &envelope = tape.at(0);
    const std::size_t end = envelope.span();
    const std::size_t object = tape.open(TapeValue::Type::Object);
    std::size_t members = 0;
    bool placed = false;
    const auto appendRecords = [&](std::size_t keyIndex) {
        if (keyIndex == kNoValue) {
            const tolerant::FoldedKeyShape shape = tolerant::foldedKeyShape(key);
            tape.appendKey(key.data(), key.size(), false, shape.first, shape.length);
        } else
            tape.appendCopy(keyIndex, 1);
        const std::size_t array = tape.open(TapeValue::Type::Array);
        const std::size_t before = tape.size();
        if (!records.parse(false))
            return false;
        // Each record is one value after the other (a failed one a null).
        std::size_t count = 0;
        for (std::size_t i = before; i < tape.size(); i += tape.at(i).span())
            ++count;
        placed = true;
        ++members;
        return tape.close(array, count);
    };
    for (std::size_t k = 1; k < end; k += 1 + tape.at(k + 1).span()) {
        if (tape.at(k).text() == key && !placed) {
            if (!appendRecords(k))
                return kNoValue;
            continue;
        }
        tape.appendCopy(k, 1 + tape.at(k + 1).span());
        ++members;
    }
    if (!placed && !appendRecords(kNoValue))
        return kNoValue;
    return tape.close(object, members) ? object : kNoValue;
}

} // namespace

std::optional<Conversation> readUnitFromTape(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName, bool fromMapping,
    const std::vector<std::string> *typeOnlyKeys)
{
    constexpr std::size_t kKeptTapeBytes = 16 << 20;
    thread_local JsonTape tape;
    tape.clear(kKeptTapeBytes);
    TapeRecords records(tape, file, unit, fileName, fromMapping, typeOnlyKeys);
    const QByteArray &envelope = unit.envelope();
    if (envelope.isEmpty()) {
        if (!records.parse(true))
            return std::nullopt;
        return reader.readTape(formatId, records.records());
    }

    // Put the records back into the envelope: the reader sees the whole object. An envelope the
    // tape does not read is left to nlohmann's path.
    if (!tolerant::fastParseTape(
            envelope.constData(), std::size_t(envelope.size()), tape, nullptr, true)
        || !tape.at(0).is_object())
        return std::nullopt;
    const std::size_t object
        = envelopeWithRecords(tape, records, unit.containerKey().toStdString());
    if (object == kNoValue)
        return std::nullopt;
    const TextPosition pos
        = RecordIndex::positionAt(file.data(), file.size(), unit.envelopeBegin());
    TapeRecord whole;
    whole.value = &tape.at(object);
    whole.location = SourceLocation {fileName, pos.line, pos.column, QString()};
    Conversation c = reader.readTape(formatId, {whole});
    c.diagnostics = records.failures() + c.diagnostics;
    if (!unit.records.isEmpty() && unit.records.first().index > 0)
        shiftRecordPaths(c, unit.containerKey(), unit.records.first().index);
    return c;
}
