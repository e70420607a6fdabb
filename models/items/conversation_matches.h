// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/conversation.h"
#include "transcript/offsets.h"

#include "cancellable_threads.h"
#include <QAbstractListModel>
#include <QVector>

#include <atomic>
#include <deque>
#include <memory>
#include <thread>

/// One occurrence of a find query in a conversation, where the message view shows it.
struct ConversationMatch {
    enum class Where : quint8 {
        Text, ///< in Chunk::text (text, thought, transcript, code, file, error chunks)
        Json, ///< in a JSON value of the chunk shown as a tree (ConversationMatches::jsonValues)
    };
    int message = -1; ///< index in Conversation::messages
    int chunk = -1; ///< index in Message::chunks
    Where where = Where::Text;
    quint8 value = 0; ///< Json: which of the chunk's shown JSON values (0 = the first)
    bool inKey = false; ///< Json: in a member name (else in a scalar's text)
    /// The match's position among the matches of the same text (Text) or of the same JSON value
    /// (Json, in tree order): what a card needs to find it again.
    int ordinal = 0;
    Utf16Range range; ///< in Chunk::text, or in the key or scalar text of the JSON node
    QString path; ///< Json: the node's JSON path inside the value ("args.city"); Text: empty
};

/// The ordered list of find matches in one conversation (display order: messages, chunks, then
/// text offsets or JSON tree order), one row per match. Computed on a worker thread in slices
/// that are appended as they come (rows are inserted, never reset mid-search), so a 100,000-
/// message conversation never blocks the GUI thread; a new search cancels the previous one.
/// Shares the (immutable) Conversation; owns its worker threads (joined on destruction).
class ConversationMatches : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        MessageRole = Qt::UserRole + 1, ///< int: message index
        ChunkRole, ///< int: chunk index
        WhereRole, ///< QString: "text" or "json" (not translated)
        ValueRole, ///< int: ConversationMatch::value
        InKeyRole, ///< bool
        OrdinalRole, ///< int
        BeginRole, ///< int: UTF-16 offset of the match in its text
        EndRole, ///< int
        PathRole, ///< QString: the JSON path inside the value ("" for text)
    };
    Q_ENUM(Role)

    /// At most this many matches are kept (the count then says "+").
    static constexpr int kMaxMatches = 500000;
    /// A worker posts what it found once it has this many matches (or after 25 ms): one insertion
    /// of rows adds at most this many plus those of one message.
    static constexpr int kSliceMatches = 4096;

    explicit ConversationMatches(QObject *parent = nullptr);
    ~ConversationMatches() override;

    /// Starts searching `conversation` for `query` (cancels any running search; resets the rows).
    /// An empty or invalid query, or no conversation, gives no rows and is complete at once.
    void setSearch(std::shared_ptr<const Conversation> conversation, const FindQuery &query);
    void clear() { setSearch(nullptr, FindQuery {}); }
    const FindQuery &query() const { return m_query; }
    std::shared_ptr<const Conversation> conversation() const { return m_conversation; }

    /// True once the whole conversation was searched (or the search was not started).
    bool isComplete() const { return m_complete; }
    /// True when the search stopped at kMaxMatches.
    bool isTruncated() const { return m_truncated; }
    /// Messages searched so far.
    int messagesDone() const { return m_messagesDone; }
    int count() const { return int(m_matches.size()); }
    const ConversationMatch &at(int i) const { return m_matches.at(size_t(i)); }
    /// The first match in message `message` (and chunk `chunk` when >= 0) or after it; count()
    /// when there is none (yet).
    int firstAtOrAfter(int message, int chunk = -1) const;
    /// The matches of message `message` and chunk `chunk` (or the whole message with chunk -1):
    /// [first, last) indices.
    QPair<int, int> matchesOf(int message, int chunk = -1) const;
    /// Runs the event loop until the search is complete or `msecs` passed (tests, headless use).
    bool waitForComplete(int msecs);

    /// Every match of `query` in message `message` of `conversation`, in display order (what the
    /// worker computes for each message). At most `limit` when >= 0.
    static QVector<ConversationMatch> matchMessage(
        const Conversation &conversation, int message, const FindQuery &query, int limit = -1);
    /// The JSON values a chunk card shows as trees (or scalar labels), in display order: a tool
    /// call's args; a tool response's error, then its output (or the whole response when it has
    /// neither); the value of a payload, variables or unknown chunk. Empty for other kinds.
    static QVector<JsonText> jsonValues(const Chunk &chunk);
    /// Whether Chunk::text is the searched text of this chunk kind.
    static bool searchesText(const Chunk &chunk);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// More of the conversation was searched (matches may have been added).
    void progress(int messagesDone, int messagesTotal);
    /// The search finished (also emitted for a search that had nothing to do).
    void completed();

private:
    /// matchMessage() for a query known to be valid and not empty (checking costs a compile).
    static QVector<ConversationMatch> matchValidQuery(
        const Conversation &conversation, int message, const FindQuery &query, int limit);
    void applyBatch(
        quint64 generation, QVector<ConversationMatch> batch, int messagesDone, bool finished);

    std::shared_ptr<const Conversation> m_conversation;
    FindQuery m_query;
    /// A deque: appending never moves the matches already found (no long copy on growth).
    std::deque<ConversationMatch> m_matches;
    quint64 m_generation = 0;
    int m_messagesDone = 0;
    bool m_complete = true;
    bool m_truncated = false;
    CancellableThreads m_workers; ///< last member: its threads go first
};
