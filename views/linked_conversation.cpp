// SPDX-License-Identifier: GPL-2.0-or-later
#include "linked_conversation.h"

#include "document/async_owner.h"
#include "document/document.h"
#include "open_documents.h"
#include "search/files_containing.h"

#include <QFileInfo>
#include <QThreadPool>

using namespace Qt::StringLiterals;

namespace {

QString lastSegment(const QString &name)
{
    return name.section(u'/', -1);
}

} // namespace

LinkedConversation::LinkedConversation(OpenDocuments *documents, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
    , m_async(std::make_shared<AsyncOwner<LinkedConversation>>(this))
{ }

LinkedConversation::~LinkedConversation()
{
    m_async->clear();
    if (m_cancel)
        m_cancel->store(true);
}

bool LinkedConversation::matches(const QString &id, const QString &name)
{
    if (id.isEmpty() || name.isEmpty())
        return false;
    return id == name || (name.contains(u'/') && !id.contains(u'/') && lastSegment(name) == id)
        || (id.contains(u'/') && !name.contains(u'/') && lastSegment(id) == name);
}

void LinkedConversation::open(const QString &name, int turn)
{
    if (m_cancel)
        m_cancel->store(true); // the previous search, if any
    m_cancel.reset();
    if (m_opening)
        disconnect(m_opening, nullptr, this, nullptr);
    m_opening = nullptr;
    m_name = name;
    m_turn = turn;
    m_evaluation = m_documents->current();
    for (int d = 0; d < m_documents->count(); ++d) {
        Document *document = m_documents->at(d);
        if (const int index = indexIn(document); index >= 0)
            return show(document, index);
    }
    const QString path = m_evaluation ? m_evaluation->path() : QString();
    if (path.isEmpty() || path == u"-"_s) {
        //: status bar: the conversation an evaluation ran is in no open file; %1 its name
        Q_EMIT status(tr("Conversation %1 is not in an open file.").arg(name));
        return;
    }
    QStringList open;
    for (int d = 0; d < m_documents->count(); ++d)
        open << QFileInfo(m_documents->at(d)->path()).absoluteFilePath();
    const QString directory = QFileInfo(path).absolutePath();
    //: status bar: looking for the conversation an evaluation ran; %1 its name, %2 a folder
    Q_EMIT status(tr("Looking for conversation %1 in %2…").arg(name, directory));
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    QThreadPool::globalInstance()->start(
        [async = m_async, cancel = m_cancel, directory, open, needle = lastSegment(name).toUtf8()] {
            const QString found = search::firstFileContaining(
                search::transcriptFilesIn(directory, open), needle, *cancel);
            async->post([found, cancel](LinkedConversation *owner) {
                if (!cancel->load())
                    owner->searched(found);
            });
        });
}

void LinkedConversation::searched(const QString &path)
{
    m_cancel.reset();
    if (path.isEmpty()) {
        const QString directory
            = m_evaluation ? QFileInfo(m_evaluation->path()).absolutePath() : QString();
        //: status bar: the conversation an evaluation ran is nowhere to be found; %1 its
        //: name, %2 the folder of the evaluation file
        Q_EMIT status(
            tr("Conversation %1 is neither open nor in a file in %2.").arg(m_name, directory));
        return;
    }
    m_opening = m_documents->openFile(path);
    if (!m_opening)
        return;
    connect(m_opening, &Document::summariesFinished, this, &LinkedConversation::opened);
    connect(m_opening, &Document::loaded, this, [this] {
        if (m_opening && m_opening->summariesComplete())
            opened();
    });
    connect(m_opening, &Document::failed, this, [this] {
        //: status bar: the file that should hold a linked conversation cannot be read; %1 why
        Q_EMIT status(
            tr("Cannot open the linked conversation: %1").arg(m_opening->failure().text()));
        m_opening = nullptr;
    });
}

void LinkedConversation::opened()
{
    Document *document = std::exchange(m_opening, nullptr);
    if (!document)
        return;
    disconnect(document, nullptr, this, nullptr);
    const int index = indexIn(document);
    if (index < 0) {
        //: status bar: a file mentions the linked conversation but holds no conversation of
        //: that name; %1 the name, %2 the file
        Q_EMIT status(tr("%2 mentions %1 but holds no conversation of that name.")
                          .arg(m_name, document->displayName()));
        return;
    }
    show(document, index);
}

int LinkedConversation::indexIn(Document *document) const
{
    if (!document || document->state() != Document::State::Ready)
        return -1;
    for (int i = 0; i < document->conversationCount(); ++i) {
        const ConversationSummary summary = document->summary(i);
        if (summary.known && matches(summary.id, m_name))
            return i;
    }
    return -1;
}

void LinkedConversation::show(Document *document, int index)
{
    for (int d = 0; d < m_documents->count(); ++d) {
        if (m_documents->at(d) == document && m_documents->current() != document)
            m_documents->setCurrent(d);
    }
    const std::shared_ptr<const Conversation> conversation = document->conversation(index);
    ChunkRef where {index, -1, -1};
    for (int m = 0; conversation && m < conversation->messages.size(); ++m) {
        if (conversation->messages.at(m).turn == m_turn) {
            where.message = m;
            break;
        }
    }
    //: status bar: the conversation an evaluation ran is shown; %1 its name, %2 its file
    Q_EMIT status(tr("Conversation %1 of %2.").arg(m_name, document->displayName()));
    Q_EMIT found(where);
}
