// SPDX-License-Identifier: GPL-2.0-or-later
#include "open_documents.h"

#include "document/document.h"

#include <QFileInfo>
#include <QSettings>

#include <limits>

OpenDocuments::OpenDocuments(QObject *parent)
    : QObject(parent)
{ }

QString OpenDocuments::wholeConversationsKey()
{
    return QStringLiteral("document/wholeConversations");
}

Document *OpenDocuments::create()
{
    auto *document = new Document(this);
    DocumentTuning tuning = document->tuning();
    tuning.backgroundIndexing = true; // the window goes first
    // Long conversations whole instead of in parts (DocumentTuning), whatever they cost: not in
    // the Preferences yet; the benchmark's scroll run sets it to see one view of 100,000
    // messages.
    if (QSettings().value(wholeConversationsKey(), false).toBool()) {
        tuning.partsFrom = std::numeric_limits<qint64>::max();
        tuning.partsFromRecords = std::numeric_limits<int>::max();
    }
    document->setTuning(tuning);
    return document;
}

Document *OpenDocuments::openFile(const QString &path, Document *replacing)
{
    Document *document = create();
    document->openFile(path); // reports through queued calls: placed before they arrive
    place(document, replacing);
    return document;
}

Document *OpenDocuments::openData(
    const QByteArray &data, const QString &displayName, Document *replacing)
{
    Document *document = create();
    document->openData(data, displayName);
    place(document, replacing);
    return document;
}

Document *OpenDocuments::reloadCurrent()
{
    Document *old = current();
    if (!old || old->path().isEmpty())
        return nullptr;
    return openFile(old->path(), old);
}

void OpenDocuments::place(Document *document, Document *old)
{
    const int index = old ? int(m_documents.indexOf(old)) : -1;
    if (index < 0) {
        m_documents.append(document);
        setCurrent(int(m_documents.size()) - 1);
        return;
    }
    if (index == m_current) {
        disconnect(old, nullptr, this, nullptr);
        m_current = -1; // its receivers let go of it in setCurrent()
    }
    m_documents[index] = document;
    old->deleteLater();
    setCurrent(index);
}

Document *OpenDocuments::at(int index) const
{
    return index >= 0 && index < m_documents.size() ? m_documents.at(index) : nullptr;
}

QStringList OpenDocuments::names() const
{
    QStringList names;
    for (const Document *d : m_documents)
        names.append(
            d->displayName().isEmpty() ? QFileInfo(d->path()).fileName() : d->displayName());
    return names;
}

void OpenDocuments::setCurrent(int index)
{
    if (index < 0 || index >= m_documents.size())
        return;
    if (Document *old = current())
        disconnect(old, nullptr, this, nullptr);
    m_current = index;
    Document *document = m_documents.at(index);
    forward(document);
    Q_EMIT namesChanged(names(), index);
    Q_EMIT currentChanged(document);
}

void OpenDocuments::closeCurrent()
{
    Document *old = current();
    if (!old)
        return;
    disconnect(old, nullptr, this, nullptr);
    const int index = m_current;
    m_documents.removeAt(index);
    m_current = -1;
    if (m_documents.isEmpty()) {
        Q_EMIT namesChanged({}, -1);
        Q_EMIT currentChanged(nullptr); // the receivers let go of it
    } else {
        setCurrent(qMin(index, int(m_documents.size()) - 1));
    }
    old->deleteLater();
}

void OpenDocuments::forward(Document *document)
{
    connect(document, &Document::progress, this, &OpenDocuments::progress);
    connect(document, &Document::conversationsAdded, this, &OpenDocuments::conversationsAdded);
    connect(document, &Document::conversationChanged, this, &OpenDocuments::conversationChanged);
    connect(document, &Document::conversationsReset, this, &OpenDocuments::conversationsReset);
    connect(document, &Document::conversationReady, this, &OpenDocuments::conversationReady);
    connect(document, &Document::fileReplaced, this, &OpenDocuments::fileReplaced);
    connect(document, &Document::fileChanged, this, &OpenDocuments::fileChanged);
    connect(document, &Document::loaded, this, &OpenDocuments::loaded);
    connect(document, &Document::failed, this, &OpenDocuments::failed);
}

void OpenDocuments::cancelLoading()
{
    if (Document *document = current())
        document->cancel();
}

bool OpenDocuments::waitForLoaded(QDeadlineTimer deadline)
{
    bool allReady = true;
    for (Document *document : std::as_const(m_documents)) {
        if (document->state() == Document::State::Loading) {
            const qint64 left
                = deadline.isForever() ? -1 : qMax<qint64>(0, deadline.remainingTime());
            document->waitForLoaded(int(left));
        }
        allReady = allReady && document->state() == Document::State::Ready;
    }
    return allReady;
}
