// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"

#include <QString>
#include <QVector>

#include <any>
#include <functional>
#include <memory>

class Document;

/// Reads every conversation of a file on several threads, overlapping the Document's indexing
/// (what `check` does): each announced conversation is read on a worker and summarized there by a
/// function of the caller; a conversation that changes is read again and only its latest read
/// counts; the summaries come back in file order, so the result does not depend on timing. It
/// drives a Document owned by the caller (which it connects to only inside open()) and owns
/// its threads, which end with it.
class ParallelReader
{
public:
    /// What the caller keeps of one conversation (check: counts); runs on a worker thread.
    using Summarize = std::function<std::any(const Conversation &conversation)>;

    /// `threads` workers (at least one); `rawTexts` false: the readers skip the raw and
    /// unknown-field texts (tolerant::RawTextScope), which only the window and export show.
    ParallelReader(int threads, bool rawTexts, Summarize summarize);
    ~ParallelReader();
    ParallelReader(const ParallelReader &) = delete;
    ParallelReader &operator=(const ParallelReader &) = delete;

    /// Opens `path` in `document`, reads every conversation and waits for all of them. Returns
    /// false when the file could not be loaded (document.failure() says why).
    bool read(Document &document, const QString &path);
    /// After read(): the summary of each conversation of the document, in file order (an empty
    /// std::any for one that could not be read).
    const QVector<std::any> &summaries() const { return m_summaries; }

private:
    class Pool;
    std::unique_ptr<Pool> m_pool;
    QVector<std::any> m_summaries;
};
