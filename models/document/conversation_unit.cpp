// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_unit.h"

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

namespace {

// The texts of a unit's records, read with pread() where the file allows it: on virtual machines
// the first touch of each mapped page costs more than reading it (block_reader.h), and a record is
// read once. Records that lie close together are read in one call of up to 1 MiB (a part of tiny
// records would otherwise cost a system call each). The mapped bytes otherwise (bigger records,
// data in memory, SSE framing), or when the caller reads from the mapping (`check`, whose index
// has faulted the pages in already: DocumentTuning::readFromMapping).
class RecordTexts
{
public:
    RecordTexts(const MappedFile &file, const RecordList &records, bool sse, std::string &buffer,
        bool fromMapping)
        : m_file(file)
        , m_sse(sse)
        , m_buffer(buffer)
        , m_next(records.begin())
        , m_end(records.end())
        , m_fromMapping(fromMapping)
        , m_readable(!fromMapping)
    { }

    bool atEnd() const { return m_next == m_end; }
    /// The record next() reads.
    const RecordRange &record() const { return *m_next; }

    /// Whether the texts next() gives stay valid while the file is mapped (they are the mapped
    /// bytes), not only until the next call: when the caller reads from the mapping.
    bool inPlace() const { return !m_sse && m_fromMapping; }

    /// The text of record() (valid until the next call, see inPlace()), and a step to the
    /// record after it.
    QByteArray next()
    {
        const RecordRange &r = *m_next;
        QByteArray text;
        if (m_sse || !m_readable || r.end <= r.begin || r.end - r.begin > kMaxCopied)
            text = RecordIndex::recordText(m_file.data(), m_file.size(), r, m_sse);
        else if ((r.begin >= m_blockBegin && r.end <= m_blockEnd) || readBlockFrom(r))
            text = QByteArray::fromRawData(
                m_buffer.data() + (r.begin - m_blockBegin), qsizetype(r.end - r.begin));
        else
            text = RecordIndex::recordText(m_file.data(), m_file.size(), r, m_sse);
        ++m_next;
        return text;
    }

private:
    static constexpr qint64 kMaxCopied = 1 << 20;
    static constexpr qint64 kMaxGap = 4096; ///< bytes between records still read with them

    // Reads `first` (at m_next) and the records after it that follow within kMaxGap, up to
    // 1 MiB in all; false when the file refuses.
    bool readBlockFrom(const RecordRange &first)
    {
        qint64 end = first.end;
        auto it = m_next;
        for (++it; it != m_end; ++it) {
            if (it->begin < end || it->begin - end > kMaxGap || it->end - first.begin > kMaxCopied)
                break;
            end = it->end;
        }
        const qint64 length = end - first.begin;
        if (m_buffer.size() < std::size_t(length)) // grows only: no zero-filling on every block
            m_buffer.resize(std::max(std::size_t(length), m_buffer.size() * 2));
        m_blockBegin = m_blockEnd = 0;
        if (!m_file.readInto(first.begin, m_buffer.data(), length)) {
            // Data in memory (or a file that shrank): the mapped bytes for the rest, and no
            // look-ahead per record (that would be quadratic).
            m_readable = false;
            return false;
        }
        m_blockBegin = first.begin;
        m_blockEnd = end;
        return true;
    }

    const MappedFile &m_file;
    const bool m_sse;
    std::string &m_buffer;
    RecordList::const_iterator m_next;
    const RecordList::const_iterator m_end;
    qint64 m_blockBegin = 0;
    qint64 m_blockEnd = 0;
    const bool m_fromMapping;
    bool m_readable; ///< pread is wanted, and works on this file
};

// The JSON paths of a unit's records ("events[%1]" with the record's index), built without
// parsing the format again for each of a million records.
class RecordPaths
{
public:
    explicit RecordPaths(const QString &format)
        : m_split(format.indexOf(u"%1"))
        , m_format(format)
    { }

    QString of(const RecordRange &r) const
    {
        if (m_split < 0)
            return m_format;
        const QString number = QString::number(r.index);
        QString path;
        path.reserve(m_format.size() - 2 + number.size());
        path.append(QStringView(m_format).left(m_split))
            .append(number)
            .append(QStringView(m_format).mid(m_split + 2));
        return path;
    }

private:
    const qsizetype m_split;
    const QString m_format;
};

// The bytes of the records, read again for the next and kept by the thread for its next
// conversation (a fresh buffer would be zero-filled, and its pages touched, each time).
thread_local std::string recordBuffer;

} // namespace

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

namespace {

// Whether `record` is a JSON-RPC response, which formats::unwrapEnvelope() unwraps (in nlohmann
// values only).
bool mayBeEnvelope(const tolerant::TapeValue &record)
{
    return tolerant::field(record, "result") != nullptr;
}

// readConversationUnit() of a unit without an envelope, its records parsed onto the thread's
// tape (FormatReader::readsTapes()). Nothing when a record is one the tape declines but nlohmann
// reads (a repeated key, text that is not UTF-8) or a JSON-RPC response: the caller reads the
// unit with nlohmann then.
std::optional<Conversation> readUnitFromTape(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName, bool fromMapping,
    const std::vector<std::string> *typeOnlyKeys)
{
    constexpr std::size_t kNoValue = std::size_t(-1);
    constexpr std::size_t kKeptTapeBytes = 16 << 20;
    thread_local tolerant::JsonTape tape;
    tape.clear(kKeptTapeBytes);
    QVector<TapeRecord> records;
    std::vector<std::size_t> roots; // where each record's value is on the tape (it moves)
    records.reserve(unit.records.size());
    roots.reserve(std::size_t(unit.records.size()));
    RecordTexts texts(file, unit.records, unit.sse(), recordBuffer, fromMapping);
    const RecordPaths paths(unit.pathFormat());
    while (!texts.atEnd()) {
        const RecordRange r = texts.record();
        TapeRecord rec;
        rec.location = SourceLocation {fileName, r.line, r.column, QString()};
        rec.location.jsonPath = rec.jsonPath = paths.of(r);
        const QByteArray text = texts.next();
        const std::size_t root = tape.size();
        if (tolerant::fastParseTape(
                text.constData(), std::size_t(text.size()), tape, typeOnlyKeys, texts.inPlace())) {
            if (mayBeEnvelope(tape.at(root)))
                return std::nullopt;
            roots.push_back(root);
        } else {
            Json v;
            tolerant::JsonParseFailure failure;
            if (parseRecordText(text, v, &failure, nullptr, typeOnlyKeys))
                return std::nullopt;
            rec.diagnostics.append(
                recordParseDiagnostic(file, r, unit.sse(), failure, rec.location));
            roots.push_back(kNoValue);
        }
        records.append(std::move(rec));
    }
    for (qsizetype i = 0; i < records.size(); ++i) {
        if (roots[std::size_t(i)] != kNoValue)
            records[i].value = &tape.at(roots[std::size_t(i)]);
    }
    return reader.readTape(formatId, records);
}

} // namespace

Conversation readConversationUnit(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName,
    UnitReadOptions options)
{
    const bool fromMapping = options.fromMapping;
    const OpenEndScope openEnd(unit.openEnd);
    // Without raw texts (check), values that count only by their type are not built.
    const std::vector<std::string> *typeOnlyKeys
        = tolerant::RawTextScope::wanted() ? nullptr : &reader.typeOnlyKeysWithoutRawTexts();
    if (options.tapes && !tolerant::RawTextScope::wanted() && reader.readsTapes()
        && unit.envelope().isEmpty()) {
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
    RecordTexts texts(file, unit.records, unit.sse(), recordBuffer, fromMapping);
    const RecordPaths paths(unit.pathFormat());
    // Inside an envelope the reader sees the whole object: a record's own path only names its
    // parse failure.
    const bool pathPerRecord = unit.envelope().isEmpty();
    while (!texts.atEnd()) {
        const RecordRange r = texts.record();
        ReaderRecord rec;
        rec.location = SourceLocation {fileName, r.line, r.column, QString()};
        if (pathPerRecord)
            rec.location.jsonPath = rec.jsonPath = paths.of(r);
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
            if (!pathPerRecord)
                rec.location.jsonPath = rec.jsonPath = paths.of(r);
            rec.diagnostics.append(
                recordParseDiagnostic(file, r, unit.sse(), failure, rec.location));
            failures += rec.diagnostics;
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
