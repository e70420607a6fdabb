// SPDX-License-Identifier: GPL-2.0-or-later
#include "format_detection.h"

#include "conversation_unit.h"
#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "mapped_file.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <deque>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

constexpr int detectionRecords = 8;

Diagnostic diagAt(const char *text, QStringList args, const QString &file, TextPosition p,
    const QString &path = QString())
{
    return makeDiagnostic(
        Severity::Error, text, std::move(args), SourceLocation {file, p.line, p.column, path});
}

QString recordPath(const IndexView &view, const RecordRange &r)
{
    const QString format = view.pathFormat();
    return format.isEmpty() ? QString() : format.arg(r.index);
}

} // namespace

DetectedFormat detectFormat(const MappedFile &file, const IndexView &view, const QString &fileName)
{
    DetectedFormat out;
    const RecordList &records = view.records;
    std::deque<Json> parsed;
    QVector<const Json *> sample;
    bool haveError = false;
    for (const RecordRange &r : records) {
        if (sample.size() >= detectionRecords)
            break;
        const QByteArray text = RecordIndex::recordText(file.data(), file.size(), r, view.sse());
        Json value;
        tolerant::JsonParseFailure failure;
        if (parseRecordText(text, value, &failure)) {
            parsed.push_back(std::move(value));
            sample.append(&parsed.back());
        } else if (!haveError) {
            out.failure = recordParseDiagnostic(
                file, r, view.sse(), failure, SourceLocation {fileName, 0, 0, recordPath(view, r)});
            haveError = true;
        }
    }
    if (sample.isEmpty())
        return out;
    Json envelope;
    if (!view.envelope.isEmpty()) {
        if (tolerant::parseJson(
                std::string_view(view.envelope.constData(), std::size_t(view.envelope.size())),
                envelope)
            && envelope.is_object()) {
            envelope[view.containerKey.toStdString()] = Json::array({*sample.first()});
            sample = {&envelope};
        }
    }
    const bool multi = view.framing != Framing::SingleDocument || view.topLevelArray;
    const Detection det = formats::classifyRecords(sample, multi);
    const QString firstPath
        = view.envelope.isEmpty() ? recordPath(view, records.first()) : QString();
    const TextPosition firstPos = view.envelope.isEmpty()
        ? TextPosition {records.first().line, records.first().column}
        : RecordIndex::positionAt(file.data(), file.size(), view.envelopeBegin);
    if (det.errorBody) {
        out.failure
            = diagAt(QT_TRANSLATE_NOOP("Diagnostic", "The file holds an error response: %1"),
                {det.errorText}, fileName, firstPos, firstPath);
        return out;
    }
    if (det.notTranscript) {
        out.failure = det.notTranscriptText
            ? diagAt(det.notTranscriptText, {det.errorText}, fileName, firstPos, firstPath)
            : diagAt(QT_TRANSLATE_NOOP(
                         "Diagnostic", "Session metadata without events: not a transcript"),
                {}, fileName, firstPos, firstPath);
        return out;
    }
    if (!det.isRecognised()) {
        out.failure = diagAt(
            QT_TRANSLATE_NOOP("Diagnostic", "Not a recognised transcript; top-level keys: %1"),
            {det.topLevelKeys.join(u", "_s)}, fileName, firstPos, firstPath);
        return out;
    }
    if (!formats::createReader(det.formatId)) {
        out.failure = diagAt(
            QT_TRANSLATE_NOOP("Diagnostic", "Recognised as %1, which this version cannot show yet"),
            {det.formatId}, fileName, firstPos, firstPath);
        return out;
    }
    for (Diagnostic d : det.notes) {
        d.location.file = fileName;
        out.notes.append(d);
    }
    out.formatId = det.formatId;
    return out;
}
