// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <memory>

class Document;
class FileSearch;
class OpenDocuments;
class SearchRangeList;

/// The file-wide search behind the find bar: counts the find query's matches in the whole
/// current document (a FileSearch on worker threads), reports how far it got, is cancelled on
/// its own (never with loading), and names the next or previous conversation with matches.
/// Owns the FileSearch and the search ranges it shares between searches of one document.
class FileFind : public QObject
{
    Q_OBJECT
public:
    /// Searches the current document of `documents`.
    explicit FileFind(OpenDocuments *documents, QObject *parent = nullptr);

    FileSearch *search() const { return m_search; }
    /// The find bar's query (the search may not run: one conversation says it all).
    const FindQuery &query() const { return m_query; }

public Q_SLOTS:
    /// The find bar's query changed (empty when Find was closed): search again, or stop.
    void setQuery(const FindQuery &query);
    /// The conversation the messages show (where next/previous start from).
    void setOpenConversation(int index) { m_conversation = index; }
    /// Asks for the next (previous) conversation with matches after (before) the open one,
    /// wrapping: conversationWanted() answers.
    void nextConversation();
    void previousConversation();
    /// Stops the running search (its count stays, marked incomplete).
    void cancel();

Q_SIGNALS:
    /// `total` matches in the file (< 0: no file-wide count); `complete` false while counting.
    void resultsChanged(qint64 total, bool complete);
    /// The running search got this far; stopped() follows when it ends.
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void stopped();
    /// Open `conversation` at its first (with `last`, its last) match.
    void conversationWanted(int conversation, bool last);

private:
    /// Another document is shown: search it.
    void setDocument(Document *document);
    /// The shown document's records changed: the next search builds its ranges again.
    void documentChanged();
    /// The shown document ended loading: search everything it has.
    void documentFinished();
    void start();
    void goToConversation(bool forward);

    FileSearch *m_search = nullptr;
    QPointer<Document> m_document;
    FindQuery m_query;
    int m_conversation = -1;
    QMap<int, int> m_hits; ///< conversation → matches so far
    /// The ranges of m_document, built by the first search that uses them on its own thread
    /// (a million records take long), shared by the next ones until the document changes.
    std::shared_ptr<const SearchRangeList> m_ranges;
};
