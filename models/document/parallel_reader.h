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
/// counts; the summaries are folded in file order, so the result does not depend on timing, and
/// as soon as they can no longer change (once indexing ended), so few are held at once. It
/// drives a Document owned by the caller (which it connects to only inside open()) and owns
/// its threads, which end with it.
class ParallelReader
{
public:
    /// What the caller keeps of one conversation (check: counts); runs on a worker thread.
    using Summarize = std::function<std::any(const Conversation &conversation)>;
    /// Takes the summary of each conversation in file order, once (an empty std::any for one
    /// that could not be read). Called one at a time, on a worker or the caller's thread, under
    /// the pool's lock: keep it short.
    using Fold = std::function<void(std::any summary)>;

    /// `threads` workers (at least one); `rawTexts` false: the readers skip the raw and
    /// unknown-field texts (tolerant::RawTextScope), which only the window and export show.
    ParallelReader(int threads, bool rawTexts, Summarize summarize, Fold fold);
    ~ParallelReader();
    ParallelReader(const ParallelReader &) = delete;
    ParallelReader &operator=(const ParallelReader &) = delete;

    /// Opens `path` in `document`, reads every conversation, folds their summaries and waits for
    /// all of them. Returns false when the file could not be loaded (document.failure() says
    /// why; nothing is folded then).
    bool read(Document &document, const QString &path);

private:
    class Pool;
    std::unique_ptr<Pool> m_pool;
};
