// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_unit.h"

#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "mapped_file.h"
#include "json/json_parse.h"
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

namespace {

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

Diagnostic recordParseDiagnostic(const MappedFile &file, const RecordRange &r, bool sse,
    const tolerant::JsonParseFailure &failure, SourceLocation where)
{
    // SSE records are copied out of their framing: their offsets are not the file's.
    const qint64 offset = sse ? r.begin : qMin(r.end, r.begin + qint64(failure.byteOffset));
    const TextPosition p = RecordIndex::positionAt(
        file.data(), file.size(), qMax(offset, r.begin), r.begin, r.line, r.column);
    where.line = p.line;
    where.column = p.column;
    return tolerant::parseFailureDiagnostic(failure, std::move(where));
}

bool parseRecordText(const QByteArray &text, Json &out, tolerant::JsonParseFailure *failure,
    bool *replaced, const std::vector<std::string> *typeOnlyKeys)
{
    if (replaced)
        *replaced = false;
    tolerant::JsonParseFailure first;
    if (tolerant::parseJson(std::string_view(text.constData(), std::size_t(text.size())), out,
            &first, typeOnlyKeys))
        return true;
    // Text that is not valid UTF-8 gets a second chance with U+FFFD in place of each bad byte.
    if (first.kind == tolerant::JsonParseFailure::Kind::Syntax
        && MappedFile::firstInvalidUtf8(text.constData(), text.size()) >= 0) {
        const QByteArray clean = QString::fromUtf8(text).toUtf8();
        if (tolerant::parseJson(
                std::string_view(clean.constData(), std::size_t(clean.size())), out)) {
            if (replaced)
                *replaced = true;
            return true;
        }
    }
    if (failure)
        *failure = std::move(first);
    return false;
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
        Json v;
        tolerant::JsonParseFailure failure;
        if (parseRecordText(text, v, &failure, nullptr, typeOnlyKeys)) {
            Json inner;
            if (formats::unwrapEnvelope(v, inner))
                v = std::move(inner);
            values.push_back(std::move(v));
            rec.value = &values.back();
        } else {
            rec.diagnostics.append(recordParseDiagnostic(file, r, unit.sse, failure, rec.location));
            failures += rec.diagnostics;
        }
        records.append(rec);
    }
    if (unit.envelope.isEmpty())
        return reader.read(formatId, records);

    // Put the records back into the envelope: the reader sees the whole object.
    Json envelope;
    if (!tolerant::parseJson(
            std::string_view(unit.envelope.constData(), std::size_t(unit.envelope.size())),
            envelope)
        || !envelope.is_object())
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

void appendPageUnits(const RecordIndex &page, const RecordRange &r, const QString &recordPath,
    QVector<ConversationUnit> &out)
{
    const QString prefix = recordPath.isEmpty() ? QString() : recordPath + u'.';
    for (const RecordRange &s : page.records()) {
        ConversationUnit u;
        u.records = {s.movedTo(r.begin, r.line, r.column)};
        u.pathFormat = prefix + page.containerKey() + u"[%1]"_s;
        out.append(u);
    }
}

QVector<SearchRange> searchRangesOf(const QVector<ConversationUnit> &units)
{
    // A million records must stay a few milliseconds (one allocation, and no sort when the
    // units are in file order, as they almost always are).
    qsizetype count = 0;
    for (const ConversationUnit &unit : units)
        count += unit.records.size();
    QVector<SearchRange> ranges;
    ranges.reserve(count);
    for (qsizetype i = 0; i < units.size(); ++i) {
        for (const RecordRange &r : units.at(i).records)
            ranges.append(SearchRange {r.begin, r.end, int(i)});
    }
    const auto byBegin
        = [](const SearchRange &a, const SearchRange &b) { return a.begin < b.begin; };
    if (!std::is_sorted(ranges.cbegin(), ranges.cend(), byBegin))
        std::sort(ranges.begin(), ranges.end(), byBegin);
    return ranges;
}
