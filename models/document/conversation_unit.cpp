// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_unit.h"
#include "unit_record_texts.h"
#include "unit_tape_reader.h"

#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "formats/open_end_scope.h"
#include "mapped_file.h"
#include "json/fast_json.h"
#include "json/json_parse.h"
#include "json/json_tape.h"
#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <deque>
#include <optional>
#include <string>

using namespace Qt::StringLiterals;
using tolerant::Json;

const UnitFrame &ConversationUnit::frame() const
{
    static const UnitFrame empty;
    return m_frame ? *m_frame : empty;
}

void ConversationUnit::setFrame(const UnitFrame &frame)
{
    thread_local std::shared_ptr<const UnitFrame> last;
    if (frame == UnitFrame())
        m_frame.reset();
    else if (last && *last == frame)
        m_frame = last;
    else
        m_frame = last = std::make_shared<const UnitFrame>(frame);
}

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
    const FormatReader &reader, const QString &formatId, const QString &fileName,
    UnitReadOptions options)
{
    const bool fromMapping = options.fromMapping;
    const OpenEndScope openEnd(unit.openEnd);
    // Without raw texts (check), values that count only by their type are not built.
    const std::vector<std::string> *typeOnlyKeys
        = tolerant::RawTextScope::wanted() ? nullptr : &reader.typeOnlyKeysWithoutRawTexts();
    if (options.tapes && !tolerant::RawTextScope::wanted() && reader.readsTapes()) {
        if (auto c
            = readUnitFromTape(file, unit, reader, formatId, fileName, fromMapping, typeOnlyKeys))
            return std::move(*c);
    }
    std::deque<Json> values; // stable addresses
    // Freed children first when the conversation is built (json_parse.h releaseJson).
    const struct Release {
        std::deque<Json> &values;
        ~Release()
        {
            for (Json &v : values)
                tolerant::releaseJson(v);
        }
    } release {values};
    QVector<ReaderRecord> records;
    Diagnostics failures;
    records.reserve(unit.records.size());
    RecordTexts texts(file, unit.records, unit.sse(), threadRecordBuffer(), fromMapping);
    const RecordPaths paths(unit.pathFormat());
    // Inside an envelope the reader sees the whole object: a record's own path only names its
    // parse failure.
    const bool pathPerRecord = unit.envelope().isEmpty();
    while (!texts.atEnd()) {
        const RecordRange r = texts.record();
        ReaderRecord rec = recordAt<Json>(r, fileName, paths, pathPerRecord);
        const QByteArray text = texts.next();
        Json v;
        tolerant::JsonParseFailure failure;
        if (parseRecordText(text, v, &failure, nullptr, typeOnlyKeys)) {
            Json inner;
            if (formats::unwrapEnvelope(v, inner))
                v = std::move(inner);
            values.push_back(std::move(v));
            rec.value = &values.back();
        } else {
            failedRecord(rec, file, r, unit.sse(), paths, failure, failures);
        }
        records.append(std::move(rec));
    }
    if (unit.envelope().isEmpty())
        return reader.read(formatId, records);

    // Put the records back into the envelope: the reader sees the whole object.
    Json envelope;
    if (!tolerant::parseJson(
            std::string_view(unit.envelope().constData(), std::size_t(unit.envelope().size())),
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
    envelope[unit.containerKey().toStdString()] = std::move(array);
    const TextPosition pos
        = RecordIndex::positionAt(file.data(), file.size(), unit.envelopeBegin());
    ReaderRecord whole;
    whole.value = &envelope;
    whole.location = SourceLocation {fileName, pos.line, pos.column, QString()};
    Conversation c = reader.read(formatId, {whole});
    tolerant::releaseJson(envelope);
    c.diagnostics = failures + c.diagnostics;
    if (!unit.records.isEmpty() && unit.records.first().index > 0)
        shiftRecordPaths(c, unit.containerKey(), unit.records.first().index);
    return c;
}

namespace {

// "events[3].content" → "events[1003].content" for a part whose first record is 1000. One
// allocation: this runs for every message, chunk and diagnostic of a part.
void shiftPath(QString &path, const QString &prefix, qint64 offset)
{
    if (!path.startsWith(prefix))
        return;
    qint64 k = 0;
    qsizetype close = prefix.size();
    for (; close < path.size() && path.at(close) >= u'0' && path.at(close) <= u'9'; ++close)
        k = 10 * k + (path.at(close).unicode() - u'0');
    if (close == prefix.size() || close - prefix.size() > 18 || close == path.size()
        || path.at(close) != u']')
        return;
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, k + offset).ptr;
    QString shifted;
    shifted.reserve(path.size() - (close - prefix.size()) + (end - digits));
    shifted.append(prefix)
        .append(QLatin1StringView(digits, end - digits))
        .append(QStringView(path).mid(close));
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
        const auto shift = [&prefix, offset](QString &path) { shiftPath(path, prefix, offset); };
        m.jsonPath.rewriteStart(shift);
        shiftDiagnostics(m.diagnostics, prefix, offset);
        for (Chunk &chunk : m.chunks)
            chunk.jsonPath.rewriteStart(shift);
    }
}

void appendPageUnits(const RecordIndex &page, const RecordRange &r, const QString &recordPath,
    QVector<ConversationUnit> &out)
{
    const QString prefix = recordPath.isEmpty() ? QString() : recordPath + u'.';
    UnitFrame frame;
    frame.pathFormat = prefix + page.containerKey() + u"[%1]"_s;
    for (const RecordRange &s : page.records()) {
        ConversationUnit u;
        u.records = {s.movedTo(r.begin, r.line, r.column)};
        u.setFrame(frame);
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
