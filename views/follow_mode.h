// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class Document;
class OpenDocuments;

/// File ▸ Follow File (like tail -f): whether the shown document follows what is appended to
/// its file, a wish kept through reloads; and what to do when the file on disk is replaced,
/// truncated or changed while read (read it again). Holds no document of its own.
class FollowMode : public QObject
{
    Q_OBJECT
public:
    /// Follows the current document of `documents`.
    explicit FollowMode(OpenDocuments *documents, QObject *parent = nullptr);

    bool isFollowing() const;

public Q_SLOTS:
    /// The user's wish (the action toggled); applied to the shown document once it has loaded.
    void setFollowing(bool on);

Q_SIGNALS:
    /// For File ▸ Follow File: whether the shown document can follow, and whether it does (or
    /// will once loaded).
    void stateChanged(bool available, bool on);
    /// Read the shown document's file again (the new document follows once loaded).
    void reloadRequested();
    void statusMessage(const QString &text, int timeoutMs);

private:
    /// Another document is shown.
    void setDocument(Document *document);
    /// The shown document ended loading (or failed): it follows if that is wished.
    void documentFinished();
    /// The shown document's file was replaced or truncated, or changed while it was read.
    void fileReplaced();
    void fileChanged();
    void sync();

    QPointer<Document> m_document;
    bool m_wanted = false;
};
