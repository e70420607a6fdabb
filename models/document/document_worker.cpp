// SPDX-License-Identifier: GPL-2.0-or-later
// The Document's indexing job (architecture.md "How data flows" 1-2).
#include "document_worker.h"

#include "formats/discovery_grouping.h"
#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "genai_units.h"
#include "lenient_json.h"
#include "mapped_file.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <deque>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

constexpr qint64 blockSize = 4 << 20;
constexpr int detectionRecords = 8;

Diagnostic diagAt(Severity s, const char *text, QStringList args, const QString &file,
    TextPosition p, const QString &path = QString())
{
    return makeDiagnostic(s, text, std::move(args), SourceLocation {file, p.line, p.column, path});
}

bool foldedIs(const QString &key, const char *folded)
{
    return tolerant::foldKey(key.toStdString()) == folded;
}

// Units of a ces.conversations file read as an array or a sequence: each record is either a
// Conversation or a list page whose conversations are sub-scanned.
void conversationUnits(
    const MappedFile &file, const RecordIndex &idx, QVector<ConversationUnit> &units)
{
    const bool sse = idx.framing() == Framing::ServerSentEvents;
    const QString outer = idx.containerKey().isEmpty() && idx.topLevelArray()
            && idx.framing() == Framing::SingleDocument
        ? u"[%1]"_s
        : QString();
    for (const RecordRange &r : idx.records()) {
        const QString recordPath = outer.isEmpty() ? QString() : outer.arg(r.index);
        if (!sse) {
            RecordIndex sub(file.data() + r.begin, r.end - r.begin);
            sub.scanAll();
            if (foldedIs(sub.containerKey(), "conversations")
                || foldedIs(sub.containerKey(), "sessions")) {
                for (RecordRange s : sub.records()) {
                    ConversationUnit u;
                    if (s.line == 1)
                        s.column += r.column - 1;
                    s.line = s.line + r.line - 1;
                    s.begin += r.begin;
                    s.end += r.begin;
                    u.records = {s};
                    u.pathFormat = (recordPath.isEmpty() ? QString() : recordPath + u'.')
                        + sub.containerKey() + u"[%1]"_s;
                    units.append(u);
                }
                continue;
            }
            if (sub.containerKey().isEmpty()) {
                // An empty page ({"conversations": []}) holds no conversation.
                const Json v
                    = Json::parse(file.data() + r.begin, file.data() + r.end, nullptr, false);
                if (v.is_object() && tolerant::field(v, "conversations"))
                    continue;
            }
        }
        ConversationUnit u;
        u.records = {r};
        u.pathFormat = outer;
        u.sse = sse;
        units.append(u);
    }
}

// Units of a Discovery Engine log (JSONL, array, SSE of MCP messages): grouped by session, each
// JSON-RPC request beside its response (formats.md §1.6.6, §3.8).
void discoveryUnits(const RecordIndex &idx, const QString &pathFormat, bool stream,
    QVector<ConversationUnit> &units, Diagnostics &diagnostics, const QString &fileName)
{
    const QVector<RecordRange> &records = idx.records();
    std::deque<Json> values;
    QVector<const Json *> parsed;
    for (const RecordRange &r : records) {
        const QByteArray text = idx.recordText(r);
        values.push_back(Json::parse(text.constBegin(), text.constEnd(), nullptr, false));
        parsed.append(values.back().is_discarded() ? nullptr : &values.back());
    }
    const DiscoveryGrouping grouping = formats::groupDiscoveryRecords(parsed, stream);
    for (const QVector<int> &group : grouping.groups) {
        ConversationUnit u;
        for (int i : group)
            u.records.append(records.at(i));
        u.pathFormat = pathFormat;
        u.sse = idx.framing() == Framing::ServerSentEvents;
        units.append(u);
    }
    if (grouping.skipped > 0)
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "%1 JSON-RPC notifications and protocol messages are not part of the transcript"),
            {QString::number(grouping.skipped)}, SourceLocation {fileName, 0, 0, {}}));
}

constexpr int maxRepairNotes = 100;
constexpr qint64 fullCheckBytes = 8 << 20;

// Whether strict reading failed on a single document: nothing indexed, a broken single
// document, or its first record (or envelope) not parsing.
bool strictFailed(const RecordIndex &idx)
{
    if (idx.framing() == Framing::ServerSentEvents || idx.framing() == Framing::JsonSequence)
        return idx.records().isEmpty();
    if (!idx.error().isNull() || idx.records().isEmpty())
        return true;
    // Small documents (pasted samples) are checked whole; big ones by their first record.
    qint64 checked = 0;
    for (const RecordRange &r : idx.records()) {
        const QByteArray text = idx.recordText(r);
        if (!Json::accept(text.constBegin(), text.constEnd()))
            return true;
        checked += text.size();
        if (checked > fullCheckBytes)
            break;
    }
    const QByteArray envelope = idx.envelopeText();
    return !envelope.isEmpty() && !Json::accept(envelope.constBegin(), envelope.constEnd());
}

// The lenient retry: the cleaned text when it made repairs and now indexes and parses, else null.
std::shared_ptr<MappedFile> lenientRetry(const MappedFile &file, QVector<LenientRepair> &repairs)
{
    QByteArray clean = lenientClean(file.data(), file.size(), &repairs);
    if (repairs.isEmpty())
        return nullptr;
    RecordIndex idx(clean.constData(), clean.size());
    idx.scanAll();
    if (!idx.error().isNull() || idx.records().isEmpty() || strictFailed(idx))
        return nullptr;
    auto cleaned = std::make_shared<MappedFile>();
    cleaned->setData(clean);
    return cleaned;
}

} // namespace

void runDocumentWorker(const QString &path, const QByteArray &data, bool fromData,
    const QString &fileName, const std::atomic<bool> &cancel, const WorkerSink &sink)
{
    auto file = std::make_shared<MappedFile>();
    if (fromData) {
        file->setData(data);
    } else if (!file->open(path)) {
        sink.failed(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Cannot read the file: %1"), {file->errorString()},
            SourceLocation {fileName, 0, 0, {}}));
        return;
    }
    sink.opened(file);
    Diagnostics diagnostics = file->diagnostics();
    for (Diagnostic &d : diagnostics)
        d.location.file = fileName;

    if (const qint64 bad = file->invalidUtf8Offset(); bad >= 0) {
        // The records are still read: the one holding the byte gets U+FFFD in its place.
        const auto byte = static_cast<uchar>(file->data()[bad]);
        diagnostics.append(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic",
                "Invalid UTF-8 (byte 0x%1 at byte offset %2); the record holding it is shown "
                "with replacement characters"),
            {QString::number(byte, 16).toUpper().rightJustified(2, u'0'), QString::number(bad)},
            fileName, RecordIndex::positionAt(file->data(), file->size(), bad)));
    }

    // 1. Index; a single document that strict JSON refuses gets the lenient retry (§3.11).
    auto idx = std::make_unique<RecordIndex>(file->data(), file->size());
    QElapsedTimer timer;
    timer.start();
    while (!idx->finished()) {
        if (cancel.load()) {
            idx->stop();
            break;
        }
        idx->scan(idx->position() + blockSize);
        sink.progress(idx->position(), file->size());
    }
    if (!cancel.load() && strictFailed(*idx)) {
        QVector<LenientRepair> repairs;
        if (auto lenient = lenientRetry(*file, repairs)) {
            for (qsizetype k = 0; k < repairs.size(); ++k) {
                if (k == maxRepairNotes) {
                    diagnostics.append(makeDiagnostic(Severity::Warning,
                        QT_TRANSLATE_NOOP("Diagnostic", "%1 more lenient repairs are not listed"),
                        {QString::number(repairs.size() - k)},
                        SourceLocation {fileName, 0, 0, {}}));
                    break;
                }
                const LenientRepair &r = repairs.at(k);
                diagnostics.append(diagAt(Severity::Warning, r.sourceText, r.args, fileName,
                    RecordIndex::positionAt(file->data(), file->size(), r.offset)));
            }
            file = std::move(lenient);
            sink.opened(file);
            idx = std::make_unique<RecordIndex>(file->data(), file->size());
            idx->scanAll();
        }
    }
    const auto &records = idx->records();
    const ScanError &err = idx->error();
    if (!err.isNull()) {
        const TextPosition p = idx->positionAt(err.offset);
        const Diagnostic d = diagAt(Severity::Error, err.sourceText, err.args, fileName, p);
        if (records.isEmpty()) {
            sink.failed(d);
            return;
        }
        diagnostics.append(d);
    }
    if (idx->skippedSseEvents() > 0)
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 SSE events without JSON were skipped"),
            {QString::number(idx->skippedSseEvents())}, SourceLocation {fileName, 0, 0, {}}));
    if (records.isEmpty()) {
        sink.failed(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The file holds no records"), {},
            SourceLocation {fileName, 0, 0, {}}));
        return;
    }

    // 2. Detect on the first records (the envelope gets its first record back).
    const bool sse = idx->framing() == Framing::ServerSentEvents;
    std::deque<Json> parsed;
    QVector<const Json *> sample;
    Diagnostic firstError;
    bool haveError = false;
    for (const RecordRange &r : records) {
        if (sample.size() >= detectionRecords)
            break;
        const QByteArray text = idx->recordText(r);
        try {
            parsed.push_back(parseRecordText(text));
            sample.append(&parsed.back());
        } catch (const nlohmann::json::parse_error &e) {
            if (!haveError) {
                const qint64 off = sse ? r.begin : qMin(r.end, r.begin + qint64(e.byte) - 1);
                firstError = diagAt(Severity::Error,
                    QT_TRANSLATE_NOOP("Diagnostic", "JSON syntax error: %1"),
                    {jsonParseErrorText(e.what())}, fileName,
                    RecordIndex::positionAt(
                        file->data(), file->size(), qMax(off, r.begin), r.begin, r.line, r.column),
                    idx->recordPath(r));
                haveError = true;
            }
        }
    }
    if (sample.isEmpty()) {
        sink.failed(firstError);
        return;
    }
    const QByteArray envelopeText = idx->envelopeText();
    Json envelope;
    if (!envelopeText.isEmpty()) {
        envelope = Json::parse(envelopeText.constBegin(), envelopeText.constEnd(), nullptr, false);
        if (envelope.is_object()) {
            envelope[idx->containerKey().toStdString()] = Json::array({*sample.first()});
            sample = {&envelope};
        }
    }
    const bool multi = idx->framing() != Framing::SingleDocument || idx->topLevelArray();
    const Detection det = formats::classifyRecords(sample, multi);
    const QString firstPath = envelopeText.isEmpty() ? idx->recordPath(records.first()) : QString();
    const TextPosition firstPos = envelopeText.isEmpty()
        ? TextPosition {records.first().line, records.first().column}
        : RecordIndex::positionAt(file->data(), file->size(), idx->envelopeBegin());
    if (det.errorBody) {
        sink.failed(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The file holds an error response: %1"),
            {det.errorText}, fileName, firstPos, firstPath));
        return;
    }
    if (det.notTranscript) {
        sink.failed(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Session metadata without events: not a transcript"),
            {}, fileName, firstPos, firstPath));
        return;
    }
    if (!det.isRecognised()) {
        sink.failed(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Not a recognised transcript; top-level keys: %1"),
            {det.topLevelKeys.join(u", "_s)}, fileName, firstPos, firstPath));
        return;
    }
    auto reader = formats::createReader(det.formatId);
    if (!reader) {
        sink.failed(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Recognised as %1, which this version cannot show yet"),
            {det.formatId}, fileName, firstPos, firstPath));
        return;
    }
    for (Diagnostic d : det.notes) {
        d.location.file = fileName;
        diagnostics.append(d);
    }
    sink.detected(det.formatId, idx->framing());

    // 3. Conversation units.
    QVector<ConversationUnit> units;
    const QString pathFormat = !idx->containerKey().isEmpty() ? idx->containerKey() + u"[%1]"_s
        : (idx->topLevelArray() && idx->framing() == Framing::SingleDocument) ? u"[%1]"_s
                                                                              : QString();
    const QString id = det.formatId;
    if (genaiConversationUnits(id, *file, *idx, pathFormat, units)) {
        // Agent Engine, ADK and Gemini: grouped by genai_units.cpp
    } else if (id == u"ces.message"_s || id == u"ces.messages"_s || id == u"ces.run-session"_s
        || (!envelopeText.isEmpty() && id != u"ces.conversations"_s
            && id != u"discoveryengine.sessions"_s)) {
        ConversationUnit u;
        u.records = records;
        u.pathFormat = pathFormat;
        u.sse = sse;
        if (id != u"ces.message"_s && id != u"ces.messages"_s && !envelopeText.isEmpty()) {
            u.envelope = envelopeText;
            u.containerKey = idx->containerKey();
            u.envelopeBegin = idx->envelopeBegin();
        }
        units.append(u);
    } else if (!envelopeText.isEmpty()) {
        for (const RecordRange &r : records) {
            ConversationUnit u;
            u.records = {r};
            u.pathFormat = pathFormat;
            units.append(u);
        }
    } else if (formats::family(id) == u"discoveryengine"_s && id != u"discoveryengine.sessions"_s
        && records.size() > 1) {
        discoveryUnits(*idx, pathFormat, id == u"discoveryengine.answer-stream"_s, units,
            diagnostics, fileName);
    } else {
        conversationUnits(*file, *idx, units);
    }

    // 4. Summaries, in batches.
    WorkerBatch batch;
    timer.restart();
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (cancel.load())
            break;
        auto c = std::make_shared<const Conversation>(
            readConversationUnit(*file, units.at(i), *reader, id, fileName));
        batch.units.append(units.at(i));
        batch.summaries.append(reader->summarize(*c));
        batch.built.append(i < 4 ? c : nullptr);
        if (batch.units.size() >= 256 || timer.elapsed() > 100) {
            sink.batch(std::move(batch));
            batch = WorkerBatch();
            timer.restart();
        }
    }
    if (!batch.units.isEmpty())
        sink.batch(std::move(batch));
    sink.finished(diagnostics);
}
