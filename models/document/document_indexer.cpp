// SPDX-License-Identifier: GPL-2.0-or-later
// The Document's indexing job (architecture.md "How data flows" 1-2).
#include "document_indexer.h"

#include "block_reader.h"
#include "format_detection.h"
#include "formats/format_reader.h"
#include "formats/format_registry.h"
#include "freed_memory.h"
#include "lenient_json.h"
#include "mapped_file.h"
#include "search/thread_priority.h"
#include "unit_stream.h"
#include "json/raw_text_scope.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QThread>
#include <thread>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

constexpr qint64 progressBytes = 4 << 20;
constexpr int streamIntervalMs = 40;
/// The summary pass keeps the first conversations it reads, for the window's first screen.
constexpr qsizetype kKeptConversations = 4;

Diagnostic diagAt(Severity s, const char *text, QStringList args, const QString &file,
    TextPosition p, const QString &path = QString())
{
    return makeDiagnostic(s, text, std::move(args), SourceLocation {file, p.line, p.column, path});
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
    // Small documents (pasted samples) are checked whole; big ones by their first records. (Not
    // with the fast parser, though it is quicker: its first use on this thread made
    // LeakSanitizer's tracer crash on the DTLS of `export --format html`'s main thread.)
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

DocumentIndexer::DocumentIndexer(const QString &path, const QByteArray &data, bool fromData,
    const QString &fileName, const DocumentTuning &tuning)
    : m_path(path)
    , m_data(data)
    , m_fromData(fromData)
    , m_fileName(fileName)
    , m_tuning(tuning)
{ }

void DocumentIndexer::run()
{
    const QString &path = m_path;
    const QString &fileName = m_fileName;
    const DocumentTuning &tuning = m_tuning;
    const std::atomic<bool> &cancel = m_cancel;
    auto file = std::make_shared<MappedFile>();
    if (m_fromData) {
        file->setData(m_data);
    } else if (!file->open(path)) {
        Q_EMIT failed(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "Cannot read the file: %1"), {file->errorString()},
            SourceLocation {fileName, 0, 0, {}}));
        return;
    }
    Q_EMIT opened(file);
    Diagnostics diagnostics = file->diagnostics();
    for (Diagnostic &d : diagnostics)
        d.location.file = fileName;

    // 1. Index; a single document that strict JSON refuses gets the lenient retry (§3.11).
    // Big files announce their conversations while the scan goes on (UnitStream).
    // The bytes stream through BlockReader's buffers: it reads and checks the UTF-8 on another
    // core while this one scans (the record holding a bad byte is read with U+FFFD in its
    // place; the file-level note says where).
    auto idx = std::make_unique<RecordIndex>(file->data(), file->size(), tuning.recordChunkBytes);
    const bool streaming = file->size() >= tuning.streamFrom;
    UnitStream stream(tuning, fileName, *this);
    qint64 badUtf8 = -1;
    {
        BlockReader reader(*file, 1 << 20, 4, tuning.readFromMapping);
        BlockReader::Block block;
        bool checkedAll = false;
        qint64 reported = 0;
        QElapsedTimer sinceStep;
        sinceStep.start();
        while (!idx->finished()) {
            if (cancel.load()) {
                idx->stop();
                break;
            }
            if (!reader.next(&block)) {
                idx->scanAll(); // finishes (an empty file)
                break;
            }
            checkedAll = block.offset + block.length >= file->size();
            file->noteUtf8CheckedUntil(block.utf8CheckedUntil); // before its records are read
            const qint64 at = idx->position(); // past the block after a run of leading blanks
            if (at < block.offset + block.length)
                idx->scanBytes(block.bytes + (at - block.offset), block.offset + block.length - at);
            if (idx->position() - reported >= progressBytes || idx->finished()) {
                Q_EMIT progress(idx->position(), file->size());
                reported = idx->position();
            }
            if (streaming
                && (stream.formatId().isEmpty() || sinceStep.elapsed() >= streamIntervalMs)) {
                stream.step(*file, *idx);
                // The parts announced hold their own copies of their records.
                idx->releaseRecordsBefore(stream.consumedParts());
                sinceStep.restart();
            }
        }
        if (checkedAll)
            badUtf8 = reader.firstInvalidUtf8();
        else if (!cancel.load()) // the scan stopped early (broken JSON): check the rest here
            badUtf8 = MappedFile::firstInvalidUtf8(file->data(), file->size());
    }
    if (badUtf8 >= 0) {
        const auto byte = static_cast<uchar>(file->data()[badUtf8]);
        diagnostics.append(diagAt(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic",
                "Invalid UTF-8 (byte 0x%1 at byte offset %2); the record holding it is shown "
                "with replacement characters"),
            {QString::number(byte, 16).toUpper().rightJustified(2, u'0'), QString::number(badUtf8)},
            fileName, RecordIndex::positionAt(file->data(), file->size(), badUtf8)));
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
            stream.reset();
            file = std::move(lenient);
            Q_EMIT opened(file);
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
            stream.reset();
            Q_EMIT failed(d);
            return;
        }
        diagnostics.append(d);
    }
    if (idx->skippedSseEvents() > 0)
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 SSE events without JSON were skipped"),
            {QString::number(idx->skippedSseEvents())}, SourceLocation {fileName, 0, 0, {}}));
    if (records.isEmpty()) {
        stream.reset();
        Q_EMIT failed(makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP("Diagnostic", "The file holds no records"), {},
            SourceLocation {fileName, 0, 0, {}}));
        return;
    }

    // 2. Detect on the first records (the envelope gets its first record back).
    IndexView view = IndexView::finalOf(*idx);
    const DetectedFormat detection = detectFormat(*file, view, fileName);
    if (!detection.ok()) {
        stream.reset();
        Q_EMIT failed(detection.failure);
        return;
    }
    diagnostics += detection.notes;
    const QString id = detection.formatId;
    if (id != stream.formatId() || view.framing != stream.framing()) {
        stream.reset();
        Q_EMIT detected(id, view.framing);
    }

    // 3. Conversation units: announced (the rest of them, when the scan announced some), with
    // their summaries for small files.
    const bool parts = units::shapeOf(id, view) == UnitShape::Single
        && (file->size() >= tuning.partsFrom || view.records.size() > tuning.partsFromRecords);
    if (view.records.hasGap() && !(parts && stream.continuesWith(view))) {
        // The scan freed the records of parts it announced, but the final units are not those
        // parts after all (the final detection revised the format): scan again, whole.
        view = {};
        idx = std::make_unique<RecordIndex>(file->data(), file->size());
        idx->scanAll();
        view = IndexView::finalOf(*idx);
    }
    // One unit per record as the scan guessed: only the records after those announced become
    // units (a second list of a million units would double what the file takes).
    const bool rest = !parts && stream.continuesPerRecord(id, view);
    QVector<ConversationUnit> all;
    if (parts)
        all = stream.parts(*file, view);
    else if (!rest)
        all = units::all(id, *file, view, diagnostics, fileName);
    if (streaming || !tuning.summaries) {
        if (rest)
            stream.announceRest(*file, view);
        else
            stream.reconcile(all);
        Q_EMIT indexed(diagnostics);
        // Only the announced units matter now: free the index and the copies of its records
        // (a million events take tens of MB each) before the long summary pass.
        QVector<ConversationUnit> announced = stream.takeUnits();
        all = {};
        view = {};
        idx.reset();
        if (streaming)
            releaseFreedMemory(); // the index's arrays, grown by doubling, are gone
        if (tuning.summaries) {
            // Grown by doubling; the Document keeps this one instead of its own, for as long as
            // the file is open (so up to half of it would stay unused).
            announced.squeeze();
            Q_EMIT unitsComplete(announced); // shared while the summary pass reads them
            summarize(ConversationReader(file, id, fileName), announced);
        }
        Q_EMIT summariesDone();
        return;
    }
    const ConversationReader reader(file, id, fileName);
    WorkerBatch batch;
    QElapsedTimer timer;
    timer.start();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (cancel.load())
            break;
        // The first few are kept for the window to show; the rest only summarized.
        const bool kept = i < kKeptConversations;
        const std::shared_ptr<const Conversation> c
            = kept ? reader.read(all.at(i)) : reader.readForSummary(all.at(i));
        batch.units.append(all.at(i));
        batch.summaries.append(c ? reader.summarize(*c) : ConversationSummary());
        batch.built.append(kept ? c : nullptr);
        if (batch.units.size() >= 256 || timer.elapsed() > 100) {
            const int next = batch.first + int(batch.units.size());
            Q_EMIT batchReady(std::move(batch));
            batch = WorkerBatch();
            batch.first = next;
            timer.restart();
        }
    }
    if (!batch.units.isEmpty())
        Q_EMIT batchReady(std::move(batch));
    Q_EMIT indexed(diagnostics);
    Q_EMIT summariesDone();
}

void DocumentIndexer::summarize(
    const ConversationReader &reader, const QVector<ConversationUnit> &units)
{
    const std::atomic<bool> &cancel = m_cancel;
    constexpr int slice = 16;
    std::atomic<int> next {0};
    auto work = [&] {
        // Summaries can wait: the user's window and the conversation they read go first. A
        // thread of its own, so the priority goes with it.
        lowerThreadPriority();
        // A summary needs no raw or free-form JSON texts (the costliest part of a read).
        const tolerant::RawTextScope noRawTexts(false);
        if (!reader.isValid())
            return;
        for (;;) {
            const int first = next.fetch_add(slice);
            if (first >= units.size() || cancel.load())
                return;
            SummaryBatch batch;
            batch.first = first;
            const int last = qMin<int>(first + slice, int(units.size()));
            for (int i = first; i < last && !cancel.load(); ++i)
                batch.summaries.append(reader.summarize(units.at(i)));
            Q_EMIT summariesReady(std::move(batch));
        }
    };
    const int threads = qBound(1, QThread::idealThreadCount(), 8);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(work);
    for (std::thread &t : pool)
        t.join();
    // The threads read every conversation once and are gone: give back what they freed (a
    // gigabyte session leaves tens of megabytes otherwise).
    releaseFreedMemory();
}
