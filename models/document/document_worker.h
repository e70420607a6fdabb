// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "document.h"

#include <QByteArray>
#include <QString>
#include <QVector>
#include <atomic>
#include <functional>
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

/// Callbacks the worker calls from its threads; the Document forwards them to its own thread.
/// Order: opened, progress, detected, batches (a reset drops everything announced so far),
/// finished (indexing done: state Ready) or failed, then summaries and summariesDone.
struct WorkerSink {
    std::function<void(std::shared_ptr<const MappedFile>)> opened;
    std::function<void(qint64 done, qint64 total)> progress;
    std::function<void(QString formatId, Framing framing)> detected;
    std::function<void(WorkerBatch batch)> batch;
    std::function<void()> reset;
    std::function<void(Diagnostics diagnostics)> finished;
    std::function<void(Diagnostic failure)> failed;
    std::function<void(SummaryBatch batch)> summaries;
    std::function<void()> summariesDone;
};

/// The indexing job of one Document: opens, scans, detects, announces conversations (while
/// scanning for big files) and summarises. Runs on a worker thread; owns nothing shared except
/// the MappedFile it hands over (read-only).
void runDocumentWorker(const QString &path, const QByteArray &data, bool fromData,
    const QString &fileName, const DocumentTuning &tuning, const std::atomic<bool> &cancel,
    const WorkerSink &sink);

/// The summary pass: reads units [0, units.size()) that `need` marks, on every core, and
/// reports their summaries in order-independent batches. Stops early on `cancel`.
void summarizeUnits(const MappedFile &file, const QVector<ConversationUnit> &units,
    const QString &formatId, const QString &fileName, const std::atomic<bool> &cancel,
    const WorkerSink &sink);
