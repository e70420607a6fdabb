// SPDX-License-Identifier: GPL-2.0-or-later
// Offsets as sources give them, and Discovery Engine style offset citations (formats.md §2.1,
// §2.3 step 2, rules D and A of §2.2).
#include "grounding_internal.h"
#include "grounding_reader.h"
#include "transcript/markdown_gaps.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace groundingdetail {

Offset readOffset(
    const Json &obj, const char *key, const SourceLocation &location, Diagnostics &diagnostics)
{
    Offset offset;
    const Json *value = field(obj, key);
    if (!value)
        return offset;
    offset.present = true;
    offset.raw = value->is_string() ? QString::fromStdString(value->get<std::string>())
                                    : QString::fromStdString(value->dump());
    const std::optional<qint64> number = tolerant::toInt64(value);
    if (number) {
        offset.value = *number;
    } else {
        offset.valid = false;
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a number: %2"),
            {QString::fromLatin1(key), offset.raw}, location));
    }
    return offset;
}

} // namespace groundingdetail

using namespace groundingdetail;

namespace {

// A referenceId: a decimal string ("0", "12") or a non-negative integer number.
std::optional<qint64> referenceId(const Json &value)
{
    if (value.is_number_integer())
        return value.get<qint64>() >= 0 ? std::optional<qint64>(value.get<qint64>()) : std::nullopt;
    if (!value.is_string())
        return std::nullopt;
    const std::string &text = value.get_ref<const std::string &>();
    if (text.empty() || text.size() > 18)
        return std::nullopt;
    qint64 id = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        id = id * 10 + (c - '0');
    }
    return id;
}

} // namespace

CitedSegment resolveOffsetCitation(const Utf8Text &base, const tolerant::Json &citation,
    SourceReferences &references, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    CitedSegment cited;
    cited.jsonPath = jsonPath;
    const SourceLocation location = at(where, jsonPath);
    const Json empty = Json::object();
    const Json &c = citation.is_object() ? citation : empty;
    const Offset start = readOffset(c, "startIndex", location, diagnostics);
    const Offset end = readOffset(c, "endIndex", location, diagnostics);
    cited.sourceStart = start.value;
    cited.sourceEnd = end.value;
    cited.offsetsValid = start.valid && end.valid && start.value >= 0 && end.value >= 0;
    if (const Json *text = field(c, "text"))
        cited.sourceText = tolerant::toString(text);
    const SpanResolution r = resolveUtf8Span(
        base, start.value, end.value, start.valid && end.valid, cited.sourceText, location);
    diagnostics += r.notes;
    cited.status = r.status;
    if (r.status != CitationStatus::Unresolved) {
        cited.bytes = r.bytes;
        cited.utf16 = r.utf16;
        cited.text = r.text;
    }
    cited.groundingScore = tolerant::toDouble(field(c, "groundingScore"));
    cited.groundingCheckRequired = tolerant::toBool(field(c, "groundingCheckRequired"));

    auto cite = [&](const std::optional<qint64> &id, const Json &given, const QString &path) {
        const int reference = references.find(id.value_or(-1));
        if (!id) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "Missing source: \"%1\" is not a reference number"),
                {given.is_string() ? QString::fromStdString(given.get<std::string>())
                                   : QString::fromStdString(given.dump())},
                at(where, path)));
        } else if (references.grounding().references.at(reference).kind
            == Reference::Kind::Missing) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "Missing source: reference %1 does not exist (%2 references)"),
                {QString::number(*id), QString::number(references.realCount())}, at(where, path)));
        }
        cited.references.append(reference);
        cited.scores.append(std::nullopt);
    };
    if (const Json *sources = field(c, "sources"); sources && sources->is_array()) {
        for (size_t i = 0; i < sources->size(); ++i) {
            const QString path = tolerant::path(jsonPath, "sources", qint64(i));
            const Json *id = field((*sources)[i], "referenceId");
            const Json &given = id ? *id : (*sources)[i];
            cite(id ? referenceId(*id) : std::nullopt, given, path);
        }
    } else if (const Json *indices = field(c, "referenceIndices"); indices && indices->is_array()) {
        for (size_t i = 0; i < indices->size(); ++i) {
            const Json &index = (*indices)[i];
            std::optional<qint64> id = tolerant::toInt64(&index);
            if (id && *id < 0)
                id.reset();
            cite(id, index, tolerant::path(jsonPath, "referenceIndices", qint64(i)));
        }
    }
    return cited;
}

void noteHiddenBoundaries(const Grounding &grounding, const QVector<QString> &partTexts,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    QHash<int, QByteArray> masks; // per part, made when a segment first needs it
    for (const CitedSegment &segment : grounding.citations) {
        const QVector<PartRange> ranges = segment.displayRanges();
        if (ranges.isEmpty())
            continue;
        const PartRange &first = ranges.first();
        const PartRange &last = ranges.last();
        const auto hidden = [&](const PartRange &r, qsizetype at) {
            if (r.partIndex < 0 || r.partIndex >= partTexts.size()
                || !r.fitsText(r.partIndex, partTexts.at(r.partIndex)))
                return false;
            auto mask = masks.find(r.partIndex);
            if (mask == masks.end())
                mask = masks.insert(r.partIndex, MarkdownGaps::mask(partTexts.at(r.partIndex)));
            return MarkdownGaps::insideHiddenText(*mask, at);
        };
        if (hidden(first, first.utf16.begin))
            diagnostics.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "The cited segment starts inside text the Markdown does not show (a link's "
                    "address); its highlight starts at the nearest shown text"),
                {}, at(where, segment.jsonPath)));
        if (hidden(last, last.utf16.end))
            diagnostics.append(makeDiagnostic(Severity::Info,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "The cited segment ends inside text the Markdown does not show (a link's "
                    "address); its highlight ends at the nearest shown text"),
                {}, at(where, segment.jsonPath)));
    }
}
