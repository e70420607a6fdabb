// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QStringList>
#include <QVector>

class Document;

/// The documents the window has open (the file chooser above the conversation list) and which
/// one is current. Owns the Documents (its children) and forwards only the current document's
/// signals, so that no receiver has to ask whether a signal comes from the document it shows.
class OpenDocuments : public QObject
{
    Q_OBJECT
public:
    explicit OpenDocuments(QObject *parent = nullptr);

    /// Starts loading `path` in a new Document and makes it current; it takes the place of
    /// `replacing` (deleted later) when that one is open, else it is added at the end.
    Document *openFile(const QString &path, Document *replacing = nullptr);
    /// The same for bytes in memory (stdin, tests, the live session), named `displayName`.
    Document *openData(
        const QByteArray &data, const QString &displayName, Document *replacing = nullptr);
    /// Opens the current document's file again in a new Document in its place (File ▸ Reload,
    /// a replaced file). Null when the current document has no file.
    Document *reloadCurrent();

    int count() const { return int(m_documents.size()); }
    Document *at(int index) const;
    Document *current() const { return at(m_current); }
    int currentIndex() const { return m_current; }
    /// The setting (QSettings key, a bool): show long conversations whole, not in parts
    /// (DocumentTuning::partsFrom and partsFromRecords), in the documents opened from now on.
    static QString wholeConversationsKey();
    /// The names the file chooser lists, in order.
    QStringList names() const;
    /// Headless use: runs the event loop until every document has loaded or failed or the
    /// deadline passed. True when all are Ready.
    bool waitForLoaded(QDeadlineTimer deadline);

public Q_SLOTS:
    /// Makes document `index` current (again: its receivers start over); ignores bad indices.
    void setCurrent(int index);
    /// Stops indexing the current document; what was indexed stays.
    void cancelLoading();
    /// Closes the current document (File ▸ Close): the next one (else the previous) becomes
    /// current; when it was the last, currentChanged(nullptr) says nothing is open.
    void closeCurrent();

Q_SIGNALS:
    /// Another document is current (null: none is open), or the current one was replaced. `names`
    /// and `index` are what the file chooser shows.
    void currentChanged(Document *document);
    void namesChanged(const QStringList &names, int index);
    // The current document's signals (see Document), and only its.
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void conversationsAdded(int first, int count);
    void conversationChanged(int index);
    void conversationsReset();
    void conversationReady(int index);
    void fileReplaced();
    void fileChanged();
    void loaded();
    void failed();

private:
    Document *create();
    /// Puts `document` (opened: its name is known) where `old` was, or at the end; current.
    void place(Document *document, Document *old);
    void forward(Document *document);

    QVector<Document *> m_documents; ///< owned (children)
    int m_current = -1;
};
