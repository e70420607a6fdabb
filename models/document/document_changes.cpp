// SPDX-License-Identifier: GPL-2.0-or-later
// Document: a file that changes while it is open (follow mode, and a file replaced or cut under
// the mapping).
#include "document.h"

#include "document_follow.h"
#include "document_private.h"
#include "mapped_file.h"

using namespace Qt::StringLiterals;

void Document::checkFileChanged()
{
    if (!d->changeReported && changedWhileRead()) {
        d->changeReported = true;
        Q_EMIT fileChanged();
    }
}

bool Document::changedWhileRead() const
{
    const std::shared_ptr<const MappedFile> file = mappedFile();
    return file && file->changedWhileRead();
}

void Document::setFollowing(bool on)
{
    if (on == isFollowing())
        return;
    if (!on) {
        delete d->follower;
        d->follower = nullptr;
        return;
    }
    if (d->path.isEmpty() || d->path == u"-"_s || d->state != State::Ready || !d->file)
        return;
    d->follower = new DocumentFollow(
        {d->path, d->formatId, d->framing, d->fileName()}, d->file, [this] { return d->units; },
        this);
    connect(d->follower, &DocumentFollow::replaced, this, &Document::fileReplaced);
    connect(d->follower, &DocumentFollow::grew, this, &Document::applyGrowth);
    d->follower->start();
}

bool Document::isFollowing() const
{
    return d->follower != nullptr;
}

void Document::applyGrowth(
    std::shared_ptr<const MappedFile> file, const QVector<WorkerBatch> &batches)
{
    if (file) {
        d->file = std::move(file);
        d->sizeBytes = d->file->sourceSize();
        d->updateReader();
    }
    for (const WorkerBatch &b : batches)
        addBatch(b);
}
