// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "document/mapped_file.h"
#include "search/search_types.h"
#include "transcript/conversation.h"
#include "transcript/conversation_summary.h"
#include "transcript/diagnostic.h"
#include "transcript/framing.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

/// How a Document cuts big files (defaults for the GUI; tests and tools change them before
/// opening). Files of at least `streamFrom` bytes announce conversations while they index and
/// get their summaries afterwards; one conversation of a file of at least `partsFrom` bytes is
/// shown in parts of about `partBytes` bytes or `partRecords` records.
struct DocumentTuning {
    qint64 streamFrom = 16ll << 20;
    /// A single conversation this big, or of more records than partsFromRecords, is shown in
    /// parts of at most partBytes and partRecords: reading it whole would take seconds and
    /// several times its size in memory.
    qint64 partsFrom = 16ll << 20;
    int partsFromRecords = 10000;
    qint64 partBytes = 2ll << 20; ///< a part reads in well under 0.1 s
    int partRecords = 1000;
    bool summaries = true; ///< false: no summary pass (check and export read everything anyway)
    /// true: the indexing thread (and the threads it starts) runs at a lower priority than the
    /// threads that open the document, so a window stays responsive while it indexes on every
    /// core. Off by default: `check` reads on every core while it indexes and needs the index
    /// ahead of its readers.
    bool backgroundIndexing = false;
    /// true: the index and the conversations read the mapped file's pages rather than copies
    /// made with pread() (BlockReader, RecordTexts in conversation_unit.cpp). For `check`, which
    /// reads each record once, on every core: the index thread's reader faults the pages in
    /// (the kernel maps 16 at each fault) and the conversations find them mapped, where each
    /// conversation of a few KiB cost a system call and a copy. The window keeps pread(): its
    /// threads then never fault pages of the mapping in while the GUI thread waits on the same
    /// address space.
    bool readFromMapping = false;
    /// true: while raw texts are off (`check`, summaries), records whose reader reads tapes
    /// (FormatReader::readsTapes) are parsed onto a tape, not into nlohmann values
    /// (conversation_unit.cpp). false: always nlohmann's (tests compare the two).
    bool readTapes = true;
    /// The scanner frees the records of a long conversation's parts already announced, by
    /// chunks of this many bytes of its record list (a power of two; tests make it small).
    qsizetype recordChunkBytes = qsizetype(1) << 20; // RecordList::kChunkBytes
};

class DocumentIndexer;
struct ConversationUnit;
class DocumentPrivate;
struct SummaryBatch;
struct WorkerBatch;

/// An opened transcript file. Maps the file (or holds given bytes), indexes its records by byte
/// range on a worker thread, detects the format, and reads a conversation only when asked for it
/// (a small cache keeps recent ones). Never writes to the input. Owned by whoever opened it
/// (the main window, a CLI command or a test); lives on the thread that created it.
class Document : public QObject
{
    Q_OBJECT
public:
    enum class State { Empty, Loading, Ready, Failed };

    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    /// How to cut big files; call before opening.
    void setTuning(const DocumentTuning &tuning);
    const DocumentTuning &tuning() const;

    /// Starts loading `path` and returns at once; "-" reads standard input. Progress and results
    /// arrive by signal. A Document opens one file once; make a new one to reopen.
    void openFile(const QString &path);
    /// The same for bytes already in memory (stdin, a live session, tests).
    void openData(const QByteArray &data, const QString &displayName);
    /// Stops indexing; what was indexed so far stays usable.
    void cancel();
    /// Headless use: runs the event loop until loaded or failed (msecs < 0: no limit). Returns
    /// true when the state is Ready.
    bool waitForLoaded(int msecs = -1);

    State state() const;
    QString path() const; ///< as given to openFile ("" for openData)
    QString displayName() const; ///< file name for titles
    qint64 sizeBytes() const;
    QString formatId() const; ///< e.g. "ces.conversation"; empty until detected
    Framing framing() const;

    int conversationCount() const;
    ConversationSummary summary(int index) const;
    /// Reads conversation `index` (parsing its records on demand; cached). Never null for a valid
    /// index: a record that fails to parse yields a conversation with diagnostics.
    std::shared_ptr<const Conversation> conversation(int index);
    /// The GUI's way in: conversation `index` when it is cached or small enough to read at once
    /// (under 256 KB); otherwise starts reading it on a worker, returns null, and
    /// conversationReady(index) follows. Null for an invalid index.
    std::shared_ptr<const Conversation> conversationIfReady(int index);
    /// Reads conversation `index` without touching the cache. Thread-safe while the Document
    /// is not loading (check's workers call it in parallel).
    std::shared_ptr<const Conversation> readConversation(int index) const;
    /// A self-contained read of conversation `index` as it is known now (its records, the mapped
    /// file, the format): call it on any thread, also while the Document is still loading
    /// (check reads announced conversations while indexing goes on). Empty for an invalid index
    /// or while the format is not known yet.
    std::function<std::shared_ptr<const Conversation>()> conversationReader(int index) const;
    /// The bytes of the records of conversation `index` in the file.
    qint64 conversationBytes(int index) const;
    /// The mapped file (null until opened): searches read it on their own threads.
    std::shared_ptr<const MappedFile> mappedFile() const;
    /// Every record's byte range with its conversation, sorted by offset (file-wide Find).
    QVector<SearchRange> searchRanges() const;
    /// searchRanges() of the conversations known now, built when the returned function is
    /// called, on any thread (it holds its own snapshot of the record lists; calling this is
    /// cheap, so the GUI thread can hand the building to a search's thread).
    std::function<QVector<SearchRange>()> searchRangeBuilder() const;
    /// Whether every summary is known (the summary pass after indexing is done).
    bool summariesComplete() const;

    /// Follow mode (tail -f), for files opened with openFile once loaded: records appended to a
    /// JSONL or SSE file show as they arrive (new conversations, or the last one growing:
    /// conversationsAdded / conversationChanged); a file replaced, truncated or rewritten emits
    /// fileReplaced() and the owner opens it again.
    void setFollowing(bool on);
    bool isFollowing() const;

    /// A live document (opened with openData) grows as its session does: `records` (JSON values,
    /// e.g. an ADK session's new events) become the last records of its last conversation's
    /// container, as if its text held them there. They are read on the thread pool, in the
    /// order given (calls queue); then the last conversation changes (conversationChanged), a
    /// full part is followed by new ones (conversationsAdded), and recordsAppended() says so.
    /// False, and nothing changes, when this document cannot grow so (not loaded, a file, not a
    /// container of records): open the whole new text instead.
    bool appendRecords(const QByteArrayList &records);
    /// Whether records were given to appendRecords(): a live document that grows like a followed
    /// file (its views follow its newest message the same way).
    bool grows() const;
    /// Whether a run still streams into this live document (its owner knows): the streamed
    /// fragments at the end of its last conversation are then an answer still coming, not a
    /// stream that was cut off. The last conversation is read again when this changes (a
    /// conversationChanged). False by default; may be set before the document has loaded.
    void setOpenEnded(bool on);
    bool isOpenEnded() const;
    /// Readies a document that will grow by appendRecords(): its text is copied on the thread
    /// pool into a buffer with room after it, so that the first records appended are on screen
    /// without that copy. Nothing happens when it cannot grow.
    void reserveForAppends();

    /// File-level problems: syntax errors with line:column, unknown shapes, mixed families.
    Diagnostics diagnostics() const;
    /// Whether the file shrank while it was read (fileChanged()).
    bool changedWhileRead() const;
    /// Why loading failed (state Failed): not JSON, unknown shape, unreadable file.
    Diagnostic failure() const;

Q_SIGNALS:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    /// New conversations are known (indexing found them); summaries may still be partial.
    void conversationsAdded(int first, int count);
    /// A conversation gained records or its summary changed (e.g. more events indexed).
    void conversationChanged(int index);
    /// Everything announced so far is gone (the scan revised its first guess); conversations
    /// are announced again.
    void conversationsReset();
    /// The summaries of conversations [first, first + count) became known.
    void summariesChanged(int first, int count);
    /// The summary pass ended (summariesComplete()).
    void summariesFinished();
    /// A conversation asked for with conversationIfReady() has been read and is cached.
    void conversationReady(int index);
    /// Follow mode: the file was replaced, truncated or rewritten; open it again.
    void fileReplaced();
    /// The file shrank while it was read (another program truncated or rewrote it): what was
    /// read past its new end read as zeros; open it again. Emitted once.
    void fileChanged();
    /// The records of an appendRecords() call are in the conversations (and in their cache).
    void recordsAppended();
    /// Indexing finished; state() is Ready (summaries may still be coming).
    void loaded();
    /// Loading failed; state() is Failed and failure() says why.
    void failed();

private:
    // What the indexer reports (DocumentIndexer's signals, queued to this thread).
    void startIndexing(std::unique_ptr<DocumentIndexer> indexer);
    void setFile(std::shared_ptr<const MappedFile> file);
    void setFormat(const QString &formatId, Framing framing);
    void addBatch(const WorkerBatch &batch);
    /// Makes room in the unit and summary lists for the file's estimated count of conversations
    /// when `batch` does not fit.
    void reserveFor(const WorkerBatch &batch, bool summarized);
    void dropConversations();
    void shareUnits(const QVector<ConversationUnit> &units);
    void finishLoading(const Diagnostics &diagnostics);
    void failLoading(const Diagnostic &failure);
    void addSummaries(const SummaryBatch &batch);
    void finishSummaries();
    void flushSummaries();
    /// Follow mode (DocumentFollow's signals): the file grew (`file` non-null: mapped again).
    void applyGrowth(std::shared_ptr<const MappedFile> file, const QVector<WorkerBatch> &batches);
    void checkFileChanged(); ///< emits fileChanged() once the mapping guard tripped
    /// appendRecords(): reads the queued records on the thread pool, then applies them.
    void startAppend();
    bool canAppend() const;
    /// Gives the units from `first` on the open end they should have (setOpenEnded: only the
    /// last one's), reading again those that change.
    void markOpenEnd(int first);
    bool canRead(int index) const; ///< a known conversation of a known format
    std::unique_ptr<DocumentPrivate> d;
};
