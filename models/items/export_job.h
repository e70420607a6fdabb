// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/export_source.h"
#include "export_formats.h"

#include <QObject>

#include <atomic>

#include <functional>
#include <memory>

class QThread;

/// One export or print run on a thread of its own: reads the conversations it is given (each
/// through a reader such as Document::conversationReader), keeps the chosen messages, and hands
/// the ExportSource to its sink (a file writer, a printer), reporting progress on the thread
/// that owns it. Owned by the window's File ▸ Export (or a test); deleting it cancels the run
/// and waits for its thread.
class ExportJob : public QObject
{
    Q_OBJECT
public:
    /// Reads one conversation; called on the job's thread.
    using Reader = std::function<std::shared_ptr<const Conversation>()>;
    /// Writes or prints `source`: an error message, or empty when it worked. Called on the job's
    /// thread; `cancel` set means stop and leave nothing half written.
    using Sink = std::function<QString(const ExportSource &source, const std::atomic_bool &cancel)>;

    struct Request {
        QString formatId;
        QString displayName;
        Diagnostics diagnostics; ///< file-level
        QVector<Reader> conversations;
        /// When not empty, only these messages (indices into each conversation) are exported.
        QVector<int> messages;
        Sink sink;
    };

    /// A sink that writes the source in `format` to `path`, all or nothing (ExportFormats).
    static Sink fileSink(ExportFormat format, const QString &path);

    explicit ExportJob(QObject *parent = nullptr);
    ~ExportJob() override;

    /// Starts `request` on the job's thread; a job runs once.
    void start(Request request);
    bool isRunning() const { return m_running; }

public Q_SLOTS:
    /// Stops between two conversations (or in the sink); canceled() follows.
    void cancel();

Q_SIGNALS:
    /// `done` of `total` conversations read (at most about a hundred reports per run).
    void progress(int done, int total);
    /// Every conversation is read: the sink writes (or prints) now.
    void writing();
    /// The run ended: `error` is empty when the export was written.
    void finished(const QString &error);
    /// The run stopped at cancel(); nothing was written.
    void canceled();

private:
    void run(const Request &request, const std::atomic_bool &cancel);
    template<typename Deliver>
    void post(Deliver deliver)
    {
        QMetaObject::invokeMethod(this, std::move(deliver), Qt::QueuedConnection);
    }

    bool m_running = false;
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    /// A QThread, not a std::thread: text layout and printing start Qt timers, which need one.
    std::unique_ptr<QThread> m_thread;
};
