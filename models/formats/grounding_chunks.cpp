// SPDX-License-Identifier: GPL-2.0-or-later
// groundingChunks[] items and citationMetadata (formats.md §1.5.3, §2.6 cases 6 and 7).
#include "grounding_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace groundingdetail {

namespace {

QString str(const Json &obj, std::string_view key)
{
    return tolerant::toString(field(obj, key)).value_or(QString());
}

void readRagChunk(Reference &r, const Json &context)
{
    const Json *rag = field(context, "ragChunk");
    if (!rag || !rag->is_object())
        return;
    if (r.text.isEmpty())
        r.text = str(*rag, "text");
    if (const Json *span = field(*rag, "pageSpan")) {
        const std::optional<qint64> first = tolerant::toInt64(field(*span, "firstPage"));
        const std::optional<qint64> last = tolerant::toInt64(field(*span, "lastPage"));
        if (first && last && *last != *first)
            r.pageIdentifier = QString::number(*first) + u'\u2013' + QString::number(*last);
        else if (first || last)
            r.pageIdentifier = QString::number(first ? *first : *last);
    }
}

void readReviewSnippets(Reference &r, const Json &maps)
{
    const Json *sources = field(maps, "placeAnswerSources");
    const Json *snippets = sources ? field(*sources, "reviewSnippets") : nullptr;
    if (!snippets || !snippets->is_array())
        return;
    for (const Json &snippet : *snippets) {
        ExtractedLink link;
        link.text = str(snippet, "title");
        link.href = str(snippet, "googleMapsUri");
        if (!link.text.isEmpty())
            r.reviewSnippets.append(link.text);
        if (link.text.isEmpty())
            link.text = str(snippet, "reviewId");
        if (!link.text.isEmpty() || !link.href.isEmpty())
            r.links.append(link);
    }
}

// "2019", "2019-05" or "2019-05-17"; a component of 0 is unknown (formats.md §1.5.3).
QString publicationDate(const Json *date)
{
    if (!date)
        return QString();
    if (!date->is_object())
        return tolerant::toString(date).value_or(QString());
    const qint64 year = tolerant::toInt64(field(*date, "year")).value_or(0);
    const qint64 month = tolerant::toInt64(field(*date, "month")).value_or(0);
    const qint64 day = tolerant::toInt64(field(*date, "day")).value_or(0);
    if (year <= 0)
        return QString();
    QString text = QString::number(year);
    if (month > 0) {
        text += u'-' + QString::number(month).rightJustified(2, u'0');
        if (day > 0)
            text += u'-' + QString::number(day).rightJustified(2, u'0');
    }
    return text;
}

} // namespace

Reference readGroundingChunk(const Json &chunk, qint64 index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    Reference r;
    r.kind = Reference::Kind::Empty;
    r.sourceIndex = index;
    r.jsonPath = jsonPath;
    r.raw = tolerant::rawText(chunk);
    if (!chunk.is_object()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Grounding chunk %1 is not an object"),
            {QString::number(index)}, at(where, jsonPath)));
        return r;
    }
    if (const Json *web = field(chunk, "web")) {
        r.kind = Reference::Kind::Web;
        r.uri = str(*web, "uri");
        r.title = str(*web, "title");
        r.domain = str(*web, "domain");
    } else if (const Json *context = field(chunk, "retrievedContext")) {
        r.kind = Reference::Kind::RetrievedContext;
        r.uri = str(*context, "uri");
        r.title = str(*context, "title");
        r.text = str(*context, "text");
        r.documentName = str(*context, "documentName");
        readRagChunk(r, *context);
    } else if (const Json *maps = field(chunk, "maps")) {
        r.kind = Reference::Kind::Maps;
        r.uri = str(*maps, "uri");
        r.title = str(*maps, "title");
        r.text = str(*maps, "text");
        r.placeId = str(*maps, "placeId");
        readReviewSnippets(r, *maps);
    } else if (!chunk.empty()) {
        // An unknown oneof member: keep it as a source without details, say which key it was.
        const auto first = chunk.begin();
        if (first.value().is_object()) {
            r.uri = str(first.value(), "uri");
            r.title = str(first.value(), "title");
        }
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown grounding chunk kind %1"),
            {QString::fromStdString(first.key())}, at(where, jsonPath)));
    }
    return r;
}

void readCitationMetadata(const Json &citationMetadata, const GroundingBaseText &base,
    Grounding &grounding, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics)
{
    for (const char *key : {"citations", "citationSources"}) {
        const Json *list = field(citationMetadata, key);
        if (!list)
            continue;
        if (!list->is_array()) {
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a list; ignored"),
                {QString::fromLatin1(key)}, at(where, tolerant::path(jsonPath, key))));
            continue;
        }
        for (size_t i = 0; i < list->size(); ++i) {
            const Json &entry = (*list)[i];
            const QString path = tolerant::path(jsonPath, key, qint64(i));
            const SourceLocation location = at(where, path);
            if (!entry.is_object()) {
                diagnostics.append(makeDiagnostic(Severity::Warning,
                    QT_TRANSLATE_NOOP("Diagnostic", "A citation is not an object; ignored"), {},
                    location));
                continue;
            }
            Reference r;
            r.kind = Reference::Kind::Citation;
            r.uri = str(entry, "uri");
            r.title = str(entry, "title");
            r.license = str(entry, "license");
            r.publicationDate = publicationDate(field(entry, "publicationDate"));
            r.raw = tolerant::rawText(entry);
            r.jsonPath = path;
            grounding.references.append(r);

            CitedSegment cited;
            cited.jsonPath = path;
            const Offset start = readOffset(entry, "startIndex", location, diagnostics);
            const Offset end = readOffset(entry, "endIndex", location, diagnostics);
            cited.sourceStart = start.value;
            cited.sourceEnd = end.value;
            cited.offsetsValid = start.valid && end.valid && start.value >= 0 && end.value >= 0;
            base.resolve(cited, std::nullopt, start.value, end.value, start.valid && end.valid,
                std::nullopt, location, diagnostics);
            cited.references.append(int(grounding.references.size() - 1));
            cited.scores.append(std::nullopt);
            grounding.citations.append(cited);
        }
    }
}

} // namespace groundingdetail
