// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_reader.h"
#include "conversation_unit.h"
#include "document.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QVector>
#include <atomic>
#include <memory>

class MappedFile;

/// Conversations the worker announces: units [first, first + units.size()). When `first` is
/// below the Document's count, those units are replaced (a part grew, the envelope completed).
struct WorkerBatch {
    int first = 0;
    QVector<ConversationUnit> units;
    QVector<ConversationSummary> summaries; ///< parallel to units; may be empty (not known yet)
    QVector<std::shared_ptr<const Conversation>> built; ///< parallel to units; may hold nulls
};

/// Summaries found by the summary pass for conversations [first, first + summaries.size()).
struct SummaryBatch {
    int first = 0;
    QVector<ConversationSummary> summaries;
};

/// The indexing of one Document as an object with value signals: run() opens, scans, detects,
/// announces conversations (while scanning, for big files) and summarises, on the worker thread
/// the Document starts; the signals reach the Document queued, in this order: opened, progress,
/// detected, batchReady (conversationsReset drops everything announced so far), indexed or
/// failed, then summariesReady and summariesDone. Owned by the Document, which waits for the
/// thread before deleting it; shares nothing but the read-only MappedFile it hands over.
class DocumentIndexer : public QObject
{
    Q_OBJECT
public:
    /// Indexes the file `path` ("-": standard input) or, when `fromData`, `data`; `fileName`
    /// names the file in diagnostics.
    DocumentIndexer(const QString &path, const QByteArray &data, bool fromData,
        const QString &fileName, const DocumentTuning &tuning);

    /// The indexing job: call it once, on the worker thread.
    void run();
    /// Stops indexing soon; callable from any thread. What was announced stays.
    void cancel() { m_cancel = true; }

Q_SIGNALS:
    void opened(std::shared_ptr<const MappedFile> file);
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void detected(const QString &formatId, Framing framing);
    /// Conversations announced (or replaced, when batch.first is below the known count).
    void batchReady(const WorkerBatch &batch);
    /// Everything announced so far is dropped; conversations are announced again.
    void conversationsReset();
    /// Indexing is done; `diagnostics` are the file-level notes.
    void indexed(const Diagnostics &diagnostics);
    void failed(const Diagnostic &failure);
    /// Every conversation announced, as the batches before gave them: the Document may hold
    /// this list instead of its own copy (one list of a million units, not two).
    void unitsComplete(const QVector<ConversationUnit> &units);
    void summariesReady(const SummaryBatch &batch);
    void summariesDone();

private:
    /// The summary pass: reads `units` with `reader` on every core and reports their summaries
    /// in order-independent batches. Stops early on cancel().
    void summarize(const ConversationReader &reader, const QVector<ConversationUnit> &units);

    const QString m_path;
    const QByteArray m_data;
    const bool m_fromData;
    const QString m_fileName;
    const DocumentTuning m_tuning;
    std::atomic<bool> m_cancel {false};
};
