// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export/rendered_alignment.h"
#include "grounded_text.h"
#include "search/find_query.h"
#include "theme.h"

#include <QFont>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QVector>
#include <memory>

class QTextDocument;

/// The laid-out text documents of painted text cards (Markdown, grounded or plain text), kept
/// by what they show so that a row built again (another find match, the selection, a thought
/// opened) reuses its documents, and built on a worker thread when the text is big: a 1 MB
/// answer takes seconds to lay out, so until it is ready its card shows a placeholder, and
/// ready() asks for the rows again. Owned by PaintedMessageBuilder; a document, once built, is
/// shared with the PaintedMessages that paint it and never changes.
class PaintedDocuments : public QObject
{
    Q_OBJECT
public:
    /// Texts of at least this many UTF-16 units are laid out off the GUI thread.
    static constexpr qsizetype kBackgroundChars = 64 * 1024;

    /// What a text card's document shows.
    struct Request {
        QString text;
        bool markdown = true; ///< else plain text (a transcript)
        QFont font;
        QBrush link;
        Theme theme {QPalette()};
        QVector<CitedRange> ranges; ///< cited ranges to highlight (grounded text)
        QByteArray rangesKey; ///< rangesKey(ranges), which callers keep with the ranges
        QVector<int> selected; ///< the cited segments given the strong highlight
        int width = 0; ///< the text width the document is laid out at
    };

    explicit PaintedDocuments(QObject *parent = nullptr);
    ~PaintedDocuments() override;

    /// The document for `request`: from the cache, or built now when the text is small. A big
    /// text not built yet starts building and gets null (ready() follows).
    std::shared_ptr<QTextDocument> document(const Request &request);
    /// Where a find query matches a document built from `source`: the matches shown (markers
    /// left out, at most `limit`) and how many the source text has. Kept for the last few
    /// documents and queries (a row is built again at each step of find).
    struct Matches {
        QVector<Utf16Range> shown;
        int sourceCount = 0;
    };
    const Matches &matches(const std::shared_ptr<QTextDocument> &document, const QString &source,
        const FindQuery &query, int limit);
    /// Where the characters of a document built from `source` came from (kept for the last few
    /// documents, like matches()).
    const RenderedAlignment &alignment(
        const std::shared_ptr<QTextDocument> &document, const QString &source);
    /// What identifies `ranges` in a document's key.
    static QByteArray rangesKey(const QVector<CitedRange> &ranges);
    /// Forgets every document (the style changed).
    void clear();
    /// Whether a background build is running or queued.
    bool busy() const { return !m_pending.isEmpty(); }

    /// Builds the document of `request` in the calling thread.
    static std::shared_ptr<QTextDocument> build(const Request &request);

Q_SIGNALS:
    /// A document built in the background is ready: rows showing a placeholder can be rebuilt.
    void ready();

private:
    struct Entry {
        QByteArray key;
        QString text; ///< compared with the request's (the key holds only a hash of it)
        std::shared_ptr<QTextDocument> document;
    };
    struct Channel;
    static QByteArray keyOf(const Request &request);
    void store(const QByteArray &key, const QString &text, std::shared_ptr<QTextDocument> doc);
    void delivered(const QByteArray &key, const QString &text, std::shared_ptr<QTextDocument> doc);

    struct MatchEntry {
        std::weak_ptr<QTextDocument> document;
        FindQuery query;
        Matches matches;
    };
    QVector<MatchEntry> m_matches; ///< most recently used last
    struct AlignmentEntry {
        std::weak_ptr<QTextDocument> document;
        std::shared_ptr<const RenderedAlignment> alignment;
    };
    QVector<AlignmentEntry> m_alignments; ///< most recently used last
    QVector<Entry> m_entries; ///< most recently used last
    qsizetype m_cachedChars = 0;
    QSet<QByteArray> m_pending; ///< keys being built in the background
    std::shared_ptr<Channel> m_channel;
};
