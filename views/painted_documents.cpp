// SPDX-License-Identifier: GPL-2.0-or-later
#include "painted_documents.h"

#include "export/safe_text_document.h"
#include "find_highlight.h"
#include "markdown_render.h"
#include "search/text_matches.h"

#include <QCoreApplication>
#include <QMutex>
#include <QTextBlock>
#include <QTextLayout>
#include <QThread>
#include <QThreadPool>

namespace {

constexpr int kMaxEntries = 160; ///< more than the rows MessageView keeps laid out
constexpr qsizetype kMaxCachedChars = 16 * 1024 * 1024;
constexpr int kMaxMatchEntries = 16; ///< the rows on screen, a few times over

template<typename T>
void append(QByteArray &key, T value)
{
    key.append(reinterpret_cast<const char *>(&value), sizeof value);
}

/// A text by identity (its shared data), as keys name it.
quintptr textId(const QString &text)
{
    return quintptr(text.constData());
}

/// The one worker thread long texts are laid out in, one at a time (the GUI keeps the other
/// core); the application owns it, so closing a window never waits for a layout.
QThreadPool *pool()
{
    static QThreadPool *const pool = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1);
        return p;
    }();
    return pool;
}

} // namespace

/// Between the worker and the owner, which may go first: a job delivers only while the owner
/// lives, and builds only what is still the latest request for its text.
struct PaintedDocuments::Channel {
    QMutex mutex;
    PaintedDocuments *owner = nullptr;
    QHash<quintptr, QByteArray> latest; ///< textId() -> the key last asked for that text
};

PaintedDocuments::PaintedDocuments(QObject *parent)
    : QObject(parent)
    , m_channel(std::make_shared<Channel>())
{
    m_channel->owner = this;
}

PaintedDocuments::~PaintedDocuments()
{
    {
        const QMutexLocker lock(&m_channel->mutex);
        m_channel->owner = nullptr;
        m_channel->latest.clear(); // a queued job ends without building
    }
    // A job already building ends on its own (closing the window does not wait for it): it
    // only delivers while the owner lives.
}

QByteArray PaintedDocuments::keyOf(const Request &request)
{
    QByteArray key;
    // The text by identity (its shared data): equal texts that are not shared only miss.
    append(key, textId(request.text));
    append(key, request.text.size());
    append(key, request.markdown);
    append(key, request.width);
    append(key, request.link.color().rgba());
    append(key, request.theme.dark);
    key += request.rangesKey;
    append(key, -2);
    for (const int segment : request.selected)
        append(key, segment);
    key += request.font.key().toUtf8();
    return key;
}

QByteArray PaintedDocuments::rangesKey(const QVector<CitedRange> &ranges)
{
    QByteArray key;
    for (const CitedRange &range : ranges) {
        append(key, range.segment);
        append(key, range.range.begin);
        append(key, range.range.end);
        append(key, range.last);
        for (const int number : range.numbers)
            append(key, number);
        append(key, -1);
    }
    return key;
}

const PaintedDocuments::Matches &PaintedDocuments::matches(
    const std::shared_ptr<QTextDocument> &document, const QString &source, const FindQuery &query,
    int limit)
{
    for (qsizetype i = m_matches.size() - 1; i >= 0; --i) {
        if (m_matches.at(i).document.lock() == document && m_matches.at(i).query == query) {
            m_matches.append(m_matches.takeAt(i));
            return m_matches.last().matches;
        }
    }
    Matches found;
    found.shown = FindHighlight::documentMatches(document.get(), query);
    if (found.shown.size() > limit)
        found.shown.resize(limit);
    found.sourceCount = int(findMatches(source, query).size());
    if (m_matches.size() >= kMaxMatchEntries)
        m_matches.removeFirst();
    m_matches.append({document, query, std::move(found)});
    return m_matches.last().matches;
}

const RenderedAlignment &PaintedDocuments::alignment(
    const std::shared_ptr<QTextDocument> &document, const QString &source)
{
    for (qsizetype i = m_alignments.size() - 1; i >= 0; --i) {
        if (m_alignments.at(i).document.lock() == document) {
            m_alignments.append(m_alignments.takeAt(i));
            return *m_alignments.last().alignment;
        }
    }
    if (m_alignments.size() >= kMaxMatchEntries)
        m_alignments.removeFirst();
    m_alignments.append({document,
        std::make_shared<const RenderedAlignment>(
            document.get(), source, GroundedText::MarkerProperty)});
    return *m_alignments.last().alignment;
}

std::shared_ptr<QTextDocument> PaintedDocuments::build(const Request &request)
{
    auto doc = std::make_shared<SafeTextDocument>();
    doc->setUndoRedoEnabled(false);
    doc->setDocumentMargin(MarkdownRender::kDocumentMargin);
    doc->setDefaultFont(request.font);
    const QBrush link = request.link;
    if (!request.markdown)
        doc->setPlainText(request.text);
    else if (!request.ranges.isEmpty()) {
        GroundedText::render(
            doc.get(), request.text, true, request.ranges,
            [link](QTextDocument *d) { MarkdownRender::replaceImagesByLinks(d, link); },
            request.theme);
        if (!request.selected.isEmpty())
            GroundedText::setSelectedSegments(doc.get(), request.selected, request.theme);
    } else
        MarkdownRender::renderMarkdown(doc.get(), request.text, link);
    // Keep each block's shaped glyphs after layout: painting then draws them instead of
    // shaping the text a second time (a third of the cost of a new row's first paint).
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        block.layout()->setCacheEnabled(true);
    doc->setTextWidth(qMax(10, request.width));
    doc->size(); // lays it out now
    return doc;
}

std::shared_ptr<QTextDocument> PaintedDocuments::document(const Request &request)
{
    const QByteArray key = keyOf(request);
    for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
        if (m_entries.at(i).key != key || m_entries.at(i).text != request.text)
            continue;
        Entry entry = m_entries.takeAt(i);
        std::shared_ptr<QTextDocument> doc = entry.document;
        m_entries.append(std::move(entry));
        return doc;
    }
    if (request.text.size() < kBackgroundChars) {
        std::shared_ptr<QTextDocument> doc = build(request);
        store(key, request.text, doc);
        return doc;
    }
    {
        const QMutexLocker lock(&m_channel->mutex);
        m_channel->latest.insert(textId(request.text), key);
    }
    if (m_pending.contains(key))
        return nullptr;
    m_pending.insert(key);
    QThread *home = thread();
    pool()->start([channel = m_channel, request, key, home] {
        {
            const QMutexLocker lock(&channel->mutex);
            if (channel->latest.value(textId(request.text)) != key) {
                // Asked again since (another width, another selection): only the last counts.
                if (channel->owner)
                    QMetaObject::invokeMethod(
                        channel->owner,
                        [owner = channel->owner, key] { owner->m_pending.remove(key); },
                        Qt::QueuedConnection);
                return;
            }
        }
        std::shared_ptr<QTextDocument> doc = build(request);
        const QMutexLocker lock(&channel->mutex);
        if (!channel->owner)
            return; // the document goes with the job
        doc->moveToThread(home);
        QMetaObject::invokeMethod(
            channel->owner,
            [owner = channel->owner, key, text = request.text, doc] {
                owner->delivered(key, text, doc);
            },
            Qt::QueuedConnection);
    });
    return nullptr;
}

void PaintedDocuments::delivered(
    const QByteArray &key, const QString &text, std::shared_ptr<QTextDocument> doc)
{
    m_pending.remove(key);
    store(key, text, std::move(doc));
    Q_EMIT ready();
}

void PaintedDocuments::store(
    const QByteArray &key, const QString &text, std::shared_ptr<QTextDocument> doc)
{
    m_entries.append({key, text, std::move(doc)});
    m_cachedChars += text.size();
    while (m_entries.size() > 1
        && (m_entries.size() > kMaxEntries || m_cachedChars > kMaxCachedChars)) {
        m_cachedChars -= m_entries.first().text.size();
        m_entries.removeFirst();
    }
}

void PaintedDocuments::clear()
{
    m_entries.clear();
    m_matches.clear();
    m_alignments.clear();
    m_cachedChars = 0;
    {
        const QMutexLocker lock(&m_channel->mutex);
        m_channel->latest.clear(); // queued builds of the old style end without building
    }
}
