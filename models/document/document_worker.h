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

/// What the worker reports to the Document, in order: the opened file, progress, the detected
/// format, batches of conversations, then the end (diagnostics, or a failure).
struct WorkerBatch {
    QVector<ConversationUnit> units;
    QVector<ConversationSummary> summaries;
    QVector<std::shared_ptr<const Conversation>> built; ///< parallel to units; may hold nulls
};

/// Callbacks the worker calls from its thread; the Document forwards them to its own thread.
struct WorkerSink {
    std::function<void(std::shared_ptr<const MappedFile>)> opened;
    std::function<void(qint64 done, qint64 total)> progress;
    std::function<void(QString formatId, Framing framing)> detected;
    std::function<void(WorkerBatch batch)> batch;
    std::function<void(Diagnostics diagnostics)> finished;
    std::function<void(Diagnostic failure)> failed;
};

/// The indexing job of one Document: opens, scans, detects and summarises. Runs on a worker
/// thread; owns nothing shared except the MappedFile it hands over (read-only).
void runDocumentWorker(const QString &path, const QByteArray &data, bool fromData,
    const QString &fileName, const std::atomic<bool> &cancel, const WorkerSink &sink);
