// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine references: the three Answer.references[] kinds and AssistAnswer grounding
// references (formats.md §1.6.2, §1.6.4).
#include "discovery_internal.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace discovery {

namespace {

QVector<qint64> blobIndexes(const Json &obj)
{
    QVector<qint64> indexes;
    const Json *list = field(obj, "blobAttachmentIndexes");
    if (!list || !list->is_array())
        return indexes;
    for (const Json &v : *list) {
        if (const std::optional<qint64> i = tolerant::toInt64(&v))
            indexes.append(*i);
    }
    return indexes;
}

void appendUnique(QVector<qint64> &to, const QVector<qint64> &from)
{
    for (qint64 v : from) {
        if (!to.contains(v))
            to.append(v);
    }
}

// A Struct flattened to "key: value" lines (display text of a reference without contents).
QString flattenStruct(const Json &v, const QString &prefix = QString())
{
    QStringList lines;
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const QString name = prefix.isEmpty() ? key : prefix + u'.' + key;
            if (it.value().is_object())
                lines << flattenStruct(it.value(), name);
            else
                lines << name + u": "_s
                        + (it.value().is_string()
                                ? QString::fromStdString(it.value().get<std::string>())
                                : QString::fromStdString(it.value().dump()));
        }
    }
    lines.removeAll(QString());
    return lines.join(u'\n');
}

void readDocumentMetadata(Reference &r, const Json &metadata)
{
    if (!metadata.is_object())
        return;
    r.documentName = str(metadata, "document");
    r.uri = str(metadata, "uri");
    r.title = str(metadata, "title");
    r.pageIdentifier = str(metadata, "pageIdentifier");
    r.domain = str(metadata, "domain");
    if (const Json *data = field(metadata, "structData"))
        r.structData = structText(*data);
}

void readUnstructured(Reference &r, const Json &info)
{
    r.kind = Reference::Kind::UnstructuredDocument;
    r.documentName = str(info, "document");
    r.uri = str(info, "uri");
    r.title = str(info, "title");
    if (const Json *data = field(info, "structData"))
        r.structData = structText(*data);
    const Json *contents = field(info, "chunkContents");
    if (!contents || !contents->is_array())
        return;
    QStringList texts;
    QStringList pages;
    for (const Json &chunk : *contents) {
        const QString text = str(chunk, "content");
        if (!text.isEmpty())
            texts << text;
        const QString page = str(chunk, "pageIdentifier");
        if (!page.isEmpty() && !pages.contains(page))
            pages << page;
        const std::optional<double> score = tolerant::toDouble(field(chunk, "relevanceScore"));
        if (score && (!r.relevanceScore || *score > *r.relevanceScore))
            r.relevanceScore = score;
        appendUnique(r.blobAttachmentIndexes, blobIndexes(chunk));
    }
    r.text = texts.join(u"\n\n"_s);
    r.pageIdentifier = pages.join(u", "_s);
}

void readChunkInfo(Reference &r, const Json &info)
{
    r.kind = Reference::Kind::Chunk;
    if (const Json *metadata = field(info, "documentMetadata"))
        readDocumentMetadata(r, *metadata);
    if (r.documentName.isEmpty())
        r.documentName = str(info, "chunk");
    r.text = str(info, "content");
    r.relevanceScore = tolerant::toDouble(field(info, "relevanceScore"));
    r.blobAttachmentIndexes = blobIndexes(info);
}

void readStructured(Reference &r, const Json &info)
{
    r.kind = Reference::Kind::StructuredDocument;
    r.documentName = str(info, "document");
    r.uri = str(info, "uri");
    r.title = str(info, "title");
    if (const Json *data = field(info, "structData")) {
        r.structData = structText(*data);
        r.text = flattenStruct(tolerant::unwrapStructFields(*data));
    }
}

} // namespace

Reference readReference(const Json &reference, qint64 index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    Reference r;
    r.kind = Reference::Kind::Empty;
    r.sourceIndex = index;
    r.jsonPath = jsonPath;
    r.raw = tolerant::rawText(reference);
    if (!reference.is_object()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Reference %1 is not an object"),
            {QString::number(index)}, at(where, jsonPath)));
        return r;
    }
    // The oneof: the first recognised key in document order wins (§3.9).
    QStringList kinds;
    for (auto it = reference.begin(); it != reference.end(); ++it) {
        if (it.value().is_null())
            continue;
        const std::string key = tolerant::foldKey(it.key());
        if (key != "unstructureddocumentinfo" && key != "chunkinfo"
            && key != "structureddocumentinfo")
            continue;
        kinds << QString::fromStdString(it.key());
        if (kinds.size() > 1)
            continue;
        if (key == "unstructureddocumentinfo")
            readUnstructured(r, it.value());
        else if (key == "chunkinfo")
            readChunkInfo(r, it.value());
        else
            readStructured(r, it.value());
    }
    if (kinds.size() > 1) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Reference %1 holds several kinds (%2); %3 is shown"),
            {QString::number(index), kinds.join(u", "_s), kinds.first()}, at(where, jsonPath)));
    } else if (kinds.isEmpty() && !reference.empty()) {
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "Unknown reference kind %1"),
            {QString::fromStdString(reference.begin().key())}, at(where, jsonPath)));
    }
    if (r.text.isEmpty() && !r.structData.isNull() && r.kind != Reference::Kind::Empty) {
        Json data;
        tolerant::parseJson(r.structData.json, data);
        r.text = flattenStruct(data);
    }
    return r;
}

Reference readAssistReference(const Json &reference, qint64 index, const QString &jsonPath,
    const SourceLocation &where, Diagnostics &diagnostics)
{
    Reference r;
    r.kind = Reference::Kind::Empty;
    r.sourceIndex = index;
    r.jsonPath = jsonPath;
    r.raw = tolerant::rawText(reference);
    if (!reference.is_object()) {
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Reference %1 is not an object"),
            {QString::number(index)}, at(where, jsonPath)));
        return r;
    }
    if (reference.empty())
        return r;
    r.kind = Reference::Kind::Chunk;
    r.text = str(reference, "content");
    if (const Json *metadata = field(reference, "documentMetadata"))
        readDocumentMetadata(r, *metadata);
    if (r.text.isEmpty()) {
        if (const Json *code = field(reference, "codeSnippet"))
            r.text = code->is_string() ? QString::fromStdString(code->get<std::string>())
                                       : QString::fromStdString(code->dump());
    }
    return r;
}

} // namespace discovery
