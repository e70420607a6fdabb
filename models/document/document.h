// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"
#include "transcript/diagnostic.h"

#include <QObject>
#include <QString>
#include <memory>

/// What the conversation list shows of a conversation before it is read in full. Cheap.
struct ConversationSummary {
    QString id;
    QString title;
    Timestamp start;
    QString agent; ///< entry agent / app name when the format gives one
    int messageCount = -1; ///< -1 until known
    int turnCount = -1; ///< -1 until known
};

/// How the file's records are framed (formats.md §1.2 step 2). Reported beside the format id.
enum class Framing { Unknown, SingleDocument, JsonSequence, ServerSentEvents };
QString framingId(Framing f); ///< "json", "jsonl", "sse", "unknown" (not translated)

class DocumentPrivate;
struct WorkerSink;

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

    /// File-level problems: syntax errors with line:column, unknown shapes, mixed families.
    Diagnostics diagnostics() const;
    /// Why loading failed (state Failed): not JSON, unknown shape, unreadable file.
    Diagnostic failure() const;

Q_SIGNALS:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    /// New conversations are known (indexing found them); summaries may still be partial.
    void conversationsAdded(int first, int count);
    /// A conversation gained records or its summary changed (e.g. more events indexed).
    void conversationChanged(int index);
    /// Indexing finished; state() is Ready.
    void loaded();
    /// Loading failed; state() is Failed and failure() says why.
    void failed();

private:
    WorkerSink makeSink(); ///< callbacks that forward the worker's results to this thread
    std::unique_ptr<DocumentPrivate> d;
};
