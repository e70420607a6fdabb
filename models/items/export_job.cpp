// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_job.h"

#include <QThread>

ExportJob::Sink ExportJob::fileSink(ExportFormat format, const QString &path)
{
    return [format, path](const ExportSource &source, const std::atomic_bool &cancel) {
        return cancel ? QString() : ExportFormats::save(format, source, path);
    };
}

ExportJob::ExportJob(QObject *parent)
    : QObject(parent)
{ }

ExportJob::~ExportJob()
{
    if (m_thread) {
        *m_cancel = true;
        m_thread->wait();
    }
}

void ExportJob::start(Request request)
{
    Q_ASSERT(!m_thread);
    m_running = true;
    m_thread.reset(QThread::create(
        [this, request = std::move(request), cancel = m_cancel] { run(request, *cancel); }));
    m_thread->start();
}

void ExportJob::cancel()
{
    *m_cancel = true;
}

void ExportJob::run(const Request &request, const std::atomic_bool &cancel)
{
    const auto stopped = [this] {
        post([this] {
            m_running = false;
            Q_EMIT canceled();
        });
    };
    ExportSource source;
    source.formatId = request.formatId;
    source.displayName = request.displayName;
    source.diagnostics = request.diagnostics;
    const int total = int(request.conversations.size());
    int reported = -1;
    for (int i = 0; i < total; ++i) {
        if (cancel)
            return stopped();
        std::shared_ptr<const Conversation> conversation = request.conversations.at(i)();
        if (conversation && !request.messages.isEmpty()) {
            auto chosen = std::make_shared<Conversation>(*conversation);
            chosen->messages.clear();
            for (const int row : request.messages) {
                if (row >= 0 && row < conversation->messages.size())
                    chosen->messages.append(conversation->messages.at(row));
            }
            conversation = std::move(chosen);
        }
        source.conversations.append(std::move(conversation));
        // About a hundred reports however many conversations there are.
        if (const int percent = (i + 1) * 100ll / total; percent != reported) {
            reported = percent;
            post([this, done = i + 1, total] { Q_EMIT progress(done, total); });
        }
    }
    if (cancel)
        return stopped();
    post([this] { Q_EMIT writing(); });
    const QString error = request.sink(source, cancel);
    if (cancel)
        return stopped();
    post([this, error] {
        m_running = false;
        Q_EMIT finished(error);
    });
}
