// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_unit.h"

#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "mapped_file.h"
#include "json/fast_json.h"
#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <deque>
#include <string>

using namespace Qt::StringLiterals;
using tolerant::Json;

QString ConversationUnit::recordPath(const RecordRange &r) const
{
    return pathFormat.isEmpty() ? QString() : pathFormat.arg(r.index);
}

QString jsonParseErrorText(const char *what)
{
    QString s = QString::fromUtf8(what);
    // "[json.exception.parse_error.101] parse error at line 1, column 5: text", or without a
    // position "[json.exception.parse_error.101] parse error: text".
    const qsizetype column = s.indexOf(u"column"_s);
    if (column >= 0) {
        const qsizetype colon = s.indexOf(u": "_s, column);
        return colon >= 0 ? s.mid(colon + 2) : s;
    }
    if (s.startsWith(u"[json.exception."_s) && s.indexOf(u"] "_s) >= 0)
        s = s.mid(s.indexOf(u"] "_s) + 2);
    if (s.startsWith(u"parse error: "_s))
        s = s.mid(13);
    return s;
}

namespace {

Json parseWithNlohmann(const QByteArray &text, bool *replaced)
{
    try {
        return Json::parse(text.constBegin(), text.constEnd());
    } catch (const nlohmann::json::parse_error &) {
        if (MappedFile::firstInvalidUtf8(text.constData(), text.size()) < 0)
            throw;
        const QByteArray clean = QString::fromUtf8(text).toUtf8();
        Json v = Json::parse(clean.constBegin(), clean.constEnd(), nullptr, false);
        if (v.is_discarded())
            throw;
        if (replaced)
            *replaced = true;
        return v;
    }
}

// One record's text. Up to 1 MiB, read with pread() into `buffer` where the file allows it: on
// virtual machines the first touch of each mapped page costs more than reading it
// (block_reader.h), and a record is read once. The mapped bytes otherwise (bigger records, data
// in memory, SSE framing).
QByteArray readRecordText(
    const MappedFile &file, const RecordRange &r, bool sse, std::string &buffer)
{
    constexpr qint64 maxCopied = 1 << 20;
    if (!sse && r.end > r.begin && r.end - r.begin <= maxCopied) {
        const qint64 length = r.end - r.begin;
        if (buffer.size() < std::size_t(length)) // grows only: no zero-filling on every record
            buffer.resize(std::max(std::size_t(length), buffer.size() * 2));
        if (file.readInto(r.begin, buffer.data(), length))
            return QByteArray::fromRawData(buffer.data(), qsizetype(length));
    }
    return RecordIndex::recordText(file.data(), file.size(), r, sse);
}

} // namespace

Json parseRecordText(
    const QByteArray &text, bool *replaced, const std::vector<std::string> *typeOnlyKeys)
{
    if (replaced)
        *replaced = false;
    Json fast;
    if (typeOnlyKeys ? tolerant::fastParseJson(
            text.constData(), std::size_t(text.size()), fast, *typeOnlyKeys)
                     : tolerant::fastParseJson(text.constData(), std::size_t(text.size()), fast))
        return fast;
    // Anything the fast parser declines (errors, invalid UTF-8, rare forms) goes to nlohmann.
    try {
        return parseWithNlohmann(text, replaced);
    } catch (const nlohmann::json::out_of_range &e) {
        // A number beyond double's range ("1e400") is nlohmann's one error without a position
        // and of another type: report it as a syntax error at the record's start.
        throw nlohmann::json::parse_error::create(
            101, 0, jsonParseErrorText(e.what()).toStdString(), nullptr);
    }
}

Conversation readConversationUnit(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName)
{
    std::deque<Json> values; // stable addresses
    // The bytes of one record, read again for the next and kept by the thread for its next
    // conversation (a fresh buffer would be zero-filled, and its pages touched, each time).
    thread_local std::string buffer;
    QVector<ReaderRecord> records;
    Diagnostics failures;
    records.reserve(unit.records.size());
    // Without raw texts (check), values that count only by their type are not built.
    const std::vector<std::string> *typeOnlyKeys
        = tolerant::RawTextScope::wanted() ? nullptr : &reader.typeOnlyKeysWithoutRawTexts();
    for (const RecordRange &r : unit.records) {
        ReaderRecord rec;
        rec.jsonPath = unit.recordPath(r);
        const TextPosition pos = TextPosition {r.line, r.column};
        rec.location = SourceLocation {fileName, pos.line, pos.column, rec.jsonPath};
        const QByteArray text = readRecordText(file, r, unit.sse, buffer);
        try {
            Json v = parseRecordText(text, nullptr, typeOnlyKeys);
            Json inner;
            if (formats::unwrapEnvelope(v, inner))
                v = std::move(inner);
            values.push_back(std::move(v));
            rec.value = &values.back();
        } catch (const nlohmann::json::parse_error &e) {
            SourceLocation where = rec.location;
            if (!unit.sse) {
                const qint64 offset = qMin(r.end, r.begin + qint64(e.byte) - 1);
                const TextPosition p = RecordIndex::positionAt(
                    file.data(), file.size(), qMax(offset, r.begin), r.begin, r.line, r.column);
                where.line = p.line;
                where.column = p.column;
            }
            rec.diagnostics.append(makeDiagnostic(Severity::Error,
                QT_TRANSLATE_NOOP("Diagnostic", "JSON syntax error: %1"),
                {jsonParseErrorText(e.what())}, where));
            failures += rec.diagnostics;
        }
        records.append(rec);
    }
    if (unit.envelope.isEmpty())
        return reader.read(formatId, records);

    // Put the records back into the envelope: the reader sees the whole object.
    Json envelope;
    if (!tolerant::fastParseJson(
            unit.envelope.constData(), std::size_t(unit.envelope.size()), envelope))
        envelope
            = Json::parse(unit.envelope.constBegin(), unit.envelope.constEnd(), nullptr, false);
    if (envelope.is_discarded() || !envelope.is_object())
        envelope = Json::object();
    // The parsed values move into the array (no copy); a failed record stays a null there, so
    // the indices of the paths hold.
    Json array = Json::array();
    auto &elements = *array.get_ptr<Json::array_t *>();
    elements.reserve(std::size_t(records.size()));
    auto parsed = values.begin();
    for (const ReaderRecord &r : records)
        elements.push_back(r.value ? std::move(*parsed++) : Json());
    envelope[unit.containerKey.toStdString()] = std::move(array);
    const TextPosition pos = RecordIndex::positionAt(file.data(), file.size(), unit.envelopeBegin);
    ReaderRecord whole;
    whole.value = &envelope;
    whole.location = SourceLocation {fileName, pos.line, pos.column, QString()};
    Conversation c = reader.read(formatId, {whole});
    c.diagnostics = failures + c.diagnostics;
    if (!unit.records.isEmpty() && unit.records.first().index > 0)
        shiftRecordPaths(c, unit.containerKey, unit.records.first().index);
    return c;
}

namespace {

// "events[3].content" → "events[1003].content" for a part whose first record is 1000.
void shiftPath(QString &path, const QString &prefix, qint64 offset)
{
    if (!path.startsWith(prefix))
        return;
    const qsizetype close = path.indexOf(u']', prefix.size());
    bool ok = false;
    const qint64 k = QStringView(path).mid(prefix.size(), close - prefix.size()).toLongLong(&ok);
    if (close <= 0 || !ok)
        return;
    const QString number = QString::number(k + offset);
    QString shifted;
    shifted.reserve(path.size() - (close - prefix.size()) + number.size());
    shifted.append(prefix).append(number).append(QStringView(path).mid(close));
    path = std::move(shifted);
}

void shiftDiagnostics(Diagnostics &diagnostics, const QString &prefix, qint64 offset)
{
    for (Diagnostic &d : diagnostics)
        shiftPath(d.location.jsonPath, prefix, offset);
}

} // namespace

void shiftRecordPaths(Conversation &c, const QString &containerKey, qint64 offset)
{
    const QString prefix = containerKey + u'[';
    shiftDiagnostics(c.diagnostics, prefix, offset);
    for (Message &m : c.messages) {
        shiftPath(m.jsonPath, prefix, offset);
        shiftDiagnostics(m.diagnostics, prefix, offset);
        for (Chunk &chunk : m.chunks)
            shiftPath(chunk.jsonPath, prefix, offset);
    }
}
