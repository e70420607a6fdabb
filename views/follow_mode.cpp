// SPDX-License-Identifier: GPL-2.0-or-later
#include "follow_mode.h"

#include "document/document.h"
#include "open_documents.h"

using namespace Qt::StringLiterals;

FollowMode::FollowMode(OpenDocuments *documents, QObject *parent)
    : QObject(parent)
{
    connect(documents, &OpenDocuments::currentChanged, this, &FollowMode::setDocument);
    connect(documents, &OpenDocuments::loaded, this, &FollowMode::documentFinished);
    connect(documents, &OpenDocuments::failed, this, &FollowMode::documentFinished);
    connect(documents, &OpenDocuments::fileReplaced, this, &FollowMode::fileReplaced);
    connect(documents, &OpenDocuments::fileChanged, this, &FollowMode::fileChanged);
}

bool FollowMode::isFollowing() const
{
    return m_document && m_document->isFollowing();
}

void FollowMode::setFollowing(bool on)
{
    m_wanted = on;
    if (m_document)
        m_document->setFollowing(on && m_document->state() == Document::State::Ready);
    sync();
}

void FollowMode::setDocument(Document *document)
{
    m_document = document;
    sync();
}

void FollowMode::documentFinished()
{
    if (m_document && m_wanted)
        m_document->setFollowing(true);
    sync();
}

void FollowMode::fileReplaced()
{
    Q_EMIT statusMessage(tr("The file was replaced or truncated; reading it again"), 5000);
    Q_EMIT reloadRequested();
}

void FollowMode::fileChanged()
{
    Q_EMIT statusMessage(tr("The file changed while it was read; reading it again"), 5000);
    Q_EMIT reloadRequested();
}

void FollowMode::sync()
{
    const bool available = m_document && !m_document->path().isEmpty()
        && m_document->path() != u"-"_s && m_document->state() != Document::State::Failed;
    Q_EMIT stateChanged(available, m_document && (m_document->isFollowing() || m_wanted));
}
