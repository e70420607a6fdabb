// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: UTF-8 span resolution and the grounding readers. From the fuzz bytes: message
// parts (any bytes, also invalid UTF-8, thoughts and non-text parts), offsets as the sources
// give them (small, past the end, negative, splitting a character, int64 and beyond as strings,
// floats, null, absent) and sources. Oracles: a resolved range lies inside the text, on code
// point boundaries, its UTF-16 range is toUtf16() of its bytes and its text is what those units
// say; Utf8Text's byte and UTF-16 maps stay in range and are monotonic; every segment's part
// ranges lie inside their parts; reference indices are valid.
#include "fuzz_support.h"

#include "formats/grounding_reader.h"
#include "transcript/utf8_text.h"

#include <nlohmann/json.hpp>

#include <limits>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

// An offset in one of the forms sources use; `len` is the text's byte length.
Json offsetValue(fuzz::Input &in, qint64 len)
{
    const uint8_t form = in.byte();
    const qint64 small
        = len > 0 ? qint64(in.u16() % uint16_t(std::min<qint64>(len + 3, 65535))) : in.byte() % 4;
    switch (form % 14) {
    case 0:
    case 1:
    case 2:
        return small;
    case 3:
        return std::to_string(small); // int64 as a string (proto JSON)
    case 4:
        return -qint64(in.u32());
    case 5:
        return qint64(in.u32()) << (in.byte() % 32);
    case 6:
        return "9223372036854775807";
    case 7:
        return "99999999999999999999";
    case 8:
        return double(small) + 0.5;
    case 9:
        return nullptr;
    case 10:
        return std::numeric_limits<std::uint64_t>::max();
    case 11:
        return "x" + std::to_string(small);
    case 12:
        return 1e300;
    default:
        return std::numeric_limits<std::int64_t>::min();
    }
}

std::string piece(fuzz::Input &in)
{
    const QByteArray p = in.piece();
    return std::string(p.constData(), std::size_t(p.size()));
}

// JSON strings must be valid UTF-8 for dump(); invalid bytes become U+FFFD.
std::string text(fuzz::Input &in)
{
    return QString::fromUtf8(in.piece()).toStdString();
}

void checkUtf8Text(const Utf8Text &t, fuzz::Input &in)
{
    const qint64 len = t.byteLength();
    const qsizetype units = t.text().size();
    qsizetype previous = 0;
    for (qint64 b = -2; b <= len + 2; ++b) {
        const qsizetype u = t.utf16At(b);
        if (u < 0 || u > units)
            fuzz::fail("Utf8Text::utf16At out of range");
        if (u < previous)
            fuzz::fail("Utf8Text::utf16At is not monotonic");
        previous = u;
    }
    for (qsizetype u = -2; u <= units + 2; ++u) {
        const qint64 b = t.byteAt(u);
        if (b < 0 || b > len)
            fuzz::fail("Utf8Text::byteAt out of range");
    }
    const qint64 a = qint64(in.u32()) - 8;
    const qint64 z = qint64(in.u32()) - 8;
    const Utf16Range r = t.toUtf16(Utf8Range {a, z});
    (void)r;
}

void checkResolution(const Utf8Text &base, const SpanResolution &r)
{
    if (r.status == CitationStatus::Unresolved)
        return;
    const qint64 len = base.byteLength();
    if (r.bytes.begin < 0 || r.bytes.begin > r.bytes.end || r.bytes.end > len)
        fuzz::fail("a resolved span's bytes lie outside the text",
            u"[%1, %2) of %3"_s.arg(r.bytes.begin).arg(r.bytes.end).arg(len));
    if (r.utf16.begin < 0 || r.utf16.begin > r.utf16.end || r.utf16.end > base.text().size())
        fuzz::fail("a resolved span's UTF-16 range lies outside the text");
    const bool validUtf8 = QString::fromUtf8(base.bytes()).toUtf8() == base.bytes();
    if (!validUtf8)
        return;
    if ((r.bytes.begin < len && base.isContinuationByte(r.bytes.begin))
        || (r.bytes.end < len && base.isContinuationByte(r.bytes.end)))
        fuzz::fail("a resolved span splits a character");
    if (!(base.toUtf16(r.bytes) == r.utf16))
        fuzz::fail("a resolved span's UTF-16 range is not that of its bytes");
    if (r.text != base.text().mid(r.utf16.begin, r.utf16.length()))
        fuzz::fail("a resolved span's text is not what its range says",
            r.text + u" vs "_s + base.text().mid(r.utf16.begin, r.utf16.length()));
}

void checkGrounding(const Grounding &g, const QVector<GroundingPart> &parts)
{
    for (const CitedSegment &s : g.citations) {
        for (const int ref : s.references) {
            if (ref < 0 || ref >= g.references.size())
                fuzz::fail("a citation names a reference that does not exist");
        }
        for (const PartRange &p : s.partRanges) {
            if (p.partIndex < 0 || p.partIndex >= parts.size())
                fuzz::fail("a part range names a part that does not exist");
            const Utf8Text part(parts.at(p.partIndex).text);
            if (p.bytes.begin < 0 || p.bytes.begin > p.bytes.end || p.bytes.end > part.byteLength())
                fuzz::fail("a part range's bytes lie outside its part");
            if (p.utf16.begin < 0 || p.utf16.begin > p.utf16.end
                || p.utf16.end > part.text().size())
                fuzz::fail("a part range's UTF-16 range lies outside its part");
        }
        if (s.status != CitationStatus::Unresolved && s.utf16.end < s.utf16.begin)
            fuzz::fail("an inverted resolved segment");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureCoreApp();
    fuzz::Input in(data, size);
    const SourceLocation where {u"fuzz.json"_s, 1, 1, QString()};

    // 1. resolveUtf8Span on raw bytes (also invalid UTF-8).
    const Utf8Text base(in.piece());
    checkUtf8Text(base, in);
    const qint64 len = base.byteLength();
    for (int k = 0; k < 3; ++k) {
        const Json s = offsetValue(in, len);
        const Json e = offsetValue(in, len);
        const auto start = tolerant::toInt64(&s);
        const auto end = tolerant::toInt64(&e);
        std::optional<QString> sourceText;
        if (in.byte() & 1)
            sourceText = QString::fromUtf8(in.piece());
        const SpanResolution r = resolveUtf8Span(base, start.value_or(-1), end.value_or(-1),
            start.has_value() && end.has_value(), sourceText, where);
        checkResolution(base, r);
    }

    // 2. Rule G over a Content's parts: groundingMetadata and citationMetadata.
    QVector<GroundingPart> parts;
    const int partCount = in.byte() % 5;
    qint64 total = 0;
    for (int k = 0; k < partCount; ++k) {
        const uint8_t flags = in.byte();
        GroundingPart part;
        part.text = QString::fromUtf8(in.piece());
        part.isThought = flags & 1;
        part.isText = !(flags & 2);
        total += part.text.toUtf8().size();
        parts.append(part);
    }
    Json chunks = Json::array();
    const int chunkCount = in.byte() % 5;
    for (int k = 0; k < chunkCount; ++k) {
        switch (in.byte() % 4) {
        case 0:
            chunks.push_back({{"web", {{"uri", text(in)}, {"title", text(in)}}}});
            break;
        case 1:
            chunks.push_back({{"retrievedContext",
                {{"uri", text(in)}, {"text", text(in)}, {"ragChunk", {{"text", text(in)}}}}}});
            break;
        case 2:
            chunks.push_back({{"maps", {{"placeId", text(in)}, {"title", text(in)}}}});
            break;
        default:
            chunks.push_back(text(in));
            break;
        }
    }
    Json supports = Json::array();
    const int supportCount = in.byte() % 6;
    for (int k = 0; k < supportCount; ++k) {
        Json segment = Json::object();
        const uint8_t flags = in.byte();
        if (flags & 1)
            segment["startIndex"] = offsetValue(in, total);
        if (flags & 2)
            segment["endIndex"] = offsetValue(in, total);
        if (flags & 4)
            segment["partIndex"] = offsetValue(in, partCount);
        if (flags & 8)
            segment["text"] = text(in);
        Json indices = Json::array();
        Json scores = Json::array();
        for (int n = in.byte() % 4; n > 0; --n) {
            indices.push_back(offsetValue(in, chunkCount));
            scores.push_back(double(in.byte()) / 100.0);
        }
        Json support = {{"segment", segment}, {"groundingChunkIndices", indices}};
        if (flags & 16)
            support["confidenceScores"] = scores;
        if (flags & 32)
            support["segment"] = text(in); // the wrong type
        supports.push_back(support);
    }
    Json metadata = {{"groundingChunks", chunks}, {"groundingSupports", supports},
        {"webSearchQueries", Json::array({text(in)})},
        {"searchEntryPoint", {{"renderedContent", text(in)}}}};
    Json citations = Json::array();
    for (int n = in.byte() % 3; n > 0; --n)
        citations.push_back({{"startIndex", offsetValue(in, total)},
            {"endIndex", offsetValue(in, total)}, {"uri", text(in)},
            {"publicationDate", {{"year", offsetValue(in, 3000)}, {"month", in.byte()}}}});
    const Json citationMetadata = {{"citations", citations}};
    Diagnostics diagnostics;
    const Grounding g
        = readGeminiGrounding(&metadata, (in.byte() & 1) ? &citationMetadata : nullptr, parts,
            u"candidates[0]"_s, where, diagnostics);
    checkGrounding(g, parts);
    {
        Grounding copy = g;
        SourceReferences references(copy);
        for (qint64 n : {qint64(-1), qint64(0), qint64(chunkCount), qint64(in.u32()), qint64(0)}) {
            bool created = false;
            const int at = references.find(n, &created);
            if (at < 0 || at >= copy.references.size())
                fuzz::fail("SourceReferences::find gave an index outside the references");
            if (created
                && (at != copy.references.size() - 1
                    || copy.references.at(at).kind != Reference::Kind::Missing))
                fuzz::fail("SourceReferences::find created something else than a last Missing");
        }
    }

    // 3. Rule D / rule A: a Discovery Engine offset citation against the concatenation.
    const GroundingBaseText baseText(parts);
    const Utf8Text &answer = baseText.concatenation();
    Json citation = Json::object();
    const uint8_t flags = in.byte();
    if (flags & 1)
        citation["startIndex"] = offsetValue(in, answer.byteLength());
    if (flags & 2)
        citation["endIndex"] = offsetValue(in, answer.byteLength());
    if (flags & 4)
        citation["text"] = text(in);
    if (flags & 8)
        citation["sources"] = Json::array({{{"referenceId", text(in)}}, {{"referenceId", "0"}}});
    if (flags & 16)
        citation["referenceIndices"] = Json::array({offsetValue(in, 4), offsetValue(in, 4)});
    if (flags & 32)
        citation["groundingScore"] = offsetValue(in, 2);
    Grounding answerGrounding;
    for (int k = in.byte() % 3; k > 0; --k) {
        Reference source;
        source.kind = Reference::Kind::Web;
        answerGrounding.references.append(source);
    }
    SourceReferences answerReferences(answerGrounding);
    const CitedSegment segment = resolveOffsetCitation(
        answer, citation, answerReferences, u"answer.citations[0]"_s, where, diagnostics);
    for (const int ref : segment.references) {
        if (ref < 0 || ref >= answerGrounding.references.size())
            fuzz::fail("an offset citation names a reference that does not exist");
    }
    if (segment.status != CitationStatus::Unresolved
        && (segment.bytes.begin < 0 || segment.bytes.end > answer.byteLength()))
        fuzz::fail("an offset citation's bytes lie outside the answer");
    const QVector<PartRange> ranges
        = baseText.toPartRanges(Utf8Range {qint64(in.u16()) - 4, qint64(in.u16()) - 4});
    for (const PartRange &p : ranges) {
        if (p.partIndex < 0 || p.partIndex >= parts.size())
            fuzz::fail("toPartRanges named a part that does not exist");
    }
    return 0;
}
